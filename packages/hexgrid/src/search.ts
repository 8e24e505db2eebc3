import { HexgridError } from "./errors";
import {
  SPACE_FACTORIES,
  acquireWorkspace,
  badCost,
  type IntSpace,
  type SettledStates,
  type SpaceOptions,
} from "./_internal/search-core";

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
   * the mover and position-dependent extras (infiltration) go.
   */
  cost?: (from: N, to: N) => number;
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
  /** The cheapest possible step, scaling the default heuristic. Default 1. */
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

class GraphSpace<N> implements IntSpace<N> {
  outNode = new Int32Array(16);
  outCost = new Float64Array(16);
  outStop = new Uint8Array(16);
  private readonly ids = new Map<unknown, number>();
  private readonly nodes: N[] = [];

  constructor(
    private readonly graph: Graph<N>,
    private readonly options: SpaceOptions<N>,
  ) {}

  private keyOf(node: N): unknown {
    return this.graph.key ? this.graph.key(node) : node;
  }

  intern(node: N): number {
    const key = this.keyOf(node);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.nodes.length;
      this.nodes.push(node);
      this.ids.set(key, id);
    }
    return id;
  }

  expand(node: number): number {
    const from = this.nodes[node]!;
    const { cost, mustStop } = this.options;
    let k = 0;
    for (const to of this.graph.neighbors(from)) {
      const c = cost ? cost(from, to) : 1;
      if (!(c < Infinity)) continue;
      if (c < 0) badCost(c, () => `${String(this.keyOf(from))} to ${String(this.keyOf(to))}`);
      if (k === this.outNode.length) {
        const n = new Int32Array(k * 2);
        n.set(this.outNode);
        this.outNode = n;
        const cs = new Float64Array(k * 2);
        cs.set(this.outCost);
        this.outCost = cs;
        const st = new Uint8Array(k * 2);
        st.set(this.outStop);
        this.outStop = st;
      }
      this.outNode[k] = this.intern(to);
      this.outCost[k] = c;
      this.outStop[k] = mustStop && mustStop(from, to) ? 1 : 0;
      k++;
    }
    return k;
  }

  canEnd(node: number): boolean {
    return this.options.canEnd === undefined || this.options.canEnd(this.nodes[node]!);
  }

  nodeAt(id: number): N {
    return this.nodes[id]!;
  }

  idOf(node: N): number {
    return this.ids.get(this.keyOf(node)) ?? -1;
  }
}

function spaceFor<N>(graph: Graph<N>, options: SpaceOptions<N>): { space: IntSpace<N>; owner: object } {
  const factory = SPACE_FACTORIES.get(graph);
  if (factory) return { space: factory(options as SpaceOptions<unknown>) as IntSpace<N>, owner: graph };
  const space = new GraphSpace(graph, options);
  return { space, owner: space };
}

function startId<N>(space: IntSpace<N>, start: N, what: string): number {
  const id = space instanceof GraphSpace ? space.intern(start) : space.idOf(start);
  if (id < 0) throw new HexgridError("hexgrid/off-map", `the ${what} ${describe(start)} is not on the map`);
  return id;
}

function describe(node: unknown): string {
  if (node !== null && typeof node === "object") {
    const o = node as { q?: unknown; r?: unknown; front?: { q: unknown; r: unknown }; facing?: unknown };
    if (o.front) return `rider at ${String(o.front.q)},${String(o.front.r)} facing ${String(o.facing)}`;
    if (o.q !== undefined) return `hex ${String(o.q)},${String(o.r)}`;
  }
  return JSON.stringify(node) ?? String(node);
}

class ReachResult<N> implements Reach<N> {
  private lookup: Map<number, number> | undefined;
  private nodeList: N[] | undefined;

  constructor(
    readonly budget: number,
    private readonly space: IntSpace<N>,
    private readonly settled: SettledStates,
  ) {}

  private index(node: N): number {
    const id = this.space.idOf(node);
    if (id < 0) return -1;
    if (this.lookup === undefined) {
      const lookup = new Map<number, number>();
      const { count, state } = this.settled;
      for (let i = 0; i < count; i++) {
        const n = state[i]! >> 1;
        if (!lookup.has(n) && this.space.canEnd(n)) lookup.set(n, i);
      }
      this.lookup = lookup;
    }
    return this.lookup.get(id) ?? -1;
  }

  get nodes(): readonly N[] {
    if (this.nodeList === undefined) {
      const { count, state } = this.settled;
      const seen = new Set<number>();
      const out: N[] = [];
      for (let i = 0; i < count; i++) {
        const n = state[i]! >> 1;
        if (seen.has(n)) continue;
        seen.add(n);
        if (this.space.canEnd(n)) out.push(this.space.nodeAt(n));
      }
      this.nodeList = out;
    }
    return this.nodeList;
  }

  has(node: N): boolean {
    return this.index(node) >= 0;
  }

