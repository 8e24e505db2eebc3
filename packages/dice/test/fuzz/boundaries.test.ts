// Every public function of @tt/dice on junk (issue #17): a DiceError with a stable code and a
// readable message, or a valid result; in bounded time; its inputs unchanged; and a generator
// that a throwing call was handed exactly where it was.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { junk, junkNumber, junkString, mustBeTyped, orJunk, snapshot } from "../../../../test-support/fuzz";
import {
  DICE_ERROR_CODES,
  DiceError,
  DiceRollSchema,
  MAX_DICE,
  MAX_SIDES,
  createRng,
  distribution,
  distributionCounts,
  formatDice,
  parseDice,
  readD10,
  restoreRng,
  rollD10,
  rollD20,
  rollD6,
  rollDice,
  rollDie,
  rollPercentile,
  type DiceExpr,
  type Rng,
} from "../../src/index";

const typed = <T>(call: () => T, inputs: readonly unknown[] = []) => mustBeTyped(call, DiceError, DICE_ERROR_CODES, inputs);

/** Mostly small, valid values of a field, with the usual ways data goes wrong. */
const field = (valid: fc.Arbitrary<unknown>) => orJunk(valid, 5);
const term = fc.oneof(
  fc.record(
    {
      type: fc.constant("dice"),
      sign: field(fc.constantFrom(1, -1)),
      count: field(fc.integer({ min: 1, max: 8 })),
      sides: field(fc.integer({ min: 1, max: 20 })),
      select: fc.option(fc.record({ mode: field(fc.constantFrom("kh", "kl", "dh", "dl")), count: field(fc.integer({ min: 0, max: 8 })) }), { nil: undefined }),
      divisor: fc.option(field(fc.integer({ min: 1, max: 4 })), { nil: undefined }),
    },
    { requiredKeys: ["type", "sign", "count", "sides"] },
  ),
  fc.record({ type: fc.constant("percentile"), sign: field(fc.constantFrom(1, -1)), count: field(fc.integer({ min: 1, max: 3 })) }),
  fc.record({ type: fc.constant("constant"), sign: field(fc.constantFrom(1, -1)), value: field(fc.integer({ min: 0, max: 1e9 + 1 })) }),
  fc.record({ type: junkString, sign: fc.constant(1), count: fc.constant(1), sides: fc.constant(6) }),
  junk,
);
const expression = fc.oneof({ weight: 6, arbitrary: fc.record({ terms: fc.array(term, { maxLength: 4 }) }) }, fc.record({ terms: junk }), junk);
const notation = fc.oneof(
  // Small dice (exact distributions of a few milliseconds), sides over the limit, huge numbers.
  fc.stringMatching(/^[ ]?[+-]?(\d{0,2}[dD](\d{1,2}|1\d{4}|%)([kd][hl]?\d{0,2})?|\d{1,11})(\/\d{1,2})?([ ]?[+-][ ]?\d{0,1}d\d{1,2})?$/),
  junkString,
);

/** Checks a roll's record against the expression's own arithmetic. */
function checkRoll(roll: ReturnType<typeof rollDice>): void {
  expect(DiceRollSchema.safeParse(roll).success).toBe(true);
  expect(roll.total).toBe(roll.terms.reduce((sum, t) => sum + t.value, 0));
  expect(Number.isSafeInteger(roll.total)).toBe(true);
}

