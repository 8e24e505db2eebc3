import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { add, multiply, toFraction, toNumber } from "../src/_internal/fraction";
import { type Game, outcomeOdds } from "../src/index";

/** Roll `dice` d`sides` one after the other, then decide again: the state is the list of faces. */
function rolls(sides: number, dice: number): Game<{ faces: number[]; rolling: boolean }, "roll" | "stop", number, object, string> {
  const outcomes = Array.from({ length: sides }, (_, index) => ({ outcome: index + 1, probability: 1 / sides }));
  return {
    id: "rolls",
    version: "1",
    optionsSchema: z.object({}),
    setup: () => ({ faces: [], rolling: false }),
    next: (state) =>
      state.rolling
        ? { kind: "chance", purpose: `d${sides}`, outcomes }
        : state.faces.length > 0
          ? { kind: "over", result: "done" }
          : { kind: "decision", player: "p1", prompt: "roll?", actions: ["roll", "stop"] },
    apply: (state, input) =>
      input === "roll"
        ? { state: { faces: [], rolling: true }, events: [] }
        : input === "stop"
          ? { state: { faces: [0], rolling: false }, events: [] }
          : { state: { faces: [...state.faces, input as number], rolling: state.faces.length + 1 < dice }, events: [] },
  };
}

describe("outcomeOdds is exact", () => {
  it("a certain result has probability exactly 1, not a sum of ten 0.1s (0.9999999999999999)", () => {
    const d10 = rolls(10, 1);
    let floatSum = 0;
    for (let face = 0; face < 10; face++) floatSum += 0.1;
    expect(floatSum).not.toBe(1);
    const odds = outcomeOdds(d10, d10.setup({}), "roll", { key: () => "rolled" });
    expect(odds.entries).toEqual([expect.objectContaining({ key: "rolled", probability: 1 })]);
  });

  it("seven faces of a d10 merge into exactly 0.7 and three into 0.3", () => {
    const d10 = rolls(10, 1);
    const odds = outcomeOdds(d10, d10.setup({}), "roll", { key: (state) => (state.faces[0]! <= 7 ? "low" : "high") });
    expect(odds.entries.map((entry) => [entry.key, entry.probability])).toEqual([
      ["low", 0.7],
      ["high", 0.3],
    ]);
  });

  it("products and sums over paths are the correctly rounded fractions: three d6 summed give count/216", () => {
    const game = rolls(6, 3);
    const odds = outcomeOdds(game, game.setup({}), "roll", { key: (state) => String(state.faces.reduce((sum, face) => sum + face, 0)) });
    const counts = new Map<number, number>();
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) counts.set(a + b + c, (counts.get(a + b + c) ?? 0) + 1);
    expect(odds.entries).toHaveLength(16);
    for (const entry of odds.entries) expect(entry.probability).toBe(counts.get(Number(entry.key))! / 216);
  });

  it("refuses a chance outcome whose probability is not finite", () => {
    const game = rolls(6, 1);
    const broken: typeof game = { ...game, next: (state) => (state.rolling ? { kind: "chance", purpose: "d6", outcomes: [{ outcome: 1, probability: Number.POSITIVE_INFINITY }] } : game.next(state)) };
    expect(() => outcomeOdds(broken, broken.setup({}), "roll")).toThrow(expect.objectContaining({ code: "engine/invalid-argument" }));
  });
});

/** x as m / 2^e exactly. */
function binary(x: number): { n: bigint; d: bigint } {
  let exponent = 0;
  while (!Number.isInteger(x)) {
    x *= 2;
    exponent++;
  }
  return { n: BigInt(x), d: 1n << BigInt(exponent) };
}

/** The next double below (-1) or above (+1) a positive double. */
function neighbourOf(x: number, direction: -1 | 1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(direction));
  return view.getFloat64(0);
}

describe("exact fractions (internal)", () => {
  it("recovers a / b from its rounding whenever b < 2^26", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 26 - 1 }), fc.integer({ min: 1, max: 2 ** 26 - 1 }), (x, y) => {
        const [a, b] = x <= y ? [x, y] : [y, x];
        const fraction = toFraction(a / b);
        expect(Number(fraction.n) / Number(fraction.d)).toBe(a / b);
        expect(fraction.n * BigInt(b)).toBe(BigInt(a) * fraction.d);
      }),
      { numRuns: 2000 },
    );
  });

  it("gives a fraction that rounds to p for any probability, down to the smallest double", () => {
    for (const p of [Number.MIN_VALUE, 2 ** -600, Math.PI / 4, 1 - 2 ** -53, 0.1, 1]) expect(toNumber(toFraction(p))).toBe(p);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        expect(toNumber(toFraction(p))).toBe(p);
      }),
    );
  });

  it("rounds a fraction of huge integers correctly, ties to even", () => {
    const big = 1n << 300n;
    expect(toNumber({ n: big, d: 3n * big })).toBe(1 / 3);
    // 1 + 2^-53 lies exactly half-way between 1 and the next double: ties go to the even 1.
    expect(toNumber({ n: ((1n << 53n) + 1n) << 250n, d: 1n << 303n })).toBe(1);
    // Just above the tie rounds up, though the excess is far below the 64 bits kept.
    expect(toNumber({ n: (((1n << 53n) + 1n) << 250n) + 1n, d: 1n << 303n })).toBe(1 + 2 ** -52);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1n << 200n }), fc.bigInt({ min: 1n, max: 1n << 200n }), (n, d) => {
        const value = toNumber({ n, d });
        // value is the double nearest n/d: no neighbouring double is closer.
        const distance = (x: number) => {
          const { n: m, d: e } = binary(x);
          const difference = n * e - m * d;
          return { n: difference < 0n ? -difference : difference, d: d * e };
        };
        const here = distance(value);
        for (const neighbour of [neighbourOf(value, -1), neighbourOf(value, 1)]) {
          const there = distance(neighbour);
          expect(here.n * there.d <= there.n * here.d).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("adds and multiplies in lowest terms", () => {
    expect(add({ n: 1n, d: 6n }, { n: 1n, d: 3n })).toEqual({ n: 1n, d: 2n });
    expect(multiply({ n: 2n, d: 3n }, { n: 3n, d: 4n })).toEqual({ n: 1n, d: 2n });
  });
});
