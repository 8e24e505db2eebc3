import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OFFSET_LAYOUTS, hexDistance, hexToOffset, offsetOrientation, offsetToHex } from "../src/index";
import { arbHex } from "./arbitraries";

describe("offset coordinates", () => {
  it("round-trip in all four layouts, both ways", () => {
    fc.assert(
      fc.property(arbHex(1000), fc.constantFrom(...OFFSET_LAYOUTS), (h, layout) => {
        expect(offsetToHex(hexToOffset(h, layout), layout)).toEqual(h);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(...OFFSET_LAYOUTS), (col, row, layout) => {
        expect(hexToOffset(offsetToHex({ col, row }, layout), layout)).toEqual({ col, row });
      }),
    );
  });
  it("shoves the right rows or columns", () => {
    // odd-r: row 1 is shoved right, so (0,1) sits between (0,0) and (1,0).
    expect(hexDistance(offsetToHex({ col: 0, row: 1 }, "odd-r"), offsetToHex({ col: 1, row: 0 }, "odd-r"))).toBe(1);
    expect(hexDistance(offsetToHex({ col: 0, row: 1 }, "even-r"), offsetToHex({ col: 1, row: 0 }, "even-r"))).toBe(2);
    expect(hexDistance(offsetToHex({ col: 1, row: 1 }, "odd-q"), offsetToHex({ col: 0, row: 2 }, "odd-q"))).toBe(1);
    expect(hexDistance(offsetToHex({ col: 1, row: 0 }, "even-q"), offsetToHex({ col: 0, row: 0 }, "even-q"))).toBe(1);
    expect(offsetToHex({ col: 2, row: 3 }, "odd-r")).toEqual({ q: 1, r: 3 });
    expect(offsetOrientation("odd-r")).toBe("pointy");
    expect(offsetOrientation("even-q")).toBe("flat");
  });
  it("keeps neighbours in the same printed row or column adjacent", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.constantFrom(...OFFSET_LAYOUTS), (col, row, layout) => {
        const a = offsetToHex({ col, row }, layout);
        const along = layout.endsWith("r") ? { col: col + 1, row } : { col, row: row + 1 };
        expect(hexDistance(a, offsetToHex(along, layout))).toBe(1);
      }),
    );
  });
});
