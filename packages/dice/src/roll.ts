import { excerpt } from "@tt/internal";
import { DiceError } from "./errors";
import { planDice } from "./notation";
import type { Rng } from "./rng";
import type { DiceExpr, DiceRoll, DiceTerm, RolledTerm } from "./schemas";

/**
 * Rolls dice notation or a parsed expression with a seeded generator and
 * returns the full JSON record: every face, the faces kept, each term's value
 * and the total.
 *
 * @param notationOrExpr - notation such as `"4d6kh3"`, or a {@link DiceExpr}
 * @param rng - the generator to draw from (it advances)
 * @returns the record of the roll
 * @throws {@link DiceError} for notation {@link parseDice} refuses, an invalid expression
 * (`dice/invalid`, naming its path), one over the limits (`dice/limit`: an expression object
 * is checked on every call, so one changed since it was parsed is checked again), or an `rng`
 * that is not a generator (`dice/invalid`). Nothing is drawn from `rng` unless the roll succeeds.
 * @example
 * ```ts
 * import { createRng, rollDice } from "@tt/dice";
 * const roll = rollDice("4d6kh3", createRng(7));
 * roll.total;           // the sum of the three highest faces
 * roll.terms[0]?.faces; // all four faces, in the order rolled
 * roll.terms[0]?.kept;  // the three kept, highest first
 * ```
 */
export function rollDice(notationOrExpr: string | DiceExpr, rng: Rng): DiceRoll {
  checkRng(rng);
  const plan = planDice(notationOrExpr);
  const exprTerms = plan.expr.terms;
  const terms: RolledTerm[] = new Array(exprTerms.length);
  let total = 0;
  for (let i = 0; i < exprTerms.length; i++) {
    const rolled = rollTerm(exprTerms[i]!, plan.termNotations[i]!, rng);
    total += rolled.value;
    terms[i] = rolled;
  }
  return { notation: plan.notation, total, terms };
}

function rollTerm(term: DiceTerm, notation: string, rng: Rng): RolledTerm {
  if (term.type === "constant") {
    const value = term.sign * divide(term.value, term.divisor);
    return { notation, faces: [], kept: [], value };
  }
  if (term.type === "percentile") {
    const faces: number[] = [];
    const digits: [number, number][] = [];
    let sum = 0;
    for (let i = 0; i < term.count; i++) {
      const tens = rng.int(0, 9);
      const units = rng.int(0, 9);
      const face = tens * 10 + units === 0 ? 100 : tens * 10 + units;
      faces.push(face);
      digits.push([tens, units]);
      sum += face;
    }
    return { notation, faces, kept: faces.slice(), digits, value: term.sign * divide(sum, term.divisor) };
  }
  const n = term.count;
  const sides = term.sides;
  const faces: number[] = [];
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const face = rng.die(sides);
    faces.push(face);
    sum += face;
  }
  const select = term.select;
  if (select === undefined) {
    return { notation, faces, kept: faces.slice(), value: term.sign * divide(sum, term.divisor) };
  }
  const mode = select.mode;
  const highest = mode === "kh" || mode === "dl";
  const keep = mode === "kh" || mode === "kl" ? select.count : n - select.count;
  // The kept faces in the order a player reads them: best first for "keep
  // highest"/"drop lowest", lowest first for "keep lowest"/"drop highest".
  let kept: number[];
  if (n > 16) {
    const sorted = faces.slice().sort(highest ? descending : ascending);
    kept = sorted.slice(0, keep);
  } else {
    kept = [];
    for (let i = 0; i < n; i++) {
      const face = faces[i]!;
      let j = kept.length;
      if (j === keep) {
        if (keep === 0 || (highest ? face <= kept[j - 1]! : face >= kept[j - 1]!)) continue;
        j--;
      } else {
        kept.push(face);
      }
      while (j > 0 && (highest ? kept[j - 1]! < face : kept[j - 1]! > face)) {
        kept[j] = kept[j - 1]!;
        j--;
      }
      kept[j] = face;
    }
  }
  sum = 0;
  for (let i = 0; i < kept.length; i++) sum += kept[i]!;
  return { notation, faces, kept, value: term.sign * divide(sum, term.divisor) };
}

/**
 * Throws `dice/invalid` unless `rng` looks like a generator of this package (an object with
 * `int` and `die`): checked once per call, before anything is drawn. What a generator returns
 * is trusted.
 * @internal
 */
function checkRng(rng: Rng): Rng {
  if (typeof rng?.int !== "function" || typeof rng.die !== "function") {
    throw new DiceError("dice/invalid", `expected a generator from createRng or restoreRng, received ${excerpt(rng)}`);
  }
  return rng;
}