describe("fuzz: @tt/dice's public functions on junk", () => {
  it("rollDice, distribution, distributionCounts, formatDice: a DiceError or a valid result, the generator unchanged by a throw", () => {
    fc.assert(
      fc.property(fc.oneof(expression, notation), fc.integer(), (input, seed) => {
        const rng = createRng(seed);
        const state = snapshot(rng.getState());
        const rolled = typed(() => rollDice(input as DiceExpr, rng), [input]);
        if (rolled.ok) checkRoll(rolled.value);
        else expect(snapshot(rng.getState())).toBe(state);
        const formatted = typed(() => formatDice(input as DiceExpr), [input]);
        if (formatted.ok) expect(formatDice(parseDice(formatted.value))).toBe(formatted.value);
        const odds = typed(() => distribution(input as DiceExpr), [input]);
        if (odds.ok) expect(odds.value.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 9);
        typed(() => distributionCounts(input as DiceExpr), [input]);
        // Each of them accepts or refuses the same expressions (an exact distribution may be too large to compute).
        expect(rolled.ok).toBe(formatted.ok);
        if (rolled.ok && !odds.ok) expect(odds.error.code).toBe("dice/limit");
      }),
      { numRuns: 800 },
    );
  });

  it("an expression changed after it was used is checked again: the change is rolled, or refused without drawing", () => {
    fc.assert(
      fc.property(fc.constantFrom("2d6", "4d6kh3", "d%", "3d8dl1/2+5", "1d10-1"), fc.constantFrom("count", "sides", "value", "divisor", "sign", "select", "type"), junk, (text, key, value) => {
        const expr = parseDice(text);
        const rng = createRng(1);
        rollDice(expr, rng);
        distribution(expr);
        (expr.terms[0] as Record<string, unknown>)[key] = value;
        const state = snapshot(rng.getState());
        const rolled = typed(() => rollDice(expr, rng), [expr]);
        if (rolled.ok) {
          checkRoll(rolled.value);
          expect(rolled.value.notation).toBe(formatDice(expr));
        } else expect(snapshot(rng.getState())).toBe(state);
        typed(() => distributionCounts(expr), [expr]);
      }),
      { numRuns: 500 },
    );
  });

  it("the limits hold for expression objects as they do for notation", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (count, sides) => {
        const expr: DiceExpr = { terms: [{ type: "dice", sign: 1, count, sides }] };
        const within = count <= MAX_DICE && sides <= MAX_SIDES;
        const rolled = typed(() => rollDice(expr, createRng(1)), [expr]);
        expect(rolled.ok).toBe(within);
        if (!rolled.ok) expect(rolled.error.code).toBe("dice/limit");
      }),
      { numRuns: 300 },
    );
  });

  it("the single-die rolls, readD10 and the generator's methods", () => {
    const rolls = [(rng: Rng) => rollDie(6, rng), rollD6, rollD10, rollD20, (rng: Rng) => rollPercentile(rng).value];
    fc.assert(
      fc.property(fc.oneof(junk, fc.constant(createRng(3))), junk, junkNumber, junkNumber, (rng, value, min, max) => {
        for (const roll of rolls) {
          const rolled = typed(() => roll(rng as Rng));
          if (rolled.ok) expect(Number.isInteger(rolled.value)).toBe(true);
        }
        const read = typed(() => readD10(value as number), [value]);
        if (read.ok) expect(read.value).toBeGreaterThanOrEqual(1);
        const real = createRng(7);
        for (const call of [
          () => real.int(min, max),
          () => real.int(value as number, 3),
          () => real.die(value as number),
          () => real.die(min),
          () => real.stream(value as number),
        ] as (() => unknown)[]) {
          const state = snapshot(real.getState());
          const result = typed(call);
          if (!result.ok) expect(snapshot(real.getState())).toBe(state);
        }
        const int = typed(() => real.int(min, max));
        if (int.ok) expect(int.value >= min && int.value <= max).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("createRng and restoreRng", () => {
    const state = fc.oneof(
      fc.record({ schemaVersion: orJunk(fc.constant(1)), algorithm: orJunk(fc.constant("sfc32")), state: orJunk(fc.array(orJunk(fc.nat({ max: 0xffffffff })), { minLength: 4, maxLength: 4 })) }),
      junk,
    );
    fc.assert(
      fc.property(junk, state, (seed, saved) => {
        const made = typed(() => createRng(seed as number), [seed]);
        if (made.ok) expect(Number.isInteger(made.value.next())).toBe(true);
        const restored = typed(() => restoreRng(saved as never), [saved]);
        if (restored.ok) expect(restored.value.getState().state).toEqual((saved as { state: number[] }).state.map((word) => word + 0));
      }),
      { numRuns: 500 },
    );
  });
});

describe("fuzz: exact distributions near their limit", () => {
  it("are refused up front or computed within the call budget", () => {
    for (const notation of ["1000d10000", "1000d6", "100d100", "10d20kl3", "1000d10000kh1000", "500d%", "99d999", "20d20dl19"]) {
      const odds = typed(() => distributionCounts(notation));
      if (!odds.ok) expect(odds.error.code).toBe("dice/limit");
    }
  });
});
