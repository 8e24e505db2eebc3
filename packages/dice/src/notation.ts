import { excerpt } from "@tt/internal";
import { diceExprIssues } from "./_internal/checks";
import { readNotation } from "./_internal/parse";
import { DiceError } from "./errors";
import type { DiceExpr, DiceTerm } from "./schemas";

/**
 * The most dice one expression may roll (a percentile roll counts two).
 * More is refused with `dice/limit`, in notation and in expression objects alike, each time
 * an expression is parsed, rolled, formatted or distributed.
 *
 * @example
 * ```ts
 * import { MAX_DICE, parseDice } from "@tt/dice";
 * parseDice(`${MAX_DICE}d6`);      // ok
 * // parseDice(`${MAX_DICE + 1}d6`) throws DiceError "dice/limit"
 * ```
 */
export const MAX_DICE = 1000;

/**
 * The most sides one die may have. More is refused with `dice/limit`, in notation and in
 * expression objects alike.
 *
 * @example
 * ```ts
 * import { MAX_SIDES, parseDice } from "@tt/dice";
 * parseDice(`1d${MAX_SIDES}`);     // ok
 * ```
 */
export const MAX_SIDES = 10000;

/**
 * The largest number notation may write (a count, a number of sides, a constant, a divisor)
 * and the largest constant an expression object may hold: more is refused with `dice/limit`.
 * With at most 100 terms, every total is then within ±(100 × 10^9 + 1000 × 10^4), far inside
 * the safe integers, so every total and every distribution is exact.
 * @internal
 */
const MAX_CONSTANT = 1_000_000_000;

/** A checked expression with its canonical notation, ready to roll. @internal */
export interface DicePlan {
  readonly expr: DiceExpr;
  readonly notation: string;
  readonly termNotations: readonly string[];
}

const planByNotation = new Map<string, DicePlan>();
const PLAN_CACHE_SIZE = 512;
/** Notation longer than this is parsed on every use rather than kept: the cache holds short keys only. */
const CACHED_LENGTH = 100;

/**
 * The roll plan of notation or an expression. Notation strings are parsed once and kept in
 * a bounded cache (games roll the same few notations over and over). An expression object
 * is checked again on every call (its shape, then the limits) and planned by its canonical
 * notation, so one changed after an earlier use is never rolled unchecked. The plan's own
 * expression is private: no caller can change it.
 * @internal
 */
export function planDice(notationOrExpr: string | DiceExpr): DicePlan {
  const notation = typeof notationOrExpr === "string" ? notationOrExpr : formatDice(notationOrExpr);
  let plan = planByNotation.get(notation);
  if (plan === undefined) {
    const expr = parseDice(notation);
    plan = { expr, notation: formatExpr(expr), termNotations: expr.terms.map(formatTerm) };
    if (notation.length <= CACHED_LENGTH) {
      if (planByNotation.size >= PLAN_CACHE_SIZE) planByNotation.delete(planByNotation.keys().next().value!);
      planByNotation.set(notation, plan);
    }
  }
  return plan;
}

/**
 * Reads dice notation into a {@link DiceExpr}.
 *
 * The notation is a sum or difference of terms, spaces allowed between tokens,
 * letters in either case:
 * - `NdS` or `dS`: N dice of S sides (`3d6`, `d20`, `1D10`);
 * - `d%`, `Nd%`: percentile, read from two d10s (tens and units; `00` and `0` is 100);
 * - keep or drop after a dice group: `kh3` keep highest 3 (`k3` is the same),
 *   `kl1` keep lowest 1, `dh1` drop highest 1, `dl1` drop lowest 1;
 * - a whole number: a constant (`+1`, `-2`);
 * - `/N` after a term: divide that term by N, rounding down (`1d6/2`, the
 *   Syndrome's "half" result).
 *
 * @param notation - the text, e.g. `"2d6+1d4-1"`, `"4d6kh3"`, `"1d6/2"`, `"d%"`
 * @returns the parsed expression, plain JSON
 * @throws {@link DiceError} `dice/syntax` with the character `position` where the
 * text stops making sense; `dice/limit` for more than 1000 dice in all or more
 * than 10000 sides; `dice/invalid` for zero sides, zero dice, a zero divisor, or
 * keeping/dropping more dice than are rolled
 * @example
 * ```ts
 * import { parseDice } from "@tt/dice";
 * parseDice("4d6kh3");
 * // { terms: [{ type: "dice", sign: 1, count: 4, sides: 6, select: { mode: "kh", count: 3 } }] }
 * ```
 */
