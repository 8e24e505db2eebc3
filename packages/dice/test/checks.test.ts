// restoreRng and rollDice check untrusted input by hand (src/_internal/checks.ts) so that
// using them does not bundle zod; these properties hold the hand-written checks to the
// published schemas: over random, mostly near-valid values both accept the same values, and
// the path the library reports is one the schema reports too.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceExprSchema, RngStateSchema } from "@tt/dice";
import { diceExprIssues, rngStateIssues } from "../src/_internal/checks";
import { formatJsonPath } from "@tt/internal";

/** Mostly valid values of a field, with the usual ways data goes wrong. */
const near = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 40, arbitrary: valid },
    fc.constant(undefined),
    fc.constant(null),
    fc.constant("3"),
    fc.constant(1.5),
    fc.constant(-1),
    fc.constant(2 ** 53),
    fc.integer({ min: -5, max: 2 ** 32 + 5 }),
  );

const word = fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(-1, 2 ** 32, 0.5, Number.NaN));
const rngState = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        schemaVersion: near(fc.constant(1)),
        algorithm: fc.constantFrom("sfc32", "sfc32", "sfc32", "xoshiro", 1),
        state: fc.oneof(
          { weight: 6, arbitrary: fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 4, maxLength: 4 }) },
          fc.array(word, { minLength: 3, maxLength: 5 }),
          fc.constant("words"),
        ),
      },
      { requiredKeys: ["algorithm", "state"] },
    ),
  },
  fc.anything(),
);

const sign = fc.constantFrom(1, -1, 1, -1, 1, -1, 1, -1, 0, "+");
const divisor = fc.option(fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(1_000_000_000, 1_000_000_000, 0, 1_000_000_001, 2.5)), { nil: undefined });
const select = fc.option(fc.record({ mode: fc.constantFrom("kh", "kl", "dh", "dl", "kh", "kl", "dh", "dl", "kx"), count: near(fc.integer({ min: 0, max: 6 })) }), { nil: undefined });
const term = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      { type: fc.constant("dice"), sign, count: near(fc.integer({ min: 1, max: 6 })), sides: near(fc.integer({ min: 1, max: 20 })), select, divisor },
      { requiredKeys: ["type", "sign", "count", "sides"] },
    ),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("percentile"), sign, count: near(fc.integer({ min: 1, max: 3 })), divisor }, { requiredKeys: ["type", "sign", "count"] }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("constant"), sign, value: near(fc.integer({ min: 0, max: 9 })), divisor }, { requiredKeys: ["type", "sign", "value"] }) },
  fc.record({ type: fc.constantFrom("die", 3), sign, count: fc.integer({ min: 1, max: 3 }) }),
  fc.anything(),
);
const diceExpr = fc.oneof({ weight: 8, arbitrary: fc.record({ terms: fc.array(term, { minLength: 0, maxLength: 3 }) }) }, fc.record({ terms: fc.anything() }), fc.anything());

/** The paths a failed safeParse names. */
function schemaPaths(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => formatJsonPath(issue.path));
}

describe("the hand-written checks agree with the schemas", () => {
  it("rngStateIssues accepts exactly what RngStateSchema accepts, at a path the schema names", () => {
    fc.assert(
      fc.property(rngState, (state) => {
        const issues = rngStateIssues(state);
        const parsed = RngStateSchema.safeParse(state);
        expect(issues.length === 0).toBe(parsed.success);
        if (issues.length > 0) expect(schemaPaths(parsed)).toContain(issues[0]!.path);
      }),
      { numRuns: 3000 },
    );
  });

  it("diceExprIssues accepts exactly what DiceExprSchema accepts (less selections of more dice than rolled), at a path the schema names", () => {
    fc.assert(
      fc.property(diceExpr, (expr) => {
        const issues = diceExprIssues(expr);
        const parsed = DiceExprSchema.safeParse(expr);
        const overSelects = issues.filter((issue) => issue.message.includes("selects more dice"));
        expect(issues.length === 0).toBe(parsed.success && overSelects.length === 0);
        const first = issues.find((issue) => !overSelects.includes(issue));
        if (first) expect(schemaPaths(parsed).some((path) => path === first.path || path.startsWith(`${first.path}.`) || path.startsWith(`${first.path}[`))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees at the edges the random values rarely reach: 100 and 101 terms, the largest divisor, 2^32 - 1", () => {
    const constant = { type: "constant", sign: 1, value: 1 };
    for (const expr of [{ terms: Array(100).fill(constant) }, { terms: Array(101).fill(constant) }, { terms: [{ ...constant, divisor: 1e9 }] }, { terms: [{ ...constant, divisor: 1e9 + 1 }] }]) {
      expect(diceExprIssues(expr).length === 0).toBe(DiceExprSchema.safeParse(expr).success);
    }
    for (const word of [0xffffffff, 2 ** 32]) {
      const state = { schemaVersion: 1, algorithm: "sfc32", state: [1, 2, 3, word] };
      expect(rngStateIssues(state).length === 0).toBe(RngStateSchema.safeParse(state).success);
    }
  });
});
