import { describe, expect, it } from "vitest";
import { HexMapSchema, HexgridError, hexMapSourceToData, loadHexMap, offsetToHex, parseHexMap } from "../src/index";

const cottage = {
  name: "Cottage",
  offset: "odd-r" as const,
  legend: { ".": "clear", f: "forest", B: "building", s: "scrub", _: null },
  rows: [". . f f .", " . B B . .", ". . . s _"],
  hexFeatures: ["2,1 hearth"],
  hexsides: ["1,1 NW,NE,W,SW wall", "2,1 E door", "2,1 NE,NW wall", "2,1 SE window", "1,1 SE low-wall,slope-lip"],
};

function invalidMap(fn: () => unknown): HexgridError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HexgridError);
    expect((error as HexgridError).code).toBe("hexgrid/invalid-map");
    return error as HexgridError;
  }
  throw new Error("expected a HexgridError");
}

describe("the compact authoring format", () => {
  it("reads rows of terrain letters at printed (offset) coordinates", () => {
    const map = parseHexMap(cottage);
    expect(map.size).toBe(14);
    expect(map.name).toBe("Cottage");
    expect(map.orientation).toBe("pointy");
    expect(map.terrain(offsetToHex({ col: 2, row: 0 }, "odd-r"))).toBe("forest");
    expect(map.terrain(offsetToHex({ col: 1, row: 1 }, "odd-r"))).toBe("building");
    expect(map.terrain(offsetToHex({ col: 3, row: 2 }, "odd-r"))).toBe("scrub");
    expect(map.has(offsetToHex({ col: 4, row: 2 }, "odd-r"))).toBe(false);
    expect(map.hexFeatures(offsetToHex({ col: 2, row: 1 }, "odd-r"))).toEqual(["hearth"]);
  });
  it("puts hexside features on both sides of the side", () => {
    const map = parseHexMap(cottage);
    const a = offsetToHex({ col: 2, row: 1 }, "odd-r");
    const east = offsetToHex({ col: 3, row: 1 }, "odd-r");
    expect(map.hexsideFeatures(a, east)).toEqual(["door"]);
    expect(map.hexsideFeatures(east, a)).toEqual(["door"]);
    expect(map.hexsideHas(east, a, "door")).toBe(true);
    expect(map.hexsideHas(east, a, "wall")).toBe(false);
    const b = offsetToHex({ col: 1, row: 1 }, "odd-r");
    const se = offsetToHex({ col: 2, row: 2 }, "odd-r"); // odd row 1 is shoved right
    expect(map.hexsideFeatures(se, b)).toEqual(["low-wall", "slope-lip"]);
    expect(map.hexsides()).toHaveLength(9);
  });
  it("round-trips through JSON data", () => {
    const map = parseHexMap(cottage);
    const copy = loadHexMap(JSON.parse(JSON.stringify(map.toData())));
    expect(copy.toData()).toEqual(map.toData());
    expect(HexMapSchema.parse(map.toData())).toEqual(map.toData());
  });
  it("supports flat maps and printed numbering that starts at 1", () => {
    const map = parseHexMap({ offset: "odd-q", firstColumn: 1, firstRow: 1, legend: { ".": "clear" }, rows: ["...", "..."], hexsides: ["1,1 S wall"] });
    expect(map.orientation).toBe("flat");
    expect(map.has(offsetToHex({ col: 1, row: 1 }, "odd-q"))).toBe(true);
    expect(map.has(offsetToHex({ col: 0, row: 0 }, "odd-q"))).toBe(false);
    expect(map.hexsideHas(offsetToHex({ col: 1, row: 1 }, "odd-q"), offsetToHex({ col: 1, row: 2 }, "odd-q"), "wall")).toBe(true);
  });
});