export function parseDice(notation: string): DiceExpr {
  if (typeof notation !== "string") {
    throw new DiceError("dice/syntax", `dice notation must be a string, got ${excerpt(notation)}`, { position: 0 });
  }
  const expr = readNotation(notation, MAX_CONSTANT);
  checkLimits(expr, notation);
  return expr;
}

/**
 * Throws `dice/limit` when an expression would roll too many dice or too large ones, or holds
 * a constant over {@link MAX_CONSTANT}: quoting the notation, or naming the term's path in an
 * expression object.
 */
function checkLimits(expr: DiceExpr, notation?: string): void {
  const fail = (message: string, path: string): never => {
    throw new DiceError("dice/limit", notation === undefined ? `${message} at ${path}` : `${excerpt(notation)} ${message}`, { path: notation === undefined ? path : "" });
  };
  let dice = 0;
  expr.terms.forEach((term, i) => {
    if (term.type === "constant") {
      if (term.value > MAX_CONSTANT) fail(`has the constant ${term.value}, over the limit of ${MAX_CONSTANT}`, `terms[${i}].value`);
      return;
    }
    dice += term.type === "percentile" ? term.count * 2 : term.count;
    if (term.type === "dice" && term.sides > MAX_SIDES) fail(`has a die of ${term.sides} sides, over the limit of ${MAX_SIDES} sides`, `terms[${i}].sides`);
  });
  if (dice > MAX_DICE) fail(`rolls ${dice} dice, over the limit of ${MAX_DICE}`, "terms");
}

/**
 * Accepts notation or an expression from outside and returns a checked expression: notation
 * is parsed; an object is checked, its shape and then the limits, on every call (it may have
 * changed since it was last used).
 * @internal
 */
export function toExpr(notationOrExpr: string | DiceExpr): DiceExpr {
  if (typeof notationOrExpr === "string") return parseDice(notationOrExpr);
  const issues = diceExprIssues(notationOrExpr);
  if (issues.length > 0) {
    const { path, message } = issues[0]!;
    throw new DiceError("dice/invalid", `invalid dice expression at ${path || "(root)"}: ${message}`, { path, issues });
  }
  checkLimits(notationOrExpr);
  return notationOrExpr;
}

/**
 * Writes an expression back as canonical notation: `1d6` rather than `d6`,
 * lower-case letters, no spaces. `parseDice(formatDice(e))` equals `e`.
 *
 * @param expr - a parsed expression, or one read from JSON (checked: its shape and the limits)
 * @returns its canonical notation
 * @throws {@link DiceError} `dice/invalid` naming the path for a malformed expression;
 * `dice/limit` for one over the limits
 * @example
 * ```ts
 * import { formatDice, parseDice } from "@tt/dice";
 * formatDice(parseDice("D6 + 2D4 - 1")); // "1d6+2d4-1"
 * ```
 */
export function formatDice(expr: DiceExpr): string {
  return formatExpr(toExpr(expr));
}

/** Canonical notation of a checked expression. @internal */
export function formatExpr(expr: DiceExpr): string {
  let out = "";
  for (let i = 0; i < expr.terms.length; i++) {
    const term = expr.terms[i]!;
    if (term.sign === -1) out += "-";
    else if (i > 0) out += "+";
    out += formatTerm(term);
  }
  return out;
}

/** Canonical notation of one term, without its sign. @internal */
function formatTerm(term: DiceTerm): string {
  let out: string;
  if (term.type === "constant") out = String(term.value);
  else if (term.type === "percentile") out = term.count === 1 ? "d%" : `${term.count}d%`;
  else out = `${term.count}d${term.sides}${term.select ? term.select.mode + term.select.count : ""}`;
  return term.divisor !== undefined ? `${out}/${term.divisor}` : out;
}
