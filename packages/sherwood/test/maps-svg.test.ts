/// <reference types="node" />
// Draws each map, and the four joined for scenarios 4 and 8, into docs/maps/*.svg (the README shows them).
import { writeFileSync } from "node:fs";
import { hexKey } from "@tt/hexgrid";
import { describe, expect, it } from "vitest";
import { sherwoodRules, type Board } from "../src/index";
import { mapSvg, type DrawnMap } from "./map-svg";

const OUTWARD = { 1: { x: 0, y: -1 }, 2: { x: 1, y: 0 }, 3: { x: 0, y: 1 }, 4: { x: -1, y: 0 } } as const;

function drawn(board: Board, title: string, names: ReadonlyMap<string, string>): DrawnMap {
  const single = board.placements.length === 1;
  return {
    title,
    hexMap: board.hexMap,
    upper: new Set(board.hexes.filter((i) => i.level > 0).map((i) => hexKey(i.hex))),
    trees: board.trees,
    labels: [
      ...board.buildings.flatMap((b) => b.rooms.map((r) => ({ text: r.name.replace(/ \(.*\)$/, ""), hexes: r.hexes }))),
      ...(single ? [] : board.placements.map((p) => ({ text: names.get(p.map)!, hexes: board.hexes.filter((i) => i.map === p.map && i.tree === null && i.room === null).map((i) => i.hex) }))),
    ],
    sides: board.outerSides.map((s) => {
      const rotated = board.placements.find((p) => p.map === s.map)!.rotation === 180;
      const facing = (rotated ? ((s.side + 1) % 4) + 1 : s.side) as 1 | 2 | 3 | 4;
      return { label: single ? String(s.side) : `${names.get(s.map)} ${s.side}`, hexes: board.side(s.map, s.side), outward: OUTWARD[facing] };
    }),
  };
}

describe("the maps drawn", () => {
  it("writes docs/maps/<map>.svg for each map and docs/maps/scenario-4.svg for the four joined", () => {
    const names = new Map(sherwoodRules.data.maps.map((m) => [m.id, m.name]));
    const boards: [string, Board, string][] = [
      ...sherwoodRules.maps.map((b) => [b.id, b, names.get(b.id)!] as [string, Board, string]),
      ["scenario-4", sherwoodRules.scenario(4).board, "Scenarios 4 and 8: the four maps joined"],
    ];
    for (const [file, board, title] of boards) {
      const svg = mapSvg(drawn(board, title, names));
      writeFileSync(new URL(`../docs/maps/${file}.svg`, import.meta.url), svg);
      expect(svg.match(/<title>/g)).toHaveLength(board.hexMap.size);
      expect(svg.match(/font-weight="bold" fill="#fff"/g)).toHaveLength(board.trees.length);
    }
  });
});
