import type { HexgridError } from "./errors";
import type { Hex } from "./hex";
import { HexMap } from "./hex-map";
import { StepCosts, unitStepCosts } from "./step-costs";
import { argumentError, checkHex } from "./_internal/check";
import { GraphSpace } from "./_internal/graph-space";
import { checkBudget, checkGraph, checkPathOptions, checkRules, checkedHeuristic, offMap } from "./_internal/search-args";
import { SPACE_FACTORIES, acquireWorkspace, checkedCost, type AdjReach, type IntSpace, type RunResult, type SettledStates, type SpaceOptions, type TableSpace } from "./_internal/search-core";

/**
 * Any graph the search functions can walk: a neighbours function, and (for
 * nodes that are objects) a key giving each node's identity. A {@link HexMap}
 * is a `Graph<Hex>`; {@link riderGraph} gives a `Graph<RiderPosition>`; an area
 * map can be `{ neighbors: (area) => adjacency[area] }` over area names.
 *
 * @typeParam N - the node type
 * @example
 * ```ts
 * import { reachable, type Graph } from "@tt/hexgrid";
 * const roads: Record<string, string[]> = { York: ["Leeds"], Leeds: ["York", "Hull"], Hull: ["Leeds"] };
 * const areaMap: Graph<string> = { neighbors: (area) => roads[area] ?? [] };
 * reachable(areaMap, "York", 1).nodes; // ["York", "Leeds"]
 * ```
 */
export interface Graph<N> {
  /** The nodes one step from `node`. */
  neighbors(node: N): Iterable<N>;
  /** Identity of a node (default: the node itself, fine for strings and numbers). */
  key?(node: N): unknown;
}

/**
 * Movement rules for {@link reachable} and {@link findPath}.
 *
 * @typeParam N - the node type
 * @example
 * ```ts
 * import type { MoveRules, Hex } from "@tt/hexgrid";
 * const foot: MoveRules<Hex> = { cost: (_from, to) => (to.q === 3 ? 2 : 1) };
 * ```
 */
export interface MoveRules<N> {
  /**
   * Cost of the step from `from` into the adjacent `to` (default 1). Return
   * `Infinity` (or `NaN`) for a step that is not allowed. Costs must be >= 0.
   * This is where terrain, hexside features (`map.hexsideFeatures(from, to)`),
   * the mover and position-dependent extras (infiltration) go. On a
   * {@link HexMap}, a precomputed {@link StepCosts} table for that map is
   * much faster than a function.
   */
  cost?: ((from: N, to: N) => number) | StepCosts;
  /** Whether entering `to` from `from` ends the move (a horse entering forest). */
  mustStop?: (from: N, to: N) => boolean;
  /** Whether the mover may end on `node` (it may still pass through). Default: everywhere. */
  canEnd?: (node: N) => boolean;
}

/**
 * Options of {@link findPath}: the movement rules plus an optional heuristic.
 *
 * @typeParam N - the node type
 * @example
 * ```ts
 * import type { PathOptions, Hex } from "@tt/hexgrid";
 * const options: PathOptions<Hex> = { cost: () => 2, minCost: 2 };
 * ```
 */
export interface PathOptions<N> extends MoveRules<N> {
  /**
   * Lower bound of the remaining cost from `node` to the goal (A*). Defaults,
   * on hex maps and rider graphs with a goal node, to hex distance times `minCost`;
   * otherwise 0 (Dijkstra). An inconsistent heuristic is detected during the
   * search, which then falls back to Dijkstra, so the result is always cheapest.
   */
  heuristic?: (node: N) => number;
  /**
   * The cheapest possible step, scaling the default heuristic. Default: the
   * table's cheapest step with a {@link StepCosts}, otherwise 1. A value that is
   * too high is detected and the search falls back to Dijkstra.
   */
  minCost?: number;
  /** Give up on paths costing more than this. Default `Infinity`. */
  maxCost?: number;
}

