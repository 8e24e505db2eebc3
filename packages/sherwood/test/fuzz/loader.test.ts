import { formatJsonPath } from "@tt/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { junk, MESSAGE_LIMIT, mustBeTyped, nested } from "../../../../test-support/fuzz";
import { jsonPaths, mutateAt, mutations, type Json, type JsonPath } from "../../../../test-support/mutate";
import { SHERWOOD_DATA, SherwoodError, loadSherwoodData, sherwoodRules } from "../../src/index";

// The Sherwood data loader and the lookups of its rules as public boundaries (issue #17). A copy of
// the shipped data with one place changed (deleted, retyped, out of range, a known id where another
// belongs, a prototype name as an id, a name, a map id or a tree letter, a 1 MB string, a value
// nested 20,000 deep, a huge array) is loaded, or refused with a SherwoodError whose every issue
// has a path and a short message, in bounded time, and the copy is left as it was. The lookups
// (character, animal, map, scenario, terrain, weaponRange, movementCost) take anything and answer,
// or throw sherwood/unknown-id.

const base = JSON.parse(JSON.stringify(SHERWOOD_DATA)) as Json;
const before = structuredClone(base);
const paths = jsonPaths(base);
/** The places that hold ids and names and the references to them: where a prototype name does harm. */
const NAMING = new Set(["id", "name", "map", "letter", "character", "camp", "terrain", "weapon", "building", "kind", "animal", "title"]);
const naming = paths.filter((p) => NAMING.has(String(p.at(-1))) || (p.at(-2) === "camps" && typeof p.at(-1) === "number"));
/** Known ids of the data, so a mutation can be a plausible but wrong reference. */
const ids = [
  ...sherwoodRules.characters.slice(0, 12).map((c) => c.id),
  ...sherwoodRules.maps.map((m) => m.id),
  ...sherwoodRules.data.animals.map((a) => a.id),
  ...sherwoodRules.scenarios.slice(0, 4).map((s) => s.id),
  "clear",
  "tree",
  "bow",
  "climb-tree",
  "O",
  "A",
];
const CODES = ["sherwood/invalid-data", "sherwood/unsupported-schema-version"] as const;

/** A huge array put in a place, shown by fast-check by its size. */
class HugeArray {
  constructor(readonly size: number) {}
  [fc.toStringMethod](): string {
    return `HugeArray(${this.size})`;
  }
}

/** Loads `data`: the rules, or a SherwoodError whose issues each have a path and quote at most 80 characters of the data. */
function load(data: unknown): "loaded" | "refused" {
  const outcome = mustBeTyped(() => loadSherwoodData(data), SherwoodError, CODES, [data]);
  if (outcome.ok) return "loaded";
  const error = outcome.error as SherwoodError;
  // Every problem with its path (one of another schema version is the version alone).
  const issues = error.issues ?? [{ path: error.path, message: error.message }];
  if (error.code === "sherwood/invalid-data") expect(issues.length).toBeGreaterThan(0);
  expect(error.path).toBe(issues[0]!.path);
  expect(error.message.endsWith(issues[0]!.message)).toBe(true);
  for (const issue of issues) {
    expect(typeof issue.path).toBe("string");
    expect(issue.message.length, issue.message.slice(0, 200)).toBeLessThanOrEqual(MESSAGE_LIMIT);
    expect(issue.message, issue.message.slice(0, 200)).not.toMatch(/x{81}|9{81}/);
  }
  return "refused";
}

