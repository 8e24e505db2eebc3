import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { zodIssues } from "@tt/internal";
import {
  HEXSIDE_FEATURES,
  HexMap,
  HexMapSchema,
  HexMapSourceSchema,
  HexgridError,
  composeMaps,
  findPath,
  hexMapSourceToData,
  loadHexMap,
  parseHexMap,
  reachable,
  type Hex,
  type MapPart,
} from "../../src/index";
import { PROTO_NAMES, deep, deepFreeze, junk, junkHex, junkNumber, snapshot, typedOrValid } from "./junk";

const name = fc.oneof(fc.constantFrom(...PROTO_NAMES, "clear", "forest"), fc.string({ maxLength: 12 }), fc.string({ minLength: 500, maxLength: 2000 }), junk);
const coordinate = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(-32767, 32767, 32768, 32766), junkNumber, junk);
const mapHex = fc.oneof(
  fc.record({ q: coordinate, r: coordinate, terrain: name, features: fc.oneof(fc.constant(undefined), fc.array(name, { maxLength: 3 }), junk) }, { requiredKeys: ["q", "r", "terrain"] }),
  junk,
);
const side = fc.oneof(
  fc.record({
    between: fc.oneof(fc.tuple(fc.record({ q: coordinate, r: coordinate }), fc.record({ q: coordinate, r: coordinate })), junk),
    features: fc.oneof(fc.array(fc.oneof(fc.constantFrom(...HEXSIDE_FEATURES), name), { maxLength: 3 }), junk),
  }),
  junk,
);
/** Canonical map data, mostly well formed, every part of it sometimes junk. */
const mapData = fc.oneof(
  fc.record(
    {
      schemaVersion: fc.oneof(fc.constant(1), junk),
      name: fc.oneof(name, fc.constant(undefined)),
      orientation: fc.oneof(fc.constantFrom("pointy", "flat"), junk),
      offset: fc.oneof(fc.constantFrom("odd-r", "even-q", undefined), junk),
      terrainTypes: fc.oneof(fc.constant(undefined), fc.array(name, { maxLength: 5 }), fc.constant(Array.from({ length: 3000 }, (_, i) => `terrain ${i}`)), junk),
      hexes: fc.oneof(fc.array(mapHex, { maxLength: 25 }), junk),
      hexsides: fc.oneof(fc.array(side, { maxLength: 8 }), junk),
    },
    { requiredKeys: ["hexes"] },
  ),
  junk,
);

const letter = fc.constantFrom(".", "f", "x", " ", "\u0000", "é", "_");
const entry = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: -2, max: 5 }),
      fc.integer({ min: -2, max: 5 }),
      fc.constantFrom("E", "NE,W", "N", "SE,SE", ...PROTO_NAMES),
      fc.constantFrom("wall", "wall,door", "low-wall", ...PROTO_NAMES),
    )
    .map(([c, r, d, f]) => `${c},${r} ${d} ${f}`),
  fc.constantFrom("99999999999999999999,0 E wall", "1,1", "", "0,0 E"),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  junk,
);
/** The authoring format: legends with prototype names, rows of stray letters, hexside entries of all kinds. */
const source = fc.oneof(
  fc.record(
    {
      name: fc.oneof(name, fc.constant(undefined)),
      offset: fc.oneof(fc.constantFrom("odd-r", "even-r", "odd-q", "even-q"), junk),
      firstColumn: fc.oneof(fc.constant(undefined), fc.integer({ min: -3, max: 3 }), fc.constant(2 ** 40), junkNumber),
      firstRow: fc.oneof(fc.constant(undefined), fc.integer({ min: -3, max: 3 }), junkNumber),
      legend: fc.oneof(fc.constant({ ".": "clear", f: "forest", _: null }), fc.dictionary(fc.oneof(letter, fc.constantFrom(...PROTO_NAMES)), fc.oneof(name, fc.constant(null))), junk),
      terrainTypes: fc.oneof(fc.constant(undefined), fc.array(name, { maxLength: 4 }), junk),
      rows: fc.oneof(
        fc.array(
          fc.array(letter, { maxLength: 8 }).map((cs) => cs.join("")),
          { minLength: 1, maxLength: 6 },
        ),
        junk,
      ),
      hexFeatures: fc.oneof(fc.constant(undefined), fc.array(fc.oneof(fc.constantFrom("0,0 well", "1,0 constructor,__proto__", "9,9 x"), entry), { maxLength: 4 }), junk),
      hexsides: fc.oneof(fc.constant(undefined), fc.array(entry, { maxLength: 6 }), junk),
    },
    { requiredKeys: ["offset", "legend", "rows"] },
  ),
  junk,
);

