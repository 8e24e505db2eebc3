import { HexgridError, hexDistance, hexIntKey, hexNeighbors, hexToOffset, loadHexMap, type Hex, type HexMap } from "@tt/hexgrid";
import { TERRAIN_TYPES, type MapData, type TerrainType } from "../data-schemas";
import { clip, quote, type DataProblems } from "../errors";

/** One map's own per-hex data, before it is placed on a board. */
interface LocalHex {
  readonly hex: Hex;
  readonly terrain: TerrainType;
  level: number;
  tree: string | null;
  trunk: boolean;
  building: string | null;
  room: string | null;
  courtyard: string | null;
  courtyardEntrance: boolean;
  staircase: string | null;
  balcony: string | null;
  readonly sides: (1 | 2 | 3 | 4)[];
}

/** A checked map: its data, its HexMap and each hex's data by integer key. */
export interface MapSheet {
  readonly data: MapData;
  readonly hexMap: HexMap;
  readonly hexes: ReadonlyMap<number, LocalHex>;
}

const TERRAINS: ReadonlySet<string> = new Set(TERRAIN_TYPES);
const show = (h: Hex): string => {
  const o = hexToOffset(h, "odd-r");
  return `hex ${h.q},${h.r} (col ${o.col}, row ${o.row})`;
};

/** The ids a data set gives buildings, rooms, courtyards, staircases and balconies, shared by all maps. */
export type PlaceIds = Map<string, string>;

/**
 * Checks one map (SHW-4.4, rulebook 1.4) and builds its sheet: the HexMap is a whole rectangle of
 * `columns` by `rows` in the odd-r layout, every terrain known, the sides are its edges, every tree
 * hex belongs to one lettered large tree whose trunk carries the `trunk` feature, room hexes are
 * floor or hearth and every floor or hearth hex is in one room, staircases climb from the ground to a
 * balcony. Problems go to `problems`; the sheet is `undefined` when the HexMap itself cannot be built.
 */
