import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composeMaps, hexKey, hexNeighbors, hexToOffset, loadHexMap, offsetToHex, parseHexMap, type Hex, type HexMap } from "../src/index";
import { hexgridError } from "./arbitraries";

const sheet = (rows: string[], hexsides: string[] = []) => parseHexMap({ offset: "odd-r", legend: { ".": "clear", t: "tree", s: "scrub" }, rows, hexsides });
const rowOf = (map: HexMap, r: number) => map.hexes.filter((h) => h.r === r);

/** A small random map and a placement for it. */
const arbPart = fc
  .record({
    width: fc.integer({ min: 1, max: 4 }),
    height: fc.integer({ min: 1, max: 4 }),
    letters: fc.array(fc.constantFrom(".", "t", "s"), { minLength: 16, maxLength: 16 }),
    wall: fc.option(fc.integer({ min: 0, max: 15 })),
    rotation: fc.constantFrom(0 as const, 180 as const),
    offset: fc.record({ q: fc.integer({ min: -6, max: 6 }), r: fc.integer({ min: -6, max: 6 }) }),
  })
  .map((o) => {
    const rows = Array.from({ length: o.height }, (_, y) => o.letters.slice(y * o.width, (y + 1) * o.width).join(""));
    let map = sheet(rows);
    if (o.wall !== null && map.size > 1) {
      const h = map.hexes[o.wall % map.size]!;
      const n = map.neighbors(h)[0];
      if (n) map = loadHexMap({ ...map.toData(), hexsides: [{ between: [h, n], features: ["wall"] }] });
    }
    return { map, rotation: o.rotation, offset: o.offset, sides: { top: rowOf(map, 0), bottom: rowOf(map, o.height - 1) } };
  });

const moveOf =
  (p: { rotation: 0 | 180; offset: Hex }) =>
  (h: Hex): Hex =>
    p.rotation === 180 ? { q: -h.q + p.offset.q + 0, r: -h.r + p.offset.r + 0 } : { q: h.q + p.offset.q, r: h.r + p.offset.r };

