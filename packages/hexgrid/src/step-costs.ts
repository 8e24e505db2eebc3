import type { Hex } from "./hex";
import { HexMap } from "./hex-map";
import { argumentError, badArgument, checkFunction } from "./_internal/check";
import { checkedCost } from "./_internal/search-core";

/** Only this module builds tables, so every table is one {@link stepCosts} computed. */
const BUILD: unique symbol = Symbol("StepCosts");

/**
 * Step costs of one kind of mover on one map, computed once into a typed
 * array (the cost of every step from a hex into each neighbour). Pass it as
 * `rules.cost` to {@link reachable} / {@link findPath} on that map: the search
 * then reads costs from the table instead of calling a function per step,
 * uses a bucket queue when every cost is an integer, and derives its A*
 * heuristic from the cheapest step. Build one per map and mover type (foot,
 * mounted) and rebuild it when something it depends on changes.
 *
 * @example
 * ```ts
 * import { parseHexMap, reachable, stepCosts } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: ["..f..", "....."] });
 * const foot = stepCosts(map, (_from, to) => (map.terrain(to) === "forest" ? 2 : 1));
 * reachable(map, { q: 0, r: 0 }, 4, { cost: foot }).costOf({ q: 2, r: 0 }); // 3
 * ```
 */
export class StepCosts {
  /** The map the table was built for. */
  readonly map: HexMap;
  /** The cheapest finite step (Infinity if no step is possible). */
  readonly minCost: number;
  /** The dearest finite step (0 if no step is possible). */
  readonly maxCost: number;
  /** True when every finite step cost is an integer. */
  readonly integral: boolean;
  /** @internal cost per (map index * 6 + direction) */
  readonly _costs: Float64Array;
  /** @internal must-stop flags per (map index * 6 + direction) */
  readonly _stops: Uint8Array | undefined;
  /** @internal compact adjacency of possible steps: edges of node i are adjStart[i] .. adjStart[i + 1] - 1 */
  readonly _adjStart: Int32Array;
  /** @internal target node of each possible step, times 2, plus 1 when the step must stop */
  readonly _adjState: Int32Array;
  /** @internal cost of each possible step */
  readonly _adjCost: Float64Array;

  /** @internal Use {@link stepCosts}; any other call throws `hexgrid/bad-argument`. */
  constructor(token: typeof BUILD, map: HexMap, costs: Float64Array, stops: Uint8Array | undefined) {
    if (token !== BUILD) throw argumentError("hexgrid/bad-argument", "", "build a StepCosts table with stepCosts(map, cost)");
    this.map = map;
    this._costs = costs;
    this._stops = stops;
    let min = Infinity;
    let max = 0;
    let integral = true;
    for (const c of costs) {
      if (c === Infinity) continue;
      if (c < min) min = c;
      if (c > max) max = c;
      if (!Number.isInteger(c)) integral = false;
    }
    this.minCost = min;
    this.maxCost = max;
    this.integral = integral;
    const n = map.size;
    const adjStart = new Int32Array(n + 1);
    let m = 0;
    for (let i = 0; i < n; i++) {
      adjStart[i] = m;
      for (let d = 0; d < 6; d++) if (costs[i * 6 + d]! < Infinity && map._neighbors[i * 6 + d]! >= 0) m++;
    }
    adjStart[n] = m;
    const adjState = new Int32Array(m);
    const adjCost = new Float64Array(m);
    let e = 0;
    for (let i = 0; i < n; i++) {
      for (let d = 0; d < 6; d++) {
        const j = map._neighbors[i * 6 + d]!;
        const c = costs[i * 6 + d]!;
        if (j < 0 || !(c < Infinity)) continue;
        adjState[e] = j * 2 + (stops !== undefined && stops[i * 6 + d] === 1 ? 1 : 0);
        adjCost[e] = c;
        e++;
      }
    }
    this._adjStart = adjStart;
    this._adjState = adjState;
    this._adjCost = adjCost;
    Object.freeze(this);
  }

