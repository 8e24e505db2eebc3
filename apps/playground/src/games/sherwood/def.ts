import type { Policy } from "@tt/engine";
import {
  narrateSherwood,
  sherwood,
  sherwoodActionLabel,
  sherwoodBot,
  sherwoodRules,
  type SherwoodAction,
  type SherwoodEvent,
  type SherwoodOptions,
  type SherwoodOutcome,
  type SherwoodResult,
  type SherwoodState,
} from "@tt/sherwood";
import type { GameDef } from "../../session/game-def";
import { actionPiece, pieceName, playersOf } from "./marks";

type Force = { character: string; at: string; mounted?: boolean; facing?: 0 | 1 | 2 | 3 | 4 | 5 }[];

// The skirmishes the playground sets up without a scenario (SHW-I.SETUP: characters of the players'
// choice placed on a map), one for each number of players: the same as the terminal's (`tt play sherwood`).
const ROBIN_AND_JOHN: Force = [
  { character: "robin", at: "2,8" },
  { character: "little-john", at: "3,8" },
];
const REYNOLD_AND_WILL: Force = [
  { character: "reynold", at: "4,10" },
  { character: "will-scarlett", at: "5,12", mounted: true, facing: 0 },
];
const GUY_AND_BERO: Force = [
  { character: "guy", at: "10,4", mounted: true, facing: 3 },
  { character: "bero", at: "12,4" },
];
const RUDOLF_AND_ARNOLD: Force = [
  { character: "rudolf", at: "13,6" },
  { character: "arnold", at: "12,7" },
];

/** Two, three or four sides: Wood's Edge (Saxons against Normans), the inn (villagers, Merry Men, Normans), Wood's Edge four ways. */
const SKIRMISHES: Readonly<Record<number, { map: string; turns: number; sides: { id: string; force: Force }[] }>> = {
  2: {
    map: "woods-edge",
    turns: 8,
    sides: [
      { id: "saxons", force: [...ROBIN_AND_JOHN, ...REYNOLD_AND_WILL] },
      { id: "normans", force: [...GUY_AND_BERO, ...RUDOLF_AND_ARNOLD] },
    ],
  },
  3: {
    map: "the-inn",
    turns: 5,
    sides: [
      {
        id: "villagers",
        force: [
          { character: "much", at: "9,6" },
          { character: "mildred", at: "8,7" },
          { character: "alan-a-dale", at: "10,7" },
        ],
      },
      {
        id: "merry-men",
        force: [
          { character: "friar-tuck", at: "6,9" },
          { character: "alwin", at: "7,10" },
          { character: "falko", at: "5,10" },
        ],
      },
      {
        id: "normans",
        force: [
          { character: "brian", at: "12,6", mounted: true, facing: 3 },
          { character: "odric", at: "10,5" },
          { character: "emeric", at: "11,7" },
        ],
      },
    ],
  },
  4: {
    map: "woods-edge",
    turns: 8,
    sides: [
      { id: "outlaws", force: ROBIN_AND_JOHN },
      { id: "saxons", force: REYNOLD_AND_WILL },
      { id: "normans", force: GUY_AND_BERO },
      { id: "mercenaries", force: RUDOLF_AND_ARNOLD },
    ],
  },
};

