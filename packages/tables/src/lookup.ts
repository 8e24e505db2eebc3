import { TableError } from "./errors";
import { excerpt } from "@tt/internal";
import { explainModifiers, modifiedRoll, sumList, sumModifiers, type Modifier } from "./modifiers";
import { checkInteger, checkObject } from "./_internal/checks";
import type { IntRange } from "./range";
import { indexAt } from "./_internal/axis";
import { formatResult } from "./_internal/result-key";
import { compiledRange, type RangeTable } from "./range-table";
import { compiledCross, keyAt, type CrossTable } from "./cross-table";
import { compiledShift, type ShiftTable } from "./shift-table";

/** Any of the three kinds of table. */
export type Table<T> = RangeTable<T> | CrossTable<T> | ShiftTable<T>;

/** A roll and its modifiers, the input of a lookup. */
export interface RollInput {
  /** The die roll as rolled (a Syndrome `0` already read as 10). */
  readonly roll: number;
  /** Modifiers added to the roll before reading the table. */
  readonly modifiers?: readonly Modifier[];
}

/** The input of a cross-table lookup: a row key and a roll. */
export interface CrossLookupInput extends RollInput {
  /** The key of the row (or, with `rollAxis: "rows"`, the column): `"Bishop Norje"`, `"Patrol"`. */
  readonly key: string;
}

/** The input of a shift-table lookup: the column value, its shifts and a roll. */
export interface ShiftLookupInput extends RollInput {
  /** The value that picks the column, e.g. attack minus defence. */
  readonly value: number;
  /** Column shifts: positive to the right, negative to the left (labelled, or a plain total). */
  readonly shifts?: readonly Modifier[] | number;
}

/** A printed row or column that a lookup read. */
export interface TablePosition {
  /** Its index in printed order (0-based). */
  readonly index: number;
  /** Its printed label. */
  readonly label: string;
  /** For a roll range: the integers it covers. */
  readonly range?: IntRange;
}

/** How a shift-table lookup chose its column. */
export interface ShiftRead {
  /** The value that picked the column. */
  readonly value: number;
  /** The column the value falls in before shifting. */
  readonly base: TablePosition;
  /** The shifts applied (a plain total appears as one modifier labelled `"shift"`). */
  readonly shifts: readonly Modifier[];
  /** Their sum: positive to the right. */
  readonly shift: number;
  /** Whether the shifted column fell off an edge and was clamped to it. */
  readonly clamped: boolean;
}

/**
 * What a lookup read, and why: the result plus everything a front end needs to
 * explain it (plain JSON, fit for a game event).
 */
export interface TableLookup<T> {
  /** The table's name (`""` if none). */
  readonly table: string;
  /** The result in the cell read. */
  readonly result: T;
  /** The roll as rolled. */
  readonly roll: number;
  /** The modifiers applied. */
  readonly modifiers: readonly Modifier[];
  /** The modified roll. */
  readonly total: number;
  /** The printed row read. */
  readonly row: TablePosition;
  /** The printed column read (cross and shift tables). */
  readonly column?: TablePosition;
  /** The row key (cross tables). */
  readonly key?: string;
  /** How the column was chosen (shift tables). */
  readonly shift?: ShiftRead;
  /** One line a player would say, e.g. `Sanctuary Table: 4 + 2 (persuasiveness) - 3 (Witchcraft) = 3 reads row "3-5": 302`. */
  readonly explanation: string;
}

function withPrefix(name: string, text: string): string {
  return name ? `${name}: ${text}` : text;
}

function normalizeShifts(shifts: unknown): readonly Modifier[] {
  if (shifts === undefined) return [];
  if (typeof shifts === "number") {
    checkInteger(shifts, "shifts");
    return shifts === 0 ? [] : [{ label: "shift", value: shifts }];
  }
  sumList(shifts, "shifts");
  return shifts as readonly Modifier[];
}

