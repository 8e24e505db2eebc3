import { HEXGRID_LIMITS } from "../limits";
import type { Graph } from "../search";
import { argumentError, show } from "./check";
import { checkedCost, type IntSpace, type SpaceOptions } from "./search-core";

/**
 * A generic {@link Graph} as an integer space: nodes are interned by key as the
 * search discovers them. It holds the search to the graph's contract (`neighbors`
 * returns an iterable) and to the limits on nodes discovered and neighbours listed.
 */
export class GraphSpace<N> implements IntSpace<N> {
  outNode = new Int32Array(16);
  outCost = new Float64Array(16);
  outStop = new Uint8Array(16);
  private readonly ids = new Map<unknown, number>();
  private readonly nodes: N[] = [];
  private steps = 0;

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
      if (id >= HEXGRID_LIMITS.graphNodes) {
        throw argumentError("hexgrid/limit-exceeded", "graph", `the search discovered more than ${HEXGRID_LIMITS.graphNodes} nodes (the limit for one search)`);
      }
      this.nodes.push(node);
      this.ids.set(key, id);
    }
    return id;
  }

  private neighborsOf(from: N): Iterable<N> {
    const list = this.graph.neighbors(from);
    if (list === null || list === undefined || typeof (list as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function") {
      throw argumentError("hexgrid/bad-graph", "graph.neighbors", `neighbors(${show(this.keyOf(from))}) returned ${show(list)}, not an iterable of nodes`);
    }
    return list;
  }

  expand(node: number): number {
    const from = this.nodes[node]!;
    const { cost, mustStop } = this.options;
    let k = 0;
    for (const to of this.neighborsOf(from)) {
      if (++this.steps > HEXGRID_LIMITS.graphSteps) {
        throw argumentError("hexgrid/limit-exceeded", "graph.neighbors", `the graph listed more than ${HEXGRID_LIMITS.graphSteps} neighbours in one search (the limit)`);
      }
      const c = cost ? checkedCost(cost(from, to), () => `${show(this.keyOf(from))} to ${show(this.keyOf(to))}`) : 1;
      if (!(c < Infinity)) continue;
      if (k === this.outNode.length) this.grow();
      this.outNode[k] = this.intern(to);
      this.outCost[k] = c;
      this.outStop[k] = mustStop?.(from, to) ? 1 : 0;
      k++;
    }
    return k;
  }

  private grow(): void {
    const k = this.outNode.length;
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
