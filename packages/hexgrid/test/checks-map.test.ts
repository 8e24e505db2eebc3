// Issue #17: map loaders validate fully with JSON paths, index big and sparse maps
// without overflowing the stack or allocating by bounding box, and handle
// prototype-named keys; a loader that throws has changed nothing.
import { describe, expect, it } from "vitest";
import { HEXGRID_LIMITS, HexMap, findPath, hexMapSourceToData, loadHexMap, offsetToHex, parseHexMap, reachable, stepCosts } from "../src/index";
import { cpuNow, hexgridError } from "./arbitraries";

const PROTO_NAMES = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", "prototype"];

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

describe("a 500 x 500 campaign map (250,000 hexes)", () => {
  const rows = Array.from({ length: 500 }, (_, row) => (row % 7 === 3 ? ".".repeat(250) + "#".repeat(200) + ".".repeat(50) : ".".repeat(500)));
  const source = { offset: "odd-r" as const, legend: { ".": "clear", "#": "wall" }, rows };
  it("loads without overflowing the call stack, and round-trips through JSON data", () => {
    const map = parseHexMap(source);
    expect(map.size).toBe(250_000);
    const copy = loadHexMap(map.toData());
    expect(copy.size).toBe(250_000);
    expect(copy.terrain(offsetToHex({ col: 300, row: 3 }, "odd-r"))).toBe("wall");
  });
  it("findPath corner to corner answers in well under a second, and reachable covers the map", () => {
    const map = parseHexMap(source);
    const start = offsetToHex({ col: 0, row: 0 }, "odd-r");
    const goal = offsetToHex({ col: 499, row: 499 }, "odd-r");
    const walls = stepCosts(map, (_from, to) => (map.terrain(to) === "wall" ? Infinity : 1));
    for (const options of [{}, { cost: walls }, { cost: (_f: unknown, to: { q: number; r: number }) => (map.terrain(to) === "wall" ? Infinity : 1) }]) {
      const started = cpuNow();
      const found = findPath(map, start, goal, options);
      expect(cpuNow() - started).toBeLessThan(1000);
      expect(found?.path[0]).toEqual(start);
      expect(found?.path.at(-1)).toEqual(goal);
    }
    expect(reachable(map, start, Number.POSITIVE_INFINITY, { cost: walls }).nodes.length).toBe(250_000 - 71 * 200);
  });
});

describe("the map's index is by its hexes, not its bounding box", () => {
  const corners = {
    schemaVersion: 1,
    orientation: "pointy",
    hexes: [
      { q: -32767, r: -32767, terrain: "a" },
      { q: 32767, r: 32767, terrain: "b" },
      { q: 32766, r: 32767, terrain: "c" },
    ],
  };
  it("a sparse map at ±32767 loads at once and answers every query", () => {
    const started = cpuNow();
    const map = loadHexMap(corners);
    expect(cpuNow() - started).toBeLessThan(200);
    expect(map.terrain({ q: 32767, r: 32767 })).toBe("b");
    expect(map.has({ q: 0, r: 0 })).toBe(false);
    expect(map.neighbors({ q: 32767, r: 32767 })).toEqual([{ q: 32766, r: 32767 }]);
    expect(findPath(map, { q: 32766, r: 32767 }, { q: 32767, r: 32767 })?.cost).toBe(1);
    expect(map.indexOf({ q: 32767.5, r: 32767 })).toBe(-1);
    expect(map.indexOf({ q: 32767 + 65536, r: 32767 - 65536 })).toBe(-1);
  });
  it("more hexes than the limit are refused with a typed error before anything else is read", () => {
    const hex = { q: 0, r: 0, terrain: "x" };
    const error = hexgridError(() => loadHexMap({ schemaVersion: 1, orientation: "flat", hexes: new Array(HEXGRID_LIMITS.mapHexes + 1).fill(hex) }));
    expect(error).toMatchObject({ code: "hexgrid/limit-exceeded", path: "hexes" });
    const rows = Array.from({ length: 1001 }, () => ".".repeat(1000));
    expect(hexgridError(() => parseHexMap({ offset: "odd-q", legend: { ".": "x" }, rows }))).toMatchObject({ code: "hexgrid/limit-exceeded", path: "rows[1000]" });
  });
  it("queries take any value: what is not an integer hex is not on the map", () => {
    const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear" }, rows: ["...", "...", "..."] });
    // (0.5, 0.5) once landed on cell 0.5 * width + 0.5, an integer: a hex that is not there;
    // a BigInt coordinate threw a TypeError (found by the fuzz suite).
    for (const h of [{ q: 0.5, r: 0.5 }, { q: Number.NaN, r: 0 }, { q: 1, r: Number.POSITIVE_INFINITY }, { q: 0, r: 1n }, { q: 1n, r: 0n }, { q: "1", r: "0" }, null, undefined, "1,0", 7]) {
      expect(map.indexOf(h as never)).toBe(-1);
      expect(map.has(h as never)).toBe(false);
      expect(map.terrain(h as never)).toBeUndefined();
      expect(map.neighbors(h as never)).toEqual([]);
      expect(map.hexsideHas({ q: 0, r: 0 }, h as never, "wall")).toBe(false);
    }
  });
  it("a HexMap can only be built by the package's loaders", () => {
    expect(hexgridError(() => new (HexMap as unknown as new (d: unknown) => HexMap)({ hexes: [] })).code).toBe("hexgrid/bad-argument");
  });
});