/** @internal Throws `tables/schema` unless `table` is an object of one of the three kinds (the rest is checked by its `compiled*`). */
export function checkTable(table: unknown): void {
  checkObject(table, "A table");
  if (table.kind !== "range" && table.kind !== "cross" && table.kind !== "shift") {
    throw new TableError("tables/schema", `Not a table: kind must be "range", "cross" or "shift", not ${excerpt(table.kind)}.`, "kind");
  }
}

/** The roll and modifiers of a lookup's input, checked. */
function readInput(input: unknown): { roll: number; modifiers: readonly Modifier[]; total: number } {
  if (typeof input === "number") input = { roll: input };
  checkObject(input, "A lookup's input (a roll, or { roll, modifiers, ... })", "input");
  const roll = input.roll;
  const modifiers = (input.modifiers === undefined ? [] : input.modifiers) as readonly Modifier[];
  checkInteger(roll, "roll");
  return { roll, modifiers, total: modifiedRoll(roll, sumList(modifiers, "modifiers")) };
}

/**
 * Reads a table: the modified roll (plus, for a cross table, the row key; for
 * a shift table, the column value and its shifts) picks one cell. Returns the
 * result with the row and column read and a one-line explanation.
 *
 * For a range table the input may be just the modified roll.
 *
 * @param table - A table made by {@link defineRangeTable}, {@link defineCrossTable},
 *   {@link defineShiftTable} or {@link loadTable} (plain JSON of a table is
 *   validated on the spot, every call).
 * @param input - The roll, its modifiers, and the key or column value.
 * @returns The result and how it was read.
 * @throws {@link TableError} `tables/not-integer` for a roll, value, shift or
 *   modifier that is not a safe integer (or a modified roll beyond the safe integers);
 *   `tables/unknown-key` for a key the cross table does not have;
 *   `tables/invalid-argument` for an input that is neither a number nor an object;
 *   `tables/schema` for something that is not a table, and every error of the table's
 *   `define*` function for plain table data.
 * @see SYN-4.1
 * @see SHW-5.1
 * @example
 * ```ts
 * import { defineRangeTable, lookup } from "@tt/tables";
 * const sanctuary = defineRangeTable(
 *   [
 *     { range: "0 or less", result: 300 }, { range: "1-2", result: 301 }, { range: "3-5", result: 302 },
 *     { range: "6-8", result: 303 }, { range: "9 +", result: 304 },
 *   ],
 *   { name: "Sanctuary Table" },
 * );
 * const read = lookup(sanctuary, {
 *   roll: 4,
 *   modifiers: [{ label: "persuasiveness", value: 2 }, { label: "Witchcraft", value: -3 }],
 * });
 * read.result;      // 302
 * read.explanation; // 'Sanctuary Table: 4 + 2 (persuasiveness) - 3 (Witchcraft) = 3 reads row "3-5": 302'
 * ```
 */
export function lookup<T>(table: RangeTable<T>, input: number | RollInput): TableLookup<T>;
export function lookup<T>(table: CrossTable<T>, input: CrossLookupInput): TableLookup<T>;
export function lookup<T>(table: ShiftTable<T>, input: ShiftLookupInput): TableLookup<T>;
/**
 * Reads a table of a kind known only at run time (e.g. from {@link loadTable}):
 * the input must carry what that kind needs (`key` for a cross table, `value`
 * for a shift table), which is checked when the table is read.
 *
 * @param table - Any table.
 * @param input - The roll, its modifiers, and the key or column value the table's kind needs.
 * @returns The result and how it was read.
 * @throws {@link TableError} as for the kind-specific signatures; `tables/unknown-key`
 *   for a cross table read without a known `key`; `tables/not-integer` for a shift
 *   table read without a `value`.
 * @example
 * ```ts
 * import { loadTable, lookup } from "@tt/tables";
 * const table = loadTable({ kind: "cross", columns: ["5 or less", "6+"], rows: [{ label: "Castle", results: ["F", "N"] }] });
 * lookup(table, { key: "Castle", roll: 7 }).result; // "N"
 * ```
 */
