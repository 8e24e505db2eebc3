import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findPath, hexNeighbors, levelGraph, locatedFromKey, locatedKey, parseHexMap, reachable, type HexMap, type Located } from "../src/index";
import { arbHex, hexgridError } from "./arbitraries";

const TERRAIN_COST: Record<string, number> = { c: 1, r: 2, t: 2 };

interface LevelScenario {
  map: HexMap;
  levels: Map<string, number[]>;
  across: boolean;
  cost: (from: Located, to: Located) => number;
  start: Located;
  budget: number;
}

const hk = (h: { q: number; r: number }) => `${h.q},${h.r}`;

const arbLevels: fc.Arbitrary<LevelScenario> = fc
  .record({
    width: fc.integer({ min: 2, max: 6 }),
    height: fc.integer({ min: 1, max: 5 }),
    terrain: fc.array(fc.constantFrom("c", "r", "t"), { minLength: 30, maxLength: 30 }),
    upper: fc.array(fc.subarray([1, 2]), { minLength: 30, maxLength: 30 }),
    noGround: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
    climb: fc.integer({ min: 0, max: 6 }),
    across: fc.boolean(),
    start: fc.integer({ min: 0, max: 29 }),
    budget: fc.integer({ min: 0, max: 14 }),
  })
  .map((o) => {
    const rows = Array.from({ length: o.height }, (_, y) => o.terrain.slice(y * o.width, (y + 1) * o.width).join(""));
    const map = parseHexMap({ offset: "odd-r", legend: { c: "clear", r: "rough", t: "tree" }, rows });
    const levels = new Map<string, number[]>();
    map.hexes.forEach((h, i) => {
      const up = o.upper[i]!;
      // A balcony can hang over nothing: some hexes have upper levels only.
      levels.set(hk(h), up.length > 0 && o.noGround[i] ? [...up] : [0, ...up]);
    });
    const letter = (h: { q: number; r: number }) => ({ clear: "c", rough: "r", tree: "t" })[map.terrain(h)!]!;
    const cost = (from: Located, to: Located) => {
      if (from.level !== to.level && hk(from) === hk(to)) return o.climb + Math.abs(from.level - to.level);
      if (from.level !== to.level) return to.level < from.level ? 4 : Infinity; // jump down only
      return TERRAIN_COST[letter(to)]! + to.level;
    };
    const startHex = map.hexes[o.start % map.size]!;
    const start = { ...startHex, level: levels.get(hk(startHex))![0]! };
    return { map, levels, across: o.across, cost, start, budget: o.budget };
  });

/** Bellman-Ford over (hex, level) states built from hexNeighbors and the level lists alone. */
function bruteForce(s: LevelScenario): Map<string, number> {
  const best = new Map<string, number>([[locatedKey(s.start), 0]]);
  let changed = true;
  while (changed) {
    changed = false;
    for (const [key, cost] of [...best]) {
      const from = locatedFromKey(key);
      const targets: Located[] = [];
      for (const l of s.levels.get(hk(from))!) if (l !== from.level) targets.push({ q: from.q, r: from.r, level: l });
      for (const n of hexNeighbors(from)) {
        const ls = s.levels.get(hk(n));
        if (!ls) continue;
        for (const l of ls) if (s.across || l === from.level) targets.push({ ...n, level: l });
      }
      for (const to of targets) {
        const c = s.cost(from, to);
        if (!(c < Infinity) || cost + c > s.budget) continue;
        const k = locatedKey(to);
        if (!(best.get(k)! <= cost + c)) {
          best.set(k, cost + c);
          changed = true;
        }
      }
    }
  }
  return best;
}

describe("levels (hex + level: ground, up a tree, an upper floor, a balcony)", () => {
  it("located keys round-trip and tell levels apart (occupancy, SHW-1.1)", () => {
    fc.assert(
      fc.property(arbHex(1000), fc.integer({ min: 0, max: 15 }), (h, level) => {
        const at = { ...h, level };
        expect(locatedFromKey(locatedKey(at))).toEqual({ q: h.q + 0, r: h.r + 0, level });
        if (level > 0) expect(locatedKey(at)).not.toBe(locatedKey({ ...h, level: level - 1 }));
      }),
    );
    expect(hexgridError(() => locatedKey({ q: 0, r: 0, level: 16 })).path).toBe("at.level");
    expect(hexgridError(() => locatedFromKey("0,0@x")).code).toBe("hexgrid/bad-key");
  });
  it("SHW-4.4: climbing a tree costs its own MP; moving along the tree stays up", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", T: "tree" }, rows: ["..TT.."] });
    const graph = levelGraph(map, { levels: (h) => (map.terrain(h) === "tree" ? [0, 1] : [0]) });
    const cost = (from: Located, to: Located) => (from.level !== to.level ? 6 : to.level === 1 ? 4 : 1);
    const reach = reachable(graph, { q: 0, r: 0, level: 0 }, 13, { cost });
    expect(reach.costOf({ q: 2, r: 0, level: 1 })).toBe(8);
    expect(reach.costOf({ q: 3, r: 0, level: 1 })).toBe(9);
    expect(reach.has({ q: 4, r: 0, level: 1 })).toBe(false);
    expect([...graph.neighbors({ q: 3, r: 0, level: 1 })].map(locatedKey).sort()).toEqual(["2,0@1", "3,0@0"]);
  });
  it("reachable agrees with a brute-force search over (hex, level) states, and findPath with it", () => {
    fc.assert(
      fc.property(arbLevels, fc.integer({ min: 0, max: 200 }), (s, goalPick) => {
        const graph = levelGraph(s.map, { levels: (h) => s.levels.get(hk(h))!, acrossLevels: s.across });
        const reach = reachable(graph, s.start, s.budget, { cost: s.cost });
        const expected = bruteForce(s);
        expect(new Map(reach.nodes.map((n) => [locatedKey(n), reach.costOf(n)!]))).toEqual(expected);
        for (const n of reach.nodes) {
          const path = reach.pathTo(n)!;
          let total = 0;
          for (let i = 1; i < path.length; i++) total += s.cost(path[i - 1]!, path[i]!);
          expect(total).toBe(reach.costOf(n));
        }
        const keys = [...expected.keys()];
        const goal = locatedFromKey(keys[goalPick % keys.length]!);
        expect(findPath(graph, s.start, goal, { cost: s.cost, maxCost: s.budget })?.cost).toBe(expected.get(locatedKey(goal)));
      }),
      { numRuns: 200 },
    );
  });
  it("refuses bad level lists with their path; a place not on the graph has no neighbours", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."] });
    expect(hexgridError(() => levelGraph(map, { levels: () => [0, 0] })).path).toBe("options.levels");
    expect(hexgridError(() => levelGraph(map, { levels: () => [16] })).path).toBe("options.levels");
    expect(hexgridError(() => levelGraph(map, { acrossLevels: 1 as never })).path).toBe("options.acrossLevels");
    expect(hexgridError(() => levelGraph({} as never)).path).toBe("map");
    const graph = levelGraph(map);
    expect(graph.neighbors({ q: 0, r: 0, level: 1 })).toEqual([]);
    expect(hexgridError(() => reachable(graph, { q: 0, r: 0, level: 1 }, 3)).code).toBe("hexgrid/off-map");
  });
});
