import type { TtErrorShape, TtIssue } from "@tt/internal";

/**
 * The stable codes a {@link DiceError} carries. Match on these, never on messages.
 *
 * - `dice/syntax`: dice notation that cannot be read; `position` says where.
 * - `dice/limit`: a size that would hang or exhaust memory (more than 1000 dice,
 *   more than 10000 sides, or an exact distribution too large to enumerate).
 * - `dice/invalid`: a well-formed request that makes no sense (a zero-sided die,
 *   keeping more dice than were rolled, an empty integer range, a bad seed).
 * - `dice/state`: a serialized generator state that is malformed or of an
 *   unknown version.
 *
 * @example
 * ```ts
 * import { DICE_ERROR_CODES } from "@tt/dice";
 * DICE_ERROR_CODES.includes("dice/syntax"); // true
 * ```
 */
export const DICE_ERROR_CODES = ["dice/syntax", "dice/limit", "dice/invalid", "dice/state"] as const;

/**
 * One of {@link DICE_ERROR_CODES}.
 *
 * @example
 * ```ts
 * import type { DiceErrorCode } from "@tt/dice";
 * const code: DiceErrorCode = "dice/limit";
 * ```
 */
export type DiceErrorCode = (typeof DICE_ERROR_CODES)[number];

/**
 * The one error class of `@tt/dice`. Every failure of this package throws it,
 * with a stable {@link DiceErrorCode}, a message that names what was wrong and
 * where, the JSON `path` of the offending datum (`""` when none applies), every
 * problem found in `issues` when a schema check found them, and for notation
 * errors the 0-based character `position`.
 *
 * @example
 * ```ts
 * import { DiceError, parseDice } from "@tt/dice";
 * try {
 *   parseDice("2d6+");
 * } catch (error) {
 *   if (error instanceof DiceError && error.code === "dice/syntax") {
 *     console.log(error.position); // 4
 *   }
 * }
 * ```
 */
export class DiceError extends Error implements TtErrorShape {
  /** The stable code of this failure. */
  declare readonly code: DiceErrorCode;
  /** For `dice/syntax`: the 0-based index in the notation where reading failed. */
  declare readonly position: number | undefined;
  /** The JSON path of the offending value, e.g. `state[2]` or `terms[0].select`; `""` for the whole value or none. */
  declare readonly path: string;
  /** Every problem found, when a schema check found them (each with its JSON path). */
  declare readonly issues: readonly TtIssue[] | undefined;

  /**
   * @param code - the stable code
   * @param message - what was wrong and where
   * @param details - the notation position, the JSON path and every problem found, where they apply
   */
  constructor(code: DiceErrorCode, message: string, details: { position?: number; path?: string; issues?: readonly TtIssue[] } = {}) {
    super(message);
    this.name = "DiceError";
    this.code = code;
    this.position = details.position;
    this.path = details.path ?? "";
    this.issues = details.issues;
  }
}