  costOf(node: N): number | undefined {
    const i = this.index(node);
    return i < 0 ? undefined : this.settled.cost[i];
  }

  pathTo(node: N): N[] | undefined {
    const i = this.index(node);
    return i < 0 ? undefined : tracePath(this.space, this.settled, i);
  }
}

function tracePath<N>(space: IntSpace<N>, settled: SettledStates, index: number): N[] {
  const path: N[] = [];
  for (let i = index; i >= 0; i = settled.parent[i]!) path.push(space.nodeAt(settled.state[i]! >> 1));
  return path.reverse();
}

function checkBudget(value: number, name: string): void {
  if (!(value >= 0)) throw new HexgridError("hexgrid/bad-argument", `${name} must be a number >= 0, got ${value}`);
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
 * @param rules - costs, must-stop and can-end rules
 * @returns where the mover can end, with costs and paths
 * @throws {@link HexgridError} `hexgrid/off-map` if `start` is not on a map; `hexgrid/bad-argument`
 *   for a negative budget or a negative step cost
 * @example
 * ```ts
 * import { parseHexMap, reachable, type Hex } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: ["..f..", ".f...", "....."] });
 * const enemies: Hex[] = [{ q: 3, r: 1 }];
 * const nextToEnemy = (h: Hex) => enemies.some((e) => Math.abs(e.q - h.q) + Math.abs(e.r - h.r) + Math.abs(e.q + e.r - h.q - h.r) === 2);
 * const reach = reachable(map, { q: 0, r: 0 }, 4, {
 *   cost: (from, to) => (map.terrain(to) === "forest" ? 2 : 1) + (nextToEnemy(from) && nextToEnemy(to) ? 2 : 0), // SHW-4.2
 *   canEnd: (h) => !enemies.some((e) => e.q === h.q && e.r === h.r),
 * });
 * ```
 */
export function reachable<N>(graph: Graph<N>, start: N, budget: number, rules: MoveRules<N> = {}): Reach<N> {
  checkBudget(budget, "budget");
  const { space, owner } = spaceFor(graph, rules);
  const id = startId(space, start, "start");
  const ws = acquireWorkspace(owner);
  ws.busy = true;
  try {
    const { settled } = ws.run(space, id, budget, undefined, undefined);
    return new ReachResult(budget, space, settled);
  } finally {
    ws.busy = false;
  }
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
 * @param options - costs, rules, heuristic and maximum cost
 * @returns the cheapest path and its cost, or `undefined` if no path exists
 * @throws {@link HexgridError} `hexgrid/off-map` if `start` is not on a map; `hexgrid/bad-argument`
 *   for a negative step cost
 * @example
 * ```ts
 * import { findPath, parseHexMap } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: ["..f..", ".f...", "....."] });
 * const found = findPath(map, { q: 0, r: 0 }, { q: 4, r: 0 }, { cost: (_, to) => (map.terrain(to) === "forest" ? 2 : 1) });
 * found?.cost; // 4
 * ```
 */
export function findPath<N>(graph: Graph<N>, start: N, goal: N | ((node: N) => boolean), options: PathOptions<N> = {}): FoundPath<N> | undefined {
  const maxCost = options.maxCost ?? Infinity;
  checkBudget(maxCost, "maxCost");
  const minCost = options.minCost ?? 1;
  checkBudget(minCost, "minCost");
  const { space, owner } = spaceFor(graph, options);
  const id = startId(space, start, "start");
  let goalTest: (node: number) => boolean;
  let heuristic: ((node: number) => number) | undefined;
  if (typeof goal === "function") {
    const predicate = goal as (node: N) => boolean;
    goalTest = (n) => predicate(space.nodeAt(n));
  } else {
    const goalNode = goal;
    const goalId = space.idOf(goalNode);
    if (goalId < 0 && !(space instanceof GraphSpace)) return undefined;
    const key = graph.key ? graph.key(goalNode) : goalNode;
    goalTest = goalId >= 0 ? (n) => n === goalId : (n) => (graph.key ? graph.key(space.nodeAt(n)) : space.nodeAt(n)) === key;
    const distanceTo = (space as IntSpace<N>).distanceTo;
    if (!options.heuristic && distanceTo && minCost > 0) heuristic = distanceTo.call(space, goalNode, minCost);
  }
  if (options.heuristic) {
    const h = options.heuristic;
    heuristic = (n) => h(space.nodeAt(n));
  }
  const ws = acquireWorkspace(owner);
  ws.busy = true;
  try {
    let result = ws.run(space, id, maxCost, goalTest, heuristic);
    if (result.inconsistent) result = ws.run(space, id, maxCost, goalTest, undefined);
    if (result.goalIndex < 0) return undefined;
    return { path: tracePath(space, result.settled, result.goalIndex), cost: result.settled.cost[result.goalIndex]! };
  } finally {
    ws.busy = false;
  }
}
