import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createLayout,
  hexCorners,
  hexNeighbor,
  hexsideBetween,
  hexsideEndpoints,
  hexsideEquals,
  hexsideFromKey,
  hexsideHexes,
  hexsideIntKey,
  hexsideKey,
  hexsideOf,
  hexsidesOf,
  type Direction,
} from "../src/index";
import { arbHex } from "./arbitraries";

const arbDir = fc.integer({ min: 0, max: 5 }).map((d) => d as Direction);

describe("hexsides", () => {
  it("the side between two adjacent hexes is the same from either side, with stable keys", () => {
    fc.assert(
      fc.property(arbHex(1000), arbDir, (h, d) => {
        const n = hexNeighbor(h, d);
        const ab = hexsideBetween(h, n);
        const ba = hexsideBetween(n, h);
        expect(hexsideEquals(ab, ba)).toBe(true);
        expect(hexsideKey(ab)).toBe(hexsideKey(ba));
        expect(hexsideIntKey(ab)).toBe(hexsideIntKey(ba));
        expect(hexsideFromKey(hexsideKey(ab))).toEqual(ab);
        expect(new Set(hexsideHexes(ab).map((x) => `${x.q},${x.r}`))).toEqual(new Set([`${h.q},${h.r}`, `${n.q},${n.r}`]));
        expect(ab.direction).toBeLessThan(3);
        expect(hexsideOf(h, d)).toEqual(ab);
      }),
    );
  });
  it("a hex's six sides are distinct and match its neighbours' sides", () => {
    fc.assert(
      fc.property(arbHex(), (h) => {
        const sides = hexsidesOf(h);
        expect(new Set(sides.map(hexsideKey)).size).toBe(6);
        sides.forEach((s, d) => {
          expect(hexsideEquals(s, hexsidesOf(hexNeighbor(h, d as Direction))[(d + 3) % 6]!)).toBe(true);
        });
      }),
    );
  });
  it("rejects hexes that are not adjacent and malformed keys", () => {
    expect(() => hexsideBetween({ q: 0, r: 0 }, { q: 2, r: 0 })).toThrowError(expect.objectContaining({ code: "hexgrid/not-adjacent", message: "hexes 0,0 and 2,0 are not adjacent" }));
    expect(() => hexsideFromKey("0,0-1,0")).toThrowError(expect.objectContaining({ code: "hexgrid/bad-key" }));
    expect(hexsideFromKey("1,-1|0,0")).toEqual({ hex: { q: 0, r: 0 }, direction: 1 });
  });
  it("a hexside's end points are the two corners both hexes share", () => {
    for (const orientation of ["pointy", "flat"] as const) {
      const layout = createLayout({ orientation, size: 10, origin: { x: 3, y: 7 } });
      fc.assert(
        fc.property(arbHex(20), arbDir, (h, d) => {
          const n = hexNeighbor(h, d);
          const ends = hexsideEndpoints(layout, hexsideBetween(h, n));
          const near = (p: { x: number; y: number }, qs: { x: number; y: number }[]) => qs.some((c) => Math.hypot(c.x - p.x, c.y - p.y) < 1e-9);
          for (const e of ends) {
            expect(near(e, hexCorners(layout, h))).toBe(true);
            expect(near(e, hexCorners(layout, n))).toBe(true);
          }
        }),
      );
    }
  });
});
