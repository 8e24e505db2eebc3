import type { Policy } from "@tt/engine";
import {
  SHERWOOD_SKIRMISHES,
  narrateSherwood,
  skirmishOptionsSchema,
  standardSkirmish,
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
  type SkirmishOptions,
} from "@tt/sherwood";
import type { GameDef } from "../../session/game-def";
import { actionPiece, pieceName, playersOf } from "./marks";

/** The package's standard skirmishes by name (`?skirmish=innAmbush`), their options parsed once for comparing. */
const SKIRMISH_NAMES = Object.keys(SHERWOOD_SKIRMISHES) as (keyof typeof SHERWOOD_SKIRMISHES)[];
let parsedSkirmishes: Map<string, string> | null = null;

/** A skirmish's board and forces as one string, to know a standard skirmish again in a save's options. */
const forcesOf = (options: SkirmishOptions) => JSON.stringify([options.map, options.sides]);

function standardName(options: SkirmishOptions): string | null {
  parsedSkirmishes ??= new Map(SKIRMISH_NAMES.map((name) => [forcesOf(skirmishOptionsSchema.parse(SHERWOOD_SKIRMISHES[name])), name]));
  return parsedSkirmishes.get(forcesOf(options)) ?? null;
}

function whole(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Setup options from URL parameters: `scenario` (1-8) with `players` where it offers a choice and
 * `choices` (its difficulty options, comma-separated); else one of the package's standard skirmishes,
 * by name (`skirmish=innAmbush`, `woodsEdgeCarts` ...) or for `players` sides (2, 3 or 4; 2 by default),
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
  const named = SKIRMISH_NAMES.find((name) => name === params["skirmish"]);
  const skirmish = named !== undefined ? structuredClone(SHERWOOD_SKIRMISHES[named]) : standardSkirmish(players === 3 || players === 4 ? players : 2);
  return { ...skirmish, ...(turns !== undefined ? { turns } : {}), ...(params["initiation"] === "1" ? { rules: "initiation" } : {}) };
}

/** The URL parameters of a game's options (the inverse of {@link sherwoodOptions}; a skirmish of one's own gives its number of sides). */
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
  const name = standardName(options);
  const players = options.sides.length;
  const byPlayers = players >= 2 && players <= 4 && standardName(skirmishOptionsSchema.parse(standardSkirmish(players))) === name;
  const standardTurns = name === null ? undefined : SHERWOOD_SKIRMISHES[name as keyof typeof SHERWOOD_SKIRMISHES].turns;
  return {
    ...(name !== null && !byPlayers ? { skirmish: name } : { players: String(players) }),
    ...(standardTurns !== options.turns ? { turns: String(options.turns) } : {}),
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
