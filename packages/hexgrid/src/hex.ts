import { HexgridError } from "./errors";
import { HEXGRID_LIMITS } from "./limits";
import { argumentError, checkCount, checkHex, show } from "./_internal/check";

/**
 * A hex in axial coordinates. This plain object is what every function of the
 * package takes and returns. `s` (the third cube coordinate) is always `-q - r`.
 *
 * @example
 * ```ts
 * import type { Hex } from "@tt/hexgrid";
 * const origin: Hex = { q: 0, r: 0 };
 * ```
 */
export interface Hex {
  /** Column axis. */
  readonly q: number;
  /** Row axis. */
  readonly r: number;
}

/**
 * A hex in cube coordinates (`q + r + s === 0`). Fractional values appear
 * while interpolating; {@link hexRound} brings them back to a hex.
 *
 * @example
 * ```ts
 * import { hexToCube } from "@tt/hexgrid";
 * const cube = hexToCube({ q: 1, r: 2 }); // { q: 1, r: 2, s: -3 }
 * ```
 */
export interface CubeHex {
  /** First cube axis (same as axial `q`). */
  readonly q: number;
  /** Second cube axis (same as axial `r`). */
  readonly r: number;
  /** Third cube axis, `-q - r`. */
  readonly s: number;
}

/**
 * A direction index, 0 to 5. Direction `d` is the step {@link HEX_DIRECTIONS}`[d]`;
 * indices increase counter-clockwise on screen. Use {@link POINTY_DIRECTIONS} or
 * {@link FLAT_DIRECTIONS} for names.
 *
 * @example
 * ```ts
 * import { hexNeighbor, type Direction } from "@tt/hexgrid";
 * const east: Direction = 0;
 * hexNeighbor({ q: 0, r: 0 }, east); // { q: 1, r: 0 }
 * ```
 */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The six unit steps in axial coordinates, indexed by {@link Direction}.
 *
 * @example
 * ```ts
 * import { HEX_DIRECTIONS } from "@tt/hexgrid";
 * HEX_DIRECTIONS[1]; // { q: 1, r: -1 }
 * ```
 */
export const HEX_DIRECTIONS: readonly Hex[] = Object.freeze([
  Object.freeze({ q: 1, r: 0 }),
  Object.freeze({ q: 1, r: -1 }),
  Object.freeze({ q: 0, r: -1 }),
  Object.freeze({ q: -1, r: 0 }),
  Object.freeze({ q: -1, r: 1 }),
  Object.freeze({ q: 0, r: 1 }),
]);

/**
 * The six diagonal steps (to the hexes two sides away, across a vertex), indexed
 * so that diagonal `d` lies between directions `d` and `d + 1`.
 *
 * @example
 * ```ts
 * import { HEX_DIAGONALS } from "@tt/hexgrid";
 * HEX_DIAGONALS[0]; // { q: 2, r: -1 }
 * ```
 */
export const HEX_DIAGONALS: readonly Hex[] = Object.freeze([
  Object.freeze({ q: 2, r: -1 }),
  Object.freeze({ q: 1, r: -2 }),
  Object.freeze({ q: -1, r: -1 }),
  Object.freeze({ q: -2, r: 1 }),
  Object.freeze({ q: -1, r: 2 }),
  Object.freeze({ q: 1, r: 1 }),
]);

/**
 * Direction names for pointy-topped maps (screen y grows downward).
 *
 * @example
 * ```ts
 * import { POINTY_DIRECTIONS, hexNeighbor } from "@tt/hexgrid";
 * hexNeighbor({ q: 0, r: 0 }, POINTY_DIRECTIONS.NE); // { q: 1, r: -1 }
 * ```
 */
export const POINTY_DIRECTIONS = Object.freeze({ E: 0, NE: 1, NW: 2, W: 3, SW: 4, SE: 5 } as const);

/**
 * Direction names for flat-topped maps (screen y grows downward).
 *
 * @example
 * ```ts
 * import { FLAT_DIRECTIONS, hexNeighbor } from "@tt/hexgrid";
 * hexNeighbor({ q: 0, r: 0 }, FLAT_DIRECTIONS.N); // { q: 0, r: -1 }
 * ```
 */
