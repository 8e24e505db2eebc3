import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceError, DiceExprSchema, formatDice, parseDice, type DiceExpr } from "@tt/dice";

describe("parseDice", () => {
  it("reads NdS, dS and either case of d", () => {
    expect(parseDice("3d6")).toEqual({ terms: [{ type: "dice", sign: 1, count: 3, sides: 6 }] });
    expect(parseDice("d20")).toEqual({ terms: [{ type: "dice", sign: 1, count: 1, sides: 20 }] });
    expect(parseDice("2D10")).toEqual(parseDice("2d10"));
  });

  it("reads d% and Nd% as percentile rolls", () => {
    expect(parseDice("d%")).toEqual({ terms: [{ type: "percentile", sign: 1, count: 1 }] });
    expect(parseDice("2D%")).toEqual({ terms: [{ type: "percentile", sign: 1, count: 2 }] });
  });

  it("reads sums and differences of dice and constants, with spaces", () => {
    expect(parseDice("2d6 + 1d4 - 1")).toEqual({
      terms: [
        { type: "dice", sign: 1, count: 2, sides: 6 },
        { type: "dice", sign: 1, count: 1, sides: 4 },
        { type: "constant", sign: -1, value: 1 },
      ],
    });
    expect(parseDice("-1+d6").terms[0]).toEqual({ type: "constant", sign: -1, value: 1 });
    expect(parseDice("7")).toEqual({ terms: [{ type: "constant", sign: 1, value: 7 }] });
  });

  it("reads keep and drop, highest and lowest", () => {
    expect(parseDice("4d6kh3").terms[0]).toMatchObject({ select: { mode: "kh", count: 3 } });
    expect(parseDice("4d6k3").terms[0]).toMatchObject({ select: { mode: "kh", count: 3 } });
    expect(parseDice("2d20kl1").terms[0]).toMatchObject({ select: { mode: "kl", count: 1 } });
    expect(parseDice("4d6dl1").terms[0]).toMatchObject({ select: { mode: "dl", count: 1 } });
    expect(parseDice("4D6DH1").terms[0]).toMatchObject({ select: { mode: "dh", count: 1 } });
  });

  it("reads halving rounded down after a term (the Syndrome's 'half' result)", () => {
    expect(parseDice("1d6/2").terms[0]).toEqual({ type: "dice", sign: 1, count: 1, sides: 6, divisor: 2 });
    expect(parseDice("2d6 / 2 + 1").terms).toHaveLength(2);
  });

  it("returns plain JSON that the schema accepts", () => {
    const expr = parseDice("4d6kh3+d%-1d6/2+3");
    expect(JSON.parse(JSON.stringify(expr))).toEqual(expr);
    expect(DiceExprSchema.parse(expr)).toEqual(expr);
  });
});

describe("parseDice refuses malformed notation with dice/syntax and the position", () => {
  const cases: [string, number][] = [
    ["", 0],
    ["   ", 0],
    ["2d6+", 4],
    ["d", 1],
    ["2d", 2],
    ["3x", 1],
    ["2d6 3", 4],
    ["2d6++1", 4],
    ["4d6k", 4],
    ["4d6kx2", 4],
    ["4d6d", 4],
    ["4d6dz1", 4],
    ["1d6/", 4],
    ["1d6/x", 4],
    ["2d6)", 3],
    ["abc", 0],
  ];
  for (const [notation, position] of cases) {
    it(`"${notation}" fails at position ${position}`, () => {
      let caught: unknown;
      try {
        parseDice(notation);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DiceError);
      expect((caught as DiceError).code).toBe("dice/syntax");
      expect((caught as DiceError).position).toBe(position);
      expect((caught as DiceError).message).toContain(`position ${position}`);
    });
  }

  it("refuses a non-string", () => {
    expect(() => parseDice(42 as unknown as string)).toThrow(/must be a string/);
  });
});

describe("parseDice refuses absurd sizes with dice/limit", () => {
  it("more than 1000 dice, in one term or in all", () => {
    expect(() => parseDice("1001d6")).toThrow(expect.objectContaining({ code: "dice/limit" }));
    expect(() => parseDice("600d6+600d6")).toThrow(/1200 dice, over the limit of 1000/);
    expect(() => parseDice("501d%")).toThrow(/1002 dice/);
    expect(parseDice("1000d6").terms[0]).toMatchObject({ count: 1000 });
  });

  it("more than 10000 sides", () => {
    expect(() => parseDice("1d10001")).toThrow(expect.objectContaining({ code: "dice/limit" }));
    expect(parseDice("1d10000").terms[0]).toMatchObject({ sides: 10000 });
  });

  it("numbers too large to be meant", () => {
    expect(() => parseDice("1d6+99999999999")).toThrow(expect.objectContaining({ code: "dice/limit", position: 4 }));
    expect(() => parseDice("99999999999d6")).toThrow(expect.objectContaining({ code: "dice/limit" }));
  });
});

describe("parseDice refuses meaningless notation with dice/invalid", () => {
  it("zero dice, zero sides, division by zero, keeping more than rolled", () => {
    expect(() => parseDice("0d6")).toThrow(expect.objectContaining({ code: "dice/invalid", position: 0 }));
    expect(() => parseDice("1d0")).toThrow(expect.objectContaining({ code: "dice/invalid", position: 2 }));
    expect(() => parseDice("1d6/0")).toThrow(expect.objectContaining({ code: "dice/invalid" }));
    expect(() => parseDice("4d6kh5")).toThrow(/selects more dice than the 4 rolled/);
    expect(() => parseDice("2d6dl3")).toThrow(expect.objectContaining({ code: "dice/invalid" }));
  });
});

const termArb = fc.oneof(
  fc.record({
    type: fc.constant("dice" as const),
    sign: fc.constantFrom(1 as const, -1 as const),
    count: fc.integer({ min: 1, max: 20 }),
    sides: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ type: fc.constant("percentile" as const), sign: fc.constantFrom(1 as const, -1 as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ type: fc.constant("constant" as const), sign: fc.constantFrom(1 as const, -1 as const), value: fc.integer({ min: 0, max: 1000 }) }),
);

describe("formatDice", () => {
  it("writes canonical notation", () => {
    expect(formatDice(parseDice("D6 + 2D4 - 1"))).toBe("1d6+2d4-1");
    expect(formatDice(parseDice("4d6K3"))).toBe("4d6kh3");
    expect(formatDice(parseDice("-d%+1d6 / 2"))).toBe("-d%+1d6/2");
  });

  it("round-trips: parseDice(formatDice(e)) equals e (property)", () => {
    fc.assert(
      fc.property(fc.array(termArb, { minLength: 1, maxLength: 6 }), (terms) => {
        const expr: DiceExpr = { terms };
        expect(parseDice(formatDice(expr))).toEqual(expr);
      }),
    );
  });
});
