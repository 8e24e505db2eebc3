import { argumentError, show } from "./check";

/**
 * A graph of integer nodes the search core runs on. Search states are
 * `node * 2 + stopped`: a node entered through a "must stop" move is a
 * separate state that is never expanded.
 */
export interface IntSpace<N> {
  /** Successor buffers, filled by `expand`. */
  outNode: Int32Array;
  outCost: Float64Array;
  outStop: Uint8Array;
  /** Fills the buffers with the successors of `node`; returns how many. */
  expand(node: number): number;
  /** Whether a mover may end its move on `node`. */
  canEnd(node: number): boolean;
  /** The public node for an id. */
  nodeAt(id: number): N;
  /** The id of a public node, or -1 if it is not in the space. */
  idOf(node: N): number;
  /** A consistent default heuristic towards `goal` (hex distance times the cheapest step). */
  distanceTo?(goal: N, minCost: number): (node: number) => number;
}

/** Factories that turn a public graph object into a fast integer space. */
export const SPACE_FACTORIES = new WeakMap<object, (options: SpaceOptions<unknown>) => IntSpace<unknown>>();

/** Options the spaces receive (the public search options). */
export interface SpaceOptions<N> {
  cost?: ((from: N, to: N) => number) | undefined;
  mustStop?: ((from: N, to: N) => boolean) | undefined;
  canEnd?: ((node: N) => boolean) | undefined;
}

/** Throws for a step cost that is negative or not a number; Dijkstra and A* need non-negative costs. */
function badCost(cost: unknown, describe: () => string): never {
  const what = typeof cost === "number" ? "negative" : "not a number";
  throw argumentError("hexgrid/bad-argument", "cost", `step cost ${show(cost)} from ${describe()} is ${what}; costs must be >= 0 (Infinity or NaN: not allowed)`);
}

/** A step cost from the caller's function, checked: a number >= 0, or Infinity or NaN (the step is not allowed). */
export function checkedCost(cost: unknown, describe: () => string): number {
  if (typeof cost === "number" && !(cost < 0)) return cost;
  return badCost(cost, describe);
}

/** Binary min-heap of (key, state) over typed arrays, with lazy deletion. */
class Heap {
  keys = new Float64Array(256);
  vals = new Int32Array(256);
  size = 0;

  clear(): void {
    this.size = 0;
  }

  push(val: number, key: number): void {
    if (this.size === this.keys.length) {
      const k = new Float64Array(this.size * 2);
      k.set(this.keys);
      const v = new Int32Array(this.size * 2);
      v.set(this.vals);
      this.keys = k;
      this.vals = v;
    }
    const keys = this.keys;
    const vals = this.vals;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p]!;
      if (pk <= key) break;
      keys[i] = pk;
      vals[i] = vals[p]!;
      i = p;
    }
    keys[i] = key;
    vals[i] = val;
  }

  /** Removes the minimum; its key is left in `lastKey`. */
  lastKey = 0;
  pop(): number {
    const keys = this.keys;
    const vals = this.vals;
    const top = vals[0]!;
    this.lastKey = keys[0]!;
    const n = --this.size;
    if (n > 0) {
      const key = keys[n]!;
      const val = vals[n]!;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        let ck = keys[c]!;
        const c2 = c + 1;
        if (c2 < n) {
          const k2 = keys[c2]!;
          if (k2 < ck) {
            c = c2;
            ck = k2;
          }
        }
        if (ck >= key) break;
        keys[i] = ck;
        vals[i] = vals[c]!;
        i = c;
      }
      keys[i] = key;
      vals[i] = val;
    }
    return top;
  }
}

/** Finalised states of one search, in the order they were settled. */
export interface SettledStates {
  count: number;
  /**
   * Four runs of `count` numbers: the settled states; the state each was reached
   * from (-1 for the start); 1 where this is the node's first (cheapest) settled
   * state and the mover may end there, else 0; and the costs.
   */
  data: number[];
  /** Settled index by state, built on first use (for paths). */
  indexOfState?: Map<number, number>;
}

