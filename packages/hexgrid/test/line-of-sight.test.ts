import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldOfView, hexDistance, hexKey, hexLine, hexsideKey, lineOfSight, parseHexMap, type Hex, type SightElement } from "../src/index";
import { arbHex } from "./arbitraries";

const at = (...hexes: Hex[]) => {
  const keys = new Set(hexes.map(hexKey));
  return (e: SightElement) => e.kind === "hex" && keys.has(hexKey(e.hex));
};

describe("line of sight", () => {
  it("SHW-3.1 counts range in hexes and lists every hex and hexside crossed", () => {
    const sight = lineOfSight({ q: 0, r: 0 }, { q: 5, r: -2 }, () => false);
    expect(sight.distance).toBe(5);
    expect(sight.blocked).toBe(false);
    expect(sight.hexes).toEqual(hexLine({ q: 0, r: 0 }, { q: 5, r: -2 }));
    expect(sight.hexsides).toHaveLength(5);
    expect(sight.hexsides.every((s) => !s.along && hexDistance(s.between[0], s.between[1]) === 1)).toBe(true);
  });
  it("SHW-3.1.2 trees block fire through them, but fire into a tree hex is allowed", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", t: "tree" }, rows: [". t . t"] });
    const trees = (e: SightElement) => e.kind === "hex" && map.terrain(e.hex) === "tree";
    expect(lineOfSight({ q: 0, r: 0 }, { q: 1, r: 0 }, trees).blocked).toBe(false);
    expect(lineOfSight({ q: 0, r: 0 }, { q: 3, r: 0 }, trees).blocked).toBe(true);
    expect(lineOfSight({ q: 0, r: 0 }, { q: 2, r: 0 }, trees).blockers).toEqual([{ kind: "hex", hex: { q: 1, r: 0 }, index: 1, tie: false, endpoint: false }]);
  });
  it("SHW-3.1.1 walls on hexsides block; a window lets the line through", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["....."], hexsides: ["1,0 E wall", "3,0 E wall,window"] });
    const walls = (e: SightElement) => e.kind === "hexside" && map.hexsideHas(e.between[0], e.between[1], "wall") && !map.hexsideHas(e.between[0], e.between[1], "window");
    const blockedWall = lineOfSight({ q: 0, r: 0 }, { q: 3, r: 0 }, walls);
    expect(blockedWall.blocked).toBe(true);
    expect(blockedWall.blockers.map((b) => (b.kind === "hexside" ? hexsideKey(b.hexside) : ""))).toEqual(["1,0|2,0"]);
    expect(lineOfSight({ q: 2, r: 0 }, { q: 4, r: 0 }, walls).blocked).toBe(false);
  });
  it("endpoints are shown to the predicate only when asked", () => {
    const seen: Hex[] = [];
    lineOfSight({ q: 0, r: 0 }, { q: 2, r: 0 }, (e) => {
      if (e.kind === "hex") seen.push(e.hex);
      return false;
    });
    expect(seen).toEqual([{ q: 1, r: 0 }]);
    expect(lineOfSight({ q: 0, r: 0 }, { q: 2, r: 0 }, at({ q: 2, r: 0 }), { endpoints: true }).blocked).toBe(true);
    expect(lineOfSight({ q: 0, r: 0 }, { q: 2, r: 0 }, at({ q: 2, r: 0 })).blocked).toBe(false);
  });
});

