import { excerpt } from "@tt/internal";
import { TableError } from "../errors";
import { checkRange, formatRange, parseRange, type IntRange, type RangeInput } from "../range";
import { namePrefix } from "./checks";

/** @internal One entry of a roll axis: what is printed and what it covers. */
export interface AxisEntry {
  readonly label: string;
  readonly range: IntRange;
}

/**
 * @internal A precomputed index from any integer to the entry covering it:
 * a dense typed array over the bounded part of the axis, clamped at its ends;
 * a binary search when the bounded part is very wide.
 */
export interface AxisIndex {
  readonly lo: number;
  readonly span: number;
  /** slots[v - lo] is the entry index for lo <= v <= lo + span (dense mode). */
  readonly slots: Uint32Array | null;
  /** Sorted lower bounds (after the first) and their entries (sparse mode). */
  readonly starts: Float64Array;
  readonly entries: Uint32Array;
  readonly below: number;
  readonly above: number;
}

const DENSE_LIMIT = 1 << 16;

/** @internal Entry index covering `value` (an integer). */
export function indexAt(index: AxisIndex, value: number): number {
  const offset = value - index.lo;
  if (offset <= 0) return index.below;
  if (offset >= index.span) return index.above;
  const slots = index.slots;
  if (slots !== null) return slots[offset]!;
  const starts = index.starts;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= value) low = mid;
    else high = mid - 1;
  }
  return index.entries[low]!;
}

/**
 * @internal Resolves a range input (label or IntRange) into an entry; `path` is its JSON path,
 * `prefix` starts the message (the table's name).
 */
export function toAxisEntry(input: RangeInput, path: string, prefix: string, label?: string): AxisEntry {
  if (typeof input === "string") {
    try {
      return { label: label ?? input, range: parseRange(input) };
    } catch (error) {
      if (error instanceof TableError) throw new TableError(error.code, `${prefix}${path}: ${error.message}`, path);
      throw error;
    }
  }
  checkRange(input, path);
  return { label: label ?? formatRange(input), range: { min: input.min, max: input.max } };
}

function describeInts(from: number, to: number): string {
  if (from === to) return String(from);
  if (to === from + 1) return `${from} and ${to}`;
  return `${from} to ${to}`;
}

/**
 * @internal Checks that the entries cover every integer exactly once and builds
 * the index. With `extendEnds`, the lowest entry is opened downward and the
 * highest upward first (the returned entries carry the effective ranges).
 *
 * @param what - "row" or "column", for messages.
 * @param where - path prefix of each entry, e.g. `rows`.
 */
export function buildAxis(input: readonly AxisEntry[], what: string, where: (i: number) => string, extendEnds: boolean, tableName: string): { entries: AxisEntry[]; index: AxisIndex } {
  const n = input.length;
  const name = (i: number): string => `${what} ${excerpt(input[i]!.label)} (${where(i)})`;
  const prefix = namePrefix(tableName);
  if (n === 0) throw new TableError("tables/empty-table", `${prefix}a table needs at least one ${what}.`);
  const order = [...input.keys()].sort((a, b) => {
    const ma = input[a]!.range.min;
    const mb = input[b]!.range.min;
    if (ma === mb) return a - b;
    if (ma === null) return -1;
    if (mb === null) return 1;
    return ma - mb;
  });
  const entries = input.map((entry) => ({ label: entry.label, range: { ...entry.range } }));
  if (extendEnds) {
    const first = order[0]!;
    // The last entry is the one reaching highest: find it among the sorted ones.
    let last = order[n - 1]!;
    for (const i of order) {
      const max = input[i]!.range.max;
      const lastMax = input[last]!.range.max;
      if (max === null || (lastMax !== null && max > lastMax)) last = i;
    }
    entries[first] = { label: input[first]!.label, range: { min: null, max: input[first]!.range.max } };
    const lastEntry = entries[last]!;
    entries[last] = { label: lastEntry.label, range: { min: lastEntry.range.min, max: null } };
  }
  const first = order[0]!;
  if (entries[first]!.range.min !== null) {
    throw new TableError(
      "tables/gap",
      `${prefix}no ${what} covers ${entries[first]!.range.min! - 1} or less: the lowest ${what} is ${name(first)}. ` +
        `Add a ${what} open below (e.g. "${entries[first]!.range.min! - 1} or less"), or set extendEnds if the lowest printed ${what} also covers everything below it.`,
      where(first),
    );
  }
  // Walk in order of lower bound, tracking how far the covered integers reach.
  let reach = entries[first]!.range.max; // null means +infinity
  let reachEntry = first;
  for (let k = 1; k < n; k++) {
    const i = order[k]!;
    const { min, max } = entries[i]!.range;
    if (reach === null || min === null || min <= reach) {
      const from = min === null ? null : min;
      const to = reach === null ? max : max === null ? reach : Math.min(reach, max);
      const both = from === null && to === null ? "every integer" : from === null ? `${to} or less` : to === null ? `${from} or more` : describeInts(from, to);
      throw new TableError("tables/overlap", `${prefix}${name(reachEntry)} and ${name(i)} overlap: both cover ${both}. Each roll must read exactly one ${what}.`, where(i));
    }
    if (min > reach + 1) {
      throw new TableError("tables/gap", `${prefix}gap between ${name(reachEntry)} and ${name(i)}: no ${what} covers ${describeInts(reach + 1, min - 1)}.`, where(i));
    }
    reach = max;
    reachEntry = i;
  }
  if (reach !== null) {
    throw new TableError(
      "tables/gap",
      `${prefix}no ${what} covers ${reach + 1} or more: the highest ${what} is ${name(reachEntry)}. ` +
        `Add a ${what} open above (e.g. "${reach + 1} or more"), or set extendEnds if the highest printed ${what} also covers everything above it.`,
      where(reachEntry),
    );
  }
  const frozen = entries.map((entry) => Object.freeze({ label: entry.label, range: Object.freeze(entry.range) }));
  return { entries: frozen, index: makeIndex(frozen, order) };
}

function makeIndex(entries: readonly AxisEntry[], order: readonly number[]): AxisIndex {
  const n = order.length;
  const below = order[0]!;
  const above = order[n - 1]!;
  if (n === 1) {
    return { lo: 0, span: 0, slots: new Uint32Array(1), starts: new Float64Array(1), entries: Uint32Array.of(below), below, above };
  }
  // Bounded part: from the max of the entry open below to the min of the entry open above.
  const lo = entries[below]!.range.max!;
  const hi = entries[above]!.range.min!;
  const span = hi - lo;
  const starts = new Float64Array(n);
  const sortedEntries = new Uint32Array(n);
  starts[0] = -Infinity;
  sortedEntries[0] = below;
  for (let k = 1; k < n; k++) {
    starts[k] = entries[order[k]!]!.range.min!;
    sortedEntries[k] = order[k]!;
  }
  let slots: Uint32Array | null = null;
  if (span < DENSE_LIMIT) {
    slots = new Uint32Array(span + 1);
    let k = 0;
    for (let offset = 0; offset <= span; offset++) {
      const value = lo + offset;
      while (k + 1 < n && starts[k + 1]! <= value) k++;
      slots[offset] = sortedEntries[k]!;
    }
  }
  return { lo, span, slots, starts, entries: sortedEntries, below, above };
}
