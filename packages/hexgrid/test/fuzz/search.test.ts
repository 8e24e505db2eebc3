import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HEXGRID_LIMITS,
  findPath,
  hexDistance,
  levelGraph,
  locatedFromKey,
  locatedKey,
  mapRegion,
  parseHexMap,
  reachable,
  reachableFrom,
  riderGraph,
  stepCosts,
  type Graph,
  type Hex,
  type MoveRules,
  type PathOptions,
  type RegionQuery,
  type StartAt,
} from "../../src/index";
import { deepFreeze, junk, junkHex, junkNumber, snapshot, typedOrValid } from "./junk";
import { cpuNow } from "../arbitraries";

const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest", "#": "rock" }, rows: ["..f..#", ".#..f.", "......", "f..#.."] });
const table = stepCosts(map, (_from, to) => (map.terrain(to) === "rock" ? Infinity : map.terrain(to) === "forest" ? 2 : 1));
const budget = fc.oneof(fc.integer({ min: 0, max: 8 }), junkNumber, junk);
/** A callback that behaves, or misbehaves (junk results), or is junk itself. */
const callback = fc.oneof(
  fc.constant(undefined),
  fc.constant(() => 1),
  fc.constant(() => true),
  junk.map((value) => () => value),
  junk,
);
const rules = fc.oneof(fc.constant(undefined), fc.record({ cost: fc.oneof(callback, fc.constant(table)), mustStop: callback, canEnd: callback }, { requiredKeys: [] }), junk);
const options = fc.oneof(rules, fc.record({ cost: fc.oneof(callback, fc.constant(table)), heuristic: callback, minCost: fc.oneof(junkNumber, junk), maxCost: budget }, { requiredKeys: [] }));

const onMap = (h: Hex) => map.has(h);
const adjacent = (path: readonly Hex[]) => path.every((h, i) => i === 0 || hexDistance(h, path[i - 1]!) === 1);

/** Calls `fn` with frozen arguments and checks they are unchanged afterwards. */
function unchanged<A extends unknown[]>(args: A, fn: (...a: A) => void): void {
  const before = snapshot(args);
  fn(...deepFreeze(args));
  expect(snapshot(args)).toBe(before);
}

