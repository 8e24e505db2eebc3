import { DiceError, distributionCounts, formatDice, type DiceExpr, type DistributionCounts } from "@tt/dice";
import { excerpt } from "@tt/internal";
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
/** Notation longer than this is not kept: the cache holds short keys only. */
const CACHED_LENGTH = 100;
const byNotation = new Map<string, DiceCounts>();

/** Runs a `@tt/dice` call, turning its DiceError into `tables/dice` at `dice` (or under it). */
function fromDice<T>(dice: string | DiceExpr, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DiceError) {
      const path = error.path === "" ? "dice" : `dice.${error.path}`;
      throw new TableError("tables/dice", `Dice ${typeof dice === "string" ? excerpt(dice) : "expression"}: ${error.message}`, path);
    }
    throw error;
  }
}

function compute(dice: string): DiceCounts {
  const exact: DistributionCounts = fromDice(dice, () => distributionCounts(dice));
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
 * @internal The exact counts of `dice`, cached per notation (up to 256 notations of at most
 * 100 characters), so repeated odds questions skip the distribution work. An expression
 * object is checked by `@tt/dice` on every call and cached under its canonical notation, so
 * one changed since an earlier call is read as it is now.
 */
export function diceCounts(dice: string | DiceExpr): DiceCounts {
  if (typeof dice !== "string" && (typeof dice !== "object" || dice === null)) {
    throw new TableError("tables/dice", `Dice must be notation such as "1d10" or a @tt/dice expression, not ${excerpt(dice)}.`, "dice");
  }
  const notation = typeof dice === "string" ? dice : fromDice(dice, () => formatDice(dice));
  let found = byNotation.get(notation);
  if (found === undefined) {
    found = compute(notation);
    if (notation.length <= CACHED_LENGTH) {
      if (byNotation.size >= LIMIT) byNotation.clear();
      byNotation.set(notation, found);
    }
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
