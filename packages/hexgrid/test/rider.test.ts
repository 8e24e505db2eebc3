import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HexgridError,
  findPath,
  hexDistance,
  hexKey,
  hexNeighbor,
  parseHexMap,
  reachable,
  riderGraph,
  riderHexes,
  riderRear,
  type Direction,
  type HexMap,
  type MoveRules,
  type RiderPosition,
} from "../src/index";

const posKey = (p: RiderPosition) => `${hexKey(p.front)}>${p.facing}`;

// Sherwood-like terrain: riders may not enter trees or buildings (SHW-4.1); rough costs 2.
const riderRules = (map: HexMap): MoveRules<RiderPosition> => ({
  cost: (_from, to) => {
    const t = map.terrain(to.front);
    if (t === "tree" || t === "building") return Infinity;
    return t === "rough" ? 2 : 1; // SHW-4.3: costs counted on the front hex
  },
});

describe("two-hex units (riders)", () => {
  const map = parseHexMap({
    offset: "odd-r",
    legend: { ".": "clear", t: "tree", r: "rough" },
    rows: ["........", "...t....", "..r.....", "........"],
  });

  it("SHW-1.1 a rider fills its front hex and the hex behind it", () => {
    const p: RiderPosition = { front: { q: 2, r: 0 }, facing: 0 };
    expect(riderRear(p)).toEqual({ q: 1, r: 0 });
    expect(riderHexes(p)).toEqual([
      { q: 2, r: 0 },
      { q: 1, r: 0 },
    ]);
    expect(hexDistance(...riderHexes({ front: { q: 0, r: 0 }, facing: 4 }))).toBe(1);
  });

  it("SHW-4.3 the front moves (straight or veering one side) and the rear follows into the old front hex", () => {
    const graph = riderGraph(map);
    const start: RiderPosition = { front: { q: 2, r: 2 }, facing: 0 };
    const next = [...graph.neighbors(start)];
    expect(next.map(posKey).sort()).toEqual(["3,1>1", "3,2>0", "2,3>5"].sort());
    for (const p of next) expect(riderRear(p)).toEqual(start.front);
  });

  it("SHW-4.1 riders do not enter tree hexes, with either hex", () => {
    const graph = riderGraph(map);
    const reach = reachable(graph, { front: { q: 1, r: 1 }, facing: 0 }, 1, riderRules(map));
    // Straight ahead (2,1) is clear; the tree at (3,1) is out of reach for 1 MP anyway.
    expect(reach.nodes.map(posKey)).toContain("2,1>0");
    const blocked = reachable(graph, { front: { q: 2, r: 1 }, facing: 0 }, 5, riderRules(map));
    for (const p of blocked.nodes) for (const h of riderHexes(p)) expect(map.terrain(h)).not.toBe("tree");
  });

  it("reachable positions agree with a brute-force search over (front, facing) on random maps", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(".", ".", ".", "t", "r"), { minLength: 30, maxLength: 30 }),
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom(0 as const, 1 as const, 2 as const),
        fc.boolean(),
        (cells, startCell, facing, budget, maxTurn, pivot) => {
          const rows = [0, 1, 2, 3, 4].map((y) => cells.slice(y * 6, y * 6 + 6).join(""));
          const m = parseHexMap({ offset: "odd-r", legend: { ".": "clear", t: "tree", r: "rough" }, rows });
          const front = m.hexes[startCell]!;
          const start: RiderPosition = { front, facing: facing as Direction };
          fc.pre(m.has(riderRear(start)));
          const rules: { cost: (from: RiderPosition, to: RiderPosition) => number } = {
            cost: (from, to) => {
              for (const h of riderHexes(to)) if (m.terrain(h) === "tree") return Infinity;
              return hexKey(from.front) === hexKey(to.front) ? 1 : m.terrain(to.front) === "rough" ? 2 : 1;
            },
          };
          const reach = reachable(riderGraph(m, { maxTurn, pivot }), start, budget, rules);
          // Brute force: Bellman-Ford with moves generated from hex arithmetic alone.
          const best = new Map<string, number>([[posKey(start), 0]]);
          const positions = new Map<string, RiderPosition>([[posKey(start), start]]);
          let changed = true;
          while (changed) {
            changed = false;
            for (const [k, cost] of [...best]) {
              const p = positions.get(k)!;
              const moves: RiderPosition[] = [];
              for (let t = -maxTurn; t <= maxTurn; t++) {
                const f = (((p.facing + t) % 6) + 6) % 6;
                moves.push({ front: hexNeighbor(p.front, f as Direction), facing: f as Direction });
              }
              if (pivot) for (const t of [-1, 1]) moves.push({ front: p.front, facing: ((((p.facing + t) % 6) + 6) % 6) as Direction });
              for (const to of moves) {
                if (!riderHexes(to).every((h) => m.has(h))) continue;
                const c = rules.cost!(p, to);
                if (!(c < Infinity) || cost + c > budget) continue;
                if (!(best.get(posKey(to))! <= cost + c)) {
                  best.set(posKey(to), cost + c);
                  positions.set(posKey(to), to);
                  changed = true;
                }
              }
            }
          }
          expect(new Map(reach.nodes.map((p) => [posKey(p), reach.costOf(p)!]))).toEqual(best);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("finds a rider's path to a position, with the same cost as Dijkstra", () => {
    const graph = riderGraph(map);
    const start: RiderPosition = { front: { q: 1, r: 0 }, facing: 0 };
    const goal: RiderPosition = { front: { q: 3, r: 3 }, facing: 4 };
    const found = findPath(graph, start, goal, riderRules(map))!;
    expect(found.cost).toBe(reachable(graph, start, 50, riderRules(map)).costOf(goal));
    for (let i = 1; i < found.path.length; i++) {
      expect(riderRear(found.path[i]!)).toEqual(found.path[i - 1]!.front);
    }
    // Any facing will do: a goal predicate on the front hex.
    const anyFacing = findPath(graph, start, (p) => hexKey(p.front) === "3,3", riderRules(map))!;
    expect(anyFacing.cost).toBeLessThanOrEqual(found.cost);
  });

  it("a straight-only rider cannot turn; an off-map rear is not a position", () => {
    const straight = riderGraph(map, { maxTurn: 0 });
    expect([...straight.neighbors({ front: { q: 1, r: 0 }, facing: 0 })].map(posKey)).toEqual(["2,0>0"]);
    expect([...straight.neighbors({ front: { q: 0, r: 0 }, facing: 0 })]).toEqual([]);
    expect(() => reachable(straight, { front: { q: 0, r: 0 }, facing: 0 }, 3)).toThrowError(expect.objectContaining({ code: "hexgrid/off-map" }));
    expect(() => riderGraph(map, { maxTurn: 3 as 2 })).toThrow(HexgridError);
  });
});
