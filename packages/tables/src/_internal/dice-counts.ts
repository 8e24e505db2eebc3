import { DiceError, distributionCounts, type DiceExpr, type DistributionCounts } from "@tt/dice";
import { TableError } from "../errors";

/** @internal Exact counts of a dice expression, in the forms the odds code needs. */
export interface DiceCounts {
  readonly outcomes: bigint;
  readonly values: Float64Array;
  readonly counts: readonly bigint[];
  /** The counts as numbers when every count (and the total) is a safe integer, else null. */
  readonly smallCounts: Float64Array | null;
  readonly smallOutcomes: number;
}

const LIMIT = 256;
const byNotation = new Map<string, DiceCounts>();
const byExpr = new WeakMap<object, DiceCounts>();

function compute(dice: string | DiceExpr): DiceCounts {
  let exact: DistributionCounts;
  try {
    exact = distributionCounts(dice);
  } catch (error) {
    if (error instanceof DiceError) {
      throw new TableError("tables/dice", `Dice ${typeof dice === "string" ? `"${dice}"` : "expression"}: ${error.message}`, "dice");
    }
    throw error;
  }
  const n = exact.counts.length;
  const values = new Float64Array(n);
  const counts: bigint[] = [];
  const small = exact.outcomes <= BigInt(Number.MAX_SAFE_INTEGER);
  const smallCounts = small ? new Float64Array(n) : null;
  exact.counts.forEach(({ value, count }, i) => {
    values[i] = value;
    counts.push(count);
    if (smallCounts) smallCounts[i] = Number(count);
  });
  return { outcomes: exact.outcomes, values, counts, smallCounts, smallOutcomes: small ? Number(exact.outcomes) : 0 };
}

/**
 * @internal The exact counts of `dice`, cached per notation string (up to 256
 * of them) and per expression object, so repeated odds questions skip the
 * distribution work.
 */
export function diceCounts(dice: string | DiceExpr): DiceCounts {
  if (typeof dice === "string") {
    let found = byNotation.get(dice);
    if (found === undefined) {
      found = compute(dice);
      if (byNotation.size >= LIMIT) byNotation.clear();
      byNotation.set(dice, found);
    }
    return found;
  }
  if (typeof dice !== "object" || dice === null) {
    throw new TableError("tables/dice", `Dice must be notation such as "1d10" or a @tt/dice expression, not ${String(dice)}.`, "dice");
  }
  let found = byExpr.get(dice);
  if (found === undefined) {
    found = compute(dice);
    byExpr.set(dice, found);
  }
  return found;
}

/** @internal count / outcomes as a double, correctly rounded while both are safe integers. */
export function toProbability(count: bigint, outcomes: bigint): number {
  if (outcomes <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(count) / Number(outcomes);
  // Scale so the quotient keeps 64 significant bits, then divide exactly by a power of two.
  const shift = 64n + BigInt(outcomes.toString(2).length) - BigInt(count.toString(2).length);
  return Number((count << shift) / outcomes) / 2 ** Number(shift);
}
