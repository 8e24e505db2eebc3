// The four Sherwood maps as authored: terrain painted by printed (offset) coordinates, buildings,
// courtyards, large trees, slopes and the inn's levels drawn with a few helpers, then written out as
// @tt/hexgrid HexMap JSON plus Sherwood's own per-hex data (src/data/maps/*.json).
//
// The maps are reconstructed (the rulebook describes them but does not print them): see DATA.md.
// Edit this file, then run `pnpm --filter @tt/sherwood maps`; test/maps-source.test.ts checks that
// the JSON files are what this file writes.
import { HEX_DIRECTIONS, POINTY_DIRECTIONS, hexToOffset, offsetToHex, type Hex, type HexsideFeature } from "@tt/hexgrid";

/** Every map is 18 columns by 14 rows, pointy-topped, odd rows shoved right (odd-r). */
export const MAP_COLUMNS = 18;
export const MAP_ROWS = 14;

type Terrain = "clear" | "tree" | "scrub" | "slope" | "floor" | "stairs" | "balcony" | "hearth";
type DirectionName = keyof typeof POINTY_DIRECTIONS;
type Provenance = { source: "rulebook" | "reconstructed"; reason: string };

const TERRAIN_TYPES: readonly Terrain[] = ["clear", "tree", "scrub", "slope", "floor", "stairs", "balcony", "hearth"];

/** "col,row" of the printed map. */
type At = string;

function parseAt(at: At): { col: number; row: number } {
  const [col, row] = at.split(",").map(Number);
  return { col: col!, row: row! };
}
const toHex = (at: At): Hex => offsetToHex(parseAt(at), "odd-r");
const toAt = (h: Hex): At => {
  const o = hexToOffset(h, "odd-r");
  return `${o.col},${o.row}`;
};
function neighbour(at: At, direction: number): At {
  const h = toHex(at);
  const d = HEX_DIRECTIONS[direction]!;
  return toAt({ q: h.q + d.q, r: h.r + d.r });
}
const onMap = (at: At): boolean => {
  const { col, row } = parseAt(at);
  return col >= 0 && row >= 0 && col < MAP_COLUMNS && row < MAP_ROWS;
};
const sideKey = (a: At, b: At): string => [a, b].sort().join("|");
/** Every hex within `radius` of `centre` (printed coordinates). */
function around(centre: At, radius: number): At[] {
  const c = toHex(centre);
  const out: At[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) out.push(toAt({ q: c.q + dq, r: c.r + dr }));
  }
  return out;
}

interface Room {
  id: string;
  name: string;
  hexes: At[];
}
interface Opening {
  /** The building hex the opening is on. */
  at: At;
  side: DirectionName;
  kind: "door" | "window" | "open";
}

class MapDraft {
  readonly terrain = new Map<At, Terrain>();
  readonly trunks = new Set<At>();
  readonly sides = new Map<string, { between: [At, At]; features: Set<HexsideFeature> }>();
  readonly trees: { letter: string; trunk: At; provenance: Provenance }[] = [];
  readonly buildings: { id: string; name: string; kind: string; rooms: Room[]; provenance: Provenance }[] = [];
  readonly courtyards: { id: string; name: string; building: string; hexes: At[]; entrance: At; provenance: Provenance }[] = [];
  readonly staircases: { id: string; building: string; hexes: At[]; foot: At; landing: At; provenance: Provenance }[] = [];
  readonly balconies: { id: string; building: string; hexes: At[]; provenance: Provenance }[] = [];
  readonly upper = new Set<At>();

  constructor(
    readonly id: string,
    readonly name: string,
    readonly provenance: Provenance,
  ) {
    for (let row = 0; row < MAP_ROWS; row++) for (let col = 0; col < MAP_COLUMNS; col++) this.terrain.set(`${col},${row}`, "clear");
  }

  paint(terrain: Terrain, hexes: readonly At[]): this {
    for (const at of hexes) {
      if (!this.terrain.has(at)) throw new Error(`${this.id}: ${at} is off the map`);
      this.terrain.set(at, terrain);
    }
    return this;
  }

  feature(a: At, b: At, ...features: HexsideFeature[]): void {
    if (!onMap(a) || !onMap(b)) return;
    const key = sideKey(a, b);
    const side = this.sides.get(key) ?? { between: [a, b] as [At, At], features: new Set<HexsideFeature>() };
    for (const f of features) side.features.add(f);
    this.sides.set(key, side);
  }

  unfeature(a: At, b: At, feature: HexsideFeature): void {
    const side = this.sides.get(sideKey(a, b));
    side?.features.delete(feature);
    if (side !== undefined && side.features.size === 0) this.sides.delete(sideKey(a, b));
  }

