// Issue #17: reachable and findPath check their arguments once per call and hold a
// user's graph to its contract, with typed errors naming the argument.
import { describe, expect, it } from "vitest";
import { StepCosts, findPath, parseHexMap, reachable, riderGraph, riderRear, stepCosts, type Direction, type Graph, type Hex, type HexMap } from "../src/index";
import { cpuNow, hexgridError } from "./arbitraries";

const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: ["..f..", ".....", "....."] });
const start = { q: 0, r: 0 };
const goal = { q: 3, r: 2 };
const table = stepCosts(map, (_from, to) => (map.terrain(to) === "forest" ? 2 : 1));
const areas: Graph<string> = { neighbors: (a) => ({ York: ["Leeds"], Leeds: ["York", "Hull"], Hull: ["Leeds"] })[a] ?? [] };

describe("a NaN or fractional start is refused before searching", () => {
  // These once ran until the heap was exhausted (findPath) or returned nodes from a wrong start (reachable).
  const starts: [unknown, string][] = [
    [{ q: Number.NaN, r: 0 }, "start.q"],
    [{ q: 0.5, r: 0 }, "start.q"],
    [{ q: 0, r: 0.5 }, "start.r"],
    [{ q: 0, r: Number.POSITIVE_INFINITY }, "start.r"],
    [null, "start"],
    ["0,0", "start"],
  ];
  for (const [bad, path] of starts) {
    it(`${JSON.stringify(bad) ?? String(bad)} on every search path: ${path}`, () => {
      const calls = [
        () => reachable(map, bad as Hex, 3),
        () => reachable(map, bad as Hex, 3, { cost: table }),
        () => reachable(map, bad as Hex, 3, { canEnd: () => true }),
        () => findPath(map, bad as Hex, goal),
        () => findPath(map, bad as Hex, goal, { cost: () => 1 }),
        () => findPath(map, bad as Hex, goal, { heuristic: () => 0 }),
      ];
      for (const call of calls) expect(hexgridError(call)).toMatchObject({ code: "hexgrid/bad-argument", path });
    });
  }
  it("a NaN goal hex is refused too; an integer goal off the map is simply not found", () => {
    expect(hexgridError(() => findPath(map, start, { q: Number.NaN, r: 1 }))).toMatchObject({ code: "hexgrid/bad-argument", path: "goal.q" });
    expect(findPath(map, start, { q: 40, r: 40 })).toBeUndefined();
    expect(hexgridError(() => reachable(map, { q: 40, r: 40 }, 3))).toMatchObject({ code: "hexgrid/off-map", path: "start" });
  });
});

describe("graphs are held to their contract", () => {
  it("a neighbors() that returns null, a number or a plain object gives hexgrid/bad-graph", () => {
    for (const result of [null, undefined, 3, { a: 1 }]) {
      const graph = { neighbors: () => result } as unknown as Graph<string>;
      expect(hexgridError(() => reachable(graph, "a", 3))).toMatchObject({ code: "hexgrid/bad-graph", path: "graph.neighbors" });
      expect(hexgridError(() => findPath(graph, "a", "b"))).toMatchObject({ code: "hexgrid/bad-graph", path: "graph.neighbors" });
    }
  });
  it("a graph without a neighbors function, or with a key that is not one, is refused up front", () => {
    expect(hexgridError(() => reachable(null as never, "a", 3))).toMatchObject({ code: "hexgrid/bad-graph", path: "graph.neighbors" });
    expect(hexgridError(() => reachable({} as never, "a", 3)).path).toBe("graph.neighbors");
    expect(hexgridError(() => findPath({ neighbors: () => [], key: "id" } as never, "a", "b")).path).toBe("graph.key");
  });
  it("a graph with no end is refused once the search has discovered a million nodes", () => {
    const line: Graph<number> = { neighbors: (n) => [n + 1] };
    const started = cpuNow();
    expect(hexgridError(() => reachable(line, 0, Number.POSITIVE_INFINITY))).toMatchObject({ code: "hexgrid/limit-exceeded", path: "graph" });
    expect(cpuNow() - started).toBeLessThan(10_000);
    expect(reachable(line, 0, 1000).nodes).toHaveLength(1001);
  }, 20_000);
});

