import { DiceError } from "./errors";
import { formatExpr, toExpr } from "./notation";
import type { DiceExpr, DiceTerm } from "./schemas";

/**
 * An exact probability distribution: every possible total with its probability,
 * sorted by value, totals with probability zero left out.
 *
 * @example
 * ```ts
 * import { distribution, type Distribution } from "@tt/dice";
 * const twoD6: Distribution = distribution("2d6");
 * twoD6.find((o) => o.value === 7)?.probability; // 1/6
 * ```
 */
export type Distribution = { value: number; probability: number }[];

/**
 * An exact distribution as integer counts: of `outcomes` equally likely ways the
 * dice can fall, `count` of them give `value`.
 *
 * @example
 * ```ts
 * import { distributionCounts, type DistributionCounts } from "@tt/dice";
 * const counts: DistributionCounts = distributionCounts("2d6");
 * counts.outcomes; // 36n
 * ```
 */
export interface DistributionCounts {
  /** How many equally likely ways the dice can fall (sides^dice, multiplied over terms). */
  outcomes: bigint;
  /** Each possible total and how many of the outcomes give it, sorted by value. */
  counts: { value: number; count: bigint }[];
}

/**
 * The largest amount of work (array cells touched) an exact distribution may
 * take before {@link distribution} refuses it with `dice/limit`. About a
 * second of work: `100d100`, `1000d6` or `10d20kl3` pass, `1000d10000` does not.
 */
const WORK_LIMIT = 100_000_000;
/** A bigint cell costs about this many number cells. */
const BIG_WEIGHT = 20;

/**
 * The arithmetic counts are kept in: doubles while every count is below 2^53
 * (exact and fast), bigints beyond. The algorithms below are written once over it.
 */
interface Ring<T> {
  readonly zero: T;
  readonly one: T;
  add(a: T, b: T): T;
  sub(a: T, b: T): T;
  mul(a: T, b: T): T;
  of(n: number): T;
  toBigInt(a: T): bigint;
}

const NUMBERS: Ring<number> = {
  zero: 0,
  one: 1,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  of: (n) => n,
  toBigInt: (a) => BigInt(a),
};

const BIGINTS: Ring<bigint> = {
  zero: 0n,
  one: 1n,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  of: (n) => BigInt(n),
  toBigInt: (a) => a,
};

/** Counts over a contiguous range of values starting at `min`. */
interface Counts<T> {
  min: number;
  cells: T[];
}

interface Budget {
  work: number;
  readonly weight: number;
  readonly where: string;
}

function spend(budget: Budget, cells: number): void {
  budget.work += cells * budget.weight;
  if (budget.work > WORK_LIMIT) {
    throw new DiceError(
      "dice/limit",
      `the exact distribution of "${budget.where}" needs more than ${WORK_LIMIT.toLocaleString("en-US")} steps to compute; roll it instead, or split it into smaller parts`,
    );
  }
}

const cache = new Map<string, DistributionCounts>();
const CACHE_SIZE = 256;

/**
 * The exact distribution of a dice expression as integer counts. Every term is
 * included exactly: sums and differences, keep/drop highest/lowest and halving.
 * Counts are exact integers (bigint), so nothing is lost to rounding.
 *
 * @param notationOrExpr - notation such as `"3d6"`, or a {@link DiceExpr}
 * @returns the number of equally likely outcomes and the count of each total
 * @throws {@link DiceError} for bad notation, and `dice/limit` for an expression
 * whose exact distribution is too large to enumerate
 * @example
 * ```ts
 * import { distributionCounts } from "@tt/dice";
 * const { outcomes, counts } = distributionCounts("4d6kh3");
 * outcomes;                                // 1296n
 * counts.find((c) => c.value === 18)?.count; // 21n
 * ```
 */
export function distributionCounts(notationOrExpr: string | DiceExpr): DistributionCounts {
  const expr = toExpr(notationOrExpr);
  const key = formatExpr(expr);
  const hit = cache.get(key);
  if (hit) return { outcomes: hit.outcomes, counts: hit.counts.map((c) => ({ value: c.value, count: c.count })) };
  const result = compute(expr, key);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return { outcomes: result.outcomes, counts: result.counts.map((c) => ({ value: c.value, count: c.count })) };
}

/**
 * The exact distribution of a dice expression: every possible total with its
 * probability, sorted by value. Computed from exact integer counts (see
 * {@link distributionCounts}); each probability is the correctly rounded
 * quotient of two integers, and they sum to 1 within floating-point rounding.
 *
 * @param notationOrExpr - notation such as `"2d6+1"`, or a {@link DiceExpr}
 * @returns `{ value, probability }` for every possible total
 * @throws {@link DiceError} for bad notation, and `dice/limit` for an expression
 * whose exact distribution is too large to enumerate
 * @example
 * ```ts
 * import { distribution } from "@tt/dice";
 * distribution("1d6/2");
 * // [{ value: 0, probability: 1/6 }, { value: 1, probability: 1/3 },
 * //  { value: 2, probability: 1/3 }, { value: 3, probability: 1/6 }]
 * ```
 */
