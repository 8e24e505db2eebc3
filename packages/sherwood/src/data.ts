import { checkSchemaVersion, parseWith } from "@tt/engine";
import { composeBoard } from "./compile/board";
import { compileCharacters } from "./compile/characters";
import { compileMap, type MapSheet } from "./compile/maps";
import { compileScenarios } from "./compile/scenarios";
import { compileTables } from "./compile/tables";
import { sherwoodDataSchema, type SherwoodData } from "./data-schemas";
import { DataProblems, SherwoodError, quote } from "./errors";
import type { SherwoodRules } from "./rules-data";

/** A lookup's refusal, quoting what it was handed (at most 80 characters; any value, a deep or prototype-less one too). */
const unknown = (what: string, id: unknown): SherwoodError => new SherwoodError("sherwood/unknown-id", `no ${what} ${quote(id)}`);

/** A lookup by name that reads only a `Map` built from the data. */
function lookupIn<T>(what: string, entries: Iterable<readonly [string, T]>): (id: string) => T {
  const map = new Map(entries);
  return (id) => {
    const found = typeof id === "string" ? map.get(id) : undefined;
    if (found === undefined) throw unknown(what, id);
    return found;
  };
}

/**
 * How a data set may be shaped before its schemas read it (`loadSherwoodData` refuses anything past
 * these with `sherwood/invalid-data` at the path of the offending list or value): nesting depth, items
 * in one list, values in all. The shipped data nests under 10 deep, its longest list has 252 items and it
 * holds some 11,000 values.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA_LIMITS } from "@tt/sherwood";
 * SHERWOOD_DATA_LIMITS.items; // 10000
 * ```
 */
export const SHERWOOD_DATA_LIMITS: Readonly<{ depth: number; items: number; values: number }> = /* @__PURE__ */ Object.freeze({ depth: 32, items: 10_000, values: 1_000_000 });

/**
 * Validates a Sherwood data set (its schemas, then every cross-reference: map rectangles and sides,
 * large trees, rooms, courtyards, the inn's staircase and balcony, counters and the values the
 * rulebook states, tables covering every roll, scenarios' maps, joins, camps and entries) and compiles
 * it for the rules.
 *
 * @param json - a data set as JSON (for example a corrected copy of {@link SHERWOOD_DATA})
 * @returns the compiled data
 * @throws {@link SherwoodError} `sherwood/invalid-data` naming the JSON path and what was expected,
 *   with every problem found in `issues` (a value nested deeper than 32 levels, a list of more than
 *   10,000 items or more than a million values in all are refused before the schemas read them);
 *   `sherwood/unsupported-schema-version` for another `schemaVersion`
 * @example
 * ```ts
 * import { loadSherwoodData, SHERWOOD_DATA } from "@tt/sherwood";
 * const rules = loadSherwoodData(SHERWOOD_DATA);
 * rules.character("little-john").foot.healthy.attack; // 13
 * ```
 */
export function loadSherwoodData(json: unknown): SherwoodRules {
  checkSchemaVersion(json, 1, ({ found, path }) => new SherwoodError("sherwood/unsupported-schema-version", `data schemaVersion ${found} cannot be read; this version reads 1`, path));
  // Measured before the schemas read it (SHERWOOD_DATA_LIMITS): a million wrong items would make zod overflow.
  const data = parseWith(sherwoodDataSchema, json, ({ path, message, issues }) => new SherwoodError("sherwood/invalid-data", message, path, issues), [], SHERWOOD_DATA_LIMITS);
  return compileSherwoodData(data);
}

/** Compiles a data set that has passed the schemas: every cross-reference checked, boards and tables built. @internal */
export function compileSherwoodData(data: SherwoodData): SherwoodRules {
  const problems = new DataProblems();
  const sheets = new Map<string, MapSheet>();
  const places = new Map<string, string>();
  const letters = new Map<string, string>();
  data.maps.forEach((m, i) => {
    if (sheets.has(m.id)) problems.report(`the map id ${quote(m.id)} is used twice`, `maps[${i}].id`);
    const sheet = compileMap(m, `maps[${i}]`, problems, places, letters);
    if (sheet !== undefined && !sheets.has(m.id)) sheets.set(m.id, sheet);
  });
  const characters = compileCharacters(data, problems);
  const tables = compileTables(data, problems);
  for (const [what, list] of [
    ["animal", data.animals],
    ["equipment", data.equipment],
  ] as const) {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.id)) problems.report(`the ${what} id ${quote(item.id)} is used twice`, `${what === "animal" ? "animals" : "equipment"}[${i}].id`);
      seen.add(item.id);
    });
  }
  problems.throwIfAny();
  const scenarios = compileScenarios(data, sheets, problems);
  problems.throwIfAny();
  const maps = data.maps.map((m) => composeBoard(m.id, sheets, [{ map: m.id, origin: { col: 0, row: 0 }, rotation: 0 }], []));
  const scenarioById = new Map(scenarios.map((s) => [s.id, s]));
  const scenarioByNumber = new Map(scenarios.map((s) => [s.number, s]));
  const weaponRange = lookupIn(
    "missile weapon",
    data.tables.weaponRanges.map((w) => [w.weapon, Object.freeze({ short: w.short, long: w.long })] as const),
  );
  const movementCost = lookupIn(
    "movement cost",
    data.tables.movementCosts.map((c) => [c.id, c.movementPoints] as const),
  );
  return Object.freeze({
    data,
    characters: Object.freeze(characters),
    tables: tables!,
    maps: Object.freeze(maps),
    scenarios: Object.freeze(scenarios),
    character: lookupIn(
      "character",
      characters.map((c) => [c.id, c] as const),
    ),
    animal: lookupIn(
      "animal",
      data.animals.map((a) => [a.id, a] as const),
    ),
    equipment: lookupIn(
      "equipment",
      data.equipment.map((e) => [e.id, e] as const),
    ),
    map: lookupIn(
      "map",
      maps.map((m) => [m.id, m] as const),
    ),
    scenario(which: number | string) {
      const found = typeof which === "number" ? scenarioByNumber.get(which) : typeof which === "string" ? scenarioById.get(which) : undefined;
      if (found === undefined) throw unknown("scenario", which);
      return found;
    },
    terrain: lookupIn(
      "terrain",
      data.tables.terrain.map((t) => [t.terrain, t] as const),
    ),
    weaponRange,
    movementCost,
  });
}
