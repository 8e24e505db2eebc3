import * as z from "zod/mini";
import { taskSchema } from "./tasks";

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

const track = /* @__PURE__ */ (() => z.int().check(z.minimum(0), z.maximum(19)))();
const ids = /* @__PURE__ */ (() => z.array(z.string().check(z.minLength(1))))();

/**
 * One person or squad counter in play. `at` is a space id, `"enterprise"` (the Enterprise box)
 * or `"out"` (not in play). `sanctuary` is 0 outside sanctuary, -1 for sanctuary without end
 * (paragraph 304), or the last turn of a three-day sanctuary (paragraph 303).
 *
 * @see SYN-7.1
 * @example
 * ```ts
 * import { personStateSchema } from "@tt/syndrome";
 * personStateSchema.parse({ at: "enterprise", controlled: true, imprisoned: false, hidden: false, injured: false, horse: false, sanctuary: 0, spent: false });
 * ```
 */
export const personStateSchema = /* @__PURE__ */ (() =>
  z.object({
    /** Where the counter is: a space id, {@link ENTERPRISE} or {@link OUT_OF_PLAY}. */
    at: z.string().check(z.minLength(1)),
    /** Whether the player controls the person (a captured person stays controlled, imprisoned). */
    controlled: z.boolean(),
    /** Whether the person is a prisoner in a town, castle or the palace (SYN-3.2, SYN-T.CODES `C`). */
    imprisoned: z.boolean(),
    /** A prisoner drawn blind at setup whose identity the player has not seen (SYN-3.2). */
    hidden: z.boolean(),
    /** Whether the person is injured (SYN-8.9: may only move, heal or seek sanctuary). */
    injured: z.boolean(),
    /** Whether the person has a horse (SYN-8.5, SYN-9.3). */
    horse: z.boolean(),
    /** 0 outside sanctuary, -1 for sanctuary without end, or the last turn of a three-day sanctuary (SYN-8.7, SYN-P.303). */
    sanctuary: z.int().check(z.minimum(-1)),
    /** Has moved, beamed or acted this turn (SYN-8.9). */
    spent: z.boolean(),
  }))();
/**
 * One person or squad counter in play.
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
export type PersonState = z.infer<typeof personStateSchema>;

/**
 * The Royal Party (section 13): where it is (index in the route, -1 in the palace) and whether it is
 * held in a town (a town's Defy or Delay: it rolls on the Fealty Table again instead of moving).
 *
 * @see SYN-13.1
 * @example
 * ```ts
 * import { syndrome, type RoyalPartyState } from "@tt/syndrome";
 * const party: RoyalPartyState = syndrome.setup(syndrome.parseOptions({})).royalParty; // { route: -1, hold: false }: in the palace
 * ```
 */
export type RoyalPartyState = z.infer<typeof royalPartySchema>;
/**
 * The Royal Party in a snapshot: its route index (-1 in the palace) and whether a town holds it (section 13).
 *
 * @example
 * ```ts
 * import { royalPartySchema } from "@tt/syndrome";
 * royalPartySchema.parse({ route: -1, hold: false });
 * ```
 */
export const royalPartySchema = /* @__PURE__ */ (() => z.object({ route: z.int().check(z.minimum(-1)), hold: z.boolean() }))();

/**
 * What happened this turn that limits later actions (SYN-8.9, SYN-9.1, SYN-9.2, section 11):
 * spaces whose one action has been taken (`acted`), beamed down to (`beamDown`), beamed up from
 * (`beamUp`), needing no supplies (`noSupply`, SYN-P.204), left unsupplied (`starved`).
 *
 * @see SYN-8.9
 * @example
 * ```ts
 * import type { State } from "@tt/syndrome";
 * const actedIn = (state: State, space: string) => state.flags.acted.includes(space);
 * ```
 */
export type TurnFlags = z.infer<typeof turnFlagsSchema>;
/**
 * What this turn has used up, in a snapshot (SYN-8.9, SYN-9.1, SYN-9.2, section 11).
 *
 * @example
 * ```ts
 * import { turnFlagsSchema } from "@tt/syndrome";
 * turnFlagsSchema.parse({ acted: [], beamDown: [], beamUp: [], noSupply: [], starved: [] });
 * ```
 */
export const turnFlagsSchema = /* @__PURE__ */ (() => z.object({ acted: ids, beamDown: ids, beamUp: ids, noSupply: ids, starved: ids }))();

/**
 * How a game ended: who won (the player, SYN-6.1, or King Eyven, SYN-6.2), why (`victory`,
 * `fealty`, `witchcraft`, or `turn-limit`, an engine guard and not a rule), and on which turn.
 *
 * @see SYN-6.1
 * @example
 * ```ts
 * import type { Result } from "@tt/syndrome";
 * const describe = (result: Result) => `${result.winner} wins (${result.reason}) on turn ${result.turn}`;
 * ```
 */