  /** A large tree: the trunk hex and the six around it (SHW-4.4). */
  tree(letter: string, trunk: At, reason = "a large tree of seven hexes, placed to give cover and hideouts"): this {
    const hexes = around(trunk, 1);
    for (const at of hexes) if (!onMap(at) || this.terrain.get(at) === "tree") throw new Error(`${this.id}: tree ${letter} at ${at}`);
    this.paint("tree", hexes);
    this.trunks.add(trunk);
    this.trees.push({ letter, trunk, provenance: { source: "reconstructed", reason } });
    return this;
  }

  /**
   * A building: walls on every side between its rooms and anything else and between two of its
   * rooms, but where an opening makes a door, a window or leaves the side open.
   */
  building(spec: { id: string; name: string; kind: string; rooms: Room[]; openings: Opening[]; provenance: Provenance }, floor: Terrain = "floor"): this {
    const roomOf = new Map<At, string>();
    for (const room of spec.rooms) for (const at of room.hexes) roomOf.set(at, room.id);
    for (const [at] of roomOf) if (this.terrain.get(at) === "clear") this.terrain.set(at, floor);
    for (const [at, room] of roomOf) {
      for (let d = 0; d < 6; d++) {
        const next = neighbour(at, d);
        if (roomOf.get(next) !== room) this.feature(at, next, "wall");
      }
    }
    for (const o of spec.openings) {
      const next = neighbour(o.at, POINTY_DIRECTIONS[o.side]);
      if (!roomOf.has(o.at)) throw new Error(`${this.id}: opening at ${o.at} is not in ${spec.id}`);
      if (o.kind === "open") this.unfeature(o.at, next, "wall");
      else this.feature(o.at, next, o.kind);
    }
    this.buildings.push({ id: spec.id, name: spec.name, kind: spec.kind, rooms: spec.rooms, provenance: spec.provenance });
    return this;
  }

  /** A courtyard: a low wall on every side to the outside, but the entrance hex's gap. */
  courtyard(spec: { id: string; name: string; building: string; hexes: At[]; entrance: At; gap: DirectionName[]; provenance: Provenance }): this {
    const inside = new Set(spec.hexes);
    const house = new Set(this.buildings.find((b) => b.id === spec.building)!.rooms.flatMap((r) => r.hexes));
    const gaps = new Set(spec.gap.map((g) => sideKey(spec.entrance, neighbour(spec.entrance, POINTY_DIRECTIONS[g]))));
    for (const at of spec.hexes) {
      for (let d = 0; d < 6; d++) {
        const next = neighbour(at, d);
        if (inside.has(next) || house.has(next) || gaps.has(sideKey(at, next))) continue;
        this.feature(at, next, "low-wall");
      }
    }
    this.courtyards.push({ id: spec.id, name: spec.name, building: spec.building, hexes: spec.hexes, entrance: spec.entrance, provenance: spec.provenance });
    return this;
  }

  /** Slope hexes, and the lip (SHW-3.1.4) on every side from a slope hex up to the ground above it. */
  slope(hexes: readonly At[], above: (at: At) => boolean): this {
    this.paint("slope", hexes);
    const slope = new Set(hexes);
    for (const at of hexes) {
      for (let d = 0; d < 6; d++) {
        const next = neighbour(at, d);
        if (onMap(next) && !slope.has(next) && above(next)) this.feature(at, next, "slope-lip");
      }
    }
    return this;
  }

