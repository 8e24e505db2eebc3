import { diceExprIssues } from "./_internal/checks";
import { DiceError } from "./errors";
import { MAX_TERMS, type DiceExpr, type DiceTerm } from "./schemas";

/**
 * The most dice one expression may roll (a percentile roll counts two).
 * More is refused with `dice/limit`.
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
 * The most sides one die may have. More is refused with `dice/limit`.
 *
 * @example
 * ```ts
 * import { MAX_SIDES, parseDice } from "@tt/dice";
 * parseDice(`1d${MAX_SIDES}`);     // ok
 * ```
 */
export const MAX_SIDES = 10000;
const MAX_CONSTANT = 1_000_000_000;

const validated = new WeakSet<object>();

/** A checked expression with its canonical notation, ready to roll. @internal */
export interface DicePlan {
  readonly expr: DiceExpr;
  readonly notation: string;
  readonly termNotations: readonly string[];
}

const planByNotation = new Map<string, DicePlan>();
const planByExpr = new WeakMap<object, DicePlan>();
const PLAN_CACHE_SIZE = 512;

function makePlan(expr: DiceExpr): DicePlan {
  return { expr, notation: formatDice(expr), termNotations: expr.terms.map(formatTerm) };
}

/**
 * The roll plan of notation or an expression. Notation strings are parsed once
 * and kept in a bounded cache (games roll the same few notations over and over);
 * expression objects are checked once and remembered by identity, so they
 * should not be mutated after their first use.
 * @internal
 */
export function planDice(notationOrExpr: string | DiceExpr): DicePlan {
  if (typeof notationOrExpr === "string") {
    let plan = planByNotation.get(notationOrExpr);
    if (plan === undefined) {
      plan = makePlan(parseDice(notationOrExpr));
      if (planByNotation.size >= PLAN_CACHE_SIZE) planByNotation.delete(planByNotation.keys().next().value!);
      planByNotation.set(notationOrExpr, plan);
    }
    return plan;
  }
  let plan = planByExpr.get(notationOrExpr);
  if (plan === undefined) {
    plan = makePlan(toExpr(notationOrExpr));
    planByExpr.set(notationOrExpr, plan);
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
    throw new DiceError("dice/syntax", `dice notation must be a string, got ${typeof notation}`, { position: 0 });
  }
  const parser = new Parser(notation);
  const expr = parser.expression();
  checkLimits(expr, notation);
  validated.add(expr);
  return expr;
}

class Parser {
  private pos = 0;
  constructor(private readonly text: string) {}

  private fail(message: string, at = this.pos): never {
    const shown = this.text.length > 60 ? `${this.text.slice(0, 57)}...` : this.text;
    throw new DiceError("dice/syntax", `${message} at position ${at} of "${shown}"`, { position: at });
  }

  private skipSpaces(): void {
    while (this.pos < this.text.length) {
      const c = this.text.charCodeAt(this.pos);
      if (c !== 32 && c !== 9) break;
      this.pos++;
    }
  }

  private peek(): number {
    return this.pos < this.text.length ? this.text.charCodeAt(this.pos) : -1;
  }

  /** Reads digits; returns -1 when there are none. */
  private integer(): number {
    const start = this.pos;
    let value = 0;
    while (this.pos < this.text.length) {
      const c = this.text.charCodeAt(this.pos);
      if (c < 48 || c > 57) break;
      value = value * 10 + (c - 48);
      this.pos++;
    }
    if (this.pos === start) return -1;
    if (this.pos - start > 10 || value > MAX_CONSTANT) {
      throw new DiceError("dice/limit", `the number ${this.text.slice(start, this.pos)} at position ${start} is too large (limit ${MAX_CONSTANT})`, {
        position: start,
      });
    }
    return value;
  }

  expression(): DiceExpr {
    const terms: DiceTerm[] = [];
    this.skipSpaces();
    if (this.pos >= this.text.length) this.fail("empty dice notation", 0);
    let sign: 1 | -1 = 1;
    const first = this.peek();
    if (first === 43 || first === 45) {
      sign = first === 45 ? -1 : 1;
      this.pos++;
      this.skipSpaces();
    }
    for (;;) {
      terms.push(this.term(sign));
      if (terms.length > MAX_TERMS) this.fail(`more than ${MAX_TERMS} terms`);
      this.skipSpaces();
      const c = this.peek();
      if (c === -1) break;
      if (c === 43 || c === 45) {
        sign = c === 45 ? -1 : 1;
        this.pos++;
        this.skipSpaces();
        continue;
      }
      this.fail(`unexpected "${this.text[this.pos]}"`);
    }
    return { terms };
  }

