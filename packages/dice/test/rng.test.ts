import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceError, RngStateSchema, createRng, restoreRng, type RngState } from "@tt/dice";

// Known answers produced by fixtures/sfc32-reference.c, a C implementation of
// PractRand's sfc32 (seeded from a 64-bit value, 12 outputs discarded).
const REFERENCE: [number, number[]][] = [
  [0, [1363572419, 145230303, 808754475, 4216505632, 947923937, 2491578854, 3964400089, 2091952393]],
  [1, [2012149540, 1872316204, 1707632675, 1779833415, 2026416846, 1661539736, 2729060721, 4156309426]],
  [42, [1264412219, 1947509147, 3919439299, 1251167922, 656401615, 478193053, 3278332503, 1360198844]],
  [123456789, [2176888116, 4144309790, 4018711931, 1886398192, 2805386562, 3058628330, 2029119481, 1404612097]],
  [0xdeadbeefcafe, [2917389191, 3116018889, 4090210562, 2100112303, 1784894158, 1132609828, 2390348401, 465820504]],
  [Number.MAX_SAFE_INTEGER, [3268402823, 2602357022, 3266425223, 182731693, 1903088272, 1586958750, 1240279877, 614940786]],
];

function take(rng: { next(): number }, n: number): number[] {
  return Array.from({ length: n }, () => rng.next());
}

describe("createRng: sfc32 known answers", () => {
  for (const [seed, expected] of REFERENCE) {
    it(`matches the reference outputs for seed ${seed}`, () => {
      expect(take(createRng(seed), 8)).toEqual(expected);
    });
  }

  it("matches the reference for a raw state (no warm-up)", () => {
    const rng = restoreRng({ schemaVersion: 1, algorithm: "sfc32", state: [1, 2, 3, 4] });
    expect(take(rng, 8)).toEqual([7, 34, 56623200, 188882296, 3431242869, 399395954, 785775158, 3843710725]);
  });

  it("gives every output as an unsigned 32-bit integer", () => {
    const rng = createRng("range");
    for (let i = 0; i < 10_000; i++) {
      const x = rng.next();
      expect(Number.isInteger(x) && x >= 0 && x <= 0xffffffff).toBe(true);
    }
  });
});

describe("seeds", () => {
  it("seeds from strings deterministically, different strings differently", () => {
    expect(take(createRng("Sherwood"), 4)).toEqual(take(createRng("Sherwood"), 4));
    expect(take(createRng("Sherwood"), 4)).not.toEqual(take(createRng("sherwood"), 4));
    expect(take(createRng(""), 4)).not.toEqual(take(createRng("\u0000"), 4));
  });

  it("pins the string hash so saved seeds keep their meaning across versions", () => {
    expect(take(createRng("tt"), 3)).toMatchInlineSnapshot(`
      [
        4085901977,
        251766195,
        3310314088,
      ]
    `);
  });

  it("treats negative integers as their 64-bit two's complement", () => {
    expect(take(createRng(-1), 3)).not.toEqual(take(createRng(1), 3));
  });

  it("refuses seeds that are not safe integers or strings", () => {
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 60]) {
      expect(() => createRng(bad)).toThrow(DiceError);
      try {
        createRng(bad);
      } catch (error) {
        expect((error as DiceError).code).toBe("dice/invalid");
      }
    }
    expect(() => createRng({} as unknown as string)).toThrow(/seed must be a safe integer or a string/);
  });
});

describe("state, clone, fork and stream", () => {
  it("restores a JSON state that continues the same sequence (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.nat(200), (seed, skip) => {
        const rng = createRng(seed);
        for (let i = 0; i < skip; i++) rng.next();
        const saved = JSON.parse(JSON.stringify(rng.getState())) as RngState;
        const restored = restoreRng(saved);
        expect(take(restored, 16)).toEqual(take(rng, 16));
      }),
    );
  });

  it("clones into an independent copy of the same sequence", () => {
    const rng = createRng(9);
    rng.next();
    const copy = rng.clone();
    expect(take(copy, 5)).toEqual(take(rng, 5));
    copy.next();
    expect(copy.getState()).not.toEqual(rng.getState());
  });

  it("getState returns a snapshot that later draws do not change", () => {
    const rng = createRng(3);
    const state = rng.getState();
    const copy = JSON.parse(JSON.stringify(state)) as typeof state;
    rng.next();
    expect(state).toEqual(copy);
    expect(RngStateSchema.safeParse(state).success).toBe(true);
  });

  it("fork advances the parent and gives a child with an unrelated sequence", () => {
    const rng = createRng(5);
    const before = rng.clone();
    const child = rng.fork();
    expect(rng.getState()).not.toEqual(before.getState());
    const parentOut = take(rng, 100);
    const childOut = take(child, 100);
    expect(new Set([...parentOut, ...childOut]).size).toBe(200);
  });

  it("stream(i) is deterministic, leaves the parent alone, and differs per index", () => {
    const rng = createRng("simulation");
    const state = rng.getState();
    const a = take(rng.stream(0), 8);
    expect(rng.getState()).toEqual(state);
    expect(take(rng.stream(0), 8)).toEqual(a);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(rng.stream(i).next());
    expect(seen.size).toBe(1000);
    expect(take(rng.stream(2 ** 40), 2)).not.toEqual(take(rng.stream(0), 2));
    expect(() => rng.stream(-1)).toThrow(/non-negative safe integer/);
  });

  it("streams are statistically independent: adjacent streams' first outputs are uncorrelated", () => {
    const rng = createRng(1);
    let agree = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const x = rng.stream(i).next() & 1;
      const y = rng.stream(i + 1).next() & 1;
      if (x === y) agree++;
    }
    // Independent fair bits agree half the time; 5 standard deviations is ~0.018.
    expect(Math.abs(agree / n - 0.5)).toBeLessThan(0.018);
  });
});