function descending(a: number, b: number): number {
  return b - a;
}

function ascending(a: number, b: number): number {
  return a - b;
}

function divide(value: number, divisor: number | undefined): number {
  return divisor === undefined ? value : Math.floor(value / divisor);
}

/**
 * Rolls one die of any number of sides.
 *
 * @param sides - the number of faces
 * @param rng - the generator to draw from
 * @returns a face from 1 to `sides`
 * @throws {@link DiceError} `dice/invalid` for a non-integer or non-positive number of sides, or an `rng` that is not a generator
 * @example
 * ```ts
 * import { createRng, rollDie } from "@tt/dice";
 * rollDie(12, createRng(1)); // 1..12
 * ```
 */
export function rollDie(sides: number, rng: Rng): number {
  return checkRng(rng).die(sides);
}

/**
 * Rolls a six-sided die.
 *
 * @param rng - the generator to draw from
 * @returns 1 to 6
 * @throws {@link DiceError} `dice/invalid` for an `rng` that is not a generator
 * @example
 * ```ts
 * import { createRng, rollD6 } from "@tt/dice";
 * rollD6(createRng(1));
 * ```
 */
export function rollD6(rng: Rng): number {
  return checkRng(rng).die(6);
}

/**
 * Rolls a ten-sided die read the way the Syndrome and WarpQuest rules read it:
 * the face marked 0 counts as 10, so results run from 1 to 10 (SYN-2.4).
 *
 * @param rng - the generator to draw from
 * @returns 1 to 10
 * @throws {@link DiceError} `dice/invalid` for an `rng` that is not a generator
 * @example
 * ```ts
 * import { createRng, rollD10 } from "@tt/dice";
 * rollD10(createRng(1)); // 1..10, never 0
 * ```
 */
export function rollD10(rng: Rng): number {
  return checkRng(rng).die(10);
}

/**
 * Rolls a twenty-sided die.
 *
 * @param rng - the generator to draw from
 * @returns 1 to 20
 * @throws {@link DiceError} `dice/invalid` for an `rng` that is not a generator
 * @example
 * ```ts
 * import { createRng, rollD20 } from "@tt/dice";
 * rollD20(createRng(1));
 * ```
 */
export function rollD20(rng: Rng): number {
  return checkRng(rng).die(20);
}

/**
 * The result of a percentile roll with two d10s: the tens die, the units die
 * (each showing 0-9) and the value read, 1 to 100 (`0` and `0` reads 100).
 *
 * @example
 * ```ts
 * import type { PercentileRoll } from "@tt/dice";
 * const roll: PercentileRoll = { tens: 0, units: 7, value: 7 };
 * ```
 */
export interface PercentileRoll {
  /** The tens die's face, 0-9 (read as 00-90). */
  tens: number;
  /** The units die's face, 0-9. */
  units: number;
  /** The percentage read, 1-100. */
  value: number;
}

/**
 * Rolls percentile dice: two d10s, one read as tens and one as units; a double
 * zero reads 100. Every value 1-100 is equally likely.
 *
 * @param rng - the generator to draw from
 * @returns both faces and the value read
 * @throws {@link DiceError} `dice/invalid` for an `rng` that is not a generator
 * @example
 * ```ts
 * import { createRng, rollPercentile } from "@tt/dice";
 * const { tens, units, value } = rollPercentile(createRng(3));
 * ```
 */
export function rollPercentile(rng: Rng): PercentileRoll {
  const tens = checkRng(rng).int(0, 9);
  const units = rng.int(0, 9);
  const value = tens * 10 + units;
  return { tens, units, value: value === 0 ? 100 : value };
}

/**
 * Reads the face a person sees on a physical d10 (0-9) as the rules count it:
 * 0 counts as 10 (SYN-2.4). Useful when a player at a real table types in
 * what they rolled.
 *
 * @param face - the face shown, 0 to 9 (10 is accepted for dice printed 1-10)
 * @returns 1 to 10
 * @throws {@link DiceError} `dice/invalid` for anything else
 * @example
 * ```ts
 * import { readD10 } from "@tt/dice";
 * readD10(0); // 10
 * readD10(7); // 7
 * ```
 */
export function readD10(face: number): number {
  if (!Number.isInteger(face) || face < 0 || face > 10) {
    throw new DiceError("dice/invalid", `a d10 shows 0 to 9 (or 1 to 10), not ${excerpt(face)}`);
  }
  return face === 0 ? 10 : face;
}