export type Result = z.infer<typeof resultSchema>;
/**
 * How a game ended, in a snapshot (section 6).
 *
 * @example
 * ```ts
 * import { resultSchema } from "@tt/syndrome";
 * resultSchema.parse({ winner: "king", reason: "fealty", turn: 40 });
 * ```
 */
export const resultSchema = /* @__PURE__ */ (() =>
  z.object({ winner: z.literal(["player", "king"]), reason: z.literal(["victory", "fealty", "witchcraft", "turn-limit"]), turn: z.int().check(z.minimum(0)) }))();

/**
 * The rules options a state carries (see the options schema): the engine's turn guard, the
 * Warchest at setup (SYN-3.1) and how an Open Rebellion result counts.
 *
 * @example
 * ```ts
 * import { syndrome, type StateRules } from "@tt/syndrome";
 * const rules: StateRules = syndrome.setup(syndrome.parseOptions({ maxTurns: 60 })).rules; // { maxTurns: 60, startingWarchest: 4, openRebellion: "needs-crew", aidThePoor: "any-amount", squadsAct: "near-any-controlled", joinEffects: "on-gaining-control", gorenKit: false }
 * ```
 */
export type StateRules = z.infer<typeof stateRulesSchema>;
/**
 * The rules options a snapshot carries.
 *
 * @example
 * ```ts
 * import { stateRulesSchema } from "@tt/syndrome";
 * stateRulesSchema.safeParse({ maxTurns: 100 }).success; // false: every option is recorded
 * ```
 */
export const stateRulesSchema = /* @__PURE__ */ (() =>
  z.object({
    maxTurns: z.int().check(z.minimum(1)),
    startingWarchest: track,
    openRebellion: z.literal(["needs-crew", "lasting"]),
    aidThePoor: z.literal(["any-amount", "multiples-of-5"]),
    squadsAct: z.literal(["near-any-controlled", "near-active-rebels"]),
    joinEffects: z.literal(["on-gaining-control", "on-recruiting-only"]),
    gorenKit: z.boolean(),
  }))();

/**
 * The schema of a game in progress: what `parseState` checks, field by field (every queued task
 * included), before it checks the references against the rules data.
 *
 * @example
 * ```ts
 * import { stateSchema, syndrome } from "@tt/syndrome";
 * stateSchema.safeParse(syndrome.setup(syndrome.parseOptions({}))).success; // true
 * ```
 */
export const stateSchema = /* @__PURE__ */ (() =>
  z.object({
    /** The snapshot layout's version (`SCHEMA_VERSION`). */
    schemaVersion: z.literal(2),
    /** The options the game was set up with. */
    rules: stateRulesSchema,
    /** The turn number: 0 during setup, then 1, 2, ... */
    turn: z.int().check(z.minimum(0)),
    /** The phase of the turn (SYN-5). */
    phase: z.literal(PHASES),
    /** The Witchcraft index, 0..19; 10 loses the game (SYN-6.2). */
    witchcraft: track,
    /** The Royal Morale index, 0..19; 10 at start (SYN-3.1). */
    royalMorale: track,
    /** The Rebel Warchest in gold pieces, 0..19 (SYN-3.1). */
    warchest: track,
    /** The Royal Orders: the King's Men Table's column (SYN-12.1). */
    royalOrders: z.literal(ROYAL_ORDERS),
    /** Whether a raid has happened (Royal Orders go to Search on the first: SYN-12.1). */
    raided: z.boolean(),
    /** One entry per counter, in data order (people, then squads). */
    people: z.array(personStateSchema),
    /** The Royal Party (section 13). */
    royalParty: royalPartySchema,
    /** Towns that have sworn fealty, in order. */
    sworn: ids,
    /** Towns in open rebellion (only with the `"lasting"` reading of SYN-6.1). */
    rebellion: ids,
    /** Lords and mayors who have used their once-per-game freeing (paragraphs 30-44). */
    freedBy: ids,
    /** What this turn's actions have used up (SYN-8.9, SYN-9.1, SYN-9.2, section 11). */
    flags: turnFlagsSchema,
    /** The cup of setup (SYN-3.2, SYN-3.3): counter ids drawn into it and not yet out. */
    cup: ids,
    /** Pending work, front first: `next` reads the front task. */
    queue: z.array(taskSchema),
    /** How the game ended, or `null` while it runs. */
    result: z.nullable(resultSchema),
  }))();

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
export type State = z.infer<typeof stateSchema>;
