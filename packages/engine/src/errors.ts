import { formatJsonPath, type TtErrorShape, type TtIssue } from "@tt/internal";
import type { MAX_STEPS_CEILING, MAX_VALUE_DEPTH } from "./limits";

/**
 * Every reason {@link EngineError} can carry, as a closed set. The ones about what a caller
 * hands in: `engine/invalid-argument` (a setting, a seed, a driver, a policy or a step that is
 * not what the function takes), `engine/invalid-options`, `engine/invalid-log` (naming the path,
 * and for an input the step), and `engine/limit` (a value nested deeper than
 * {@link MAX_VALUE_DEPTH}, a step budget over {@link MAX_STEPS_CEILING}).
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
  "engine/hidden-input",
  "engine/log-diverged",
  "engine/limit",
] as const;

/** One of {@link ENGINE_ERROR_CODES}. */
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/** Extra, optional facts attached to an {@link EngineError}. */
export interface EngineErrorDetails {
  /** Index of the input (step) the error is about, counting from 0. */
  readonly step?: number;
  /**
   * Where inside the checked value (a log, options) it went wrong: a JSON path such as
   * `inputs[3]`, or its keys (`["inputs", 3]`), which are rendered with {@link formatJsonPath}.
   */
  readonly path?: string | readonly (string | number)[];
  /** Every problem found (from a schema), each with its JSON path. */
  readonly issues?: readonly TtIssue[];
  /** The ID of the rule concerned, if any. */
  readonly ruleId?: string;
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
export class EngineError extends Error implements TtErrorShape {
  /** Stable machine-readable reason. */
  readonly code: EngineErrorCode;
  /** Index of the input (step) the error is about, if any. */
  readonly step: number | undefined;
  /** JSON path inside the checked value, such as `inputs[3]` or `options.players`; `""` for the whole value or none. */
  readonly path: string;
  /** Every problem found, when a schema check found them (each with its JSON path). */
  readonly issues: readonly TtIssue[] | undefined;
  /** The ID of the rule concerned, if any. */
  readonly ruleId: string | undefined;

  /**
   * @param code - the stable reason
   * @param message - a human sentence naming what was wrong
   * @param details - optional step, path (a JSON path or its keys), issues, rule ID and cause
   */
  constructor(code: EngineErrorCode, message: string, details: EngineErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "EngineError";
    this.code = code;
    this.step = details.step;
    this.path = typeof details.path === "string" ? details.path : formatJsonPath(details.path ?? []);
    this.issues = details.issues;
    this.ruleId = details.ruleId;
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
export class RuleError extends Error implements TtErrorShape {
  /** Stable machine-readable reason, `"<game>/<reason>"`. */
  readonly code: string;
  /** The ID of the rule that was broken, if the game names one. */
  readonly ruleId: string | undefined;
  /** JSON path inside the input of the offending part (`"to"`), `""` when none applies. */
  readonly path: string;
  /** Every problem found in the input, when it was checked against a schema. */
  readonly issues: readonly TtIssue[] | undefined;

  /**
   * @param code - stable reason, `"<game>/<reason>"`
   * @param message - a human sentence naming what was wrong
   * @param ruleId - optional rule ID from the rulebook index
   * @param details - optional JSON path inside the input and every problem found
   */
  constructor(code: string, message: string, ruleId?: string, details: { readonly path?: string; readonly issues?: readonly TtIssue[] } = {}) {
    super(message);
    this.name = "RuleError";
    this.code = code;
    this.ruleId = ruleId;
    this.path = details.path ?? "";
    this.issues = details.issues;
  }
}