/** A built map is consistent: every hex is on it with its terrain, and it round-trips through JSON data. */
function validMap(map: HexMap): void {
  expect(map).toBeInstanceOf(HexMap);
  for (const [i, h] of map.hexes.entries()) expect(map.indexOf(h)).toBe(i);
  const data = map.toData();
  const copy = loadHexMap(JSON.parse(JSON.stringify(data)));
  expect(copy.toData()).toEqual(data);
  if (map.size > 0) {
    const start = map.hexes[0]!;
    expect(reachable(map, start, 3).nodes[0]).toEqual(start);
    expect(findPath(map, start, map.hexes.at(-1)!)?.path[0] ?? start).toEqual(start);
  }
}

/** Loads frozen `input` with `load`, then checks it is exactly as it was. */
function loadUnchanged<T>(input: unknown, load: (x: unknown) => T, valid: (result: T) => void): void {
  const before = snapshot(input);
  typedOrValid(() => load(deepFreeze(input)), valid);
  expect(snapshot(input)).toBe(before);
}

describe("fuzz: map loaders", () => {
  it("loadHexMap of any data: an invalid-map error with paths, or a consistent map; the data unchanged", () => {
    fc.assert(
      fc.property(mapData, (data) => {
        loadUnchanged(data, loadHexMap, validMap);
      }),
      { numRuns: 500 },
    );
  });
  it("parseHexMap and hexMapSourceToData of any source: the same", () => {
    fc.assert(
      fc.property(source, (src) => {
        loadUnchanged(src, parseHexMap, validMap);
        loadUnchanged(src, hexMapSourceToData, (data) => validMap(loadHexMap(data)));
      }),
      { numRuns: 500 },
    );
  });
  it("JSON with own __proto__, constructor and toString keys anywhere", () => {
    const keys = fc.constantFrom(...PROTO_NAMES);
    fc.assert(
      fc.property(keys, keys, fc.constantFrom('"x"', "null", "{}", '{"wall":1}', "[1]"), (k1, k2, value) => {
        const texts = [
          `{"offset":"odd-r","legend":{"${k1}":${value},".":"clear"},"rows":[".."],"${k2}":${value}}`,
          `{"schemaVersion":1,"orientation":"pointy","${k1}":${value},"hexes":[{"q":0,"r":0,"terrain":"${k2}","${k1}":${value}}]}`,
        ];
        for (const text of texts) {
          const parsed = JSON.parse(text);
          loadUnchanged(parsed, (x): HexMap => ("rows" in (x as object) ? parseHexMap(x) : loadHexMap(x)), validMap);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("fuzz: the loaders read as the schemas do", () => {
  // Hexes and hexsides that pass their test are copied, not read by the schema (a million took a
  // second and more), and wrong ones are read one by one: the loader must agree with the schema.
  const paths = (issues: readonly { readonly path: string }[]) => issues.map((issue) => issue.path).sort();
  it("loadHexMap loads what HexMapSchema accepts, as it reads it, and refuses what it refuses at the same paths", () => {
    fc.assert(
      fc.property(mapData, (data) => {
        let loaded: HexMap | HexgridError;
        try {
          loaded = loadHexMap(data);
        } catch (error) {
          if (!(error instanceof HexgridError)) throw error;
          loaded = error;
        }
        if (loaded instanceof HexgridError && loaded.code === "hexgrid/limit-exceeded") return;
        const schema = HexMapSchema.safeParse(data);
        expect(loaded instanceof HexMap).toBe(schema.success);
        if (loaded instanceof HexMap) expect(loaded.toData()).toEqual(loadHexMap(schema.data).toData());
        else if (!schema.success && schema.error.issues.length <= 100) expect(paths(loaded.issues)).toEqual(paths(zodIssues(schema.error)));
      }),
      { numRuns: 500 },
    );
  });
});

describe("fuzz: an authored map is read as its schema reads it", () => {
  it("what HexMapSourceSchema refuses, parseHexMap refuses at the same paths (and a legend key __proto__, which zod drops)", () => {
    const paths = (issues: readonly { readonly path: string }[]) => issues.map((issue) => issue.path).sort();
    fc.assert(
      fc.property(source, (src) => {
        const schema = HexMapSourceSchema.safeParse(src);
        if (schema.success || schema.error.issues.length > 100) return;
        let error: unknown;
        try {
          parseHexMap(src);
        } catch (thrown) {
          error = thrown;
        }
        expect(error).toBeInstanceOf(HexgridError);
        if ((error as HexgridError).code === "hexgrid/limit-exceeded") return;
        expect(paths((error as HexgridError).issues.filter((issue) => issue.path !== "legend.__proto__"))).toEqual(paths(zodIssues(schema.error)));
      }),
      { numRuns: 500 },
    );
  });
});

describe("fuzz: lists of a million items in map data", () => {
  // zod read a million wrong items for seconds, then overflowed the stack passing their issues on.
  const item = fc.oneof(
    fc.constantFrom<unknown>(
      0,
      "x",
      "",
      null,
      {},
      [],
      { q: 0, r: 0, terrain: "clear" },
      {
        between: [
          { q: 0, r: 0 },
          { q: 1, r: 0 },
        ],
        features: ["wall"],
      },
    ),
    junk,
  );
  const canonical = fc.constantFrom("hexes", "hexsides", "terrainTypes", "hexes.0.features", "hexsides.0.features", "hexsides.0.between", "name");
  const authored = fc.constantFrom("rows", "hexFeatures", "hexsides", "terrainTypes", "legend");
  const base = {
    schemaVersion: 1,
    orientation: "pointy",
    hexes: [
      { q: 0, r: 0, terrain: "clear" },
      { q: 1, r: 0, terrain: "clear" },
    ],
    hexsides: [
      {
        between: [
          { q: 0, r: 0 },
          { q: 1, r: 0 },
        ],
        features: ["wall"],
      },
    ],
  };
  const at = (value: Record<string, unknown>, path: string, list: readonly unknown[]): unknown => {
    const [key, index, inner] = path.split(".") as [string, string | undefined, string | undefined];
    if (index === undefined) return { ...value, [key]: key === "legend" ? Object.fromEntries(list.map((v, i) => [String(i), v])) : list };
    const items = [...(value[key] as Record<string, unknown>[])];
    items[Number(index)] = { ...items[Number(index)], [inner!]: list };
    return { ...value, [key]: items };
  };
  it("anywhere: a typed error at once, or a map; the data unchanged", () => {
    fc.assert(
      fc.property(fc.boolean(), canonical, authored, item, (isSource, key, sourceKey, value) => {
        const list = Object.freeze(new Array(1_000_000).fill(value));
        const data = Object.freeze(isSource ? at({ offset: "odd-r", legend: { ".": "clear" }, rows: [".."] }, sourceKey, list) : at(base, key, list));
        typedOrValid(() => (isSource ? parseHexMap(data) : loadHexMap(data)), validMap);
      }),
      { numRuns: 30 },
    );
  });
});

describe("fuzz: targeted map probes", () => {
  it("deep objects, in every part of the data, are refused in bounded time", () => {
    for (const d of [deep(20_000), deep(20_000, true)]) {
      for (const data of [
        d,
        { schemaVersion: 1, orientation: "flat", hexes: [d] },
        { schemaVersion: 1, orientation: "flat", hexes: d },
        { offset: "odd-r", legend: d, rows: ["."] },
        { offset: "odd-r", legend: { ".": d }, rows: ["."] },
      ]) {
        typedOrValid(
          () => loadHexMap(data),
          () => expect.unreachable(),
        );
        typedOrValid(
          () => parseHexMap(data),
          () => expect.unreachable(),
        );
      }
    }
  });
  it("sparse maps with hexes anywhere in ±32767 load at once and index every hex", () => {
    const far = fc.record({ q: fc.integer({ min: -32767, max: 32767 }), r: fc.integer({ min: -32767, max: 32767 }) });
    fc.assert(
      fc.property(fc.uniqueArray(far, { maxLength: 40, selector: (h) => `${h.q},${h.r}` }), (hexes: Hex[]) => {
        typedOrValid(
          () => loadHexMap({ schemaVersion: 1, orientation: "pointy", hexes: hexes.map((h) => ({ ...h, terrain: "x" })) }),
          (map) => {
            expect(map.size).toBe(hexes.length);
            for (const h of hexes) expect(map.has(h)).toBe(true);
            expect(map.has({ q: 40_000, r: 0 })).toBe(false);
          },
        );
      }),
      { numRuns: 200 },
    );
  });
  it("one unknown terrain per hex, with thousands of known ones, keeps every message short", () => {
    const terrainTypes = Array.from({ length: 5000 }, (_, i) => `terrain number ${i}`);
    const hexes = Array.from({ length: 20_000 }, (_, i) => ({ q: i % 200, r: Math.floor(i / 200), terrain: "unknown" }));
    typedOrValid(
      () => loadHexMap({ schemaVersion: 1, orientation: "flat", terrainTypes, hexes }),
      () => expect.unreachable(),
    );
  });
});

describe("fuzz: composing maps", () => {
  const a = parseHexMap({ offset: "odd-r", legend: { ".": "clear", t: "tree" }, rows: ["..t", "..."], hexsides: ["0,0 E wall"] });
  const b = parseHexMap({ offset: "odd-q", legend: { ".": "clear" }, rows: [".."] });
  const part = fc.oneof(
    fc.record(
      {
        id: fc.oneof(fc.constantFrom("a", "b", "c", ...PROTO_NAMES), junk),
        map: fc.oneof(fc.constantFrom(a, b), junk),
        rotation: fc.oneof(fc.constantFrom(0, 180, undefined), junk),
        offset: fc.oneof(fc.constant(undefined), fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }), junkHex, fc.constant({ q: 32767, r: 0 })),
        sides: fc.oneof(fc.constant(undefined), fc.dictionary(fc.constantFrom("1", "2", ...PROTO_NAMES), fc.oneof(fc.array(junkHex, { maxLength: 3 }), fc.constant(a.hexes.slice(0, 3)), junk)), junk),
      },
      { requiredKeys: ["id", "map"] },
    ),
    junk,
  );
  it("composeMaps with junk parts and options: a typed error, or every part's hexes on the composed map", () => {
    const options = fc.oneof(
      fc.constant(undefined),
      fc.record(
        { overlaps: fc.oneof(fc.constantFrom("refuse", "merge"), junk), joinHexes: fc.oneof(fc.integer({ min: 1, max: 3 }), junkNumber), name: fc.oneof(fc.string(), junk) },
        { requiredKeys: [] },
      ),
      junk,
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(part, { maxLength: 3 }), junk), options, (parts, o) => {
        const before = snapshot([parts, o]);
        typedOrValid(
          () => composeMaps(parts as MapPart[], o as never),
          (board) => {
            expect(board.map).toBeInstanceOf(HexMap);
            for (const h of board.map.hexes) expect(board.partOf(h)).toBeTypeOf("string");
            expect(board.partOf({ q: 0.5, r: 0 } as Hex)).toBeUndefined();
          },
        );
        expect(snapshot([parts, o])).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});
