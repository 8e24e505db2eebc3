import { type TtErrorShape, type TtIssue, clipPath } from "@tt/internal";

/**
 * The base of a game package's error for bad data (a corrupt data file, bad options, a corrupt
 * snapshot): the one error shape of every `@tt` package, `code`, `message`, `path` (a JSON path,
 * `""` for the whole value) and `issues`. The message starts with the path when there is one (its
 * first 120 characters and `…`, for a path deep into a hostile value; `path` keeps it whole).
 * A game's own class extends it with its closed set of codes (`SyndromeError`, `WarpQuestError`).
 *
 * @example
 * ```ts
 * import { DataError } from "@tt/engine";
 * class PigError extends DataError<"pig/invalid-data"> {}
 * const error = new PigError("PigError", "pig/invalid-data", "must be a whole number", "target");
 * error.message; // "target: must be a whole number"
 * ```
 */
export class DataError<Code extends string> extends Error implements TtErrorShape {
  /** Stable machine-readable reason. */
  readonly code: Code;
  /** JSON path of the offending datum (`""` for the whole value). */
  readonly path: string;
  /** Every problem found, when a schema check found them (each with its JSON path). */
  readonly issues: readonly TtIssue[] | undefined;

  /**
   * @param name - the error class's name (`"SyndromeError"`)
   * @param code - the stable reason
   * @param message - a sentence naming what was wrong
   * @param path - JSON path of the offending datum
   * @param issues - every problem found, when a schema check found them
   */
  constructor(name: string, code: Code, message: string, path = "", issues?: readonly TtIssue[]) {
    super(path === "" ? message : `${clipPath(path)}: ${message}`);
    this.name = name;
    this.code = code;
    this.path = path;
    this.issues = issues;
  }
}
