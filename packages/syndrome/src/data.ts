import { checkSchemaVersion, parseWith } from "@tt/engine";
import { parseCode } from "./codes";
import { checkRows, compileCodes, compileTables } from "./compile/tables";
import { compileCounters } from "./compile/counters";
import { compileMap } from "./compile/map";
import { compileParagraphs } from "./compile/paragraphs";
import { syndromeDataSchema, type Ability, type SyndromeRulesData } from "./data-schemas";
import { SyndromeError, dataProblems } from "./errors";
import { MAX_DEPTH, MAX_ITEMS, quote, tooDeep, tooLong } from "./_internal/limits";
import type { SyndromeRules } from "./rules-data";

export { DONATION_ROWS, type Counter, type FealtyResult, type Space, type SyndromeRules } from "./rules-data";

/**
 * Validates a Syndrome data set (schemas, then every cross-reference: neighbours, homes, the
 * route, table rows, codes, paragraphs) and compiles it for the rules.
 *
 * @param json - a data set as JSON (for example a user's corrected copy of {@link SYNDROME_DATA})
 * @returns the compiled data
 * @throws {@link SyndromeError} `syndrome/invalid-data` naming the JSON path and what was expected,
 *   with every problem in its `issues`: every schema issue, or (a data set that passes its schemas)
 *   every cross-reference problem at once (a value nested deeper than 32 levels or a list of more
 *   than 10,000 items is refused before the schemas read it); `syndrome/unsupported-schema-version`
 *   for another `schemaVersion`
 * @example
 * ```ts
 * import { loadSyndromeData, SYNDROME_DATA } from "@tt/syndrome";
 * const rules = loadSyndromeData(SYNDROME_DATA);
 * rules.towns.length; // 6
 * ```
 */
export function loadSyndromeData(json: unknown): SyndromeRules {
  checkSchemaVersion(json, 1, ({ found, path }) => new SyndromeError("syndrome/unsupported-schema-version", `data schemaVersion ${found} cannot be read; this version reads 1`, path));
  // Measured before the schemas read it: a value nested 20,000 deep or a list of a million items is refused at its path.
  // The lists first: a walk to measure the depth would visit each of a million items.
  const long = tooLong(json);
  const deep = long === undefined ? tooDeep(json) : undefined;
  const shape =
    long !== undefined
      ? { path: long, message: `a list of more than ${MAX_ITEMS.toLocaleString("en")} items: no data set has one` }
      : deep !== undefined
        ? { path: deep, message: `nested deeper than ${MAX_DEPTH} levels: no data set is` }
        : undefined;
  if (shape !== undefined) throw new SyndromeError("syndrome/invalid-data", shape.message, shape.path, [shape]);
  const data = parseWith(syndromeDataSchema, json, ({ path, message, issues }) => new SyndromeError("syndrome/invalid-data", message, path, issues));
  return compileSyndromeData(data);
}

/**
 * Compiles a data set that has passed the schemas (or was built from one, as the package's
 * lean copy is): every cross-reference checked, indexes, distances and tables built. It
 * needs no zod, so the package's own game is compiled without the data schemas. @internal
 */
export function compileSyndromeData(data: SyndromeRulesData): SyndromeRules {
  // Every cross-reference is checked, each problem collected, then thrown together.
  const problems = dataProblems();
  const map = compileMap(data.map, problems);
  const { counters, personIndex } = compileCounters(data, map.spaceIndex, problems);
  const tables = compileTables(data.tables, problems);
  const codes = compileCodes(data.tables, problems);
  checkRows(data.tables, counters, map.spaces, problems);
  const { paragraphs, abilities } = compileParagraphs(data, map.spaceIndex, counters, problems);
  problems.throwIfAny();
  const byKind = new Map<Ability["kind"], readonly { paragraph: number; ability: Ability }[]>();
  for (const a of abilities) byKind.set(a.ability.kind, Object.freeze([...(byKind.get(a.ability.kind) ?? []), a]));

  const rules: SyndromeRules = {
    data,
    spaces: map.spaces,
    landSpaces: map.landSpaces,
    counters,
    towns: map.towns,
    prisons: map.spaces.filter((s) => s.type === "town" || s.type === "castle").map((s) => s.id),
    palace: data.map.palace,
    route: data.map.royalRoute,
    tables,
    space(id) {
      const space = map.spaceIndex.get(id);
      if (space === undefined) throw new SyndromeError("syndrome/invalid-data", `unknown space ${quote(id)}`);
      return space;
    },
    person(id) {
      const person = personIndex.get(id);
      if (person === undefined) throw new SyndromeError("syndrome/invalid-data", `unknown person ${quote(id)}`);
      return person;
    },
    landGraph: map.graph,
    moves: map.moves,
    paragraph: (number) => paragraphs.get(number),
    abilityOf: (number) => paragraphs.get(number)?.ability,
    abilities: <K extends Ability["kind"]>(kind: K) => (byKind.get(kind) ?? []) as readonly { paragraph: number; ability: Extract<Ability, { kind: K }> }[],
    code(code) {
      let tokens = codes.get(code);
      if (tokens === undefined) {
        tokens = Object.freeze(parseCode(code));
        codes.set(code, tokens);
      }
      return tokens;
    },
    distance: map.distance,
  };
  return rules;
}
