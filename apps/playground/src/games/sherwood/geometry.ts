import { createLayout, hexToPixel, type Hex, type Point } from "@tt/hexgrid";

// Where Sherwood's board draws a hex: one pointy-top layout for the map, its marks and its pieces.

/** The board's layout: pointy-top hexes 20 units from centre to corner. */
export const LAYOUT = createLayout({ orientation: "pointy", size: 20, origin: { x: 0, y: 0 } });

/** A hex's centre on the board's SVG. */
export const px = (h: Hex): Point => hexToPixel(LAYOUT, h);

/** A coordinate rounded to a tenth, for compact SVG. */
export const f = (n: number): number => Math.round(n * 10) / 10;
