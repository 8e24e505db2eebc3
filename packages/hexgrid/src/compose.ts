import { HexgridError, type HexgridIssue } from "./errors";
import { HEX_INT_KEY_LIMIT, hexIntKey, hexNeighbors, type Hex } from "./hex";
import { HexMap, buildHexMap, checkMapSize } from "./hex-map";
import { hexsideKey, hexsideBetween } from "./hexside";
import type { HexMapData } from "./schemas";
import { badArgument, checkHex, checkOptions, show } from "./_internal/check";

/**
 * One map placed in a composition: turned 180 degrees about its own origin
 * hex (or not), then moved by `offset`, with its named sides.
 *
 * @example
 * ```ts
 * import { parseHexMap, type MapPart } from "@tt/hexgrid";
 * const woods = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["...", "..."] });
 * const part: MapPart = { id: "woods-edge", map: woods, rotation: 180, offset: { q: 3, r: 2 }, sides: { "1": [{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 2, r: 0 }] } };
 * ```
 */
export interface MapPart {
  /** The part's name in the composition (unique). */
  readonly id: string;
  /** The map. */
  readonly map: HexMap;
  /** 0 (default) or 180: a half turn maps hex `h` to `-h` before the offset. */
  readonly rotation?: 0 | 180;
  /** Added to every (turned) hex; default `{ q: 0, r: 0 }`. */
  readonly offset?: Hex;
  /** Named sides ("1" to "4", "north", ...) as lists of the map's own hexes. */
  readonly sides?: Readonly<Record<string, readonly Hex[]>>;
}

/**
 * Options of {@link composeMaps}.
 *
 * @example
 * ```ts
 * import type { ComposeOptions } from "@tt/hexgrid";
 * const options: ComposeOptions = { name: "scenario 3", overlaps: "merge", joinHexes: 2 };
 * ```
 */
export interface ComposeOptions {
  /** The composed map's name. */
  readonly name?: string;
  /**
   * `"refuse"` (default): two parts may not share a hex. `"merge"`: they may,
   * where they agree (same terrain and hex features, the same features on
   * every hexside both cover), as maps printed with a shared overlap row.
   */
  readonly overlaps?: "refuse" | "merge";
  /** How many hexes of each of two sides must be next to the other for the sides to be joined (default 2, so that a corner hex alone does not join). */
  readonly joinHexes?: number;
}

/** A named side of a part, on the composed map. @example `const side: PartSide = { part: "inn", side: "2" };` */
export interface PartSide {
  /** The part's id. */
  readonly part: string;
  /** The side's name. */
  readonly side: string;
}

/**
 * The result of {@link composeMaps}: the joined map and what it is made of.
 *
 * @example
 * ```ts
 * import { composeMaps, parseHexMap } from "@tt/hexgrid";
 * const a = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["..", ".."] });
 * const board = composeMaps([{ id: "a", map: a }, { id: "b", map: a, offset: { q: 2, r: 0 } }]);
 * board.map.size; // 8
 * board.partOf({ q: 2, r: 0 }); // "b"
 * ```
 */
export interface ComposedMap {
  /** The joined map: every part's hexes and hexsides, moved. */
  readonly map: HexMap;
  /** The parts as placed. */
  readonly parts: readonly { readonly id: string; readonly rotation: 0 | 180; readonly offset: Hex }[];
  /** Every named side, its hexes on the composed map and the sides of other parts it is joined to. */
  readonly sides: readonly (PartSide & { readonly hexes: readonly Hex[]; readonly joined: readonly PartSide[] })[];
  /** The named sides joined to no other part's side: the composed map's outside edges. */
  readonly outerSides: readonly PartSide[];
  /** Every pair of adjacent hexes that come from different parts, as `[hex, neighbour]` with the parts' ids. */
  readonly seams: readonly { readonly between: readonly [Hex, Hex]; readonly parts: readonly [string, string] }[];
  /** The part a composed hex came from (the first, where parts merge), or `undefined` off the map. */
  partOf(h: Hex): string | undefined;
  /** The part and the part's own hex a composed hex came from. */
  localHex(h: Hex): { readonly part: string; readonly hex: Hex } | undefined;
  /** Where a part's own hex lies on the composed map. @throws `hexgrid/bad-argument` for an unknown part */
  toComposed(part: string, local: Hex): Hex;
  /** The hexes of a part's named side on the composed map. @throws `hexgrid/bad-argument` for an unknown side */
  side(part: string, side: string): readonly Hex[];
}

