import { hexDistance, hexFromKey, hexIntKey, type Hex } from "./hex";
import { HexMap } from "./hex-map";
import { HEXGRID_LIMITS } from "./limits";
import { argumentError, badArgument, checkFunction, checkHex, checkOptions, show } from "./_internal/check";
import { SPACE_FACTORIES, checkedCost, type IntSpace, type SpaceOptions } from "./_internal/search-core";
import type { Graph } from "./search";

/**
 * A place a piece can be: a hex and a level there, 0 for the ground and
 * higher for what is above it (up a tree, the inn's upper floor, a balcony).
 * A `Located` is a {@link Hex} too, so a map's queries (`map.terrain(l)`)
 * take it as they are.
 *
 * @example
 * ```ts
 * import type { Located } from "@tt/hexgrid";
 * const upTheOak: Located = { q: 3, r: 1, level: 1 };
 * ```
 */
export interface Located extends Hex {
  /** The level: an integer from 0 (the ground) to {@link HEXGRID_LIMITS}`.levels - 1`. */
  readonly level: number;
}

function checkLocated(value: unknown, path: string): asserts value is Located {
  checkHex(value, path);
  const level = (value as { level?: unknown }).level;
  if (!Number.isInteger(level) || (level as number) < 0 || (level as number) >= HEXGRID_LIMITS.levels) {
    throw badArgument(`${path}.level`, `an integer from 0 to ${HEXGRID_LIMITS.levels - 1}`, level);
  }
}

/**
 * The key of a located piece for JSON and `Map`s: `"q,r@level"` (one piece
 * per place: occupancy, SHW-1.1, is a `Set` of these).
 *
 * @param at - the place
 * @returns `"q,r@level"`
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `at` is not an integer hex with a level from 0
 *   to 15 (path `at.q`, `at.level`)
 * @example
 * ```ts
 * import { locatedKey } from "@tt/hexgrid";
 * locatedKey({ q: 3, r: -1, level: 1 }); // "3,-1@1"
 * ```
 */
export function locatedKey(at: Located): string {
  checkLocated(at, "at");
  return `${at.q + 0},${at.r + 0}@${at.level}`;
}

/**
 * Parses a key made by {@link locatedKey}.
 *
 * @param key - `"q,r@level"` (at most 64 characters)
 * @returns the place
 * @throws {@link HexgridError} `hexgrid/bad-key` (path `key`) if the text is not such a key
 * @example
 * ```ts
 * import { locatedFromKey } from "@tt/hexgrid";
 * locatedFromKey("3,-1@1"); // { q: 3, r: -1, level: 1 }
 * ```
 */
export function locatedFromKey(key: string): Located {
  const match = typeof key === "string" && key.length <= 64 ? /^(.*)@(\d{1,2})$/.exec(key) : null;
  const level = Number(match?.[2]);
  if (!match || !(level < HEXGRID_LIMITS.levels)) throw argumentError("hexgrid/bad-key", "key", `${show(key)} is not a located key of the form "q,r@level"`);
  const h = hexFromKey(match[1]!);
  return { q: h.q, r: h.r, level };
}

/**
 * Options of {@link levelGraph}: which levels each hex has and how pieces move between them.
 *
 * @example
 * ```ts
 * import type { LevelGraphOptions } from "@tt/hexgrid";
 * const trees = new Set(["2,1", "3,1"]);
 * const options: LevelGraphOptions = { levels: (h) => (trees.has(`${h.q},${h.r}`) ? [0, 1] : [0]) };
 * ```
 */
export interface LevelGraphOptions {
  /** The levels a hex has, e.g. `[0, 1]` for a tree or the inn's two floors, `[1]` for a balcony over nothing. Default `[0]`. */
  readonly levels?: (h: Hex) => readonly number[];
  /**
   * Whether a piece may also step between different levels of adjacent hexes
   * (jumping down from a tree or a balcony, stairs that lead into the next
   * hex); priced or refused by the rules' `cost`. Default false: levels
   * change only within a hex.
   */
  readonly acrossLevels?: boolean;
}

/**
 * The graph of places on a map with levels, for {@link reachable} and
 * {@link findPath}: a piece steps to the same level of an adjacent hex that
 * has it, or climbs to another level of its own hex (and, with
 * `acrossLevels`, to another level of an adjacent hex). The rules' `cost`
 * prices each step and refuses what is not allowed (`Infinity`): climbing a
 * tree is `from.level !== to.level` in the same hex (SHW: 6 MP), moving along
 * a tree is a step at level 1. The search runs on integer ids (like
 * {@link riderGraph}) with a hex-distance heuristic.
 *
 * @param map - the hex map
 * @param options - the levels of each hex, and whether steps may change level between hexes
 * @returns a graph of {@link Located} places; its `neighbors` of a place that is not on it are none,
 *   its `key` of anything that is not a place is -1
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `map` is not a {@link HexMap}, for options that are
 *   not an object or a `levels` that is not a function, or (path `options.levels`) when it returns for some
 *   hex anything but an array of distinct integers from 0 to 15
 * @example
 * ```ts
 * import { levelGraph, parseHexMap, reachable, type Located } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", T: "tree" }, rows: ["..TT.."] });
 * const graph = levelGraph(map, { levels: (h) => (map.terrain(h) === "tree" ? [0, 1] : [0]) });
 * const cost = (from: Located, to: Located) => (from.level !== to.level ? 6 : to.level === 1 ? 4 : 1); // climb 6, along a tree 4
 * const reach = reachable(graph, { q: 0, r: 0, level: 0 }, 12, { cost });
 * reach.costOf({ q: 3, r: 0, level: 1 }); // 9: three steps on the ground, then the climb
 * reach.costOf({ q: 4, r: 0, level: 0 }); // 4: the tree hexes are walked through at ground level too
 * ```
 */