describe("composeMaps (maps side by side, seams, named sides)", () => {
  it("two sheets, one turned 180 degrees: sides 3 meet, sides 1 are the outside", () => {
    const north = sheet(["..t", "...", "..."]);
    const board = composeMaps([
      { id: "north", map: north, sides: { "1": rowOf(north, 0), "3": rowOf(north, 2) } },
      { id: "south", map: north, rotation: 180, offset: { q: 1, r: 5 }, sides: { "1": rowOf(north, 0), "3": rowOf(north, 2) } },
    ]);
    expect(board.outerSides).toEqual([
      { part: "north", side: "1" },
      { part: "south", side: "1" },
    ]);
    expect(board.sides.find((s) => s.part === "north" && s.side === "3")!.joined).toEqual([{ part: "south", side: "3" }]);
    expect(board.map.terrain(board.toComposed("south", { q: 2, r: 0 }))).toBe("tree");
    expect(board.localHex(board.toComposed("south", { q: 2, r: 0 }))).toEqual({ part: "south", hex: { q: 2, r: 0 } });
    expect(board.seams.length).toBeGreaterThan(0);
  });
  it("a printed odd-r sheet with an even number of rows flipped about its centre (col, row to C-1-col, R-1-row) is a half turn plus an offset", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 10 }), (columns, halfRows, col0, row0) => {
        const rows = 2 * halfRows;
        const origin = { col: col0, row: 2 * row0 };
        const flip = (h: Hex) => {
          const o = hexToOffset(h, "odd-r");
          return offsetToHex({ col: columns - 1 - o.col + origin.col, row: rows - 1 - o.row + origin.row }, "odd-r");
        };
        const first = offsetToHex({ col: 0, row: 0 }, "odd-r");
        const f = flip(first);
        const offset = { q: f.q + first.q, r: f.r + first.r };
        for (let row = 0; row < rows; row++)
          for (let col = 0; col < columns; col++) {
            const h = offsetToHex({ col, row }, "odd-r");
            expect(moveOf({ rotation: 180, offset })(h)).toEqual(flip(h));
          }
      }),
      { numRuns: 60 },
    );
  });
  it("agrees with a brute-force union: hexes, terrain, hexsides, origins, seams, joins; overlaps are refused", () => {
    fc.assert(
      fc.property(fc.array(arbPart, { minLength: 1, maxLength: 3 }), (parts) => {
        const placed = parts.map((p, i) => ({ id: `p${i}`, ...p }));
        const owner = new Map<string, { part: string; local: Hex }>();
        let overlap = false;
        for (const p of placed)
          for (const h of p.map.hexes) {
            const k = hexKey(moveOf(p)(h));
            if (owner.has(k)) overlap = true;
            else owner.set(k, { part: p.id, local: h });
          }
        if (overlap) {
          const error = hexgridError(() => composeMaps(placed));
          expect(error.code).toBe("hexgrid/invalid-map");
          expect(error.issues[0]!.path).toMatch(/^parts\[\d\]\.offset$/);
          return;
        }
        const board = composeMaps(placed);
        expect(new Set(board.map.hexes.map(hexKey))).toEqual(new Set(owner.keys()));
        for (const p of placed) {
          const move = moveOf(p);
          for (const h of p.map.hexes) {
            expect(board.map.terrain(move(h))).toBe(p.map.terrain(h));
            expect(board.localHex(move(h))).toEqual({ part: p.id, hex: { q: h.q, r: h.r } });
            for (const n of p.map.neighbors(h)) expect(board.map.hexsideFeatures(move(h), move(n))).toEqual(p.map.hexsideFeatures(h, n));
          }
        }
        const seams = new Set<string>();
        for (const [k, o] of owner)
          for (const n of hexNeighbors(hexFrom(k))) {
            const other = owner.get(hexKey(n));
            if (other && other.part !== o.part) seams.add([k, hexKey(n)].sort().join("|"));
          }
        expect(new Set(board.seams.map((s) => [hexKey(s.between[0]), hexKey(s.between[1])].sort().join("|")))).toEqual(seams);
        for (const s of board.sides) {
          const mine = new Set(board.side(s.part, s.side).map(hexKey));
          for (const t of board.sides) {
            if (t.part === s.part) continue;
            const theirs = new Set(board.side(t.part, t.side).map(hexKey));
            const touching = (a: Set<string>, b: Set<string>) => [...a].filter((k) => hexNeighbors(hexFrom(k)).some((n) => b.has(hexKey(n)))).length;
            const joined = touching(mine, theirs) >= 2 && touching(theirs, mine) >= 2;
            expect(s.joined.some((j) => j.part === t.part && j.side === t.side)).toBe(joined);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
  it("merge: parts may share hexes where they agree; a disagreement is reported with the part's path", () => {
    const a = sheet(["..t", "..."]);
    const shared = composeMaps(
      [
        { id: "a", map: a },
        { id: "b", map: a, offset: { q: 0, r: 0 } },
      ],
      { overlaps: "merge" },
    );
    expect(shared.map.size).toBe(a.size);
    const b = sheet(["...", "..."]);
    const error = hexgridError(() =>
      composeMaps(
        [
          { id: "a", map: a },
          { id: "b", map: b },
        ],
        { overlaps: "merge" },
      ),
    );
    expect([error.code, error.path]).toEqual(["hexgrid/invalid-map", "parts[1].offset"]);
    expect(error.message).toContain("disagrees");
  });
  it("refuses bad parts and options with their paths", () => {
    const a = sheet([".."]);
    expect(hexgridError(() => composeMaps([])).path).toBe("parts");
    expect(
      hexgridError(() =>
        composeMaps([
          { id: "a", map: a },
          { id: "a", map: a, offset: { q: 5, r: 0 } },
        ]),
      ).path,
    ).toBe("parts[1].id");
    expect(hexgridError(() => composeMaps([{ id: "a", map: a, rotation: 90 as never }])).path).toBe("parts[0].rotation");
    expect(hexgridError(() => composeMaps([{ id: "a", map: a, offset: { q: 0.5, r: 0 } }])).path).toBe("parts[0].offset.q");
    expect(hexgridError(() => composeMaps([{ id: "a", map: a, sides: { "1": [{ q: 9, r: 9 }] } }])).path).toBe("parts[0].sides.1[0]");
    expect(hexgridError(() => composeMaps([{ id: "a", map: a, offset: { q: 40000, r: 0 } }])).code).toBe("hexgrid/invalid-map");
    expect(hexgridError(() => composeMaps([{ id: "a", map: a }], { overlaps: "yes" as never })).path).toBe("options.overlaps");
    expect(hexgridError(() => composeMaps([{ id: "a", map: a }]).side("a", "9")).code).toBe("hexgrid/bad-argument");
  });
});

function hexFrom(key: string): Hex {
  const [q, r] = key.split(",").map(Number) as [number, number];
  return { q, r };
}
