import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { formatRange, parseRange, rangeContains, TableError, type IntRange } from "../src/index";

describe("parseRange reads labels as rulebooks print them", () => {
  it.each<[string, IntRange]>([
    ["0 or less", { min: null, max: 0 }],
    ["-1 or less", { min: null, max: -1 }],
    ["1-3", { min: 1, max: 3 }],
    ["2\u20133", { min: 2, max: 3 }],
    ["2\u20143", { min: 2, max: 3 }],
    ["7", { min: 7, max: 7 }],
    ["9 +", { min: 9, max: null }],
    ["12+", { min: 12, max: null }],
    ["16 or more", { min: 16, max: null }],
    ["< -5", { min: null, max: -6 }],
    ["> 41", { min: 42, max: null }],
    ["<= -5", { min: null, max: -5 }],
    ["\u2265 42", { min: 42, max: null }],
    ["-5 to -1", { min: -5, max: -1 }],
    ["-5--1", { min: -5, max: -1 }],
    ["\u20131 or less", { min: null, max: -1 }],
    ["\u22123", { min: -3, max: -3 }],
    ["2-", { min: null, max: 2 }],
    ["  10 -  12 ", { min: 10, max: 12 }],
    ["3 Or Lower", { min: null, max: 3 }],
    ["4 thru 6", { min: 4, max: 6 }],
    ["any", { min: null, max: null }],
    ["-0", { min: 0, max: 0 }],
  ])("%s", (label, expected) => {
    expect(parseRange(label)).toEqual(expected);
  });

  it("never produces Infinity, -0 or anything JSON cannot carry", () => {
    for (const label of ["0 or less", "9 +", "< -5", "> 41", "any", "-0"]) {
      const range = parseRange(label);
      expect(JSON.parse(JSON.stringify(range))).toEqual(range);
      expect(Object.is(range.min, -0) || Object.is(range.max, -0)).toBe(false);
    }
  });

  it.each(["", "abc", "1-3-5", "3-1", "1 to", "1.5", "one", "9 ++", "< ", "1e3", "99999999999999999999"])("refuses the malformed label %j with tables/range-label", (label) => {
    try {
      parseRange(label);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TableError);
      expect((error as TableError).code).toBe("tables/range-label");
      expect((error as TableError).message).toContain(`"${label}"`);
    }
  });

  it("explains an empty span", () => {
    expect(() => parseRange("3-1")).toThrow('Range label "3-1" is empty: 3 is greater than 1.');
  });

  it("formatRange and parseRange round-trip every range", () => {
    const bound = fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null });
    fc.assert(
      fc.property(bound, bound, (a, b) => {
        const range = a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b };
        expect(parseRange(formatRange(range))).toEqual(range);
      }),
    );
  });

  it("rangeContains agrees with the bounds", () => {
    const r = parseRange("4-6");
    expect([3, 4, 5, 6, 7].map((v) => rangeContains(r, v))).toEqual([false, true, true, true, false]);
    expect(rangeContains(parseRange("0 or less"), -100)).toBe(true);
  });

  it("formatRange refuses a range that is not one", () => {
    expect(() => formatRange({ min: 3, max: 1 })).toThrow(TableError);
    expect(() => formatRange({ min: Infinity, max: null })).toThrow(/safe integers or null/);
  });
});