export function distribution(notationOrExpr: string | DiceExpr): Distribution {
  const { outcomes, counts } = distributionCounts(notationOrExpr);
  const out: Distribution = new Array(counts.length);
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i]!;
    out[i] = { value: c.value, probability: ratio(c.count, outcomes) };
  }
  return out;
}

const SAFE = 9007199254740991n; // Number.MAX_SAFE_INTEGER as a literal: a BigInt(...) call at module level would stay in every bundle of @tt/dice

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

/**
 * count / total rounded to a double, even when both exceed 2^1024: a 64-bit
 * quotient is taken exactly in integers, then scaled.
 */
function ratio(count: bigint, total: bigint): number {
  if (total <= SAFE) return Number(count) / Number(total);
  if (count === 0n) return 0;
  const shift = Math.max(0, bitLength(total) - bitLength(count) + 64);
  const quotient = (count << BigInt(shift)) / total;
  let value = Number(quotient);
  let remaining = shift;
  while (remaining > 0) {
    const step = Math.min(remaining, 1000);
    value *= 2 ** -step;
    remaining -= step;
  }
  return value;
}

function compute(expr: DiceExpr, where: string): DistributionCounts {
  // Decide once whether every count fits a double exactly: each partial count is
  // at most the total number of outcomes.
  let log2Outcomes = 0;
  let outcomes = 1n;
  for (const term of expr.terms) {
    if (term.type === "dice") {
      log2Outcomes += term.count * Math.log2(term.sides);
      outcomes *= BigInt(term.sides) ** BigInt(term.count);
    } else if (term.type === "percentile") {
      log2Outcomes += term.count * Math.log2(100);
      outcomes *= 100n ** BigInt(term.count);
    }
  }
  const big = log2Outcomes > 52;
  const budget: Budget = { work: 0, weight: big ? BIG_WEIGHT : 1, where };
  // Refuse hopeless requests before doing any of the work.
  spend(budget, estimate(expr));
  budget.work = 0;
  const counts = big ? countTerms(BIGINTS, expr, budget) : countTerms(NUMBERS, expr, budget);
  return { outcomes, counts };
}

function countTerms<T>(ring: Ring<T>, expr: DiceExpr, budget: Budget): { value: number; count: bigint }[] {
  let acc: Counts<T> = { min: 0, cells: [ring.one] };
  for (const term of expr.terms) {
    let part = termCounts(ring, term, budget);
    if (term.divisor !== undefined) part = divideCounts(ring, part, term.divisor);
    if (term.sign === -1) part = { min: -(part.min + part.cells.length - 1), cells: part.cells.slice().reverse() };
    acc = convolve(ring, acc, part, budget);
  }
  const counts: { value: number; count: bigint }[] = [];
  for (let i = 0; i < acc.cells.length; i++) {
    const cell = acc.cells[i]!;
    if (cell !== ring.zero) counts.push({ value: acc.min + i, count: ring.toBigInt(cell) });
  }
  return counts;
}

/** An upper estimate of the cells {@link compute} will touch, before weighting. */
function estimate(expr: DiceExpr): number {
  let cells = 0;
  let width = 1;
  for (const term of expr.terms) {
    let termWidth = 1;
    if (term.type !== "constant") {
      const n = term.count;
      const s = term.type === "percentile" ? 100 : term.sides;
      if (term.type === "dice" && term.select) {
        const keep = term.select.mode === "kh" || term.select.mode === "kl" ? term.select.count : n - term.select.count;
        // s faces x (keep live rows) x (up to n choices each) x (keep*s+1 sums)
        cells += s * (keep + 1) * (n + 1) * (keep * s + 1);
        termWidth = keep * s + 1;
      } else {
        cells += (n * n * (s - 1)) / 2 + n;
        termWidth = n * (s - 1) + 1;
      }
    }
    cells += width * termWidth;
    width += termWidth - 1;
  }
  return cells;
}

function termCounts<T>(ring: Ring<T>, term: DiceTerm, budget: Budget): Counts<T> {
  if (term.type === "constant") return { min: term.value, cells: [ring.one] };
  if (term.type === "percentile") return sumOfDice(ring, term.count, 100, budget);
  if (!term.select) return sumOfDice(ring, term.count, term.sides, budget);
  const { mode, count } = term.select;
  const keepHighest = mode === "kh" || mode === "dl";
  const keep = mode === "kh" || mode === "kl" ? count : term.count - count;
  return keptSum(ring, term.count, term.sides, keep, keepHighest, budget);
}