interface Placed {
  readonly id: string;
  readonly rotation: 0 | 180;
  readonly offset: Hex;
  readonly move: (h: Hex) => Hex;
}

function checkPart(part: unknown, i: number, ids: Set<string>): Placed & { map: HexMap; sides: Record<string, readonly Hex[]> } {
  const path = `parts[${i}]`;
  if (typeof part !== "object" || part === null) throw badArgument(path, "a part { id, map, rotation?, offset?, sides? }", part);
  const p = part as MapPart;
  if (typeof p.id !== "string" || p.id === "") throw badArgument(`${path}.id`, "a non-empty string", p.id);
  if (ids.has(p.id)) throw badArgument(`${path}.id`, "an id no other part has", p.id);
  ids.add(p.id);
  if (!(p.map instanceof HexMap)) throw badArgument(`${path}.map`, "a HexMap", p.map);
  const rotation = p.rotation ?? 0;
  if (rotation !== 0 && rotation !== 180) throw badArgument(`${path}.rotation`, "0, 180 or undefined", rotation);
  const offset = p.offset ?? { q: 0, r: 0 };
  checkHex(offset, `${path}.offset`);
  const sides = checkOptions(p.sides as Record<string, readonly Hex[]> | undefined, `${path}.sides`);
  for (const name of Object.keys(sides)) {
    const hexes = sides[name];
    if (!Array.isArray(hexes)) throw badArgument(`${path}.sides.${name}`, "an array of the map's hexes", hexes);
    hexes.forEach((h, j) => {
      checkHex(h, `${path}.sides.${name}[${j}]`);
      if (!p.map.has(h)) throw badArgument(`${path}.sides.${name}[${j}]`, "a hex of the part's map", h);
    });
  }
  const sign = rotation === 180 ? -1 : 1;
  const move = (h: Hex): Hex => ({ q: sign * h.q + offset.q + 0, r: sign * h.r + offset.r + 0 });
  return { id: p.id, rotation, offset: { q: offset.q, r: offset.r }, move, map: p.map, sides };
}

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean => [...(a ?? [])].sort().join("\u0000") === [...(b ?? [])].sort().join("\u0000");

/**
 * Places several maps side by side (each turned 180 degrees or not, then
 * moved) into one map, checks the seams, and keeps the parts' named sides as
 * metadata: a scenario says "Wood's Edge side 1 on the outside" and reads
 * `outerSides`, or finds which sides meet in `sides[i].joined`. Every hex of
 * the composed map remembers the part it came from (`partOf`, `localHex`).
 *
 * A half turn maps the part's hex `h` to `-h` (about its hex 0,0), then the
 * offset is added; any 180-degree turn of a printed map about its centre is
 * such a turn plus an offset. Hexes and hexsides keep their terrain and
 * features.
 *
 * @param parts - the maps and how each is placed (at least one)
 * @param options - the composed map's name, whether parts may overlap where they agree, what joins two sides
 * @returns the composed map and its parts, sides and seams
 * @throws {@link HexgridError} `hexgrid/bad-argument` for parts that are not an array of parts (path
 *   `parts[1].offset.q`, `parts[0].sides.1[3]`, ...), or bad options; `hexgrid/invalid-map` listing every
 *   seam problem with the path of the part's offset: parts that share a hex (with `overlaps: "merge"`,
 *   that disagree there), parts of different orientations, a hex moved beyond ±32767;
 *   `hexgrid/limit-exceeded` for more hexes in all than {@link HEXGRID_LIMITS}`.mapHexes`
 * @example
 * ```ts
 * import { composeMaps, parseHexMap } from "@tt/hexgrid";
 * const sheet = parseHexMap({ offset: "odd-r", legend: { ".": "clear", t: "tree" }, rows: ["..t", "..."] });
 * const side = (r: number) => sheet.hexes.filter((h) => h.r === r);
 * const board = composeMaps([
 *   { id: "north", map: sheet, sides: { "1": side(0), "3": side(1) } },
 *   { id: "south", map: sheet, rotation: 180, offset: { q: 1, r: 3 }, sides: { "1": side(0), "3": side(1) } },
 * ]);
 * board.outerSides; // [{ part: "north", side: "1" }, { part: "south", side: "1" }]: the sides 3 meet
 * ```
 */
