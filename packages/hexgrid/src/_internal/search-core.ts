import { HexgridError } from "../errors";

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

/** Throws for a negative step cost; Dijkstra and A* need non-negative costs. */
export function badCost(cost: number, describe: () => string): never {
  throw new HexgridError("hexgrid/bad-argument", `step cost ${cost} from ${describe()} is negative; costs must be >= 0`);
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
  state: Int32Array;
  cost: Float64Array;
  parent: Int32Array;
}

/**
 * Reusable scratch memory for searches: distances, parents and generation
 * stamps in typed arrays (no clearing between searches), plus the heap.
 */
export class Workspace {
  private dist = new Float64Array(0);
  private parent = new Int32Array(0);
  private stamp = new Uint32Array(0);
  private closedAt = new Int32Array(0);
  private closedStamp = new Uint32Array(0);
  private gen = 0;
  private heap = new Heap();
  busy = false;

  private ensure(states: number): void {
    if (states <= this.dist.length) return;
    let cap = Math.max(64, this.dist.length);
    while (cap < states) cap *= 2;
    const grow = <T extends Float64Array | Int32Array | Uint32Array>(old: T, make: (n: number) => T): T => {
      const next = make(cap);
      next.set(old as never);
      return next;
    };
    this.dist = grow(this.dist, (n) => new Float64Array(n));
    this.parent = grow(this.parent, (n) => new Int32Array(n));
    this.stamp = grow(this.stamp, (n) => new Uint32Array(n));
    this.closedAt = grow(this.closedAt, (n) => new Int32Array(n));
    this.closedStamp = grow(this.closedStamp, (n) => new Uint32Array(n));
  }

  private nextGen(): number {
    this.gen = (this.gen + 1) >>> 0;
    if (this.gen === 0) {
      this.stamp.fill(0);
      this.closedStamp.fill(0);
      this.gen = 1;
    }
    this.heap.clear();
    return this.gen;
  }

  /**
   * Dijkstra from `start` settling every state with cost <= budget.
   * `heuristic` (A*) and `goal` turn it into a point-to-point search that stops
   * at the first settled goal; returns the settled list (goal last when found).
   */
  run<N>(
    space: IntSpace<N>,
    start: number,
    budget: number,
    goal: ((node: number) => boolean) | undefined,
    heuristic: ((node: number) => number) | undefined,
  ): { settled: SettledStates; goalIndex: number; inconsistent: boolean } {
    const gen = this.nextGen();
    this.ensure(start * 2 + 2);
    let settledState = new Int32Array(64);
    let settledCost = new Float64Array(64);
    let settledParent = new Int32Array(64);
    let count = 0;
    const heap = this.heap;
    const s0 = start * 2;
    this.dist[s0] = 0;
    this.parent[s0] = -1;
    this.stamp[s0] = gen;
    heap.push(s0, heuristic ? heuristic(start) : 0);
    let goalIndex = -1;
    let inconsistent = false;
    while (heap.size > 0) {
      const s = heap.pop();
      const closedStamp = this.closedStamp;
      if (closedStamp[s] === gen) continue;
      const dist = this.dist;
      const g = dist[s]!;
      closedStamp[s] = gen;
      if (count === settledState.length) {
        const ns = new Int32Array(count * 2);
        ns.set(settledState);
        settledState = ns;
        const nc = new Float64Array(count * 2);
        nc.set(settledCost);
        settledCost = nc;
        const np = new Int32Array(count * 2);
        np.set(settledParent);
        settledParent = np;
      }
      const p = this.parent[s]!;
      settledState[count] = s;
      settledCost[count] = g;
      settledParent[count] = p < 0 ? -1 : this.closedAt[p]!;
      this.closedAt[s] = count;
      count++;
      const node = s >> 1;
      if (goal !== undefined && goal(node) && space.canEnd(node)) {
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
        if (nd > budget) continue;
        const t = outNode[i]! * 2 + outStop[i]!;
        if (t >= this.dist.length) this.ensure(t + 2);
        const stamp = this.stamp;
        if (stamp[t] === gen && this.dist[t]! <= nd) continue;
        if (this.closedStamp[t] === gen) continue;
        let key = nd;
        if (heuristic) {
          const h = heuristic(t >> 1);
          if (hFrom > c + h + 1e-9) {
            inconsistent = true;
            return { settled: { count, state: settledState, cost: settledCost, parent: settledParent }, goalIndex: -1, inconsistent };
          }
          key += h;
        }
        this.dist[t] = nd;
        this.parent[t] = s;
        stamp[t] = gen;
        heap.push(t, key);
      }
    }
    return { settled: { count, state: settledState, cost: settledCost, parent: settledParent }, goalIndex, inconsistent };
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
