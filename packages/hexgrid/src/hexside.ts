import { HexgridError } from "./errors";
import { HEX_DIRECTIONS, hexDirection, hexIntKey, type Direction, type Hex } from "./hex";
import { argumentError, show } from "./_internal/check";

/** The step of a direction 0-5 (or 0-2 for a canonical hexside), or a typed error naming `path`. */
function stepOf(direction: unknown, path: string, canonical: boolean): Hex {
  const step = typeof direction === "number" && (!canonical || direction < 3) ? HEX_DIRECTIONS[direction] : undefined;
  if (step === undefined) throw argumentError("hexgrid/bad-direction", path, `${show(direction)} is not an integer from 0 to ${canonical ? 2 : 5}`);
  return step;
}

/**
 * A hexside in canonical form: the side of `hex` in direction 0, 1 or 2.
 * Every side between two adjacent hexes has exactly one canonical form, so
 * `hexsideBetween(a, b)` and `hexsideBetween(b, a)` are equal.
 *
 * @example
 * ```ts
 * import { hexsideBetween } from "@tt/hexgrid";
 * hexsideBetween({ q: 1, r: 0 }, { q: 0, r: 0 }); // { hex: { q: 0, r: 0 }, direction: 0 }
 * ```
 */
export interface Hexside {
  /** The hex that owns the side. */
  readonly hex: Hex;
  /** Direction 0, 1 or 2 from `hex` to the hex across the side. */
  readonly direction: 0 | 1 | 2;
}

/**
 * The side of a hex in a given direction, in canonical form.
 *
 * @param h - the hex
 * @param direction - direction 0-5 from `h`
 * @returns the canonical hexside
 * @throws {@link HexgridError} `hexgrid/bad-direction` (path `direction`) if `direction` is not 0-5
 * @example
 * ```ts
 * import { hexsideOf } from "@tt/hexgrid";
 * hexsideOf({ q: 0, r: 0 }, 3); // { hex: { q: -1, r: 0 }, direction: 0 }
 * ```
 */
export function hexsideOf(h: Hex, direction: Direction): Hexside {
  const d = stepOf(direction, "direction", false);
  if (direction < 3) return { hex: { q: h.q, r: h.r }, direction: (direction + 0) as 0 | 1 | 2 };
  return { hex: { q: h.q + d.q, r: h.r + d.r }, direction: (direction - 3) as 0 | 1 | 2 };
}

/**
 * The canonical hexside between two adjacent hexes (order does not matter).
 *
 * @param a - a hex
 * @param b - a hex adjacent to `a`
 * @returns the canonical hexside
 * @throws {@link HexgridError} `hexgrid/not-adjacent` if the hexes are not adjacent
 * @example
 * ```ts
 * import { hexsideBetween, hexsideKey } from "@tt/hexgrid";
 * hexsideKey(hexsideBetween({ q: 0, r: 0 }, { q: 0, r: -1 })); // "0,0|0,-1"
 * ```
 */
export function hexsideBetween(a: Hex, b: Hex): Hexside {
  const d = hexDirection(a, b);
  if (d === undefined) {
    throw new HexgridError("hexgrid/not-adjacent", `hexes ${show(a.q)},${show(a.r)} and ${show(b.q)},${show(b.r)} are not adjacent`);
  }
  return hexsideOf(a, d);
}

/**
 * The six sides of a hex in direction order 0-5, each in canonical form.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param h - the hex
 * @returns six hexsides
 * @example
 * ```ts
 * import { hexsidesOf } from "@tt/hexgrid";
 * hexsidesOf({ q: 0, r: 0 }).length; // 6
 * ```
 */
export function hexsidesOf(h: Hex): Hexside[] {
  return [0, 1, 2, 3, 4, 5].map((d) => hexsideOf(h, d as Direction));
}

