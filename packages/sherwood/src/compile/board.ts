import { hexIntKey, hexNeighbors, hexToOffset, loadHexMap, offsetToHex, type Hex, type HexMapData } from "@tt/hexgrid";
import { TERRAIN_TYPES } from "../data-schemas";
import { clip, quote, SherwoodError, type DataProblems } from "../errors";
import type { Board, Building, HexInfo, LargeTree, MapSide } from "../rules-data";
import type { MapSheet } from "./maps";

/** Where one map lies on a board. */
export interface Placement {
  readonly map: string;
  readonly origin: { readonly col: number; readonly row: number };
  readonly rotation: 0 | 180;
}

const unknown = (what: string, id: unknown): SherwoodError => new SherwoodError("sherwood/unknown-id", `no ${what} ${quote(id)}`);

/** A map's local hex on the board: offset by the origin, turned about the map's centre for 180. */
function transform(sheet: MapSheet, placement: Placement): (local: Hex) => Hex {
  const { columns, rows } = sheet.data;
  return (local) => {
    const { col, row } = hexToOffset(local, "odd-r");
    const c = placement.rotation === 180 ? columns - 1 - col : col;
    const r = placement.rotation === 180 ? rows - 1 - row : row;
    return offsetToHex({ col: c + placement.origin.col, row: r + placement.origin.row }, "odd-r");
  };
}

/**
 * Joins placed maps into one board (origins on even rows, so that the odd-r layout holds across maps).
 * With `problems`, reports maps that overlap; the caller checks the joins against {@link touchingSides}.
 */