/**
 * The result of {@link reachable}: where the mover can end its move, what each
 * costs and the cheapest path there.
 *
 * @typeParam N - the node type
 * @example
 * ```ts
 * import { parseHexMap, reachable } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["....."] });
 * const reach = reachable(map, { q: 0, r: 0 }, 2);
 * reach.costOf({ q: 2, r: 0 }); // 2
 * reach.pathTo({ q: 2, r: 0 }); // [{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 2, r: 0 }]
 * ```
 */
export interface Reach<N> {
  /** The budget searched with. */
  readonly budget: number;
  /** Every node the mover may end on, cheapest first; the start (cost 0) comes first if `canEnd` allows. */
  readonly nodes: readonly N[];
  /** Whether the mover can end on `node`. */
  has(node: N): boolean;
  /** Cheapest cost to end on `node`, or `undefined` if it cannot. */
  costOf(node: N): number | undefined;
  /** Cheapest path from the start to `node` (both included), or `undefined`. */
  pathTo(node: N): N[] | undefined;
}

/**
 * A path found by {@link findPath}.
 *
 * @typeParam N - the node type
 * @example
 * ```ts
 * import { findPath, parseHexMap } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["...."] });
 * const found = findPath(map, { q: 0, r: 0 }, { q: 3, r: 0 });
 * found?.cost; // 3
 * ```
 */
export interface FoundPath<N> {
  /** Nodes from start to goal, both included. */
  readonly path: N[];
  /** Total cost of the path. */
  readonly cost: number;
}

/** How results turn node ids back into nodes and nodes into ids. */
interface NodeIndex<N> {
  nodeAt(id: number): N;
  idOf(node: N): number;
  /** All nodes by id, when they exist up front (hex maps): read directly. */
  all?: readonly N[];
}

function otherMapTable(): HexgridError {
  return argumentError("hexgrid/bad-argument", "cost", "a StepCosts table only works on the HexMap it was built for");
}

function functionCost<N>(cost: MoveRules<N>["cost"]): ((from: N, to: N) => number) | undefined {
  if (cost instanceof StepCosts) {
    throw otherMapTable();
  }
  return cost;
}

function spaceFor<N>(graph: Graph<N>, rules: MoveRules<N>): { space: IntSpace<N>; owner: object } {
  const options: SpaceOptions<N> = { cost: functionCost(rules.cost), mustStop: rules.mustStop, canEnd: rules.canEnd };
  const factory = SPACE_FACTORIES.get(graph);
  if (factory) return { space: factory(options as SpaceOptions<unknown>) as IntSpace<N>, owner: graph };
  const space = new GraphSpace(graph, options);
  return { space, owner: space };
}

/** A hex map searched with a user heuristic: the generic path. */
class HexMapSpace implements IntSpace<Hex> {
  outNode = new Int32Array(6);
  outCost = new Float64Array(6);
  outStop = new Uint8Array(6);

  constructor(
    private readonly map: HexMap,
    private readonly table: TableSpace,
    private readonly canEndFn: ((node: number) => boolean) | undefined,
  ) {}

  expand(node: number): number {
    const t = this.table;
    let k = 0;
    for (let d = 0; d < 6; d++) {
      const j = t.neighbors[node * 6 + d]!;
      if (j < 0) continue;
      const c = t.costFn ? t.costFn(node, j) : t.costs![node * 6 + d]!;
      if (!(c < Infinity)) continue;
      this.outNode[k] = j;
      this.outCost[k] = c;
      this.outStop[k] = (t.stopFn ? t.stopFn(node, j) : t.stops !== undefined && t.stops[node * 6 + d] === 1) ? 1 : 0;
      k++;
    }
    return k;
  }

  canEnd(node: number): boolean {
    return this.canEndFn === undefined || this.canEndFn(node);
  }

  nodeAt(id: number): Hex {
    return this.map.hexes[id]!;
  }

  idOf(node: Hex): number {
    return this.map.indexOf(node);
  }
}