/** A hex map for the fast path: its neighbour table, and step costs as a table or callbacks. */
export interface TableSpace {
  /** Neighbour index per (node * 6 + direction), -1 off the map. */
  neighbors: Int32Array;
  q: Int32Array;
  r: Int32Array;
  /** Step cost per (node * 6 + direction); Infinity where impassable (unless `costFn`). */
  costs: Float64Array | undefined;
  /** 1 per (node * 6 + direction) where entering ends the move, or undefined. */
  stops: Uint8Array | undefined;
  /** Step cost by node indices, used instead of `costs` when given. */
  costFn: ((from: number, to: number) => number) | undefined;
  /** Must-stop by node indices, used instead of `stops` when given. */
  stopFn: ((from: number, to: number) => boolean) | undefined;
  /** Compact adjacency of possible steps (from a {@link StepCosts} table), used when given and there is no `stopFn`. */
  adj: { start: Int32Array; state: Int32Array; cost: Float64Array } | undefined;
  /** Every finite cost is an integer (so a bucket queue can be used); false with `costFn`. */
  integral: boolean;
  /** Largest finite step cost. */
  maxCost: number;
}

/**
 * Result of {@link Workspace.reachAdj}, owned by the caller: the settled nodes
 * in order, and per node its parent's index in that order (-1 for the start)
 * and its cost, interleaved.
 */
export interface AdjReach<N> {
  nodes: N[];
  links: number[];
}

/** Search result of the core. */
export interface RunResult {
  settled: SettledStates;
  goalIndex: number;
  inconsistent: boolean;
}

const MAX_BUCKETS = 8192;

/**
 * Reusable scratch memory for searches: distances, parents and generation
 * stamps in typed arrays (never cleared between searches), the heap and the
 * bucket queue.
 */
export class Workspace {
  private dist = new Float64Array(0);
  private parent = new Int32Array(0);
  private stamp = new Uint32Array(0);
  private closedStamp = new Uint32Array(0);
  private nodeStamp = new Uint32Array(0);
  private gen = 0;
  private heap = new Heap();
  private outInts = new Int32Array(0);
  private outCosts = new Float64Array(0);
  // Bucket queue: singly linked entries per bucket, in typed arrays.
  private bucketHead = new Int32Array(0);
  private entryState = new Int32Array(1024);
  private entryNext = new Int32Array(1024);
  busy = false;

  private ensure(states: number): void {
    if (states <= this.dist.length) return;
    let cap = Math.max(64, this.dist.length);
    while (cap < states) cap *= 2;
    const f = new Float64Array(cap);
    f.set(this.dist);
    this.dist = f;
    const p = new Int32Array(cap);
    p.set(this.parent);
    this.parent = p;
    const s = new Uint32Array(cap);
    s.set(this.stamp);
    this.stamp = s;
    const cs = new Uint32Array(cap);
    cs.set(this.closedStamp);
    this.closedStamp = cs;
    const ns = new Uint32Array(cap);
    ns.set(this.nodeStamp);
    this.nodeStamp = ns;
  }

  private growEntries(): void {
    const n = this.entryState.length * 2;
    const s = new Int32Array(n);
    s.set(this.entryState);
    this.entryState = s;
    const x = new Int32Array(n);
    x.set(this.entryNext);
    this.entryNext = x;
  }

  private nextGen(): number {
    this.gen = (this.gen + 1) >>> 0;
    if (this.gen === 0) {
      this.stamp.fill(0);
      this.closedStamp.fill(0);
      this.nodeStamp.fill(0);
      this.gen = 1;
    }
    this.heap.clear();
    return this.gen;
  }

  private result(settled: SettledStates, goalIndex: number, inconsistent: boolean): RunResult {
    return { settled, goalIndex, inconsistent };
  }