  /**
   * The cost of the step from `from` into the adjacent `to`.
   *
   * @param from - a map hex
   * @param to - an adjacent map hex
   * @returns the cost, or Infinity if the step is impossible (or the hexes are not adjacent map hexes)
   * @example
   * ```ts
   * import { parseHexMap, stepCosts } from "@tt/hexgrid";
   * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."] });
   * stepCosts(map, () => 1).cost({ q: 0, r: 0 }, { q: 1, r: 0 }); // 1
   * ```
   */
  cost(from: Hex, to: Hex): number {
    const i = this.map.indexOf(from);
    const j = this.map.indexOf(to);
    if (i < 0 || j < 0) return Infinity;
    for (let d = 0; d < 6; d++) if (this.map._neighbors[i * 6 + d] === j) return this._costs[i * 6 + d]!;
    return Infinity;
  }
}

/**
 * Precomputes the step costs (and must-stop steps) of a mover on a map; see {@link StepCosts}.
 *
 * @param map - the map
 * @param cost - cost of stepping from `from` into the adjacent `to` (Infinity or NaN: impossible); must be >= 0
 * @param mustStop - optional: whether entering `to` from `from` ends the move
 * @returns the table, for `rules.cost`
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `map` is not a {@link HexMap}, `cost` or
 *   `mustStop` is not a function, or a cost is negative or not a number (path `map`, `cost`, ...);
 *   nothing is kept of a table that throws
 * @example
 * ```ts
 * import { parseHexMap, stepCosts } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: [".f."], hexsides: ["0,0 E low-wall"] });
 * // Sherwood-style foot movement: forest 2 MP, +3 MP over a low wall or through a window (SHW-4.1).
 * const foot = stepCosts(map, (from, to) => {
 *   const side = map.hexsideFeatures(from, to);
 *   if (side.includes("wall") && !side.includes("window") && !side.includes("door")) return Infinity;
 *   const extra = side.includes("low-wall") || side.includes("window") ? 3 : 0;
 *   return (map.terrain(to) === "forest" ? 2 : 1) + extra;
 * });
 * ```
 */
export function stepCosts(map: HexMap, cost: (from: Hex, to: Hex) => number, mustStop?: (from: Hex, to: Hex) => boolean): StepCosts {
  if (!(map instanceof HexMap)) throw badArgument("map", "a HexMap", map);
  checkFunction(cost, "cost", false);
  checkFunction(mustStop, "mustStop");
  const n = map.size;
  const costs = new Float64Array(n * 6).fill(Infinity);
  const stops = mustStop ? new Uint8Array(n * 6) : undefined;
  for (let i = 0; i < n; i++) {
    const from = map.hexes[i]!;
    for (let d = 0; d < 6; d++) {
      const j = map._neighbors[i * 6 + d]!;
      if (j < 0) continue;
      const to = map.hexes[j]!;
      const c = checkedCost(cost(from, to), () => `${from.q},${from.r} to ${to.q},${to.r}`);
      costs[i * 6 + d] = c < Infinity ? c : Infinity;
      if (stops && mustStop!(from, to)) stops[i * 6 + d] = 1;
    }
  }
  return new StepCosts(BUILD, map, costs, stops);
}

const UNIT_COSTS = new WeakMap<HexMap, StepCosts>();

/** The table of unit steps on a map (every step on the map costs 1), built once per map. */
export function unitStepCosts(map: HexMap): StepCosts {
  let costs = UNIT_COSTS.get(map);
  if (costs === undefined) {
    const ones = new Float64Array(map.size * 6);
    for (let k = 0; k < ones.length; k++) ones[k] = map._neighbors[k]! >= 0 ? 1 : Infinity;
    costs = new StepCosts(BUILD, map, ones, undefined);
    UNIT_COSTS.set(map, costs);
  }
  return costs;
}
