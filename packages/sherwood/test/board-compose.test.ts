import { composeMaps, hexKey, hexsideKey, type Hex } from "@tt/hexgrid";
import { describe, expect, it } from "vitest";
import { sherwoodRules } from "../src/index";

// The boards composeBoard builds, rebuilt with @tt/hexgrid's composeMaps from the single maps:
// the same hexes, terrain, hexsides, origins and outer sides (SHW-S.1 - S.8 lay the maps out).
describe("scenario boards as @tt/hexgrid compositions", () => {
  const rules = sherwoodRules;
  const single = new Map(rules.maps.map((b) => [b.id, b]));
  const SIDES = [1, 2, 3, 4] as const;
  for (const scenario of rules.scenarios) {
    it(`SHW-S.${scenario.number}: ${scenario.id}'s board is composeMaps of its maps`, () => {
      const board = scenario.board;
      const parts = board.placements.map((p) => {
        const sheet = single.get(p.map)!;
        const sides = Object.fromEntries(SIDES.map((s) => [String(s), sheet.side(p.map, s) as Hex[]]));
        return { id: p.map, map: sheet.hexMap, rotation: p.rotation, offset: board.toBoard(p.map, { q: 0, r: 0 }), sides };
      });
      const composed = composeMaps(parts, { name: board.id });
      const terrain = (m: { hexes: readonly Hex[]; terrain(h: Hex): string | undefined }) => new Map(m.hexes.map((h) => [hexKey(h), m.terrain(h)]));
      expect(terrain(composed.map)).toEqual(terrain(board.hexMap));
      const sides = (m: typeof board.hexMap) => new Map(m.hexsides().map((s) => [hexsideKey(s.side), [...s.features].sort()]));
      expect(sides(composed.map)).toEqual(sides(board.hexMap));
      for (const info of board.hexes) expect(composed.localHex(info.hex)).toEqual({ part: info.map, hex: info.local });
      const outer = (list: readonly { map?: string; part?: string; side: number | string }[]) => new Set(list.map((s) => `${s.map ?? s.part}|${s.side}`));
      expect(outer(composed.outerSides)).toEqual(outer(board.outerSides));
    });
  }
});
