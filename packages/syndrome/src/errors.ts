import { DataError, type TtIssue } from "@tt/engine";

/**
 * Every reason {@link SyndromeError} can carry, as a closed set.
 *
 * - `syndrome/invalid-data`: a data set fails its schema or a cross-reference (an unknown
 *   neighbour, a route that is not a road, a code outside the table grammar).
 * - `syndrome/invalid-code`: `parseCode` was handed something that is not a table code (text
 *   outside the grammar of SYN-T.CODES, or not text at all). In a data set such a code is
 *   `syndrome/invalid-data` at its path in the tables.
 * - `syndrome/invalid-options`: setup options that are not valid.
 * - `syndrome/invalid-snapshot`: a state snapshot fails its schema or its references.
 * - `syndrome/unsupported-schema-version`: a snapshot or data set of another version.
 *
 * Illegal actions and outcomes throw `@tt/engine`'s `RuleError` with code
 * `syndrome/illegal-action` or `syndrome/illegal-outcome` (and `syndrome/game-over` after the
 * end). A state no game reaches (built by hand, not read by `parseState`) may get
 * `syndrome/no-pending-task`, `syndrome/not-waiting` (its front task runs by itself) or
 * `syndrome/rules-loop` from `next` and `apply`; `parseState` refuses such snapshots.
 *
 * @example
 * ```ts
 * import { SYNDROME_ERROR_CODES } from "@tt/syndrome";
 * SYNDROME_ERROR_CODES.includes("syndrome/invalid-data"); // true
 * ```
 */
export const SYNDROME_ERROR_CODES = ["syndrome/invalid-data", "syndrome/invalid-code", "syndrome/invalid-options", "syndrome/invalid-snapshot", "syndrome/unsupported-schema-version"] as const;

/**
 * One of {@link SYNDROME_ERROR_CODES}.
 *
 * @example
 * ```ts
 * import { SyndromeError, type SyndromeErrorCode } from "@tt/syndrome";
 * const codeOf = (error: unknown): SyndromeErrorCode | null => (error instanceof SyndromeError ? error.code : null);
 * ```
 */
export type SyndromeErrorCode = (typeof SYNDROME_ERROR_CODES)[number];

/**
 * The error of `@tt/syndrome` for bad data: a corrupt data file, bad options, a corrupt
 * snapshot, a table code outside the grammar. `path` names where it went wrong as a JSON path such as `map.spaces[3].neighbours[1]`.
 *
 * `issues` lists every problem found, each with its JSON path and what is wrong there: every
 * schema issue, or, for a data set that passes its schemas, every cross-reference problem
 * `loadSyndromeData` found (unknown spaces, people, paragraphs, rows; codes outside the
 * grammar), so a corrected data file can be fixed in one pass. `message` and `path` are those of
 * the first.
 *
 * @example
 * ```ts
 * import { SyndromeError, loadSyndromeData } from "@tt/syndrome";
 * try {
 *   loadSyndromeData({ schemaVersion: 1 });
 * } catch (error) {
 *   if (error instanceof SyndromeError) console.log(error.code, error.path);
 * }
 * ```
 */
export class SyndromeError extends DataError<SyndromeErrorCode> {
  /**
   * @param code - the stable reason
   * @param message - a sentence naming what was wrong
   * @param path - JSON path of the offending datum
   * @param issues - every problem found, when a schema check found them
   */
  constructor(code: SyndromeErrorCode, message: string, path = "", issues?: readonly TtIssue[]) {
    super("SyndromeError", code, message, path, issues);
  }
}

/**
 * The problems a data set's cross-reference checks find, collected so that every one is reported
 * at once: `report` records one (the same problem at the same path is kept once), `throwIfAny`
 * throws one `syndrome/invalid-data` {@link SyndromeError} carrying them all in `issues`, the first
 * as its message and path. @internal
 */
export interface DataProblems {
  report(message: string, path: string): void;
  throwIfAny(): void;
}

/** A new, empty {@link DataProblems}. @internal */
export function dataProblems(): DataProblems {
  const issues: TtIssue[] = [];
  return {
    report(message, path) {
      if (!issues.some((issue) => issue.path === path && issue.message === message)) issues.push({ path, message });
    },
    throwIfAny() {
      const first = issues[0];
      if (first !== undefined) throw new SyndromeError("syndrome/invalid-data", first.message, first.path, [...issues]);
    },
  };
}