describe("prototype-named keys in map data", () => {
  it("terrain names and hex features such as constructor, toString and __proto__ are kept as text", () => {
    const legend = Object.fromEntries(PROTO_NAMES.map((name, i) => [String.fromCharCode(97 + i), name]));
    const letters = Object.keys(legend).join("");
    const map = parseHexMap({ offset: "odd-r", legend, terrainTypes: PROTO_NAMES, rows: [letters], hexFeatures: ["0,0 constructor,__proto__"] });
    expect(PROTO_NAMES.map((_, i) => map.terrain({ q: i, r: 0 }))).toEqual(PROTO_NAMES);
    expect(map.hexFeatures({ q: 0, r: 0 })).toEqual(["constructor", "__proto__"]);
    const copy = loadHexMap(JSON.parse(JSON.stringify(map.toData())));
    expect(copy.toData()).toEqual(map.toData());
  });
  it("hexside kinds and directions named after prototype keys are refused, each with its path", () => {
    for (const name of PROTO_NAMES) {
      const feature = hexgridError(() => parseHexMap({ offset: "odd-r", legend: { ".": "c" }, rows: [".."], hexsides: [`0,0 E ${name}`] }));
      expect(feature).toMatchObject({ code: "hexgrid/invalid-map", path: "hexsides[0]" });
      const direction = hexgridError(() => parseHexMap({ offset: "odd-r", legend: { ".": "c" }, rows: [".."], hexsides: [`0,0 ${name} wall`] }));
      expect(direction).toMatchObject({ code: "hexgrid/invalid-map", path: "hexsides[0]" });
      const json = {
        schemaVersion: 1,
        orientation: "pointy",
        hexes: [
          { q: 0, r: 0, terrain: "c" },
          { q: 1, r: 0, terrain: "c" },
        ],
        hexsides: [
          {
            between: [
              { q: 0, r: 0 },
              { q: 1, r: 0 },
            ],
            features: [name],
          },
        ],
      };
      expect(hexgridError(() => loadHexMap(json)).path).toBe("hexsides[0].features[0]");
    }
  });
  it("a legend key __proto__ (as JSON.parse makes it) is reported, not silently dropped", () => {
    const source = JSON.parse('{"offset":"odd-r","legend":{"__proto__":"forest",".":"clear"},"rows":[".."]}');
    const error = hexgridError(() => parseHexMap(source));
    expect(error).toMatchObject({ code: "hexgrid/invalid-map", path: "legend.__proto__" });
    expect(error.issues[0]!.message).toContain("__proto__");
  });
});

describe("errors quote input short, and a loader that throws has changed nothing", () => {
  const huge = "x".repeat(100_000);
  it("entries, letters and features are quoted to 80 characters and …", () => {
    const error = hexgridError(() => parseHexMap({ offset: "odd-r", legend: { ".": "c" }, rows: [". . \u0000"], hexFeatures: [huge], hexsides: [huge, `0,0 E ${huge}`, `0,0 ${huge} wall`] }));
    expect(error.issues).toHaveLength(5);
    for (const issue of error.issues) expect(issue.message.length).toBeLessThan(200);
    expect(error.issues.map((i) => i.path)).toEqual(["rows[0]", "hexFeatures[0]", "hexsides[0]", "hexsides[1]", "hexsides[2]"]);
    expect(error.message.length).toBeLessThan(1000);
  });
  it("frozen inputs, valid or not, are read and left exactly as they were", () => {
    const good = deepFreeze({ offset: "odd-r", legend: { ".": "clear" }, rows: ["..", ".."], hexFeatures: ["0,0 well"], hexsides: ["0,0 E wall"] });
    const bad = deepFreeze({ ...good, hexsides: ["0,0 E wall", "0,0 NW wall"] });
    const before = JSON.stringify([good, bad]);
    expect(parseHexMap(good).size).toBe(4);
    expect(hexgridError(() => parseHexMap(bad)).code).toBe("hexgrid/invalid-map");
    const data = deepFreeze(hexMapSourceToData(good));
    expect(loadHexMap(data).size).toBe(4);
    expect(JSON.stringify([good, bad])).toBe(before);
  });
});
