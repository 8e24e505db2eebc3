import { randomPolicy, type Next, type Policies } from "@tt/engine";
import { hexToOffset } from "@tt/hexgrid";
import {
  SHERWOOD_DATA,
  SHERWOOD_SKIRMISHES,
  SherwoodError,
  actionOdds,
  hideoutName,
  rollOdds,
  loadSherwoodData,
  narrateSherwood,
  resultGloss,
  sherwood,
  sherwoodActionLabel,
  sherwoodBot,
  sherwoodDataSchema,
  sherwoodPieceName,
  setupStatus,
  sherwoodRules,
  standardSkirmish,
  type GamePiece,
  type SherwoodAction,
  type SherwoodEvent,
  type SherwoodOutcome,
  type SherwoodResult,
  type SherwoodState,
} from "@tt/sherwood";
import { checkData, narrationLine, type CliGame, type GameTable, type PolicyName, type SetupFlags } from "./adapter";
import { pieceTags, playsFor, sherwoodMapLines } from "./sherwood-map";

// The terminal's side of Sherwood: options from flags, the state as lines, the text map, the odds of a
// shot or an attack. The words (action labels, narration) are @tt/sherwood's own.

const rules = sherwoodRules;

/** A piece's name as the game's text gives it (a character's, "the second cavalry horse", "Robin Hood's horse"). */
const nameOf = (id: string): string => sherwoodPieceName(id, rules);

/** A hex as the menus print it ("col,row"). */
const printed = (hex: { q: number; r: number }) => {
  const o = hexToOffset(hex, "odd-r");
  return `${o.col},${o.row}`;
};

const PHASE_WORDS = { fire: "missile fire", move: "movement", combat: "combat" } as const;

/** One piece on a side's line: its tag, name, hex and what is the matter with it. */
function pieceText(piece: GamePiece, tag: string): string {
  const marks = [
    piece.state !== undefined && piece.state !== "healthy" ? piece.state : "",
    piece.mounted === true ? "mounted" : "",
    piece.upTree === true ? "up a tree" : "",
    piece.captured === true ? "captured" : "",
  ];
  const more = marks.filter((m) => m !== "");
  return `${tag} ${nameOf(piece.id)} ${printed(piece.at)}${more.length > 0 ? ` (${more.join(", ")})` : ""}`;
}

/**
 * What `viewer` sees: the turn and phase, the scores, and each side's characters with their map tags.
 * `state` is the viewer's view; another side's hidden characters are never named (not even counted).
 * The viewer "table" (a replay, the end of the game) sees every side's ambushers.
 */
function describe(value: unknown, viewer: string): string[] {
  const state = value as SherwoodState;
  const active = state.sides[state.active] ?? "";
  const tags = pieceTags(state, viewer);
  const scores = state.sides.map((side) => `${side} ${state.scores[side] ?? 0}`).join(", ");
  // A scenario's set-up (its characters placed before the first turn) is not yet a phase of a turn.
  const settingUp = setupStatus(state).stage === "placing";
  const when =
    state.turn > state.turns
      ? `after the last turn (${state.turns})`
      : settingUp
        ? `setting up, before turn 1 of ${state.turns}`
        : `turn ${state.turn} of ${state.turns} · ${active}, ${PHASE_WORDS[state.phase]} phase`;
  const lines = [`${when} · kills scored: ${scores}`];
  for (const side of state.sides) {
    const own = playsFor(state, side, viewer);
    const pieces = state.pieces.filter((p) => p.camp === side);
    const seen = viewer === "table" || own ? state.hidden.filter((h) => h.camp === side) : [];
    const hidden = seen.map((h) => `${nameOf(h.character)} in ambush${h.hideout === null ? "" : ` (${hideoutName(h.hideout)})`}`);
    const fallen = state.fallen.filter((p) => p.camp === side).map((p) => nameOf(p.id));
    // A scenario's characters still to be set up or to enter the map (SHW-S.*).
    const waiting = state.waiting.filter((w) => w.camp === side).map((w) => nameOf(w.character ?? w.id));
    const parts = [
      pieces.map((p) => pieceText(p, own ? (tags.get(p.id) ?? "") : (tags.get(p.id) ?? "").toLowerCase())).join(", "),
      hidden.join(", "),
      waiting.length > 0 ? `to come: ${waiting.join(", ")}` : "",
      fallen.length > 0 ? `fallen: ${fallen.join(", ")}` : "",
    ];
    // In a scenario one player may play several camps (SHW-S.4): the player is named.
    const controller = Object.hasOwn(state.controllers, side) ? state.controllers[side]! : side;
    const player = controller !== side ? ` (${own ? "you, " : ""}${controller})` : own ? " (you)" : "";
    lines.push(`${side}${player}: ${parts.filter((p) => p !== "").join("; ") || "no one left"}`);
  }
  return lines;
}

