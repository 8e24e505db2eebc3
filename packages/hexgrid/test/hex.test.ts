import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FLAT_DIRECTIONS,
  HEX_DIAGONALS,
  HEX_DIRECTIONS,
  HexgridError,
  POINTY_DIRECTIONS,
  cubeToHex,
  directionName,
  hexAdd,
  hexDiagonalNeighbor,
  hexDirection,
  hexDistance,
  hexFromIntKey,
  hexFromKey,
  hexIntKey,
  hexKey,
  hexLength,
  hexNeighbor,
  hexNeighbors,
  hexRange,
  hexReflect,
  hexRing,
  hexRotate,
  hexRound,
  hexScale,
  hexSpiral,
  hexSubtract,
  hexToCube,
  parseDirection,
  type Direction,
} from "../src/index";
import { arbHex } from "./arbitraries";

const key = (h: { q: number; r: number }) => `${h.q},${h.r}`;

describe("distance is a metric", () => {
  it("is zero exactly on equal hexes, symmetric, and obeys the triangle inequality", () => {
    fc.assert(
      fc.property(arbHex(), arbHex(), arbHex(), (a, b, c) => {
        expect(hexDistance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
        expect(hexDistance(a, b)).toBe(hexLength(hexSubtract(a, b)));
      }),
    );
  });
  it("equals the number of unit steps of a greedy walk", () => {
    fc.assert(
      fc.property(arbHex(10), arbHex(10), (a, b) => {
        let cur = a;
        let steps = 0;
        while (hexDistance(cur, b) > 0) {
          const next = hexNeighbors(cur).reduce((best, n) => (hexDistance(n, b) < hexDistance(best, b) ? n : best));
          expect(hexDistance(next, b)).toBe(hexDistance(cur, b) - 1);
          cur = next;
          steps++;
        }
        expect(steps).toBe(hexDistance(a, b));
      }),
    );
  });
});

describe("neighbours and directions", () => {
  it("has six neighbours at distance 1, in direction order", () => {
    fc.assert(
      fc.property(arbHex(), (h) => {
        const ns = hexNeighbors(h);
        expect(ns).toHaveLength(6);
        ns.forEach((n, d) => {
          expect(hexDistance(h, n)).toBe(1);
          expect(n).toEqual(hexNeighbor(h, d as Direction));
          expect(hexDirection(h, n)).toBe(d);
          expect(hexDirection(n, h)).toBe((d + 3) % 6);
        });
        expect(new Set(ns.map(key)).size).toBe(6);
      }),
    );
  });
  it("reports no direction between non-adjacent hexes", () => {
    fc.assert(
      fc.property(arbHex(5), arbHex(5), (a, b) => {
        expect(hexDirection(a, b) !== undefined).toBe(hexDistance(a, b) === 1);
      }),
    );
  });
  it("has diagonals at distance 2 between consecutive directions", () => {
    HEX_DIAGONALS.forEach((d, i) => {
      expect(hexDistance({ q: 0, r: 0 }, d)).toBe(2);
      expect(d).toEqual(hexAdd(HEX_DIRECTIONS[i]!, HEX_DIRECTIONS[(i + 1) % 6]!));
      expect(hexDiagonalNeighbor({ q: 1, r: 1 }, i as Direction)).toEqual(hexAdd({ q: 1, r: 1 }, d));
    });
  });
  it("names directions for both orientations and parses them back", () => {
    expect(POINTY_DIRECTIONS.NE).toBe(1);
    expect(FLAT_DIRECTIONS.N).toBe(2);
    for (let d = 0; d < 6; d++) {
      expect(parseDirection(directionName(d, "pointy"), "pointy")).toBe(d);
      expect(parseDirection(directionName(d, "flat").toLowerCase(), "flat")).toBe(d);
    }
    expect(() => parseDirection("N", "pointy")).toThrowError(/not a direction of a pointy-topped map/);
    expect(() => directionName(6, "flat")).toThrow(HexgridError);
  });
});

describe("rings, spirals and ranges", () => {
  it("a ring has 6r hexes, all at distance r, each adjacent to the next", () => {
    fc.assert(
      fc.property(arbHex(), fc.integer({ min: 0, max: 8 }), (c, radius) => {
        const ring = hexRing(c, radius);
        expect(ring).toHaveLength(radius === 0 ? 1 : 6 * radius);
        expect(new Set(ring.map(key)).size).toBe(ring.length);
        ring.forEach((h, i) => {
          expect(hexDistance(c, h)).toBe(radius);
          if (radius > 0) expect(hexDistance(h, ring[(i + 1) % ring.length]!)).toBe(1);
        });
      }),
    );
  });
  it("spiral and range hold the same hexes: every hex within the radius, once", () => {
    fc.assert(
      fc.property(arbHex(), fc.integer({ min: 0, max: 6 }), (c, radius) => {
        const spiral = hexSpiral(c, radius);
        const range = hexRange(c, radius);
        expect(spiral).toHaveLength(1 + 3 * radius * (radius + 1));
        expect(new Set(spiral.map(key))).toEqual(new Set(range.map(key)));
        for (let i = 1; i < spiral.length; i++) {
          expect(hexDistance(c, spiral[i]!)).toBeGreaterThanOrEqual(hexDistance(c, spiral[i - 1]!));
        }
      }),
    );
  });
  it("rejects negative radii", () => {
    expect(() => hexRing({ q: 0, r: 0 }, -1)).toThrowError(expect.objectContaining({ code: "hexgrid/bad-argument" }));
    expect(() => hexSpiral({ q: 0, r: 0 }, 1.5)).toThrow(HexgridError);
  });
});

describe("rotation and reflection", () => {
  it("rotation keeps distance to the centre, turns directions, and six turns are the identity", () => {
    fc.assert(
      fc.property(arbHex(), arbHex(), fc.integer({ min: -12, max: 12 }), (h, c, k) => {
        const rotated = hexRotate(h, k, c);
        expect(hexDistance(rotated, c)).toBe(hexDistance(h, c));
        expect(hexRotate(rotated, -k, c)).toEqual(h);
        expect(hexRotate(h, 6, c)).toEqual(h);
      }),
    );
    for (let d = 0; d < 6; d++) expect(hexRotate(HEX_DIRECTIONS[d]!, 1)).toEqual(HEX_DIRECTIONS[(d + 1) % 6]);
  });
  it("reflection is an involution that keeps distance and the chosen cube coordinate", () => {
    fc.assert(
      fc.property(arbHex(), arbHex(), fc.constantFrom("q" as const, "r" as const, "s" as const), (h, c, axis) => {
        const m = hexReflect(h, axis, c);
        expect(hexReflect(m, axis, c)).toEqual(h);
        expect(hexDistance(m, c)).toBe(hexDistance(h, c));
        expect(hexToCube(hexSubtract(m, c))[axis]).toBe(hexToCube(hexSubtract(h, c))[axis]);
      }),
    );
  });
});

describe("coordinates and keys", () => {
  it("cube and axial convert both ways", () => {
    fc.assert(
      fc.property(arbHex(), (h) => {
        expect(cubeToHex(hexToCube(h))).toEqual(h);
      }),
    );
    expect(() => cubeToHex({ q: 1, r: 1, s: 1 })).toThrowError(/does not sum to 0/);
  });
  it("string and integer keys round-trip and are unique", () => {
    fc.assert(
      fc.property(arbHex(32767), arbHex(32767), (a, b) => {
        expect(hexFromKey(hexKey(a))).toEqual(a);
        expect(hexFromIntKey(hexIntKey(a))).toEqual(a);
        expect(hexIntKey(a) === hexIntKey(b)).toBe(a.q === b.q && a.r === b.r);
        expect(Number.isSafeInteger(hexIntKey(a)) && hexIntKey(a) >= 0).toBe(true);
      }),
    );
    expect(hexKey({ q: -0, r: 0 })).toBe("0,0");
    expect(() => hexFromKey("1;2")).toThrowError(expect.objectContaining({ code: "hexgrid/bad-key" }));
  });
  it("rounds fractional coordinates to the containing hex", () => {
    fc.assert(
      fc.property(arbHex(), fc.double({ min: -0.3, max: 0.3, noNaN: true }), fc.double({ min: -0.3, max: 0.3, noNaN: true }), (h, dq, dr) => {
        // Points well inside the hex (|dq|, |dr|, |dq+dr| < 0.5) round back to it.
        fc.pre(Math.abs(dq + dr) < 0.45);
        expect(hexRound(h.q + dq, h.r + dr)).toEqual(h);
      }),
    );
    expect(hexScale({ q: 1, r: -2 }, 2)).toEqual({ q: 2, r: -4 });
  });
});
