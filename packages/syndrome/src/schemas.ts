import * as z from "zod/mini";

/**
 * Version of the Syndrome's state snapshots and of the data layout they refer to.
 *
 * @example
 * ```ts
 * import { SCHEMA_VERSION, syndrome } from "@tt/syndrome";
 * syndrome.setup(syndrome.parseOptions({})).schemaVersion === SCHEMA_VERSION; // true
 * ```
 */
export const SCHEMA_VERSION = 2 as const;

const id = /* @__PURE__ */ (() => z.string().check(z.minLength(1)))();

/**
 * Every action the player can take, as a discriminated union on `type`. `next(state)` lists the
 * legal ones; a front end offers them and passes the chosen one to `apply`.
 *
 * @see SYN-8.9
 * @example
 * ```ts
 * import { actionSchema } from "@tt/syndrome";
 * actionSchema.parse({ type: "beam-down", person: "kirk", to: "trott" });
 * ```
 */
export const actionSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("type", [
    /** Setup (SYN-3.3): the space for the next free neutral. */
    z.object({ type: z.literal("place-neutral"), space: id }),
    /** End Rebel Actions (SYN-5). */
    z.object({ type: z.literal("end-actions") }),
    /** SYN-9.1 */
    z.object({ type: z.literal("beam-down"), person: id, to: id }),
    /** SYN-9.2 */
    z.object({ type: z.literal("beam-up"), person: id }),
    /** SYN-9.3 */
    z.object({ type: z.literal("move"), person: id, to: id }),
    /** SYN-P.63: Thomas Rupine and everyone with him travel by river or sea. */
    z.object({ type: z.literal("river-travel"), to: id }),
    /** SYN-9.3: free one's horse before moving. */
    z.object({ type: z.literal("free-horse"), person: id }),
    /** SYN-8.1 */
    z.object({ type: z.literal("recruit"), recruiter: id, target: id }),
    /** SYN-8.1: gold for the recruiting attempt under way. */
    z.object({ type: z.literal("spend"), gold: z.int().check(z.minimum(0), z.maximum(19)) }),
    /** SYN-8.2 */
    z.object({ type: z.literal("request-donations"), requester: id }),
    /** SYN-8.3 */
    z.object({ type: z.literal("aid-poor"), space: id, gold: z.int().check(z.minimum(1), z.maximum(19)) }),
    /** SYN-8.4 */
    z.object({ type: z.literal("raid"), leader: id }),
    /** SYN-T.RAID: use phasers (+5, Witchcraft +1) or not. */
    z.object({ type: z.literal("phasers"), use: z.boolean() }),
    /** SYN-8.5 */
    z.object({ type: z.literal("buy-horses"), space: id }),
    /** SYN-8.5 */
    z.object({ type: z.literal("steal-horses"), space: id }),
    /** SYN-8.6, SYN-P.12: heal one (or, with McCoy or Goren, up to three) injured people; `kit` uses McCoy's medical kit. */
    z.object({ type: z.literal("heal"), patients: z.array(id).check(z.minLength(1), z.maxLength(3)), kit: z.boolean() }),
    /** SYN-8.7 (and SYN-8.8 when fleeing) */
    z.object({ type: z.literal("request-sanctuary"), requester: id }),
    /** SYN-8.8: flee without seeking sanctuary. */
    z.object({ type: z.literal("decline-sanctuary") }),
    /** SYN-P.70 */
    z.object({ type: z.literal("preach"), track: z.literal(["witchcraft", "royalMorale"]) }),
    /** SYN-P.30 to SYN-P.44: a lord or mayor frees his town's or castle's prisoners, once a game. */
    z.object({ type: z.literal("free-prisoners"), person: id }),
    /** A "you choose which" person in a resolution. */
    z.object({ type: z.literal("choose-person"), person: id }),
    /** A "you choose which" space in a resolution. */
    z.object({ type: z.literal("choose-space"), space: id }),
    /** SYN-11.2 */
    z.object({ type: z.literal("beam-supplies") }),
    /** SYN-11.3: leave a space unpaid. */
    z.object({ type: z.literal("starve"), space: id }),
  ]))();
/**
 * One player action.
 *
 * @see SYN-8.9
 * @example
 * ```ts
 * import type { Action } from "@tt/syndrome";
 * const raid: Action = { type: "raid", leader: "kirk" };
 * ```
 */
export type Action = z.infer<typeof actionSchema>;

