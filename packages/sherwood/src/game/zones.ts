import { hexDistance, hexIntKey, hexNeighbors, offsetToHex, type Hex } from "@tt/hexgrid";
import type { Board, HexInfo } from "../rules-data";
import type { Zone, ZoneArea } from "../scenario-schemas";

const cache = new WeakMap<Board, WeakMap<Zone, readonly HexInfo[]>>();

const keysOf = (hexes: readonly Hex[]): Set<number> => new Set(hexes.map(hexIntKey));

/** Every hex within `within` of one of `from` (by hex distance), `from` included. */
function around(board: Board, from: readonly Hex[], within: number): HexInfo[] {
  return board.hexes.filter((info) => from.some((h) => hexDistance(h, info.hex) <= within));
}

/** The hexes one area of a zone covers on `board`. */
function areaHexes(board: Board, area: ZoneArea): HexInfo[] {
  switch (area.kind) {
    case "map":
      return board.hexes.filter((h) => h.map === area.map);
    case "building": {
      const rooms = area.rooms;
      return board.hexes.filter((h) => h.building === area.building && (rooms === undefined || (h.room !== null && rooms.includes(h.room))));
    }
    case "buildings":
      return board.hexes.filter((h) => h.building !== null);
    case "courtyard":
      return board.hexes.filter((h) => h.courtyard === area.courtyard);
    case "courtyard-entrance":
      return board.hexes.filter((h) => h.courtyard === area.courtyard && h.courtyardEntrance);
    case "balcony":
      return board.hexes.filter((h) => h.balcony === area.balcony);
    case "near":
      return around(board, board.building(area.building).hexes, area.within);
    case "beside": {
      const walls = board.hexes.filter((h) => h.building === area.building || (area.courtyard !== undefined && h.courtyard === area.courtyard)).map((h) => h.hex);
      return around(board, walls, 1);
    }
    case "middle": {
      const placed = board.placements.find((p) => p.map === area.map)!;
      const sheet = board.hexes.filter((h) => h.map === area.map);
      const cols = Math.max(...sheet.map((h) => h.local.q + (h.local.r - (h.local.r & 1)) / 2)) + 1;
      const rows = Math.max(...sheet.map((h) => h.local.r)) + 1;
      const centre = board.toBoard(placed.map, offsetToHex({ col: Math.floor((cols - 1) / 2), row: Math.floor((rows - 1) / 2) }, "odd-r"));
      return around(board, [centre], area.within).filter((h) => h.map === area.map);
    }
    default: {
      const never: never = area;
      throw new Error(`unknown zone area ${String(never)}`);
    }
  }
}

/**
 * @internal The hexes of a set-up zone (SHW-S.*): in one of its areas, in none of its exceptions, and
 * with `awayFromBuildings` neither in nor next to a building. Whether a piece may stand there is the
 * caller's question.
 */
export function zoneHexes(board: Board, zone: Zone): readonly HexInfo[] {
  const byZone = cache.get(board) ?? new WeakMap<Zone, readonly HexInfo[]>();
  cache.set(board, byZone);
  const known = byZone.get(zone);
  if (known !== undefined) return known;
  const out = keysOf(zone.areas.flatMap((a) => areaHexes(board, a).map((h) => h.hex)));
  for (const a of zone.except) for (const h of areaHexes(board, a)) out.delete(hexIntKey(h.hex));
  if (zone.awayFromBuildings) {
    for (const info of board.hexes) {
      if (info.building === null) continue;
      out.delete(hexIntKey(info.hex));
      for (const n of hexNeighbors(info.hex)) out.delete(hexIntKey(n));
    }
  }
  const hexes = board.hexes.filter((h) => out.has(hexIntKey(h.hex)));
  byZone.set(zone, hexes);
  return hexes;
}
