/// <reference types="node" />
// @tt/hexgrid benchmarks: peers side by side in one process, printed as ratios.
// Run with `pnpm --filter @tt/hexgrid bench`.
import { defineHex, Grid as HcGrid, type HexCoordinates, Direction as HcDirection, line as hcLine, neighborOf as hcNeighborOf } from "honeycomb-grid";
import { cpus, loadavg } from "node:os";
import createGraph from "ngraph.graph";
import ngraphPath from "ngraph.path";
import {
  findPath,
  hexDirection,
  hexDistance,
  hexLine,
  hexNeighbors,
  hexToOffset,
  inFrontOfHexside,
  lineOfSight,
  lineOfSightFromHexside,
  offsetToHex,
  parseHexMap,
  reachable,
  stepCosts,
  type Direction,
  type Hex,
  type MoveRules,
} from "@tt/hexgrid";
import { compare, measure } from "../../../bench/harness";
import { bigMap, terrainRows } from "./big-map";

// ---------------------------------------------------------------------------
// Inline reference in the manner of Red Blob Games' published hex algorithms:
// axial/cube arithmetic on small objects, cube lerp + round for lines.
// ---------------------------------------------------------------------------
interface Axial {
  q: number;
  r: number;
}
const REF_DIRECTIONS: Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];
function refDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dq + dr) + Math.abs(dr)) / 2;
}
function refNeighbors(h: Axial): Axial[] {
  const out: Axial[] = [];
  for (const d of REF_DIRECTIONS) out.push({ q: h.q + d.q, r: h.r + d.r });
  return out;
}
function refRound(q: number, r: number, s: number): Axial {
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq, r: rr };
}
function refLine(a: Axial, b: Axial): Axial[] {
  const n = refDistance(a, b);
  const aq = a.q + 1e-6;
  const ar = a.r + 1e-6;
  const as = -a.q - a.r - 2e-6;
  const bq = b.q + 1e-6;
  const br = b.r + 1e-6;
  const bs = -b.q - b.r - 2e-6;
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(refRound(aq + (bq - aq) * t, ar + (br - ar) * t, as + (bs - as) * t));
  }
  return out;
}

// A small deterministic RNG so every run measures the same inputs.
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

const BATCH = 10_000;
const random = rng(42);
const randomHex = (range: number): Hex => ({ q: Math.floor(random() * (2 * range + 1)) - range, r: Math.floor(random() * (2 * range + 1)) - range });
const pairs: [Hex, Hex][] = Array.from({ length: BATCH }, () => [randomHex(50), randomHex(50)]);
// Indexed arrays, so the measuring loop costs as little as possible next to the call measured.
const as = pairs.map(([a]) => a);
const bs = pairs.map(([, b]) => b);
const lineAs = [] as Hex[];
const lineBs = [] as Hex[];
const linePairs: [Hex, Hex][] = Array.from({ length: 1000 }, () => {
  const a = randomHex(30);
  const b = { q: a.q + Math.floor(random() * 21) - 10, r: a.r + Math.floor(random() * 21) - 10 };
  return [a, b];
});

for (const [a, b] of linePairs) {
  lineAs.push(a);
  lineBs.push(b);
}
const lineHexKeys = new Set<string>();
for (const [a, b] of linePairs) for (const h of hexLine(a, b)) lineHexKeys.add(`${h.q},${h.r}`);

