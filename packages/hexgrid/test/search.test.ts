import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HexgridError, findPath, hexDistance, hexKey, hexNeighbor, loadHexMap, parseHexMap, reachable, stepCosts, type Direction, type Graph, type Hex, type MoveRules } from "../src/index";

import { arbScenario, bruteForce, pathCost } from "./search-scenarios";

describe("reachable (Dijkstra within a movement-point budget)", () => {
  it("agrees with a brute-force search on random maps (terrain, walls, friends, infiltration, must-stop)", () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const reach = reachable(s.map, s.start, s.budget, s.rules);
        const expected = bruteForce(s);
        expect(new Map(reach.nodes.map((h) => [hexKey(h), reach.costOf(h)!]))).toEqual(expected);
        for (const h of reach.nodes) {
          const path = reach.pathTo(h)!;
          expect(path[0]).toEqual(s.start);
          expect(path.at(-1)).toEqual(h);
          expect(pathCost(s.rules, path)).toBeCloseTo(reach.costOf(h)!, 9);
          // Only the last hex of a path may be a must-stop entry.
          for (let i = 1; i < path.length - 1; i++) expect(s.rules.mustStop?.(path[i - 1]!, path[i]!) ?? false).toBe(false);
        }
        const costs = reach.nodes.map((h) => reach.costOf(h)!);
        expect(costs).toEqual([...costs].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
  it("a precomputed StepCosts table gives the same results as the cost function", () => {
    fc.assert(
      fc.property(arbScenario, fc.integer({ min: 0, max: 63 }), (s, goalIndex) => {
        const table = stepCosts(s.map, s.rules.cost, s.rules.mustStop);
        const rules = { cost: table, ...(s.rules.canEnd ? { canEnd: s.rules.canEnd } : {}) };
        const viaTable = reachable(s.map, s.start, s.budget, rules);
        const viaFunction = reachable(s.map, s.start, s.budget, s.rules);
        expect(new Map(viaTable.nodes.map((h) => [hexKey(h), viaTable.costOf(h)]))).toEqual(new Map(viaFunction.nodes.map((h) => [hexKey(h), viaFunction.costOf(h)])));
        const goal = s.map.hexes[goalIndex % s.map.size]!;
        const dijkstra = reachable(s.map, s.start, Infinity, s.rules).costOf(goal);
        expect(findPath(s.map, s.start, goal, rules)?.cost).toBe(dijkstra);
        // A table mixed with a must-stop function still agrees.
        if (s.rules.mustStop) expect(findPath(s.map, s.start, goal, { ...rules, cost: stepCosts(s.map, s.rules.cost), mustStop: s.rules.mustStop })?.cost).toBe(dijkstra);
        for (const h of viaTable.nodes) expect(pathCost(s.rules, viaTable.pathTo(h)!)).toBeCloseTo(viaTable.costOf(h)!, 9);
      }),
      { numRuns: 200 },
    );
  });
  it("the specialised table search (no canEnd, no must-stop) matches the general one: order, costs and paths", () => {
    fc.assert(
      fc.property(arbScenario, fc.integer({ min: 0, max: 63 }), (s, goalIndex) => {
        const table = stepCosts(s.map, s.rules.cost);
        const fast = reachable(s.map, s.start, s.budget, { cost: table });
        // A canEnd that allows everything takes the general search over the same table.
        const general = reachable(s.map, s.start, s.budget, { cost: table, canEnd: () => true });
        expect(fast.nodes).toEqual(general.nodes);
        for (const h of s.map.hexes) {
          expect(fast.has(h)).toBe(general.has(h));
          expect(fast.costOf(h)).toBe(general.costOf(h));
          expect(fast.pathTo(h)).toEqual(general.pathTo(h));
        }
        expect(fast.has({ q: 99, r: 99 })).toBe(false);
        expect(fast.costOf({ q: 99, r: 99 })).toBeUndefined();
        expect(fast.pathTo({ q: 99, r: 99 })).toBeUndefined();
        const goal = s.map.hexes[goalIndex % s.map.size]!;
        const dijkstra = reachable(s.map, s.start, Infinity, { cost: s.rules.cost }).costOf(goal);
        const found = findPath(s.map, s.start, goal, { cost: table });
        expect(found?.cost).toBe(dijkstra);
        if (found) expect(pathCost(s.rules, found.path)).toBeCloseTo(found.cost, 9);
        // Must-stop steps in the table and a canEnd rule on the specialised A*.
        const withStops = { cost: stepCosts(s.map, s.rules.cost, s.rules.mustStop), canEnd: s.rules.canEnd };
        const expected = reachable(s.map, s.start, Infinity, s.rules).costOf(goal);
        const stopped = findPath(s.map, s.start, goal, withStops);
        expect(stopped?.cost).toBe(expected);
        if (stopped) expect(pathCost(s.rules, stopped.path)).toBeCloseTo(stopped.cost, 9);
        expect(findPath(s.map, s.start, (h) => hexKey(h) === hexKey(goal), withStops)?.cost).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
  it("a reach keeps its own results when later searches reuse the map's scratch memory", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", r: "rough", x: "blocked" }, rows: ["..r..", ".x.r.", "..r..", "r...x"] });
    const foot = stepCosts(map, (_, to) => ({ clear: 1, rough: 2 })[map.terrain(to) as "clear" | "rough"] ?? Infinity);
    const snapshot = (reach: ReturnType<typeof reachable<Hex>>) => map.hexes.map((h) => [reach.has(h), reach.costOf(h), reach.pathTo(h)]);
    const first = reachable(map, { q: 0, r: 0 }, 4, { cost: foot });
    const expectedNodes = reachable(map, { q: 0, r: 0 }, 4, { cost: foot, canEnd: () => true }).nodes;
    const nodes = [...first.nodes];
    const far = map.hexes[map.size - 2]!;
    // Later queries on the same map, before the first one is ever asked anything.
    const second = reachable(map, far, 6, { cost: foot });
    expect(findPath(map, { q: 0, r: 0 }, far, { cost: foot })).toBeDefined();
    reachable(map, map.hexes[7]!, 3);
    expect(first.nodes).toEqual(nodes);
    expect(first.nodes).toEqual(expectedNodes);
    expect(snapshot(first)).toEqual(snapshot(reachable(map, { q: 0, r: 0 }, 4, { cost: foot, canEnd: () => true })));
    expect(first.costOf({ q: 2, r: 0 })).toBe(3);
    expect(first.pathTo({ q: 2, r: 0 })).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ]);
    // And the second is still its own.
    reachable(map, { q: 0, r: 0 }, 8, { cost: foot });
    expect(snapshot(second)).toEqual(snapshot(reachable(map, far, 6, { cost: foot, canEnd: () => true })));
    expect(second.nodes[0]).toEqual(far);
  });
  it("a StepCosts table reports its cost range and refuses another map", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: [".f."] });
    const table = stepCosts(map, (_, to) => (map.terrain(to) === "forest" ? 2 : 1));
    expect([table.minCost, table.maxCost, table.integral]).toEqual([1, 2, true]);
    expect(table.cost({ q: 0, r: 0 }, { q: 1, r: 0 })).toBe(2);
    expect(table.cost({ q: 0, r: 0 }, { q: 2, r: 0 })).toBe(Infinity);
    const other = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["..."] });
    expect(() => reachable(other, { q: 0, r: 0 }, 3, { cost: table })).toThrowError(expect.objectContaining({ code: "hexgrid/bad-argument" }));
    expect(() => stepCosts(map, () => -2)).toThrowError(/step cost -2 from 0,0 to 1,0 is negative/);
    expect(() => reachable({ neighbors: () => [] as string[] }, "a", 3, { cost: table as never })).toThrow(HexgridError);
  });
  it("SHW-4 a character cannot enter a hex it has not enough MP left for", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", r: "rough" }, rows: [". . r ."] });
    const reach = reachable(map, { q: 0, r: 0 }, 3, { cost: (_, to) => (map.terrain(to) === "rough" ? 2 : 1) });
    expect(reach.costOf({ q: 2, r: 0 })).toBe(3);
    expect(reach.has({ q: 3, r: 0 })).toBe(false);
    expect(reach.nodes.map(hexKey)).toEqual(["0,0", "1,0", "2,0"]);
  });
  it("SHW-4.1 passes through friends but does not end on them, and not through enemies", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["....."] });
    const friend = { q: 1, r: 0 };
    const enemy = { q: 3, r: 0 };
    const reach = reachable(map, { q: 0, r: 0 }, 4, {
      cost: (_, to) => (hexKey(to) === hexKey(enemy) ? Infinity : 1),
      canEnd: (h) => hexKey(h) !== hexKey(friend),
    });
    expect(reach.has(friend)).toBe(false);
    expect(reach.costOf({ q: 2, r: 0 })).toBe(2);
    expect(reach.has({ q: 4, r: 0 })).toBe(false);
  });
  it("SHW-4.1 walls are impassable; a window costs +3 MP for characters on foot", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["...", "..."], hexsides: ["0,0 E wall", "0,0 SE wall,window", "1,0 SE wall", "1,0 SW wall"] });
    const foot: MoveRules<Hex> = {
      cost: (from, to) => {
        const side = map.hexsideFeatures(from, to);
        if (side.includes("window") || side.includes("low-wall")) return 1 + 3;
        if (side.includes("wall")) return Infinity;
        return 1;
      },
    };
    const reach = reachable(map, { q: 0, r: 0 }, 10, foot);
    expect(reach.costOf({ q: 0, r: 1 })).toBe(4); // through the window (south-east of 0,0 is 0,1 on odd-r)
    // (1,0) is walled on its W, SW and SE sides: the way in is round through (2,0).
    expect(reach.costOf({ q: 1, r: 0 })).toBe(7);
    expect(reach.pathTo({ q: 1, r: 0 })).toEqual([
      { q: 0, r: 0 },
      { q: 0, r: 1 },
      { q: 1, r: 1 },
      { q: 2, r: 0 },
      { q: 1, r: 0 },
    ]);
  });
  it("SHW-4.2 infiltration: +2 MP to move between two hexes adjacent to enemies", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["......", "......", "......"] });
    const enemy = { q: 2, r: 1 };
    const near = (h: Hex) => hexDistance(h, enemy) === 1;
    const rules: MoveRules<Hex> = { cost: (from, to) => (hexKey(to) === hexKey(enemy) ? Infinity : 1 + (near(from) && near(to) ? 2 : 0)) };
    const start = { q: 2, r: 0 }; // adjacent to the enemy
    const reach = reachable(map, start, 6, rules);
    expect(reach.costOf({ q: 3, r: 0 })).toBe(3); // sliding along the enemy costs 1 + 2
    expect(reach.costOf({ q: 1, r: 0 })).toBe(1); // moving away costs 1
  });
  it("must stop on entering: a horse entering forest ends its move there", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: [". f . ."] });
    const horse: MoveRules<Hex> = { mustStop: (_, to) => map.terrain(to) === "forest" };
    const reach = reachable(map, { q: 0, r: 0 }, 5, horse);
    expect(reach.costOf({ q: 1, r: 0 })).toBe(1);
    expect(reach.has({ q: 2, r: 0 })).toBe(false);
  });
  it("rejects bad input with typed errors", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."] });
    expect(() => reachable(map, { q: 9, r: 9 }, 3)).toThrowError(expect.objectContaining({ code: "hexgrid/off-map", message: "the start hex 9,9 is not on the map" }));
    expect(() => reachable(map, { q: 0, r: 0 }, -1)).toThrowError(expect.objectContaining({ code: "hexgrid/bad-argument" }));
    expect(() => reachable(map, { q: 0, r: 0 }, 3, { cost: () => -1 })).toThrowError(/step cost -1 from 0,0 to 1,0 is negative/);
    expect(() => findPath(map, { q: 0, r: 0 }, { q: 1, r: 0 }, { cost: () => -1 })).toThrow(HexgridError);
  });
});

