// `import * as z` (not `import { z }`) and every schema built inside a function call marked
// pure, `/* @__PURE__ */ (() => ...)()`: a bundler then drops an unused schema, and zod with
// it, so a program that never validates does not pay for zod (see "Bundle size" in the README).
import * as z from "zod/mini";
import { isMissing } from "./_internal/result-key";

/**
 * A table result in a JSON data file: any JSON value except `null` and a blank
 * string (a printed empty cell must be filled in or the row removed).
 *
 * @example
 * ```ts
 * import { ResultSchema } from "@tt/tables";
 * ResultSchema.parse(302); // 302
 * ResultSchema.safeParse(null).success; // false
 * ```
 */
export const ResultSchema = /* @__PURE__ */ (() => z.json().check(z.refine((value) => !isMissing(value), { message: "has no result" })))();

/**
 * An integer range in JSON: `{ min, max }`, `null` for an open end.
 *
 * @example
 * ```ts
 * import { IntRangeSchema } from "@tt/tables";
 * IntRangeSchema.parse({ min: null, max: 0 }); // the range "0 or less"
 * ```
 */
export const IntRangeSchema = /* @__PURE__ */ (() => z.object({ min: z.nullable(z.int()), max: z.nullable(z.int()) }))();

/**
 * A range label as printed (`"3-5"`) or an {@link IntRangeSchema} range.
 *
 * @example
 * ```ts
 * import { RangeInputSchema } from "@tt/tables";
 * RangeInputSchema.parse("9 +");
 * ```
 */
export const RangeInputSchema = /* @__PURE__ */ (() => z.union([z.string().check(z.minLength(1)), IntRangeSchema]))();

/**
 * A die-roll modifier in JSON: `{ label, value, rule? }`, for game event schemas
 * that carry the modifiers of a roll.
 *
 * @example
 * ```ts
 * import { ModifierSchema } from "@tt/tables";
 * ModifierSchema.parse({ label: "Witchcraft 3-5", value: -1, rule: "SYN-T.RECRUIT" });
 * ```
 */
export const ModifierSchema = /* @__PURE__ */ (() => z.object({ label: z.string(), value: z.int(), rule: z.optional(z.string()) }))();

const schemaVersion = /* @__PURE__ */ (() => z.optional(z.literal(1)))();

/**
 * The schema of a range table data file, with results checked by `result`.
 *
 * @param result - The schema of one result (e.g. `z.int()` for paragraph numbers).
 * @returns The table schema.
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * import { rangeTableSchema } from "@tt/tables";
 * const SanctuarySchema = rangeTableSchema(z.int().check(z.minimum(300), z.maximum(304)));
 * ```
 */
export function rangeTableSchema<R extends z.core.$ZodType>(result: R) {
  return z.object({
    kind: z.literal("range"),
    schemaVersion,
    name: z.optional(z.string()),
    extendEnds: z.optional(z.boolean()),
    rows: z.array(z.object({ range: RangeInputSchema, result, label: z.optional(z.string()) })).check(z.minLength(1)),
  });
}

/**
 * The schema of a cross table data file, with results checked by `result`.
 *
 * @param result - The schema of one cell.
 * @returns The table schema.
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * import { crossTableSchema } from "@tt/tables";
 * const RecruitingSchema = crossTableSchema(z.string().check(z.minLength(1)));
 * ```
 */
export function crossTableSchema<R extends z.core.$ZodType>(result: R) {
  return z.object({
    kind: z.literal("cross"),
    schemaVersion,
    name: z.optional(z.string()),
    rollAxis: z.optional(z.literal(["columns", "rows"])),
    extendEnds: z.optional(z.boolean()),
    columns: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    rows: z.array(z.object({ label: z.string().check(z.minLength(1)), results: z.array(result) })).check(z.minLength(1)),
  });
}

/**
 * The schema of a shift table data file, with results checked by `result`.
 *
 * @param result - The schema of one cell.
 * @returns The table schema.
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * import { shiftTableSchema } from "@tt/tables";
 * const CombatSchema = shiftTableSchema(z.literal(["-", "R", "S", "W", "K"]));
 * ```
 */
export function shiftTableSchema<R extends z.core.$ZodType>(result: R) {
  return z.object({
    kind: z.literal("shift"),
    schemaVersion,
    name: z.optional(z.string()),
    extendEnds: z.optional(z.boolean()),
    columns: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    rows: z.array(z.object({ label: z.string().check(z.minLength(1)), results: z.array(result) })).check(z.minLength(1)),
  });
}

/**
 * A range table data file (`kind: "range"`), results any JSON but missing.
 * Shape only: {@link loadTable} (or {@link defineRangeTable}) also checks coverage.
 *
 * @example
 * ```ts
 * import { RangeTableSchema } from "@tt/tables";
 * RangeTableSchema.parse({ kind: "range", rows: [{ range: "any", result: "N" }] });
 * ```
 */
export const RangeTableSchema = /* @__PURE__ */ rangeTableSchema(ResultSchema);
/** The JSON form of a range table data file. */
export type RangeTableData = z.infer<typeof RangeTableSchema>;

/**
 * A cross table data file (`kind: "cross"`). Shape only: {@link loadTable}
 * (or {@link defineCrossTable}) also checks coverage and cell counts.
 *
 * @example
 * ```ts
 * import { CrossTableSchema } from "@tt/tables";
 * CrossTableSchema.parse({ kind: "cross", columns: ["any"], rows: [{ label: "Castle", results: ["N"] }] });
 * ```
 */
