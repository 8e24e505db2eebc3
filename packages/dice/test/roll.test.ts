import { describe, expect, it } from "vitest";
import { DiceError, DiceRollSchema, createRng, distribution, parseDice, readD10, rollD10, rollD20, rollD6, rollDice, rollDie, rollPercentile } from "@tt/dice";

describe("rollDice", () => {
  it("returns a JSON record with the notation, every face, the kept faces and the total", () => {
    const roll = rollDice("4d6kh3+2", createRng(1));
    expect(DiceRollSchema.parse(roll)).toEqual(roll);
    expect(roll.notation).toBe("4d6kh3+2");
    const [dice, bonus] = roll.terms;
    expect(dice!.faces).toHaveLength(4);
    expect(dice!.kept).toHaveLength(3);
    const sorted = [...dice!.faces].sort((a, b) => b - a);
    expect(dice!.kept).toEqual(sorted.slice(0, 3));
    expect(dice!.value).toBe(sorted[0]! + sorted[1]! + sorted[2]!);
    expect(bonus).toEqual({ notation: "2", faces: [], kept: [], value: 2 });
    expect(roll.total).toBe(dice!.value + 2);
  });

  it("keeps and drops as the notation says", () => {
    const rng = createRng("keep");
    for (let i = 0; i < 200; i++) {
      const kl = rollDice("2d20kl1", rng).terms[0]!;
      expect(kl.kept).toEqual([Math.min(...kl.faces)]);
      const dl = rollDice("4d6dl1", rng).terms[0]!;
      const asc = [...dl.faces].sort((a, b) => a - b);
      expect([...dl.kept].sort((a, b) => a - b)).toEqual(asc.slice(1));
      const dh = rollDice("3d8dh1", rng).terms[0]!;
      expect(Math.max(...dh.kept)).toBeLessThanOrEqual(Math.max(...dh.faces));
      expect(dh.kept).toHaveLength(2);
    }
  });

  it("halves rounding down and subtracts negative terms", () => {
    const rng = createRng(4);
    for (let i = 0; i < 200; i++) {
      const half = rollDice("1d6/2", rng);
      expect(half.total).toBe(Math.floor(half.terms[0]!.faces[0]! / 2));
      const diff = rollDice("1d6-1d6", rng);
      expect(diff.total).toBe(diff.terms[0]!.faces[0]! - diff.terms[1]!.faces[0]!);
      expect(diff.terms[1]!.value).toBeLessThan(0);
    }
  });

  it("rolls percentile from two d10s: tens and units, 00 reads 100", () => {
    const rng = createRng("percent");
    let sawHundred = false;
    for (let i = 0; i < 5000; i++) {
      const term = rollDice("d%", rng).terms[0]!;
      const [tens, units] = term.digits![0]!;
      expect(tens).toBeGreaterThanOrEqual(0);
      expect(tens).toBeLessThanOrEqual(9);
      const read = tens * 10 + units;
      expect(term.faces[0]).toBe(read === 0 ? 100 : read);
      if (term.faces[0] === 100) sawHundred = true;
    }
    expect(sawHundred).toBe(true);
  });

  it("accepts a parsed expression and is deterministic for a seed", () => {
    const expr = parseDice("3d6+1");
    expect(rollDice(expr, createRng(5))).toEqual(rollDice("3d6+1", createRng(5)));
  });

  it("refuses bad notation and invalid expressions with typed errors", () => {
    expect(() => rollDice("2d", createRng(1))).toThrow(expect.objectContaining({ code: "dice/syntax" }));
    expect(() => rollDice({ terms: [] }, createRng(1))).toThrow(expect.objectContaining({ code: "dice/invalid" }));
    expect(() => rollDice({ terms: [{ type: "dice", sign: 1, count: 2, sides: 6, select: { mode: "kh", count: 3 } }] }, createRng(1))).toThrow(/terms\[0\]\.select/);
    expect(() => rollDice({ terms: [{ type: "dice", sign: 1, count: 2000, sides: 6 }] }, createRng(1))).toThrow(expect.objectContaining({ code: "dice/limit" }));
    expect(() => rollDice({ terms: [{ type: "dice", sign: 2, count: 2, sides: 6 }] } as never, createRng(1))).toThrow(/terms\[0\]\.sign/);
  });

  it("every roll lies in its distribution's support (seeded sweep over notations)", () => {
    const rng = createRng("support");
    for (const notation of ["2d6", "4d6kh3", "2d20kl1", "4d6dl1", "1d6/2", "d%", "3d4-2d6+5", "10d10", "1d1"]) {
      const support = new Set(distribution(notation).map((o) => o.value));
      for (let i = 0; i < 500; i++) expect(support.has(rollDice(notation, rng).total)).toBe(true);
    }
  });
});

describe("single dice", () => {
  it("SYN-2.4 the d10 reads 1-10: a face of 0 counts as 10", () => {
    const rng = createRng(10);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rollD10(rng));
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(readD10(0)).toBe(10);
    expect(readD10(3)).toBe(3);
    expect(readD10(10)).toBe(10);
    expect(() => readD10(11)).toThrow(DiceError);
    expect(() => readD10(-1)).toThrow(/0 to 9/);
  });

  it("rolls d6, d20 and dice of any number of sides within their faces", () => {
    const rng = createRng(6);
    for (let i = 0; i < 1000; i++) {
      const d6 = rollD6(rng);
      const d20 = rollD20(rng);
      const d7 = rollDie(7, rng);
      expect(d6 >= 1 && d6 <= 6 && d20 >= 1 && d20 <= 20 && d7 >= 1 && d7 <= 7).toBe(true);
    }
    expect(rollDie(1, rng)).toBe(1);
  });

  it("rolls percentile uniformly over 1-100", () => {
    const rng = createRng(100);
    const counts = new Array(101).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const { tens, units, value } = rollPercentile(rng);
      expect(value).toBe(tens * 10 + units === 0 ? 100 : tens * 10 + units);
      counts[value]++;
    }
    expect(counts[0]).toBe(0);
    for (let v = 1; v <= 100; v++) expect(Math.abs(counts[v] - 1000)).toBeLessThan(160);
  });
});

describe("keep and drop selection (property)", () => {
  it("kept faces are exactly the best (or worst) faces, in reading order, for pools of any size", async () => {
    const fc = (await import("fast-check")).default;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom("kh", "kl", "dh", "dl"), fc.nat(), fc.integer(), (n, sides, mode, k, seed) => {
        const count = k % (n + 1);
        const term = rollDice(`${n}d${sides}${mode}${count}`, createRng(seed)).terms[0]!;
        const highest = mode === "kh" || mode === "dl";
        const keep = mode === "kh" || mode === "kl" ? count : n - count;
        const expected = [...term.faces].sort((a, b) => (highest ? b - a : a - b)).slice(0, keep);
        expect(term.kept).toEqual(expected);
        expect(term.value).toBe(expected.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