describe("findPath (A*)", () => {
  it("A* cost equals Dijkstra's on random maps, and the path is legal", () => {
    fc.assert(
      fc.property(arbScenario, fc.integer({ min: 0, max: 63 }), (s, goalIndex) => {
        const goal = s.map.hexes[goalIndex % s.map.size]!;
        const dijkstra = reachable(s.map, s.start, Infinity, s.rules);
        const found = findPath(s.map, s.start, goal, { ...s.rules, minCost: 0.5 });
        expect(found?.cost).toBe(dijkstra.costOf(goal));
        if (found) {
          expect(found.path[0]).toEqual(s.start);
          expect(found.path.at(-1)).toEqual(goal);
          expect(pathCost(s.rules, found.path)).toBeCloseTo(found.cost, 9);
        }
        // A too-optimistic minCost is detected (inconsistent heuristic) and still gives the cheapest path.
        expect(findPath(s.map, s.start, goal, { ...s.rules, minCost: 5 })?.cost).toBe(dijkstra.costOf(goal));
        // A goal predicate works too.
        expect(findPath(s.map, s.start, (h) => hexKey(h) === hexKey(goal), s.rules)?.cost).toBe(dijkstra.costOf(goal));
      }),
      { numRuns: 300 },
    );
  });
  it("respects maxCost and returns undefined for unreachable or off-map goals", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", x: "blocked" }, rows: [". x ."] });
    const rules: MoveRules<Hex> = { cost: (_, to) => (map.terrain(to) === "blocked" ? Infinity : 1) };
    expect(findPath(map, { q: 0, r: 0 }, { q: 2, r: 0 }, rules)).toBeUndefined();
    expect(findPath(map, { q: 0, r: 0 }, { q: 7, r: 0 }, rules)).toBeUndefined();
    const open = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["...."] });
    expect(findPath(open, { q: 0, r: 0 }, { q: 3, r: 0 }, { maxCost: 2 })).toBeUndefined();
    expect(findPath(open, { q: 0, r: 0 }, { q: 3, r: 0 }, { maxCost: 3 })?.cost).toBe(3);
    expect(findPath(open, { q: 0, r: 0 }, { q: 0, r: 0 })).toEqual({ path: [{ q: 0, r: 0 }], cost: 0 });
  });
});