export const FLAT_DIRECTIONS = Object.freeze({ SE: 0, NE: 1, N: 2, NW: 3, SW: 4, S: 5 } as const);

/** A direction name on a pointy-topped map. @example `const d: PointyDirectionName = "NE";` */
export type PointyDirectionName = keyof typeof POINTY_DIRECTIONS;
/** A direction name on a flat-topped map. @example `const d: FlatDirectionName = "N";` */
export type FlatDirectionName = keyof typeof FLAT_DIRECTIONS;

/**
 * The two hex orientations.
 *
 * @example
 * ```ts
 * import { ORIENTATIONS } from "@tt/hexgrid";
 * ORIENTATIONS.includes("flat"); // true
 * ```
 */
export const ORIENTATIONS = ["pointy", "flat"] as const;
/** `"pointy"` (a vertex at the top) or `"flat"` (a side at the top). @example `const o: Orientation = "pointy";` */
export type Orientation = (typeof ORIENTATIONS)[number];

const POINTY_NAMES = ["E", "NE", "NW", "W", "SW", "SE"] as const;
const FLAT_NAMES = ["SE", "NE", "N", "NW", "SW", "S"] as const;

/**
 * The name of a direction on a map of the given orientation.
 *
 * @param direction - direction index 0-5
 * @param orientation - `"pointy"` or `"flat"`
 * @returns the compass name, e.g. `"NE"`
 * @throws {@link HexgridError} `hexgrid/bad-direction` (path `direction`) if `direction` is not 0-5
 * @example
 * ```ts
 * import { directionName } from "@tt/hexgrid";
 * directionName(2, "pointy"); // "NW"
 * directionName(2, "flat"); // "N"
 * ```
 */
export function directionName(direction: number, orientation: Orientation): string {
  const names = orientation === "flat" ? FLAT_NAMES : POINTY_NAMES;
  const name = typeof direction === "number" ? names[direction] : undefined;
  if (name === undefined) throw badDirection(direction);
  return name;
}

/**
 * The direction index for a compass name on a map of the given orientation.
 *
 * @param name - `"E"`, `"NE"`, ... (case-insensitive)
 * @param orientation - `"pointy"` or `"flat"`
 * @returns the direction index
 * @throws {@link HexgridError} `hexgrid/bad-direction` (path `name`) if the name does not exist for that
 *   orientation or is not a string; the message quotes at most 80 characters of it
 * @example
 * ```ts
 * import { parseDirection } from "@tt/hexgrid";
 * parseDirection("sw", "pointy"); // 4
 * ```
 */
export function parseDirection(name: string, orientation: Orientation): Direction {
  const names: readonly string[] = orientation === "flat" ? FLAT_NAMES : POINTY_NAMES;
  const index = typeof name === "string" && name.length <= 2 ? names.indexOf(name.toUpperCase()) : -1;
  if (index < 0) {
    throw argumentError("hexgrid/bad-direction", "name", `${show(name)} is not a direction of a ${orientation === "flat" ? "flat" : "pointy"}-topped map (one of ${names.join(", ")})`);
  }
  return index as Direction;
}

/**
 * Makes a hex. Normalises `-0` to `0` so keys and equality are stable.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param q - axial q
 * @param r - axial r
 * @returns the plain `{ q, r }` object
 * @example
 * ```ts
 * import { hex } from "@tt/hexgrid";
 * hex(2, -1); // { q: 2, r: -1 }
 * ```
 */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}

/**
 * Cube coordinates of a hex.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param h - the hex
 * @returns `{ q, r, s }` with `s = -q - r`
 * @example
 * ```ts
 * import { hexToCube } from "@tt/hexgrid";
 * hexToCube({ q: 1, r: 2 }).s; // -3
 * ```
 */
export function hexToCube(h: Hex): CubeHex {
  return { q: h.q, r: h.r, s: -h.q - h.r + 0 };
}

