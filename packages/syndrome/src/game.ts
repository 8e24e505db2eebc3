import { parseWith, type Game, type IllegalReason } from "@tt/engine";
import { loadSyndromeData, type SyndromeRules } from "./data";
import { SyndromeError } from "./errors";
import type { SyndromeEvent } from "./events";
import { applyInput, initialState, nextOf, whyIllegalOf } from "./play";
import { optionsSchema, type Action, type Options, type Outcome } from "./schemas";
import { parseSnapshot } from "./snapshot";
import type { Result, State } from "./state";
import { viewOf, type SyndromeView } from "./view";

export type { SyndromeView } from "./view";
export { PLAYER } from "./play";

/**
 * The Sherwood Syndrome as an `@tt/engine` game, plus the compiled data it plays with.
 *
 * @example
 * ```ts
 * import { syndrome } from "@tt/syndrome";
 * const state = syndrome.setup(syndrome.parseOptions({ maxTurns: 60 }));
 * syndrome.next(state).kind; // "chance": the first blind draw into the cup
 * ```
 */
export interface SyndromeGame extends Game<State, Action, Outcome, Options, Result, SyndromeEvent> {
  /** The compiled data set. */
  readonly rules: SyndromeRules;
  /**
   * Options with defaults applied.
   *
   * @param options - options as a caller writes them
   * @returns validated options
   * @throws {@link SyndromeError} `syndrome/invalid-options` naming the option
   * @example
   * ```ts
   * import { syndrome } from "@tt/syndrome";
   * syndrome.parseOptions({ maxTurns: 60 }); // { maxTurns: 60, startingWarchest: 4, openRebellion: "needs-crew", aidThePoor: "any-amount", squadsAct: "near-any-controlled", joinEffects: "on-gaining-control", gorenKit: false }
   * ```
   */
  parseOptions(options?: unknown): Options;
  /**
   * Reads a state snapshot (for example a saved game's JSON), checking its shape and references.
   *
   * @param json - a snapshot
   * @returns the state
   * @throws {@link SyndromeError} `syndrome/invalid-snapshot` naming the path, or `syndrome/unsupported-schema-version`
   * @example
   * ```ts
   * import { syndrome } from "@tt/syndrome";
   * const saved = JSON.stringify(syndrome.setup(syndrome.parseOptions({})));
   * const state = syndrome.parseState(JSON.parse(saved));
   * ```
   */
  parseState(json: unknown): State;
  /**
   * What the player may see of `state` (SYN-3.2): the hidden prisoners show only their colour.
   *
   * @param state - a state
   * @param player - the player's name ({@link PLAYER}; the Syndrome is solitaire)
   * @returns the player's view
   * @see SYN-3.2
   * @example
   * ```ts
   * import { syndrome } from "@tt/syndrome";
   * syndrome.view(syndrome.setup(syndrome.parseOptions({})), "player").hiddenPrisoners; // [] until the blind draws
   * ```
   */
  view(state: State, player: string): SyndromeView;
  /**
   * Why `input` is not legal in `state`, in words a player can act on, with the rule it breaks
   * (the same reason `apply` throws); `undefined` when it is legal.
   *
   * @param state - a state
   * @param input - a candidate action or outcome (untrusted)
   * @returns the reason, or `undefined`
   * @example
   * ```ts
   * import { syndrome, type State } from "@tt/syndrome";
   * declare const state: State; // Rebel Actions, Kirk beamed down to Trott this turn
   * syndrome.whyIllegal(state, { type: "beam-up", person: "kirk" }); // { message: "Kirk already beamed down this turn: ...", ruleId: "SYN-9.2" }
   * ```
   */
  whyIllegal(state: State, input: unknown): IllegalReason | undefined;
}

/**
 * The id `@tt/engine` logs record for the Syndrome.
 *
 * @example
 * ```ts
 * import { GAME_ID, syndrome } from "@tt/syndrome";
 * syndrome.id === GAME_ID; // true: "syndrome"
 * ```
 */
export const GAME_ID = "syndrome";
/**
 * The rules-data version logs record; replays refuse another.
 *
 * @example
 * ```ts
 * import { GAME_VERSION, syndrome } from "@tt/syndrome";
 * syndrome.version === GAME_VERSION; // true: a saved log records it
 * ```
 */
export const GAME_VERSION = "1.0.0";

/**
 * Builds The Sherwood Syndrome over a data set: the package's own ({@link SYNDROME_DATA}) or a
 * user's corrected copy.
 *
 * @param data - compiled rules from {@link loadSyndromeData}, or raw JSON data
 * @returns the game
 * @throws {@link SyndromeError} `syndrome/invalid-data` for corrupt data
 * @example
 * ```ts
 * import { createSyndrome, SYNDROME_DATA } from "@tt/syndrome";
 * const game = createSyndrome(SYNDROME_DATA);
 * game.id; // "syndrome"
 * ```
 */
export function createSyndrome(data: unknown): SyndromeGame {
  return syndromeGame(isRules(data) ? data : loadSyndromeData(data));
}

/** The game over compiled data, without the loader (so the package's own game needs no data schemas). @internal */
export function syndromeGame(rules: SyndromeRules): SyndromeGame {
  const parseOptions = (raw: unknown = {}): Options =>
    parseWith(optionsSchema, raw ?? {}, ({ path, message, issues }) => new SyndromeError("syndrome/invalid-options", message, path, issues), ["options"]);
  return {
    id: GAME_ID,
    version: GAME_VERSION,
    optionsSchema,
    rules,
    parseOptions,
    setup: (options) => initialState(rules, parseOptions(options)),
    next: (state) => nextOf(rules, state),
    apply: (state, input) => applyInput(rules, state, input),
    view: (state) => viewOf(rules, state),
    whyIllegal: (state, input) => whyIllegalOf(rules, state, input),
    parseState: (json) => parseSnapshot(rules, json),
  };
}

function isRules(value: unknown): value is SyndromeRules {
  return typeof value === "object" && value !== null && "counters" in value && "distance" in value;
}
