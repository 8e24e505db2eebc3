import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng, distribution, distributionCounts, parseDice, rollDice, type DiceExpr } from "@tt/dice";

/** Enumerates every way the dice can fall: the slow, obviously right answer. */
function bruteForce(n: number, s: number, pick: (faces: number[]) => number): Map<number, number> {
  const out = new Map<number, number>();
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    const v = pick(faces);
    out.set(v, (out.get(v) ?? 0) + 1);
    let i = 0;
    while (i < n && faces[i] === s) faces[i++] = 1;
    if (i === n) break;
    faces[i]!++;
  }
  return out;
}

function asMap(notation: string): Map<number, number> {
  return new Map(distributionCounts(notation).counts.map((c) => [c.value, Number(c.count)]));
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("distribution: exact values", () => {
  it("2d6 has the familiar 1..6..1 shape over 36 outcomes", () => {
    const { outcomes, counts } = distributionCounts("2d6");
    expect(outcomes).toBe(36n);
    expect(counts.map((c) => Number(c.count))).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(distribution("2d6").find((o) => o.value === 7)!.probability).toBe(6 / 36);
  });

  it("sorts by value and leaves out impossible totals", () => {
    const d = distribution(`${"1d6*0".replace("*0", "")}+10`);
    expect(d.map((o) => o.value)).toEqual([11, 12, 13, 14, 15, 16]);
    const half = distribution("1d6/2");
    expect(half).toEqual([
      { value: 0, probability: 1 / 6 },
      { value: 1, probability: 2 / 6 },
      { value: 2, probability: 2 / 6 },
      { value: 3, probability: 1 / 6 },
    ]);
  });

  it("4d6kh3 matches brute-force enumeration", () => {
    const top3 = (f: number[]) => sum([...f].sort((a, b) => b - a).slice(0, 3));
    expect(asMap("4d6kh3")).toEqual(bruteForce(4, 6, top3));
    expect(asMap("4d6dl1")).toEqual(bruteForce(4, 6, top3));
  });

  it("keep/drop of any small pool matches brute-force enumeration (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 6 }), fc.constantFrom("kh", "kl", "dh", "dl"), fc.nat(), (n, s, mode, k) => {
        const count = k % (n + 1);
        const keep = mode === "kh" || mode === "kl" ? count : n - count;
        const highest = mode === "kh" || mode === "dl";
        const pick = (f: number[]) => {
          const sorted = [...f].sort((a, b) => (highest ? b - a : a - b));
          return sum(sorted.slice(0, keep));
        };
        expect(asMap(`${n}d${s}${mode}${count}`)).toEqual(bruteForce(n, s, pick));
      }),
      { numRuns: 150 },
    );
  });

  it("percentile is uniform over 1-100, and differences subtract", () => {
    const d = distribution("d%");
    expect(d).toHaveLength(100);
    expect(d[0]).toEqual({ value: 1, probability: 0.01 });
    expect(d[99]).toEqual({ value: 100, probability: 0.01 });
    expect(asMap("1d6-1d6")).toEqual(bruteForce(2, 6, (f) => f[0]! - f[1]!));
  });

  it("counts stay exact beyond 2^53 outcomes (bigint)", () => {
    const { outcomes, counts } = distributionCounts("30d10");
    expect(outcomes).toBe(10n ** 30n);
    expect(counts[0]).toEqual({ value: 30, count: 1n });
    expect(counts.at(-1)).toEqual({ value: 300, count: 1n });
    expect(counts[1]).toEqual({ value: 31, count: 30n });
    expect(counts.reduce((a, c) => a + c.count, 0n)).toBe(outcomes);
    const p = distribution("30d10");
    expect(p[0]!.probability).toBe(1e-30);
  });

  it("gives finite probabilities even when the outcome count exceeds a double (1000d6)", () => {
    const d = distribution("1000d6");
    expect(d).toHaveLength(5001);
    expect(d.every((o) => Number.isFinite(o.probability))).toBe(true);
    expect(sum(d.map((o) => o.probability))).toBeCloseTo(1, 9);
  });

  it("accepts a parsed expression as well as notation", () => {
    expect(distribution(parseDice("3d6"))).toEqual(distribution("3d6"));
  });

  it("returns a fresh array each call, so callers may mutate it", () => {
    const a = distribution("2d6");
    a[0]!.probability = 99;
    expect(distribution("2d6")[0]!.probability).toBe(1 / 36);
  });

  it("refuses distributions too large to enumerate with dice/limit", () => {
    expect(() => distribution("1000d10000")).toThrow(expect.objectContaining({ code: "dice/limit" }));
    expect(() => distribution("2d6+")).toThrow(expect.objectContaining({ code: "dice/syntax" }));
  });
});

const exprArb: fc.Arbitrary<DiceExpr> = fc
  .array(
    fc.oneof(
      fc.record({
        type: fc.constant("dice" as const),
        sign: fc.constantFrom(1 as const, -1 as const),
        count: fc.integer({ min: 1, max: 6 }),
        sides: fc.integer({ min: 1, max: 12 }),
      }),
      fc.record({ type: fc.constant("constant" as const), sign: fc.constantFrom(1 as const, -1 as const), value: fc.integer({ min: 0, max: 20 }) }),
      fc.record({
        type: fc.constant("dice" as const),
        sign: fc.constant(1 as const),
        count: fc.constant(4),
        sides: fc.constant(6),
        select: fc.record({ mode: fc.constantFrom("kh" as const, "kl" as const, "dh" as const, "dl" as const), count: fc.integer({ min: 0, max: 4 }) }),
        divisor: fc.integer({ min: 1, max: 3 }),
      }),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((terms) => ({ terms }));

describe("distribution: laws", () => {
  it("probabilities sum to 1 and counts sum to the number of outcomes (property)", () => {
    fc.assert(
      fc.property(exprArb, (expr) => {
        const { outcomes, counts } = distributionCounts(expr);
        expect(counts.reduce((a, c) => a + c.count, 0n)).toBe(outcomes);
        expect(Math.abs(sum(distribution(expr).map((o) => o.probability)) - 1)).toBeLessThan(1e-12);
      }),
    );
  });

  it("every roll lies in the distribution's support (property)", () => {
    fc.assert(
      fc.property(exprArb, fc.integer(), (expr, seed) => {
        const support = new Set(distribution(expr).map((o) => o.value));
        const rng = createRng(seed);
        for (let i = 0; i < 20; i++) expect(support.has(rollDice(expr, rng).total)).toBe(true);
      }),
    );
  });

  it("a 100,000-roll frequency count of 2d6 matches the exact distribution within 1%", () => {
    const rng = createRng("frequency");
    const n = 100_000;
    const seen = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const t = rollDice("2d6", rng).total;
      seen.set(t, (seen.get(t) ?? 0) + 1);
    }
    for (const { value, probability } of distribution("2d6")) {
      expect(Math.abs((seen.get(value) ?? 0) / n - probability)).toBeLessThan(0.01);
    }
  });

  it("4d6kh3 rolled 100,000 times matches its exact distribution within 1%", () => {
    const rng = createRng("frequency kh");
    const n = 100_000;
    const seen = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const t = rollDice("4d6kh3", rng).total;
      seen.set(t, (seen.get(t) ?? 0) + 1);
    }
    for (const { value, probability } of distribution("4d6kh3")) {
      expect(Math.abs((seen.get(value) ?? 0) / n - probability)).toBeLessThan(0.01);
    }
  });
});