/**
 * The two hexes a hexside separates: the owner first, then the hex across.
 *
 * @param side - a hexside
 * @returns `[owner, across]`
 * @throws {@link HexgridError} `hexgrid/bad-direction` (path `side.direction`) if the direction is not 0, 1 or 2
 * @example
 * ```ts
 * import { hexsideHexes } from "@tt/hexgrid";
 * hexsideHexes({ hex: { q: 0, r: 0 }, direction: 1 }); // [{ q: 0, r: 0 }, { q: 1, r: -1 }]
 * ```
 */
export function hexsideHexes(side: Hexside): [Hex, Hex] {
  const d = stepOf(side.direction, "side.direction", true);
  return [
    { q: side.hex.q, r: side.hex.r },
    { q: side.hex.q + d.q, r: side.hex.r + d.r },
  ];
}

/**
 * Whether two hexsides are the same side.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param a - first hexside (canonical)
 * @param b - second hexside (canonical)
 * @returns true if equal
 * @example
 * ```ts
 * import { hexsideBetween, hexsideEquals } from "@tt/hexgrid";
 * hexsideEquals(hexsideBetween({ q: 0, r: 0 }, { q: 1, r: 0 }), hexsideBetween({ q: 1, r: 0 }, { q: 0, r: 0 })); // true
 * ```
 */
export function hexsideEquals(a: Hexside, b: Hexside): boolean {
  return a.direction === b.direction && a.hex.q === b.hex.q && a.hex.r === b.hex.r;
}

/**
 * Stable string id of a hexside for JSON: `"q,r|q,r"`, owner hex first.
 *
 * @param side - a hexside
 * @returns e.g. `"0,0|1,-1"`
 * @throws {@link HexgridError} `hexgrid/bad-direction` (path `side.direction`) if the direction is not 0, 1 or 2
 * @example
 * ```ts
 * import { hexsideKey } from "@tt/hexgrid";
 * hexsideKey({ hex: { q: 0, r: 0 }, direction: 1 }); // "0,0|1,-1"
 * ```
 */
export function hexsideKey(side: Hexside): string {
  const d = stepOf(side.direction, "side.direction", true);
  const q = side.hex.q + 0;
  const r = side.hex.r + 0;
  return `${q},${r}|${q + d.q},${r + d.r}`;
}

/**
 * Parses a hexside key `"q,r|q,r"`. Either hex may come first; the result is canonical.
 *
 * @param key - two hex keys joined by `|` (safe integers, at most 128 characters in all)
 * @returns the canonical hexside
 * @throws {@link HexgridError} `hexgrid/bad-key` (path `key`) for malformed text (quoting at most 80
 *   characters of it), `hexgrid/not-adjacent` if the hexes are not adjacent
 * @example
 * ```ts
 * import { hexsideFromKey } from "@tt/hexgrid";
 * hexsideFromKey("1,-1|0,0"); // { hex: { q: 0, r: 0 }, direction: 1 }
 * ```
 */
export function hexsideFromKey(key: string): Hexside {
  const match = typeof key === "string" && key.length <= 128 ? /^\s*(-?\d+)\s*,\s*(-?\d+)\s*\|\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(key) : null;
  const n = match ? match.slice(1).map((x) => Number(x) + 0) : [];
  if (!match || !n.every(Number.isSafeInteger)) throw argumentError("hexgrid/bad-key", "key", `${show(key)} is not a hexside key of the form "q,r|q,r"`);
  return hexsideBetween({ q: n[0]!, r: n[1]! }, { q: n[2]!, r: n[3]! });
}

/**
 * Integer id of a hexside for hot paths: `hexIntKey(owner) * 3 + direction`
 * (below 2^34, so exact in a JavaScript number).
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param side - a canonical hexside
 * @returns a unique non-negative integer
 * @example
 * ```ts
 * import { hexsideIntKey, hexsideBetween } from "@tt/hexgrid";
 * const wallSides = new Set([hexsideIntKey(hexsideBetween({ q: 0, r: 0 }, { q: 1, r: 0 }))]);
 * ```
 */
export function hexsideIntKey(side: Hexside): number {
  return hexIntKey(side.hex) * 3 + side.direction;
}
