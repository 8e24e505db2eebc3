import { DataError, type TtIssue } from "@tt/engine";

/**
 * Every reason {@link WarpQuestError} can carry, as a closed set.
 *
 * - `warpquest/invalid-scenario`: scenario data fails its schema or a cross-reference.
 * - `warpquest/invalid-options`: setup options name a card or module that does not exist.
 * - `warpquest/invalid-snapshot`: a state snapshot fails its schema.
 * - `warpquest/unsupported-schema-version`: a snapshot or scenario of another version.
 *
 * @example
 * ```ts
 * import { WARPQUEST_ERROR_CODES } from "@tt/warpquest";
 * WARPQUEST_ERROR_CODES.includes("warpquest/invalid-scenario"); // true
 * ```
 */
export const WARPQUEST_ERROR_CODES = ["warpquest/invalid-scenario", "warpquest/invalid-options", "warpquest/invalid-snapshot", "warpquest/unsupported-schema-version"] as const;

/** One of {@link WARPQUEST_ERROR_CODES}. */
export type WarpQuestErrorCode = (typeof WARPQUEST_ERROR_CODES)[number];

/**
 * The error of `@tt/warpquest` for bad data: corrupt scenario data, options naming unknown
 * cards, a corrupt snapshot. `path` names where in the data it went wrong, as a JSON path
 * such as `cards[3].skills`. (Illegal actions and outcomes throw the engine's `RuleError`.)
 *
 * @example
 * ```ts
 * import { WarpQuestError, loadScenario } from "@tt/warpquest";
 * try {
 *   loadScenario({ schemaVersion: 1 });
 * } catch (error) {
 *   if (error instanceof WarpQuestError) console.log(error.code, error.path);
 * }
 * ```
 */
export class WarpQuestError extends DataError<WarpQuestErrorCode> {
  /**
   * @param code - the stable reason
   * @param message - a sentence naming what was wrong
   * @param path - JSON path of the offending datum
   * @param issues - every problem found, when a schema check found them
   */
  constructor(code: WarpQuestErrorCode, message: string, path = "", issues?: readonly TtIssue[]) {
    super("WarpQuestError", code, message, path, issues);
  }
}
