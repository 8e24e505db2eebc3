import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createLayout, hexBounds, hexCorners, hexDistance, hexNeighbor, hexSvgPath, hexSvgPoints, hexToPixel, hexsideBetween, hexsideSvgPath, pixelToHex, type Direction } from "../src/index";
import { arbHex } from "./arbitraries";

const arbLayout = fc
  .record({
    orientation: fc.constantFrom("pointy" as const, "flat" as const),
    sx: fc.double({ min: 0.5, max: 100, noNaN: true }),
    sy: fc.double({ min: 0.5, max: 100, noNaN: true }),
    x: fc.double({ min: -1000, max: 1000, noNaN: true }),
    y: fc.double({ min: -1000, max: 1000, noNaN: true }),
  })
  .map((o) => createLayout({ orientation: o.orientation, size: { x: o.sx, y: o.sy }, origin: { x: o.x, y: o.y } }));

describe("layouts", () => {
  it("pixel to hex inverts hex to pixel", () => {
    fc.assert(
      fc.property(arbLayout, arbHex(500), (layout, h) => {
        expect(pixelToHex(layout, hexToPixel(layout, h))).toEqual(h);
      }),
    );
  });
  it("every point strictly inside a hex's polygon maps back to that hex", () => {
    fc.assert(
      fc.property(arbLayout, arbHex(100), fc.integer({ min: 0, max: 5 }), fc.double({ min: 0, max: 0.98, noNaN: true }), fc.double({ min: 0, max: 0.98, noNaN: true }), (layout, h, i, u, v) => {
        // A point in the triangle centre - corner i - corner i+1, shrunk slightly.
        fc.pre(u + v < 0.98);
        const c = hexToPixel(layout, h);
        const corners = hexCorners(layout, h);
        const a = corners[i]!;
        const b = corners[(i + 1) % 6]!;
        const p = { x: c.x + u * (a.x - c.x) + v * (b.x - c.x), y: c.y + u * (a.y - c.y) + v * (b.y - c.y) };
        expect(pixelToHex(layout, p)).toEqual(h);
      }),
    );
  });
  it("neighbouring centres are the right distance apart in both orientations", () => {
    for (const orientation of ["pointy", "flat"] as const) {
      const layout = createLayout({ orientation, size: 10 });
      for (let d = 0; d < 6; d++) {
        const a = hexToPixel(layout, { q: 0, r: 0 });
        const b = hexToPixel(layout, hexNeighbor({ q: 0, r: 0 }, d as Direction));
        expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(10 * Math.sqrt(3), 9);
      }
    }
    // Pointy: direction 0 is east; flat: direction 2 is north (screen y grows down).
    expect(hexToPixel(createLayout({ orientation: "pointy", size: 10 }), { q: 1, r: 0 }).y).toBe(0);
    expect(hexToPixel(createLayout({ orientation: "flat", size: 10 }), { q: 0, r: -1 }).x).toBe(0);
    expect(hexToPixel(createLayout({ orientation: "flat", size: 10 }), { q: 0, r: -1 }).y).toBeLessThan(0);
  });
  it("pointy hexes have a corner on top, flat hexes a side", () => {
    const pointy = hexCorners(createLayout({ orientation: "pointy", size: 10 }), { q: 0, r: 0 });
    expect(Math.min(...pointy.map((p) => p.y))).toBeCloseTo(-10, 9);
    const flat = hexCorners(createLayout({ orientation: "flat", size: 10 }), { q: 0, r: 0 });
    expect(Math.min(...flat.map((p) => p.y))).toBeCloseTo(-5 * Math.sqrt(3), 9);
  });
  it("writes SVG paths, polygon points and bounds", () => {
    const layout = createLayout({ orientation: "flat", size: 10 });
    expect(hexSvgPath(layout, { q: 0, r: 0 })).toBe("M5 8.66L10 0L5 -8.66L-5 -8.66L-10 0L-5 8.66Z");
    expect(
      hexSvgPath(layout, [
        { q: 0, r: 0 },
        { q: 1, r: 0 },
      ]).match(/Z/g),
    ).toHaveLength(2);
    expect(hexSvgPoints(layout, { q: 0, r: 0 })).toBe("5,8.66 10,0 5,-8.66 -5,-8.66 -10,0 -5,8.66");
    expect(hexsideSvgPath(layout, hexsideBetween({ q: 0, r: 0 }, { q: 0, r: -1 }))).toBe("M5 -8.66L-5 -8.66");
    const b = hexBounds(layout, [{ q: 0, r: 0 }], 1);
    expect(b.x).toBeCloseTo(-11, 9);
    expect(b.width).toBeCloseTo(22, 9);
    expect(hexBounds(layout, [])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
  it("rejects bad sizes", () => {
    expect(() => createLayout({ size: 0 })).toThrowError(expect.objectContaining({ code: "hexgrid/bad-argument" }));
    expect(hexDistance(pixelToHex(createLayout(), { x: 0, y: 0 }), { q: 0, r: 0 })).toBe(0);
  });
});