export function compileMap(data: MapData, path: string, problems: DataProblems, ids: PlaceIds, letters: Map<string, string>): MapSheet | undefined {
  let hexMap: HexMap;
  try {
    hexMap = loadHexMap(data.hexMap);
  } catch (error) {
    if (!(error instanceof HexgridError)) throw error;
    for (const issue of error.issues ?? [{ path: "", message: error.message }]) problems.report(issue.message, `${path}.hexMap${issue.path ? `.${issue.path}` : ""}`);
    return undefined;
  }
  const hexes = new Map<number, LocalHex>();
  const at = (h: Hex): LocalHex | undefined => hexes.get(hexIntKey(h));
  if (data.hexMap.offset !== "odd-r" || data.hexMap.orientation !== "pointy")
    problems.report('a Sherwood map is pointy-topped with odd rows shoved right: orientation "pointy", offset "odd-r"', `${path}.hexMap.offset`);
  data.hexMap.hexes.forEach((h, i) => {
    if (!TERRAINS.has(h.terrain)) problems.report(`${show(h)} has terrain ${quote(h.terrain)}, not one of ${TERRAIN_TYPES.join(", ")}`, `${path}.hexMap.hexes[${i}].terrain`);
    for (const [k, f] of (h.features ?? []).entries()) if (f !== "trunk") problems.report(`${show(h)}: the only hex feature is "trunk", not ${quote(f)}`, `${path}.hexMap.hexes[${i}].features[${k}]`);
    const { col, row } = hexToOffset(h, "odd-r");
    if (col < 0 || row < 0 || col >= data.columns || row >= data.rows) problems.report(`${show(h)} lies outside the map's ${data.columns} columns and ${data.rows} rows`, `${path}.hexMap.hexes[${i}]`);
    const sides: (1 | 2 | 3 | 4)[] = [];
    if (row === 0) sides.push(1);
    if (col === data.columns - 1) sides.push(2);
    if (row === data.rows - 1) sides.push(3);
    if (col === 0) sides.push(4);
    hexes.set(hexIntKey(h), {
      hex: { q: h.q, r: h.r },
      terrain: h.terrain as TerrainType,
      level: 0,
      tree: null,
      trunk: (h.features ?? []).includes("trunk"),
      building: null,
      room: null,
      courtyard: null,
      courtyardEntrance: false,
      staircase: null,
      balcony: null,
      sides,
    });
  });
  if (data.rows % 2 !== 0) problems.report("a map has an even number of rows, so that maps joined above and below keep the odd-r layout", `${path}.rows`);
  if (hexes.size !== data.columns * data.rows)
    problems.report(`a map of ${data.columns} columns and ${data.rows} rows has ${data.columns * data.rows} hexes, not ${hexes.size}`, `${path}.hexMap.hexes`);

  const onMap = (h: Hex, where: string): LocalHex | undefined => {
    const found = at(h);
    if (found === undefined) problems.report(`hex ${h.q},${h.r} is not on the map`, where);
    return found;
  };
  const claim = (kind: string, id: string, where: string): void => {
    const first = ids.get(id);
    if (first !== undefined) problems.report(`the id ${quote(id)} is used twice (first at ${first})`, where);
    else ids.set(id, `${where} (${kind})`);
  };

  // Sides 1-4 are the map's top, right, bottom and left edges.
  const seenSides = new Set<number>();
  data.sides.forEach((s, i) => {
    if (seenSides.has(s.side)) problems.report(`side ${s.side} is listed twice`, `${path}.sides[${i}].side`);
    seenSides.add(s.side);
    const expected = [...hexes.values()].filter((h) => h.sides.includes(s.side)).length;
    const listed = new Set<number>();
    s.hexes.forEach((h, k) => {
      const found = onMap(h, `${path}.sides[${i}].hexes[${k}]`);
      if (found !== undefined && !found.sides.includes(s.side)) problems.report(`${show(h)} is not on the map's side ${s.side}`, `${path}.sides[${i}].hexes[${k}]`);
      if (listed.has(hexIntKey(h))) problems.report(`${show(h)} is listed twice`, `${path}.sides[${i}].hexes[${k}]`);
      listed.add(hexIntKey(h));
    });
    if (listed.size !== expected) problems.report(`side ${s.side} has ${expected} edge hexes; ${listed.size} are listed`, `${path}.sides[${i}].hexes`);
  });

  // Levels.
  data.levels.forEach((l, i) => {
    l.hexes.forEach((h, k) => {
      const found = onMap(h, `${path}.levels[${i}].hexes[${k}]`);
      if (found === undefined) return;
      if (found.level !== 0) problems.report(`${show(h)} is given two levels`, `${path}.levels[${i}].hexes[${k}]`);
      found.level = l.level;
    });
  });

  // Large trees: a trunk and the six hexes around it, all tree terrain (SHW-4.4).
  data.trees.forEach((tree, i) => {
    const where = `${path}.trees[${i}]`;
    const first = letters.get(tree.letter);
    if (first !== undefined) problems.report(`tree letter ${tree.letter} is used twice (first at ${first}); letters are unique across the maps so an ambush names its tree`, `${where}.letter`);
    else letters.set(tree.letter, where);
    const trunk = onMap(tree.trunk, `${where}.trunk`);
    if (trunk === undefined) return;
    if (!trunk.trunk) problems.report(`${show(tree.trunk)}, the trunk of tree ${tree.letter}, lacks the "trunk" hex feature`, `${where}.trunk`);
    for (const h of [tree.trunk, ...hexNeighbors(tree.trunk)]) {
      const found = at(h);
      if (found === undefined || found.terrain !== "tree") {
        problems.report(`tree ${tree.letter} covers seven hexes: ${show(h)} is ${found === undefined ? "off the map" : `${clip(found.terrain)}, not tree`}`, `${where}.trunk`);
      } else if (found.tree !== null) {
        problems.report(`${show(h)} belongs to two trees, ${found.tree} and ${tree.letter}`, `${where}.trunk`);
      } else {
        found.tree = tree.letter;
      }
    }
  });

  // Buildings and rooms (rulebook 1.4).
  data.buildings.forEach((b, i) => {
    claim("building", b.id, `${path}.buildings[${i}].id`);
    b.rooms.forEach((room, j) => {
      claim("room", room.id, `${path}.buildings[${i}].rooms[${j}].id`);
      room.hexes.forEach((h, k) => {
        const where = `${path}.buildings[${i}].rooms[${j}].hexes[${k}]`;
        const found = onMap(h, where);
        if (found === undefined) return;
        if (found.room !== null) problems.report(`${show(h)} is in two rooms, ${clip(found.room)} and ${clip(room.id)}`, where);
        else if (found.terrain !== "floor" && found.terrain !== "hearth") problems.report(`${show(h)} is ${clip(found.terrain)}: a room's hexes are floor or hearth`, where);
        found.room = room.id;
        found.building = b.id;
      });
    });
  });
  const buildingIds = new Set(data.buildings.map((b) => b.id));
  const belongs = (building: string, where: string): void => {
    if (!buildingIds.has(building)) problems.report(`no building ${quote(building)} on this map`, where);
  };
  data.courtyards.forEach((c, i) => {
    const where = `${path}.courtyards[${i}]`;
    claim("courtyard", c.id, `${where}.id`);
    belongs(c.building, `${where}.building`);
    c.hexes.forEach((h, k) => {
      const found = onMap(h, `${where}.hexes[${k}]`);
      if (found === undefined) return;
      if (found.terrain !== "clear" || found.room !== null) problems.report(`${show(h)}: a courtyard is open ground, not ${clip(found.terrain)}`, `${where}.hexes[${k}]`);
      found.courtyard = c.id;
    });
    const entrance = onMap(c.entrance, `${where}.entrance`);
    if (entrance !== undefined) {
      if (entrance.courtyard !== c.id) problems.report(`the entrance ${show(c.entrance)} is not one of the courtyard's hexes`, `${where}.entrance`);
      entrance.courtyardEntrance = true;
    }
  });
  data.balconies.forEach((b, i) => {
    const where = `${path}.balconies[${i}]`;
    claim("balcony", b.id, `${where}.id`);
    belongs(b.building, `${where}.building`);
    b.hexes.forEach((h, k) => {
      const found = onMap(h, `${where}.hexes[${k}]`);
      if (found === undefined) return;
      if (found.terrain !== "balcony") problems.report(`${show(h)} is ${clip(found.terrain)}, not balcony`, `${where}.hexes[${k}]`);
      if (found.level < 1) problems.report(`${show(h)}: a balcony is above the ground (list it in levels)`, `${where}.hexes[${k}]`);
      found.balcony = b.id;
    });
  });
  data.staircases.forEach((s, i) => {
    const where = `${path}.staircases[${i}]`;
    claim("staircase", s.id, `${where}.id`);
    belongs(s.building, `${where}.building`);
    s.hexes.forEach((h, k) => {
      const found = onMap(h, `${where}.hexes[${k}]`);
      if (found === undefined) return;
      if (found.terrain !== "stairs") problems.report(`${show(h)} is ${clip(found.terrain)}, not stairs`, `${where}.hexes[${k}]`);
      if (k > 0 && hexDistance(s.hexes[k - 1]!, h) !== 1) problems.report(`${show(h)} does not follow the step before it`, `${where}.hexes[${k}]`);
      found.staircase = s.id;
    });
    const foot = onMap(s.foot, `${where}.foot`);
    if (foot !== undefined && (foot.level !== 0 || foot.terrain === "stairs" || hexDistance(s.foot, s.hexes[0]!) !== 1))
      problems.report(`the foot ${show(s.foot)} must be a ground hex next to the first step`, `${where}.foot`);
    const landing = onMap(s.landing, `${where}.landing`);
    if (landing !== undefined && (landing.balcony === null || hexDistance(s.landing, s.hexes.at(-1)!) !== 1))
      problems.report(`the landing ${show(s.landing)} must be a balcony hex next to the last step`, `${where}.landing`);
  });

  // What the terrain says must agree with the lists.
  data.hexMap.hexes.forEach((h, i) => {
    const found = at(h)!;
    const where = `${path}.hexMap.hexes[${i}]`;
    if (found.terrain === "tree" && found.tree === null) problems.report(`${show(h)} is tree terrain but in no lettered large tree`, where);
    if (found.trunk && (found.tree === null || !data.trees.some((t) => t.trunk.q === h.q && t.trunk.r === h.r))) problems.report(`${show(h)} has the "trunk" feature but is no tree's trunk`, where);
    if ((found.terrain === "floor" || found.terrain === "hearth") && found.room === null) problems.report(`${show(h)} is ${clip(found.terrain)} but in no room`, where);
    if (found.terrain === "balcony" && found.balcony === null) problems.report(`${show(h)} is balcony but in no balcony`, where);
    if (found.terrain === "stairs" && found.staircase === null) problems.report(`${show(h)} is stairs but in no staircase`, where);
  });
  return { data, hexMap, hexes };
}