/** The fast-path view of a hex map under some rules. */
function hexTable(map: HexMap, rules: MoveRules<Hex>): { table: TableSpace; tableMinCost: number; canEnd: ((node: number) => boolean) | undefined } {
  const hexes = map.hexes;
  let costs: StepCosts | undefined;
  let costFn: ((from: number, to: number) => number) | undefined;
  const cost = rules.cost;
  if (cost instanceof StepCosts) {
    if (cost.map !== map) throw otherMapTable();
    costs = cost;
  } else if (cost !== undefined) {
    costFn = (i, j) => {
      const from = hexes[i]!;
      const to = hexes[j]!;
      return checkedCost(cost(from, to), () => `${from.q},${from.r} to ${to.q},${to.r}`);
    };
  } else {
    costs = unitStepCosts(map);
  }
  const mustStop = rules.mustStop;
  const canEnd = rules.canEnd;
  const canEndIndex = canEnd ? (i: number) => canEnd(hexes[i]!) : undefined;
  if (costs !== undefined && mustStop === undefined) {
    // The common fast case: a table and no callbacks per step. Its view is built once.
    let table = TABLE_VIEWS.get(costs);
    if (table === undefined) {
      table = {
        neighbors: map._neighbors,
        q: map._q,
        r: map._r,
        costs: costs._costs,
        stops: costs._stops,
        costFn: undefined,
        stopFn: undefined,
        adj: { start: costs._adjStart, state: costs._adjState, cost: costs._adjCost },
        integral: costs.integral,
        maxCost: costs.maxCost,
      };
      TABLE_VIEWS.set(costs, table);
    }
    return { table, tableMinCost: costs.minCost, canEnd: canEndIndex };
  }
  return {
    table: {
      neighbors: map._neighbors,
      q: map._q,
      r: map._r,
      costs: costs?._costs,
      stops: mustStop ? undefined : costs?._stops,
      costFn,
      stopFn: mustStop ? (i, j) => mustStop(hexes[i]!, hexes[j]!) : undefined,
      adj: costs ? { start: costs._adjStart, state: costs._adjState, cost: costs._adjCost } : undefined,
      integral: costs?.integral ?? false,
      maxCost: costs?.maxCost ?? Infinity,
    },
    tableMinCost: costs ? costs.minCost : NaN,
    canEnd: canEndIndex,
  };
}

const TABLE_VIEWS = new WeakMap<StepCosts, TableSpace>();

class ReachResult<N> implements Reach<N> {
  private lookup: Map<number, number> | undefined;
  private nodeList: N[] | undefined;

  constructor(
    readonly budget: number,
    private readonly index: NodeIndex<N>,
    private readonly settled: SettledStates,
  ) {}

  private find(node: N): number {
    const id = this.index.idOf(node);
    if (id < 0) return -1;
    if (this.lookup === undefined) {
      const lookup = new Map<number, number>();
      const { count, data } = this.settled;
      for (let i = 0; i < count; i++) if (data[2 * count + i] === 1) lookup.set(data[i]! >> 1, i);
      this.lookup = lookup;
    }
    return this.lookup.get(id) ?? -1;
  }

  get nodes(): readonly N[] {
    if (this.nodeList === undefined) {
      const { count, data } = this.settled;
      // Sized once and trimmed: growing by push would copy the list several times.
      const out = new Array<N>(count);
      let k = 0;
      const all = this.index.all;
      const e0 = 2 * count;
      if (all !== undefined) {
        for (let i = 0; i < count; i++) if (data[e0 + i] === 1) out[k++] = all[data[i]! >> 1]!;
      } else {
        for (let i = 0; i < count; i++) if (data[e0 + i] === 1) out[k++] = this.index.nodeAt(data[i]! >> 1);
      }
      out.length = k;
      this.nodeList = out;
    }
    return this.nodeList;
  }

  has(node: N): boolean {
    return this.find(node) >= 0;
  }

  costOf(node: N): number | undefined {
    const i = this.find(node);
    return i < 0 ? undefined : this.settled.data[3 * this.settled.count + i];
  }

  pathTo(node: N): N[] | undefined {
    const i = this.find(node);
    return i < 0 ? undefined : tracePath(this.index, this.settled, i);
  }
}