export function levelGraph(map: HexMap, options?: LevelGraphOptions): Graph<Located> {
  if (!(map instanceof HexMap)) throw badArgument("map", "a HexMap", map);
  const checked = checkOptions(options, "options");
  checkFunction(checked.levels, "options.levels");
  const across = checked.acrossLevels ?? false;
  if (typeof across !== "boolean") throw badArgument("options.acrossLevels", "a boolean or undefined", across);
  const L = HEXGRID_LIMITS.levels;
  // levelMask[i]: bit l set when map hex i has level l.
  const levelMask = new Uint16Array(map.size);
  map.hexes.forEach((h, i) => {
    const levels = checked.levels ? checked.levels(h) : [0];
    if (!Array.isArray(levels)) throw badArgument("options.levels", `an array of levels for hex ${h.q},${h.r}`, levels);
    for (const l of levels) {
      if (!Number.isInteger(l) || l < 0 || l >= L) throw badArgument("options.levels", `levels from 0 to ${L - 1} for hex ${h.q},${h.r}`, l);
      if (levelMask[i]! & (1 << l)) throw argumentError("hexgrid/bad-argument", "options.levels", `hex ${h.q},${h.r}: level ${l} is listed twice`);
      levelMask[i] = levelMask[i]! | (1 << l);
    }
  });
  const neighbors = map._neighbors;
  const places: (Located | undefined)[] = [];
  const nodeAt = (id: number): Located => {
    let p = places[id];
    if (p === undefined) {
      const level = id % L;
      const h = map.hexes[(id - level) / L]!;
      p = Object.freeze({ q: h.q, r: h.r, level });
      places[id] = p;
    }
    return p;
  };
  const idOf = (at: Located): number => {
    if (typeof at !== "object" || at === null) return -1;
    const i = map.indexOf(at);
    const level = at.level;
    if (i < 0 || !Number.isInteger(level) || level < 0 || level >= L || !(levelMask[i]! & (1 << level))) return -1;
    return i * L + level;
  };
  const successors = (id: number, out: Int32Array): number => {
    const level = id % L;
    const i = (id - level) / L;
    let k = 0;
    const own = levelMask[i]!;
    for (let l = 0; l < L; l++) if (l !== level && own & (1 << l)) out[k++] = i * L + l;
    for (let d = 0; d < 6; d++) {
      const j = neighbors[i * 6 + d]!;
      if (j < 0) continue;
      const mask = levelMask[j]!;
      if (!across) {
        if (mask & (1 << level)) out[k++] = j * L + level;
        continue;
      }
      for (let l = 0; l < L; l++) if (mask & (1 << l)) out[k++] = j * L + l;
    }
    return k;
  };
  const scratch = new Int32Array(L * 7);
  const graph: Graph<Located> = {
    neighbors(at: Located): Located[] {
      const id = idOf(at);
      if (id < 0) return [];
      const k = successors(id, scratch);
      const out: Located[] = [];
      for (let i = 0; i < k; i++) out.push(nodeAt(scratch[i]!));
      return out;
    },
    key(at: Located): number {
      if (typeof at !== "object" || at === null || !Number.isInteger(at.level)) return -1;
      return hexIntKey(at) * L + at.level;
    },
  };
  SPACE_FACTORIES.set(graph, (raw) => {
    const rules = raw as SpaceOptions<Located>;
    const space: IntSpace<Located> = {
      outNode: new Int32Array(L * 7),
      outCost: new Float64Array(L * 7),
      outStop: new Uint8Array(L * 7),
      expand(node: number): number {
        const k = successors(node, this.outNode);
        const from = nodeAt(node);
        let n = 0;
        for (let i = 0; i < k; i++) {
          const t = this.outNode[i]!;
          const to = nodeAt(t);
          const c = rules.cost ? checkedCost(rules.cost(from, to), () => `${from.q},${from.r} level ${from.level}`) : 1;
          if (!(c < Infinity)) continue;
          this.outNode[n] = t;
          this.outCost[n] = c;
          this.outStop[n] = rules.mustStop?.(from, to) ? 1 : 0;
          n++;
        }
        return n;
      },
      canEnd: (node) => rules.canEnd === undefined || rules.canEnd(nodeAt(node)),
      nodeAt,
      idOf,
      distanceTo(goal: Located, minCost: number) {
        const g = { q: goal.q, r: goal.r };
        return (node) => hexDistance(map.hexes[(node - (node % L)) / L]!, g) * minCost;
      },
    };
    return space as IntSpace<unknown>;
  });
  return graph;
}
