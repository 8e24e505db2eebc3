import * as z from "zod/mini";
import { crossTableSchema, rangeTableSchema } from "@tt/tables";
import { effectSchema } from "./effects";

/**
 * The kinds of map space, as the rulebook names them (SYN-9.3; the map is section 2.2). `river` and
 * `sea` are water: no one may enter them.
 *
 * @see SYN-9.3
 * @example
 * ```ts
 * import { SPACE_TYPES } from "@tt/syndrome";
 * SPACE_TYPES.includes("ford"); // true
 * ```
 */
export const SPACE_TYPES = ["town", "castle", "cathedral", "palace", "forest", "open", "road", "ford", "bridge", "river", "sea"] as const;
/**
 * One of {@link SPACE_TYPES}.
 *
 * @see SYN-9.3
 * @example
 * ```ts
 * import { syndrome, type SpaceType } from "@tt/syndrome";
 * const type: SpaceType = syndrome.rules.space("greenwood-heart").type; // "forest"
 * ```
 */
export type SpaceType = (typeof SPACE_TYPES)[number];

/**
 * The kinds of person (section 7, SYN-2.3). A recruited King's Men squad is a person of kind `squad`.
 *
 * @see SYN-2.3
 * @example
 * ```ts
 * import { PERSON_KINDS } from "@tt/syndrome";
 * PERSON_KINDS.length; // 6
 * ```
 */
export const PERSON_KINDS = ["enterprise", "archon", "neutral", "royalist", "cleric", "squad"] as const;
/**
 * One of {@link PERSON_KINDS}.
 *
 * @see SYN-2.3
 * @example
 * ```ts
 * import { syndrome, type PersonKind } from "@tt/syndrome";
 * const kind: PersonKind = syndrome.rules.person("mbele").kind; // "archon"
 * ```
 */
export type PersonKind = (typeof PERSON_KINDS)[number];

/**
 * Where a datum comes from: stated by the rulebook, or reconstructed here with a one-line reason.
 *
 * @example
 * ```ts
 * import { provenanceSchema } from "@tt/syndrome";
 * provenanceSchema.parse({ source: "reconstructed", reason: "the map is not in the rulebook text" });
 * ```
 */
export const provenanceSchema = /* @__PURE__ */ (() =>
  z
    .object({ source: z.literal(["rulebook", "reconstructed"]), reason: z.string() })
    .check(z.refine((p) => p.source === "rulebook" || p.reason.trim().length > 0, { message: "a reconstructed datum needs a reason", path: ["reason"] })))();
/**
 * The provenance of one datum.
 *
 * @example
 * ```ts
 * import { SYNDROME_DATA, type Provenance } from "@tt/syndrome";
 * const provenance: Provenance = SYNDROME_DATA.map.provenance; // { source: "reconstructed", reason: "..." }
 * ```
 */
export type Provenance = z.infer<typeof provenanceSchema>;

