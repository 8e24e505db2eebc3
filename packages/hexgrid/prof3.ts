import { Workspace } from "./src/_internal/search-core";
import { parseHexMap, stepCosts } from "./src/index";
const rows: string[] = [];
for (let r = 0; r < 30; r++) rows.push(".".repeat(30));
const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows });
const table = stepCosts(map, () => 1);
const ts = { adj: { start: table._adjStart, state: table._adjState, cost: table._adjCost }, neighbors: map._neighbors, q: map._q, r: map._r, costs: table._costs, stops: undefined, costFn: undefined, stopFn: undefined, integral: true, maxCost: 1 };
const ws = new Workspace();
for (const N of [2000, 20000, 20000]) {
  let t = performance.now(); let n = 0;
  for (let i = 0; i < N; i++) n += ws.runTable(ts, 465, 12, -1, undefined, 0, undefined).settled.count;
  console.log("runTable us", ((performance.now() - t) * 1000) / N, n / N);
  const ts2 = { ...ts, integral: false };
  t = performance.now();
  for (let i = 0; i < N; i++) n += ws.runTable(ts2, 465, 12, -1, undefined, 0, undefined).settled.count;
  console.log("runTable heap us", ((performance.now() - t) * 1000) / N);
}
{
  const N = 50000;
  const c0 = process.cpuUsage(); const t0 = performance.now(); let n = 0;
  for (let i = 0; i < N; i++) n += ws.runTable(ts, 465, 12, -1, undefined, 0, undefined).settled.count;
  const c1 = process.cpuUsage(c0); const t1 = performance.now();
  console.log("wall us", ((t1 - t0) * 1000) / N, "cpu us", (c1.user + c1.system) / N);
}
