/// <reference types="node" />
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as hexgrid from "../src/index";

// Runs the README's TypeScript examples against the sources, so they stay true.
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);

function run(code: string): Record<string, unknown> {
  const body = code
    .replace(/^import .*$/gm, "")
    .replace(/: Graph<string>/g, "")
    .replace(/: Record<string, string\[\]>/g, "")
    .replace(/\(from: Located, to: Located\)/g, "(from, to)");
  const names = [...body.matchAll(/^const (\w+)/gm)].map((m) => m[1]!);
  const fn = new Function("hexgrid", `const { ${Object.keys(hexgrid).join(", ")} } = hexgrid;\n${body}\nreturn { ${names.join(", ")} };`);
  return fn(hexgrid) as Record<string, unknown>;
}

describe("README examples", () => {
  it("the first example finds the tree in the line of fire and the moves", () => {
    const scope = run(blocks[0]!);
    const shot = scope.shot as hexgrid.LineOfSight;
    const moves = scope.moves as hexgrid.Reach<hexgrid.Hex>;
    expect(shot.blocked).toBe(true);
    expect(moves.costOf({ q: 0, r: 0 })).toBe(0);
    // The building is walled all round; its only way in is the door on its east side.
    for (const inside of [
      { q: 1, r: 1 },
      { q: 2, r: 1 },
    ]) {
      const path = moves.pathTo(inside);
      if (!path) continue;
      const entry = path.findIndex((h) => h.r === 1 && (h.q === 1 || h.q === 2));
      expect(path[entry - 1]).toEqual({ q: 3, r: 1 });
    }
    expect(moves.costOf({ q: 2, r: 1 })).toBe(6); // five steps round to the door, one through it
    expect(moves.has({ q: 1, r: 1 })).toBe(false); // one more hex: 7 MP
    expect(moves.pathTo({ q: 2, r: 1 })!.at(-2)).toEqual({ q: 3, r: 1 });
  });
  it("the area-map example finds areas within three spaces and a route", () => {
    const scope = run(blocks[1]!);
    const areas = scope.areas as hexgrid.Graph<string>;
    expect(new Set(hexgrid.reachable(areas, "Nottingham", 3).nodes)).toEqual(new Set(["Nottingham", "Sherwood", "Newark", "Worksop"]));
    expect(hexgrid.findPath(areas, "Newark", "Worksop")?.path).toEqual(["Newark", "Nottingham", "Sherwood", "Worksop"]);
  });
});

describe("README: the Sherwood additions example", () => {
  it("SHW-3.1.1: the window shot, the climb from the woods' edge, the ambush scrub", () => {
    const scope = run(blocks[2]!);
    const board = scope.board as hexgrid.ComposedMap;
    expect(board.map.size).toBe(30);
    expect(board.outerSides).toEqual([
      { part: "inn", side: "1" },
      { part: "woods", side: "1" },
    ]);
    const shot = scope.shot as hexgrid.LineOfSight;
    expect(shot.blocked).toBe(true);
    expect(shot.hexes.map(hexgrid.hexKey)).toEqual(["2,1", "2,0", "1,0"]);
    const entering = scope.entering as hexgrid.Reach<hexgrid.Located>;
    expect(entering.costOf({ q: 1, r: 5, level: 1 })).toBe(7); // enter the edge hex under the tree (1), climb (6)
    expect(entering.pathTo({ q: 1, r: 5, level: 1 })).toEqual([
      { q: 1, r: 5, level: 0 },
      { q: 1, r: 5, level: 1 },
    ]);
    const ambush = scope.ambush as hexgrid.Hex[];
    expect(ambush.map(hexgrid.hexKey)).toEqual(["4,0", "3,2", "0,3"]);
  });
});

describe("README: How Sherwood uses it", () => {
  it("every row names at least one exported function, and the first name of each row is one", () => {
    const section = readme.slice(readme.indexOf("### How Sherwood uses it"), readme.indexOf("## Limits and checks"));
    const rows = section.split("\n").filter((line) => /^\| SHW-/.test(line));
    expect(rows.length).toBeGreaterThan(10);
    const exported = (name: string) => typeof (hexgrid as Record<string, unknown>)[name] === "function";
    for (const row of rows) {
      const names = [...row.split("|")[2]!.matchAll(/`([A-Za-z]+)/g)].map((m) => m[1]!);
      expect(exported(names[0]!), row).toBe(true);
    }
  });
});
