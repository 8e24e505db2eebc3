// Regressions of issue #17 (hardening every public boundary): each failure the issue found,
// and the others found while fixing them, as a typed DiceError with a stable code, leaving
// the caller's generator where it was.
import { describe, expect, it } from "vitest";
import {
  DiceError,
  MAX_DICE,
  createRng,
  distribution,
  distributionCounts,
  formatDice,
  parseDice,
  readD10,
  rollD10,
  rollD20,
  rollD6,
  rollDice,
  rollDie,
  rollPercentile,
  type DiceExpr,
  type Rng,
} from "@tt/dice";

/** The DiceError `run` throws; fails the test when it throws anything else or nothing. */
function diceError(run: () => unknown): DiceError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DiceError);
    return error as DiceError;
  }
  throw new Error("expected a DiceError");
}

describe("a generator that is not one", () => {
  it("rollDice('1d6', null) is dice/invalid, not a TypeError", () => {
    expect(diceError(() => rollDice("1d6", null as unknown as Rng)).code).toBe("dice/invalid");
  });

  it("every roll function checks its generator", () => {
    for (const roll of [(rng: Rng) => rollDie(6, rng), rollD6, rollD10, rollD20, rollPercentile]) {
      for (const junk of [null, undefined, 7, {}, { die: 1, int: 2 }]) {
        expect(diceError(() => roll(junk as unknown as Rng)).code).toBe("dice/invalid");
      }
    }
  });
});

describe("an expression changed after it was parsed or first used is checked again", () => {
  it("a count raised to 1e9 is refused with dice/limit, without drawing and without running out of memory", () => {
    const expr = parseDice("2d6");
    const rng = createRng(1);
    rollDice(expr, rng);
    distribution(expr);
    (expr.terms[0] as { count: number }).count = 1e9;
    const before = JSON.stringify(rng.getState());
    for (const use of [() => rollDice(expr, rng), () => distribution(expr), () => distributionCounts(expr), () => formatDice(expr)]) {
      expect(diceError(use)).toMatchObject({ code: "dice/limit", path: "terms" });
    }
    expect(JSON.stringify(rng.getState())).toBe(before);
  });

  it("sides over the limit and a broken selection are refused; a legal change is rolled as changed", () => {
    const expr = parseDice("4d6kh3");
    rollDice(expr, createRng(1));
    const term = expr.terms[0] as { sides: number; select?: { count: number } };
    term.sides = 1e6;
    expect(diceError(() => rollDice(expr, createRng(1)))).toMatchObject({ code: "dice/limit", path: "terms[0].sides" });
    term.sides = 8;
    term.select = { count: 9 } as never;
    expect(diceError(() => rollDice(expr, createRng(1)))).toMatchObject({ code: "dice/invalid", path: "terms[0].select.mode" });
    term.select = undefined;
    expect(rollDice(expr, createRng(1)).notation).toBe("4d8");
    expect(distributionCounts(expr).outcomes).toBe(4096n);
  });
});

describe("totals are exact", () => {
  it("a constant over 10^9 in an expression object is refused, as it is in notation, so no sum passes 2^53", () => {
    const huge: DiceExpr = {
      terms: [
        { type: "constant", sign: 1, value: 2 ** 53 - 1 },
        { type: "constant", sign: 1, value: 2 ** 53 - 1 },
      ],
    };
    for (const use of [() => rollDice(huge, createRng(1)), () => distribution(huge), () => formatDice(huge)]) {
      expect(diceError(use)).toMatchObject({ code: "dice/limit", path: "terms[0].value" });
    }
    expect(diceError(() => parseDice("9007199254740991+1")).code).toBe("dice/limit");
  });

  it("the largest totals the limits allow are exact", () => {
    const most = `${MAX_DICE}d10000+${Array(99).fill("1000000000").join("+")}`;
    const roll = rollDice(most, createRng(2));
    expect(Number.isSafeInteger(roll.total)).toBe(true);
    expect(roll.total).toBe(roll.terms.reduce((sum, term) => sum + term.value, 0));
  });
});

describe("type names are own properties only", () => {
  it('a term of type "constructor", "toString" or "__proto__" is dice/invalid at terms[0].type', () => {
    for (const type of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const expr = { terms: [{ type, sign: 1, count: 1, sides: 6 }] } as unknown as DiceExpr;
      for (const use of [() => rollDice(expr, createRng(1)), () => distribution(expr), () => formatDice(expr)]) {
        expect(diceError(use)).toMatchObject({ code: "dice/invalid", path: "terms[0].type" });
      }
    }
  });
});

describe("errors quote their input at a readable length", () => {
  it("a 100,000-digit number, a 1 MB notation, a 1 MB seed label", () => {
    const cases: (() => unknown)[] = [
      () => parseDice("1".repeat(100_000)),
      () => parseDice(`1d20000${" ".repeat(1_000_000)}`),
      () => parseDice(`1d6+${"x".repeat(1_000_000)}`),
      () => parseDice(`${"1d6+".repeat(200_000)}1`),
      () => createRng({ label: "x".repeat(1_000_000) } as unknown as string),
      () => readD10("9".repeat(1_000_000) as unknown as number),
    ];
    for (const run of cases) expect(diceError(run).message.length).toBeLessThan(300);
  });

  it("symbols, bigints and cyclic objects are quoted without a TypeError", () => {
    const cycle: Record<string, unknown> = {};
    cycle["self"] = cycle;
    const rng = createRng(1);
    for (const junk of [Symbol("x"), 3n, cycle]) {
      expect(diceError(() => rng.int(junk as never, 3)).code).toBe("dice/invalid");
      expect(diceError(() => rng.die(junk as never)).code).toBe("dice/invalid");
      expect(diceError(() => rng.stream(junk as never)).code).toBe("dice/invalid");
      expect(diceError(() => createRng(junk as never)).code).toBe("dice/invalid");
      expect(diceError(() => readD10(junk as never)).code).toBe("dice/invalid");
      expect(diceError(() => parseDice(junk as never)).code).toBe("dice/syntax");
    }
  });
});
