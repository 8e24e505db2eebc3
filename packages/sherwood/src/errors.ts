import { DataError, type TtIssue } from "@tt/engine";
import { excerpt } from "@tt/internal";

/**
 * Every reason {@link SherwoodError} can carry, as a closed set.
 *
 * - `sherwood/invalid-data`: a data set fails its schema or a cross-reference (a tree hex that is not
 *   tree terrain, a scenario naming a character that does not exist, a table that leaves a roll unread).
 * - `sherwood/unsupported-schema-version`: a data set of another `schemaVersion`.
 * - `sherwood/unknown-id`: a lookup by a name the data set does not have (`rules.character("robin")`
 *   works, `rules.character("constructor")` throws this), or a piece id no piece has.
 * - `sherwood/bad-argument`: a rules function (`lineOfFire`, `moveCost`, `combatOdds`, ...) was handed
 *   something that is not what it reads: a piece without a hex, a hex off the board, two pieces in one
 *   place, a facing of 7, an option of the wrong type; `path` names it (`pieces[3].at.q`).
 * - `sherwood/invalid-options`: a game's options are not a playable skirmish (an unknown map, a character
 *   in two forces, two characters in one hex).
 * - `sherwood/invalid-snapshot`: a saved state fails its schema or the game's invariants.
 *
 * @example
 * ```ts
 * import { SHERWOOD_ERROR_CODES } from "@tt/sherwood";
 * SHERWOOD_ERROR_CODES.includes("sherwood/invalid-data"); // true
 * ```
 */
export const SHERWOOD_ERROR_CODES = [
  "sherwood/invalid-data",
  "sherwood/unsupported-schema-version",
  "sherwood/unknown-id",
  "sherwood/bad-argument",
  "sherwood/invalid-options",
  "sherwood/invalid-snapshot",
] as const;

/**
 * One of {@link SHERWOOD_ERROR_CODES}.
 *
 * @example
 * ```ts
 * import { SherwoodError, type SherwoodErrorCode } from "@tt/sherwood";
 * const codeOf = (error: unknown): SherwoodErrorCode | null => (error instanceof SherwoodError ? error.code : null);
 * ```
 */
export type SherwoodErrorCode = (typeof SHERWOOD_ERROR_CODES)[number];

/**
 * The error of `@tt/sherwood` for bad data: `code`, a `message` starting with the JSON `path` of the
 * offending datum (`maps[2].trees[1].trunk`), and `issues`: every problem found, each with its path,
 * so a corrected data file can be fixed in one pass (`message` and `path` are the first one's).
 *
 * @example
 * ```ts
 * import { SherwoodError, loadSherwoodData } from "@tt/sherwood";
 * try {
 *   loadSherwoodData({ schemaVersion: 1 });
 * } catch (error) {
 *   if (error instanceof SherwoodError) console.log(error.code, error.path);
 * }
 * ```
 */
export class SherwoodError extends DataError<SherwoodErrorCode> {
  /**
   * @param code - the stable reason
   * @param message - a sentence naming what was wrong
   * @param path - JSON path of the offending datum
   * @param issues - every problem found
   */
  constructor(code: SherwoodErrorCode, message: string, path = "", issues?: readonly TtIssue[]) {
    super("SherwoodError", code, message, path, issues);
  }
}

/** Collects cross-reference problems so that all are reported at once. @internal */
export class DataProblems {
  private readonly issues: TtIssue[] = [];

  /** Records one problem (the same message at the same path once). */
  report(message: string, path: string): void {
    if (!this.issues.some((issue) => issue.path === path && issue.message === message)) this.issues.push({ path, message });
  }

  /** Throws one `sherwood/invalid-data` carrying every problem, if there is any. */
  throwIfAny(): void {
    const first = this.issues[0];
    if (first !== undefined) throw new SherwoodError("sherwood/invalid-data", first.message, first.path, [...this.issues]);
  }
}

/** A value from the data or a caller as a message quotes it: at most 80 characters, then `…`, never a throw (any value: deep, cyclic, without a prototype). @internal */
export function quote(value: unknown): string {
  return excerpt(value);
}

/** A name from the data as a sentence uses it, unquoted: at most 80 characters, then `…`. @internal */
export function clip(name: string): string {
  return name.length > 80 ? `${name.slice(0, 80)}…` : name;
}
