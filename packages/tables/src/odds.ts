import type { DiceExpr } from "@tt/dice";
import { TableError } from "./errors";
import { excerpt } from "@tt/internal";
import { modifiedRoll, sumList, sumModifiers, type Modifier } from "./modifiers";
import { checkInteger, checkObject } from "./_internal/checks";
import { indexAt, type AxisIndex } from "./_internal/axis";
import { diceCounts, toProbability, type DiceCounts } from "./_internal/dice-counts";
import { classify } from "./_internal/result-key";
import { compiledRange, type RangeTable } from "./range-table";
import { compiledCross, keyAt, type CrossTable } from "./cross-table";
import { compiledShift, type ShiftTable } from "./shift-table";
import { checkTable, type Table } from "./lookup";

/** The dice, modifiers and result comparison of an odds question. */
export interface OddsInput<T> {
  /** The dice rolled: notation (`"1d10"`, `"2d6"`, `"d%"`) or a `@tt/dice` expression. */
  readonly dice: string | DiceExpr;
  /** Modifiers added to every roll (labelled, or a plain total). */
  readonly modifiers?: readonly Modifier[] | number;
  /**
   * How results are compared when merging equal ones. By default two results
   * are equal when their JSON is deeply equal (object keys in any order):
   * `302` equals `302`, `{ paragraph: 302 }` equals `{ paragraph: 302 }`. Pass a
   * key function to merge otherwise, e.g. `(r) => r.code`.
   */
  readonly resultKey?: (result: T) => string;
}

/** An odds question on a cross table: also the row key. */
export interface CrossOddsInput<T> extends OddsInput<T> {
  /** The key of the row (or, with `rollAxis: "rows"`, the column). */
  readonly key: string;
}

/** An odds question on a shift table: also the column value and its shifts. */
export interface ShiftOddsInput<T> extends OddsInput<T> {
  /** The value that picks the column, e.g. attack minus defence. */
  readonly value: number;
  /** Column shifts, positive to the right (labelled, or a plain total). */
  readonly shifts?: readonly Modifier[] | number;
}

/** One result of a table and its exact probability. */
export interface ResultOdds<T> {
  /** The result (the first equal one met, reading rolls upward). */
  readonly result: T;
  /** Its probability: the correctly rounded quotient of exact integer counts. */
  readonly probability: number;
}

/** The exact odds of a table as integer counts: of `outcomes` equally likely ways the dice fall, `count` give `result`. */
export interface ResultCounts<T> {
  /** How many equally likely ways the dice can fall. */
  readonly outcomes: bigint;
  /** Each distinct result and how many outcomes give it. */
  readonly counts: readonly { readonly result: T; readonly count: bigint }[];
}

type AnyOddsInput<T> = OddsInput<T> | CrossOddsInput<T> | ShiftOddsInput<T>;

interface Prepared<T> {
  readonly axis: AxisIndex;
  readonly classOf: Int32Array;
  readonly representatives: readonly T[];
  readonly shift: number;
}

function prepare<T>(table: Table<T>, input: AnyOddsInput<T>): Prepared<T> {
  checkTable(table);
  checkObject(input, "An odds question (an object with dice)", "input");
  const modifiers: unknown = input.modifiers === undefined ? [] : input.modifiers;
  const shift = typeof modifiers === "number" ? sumModifiers(modifiers) : sumList(modifiers, "modifiers");
  if (input.resultKey !== undefined && typeof input.resultKey !== "function") {
    throw new TableError("tables/invalid-argument", `resultKey must be a function from a result to a string, not ${excerpt(input.resultKey)}.`, "resultKey");
  }
  const { axis, cells, classOf, representatives } = readCells(table, input);
  if (input.resultKey === undefined) return { axis, classOf, representatives, shift };
  return { axis, ...classify(cells, input.resultKey), shift };
}

