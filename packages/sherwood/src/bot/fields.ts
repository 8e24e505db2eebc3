import { hexIntKey, hexNeighbors, type Hex } from "@tt/hexgrid";
import type { Board, SherwoodRules } from "../rules-data";

/** A board prepared for walking distances: each hex's index, its neighbours and the price of entering them on foot. */
interface Walk {
  readonly index: Map<number, number>;
  readonly hexes: readonly Hex[];
  /** Per hex, up to six `[neighbour, cost]` pairs (flattened). */
  readonly edges: readonly (readonly number[])[];
  readonly cover: Uint8Array;
  readonly fields: Map<string, Float64Array>;
}

const walks = new WeakMap<Board, Walk>();

/** @internal The walking graph of a board: ground, trees and buildings, walls closed except at doors, levels joined by stairs. */
function walkOf(rules: SherwoodRules, board: Board): Walk {
  const known = walks.get(board);
  if (known !== undefined) return known;
  const index = new Map<number, number>();
  for (let i = 0; i < board.hexes.length; i++) index.set(hexIntKey(board.hexes[i]!.hex), i);
  const cover = new Uint8Array(board.hexes.length);
  const edges = board.hexes.map((info, i) => {
    const row = rules.terrain(info.terrain);
    cover[i] = row.cover || row.defender === "+" ? 1 : 0;
    const out: number[] = [];
    for (const n of hexNeighbors(info.hex)) {
      const j = index.get(hexIntKey(n));
      if (j === undefined) continue;
      const to = board.hexes[j]!;
      const cost = rules.terrain(to.terrain).footCost;
      if (cost === null) continue;
      const side = board.hexMap.hexsideFeatures(info.hex, n);
      if (side.includes("wall") && !side.includes("door")) continue;
      if (to.level !== info.level && to.staircase === null && info.staircase === null) continue;
      out.push(j, cost + (side.includes("low-wall") ? 1 : 0));
    }
    return out;
  });
  const walk = { index, hexes: board.hexes.map((h) => h.hex), edges, cover, fields: new Map<string, Float64Array>() };
  walks.set(board, walk);
  return walk;
}

const push = (buckets: number[][], at: number, i: number): void => {
  const bucket = buckets[at];
  if (bucket === undefined) buckets[at] = [i];
  else bucket.push(i);
};

/**
 * @internal The walking distance (movement points on foot) from every hex of the board to the nearest of
 * `goals`, each goal with a head start (`offset`): a multi-source Dijkstra, cached per board and goals.
 */
export function distanceField(rules: SherwoodRules, board: Board, goals: readonly { readonly hex: Hex; readonly offset: number }[]): Float64Array {
  const walk = walkOf(rules, board);
  const key = goals.map((g) => `${g.hex.q},${g.hex.r}+${g.offset}`).join(";");
  const cached = walk.fields.get(key);
  if (cached !== undefined) return cached;
  const n = walk.hexes.length;
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  // A bucket queue: costs are small integers.
  const buckets: number[][] = [];
  for (const g of goals) {
    const i = walk.index.get(hexIntKey(g.hex));
    if (i === undefined || dist[i]! <= g.offset) continue;
    dist[i] = g.offset;
    push(buckets, g.offset, i);
  }
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (bucket === undefined) continue;
    for (let k = 0; k < bucket.length; k++) {
      const i = bucket[k]!;
      if (dist[i]! < d) continue;
      const e = walk.edges[i]!;
      for (let m = 0; m < e.length; m += 2) {
        const j = e[m]!;
        const nd = d + e[m + 1]!;
        if (nd < dist[j]!) {
          dist[j] = nd;
          push(buckets, nd, j);
        }
      }
    }
  }
  if (walk.fields.size > 400) walk.fields.clear();
  walk.fields.set(key, dist);
  return dist;
}

/** @internal A field's value at a hex (infinity off the board or out of reach). */
export function fieldAt(rules: SherwoodRules, board: Board, field: Float64Array, hex: Hex): number {
  const i = walkOf(rules, board).index.get(hexIntKey(hex));
  return i === undefined ? Number.POSITIVE_INFINITY : field[i]!;
}

/** @internal Whether a hex gives cover or a defender's advantage (trees, scrub, slopes, buildings). */
export function coverAt(rules: SherwoodRules, board: Board, hex: Hex): boolean {
  const walk = walkOf(rules, board);
  const i = walk.index.get(hexIntKey(hex));
  return i !== undefined && walk.cover[i] === 1;
}

const roads = new WeakMap<Board, Map<string, Float64Array>>();

/**
 * @internal The steps a cart needs from every hex to the nearest hex of `maps` (scenario 4's "towards the
 * village"): over flat ground only, as a cart goes (SHW-7.2: clear ground, no rooms, no walls, windows or
 * low walls), one per hex; infinity where a cart cannot go. Cached per board and maps.
 */
export function cartRoadField(board: Board, maps: readonly string[]): Float64Array {
  const key = maps.join(",");
  const cache = roads.get(board) ?? new Map<string, Float64Array>();
  roads.set(board, cache);
  const known = cache.get(key);
  if (known !== undefined) return known;
  const index = new Map<number, number>();
  for (let i = 0; i < board.hexes.length; i++) index.set(hexIntKey(board.hexes[i]!.hex), i);
  const flat = board.hexes.map((info) => info.level === 0 && info.room === null && info.terrain === "clear");
  const dist = new Float64Array(board.hexes.length).fill(Number.POSITIVE_INFINITY);
  const queue: number[] = [];
  board.hexes.forEach((info, i) => {
    if (flat[i] && maps.includes(info.map)) {
      dist[i] = 0;
      queue.push(i);
    }
  });
  for (let k = 0; k < queue.length; k++) {
    const i = queue[k]!;
    const from = board.hexes[i]!.hex;
    for (const n of hexNeighbors(from)) {
      const j = index.get(hexIntKey(n));
      if (j === undefined || !flat[j] || dist[j]! <= dist[i]! + 1) continue;
      const side = board.hexMap.hexsideFeatures(from, n);
      if (side.includes("window") || side.includes("low-wall") || (side.includes("wall") && !side.includes("door"))) continue;
      dist[j] = dist[i]! + 1;
      queue.push(j);
    }
  }
  cache.set(key, dist);
  return dist;
}
