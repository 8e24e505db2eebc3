import type { CrossTable, RangeTable } from "@tt/tables";
import type { Graph } from "@tt/hexgrid";
import type { CodeToken } from "./codes";
import type { Ability, PersonKind, RulesParagraph, SpaceType, SyndromeRulesData } from "./data-schemas";

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
  /** Which kind of person (section 7); `squad` for King's Men squads. */
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
  /** The kind of space (section 2.2): picks the Donations row, where raids, sanctuary and horses are possible. */
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
  readonly data: SyndromeRulesData;
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
  paragraph(number: number): RulesParagraph | undefined;
  /**
   * The paragraphs whose ability is of one kind (data order), for the abilities the data gives
   * by place: freeing lords and mayors, secret passages, Narrows at Northguard.
   *
   * @param kind - an ability kind
   * @returns each paragraph number with its ability
   */
  abilities<K extends Ability["kind"]>(kind: K): readonly { readonly paragraph: number; readonly ability: Extract<Ability, { kind: K }> }[];
  /**
   * The ability a paragraph gives as data, if any.
   *
   * @param paragraph - a paragraph number
   * @returns its ability, or `undefined`
   */
  abilityOf(paragraph: number): Ability | undefined;
  /** Parsed tokens of a table code. */
  code(code: string): readonly CodeToken[];
  /** Land distance in spaces (`Infinity` when unreachable). */
  distance(from: string, to: string): number;
  /** The land spaces as an `@tt/hexgrid` graph (neighbours by land), for its searches. */
  readonly landGraph: Graph<string>;
  /**
   * The spaces a person can move to from `from` in one move (SYN-9.3): two on foot, three on a
   * horse, a horse stopping on entering a forest (computed once with `@tt/hexgrid`'s `reachable`).
   *
   * @param from - a land space
   * @param horse - whether the person has a horse
   * @returns the destinations (`from` itself excluded)
   */
  moves(from: string, horse: boolean): readonly string[];
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