function whole(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Setup options from URL parameters: `scenario` (1-8) with `players` where it offers a choice and
 * `choices` (its difficulty options, comma-separated); else a skirmish of `players` sides (2, 3 or 4),
 * `initiation=1` for the initiation rules. `turns` for either. The game's schema refuses the rest in words.
 */
export function sherwoodOptions(params: Readonly<Record<string, string>>): unknown {
  const turns = whole(params["turns"]);
  const players = whole(params["players"]);
  const scenario = whole(params["scenario"]);
  if (scenario !== undefined) {
    const choices = (params["choices"] ?? "").split(",").filter((c) => c !== "");
    return { scenario, ...(players !== undefined ? { players } : {}), ...(choices.length > 0 ? { choices } : {}), ...(turns !== undefined ? { turns } : {}) };
  }
  const skirmish = SKIRMISHES[players ?? 2] ?? SKIRMISHES[2]!;
  return { ...skirmish, ...(turns !== undefined ? { turns } : {}), ...(params["initiation"] === "1" ? { rules: "initiation" } : {}) };
}

/** The URL parameters of a game's options (the inverse of {@link sherwoodOptions}). */
export function sherwoodParams(value: unknown): Record<string, string> {
  const options = value as SherwoodOptions;
  if ("scenario" in options) {
    return {
      scenario: String(options.scenario),
      ...(options.players !== undefined ? { players: String(options.players) } : {}),
      ...(options.choices.length > 0 ? { choices: options.choices.join(",") } : {}),
      ...(options.turns !== undefined ? { turns: String(options.turns) } : {}),
    };
  }
  const players = options.sides.length;
  const standard = SKIRMISHES[players];
  return {
    players: String(players),
    ...(standard === undefined || standard.turns !== options.turns ? { turns: String(options.turns) } : {}),
    ...(options.rules === "initiation" ? { initiation: "1" } : {}),
  };
}

/** Each game's players, from its set-up state (a scenario gives a player one camp or several), kept per options. */
const playersCache = new WeakMap<object, string[]>();
function players(options: unknown): string[] {
  const known = playersCache.get(options as object);
  if (known) return known;
  const found = playersOf(sherwood.setup(options as SherwoodOptions));
  playersCache.set(options as object, found);
  return found;
}

/** An action's menu group: by what it does, then by the character it is about. */
function groupAction(value: unknown): { heading: string; label: string } {
  const action = value as SherwoodAction;
  const piece = actionPiece(action);
  const heading = (() => {
    switch (action.type) {
      case "shoot":
        return "Shoot";
      case "attack":
      case "jump-attack":
      case "blind":
        return "Attack";
      case "deploy":
        return "Set up";
      case "enter":
        return "Come on the map";
      case "hide":
        return "Hide in ambush";
      case "reveal":
        return "Reveal";
      case "retreat":
      case "place":
      case "advance":
        return "Place";
      case "stay":
      case "spring":
      case "pass":
      case "strike":
      case "end-ambush":
      case "end-phase":
        return "End or wait";
      default:
        return "Move";
    }
  })();
  if (action.type === "attack") return { heading, label: `${pieceName(action.defender)} (attacked)` };
  return { heading, label: piece === null ? "End or wait" : pieceName(piece) };
}

const LEVELS: Readonly<Record<string, "headline" | "detail" | "aside">> = { phase: "headline", scenario: "headline", "left-map": "headline" };

let bot: Policy<unknown, unknown> | null = null;

/** Sherwood, for the playground: its words, odds and bot are @tt/sherwood's own. */
export const sherwoodDef: GameDef = {
  id: "sherwood",
  title: "Sherwood",
  game: sherwood,
  options: sherwoodOptions,
  params: sherwoodParams,
  players,
  bot: () => {
    bot ??= sherwoodBot() as Policy<unknown, unknown>;
    return bot;
  },
  labelAction: (action, view) => sherwoodActionLabel(action as SherwoodAction, view as SherwoodState),
  groupAction,
  labelOutcome: (outcome) => {
    const face = (outcome as SherwoodOutcome).face;
    return face === 10 ? "10 (0 on the die)" : String(face);
  },
  narrate: (event) => ({ ...narrateSherwood(event as SherwoodEvent), level: LEVELS[event.type] ?? "detail" }),
  describeResult: (value) => {
    const result = value as SherwoodResult;
    const who = result.winners.length === 0 ? "A draw" : `${result.winners.join(" and ")} win${result.winners.length === 1 ? "s" : ""}`;
    const scores = Object.entries(result.scores)
      .map(([side, score]) => `${side} ${score}`)
      .join(", ");
    const why =
      result.outcome !== undefined
        ? `${result.outcome.level === "victory" || result.outcome.level === "draw" ? "" : `(${result.outcome.level} victory) `}${result.outcome.text.join(" ")}`
        : result.reason === "last-side-standing"
          ? "the last side standing."
          : "the turns are over; the kills scored decide.";
    return `${who}: ${why} Kills scored: ${scores}.`;
  },
};

/** The scenario a game plays (its number, title and printed text), or null for a skirmish. */
export function scenarioOf(view: SherwoodState) {
  return view.scenario === null ? null : (sherwoodRules.scenarios.find((s) => s.number === view.scenario!.number) ?? null);
}
