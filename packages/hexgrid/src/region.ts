import { hexDistance, hexIntKey, hexRange, type Hex } from "./hex";
import { HexMap } from "./hex-map";
import { HEXGRID_LIMITS } from "./limits";
import { argumentError, badArgument, checkCount, checkFunction, checkHex, checkOptions } from "./_internal/check";

/**
 * What {@link mapRegion} selects: hexes near a set of hexes and/or passing a test.
 *
 * @example
 * ```ts
 * import type { RegionQuery } from "@tt/hexgrid";
 * const nearTheInn: RegionQuery = { near: [{ q: 3, r: 2 }, { q: 4, r: 2 }], radius: 2 };
 * ```
 */
export interface RegionQuery {
  /** Keep only hexes within `radius` of at least one of these (any hexes, on the map or not). Default: no distance test. */
  readonly near?: readonly Hex[];
  /** The distance in hexes for `near` (an integer >= 0, at most {@link HEXGRID_LIMITS}`.radius`). Default 0: the hexes themselves. */
  readonly radius?: number;
  /** Keep only hexes passing this test, e.g. `(h) => map.hexFeatures(h).includes("scrub")`. */
  readonly where?: (h: Hex, map: HexMap) => boolean;
}

/**
 * The hexes of a map in a region: those within `radius` hexes of any hex of
 * `near` (a building's hexes, an ambush point) and passing `where` (terrain,
 * a feature), nearest first, then in map order. Distances are straight hex
 * distances, not paths (walls do not matter). With neither `near` nor
 * `where` it is every hex of the map.
 *
 * @param map - the map
 * @param query - `near` and `radius`, and `where`
 * @returns the map hexes selected, by distance to the nearest `near` hex, then map order
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `map` is not a {@link HexMap}, or for a query
 *   that is not an object, a `near` that is not an array of integer hexes (path `query.near[2].q`), a radius
 *   that is not an integer >= 0 (`query.radius`) or a `where` that is not a function; `hexgrid/limit-exceeded`
 *   for a radius over {@link HEXGRID_LIMITS}`.radius` or more `near` hexes than `.mapHexes`
 * @example
 * ```ts
 * import { mapRegion, parseHexMap } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", s: "scrub", B: "building" }, rows: ["s.s..", ".BB.s", "s...."] });
 * const building = map.hexes.filter((h) => map.terrain(h) === "building");
 * // Scrub within two hexes of the building: places to hide an ambush.
 * mapRegion(map, { near: building, radius: 2, where: (h) => map.terrain(h) === "scrub" }).length; // 4
 * ```
 */
export function mapRegion(map: HexMap, query: RegionQuery): Hex[] {
  if (!(map instanceof HexMap)) throw badArgument("map", "a HexMap", map);
  const checked = checkOptions(query, "query");
  const where = checked.where;
  checkFunction(where, "query.where");
  const radius = checked.radius ?? 0;
  checkCount(radius, "query.radius", HEXGRID_LIMITS.radius);
  const near = checked.near;
  if (near === undefined) return map.hexes.filter((h) => where === undefined || where(h, map));
  if (!Array.isArray(near)) throw badArgument("query.near", "an array of hexes or undefined", near);
  if (near.length > HEXGRID_LIMITS.mapHexes) throw argumentError("hexgrid/limit-exceeded", "query.near", `${near.length} hexes are over the limit of ${HEXGRID_LIMITS.mapHexes}`);
  near.forEach((h, i) => {
    checkHex(h, `query.near[${i}]`);
  });
  const distance = new Map<number, number>();
  const area = 1 + 3 * radius * (radius + 1);
  if (near.length * area <= 4 * map.size) {
    // Few, small discs: walk each one.
    for (const c of near) {
      for (const h of hexRange(c, radius)) {
        if (!map.has(h)) continue;
        const k = map.indexOf(h);
        const d = hexDistance(h, c);
        const known = distance.get(k);
        if (known === undefined || d < known) distance.set(k, d);
      }
    }
  } else {
    // Large discs: test each map hex against the (distinct) centres.
    const centres = [...new Map(near.map((h) => [hexIntKeyOf(h), h])).values()];
    map.hexes.forEach((h, k) => {
      let best = Infinity;
      for (const c of centres) best = Math.min(best, hexDistance(h, c));
      if (best <= radius) distance.set(k, best);
    });
  }
  const picked: { k: number; d: number }[] = [];
  for (const [k, d] of distance) if (where === undefined || where(map.hexes[k]!, map)) picked.push({ k, d });
  picked.sort((a, b) => a.d - b.d || a.k - b.k);
  return picked.map(({ k }) => map.hexes[k]!);
}

/** A key for a hex of any size (hexIntKey only covers ±32767). */
function hexIntKeyOf(h: Hex): number | string {
  return Math.abs(h.q) <= 32767 && Math.abs(h.r) <= 32767 ? hexIntKey(h) : `${h.q},${h.r}`;
}
