// Issue #17: the geometry that loops or allocates by its input checks it once per call,
// against explicit limits; the hot paths document their domain. Typed errors, never raw ones.
import { describe, expect, it } from "vitest";
import {
  HEXGRID_LIMITS,
  createLayout,
  directionName,
  fieldOfView,
  hexDiagonalNeighbor,
  hexFromKey,
  hexLine,
  hexLineTrace,
  hexNeighbor,
  hexRange,
  hexRing,
  hexSpiral,
  hexSvgPath,
  hexsideFromKey,
  hexsideHexes,
  hexsideKey,
  hexsideOf,
  lineOfSight,
  parseDirection,
  type Direction,
  type Hex,
  type Hexside,
} from "../src/index";
import { cpuNow, hexgridError } from "./arbitraries";

const origin = { q: 0, r: 0 };
const never = () => false;

describe("ranges and field of view refuse what would exhaust memory", () => {
  it("hexRange and fieldOfView with radius 100,000 are refused at once, naming the radius", () => {
    const started = cpuNow();
    expect(hexgridError(() => hexRange(origin, 100_000))).toMatchObject({ code: "hexgrid/limit-exceeded", path: "radius" });
    expect(hexgridError(() => fieldOfView(origin, 100_000, never))).toMatchObject({ code: "hexgrid/limit-exceeded", path: "radius" });
    expect(cpuNow() - started).toBeLessThan(100);
  });
  it("the limits are the documented ones, and a radius at the limit is still a range", () => {
    expect(HEXGRID_LIMITS).toMatchObject({ radius: 1000, fieldOfViewRadius: 100, lineLength: 131_072, mapHexes: 1_000_000 });
    expect(hexgridError(() => hexRing(origin, HEXGRID_LIMITS.radius + 1)).code).toBe("hexgrid/limit-exceeded");
    expect(hexgridError(() => hexSpiral(origin, HEXGRID_LIMITS.radius + 1)).code).toBe("hexgrid/limit-exceeded");
    expect(hexRing(origin, HEXGRID_LIMITS.radius)).toHaveLength(6 * HEXGRID_LIMITS.radius);
  });
  it("a NaN, fractional or missing centre is a bad argument with its path, not a range of NaN hexes", () => {
    expect(hexgridError(() => hexRange({ q: Number.NaN, r: 0 }, 2))).toMatchObject({ code: "hexgrid/bad-argument", path: "center.q" });
    expect(hexgridError(() => hexSpiral({ q: 0, r: 0.5 }, 2))).toMatchObject({ code: "hexgrid/bad-argument", path: "center.r" });
    expect(hexgridError(() => hexRing(null as unknown as Hex, 2))).toMatchObject({ code: "hexgrid/bad-argument", path: "center" });
    expect(hexgridError(() => hexRange(origin, Number.POSITIVE_INFINITY))).toMatchObject({ code: "hexgrid/bad-argument", path: "radius" });
    expect(hexgridError(() => fieldOfView({ q: 2 ** 60, r: 0 }, 2, never))).toMatchObject({ code: "hexgrid/bad-argument", path: "origin.q" });
  });
  it("field of view checks its predicate and options before tracing anything", () => {
    expect(hexgridError(() => fieldOfView(origin, 2, "no" as never)).path).toBe("blocks");
    expect(hexgridError(() => fieldOfView(origin, 2, never, { within: 3 as never })).path).toBe("options.within");
    expect(hexgridError(() => fieldOfView(origin, 2, never, { tieRule: "neither" as never })).path).toBe("options.tieRule");
    expect(hexgridError(() => lineOfSight(origin, { q: 2, r: 0 }, never, null as never)).path).toBe("options");
  });
});

describe("lines check both ends once and have a length limit", () => {
  it("a line of a billion hexes is refused instead of allocating", () => {
    expect(hexgridError(() => hexLine(origin, { q: 1e9, r: 0 }))).toMatchObject({ code: "hexgrid/limit-exceeded", path: "b" });
    expect(hexgridError(() => lineOfSight(origin, { q: 0, r: 200_000 }, never))).toMatchObject({ code: "hexgrid/limit-exceeded", path: "to" });
  });
  it("NaN and fractional ends are bad arguments (they used to give empty or fractional lines)", () => {
    expect(hexgridError(() => hexLine({ q: Number.NaN, r: 0 }, origin))).toMatchObject({ code: "hexgrid/bad-argument", path: "a.q" });
    expect(hexgridError(() => hexLineTrace(origin, { q: 1, r: 0.5 }))).toMatchObject({ code: "hexgrid/bad-argument", path: "b.r" });
    expect(hexgridError(() => lineOfSight(origin, "3,0" as never, never))).toMatchObject({ code: "hexgrid/bad-argument", path: "to" });
  });
  it("the longest allowed line is drawn", () => {
    expect(hexLine(origin, { q: HEXGRID_LIMITS.lineLength, r: 0 })).toHaveLength(HEXGRID_LIMITS.lineLength + 1);
  });
});