const HcHex = defineHex({ dimensions: 1, orientation: "pointy" as never });
const hcGrid = new HcGrid(HcHex);
// honeycomb-grid's own objects: Hex instances, as a Grid hands them out.
const hcPairs = pairs.map(([a, b]) => [new HcHex(a), new HcHex(b)] as const);
const hcAs = hcPairs.map(([a]) => a);
// A honeycomb map holding every hex the benchmarks touch, as its users keep one.
const hcMapGrid = new HcGrid(
  HcHex,
  [...new Set(pairs.flatMap(([a, b]) => [a, b, ...hexNeighbors(a)]).map((h) => `${h.q},${h.r}`))].map((k) => {
    const [q, r] = k.split(",").map(Number) as [number, number];
    return { q, r };
  }),
);
const hcBs = hcPairs.map(([, b]) => b);
const HC_DIRECTIONS = [HcDirection.E, HcDirection.NE, HcDirection.NW, HcDirection.W, HcDirection.SW, HcDirection.SE];
const hcCreate = (coordinates?: HexCoordinates) => new HcHex(coordinates);
const hcLineGrid = new HcGrid(
  HcHex,
  [...lineHexKeys].map((k) => {
    const [q, r] = k.split(",").map(Number) as [number, number];
    return { q, r };
  }),
);

let allOk = true;

async function distanceAndNeighbours(): Promise<void> {
  const distance = await measure(
    [
      {
        name: "@tt/hexgrid hexDistance",
        run: () => {
          const xs = as;
          const ys = bs;
          let s = 0;
          for (let i = 0; i < BATCH; i++) s += hexDistance(xs[i]!, ys[i]!);
          return s;
        },
      },
      {
        name: "inline reference",
        run: () => {
          const xs = as;
          const ys = bs;
          let s = 0;
          for (let i = 0; i < BATCH; i++) s += refDistance(xs[i]!, ys[i]!);
          return s;
        },
      },
      {
        name: "honeycomb-grid grid.distance",
        run: () => {
          const xs = hcAs;
          const ys = hcBs;
          const grid = hcGrid;
          let s = 0;
          for (let i = 0; i < BATCH; i++) s += grid.distance(xs[i]!, ys[i]!);
          return s;
        },
      },
    ],
    { batch: BATCH, rounds: 11, timeMs: 300 },
  );
  allOk = compare("distance (10k pairs per op batch)", distance, "@tt/hexgrid hexDistance", { "inline reference": 0.5, "honeycomb-grid grid.distance": 20 }) && allOk;

  const neighbours = await measure(
    [
      {
        name: "@tt/hexgrid hexNeighbors",
        run: () => {
          let s = 0;
          for (let i = 0; i < BATCH; i++) {
            const ns = hexNeighbors(as[i]!);
            for (let k = 0; k < 6; k++) s += ns[k]!.q;
          }
          return s;
        },
      },
      {
        name: "inline reference",
        run: () => {
          let s = 0;
          for (let i = 0; i < BATCH; i++) {
            const ns = refNeighbors(as[i]!);
            for (let k = 0; k < 6; k++) s += ns[k]!.q;
          }
          return s;
        },
      },
      {
        name: "honeycomb-grid grid.neighborOf x6",
        run: () => {
          let s = 0;
          for (let i = 0; i < BATCH; i++) {
            const h = hcAs[i]!;
            for (let k = 0; k < 6; k++) s += hcMapGrid.neighborOf(h, HC_DIRECTIONS[k]!).q;
          }
          return s;
        },
      },
      {
        name: "honeycomb-grid neighborOf x6",
        run: () => {
          let s = 0;
          for (let i = 0; i < BATCH; i++) {
            const h = hcAs[i]!;
            for (let k = 0; k < 6; k++) s += hcNeighborOf(h, HC_DIRECTIONS[k]!).q;
          }
          return s;
        },
      },
    ],
    { batch: BATCH, rounds: 7, timeMs: 300 },
  );
  allOk =
    compare("all six neighbours of a hex", neighbours, "@tt/hexgrid hexNeighbors", {
      "inline reference": 0.5,
      "honeycomb-grid grid.neighborOf x6": 20,
      "honeycomb-grid neighborOf x6": null,
    }) && allOk;
}