  /** The map as HexMap JSON and Sherwood's data beside it. */
  toJson(): unknown {
    const hex = (at: At) => toHex(at);
    const hexes = [...this.terrain.entries()].map(([at, terrain]) => ({ ...hex(at), terrain, ...(this.trunks.has(at) ? { features: ["trunk"] } : {}) })).sort((a, b) => a.r - b.r || a.q - b.q);
    const order = (f: HexsideFeature) => ["wall", "window", "door", "low-wall", "slope-lip"].indexOf(f);
    const hexsides = [...this.sides.values()]
      .map((s) => ({ between: s.between.map(hex), features: [...s.features].sort((a, b) => order(a) - order(b)) }))
      .sort((a, b) => a.between[0]!.r - b.between[0]!.r || a.between[0]!.q - b.between[0]!.q || a.between[1]!.r - b.between[1]!.r || a.between[1]!.q - b.between[1]!.q);
    const edge = (test: (col: number, row: number) => boolean): Hex[] =>
      [...this.terrain.keys()]
        .filter((at) => {
          const { col, row } = parseAt(at);
          return test(col, row);
        })
        .map(hex);
    return {
      id: this.id,
      name: this.name,
      columns: MAP_COLUMNS,
      rows: MAP_ROWS,
      hexMap: { schemaVersion: 1, name: this.name, orientation: "pointy", offset: "odd-r", terrainTypes: TERRAIN_TYPES, hexes, hexsides },
      sides: [
        { side: 1, hexes: edge((_c, row) => row === 0) },
        { side: 2, hexes: edge((col) => col === MAP_COLUMNS - 1) },
        { side: 3, hexes: edge((_c, row) => row === MAP_ROWS - 1) },
        { side: 4, hexes: edge((col) => col === 0) },
      ],
      levels: this.upper.size > 0 ? [{ level: 1, hexes: [...this.upper].map(hex) }] : [],
      trees: this.trees.map((t) => ({ letter: t.letter, trunk: hex(t.trunk), provenance: t.provenance })),
      buildings: this.buildings.map((b) => ({ id: b.id, name: b.name, kind: b.kind, rooms: b.rooms.map((r) => ({ id: r.id, name: r.name, hexes: r.hexes.map(hex) })), provenance: b.provenance })),
      courtyards: this.courtyards.map((c) => ({ ...c, hexes: c.hexes.map(hex), entrance: hex(c.entrance) })),
      staircases: this.staircases.map((s) => ({ ...s, hexes: s.hexes.map(hex), foot: hex(s.foot), landing: hex(s.landing) })),
      balconies: this.balconies.map((b) => ({ ...b, hexes: b.hexes.map(hex) })),
      provenance: this.provenance,
    };
  }
}

const rebuilt = (reason: string): Provenance => ({ source: "reconstructed", reason });
/** A run of hexes on one printed row. */
const run = (row: number, from: number, to: number): At[] => Array.from({ length: to - from + 1 }, (_, i) => `${from + i},${row}`);

function theInn(): MapDraft {
  const map = new MapDraft("the-inn", "The Inn", rebuilt("the rulebook describes the village (1.4.2-1.4.4, scenarios 1, 3 and 7) but does not print the map"));
  map.paint("scrub", ["1,2", "2,2", "1,3", "8,11", "9,11", "8,12", "16,7", "16,8", "15,8", "11,1", "12,1"]);
  map.tree("O", "2,10").tree("P", "15,12");
  // The inn (1.4.4): only the top floor is shown; a wooden staircase to a covered balcony, the tavern room, then a bedroom lit by three windows.
  const tavern: Room = { id: "inn-tavern", name: "Tavern room", hexes: ["4,4", "5,4", "4,5", "5,5", "6,5"] };
  const bedroom: Room = { id: "inn-bedroom", name: "Bedroom (the adjoining room)", hexes: ["6,3", "7,3", "6,4", "7,4"] };
  map.building({
    id: "inn",
    name: "The inn",
    kind: "inn",
    rooms: [tavern, bedroom],
    openings: [
      { at: "5,5", side: "SW", kind: "door" },
      { at: "5,4", side: "E", kind: "door" },
      { at: "4,4", side: "W", kind: "window" },
      { at: "6,3", side: "NE", kind: "window" },
      { at: "7,3", side: "E", kind: "window" },
      { at: "7,4", side: "E", kind: "window" },
    ],
    provenance: rebuilt(
      "1.4.4: two rooms on the upper floor; the tavern (5 hexes, one window, the door to the balcony) holds Richard's retinue, the bedroom (4 hexes, three windows) Robin's men (scenario 7)",
    ),
  });
  map.paint("balcony", ["4,6", "5,6", "6,6"]).paint("stairs", ["3,6", "2,6"]);
  map.balconies.push({ id: "inn-balcony", building: "inn", hexes: ["4,6", "5,6", "6,6"], provenance: rebuilt("1.4.4: a covered balcony in front of the tavern room, three hexes") });
  map.staircases.push({
    id: "inn-staircase",
    building: "inn",
    hexes: ["2,6", "3,6"],
    foot: "1,6",
    landing: "4,6",
    provenance: rebuilt("1.4.4: a wooden staircase of two hexes from the ground up to the balcony"),
  });
  for (const at of [...tavern.hexes, ...bedroom.hexes, "4,6", "5,6", "6,6"]) map.upper.add(at);
  // The forge (1.4.3): long, two windows at the back, open at the front; forge and bellows impassable.
  map.paint("hearth", ["11,9", "12,9", "13,9"]);
  map.building({
    id: "forge",
    name: "The forge",
    kind: "forge",
    rooms: [{ id: "forge-shop", name: "Forge", hexes: run(9, 10, 14) }],
    openings: [
      { at: "10,9", side: "NE", kind: "window" },
      { at: "14,9", side: "NW", kind: "window" },
      ...run(9, 10, 14).flatMap((at) => [
        { at, side: "SW" as const, kind: "open" as const },
        { at, side: "SE" as const, kind: "open" as const },
      ]),
    ],
    provenance: rebuilt("1.4.3: five hexes in a row, open at the front (south), two windows at the back; the forge and bellows fill the middle three, the two end hexes can be entered"),
  });
  // The warehouse (1.4.2): tiny, one window at the back; Rebecca and Isaac are held in it (scenario 3).
  map.building({
    id: "warehouse",
    name: "The warehouse",
    kind: "warehouse",
    rooms: [{ id: "warehouse-store", name: "Warehouse", hexes: ["13,4", "14,4"] }],
    openings: [
      { at: "14,4", side: "NE", kind: "window" },
      { at: "13,4", side: "SE", kind: "door" },
    ],
    provenance: rebuilt("1.4.2: two hexes (room for Rebecca and Isaac, scenario 3), a door at the front and the one window at the back"),
  });
  return map;
}