/**
 * Axial coordinates of a cube hex (drops `s`).
 *
 * @param cube - cube coordinates
 * @returns the axial hex
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `q + r + s` is not 0
 * @example
 * ```ts
 * import { cubeToHex } from "@tt/hexgrid";
 * cubeToHex({ q: 1, r: 2, s: -3 }); // { q: 1, r: 2 }
 * ```
 */
export function cubeToHex(cube: CubeHex): Hex {
  if (Math.abs(cube.q + cube.r + cube.s) > 1e-9) {
    throw new HexgridError("hexgrid/bad-argument", `cube (${show(cube.q)}, ${show(cube.r)}, ${show(cube.s)}) does not sum to 0`);
  }
  return { q: cube.q + 0, r: cube.r + 0 };
}

/**
 * Whether two hexes are the same.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param a - first hex
 * @param b - second hex
 * @returns true when both coordinates match
 * @example
 * ```ts
 * import { hexEquals } from "@tt/hexgrid";
 * hexEquals({ q: 1, r: 0 }, { q: 1, r: 0 }); // true
 * ```
 */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/**
 * Vector sum of two hexes.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param a - first hex
 * @param b - second hex (usually a direction)
 * @returns `a + b`
 * @example
 * ```ts
 * import { hexAdd } from "@tt/hexgrid";
 * hexAdd({ q: 1, r: 1 }, { q: 0, r: -1 }); // { q: 1, r: 0 }
 * ```
 */
export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

/**
 * Vector difference of two hexes.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param a - first hex
 * @param b - hex to subtract
 * @returns `a - b`
 * @example
 * ```ts
 * import { hexSubtract } from "@tt/hexgrid";
 * hexSubtract({ q: 3, r: 1 }, { q: 1, r: 1 }); // { q: 2, r: 0 }
 * ```
 */
export function hexSubtract(a: Hex, b: Hex): Hex {
  return { q: a.q - b.q + 0, r: a.r - b.r + 0 };
}

/**
 * Scales a hex vector.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param a - the hex vector
 * @param factor - multiplier
 * @returns `a * factor`
 * @example
 * ```ts
 * import { hexScale } from "@tt/hexgrid";
 * hexScale({ q: 1, r: -1 }, 3); // { q: 3, r: -3 }
 * ```
 */
export function hexScale(a: Hex, factor: number): Hex {
  return { q: a.q * factor + 0, r: a.r * factor + 0 };
}

/**
 * Number of steps from a hex to the origin `{ q: 0, r: 0 }`.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param a - the hex
 * @returns its distance from the origin
 * @example
 * ```ts
 * import { hexLength } from "@tt/hexgrid";
 * hexLength({ q: 2, r: -3 }); // 3
 * ```
 */
export function hexLength(a: Hex): number {
  return (Math.abs(a.q) + Math.abs(a.r) + Math.abs(a.q + a.r)) / 2;
}

/**
 * Number of steps between two hexes (the hex grid metric).
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param a - first hex
 * @param b - second hex
 * @returns the distance in hexes
 * @example
 * ```ts
 * import { hexDistance } from "@tt/hexgrid";
 * hexDistance({ q: 0, r: 0 }, { q: 3, r: -1 }); // 3
 * ```
 */
