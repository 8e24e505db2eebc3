import { checkSchemaVersion, parseWith } from "@tt/engine";
import { defineCrossTable, defineRangeTable, type CrossTable, type RangeTable } from "@tt/tables";
import { reachable, type Graph } from "@tt/hexgrid";
import { parseCode, type CodeToken } from "./codes";
import { syndromeDataSchema, type Ability, type ParagraphData, type PersonKind, type SpaceData, type SpaceType, type SyndromeData } from "./data-schemas";
import { SyndromeError } from "./errors";

/**
 * The Fealty Table's four results (SYN-T.FEALTY).
 *
 * @see SYN-T.FEALTY
 * @example
 * ```ts
 * import type { FealtyResult } from "@tt/syndrome";
 * const wanted: FealtyResult = "Open Rebellion";
 * ```
 */
export type FealtyResult = "Open Rebellion" | "Defy" | "Delay" | "Swear Fealty";

/**
 * A person or squad counter as the rules use it: index, id, printed values and ability paragraph.
 *
 * @example
 * ```ts
 * import { syndrome } from "@tt/syndrome";
 * syndrome.rules.person("kirk").raid; // Kirk's raid value
 * ```
 */
export interface Counter {
  /** Index in {@link SyndromeRules.counters} and in a state's `people`. */
  readonly index: number;
  /** Stable id, kebab-case (`"kirk"`, `"da-costa"`). */
  readonly id: string;
  /** The printed name. */
  readonly name: string;
  /** Which kind of person (SYN-7); `squad` for King's Men squads. */
  readonly kind: PersonKind;
  /** Persuasiveness: modifies recruiting and sanctuary rolls (SYN-2.3, SYN-8.1). */
  readonly persuasiveness: number;
  /** Raid value: modifies raid rolls (SYN-2.3, SYN-8.4). */
  readonly raid: number;
  /** Donations value: modifies donation rolls (SYN-2.3, SYN-8.2). */
  readonly donations: number;
  /** Paragraph of the special ability (SYN-7.3), or `null`. */
  readonly paragraph: number | null;
  /** The space printed with the counter's name (Royalists, Clerics, squads), or `null`. */
  readonly home: string | null;
  /** Row of the Recruiting Table, or `null` when the person cannot be recruited. */
  readonly recruitRow: string | null;
}

/**
 * A map space as the rules use it: its index, type and land neighbours.
 *
 * @example
 * ```ts
 * import { syndrome } from "@tt/syndrome";
 * syndrome.rules.space("trott").type; // "town"
 * ```
 */
export interface Space {
  /** Index in {@link SyndromeRules.spaces}. */
  readonly index: number;
  /** Stable id, kebab-case (`"port-ferkin"`). */
  readonly id: string;
  /** The space's name. */
  readonly name: string;
  /** The kind of space (SYN-2.2): picks the Donations row, where raids, sanctuary and horses are possible. */
  readonly type: SpaceType;
  /** Whether the space is river or sea (nobody may enter it). */
  readonly water: boolean;
  /** Land spaces next to it (rivers crossed only at fords and bridges: SYN-9.3). */
  readonly land: readonly string[];
  /** Whether it lies next to the river or the sea (Thomas Rupine, paragraph 63). */
  readonly riverside: boolean;
}

/**
 * A compiled data set: the raw data plus indexes, land distances and compiled tables the rules
 * read. Build one with {@link loadSyndromeData}.
 *
 * @example
 * ```ts
 * import { syndrome } from "@tt/syndrome";
 * syndrome.rules.distance("klamath-town", "royal-palace"); // 1
 * ```
 */
