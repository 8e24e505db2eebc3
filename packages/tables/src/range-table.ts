import { TableError } from "./errors";
import type { IntRange, RangeInput } from "./range";
import { excerpt } from "@tt/internal";
import { buildAxis, toAxisEntry, type AxisEntry } from "./_internal/axis";
import { checkDepth, checkFlag, checkObject, checkOptions, checkString, namePrefix } from "./_internal/checks";
import { canonicalJson, classify, isMissing } from "./_internal/result-key";
import { register, registered, type CompiledRange } from "./_internal/registry";

/** A row of a range table as you write it: the printed label (or an {@link IntRange}) and its result. */
export interface RangeRowInput<T> {
  /** The label as printed (`"3-5"`, `"9 +"`) or an explicit range. */
  readonly range: RangeInput;
  /** What the row gives: a paragraph number, a word, any JSON value. Never missing. */
  readonly result: T;
  /** The label to show, when `range` is an {@link IntRange}; defaults to the printed form. */
  readonly label?: string;
}

/** Options of {@link defineRangeTable}. */
export interface RangeTableOptions {
  /** The table's name as printed, used in explanations and error messages: `"Sanctuary Table"`. */
  readonly name?: string;
  /**
   * When the printed table is closed at its ends (Horse Theft: `1` ... `10`)
   * but modified rolls can fall beyond them, `true` says the lowest row also
   * covers everything below it and the highest row everything above it.
   * Default `false`: a table must cover every integer by itself.
   */
  readonly extendEnds?: boolean;
}

/** The whole definition of a range table, as kept in a JSON data file. */
export interface RangeTableDefinition<T> extends RangeTableOptions {
  /** Optional discriminator; `"range"` when present. */
  readonly kind?: "range";
  /** Format version of the data; only `1` exists. */
  readonly schemaVersion?: 1;
  /** The rows, in printed order. */
  readonly rows: readonly RangeRowInput<T>[];
}

/** A row of a defined range table: its printed label, the integers it covers and its result. */
export interface RangeRow<T> {
  /** The label as printed. */
  readonly label: string;
  /** The integers the row covers (ends opened by `extendEnds` show as `null`). */
  readonly range: IntRange;
  /** The row's result. */
  readonly result: T;
}

/**
 * A validated range table: a modified roll reads exactly one row. Plain,
 * frozen JSON data (`JSON.stringify` it; {@link loadTable} reads it back).
 * Make one with {@link defineRangeTable}; read it with {@link lookup},
 * {@link createReader} and {@link tableOdds}.
 */
export interface RangeTable<T> {
  /** Discriminator of the three table kinds. */
  readonly kind: "range";
  /** Format version of the data. */
  readonly schemaVersion: 1;
  /** The table's name, `""` when it has none. */
  readonly name: string;
  /** Whether the end rows were opened (see {@link RangeTableOptions.extendEnds}). */
  readonly extendEnds: boolean;
  /** The rows, in printed order. */
  readonly rows: readonly RangeRow<T>[];
}

/**
 * Defines a range table (modified roll -> result) such as the Syndrome's
 * Sanctuary or Flight Table, and checks that its rows cover every integer
 * exactly once.
 *
 * @param rows - The rows in printed order, each `{ range, result }`; or the
 *   whole {@link RangeTableDefinition} as kept in a data file.
 * @param options - Name and `extendEnds` (when `rows` is an array).
 * @returns The frozen, indexed table.
 * @throws {@link TableError} `tables/range-label` for a label that cannot be read,
 *   `tables/missing-result` for a row without a result, `tables/gap` and
 *   `tables/overlap` naming the rows when the rows do not cover every integer
 *   exactly once, `tables/empty-table` when there are no rows; `tables/schema` for a definition
 *   of the wrong shape (a name that is not a string, a row that is not an object);
 *   `tables/limit` for a result nested deeper than `MAX_DATA_DEPTH`.
 * @see SYN-4.1
 * @example
 * ```ts
 * import { defineRangeTable, lookup } from "@tt/tables";
 * const sanctuary = defineRangeTable(
 *   [
 *     { range: "0 or less", result: 300 },
 *     { range: "1-2", result: 301 },
 *     { range: "3-5", result: 302 },
 *     { range: "6-8", result: 303 },
 *     { range: "9 +", result: 304 },
 *   ],
 *   { name: "Sanctuary Table" },
 * );
 * lookup(sanctuary, 3).result; // 302
 * ```
 */