/**
 * A {@link Reach} from the specialised hex-map search: it owns its arrays
 * (the nodes in settled order, and each one's parent index and cost), so later
 * searches reusing the map's scratch buffers cannot change it.
 */
class HexReach implements Reach<Hex> {
  readonly nodes: readonly Hex[];
  private readonly links: number[];
  private lookup: Int32Array | undefined;

  constructor(
    readonly budget: number,
    private readonly map: HexMap,
    data: AdjReach<Hex>,
  ) {
    this.nodes = data.nodes;
    this.links = data.links;
  }

  private find(node: Hex): number {
    const id = this.map.indexOf(node);
    if (id < 0) return -1;
    let lookup = this.lookup;
    if (lookup === undefined) {
      // Built on first use: settled index + 1 per map index (0: not reachable).
      lookup = new Int32Array(this.map.size);
      const nodes = this.nodes;
      for (let i = 0; i < nodes.length; i++) lookup[this.map.indexOf(nodes[i]!)] = i + 1;
      this.lookup = lookup;
    }
    return lookup[id]! - 1;
  }

  has(node: Hex): boolean {
    return this.find(node) >= 0;
  }

  costOf(node: Hex): number | undefined {
    const i = this.find(node);
    return i < 0 ? undefined : this.links[2 * i + 1];
  }

  pathTo(node: Hex): Hex[] | undefined {
    let i = this.find(node);
    if (i < 0) return undefined;
    const path: Hex[] = [];
    for (; i >= 0; i = this.links[2 * i]!) path.push(this.nodes[i]!);
    return path.reverse();
  }
}

function tracePath<N>(index: NodeIndex<N>, settled: SettledStates, at: number): N[] {
  let byState = settled.indexOfState;
  if (byState === undefined) {
    byState = new Map();
    for (let i = 0; i < settled.count; i++) byState.set(settled.data[i]!, i);
    settled.indexOfState = byState;
  }
  const path: N[] = [];
  const count = settled.count;
  for (let i = at; i >= 0; ) {
    path.push(index.nodeAt(settled.data[i]! >> 1));
    const p = settled.data[count + i]!;
    i = p < 0 ? -1 : byState.get(p)!;
  }
  return path.reverse();
}

function withWorkspace<T>(owner: object, run: (ws: ReturnType<typeof acquireWorkspace>) => T): T {
  const ws = acquireWorkspace(owner);
  ws.busy = true;
  try {
    return run(ws);
  } finally {
    ws.busy = false;
  }
}

const MAP_INDEXES = new WeakMap<HexMap, NodeIndex<Hex>>();

function mapIndex(map: HexMap): NodeIndex<Hex> {
  let index = MAP_INDEXES.get(map);
  if (index === undefined) {
    const hexes = map._hexList;
    index = { nodeAt: (id) => hexes[id]!, idOf: (h) => map.indexOf(h), all: hexes };
    MAP_INDEXES.set(map, index);
  }
  return index;
}