const id = /* @__PURE__ */ (() => z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an id is lowercase words joined by hyphens")))();

/**
 * One space of the map: its id, printed name, type and the spaces next to it. Neighbours
 * are symmetric; water spaces list their shores so river-side and sea-side spaces can be found.
 *
 * @example
 * ```ts
 * import { SYNDROME_DATA, spaceSchema } from "@tt/syndrome";
 * spaceSchema.safeParse(SYNDROME_DATA.map.spaces[0]).success; // true
 * ```
 */
export const spaceSchema = /* @__PURE__ */ (() =>
  z.object({
    id,
    name: z.string().check(z.minLength(1)),
    type: z.literal(SPACE_TYPES),
    neighbours: z.array(id).check(z.minLength(1)),
    provenance: provenanceSchema,
  }))();
/**
 * One map space as data.
 *
 * @example
 * ```ts
 * import { SYNDROME_DATA, type SpaceData } from "@tt/syndrome";
 * const towns: SpaceData[] = SYNDROME_DATA.map.spaces.filter((space) => space.type === "town");
 * ```
 */
export type SpaceData = z.infer<typeof spaceSchema>;

/**
 * The map: its spaces, the Royal Palace, and the Royal Party's road route (SYN-13.1):
 * every space it enters after the palace, in order, Farnosh Bridge first, Klamath Town last.
 *
 * @see SYN-13.1
 * @example
 * ```ts
 * import { SYNDROME_DATA } from "@tt/syndrome";
 * SYNDROME_DATA.map.royalRoute[0]; // "farnosh-bridge"
 * ```
 */
export const mapSchema = /* @__PURE__ */ (() =>
  z.object({
    spaces: z.array(spaceSchema).check(z.minLength(1)),
    palace: id,
    royalRoute: z.array(id).check(z.minLength(1)),
    provenance: provenanceSchema,
  }))();
/**
 * The map as data.
 *
 * @see SYN-13.1
 * @example
 * ```ts
 * import { SYNDROME_DATA, type MapData } from "@tt/syndrome";
 * const map: MapData = SYNDROME_DATA.map;
 * map.royalRoute.length; // 34
 * ```
 */
export type MapData = z.infer<typeof mapSchema>;

/**
 * One person counter (SYN-2.3): kind, the three printed values, the paragraph of the
 * person's special ability (or `null`), the space printed with their name (Royalists and
 * Clerics; `null` for others) and the label of their Recruiting Table row (`null` for
 * people who cannot be recruited: Enterprise and Archon crew).
 *
 * @see SYN-2.3
 * @example
 * ```ts
 * import { SYNDROME_DATA } from "@tt/syndrome";
 * SYNDROME_DATA.people.find((p) => p.id === "da-costa")?.persuasiveness; // -2
 * ```
 */
export const personSchema = /* @__PURE__ */ (() =>
  z.object({
    id,
    name: z.string().check(z.minLength(1)),
    kind: z.literal(PERSON_KINDS),
    persuasiveness: z.int().check(z.minimum(-9), z.maximum(9)),
    raid: z.int().check(z.minimum(-9), z.maximum(9)),
    donations: z.int().check(z.minimum(-9), z.maximum(9)),
    paragraph: z.nullable(z.int().check(z.minimum(10), z.maximum(99))),
    home: z.nullable(id),
    recruitRow: z.nullable(z.string().check(z.minLength(1))),
    provenance: provenanceSchema,
  }))();
/**
 * One person as data.
 *
 * @see SYN-2.3
 * @example
 * ```ts
 * import { SYNDROME_DATA, type PersonData } from "@tt/syndrome";
 * const crew: PersonData[] = SYNDROME_DATA.people.filter((p) => p.kind === "enterprise");
 * ```
 */
export type PersonData = z.infer<typeof personSchema>;

/**
 * A code of the Recruiting, Donations or King's Men Tables, comma-separated tokens as printed:
 * `"2I,F"`, `"all C"`, `"R,M–"`, `"GD*"`, `"MN,1C"`. Its grammar is checked when data loads.
 *
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { tableCodeSchema } from "@tt/syndrome";
 * tableCodeSchema.parse("2I,F");
 * ```
 */
export const tableCodeSchema = /* @__PURE__ */ (() => z.string().check(z.minLength(1)))();

/**
 * A row-by-row provenance note of a table: which row (or cell) and where it comes from.
 *
 * @example
 * ```ts
 * import { SYNDROME_DATA, tableProvenanceSchema } from "@tt/syndrome";
 * tableProvenanceSchema.parse(SYNDROME_DATA.tables.provenance[0]);
 * ```
 */
export const tableProvenanceSchema = /* @__PURE__ */ (() =>
  z.object({ table: z.string().check(z.minLength(1)), row: z.string().check(z.minLength(1)), source: z.literal(["rulebook", "reconstructed"]), reason: z.string() }))();
/**
 * One table provenance note.
 *
 * @example
 * ```ts
 * import { SYNDROME_DATA, type TableProvenance } from "@tt/syndrome";
 * const reconstructed: TableProvenance[] = SYNDROME_DATA.tables.provenance.filter((p) => p.source === "reconstructed");
 * ```
 */
export type TableProvenance = z.infer<typeof tableProvenanceSchema>;

/**
 * The game's tables (SYN-4.1): cross tables keyed by person row, space type and Royal
 * Orders; range tables giving paragraph numbers; the Fealty Table giving its four results.
 *
 * @see SYN-4.1
 * @example
 * ```ts
 * import { SYNDROME_DATA } from "@tt/syndrome";
 * SYNDROME_DATA.tables.raid.rows.length; // one per printed roll
 * ```
 */
export const tablesSchema = /* @__PURE__ */ (() =>
  z.object({
    recruiting: crossTableSchema(tableCodeSchema),
    donations: crossTableSchema(tableCodeSchema),
    kingsMen: crossTableSchema(tableCodeSchema),
    raid: rangeTableSchema(z.int()),
    horseTheft: rangeTableSchema(z.int()),
    sanctuary: rangeTableSchema(z.int()),
    flight: rangeTableSchema(z.int()),
    fealty: rangeTableSchema(z.literal(["Open Rebellion", "Defy", "Delay", "Swear Fealty"])),
    provenance: z.array(tableProvenanceSchema),
  }))();
/**
 * The tables as data.
 *
 * @see SYN-4.1
 * @example
 * ```ts
 * import { SYNDROME_DATA, type TablesData } from "@tt/syndrome";
 * const tables: TablesData = SYNDROME_DATA.tables;
 * tables.kingsMen.rows.length; // 10
 * ```
 */
export type TablesData = z.infer<typeof tablesSchema>;

/**
 * A person's ability as data, where the rulebook names a place: a lord or mayor who frees his
 * home's prisoners once a game (`frees-prisoners`, paragraphs 30-44), a secret passage adding to raids
 * on given spaces (`secret-passage`: Jurgen at Trott +4, SYN-P.50; Scrow at the palace +3,
 * SYN-P.56), prisoners freed without a roll when he raids given spaces (`frees-without-roll`:
 * Narrows at Northguard, SYN-P.55).
 *
 * @see SYN-7.3
 * @example
 * ```ts
 * import { abilitySchema } from "@tt/syndrome";
 * abilitySchema.parse({ kind: "secret-passage", spaces: ["trott"], value: 4 });
 * ```
 */
export const abilitySchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("frees-prisoners") }),
    z.object({ kind: z.literal("secret-passage"), spaces: z.array(id).check(z.minLength(1)), value: z.int().check(z.minimum(-9), z.maximum(9)) }),
    z.object({ kind: z.literal("frees-without-roll"), spaces: z.array(id).check(z.minLength(1)) }),
  ]))();