describe("budgets, rules and options are checked, each naming its path", () => {
  it("budget and maxCost must be numbers >= 0; minCost a finite one", () => {
    for (const budget of [Number.NaN, -1, "3", null]) expect(hexgridError(() => reachable(map, start, budget as number))).toMatchObject({ code: "hexgrid/bad-argument", path: "budget" });
    expect(hexgridError(() => findPath(map, start, goal, { maxCost: Number.NaN })).path).toBe("options.maxCost");
    expect(hexgridError(() => findPath(map, start, goal, { minCost: Number.POSITIVE_INFINITY })).path).toBe("options.minCost");
    expect(reachable(map, start, Number.POSITIVE_INFINITY).nodes).toHaveLength(map.size);
  });
  it("callbacks must be functions, and cost a function or a StepCosts table", () => {
    expect(hexgridError(() => reachable(map, start, 3, null as never)).path).toBe("rules");
    expect(hexgridError(() => reachable(map, start, 3, { cost: 2 as never })).path).toBe("rules.cost");
    expect(hexgridError(() => reachable(areas, "York", 3, { mustStop: true as never })).path).toBe("rules.mustStop");
    expect(hexgridError(() => findPath(map, start, goal, { canEnd: "no" as never })).path).toBe("options.canEnd");
    expect(hexgridError(() => findPath(map, start, goal, { heuristic: 0 as never })).path).toBe("options.heuristic");
  });
  it("a step cost that is not a number, or a heuristic value that is negative or NaN, is refused during the search", () => {
    for (const bad of [null, "1", undefined, -1]) {
      expect(hexgridError(() => reachable(map, start, 3, { cost: () => bad as number }))).toMatchObject({ code: "hexgrid/bad-argument", path: "cost" });
      expect(hexgridError(() => reachable(areas, "York", 3, { cost: () => bad as number })).path).toBe("cost");
    }
    expect(reachable(map, start, 3, { cost: () => Number.NaN }).nodes).toEqual([start]);
    for (const h of [-1, Number.NaN, "0"]) {
      expect(hexgridError(() => findPath(map, start, goal, { heuristic: () => h as number }))).toMatchObject({ code: "hexgrid/bad-argument", path: "options.heuristic" });
    }
  });
  it("StepCosts tables are built by stepCosts only, which checks its map and costs", () => {
    expect(hexgridError(() => new (StepCosts as unknown as new (...a: unknown[]) => StepCosts)(map, new Float64Array(12), undefined)).code).toBe("hexgrid/bad-argument");
    expect(hexgridError(() => stepCosts({} as HexMap, () => 1))).toMatchObject({ code: "hexgrid/bad-argument", path: "map" });
    expect(hexgridError(() => stepCosts(map, () => null as unknown as number))).toMatchObject({ code: "hexgrid/bad-argument", path: "cost" });
  });
  it("rider graphs check their map and options, and a junk start is off the map", () => {
    expect(hexgridError(() => riderRear({ front: start, facing: 7 as Direction }))).toMatchObject({ code: "hexgrid/bad-argument", path: "position.facing" });
    expect(hexgridError(() => riderGraph({} as never))).toMatchObject({ code: "hexgrid/bad-argument", path: "map" });
    expect(hexgridError(() => riderGraph(map, { pivot: "yes" as never })).path).toBe("options.pivot");
    const riders = riderGraph(map);
    expect(riders.neighbors(null as never)).toEqual([]);
    expect(riders.key?.(null as never)).toBe(-1);
    expect(hexgridError(() => reachable(riders, { front: { q: Number.NaN, r: 0 }, facing: 0 }, 3)).code).toBe("hexgrid/off-map");
  });
});

describe("a search that throws leaves nothing half-changed", () => {
  it("a cost function throwing mid-search leaves the map's scratch memory usable and the rules untouched", () => {
    const expected = reachable(map, start, 4, { cost: table }).nodes.map((h) => ({ ...h }));
    const byFunction = (_from: Hex, to: Hex) => (map.terrain(to) === "forest" ? 2 : 1);
    const expectedByFunction = reachable(map, start, 4, { cost: byFunction }).nodes.map((h) => ({ ...h }));
    let calls = 0;
    const rules = Object.freeze({
      cost: (_from: Hex, to: Hex) => {
        if (++calls === 5) throw new Error("boom");
        return map.terrain(to) === "forest" ? 2 : 1;
      },
    });
    expect(() => reachable(map, start, 4, rules)).toThrow("boom");
    expect(() => findPath(map, start, goal, rules)).not.toThrow();
    expect(reachable(map, start, 4, { cost: table }).nodes).toEqual(expected);
    expect(reachable(map, start, 4, { cost: byFunction }).nodes).toEqual(expectedByFunction);
    expect(new Set(expectedByFunction.map((h) => `${h.q},${h.r}`))).toEqual(new Set(expected.map((h) => `${h.q},${h.r}`)));
  });
});