describe("search over any graph (area maps)", () => {
  // A small area map in the manner of the Syndrome's: areas joined by borders.
  const borders: Record<string, string[]> = {
    Nottingham: ["Sherwood", "Newark", "Derby"],
    Sherwood: ["Nottingham", "Worksop", "Mansfield"],
    Mansfield: ["Sherwood", "Derby"],
    Worksop: ["Sherwood", "Doncaster"],
    Doncaster: ["Worksop", "York"],
    York: ["Doncaster"],
    Newark: ["Nottingham", "Lincoln"],
    Lincoln: ["Newark"],
    Derby: ["Nottingham", "Mansfield"],
  };
  const areaMap: Graph<string> = { neighbors: (area) => borders[area] ?? [] };
  it("finds the areas within three spaces", () => {
    const within = reachable(areaMap, "Nottingham", 3);
    expect(new Set(within.nodes)).toEqual(new Set(["Nottingham", "Sherwood", "Newark", "Derby", "Worksop", "Mansfield", "Lincoln", "Doncaster"]));
    expect(within.costOf("Doncaster")).toBe(3);
    expect(within.has("York")).toBe(false);
  });
  it("finds the shortest route", () => {
    expect(findPath(areaMap, "Lincoln", "York")).toEqual({ path: ["Lincoln", "Newark", "Nottingham", "Sherwood", "Worksop", "Doncaster", "York"], cost: 6 });
    expect(findPath(areaMap, "York", "Atlantis")).toBeUndefined();
  });
  it("works with object nodes given a key, weighted edges and a heuristic", () => {
    type Node = { id: number };
    const nodes = Array.from({ length: 10 }, (_, id) => ({ id }));
    const graph: Graph<Node> = { neighbors: (n) => [nodes[n.id + 1], nodes[n.id + 2]].filter((x): x is Node => x !== undefined), key: (n) => n.id };
    const found = findPath(graph, { id: 0 }, { id: 9 }, { cost: (a, b) => (b.id - a.id === 2 ? 3 : 1), heuristic: (n) => 9 - n.id });
    expect(found?.cost).toBe(9);
    expect(found?.path.map((n) => n.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(reachable(graph, { id: 0 }, 2, { cost: (a, b) => b.id - a.id }).nodes.map((n) => n.id)).toEqual([0, 1, 2]);
  });
});

describe("maps as graphs", () => {
  it("a HexMap lists its on-map neighbours", () => {
    const map = loadHexMap({
      schemaVersion: 1,
      orientation: "pointy",
      hexes: [
        { q: 0, r: 0, terrain: "a" },
        { q: 1, r: 0, terrain: "b" },
      ],
    });
    expect(map.neighbors({ q: 0, r: 0 })).toEqual([{ q: 1, r: 0 }]);
    expect(map.neighbors({ q: 5, r: 0 })).toEqual([]);
    expect(map.indexOf(hexNeighbor({ q: 0, r: 0 }, 0 as Direction))).toBe(1);
  });
});