// Lines of sight over the same pairs: centre to centre, and from the side of the
// shooter's hex that faces the target most directly (a window, SHW-3.1.1).
const sightSides: Direction[] = [];
const sightAs: Hex[] = [];
const sightBs: Hex[] = [];
for (const [a, b] of linePairs) {
  let side: Direction | undefined;
  for (let d = 0; d < 6 && side === undefined; d++) if (inFrontOfHexside(a, d as Direction, b) && hexDirection(a, hexLine(a, b)[1] ?? a) === d) side = d as Direction;
  if (side === undefined) continue;
  sightAs.push(a);
  sightBs.push(b);
  sightSides.push(side);
}
const noBlock = () => false;

async function sight(): Promise<void> {
  const measured = await measure(
    [
      {
        name: "@tt/hexgrid lineOfSight (centre to centre)",
        run: () => {
          let s = 0;
          for (let i = 0; i < sightAs.length; i++) s += lineOfSight(sightAs[i]!, sightBs[i]!, noBlock).hexes.length;
          return s;
        },
      },
      {
        name: "@tt/hexgrid lineOfSightFromHexside",
        run: () => {
          let s = 0;
          for (let i = 0; i < sightAs.length; i++) s += lineOfSightFromHexside(sightAs[i]!, sightSides[i]!, sightBs[i]!, noBlock).hexes.length;
          return s;
        },
      },
    ],
    { batch: sightAs.length, rounds: 7, timeMs: 300 },
  );
  compare(`line of sight (${sightAs.length} lines of up to 10 hexes)`, measured, "@tt/hexgrid lineOfSightFromHexside", { "@tt/hexgrid lineOfSight (centre to centre)": null });
}

async function lines(): Promise<void> {
  const measured = await measure(
    [
      {
        name: "@tt/hexgrid hexLine",
        run: () => {
          let s = 0;
          for (let i = 0; i < lineAs.length; i++) s += hexLine(lineAs[i]!, lineBs[i]!).length;
          return s;
        },
      },
      {
        name: "inline reference",
        run: () => {
          let s = 0;
          for (let i = 0; i < lineAs.length; i++) s += refLine(lineAs[i]!, lineBs[i]!).length;
          return s;
        },
      },
      {
        name: "honeycomb-grid grid.traverse(line)",
        run: () => {
          let s = 0;
          for (let i = 0; i < lineAs.length; i++) s += hcLineGrid.traverse(hcLine<InstanceType<typeof HcHex>>({ start: lineAs[i]!, stop: lineBs[i]! })).size;
          return s;
        },
      },
      {
        name: "honeycomb-grid line traverser",
        run: () => {
          let s = 0;
          for (let i = 0; i < lineAs.length; i++) s += hcLine<InstanceType<typeof HcHex>>({ start: lineAs[i]!, stop: lineBs[i]! })(hcCreate).length;
          return s;
        },
      },
    ],
    { batch: linePairs.length, rounds: 7, timeMs: 300 },
  );
  allOk =
    compare("line drawing (lines of up to 10 hexes)", measured, "@tt/hexgrid hexLine", {
      "inline reference": 0.5,
      "honeycomb-grid grid.traverse(line)": 20,
      "honeycomb-grid line traverser": null,
    }) && allOk;
}

// ---------------------------------------------------------------------------
// 30 x 30 map, 10% blocked hexes, weighted terrain (clear 1, rough 2).
// ---------------------------------------------------------------------------
const SIDE = 30;
const rows = terrainRows(SIDE);
const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", r: "rough", "#": "blocked" }, rows });
const stepCost: Record<string, number> = { clear: 1, rough: 2, blocked: Infinity };
// What a caller writes: the cost of entering a hex from its terrain, as a
// function, or precomputed once per map and mover type (the fast path).
const costFunction = (_from: Hex, to: Hex) => stepCost[map.terrain(to)!]!;
const functionRules: MoveRules<Hex> = { cost: costFunction };
const rules: MoveRules<Hex> = { cost: stepCosts(map, costFunction) };
const start = offsetToHex({ col: 0, row: 0 }, "odd-r");
const goal = offsetToHex({ col: SIDE - 1, row: SIDE - 1 }, "odd-r");

