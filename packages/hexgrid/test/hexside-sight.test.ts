import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HEX_DIRECTIONS,
  fieldOfViewFromHexside,
  hexDistance,
  hexKey,
  hexNeighbor,
  hexRange,
  inFrontOfHexside,
  lineOfSight,
  lineOfSightFromHexside,
  parseHexMap,
  type Direction,
  type Hex,
  type SightElement,
} from "../src/index";
import { arbHex, hexgridError } from "./arbitraries";

// Brute-force oracle: cube coordinates scaled by 6, where the plain dot product
// is proportional to the Euclidean one, and the separating-axis test over every
// hex near the line.
type V = [number, number, number];
const cube = (q: number, r: number): V => [q, r, -q - r];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dirs = HEX_DIRECTIONS.map((d) => cube(d.q, d.r));
/** The six corners of hex h, sixfold: the centroids of h and two adjacent neighbours. */
const corners = (h: Hex): V[] =>
  dirs.map((d, k) => {
    const e = dirs[(k + 1) % 6]!;
    const c = cube(6 * h.q, 6 * h.r);
    return [c[0] + 2 * (d[0] + e[0]), c[1] + 2 * (d[1] + e[1]), c[2] + 2 * (d[2] + e[2])];
  });

/** How the segment m-t meets hex h: "open" (enters it), "closed" (only touches it) or undefined. */
function oracleMeet(m: V, t: V, h: Hex): "open" | "closed" | undefined {
  const seg = sub(t, m);
  const normal: V = [seg[1] - seg[2], seg[2] - seg[0], seg[0] - seg[1]];
  const axes: V[] = [dirs[0]!, dirs[1]!, dirs[2]!, normal];
  const cs = corners(h);
  let open = true;
  for (const axis of axes) {
    const hp = cs.map((c) => dot(c, axis));
    const lo = Math.min(...hp);
    const hi = Math.max(...hp);
    const a = Math.min(dot(m, axis), dot(t, axis));
    const b = Math.max(dot(m, axis), dot(t, axis));
    if (b < lo || a > hi) return undefined;
    if (!(b > lo && a < hi)) open = false;
  }
  return open ? "open" : "closed";
}

function oracle(from: Hex, direction: Direction, to: Hex): { entered: Set<string>; touched: Set<string> } {
  const n = dirs[direction]!;
  const c = cube(6 * from.q, 6 * from.r);
  const m: V = [c[0] + 3 * n[0], c[1] + 3 * n[1], c[2] + 3 * n[2]];
  const t = cube(6 * to.q, 6 * to.r);
  const entered = new Set<string>();
  const touched = new Set<string>();
  for (const h of hexRange(from, hexDistance(from, to) + 2)) {
    if (h.q === from.q && h.r === from.r) continue;
    const meet = oracleMeet(m, t, h);
    if (meet === "open") entered.add(hexKey(h));
    if (meet === "closed") touched.add(hexKey(h));
  }
  return { entered, touched };
}

/** In front of side d: the cube dot product of (target - midpoint) with the side's direction is positive. */
const oracleInFront = (from: Hex, d: Direction, to: Hex) => {
  const rel = cube(6 * (to.q - from.q), 6 * (to.r - from.r));
  return dot(sub(rel, [3 * dirs[d]![0], 3 * dirs[d]![1], 3 * dirs[d]![2]]), dirs[d]!) > 0;
};

const arbDirection = fc.integer({ min: 0, max: 5 }) as fc.Arbitrary<Direction>;
/** A shooter, a side, and a target in front of it within 9 hexes. */
const arbShot = fc
  .tuple(arbHex(40), arbDirection, fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }))
  .map(([from, d, dq, dr]) => ({ from, d, to: { q: from.q + dq, r: from.r + dr } }))
  .filter(({ from, d, to }) => oracleInFront(from, d, to));

