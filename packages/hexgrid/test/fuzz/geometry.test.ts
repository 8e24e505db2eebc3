import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HEXGRID_LIMITS,
  createLayout,
  directionName,
  fieldOfView,
  hexDiagonalNeighbor,
  hexDistance,
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
  fieldOfViewFromHexside,
  inFrontOfHexside,
  lineOfSight,
  lineOfSightFromHexside,
  parseDirection,
  riderHexes,
  type Hex,
} from "../../src/index";
import { PROTO_NAMES, deepFreeze, junk, junkHex, junkNumber, snapshot, typedOrValid } from "./junk";
import { cpuNow } from "../arbitraries";

const RUNS = { numRuns: 300 };
const isHex = (h: Hex) => Number.isInteger(h.q) && Number.isInteger(h.r) && !Object.is(h.q, -0) && !Object.is(h.r, -0);
/** Radii: small ones (a valid range is cheap to check), junk, and just past the limits. */
const radius = fc.oneof(fc.integer({ min: 0, max: 6 }), junkNumber, fc.constantFrom(HEXGRID_LIMITS.radius + 1, HEXGRID_LIMITS.fieldOfViewRadius + 1, 100_000));

/** Calls `fn` with frozen junk arguments and checks they are unchanged afterwards. */
function unchanged<A extends unknown[]>(args: A, fn: (...a: A) => void): void {
  const before = snapshot(args);
  fn(...deepFreeze(args));
  expect(snapshot(args)).toBe(before);
}

describe("fuzz: ranges", () => {
  it("hexRange, hexSpiral and hexRing of any centre and radius: a typed error or the exact range", () => {
    fc.assert(
      fc.property(junkHex, radius, (center, r) => {
        unchanged([center, r], (c, k) => {
          typedOrValid(
            () => hexRange(c as Hex, k as number),
            (hexes) => {
              expect(hexes).toHaveLength(1 + 3 * (k as number) * ((k as number) + 1));
              expect(hexes.every((h) => isHex(h) && hexDistance(h, c as Hex) <= (k as number))).toBe(true);
            },
          );
          typedOrValid(
            () => hexSpiral(c as Hex, k as number),
            (hexes) => expect(hexes).toHaveLength(1 + 3 * (k as number) * ((k as number) + 1)),
          );
          typedOrValid(
            () => hexRing(c as Hex, k as number),
            (hexes) => expect(hexes.every((h) => hexDistance(h, c as Hex) === k)).toBe(true),
          );
        });
      }),
      RUNS,
    );
  });
  it("a ring at the radius limit is built; one past it is refused at once", () => {
    expect(hexRing({ q: 5, r: -5 }, HEXGRID_LIMITS.radius)).toHaveLength(6000);
    typedOrValid(
      () => hexRange({ q: 0, r: 0 }, HEXGRID_LIMITS.radius + 1),
      () => expect.unreachable(),
    );
  });
});