describe("directions outside 0-5 give the package's error, not a TypeError", () => {
  it("hexNeighbor with direction 7, and its relatives", () => {
    expect(hexgridError(() => hexNeighbor(origin, 7 as Direction))).toMatchObject({ code: "hexgrid/bad-direction", path: "direction" });
    expect(hexgridError(() => hexNeighbor(origin, 1.5 as Direction)).code).toBe("hexgrid/bad-direction");
    expect(hexgridError(() => hexNeighbor(origin, "length" as unknown as Direction)).code).toBe("hexgrid/bad-direction");
    expect(hexgridError(() => hexDiagonalNeighbor(origin, -1 as Direction))).toMatchObject({ code: "hexgrid/bad-direction", path: "diagonal" });
    expect(hexgridError(() => hexsideOf(origin, 6 as Direction)).code).toBe("hexgrid/bad-direction");
    expect(hexgridError(() => hexsideKey({ hex: origin, direction: 5 } as unknown as Hexside))).toMatchObject({ code: "hexgrid/bad-direction", path: "side.direction" });
    expect(hexgridError(() => hexsideHexes({ hex: origin, direction: 3 } as unknown as Hexside)).code).toBe("hexgrid/bad-direction");
    expect(hexgridError(() => directionName(Symbol("x") as never, "flat")).code).toBe("hexgrid/bad-direction");
  });
  it("valid directions still work, -0 included", () => {
    expect(hexNeighbor(origin, -0 as Direction)).toEqual({ q: 1, r: 0 });
    expect(hexsideOf(origin, 4)).toEqual({ hex: { q: -1, r: 1 }, direction: 1 });
  });
});

describe("text from outside is parsed strictly and quoted short", () => {
  const long = `N${"x".repeat(10_000)}`;
  it("parseDirection, hexFromKey and hexsideFromKey cut what they quote to 80 characters and …", () => {
    for (const error of [hexgridError(() => parseDirection(long, "pointy")), hexgridError(() => hexFromKey(long)), hexgridError(() => hexsideFromKey(long))]) {
      expect(error.message.length).toBeLessThan(200);
      expect(error.message).toContain("…");
      expect(error.path).not.toBe("");
    }
  });
  it("a key with more digits than a safe integer, or that is not text at all, is a bad key", () => {
    expect(hexgridError(() => hexFromKey("99999999999999999999,0")).code).toBe("hexgrid/bad-key");
    expect(hexgridError(() => hexFromKey(12 as never)).code).toBe("hexgrid/bad-key");
    expect(hexgridError(() => hexsideFromKey(Symbol("k") as never)).code).toBe("hexgrid/bad-key");
    expect(hexgridError(() => parseDirection(null as never, "flat")).code).toBe("hexgrid/bad-direction");
    expect(hexFromKey(" -3 , 4 ")).toEqual({ q: -3, r: 4 });
  });
});

describe("layouts and drawing options", () => {
  it("createLayout names the bad field", () => {
    expect(hexgridError(() => createLayout({ origin: { x: Number.NaN, y: 0 } }))).toMatchObject({ code: "hexgrid/bad-argument", path: "options.origin.x" });
    expect(hexgridError(() => createLayout({ size: { x: 2, y: -1 } })).path).toBe("options.size.y");
    expect(hexgridError(() => createLayout({ orientation: "round" as never })).path).toBe("options.orientation");
    expect(hexgridError(() => createLayout(7 as never)).path).toBe("options");
  });
  it("an SVG precision is an integer from 0 to 10", () => {
    const layout = createLayout({ size: 10 });
    expect(hexgridError(() => hexSvgPath(layout, origin, 1000))).toMatchObject({ code: "hexgrid/limit-exceeded", path: "precision" });
    expect(hexgridError(() => hexSvgPath(layout, origin, 1.5)).code).toBe("hexgrid/bad-argument");
    expect(hexSvgPath(layout, origin, 0)).toBe("M9 5L9 -5L0 -10L-9 -5L-9 5L0 10Z");
  });
});