/**
 * Dijkstra search: every node a mover can end on within a movement-point
 * budget, with its cheapest cost and path. Works on a {@link HexMap}, on
 * {@link riderGraph} (two-hex units) and on any {@link Graph}.
 *
 * A step is allowed only if its cost fits in what is left of the budget
 * ("if a character has not enough MP to enter a hex, he cannot do so", SHW-4).
 * `mustStop` ends the move on entering; `canEnd` filters where the move may
 * end while still letting the mover pass through (friends, SHW-4.1).
 *
 * @typeParam N - the node type
 * @param graph - a hex map, rider graph or any graph
 * @param start - where the mover stands
 * @param budget - movement points available
 * @param moveRules - costs (a function, or a {@link StepCosts} table on a hex map), must-stop and can-end rules (`rules` in error paths)
 * @returns where the mover can end, with costs and paths
 * @throws {@link HexgridError}, each naming its argument in `path`, checked before searching:
 *   `hexgrid/bad-graph` if `graph` has no `neighbors` function (or, during the search, a `neighbors`
 *   call returns something that is not iterable); `hexgrid/bad-argument` for a start hex that is not an
 *   integer hex (`start.q`), a budget that is not a number >= 0, rules that are not functions, a
 *   {@link StepCosts} table of another map, or (during the search) a step cost that is negative or not
 *   a number; `hexgrid/off-map` if `start` is not on a map; `hexgrid/limit-exceeded` when a search of a
 *   generic graph discovers more than {@link HEXGRID_LIMITS}`.graphNodes` nodes or is handed more than
 *   `.graphSteps` neighbours. Nothing passed in is changed.
 * @example
 * ```ts
 * import { hexDistance, parseHexMap, reachable, type Hex } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: ["..f..", ".f...", "....."] });
 * const enemy: Hex = { q: 3, r: 1 };
 * const nextToEnemy = (h: Hex) => hexDistance(h, enemy) === 1;
 * const reach = reachable(map, { q: 0, r: 0 }, 4, {
 *   cost: (from, to) => (map.terrain(to) === "forest" ? 2 : 1) + (nextToEnemy(from) && nextToEnemy(to) ? 2 : 0), // SHW-4.2
 *   canEnd: (h) => hexDistance(h, enemy) > 0,
 * });
 * ```
 */
export function reachable<N>(graph: Graph<N>, start: N, budget: number, moveRules?: MoveRules<N>): Reach<N> {
  checkGraph(graph);
  checkBudget(budget, "budget");
  const rules = checkRules<N, MoveRules<N>>(moveRules, "rules");
  if (graph instanceof HexMap) {
    const map: HexMap = graph;
    checkHex(start, "start");
    const id = map.indexOf(start);
    if (id < 0) throw offMap(start);
    const { table, canEnd } = hexTable(map, rules as MoveRules<Hex>);
    if (canEnd === undefined) {
      const ws = acquireWorkspace(map);
      // No callbacks run during this search, so the workspace cannot be re-entered.
      const fast = ws.reachAdj(table, map._hexList, id, budget);
      if (fast !== undefined) return new HexReach(budget, map, fast) as unknown as Reach<N>;
    }
    const result = withWorkspace(map, (ws) => ws.runTable(table, id, budget, -1, undefined, 0, canEnd));
    return new ReachResult(budget, mapIndex(map), result.settled) as unknown as Reach<N>;
  }
  const { space, owner } = spaceFor(graph, rules);
  const id = space instanceof GraphSpace ? space.intern(start) : space.idOf(start);
  if (id < 0) throw offMap(start);
  const result = withWorkspace(owner, (ws) => ws.run(space, id, budget, undefined, undefined));
  return new ReachResult(budget, space, result.settled);
}

/**
 * A* search for the cheapest path from `start` to a goal node, or to the first
 * node satisfying a goal predicate. Same graphs and rules as {@link reachable};
 * the cost equals Dijkstra's.
 *
 * @typeParam N - the node type
 * @param graph - a hex map, rider graph or any graph
 * @param start - where the mover stands
 * @param goal - a goal node, or a predicate any goal node satisfies
 * @param pathOptions - costs, rules, heuristic and maximum cost (`options` in error paths)
 * @returns the cheapest path and its cost, or `undefined` if no path exists (or the goal hex is not on the map)
 * @throws {@link HexgridError} as {@link reachable} does, with `options` for `rules`; also
 *   `hexgrid/bad-argument` for a goal on a hex map that is neither a function nor an integer hex
 *   (`goal.q`), a `minCost` that is not a finite number >= 0, a `maxCost` that is not a number >= 0, or
 *   (during the search) a heuristic value that is negative or not a number
 * @example
 * ```ts
 * import { findPath, parseHexMap } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: ["..f..", ".f...", "....."] });
 * const found = findPath(map, { q: 0, r: 0 }, { q: 4, r: 0 }, { cost: (_, to) => (map.terrain(to) === "forest" ? 2 : 1) });
 * found?.cost; // 5
 * ```
 */