describe("fuzz: lines, line of sight and field of view", () => {
  const ends = fc.oneof(junkHex, fc.record({ q: fc.integer({ min: -200_000, max: 200_000 }), r: fc.integer({ min: -200_000, max: 200_000 }) }));
  it("hexLine and hexLineTrace of any two ends: a typed error or distance + 1 adjacent integer hexes", () => {
    fc.assert(
      fc.property(ends, ends, (a, b) => {
        unchanged([a, b], (x, y) => {
          typedOrValid(
            () => hexLine(x as Hex, y as Hex),
            (line) => {
              expect(line).toHaveLength(hexDistance(x as Hex, y as Hex) + 1);
              expect(line.every(isHex)).toBe(true);
            },
          );
          typedOrValid(
            () => hexLineTrace(x as Hex, y as Hex),
            (steps) => expect(steps).toHaveLength(hexDistance(x as Hex, y as Hex) + 1),
          );
        });
      }),
      { numRuns: 300 },
    );
  });
  it("lineOfSight and fieldOfView with junk predicates and options", () => {
    const blocks = fc.oneof(
      fc.constant(() => false),
      fc.constant((e: { kind: string }) => e.kind === "hex"),
      junk,
    );
    const options = fc.oneof(
      fc.constant(undefined),
      fc.record({ tieRule: fc.oneof(fc.constantFrom("both", "either"), junk), endpoints: fc.oneof(fc.boolean(), junk), within: fc.oneof(fc.constant(undefined), junk) }, { requiredKeys: [] }),
      junk,
    );
    // Small radii here (field of view traces one line per hex in range); the limit itself is probed below.
    const fovRadius = fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constantFrom(HEXGRID_LIMITS.fieldOfViewRadius + 1, 100_000, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY), junk);
    fc.assert(
      fc.property(junkHex, junkHex, fovRadius, blocks, options, (from, to, r, block, opts) => {
        unchanged([from, to, r, opts], (f, t, k, o) => {
          typedOrValid(
            () => lineOfSight(f as Hex, t as Hex, block as () => boolean, o as never),
            (sight) => expect(sight.distance).toBe(hexDistance(f as Hex, t as Hex)),
          );
          typedOrValid(
            () => fieldOfView(f as Hex, k as number, block as () => boolean, o as never),
            (seen) => expect(seen.every((h) => isHex(h) && hexDistance(h, f as Hex) <= (k as number))).toBe(true),
          );
        });
      }),
      { numRuns: 300 },
    );
  });
  it("lineOfSightFromHexside, fieldOfViewFromHexside and inFrontOfHexside with junk sides, predicates and options", () => {
    const blocks = fc.oneof(
      fc.constant(() => false),
      fc.constant((e: { kind: string }) => e.kind === "hex"),
      junk,
    );
    const side = fc.oneof(fc.integer({ min: 0, max: 5 }), junkNumber, junk);
    const options = fc.oneof(
      fc.constant(undefined),
      fc.record({ tieRule: fc.oneof(fc.constantFrom("both", "either"), junk), endpoints: fc.oneof(fc.boolean(), junk), within: fc.oneof(fc.constant(undefined), junk) }, { requiredKeys: [] }),
      junk,
    );
    const fovRadius = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(HEXGRID_LIMITS.fieldOfViewRadius + 1, -1, 0.5, Number.NaN), junk);
    fc.assert(
      fc.property(junkHex, side, junkHex, fovRadius, blocks, options, (from, d, to, r, block, opts) => {
        unchanged([from, d, to, r, opts], (f, dd, t, k, o) => {
          typedOrValid(
            () => inFrontOfHexside(f as Hex, dd as never, t as Hex),
            (front) => expect(typeof front).toBe("boolean"),
          );
          typedOrValid(
            () => lineOfSightFromHexside(f as Hex, dd as never, t as Hex, block as () => boolean, o as never),
            (sight) => {
              expect(sight.distance).toBe(hexDistance(f as Hex, t as Hex));
              expect(sight.hexes.every(isHex)).toBe(true);
            },
          );
          typedOrValid(
            () => fieldOfViewFromHexside(f as Hex, dd as never, k as number, block as () => boolean, o as never),
            (seen) => expect(seen.every((h) => isHex(h) && hexDistance(h, f as Hex) <= (k as number) && inFrontOfHexside(f as Hex, dd as never, h))).toBe(true),
          );
        });
      }),
      { numRuns: 300 },
    );
  });
  it("lineOfSightFromHexside is exact at the coordinate and line limits", () => {
    const far = HEXGRID_LIMITS.coordinate;
    const sight = lineOfSightFromHexside({ q: far, r: 0 }, 3, { q: far - 5000, r: 1 }, () => false);
    expect(sight.distance).toBe(5000);
    expect(sight.hexes.every(isHex)).toBe(true);
    expect(() => lineOfSightFromHexside({ q: 0, r: 0 }, 0, { q: HEXGRID_LIMITS.lineLength + 1, r: 0 }, () => false)).toThrow(/over the limit/);
  });
});