describe("fuzz: loadSherwoodData", () => {
  it("the shipped data loads (so a refusal below is about its mutation)", () => {
    expect(load(base)).toBe("loaded");
  });

  it("one place changed anywhere, or where an id, a name or a reference is: loaded, or refused with paths, the data left as it was", () => {
    const verdicts = { loaded: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.nat(),
        mutations(ids),
        fc.oneof({ weight: 15, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(new HugeArray(20_000), new HugeArray(200_000)) }),
        (named, pick, mutation, huge) => {
          const from = named ? naming : paths;
          const at: JsonPath = from[pick % from.length]!;
          const change = huge === null ? mutation : { op: "set" as const, value: Array.from({ length: huge.size }, () => 0) };
          verdicts[load(mutateAt(base, at, change))]++;
        },
      ),
      { numRuns: 80 },
    );
    expect(base).toEqual(before);
    expect(verdicts.refused).toBeGreaterThan(25);
  });

  it("a list of a million items is refused at its path before the schemas read it (they overflowed the stack collecting a million issues)", () => {
    const started = performance.now();
    for (const at of [["maps"], ["maps", 0, "hexMap", "terrainTypes"], ["scenarios", 0, "camps"]] as const) {
      const outcome = mustBeTyped(() => loadSherwoodData(mutateAt(base, at, { op: "set", value: new Array<number>(1_000_000).fill(0) })), SherwoodError, ["sherwood/invalid-data"]);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok)
        expect({ path: outcome.error.path, message: outcome.error.message }).toEqual({
          path: formatJsonPath(at),
          message: `${formatJsonPath(at)}: 1,000,000 items, more than the 10,000 allowed`,
        });
    }
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it("a prototype name as every id, name, map id and tree letter: each refused or loaded as a name like any other", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      for (const key of ["id", "letter", "map", "name"]) {
        const at = naming.find((p) => p.at(-1) === key);
        if (at === undefined) continue;
        load(mutateAt(base, at, { op: "set", value: name }));
      }
    }
    expect(base).toEqual(before);
  });

  it("junk of every kind as the whole data set is refused; at the top of a part, loaded or refused", () => {
    const parts = ["schemaVersion", "maps", "characters", "animals", "equipment", "tables", "scenarios"];
    fc.assert(
      fc.property(junk, fc.option(fc.constantFrom(...parts), { nil: undefined }), (value, part) => {
        // Junk as the whole set is refused; as a part, an empty list of scenarios or equipment is a data set.
        if (part === undefined) expect(load(value)).toBe("refused");
        else load(mutateAt(base, [part], { op: "set", value }));
      }),
      { numRuns: 150 },
    );
    load(nested(20_000, "object", "maps"));
    load({ ...(base as object), maps: nested(20_000) });
    expect(base).toEqual(before);
  });
});

describe("fuzz: the lookups of sherwoodRules", () => {
  const lookups = {
    character: (id: unknown) => sherwoodRules.character(id as string),
    animal: (id: unknown) => sherwoodRules.animal(id as string),
    equipment: (id: unknown) => sherwoodRules.equipment(id as string),
    map: (id: unknown) => sherwoodRules.map(id as string),
    scenario: (id: unknown) => sherwoodRules.scenario(id as string),
    terrain: (id: unknown) => sherwoodRules.terrain(id as string),
    weaponRange: (id: unknown) => sherwoodRules.weaponRange(id as string),
    movementCost: (id: unknown) => sherwoodRules.movementCost(id as string),
  };
  const names = Object.keys(lookups) as (keyof typeof lookups)[];

  it("junk, prototype names and near-misses: the thing, or sherwood/unknown-id quoting at most 80 characters", () => {
    const argument = fc.oneof(junk, fc.constantFrom<unknown>("constructor", "__proto__", "toString", "valueOf", "", " robin", "Robin", 0, -1, 1.5, 99, "1", ...ids));
    fc.assert(
      fc.property(fc.constantFrom(...names), argument, (name, id) => {
        const outcome = mustBeTyped(() => lookups[name](id), SherwoodError, ["sherwood/unknown-id"], [id]);
        if (!outcome.ok) expect(outcome.error.message).not.toMatch(/x{81}|9{81}/);
        else expect(outcome.value).toBeDefined();
      }),
      { numRuns: 1000 },
    );
  });

  it("a prototype name, an object without a prototype, a value nested 20,000 deep: no character, animal, map, scenario, terrain, weapon or movement cost", () => {
    // The message quoted String(id), which throws a TypeError on an object without a prototype and overflows on a deep array.
    for (const name of names) {
      for (const id of ["constructor", "__proto__", "toString", "hasOwnProperty", Object.create(null), nested(20_000), { toString: () => "robin" }]) {
        const outcome = mustBeTyped(() => lookups[name](id), SherwoodError, ["sherwood/unknown-id"], [id]);
        expect(outcome.ok).toBe(false);
      }
    }
  });
});