function forestersCottage(): MapDraft {
  const map = new MapDraft("foresters-cottage", "Forester's Cottage", rebuilt("the rulebook describes the cottage (1.4.1, scenarios 2 and 5) but does not print the map"));
  map.paint("scrub", ["1,1", "2,1", "1,2", "12,7", "13,7", "12,8", "5,12", "6,12", "6,11", "16,5", "16,6", "10,12", "11,12"]);
  map.tree("G", "3,4").tree("H", "14,3").tree("I", "3,9").tree("J", "14,10");
  map.building({
    id: "cottage",
    name: "The forester's cottage",
    kind: "cottage",
    rooms: [{ id: "cottage-room", name: "Cottage", hexes: ["8,5", "9,5", "8,6", "9,6"] }],
    openings: [
      { at: "8,6", side: "SE", kind: "door" },
      { at: "8,5", side: "NW", kind: "window" },
      { at: "9,6", side: "E", kind: "window" },
    ],
    provenance: rebuilt("1.4.1: four hexes, two windows, a door onto the courtyard; it holds the wedding party of scenario 2 (a suitor, Mildred and a priest)"),
  });
  map.courtyard({
    id: "cottage-courtyard",
    name: "The cottage's courtyard",
    building: "cottage",
    hexes: ["7,7", "8,7", "9,7", "7,8", "8,8"],
    entrance: "8,8",
    gap: ["SE"],
    provenance: rebuilt("1.4.1: a courtyard in front of the house behind a low wall; the gap in the wall makes 8,8 the entrance hex of scenario 5"),
  });
  return map;
}

function woodsEdge(): MapDraft {
  const map = new MapDraft(
    "woods-edge",
    "Wood's Edge",
    rebuilt("the rulebook names the map (scenarios 3, 5, 6, 8) but does not print it: the forest's edge, large trees to the north and east, open ground and a slope to the south-west"),
  );
  // A and B, and C and D, are adjacent large trees (tree to tree by a jump, SHW-4.4).
  map.tree("A", "2,2").tree("B", "5,2").tree("C", "9,2").tree("D", "12,2").tree("E", "15,5").tree("F", "10,6");
  map.paint("scrub", ["6,5", "7,5", "6,6", "13,8", "14,8", "14,9", "16,11", "16,12", "1,6", "2,6", "12,12", "13,12"]);
  const slope = [...run(9, 2, 7), ...run(10, 2, 8)];
  const top = new Set([...run(11, 1, 9), ...run(12, 1, 9), ...run(13, 1, 9), "1,10", "9,10", "1,9", "8,9"]);
  map.slope(slope, (at) => top.has(at));
  return map;
}

function gulch(): MapDraft {
  const map = new MapDraft("gulch", "Gulch", rebuilt("the rulebook names the map (scenarios 4, 5, 8) but does not print it: a gulch whose flat bed runs in from side 4 and turns south to side 3"));
  const floor = new Set([...run(5, 0, 9), ...run(6, 0, 9), ...[7, 8, 9, 10, 11, 12, 13].flatMap((row) => [`9,${row}`, `10,${row}`])]);
  const banks = new Set<At>();
  for (const at of floor)
    for (let d = 0; d < 6; d++) {
      const next = neighbour(at, d);
      if (onMap(next) && !floor.has(next)) banks.add(next);
    }
  map.slope([...banks], (at) => !floor.has(at));
  map.tree("K", "3,2").tree("L", "13,3").tree("M", "4,10").tree("N", "15,10");
  map.paint("scrub", ["7,2", "8,2", "7,1", "16,6", "16,7", "7,12", "6,12", "1,12", "12,12", "13,12", "9,1", "10,1"]);
  return map;
}

/** Every map's JSON, by map id, in the order the files are listed. */
export function buildMaps(): { id: string; json: unknown }[] {
  return [theInn(), forestersCottage(), woodsEdge(), gulch()].map((m) => ({ id: m.id, json: m.toJson() }));
}