/**
 * Every chance outcome: a d10 face (0 read as 10: SYN-2.4) or a blind draw from the cup (SYN-3.2).
 *
 * @see SYN-2.4
 * @example
 * ```ts
 * import { outcomeSchema } from "@tt/syndrome";
 * outcomeSchema.parse({ type: "die", face: 10 });
 * ```
 */
export const outcomeSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("type", [z.object({ type: z.literal("die"), face: z.int().check(z.minimum(1), z.maximum(10)) }), z.object({ type: z.literal("draw"), person: id })]))();
/**
 * One chance outcome.
 *
 * @see SYN-2.4
 * @example
 * ```ts
 * import type { Outcome } from "@tt/syndrome";
 * const rolledZero: Outcome = { type: "die", face: 10 }; // a printed 0 counts as 10
 * ```
 */
export type Outcome = z.infer<typeof outcomeSchema>;

/**
 * Setup options. `maxTurns` is an engine guard (not a rule): a game still running after it ends
 * as `turn-limit`. `startingWarchest` is the printed 4 (SYN-3.1), changeable for variants.
 * `openRebellion` settles an ambiguity (SYN-6.1 against SYN-T.FEALTY): `"needs-crew"` (default)
 * reads the Fealty Table literally, an Open Rebellion result wins at once if every crewmember is
 * free and otherwise counts as Defy; `"lasting"` also keeps that town in open rebellion, so the
 * game is won the moment the last crewmember is freed (SYN-6.1 read as a standing condition).
 * `aidThePoor` settles SYN-8.3's "decide how many gold pieces you will spend": `"any-amount"`
 * (default) offers every amount up to the Warchest, Witchcraft falling by one per full 5;
 * `"multiples-of-5"` offers only 5, 10, 15 (no gold wasted on a remainder).
 * `squadsAct` settles SYN-12.2 against SYN-12.3: `"near-any-controlled"` (default, the text of
 * 12.2) lets a squad act within three spaces of any person you control, prisoners and people in
 * sanctuary included (only the choice of destination ignores them, 12.3); `"near-active-rebels"`
 * ignores prisoners and people in sanctuary for both.
 * `joinEffects` settles paragraphs 20 and 65-68 ("when recruited"): `"on-gaining-control"`
 * (default) applies them however the person joins, freed from prison included (SYN-7.3: "after
 * you gain control of such a person"); `"on-recruiting-only"` only after a recruiting roll.
 * `gorenKit` settles paragraph 14 ("he may use the special rule (see paragraph 12)"): `false`
 * (default) gives Goren McCoy's healing but not McCoy's own medical kit; `true` gives him both.
 *
 * @example
 * ```ts
 * import { optionsSchema } from "@tt/syndrome";
 * optionsSchema.parse({}); // { maxTurns: 100, startingWarchest: 4, openRebellion: "needs-crew", aidThePoor: "any-amount", squadsAct: "near-any-controlled", joinEffects: "on-gaining-control", gorenKit: false }
 * ```
 */
export const optionsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    maxTurns: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 100),
    startingWarchest: z._default(z.int().check(z.minimum(0), z.maximum(19)), 4),
    openRebellion: z._default(z.literal(["needs-crew", "lasting"]), "needs-crew"),
    aidThePoor: z._default(z.literal(["any-amount", "multiples-of-5"]), "any-amount"),
    squadsAct: z._default(z.literal(["near-any-controlled", "near-active-rebels"]), "near-any-controlled"),
    joinEffects: z._default(z.literal(["on-gaining-control", "on-recruiting-only"]), "on-gaining-control"),
    gorenKit: z._default(z.boolean(), false),
  }))();
/**
 * Setup options, defaults applied.
 *
 * @example
 * ```ts
 * import { syndrome, type Options } from "@tt/syndrome";
 * const options: Options = syndrome.parseOptions({ startingWarchest: 8 }); // { maxTurns: 100, startingWarchest: 8, openRebellion: "needs-crew", aidThePoor: "any-amount", squadsAct: "near-any-controlled", joinEffects: "on-gaining-control", gorenKit: false }
 * ```
 */
export type Options = z.infer<typeof optionsSchema>;
/**
 * Setup options as a caller writes them.
 *
 * @example
 * ```ts
 * import { syndrome, type OptionsInput } from "@tt/syndrome";
 * const input: OptionsInput = { maxTurns: 60 };
 * syndrome.setup(syndrome.parseOptions(input));
 * ```
 */
export type OptionsInput = z.input<typeof optionsSchema>;