describe("line of sight from a hexside (SHW-3.1.1)", () => {
  it("SHW-3.1.1: a shooter at a window fires from the middle of the exterior hexside", () => {
    // The inn's east wall has a window at (0,0)'s east side; a bush grows at (1,0), just outside.
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", b: "bush" }, rows: ["...", ".b.", "..."], firstRow: -1, firstColumn: 0 });
    const bush = (e: SightElement) => e.kind === "hex" && map.terrain(e.hex) === "bush";
    const window = lineOfSightFromHexside({ q: 0, r: 0 }, 0, { q: 2, r: -2 }, bush);
    expect(window.hexes.map(hexKey)).toEqual(["0,0", "1,0", "1,-1", "2,-2"]);
    expect(window.blocked).toBe(true);
    expect(window.distance).toBe(2);
    expect(lineOfSight({ q: 0, r: 0 }, { q: 2, r: -2 }, bush).blocked).toBe(false);
  });
  it("SHW-3.1.1: the window's own hexside is shown first, then each hexside crossed outside", () => {
    const seen: string[] = [];
    lineOfSightFromHexside({ q: 0, r: 0 }, 0, { q: 3, r: 0 }, (e) => {
      if (e.kind === "hexside") seen.push(`${hexKey(e.between[0])}>${hexKey(e.between[1])}`);
      return false;
    });
    expect(seen).toEqual(["0,0>1,0", "1,0>2,0", "2,0>3,0"]);
  });
  it("refuses a target behind the side or on its line, with the reason", () => {
    for (const to of [
      { q: 0, r: 0 },
      { q: -2, r: 1 },
      { q: 1, r: -1 },
      { q: 0, r: 1 },
    ]) {
      expect(inFrontOfHexside({ q: 0, r: 0 }, 0, to)).toBe(false);
      const error = hexgridError(() => lineOfSightFromHexside({ q: 0, r: 0 }, 0, to, () => false));
      expect([error.code, error.path]).toEqual(["hexgrid/bad-argument", "to"]);
      expect(error.message).toContain("not in front of side 0");
    }
    expect(hexgridError(() => lineOfSightFromHexside({ q: 0, r: 0 }, 6 as Direction, { q: 2, r: 0 }, () => false)).code).toBe("hexgrid/bad-direction");
  });
  it("a corner passed exactly: the touched hex blocks under 'either' only", () => {
    // From (0,0)'s east side to (4,-1) the line passes exactly through a corner of (2,-1).
    const steps = lineOfSightFromHexside({ q: 0, r: 0 }, 0, { q: 4, r: -1 }, () => false).steps;
    const corner = steps.find((s) => s.corner);
    expect(corner && hexKey(corner.hexes[0])).toBe("2,-1");
    const at = (e: SightElement) => e.kind === "hex" && hexKey(e.hex) === "2,-1";
    expect(lineOfSightFromHexside({ q: 0, r: 0 }, 0, { q: 4, r: -1 }, at).blocked).toBe(false);
    expect(lineOfSightFromHexside({ q: 0, r: 0 }, 0, { q: 4, r: -1 }, at, { tieRule: "either" }).blocked).toBe(true);
  });

  it("inFrontOfHexside agrees with the oracle", () => {
    fc.assert(
      fc.property(arbHex(20), arbDirection, arbHex(20), (from, d, to) => {
        expect(inFrontOfHexside(from, d, to)).toBe(oracleInFront(from, d, to));
      }),
      { numRuns: 500 },
    );
  });
  it("enters exactly the hexes the oracle finds, in a chain of neighbours, and lists the corner-touched ones", () => {
    fc.assert(
      fc.property(arbShot, ({ from, d, to }) => {
        const sight = lineOfSightFromHexside(from, d, to, () => false);
        const { entered, touched } = oracle(from, d, to);
        const inside = sight.steps.slice(1).filter((s) => !s.corner);
        const corners = sight.steps.filter((s) => s.corner);
        expect(new Set(inside.map((s) => hexKey(s.hexes[0])))).toEqual(entered);
        expect(inside).toHaveLength(entered.size);
        expect(new Set(corners.map((s) => hexKey(s.hexes[0])))).toEqual(touched);
        expect(sight.steps[0]!.hexes[0]).toEqual(from);
        expect(inside[0]!.hexes[0]).toEqual(hexNeighbor(from, d));
        expect(inside[inside.length - 1]!.hexes[0]).toEqual(to);
        for (let i = 1; i < inside.length; i++) expect(hexDistance(inside[i - 1]!.hexes[0], inside[i]!.hexes[0])).toBe(1);
        expect(sight.ties).toEqual([]);
        expect(sight.distance).toBe(hexDistance(from, to));
      }),
      { numRuns: 400 },
    );
  });
  it("long lines too: the hexes of the centre line and their neighbours hold every hex entered", () => {
    const far = fc
      .tuple(arbDirection, fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 }))
      .map(([d, dq, dr]) => ({ from: { q: 0, r: 0 }, d, to: { q: dq, r: dr } }))
      .filter(({ from, d, to }) => oracleInFront(from, d, to) && hexDistance(from, to) > 15);
    fc.assert(
      fc.property(far, ({ from, d, to }) => {
        const sight = lineOfSightFromHexside(from, d, to, () => false);
        const { entered, touched } = oracle(from, d, to);
        expect(
          new Set(
            sight.steps
              .slice(1)
              .filter((s) => !s.corner)
              .map((s) => hexKey(s.hexes[0])),
          ),
        ).toEqual(entered);
        expect(new Set(sight.steps.filter((s) => s.corner).map((s) => hexKey(s.hexes[0])))).toEqual(touched);
      }),
      { numRuns: 60 },
    );
  });
  it("blocks as the oracle says: any entered hex; a corner hex only under 'either'", () => {
    fc.assert(
      fc.property(arbShot, fc.array(fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })), { maxLength: 12 }), ({ from, d, to }, offsets) => {
        const blockers = new Set(offsets.map(([q, r]) => hexKey({ q: from.q + q, r: from.r + r })));
        const pred = (e: SightElement) => e.kind === "hex" && blockers.has(hexKey(e.hex));
        const { entered, touched } = oracle(from, d, to);
        entered.delete(hexKey(to));
        const hit = (set: Set<string>) => [...set].some((k) => blockers.has(k));
        expect(lineOfSightFromHexside(from, d, to, pred).blocked).toBe(hit(entered));
        expect(lineOfSightFromHexside(from, d, to, pred, { tieRule: "either" }).blocked).toBe(hit(entered) || hit(touched));
      }),
      { numRuns: 300 },
    );
  });
  it("every hexside crossed separates two neighbouring hexes of the line", () => {
    fc.assert(
      fc.property(arbShot, ({ from, d, to }) => {
        const sight = lineOfSightFromHexside(from, d, to, () => false);
        const onLine = new Set(sight.hexes.map(hexKey));
        for (const s of sight.hexsides) {
          expect(hexDistance(s.between[0], s.between[1])).toBe(1);
          expect(onLine.has(hexKey(s.between[0])) && onLine.has(hexKey(s.between[1]))).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
  it("fieldOfViewFromHexside lists the hexes in range, in front of the side, with an open line", () => {
    fc.assert(
      fc.property(arbHex(10), arbDirection, fc.integer({ min: 0, max: 4 }), fc.array(arbHex(4), { maxLength: 5 }), (origin, d, radius, walls) => {
        const blockers = new Set(walls.map((w) => hexKey({ q: origin.q + w.q, r: origin.r + w.r })));
        const pred = (e: SightElement) => e.kind === "hex" && blockers.has(hexKey(e.hex));
        const seen = fieldOfViewFromHexside(origin, d, radius, pred).map(hexKey).sort();
        const expected = hexRange(origin, radius)
          .filter((h) => oracleInFront(origin, d, h))
          .filter((h) => {
            const { entered } = oracle(origin, d, h);
            entered.delete(hexKey(h));
            return ![...entered].some((k) => blockers.has(k));
          })
          .map(hexKey)
          .sort();
        expect(seen).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});
