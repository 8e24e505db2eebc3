/**
 * Every reason {@link EngineError} can carry, as a closed set.
 *
 * @example
 * ```ts
 * import { ENGINE_ERROR_CODES } from "@tt/engine";
 * ENGINE_ERROR_CODES.includes("engine/wrong-game"); // true
 * ```
 */
export const ENGINE_ERROR_CODES = [
  "engine/invalid-options",
  "engine/invalid-log",
  "engine/unsupported-schema-version",
  "engine/wrong-game",
  "engine/wrong-game-version",
  "engine/illegal-action",
  "engine/illegal-outcome",
  "engine/unexpected-input",
  "engine/script-exhausted",
  "engine/no-policy",
  "engine/max-steps",
  "engine/game-over",
  "engine/nothing-to-undo",
  "engine/nothing-to-redo",
  "engine/odds-limit",
  "engine/invalid-argument",
  "engine/conformance",
] as const;

/** One of {@link ENGINE_ERROR_CODES}. */
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/** Extra, optional facts attached to an {@link EngineError}. */
export interface EngineErrorDetails {
  /** Index of the input (step) the error is about, counting from 0. */
  readonly step?: number;
  /** Path inside the checked value (a log, options) where it went wrong. */
  readonly path?: readonly (string | number)[];
  /** The underlying error, if any. */
  readonly cause?: unknown;
}

/**
 * The one error class of `@tt/engine` itself: a bad log, an illegal input handed to a
 * runner, a scripted die roll that is not a legal outcome, a game that never ends.
 * `code` is stable (see {@link ENGINE_ERROR_CODES}); the message names what was wrong.
 *
 * Errors raised by a *game's* rules use {@link RuleError} instead.
 *
 * @example
 * ```ts
 * import { EngineError } from "@tt/engine";
 * try {
 *   throw new EngineError("engine/wrong-game", 'log is for game "chess", not "pig"');
 * } catch (error) {
 *   if (error instanceof EngineError && error.code === "engine/wrong-game") console.log(error.message);
 * }
 * ```
 */
export class EngineError extends Error {
  /** Stable machine-readable reason. */
  readonly code: EngineErrorCode;
  /** Index of the input (step) the error is about, if any. */
  readonly step: number | undefined;
  /** Path inside the checked value, if any. */
  readonly path: readonly (string | number)[] | undefined;

  /**
   * @param code - the stable reason
   * @param message - a human sentence naming what was wrong
   * @param details - optional step, path and cause
   */
  constructor(code: EngineErrorCode, message: string, details: EngineErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "EngineError";
    this.code = code;
    this.step = details.step;
    this.path = details.path;
  }
}

/**
 * The contract's error for an illegal input: a game's `apply` throws it when an action
 * or outcome breaks the rules (wrong player, wrong phase, not among the legal actions).
 * The caller's state stays valid, because `apply` never mutates it.
 *
 * `code` is the game's own stable string, `"<game>/<reason>"` (for example
 * `"syndrome/illegal-action"`); `ruleId` names the rule broken, as indexed in the rulebook
 * (for example `"SYN-8.3"`).
 *
 * @example
 * ```ts
 * import { RuleError } from "@tt/engine";
 * const error = new RuleError("pig/not-your-turn", "p2 cannot act during p1's turn", "PIG-1");
 * error.code;   // "pig/not-your-turn"
 * error.ruleId; // "PIG-1"
 * ```
 */
export class RuleError extends Error {
  /** Stable machine-readable reason, `"<game>/<reason>"`. */
  readonly code: string;
  /** The ID of the rule that was broken, if the game names one. */
  readonly ruleId: string | undefined;

  /**
   * @param code - stable reason, `"<game>/<reason>"`
   * @param message - a human sentence naming what was wrong
   * @param ruleId - optional rule ID from the rulebook index
   */
  constructor(code: string, message: string, ruleId?: string) {
    super(message);
    this.name = "RuleError";
    this.code = code;
    this.ruleId = ruleId;
  }
}