// The same map as an ngraph graph (blocked hexes left out), costs on nodes.
const graph = createGraph<{ hex: Hex; cost: number }>();
for (const h of map.hexes) if (map.terrain(h) !== "blocked") graph.addNode(`${h.q},${h.r}`, { hex: h, cost: stepCost[map.terrain(h)!]! });
for (const h of map.hexes) {
  if (map.terrain(h) === "blocked") continue;
  for (const n of map.neighbors(h)) if (map.terrain(n) !== "blocked") graph.addLink(`${h.q},${h.r}`, `${n.q},${n.r}`);
}
const ngraphFinder = ngraphPath.aStar(graph, {
  oriented: false,
  distance: (_from, to) => to.data.cost,
  heuristic: (from, to) => hexDistance(from.data.hex, to.data.hex),
});
const ngraphCost = (path: { data: { cost: number } }[]) => path.slice(0, -1).reduce((sum, node) => sum + node.data.cost, 0);

// The practical limit on this machine: a minimal Dijkstra written inline over
// typed arrays for this one map and cost table (bucket queue, no paths, no
// rules, no result objects). Not a peer, a yardstick for the absolute target.
function inlineReachCount(): (start: number, budget: number) => number {
  const n = map.size;
  const nb = new Int32Array(n * 6).fill(-1);
  const cost = new Float64Array(n * 6).fill(Infinity);
  map.hexes.forEach((h, i) => {
    map.neighbors(h).forEach((m) => {
      const d = hexDirectionIndex(h, m);
      nb[i * 6 + d] = map.indexOf(m);
      cost[i * 6 + d] = costFunction(h, m);
    });
  });
  const dist = new Float64Array(n);
  const stamp = new Uint32Array(n);
  const done = new Uint32Array(n);
  const head = new Int32Array(4);
  const es = new Int32Array(1 << 14);
  const en = new Int32Array(1 << 14);
  let gen = 0;
  return (start, budget) => {
    gen++;
    head.fill(-1);
    let entries = 1;
    let live = 1;
    let cursor = 0;
    dist[start] = 0;
    stamp[start] = gen;
    es[0] = start;
    en[0] = -1;
    head[0] = 0;
    let count = 0;
    while (live > 0) {
      while (head[cursor & 3] === -1) cursor++;
      const e = head[cursor & 3]!;
      head[cursor & 3] = en[e]!;
      live--;
      const s = es[e]!;
      if (done[s] === gen) continue;
      done[s] = gen;
      count++;
      const g = dist[s]!;
      for (let d = 0; d < 6; d++) {
        const j = nb[s * 6 + d]!;
        if (j < 0) continue;
        const nd = g + cost[s * 6 + d]!;
        if (!(nd <= budget) || (stamp[j] === gen && dist[j]! <= nd)) continue;
        dist[j] = nd;
        stamp[j] = gen;
        es[entries] = j;
        en[entries] = head[nd & 3]!;
        head[nd & 3] = entries++;
        live++;
      }
    }
    return count;
  };
}

function hexDirectionIndex(from: Hex, to: Hex): number {
  return [
    [1, 0],
    [1, -1],
    [0, -1],
    [-1, 0],
    [-1, 1],
    [0, 1],
  ].findIndex(([dq, dr]) => to.q - from.q === dq && to.r - from.r === dr);
}

