import { Workspace } from "./src/_internal/search-core";
import { parseHexMap, stepCosts, offsetToHex, type Hex } from "./src/index";
function rng(seed: number) { let s = seed >>> 0; return () => { s = (s + 0x6d2b79f5) >>> 0; let t = s; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const mapRandom = rng(7); const rows: string[] = [];
for (let row = 0; row < 30; row++) { let line = ""; for (let col = 0; col < 30; col++) { const corner = (row === 0 && col === 0) || (row === 29 && col === 29); const x = mapRandom(); line += corner ? "." : x < 0.1 ? "#" : x < 0.35 ? "r" : "."; } rows.push(line); }
const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", r: "rough", "#": "blocked" }, rows });
const stepCost: Record<string, number> = { clear: 1, rough: 2, blocked: Infinity };
const table = stepCosts(map, (_f: Hex, to: Hex) => stepCost[map.terrain(to)!]!);
const ts = { adj: { start: table._adjStart, state: table._adjState, cost: table._adjCost }, neighbors: map._neighbors, q: map._q, r: map._r, costs: table._costs, stops: undefined, costFn: undefined, stopFn: undefined, integral: true, maxCost: 2 };
const ws = new Workspace();
const s = map.indexOf(offsetToHex({ col: 0, row: 0 }, "odd-r")), g = map.indexOf(offsetToHex({ col: 29, row: 29 }, "odd-r"));
const r = ws.runTable(ts, s, Infinity, g, undefined, 1, undefined);
console.log("settled", r.settled.count, "cost", r.settled.cost[r.goalIndex]);
const r0 = ws.runTable(ts, s, Infinity, g, undefined, 0, undefined);
console.log("dijkstra settled", r0.settled.count);
const ts2 = { ...ts, integral: false };
const r2 = ws.runTable(ts2, s, Infinity, g, undefined, 1, undefined);
console.log("heap settled", r2.settled.count);
import { findPath } from "./src/index";
for (const N of [5000, 50000]) {
  let c0 = process.cpuUsage(); let n = 0;
  for (let i = 0; i < N; i++) n += ws.runTable(ts, s, Infinity, g, undefined, 1, undefined).settled.count;
  let c1 = process.cpuUsage(c0); console.log("runTable A* cpu us", (c1.user + c1.system) / N);
  c0 = process.cpuUsage();
  const a = map.hexes[s]!, b = map.hexes[g]!;
  for (let i = 0; i < N; i++) n += findPath(map, a, b, { cost: table })!.cost;
  c1 = process.cpuUsage(c0); console.log("findPath cpu us", (c1.user + c1.system) / N);
}