export function defineRangeTable<T>(rows: readonly RangeRowInput<T>[] | RangeTableDefinition<T>, options: RangeTableOptions = {}): RangeTable<T> {
  checkOptions(options, "defineRangeTable");
  const definition = (Array.isArray(rows) ? { ...options, rows } : rows) as RangeTableDefinition<T>;
  checkObject(definition, "A range table");
  if (definition.schemaVersion !== undefined && definition.schemaVersion !== 1) {
    throw new TableError("tables/schema-version", `This range table has schemaVersion ${excerpt(definition.schemaVersion)}; @tt/tables reads version 1.`, "schemaVersion");
  }
  checkString(definition.name, "name", true);
  checkFlag(definition.extendEnds, "extendEnds");
  const name = definition.name ?? "";
  const prefix = namePrefix(name);
  if (!Array.isArray(definition.rows)) {
    throw new TableError("tables/schema", `${prefix}rows must be an array of { range, result }.`, "rows");
  }
  // Array.from: a hole in a sparse array is a row too (undefined, refused), not skipped.
  const rowList = Array.from(definition.rows);
  const input = rowList.map((row, i) => rowEntry(row, i, prefix));
  const { entries, index } = buildAxis(input, "row", (i) => `rows[${i}]`, definition.extendEnds ?? false, name);
  const results: T[] = rowList.map((row) => row.result);
  const table: RangeTable<T> = Object.freeze({
    kind: "range",
    schemaVersion: 1,
    name,
    extendEnds: definition.extendEnds ?? false,
    rows: Object.freeze(entries.map((entry, i) => Object.freeze({ label: entry.label, range: Object.freeze(entry.range), result: results[i]! }))),
  });
  const { classOf, representatives } = classify(results, canonicalJson);
  const compiled: CompiledRange<T> = { kind: "range", axis: index, entries, results, classOf, representatives };
  register(table, compiled as CompiledRange<unknown>);
  return table;
}

/** Checks one row of a range table (shape, label, result and its depth) and reads its range. */
function rowEntry<T>(row: RangeRowInput<T>, i: number, prefix: string): AxisEntry {
  if (typeof row !== "object" || row === null) {
    throw new TableError("tables/schema", `${prefix}rows[${i}] must be { range, result }.`, `rows[${i}]`);
  }
  checkString(row.label, `rows[${i}].label`, true);
  const entry = toAxisEntry(row.range, `rows[${i}].range`, prefix, row.label);
  if (isMissing(row.result)) {
    throw new TableError(
      "tables/missing-result",
      `${prefix}row ${excerpt(entry.label)} (rows[${i}]) has no result. A printed row with an empty result cell cannot be read; supply its result (and say where it comes from) or remove the row.`,
      `rows[${i}].result`,
    );
  }
  checkDepth(row.result, ["rows", i, "result"]);
  return entry;
}

/** @internal The compiled form of a range table, defining (and validating) plain data on first use. */
export function compiledRange<T>(table: RangeTable<T>): CompiledRange<T> {
  const found = registered(table);
  if (found !== undefined && found.kind === "range") return found as CompiledRange<T>;
  const defined = defineRangeTable<T>(table as RangeTableDefinition<T>);
  const compiled = registered(defined) as CompiledRange<T>;
  // Cache only for frozen data: a plain object could change after this call.
  if (Object.isFrozen(table)) register(table, compiled as CompiledRange<unknown>);
  return compiled;
}