  /**
   * Dijkstra (or A* with `hScale > 0`) over a hex map with precomputed step
   * costs. `goal` is a node index, or -1 with `goalTest`, or -1 and no test
   * for a full search within `budget`.
   */
  runTable(t: TableSpace, start: number, budget: number, goal: number, goalTest: ((node: number) => boolean) | undefined, hScale: number, canEnd: ((node: number) => boolean) | undefined): RunResult {
    const gen = this.nextGen();
    this.ensure(t.q.length * 2 + 2);
    const neighbors = t.neighbors;
    const costs = t.costs;
    const stops = t.stops;
    const costFn = t.costFn;
    const stopFn = t.stopFn;
    const adj = costFn === undefined && stopFn === undefined ? t.adj : undefined;
    const adjStart = adj?.start;
    const adjState = adj?.state;
    const adjCost = adj?.cost;
    const qs = t.q;
    const rs = t.r;
    const dist = this.dist;
    const parent = this.parent;
    const stamp = this.stamp;
    const closedStamp = this.closedStamp;
    const nodeStamp = this.nodeStamp;
    const gq = goal >= 0 ? qs[goal]! : 0;
    const gr = goal >= 0 ? rs[goal]! : 0;
    const useH = hScale > 0 && goal >= 0;
    // Buckets need integer keys: integer costs, and an integer heuristic scale.
    // A power-of-two ring of buckets wider than any key's distance ahead of the cursor.
    let span = 1;
    while (span < 2 * t.maxCost + 2) span *= 2;
    const mask = span - 1;
    const buckets = costFn === undefined && t.integral && (!useH || Number.isInteger(hScale)) && span <= MAX_BUCKETS;
    let bucketHead = this.bucketHead;
    if (buckets) {
      if (bucketHead.length < span) this.bucketHead = bucketHead = new Int32Array(Math.max(span, 64));
      bucketHead.fill(-1, 0, span);
    }
    let entryState = this.entryState;
    let entryNext = this.entryNext;
    let entries = 0;
    let live = 0;
    let cursor = 0;
    const heap = this.heap;

    const s0 = start * 2;
    dist[s0] = 0;
    parent[s0] = -1;
    stamp[s0] = gen;
    let h0 = 0;
    if (useH) {
      const dq = qs[start]! - gq;
      const dr = rs[start]! - gr;
      h0 = ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2) * hScale;
    }
    if (buckets) {
      cursor = h0 | 0;
      entryState[0] = s0;
      entryNext[0] = -1;
      bucketHead[cursor & mask] = 0;
      entries = 1;
      live = 1;
    } else {
      heap.push(s0, h0);
    }
    let count = 0;
    let goalIndex = -1;
    // Without must-stop steps every node has one state, so its first settlement is its only one.
    const twoStates = stops !== undefined || stopFn !== undefined;
    // Results go into the workspace's buffers (at most one entry per state), then are
    // copied out at their exact size: work in proportion to the result, not the map.
    const capacity = twoStates ? 2 * t.q.length : t.q.length;
    if (this.outInts.length < 3 * capacity) {
      this.outInts = new Int32Array(3 * capacity);
      this.outCosts = new Float64Array(capacity);
    }
    const outState = this.outInts;
    const outCost = this.outCosts;
    const outParent = this.outInts;
    const outEndable = this.outInts;
    for (;;) {
      let s: number;
      if (buckets) {
        if (live === 0) break;
        let b = cursor & mask;
        while (bucketHead[b] === -1) {
          cursor++;
          b = cursor & mask;
        }
        const e = bucketHead[b]!;
        bucketHead[b] = entryNext[e]!;
        s = entryState[e]!;
        live--;
      } else {
        if (heap.size === 0) break;
        s = heap.pop();
      }
      if (closedStamp[s] === gen) continue;
      closedStamp[s] = gen;
      const g = dist[s]!;
      const node = s >> 1;
      outState[3 * count] = s;
      outCost[count] = g;
      outParent[3 * count + 1] = parent[s]!;
      let endable = 0;
      if (!twoStates) {
        endable = canEnd === undefined || canEnd(node) ? 1 : 0;
      } else if (nodeStamp[node] !== gen) {
        nodeStamp[node] = gen;
        endable = canEnd === undefined || canEnd(node) ? 1 : 0;
      }
      outEndable[3 * count + 2] = endable;
      count++;
      if (endable === 1 && (node === goal || goalTest?.(node))) {
        goalIndex = count - 1;
        break;
      }
      if ((s & 1) === 1) continue;
      if (adjStart !== undefined) {
        // Fast path: only the steps that are possible, costs and stops precomputed.
        const end = adjStart[node + 1]!;
        for (let e = adjStart[node]!; e < end; e++) {
          const nd = g + adjCost![e]!;
          if (!(nd <= budget)) continue;
          const ts = adjState![e]!;
          if (stamp[ts] === gen && dist[ts]! <= nd) continue;
          dist[ts] = nd;
          parent[ts] = s;
          stamp[ts] = gen;
          let key = nd;
          if (useH) {
            const j = ts >> 1;
            const dq = qs[j]! - gq;
            const dr = rs[j]! - gr;
            key += ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2) * hScale;
          }
          if (buckets) {
            if (entries === entryState.length) {
              this.growEntries();
              entryState = this.entryState;
              entryNext = this.entryNext;
            }
            const b = (key | 0) & mask;
            entryState[entries] = ts;
            entryNext[entries] = bucketHead[b]!;
            bucketHead[b] = entries;
            entries++;
            live++;
          } else {
            heap.push(ts, key);
          }
        }
        continue;
      }
      const base = node * 6;
      for (let d = 0; d < 6; d++) {
        const j = neighbors[base + d]!;
        if (j < 0) continue;
        let c: number;
        if (costFn !== undefined) {
          c = costFn(node, j);
          if (!(c < Infinity)) continue;
          // The hex-distance heuristic is consistent only if no step costs less than its scale.
          if (useH && c < hScale) return this.copyOut(count, -1, true);
        } else {
          c = costs![base + d]!;
          if (!(c < Infinity)) continue;
        }
        const nd = g + c;
        if (!(nd <= budget)) continue;
        const stop = stopFn !== undefined ? stopFn(node, j) : stops !== undefined && stops[base + d] === 1;
        const ts = stop ? j * 2 + 1 : j * 2;
        if (stamp[ts] === gen && dist[ts]! <= nd) continue;
        dist[ts] = nd;
        parent[ts] = s;
        stamp[ts] = gen;
        let key = nd;
        if (useH) {
          const dq = qs[j]! - gq;
          const dr = rs[j]! - gr;
          key += ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2) * hScale;
        }
        if (buckets) {
          if (entries === entryState.length) {
            this.growEntries();
            entryState = this.entryState;
            entryNext = this.entryNext;
          }
          const b = (key | 0) & mask;
          entryState[entries] = ts;
          entryNext[entries] = bucketHead[b]!;
          bucketHead[b] = entries;
          entries++;
          live++;
        } else {
          heap.push(ts, key);
        }
      }
    }
    return this.copyOut(count, goalIndex, false);
  }

  /**
   * The common reachability case, specialised: a hex map with a compact step
   * table of integer costs, no must-stop steps, no `canEnd`. A bucket queue
   * (Dijkstra settling in the same order as {@link Workspace.runTable}); the
   * result is copied out into arrays the caller owns, so later searches that
   * reuse this workspace cannot change it. `undefined` when the table does not
   * qualify (the caller then uses `runTable`).
   */
  reachAdj<N>(t: TableSpace, nodesById: readonly N[], start: number, budget: number): AdjReach<N> | undefined {
    const adj = t.adj;
    if (adj === undefined || t.stops !== undefined || t.costFn !== undefined || t.stopFn !== undefined || !t.integral) return undefined;
    let span = 1;
    while (span < 2 * t.maxCost + 2) span *= 2;
    if (span > MAX_BUCKETS) return undefined;
    const mask = span - 1;
    const gen = this.nextGen();
    const n = t.q.length;
    this.ensure(n * 2 + 2);
    if (this.outInts.length < 3 * n) {
      this.outInts = new Int32Array(3 * n);
      this.outCosts = new Float64Array(n);
    }
    let bucketHead = this.bucketHead;
    if (bucketHead.length < span) this.bucketHead = bucketHead = new Int32Array(Math.max(span, 64));
    bucketHead.fill(-1, 0, span);
    const adjStart = adj.start;
    const adjState = adj.state;
    const adjCost = adj.cost;
    const dist = this.dist;
    const parent = this.parent;
    const stamp = this.stamp;
    const outNode = this.outInts;
    const outParent = this.outInts;
    const outCost = this.outCosts;
    // Each step is relaxed at most once (its state is expanded once), so this many entries always suffice.
    while (this.entryState.length < adjState.length + 1) this.growEntries();
    const entryState = this.entryState;
    const entryNext = this.entryNext;
    const s0 = start * 2;
    dist[s0] = 0;
    parent[s0] = -1;
    stamp[s0] = gen;
    entryState[0] = s0;
    entryNext[0] = -1;
    bucketHead[0] = 0;
    let entries = 1;
    let live = 1;
    let cursor = 0;
    let count = 0;
    while (live > 0) {
      let b = cursor & mask;
      while (bucketHead[b] === -1) {
        cursor++;
        b = cursor & mask;
      }
      const e = bucketHead[b]!;
      bucketHead[b] = entryNext[e]!;
      live--;
      const s = entryState[e]!;
      // Keys are exact integer costs and a state is queued again only when strictly
      // cheaper, so an entry is current exactly when its bucket's key is the state's cost.
      const g = dist[s]!;
      if (g !== cursor) continue;
      const node = s >> 1;
      // Here `parent` holds the settled index of the parent, not its state.
      outNode[2 * count] = node;
      outParent[2 * count + 1] = parent[s]!;
      outCost[count] = g;
      const settledIndex = count++;
      const end = adjStart[node + 1]!;
      for (let k = adjStart[node]!; k < end; k++) {
        const nd = g + adjCost[k]!;
        if (!(nd <= budget)) continue;
        const ts = adjState[k]!;
        if (stamp[ts] === gen && dist[ts]! <= nd) continue;
        dist[ts] = nd;
        parent[ts] = settledIndex;
        stamp[ts] = gen;
        const bb = nd & mask;
        entryState[entries] = ts;
        entryNext[entries] = bucketHead[bb]!;
        bucketHead[bb] = entries;
        entries++;
        live++;
      }
    }
    // Plain arrays, young-generation allocations: the result owns them.
    const nodes = new Array<N>(count);
    const links = new Array<number>(2 * count);
    for (let i = 0; i < count; i++) {
      nodes[i] = nodesById[outNode[2 * i]!]!;
      links[2 * i] = outParent[2 * i + 1]!;
      links[2 * i + 1] = outCost[i]!;
    }
    return { nodes, links };
  }

  /**
   * A* (or Dijkstra with `hScale` 0) to a goal on a hex map with a compact step
   * table of integer costs and an integer heuristic scale, tracing the path
   * straight from the workspace (nothing else is copied out). `undefined` when
   * the table does not qualify (the caller then uses `runTable`); `null` when
   * no goal is reachable within `budget`.
   */
  pathAdj<N>(
    t: TableSpace,
    nodesById: readonly N[],
    start: number,
    budget: number,
    goal: number,
    goalTest: ((node: number) => boolean) | undefined,
    hScale: number,
    canEnd: ((node: number) => boolean) | undefined,
  ): { path: N[]; cost: number } | null | undefined {
    const adj = t.adj;
    if (adj === undefined || t.costFn !== undefined || t.stopFn !== undefined || !t.integral) return undefined;
    const useH = hScale > 0 && goal >= 0;
    if (useH && !Number.isInteger(hScale)) return undefined;
    let span = 1;
    while (span < 2 * t.maxCost + 2) span *= 2;
    if (span > MAX_BUCKETS) return undefined;
    const mask = span - 1;
    const gen = this.nextGen();
    this.ensure(t.q.length * 2 + 2);
    let bucketHead = this.bucketHead;
    if (bucketHead.length < span) this.bucketHead = bucketHead = new Int32Array(Math.max(span, 64));
    bucketHead.fill(-1, 0, span);
    const adjStart = adj.start;
    const adjState = adj.state;
    const adjCost = adj.cost;
    const qs = t.q;
    const rs = t.r;
    const gq = goal >= 0 ? qs[goal]! : 0;
    const gr = goal >= 0 ? rs[goal]! : 0;
    const dist = this.dist;
    const parent = this.parent;
    const stamp = this.stamp;
    const closedStamp = this.closedStamp;
    const nodeStamp = this.nodeStamp;
    const twoStates = t.stops !== undefined;
    let entryState = this.entryState;
    let entryNext = this.entryNext;
    const s0 = start * 2;
    dist[s0] = 0;
    parent[s0] = -1;
    stamp[s0] = gen;
    let cursor = 0;
    if (useH) {
      const dq = qs[start]! - gq;
      const dr = rs[start]! - gr;
      cursor = (((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2) * hScale) | 0;
    }
    entryState[0] = s0;
    entryNext[0] = -1;
    bucketHead[cursor & mask] = 0;
    let entries = 1;
    let live = 1;
    let found = -1;
    while (live > 0) {
      let b = cursor & mask;
      while (bucketHead[b] === -1) {
        cursor++;
        b = cursor & mask;
      }
      const e = bucketHead[b]!;
      bucketHead[b] = entryNext[e]!;
      live--;
      const s = entryState[e]!;
      if (closedStamp[s] === gen) continue;
      closedStamp[s] = gen;
      const node = s >> 1;
      let endable = false;
      if (!twoStates) {
        endable = canEnd === undefined || canEnd(node);
      } else if (nodeStamp[node] !== gen) {
        nodeStamp[node] = gen;
        endable = canEnd === undefined || canEnd(node);
      }
      if (endable && (node === goal || goalTest?.(node))) {
        found = s;
        break;
      }
      if ((s & 1) === 1) continue;
      const g = dist[s]!;
      const end = adjStart[node + 1]!;
      for (let k = adjStart[node]!; k < end; k++) {
        const nd = g + adjCost[k]!;
        if (!(nd <= budget)) continue;
        const ts = adjState[k]!;
        if (stamp[ts] === gen && dist[ts]! <= nd) continue;
        dist[ts] = nd;
        parent[ts] = s;
        stamp[ts] = gen;
        let key = nd;
        if (useH) {
          const j = ts >> 1;
          const dq = qs[j]! - gq;
          const dr = rs[j]! - gr;
          key += ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2) * hScale;
        }
        if (entries === entryState.length) {
          this.growEntries();
          entryState = this.entryState;
          entryNext = this.entryNext;
        }
        const bb = (key | 0) & mask;
        entryState[entries] = ts;
        entryNext[entries] = bucketHead[bb]!;
        bucketHead[bb] = entries;
        entries++;
        live++;
      }
    }
    if (found < 0) return null;
    const path: N[] = [];
    for (let s = found; s >= 0; s = parent[s]!) path.push(nodesById[s >> 1]!);
    path.reverse();
    return { path, cost: dist[found]! };
  }

  /** Copies `count` settled states out of the buffers (interleaved state, parent, endable). */
  private copyOut(count: number, goalIndex: number, inconsistent: boolean): RunResult {
    // A plain array: allocated in the young generation, far cheaper than a typed array's backing store.
    const data = new Array<number>(4 * count);
    const ints = this.outInts;
    const costs = this.outCosts;
    for (let i = 0; i < count; i++) {
      data[i] = ints[3 * i]!;
      data[count + i] = ints[3 * i + 1]!;
      data[2 * count + i] = ints[3 * i + 2]!;
      data[3 * count + i] = costs[i]!;
    }
    return { settled: { count, data }, goalIndex, inconsistent };
  }

  /**
   * Dijkstra from `start` settling every state with cost <= budget, over any
   * integer space. `heuristic` (A*) and `goal` turn it into a point-to-point
   * search that stops at the first settled goal.
   */
  run<N>(space: IntSpace<N>, start: number, budget: number, goal: ((node: number) => boolean) | undefined, heuristic: ((node: number) => number) | undefined): RunResult {
    const gen = this.nextGen();
    this.ensure(start * 2 + 2);
    const heap = this.heap;
    const s0 = start * 2;
    this.dist[s0] = 0;
    this.parent[s0] = -1;
    this.stamp[s0] = gen;
    heap.push(s0, heuristic ? heuristic(start) : 0);
    let count = 0;
    let goalIndex = -1;
    const state: number[] = [];
    const cost: number[] = [];
    const parentState: number[] = [];
    const endables: number[] = [];
    const settled = (): SettledStates => ({ count: state.length, data: [...state, ...parentState, ...endables, ...cost] });
    while (heap.size > 0) {
      const s = heap.pop();
      if (this.closedStamp[s] === gen) continue;
      this.closedStamp[s] = gen;
      const g = this.dist[s]!;
      const node = s >> 1;
      state.push(s);
      cost.push(g);
      parentState.push(this.parent[s]!);
      let endable = 0;
      if (this.nodeStamp[node] !== gen) {
        this.nodeStamp[node] = gen;
        endable = space.canEnd(node) ? 1 : 0;
      }
      endables.push(endable);
      count++;
      if (endable === 1 && goal !== undefined && goal(node)) {
        goalIndex = count - 1;
        break;
      }
      if ((s & 1) === 1) continue;
      const k = space.expand(node);
      const outNode = space.outNode;
      const outCost = space.outCost;
      const outStop = space.outStop;
      const hFrom = heuristic ? heuristic(node) : 0;
      for (let i = 0; i < k; i++) {
        const c = outCost[i]!;
        const nd = g + c;
        if (!(nd <= budget)) continue;
        const t = outNode[i]! * 2 + outStop[i]!;
        if (t + 2 > this.dist.length) this.ensure(t + 2);
        if (this.stamp[t] === gen && this.dist[t]! <= nd) continue;
        if (this.closedStamp[t] === gen) continue;
        let key = nd;
        if (heuristic) {
          const h = heuristic(t >> 1);
          if (hFrom > c + h + 1e-9) return this.result(settled(), -1, true);
          key += h;
        }
        this.dist[t] = nd;
        this.parent[t] = s;
        this.stamp[t] = gen;
        heap.push(t, key);
      }
    }
    return this.result(settled(), goalIndex, false);
  }
}

/** Workspaces kept per graph object so repeated searches allocate nothing big. */
const WORKSPACES = new WeakMap<object, Workspace>();

/** A workspace for `owner`, or a fresh one if the cached one is in use (re-entrancy). */
export function acquireWorkspace(owner: object): Workspace {
  let ws = WORKSPACES.get(owner);
  if (ws === undefined) {
    ws = new Workspace();
    WORKSPACES.set(owner, ws);
  }
  if (ws.busy) return new Workspace();
  return ws;
}