/**
 * A person's ability as data.
 *
 * @see SYN-7.3
 * @example
 * ```ts
 * import type { Ability } from "@tt/syndrome";
 * const passage: Ability = { kind: "secret-passage", spaces: ["trott"], value: 4 };
 * ```
 */
export type Ability = z.infer<typeof abilitySchema>;

/**
 * One paragraph (SYN-10): its number, the person it belongs to (10-72), its story text and
 * its italic rules text, which supersedes the normal rules.
 *
 * @see SYN-10
 * @example
 * ```ts
 * import { SYNDROME_DATA } from "@tt/syndrome";
 * SYNDROME_DATA.paragraphs.find((p) => p.number === 302)?.effect; // "Sanctuary refused."
 * ```
 */
export const paragraphSchema = /* @__PURE__ */ (() =>
  z.object({
    number: z.int().check(z.minimum(10), z.maximum(999)),
    title: z.nullable(z.string()),
    text: z.string(),
    effect: z.string(),
    /** A table result's effects, in order, as the rules run them (every table-result paragraph has one, possibly empty). */
    steps: z.optional(z.array(effectSchema)),
    /** A person's ability the rules look up by kind (the others are keyed by paragraph number). */
    ability: z.optional(abilitySchema),
    /** What happens when the player gains control of the person (SYN-7.3): track changes, and someone else who comes under control with him. */
    onJoin: z.optional(
      z.object({
        tracks: z.array(z.object({ track: z.literal(["witchcraft", "royalMorale"]), delta: z.int().check(z.minimum(-9), z.maximum(9)), reason: z.string().check(z.minLength(1)) })),
        controls: z.nullable(id),
      }),
    ),
    provenance: provenanceSchema,
  }))();
/**
 * One paragraph as data.
 *
 * @see SYN-10
 * @example
 * ```ts
 * import { SYNDROME_DATA, type ParagraphData } from "@tt/syndrome";
 * const plague: ParagraphData | undefined = SYNDROME_DATA.paragraphs.find((p) => p.number === 150);
 * ```
 */
export type ParagraphData = z.infer<typeof paragraphSchema>;

/**
 * One King's Men squad counter: its id, the town (or palace) where it starts and its values,
 * used when the player recruits it.
 *
 * @see SYN-3.5
 * @example
 * ```ts
 * import { SYNDROME_DATA } from "@tt/syndrome";
 * SYNDROME_DATA.squads.length; // 7: one per town and one in the palace
 * ```
 */
