import fc from "fast-check";
import { expect } from "vitest";
import { hexDistance, hexKey, hexNeighbors, parseHexMap, type Hex, type HexMap, type MoveRules } from "../src/index";

// ---------- random maps and an independent brute-force search ----------

const TERRAIN = ["clear", "rough", "forest", "blocked"] as const;
const TERRAIN_COST: Record<string, number> = { clear: 1, rough: 2, forest: 3, blocked: Infinity };

export interface Scenario {
  map: HexMap;
  rules: MoveRules<Hex> & { cost: (from: Hex, to: Hex) => number };
  start: Hex;
  budget: number;
}

export const arbScenario: fc.Arbitrary<Scenario> = fc
  .record({
    width: fc.integer({ min: 2, max: 8 }),
    height: fc.integer({ min: 2, max: 8 }),
    seedTerrain: fc.array(fc.constantFrom(...TERRAIN), { minLength: 64, maxLength: 64 }),
    walls: fc.array(fc.tuple(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 0, max: 5 })), { maxLength: 12 }),
    friends: fc.array(fc.integer({ min: 0, max: 63 }), { maxLength: 5 }),
    enemies: fc.array(fc.integer({ min: 0, max: 63 }), { maxLength: 3 }),
    startIndex: fc.integer({ min: 0, max: 63 }),
    budget: fc.integer({ min: 0, max: 10 }),
    horse: fc.boolean(),
    fractional: fc.boolean(),
  })
  .map((o) => {
    const rows: string[] = [];
    const legend = { c: "clear", r: "rough", f: "forest", x: "blocked" };
    const letter = { clear: "c", rough: "r", forest: "f", blocked: "x" } as const;
    for (let y = 0; y < o.height; y++) {
      let row = "";
      for (let x = 0; x < o.width; x++) row += letter[o.seedTerrain[y * o.width + x]!];
      rows.push(row);
    }
    const n = o.width * o.height;
    const hexsides = o.walls
      .map(([i, d]) => ({ col: (i % n) % o.width, row: Math.floor((i % n) / o.width), d }))
      .map(({ col, row, d }) => `${col},${row} ${["E", "NE", "NW", "W", "SW", "SE"][d]} wall`);
    let map: HexMap;
    try {
      map = parseHexMap({ offset: "odd-r", legend, rows, hexsides });
    } catch {
      map = parseHexMap({ offset: "odd-r", legend, rows });
    }
    const pick = (i: number) => map.hexes[i % map.size]!;
    const friends = new Set(o.friends.map((i) => hexKey(pick(i))));
    const enemies = o.enemies.map(pick);
    const enemyKeys = new Set(enemies.map(hexKey));
    const start = pick(o.startIndex);
    enemyKeys.delete(hexKey(start));
    const nextToEnemy = (h: Hex) => enemies.some((e) => enemyKeys.has(hexKey(e)) && hexDistance(e, h) === 1);
    const rules: Scenario["rules"] = {
      cost: (from, to) => {
        if (enemyKeys.has(hexKey(to)) || map.hexsideHas(from, to, "wall")) return Infinity;
        const base = TERRAIN_COST[map.terrain(to)!]! * (o.fractional ? 0.5 : 1);
        return base + (nextToEnemy(from) && nextToEnemy(to) ? 2 : 0); // SHW-4.2 infiltration
      },
      canEnd: (h) => !friends.has(hexKey(h)),
      ...(o.horse ? { mustStop: (_from: Hex, to: Hex) => map.terrain(to) === "forest" } : {}),
    };
    return { map, rules, start, budget: o.budget };
  });

/** Bellman-Ford over (hex, stopped) states using only hex arithmetic: no shared code with the search. */
export function bruteForce(s: Scenario, starts: readonly { node: Hex; cost: number }[] = [{ node: s.start, cost: 0 }]): Map<string, number> {
  const best = new Map<string, number>(); // key "q,r|stopped"
  for (const { node, cost } of starts) if (cost <= s.budget && !(best.get(`${hexKey(node)}|0`)! <= cost)) best.set(`${hexKey(node)}|0`, cost);
  let changed = true;
  while (changed) {
    changed = false;
    for (const [state, cost] of [...best]) {
      const [k, stopped] = state.split("|");
      if (stopped === "1") continue;
      const [q, r] = k!.split(",").map(Number) as [number, number];
      for (const to of hexNeighbors({ q, r })) {
        if (!s.map.has(to)) continue;
        const c = s.rules.cost!({ q, r }, to);
        if (!(c < Infinity) || cost + c > s.budget) continue;
        const key = `${hexKey(to)}|${s.rules.mustStop?.({ q, r }, to) ? 1 : 0}`;
        if (!(best.get(key)! <= cost + c)) {
          best.set(key, cost + c);
          changed = true;
        }
      }
    }
  }
  const out = new Map<string, number>();
  for (const [state, cost] of best) {
    const k = state.split("|")[0]!;
    const [q, r] = k.split(",").map(Number) as [number, number];
    if (!s.rules.canEnd!({ q, r })) continue;
    if (!(out.get(k)! <= cost)) out.set(k, cost);
  }
  return out;
}

export function pathCost(rules: { cost?: (from: Hex, to: Hex) => number }, path: Hex[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    expect(hexDistance(path[i - 1]!, path[i]!)).toBe(1);
    total += rules.cost!(path[i - 1]!, path[i]!);
  }
  return total;
}