describe("fuzz: searches on a hex map", () => {
  const start = fc.oneof(fc.constantFrom(...map.hexes), junkHex);
  it("reachable with any start, budget and rules: a typed error, or nodes on the map within the budget", () => {
    fc.assert(
      fc.property(start, budget, rules, (s, b, r) => {
        unchanged([s, b, r], (s1, b1, r1) => {
          typedOrValid(
            () => reachable(map, s1 as Hex, b1 as number, r1 as MoveRules<Hex>),
            (reach) => {
              expect(reach.nodes.every(onMap)).toBe(true);
              for (const h of reach.nodes) expect(reach.costOf(h)! <= (b1 as number)).toBe(true);
              const last = reach.nodes.at(-1);
              if (last) expect(adjacent(reach.pathTo(last)!)).toBe(true);
            },
          );
        });
      }),
      { numRuns: 600 },
    );
  });
  it("findPath with any start, goal and options: a typed error, or a legal path on the map", () => {
    const goal = fc.oneof(
      start,
      fc.constant((h: Hex) => h.q === 3),
      junk.map((v) => () => v),
    );
    fc.assert(
      fc.property(start, goal, options, (s, g, o) => {
        unchanged([s, g, o], (s1, g1, o1) => {
          typedOrValid(
            () => findPath(map, s1 as Hex, g1 as Hex, o1 as PathOptions<Hex>),
            (found) => {
              if (found === undefined) return;
              expect(found.path.every(onMap) && adjacent(found.path)).toBe(true);
              expect(found.cost).toBeGreaterThanOrEqual(0);
            },
          );
        });
      }),
      { numRuns: 600 },
    );
  });
  it("reachableFrom with junk starts, costs, budgets and rules: a typed error, or nodes on the map within the budget", () => {
    const startAt = fc.oneof(fc.record({ node: start, cost: fc.oneof(fc.constant(undefined), fc.integer({ min: 0, max: 3 }), junkNumber, junk) }, { requiredKeys: ["node"] }), junk);
    const starts = fc.oneof(fc.array(startAt, { maxLength: 4 }), junk);
    fc.assert(
      fc.property(starts, budget, rules, (st, b, r) => {
        unchanged([st, b, r], (st1, b1, r1) => {
          typedOrValid(
            () => reachableFrom(map, st1 as StartAt<Hex>[], b1 as number, r1 as MoveRules<Hex>),
            (reach) => {
              expect(reach.nodes.every(onMap)).toBe(true);
              for (const h of reach.nodes) {
                expect(reach.costOf(h)!).toBeLessThanOrEqual(b1 as number);
                expect(adjacent(reach.pathTo(h)!)).toBe(true);
              }
            },
          );
        });
      }),
      { numRuns: 300 },
    );
  });
  it("mapRegion with junk queries: a typed error, or map hexes", () => {
    const query = fc.oneof(
      fc.record(
        { near: fc.oneof(fc.array(junkHex, { maxLength: 4 }), junk), radius: fc.oneof(fc.integer({ min: 0, max: 4 }), junkNumber, fc.constant(HEXGRID_LIMITS.radius + 1), junk), where: callback },
        { requiredKeys: [] },
      ),
      junk,
    );
    fc.assert(
      fc.property(query, (q) => {
        unchanged([q], (q1) => {
          typedOrValid(
            () => mapRegion(map, q1 as RegionQuery),
            (hexes) => expect(hexes.every(onMap)).toBe(true),
          );
        });
      }),
      { numRuns: 300 },
    );
  });
  it("rider graphs with junk options and positions", () => {
    const position = fc.oneof(fc.record({ front: fc.constantFrom(...map.hexes), facing: fc.oneof(fc.integer({ min: -1, max: 6 }), junk) }), junk);
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(undefined), fc.record({ maxTurn: fc.oneof(fc.constantFrom(0, 1, 2), junk), pivot: fc.oneof(fc.boolean(), junk) }, { requiredKeys: [] }), junk),
        position,
        budget,
        (o, p, b) => {
          typedOrValid(
            () => riderGraph(map, o as never),
            (riders) => {
              expect(Array.isArray(riders.neighbors(p as never))).toBe(true);
              typedOrValid(
                () => reachable(riders, p as never, b as number),
                (reach) => expect(reach.nodes.every((n) => map.has(n.front))).toBe(true),
              );
            },
          );
        },
      ),
      { numRuns: 300 },
    );
  });
  it("level graphs with junk level lists, places and costs; located keys of junk", () => {
    const levels = fc.oneof(
      fc.constant(undefined),
      fc.constant(() => [0, 1]),
      fc.constant((h: Hex) => (h.q % 2 === 0 ? [0] : [1, 2])),
      junk.map((v) => () => v),
      junk,
    );
    const place = fc.oneof(fc.record({ q: fc.integer({ min: -1, max: 6 }), r: fc.integer({ min: -1, max: 4 }), level: fc.oneof(fc.integer({ min: -1, max: 16 }), junk) }), junkHex, junk);
    fc.assert(
      fc.property(fc.oneof(fc.record({ levels, acrossLevels: fc.oneof(fc.boolean(), junk) }, { requiredKeys: [] }), junk), place, budget, rules, (o, p, b, r) => {
        unchanged([p, b], (p1, b1) => {
          typedOrValid(
            () => locatedKey(p1 as never),
            // A level of -0 is written as 0, as q and r are: the key names the place, not the sign of a zero.
            (key) => expect(locatedFromKey(key)).toEqual(expect.objectContaining({ level: (p1 as { level: number }).level + 0 })),
          );
          typedOrValid(() => locatedFromKey(p1 as never));
          typedOrValid(
            () => levelGraph(map, o as never),
            (graph) => {
              expect(Array.isArray(graph.neighbors(p1 as never))).toBe(true);
              typedOrValid(
                () => reachable(graph, p1 as never, b1 as number, r as never),
                (reach) => expect(reach.nodes.every((n) => map.has(n) && Number.isInteger(n.level))).toBe(true),
              );
            },
          );
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe("fuzz: searches on graphs that break their contract", () => {
  /** What a graph's neighbors() may hand back: proper lists, junk, iterables that end and ones that never do. */
  const result = fc.oneof(fc.array(fc.oneof(fc.constantFrom("a", "b", "c", "d"), junk), { maxLength: 6 }), fc.constantFrom(new Set(["a", "b"]), "abc", new Map([["a", 1]])), junk);
  // The callbacks here never throw themselves: an exception a user's callback throws is passed on as it is.
  it("any neighbours, keys and rules: a typed error (bad-graph, bad-argument, limit-exceeded) or a result", () => {
    fc.assert(
      fc.property(
        fc.array(result, { minLength: 1, maxLength: 5 }),
        fc.oneof(
          fc.constant(undefined),
          fc.constant((n: unknown) => (typeof n === "object" || typeof n === "symbol" ? typeof n : String(n))),
          junk.map((v) => () => v),
          junk,
        ),
        budget,
        rules,
        (results, key, b, r) => {
          let calls = 0;
          const graph = { neighbors: () => results[calls++ % results.length], key } as unknown as Graph<string>;
          typedOrValid(
            () => reachable(graph, "a", b as number, r as MoveRules<string>),
            (reach) => expect(Array.isArray(reach.nodes)).toBe(true),
          );
          calls = 0;
          typedOrValid(() => findPath(graph, "a", "d", r as PathOptions<string>));
        },
      ),
      { numRuns: 600 },
    );
  });
  it("a graph with no end, searched with no budget, is refused at the node limit in bounded time", () => {
    const started = cpuNow();
    typedOrValid(
      () => findPath({ neighbors: (n: number) => [n + 1, n * 2] }, 1, 0),
      () => expect.unreachable(),
    );
    expect(cpuNow() - started).toBeLessThan(5000);
  }, 20_000);
  it("a neighbors() that never stops yielding is refused at the step limit", () => {
    function* forever(): Generator<string> {
      for (;;) yield "a";
    }
    const started = cpuNow();
    typedOrValid(
      () => reachable({ neighbors: forever }, "a", 5),
      () => expect.unreachable(),
    );
    expect(cpuNow() - started).toBeLessThan(10_000);
    expect(HEXGRID_LIMITS.graphSteps).toBe(16_000_000);
  }, 30_000);
});