export const squadSchema = /* @__PURE__ */ (() =>
  z.object({
    id,
    name: z.string().check(z.minLength(1)),
    home: id,
    persuasiveness: z.int().check(z.minimum(-9), z.maximum(9)),
    raid: z.int().check(z.minimum(-9), z.maximum(9)),
    donations: z.int().check(z.minimum(-9), z.maximum(9)),
    provenance: provenanceSchema,
  }))();
/**
 * One squad as data.
 *
 * @see SYN-3.5
 * @example
 * ```ts
 * import { SYNDROME_DATA, type SquadData } from "@tt/syndrome";
 * const guard: SquadData | undefined = SYNDROME_DATA.squads.find((s) => s.home === "royal-palace");
 * ```
 */
export type SquadData = z.infer<typeof squadSchema>;

/**
 * A complete Syndrome data set: map, people, squads, tables and paragraphs. The package ships
 * one ({@link SYNDROME_DATA}); a user with the printed game can load corrected data through it.
 *
 * @example
 * ```ts
 * import { syndromeDataSchema, SYNDROME_DATA } from "@tt/syndrome";
 * syndromeDataSchema.safeParse(SYNDROME_DATA).success; // true
 * ```
 */
export const syndromeDataSchema = /* @__PURE__ */ (() =>
  z.object({
    schemaVersion: z.literal(1),
    map: mapSchema,
    people: z.array(personSchema).check(z.minLength(1)),
    squads: z.array(squadSchema).check(z.minLength(1)),
    tables: tablesSchema,
    paragraphs: z.array(paragraphSchema).check(z.minLength(1)),
  }))();
/**
 * A Syndrome data set as JSON.
 *
 * @example
 * ```ts
 * import { createSyndrome, SYNDROME_DATA, type SyndromeData } from "@tt/syndrome";
 * const easier: SyndromeData = { ...SYNDROME_DATA, squads: SYNDROME_DATA.squads.map((s) => ({ ...s, raid: 0 })) };
 * const variant = createSyndrome(easier);
 * ```
 */
export type SyndromeData = z.infer<typeof syndromeDataSchema>;

/** `T` without its `provenance` notes, at every depth. */
/**
 * `T` with every `provenance` field left out, at any depth: the data as the rules read it.
 *
 * @example
 * ```ts
 * import type { WithoutProvenance } from "@tt/syndrome";
 * type Plain = WithoutProvenance<{ id: string; provenance: string }>; // { id: string }
 * ```
 */
export type WithoutProvenance<T> = T extends (infer E)[] ? WithoutProvenance<E>[] : T extends object ? { [K in keyof T as K extends "provenance" ? never : K]: WithoutProvenance<T[K]> } : T;

/**
 * One paragraph as the rules read it: its number, title, effects and ability; the prose
 * (`text`, `effect`) only when the data set carries it (a user's full data set does; the
 * package's own game reads a lean copy, and its prose is in {@link paragraphProse}).
 *
 * @see SYN-10
 * @example
 * ```ts
 * import { syndrome, type RulesParagraph } from "@tt/syndrome";
 * const plague: RulesParagraph | undefined = syndrome.rules.paragraph(150);
 * plague?.steps?.length; // the effects the rules run
 * ```
 */
export type RulesParagraph = Omit<WithoutProvenance<ParagraphData>, "text" | "effect"> & { text?: string; effect?: string };

/**
 * A data set as the rules read it: a {@link SyndromeData} without its provenance notes,
 * and with the paragraphs' prose optional. Every {@link SyndromeData} is one. The package's
 * own game is compiled from a lean copy of {@link SYNDROME_DATA} (no notes, no prose), so a
 * browser bundle that only plays does not carry the documentation; the full data set is
 * {@link SYNDROME_DATA}.
 *
 * @example
 * ```ts
 * import { syndrome, type SyndromeRulesData } from "@tt/syndrome";
 * const data: SyndromeRulesData = syndrome.rules.data;
 * data.map.spaces.length; // 72
 * ```
 */
export type SyndromeRulesData = Omit<WithoutProvenance<SyndromeData>, "paragraphs"> & { paragraphs: RulesParagraph[] };