/** Sum of n dice with faces 1..s: repeated sliding-window convolution. */
function sumOfDice<T>(ring: Ring<T>, n: number, s: number, budget: Budget): Counts<T> {
  let cells: T[] = new Array<T>(s).fill(ring.one);
  for (let k = 2; k <= n; k++) {
    const len = cells.length + s - 1;
    spend(budget, len);
    const next: T[] = new Array<T>(len);
    let window = ring.zero;
    for (let i = 0; i < len; i++) {
      if (i < cells.length) window = ring.add(window, cells[i]!);
      if (i >= s) window = ring.sub(window, cells[i - s]!);
      next[i] = window;
    }
    cells = next;
  }
  return { min: n, cells };
}

/**
 * Exact counts of the sum of the `keep` highest (or lowest) of `n` dice with
 * `s` sides, without enumerating s^n outcomes.
 *
 * Faces are visited from the best to the worst. The state is how many dice are
 * still unassigned (r) and the running sum of kept faces. At face v, j of the r
 * dice show v, chosen in C(r, j) ways; the first of them still needed are kept.
 * Once `keep` dice are kept, the remaining r dice may show any of the faces not
 * yet visited, in (faces left)^r ways, and leave the sum unchanged.
 */
function keptSum<T>(ring: Ring<T>, n: number, s: number, keep: number, keepHighest: boolean, budget: Budget): Counts<T> {
  const width = keep * s + 1;
  const binom = binomialTable(ring, n);
  const final: T[] = new Array<T>(width).fill(ring.zero);
  let state: T[][] = [];
  state[n] = new Array<T>(width).fill(ring.zero);
  state[n]![0] = ring.one;
  for (let step = 0; step < s; step++) {
    const v = keepHighest ? s - step : step + 1;
    const facesLeft = ring.of(s - step);
    const next: T[][] = [];
    for (let r = n; r >= 0; r--) {
      const row = state[r];
      if (!row) continue;
      const assigned = n - r;
      spend(budget, width);
      if (assigned >= keep) {
        let ways = ring.one;
        for (let i = 0; i < r; i++) ways = ring.mul(ways, facesLeft);
        for (let sum = 0; sum < width; sum++) if (row[sum] !== ring.zero) final[sum] = ring.add(final[sum]!, ring.mul(row[sum]!, ways));
        continue;
      }
      for (let j = step === s - 1 ? r : 0; j <= r; j++) {
        const add = v * (Math.min(keep, assigned + j) - assigned);
        const c = binom[r]![j]!;
        let target = next[r - j];
        if (!target) target = next[r - j] = new Array<T>(width).fill(ring.zero);
        spend(budget, width);
        for (let sum = 0; sum + add < width; sum++) {
          if (row[sum] !== ring.zero) target[sum + add] = ring.add(target[sum + add]!, ring.mul(row[sum]!, c));
        }
      }
    }
    state = next;
  }
  const none = state[0];
  if (none) for (let sum = 0; sum < width; sum++) final[sum] = ring.add(final[sum]!, none[sum]!);
  return trim(ring, { min: 0, cells: final });
}

/** Pascal's triangle up to row n. */
function binomialTable<T>(ring: Ring<T>, n: number): T[][] {
  const rows: T[][] = [];
  for (let r = 0; r <= n; r++) {
    const row = new Array<T>(r + 1);
    row[0] = row[r] = ring.one;
    for (let j = 1; j < r; j++) row[j] = ring.add(rows[r - 1]![j - 1]!, rows[r - 1]![j]!);
    rows.push(row);
  }
  return rows;
}

/** Drops leading and trailing zero cells. */
function trim<T>(ring: Ring<T>, c: Counts<T>): Counts<T> {
  let lo = 0;
  let hi = c.cells.length - 1;
  while (lo < hi && c.cells[lo] === ring.zero) lo++;
  while (hi > lo && c.cells[hi] === ring.zero) hi--;
  return { min: c.min + lo, cells: c.cells.slice(lo, hi + 1) };
}

/** Maps each value v to floor(v / d), merging counts. */
function divideCounts<T>(ring: Ring<T>, c: Counts<T>, d: number): Counts<T> {
  const lo = Math.floor(c.min / d);
  const hi = Math.floor((c.min + c.cells.length - 1) / d);
  const cells = new Array<T>(hi - lo + 1).fill(ring.zero);
  for (let i = 0; i < c.cells.length; i++) {
    const at = Math.floor((c.min + i) / d) - lo;
    cells[at] = ring.add(cells[at]!, c.cells[i]!);
  }
  return { min: lo, cells };
}

function convolve<T>(ring: Ring<T>, a: Counts<T>, b: Counts<T>, budget: Budget): Counts<T> {
  if (a.cells.length === 1 && a.cells[0] === ring.one) return { min: a.min + b.min, cells: b.cells };
  spend(budget, a.cells.length * b.cells.length);
  const cells = new Array<T>(a.cells.length + b.cells.length - 1).fill(ring.zero);
  for (let i = 0; i < a.cells.length; i++) {
    const x = a.cells[i]!;
    if (x === ring.zero) continue;
    for (let j = 0; j < b.cells.length; j++) cells[i + j] = ring.add(cells[i + j]!, ring.mul(x, b.cells[j]!));
  }
  return { min: a.min + b.min, cells };
}
