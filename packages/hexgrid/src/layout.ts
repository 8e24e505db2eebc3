import { hexRound, type Hex, type Orientation } from "./hex";
import type { Hexside } from "./hexside";
import { badArgument, checkCount, checkOptions } from "./_internal/check";

/**
 * A point in pixel space (screen y grows downward, as in SVG and canvas).
 *
 * @example
 * ```ts
 * import type { Point } from "@tt/hexgrid";
 * const p: Point = { x: 10, y: 20 };
 * ```
 */
export interface Point {
  /** Horizontal pixel coordinate. */
  readonly x: number;
  /** Vertical pixel coordinate (down is positive). */
  readonly y: number;
}

/**
 * How hexes map to pixels: orientation, size (centre-to-corner radius, per
 * axis so hexes can be stretched) and the pixel position of hex `{ q: 0, r: 0 }`.
 *
 * @example
 * ```ts
 * import { createLayout } from "@tt/hexgrid";
 * const layout = createLayout({ orientation: "flat", size: 20, origin: { x: 40, y: 40 } });
 * ```
 */
export interface Layout {
  /** `"pointy"` or `"flat"`. */
  readonly orientation: Orientation;
  /** Centre-to-corner radius on each axis. */
  readonly size: Point;
  /** Pixel centre of hex `{ q: 0, r: 0 }`. */
  readonly origin: Point;
}

/**
 * Options for {@link createLayout}; every field has a default.
 *
 * @example
 * ```ts
 * import type { LayoutOptions } from "@tt/hexgrid";
 * const options: LayoutOptions = { orientation: "pointy", size: 24 };
 * ```
 */
export interface LayoutOptions {
  /** Default `"pointy"`. */
  readonly orientation?: Orientation;
  /** Corner radius in pixels, one number or per axis. Default 1. */
  readonly size?: number | Point;
  /** Pixel centre of hex `{ q: 0, r: 0 }`. Default `{ x: 0, y: 0 }`. */
  readonly origin?: Point;
}

const SQRT3 = Math.sqrt(3);

/**
 * Builds a {@link Layout}.
 *
 * @param options - orientation, size and origin
 * @returns a frozen layout
 * @throws {@link HexgridError} `hexgrid/bad-argument` for options that are not an object, an orientation
 *   other than `"pointy"` or `"flat"`, a size that is not a positive finite number, or an origin whose
 *   `x` and `y` are not finite numbers (path `options.size.x`, `options.origin`, ...)
 * @example
 * ```ts
 * import { createLayout, hexToPixel } from "@tt/hexgrid";
 * const layout = createLayout({ orientation: "pointy", size: 10 });
 * hexToPixel(layout, { q: 1, r: 0 }); // { x: 17.32..., y: 0 }
 * ```
 */
export function createLayout(options?: LayoutOptions): Layout {
  const checked = checkOptions(options, "options");
  const orientation = checked.orientation ?? "pointy";
  if (orientation !== "pointy" && orientation !== "flat") throw badArgument("options.orientation", `"pointy", "flat" or undefined`, orientation);
  const raw = checked.size ?? 1;
  const size = typeof raw === "number" ? { x: raw, y: raw } : point(raw, "options.size", true);
  if (!(size.x > 0 && size.y > 0 && Number.isFinite(size.x))) throw badArgument("options.size", "a positive finite number or { x, y } of them", raw);
  return Object.freeze({
    orientation,
    size: Object.freeze(size),
    origin: Object.freeze(point(checked.origin ?? { x: 0, y: 0 }, "options.origin", false)),
  });
}

/** A copy of `{ x, y }` of finite (and, if `positive`, positive) numbers, or a typed error naming the field. */
function point(value: unknown, path: string, positive: boolean): Point {
  if (typeof value !== "object" || value === null) throw badArgument(path, "{ x, y }", value);
  const { x, y } = value as { x?: unknown; y?: unknown };
  for (const [name, v] of [
    ["x", x],
    ["y", y],
  ] as const) {
    if (typeof v !== "number" || !Number.isFinite(v) || (positive && !(v > 0))) throw badArgument(`${path}.${name}`, positive ? "a positive finite number" : "a finite number", v);
  }
  return { x: (x as number) + 0, y: (y as number) + 0 };
}

/**
 * Pixel centre of a hex.
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param h - the hex (fractional coordinates allowed)
 * @returns the centre point
 * @example
 * ```ts
 * import { createLayout, hexToPixel } from "@tt/hexgrid";
 * hexToPixel(createLayout({ orientation: "flat", size: 10 }), { q: 2, r: 0 }); // { x: 30, y: 17.32... }
 * ```
 */