describe("fuzz: field of view at its limit", () => {
  it("radius 100 is traced (30,301 hexes) in bounded time; 101 is refused at once", () => {
    const started = cpuNow();
    typedOrValid(
      () => fieldOfView({ q: 3, r: -3 }, HEXGRID_LIMITS.fieldOfViewRadius, (e) => e.kind === "hex" && e.hex.q === 4 && e.hex.r === -3),
      (seen) => expect(seen.length).toBeLessThan(30_301),
    );
    typedOrValid(
      () => fieldOfView({ q: 0, r: 0 }, HEXGRID_LIMITS.fieldOfViewRadius + 1, () => false),
      () => expect.unreachable(),
    );
    expect(cpuNow() - started).toBeLessThan(5000);
  });
});

describe("fuzz: directions, keys and names", () => {
  it("neighbours and hexsides in any direction: a typed error or an adjacent hex", () => {
    fc.assert(
      fc.property(fc.record({ q: fc.integer({ min: -9, max: 9 }), r: fc.integer({ min: -9, max: 9 }) }), fc.oneof(fc.integer({ min: -2, max: 8 }), junk), (h, d) => {
        typedOrValid(
          () => hexNeighbor(h, d as 0),
          (n) => expect(hexDistance(n, h)).toBe(1),
        );
        typedOrValid(
          () => hexDiagonalNeighbor(h, d as 0),
          (n) => expect(hexDistance(n, h)).toBe(2),
        );
        typedOrValid(
          () => hexsideOf(h, d as 0),
          (side) => expect([0, 1, 2]).toContain(side.direction),
        );
        typedOrValid(() => hexsideKey({ hex: h, direction: d as 0 }));
        typedOrValid(
          () => hexsideHexes({ hex: h, direction: d as 0 }),
          ([x, y]) => expect(hexDistance(x, y)).toBe(1),
        );
        typedOrValid(
          () => directionName(d as number, "flat"),
          (name) => expect(parseDirection(name, "flat")).toBe((d as number) + 0),
        );
        typedOrValid(
          () => riderHexes({ front: h, facing: d as 0 }),
          ([x, y]) => expect(hexDistance(x, y)).toBe(1),
        );
      }),
      RUNS,
    );
  });
  it("keys and direction names from outside: a typed error or what they name", () => {
    const text = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...PROTO_NAMES, "1,2", "-0,0", "1,2|1,3", `${"9".repeat(30)},0`, "ne", "N", "0,0|2,0"), fc.string({ maxLength: 20_000 }), junk);
    fc.assert(
      fc.property(text, (t) => {
        typedOrValid(
          () => hexFromKey(t as string),
          (h) => expect(isHex(h)).toBe(true),
        );
        typedOrValid(
          () => hexsideFromKey(t as string),
          (side) => expect(hexsideFromKey(hexsideKey(side))).toEqual(side),
        );
        typedOrValid(
          () => parseDirection(t as string, "pointy"),
          (d) => expect(directionName(d, "pointy")).toBe((t as string).toUpperCase()),
        );
      }),
      RUNS,
    );
  });
});

describe("fuzz: layouts and drawing", () => {
  it("createLayout and hexSvgPath with junk options: a typed error or finite output", () => {
    const size = fc.oneof(junkNumber, fc.record({ x: junkNumber, y: junkNumber }), junk);
    const origin = fc.oneof(fc.record({ x: junkNumber, y: junkNumber }), junk);
    const options = fc.oneof(fc.record({ orientation: fc.oneof(fc.constantFrom("pointy", "flat"), junk), size, origin }, { requiredKeys: [] }), junk);
    fc.assert(
      fc.property(options, fc.oneof(fc.integer({ min: 0, max: 12 }), junkNumber, junk), (o, precision) => {
        typedOrValid(
          () => createLayout(o as never),
          (layout) => {
            expect(Number.isFinite(layout.size.x) && layout.size.x > 0 && Number.isFinite(layout.origin.y)).toBe(true);
            typedOrValid(
              () => hexSvgPath(layout, { q: 1, r: -2 }, precision as number),
              (d) => expect(d).not.toMatch(/NaN/),
            );
          },
        );
      }),
      RUNS,
    );
  });
});
