import { parseHexMap, reachable, stepCosts, hexToOffset, type Hex } from "./src/index";
function rng(seed: number) { let s = seed >>> 0; return () => { s = (s + 0x6d2b79f5) >>> 0; let t = s; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const mapRandom = rng(7); const rows: string[] = [];
for (let row = 0; row < 30; row++) { let line = ""; for (let col = 0; col < 30; col++) { const corner = (row === 0 && col === 0) || (row === 29 && col === 29); const x = mapRandom(); line += corner ? "." : x < 0.1 ? "#" : x < 0.35 ? "r" : "."; } rows.push(line); }
const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", r: "rough", "#": "blocked" }, rows });
const stepCost: Record<string, number> = { clear: 1, rough: 2, blocked: Infinity };
const table = stepCosts(map, (_f: Hex, to: Hex) => stepCost[map.terrain(to)!]!);
const rules = { cost: table };
const origins = map.hexes.filter((h) => map.terrain(h) !== "blocked" && hexToOffset(h, "odd-r").col % 7 === 3 && hexToOffset(h, "odd-r").row % 7 === 3);
for (const N of [20000, 100000]) {
  const c0 = process.cpuUsage(); let n = 0;
  for (let i = 0; i < N; i++) n += reachable(map, origins[i % origins.length]!, 12, rules).nodes.length;
  const c1 = process.cpuUsage(c0); console.log("cpu us/query", (c1.user + c1.system) / N, n / N);
}
import { Workspace } from "./src/_internal/search-core";
{
  const n = map.size;
  const nb = map._neighbors;
  const cost = table._costs;
  const dist = new Float64Array(n), stamp = new Uint32Array(n), done = new Uint32Array(n);
  const head = new Int32Array(4), es = new Int32Array(1 << 14), en = new Int32Array(1 << 14);
  let gen = 0;
  const inline = (start: number, budget: number) => {
    gen++; head.fill(-1); let entries = 1, live = 1, cursor = 0;
    dist[start] = 0; stamp[start] = gen; es[0] = start; en[0] = -1; head[0] = 0; let count = 0;
    while (live > 0) {
      while (head[cursor & 3] === -1) cursor++;
      const e = head[cursor & 3]!; head[cursor & 3] = en[e]!; live--;
      const s = es[e]!; if (done[s] === gen) continue; done[s] = gen; count++;
      const g = dist[s]!;
      for (let d = 0; d < 6; d++) { const j = nb[s * 6 + d]!; if (j < 0) continue; const nd = g + cost[s * 6 + d]!;
        if (!(nd <= budget) || (stamp[j] === gen && dist[j]! <= nd)) continue;
        dist[j] = nd; stamp[j] = gen; es[entries] = j; en[entries] = head[nd & 3]!; head[nd & 3] = entries++; live++; }
    }
    return count;
  };
  const idx = origins.map((h) => map.indexOf(h));
  const ws = new Workspace();
  const ts = { adj: { start: table._adjStart, state: table._adjState, cost: table._adjCost }, neighbors: map._neighbors, q: map._q, r: map._r, costs: table._costs, stops: undefined, costFn: undefined, stopFn: undefined, integral: true, maxCost: 2 };
  for (let rep = 0; rep < 3; rep++) {
    const N = 50000;
    let c0 = process.cpuUsage(); let x = 0;
    for (let i = 0; i < N; i++) x += inline(idx[i % idx.length]!, 12);
    let c1 = process.cpuUsage(c0); console.log("inline", (c1.user + c1.system) / N, x / N);
    c0 = process.cpuUsage(); x = 0;
    for (let i = 0; i < N; i++) x += ws.runTable(ts, idx[i % idx.length]!, 12, -1, undefined, 0, undefined).settled.count;
    c1 = process.cpuUsage(c0); console.log("runTable", (c1.user + c1.system) / N, x / N);
    c0 = process.cpuUsage(); x = 0;
    for (let i = 0; i < N; i++) x += reachable(map, origins[i % idx.length]!, 12, rules).nodes.length;
    c1 = process.cpuUsage(c0); console.log("reachable", (c1.user + c1.system) / N, x / N);
  }
}
