// A big campaign map beside the 30 x 30 one, in one process: loading it from the
// authoring format, building its step-cost table, and A* corner to corner (#17:
// 250,000 hexes must load without overflowing the stack, and a search must answer
// in under a second). Milliseconds per operation, the median of interleaved rounds.
import { Bench } from "tinybench";
import { findPath, offsetToHex, parseHexMap, stepCosts, type Hex, type HexMap, type StepCosts } from "@tt/hexgrid";

/** A small deterministic RNG so every run measures the same inputs. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows of a side x side map: 10% blocked, 25% rough, the two corners clear (the 30 x 30 map of index.ts for side 30). */
export function terrainRows(side: number): string[] {
  const random = rng(7);
  const rows: string[] = [];
  for (let row = 0; row < side; row++) {
    let line = "";
    for (let col = 0; col < side; col++) {
      const corner = (row === 0 && col === 0) || (row === side - 1 && col === side - 1);
      const x = random();
      line += corner ? "." : x < 0.1 ? "#" : x < 0.35 ? "r" : ".";
    }
    rows.push(line);
  }
  return rows;
}

const LEGEND = { ".": "clear", r: "rough", "#": "blocked" };
const STEP_COST: Record<string, number> = { clear: 1, rough: 2, blocked: Infinity };

interface Case {
  side: number;
  rows: string[];
  map: HexMap;
  table: StepCosts;
  cost: (from: Hex, to: Hex) => number;
  start: Hex;
  goal: Hex;
}

function makeCase(side: number): Case {
  const rows = terrainRows(side);
  const map = parseHexMap({ offset: "odd-r", legend: LEGEND, rows });
  const cost = (_from: Hex, to: Hex) => STEP_COST[map.terrain(to)!]!;
  return { side, rows, map, table: stepCosts(map, cost), cost, start: offsetToHex({ col: 0, row: 0 }, "odd-r"), goal: offsetToHex({ col: side - 1, row: side - 1 }, "odd-r") };
}

/** Milliseconds per call of each task, median over `rounds` interleaved rounds. */
async function msPerOp(tasks: { name: string; run: () => unknown; iterations: number }[], rounds: number): Promise<Map<string, number>> {
  const samples = new Map<string, number[]>(tasks.map((t) => [t.name, []]));
  let sink: unknown;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < tasks.length; i++) {
      const task = tasks[(i + round) % tasks.length]!;
      const bench = new Bench({ time: 0, iterations: task.iterations, warmupIterations: round === 0 ? 1 : 0, warmup: round === 0 });
      bench.add(task.name, () => {
        sink = task.run();
      });
      await bench.run();
      const result = bench.tasks[0]!.result;
      if (result.state !== "completed") throw new Error(`${task.name} did not complete: ${result.state}`);
      samples.get(task.name)!.push(result.latency.mean);
    }
  }
  if (sink === Symbol.for("never")) console.log(sink);
  return new Map([...samples].map(([name, xs]) => [name, xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!]));
}

/** Runs the big-map group; returns whether findPath on the big map stayed under a second. */
export async function bigMap(): Promise<boolean> {
  const small = makeCase(30);
  const big = makeCase(500);
  for (const c of [small, big]) {
    const table = findPath(c.map, c.start, c.goal, { cost: c.table });
    const fn = findPath(c.map, c.start, c.goal, { cost: c.cost });
    if (table === undefined || table.cost !== fn?.cost) throw new Error(`${c.side}x${c.side}: table and function costs disagree`);
    console.log(`\n${c.side}x${c.side} map (${c.map.size.toLocaleString("en")} hexes): A* corner to corner costs ${table.cost} over ${table.path.length} hexes`);
  }
  const tasks = [small, big].flatMap((c) => {
    const label = `${c.side}x${c.side}`;
    const few = c.side > 100;
    return [
      { name: `${label} load (parseHexMap)`, run: () => parseHexMap({ offset: "odd-r", legend: LEGEND, rows: c.rows }).size, iterations: few ? 3 : 100 },
      { name: `${label} stepCosts table`, run: () => stepCosts(c.map, c.cost).minCost, iterations: few ? 3 : 200 },
      { name: `${label} findPath corner to corner (StepCosts)`, run: () => findPath(c.map, c.start, c.goal, { cost: c.table })!.cost, iterations: few ? 5 : 2000 },
      { name: `${label} findPath corner to corner (cost function)`, run: () => findPath(c.map, c.start, c.goal, { cost: c.cost })!.cost, iterations: few ? 3 : 500 },
    ];
  });
  const measured = await msPerOp(tasks, 3);
  console.log("\nbig map beside the 30x30 one (ms per operation, median of 3 interleaved rounds)");
  for (const [name, ms] of measured) console.log(`  ${name.padEnd(52)} ${ms.toFixed(ms < 1 ? 3 : 1).padStart(9)} ms`);
  const worst = Math.max(measured.get("500x500 findPath corner to corner (StepCosts)")!, measured.get("500x500 findPath corner to corner (cost function)")!);
  const ok = worst < 1000;
  console.log(`  500x500 findPath corner to corner: ${worst.toFixed(1)} ms (target < 1000 ms) ${ok ? "ok" : "MISSED"}`);
  return ok;
}