describe("lines of fire along a hexside (ties)", () => {
  const from = { q: 0, r: 0 };
  const to = { q: 1, r: 1 }; // runs along the side between (1,0) and (0,1)
  it("reports both hexes of the tie and the hexside run along", () => {
    const sight = lineOfSight(from, to, () => false);
    expect(sight.ties).toHaveLength(1);
    expect(new Set(sight.ties[0]!.hexes.map(hexKey))).toEqual(new Set(["1,0", "0,1"]));
    expect(hexsideKey(sight.ties[0]!.along)).toBe("0,1|1,0");
    expect(sight.hexes.map(hexKey)).toEqual(expect.arrayContaining(["0,0", "1,0", "0,1", "1,1"]));
    const along = sight.hexsides.filter((s) => s.along);
    expect(along.map((s) => hexsideKey(s.hexside))).toEqual(["0,1|1,0"]);
  });
  it("one blocker on one side: open under the 'both' rule, blocked under 'either'", () => {
    expect(lineOfSight(from, to, at({ q: 1, r: 0 })).blocked).toBe(false);
    expect(lineOfSight(from, to, at({ q: 0, r: 1 })).blocked).toBe(false);
    const strict = lineOfSight(from, to, at({ q: 1, r: 0 }), { tieRule: "either" });
    expect(strict.blocked).toBe(true);
    expect(strict.ties[0]!.blockedSides.filter(Boolean)).toHaveLength(1);
  });
  it("blockers on both sides block under either rule", () => {
    expect(lineOfSight(from, to, at({ q: 1, r: 0 }, { q: 0, r: 1 })).blocked).toBe(true);
    expect(lineOfSight(from, to, at({ q: 1, r: 0 }, { q: 0, r: 1 }), { tieRule: "either" }).blocked).toBe(true);
  });
  it("a wall on one side of the tie blocks that side only; a wall along the line is the caller's call", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["...", "...", "..."], hexsides: ["1,0 SW wall"] });
    // (1,0) -> SW is the side between (1,0) and (0,1): exactly the side the line runs along.
    const wallAlongBlocks = (e: SightElement) => e.kind === "hexside" && map.hexsideHas(e.between[0], e.between[1], "wall");
    const sight = lineOfSight(from, to, wallAlongBlocks);
    expect(sight.blocked).toBe(true);
    expect(sight.blockers).toHaveLength(1);
    expect(sight.blockers[0]!.kind === "hexside" && sight.blockers[0]!.along).toBe(true);
    const grazingIsFine = (e: SightElement) => wallAlongBlocks(e) && !(e.kind === "hexside" && e.along);
    expect(lineOfSight(from, to, grazingIsFine).blocked).toBe(false);
    // A wall between the start and one tie hex blocks only that side of the tie.
    const side = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["...", "...", "..."], hexsides: ["0,0 E wall"] });
    const walls = (e: SightElement) => e.kind === "hexside" && side.hexsideHas(e.between[0], e.between[1], "wall");
    expect(lineOfSight(from, to, walls).blocked).toBe(false);
    expect(lineOfSight(from, to, walls, { tieRule: "either" }).blocked).toBe(true);
  });
  it("a long line along hexsides has a tie every other hex, each judged on its own", () => {
    const sight = lineOfSight({ q: 0, r: 0 }, { q: 3, r: 3 }, at({ q: 1, r: 0 }, { q: 1, r: 2 }));
    expect(sight.ties.map((t) => t.index)).toEqual([1, 3, 5]);
    expect(sight.blocked).toBe(false); // one side blocked at two different ties, never both sides of one tie
    expect(lineOfSight({ q: 0, r: 0 }, { q: 3, r: 3 }, at({ q: 2, r: 1 }, { q: 1, r: 2 })).blocked).toBe(true);
  });
  it("a line crossing a hexside at its midpoint meets both hexes, and either blocks", () => {
    const sight = lineOfSight({ q: 0, r: 0 }, { q: -1, r: 4 }, at({ q: 0, r: 2 }));
    expect(sight.ties).toHaveLength(0);
    expect(sight.blocked).toBe(true);
    expect(sight.hexsides.map((s) => hexsideKey(s.hexside))).toContain("-1,2|0,2");
  });
  it("with nothing blocking, no line is ever blocked; with everything blocking, only adjacent hexes are seen", () => {
    fc.assert(
      fc.property(arbHex(10), arbHex(10), (a, b) => {
        expect(lineOfSight(a, b, () => false).blocked).toBe(false);
        const all = lineOfSight(a, b, (e) => e.kind === "hex");
        expect(all.blocked).toBe(hexDistance(a, b) > 1);
      }),
    );
  });
});

describe("field of view", () => {
  it("hides what is behind a blocker and keeps everything else in range", () => {
    const visible = fieldOfView({ q: 0, r: 0 }, 3, at({ q: 1, r: 0 }));
    const keys = new Set(visible.map(hexKey));
    expect(keys.has("1,0")).toBe(true);
    expect(keys.has("2,0")).toBe(false);
    expect(keys.has("3,0")).toBe(false);
    expect(keys.has("0,3")).toBe(true);
    // Hidden: the four hexes whose centre lines pass through the interior of (1,0).
    expect(new Set(fieldOfView({ q: 0, r: 0 }, 3, () => false).map(hexKey)).size).toBe(37);
    expect(37 - visible.length).toBe(4);
    for (const k of ["2,0", "2,1", "3,0", "3,-1"]) expect(keys.has(k)).toBe(false);
    for (const h of visible) expect(lineOfSight({ q: 0, r: 0 }, h, at({ q: 1, r: 0 })).blocked).toBe(false);
  });
  it("can be restricted to a map", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["...", "..."] });
    expect(fieldOfView({ q: 0, r: 0 }, 5, () => false, { within: (h) => map.has(h) })).toHaveLength(6);
  });
});