export interface SyndromeRules {
  /** The validated data set it was compiled from. */
  readonly data: SyndromeData;
  /** Every space, water included, in data order. */
  readonly spaces: readonly Space[];
  /** Land spaces, in data order. */
  readonly landSpaces: readonly string[];
  /** Every person, then every squad, in data order: a state's `people` has one entry for each. */
  readonly counters: readonly Counter[];
  /** The six towns, in data order. */
  readonly towns: readonly string[];
  /** Towns and castles: where captured people are imprisoned. */
  readonly prisons: readonly string[];
  /** The Royal Palace's space id. */
  readonly palace: string;
  /** The Royal Party's route after the palace, in order (SYN-13.1). */
  readonly route: readonly string[];
  /** The compiled tables, for `@tt/tables`' `lookup` and `tableOdds` (SYN-4.1). */
  readonly tables: {
    readonly recruiting: CrossTable<string>;
    readonly donations: CrossTable<string>;
    readonly kingsMen: CrossTable<string>;
    readonly raid: RangeTable<number>;
    readonly horseTheft: RangeTable<number>;
    readonly sanctuary: RangeTable<number>;
    readonly flight: RangeTable<number>;
    readonly fealty: RangeTable<FealtyResult>;
  };
  /**
   * A space by id.
   *
   * @param id - a space id
   * @returns the space
   * @throws {@link SyndromeError} `syndrome/invalid-data` for an unknown id
   */
  space(id: string): Space;
  /**
   * A person or squad counter by id.
   *
   * @param id - a counter id
   * @returns the counter
   * @throws {@link SyndromeError} `syndrome/invalid-data` for an unknown id
   */
  person(id: string): Counter;
  /**
   * A paragraph by number (SYN-10).
   *
   * @param number - a paragraph number (10-72 for abilities, 99-405 for table results)
   * @returns the paragraph, or `undefined` when the data has none
   */
  paragraph(number: number): ParagraphData | undefined;
  /**
   * The paragraphs whose ability is of one kind (data order), for the abilities the data gives
   * by place: freeing lords and mayors, secret passages, Narrows at Northguard.
   *
   * @param kind - an ability kind
   * @returns each paragraph number with its ability
   */
  abilities<K extends Ability["kind"]>(kind: K): readonly { readonly paragraph: number; readonly ability: Extract<Ability, { kind: K }> }[];
  /** Parsed tokens of a table code. */
  code(code: string): readonly CodeToken[];
  /** Land distance in spaces (`Infinity` when unreachable). */
  distance(from: string, to: string): number;
  /** The land spaces as an `@tt/hexgrid` graph (neighbours by land), for its searches. */
  readonly landGraph: Graph<string>;
}

/**
 * The Donations Table row of each space type (SYN-T.DONATE).
 *
 * @see SYN-T.DONATE
 * @example
 * ```ts
 * import { DONATION_ROWS, syndrome } from "@tt/syndrome";
 * DONATION_ROWS[syndrome.rules.space("trott").type]; // "Town"
 * ```
 */
export const DONATION_ROWS: Readonly<Record<SpaceType, string | null>> = {
  town: "Town",
  castle: "Castle",
  cathedral: "Cathedral",
  palace: "Royal Palace",
  forest: "Forest",
  open: "Open Country",
  road: "Road",
  ford: "Bridge/Ford",
  bridge: "Bridge/Ford",
  river: null,
  sea: null,
};

function bad(message: string, path: string): never {
  throw new SyndromeError("syndrome/invalid-data", message, path);
}

/**
 * Validates a Syndrome data set (schemas, then every cross-reference: neighbours, homes, the
 * route, table rows, codes, paragraphs) and compiles it for the rules.
 *
 * @param json - a data set as JSON (for example a user's corrected copy of {@link SYNDROME_DATA})
 * @returns the compiled data
 * @throws {@link SyndromeError} `syndrome/invalid-data` naming the JSON path and what was expected;
 *   `syndrome/unsupported-schema-version` for another `schemaVersion`
 * @example
 * ```ts
 * import { loadSyndromeData, SYNDROME_DATA } from "@tt/syndrome";
 * const rules = loadSyndromeData(SYNDROME_DATA);
 * rules.towns.length; // 6
 * ```
 */
