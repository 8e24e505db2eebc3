import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexDistance, hexKey, mapRegion, offsetToHex, parseHexMap, reachableFrom, stepCosts, type Hex } from "../src/index";
import { arbHex, hexgridError } from "./arbitraries";
import { arbScenario, bruteForce, pathCost } from "./search-scenarios";

/** A scenario plus up to four starts on its map, each with a starting cost. */
const arbStarts = fc.tuple(arbScenario, fc.array(fc.tuple(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 0, max: 4 })), { minLength: 1, maxLength: 4 })).map(([s, picks]) => ({
  s,
  starts: picks.map(([i, cost]) => ({ node: s.map.hexes[i % s.map.size]!, cost })),
}));

describe("reachableFrom (several starts, each with its own cost)", () => {
  it("SHW-4: entering from a map edge, the first hex is paid for and counts against the MP", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: ["f...", "....", "...."] });
    const cost = (_from: Hex, to: Hex) => (map.terrain(to) === "forest" ? 2 : 1);
    const edge = [0, 1, 2].map((row) => offsetToHex({ col: 0, row }, "odd-r")).map((node) => ({ node, cost: cost(node, node) }));
    const reach = reachableFrom(map, edge, 3, { cost });
    expect(reach.costOf(offsetToHex({ col: 0, row: 0 }, "odd-r"))).toBe(2);
    expect(reach.costOf(offsetToHex({ col: 2, row: 1 }, "odd-r"))).toBe(3);
    expect(reach.has(offsetToHex({ col: 3, row: 1 }, "odd-r"))).toBe(false);
    expect(reach.pathTo(offsetToHex({ col: 2, row: 1 }, "odd-r"))![0]).toEqual(offsetToHex({ col: 0, row: 1 }, "odd-r"));
  });
  it("agrees with a brute-force search seeded with every start, paths begin at a start and cost what they say", () => {
    fc.assert(
      fc.property(arbStarts, ({ s, starts }) => {
        const reach = reachableFrom(s.map, starts, s.budget, s.rules);
        expect(new Map(reach.nodes.map((h) => [hexKey(h), reach.costOf(h)!]))).toEqual(bruteForce(s, starts));
        for (const h of reach.nodes) {
          const path = reach.pathTo(h)!;
          const start = starts.filter((st) => hexKey(st.node) === hexKey(path[0]!));
          expect(start.length).toBeGreaterThan(0);
          expect(pathCost(s.rules, path) + Math.min(...start.map((st) => st.cost))).toBeCloseTo(reach.costOf(h)!, 9);
          expect(path.at(-1)).toEqual(h);
        }
      }),
      { numRuns: 150 },
    );
  });
  it("a StepCosts table gives the same results as its cost function", () => {
    fc.assert(
      fc.property(arbStarts, ({ s, starts }) => {
        const table = stepCosts(s.map, s.rules.cost, s.rules.mustStop);
        const viaTable = reachableFrom(s.map, starts, s.budget, { cost: table, canEnd: s.rules.canEnd });
        const viaFunction = reachableFrom(s.map, starts, s.budget, s.rules);
        expect(new Map(viaTable.nodes.map((h) => [hexKey(h), viaTable.costOf(h)]))).toEqual(new Map(viaFunction.nodes.map((h) => [hexKey(h), viaFunction.costOf(h)])));
      }),
      { numRuns: 80 },
    );
  });
  it("refuses bad starts with their path", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["..."] });
    expect([hexgridError(() => reachableFrom(map, [{ node: { q: 9, r: 9 } }], 3)).code, hexgridError(() => reachableFrom(map, [{ node: { q: 9, r: 9 } }], 3)).path]).toEqual([
      "hexgrid/off-map",
      "starts[0].node",
    ]);
    expect(hexgridError(() => reachableFrom(map, [{ node: { q: 0, r: 0 } }, { node: { q: 1, r: 0 }, cost: -1 }], 3)).path).toBe("starts[1].cost");
    expect(hexgridError(() => reachableFrom(map, "edge" as never, 3)).path).toBe("starts");
    expect(reachableFrom(map, [], 3).nodes).toEqual([]);
  });
});

describe("mapRegion (hexes near a set of hexes, filtered)", () => {
  const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", s: "scrub", B: "building" }, rows: ["s.s...", ".BB.s.", "s....s", "..s..."] });
  it("scrub within two hexes of the building, nearest first", () => {
    const building = map.hexes.filter((h) => map.terrain(h) === "building");
    const scrub = mapRegion(map, { near: building, radius: 2, where: (h) => map.terrain(h) === "scrub" });
    expect(scrub.every((h) => map.terrain(h) === "scrub")).toBe(true);
    const d = scrub.map((h) => Math.min(...building.map((b) => hexDistance(b, h))));
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(scrub.length).toBeGreaterThan(0);
  });
  it("agrees with a scan of every hex (any radius, centres on or off the map)", () => {
    fc.assert(
      fc.property(fc.array(arbHex(8), { maxLength: 6 }), fc.integer({ min: 0, max: 5 }), fc.boolean(), (near, radius, filter) => {
        const where = filter ? (h: Hex) => map.terrain(h) !== "clear" : undefined;
        const got = mapRegion(map, { near, radius, where });
        const expected = map.hexes
          .map((h, k) => ({ h, k, d: Math.min(...near.map((c) => hexDistance(c, h))) }))
          .filter(({ h, d }) => d <= radius && (where === undefined || where(h)))
          .sort((a, b) => a.d - b.d || a.k - b.k)
          .map(({ h }) => h);
        expect(got).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
  it("without near it filters the whole map; bad queries are refused with their path", () => {
    expect(mapRegion(map, {}).length).toBe(map.size);
    expect(hexgridError(() => mapRegion(map, { near: [{ q: 0.5, r: 0 }] })).path).toBe("query.near[0].q");
    expect(hexgridError(() => mapRegion(map, { near: [], radius: -1 })).path).toBe("query.radius");
    expect(hexgridError(() => mapRegion({} as never, {})).path).toBe("map");
  });
});
