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
