/// <reference types="node" />
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createLayout,
  hexBounds,
  hexCorners,
  hexKey,
  hexSvgPath,
  hexToPixel,
  hexsideBetween,
  hexsideSvgPath,
  lineOfSight,
  parseHexMap,
  pixelToHex,
  reachable,
  riderGraph,
  riderHexes,
  stepCosts,
  type Hex,
  type SightElement,
} from "../src/index";

// A small Sherwood-like scene: a cottage with walls, a door and a window, trees and scrub.
const map = parseHexMap({
  name: "Forester's yard",
  offset: "odd-r",
  legend: { ".": "clear", t: "tree", s: "scrub", B: "building" },
  rows: [". . . t t . . .", " . . . t . . . .", ". s . . . B B .", " . s . . B B . .", ". . . . . . . .", " . . . . . s s ."],
  hexsides: ["5,2 NW,NE,W wall", "6,2 NW,NE,E wall", "6,2 SE window", "4,3 W,SW,SE wall", "4,3 NW wall", "5,3 SW wall", "5,3 SE door", "5,3 E wall"],
});

const FILL: Record<string, string> = { clear: "#e9efd7", tree: "#5f8d4e", scrub: "#b5c98e", building: "#c9b79c" };

function renderExample(): { svg: string; hexCount: number } {
  const layout = createLayout({ orientation: "pointy", size: 24, origin: { x: 0, y: 0 } });
  const mapBox = hexBounds(layout, map.hexes, 12);
  const box = { ...mapBox, height: mapBox.height + 62 };
  const parts: string[] = [];
  const push = (s: string) => parts.push(s);
  push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.x.toFixed(1)} ${box.y.toFixed(1)} ${box.width.toFixed(1)} ${box.height.toFixed(1)}" width="${Math.round(box.width * 1.5)}" height="${Math.round(box.height * 1.5)}" font-family="sans-serif">`,
  );
  push(`<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="#ffffff"/>`);
  // Terrain, one path per hex.
  for (const h of map.hexes) push(`<path d="${hexSvgPath(layout, h)}" fill="${FILL[map.terrain(h)!]}" stroke="#8a8a7a" stroke-width="0.8"><title>${hexKey(h)} ${map.terrain(h)}</title></path>`);

  // Where Will (on foot, 3 MP) can move: forest 2 MP, no walls, +3 MP through the window (SHW-4.1).
  const will: Hex = { q: 1, r: 4 };
  const foot = stepCosts(map, (from, to) => {
    const side = map.hexsideFeatures(from, to);
    if (side.includes("window")) return 1 + 3;
    if (side.includes("wall")) return Infinity;
    return map.terrain(to) === "tree" || map.terrain(to) === "scrub" ? 2 : 1;
  });
  const reach = reachable(map, will, 3, { cost: foot });
  push(`<path d="${hexSvgPath(layout, reach.nodes)}" fill="#f2a900" fill-opacity="0.3" stroke="none"/>`);

  // Hexside features.
  for (const { side, features } of map.hexsides()) {
    const d = hexsideSvgPath(layout, side);
    if (features.includes("window")) push(`<path d="${d}" stroke="#4a4a4a" stroke-width="4"/><path d="${d}" stroke="#9fd3ff" stroke-width="2"/>`);
    else if (features.includes("door")) push(`<path d="${d}" stroke="#8b5a2b" stroke-width="4" stroke-dasharray="4 3"/>`);
    else push(`<path d="${d}" stroke="#4a4a4a" stroke-width="4" stroke-linecap="round"/>`);
  }

  // A line of fire that runs exactly along hexsides: both hexes of each tie are outlined.
  const archer: Hex = { q: 0, r: 1 };
  const target: Hex = { q: 3, r: 4 };
  const trees = (e: SightElement) => e.kind === "hex" && map.terrain(e.hex) === "tree";
  const sight = lineOfSight(archer, target, trees);
  for (const tie of sight.ties) push(`<path d="${hexSvgPath(layout, [...tie.hexes])}" fill="none" stroke="#d1495b" stroke-width="2" stroke-dasharray="3 2"/>`);
  const a = hexToPixel(layout, archer);
  const b = hexToPixel(layout, target);
  push(`<line x1="${a.x.toFixed(2)}" y1="${a.y.toFixed(2)}" x2="${b.x.toFixed(2)}" y2="${b.y.toFixed(2)}" stroke="#d1495b" stroke-width="2"/>`);

  // A rider (two hexes) and where he can be after 3 MP, front hexes only (SHW-4.3).
  const rider = { front: { q: 4, r: 4 }, facing: 3 as const };
  const riderReach = reachable(riderGraph(map), rider, 3, {
    cost: (_from, to) => (riderHexes(to).some((h) => map.terrain(h) === "tree" || map.terrain(h) === "building") ? Infinity : 1),
  });
  for (const p of riderReach.nodes) {
    const c = hexToPixel(layout, p.front);
    push(`<circle cx="${c.x.toFixed(2)}" cy="${c.y.toFixed(2)}" r="3" fill="#2e4057"/>`);
  }
  const [front, rear] = riderHexes(rider).map((h) => hexToPixel(layout, h));
  push(
    `<line x1="${rear!.x.toFixed(2)}" y1="${rear!.y.toFixed(2)}" x2="${front!.x.toFixed(2)}" y2="${front!.y.toFixed(2)}" stroke="#2e4057" stroke-width="14" stroke-linecap="round" opacity="0.85"/>`,
  );
  push(`<text x="${front!.x.toFixed(2)}" y="${(front!.y + 4).toFixed(2)}" font-size="11" fill="#fff" text-anchor="middle">R</text>`);

  // Counters.
  for (const [h, label, colour] of [
    [archer, "A", "#d1495b"],
    [target, "T", "#d1495b"],
    [will, "W", "#b07d00"],
  ] as const) {
    const c = hexToPixel(layout, h);
    push(
      `<circle cx="${c.x.toFixed(2)}" cy="${c.y.toFixed(2)}" r="10" fill="${colour}"/><text x="${c.x.toFixed(2)}" y="${(c.y + 4).toFixed(2)}" font-size="11" fill="#fff" text-anchor="middle">${label}</text>`,
    );
  }
  // Legend.
  const ly = mapBox.y + mapBox.height + 6;
  const legend: [string, string][] = [
    ["#f2a900", "W: reachable with 3 MP"],
    ["#d1495b", "A to T: line of fire; dashed: ties"],
    ["#2e4057", "R: rider; dots: fronts within 3 MP"],
  ];
  legend.forEach(([colour, text], i) => {
    const x = mapBox.x + 10;
    const y = ly + i * 13;
    push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="9" height="9" fill="${colour}" opacity="0.8"/><text x="${(x + 14).toFixed(1)}" y="${(y + 8).toFixed(1)}" font-size="9" fill="#333">${text}</text>`,
    );
  });
  push(`<text x="${(mapBox.x + 10).toFixed(1)}" y="${(ly + 47).toFixed(1)}" font-size="9" fill="#333">Walls dark, window blue, door dashed; trees, scrub and the cottage shaded.</text>`);
  push("</svg>");
  return { svg: `${parts.join("\n")}\n`, hexCount: map.size };
}

describe("the README's drawn example", () => {
  it("draws the map, walls, a line of fire with its ties, a reach area and a rider into docs/example.svg", () => {
    const { svg, hexCount } = renderExample();
    writeFileSync(new URL("../docs/example.svg", import.meta.url), svg);
    expect(svg.match(/<title>/g)).toHaveLength(hexCount);
    expect(svg).toContain('stroke="#9fd3ff"'); // the window
    expect(svg).toContain('stroke-dasharray="4 3"'); // the door
    // The line of fire from (0,1) to (3,4) runs along hexsides: it has ties to outline.
    expect(lineOfSight({ q: 0, r: 1 }, { q: 3, r: 4 }, () => false).ties.length).toBeGreaterThan(0);
    // Every hex outline drawn encloses its own centre.
    const layout = createLayout({ orientation: "pointy", size: 24 });
    for (const h of map.hexes) {
      const corners = hexCorners(layout, h);
      const cx = corners.reduce((s, p) => s + p.x, 0) / 6;
      const cy = corners.reduce((s, p) => s + p.y, 0) / 6;
      expect(pixelToHex(layout, { x: cx, y: cy })).toEqual(h);
    }
    expect(hexsideBetween({ q: 4, r: 2 }, { q: 4, r: 1 })).toBeDefined();
  });
});
