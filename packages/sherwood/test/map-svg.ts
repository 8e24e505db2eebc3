// Draws a Sherwood map (or a scenario's joined maps) as SVG with @tt/hexgrid's layout and SVG helpers:
// terrain, the inn's upper level, walls, doors, windows, low walls, slope lips, large trees with their
// letters and trunks, room names and the numbered map sides.
import { createLayout, hexBounds, hexKey, hexSvgPath, hexToPixel, hexsideSvgPath, type Hex, type HexMap } from "@tt/hexgrid";

/** What the drawing needs to know about a map beyond its HexMap. */
export interface DrawnMap {
  title: string;
  hexMap: HexMap;
  /** Hexes above the ground (the inn's rooms and balcony). */
  upper: ReadonlySet<string>;
  trees: readonly { letter: string; trunk: Hex }[];
  labels: readonly { text: string; hexes: readonly Hex[] }[];
  /** Each map side's hexes and its label ("1", or "Gulch 3" on joined maps). */
  sides: readonly { label: string; hexes: readonly Hex[]; outward: { x: number; y: number } }[];
}

const FILL: Record<string, string> = {
  clear: "#efe6b8",
  tree: "#4f8a3c",
  scrub: "#a9c47f",
  slope: "#c9a66b",
  floor: "#b8a48a",
  stairs: "#8b6b47",
  balcony: "#a88f6e",
  hearth: "#5b4a3f",
};

const xml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The SVG text of `map`. */
export function mapSvg(map: DrawnMap): string {
  const layout = createLayout({ orientation: "pointy", size: 20, origin: { x: 0, y: 0 } });
  const box = hexBounds(layout, map.hexMap.hexes, 90);
  const legendHeight = 56;
  const parts: string[] = [];
  const push = (s: string): void => {
    parts.push(s);
  };
  const f = (n: number): string => n.toFixed(1);
  push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f(box.x)} ${f(box.y - 24)} ${f(box.width)} ${f(box.height + 24 + legendHeight)}" width="${Math.round(box.width)}" height="${Math.round(box.height + 24 + legendHeight)}" font-family="sans-serif">`,
  );
  push(`<rect x="${f(box.x)}" y="${f(box.y - 24)}" width="${f(box.width)}" height="${f(box.height + 24 + legendHeight)}" fill="#ffffff"/>`);
  push(`<text x="${f(box.x + 10)}" y="${f(box.y - 6)}" font-size="16" font-weight="bold" fill="#222">${xml(map.title)}</text>`);
  for (const h of map.hexMap.hexes) {
    const terrain = map.hexMap.terrain(h)!;
    push(`<path d="${hexSvgPath(layout, h)}" fill="${FILL[terrain] ?? "#ff00ff"}" stroke="#8a8468" stroke-width="0.6"><title>${hexKey(h)} ${terrain}</title></path>`);
  }
  // The upper level: hatched.
  push(
    `<defs><pattern id="upper" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" stroke-width="1.5" opacity="0.55"/></pattern></defs>`,
  );
  const upper = map.hexMap.hexes.filter((h) => map.upper.has(hexKey(h)));
  if (upper.length > 0) push(`<path d="${hexSvgPath(layout, upper)}" fill="url(#upper)" stroke="none"/>`);
  // Trunks and tree letters.
  for (const tree of map.trees) {
    const c = hexToPixel(layout, tree.trunk);
    push(`<circle cx="${f(c.x)}" cy="${f(c.y)}" r="7" fill="#6b4423" stroke="#2f1d0e" stroke-width="1"/>`);
    push(`<text x="${f(c.x)}" y="${f(c.y + 4)}" font-size="11" font-weight="bold" fill="#fff" text-anchor="middle">${xml(tree.letter)}</text>`);
  }
  // Hexsides.
  for (const { side, features } of map.hexMap.hexsides()) {
    const d = hexsideSvgPath(layout, side);
    if (features.includes("window")) push(`<path d="${d}" stroke="#f4f4f4" stroke-width="5"/><path d="${d}" stroke="#3d7fc4" stroke-width="2.5"/>`);
    else if (features.includes("door")) push(`<path d="${d}" stroke="#f4f4f4" stroke-width="5"/><path d="${d}" stroke="#8b2b2b" stroke-width="2" stroke-dasharray="3 2"/>`);
    else if (features.includes("wall")) push(`<path d="${d}" stroke="#f4f4f4" stroke-width="5" stroke-linecap="round"/><path d="${d}" stroke="#555" stroke-width="1" stroke-linecap="round"/>`);
    else if (features.includes("low-wall")) push(`<path d="${d}" stroke="#999" stroke-width="3" stroke-linecap="round"/>`);
    if (features.includes("slope-lip")) push(`<path d="${d}" stroke="#7a4b12" stroke-width="2.5" stroke-dasharray="5 2"/>`);
  }
  // Room and building names.
  for (const label of map.labels) {
    const points = label.hexes.map((h) => hexToPixel(layout, h));
    const x = points.reduce((s, p) => s + p.x, 0) / points.length;
    const y = points.reduce((s, p) => s + p.y, 0) / points.length;
    push(`<text x="${f(x)}" y="${f(y + 3)}" font-size="8" fill="#111" text-anchor="middle" stroke="#fff" stroke-width="2" paint-order="stroke">${xml(label.text)}</text>`);
  }
  // Map sides: the number outside the middle of each edge.
  for (const side of map.sides) {
    const points = side.hexes.map((h) => hexToPixel(layout, h));
    const x = points.reduce((s, p) => s + p.x, 0) / points.length + side.outward.x * 28;
    const y = points.reduce((s, p) => s + p.y, 0) / points.length + side.outward.y * 28;
    push(`<text x="${f(x)}" y="${f(y + 4)}" font-size="12" font-weight="bold" fill="#b03030" text-anchor="middle">${xml(side.label)}</text>`);
  }
  const ly = box.y + box.height + 8;
  const legend: [string, string][] = [
    [FILL.clear!, "ground"],
    [FILL.tree!, "large tree (letter on the trunk)"],
    [FILL.scrub!, "scrub"],
    [FILL.slope!, "slope (dashed brown: lip)"],
    [FILL.floor!, "building floor (hatched: upper level)"],
    [FILL.stairs!, "stairs"],
    [FILL.balcony!, "balcony"],
    [FILL.hearth!, "hearth (impassable)"],
  ];
  legend.forEach(([colour, text], i) => {
    const x = box.x + 10 + (i % 4) * 230;
    const y = ly + Math.floor(i / 4) * 14;
    push(
      `<rect x="${f(x)}" y="${f(y)}" width="10" height="10" fill="${colour}" stroke="#555" stroke-width="0.5"/><text x="${f(x + 14)}" y="${f(y + 9)}" font-size="9" fill="#333">${xml(text)}</text>`,
    );
  });
  push(`<text x="${f(box.x + 10)}" y="${f(ly + 36)}" font-size="9" fill="#333">White with a grey line: wall. Blue: window. Red dashes: door. Grey: low wall. Red numbers: map sides.</text>`);
  push("</svg>");
  return `${parts.join("\n")}\n`;
}