  private term(sign: 1 | -1): DiceTerm {
    const start = this.pos;
    const count = this.integer();
    const c = this.peek();
    let term: DiceTerm;
    if (c === 100 || c === 68) {
      // 'd' or 'D'
      this.pos++;
      const diceCount = count === -1 ? 1 : count;
      if (diceCount === 0) throw new DiceError("dice/invalid", `zero dice at position ${start}: roll at least one die`, { position: start });
      if (this.peek() === 37) {
        this.pos++;
        term = { type: "percentile", sign, count: diceCount };
      } else {
        const sidesAt = this.pos;
        const sides = this.integer();
        if (sides === -1) this.fail('expected the number of sides or "%" after "d"');
        if (sides === 0) throw new DiceError("dice/invalid", `a die with 0 sides at position ${sidesAt}`, { position: sidesAt });
        term = { type: "dice", sign, count: diceCount, sides };
        this.selection(term);
      }
    } else if (count === -1) {
      this.fail(this.pos >= this.text.length ? "expected a die or a number" : `unexpected "${this.text[this.pos]}"`);
    } else {
      term = { type: "constant", sign, value: count };
    }
    this.skipSpaces();
    if (this.peek() === 47) {
      this.pos++;
      this.skipSpaces();
      const at = this.pos;
      const divisor = this.integer();
      if (divisor === -1) this.fail('expected a whole number after "/"');
      if (divisor === 0) throw new DiceError("dice/invalid", `division by zero at position ${at}`, { position: at });
      term.divisor = divisor;
    }
    return term;
  }

  private selection(term: DiceTerm & { type: "dice" }): void {
    const c = this.peek() | 32; // lower case
    if (c !== 107 && c !== 100) return; // k or d
    const at = this.pos;
    this.pos++;
    const m = this.peek() | 32;
    let mode: "kh" | "kl" | "dh" | "dl";
    if (c === 107 && (m < 48 || m > 57) && m !== 104 && m !== 108) this.fail('expected "h", "l" or a number after "k"');
    if (m === 104 || m === 108) {
      this.pos++;
      mode = ((c === 107 ? "k" : "d") + (m === 104 ? "h" : "l")) as typeof mode;
    } else if (c === 107) {
      mode = "kh";
    } else {
      this.fail('expected "h" or "l" after "d" (drop highest or drop lowest)');
    }
    const n = this.integer();
    if (n === -1) this.fail(`expected how many dice "${mode}" applies to`);
    if (n > term.count) {
      throw new DiceError("dice/invalid", `"${mode}${n}" at position ${at} selects more dice than the ${term.count} rolled`, { position: at });
    }
    term.select = { mode, count: n };
  }
}

/** Throws dice/limit when an expression would roll too many dice or too large ones. */
function checkLimits(expr: DiceExpr, where: string): void {
  let dice = 0;
  for (const term of expr.terms) {
    if (term.type === "constant") continue;
    dice += term.type === "percentile" ? term.count * 2 : term.count;
    if (term.type === "dice" && term.sides > MAX_SIDES) {
      throw new DiceError("dice/limit", `a die of ${term.sides} sides in "${where}" is over the limit of ${MAX_SIDES} sides`);
    }
  }
  if (dice > MAX_DICE) {
    throw new DiceError("dice/limit", `"${where}" rolls ${dice} dice, over the limit of ${MAX_DICE}`);
  }
}

/**
 * Accepts notation or an expression from outside and returns a checked expression.
 * Expressions that came from {@link parseDice} or passed once are not checked again.
 * @internal
 */
export function toExpr(notationOrExpr: string | DiceExpr): DiceExpr {
  if (typeof notationOrExpr === "string") return parseDice(notationOrExpr);
  if (notationOrExpr !== null && typeof notationOrExpr === "object" && validated.has(notationOrExpr)) return notationOrExpr;
  const issues = diceExprIssues(notationOrExpr);
  if (issues.length > 0) {
    const { path, message } = issues[0]!;
    throw new DiceError("dice/invalid", `invalid dice expression at ${path || "(root)"}: ${message}`, { path, issues });
  }
  checkLimits(notationOrExpr, formatDice(notationOrExpr));
  validated.add(notationOrExpr);
  return notationOrExpr;
}

/**
 * Writes an expression back as canonical notation: `1d6` rather than `d6`,
 * lower-case letters, no spaces. `parseDice(formatDice(e))` equals `e`.
 *
 * @param expr - a parsed expression
 * @returns its canonical notation
 * @example
 * ```ts
 * import { formatDice, parseDice } from "@tt/dice";
 * formatDice(parseDice("D6 + 2D4 - 1")); // "1d6+2d4-1"
 * ```
 */
export function formatDice(expr: DiceExpr): string {
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