export function hexToPixel(layout: Layout, h: Hex): Point {
  const { size, origin } = layout;
  if (layout.orientation === "pointy") {
    return { x: origin.x + size.x * (SQRT3 * h.q + (SQRT3 / 2) * h.r), y: origin.y + size.y * 1.5 * h.r };
  }
  return { x: origin.x + size.x * 1.5 * h.q, y: origin.y + size.y * ((SQRT3 / 2) * h.q + SQRT3 * h.r) };
}

/**
 * The fractional axial coordinates under a pixel (before rounding).
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param point - a pixel position
 * @returns fractional `{ q, r }`
 * @example
 * ```ts
 * import { createLayout, pixelToFractionalHex } from "@tt/hexgrid";
 * pixelToFractionalHex(createLayout({ size: 10 }), { x: 8.66, y: 0 }); // { q: ~0.5, r: 0 }
 * ```
 */
export function pixelToFractionalHex(layout: Layout, point: Point): Hex {
  const px = (point.x - layout.origin.x) / layout.size.x;
  const py = (point.y - layout.origin.y) / layout.size.y;
  if (layout.orientation === "pointy") {
    return { q: (SQRT3 / 3) * px - py / 3, r: (2 / 3) * py };
  }
  return { q: (2 / 3) * px, r: -px / 3 + (SQRT3 / 3) * py };
}

/**
 * The hex containing a pixel (inverse of {@link hexToPixel}).
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param point - a pixel position
 * @returns the hex whose cell contains the point
 * @example
 * ```ts
 * import { createLayout, hexToPixel, pixelToHex } from "@tt/hexgrid";
 * const layout = createLayout({ size: 16 });
 * pixelToHex(layout, hexToPixel(layout, { q: 3, r: -2 })); // { q: 3, r: -2 }
 * ```
 */
export function pixelToHex(layout: Layout, point: Point): Hex {
  const f = pixelToFractionalHex(layout, point);
  return hexRound(f.q, f.r);
}

/**
 * Offset of corner `i` from a hex centre. Corners are numbered counter-clockwise
 * so that the side in direction `d` runs from corner `d` to corner `d + 1`.
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param corner - corner index 0-5
 * @returns the offset from the centre
 * @example
 * ```ts
 * import { createLayout, hexCornerOffset } from "@tt/hexgrid";
 * hexCornerOffset(createLayout({ orientation: "flat", size: 1 }), 1); // { x: 1, y: 0 }
 * ```
 */
export function hexCornerOffset(layout: Layout, corner: number): Point {
  const start = layout.orientation === "pointy" ? -30 : -60;
  const angle = ((start + 60 * corner) * Math.PI) / 180;
  return { x: layout.size.x * Math.cos(angle) + 0, y: -layout.size.y * Math.sin(angle) + 0 };
}

/**
 * The six corners of a hex in pixels, counter-clockwise on screen.
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param h - the hex
 * @returns six points
 * @example
 * ```ts
 * import { createLayout, hexCorners } from "@tt/hexgrid";
 * hexCorners(createLayout({ size: 10 }), { q: 0, r: 0 }).length; // 6
 * ```
 */
export function hexCorners(layout: Layout, h: Hex): Point[] {
  const c = hexToPixel(layout, h);
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const o = hexCornerOffset(layout, i);
    out.push({ x: c.x + o.x, y: c.y + o.y });
  }
  return out;
}

/**
 * The two corners (in pixels) a hexside runs between, e.g. to draw a wall.
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param side - the hexside
 * @returns the side's end points
 * @example
 * ```ts
 * import { createLayout, hexsideBetween, hexsideEndpoints } from "@tt/hexgrid";
 * const [a, b] = hexsideEndpoints(createLayout({ size: 10 }), hexsideBetween({ q: 0, r: 0 }, { q: 1, r: 0 }));
 * ```
 */
export function hexsideEndpoints(layout: Layout, side: Hexside): [Point, Point] {
  const c = hexToPixel(layout, side.hex);
  const a = hexCornerOffset(layout, side.direction);
  const b = hexCornerOffset(layout, side.direction + 1);
  return [
    { x: c.x + a.x, y: c.y + a.y },
    { x: c.x + b.x, y: c.y + b.y },
  ];
}

function fmt(value: number, precision: number): string {
  const f = 10 ** precision;
  // A coordinate so large that scaling it overflows has no decimals left to round.
  const v = Number.isFinite(value * f) ? Math.round(value * f) / f : value;
  return String(v === 0 ? 0 : v);
}

/**
 * An SVG path (`d` attribute) outlining one hex or many (one closed subpath per hex).
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param hexes - one hex or a list
 * @param precision - decimals kept, an integer from 0 to 10 (default 2)
 * @returns path data such as `"M8.66 -5L..Z"`
 * @throws {@link HexgridError} `hexgrid/bad-argument` (path `precision`) for a precision that is not an integer
 *   from 0 to 10 (`hexgrid/limit-exceeded` above 10)
 * @example
 * ```ts
 * import { createLayout, hexSvgPath } from "@tt/hexgrid";
 * const d = hexSvgPath(createLayout({ size: 10 }), { q: 0, r: 0 });
 * const svg = `<path d="${d}" fill="green"/>`;
 * ```
 */