describe("bad map data gives errors naming the hex", () => {
  it("an unknown terrain letter names its row, column and hex", () => {
    const error = invalidMap(() => parseHexMap({ ...cottage, rows: [". . f f .", " . B x . ."] }));
    expect(error.issues[0]!.message).toBe('col 2, row 1 (hex 2,1): letter "x" is not in the legend');
    expect(error.issues[0]!.path).toBe("rows[1]");
    expect(error.path).toBe("rows[1]");
    expect(error.message).toContain("col 2, row 1 (hex 2,1)");
  });
  it("a hexside leading off the map names the hex and direction", () => {
    const error = invalidMap(() => parseHexMap({ ...cottage, hexsides: ["0,0 NW wall"] }));
    expect(error.issues[0]!.message).toBe("col 0, row 0 (hex 0,0): the NW side leads off the map (to hex 0,-1)");
  });
  it("an unknown feature, a bad direction and a hex not on the map are each named", () => {
    const error = invalidMap(() => parseHexMap({ ...cottage, hexsides: ["1,1 E wal", "1,1 N wall", "9,9 E wall", "nonsense"], hexFeatures: ["7,7 trunk"] }));
    const messages = error.issues.map((i) => i.message);
    expect(messages).toContain('col 1, row 1 (hex 1,1): unknown hexside feature "wal" (one of wall, window, door, low-wall, slope-lip)');
    expect(messages.some((m) => m.startsWith('col 1, row 1 (hex 1,1): "N" is not a direction of a pointy-topped map'))).toBe(true);
    expect(messages).toContain("col 9, row 9 (hex 5,9) is not on the map");
    expect(messages).toContain("col 7, row 7 (hex 4,7) is not on the map");
    expect(messages).toContain('"nonsense" is not of the form "col,row DIR[,DIR...] feature[,feature...]"');
  });
  it("a terrain outside terrainTypes is named", () => {
    const error = invalidMap(() => parseHexMap({ ...cottage, terrainTypes: ["clear", "forest", "building"] }));
    expect(error.issues[0]!.message).toBe('hex 2,2 (col 3, row 2) has unknown terrain "scrub" (known: clear, forest, building)');
  });
  it("canonical data: duplicate hexes, non-adjacent and off-map hexsides are named", () => {
    const error = invalidMap(() =>
      loadHexMap({
        schemaVersion: 1,
        orientation: "pointy",
        hexes: [
          { q: 0, r: 0, terrain: "clear" },
          { q: 1, r: 0, terrain: "clear" },
          { q: 0, r: 0, terrain: "forest" },
        ],
        hexsides: [
          {
            between: [
              { q: 0, r: 0 },
              { q: 2, r: 0 },
            ],
            features: ["wall"],
          },
          {
            between: [
              { q: 0, r: 0 },
              { q: 0, r: 1 },
            ],
            features: ["door"],
          },
          {
            between: [
              { q: 1, r: 0 },
              { q: 0, r: 0 },
            ],
            features: ["wall"],
          },
          {
            between: [
              { q: 0, r: 0 },
              { q: 1, r: 0 },
            ],
            features: ["window"],
          },
        ],
      }),
    );
    expect(error.issues.map((i) => i.message)).toEqual([
      "hex 0,0 appears twice (first at hexes[0])",
      "hexside between hex 0,0 and hex 2,0: the hexes are not adjacent",
      "hexside between 0,0 and 0,1: hex 0,1 is not on the map",
      "hexside between hex 0,0 and 1,0 appears twice (first at hexsides[2]); list all its features once",
    ]);
    expect(error.issues[0]!.path).toBe("hexes[2]");
  });
  it("shape errors carry their path", () => {
    const error = invalidMap(() => loadHexMap({ schemaVersion: 2, orientation: "pointy", hexes: [{ q: 0.5, r: 0, terrain: "clear" }] }));
    expect(error.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["schemaVersion", "hexes[0].q"]));
    const sideError = invalidMap(() =>
      loadHexMap({
        schemaVersion: 1,
        orientation: "pointy",
        hexes: [],
        hexsides: [
          {
            between: [
              { q: 0, r: 0 },
              { q: 1, r: 0 },
            ],
            features: ["moat"],
          },
        ],
      }),
    );
    expect(sideError.issues[0]!.path).toBe("hexsides[0].features[0]");
  });
  it("hexMapSourceToData keeps nothing partial: it throws rather than returning a half map", () => {
    expect(() => hexMapSourceToData({ ...cottage, rows: ["x"] })).toThrow(HexgridError);
  });
});
