import { excerpt } from "@tt/internal";
import { TableError } from "./errors";
import { checkDepth, checkFlag, checkObject, checkString, namePrefix } from "./_internal/checks";
import type { ShiftTableDefinition } from "./shift-table";
import { buildAxis, toAxisEntry } from "./_internal/axis";
import { canonicalJson, classify, isMissing } from "./_internal/result-key";
import { register, registered, type CompiledCross } from "./_internal/registry";

/** Which printed axis of a cross table carries the roll. */
export const ROLL_AXES = ["columns", "rows"] as const;
/** One of {@link ROLL_AXES}. */
export type RollAxis = (typeof ROLL_AXES)[number];

/** A printed row of a cross or shift table: its label and one result per column. */
export interface TableRowInput<T> {
  /** The row's label as printed: a row key (`"Captain Black"`) or a roll range (`"1-3"`). */
  readonly label: string;
  /** One result per column, in column order. */
  readonly results: readonly T[];
}

/**
 * A cross table as printed, kept in a JSON data file. One axis carries row
 * keys (a person, a space type, the Royal Orders), the other the modified roll
 * as range labels.
 */
export interface CrossTableDefinition<T> {
  /** Optional discriminator; `"cross"` when present. */
  readonly kind?: "cross";
  /** Format version of the data; only `1` exists. */
  readonly schemaVersion?: 1;
  /** The table's name as printed: `"Recruiting Table"`. */
  readonly name?: string;
  /**
   * `"columns"` (default): roll ranges along the top, keys down the side (the
   * Syndrome's Recruiting and Donations Tables). `"rows"`: roll ranges down the
   * side, keys along the top (the King's Men Table: roll x Royal Orders).
   */
  readonly rollAxis?: RollAxis;
  /** See {@link RangeTableOptions.extendEnds}; applies to the roll axis. */
  readonly extendEnds?: boolean;
  /** The column headers as printed. */
  readonly columns: readonly string[];
  /** The rows as printed. */
  readonly rows: readonly TableRowInput<T>[];
}

/**
 * A validated cross table: a row key and a modified roll read exactly one cell.
 * Plain, frozen JSON data laid out as printed. Make one with
 * {@link defineCrossTable}; read it with {@link lookup}, {@link createReader}
 * and {@link tableOdds}.
 */
export interface CrossTable<T> {
  /** Discriminator of the three table kinds. */
  readonly kind: "cross";
  /** Format version of the data. */
  readonly schemaVersion: 1;
  /** The table's name, `""` when it has none. */
  readonly name: string;
  /** Which printed axis carries the roll. */
  readonly rollAxis: RollAxis;
  /** Whether the end ranges of the roll axis were opened. */
  readonly extendEnds: boolean;
  /** The column headers as printed. */
  readonly columns: readonly string[];
  /** The rows as printed. */
  readonly rows: readonly { readonly label: string; readonly results: readonly T[] }[];
}

/**
 * Defines a cross table: a row key times a roll range, e.g. the Syndrome's
 * Recruiting Table (person x `0 or less` ... `16 or more`), its Donations
 * Table (space type x roll) or its King's Men Table (roll x Royal Orders, with
 * `rollAxis: "rows"`). Checks that the roll ranges cover every integer exactly
 * once, that every row has one result per column and that keys are unique.
 *
 * @param definition - The table as printed.
 * @returns The frozen, indexed table.
 * @throws {@link TableError} `tables/range-label`, `tables/gap`, `tables/overlap`
 *   on the roll axis; `tables/cell-count` for a row with too few or too many
 *   cells; `tables/missing-result` for an empty cell; `tables/duplicate-key`;
 *   `tables/empty-table`; `tables/schema` for a definition of the wrong shape;
 *   `tables/limit` for a cell nested deeper than `MAX_DATA_DEPTH`.
 * @see SYN-4.1
 * @see SYN-T.RECRUIT
 * @example
 * ```ts
 * import { defineCrossTable, lookup } from "@tt/tables";
 * const recruiting = defineCrossTable({
 *   name: "Recruiting Table",
 *   columns: ["0 or less", "1-3", "4-6", "7-9", "10-12", "13-15", "16 or more"],
 *   rows: [{ label: "Captain Black", results: ["2I,F", "F", "F", "N", "R", "R", "R,G"] }],
 * });
 * lookup(recruiting, { key: "Captain Black", roll: 2, modifiers: [{ label: "gold", value: 3 }] }).result; // "F"
 * ```
 */