export const CrossTableSchema = /* @__PURE__ */ crossTableSchema(ResultSchema);
/** The JSON form of a cross table data file. */
export type CrossTableData = z.infer<typeof CrossTableSchema>;

/**
 * A shift table data file (`kind: "shift"`). Shape only: {@link loadTable}
 * (or {@link defineShiftTable}) also checks coverage and cell counts.
 *
 * @example
 * ```ts
 * import { ShiftTableSchema } from "@tt/tables";
 * ShiftTableSchema.parse({ kind: "shift", columns: ["any"], rows: [{ label: "any", results: ["K"] }] });
 * ```
 */
export const ShiftTableSchema = /* @__PURE__ */ shiftTableSchema(ResultSchema);
/** The JSON form of a shift table data file. */
export type ShiftTableData = z.infer<typeof ShiftTableSchema>;

/**
 * Any table data file, discriminated on `kind`.
 *
 * @example
 * ```ts
 * import { TableSchema } from "@tt/tables";
 * TableSchema.parse({ kind: "range", rows: [{ range: "any", result: 1 }] });
 * ```
 */
export const TableSchema = /* @__PURE__ */ (() => z.discriminatedUnion("kind", [RangeTableSchema, CrossTableSchema, ShiftTableSchema]))();
/** The JSON form of any table data file. */
export type TableData = z.infer<typeof TableSchema>;

/**
 * A card in JSON: a non-empty string ID or an integer.
 *
 * @example
 * ```ts
 * import { CardSchema } from "@tt/tables";
 * CardSchema.parse("Heroics");
 * ```
 */
export const CardSchema = /* @__PURE__ */ (() => z.union([z.string().check(z.minLength(1)), z.int()]))();

/**
 * A deck in JSON: the draw pile as distinct cards with counts, and the discard pile.
 *
 * @example
 * ```ts
 * import { DeckSchema } from "@tt/tables";
 * DeckSchema.parse({ kind: "deck", drawPile: [{ card: "Heroics", count: 1 }], discard: [] });
 * ```
 */
export const DeckSchema = /* @__PURE__ */ (() =>
  z.object({
    kind: z.literal("deck"),
    schemaVersion,
    drawPile: z.array(z.object({ card: CardSchema, count: z.int().check(z.minimum(1)) })),
    discard: z.array(CardSchema),
  }))();
/** The JSON form of a deck. */
export type DeckData = z.infer<typeof DeckSchema>;

/**
 * A marked list in JSON (WQ-NOCARDS-1).
 *
 * @example
 * ```ts
 * import { MarkedListSchema } from "@tt/tables";
 * MarkedListSchema.parse({ kind: "marked-list", dice: "1d10", entries: ["a"], marked: [false] });
 * ```
 */
export const MarkedListSchema = /* @__PURE__ */ (() =>
  z.object({
    kind: z.literal("marked-list"),
    schemaVersion,
    dice: z.string().check(z.minLength(1)),
    entries: z.array(CardSchema).check(z.minLength(1)),
    marked: z.array(z.boolean()),
  }))();
/** The JSON form of a marked list. */
export type MarkedListData = z.infer<typeof MarkedListSchema>;

/**
 * A percentile list in JSON (WQ-NOCARDS-2).
 *
 * @example
 * ```ts
 * import { PercentileListSchema } from "@tt/tables";
 * PercentileListSchema.parse({ kind: "percentile-list", dice: "d%", entries: ["a", "b"] });
 * ```
 */
export const PercentileListSchema = /* @__PURE__ */ (() =>
  z.object({
    kind: z.literal("percentile-list"),
    schemaVersion,
    dice: z.string().check(z.minLength(1)),
    entries: z.array(CardSchema).check(z.minLength(1), z.maxLength(100)),
  }))();
/** The JSON form of a percentile list. */
export type PercentileListData = z.infer<typeof PercentileListSchema>;

/**
 * A cup of numbered markers in JSON (WQ-NOCARDS-3).
 *
 * @example
 * ```ts
 * import { CupSchema } from "@tt/tables";
 * CupSchema.parse({ kind: "cup", entries: ["a"], markers: { kind: "deck", drawPile: [{ card: 1, count: 1 }], discard: [] } });
 * ```
 */
export const CupSchema = /* @__PURE__ */ (() =>
  z.object({
    kind: z.literal("cup"),
    schemaVersion,
    entries: z.array(CardSchema).check(z.minLength(1)),
    markers: DeckSchema,
  }))();
/** The JSON form of a cup. */
export type CupData = z.infer<typeof CupSchema>;

/**
 * Any draw source in JSON, discriminated on `kind`.
 *
 * @example
 * ```ts
 * import { DrawSourceSchema } from "@tt/tables";
 * DrawSourceSchema.parse({ kind: "deck", drawPile: [], discard: ["a"] });
 * ```
 */
export const DrawSourceSchema = /* @__PURE__ */ (() => z.discriminatedUnion("kind", [DeckSchema, MarkedListSchema, PercentileListSchema, CupSchema]))();
/** The JSON form of any draw source. */
export type DrawSourceData = z.infer<typeof DrawSourceSchema>;
