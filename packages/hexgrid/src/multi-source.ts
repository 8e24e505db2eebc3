import { hexDirection, type Hex } from "./hex";
import { HexMap } from "./hex-map";
import { HEXGRID_LIMITS } from "./limits";
import { reachable, type Graph, type MoveRules, type Reach } from "./search";
import { StepCosts } from "./step-costs";
import { argumentError, badArgument, checkHex, show } from "./_internal/check";
import { checkBudget, checkGraph, checkRules } from "./_internal/search-args";

/**
 * One of the places a move may start from, with what it costs to be there:
 * a hex on the map edge a band enters by, with the cost of entering it.
 *
 * @typeParam N - the node type
 * @example
 * ```ts
 * import type { Hex, StartAt } from "@tt/hexgrid";
 * const edge: StartAt<Hex> = { node: { q: 0, r: 3 }, cost: 1 };
 * ```
 */
export interface StartAt<N> {
  /** Where the move may start. */
  readonly node: N;
  /** What it costs to stand there (default 0), a number >= 0; it counts against the budget. */
  readonly cost?: number;
}

/** The virtual node every start hangs from. */
const SOURCE: unique symbol = Symbol("start");
type Node<N> = N | typeof SOURCE;

/**
 * Multi-source {@link reachable}: where a mover can end within `budget` when
 * it may start from any of several places, each at its own starting cost
 * (a band entering from a map edge, SHW-4: the first hex entered is paid for
 * like any other). The cheapest start wins for every node; `pathTo` begins at
 * the start used. Same graphs and rules as {@link reachable} (a
 * {@link StepCosts} table is read as its costs and must-stop steps).
 *
 * @typeParam N - the node type
 * @param graph - a hex map, rider graph or any graph
 * @param starts - the starts and their costs (none: nothing is reachable)
 * @param budget - movement points available
 * @param moveRules - costs, must-stop and can-end rules, as for {@link reachable} (`rules` in error paths)
 * @returns where the mover can end, with costs and paths from the best start
 * @throws {@link HexgridError} as {@link reachable} does; `hexgrid/bad-argument` if `starts` is not an
 *   array of `{ node, cost? }` with costs that are numbers >= 0 (path `starts[2].cost`), or a start on a
 *   hex map is not an integer hex (`starts[0].node.q`); `hexgrid/off-map` (path `starts[1].node`) for a
 *   start hex not on the map; `hexgrid/limit-exceeded` for more than {@link HEXGRID_LIMITS}`.graphNodes` starts
 * @example
 * ```ts
 * import { offsetToHex, parseHexMap, reachableFrom } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["....", "....", "...."] });
 * // Entering from the west edge: each edge hex costs 1 MP to enter.
 * const edge = [0, 1, 2].map((row) => ({ node: offsetToHex({ col: 0, row }, "odd-r"), cost: 1 }));
 * const reach = reachableFrom(map, edge, 3);
 * reach.costOf(offsetToHex({ col: 2, row: 1 }, "odd-r")); // 3: enter at col 0, then two steps
 * ```
 */
export function reachableFrom<N>(graph: Graph<N>, starts: readonly StartAt<N>[], budget: number, moveRules?: MoveRules<N>): Reach<N> {
  checkGraph(graph);
  checkBudget(budget, "budget");
  const rules = checkRules<N, MoveRules<N>>(moveRules, "rules");
  if (!Array.isArray(starts)) throw badArgument("starts", "an array of { node, cost? }", starts);
  if (starts.length > HEXGRID_LIMITS.graphNodes) throw argumentError("hexgrid/limit-exceeded", "starts", `${starts.length} starts are over the limit of ${HEXGRID_LIMITS.graphNodes}`);
  const key = (node: N): unknown => (graph.key ? graph.key(node) : node);
  const startCost = new Map<unknown, number>();
  const startNodes: N[] = [];
  starts.forEach((start, i) => {
    if (typeof start !== "object" || start === null) throw badArgument(`starts[${i}]`, "{ node, cost? }", start);
    const cost = start.cost ?? 0;
    if (typeof cost !== "number" || !(cost >= 0 && cost < Infinity)) throw badArgument(`starts[${i}].cost`, "a finite number >= 0 or undefined", cost);
    if (graph instanceof HexMap) {
      checkHex(start.node, `starts[${i}].node`);
      if (!graph.has(start.node)) throw argumentError("hexgrid/off-map", `starts[${i}].node`, `the start hex ${show(start.node)} is not on the map`);
    }
    const k = key(start.node);
    const known = startCost.get(k);
    if (known === undefined) startNodes.push(start.node);
    if (known === undefined || cost < known) startCost.set(k, cost);
  });
  const table = rules.cost instanceof StepCosts ? rules.cost : undefined;
  if (table && table.map !== graph) throw argumentError("hexgrid/bad-argument", "cost", "a StepCosts table only works on the HexMap it was built for");
  const cost = table ? (from: N, to: N) => table.cost(from as Hex, to as Hex) : (rules.cost as ((from: N, to: N) => number) | undefined);
  const tableStop = table?._stops;
  const mustStop = table ? tableStop && ((from: N, to: N) => tableStop[table.map.indexOf(from as Hex) * 6 + hexDirection(from as Hex, to as Hex)!] === 1) : rules.mustStop;
  const canEnd = rules.canEnd;
  const wrapped: Graph<Node<N>> = {
    neighbors: (node) => (node === SOURCE ? startNodes : graph.neighbors(node)),
    key: (node) => (node === SOURCE ? SOURCE : key(node)),
  };
  const inner = reachable<Node<N>>(wrapped, SOURCE, budget, {
    cost: (from, to) => (from === SOURCE ? startCost.get(key(to as N))! : cost ? cost(from, to as N) : 1),
    mustStop: mustStop && ((from, to) => from !== SOURCE && mustStop(from, to as N)),
    canEnd: (node) => node !== SOURCE && (canEnd === undefined || canEnd(node)),
  });
  return {
    budget,
    nodes: inner.nodes as readonly N[],
    has: (node) => inner.has(node),
    costOf: (node) => inner.costOf(node),
    pathTo: (node) => inner.pathTo(node)?.slice(1) as N[] | undefined,
  };
}
