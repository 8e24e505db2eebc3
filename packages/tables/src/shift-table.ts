import { excerpt } from "@tt/internal";
import { TableError } from "./errors";
import { buildAxis, toAxisEntry } from "./_internal/axis";
import { canonicalJson, classify } from "./_internal/result-key";
import { register, registered, type CompiledShift } from "./_internal/registry";
import { checkDefinition, type TableRowInput } from "./cross-table";

/**
 * A column-shift table as printed (Cry Havoc's combat tables), kept in a JSON
 * data file: columns are ranges of a value such as attack minus defence
 * (`< -5` ... `> 41`), rows are ranges of the die roll.
 */
export interface ShiftTableDefinition<T> {
  /** Optional discriminator; `"shift"` when present. */
  readonly kind?: "shift";
  /** Format version of the data; only `1` exists. */
  readonly schemaVersion?: 1;
  /** The table's name as printed: `"Combat Table (foot)"`. */
  readonly name?: string;
  /**
   * See {@link RangeTableOptions.extendEnds}; applies to both axes, so a die
   * printed `1` ... `10` needs no `1 or less`.
   */
  readonly extendEnds?: boolean;
  /** The column headers: ranges of the column value, left to right. */
  readonly columns: readonly string[];
  /** The rows: a roll range label and one result per column. */
  readonly rows: readonly TableRowInput<T>[];
}

/**
 * A validated column-shift table. Plain, frozen JSON data laid out as printed.
 * Make one with {@link defineShiftTable}; read it with {@link lookup},
 * {@link createReader} and {@link tableOdds}.
 */
export interface ShiftTable<T> {
  /** Discriminator of the three table kinds. */
  readonly kind: "shift";
  /** Format version of the data. */
  readonly schemaVersion: 1;
  /** The table's name, `""` when it has none. */
  readonly name: string;
  /** Whether the end ranges of both axes were opened. */
  readonly extendEnds: boolean;
  /** The column headers as printed, left to right. */
  readonly columns: readonly string[];
  /** The rows as printed. */
  readonly rows: readonly { readonly label: string; readonly results: readonly T[] }[];
}

/**
 * Defines a column-shift table, as Cry Havoc-style combat tables work: a value
 * (attack minus defence) picks a column; terrain, joint attacks and surprise
 * shift it left (negative) or right (positive), clamped at the edges; the die
 * picks the row. Checks that columns and rows each cover every integer exactly
 * once and that every row has one result per column.
 *
 * @param definition - The table as printed.
 * @returns The frozen, indexed table.
 * @throws {@link TableError} `tables/range-label`, `tables/gap`, `tables/overlap`
 *   on either axis; `tables/cell-count`; `tables/missing-result`; `tables/empty-table`;
 *   `tables/schema` for a definition of the wrong shape; `tables/limit` for a cell nested
 *   deeper than `MAX_DATA_DEPTH`.
 * @see SHW-5
 * @see SHW-5.1
 * @example
 * ```ts
 * import { defineShiftTable, lookup } from "@tt/tables";
 * const combat = defineShiftTable({
 *   name: "Combat Table",
 *   columns: ["< 0", "0-9", "> 9"],
 *   extendEnds: true,
 *   rows: [
 *     { label: "1", results: ["W", "K", "K"] },
 *     { label: "2-5", results: ["-", "W", "K"] },
 *     { label: "6-10", results: ["-", "-", "W"] },
 *   ],
 * });
 * lookup(combat, { value: 12 - 5, shifts: [{ label: "joint attack", value: 1 }], roll: 3 }).result; // "K"
 * ```
 */
export function defineShiftTable<T>(definition: ShiftTableDefinition<T>): ShiftTable<T> {
  const { name, prefix, columns, rows } = checkDefinition(definition, "shift");
  const extendEnds = definition.extendEnds ?? false;
  const columnInput = columns.map((label, i) => toAxisEntry(label, `columns[${i}]`, prefix));
  const rowInput = rows.map((row, i) => toAxisEntry(row.label, `rows[${i}].label`, prefix));
  const columnAxis = buildAxis(columnInput, "column", (i) => `columns[${i}]`, extendEnds, name);
  const rowAxis = buildAxis(rowInput, "row", (i) => `rows[${i}].label`, extendEnds, name);
  // Shifting moves along the columns in order of value, which must be the printed order.
  for (let i = 1; i < columnAxis.entries.length; i++) {
    const before = columnAxis.entries[i - 1]!.range.max;
    const here = columnAxis.entries[i]!.range.min;
    if (before === null || here === null || here !== before + 1) {
      throw new TableError(
        "tables/schema",
        `${prefix}columns must be printed left to right in increasing order of value, so that a shift moves to the neighbouring column; ${excerpt(columns[i - 1])} is followed by ${excerpt(columns[i])}.`,
        `columns[${i}]`,
      );
    }
  }
  const cells: T[][] = columns.map((_, c) => rows.map((row) => row.results[c]!));
  const table: ShiftTable<T> = Object.freeze({
    kind: "shift",
    schemaVersion: 1,
    name,
    extendEnds,
    columns: Object.freeze([...columns]),
    rows: Object.freeze(rows.map((row) => Object.freeze({ label: row.label, results: Object.freeze([...row.results]) }))),
  });
  const classes = cells.map((column) => classify(column, canonicalJson));
  const compiled: CompiledShift<T> = {
    kind: "shift",
    columnAxis: columnAxis.index,
    columns: columnAxis.entries,
    rowAxis: rowAxis.index,
    rows: rowAxis.entries,
    cells,
    classOf: classes.map((c) => c.classOf),
    representatives: classes.map((c) => c.representatives),
  };
  register(table, compiled as CompiledShift<unknown>);
  return table;
}

/** @internal The compiled form of a shift table, defining (and validating) plain data on first use. */
export function compiledShift<T>(table: ShiftTable<T>): CompiledShift<T> {
  const found = registered(table);
  if (found !== undefined && found.kind === "shift") return found as CompiledShift<T>;
  const compiled = registered(defineShiftTable<T>(table)) as CompiledShift<T>;
  if (Object.isFrozen(table)) register(table, compiled as CompiledShift<unknown>);
  return compiled;
}
