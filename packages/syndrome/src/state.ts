import type { Modifier } from "@tt/tables";

/**
 * Where a person can be besides a map space.
 *
 * @see SYN-9.1
 * @example
 * ```ts
 * import { ENTERPRISE, syndrome } from "@tt/syndrome";
 * syndrome.setup(syndrome.parseOptions({})).people[syndrome.rules.person("kirk").index]!.at === ENTERPRISE; // true
 * ```
 */
export const ENTERPRISE = "enterprise";
/**
 * Counters not in play (neutrals not drawn at setup, mayors removed by fealty).
 *
 * @see SYN-3.3
 * @example
 * ```ts
 * import { OUT_OF_PLAY, syndrome, type State } from "@tt/syndrome";
 * const inPlay = (state: State) => state.people.filter((p) => p.at !== OUT_OF_PLAY).length;
 * ```
 */
export const OUT_OF_PLAY = "out";

/**
 * The three Royal Orders (SYN-12.1).
 *
 * @see SYN-12.1
 * @example
 * ```ts
 * import { ROYAL_ORDERS } from "@tt/syndrome";
 * ROYAL_ORDERS.indexOf("Seize"); // 2: the harshest
 * ```
 */
export const ROYAL_ORDERS = ["Patrol", "Search", "Seize"] as const;
/**
 * One of {@link ROYAL_ORDERS}.
 *
 * @see SYN-12.1
 * @example
 * ```ts
 * import { syndrome, type RoyalOrders } from "@tt/syndrome";
 * const orders: RoyalOrders = syndrome.setup(syndrome.parseOptions({})).royalOrders; // "Patrol"
 * ```
 */
export type RoyalOrders = (typeof ROYAL_ORDERS)[number];

/**
 * The phases of a turn (SYN-5), plus setup and the end.
 *
 * @see SYN-5
 * @example
 * ```ts
 * import { PHASES } from "@tt/syndrome";
 * PHASES[1]; // "actions": Rebel Actions come first in a turn
 * ```
 */
export const PHASES = ["setup", "actions", "expenses", "kings-men", "royal-party", "over"] as const;
/**
 * One of {@link PHASES}.
 *
 * @see SYN-5
 * @example
 * ```ts
 * import { syndrome, type Phase } from "@tt/syndrome";
 * const phase: Phase = syndrome.setup(syndrome.parseOptions({})).phase; // "setup"
 * ```
 */
export type Phase = (typeof PHASES)[number];

/**
 * One person or squad counter in play. `at` is a space id, `"enterprise"` (the Enterprise box)
 * or `"out"` (not in play). `sanctuary` is 0 outside sanctuary, -1 for sanctuary without end
 * (paragraph 304), or the last turn of a three-day sanctuary (paragraph 303).
 */
export interface PersonState {
  at: string;
  controlled: boolean;
  imprisoned: boolean;
  /** A prisoner drawn blind at setup whose identity the player has not seen (SYN-3.2). */
  hidden: boolean;
  injured: boolean;
  horse: boolean;
  sanctuary: number;
  /** Has moved, beamed or acted this turn (SYN-8.9). */
  spent: boolean;
}

/**
 * The Royal Party (SYN-13): where it is (index in the route, -1 in the palace) and whether it is held in a town.
 *
 * @see SYN-13.1
 * @example
 * ```ts
 * import { syndrome, type RoyalPartyState } from "@tt/syndrome";
 * const party: RoyalPartyState = syndrome.setup(syndrome.parseOptions({})).royalParty; // { route: -1, hold: false }: in the palace
 * ```
 */
export interface RoyalPartyState {
  route: number;
  hold: boolean;
}

/**
 * What happened this turn that limits later actions (SYN-8.9, SYN-9.1, SYN-9.2, SYN-11).
 *
 * @see SYN-8.9
 * @example
 * ```ts
 * import type { State } from "@tt/syndrome";
 * const actedIn = (state: State, space: string) => state.flags.acted.includes(space);
 * ```
 */
export interface TurnFlags {
  acted: string[];
  beamDown: string[];
  beamUp: string[];
  noSupply: string[];
  starved: string[];
}

/**
 * How a game ended.
 *
 * @see SYN-6.1
 * @example
 * ```ts
 * import type { Result } from "@tt/syndrome";
 * const describe = (result: Result) => `${result.winner} wins (${result.reason}) on turn ${result.turn}`;
 * ```
 */
export interface Result {
  readonly winner: "player" | "king";
  /** `victory` (SYN-6.1), `fealty` and `witchcraft` (SYN-6.2), `turn-limit` (an engine guard, not a rule). */
  readonly reason: "victory" | "fealty" | "witchcraft" | "turn-limit";
  readonly turn: number;
}

/**
 * The rules options a state carries (see the options schema).
 *
 * @example
 * ```ts
 * import { syndrome, type StateRules } from "@tt/syndrome";
 * const rules: StateRules = syndrome.setup(syndrome.parseOptions({ maxTurns: 60 })).rules; // { maxTurns: 60, startingWarchest: 4 }
 * ```
 */