/** The menu group of an action: the character it moves, shoots with or attacks with; the rest together. */
function groupAction(value: unknown): string {
  const action = value as SherwoodAction;
  switch (action.type) {
    case "shoot":
      return nameOf(action.shooter);
    case "attack":
      return action.attackers.map(nameOf).join(" and ");
    case "deploy":
    case "enter": {
      // Hundreds of places for one character: by the row they lie in.
      const to = "front" in action.to ? action.to.front : action.to;
      return `${nameOf(action.piece)} in row ${hexToOffset(to, "odd-r").row}`;
    }
    default: {
      // A step, a mount, a retreat, a hideout, a reveal: the character's.
      const piece = (action as { piece?: unknown }).piece;
      return typeof piece === "string" ? nameOf(piece) : "end, wait or strike";
    }
  }
}

/** The exact odds of a shot, an attack or a jump attack before it is made, likeliest first, in a few words. */
function oddsOfAction(value: unknown, action: unknown): string | null {
  const a = action as SherwoodAction;
  if (a.type !== "shoot" && a.type !== "attack" && a.type !== "jump-attack") return null;
  let outcomes: ReturnType<typeof actionOdds>["outcomes"];
  try {
    outcomes = actionOdds(value as SherwoodState, a).outcomes;
  } catch {
    return null;
  }
  const shown = outcomes.slice(0, 4).map((o) => `${o.words} ${percent(o.probability)}`);
  const rest = outcomes.slice(4).reduce((s, o) => s + o.probability, 0);
  return [...shown, ...(rest > 0 ? [`other ${percent(rest)}`] : [])].join(", ");
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

/** The odds of the roll the game stands at: each table result the d10 gives (the package's `rollOdds`). */
function oddsOfRoll(value: unknown): string | null {
  const odds = rollOdds(value as SherwoodState);
  if (odds === null) return null;
  const table = `${odds.table}${odds.column === undefined ? "" : ` in column ${odds.column}`}`;
  return `${table}: ${odds.results.map((r) => `${r.gloss === undefined ? r.result : `${r.result} (${r.gloss})`} ${percent(r.probability)}`).join(", ")}`;
}

/** The printed tables, for `tt odds sherwood <table>`. */
function tables(): GameTable[] {
  const t = rules.tables;
  return [
    {
      name: "foot-combat",
      description: "Combat Table against characters on foot: --key is the column (the differential's, after shifts) (SHW-5)",
      table: t.footCombat,
      keys: [...t.footCombat.columns],
    },
    { name: "mounted-combat", description: "Combat Table against mounted characters: --key is the column (SHW-5)", table: t.mountedCombat, keys: [...t.mountedCombat.columns] },
    { name: "to-hit", description: "the roll to hit: --key short or long range; --modifier the sum of the to-hit modifiers (SHW-3.3)", table: t.missileHit, keys: ["short", "long"] },
    { name: "infantry-damage", description: "missile damage against characters on foot: --modifier the damage modifiers (SHW-3.4)", table: t.infantryMissileDamage },
    { name: "rider-damage", description: "missile damage against mounted characters (SHW-3.4)", table: t.riderMissileDamage },
    { name: "jump", description: "the jump roll: --modifier the jump's modifiers (SHW-4.5)", table: t.jump },
    { name: "initiation-fire", description: "the initiation rules' shot: --key armoured or unarmoured (SHW-I.FIRE)", table: t.initiationFire, keys: ["armoured", "unarmoured"] },
    { name: "initiation-attack", description: "the initiation rules' attack: --key lower, even or ten-higher (SHW-I.ATTACK)", table: t.initiationAttack, keys: ["lower", "even", "ten-higher"] },
  ];
}

/** The layout of the map and the menus, for `?` at a prompt. */
function help(next: Next<unknown, unknown, unknown>, state: unknown): string[] {
  // A scenario's options, special rules and victory conditions (its story was told at the start).
  const scenario = intro(state).slice(2);
  if (next.kind !== "decision") return ["a d10 is rolled: 0 counts as 10", ...scenario];
  return [
    ...scenario,
    "the map shows the board around the character this choice is about; menus name hexes by the map's col,row",
    "a shot or an attack shows its exact odds in [brackets] before you choose it: what happens to whom, likeliest first",
    "long menus are grouped by character: choose the character, then the action (b goes back)",
  ];
}

/** The scenario a state plays (its compiled rules and data), or undefined for a skirmish. */
function scenarioOf(state: SherwoodState) {
  return state.scenario === null ? undefined : rules.scenarios.find((s) => s.number === state.scenario!.number);
}

/** A scenario's story, its difficulty options chosen, special rules and victory conditions, as the booklet prints them; nothing for a skirmish. */
function intro(value: unknown): string[] {
  const state = value as SherwoodState;
  const scenario = scenarioOf(state);
  if (scenario === undefined) return [];
  const text = scenario.data.text;
  const chosen = scenario.data.options.filter((o) => state.scenario!.choices.includes(o.id)).map((o) => o.text);
  return [
    `Scenario ${scenario.number}: ${scenario.title}, ${state.turns} turns, ${state.scenario!.players} players`,
    `  ${text.background}`,
    ...chosen.map((t) => `  option: ${t}`),
    ...text.specialRules.map((t) => `  special rule: ${t}`),
    ...text.victory.map((t) => `  victory: ${t}`),
  ];
}

/** Whether any character is hidden in ambush: the players then take turns at the terminal behind a hand-over step. */
const secrets = (value: unknown): boolean => (value as SherwoodState).hidden.length > 0;

/**
 * The skirmish for `players` sides: the game's standard one for 2, 3 or 4 (SHW-I.SETUP: Wood's Edge, the
 * inn, Wood's Edge four ways). Another number gives that many sides, for the game's own schema to refuse in its words.
 */
function skirmishOptions(players: number): object {
  if (players >= 2 && players <= 4) return standardSkirmish(players);
  const four = SHERWOOD_SKIRMISHES.woodsEdgeFourSides;
  return { ...four, sides: Array.from({ length: Math.max(0, players) }, (_, i) => ({ ...four.sides[i % 4]!, id: `side-${i + 1}` })) };
}

/** Setup options from the flags: a scenario with `--scenario`, else a skirmish for `--players` sides. */
function options(flags: SetupFlags): unknown {
  if (flags.scenario !== undefined) {
    return { scenario: flags.scenario, ...(flags.players !== undefined ? { players: flags.players } : {}), ...(flags.choice !== undefined ? { choices: flags.choice } : {}) };
  }
  const skirmish = skirmishOptions(flags.players ?? 2);
  // A choice belongs to a scenario: passed on, the game's own schema refuses it in words.
  return flags.choice !== undefined ? { ...skirmish, choices: flags.choice } : skirmish;
}

/** Sherwood. @internal */
export const sherwoodCli: CliGame = {
  id: "sherwood",
  title: "Sherwood (man-to-man skirmish)",
  // A game of Sherwood takes some 30 ms a side's turn with the heuristic bot: tt demo simulates a tenth as many.
  demoShare: 0.1,
  game: sherwood,
  flags: ["players", "scenario", "choice"],
  options,
  classify: (value) => {
    // A scenario's result names the level its victory conditions reached ("minor victory").
    const result = value as SherwoodResult & { outcome?: { level?: string } };
    const level = result.outcome?.level;
    const how = level === undefined || level === "victory" || level === "draw" ? "" : ` (${level} victory)`;
    return result.winners.length === 0 ? "draw" : `${result.winners.join(" and ")} won${how}`;
  },
  policy: (name: PolicyName, rng): Policies<unknown, unknown> | undefined => {
    if (name === "random") return randomPolicy(rng) as Policies<unknown, unknown>;
    if (name === "heuristic") return sherwoodBot() as Policies<unknown, unknown>;
    return undefined;
  },
  describe,
  narrate: (event, style) => narrationLine({ ...narrateSherwood(event as SherwoodEvent), level: "detail" }, style),
  brief: (event) => ["shot", "attack", "roll", "effect", "revealed"].includes(event.type),
  briefNote: "shots, attacks, rolls, their effects and ambushes",
  labelAction: (action, state) => sherwoodActionLabel(action as SherwoodAction, state as SherwoodState),
  groupAction,
  labelOutcome: (outcome) => {
    const face = (outcome as SherwoodOutcome).face;
    return face === 10 ? "10 (0 on the die)" : String(face);
  },
  tables,
  explainResult: (result) => (typeof result === "string" ? (resultGloss(result) ?? "") : ""),
  rollOdds: (state) => oddsOfRoll(state),
  actionOdds: oddsOfAction,
  map: (view, actions, player) => sherwoodMapLines(view as SherwoodState, player, actions as SherwoodAction[]),
  help,
  intro,
  secrets,
  data: {
    describe: "a Sherwood data set (JSON: maps, characters, animals, equipment, tables, scenarios)",
    check: (data) => checkData(data, sherwoodDataSchema, loadSherwoodData, (error) => (error instanceof SherwoodError ? error.message : undefined)),
    shipped: SHERWOOD_DATA,
    // The package's src/data: a file for each list, and the maps one file each in maps/.
    parts: { maps: "maps/", characters: "characters.json", animals: "animals.json", equipment: "equipment.json", tables: "tables.json", scenarios: "scenarios.json" },
  },
};