export function defineCrossTable<T>(definition: CrossTableDefinition<T>): CrossTable<T> {
  const { name, prefix, columns, rows } = checkDefinition(definition, "cross");
  const rollAxis: RollAxis = definition.rollAxis ?? "columns";
  if (!ROLL_AXES.includes(rollAxis)) {
    throw new TableError("tables/schema", `${prefix}rollAxis must be "columns" or "rows", not ${excerpt(rollAxis)}.`, "rollAxis");
  }
  const rollLabels = rollAxis === "columns" ? columns : rows.map((row) => row.label);
  const keyLabels = rollAxis === "columns" ? rows.map((row) => row.label) : columns;
  const keyWhere = (i: number): string => (rollAxis === "columns" ? `rows[${i}].label` : `columns[${i}]`);
  const rollWhere = (i: number): string => (rollAxis === "columns" ? `columns[${i}]` : `rows[${i}].label`);
  const keyIndex = new Map<string, number>();
  keyLabels.forEach((key, i) => {
    if (key.trim() === "") {
      throw new TableError("tables/schema", `${prefix}${keyWhere(i)} must be a non-empty key.`, keyWhere(i));
    }
    const before = keyIndex.get(key);
    if (before !== undefined) {
      throw new TableError(
        "tables/duplicate-key",
        `${prefix}key ${excerpt(key)} appears twice (${keyWhere(before)} and ${keyWhere(i)}); each key must name one ${rollAxis === "columns" ? "row" : "column"}.`,
        keyWhere(i),
      );
    }
    keyIndex.set(key, i);
  });
  const what = rollAxis === "columns" ? "column" : "row";
  const input = rollLabels.map((label, i) => toAxisEntry(label, rollWhere(i), prefix));
  const { index, entries } = buildAxis(input, what, rollWhere, definition.extendEnds ?? false, name);
  const cells: T[][] = keyLabels.map((_, k) => rollLabels.map((__, r) => (rollAxis === "columns" ? rows[k]!.results[r]! : rows[r]!.results[k]!)));
  const table: CrossTable<T> = Object.freeze({
    kind: "cross",
    schemaVersion: 1,
    name,
    rollAxis,
    extendEnds: definition.extendEnds ?? false,
    columns: Object.freeze([...columns]),
    rows: Object.freeze(rows.map((row) => Object.freeze({ label: row.label, results: Object.freeze([...row.results]) }))),
  });
  const classes = cells.map((row) => classify(row, canonicalJson));
  const compiled: CompiledCross<T> = {
    kind: "cross",
    axis: index,
    entries,
    keys: [...keyLabels],
    keyIndex,
    cells,
    classOf: classes.map((c) => c.classOf),
    representatives: classes.map((c) => c.representatives),
  };
  register(table, compiled as CompiledCross<unknown>);
  return table;
}

/**
 * @internal Checks what cross and shift tables share: the definition is an object of
 * `schemaVersion` 1 with a string `name`, a boolean `extendEnds`, at least one column (each a
 * string) and one row, and every row is `{ label, results }` with one result per column, none
 * missing, none nested deeper than `MAX_DATA_DEPTH`.
 */
export function checkDefinition<T>(
  definition: CrossTableDefinition<T> | ShiftTableDefinition<T>,
  kind: "cross" | "shift",
): { name: string; prefix: string; columns: readonly string[]; rows: readonly TableRowInput<T>[] } {
  checkObject(definition, `A ${kind} table`);
  if (definition.schemaVersion !== undefined && definition.schemaVersion !== 1) {
    throw new TableError("tables/schema-version", `This ${kind} table has schemaVersion ${excerpt(definition.schemaVersion)}; @tt/tables reads version 1.`, "schemaVersion");
  }
  checkString(definition.name, "name", true);
  checkFlag(definition.extendEnds, "extendEnds");
  const name = definition.name ?? "";
  const prefix = namePrefix(name);
  const { columns, rows } = definition;
  if (!Array.isArray(columns) || !Array.isArray(rows)) {
    throw new TableError("tables/schema", `${prefix}a ${kind} table needs columns (an array of labels) and rows (an array of { label, results }).`, Array.isArray(columns) ? "rows" : "columns");
  }
  if (columns.length === 0 || rows.length === 0) {
    throw new TableError("tables/empty-table", `${prefix}a ${kind} table needs at least one column and one row.`, columns.length === 0 ? "columns" : "rows");
  }
  // Array.from: a hole in a sparse array is an entry too (undefined, refused), not skipped.
  const columnList = Array.from(columns);
  const rowList = Array.from(rows);
  columnList.forEach((column, i) => {
    checkString(column, `columns[${i}]`);
  });
  rowList.forEach((row, i) => {
    checkRow(row, i, columnList, prefix);
  });
  return { name, prefix, columns: columnList, rows: rowList };
}

function checkRow<T>(row: TableRowInput<T>, i: number, columns: readonly string[], prefix: string): void {
  if (typeof row !== "object" || row === null || typeof row.label !== "string" || !Array.isArray(row.results)) {
    throw new TableError("tables/schema", `${prefix}rows[${i}] must be { label, results }.`, `rows[${i}]`);
  }
  if (row.results.length !== columns.length) {
    const shown = columns.slice(0, 12).map((column) => excerpt(column, 40));
    throw new TableError(
      "tables/cell-count",
      `${prefix}row ${excerpt(row.label)} (rows[${i}]) has ${row.results.length} result${row.results.length === 1 ? "" : "s"} for ${columns.length} columns (${shown.join(", ")}${columns.length > 12 ? ", ..." : ""}).`,
      `rows[${i}].results`,
    );
  }
  Array.from(row.results).forEach((result, j) => {
    if (isMissing(result)) {
      throw new TableError("tables/missing-result", `${prefix}row ${excerpt(row.label)} has no result in column ${excerpt(columns[j])} (rows[${i}].results[${j}]).`, `rows[${i}].results[${j}]`);
    }
    checkDepth(result, ["rows", i, "results", j]);
  });
}

/** @internal The compiled form of a cross table, defining (and validating) plain data on first use. */
export function compiledCross<T>(table: CrossTable<T>): CompiledCross<T> {
  const found = registered(table);
  if (found !== undefined && found.kind === "cross") return found as CompiledCross<T>;
  const compiled = registered(defineCrossTable<T>(table)) as CompiledCross<T>;
  if (Object.isFrozen(table)) register(table, compiled as CompiledCross<unknown>);
  return compiled;
}

/** @internal Row-key index or a TableError naming the known keys. */
export function keyAt(compiled: CompiledCross<unknown>, key: string, name: string): number {
  const k = compiled.keyIndex.get(key);
  if (k === undefined) {
    const known = compiled.keys.slice(0, 12).map((x) => excerpt(x, 40));
    const shown = compiled.keys.length > 12 ? `${known.join(", ")}, ...` : known.join(", ");
    throw new TableError("tables/unknown-key", `${namePrefix(name)}no row or column is keyed ${excerpt(key)}; known keys: ${shown}.`, "key");
  }
  return k;
}
