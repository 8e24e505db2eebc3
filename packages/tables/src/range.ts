import { excerpt } from "@tt/internal";
import { TableError } from "./errors";
import { checkInteger } from "./_internal/checks";

/**
 * An integer range, inclusive at both ends, open at an end whose bound is
 * `null` (`{ min: null, max: 0 }` is "0 or less"). JSON-safe: an open end is
 * `null`, never `Infinity`.
 */
export interface IntRange {
  /** Smallest integer in the range, or `null` when the range has no lower end. */
  readonly min: number | null;
  /** Largest integer in the range, or `null` when the range has no upper end. */
  readonly max: number | null;
}

/** A range given as a printed label (`"3-5"`) or as an explicit {@link IntRange}. */
export type RangeInput = string | IntRange;

const NUMBER = String.raw`([-+\u2212\u2013]?\d+)`;
const SINGLE = new RegExp(`^${NUMBER}$`);
const OR_LESS = new RegExp(`^${NUMBER} ?(?:(?:or|and) (?:less|lower|fewer|below|under)|-)$`);
const OR_MORE = new RegExp(`^${NUMBER} ?(?:(?:or|and) (?:more|higher|greater|above|over)|\\+)$`);
const BETWEEN = new RegExp(`^${NUMBER} ?(?:-|\\u2013|\\u2014|to|thru|through) ?${NUMBER}$`);
const COMPARE = new RegExp(`^(<=|>=|<|>|\\u2264|\\u2265) ?${NUMBER}$`);
const ANY = /^(?:any|all|every roll)$/;

const EXPECTED = 'expected a label such as "7", "1-3", "2\u20133", "0 or less", "9 +", "12+", "16 or more", "< -5" or "> 41"';

function toInteger(token: string, label: string): number {
  const value = Number(token.replace(/^[\u2212\u2013]/, "-"));
  if (!Number.isSafeInteger(value)) {
    throw new TableError("tables/range-label", `Range label ${excerpt(label)} has ${excerpt(token, 20)}, which is not a safe integer.`);
  }
  return value === 0 ? 0 : value; // never -0
}

/**
 * Reads a range label as rulebooks print it into an {@link IntRange}.
 *
 * Accepted forms (spaces optional and collapsed, case-insensitive):
 * - a single number: `7`, `-1`, `0`
 * - a span: `1-3`, `2–3` (en dash), `2—3` (em dash), `-5--1`, `-5 to -1`, `4 thru 6`
 * - open below: `0 or less`, `-1 or less`, `3 or lower`, `2 or fewer`, `2-` (wargame style), `< -5`, `<= -6`, `≤ -6`
 * - open above: `9 +`, `12+`, `16 or more`, `10 or higher`, `> 41`, `>= 42`, `≥ 42`
 * - open both ways: `any`
 *
 * A leading `−` (minus sign) or `–` (en dash, as some rulebooks print a minus)
 * reads as a minus sign. `< -5` is `-6 or less`; `> 41` is `42 or more`.
 *
 * @param label - The label as printed.
 * @returns The integer range the label names.
 * @throws {@link TableError} `tables/range-label` when the label cannot be read,
 *   names an empty span (`3-1`) or a number beyond the safe integers.
 * @example
 * ```ts
 * import { parseRange } from "@tt/tables";
 * parseRange("3-5");        // { min: 3, max: 5 }
 * parseRange("0 or less");  // { min: null, max: 0 }
 * parseRange("9 +");        // { min: 9, max: null }
 * parseRange("< -5");       // { min: null, max: -6 }
 * ```
 */
export function parseRange(label: string): IntRange {
  if (typeof label !== "string") {
    throw new TableError("tables/range-label", `A range label must be a string, not ${excerpt(label)}.`);
  }
  const text = label.trim().replace(/\s+/g, " ").toLowerCase();
  const single = SINGLE.exec(text);
  if (single) {
    const value = toInteger(single[1]!, label);
    return { min: value, max: value };
  }
  const orLess = OR_LESS.exec(text);
  if (orLess) return { min: null, max: toInteger(orLess[1]!, label) };
  const orMore = OR_MORE.exec(text);
  if (orMore) return { min: toInteger(orMore[1]!, label), max: null };
  const between = BETWEEN.exec(text);
  if (between) {
    const min = toInteger(between[1]!, label);
    const max = toInteger(between[2]!, label);
    if (min > max) {
      throw new TableError("tables/range-label", `Range label ${excerpt(label)} is empty: ${min} is greater than ${max}.`);
    }
    return { min, max };
  }
  const compare = COMPARE.exec(text);
  if (compare) {
    const value = toInteger(compare[2]!, label);
    switch (compare[1]) {
      case "<":
        return { min: null, max: value - 1 };
      case "<=":
      case "\u2264":
        return { min: null, max: value };
      case ">":
        return { min: value + 1, max: null };
      default:
        return { min: value, max: null };
    }
  }
  if (ANY.test(text)) return { min: null, max: null };
  throw new TableError("tables/range-label", `Cannot read range label ${excerpt(label)}: ${EXPECTED}.`);
}

/**
 * Writes an {@link IntRange} as a label that {@link parseRange} reads back to
 * the same range: `7`, `1-3`, `-5 to -1`, `0 or less`, `12 or more`, `any`.
 *
 * @param range - The range to write.
 * @returns Its label.
 * @throws {@link TableError} `tables/range-label` when a bound is not a safe
 *   integer or `min` is greater than `max`.
 * @example
 * ```ts
 * import { formatRange } from "@tt/tables";
 * formatRange({ min: null, max: 0 }); // "0 or less"
 * formatRange({ min: -5, max: -1 });  // "-5 to -1"
 * ```
 */
export function formatRange(range: IntRange): string {
  checkRange(range);
  const { min, max } = range;
  if (min === null && max === null) return "any";
  if (min === null) return `${max} or less`;
  if (max === null) return `${min} or more`;
  if (min === max) return String(min);
  return min < 0 || max < 0 ? `${min} to ${max}` : `${min}-${max}`;
}

/**
 * Tells whether an integer lies in a range.
 *
 * @param range - The range.
 * @param value - The integer to test.
 * @returns `true` when `value` is in `range`.
 * @throws {@link TableError} `tables/range-label` for a malformed range; `tables/not-integer`
 *   when `value` is not a safe integer.
 * @example
 * ```ts
 * import { parseRange, rangeContains } from "@tt/tables";
 * rangeContains(parseRange("4-6"), 5); // true
 * rangeContains(parseRange("12+"), 11); // false
 * ```
 */
export function rangeContains(range: IntRange, value: number): boolean {
  checkRange(range);
  checkInteger(value, "value");
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/** @internal Throws unless `range` is a well-formed IntRange. */
export function checkRange(range: IntRange, path?: string): void {
  const ok = (bound: unknown): boolean => bound === null || Number.isSafeInteger(bound);
  if (typeof range !== "object" || range === null || !ok(range.min) || !ok(range.max)) {
    throw new TableError("tables/range-label", `A range must be { min, max } with safe integers or null, not ${excerpt(range)}.`, path);
  }
  if (range.min !== null && range.max !== null && range.min > range.max) {
    throw new TableError("tables/range-label", `Range { min: ${range.min}, max: ${range.max} } is empty.`, path);
  }
}