export interface StateRules {
  readonly maxTurns: number;
  readonly startingWarchest: number;
}

/**
 * A pending piece of work of the turn or of a resolution: the state's queue holds them, front
 * first. Some run by themselves; some wait for a decision or a roll. Plain JSON.
 */
export type Task =
  | { k: "fill-cup"; left: number; then: "prison" | "free" }
  | { k: "draw-prisoner"; slots: string[] }
  | { k: "place-neutral"; left: number }
  | { k: "draw-neutral"; space: string; left: number }
  | { k: "actions" }
  | { k: "recruit-gold"; recruiter: number; target: number; space: string }
  | { k: "roll"; roll: RollTask }
  | { k: "phasers"; space: string; leader: number }
  | { k: "steps"; space: string; steps: string[]; at: number; target: number; people: number[] | null; exclude: number[]; rule: string; fleeing: boolean }
  | { k: "pick"; pick: PickTask }
  | { k: "prison"; people: number[]; from: string }
  | { k: "flee"; space: string; people: number[]; sanctuary: boolean }
  | { k: "flee-to"; space: string; people: number[] }
  | { k: "summon"; space: string; reason: string }
  | { k: "raid-end"; space: string; group: number[]; injured: number[]; prisoners: number[]; plague: number[] }
  | { k: "expenses" }
  | { k: "kings-men"; next: number }
  | { k: "squad-move"; squad: number; toward: "rebels" | "town" | "royal-party"; effects: string; from: string }
  | { k: "squad-effects"; squad: number; effects: string; from: string }
  | { k: "royal-party" }
  | { k: "end-turn" };

/**
 * A roll waiting for its die: which table, what for, and with which modifiers.
 *
 * @see SYN-4.1
 * @example
 * ```ts
 * import type { RollTask, State } from "@tt/syndrome";
 * const pendingRoll = (state: State): RollTask | null => (state.queue[0]?.k === "roll" ? state.queue[0].roll : null);
 * ```
 */
export type RollTask =
  | { table: "recruiting"; space: string; target: number; modifiers: Modifier[] }
  | { table: "donations"; space: string; modifiers: Modifier[] }
  | { table: "raid"; space: string; leader: number; modifiers: Modifier[]; plague: number[] }
  | { table: "horseTheft"; space: string; modifiers: Modifier[] }
  | { table: "sanctuary"; space: string; requester: number; modifiers: Modifier[]; fleeing: number[] | null }
  | { table: "flight"; from: string; space: string; people: number[]; modifiers: Modifier[] }
  | { table: "fealty"; space: string; modifiers: Modifier[] }
  | { table: "kingsMen"; squad: number; column: "Patrol" | "Search" | "Seize" }
  | { table: "heal"; space: string; patients: number[]; needed: number }
  | { table: "gold"; amount: "half" | "good" | "paragraph-115"; space: string }
  | { table: "blind-free"; space: string };

/** A "you choose which" in the middle of a resolution (the rules' choices are the player's). */
export interface PickTask {
  /** What the chosen people suffer or gain. */
  effect: "capture" | "injure" | "imprison" | "stay-free" | "starve" | "capture-other" | "recruit-famous" | "move-group" | "squad-route" | "summon" | "prison";
  /** Where it happens. */
  space: string;
  /** Candidates: person indexes, or (for space choices) unused. */
  from: number[];
  /** Space candidates for space choices. */
  spaces: string[];
  /** How many more to choose. */
  count: number;
  /** Why, in words, for the prompt. */
  reason: string;
  /** Extra data: a squad index (`squad-route`, `summon`), the people moving (`move-group`, `prison`). */
  squad: number;
  people: number[];
}

/**
 * A game of The Sherwood Syndrome in progress: plain, JSON-serializable data.
 *
 * @example
 * ```ts
 * import { syndrome } from "@tt/syndrome";
 * const state = syndrome.setup(syndrome.parseOptions({}));
 * state.witchcraft; // 0
 * ```
 */
export interface State {
  schemaVersion: 1;
  rules: StateRules;
  turn: number;
  phase: Phase;
  witchcraft: number;
  royalMorale: number;
  warchest: number;
  royalOrders: RoyalOrders;
  /** Whether a raid has happened (Royal Orders go to Search on the first: SYN-12.1). */
  raided: boolean;
  /** One entry per counter, in data order (people, then squads). */
  people: PersonState[];
  royalParty: RoyalPartyState;
  /** Towns that have sworn fealty, in order. */
  sworn: string[];
  /** Lords and mayors who have used their once-per-game freeing (SYN-P.30-44). */
  freedBy: string[];
  flags: TurnFlags;
  /** The cup of setup (SYN-3.2, SYN-3.3): counter ids drawn into it and not yet out. */
  cup: string[];
  queue: Task[];
  result: Result | null;
}