describe("int, die and float", () => {
  it("int stays within inclusive bounds and reaches both ends", () => {
    const rng = createRng(11);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.int(-3, 3);
      expect(x).toBeGreaterThanOrEqual(-3);
      expect(x).toBeLessThanOrEqual(3);
      seen.add(x);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(rng.int(5, 5)).toBe(5);
  });

  it("int has no modulo bias: a range of 3 * 2^30 is uniform, not skewed towards its first third", () => {
    // With `next() % range`, values below 2^30 would have two preimages and come up
    // half the time; unbiased sampling gives one third.
    const rng = createRng("bias");
    const n = 30_000;
    let low = 0;
    for (let i = 0; i < n; i++) if (rng.int(0, 3 * 2 ** 30 - 1) < 2 ** 30) low++;
    expect(Math.abs(low / n - 1 / 3)).toBeLessThan(0.015);
  });

  it("int handles ranges wider than 2^32 and up to 2^53", () => {
    const rng = createRng(2);
    for (let i = 0; i < 1000; i++) {
      const x = rng.int(0, 2 ** 40);
      expect(Number.isInteger(x) && x >= 0 && x <= 2 ** 40).toBe(true);
    }
    const wide = rng.int(-(2 ** 52), 2 ** 52 - 1);
    expect(Number.isSafeInteger(wide)).toBe(true);
  });

  it("int refuses empty or non-integer ranges with dice/invalid", () => {
    const rng = createRng(1);
    expect(() => rng.int(3, 2)).toThrow(/min <= max/);
    expect(() => rng.int(0.5, 2)).toThrow(DiceError);
    expect(() => rng.int(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toThrow(/exceeds 2\^53/);
  });

  it("die(s) rolls 1..s uniformly (chi-square on a d10)", () => {
    const rng = createRng(10);
    const counts = new Array(11).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[rng.die(10)]++;
    expect(counts[0]).toBe(0);
    const expected = n / 10;
    const chi = counts.slice(1).reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.88); // p = 0.001 with 9 degrees of freedom
    expect(() => rng.die(0)).toThrow(DiceError);
    expect(() => rng.die(2.5)).toThrow(/whole number of sides/);
  });

  it("float lies in [0, 1) with a mean near 1/2", () => {
    const rng = createRng(12);
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const x = rng.float();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
    }
    expect(Math.abs(sum / 10_000 - 0.5)).toBeLessThan(0.02);
  });
});

describe("restoreRng refuses corrupt states", () => {
  const cases: [string, unknown, RegExp][] = [
    ["a missing state", { schemaVersion: 1, algorithm: "sfc32" }, /at state/],
    ["a word out of range", { schemaVersion: 1, algorithm: "sfc32", state: [1, 2, 2 ** 32, 4] }, /at state\[2\]/],
    ["a fractional word", { schemaVersion: 1, algorithm: "sfc32", state: [1, 2.5, 3, 4] }, /at state\[1\]/],
    ["too few words", { schemaVersion: 1, algorithm: "sfc32", state: [1, 2, 3] }, /at state/],
    ["another algorithm", { schemaVersion: 1, algorithm: "mt19937", state: [1, 2, 3, 4] }, /at algorithm/],
    ["a future schema version", { schemaVersion: 2, algorithm: "sfc32", state: [1, 2, 3, 4] }, /schemaVersion 2 is not one this version of @tt\/dice can read/],
    ["null", null, /at \(root\)/],
  ];
  for (const [name, state, message] of cases) {
    it(`refuses ${name} with dice/state`, () => {
      let caught: unknown;
      try {
        restoreRng(state as RngState);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DiceError);
      expect((caught as DiceError).code).toBe("dice/state");
      expect((caught as DiceError).message).toMatch(message);
    });
  }
});
