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
 *
 * @see SYN-7.1
 * @example
 * ```ts
 * import { syndrome } from "@tt/syndrome";
 * const state = syndrome.setup(syndrome.parseOptions({}));
 * const kirk = state.people[syndrome.rules.person("kirk").index]!;
 * kirk.controlled; // true: the Enterprise crew are the player's from the start
 * ```
 */
export interface PersonState {
  /** Where the counter is: a space id, {@link ENTERPRISE} or {@link OUT_OF_PLAY}. */
  at: string;
  /** Whether the player controls the person (a captured person stays controlled, imprisoned). */
  controlled: boolean;
  /** Whether the person is a prisoner in a town, castle or the palace (SYN-3.2, SYN-T.CODES `C`). */
  imprisoned: boolean;
  /** A prisoner drawn blind at setup whose identity the player has not seen (SYN-3.2). */
  hidden: boolean;
  /** Whether the person is injured (SYN-8.9: may only move, heal or seek sanctuary). */
  injured: boolean;
  /** Whether the person has a horse (SYN-8.5, SYN-9.3). */
  horse: boolean;
  /** 0 outside sanctuary, -1 for sanctuary without end, or the last turn of a three-day sanctuary (SYN-8.7, SYN-P.303). */
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
  /** Index of its space in the route, -1 while in the palace. */
  route: number;
  /** Whether a town's Defy or Delay holds it: it rolls on the Fealty Table again instead of moving (SYN-13.2). */
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
  /** Spaces whose one action has been taken (SYN-8.9). */
  acted: string[];
  /** Spaces beamed down to (Witchcraft rose once for each: SYN-9.1). */
  beamDown: string[];
  /** Spaces beamed up from (SYN-9.2). */
  beamUp: string[];
  /** Spaces needing no supplies this turn (SYN-P.204). */
  noSupply: string[];
  /** Spaces left unsupplied this turn (SYN-11.3). */
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
  /** Who won: the player (SYN-6.1) or King Eyven (SYN-6.2). */
  readonly winner: "player" | "king";
  /** `victory` (SYN-6.1), `fealty` and `witchcraft` (SYN-6.2), `turn-limit` (an engine guard, not a rule). */
  readonly reason: "victory" | "fealty" | "witchcraft" | "turn-limit";
  /** The turn the game ended on. */
  readonly turn: number;
}

/**
 * The rules options a state carries (see the options schema).
 *
 * @example
 * ```ts
 * import { syndrome, type StateRules } from "@tt/syndrome";
 * const rules: StateRules = syndrome.setup(syndrome.parseOptions({ maxTurns: 60 })).rules; // { maxTurns: 60, startingWarchest: 4, openRebellion: "needs-crew" }
 * ```
 */
export interface StateRules {
  /** The engine's turn guard (not a rule). */
  readonly maxTurns: number;
  /** The Warchest at setup (SYN-3.1). */
  readonly startingWarchest: number;
  /** How an Open Rebellion result counts (see the options schema). */
  readonly openRebellion: "needs-crew" | "lasting";
}

/**
 * A pending piece of work of the turn or of a resolution: the state's queue holds them, front
 * first. Some run by themselves; some wait for a decision or a roll. Plain JSON.
 *
 * @see SYN-5
 * @example
 * ```ts
 * import { syndrome, type Task } from "@tt/syndrome";
 * const front: Task | undefined = syndrome.setup(syndrome.parseOptions({})).queue[0]; // { k: "fill-cup", left: 8, then: "prison" }
 * ```
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

/**
 * A "you choose which" in the middle of a resolution (the rules' choices are the player's).
 *
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import type { PickTask, State } from "@tt/syndrome";
 * const pendingPick = (state: State): PickTask | null => (state.queue[0]?.k === "pick" ? state.queue[0].pick : null);
 * ```
 */
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
  /** A squad index (`squad-route`, `summon`), or -1. */
  squad: number;
  /** The people moving (`move-group`, `prison`). */
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
  /** The snapshot layout's version (`SCHEMA_VERSION`). */
  schemaVersion: 1;
  /** The options the game was set up with. */
  rules: StateRules;
  /** The turn number: 0 during setup, then 1, 2, ... */
  turn: number;
  /** The phase of the turn (SYN-5). */
  phase: Phase;
  /** The Witchcraft index, 0..19; 10 loses the game (SYN-6.2). */
  witchcraft: number;
  /** The Royal Morale index, 0..19; 10 at start (SYN-3.1). */
  royalMorale: number;
  /** The Rebel Warchest in gold pieces, 0..19 (SYN-3.1). */
  warchest: number;
  /** The Royal Orders: the King's Men Table's column (SYN-12.1). */
  royalOrders: RoyalOrders;
  /** Whether a raid has happened (Royal Orders go to Search on the first: SYN-12.1). */
  raided: boolean;
  /** One entry per counter, in data order (people, then squads). */
  people: PersonState[];
  /** The Royal Party (SYN-13). */
  royalParty: RoyalPartyState;
  /** Towns that have sworn fealty, in order. */
  sworn: string[];
  /** Towns in open rebellion (only with the `"lasting"` reading of SYN-6.1). */
  rebellion: string[];
  /** Lords and mayors who have used their once-per-game freeing (SYN-P.30-44). */
  freedBy: string[];
  /** What this turn's actions have used up (SYN-8.9, SYN-9.1, SYN-9.2, SYN-11). */
  flags: TurnFlags;
  /** The cup of setup (SYN-3.2, SYN-3.3): counter ids drawn into it and not yet out. */
  cup: string[];
  /** Pending work, front first: `next` reads the front task. */
  queue: Task[];
  /** How the game ended, or `null` while it runs. */
  result: Result | null;
}
