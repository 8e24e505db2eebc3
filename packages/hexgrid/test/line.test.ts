import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createLayout, hexDistance, hexLine, hexLineTrace, hexToPixel, type Hex } from "../src/index";
import { arbHex } from "./arbitraries";

const adjacentChain = (line: readonly Hex[]) => line.every((h, i) => i === 0 || hexDistance(line[i - 1]!, h) === 1);

describe("line drawing", () => {
  it("a line has distance + 1 hexes, from a to b, each adjacent to the next", () => {
    fc.assert(
      fc.property(arbHex(60), arbHex(60), (a, b) => {
        const line = hexLine(a, b);
        expect(line).toHaveLength(hexDistance(a, b) + 1);
        expect(line[0]).toEqual(a);
        expect(line.at(-1)).toEqual(b);
        expect(adjacentChain(line)).toBe(true);
        line.forEach((h, i) => {
          expect(hexDistance(a, h)).toBe(i);
        });
      }),
    );
  });
  it("a trace contains the line, and every hex of a step touches every hex of the next", () => {
    fc.assert(
      fc.property(arbHex(30), arbHex(30), (a, b) => {
        const trace = hexLineTrace(a, b);
        const line = hexLine(a, b);
        expect(trace).toHaveLength(line.length);
        trace.forEach((step, i) => {
          expect(step.index).toBe(i);
          expect(step.hexes.some((h) => h.q === line[i]!.q && h.r === line[i]!.r)).toBe(true);
          for (const h of step.hexes) expect(hexDistance(a, h)).toBe(i);
          if (step.hexes.length === 2) expect(hexDistance(step.hexes[0], step.hexes[1])).toBe(1);
          const next = trace[i + 1];
          if (next) for (const x of step.hexes) for (const y of next.hexes) expect(hexDistance(x, y)).toBe(1);
        });
        expect(adjacentChain(line)).toBe(true);
      }),
    );
  });
  it("reports a tie exactly where the line's sample point is equidistant from two hex centres", () => {
    const layout = createLayout({ size: 1 });
    fc.assert(
      fc.property(arbHex(8), arbHex(8), (a, b) => {
        const n = hexDistance(a, b);
        const pa = hexToPixel(layout, a);
        const pb = hexToPixel(layout, b);
        for (const step of hexLineTrace(a, b)) {
          const t = n === 0 ? 0 : step.index / n;
          const p = { x: pa.x + (pb.x - pa.x) * t, y: pa.y + (pb.y - pa.y) * t };
          const d = step.hexes.map((h) => Math.hypot(hexToPixel(layout, h).x - p.x, hexToPixel(layout, h).y - p.y));
          if (step.hexes.length === 2) {
            expect(hexDistance(step.hexes[0], step.hexes[1])).toBe(1);
            expect(Math.abs(d[0]! - d[1]!)).toBeLessThan(1e-9);
          }
        }
      }),
    );
  });
  it("ties (along a hexside) happen exactly on lines parallel to hexsides; other doubles cross a side's midpoint", () => {
    const layout = createLayout({ size: 1 });
    fc.assert(
      fc.property(arbHex(20), arbHex(20), (a, b) => {
        const dq = b.q - a.q;
        const dr = b.r - a.r;
        const ds = -dq - dr;
        const parallelToHexsides = a.q !== b.q || a.r !== b.r ? dq === dr || dr === ds || dq === ds : false;
        const trace = hexLineTrace(a, b);
        expect(trace.some((s) => s.along)).toBe(parallelToHexsides);
        const pa = hexToPixel(layout, a);
        const pb = hexToPixel(layout, b);
        for (const s of trace) {
          if (s.hexes.length !== 2 || s.along) continue;
          // A crossing double: the line meets x before y.
          const [x, y] = s.hexes.map((h) => hexToPixel(layout, h));
          const proj = (p: { x: number; y: number }) => (p.x - pa.x) * (pb.x - pa.x) + (p.y - pa.y) * (pb.y - pa.y);
          expect(proj(x!)).toBeLessThan(proj(y!));
        }
      }),
    );
  });
  it("(0,0) to (-1,4) crosses the side between (-1,2) and (0,2) at its midpoint, meeting both", () => {
    const step = hexLineTrace({ q: 0, r: 0 }, { q: -1, r: 4 })[2]!;
    expect(step.along).toBe(false);
    expect(step.hexes).toEqual([
      { q: -1, r: 2 },
      { q: 0, r: 2 },
    ]);
  });
});

describe("lines along a hexside", () => {
  it("(0,0) to (1,1) runs between (1,0) and (0,1) and reports both", () => {
    const trace = hexLineTrace({ q: 0, r: 0 }, { q: 1, r: 1 });
    expect(trace).toHaveLength(3);
    expect(trace[0]!.hexes).toEqual([{ q: 0, r: 0 }]);
    expect(new Set(trace[1]!.hexes.map((h) => `${h.q},${h.r}`))).toEqual(new Set(["1,0", "0,1"]));
    expect(trace[1]!.along).toBe(true);
    expect(trace[2]!.hexes).toEqual([{ q: 1, r: 1 }]);
  });
  it("(0,0) to (2,-1) runs between (1,-1) and (1,0)", () => {
    const trace = hexLineTrace({ q: 0, r: 0 }, { q: 2, r: -1 });
    expect(new Set(trace[1]!.hexes.map((h) => `${h.q},${h.r}`))).toEqual(new Set(["1,-1", "1,0"]));
  });
  it("a long line along hexsides alternates ties and single hexes", () => {
    const trace = hexLineTrace({ q: 0, r: 0 }, { q: 3, r: 3 });
    expect(trace.map((s) => s.hexes.length)).toEqual([1, 2, 1, 2, 1, 2, 1]);
    expect(trace[2]!.hexes).toEqual([{ q: 1, r: 1 }]);
  });
  it("every one of the six hexside directions gives ties", () => {
    for (const d of [
      { q: 2, r: -1 },
      { q: 1, r: -2 },
      { q: -1, r: -1 },
      { q: -2, r: 1 },
      { q: -1, r: 2 },
      { q: 1, r: 1 },
    ]) {
      const trace = hexLineTrace({ q: 5, r: 5 }, { q: 5 + 2 * d.q, r: 5 + 2 * d.r });
      expect(trace.map((s) => s.hexes.length)).toEqual([1, 2, 1, 2, 1]);
    }
  });
  it("a straight line down a row has no ties", () => {
    expect(hexLineTrace({ q: 0, r: 0 }, { q: 5, r: 0 }).every((s) => s.hexes.length === 1)).toBe(true);
    expect(hexLine({ q: 0, r: 0 }, { q: 0, r: 0 })).toEqual([{ q: 0, r: 0 }]);
  });
});
