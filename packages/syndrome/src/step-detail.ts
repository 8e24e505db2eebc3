import * as z from "zod/mini";
import { stepDetailSchema as baseStepDetailSchema } from "@tt/engine";

const id = /* @__PURE__ */ (() => z.string().check(z.minLength(1)))();
const modifiers = /* @__PURE__ */ (() => z.array(z.object({ label: z.string(), value: z.number(), rule: z.optional(z.string()) })))();
const player = /* @__PURE__ */ (() => z.literal("player"))();

/** The tables a `table-roll` step rolls on (the ids of `syndrome.rules.tables`). */
const TABLES = ["recruiting", "donations", "raid", "horseTheft", "sanctuary", "flight", "fealty", "kingsMen"] as const;

/**
 * The structured data of every Syndrome decision and chance step (`next(state).detail`), a
 * discriminated union on `ask` extending `@tt/engine`'s `stepDetailSchema`. Rolls carry the
 * table, the die (`"1d10"`, a roll of 0 counting as 10: SYN-2.4), the labelled modifiers and
 * the subject by id; decisions carry what they are about. Nothing in a detail names a hidden
 * prisoner or a counter in the cup.
 *
 * - `blind-draw` (SYN-3.2, SYN-3.3, SYN-P.109): a counter drawn unseen; `subject.space` where it goes (or is freed), `subject.cup` for the cup fills.
 * - `table-roll`: `table`, `dice`, `modifiers`, `subject` (`space`, and `target`, `requester`, `leader`, `squad`, `column`, `from` when they apply).
 * - `heal-roll` (SYN-8.6): `needed` (heals on that or less) and the `patients`.
 * - `gold-roll` (SYN-T.CODES, SYN-P.115): `amount` (`half`: half a die, rounded down).
 * - `place-neutral`, `rebel-actions`, `recruit-gold` (`max` gold), `phasers`, `choose-person`, `choose-space`, `flee`, `expenses` (`due`, `warchest`): decisions.
 *
 * @see SYN-2.4
 * @example
 * ```ts
 * import { stepDetailSchema, syndrome, type StepDetail } from "@tt/syndrome";
 * const next = syndrome.next(syndrome.setup(syndrome.parseOptions({})));
 * const detail: StepDetail = stepDetailSchema.parse(next.kind === "over" ? undefined : next.detail);
 * detail.ask; // "blind-draw": the cup is filled unseen
 * ```
 */
export const stepDetailSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("ask", [
    z.extend(baseStepDetailSchema, { ask: z.literal("blind-draw"), player, subject: z.object({ space: z.optional(id), cup: z.optional(z.literal(["prisoners", "free neutrals"])) }) }),
    z.extend(baseStepDetailSchema, {
      ask: z.literal("table-roll"),
      player,
      table: z.literal(TABLES),
      dice: z.literal("1d10"),
      modifiers,
      subject: z.object({
        space: id,
        target: z.optional(id),
        requester: z.optional(id),
        leader: z.optional(id),
        squad: z.optional(id),
        column: z.optional(z.literal(["Patrol", "Search", "Seize"])),
        from: z.optional(id),
      }),
    }),
    z.extend(baseStepDetailSchema, {
      ask: z.literal("heal-roll"),
      player,
      dice: z.literal("1d10"),
      modifiers,
      needed: z.int().check(z.minimum(1), z.maximum(10)),
      patients: z.array(id).check(z.minLength(1)),
      subject: z.object({ space: id }),
    }),
    z.extend(baseStepDetailSchema, { ask: z.literal("gold-roll"), player, dice: z.literal("1d10"), modifiers, amount: z.literal(["half", "good", "paragraph-115"]), subject: z.object({ space: id }) }),
    z.extend(baseStepDetailSchema, { ask: z.literal("place-neutral"), subject: z.object({ left: z.int().check(z.minimum(0)) }) }),
    z.extend(baseStepDetailSchema, { ask: z.literal("rebel-actions"), subject: z.object({ turn: z.int().check(z.minimum(1)) }) }),
    z.extend(baseStepDetailSchema, { ask: z.literal("recruit-gold"), max: z.int().check(z.minimum(0), z.maximum(19)), subject: z.object({ space: id, recruiter: id, target: id }) }),
    z.extend(baseStepDetailSchema, { ask: z.literal("phasers"), subject: z.object({ space: id, leader: id }) }),
    z.extend(baseStepDetailSchema, { ask: z.literal("choose-person"), subject: z.object({ space: z.optional(id), effect: id }) }),
    z.extend(baseStepDetailSchema, { ask: z.literal("choose-space"), subject: z.object({ space: z.optional(id), effect: id, squad: z.optional(id) }) }),
    z.extend(baseStepDetailSchema, { ask: z.literal("flee"), subject: z.object({ space: id }) }),
    z.extend(baseStepDetailSchema, { ask: z.literal("expenses"), due: z.int().check(z.minimum(0)), warchest: z.int().check(z.minimum(0)), subject: z.object({}) }),
  ]))();

/**
 * The structured data of a Syndrome step: the type of {@link stepDetailSchema}.
 *
 * @example
 * ```ts
 * import type { StepDetail } from "@tt/syndrome";
 * const modifierTotal = (detail: StepDetail) => ("modifiers" in detail && detail.modifiers ? detail.modifiers.reduce((sum, m) => sum + m.value, 0) : 0);
 * ```
 */
export type StepDetail = z.infer<typeof stepDetailSchema>;