export function composeMaps(parts: readonly MapPart[], options?: ComposeOptions): ComposedMap {
  if (!Array.isArray(parts) || parts.length === 0) throw badArgument("parts", "a non-empty array of parts", parts);
  const checked = checkOptions(options, "options");
  const overlaps = checked.overlaps ?? "refuse";
  if (overlaps !== "refuse" && overlaps !== "merge") throw badArgument("options.overlaps", `"refuse", "merge" or undefined`, overlaps);
  const joinHexes = checked.joinHexes ?? 2;
  if (!Number.isInteger(joinHexes) || joinHexes < 1) throw badArgument("options.joinHexes", "an integer >= 1", joinHexes);
  if (checked.name !== undefined && typeof checked.name !== "string") throw badArgument("options.name", "a string or undefined", checked.name);
  const ids = new Set<string>();
  const placed = parts.map((p, i) => checkPart(p, i, ids));
  checkMapSize(
    placed.reduce((n, p) => n + p.map.size, 0),
    "parts",
  );
  const issues: HexgridIssue[] = [];
  const datas = placed.map((p) => p.map.toData());
  const orientation = placed[0]!.map.orientation;
  const offsetLayout = placed.every((p) => p.map.offset === placed[0]!.map.offset) ? placed[0]!.map.offset : undefined;
  // Each composed hex: its data, and every part that covers it (first is its origin).
  const cells = new Map<number, { hex: MapHexData; owners: { part: number; local: Hex }[] }>();
  const sideFeatures = new Map<string, { features: readonly string[]; part: number; between: [Hex, Hex] }>();
  placed.forEach((p, i) => {
    const path = `parts[${i}].offset`;
    if (p.map.orientation !== orientation) issues.push({ path: `parts[${i}].map`, message: `part ${p.id} is ${p.map.orientation}-topped, part ${placed[0]!.id} ${orientation}-topped` });
    const data = datas[i]!;
    for (const h of data.hexes) {
      const at = p.move(h);
      if (Math.abs(at.q) > HEX_INT_KEY_LIMIT || Math.abs(at.r) > HEX_INT_KEY_LIMIT) {
        issues.push({ path, message: `part ${p.id}: its hex ${h.q},${h.r} would lie at ${at.q},${at.r}, beyond ±${HEX_INT_KEY_LIMIT}` });
        return;
      }
      const key = hexIntKey(at);
      const cell = cells.get(key);
      const local = { q: h.q, r: h.r };
      if (cell === undefined) {
        cells.set(key, { hex: { ...h, q: at.q, r: at.r }, owners: [{ part: i, local }] });
        continue;
      }
      const first = placed[cell.owners[0]!.part]!.id;
      if (overlaps === "refuse") issues.push({ path, message: `part ${p.id} overlaps part ${first} at hex ${at.q},${at.r}` });
      else if (cell.hex.terrain !== h.terrain || !sameList(cell.hex.features, h.features))
        issues.push({
          path,
          message: `part ${p.id} disagrees with part ${first} at hex ${at.q},${at.r}: ${show(h.terrain)} ${show((h.features ?? []).join(","))} against ${show(cell.hex.terrain)} ${show((cell.hex.features ?? []).join(","))}`,
        });
      cell.owners.push({ part: i, local });
    }
    for (const s of data.hexsides) {
      const between: [Hex, Hex] = [p.move(s.between[0]), p.move(s.between[1])];
      const key = hexsideKey(hexsideBetween(between[0], between[1]));
      const known = sideFeatures.get(key);
      if (known === undefined) sideFeatures.set(key, { features: s.features, part: i, between });
      else if (!sameList(known.features, s.features))
        issues.push({ path, message: `part ${p.id} disagrees with part ${placed[known.part]!.id} on the hexside between hexes ${between[0].q},${between[0].r} and ${between[1].q},${between[1].r}` });
    }
  });
  if (overlaps === "merge") {
    // A hexside one part draws, another part covering both its hexes must draw too.
    for (const [key, side] of sideFeatures) {
      const a = cells.get(hexIntKey(side.between[0]))?.owners ?? [];
      const b = new Set((cells.get(hexIntKey(side.between[1]))?.owners ?? []).map((o) => o.part));
      for (const o of a) {
        if (o.part === side.part || !b.has(o.part)) continue;
        const own = placed[o.part]!;
        const drawn = own.map.hexsideFeatures(inverse(own, side.between[0]), inverse(own, side.between[1]));
        if (drawn.length === 0) issues.push({ path: `parts[${o.part}].offset`, message: `part ${own.id} has no features on the hexside ${key} that part ${placed[side.part]!.id} draws` });
      }
    }
  }
  if (issues.length > 0) throw new HexgridError("hexgrid/invalid-map", `the maps do not compose: ${issues[0]!.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ""}`, issues);
  const data: HexMapData = {
    schemaVersion: 1,
    ...(checked.name !== undefined ? { name: checked.name } : {}),
    orientation,
    ...(offsetLayout !== undefined ? { offset: offsetLayout } : {}),
    ...(datas.every((d) => d.terrainTypes !== undefined) ? { terrainTypes: [...new Set(datas.flatMap((d) => d.terrainTypes!))] } : {}),
    hexes: [...cells.values()].map((c) => c.hex),
    hexsides: [...sideFeatures.values()].map((s) => ({ between: s.between, features: [...s.features] as HexMapData["hexsides"][number]["features"] })),
  };
  const map = buildHexMap(data);
  return describe(map, placed, cells, joinHexes);
}