export function loadSyndromeData(json: unknown): SyndromeRules {
  checkSchemaVersion(json, 1, ({ found, path }) => new SyndromeError("syndrome/unsupported-schema-version", `data schemaVersion ${found} cannot be read; this version reads 1`, path));
  const data = parseWith(syndromeDataSchema, json, ({ path, message, issues }) => new SyndromeError("syndrome/invalid-data", message, path, issues));

  const byId = new Map<string, SpaceData>();
  data.map.spaces.forEach((space, i) => {
    if (byId.has(space.id)) bad(`space id "${space.id}" is used twice`, `map.spaces[${i}].id`);
    byId.set(space.id, space);
  });
  const isWater = (type: SpaceType) => type === "river" || type === "sea";
  data.map.spaces.forEach((space, i) => {
    space.neighbours.forEach((n, k) => {
      const other = byId.get(n);
      if (other === undefined) bad(`unknown space "${n}"`, `map.spaces[${i}].neighbours[${k}]`);
      if (n === space.id) bad(`a space cannot neighbour itself`, `map.spaces[${i}].neighbours[${k}]`);
    });
  });
  // Symmetry only once every neighbour is known, so an unknown id is reported where it is written.
  data.map.spaces.forEach((space, i) => {
    space.neighbours.forEach((n, k) => {
      const other = byId.get(n)!;
      if (!other.neighbours.includes(space.id)) bad(`"${n}" does not list "${space.id}" back: neighbours must be symmetric`, `map.spaces[${i}].neighbours[${k}]`);
    });
  });
  const spaces: Space[] = data.map.spaces.map((space, index) => ({
    index,
    id: space.id,
    name: space.name,
    type: space.type,
    water: isWater(space.type),
    land: isWater(space.type) ? [] : space.neighbours.filter((n) => !isWater(byId.get(n)!.type)),
    riverside: !isWater(space.type) && space.neighbours.some((n) => isWater(byId.get(n)!.type)),
  }));
  const spaceIndex = new Map(spaces.map((s) => [s.id, s]));
  const palaceSpace = spaceIndex.get(data.map.palace);
  if (palaceSpace === undefined || palaceSpace.type !== "palace") bad(`the palace must be a space of type "palace"`, "map.palace");
  let previous = data.map.palace;
  data.map.royalRoute.forEach((id, i) => {
    const space = spaceIndex.get(id);
    if (space === undefined) bad(`unknown space "${id}"`, `map.royalRoute[${i}]`);
    if (!space.land.includes(previous)) bad(`"${id}" is not next to "${previous}"`, `map.royalRoute[${i}]`);
    if (!["town", "road", "bridge", "ford"].includes(space.type)) bad(`the Royal Party keeps to the road: "${id}" is a ${space.type}`, `map.royalRoute[${i}]`);
    previous = id;
  });
  const towns = spaces.filter((s) => s.type === "town").map((s) => s.id);
  for (const town of towns) if (!data.map.royalRoute.includes(town)) bad(`the town "${town}" is not on the Royal Party's route`, "map.royalRoute");
  const landSpaces = spaces.filter((s) => !s.water).map((s) => s.id);

  // Land distances, by breadth-first search over the land graph (@tt/hexgrid's graph search).
  const landIndex = new Map(landSpaces.map((id, i) => [id, i]));
  const n = landSpaces.length;
  const distances = new Int16Array(n * n).fill(-1);
  const graph: Graph<string> = { neighbors: (id) => spaceIndex.get(id)!.land };
  for (let i = 0; i < n; i++) {
    const reach = reachable(graph, landSpaces[i]!, n);
    for (const node of reach.nodes) distances[i * n + landIndex.get(node)!] = reach.costOf(node)!;
  }

  const counters: Counter[] = [];
  const personIndex = new Map<string, Counter>();
  const addCounter = (c: Omit<Counter, "index">, path: string) => {
    if (personIndex.has(c.id)) bad(`person id "${c.id}" is used twice`, `${path}.id`);
    if (c.home !== null && (spaceIndex.get(c.home) === undefined || spaceIndex.get(c.home)!.water)) bad(`unknown or water home space "${c.home}"`, `${path}.home`);
    const counter = { ...c, index: counters.length };
    counters.push(counter);
    personIndex.set(c.id, counter);
  };
  data.people.forEach((p, i) => addCounter({ id: p.id, name: p.name, kind: p.kind, persuasiveness: p.persuasiveness, raid: p.raid, donations: p.donations, paragraph: p.paragraph, home: p.home, recruitRow: p.recruitRow }, `people[${i}]`));
  data.squads.forEach((s, i) => addCounter({ id: s.id, name: s.name, kind: "squad", persuasiveness: s.persuasiveness, raid: s.raid, donations: s.donations, paragraph: null, home: s.home, recruitRow: "King's Men squads" }, `squads[${i}]`));
  data.people.forEach((p, i) => {
    if ((p.kind === "royalist" || p.kind === "cleric") && p.home === null) bad(`a ${p.kind} needs the space printed with his name`, `people[${i}].home`);
    if ((p.kind === "enterprise" || p.kind === "archon") && p.recruitRow !== null) bad(`${p.kind} crew cannot be recruited`, `people[${i}].recruitRow`);
    if (p.kind !== "enterprise" && p.kind !== "archon" && p.recruitRow === null) bad(`every ${p.kind} has a Recruiting Table row`, `people[${i}].recruitRow`);
  });

  const tableOf = <T>(build: () => T, path: string): T => {
    try {
      return build();
    } catch (error) {
      bad(error instanceof Error ? error.message : String(error), path);
    }
  };
  const t = data.tables;
  const tables = {
    recruiting: tableOf(() => defineCrossTable<string>({ ...t.recruiting, name: t.recruiting.name ?? "Recruiting Table" }), "tables.recruiting"),
    donations: tableOf(() => defineCrossTable<string>({ ...t.donations, name: t.donations.name ?? "Donations Table" }), "tables.donations"),
    kingsMen: tableOf(() => defineCrossTable<string>({ ...t.kingsMen, name: t.kingsMen.name ?? "King's Men Table" }), "tables.kingsMen"),
    raid: tableOf(() => defineRangeTable<number>({ ...t.raid, name: t.raid.name ?? "Raid Table" }), "tables.raid"),
    horseTheft: tableOf(() => defineRangeTable<number>({ ...t.horseTheft, name: t.horseTheft.name ?? "Horse Theft Table" }), "tables.horseTheft"),
    sanctuary: tableOf(() => defineRangeTable<number>({ ...t.sanctuary, name: t.sanctuary.name ?? "Sanctuary Table" }), "tables.sanctuary"),
    flight: tableOf(() => defineRangeTable<number>({ ...t.flight, name: t.flight.name ?? "Flight Table" }), "tables.flight"),
    fealty: tableOf(() => defineRangeTable<FealtyResult>({ ...t.fealty, name: t.fealty.name ?? "Fealty Table" }), "tables.fealty"),
  };
  const codes = new Map<string, readonly CodeToken[]>();
  for (const name of ["recruiting", "donations", "kingsMen"] as const) {
    t[name].rows.forEach((row, r) =>
      row.results.forEach((cell, c) => {
        try {
          codes.set(cell, Object.freeze(parseCode(cell)));
        } catch (error) {
          bad((error as Error).message, `tables.${name}.rows[${r}].results[${c}]`);
        }
      }),
    );
  }
  const recruitRows = new Set(t.recruiting.rows.map((r) => r.label));
  counters.forEach((c) => {
    if (c.recruitRow !== null && !recruitRows.has(c.recruitRow)) bad(`"${c.recruitRow}" is not a row of the Recruiting Table`, c.kind === "squad" ? "tables.recruiting" : `people[${c.index}].recruitRow`);
  });
  const donationRows = new Set(t.donations.rows.map((r) => r.label));
  for (const type of new Set(spaces.filter((s) => !s.water).map((s) => s.type))) {
    const row = DONATION_ROWS[type];
    if (row !== null && !donationRows.has(row)) bad(`the Donations Table has no "${row}" row for ${type} spaces`, "tables.donations.rows");
  }
  const paragraphs = new Map<number, ParagraphData>();
  data.paragraphs.forEach((p, i) => {
    if (paragraphs.has(p.number)) bad(`paragraph ${p.number} is given twice`, `paragraphs[${i}].number`);
    paragraphs.set(p.number, p);
  });
  for (const name of ["raid", "horseTheft", "sanctuary", "flight"] as const) {
    t[name].rows.forEach((row, r) => {
      const paragraph = paragraphs.get(row.result);
      if (paragraph === undefined) bad(`paragraph ${row.result} is not in the data`, `tables.${name}.rows[${r}].result`);
      else if (paragraph.steps === undefined) bad(`paragraph ${row.result} is a table result but has no steps (give [] for none)`, `paragraphs[${data.paragraphs.indexOf(paragraph)}].steps`);
    });
  }
  data.paragraphs.forEach((p, i) => {
    if (p.onJoin?.controls != null && !personIndex.has(p.onJoin.controls)) bad(`unknown person "${p.onJoin.controls}"`, `paragraphs[${i}].onJoin.controls`);
    if (p.ability === undefined) return;
    if (p.ability.kind === "frees-prisoners") {
      for (const c of counters) if (c.paragraph === p.number && c.home === null) bad(`${c.name} frees his home's prisoners but has no home`, `paragraphs[${i}].ability`);
      return;
    }
    p.ability.spaces.forEach((id, k) => {
      if (!spaceIndex.has(id)) bad(`unknown space "${id}"`, `paragraphs[${i}].ability.spaces[${k}]`);
    });
  });

  const abilities = data.paragraphs.flatMap((p) => (p.ability === undefined ? [] : [Object.freeze({ paragraph: p.number, ability: p.ability })]));

  const rules: SyndromeRules = {
    data,
    spaces,
    landSpaces,
    counters,
    towns,
    prisons: spaces.filter((s) => s.type === "town" || s.type === "castle").map((s) => s.id),
    palace: data.map.palace,
    route: data.map.royalRoute,
    tables,
    space(id) {
      const space = spaceIndex.get(id);
      if (space === undefined) throw new SyndromeError("syndrome/invalid-data", `unknown space "${id}"`);
      return space;
    },
    person(id) {
      const person = personIndex.get(id);
      if (person === undefined) throw new SyndromeError("syndrome/invalid-data", `unknown person "${id}"`);
      return person;
    },
    landGraph: graph,
    paragraph: (number) => paragraphs.get(number),
    abilities: <K extends Ability["kind"]>(kind: K) => abilities.filter((a): a is { paragraph: number; ability: Extract<Ability, { kind: K }> } => a.ability.kind === kind),
    code(code) {
      let tokens = codes.get(code);
      if (tokens === undefined) {
        tokens = Object.freeze(parseCode(code));
        codes.set(code, tokens);
      }
      return tokens;
    },
    distance(from, to) {
      const a = landIndex.get(from);
      const b = landIndex.get(to);
      if (a === undefined || b === undefined) return Infinity;
      const d = distances[a * n + b]!;
      return d < 0 ? Infinity : d;
    },
  };
  return rules;
}