async function search(): Promise<void> {
  const ours = findPath(map, start, goal, rules)!;
  const theirs = ngraphFinder.find(`${start.q},${start.r}`, `${goal.q},${goal.r}`);
  // ngraph returns the path goal-first; its cost excludes the start hex.
  console.log(`\nA* corner to corner: ours cost ${ours.cost} (${ours.path.length} hexes), ngraph.path cost ${ngraphCost(theirs)} (${theirs.length} hexes)`);
  if (ours.cost !== ngraphCost(theirs)) throw new Error("the two A* searches disagree on the cheapest cost");
  if (findPath(map, start, goal, functionRules)!.cost !== ours.cost) throw new Error("table and function costs disagree");
  const astar = await measure(
    [
      { name: "@tt/hexgrid findPath", run: () => findPath(map, start, goal, rules)!.cost },
      { name: "@tt/hexgrid findPath (cost function)", run: () => findPath(map, start, goal, functionRules)!.cost },
      { name: "ngraph.path aStar", run: () => ngraphFinder.find(`${start.q},${start.r}`, `${goal.q},${goal.r}`).length },
    ],
    { rounds: 7, timeMs: 300 },
  );
  allOk = compare(`weighted A* corner to corner, ${SIDE}x${SIDE} map, 10% blocked`, astar, "@tt/hexgrid findPath", { "ngraph.path aStar": 10 }) && allOk;

  const origins = map.hexes.filter((h) => map.terrain(h) !== "blocked" && hexToOffset(h, "odd-r").col % 7 === 3 && hexToOffset(h, "odd-r").row % 7 === 3);
  let which = 0;
  const inlineReach = inlineReachCount();
  if (inlineReach(map.indexOf(origins[0]!), 12) !== reachable(map, origins[0]!, 12, rules).nodes.length) throw new Error("the yardstick disagrees");
  const sample = reachable(map, origins[0]!, 12, rules);
  console.log(`\nreachable within 12 MP: ${origins.length} origins, e.g. ${sample.nodes.length} hexes from the first`);
  const reach = await measure(
    [
      {
        name: "@tt/hexgrid reachable (12 MP)",
        run: () => {
          which = (which + 1) % origins.length;
          return reachable(map, origins[which]!, 12, rules).nodes.length;
        },
      },
      {
        name: "inline minimal Dijkstra (yardstick)",
        run: () => {
          which = (which + 1) % origins.length;
          return inlineReach(map.indexOf(origins[which]!), 12);
        },
      },
      {
        name: "@tt/hexgrid reachable (12 MP, cost function)",
        run: () => {
          which = (which + 1) % origins.length;
          return reachable(map, origins[which]!, 12, functionRules).nodes.length;
        },
      },
    ],
    { rounds: 7, timeMs: 300 },
  );
  for (const [name, qps] of reach) console.log(`  ${name.padEnd(46)} ${Math.round(qps).toLocaleString("en").padStart(9)} queries/s`);
  // Wall-clock rates suffer when other processes share the cores; also count queries per second of this process's CPU time.
  const queries = 20_000;
  const before = process.cpuUsage();
  let sum = 0;
  for (let i = 0; i < queries; i++) sum += reachable(map, origins[i % origins.length]!, 12, rules).nodes.length;
  const used = process.cpuUsage(before);
  const cpuQps = queries / ((used.user + used.system) / 1e6);
  console.log(`  @tt/hexgrid reachable (12 MP), per CPU second    ${Math.round(cpuQps).toLocaleString("en").padStart(9)} queries/s (${sum > 0 ? "checked" : ""})`);
  const qps = reach.get("@tt/hexgrid reachable (12 MP)")!;
  const ok = qps >= 100_000;
  allOk &&= ok;
  console.log(`  reachable queries per second (table costs): ${Math.round(qps).toLocaleString("en")} (target >= 100,000) ${ok ? "ok" : "MISSED"}`);
}

const load = loadavg();
console.log(
  `node ${process.version}, ${cpus().length} cores, load average ${load.map((x) => x.toFixed(2)).join(" ")} (other work on the machine slows absolute rates; ratios are measured interleaved)`,
);
// `pnpm bench [distance|lines|sight|search|big]` runs one group only.
const only = process.argv[2];
if (!only || only === "distance") await distanceAndNeighbours();
if (!only || only === "lines") await lines();
if (!only || only === "sight") await sight();
if (!only || only === "search") await search();
if (!only || only === "big") allOk = (await bigMap()) && allOk;
console.log(allOk ? "\nall speed targets met" : "\nsome speed targets MISSED");