export function hexSvgPath(layout: Layout, hexes: Hex | readonly Hex[], precision = 2): string {
  checkCount(precision, "precision", 10);
  const list: readonly Hex[] = Array.isArray(hexes) ? hexes : [hexes as Hex];
  let d = "";
  for (const h of list) {
    const corners = hexCorners(layout, h);
    corners.forEach((p, i) => {
      d += `${i === 0 ? "M" : "L"}${fmt(p.x, precision)} ${fmt(p.y, precision)}`;
    });
    d += "Z";
  }
  return d;
}

/**
 * An SVG path (`d` attribute) for one or more hexsides, e.g. walls.
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param sides - one hexside or a list
 * @param precision - decimals kept, an integer from 0 to 10 (default 2)
 * @returns path data of `M..L..` segments
 * @throws {@link HexgridError} `hexgrid/bad-argument` (path `precision`) for a precision that is not an integer
 *   from 0 to 10 (`hexgrid/limit-exceeded` above 10)
 * @example
 * ```ts
 * import { createLayout, hexsideBetween, hexsideSvgPath } from "@tt/hexgrid";
 * const wall = hexsideSvgPath(createLayout({ size: 10 }), hexsideBetween({ q: 0, r: 0 }, { q: 0, r: 1 }));
 * ```
 */
export function hexsideSvgPath(layout: Layout, sides: Hexside | readonly Hexside[], precision = 2): string {
  checkCount(precision, "precision", 10);
  const list: readonly Hexside[] = Array.isArray(sides) ? sides : [sides as Hexside];
  let d = "";
  for (const side of list) {
    const [a, b] = hexsideEndpoints(layout, side);
    d += `M${fmt(a.x, precision)} ${fmt(a.y, precision)}L${fmt(b.x, precision)} ${fmt(b.y, precision)}`;
  }
  return d;
}

/**
 * The SVG `points` attribute of a hex polygon.
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param h - the hex
 * @param precision - decimals kept, an integer from 0 to 10 (default 2)
 * @returns `"x,y x,y ..."`
 * @throws {@link HexgridError} `hexgrid/bad-argument` (path `precision`) for a precision that is not an integer
 *   from 0 to 10 (`hexgrid/limit-exceeded` above 10)
 * @example
 * ```ts
 * import { createLayout, hexSvgPoints } from "@tt/hexgrid";
 * const polygon = `<polygon points="${hexSvgPoints(createLayout({ size: 10 }), { q: 0, r: 0 })}"/>`;
 * ```
 */
export function hexSvgPoints(layout: Layout, h: Hex, precision = 2): string {
  checkCount(precision, "precision", 10);
  return hexCorners(layout, h)
    .map((p) => `${fmt(p.x, precision)},${fmt(p.y, precision)}`)
    .join(" ");
}

/**
 * A pixel bounding box.
 *
 * @example
 * ```ts
 * import type { Bounds } from "@tt/hexgrid";
 * const box: Bounds = { x: 0, y: 0, width: 100, height: 80 };
 * ```
 */
export interface Bounds {
  /** Left edge. */
  readonly x: number;
  /** Top edge. */
  readonly y: number;
  /** Width. */
  readonly width: number;
  /** Height. */
  readonly height: number;
}

/**
 * The pixel box enclosing the given hexes' corners, e.g. for an SVG `viewBox`.
 *
 * Domain, not checked (a hot path): a layout from `createLayout` and finite coordinates; other
 * values give NaN or meaningless results, not errors. See "Limits and checks" in the README.
 *
 * @param layout - the layout
 * @param hexes - the hexes to enclose
 * @param margin - extra space on every side (default 0)
 * @returns the bounding box (all zeros for no hexes)
 * @throws {@link HexgridError} `hexgrid/bad-argument` (path `margin`) for a margin that is not a finite number
 * @example
 * ```ts
 * import { createLayout, hexBounds, hexSpiral } from "@tt/hexgrid";
 * const b = hexBounds(createLayout({ size: 10 }), hexSpiral({ q: 0, r: 0 }, 2), 4);
 * const viewBox = `${b.x} ${b.y} ${b.width} ${b.height}`;
 * ```
 */
export function hexBounds(layout: Layout, hexes: Iterable<Hex>, margin = 0): Bounds {
  if (typeof margin !== "number" || !Number.isFinite(margin)) throw badArgument("margin", "a finite number", margin);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of hexes) {
    for (const p of hexCorners(layout, h)) {
      if (p.x < minX) minX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.x > maxX) maxX = p.x;
      if (p.y > maxY) maxY = p.y;
    }
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin };
}
