// Regressions of issue #17 found by a fuzzing pass: map data with a list of a million wrong items
// made zod collect a million issues for seconds, then overflow the stack passing them on (a
// RangeError, not a HexgridError); a million hexes at one place made a million messages. Each is
// now a HexgridError in well under a second, and a million right hexes still load.
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { HEXGRID_LIMITS, HexMapSchema, HexgridError, hexMapSourceToData, loadHexMap, parseHexMap } from "../src/index";
import { cpuNow } from "./arbitraries";

/** The HexgridError `run` throws and how long it took; a RangeError or anything else fails the test. */
function refused(run: () => unknown): { error: HexgridError; ms: number } {
  const started = cpuNow();
  try {
    run();
  } catch (error) {
    if (!(error instanceof HexgridError)) throw error;
    return { error, ms: cpuNow() - started };
  }
  throw new Error("expected a HexgridError");
}

const million = (item: unknown): unknown[] => new Array(1_000_000).fill(item);
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
const MAP = { schemaVersion: 1, orientation: "pointy" } as const;
const SOURCE = { offset: "odd-r", legend: { ".": "clear" }, rows: ["."] } as const;

describe("a million wrong hexes, hexsides, rows or entries", () => {
  it("hexes and hexsides: invalid-map with the problems of the first wrong ones and their count, at once", () => {
    for (const item of [1, {}, [], null, { q: 0.5, r: 0, terrain: "" }]) {
      for (const [key, data] of [
        ["hexes", { ...MAP, hexes: million(item) }],
        ["hexsides", { ...MAP, hexes: [], hexsides: million(item) }],
      ] as const) {
        const { error, ms } = refused(() => loadHexMap(data));
        expect(error.code).toBe("hexgrid/invalid-map");
        expect(error.path.startsWith(`${key}[0]`)).toBe(true);
        expect(error.issues.length).toBeGreaterThanOrEqual(100);
        expect(error.issues.length).toBeLessThanOrEqual(103);
        expect(error.issues.at(-1)).toEqual({ path: key, message: expect.stringMatching(/^1,000,000 of its 1,000,000 items are wrong; the first \d+ are listed$/) });
        expect(ms).toBeLessThan(1_000);
      }
    }
  });

  it("an authored map's rows, hex features and hexsides: the same", () => {
    for (const key of ["rows", "hexFeatures", "hexsides"]) {
      const { error, ms } = refused(() => parseHexMap({ ...SOURCE, [key]: million(7) }));
      expect(error.code).toBe("hexgrid/invalid-map");
      expect(error.issues[0]).toEqual({ path: `${key}[0]`, message: "Invalid input: expected string, received number" });
      expect(error.issues).toHaveLength(101);
      expect(error.issues.at(-1)).toEqual({ path: key, message: "1,000,000 of its 1,000,000 items are wrong; the first 100 are listed" });
      expect(ms).toBeLessThan(1_000);
    }
  });

  it("a few wrong items among right ones: every problem, with the rest of the map's, as the schema gives them", () => {
    const hexes: unknown[] = Array.from({ length: 20_000 }, (_, i) => ({ q: i, r: 0, terrain: "clear" }));
    hexes[3] = { q: 3, r: 0, terrain: 5 };
    hexes[19_999] = "x";
    const data = { ...MAP, orientation: "sideways", hexes };
    const { error } = refused(() => loadHexMap(data));
    const schema = HexMapSchema.safeParse(data);
    expect(schema.success).toBe(false);
    expect(error.issues.map((issue) => issue.path)).toEqual(["orientation", "hexes[3].terrain", "hexes[19999]"]);
  });
});

