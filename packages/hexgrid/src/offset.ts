import type { Hex, Orientation } from "./hex";

/**
 * The four offset layouts printed maps use. `odd-r`/`even-r` are for
 * pointy-topped maps (odd/even rows shoved right); `odd-q`/`even-q` for
 * flat-topped maps (odd/even columns shoved down).
 *
 * @example
 * ```ts
 * import { OFFSET_LAYOUTS } from "@tt/hexgrid";
 * OFFSET_LAYOUTS[0]; // "odd-r"
 * ```
 */
export const OFFSET_LAYOUTS = ["odd-r", "even-r", "odd-q", "even-q"] as const;
/** One of {@link OFFSET_LAYOUTS}. @example `const layout: OffsetLayout = "odd-q";` */
export type OffsetLayout = (typeof OFFSET_LAYOUTS)[number];

/**
 * Offset (column, row) coordinates as printed on a map.
 *
 * @example
 * ```ts
 * import type { OffsetCoord } from "@tt/hexgrid";
 * const printed: OffsetCoord = { col: 4, row: 7 };
 * ```
 */
export interface OffsetCoord {
  /** Column. */
  readonly col: number;
  /** Row. */
  readonly row: number;
}

/**
 * The orientation an offset layout belongs to.
 *
 * @param layout - an offset layout
 * @returns `"pointy"` for `odd-r`/`even-r`, `"flat"` for `odd-q`/`even-q`
 * @example
 * ```ts
 * import { offsetOrientation } from "@tt/hexgrid";
 * offsetOrientation("even-q"); // "flat"
 * ```
 */
export function offsetOrientation(layout: OffsetLayout): Orientation {
  return layout === "odd-r" || layout === "even-r" ? "pointy" : "flat";
}

/**
 * Converts printed offset coordinates to an axial hex.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param coord - `{ col, row }` (integers)
 * @param layout - which offset layout the map uses
 * @returns the axial hex
 * @example
 * ```ts
 * import { offsetToHex } from "@tt/hexgrid";
 * offsetToHex({ col: 2, row: 3 }, "odd-r"); // { q: 1, r: 3 }
 * ```
 */
export function offsetToHex(coord: OffsetCoord, layout: OffsetLayout): Hex {
  const col = coord.col;
  const row = coord.row;
  switch (layout) {
    case "odd-r":
      return { q: col - (row - (row & 1)) / 2 + 0, r: row + 0 };
    case "even-r":
      return { q: col - (row + (row & 1)) / 2 + 0, r: row + 0 };
    case "odd-q":
      return { q: col + 0, r: row - (col - (col & 1)) / 2 + 0 };
    case "even-q":
      return { q: col + 0, r: row - (col + (col & 1)) / 2 + 0 };
  }
}

/**
 * Converts an axial hex to printed offset coordinates.
 *
 * Domain, not checked (a hot path): hexes with integer coordinates; other values give
 * meaningless results (NaN, fractions), not errors. See "Limits and checks" in the README.
 *
 * @param h - the hex
 * @param layout - which offset layout the map uses
 * @returns `{ col, row }`
 * @example
 * ```ts
 * import { hexToOffset } from "@tt/hexgrid";
 * hexToOffset({ q: 1, r: 3 }, "odd-r"); // { col: 2, row: 3 }
 * ```
 */
export function hexToOffset(h: Hex, layout: OffsetLayout): OffsetCoord {
  const q = h.q;
  const r = h.r;
  switch (layout) {
    case "odd-r":
      return { col: q + (r - (r & 1)) / 2 + 0, row: r + 0 };
    case "even-r":
      return { col: q + (r + (r & 1)) / 2 + 0, row: r + 0 };
    case "odd-q":
      return { col: q + 0, row: r + (q - (q & 1)) / 2 + 0 };
    case "even-q":
      return { col: q + 0, row: r + (q + (q & 1)) / 2 + 0 };
  }
}
