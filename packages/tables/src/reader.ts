import { indexAt } from "./_internal/axis";
import { checkTable } from "./lookup";
import { compiledRange, type RangeTable } from "./range-table";
import { compiledCross, keyAt, type CrossTable } from "./cross-table";
import { compiledShift, type ShiftTable } from "./shift-table";

/**
 * A fast reader of a range table (or of one row key of a cross table): modified
 * roll in, result out. No explanation, no checks: pass a safe integer.
 */
export type RollReader<T> = (total: number) => T;

/** A fast reader of a shift table: column value, total column shift and modified roll in, result out. */
export type ShiftReader<T> = (value: number, shift: number, total: number) => T;

/**
 * Makes a fast reader of a range table for hot loops (simulations, bots,
 * search): the table's precomputed index is a dense typed array over the
 * bounded part of its roll range, so a read is clamping plus two array reads.
 * Use {@link lookup} when you need the explanation and input checks.
 *
 * @param table - The range table to read.
 * @returns A function from the modified roll (a safe integer) to the result.
 * @example
 * ```ts
 * import { createReader, defineRangeTable } from "@tt/tables";
 * const fealty = defineRangeTable([
 *   { range: "0 or less", result: "Open Rebellion" }, { range: "1-4", result: "Defy" },
 *   { range: "5-8", result: "Delay" }, { range: "9 +", result: "Swear Fealty" },
 * ]);
 * const read = createReader(fealty);
 * read(12); // "Swear Fealty"
 * ```
 */
export function createReader<T>(table: RangeTable<T>): RollReader<T>;
/**
 * Makes a fast reader along one row key of a cross table: modified roll in,
 * result out, no explanation and no checks.
 *
 * @param table - The cross table to read.
 * @param key - The row key (or, with `rollAxis: "rows"`, the column key) to read along.
 * @returns A function from the modified roll (a safe integer) to the result.
 * @throws {@link TableError} `tables/unknown-key` for a key the table does not have.
 * @example
 * ```ts
 * import { createReader, defineCrossTable } from "@tt/tables";
 * const recruiting = defineCrossTable({
 *   columns: ["0 or less", "1-3", "4-6", "7-9", "10-12", "13-15", "16 or more"],
 *   rows: [{ label: "Captain Black", results: ["2I,F", "F", "F", "N", "R", "R", "R,G"] }],
 * });
 * createReader(recruiting, "Captain Black")(11); // "R"
 * ```
 */
export function createReader<T>(table: CrossTable<T>, key: string): RollReader<T>;
/**
 * Makes a fast reader of a shift table: column value, total column shift
 * (positive to the right, clamped at the edges) and modified roll in, result
 * out, no explanation and no checks.
 *
 * @param table - The shift table to read.
 * @returns A function `(value, shift, total) => result`.
 * @example
 * ```ts
 * import { createReader, defineShiftTable } from "@tt/tables";
 * const combat = defineShiftTable({
 *   columns: ["< 0", "0-9", "> 9"],
 *   extendEnds: true,
 *   rows: [{ label: "1-5", results: ["-", "W", "K"] }, { label: "6-10", results: ["-", "-", "W"] }],
 * });
 * createReader(combat)(4, 1, 3); // "K"
 * ```
 */
export function createReader<T>(table: ShiftTable<T>): ShiftReader<T>;
export function createReader<T>(table: RangeTable<T> | CrossTable<T> | ShiftTable<T>, key?: string): RollReader<T> | ShiftReader<T> {
  checkTable(table);
  if (table.kind === "range") {
    const { axis, results } = compiledRange(table);
    const { lo, span, slots } = axis;
    if (slots === null) return (total: number) => results[indexAt(axis, total)]!;
    // Resolve slots to results once, so a read is clamping plus one array read.
    const direct: T[] = Array.from(slots, (slot) => results[slot]!);
    return (total: number) => {
      const offset = total - lo;
      return direct[offset <= 0 ? 0 : offset >= span ? span : offset]!;
    };
  }
  if (table.kind === "cross") {
    const compiled = compiledCross(table);
    const row = compiled.cells[keyAt(compiled, key ?? "", table.name)]!;
    const axis = compiled.axis;
    return (total: number) => row[indexAt(axis, total)]!;
  }
  const compiled = compiledShift(table);
  const last = compiled.columns.length - 1;
  const { columnAxis, rowAxis, cells } = compiled;
  return (value: number, shift: number, total: number) => {
    const wanted = indexAt(columnAxis, value) + shift;
    return cells[wanted < 0 ? 0 : wanted > last ? last : wanted]![indexAt(rowAxis, total)]!;
  };
}