describe("map data shaped past the map limits", () => {
  it("a list or an object too long, or a value 20,000 deep, anywhere: limit-exceeded at its path, at once", () => {
    const cases: [() => unknown, string][] = [
      [() => loadHexMap({ ...MAP, hexes: [], terrainTypes: million("clear") }), "terrainTypes"],
      [() => loadHexMap({ ...MAP, hexes: [{ q: 0, r: 0, terrain: "x", features: million("well") }] }), "hexes[0].features"],
      [() => loadHexMap({ ...MAP, hexes: million({ q: 0, r: 0, terrain: "x", features: million(1) }) }), "hexes[0].features"],
      [() => loadHexMap({ ...MAP, hexes: [], hexsides: new Array(HEXGRID_LIMITS.mapHexsides + 1).fill(0) }), "hexsides"],
      [() => loadHexMap({ ...MAP, hexes: [], name: nested(20_000) }), `name${"[0]".repeat(15)}`],
      [() => loadHexMap({ ...MAP, hexes: [{ q: 0, r: 0, terrain: "x", features: nested(20_000) }] }), `hexes[0].features${"[0]".repeat(13)}`],
      [() => parseHexMap({ ...SOURCE, legend: Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [String(i), "clear"])) }), "legend"],
      [() => parseHexMap({ ...SOURCE, rows: new Array(HEXGRID_LIMITS.mapHexes + 1).fill("") }), "rows"],
    ];
    for (const [run, path] of cases) {
      const { error, ms } = refused(run);
      expect({ code: error.code, path: error.path }).toEqual({ code: "hexgrid/limit-exceeded", path });
      expect(error.message.length).toBeLessThan(250);
      expect(ms).toBeLessThan(1_000);
    }
    expect(refused(cases[4]![0]).error.message).toMatch(/: nested deeper than 16 levels$/);
  });
});

describe("the map rules on a million hexes", () => {
  const hexes = Array.from({ length: 1_000_000 }, (_, i) => ({ q: i % 1000, r: Math.floor(i / 1000), terrain: "clear" }));

  it("list their first 100 problems, then how many more (a million messages took seconds)", () => {
    for (const [data, first] of [
      [{ ...MAP, hexes: million({ q: 0, r: 0, terrain: "clear" }) }, "hexes[1]"],
      [{ ...MAP, terrainTypes: ["forest"], hexes }, "hexes[0].terrain"],
      [
        {
          ...MAP,
          hexes: hexes.slice(0, 3),
          hexsides: million({
            between: [
              { q: 0, r: 0 },
              { q: 2, r: 0 },
            ],
            features: ["wall"],
          }),
        },
        "hexsides[0].between",
      ],
    ] as const) {
      const { error, ms } = refused(() => loadHexMap(data));
      expect(error.path).toBe(first);
      expect(error.issues).toHaveLength(101);
      expect(error.issues.at(-1)).toEqual({ path: "", message: expect.stringMatching(/^999,[89]\d\d more problems are not listed \((999,999|1,000,000) in all; the first 100 are\)$/) });
      expect(ms).toBeLessThan(2_500);
    }
  });

  it("a million right hexes load, as the schema reads them", () => {
    const started = cpuNow();
    const map = loadHexMap({ ...MAP, hexes });
    expect(cpuNow() - started).toBeLessThan(2_500);
    expect(map.size).toBe(1_000_000);
    const small = {
      ...MAP,
      name: "n",
      offset: "odd-r",
      terrainTypes: ["clear", "tree"],
      hexes: [...hexes.slice(0, 3), { q: 3, r: 0, terrain: "tree", features: ["trunk"], extra: 1 }],
      hexsides: [
        {
          between: [
            { q: 0, r: 0 },
            { q: 1, r: 0 },
          ],
          features: ["wall", "door"],
        },
      ],
    };
    const data = hexMapSourceToData({ offset: "odd-r", legend: { ".": "clear", t: "tree" }, rows: [".t", "t."], hexFeatures: ["0,0 well"], hexsides: ["0,0 E wall"] });
    expect(data).toEqual(z.parse(HexMapSchema, data));
    expect(loadHexMap(small).toData()).toEqual(z.parse(HexMapSchema, small));
  });
});