/** The cells the odds question reads: a range table's rows, a cross table's key, a shift table's shifted column. */
function readCells<T>(table: Table<T>, input: AnyOddsInput<T>): { axis: AxisIndex; cells: readonly T[]; classOf: Int32Array; representatives: readonly T[] } {
  switch (table.kind) {
    case "range": {
      const compiled = compiledRange(table);
      return { axis: compiled.axis, cells: compiled.results, classOf: compiled.classOf, representatives: compiled.representatives };
    }
    case "cross": {
      const compiled = compiledCross(table);
      const k = keyAt(compiled, (input as CrossOddsInput<T>).key, table.name);
      return { axis: compiled.axis, cells: compiled.cells[k]!, classOf: compiled.classOf[k]!, representatives: compiled.representatives[k]! };
    }
    case "shift": {
      const compiled = compiledShift(table);
      const { value, shifts = [] } = input as ShiftOddsInput<T>;
      checkInteger(value, "value");
      const moved = typeof shifts === "number" ? sumModifiers(shifts) : sumList(shifts, "shifts");
      const wanted = indexAt(compiled.columnAxis, value) + moved;
      const last = compiled.columns.length - 1;
      const c = wanted < 0 ? 0 : wanted > last ? last : wanted;
      return { axis: compiled.rowAxis, cells: compiled.cells[c]!, classOf: compiled.classOf[c]!, representatives: compiled.representatives[c]! };
    }
    default: {
      const never: never = table;
      throw new TableError("tables/schema", `Not a table: kind ${excerpt((never as { kind?: unknown }).kind)}.`, "kind");
    }
  }
}

/** The dice's exact counts, refused when a modified roll would leave the safe integers. */
function shiftedDice(dice: string | DiceExpr, shift: number): DiceCounts {
  const counts = diceCounts(dice);
  const values = counts.values;
  modifiedRoll(values[0]!, shift);
  modifiedRoll(values[values.length - 1]!, shift);
  return counts;
}

/**
 * The exact odds of every result of a table as integer counts (bigint), for
 * callers who want exact fractions rather than doubles.
 *
 * @param table - A range, cross or shift table.
 * @param input - The dice, modifiers, and the key (cross) or column value and shifts (shift).
 * @returns `outcomes` and, per distinct result in order of first appearance reading rolls upward, its count.
 * @throws {@link TableError} `tables/dice` for dice `@tt/dice` refuses (or none);
 *   `tables/unknown-key`; `tables/not-integer` (also for a modified roll beyond the safe
 *   integers); `tables/invalid-argument` for an input that is not an object or a `resultKey`
 *   that is not a function; `tables/schema` for something that is not a table.
 * @example
 * ```ts
 * import { defineRangeTable, tableOddsCounts } from "@tt/tables";
 * const fealty = defineRangeTable([
 *   { range: "0 or less", result: "Open Rebellion" }, { range: "1-4", result: "Defy" },
 *   { range: "5-8", result: "Delay" }, { range: "9 +", result: "Swear Fealty" },
 * ]);
 * tableOddsCounts(fealty, { dice: "1d10" }).counts; // Defy 4n, Delay 4n, Swear Fealty 2n (of 10n)
 * ```
 */
export function tableOddsCounts<T>(table: RangeTable<T>, input: OddsInput<T>): ResultCounts<T>;
export function tableOddsCounts<T>(table: CrossTable<T>, input: CrossOddsInput<T>): ResultCounts<T>;
export function tableOddsCounts<T>(table: ShiftTable<T>, input: ShiftOddsInput<T>): ResultCounts<T>;
/**
 * The exact counts of a table of a kind known only at run time (e.g. from
 * {@link loadTable}).
 *
 * @param table - Any table.
 * @param input - The dice, modifiers, and the key or column value the table's kind needs.
 * @returns `outcomes` and, per distinct result, its count.
 * @throws {@link TableError} as for the kind-specific signatures.
 * @example
 * ```ts
 * import { loadTable, tableOddsCounts } from "@tt/tables";
 * const table = loadTable({ kind: "range", rows: [{ range: "3 or less", result: "miss" }, { range: "4+", result: "hit" }] });
 * tableOddsCounts(table, { dice: "1d6" }).counts; // miss 3n, hit 3n
 * ```
 */
export function tableOddsCounts<T>(table: Table<T>, input: OddsInput<T> | CrossOddsInput<T> | ShiftOddsInput<T>): ResultCounts<T>;
export function tableOddsCounts<T>(table: Table<T>, input: AnyOddsInput<T>): ResultCounts<T> {
  const { axis, classOf, representatives, shift } = prepare(table, input);
  const dice = shiftedDice(input.dice, shift);
  const totals = new Array<bigint>(representatives.length).fill(0n);
  const order: number[] = [];
  const seen = new Uint8Array(representatives.length);
  for (let i = 0; i < dice.values.length; i++) {
    const cls = classOf[indexAt(axis, dice.values[i]! + shift)]!;
    if (seen[cls] === 0) {
      seen[cls] = 1;
      order.push(cls);
    }
    totals[cls]! += dice.counts[i]!;
  }
  return { outcomes: dice.outcomes, counts: order.map((cls) => ({ result: representatives[cls]!, count: totals[cls]! })) };
}