export function composeBoard(id: string, sheets: ReadonlyMap<string, MapSheet>, placements: readonly Placement[], joined: readonly [MapSide, MapSide][], problems?: DataProblems, path = ""): Board {
  const infos: HexInfo[] = [];
  const byKey = new Map<number, HexInfo>();
  const sideHexes = new Map<string, Hex[]>();
  const toBoard = new Map<string, (h: Hex) => Hex>();
  const hexes: HexMapData["hexes"] = [];
  const hexsides: HexMapData["hexsides"] = [];
  const trees: LargeTree[] = [];
  const buildings: Building[] = [];
  placements.forEach((p, i) => {
    const sheet = sheets.get(p.map)!;
    const move = transform(sheet, p);
    toBoard.set(p.map, move);
    let overlaps = false;
    for (const local of sheet.hexes.values()) {
      const hex = move(local.hex);
      const key = hexIntKey(hex);
      const other = byKey.get(key);
      if (other !== undefined) {
        problems?.report(`${clip(p.map)} overlaps ${clip(other.map)} at board hex ${hex.q},${hex.r}`, `${path}.maps[${i}].origin`);
        overlaps = true;
        continue;
      }
      const info: HexInfo = Object.freeze({
        hex: Object.freeze(hex),
        map: p.map,
        local: local.hex,
        terrain: local.terrain,
        level: local.level,
        tree: local.tree,
        trunk: local.trunk,
        building: local.building,
        room: local.room,
        courtyard: local.courtyard,
        courtyardEntrance: local.courtyardEntrance,
        staircase: local.staircase,
        balcony: local.balcony,
        edges: Object.freeze(local.sides.map((side) => Object.freeze({ map: p.map, side }))),
      });
      byKey.set(key, info);
      infos.push(info);
      hexes.push({ q: hex.q, r: hex.r, terrain: local.terrain, ...(local.trunk ? { features: ["trunk"] } : {}) });
    }
    if (!overlaps) for (const side of sheet.data.hexMap.hexsides) hexsides.push({ between: [move(side.between[0]), move(side.between[1])], features: [...side.features] });
    for (const s of sheet.data.sides) sideHexes.set(`${p.map}|${s.side}`, s.hexes.map(move));
    for (const t of sheet.data.trees) {
      const trunk = move(t.trunk);
      trees.push(Object.freeze({ letter: t.letter, map: p.map, trunk, hexes: Object.freeze([trunk, ...hexNeighbors(trunk)]) }));
    }
    for (const b of sheet.data.buildings) {
      const rooms = b.rooms.map((r) => Object.freeze({ id: r.id, name: r.name, hexes: Object.freeze(r.hexes.map(move)) }));
      buildings.push(Object.freeze({ id: b.id, name: b.name, kind: b.kind, map: p.map, rooms: Object.freeze(rooms), hexes: Object.freeze(rooms.flatMap((r) => r.hexes)) }));
    }
  });
  const hexMap = loadHexMap({ schemaVersion: 1, name: id, orientation: "pointy", offset: "odd-r", terrainTypes: [...TERRAIN_TYPES], hexes, hexsides });
  const ordered = hexMap.hexes.map((h) => byKey.get(hexIntKey(h))!);
  const treeByLetter = new Map(trees.map((t) => [t.letter, t]));
  const buildingById = new Map(buildings.map((b) => [b.id, b]));
  const joinedKeys = new Set(joined.flatMap(([a, b]) => [`${a.map}|${a.side}`, `${b.map}|${b.side}`]));
  const outerSides = placements.flatMap((p) => ([1, 2, 3, 4] as const).filter((side) => !joinedKeys.has(`${p.map}|${side}`)).map((side) => Object.freeze({ map: p.map, side })));
  return Object.freeze({
    id,
    hexMap,
    placements: Object.freeze(placements.map((p) => Object.freeze({ map: p.map, origin: Object.freeze({ ...p.origin }), rotation: p.rotation }))),
    hexes: Object.freeze(ordered),
    trees: Object.freeze(trees),
    buildings: Object.freeze(buildings),
    outerSides: Object.freeze(outerSides),
    info: (h: Hex) => (typeof h === "object" && h !== null && Number.isInteger(h.q) && Number.isInteger(h.r) ? byKey.get(hexIntKey(h)) : undefined),
    tree(letter: string) {
      const tree = treeByLetter.get(letter);
      if (tree === undefined) throw unknown("large tree", letter);
      return tree;
    },
    building(buildingId: string) {
      const building = buildingById.get(buildingId);
      if (building === undefined) throw unknown("building", buildingId);
      return building;
    },
    side(map: string, side: 1 | 2 | 3 | 4) {
      const found = sideHexes.get(`${map}|${side}`);
      if (found === undefined) throw unknown("map side", `${typeof map === "string" ? clip(map) : quote(map)} ${quote(side)}`);
      return found;
    },
    toBoard(map: string, local: Hex) {
      const move = toBoard.get(map);
      if (move === undefined) throw unknown("map on this board", map);
      return move(local);
    },
  });
}

/** Every pair of sides of two different maps whose hexes are next to each other on `board`. */
export function touchingSides(board: Board): [MapSide, MapSide][] {
  const pairs = new Map<string, [MapSide, MapSide]>();
  for (const info of board.hexes) {
    for (const edge of info.edges) {
      for (const n of hexNeighbors(info.hex)) {
        const other = board.info(n);
        if (other === undefined || other.map === info.map) continue;
        for (const otherEdge of other.edges) {
          const [a, b] = [edge, otherEdge].sort((x, y) => (x.map < y.map ? -1 : x.map > y.map ? 1 : x.side - y.side));
          pairs.set(`${a!.map}|${a!.side}|${b!.map}|${b!.side}`, [a!, b!]);
        }
      }
    }
  }
  // A corner hex lies on two sides: keep the pairs along which the maps really meet, two hexes or more on each side.
  const near = (a: MapSide, b: MapSide): number => board.side(a.map, a.side).filter((h) => hexNeighbors(h).some((n) => board.info(n)?.edges.some((e) => e.map === b.map && e.side === b.side))).length;
  return [...pairs.values()].filter(([a, b]) => near(a, b) >= 2 && near(b, a) >= 2);
}