export function lookup<T>(table: Table<T>, input: number | RollInput | CrossLookupInput | ShiftLookupInput): TableLookup<T>;
export function lookup<T>(table: Table<T>, input: number | RollInput | CrossLookupInput | ShiftLookupInput): TableLookup<T> {
  checkTable(table);
  const { roll, modifiers, total } = readInput(input);
  const said = explainModifiers(roll, modifiers);
  switch (table.kind) {
    case "range": {
      const compiled = compiledRange(table);
      const name = table.name;
      const r = indexAt(compiled.axis, total);
      const entry = compiled.entries[r]!;
      const result = compiled.results[r]!;
      return {
        table: name,
        result,
        roll,
        modifiers,
        total,
        row: { index: r, label: entry.label, range: entry.range },
        explanation: withPrefix(name, `${said} reads row "${entry.label}": ${formatResult(result)}`),
      };
    }
    case "cross": {
      const { key } = input as CrossLookupInput;
      const compiled = compiledCross(table);
      const name = table.name;
      const k = keyAt(compiled, key, name);
      const r = indexAt(compiled.axis, total);
      const entry = compiled.entries[r]!;
      const result = compiled.cells[k]![r]!;
      const rollPosition: TablePosition = { index: r, label: entry.label, range: entry.range };
      const keyPosition: TablePosition = { index: k, label: key };
      const byColumns = table.rollAxis !== "rows";
      const keyed = byColumns ? `row "${key}"` : `column "${key}"`;
      return {
        table: name,
        result,
        roll,
        modifiers,
        total,
        key,
        row: byColumns ? keyPosition : rollPosition,
        column: byColumns ? rollPosition : keyPosition,
        explanation: withPrefix(name, `${keyed}, ${said} reads ${byColumns ? "column" : "row"} "${entry.label}": ${formatResult(result)}`),
      };
    }
    case "shift": {
      const { value } = input as ShiftLookupInput;
      checkInteger(value, "value");
      const shifts = normalizeShifts((input as ShiftLookupInput).shifts);
      const shift = sumModifiers(shifts);
      const compiled = compiledShift(table);
      const name = table.name;
      const base = indexAt(compiled.columnAxis, value);
      const last = compiled.columns.length - 1;
      const wanted = base + shift;
      const c = wanted < 0 ? 0 : wanted > last ? last : wanted;
      const r = indexAt(compiled.rowAxis, total);
      const column = compiled.columns[c]!;
      const baseColumn = compiled.columns[base]!;
      const entry = compiled.rows[r]!;
      const result = compiled.cells[c]![r]!;
      let columnText = `value ${value} reads column "${baseColumn.label}"`;
      if (shifts.length > 0) {
        const signed = shifts.map((m) => `${m.value < 0 ? "-" : "+"} ${Math.abs(m.value)} (${m.label})`).join(" ");
        const edge = wanted < 0 ? " (clamped at the left edge)" : wanted > last ? " (clamped at the right edge)" : "";
        columnText += `, shifted ${signed} = ${shift > 0 ? "+" : ""}${shift} to column "${column.label}"${edge}`;
      }
      return {
        table: name,
        result,
        roll,
        modifiers,
        total,
        row: { index: r, label: entry.label, range: entry.range },
        column: { index: c, label: column.label, range: column.range },
        shift: {
          value,
          base: { index: base, label: baseColumn.label, range: baseColumn.range },
          shifts,
          shift,
          clamped: wanted !== c,
        },
        explanation: withPrefix(name, `${columnText}; ${said} reads row "${entry.label}": ${formatResult(result)}`),
      };
    }
    default: {
      const never: never = table;
      throw new TableError("tables/schema", `Not a table: kind ${excerpt((never as { kind?: unknown }).kind)}.`, "kind");
    }
  }
}
