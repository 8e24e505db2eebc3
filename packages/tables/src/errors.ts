import type { TtErrorShape, TtIssue } from "@tt/internal";
import type { MAX_DATA_DEPTH, MAX_DECK_SIZE } from "./limits";

/**
 * Every reason a table, a deck or an input can be refused. Each is a stable
 * `code` on {@link TableError}: match on it, never on the message.
 *
 * - `tables/range-label`: a range label that cannot be read (`"3-1"`, `"1-3-5"`, `"abc"`).
 * - `tables/gap`: some integer is covered by no row (or column) of a roll axis.
 * - `tables/overlap`: some integer is covered by two rows (or columns).
 * - `tables/missing-result`: a row or cell has no result (undefined, null or blank).
 * - `tables/cell-count`: a cross or shift table row has more or fewer cells than columns.
 * - `tables/duplicate-key`: two rows (or columns) of a cross table share a key.
 * - `tables/unknown-key`: a lookup names a row key the table does not have.
 * - `tables/empty-table`: a table with no rows or no columns.
 * - `tables/not-integer`: a roll, value, shift, modifier or count that is not a safe integer.
 * - `tables/dice`: dice notation that `@tt/dice` refuses.
 * - `tables/empty-deck`: a draw from a deck whose draw pile and discard pile are both empty.
 * - `tables/card-not-found`: a card to draw, discard, put back or remove is not where it was looked for.
 * - `tables/list-exhausted`: a marked list with too few unmarked entries for the die.
 * - `tables/schema`: JSON data that does not match its schema (a table, a deck, a list or a cup
 *   handed to any function, not only to a loader), or a key named `"__proto__"` in loaded data.
 * - `tables/schema-version`: data written for a `schemaVersion` this version cannot read.
 * - `tables/invalid-argument`: an argument that is not data but is not what the function takes:
 *   a lookup's or an odds question's input that is not an object, a draw without a pick, an
 *   options argument that is not an object, an RNG that is not a generator, a `resultKey` that
 *   is not a function.
 * - `tables/limit`: data beyond an explicit limit: nesting deeper than {@link MAX_DATA_DEPTH},
 *   a deck (or list, or cup) of more than {@link MAX_DECK_SIZE} cards.
 *
 * @example
 * ```ts
 * import { TABLE_ERROR_CODES } from "@tt/tables";
 * TABLE_ERROR_CODES.includes("tables/limit"); // true
 * ```
 */
export const TABLE_ERROR_CODES = [
  "tables/range-label",
  "tables/gap",
  "tables/overlap",
  "tables/missing-result",
  "tables/cell-count",
  "tables/duplicate-key",
  "tables/unknown-key",
  "tables/empty-table",
  "tables/not-integer",
  "tables/dice",
  "tables/empty-deck",
  "tables/card-not-found",
  "tables/list-exhausted",
  "tables/schema",
  "tables/schema-version",
  "tables/invalid-argument",
  "tables/limit",
] as const;

/**
 * One of {@link TABLE_ERROR_CODES}.
 *
 * @example
 * ```ts
 * import type { TableErrorCode } from "@tt/tables";
 * const code: TableErrorCode = "tables/gap";
 * ```
 */
export type TableErrorCode = (typeof TABLE_ERROR_CODES)[number];

/**
 * The one error class of `@tt/tables`. Thrown for malformed table data (a gap,
 * an overlap, a row with no result), malformed labels and bad input (an unknown
 * row key, a draw from an empty deck). The message names what was wrong and
 * where; `code` is stable; `path` locates the datum in the table or deck when
 * there is one (e.g. `rows[11].result`, `""` otherwise); `issues` lists every
 * problem a schema check found.
 *
 * @example
 * ```ts
 * import { parseRange, TableError } from "@tt/tables";
 * try {
 *   parseRange("3-1");
 * } catch (error) {
 *   if (error instanceof TableError && error.code === "tables/range-label") {
 *     console.log(error.message); // Range label "3-1" is empty: 3 is greater than 1.
 *   }
 * }
 * ```
 */
export class TableError extends Error implements TtErrorShape {
  /** Stable machine-readable reason, e.g. `"tables/gap"`. */
  readonly code: TableErrorCode;
  /** Where in the data the problem is as a JSON path, e.g. `"rows[3].range"`; `""` for the whole value or when unknown. */
  readonly path: string;
  /** Every problem found, when a schema check found them (each with its JSON path). */
  readonly issues: readonly TtIssue[] | undefined;

  /**
   * @param code - The stable reason.
   * @param message - A human sentence naming what was wrong.
   * @param path - Where in the data it was, as a JSON path (`""` or omitted for nowhere in particular).
   * @param issues - Every problem found, when a schema check found them.
   */
  constructor(code: TableErrorCode, message: string, path = "", issues?: readonly TtIssue[]) {
    super(message);
    this.name = "TableError";
    this.code = code;
    this.path = path;
    this.issues = issues;
  }
}
