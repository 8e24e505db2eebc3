import { parseHexMap, reachable, findPath, stepCosts, type Hex } from "./src/index";
const rows: string[] = [];
let s = 7;
const rnd = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
for (let r = 0; r < 30; r++) { let l = ""; for (let c = 0; c < 30; c++) { const x = rnd(); l += x < 0.1 ? "#" : x < 0.35 ? "r" : "."; } rows.push(l); }
const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", r: "rough", "#": "blocked" }, rows });
const stepCost: Record<string, number> = { clear: 1, rough: 2, blocked: Infinity };
const table = stepCosts(map, (_f: Hex, to: Hex) => stepCost[map.terrain(to)!]!);
const start = map.hexes[15 * 30 + 15]!;
for (const N of [1000, 20000, 20000]) {
let t = performance.now();
let n = 0;
for (let i = 0; i < N; i++) n += reachable(map, start, 12, { cost: table }).nodes.length;
console.log("reach us/query", ((performance.now() - t) * 1000) / N, n / N);
t = performance.now();
for (let i = 0; i < N; i++) n += reachable(map, start, 12).nodes.length;
console.log("reach unit us/query", ((performance.now() - t) * 1000) / N);
}