export function findPath<N>(graph: Graph<N>, start: N, goal: N | ((node: N) => boolean), pathOptions?: PathOptions<N>): FoundPath<N> | undefined {
  checkGraph(graph);
  const options = checkPathOptions(pathOptions);
  const maxCost = options.maxCost ?? Infinity;
  const predicate = typeof goal === "function" ? (goal as (node: N) => boolean) : undefined;
  if (graph instanceof HexMap) {
    checkHex(start, "start");
    if (!predicate) checkHex(goal, "goal");
  }

  if (graph instanceof HexMap && options.heuristic === undefined) {
    const map: HexMap = graph;
    const id = map.indexOf(start as Hex);
    if (id < 0) throw offMap(start);
    const goalId = predicate ? -1 : map.indexOf(goal as Hex);
    if (!predicate && goalId < 0) return undefined;
    const { table, tableMinCost, canEnd } = hexTable(map, options as PathOptions<Hex>);
    // With a table the heuristic scale never exceeds the cheapest step, so it stays consistent.
    let hScale = Number.isNaN(tableMinCost) ? (options.minCost ?? 1) : Math.min(options.minCost ?? tableMinCost, tableMinCost);
    if (!(hScale < Infinity)) hScale = 0;
    const goalTest = predicate ? (i: number) => predicate(map.hexes[i] as N) : undefined;
    const fast = withWorkspace(map, (ws) => ws.pathAdj(table, map._hexList, id, maxCost, goalId, goalTest, hScale, canEnd));
    if (fast !== undefined) return (fast ?? undefined) as unknown as FoundPath<N> | undefined;
    const result = withWorkspace(map, (ws) => {
      let r: RunResult = ws.runTable(table, id, maxCost, goalId, goalTest, hScale, canEnd);
      if (r.inconsistent) r = ws.runTable(table, id, maxCost, goalId, goalTest, 0, canEnd);
      return r;
    });
    if (result.goalIndex < 0) return undefined;
    return { path: tracePath(mapIndex(map), result.settled, result.goalIndex), cost: result.settled.data[3 * result.settled.count + result.goalIndex]! } as unknown as FoundPath<N>;
  }

  let space: IntSpace<N>;
  let owner: object;
  if (graph instanceof HexMap) {
    const map: HexMap = graph;
    const { table, canEnd } = hexTable(map, options as PathOptions<Hex>);
    space = new HexMapSpace(map, table, canEnd) as unknown as IntSpace<N>;
    owner = map;
  } else {
    ({ space, owner } = spaceFor(graph, options));
  }
  const id = space instanceof GraphSpace ? space.intern(start) : space.idOf(start);
  if (id < 0) throw offMap(start);
  let goalTest: (node: number) => boolean;
  let heuristic: ((node: number) => number) | undefined;
  if (predicate) {
    goalTest = (n) => predicate(space.nodeAt(n));
  } else {
    const goalNode = goal as N;
    const goalId = space.idOf(goalNode);
    if (goalId < 0 && !(space instanceof GraphSpace)) return undefined;
    const key = graph.key ? graph.key(goalNode) : goalNode;
    goalTest = goalId >= 0 ? (n) => n === goalId : (n) => (graph.key ? graph.key(space.nodeAt(n)) : space.nodeAt(n)) === key;
    const minCost = options.minCost ?? 1;
    const distanceTo = (space as IntSpace<N>).distanceTo;
    if (options.heuristic === undefined && distanceTo && minCost > 0) heuristic = distanceTo.call(space, goalNode, minCost);
  }
  if (options.heuristic) {
    const h = checkedHeuristic(options.heuristic);
    heuristic = (n) => h(space.nodeAt(n));
  }
  const result = withWorkspace(owner, (ws) => {
    let r = ws.run(space, id, maxCost, goalTest, heuristic);
    if (r.inconsistent) r = ws.run(space, id, maxCost, goalTest, undefined);
    return r;
  });
  if (result.goalIndex < 0) return undefined;
  return { path: tracePath(space, result.settled, result.goalIndex), cost: result.settled.data[3 * result.settled.count + result.goalIndex]! };
}