export function hexDistance(a: Hex, b: Hex): number {
  // Branch-free: half the sum of the three cube differences.
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * The neighbour of a hex in one direction.
 *
 * @param h - the hex
 * @param direction - direction index 0-5 (see {@link POINTY_DIRECTIONS}, {@link FLAT_DIRECTIONS})
 * @returns the adjacent hex
 * @throws {@link HexgridError} `hexgrid/bad-direction` (path `direction`) if `direction` is not 0-5
 * @example
 * ```ts
 * import { hexNeighbor } from "@tt/hexgrid";
 * hexNeighbor({ q: 0, r: 0 }, 5); // { q: 0, r: 1 }
 * ```
 */
export function hexNeighbor(h: Hex, direction: Direction): Hex {
  const d = typeof direction === "number" ? HEX_DIRECTIONS[direction] : undefined;
  if (d === undefined) throw badDirection(direction);
  return { q: h.q + d.q, r: h.r + d.r };
}

function badDirection(direction: unknown, path = "direction"): HexgridError {
  return argumentError("hexgrid/bad-direction", path, `${show(direction)} is not an integer from 0 to 5`);
}

/**
 * The six neighbours of a hex, in direction order 0-5.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param h - the hex
 * @returns six new hexes
 * @example
 * ```ts
 * import { hexNeighbors } from "@tt/hexgrid";
 * hexNeighbors({ q: 0, r: 0 })[0]; // { q: 1, r: 0 }
 * ```
 */
export function hexNeighbors(h: Hex): Hex[] {
  const q = h.q;
  const r = h.r;
  return [
    { q: q + 1, r },
    { q: q + 1, r: r - 1 },
    { q, r: r - 1 },
    { q: q - 1, r },
    { q: q - 1, r: r + 1 },
    { q, r: r + 1 },
  ];
}

/**
 * The diagonal neighbour of a hex (two hexsides away, across a vertex).
 *
 * @param h - the hex
 * @param diagonal - diagonal index 0-5 (see {@link HEX_DIAGONALS})
 * @returns the diagonal hex
 * @throws {@link HexgridError} `hexgrid/bad-direction` (path `diagonal`) if `diagonal` is not 0-5
 * @example
 * ```ts
 * import { hexDiagonalNeighbor } from "@tt/hexgrid";
 * hexDiagonalNeighbor({ q: 0, r: 0 }, 0); // { q: 2, r: -1 }
 * ```
 */
export function hexDiagonalNeighbor(h: Hex, diagonal: Direction): Hex {
  const d = typeof diagonal === "number" ? HEX_DIAGONALS[diagonal] : undefined;
  if (d === undefined) throw badDirection(diagonal, "diagonal");
  return { q: h.q + d.q, r: h.r + d.r };
}

/**
 * The direction from a hex to an adjacent hex.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param from - the start hex
 * @param to - a hex adjacent to `from`
 * @returns the direction index, or `undefined` if the hexes are not adjacent
 * @example
 * ```ts
 * import { hexDirection } from "@tt/hexgrid";
 * hexDirection({ q: 0, r: 0 }, { q: 0, r: -1 }); // 2
 * ```
 */
export function hexDirection(from: Hex, to: Hex): Direction | undefined {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  switch (dq * 3 + dr) {
    case 3:
      return dq === 1 ? 0 : undefined;
    case 2:
      return dq === 1 ? 1 : undefined;
    case -1:
      return dq === 0 ? 2 : undefined;
    case -3:
      return dq === -1 ? 3 : undefined;
    case -2:
      return dq === -1 ? 4 : undefined;
    case 1:
      return dq === 0 ? 5 : undefined;
    default:
      return undefined;
  }
}

/**
 * Rounds fractional cube/axial coordinates to the hex that contains the point.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param q - fractional q
 * @param r - fractional r
 * @returns the containing hex
 * @example
 * ```ts
 * import { hexRound } from "@tt/hexgrid";
 * hexRound(0.6, 0.1); // { q: 1, r: 0 }
 * ```
 */
export function hexRound(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/**
 * Rotates a hex about a centre by multiples of 60 degrees. Positive steps turn
 * the same way as increasing direction indices (counter-clockwise on screen).
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param h - the hex to rotate
 * @param steps - number of 60-degree turns (any integer, negative allowed)
 * @param center - centre of rotation (default the origin)
 * @returns the rotated hex
 * @example
 * ```ts
 * import { hexRotate } from "@tt/hexgrid";
 * hexRotate({ q: 1, r: 0 }, 1); // { q: 1, r: -1 }
 * ```
 */
export function hexRotate(h: Hex, steps: number, center: Hex = { q: 0, r: 0 }): Hex {
  let q = h.q - center.q;
  let r = h.r - center.r;
  const turns = ((Math.trunc(steps) % 6) + 6) % 6;
  for (let i = 0; i < turns; i++) {
    const nq = q + r;
    r = -q;
    q = nq;
  }
  return { q: q + center.q + 0, r: r + center.r + 0 };
}

/**
 * The three cube axes a hex can be reflected across.
 *
 * @example
 * ```ts
 * import { HEX_AXES } from "@tt/hexgrid";
 * HEX_AXES.length; // 3
 * ```
 */
export const HEX_AXES = ["q", "r", "s"] as const;
/** A cube axis to reflect across: `"q"`, `"r"` or `"s"`. @example `const axis: HexAxis = "q";` */
export type HexAxis = (typeof HEX_AXES)[number];

/**
 * Reflects a hex across a cube axis through a centre: the coordinate on that
 * axis stays, the other two swap.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param h - the hex
 * @param axis - `"q"`, `"r"` or `"s"`
 * @param center - the centre the axis passes through (default the origin)
 * @returns the mirrored hex
 * @example
 * ```ts
 * import { hexReflect } from "@tt/hexgrid";
 * hexReflect({ q: 1, r: -3 }, "q"); // { q: 1, r: 2 }
 * ```
 */
export function hexReflect(h: Hex, axis: HexAxis, center: Hex = { q: 0, r: 0 }): Hex {
  const q = h.q - center.q;
  const r = h.r - center.r;
  const s = -q - r;
  let nq: number;
  let nr: number;
  if (axis === "q") {
    nq = q;
    nr = s;
  } else if (axis === "r") {
    nq = s;
    nr = r;
  } else {
    nq = r;
    nr = q;
  }
  return { q: nq + center.q + 0, r: nr + center.r + 0 };
}

/**
 * The hexes at exactly `radius` steps from `center`, walking once round the ring.
 *
 * @param center - the centre hex
 * @param radius - ring radius (0 gives just the centre), at most {@link HEXGRID_LIMITS}`.radius` (1,000)
 * @returns `6 * radius` hexes (1 for radius 0)
 * @throws {@link HexgridError} `hexgrid/bad-argument` for a radius that is not an integer >= 0 or a centre
 *   that is not an integer hex (path `radius`, `center.q`, ...); `hexgrid/limit-exceeded` for a radius over the limit
 * @example
 * ```ts
 * import { hexRing } from "@tt/hexgrid";
 * hexRing({ q: 0, r: 0 }, 2).length; // 12
 * ```
 */
export function hexRing(center: Hex, radius: number): Hex[] {
  checkRange(center, radius);
  if (radius === 0) return [{ q: center.q + 0, r: center.r + 0 }];
  const out: Hex[] = [];
  pushRing(out, center, radius);
  return out;
}

function pushRing(out: Hex[], center: Hex, radius: number): void {
  let q = center.q - radius;
  let r = center.r + radius;
  for (let d = 0; d < 6; d++) {
    const step = HEX_DIRECTIONS[d]!;
    for (let i = 0; i < radius; i++) {
      out.push({ q: q + 0, r: r + 0 });
      q += step.q;
      r += step.r;
    }
  }
}

/**
 * The hexes within `radius` of `center`, ring by ring outwards from the centre.
 *
 * @param center - the centre hex
 * @param radius - maximum distance, at most {@link HEXGRID_LIMITS}`.radius` (1,000)
 * @returns `1 + 3 * radius * (radius + 1)` hexes, nearest first
 * @throws {@link HexgridError} `hexgrid/bad-argument` for a radius that is not an integer >= 0 or a centre
 *   that is not an integer hex; `hexgrid/limit-exceeded` for a radius over the limit
 * @example
 * ```ts
 * import { hexSpiral } from "@tt/hexgrid";
 * hexSpiral({ q: 0, r: 0 }, 1).length; // 7
 * ```
 */
export function hexSpiral(center: Hex, radius: number): Hex[] {
  checkRange(center, radius);
  const out: Hex[] = [{ q: center.q + 0, r: center.r + 0 }];
  for (let k = 1; k <= radius; k++) pushRing(out, center, k);
  return out;
}

/**
 * The hexes within `radius` of `center` in row order (by `r`, then `q`).
 *
 * @param center - the centre hex
 * @param radius - maximum distance, at most {@link HEXGRID_LIMITS}`.radius` (1,000)
 * @returns `1 + 3 * radius * (radius + 1)` hexes
 * @throws {@link HexgridError} `hexgrid/bad-argument` for a radius that is not an integer >= 0 or a centre
 *   that is not an integer hex; `hexgrid/limit-exceeded` for a radius over the limit
 * @example
 * ```ts
 * import { hexRange } from "@tt/hexgrid";
 * hexRange({ q: 0, r: 0 }, 1)[0]; // { q: 0, r: -1 }
 * ```
 */
export function hexRange(center: Hex, radius: number): Hex[] {
  checkRange(center, radius);
  const out: Hex[] = [];
  for (let dr = -radius; dr <= radius; dr++) {
    const lo = Math.max(-radius, -dr - radius);
    const hi = Math.min(radius, -dr + radius);
    for (let dq = lo; dq <= hi; dq++) out.push({ q: center.q + dq + 0, r: center.r + dr + 0 });
  }
  return out;
}

function checkRange(center: Hex, radius: number): void {
  checkHex(center, "center");
  checkCount(radius, "radius", HEXGRID_LIMITS.radius);
}

/**
 * Stable string key of a hex, `"q,r"`: use it in JSON and as a `Map` key.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param h - the hex
 * @returns e.g. `"3,-2"`
 * @example
 * ```ts
 * import { hexKey } from "@tt/hexgrid";
 * hexKey({ q: 3, r: -2 }); // "3,-2"
 * ```
 */
export function hexKey(h: Hex): string {
  return `${h.q + 0},${h.r + 0}`;
}

/**
 * Parses a key made by {@link hexKey}.
 *
 * @param key - `"q,r"` with integer parts (safe integers, at most 64 characters in all)
 * @returns the hex
 * @throws {@link HexgridError} `hexgrid/bad-key` (path `key`) if the text is not two integers separated
 *   by a comma; the message quotes at most 80 characters of it
 * @example
 * ```ts
 * import { hexFromKey } from "@tt/hexgrid";
 * hexFromKey("3,-2"); // { q: 3, r: -2 }
 * ```
 */
export function hexFromKey(key: string): Hex {
  const match = typeof key === "string" && key.length <= 64 ? /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(key) : null;
  const q = Number(match?.[1]);
  const r = Number(match?.[2]);
  if (!Number.isSafeInteger(q) || !Number.isSafeInteger(r)) throw argumentError("hexgrid/bad-key", "key", `${show(key)} is not a hex key of the form "q,r"`);
  return { q: q + 0, r: r + 0 };
}

/** Largest absolute coordinate an integer key can hold. */
export const HEX_INT_KEY_LIMIT = 32767;
const KEY_BIAS = 32768;
const KEY_SPAN = 65536;

/**
 * Integer key of a hex for hot paths (typed arrays, `Map<number, ...>`).
 * Valid for `|q|, |r| <=` {@link HEX_INT_KEY_LIMIT}; keys are non-negative and below 2^32.
 *
 * Domain, not checked (a hot path): integer coordinates within ±32767; others give colliding or
 * meaningless keys, not errors. See "Limits and checks" in the README.
 *
 * @param h - the hex
 * @returns a unique non-negative integer
 * @example
 * ```ts
 * import { hexIntKey, hexFromIntKey } from "@tt/hexgrid";
 * hexFromIntKey(hexIntKey({ q: -4, r: 7 })); // { q: -4, r: 7 }
 * ```
 */
export function hexIntKey(h: Hex): number {
  return (h.q + KEY_BIAS) * KEY_SPAN + (h.r + KEY_BIAS);
}

/**
 * Inverse of {@link hexIntKey}.
 *
 * Domain, not checked (a hot path): keys made by {@link hexIntKey}; other numbers give meaningless
 * hexes, not errors. See "Limits and checks" in the README.
 *
 * @param key - an integer key
 * @returns the hex
 * @example
 * ```ts
 * import { hexFromIntKey } from "@tt/hexgrid";
 * hexFromIntKey(2147516416); // { q: 0, r: 0 }
 * ```
 */
export function hexFromIntKey(key: number): Hex {
  const r = key % KEY_SPAN;
  return { q: (key - r) / KEY_SPAN - KEY_BIAS + 0, r: r - KEY_BIAS + 0 };
}