/**
 * The exact probability of every result of a table, given the dice and the
 * modifiers: the chance step of "roll on the table". Equal results are merged
 * (see {@link OddsInput.resultKey}); results come in order of first
 * appearance reading the modified rolls upward; results that cannot happen are
 * left out; probabilities sum to 1 (up to rounding of the last bit).
 *
 * @param table - A range, cross or shift table.
 * @param input - The dice, modifiers, and the key (cross) or column value and shifts (shift).
 * @returns `{ result, probability }` for every result that can happen.
 * @throws {@link TableError} `tables/dice` for dice `@tt/dice` refuses (or none);
 *   `tables/unknown-key`; `tables/not-integer` (also for a modified roll beyond the safe
 *   integers); `tables/invalid-argument` for an input that is not an object or a `resultKey`
 *   that is not a function; `tables/schema` for something that is not a table.
 * @see SYN-4.1
 * @example
 * ```ts
 * import { defineRangeTable, tableOdds } from "@tt/tables";
 * const flight = defineRangeTable([
 *   { range: "0 or less", result: 400 }, { range: "1-2", result: 401 }, { range: "3-4", result: 402 },
 *   { range: "5-6", result: 403 }, { range: "7-8", result: 404 }, { range: "9 +", result: 405 },
 * ]);
 * tableOdds(flight, { dice: "1d10", modifiers: [{ label: "squad at either end", value: -4 }] });
 * // [{ result: 400, probability: 0.4 }, { result: 401, probability: 0.2 }, ..., { result: 403, probability: 0.2 }]
 * ```
 */
export function tableOdds<T>(table: RangeTable<T>, input: OddsInput<T>): ResultOdds<T>[];
export function tableOdds<T>(table: CrossTable<T>, input: CrossOddsInput<T>): ResultOdds<T>[];
export function tableOdds<T>(table: ShiftTable<T>, input: ShiftOddsInput<T>): ResultOdds<T>[];
/**
 * The odds of a table of a kind known only at run time (e.g. from
 * {@link loadTable}): the input must carry what that kind needs (`key` for a
 * cross table, `value` for a shift table).
 *
 * @param table - Any table.
 * @param input - The dice, modifiers, and the key or column value the table's kind needs.
 * @returns `{ result, probability }` for every result that can happen.
 * @throws {@link TableError} as for the kind-specific signatures.
 * @example
 * ```ts
 * import { loadTable, tableOdds } from "@tt/tables";
 * const table = loadTable({ kind: "range", rows: [{ range: "3 or less", result: "miss" }, { range: "4+", result: "hit" }] });
 * tableOdds(table, { dice: "1d6" }); // miss 0.5, hit 0.5
 * ```
 */
export function tableOdds<T>(table: Table<T>, input: OddsInput<T> | CrossOddsInput<T> | ShiftOddsInput<T>): ResultOdds<T>[];
export function tableOdds<T>(table: Table<T>, input: AnyOddsInput<T>): ResultOdds<T>[] {
  const { axis, classOf, representatives, shift } = prepare(table, input);
  const dice = shiftedDice(input.dice, shift);
  const small = dice.smallCounts;
  if (small === null) {
    const exact = tableOddsCounts(table, input);
    return exact.counts.map(({ result, count }) => ({ result, probability: toProbability(count, exact.outcomes) }));
  }
  // Every count is a safe integer: sum them exactly as doubles.
  const totals = new Float64Array(representatives.length);
  const order: number[] = [];
  const values = dice.values;
  for (let i = 0; i < values.length; i++) {
    const cls = classOf[indexAt(axis, values[i]! + shift)]!;
    if (totals[cls] === 0) order.push(cls);
    totals[cls]! += small[i]!;
  }
  const outcomes = dice.smallOutcomes;
  const odds: ResultOdds<T>[] = new Array(order.length);
  for (let j = 0; j < order.length; j++) {
    const cls = order[j]!;
    odds[j] = { result: representatives[cls]!, probability: totals[cls]! / outcomes };
  }
  return odds;
}