type MapHexData = HexMapData["hexes"][number];

/** A composed hex back in a part's own coordinates. */
function inverse(p: Placed, h: Hex): Hex {
  const q = h.q - p.offset.q;
  const r = h.r - p.offset.r;
  return p.rotation === 180 ? { q: -q + 0, r: -r + 0 } : { q, r };
}

function describe(map: HexMap, placed: (Placed & { sides: Record<string, readonly Hex[]> })[], cells: Map<number, { owners: { part: number; local: Hex }[] }>, joinHexes: number): ComposedMap {
  const partIndex = new Map(placed.map((p, i) => [p.id, i]));
  const partAt = (h: Hex) => (typeof h === "object" && h !== null && map.has(h) ? cells.get(hexIntKey(h))?.owners[0] : undefined);
  const seams: { between: readonly [Hex, Hex]; parts: readonly [string, string] }[] = [];
  for (const h of map.hexes) {
    const own = partAt(h)!.part;
    for (const n of hexNeighbors(h)) {
      const other = partAt(n);
      if (other === undefined || other.part === own || hexIntKey(n) < hexIntKey(h)) continue;
      seams.push(Object.freeze({ between: Object.freeze([h, map.hexAt(n)!] as const), parts: Object.freeze([placed[own]!.id, placed[other.part]!.id] as const) }));
    }
  }
  const named = placed.flatMap((p, i) => Object.keys(p.sides).map((side) => ({ part: p.id, index: i, side, hexes: Object.freeze(p.sides[side]!.map(p.move)) })));
  const keys = named.map((s) => new Set(s.hexes.map(hexIntKey)));
  const near = (a: number, b: number) => named[a]!.hexes.filter((h) => hexNeighbors(h).some((n) => keys[b]!.has(hexIntKey(n)))).length;
  const sides = named.map((s, a) => {
    const joined = named
      .map((t, b) => ({ t, b }))
      .filter(({ t, b }) => t.index !== s.index && near(a, b) >= joinHexes && near(b, a) >= joinHexes)
      .map(({ t }) => Object.freeze({ part: t.part, side: t.side }));
    return Object.freeze({ part: s.part, side: s.side, hexes: s.hexes, joined: Object.freeze(joined) });
  });
  const byName = new Map(sides.map((s) => [`${s.part}\u0000${s.side}`, s]));
  const unknownPart = (part: unknown) => badArgument("part", `the id of a part (${[...partIndex.keys()].slice(0, 5).join(", ")})`, part);
  return Object.freeze({
    map,
    parts: Object.freeze(placed.map((p) => Object.freeze({ id: p.id, rotation: p.rotation, offset: Object.freeze({ ...p.offset }) }))),
    sides: Object.freeze(sides),
    outerSides: Object.freeze(sides.filter((s) => s.joined.length === 0).map((s) => Object.freeze({ part: s.part, side: s.side }))),
    seams: Object.freeze(seams),
    partOf: (h: Hex) => {
      const o = partAt(h);
      return o && placed[o.part]!.id;
    },
    localHex: (h: Hex) => {
      const o = partAt(h);
      return o && Object.freeze({ part: placed[o.part]!.id, hex: o.local });
    },
    toComposed(part: string, local: Hex) {
      const i = partIndex.get(part);
      if (i === undefined) throw unknownPart(part);
      checkHex(local, "local");
      return placed[i]!.move(local);
    },
    side(part: string, side: string) {
      const found = byName.get(`${part}\u0000${side}`);
      if (found === undefined) throw badArgument("side", `a named side of part ${show(part)}`, side);
      return found.hexes;
    },
  });
}
