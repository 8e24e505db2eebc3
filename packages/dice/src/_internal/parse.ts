// The reader of dice notation, written as closures over the text and the position rather
// than a class: the minifier shortens local names but not method and field names, and
// `rollDice`'s whole bundle has a 4 KB budget.
import { excerpt } from "@tt/internal";
import { DiceError } from "../errors";
import { MAX_TERMS, type DiceExpr, type DiceTerm } from "../schemas";

/**
 * Reads `text` as dice notation (see `parseDice`): the syntax, zero dice or sides, division
 * by zero, selections of more dice than rolled, and numbers over `maxNumber`. The limits on
 * dice and sides are checked afterwards, on the whole expression.
 */
export function readNotation(text: string, maxNumber: number): DiceExpr {
  let pos = 0;
  const fail = (message: string, at = pos): never => {
    throw new DiceError("dice/syntax", `${message} at position ${at} of ${excerpt(text)}`, { position: at });
  };
  const invalid = (message: string, at: number): never => {
    throw new DiceError("dice/invalid", `${message} at position ${at}`, { position: at });
  };
  const peek = (): number => (pos < text.length ? text.charCodeAt(pos) : -1);
  const skipSpaces = (): void => {
    while (peek() === 32 || peek() === 9) pos++;
  };
  /** Reads digits; -1 when there are none. */
  const integer = (): number => {
    const start = pos;
    let value = 0;
    for (let c = peek(); c >= 48 && c <= 57; c = peek()) {
      value = value * 10 + (c - 48);
      pos++;
    }
    if (pos === start) return -1;
    if (value > maxNumber) {
      throw new DiceError("dice/limit", `the number ${excerpt(text.slice(start, pos), 20)} at position ${start} is too large (limit ${maxNumber})`, { position: start });
    }
    return value;
  };
  const unexpected = (): never => fail(pos >= text.length ? "expected a die or a number" : `unexpected ${excerpt(text[pos])}`);

  const selection = (term: DiceTerm & { type: "dice" }): void => {
    const c = peek() | 32; // lower case
    if (c !== 107 && c !== 100) return; // k or d
    const at = pos++;
    const m = peek() | 32;
    let mode: "kh" | "kl" | "dh" | "dl";
    if (m === 104 || m === 108) {
      pos++;
      mode = ((c === 107 ? "k" : "d") + (m === 104 ? "h" : "l")) as typeof mode;
    } else if (c === 107 && m >= 48 && m <= 57) {
      mode = "kh";
    } else {
      mode = fail(c === 107 ? 'expected "h", "l" or a number after "k"' : 'expected "h" or "l" after "d" (drop highest or drop lowest)');
    }
    const n = integer();
    if (n === -1) fail(`expected how many dice "${mode}" applies to`);
    if (n > term.count) invalid(`"${mode}${n}" selects more dice than the ${term.count} rolled`, at);
    term.select = { mode, count: n };
  };

  const term = (sign: 1 | -1): DiceTerm => {
    const start = pos;
    const count = integer();
    let read: DiceTerm;
    if ((peek() | 32) === 100) {
      // 'd' or 'D'
      pos++;
      if (count === 0) invalid("zero dice: roll at least one die", start);
      if (peek() === 37) {
        pos++;
        read = { type: "percentile", sign, count: count === -1 ? 1 : count };
      } else {
        const sidesAt = pos;
        const sides = integer();
        if (sides === -1) fail('expected the number of sides or "%" after "d"');
        if (sides === 0) invalid("a die with 0 sides", sidesAt);
        read = { type: "dice", sign, count: count === -1 ? 1 : count, sides };
        selection(read);
      }
    } else {
      read = count === -1 ? unexpected() : { type: "constant", sign, value: count };
    }
    skipSpaces();
    if (peek() === 47) {
      pos++;
      skipSpaces();
      const at = pos;
      const divisor = integer();
      if (divisor === -1) fail('expected a whole number after "/"');
      if (divisor === 0) invalid("division by zero", at);
      read.divisor = divisor;
    }
    return read;
  };

  const terms: DiceTerm[] = [];
  skipSpaces();
  if (pos >= text.length) fail("empty dice notation", 0);
  let sign: 1 | -1 = 1;
  for (let c = peek(); ; c = peek()) {
    if (c === 43 || c === 45) {
      sign = c === 45 ? -1 : 1;
      pos++;
      skipSpaces();
    } else if (terms.length > 0) {
      unexpected();
    }
    terms.push(term(sign));
    if (terms.length > MAX_TERMS) fail(`more than ${MAX_TERMS} terms`);
    skipSpaces();
    if (pos >= text.length) return { terms };
  }
}
