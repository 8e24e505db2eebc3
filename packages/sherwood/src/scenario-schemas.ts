import * as z from "zod/mini";
import { forcePieceSchema } from "./game/schemas";

// How a scenario is played, as data: alliances, where each camp sets up, its special rules and its
// victory conditions. Kept apart from data-schemas.ts (the printed components) and read by the game.

const id = /* @__PURE__ */ (() => z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an id is lowercase words joined by hyphens")))();
const text = /* @__PURE__ */ (() => z.string().check(z.minLength(1)))();
const side = /* @__PURE__ */ (() => z.literal([1, 2, 3, 4]))();
const ids = /* @__PURE__ */ (() => z.array(id).check(z.minLength(1)))();

/**
 * Camps that fight side by side (scenario 4: "a Saxon can never attack a Saxon and a Norman can never
 * attack a Norman"): characters of one alliance are never enemies. Every camp is in exactly one.
 *
 * @see SHW-S.4
 * @example
 * ```ts
 * import { allianceSchema } from "@tt/sherwood";
 * allianceSchema.parse({ id: "saxons", name: "The Saxons", camps: ["merry-men", "villagers"] });
 * ```
 */
export const allianceSchema = /* @__PURE__ */ (() => z.strictObject({ id, name: text, camps: ids }))();

/**
 * One part of a set-up zone: a map; a building (or some of its rooms); every building; a courtyard's
 * entrance hex; a balcony; the hexes within some distance of a building; the hexes next to a building
 * or its courtyard's low wall; the hexes within some distance of a map's centre.
 *
 * @example
 * ```ts
 * import { zoneAreaSchema } from "@tt/sherwood";
 * zoneAreaSchema.parse({ kind: "building", building: "inn", rooms: ["inn-tavern"] });
 * ```
 */
export const zoneAreaSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("map"), map: id }),
    z.strictObject({ kind: z.literal("building"), building: id, rooms: z.optional(ids) }),
    z.strictObject({ kind: z.literal("buildings") }),
    z.strictObject({ kind: z.literal("courtyard"), courtyard: id }),
    z.strictObject({ kind: z.literal("courtyard-entrance"), courtyard: id }),
    z.strictObject({ kind: z.literal("balcony"), balcony: id }),
    z.strictObject({ kind: z.literal("near"), building: id, within: z.int().check(z.minimum(1), z.maximum(20)) }),
    z.strictObject({ kind: z.literal("beside"), building: id, courtyard: z.optional(id) }),
    z.strictObject({ kind: z.literal("middle"), map: id, within: z.int().check(z.minimum(0), z.maximum(20)) }),
  ]))();
/** One {@link zoneAreaSchema}. @example `const all: ZoneArea = { kind: "buildings" };` */
export type ZoneArea = z.infer<typeof zoneAreaSchema>;

/**
 * Where pieces may be set up: any hex of `areas`, none of `except`, and with `awayFromBuildings` none
 * next to a building (scenario 1's villagers). Pieces stand only where the rules let them stand.
 *
 * @example
 * ```ts
 * import { zoneSchema } from "@tt/sherwood";
 * zoneSchema.parse({ areas: [{ kind: "map", map: "the-inn" }], except: [{ kind: "buildings" }], awayFromBuildings: true });
 * ```
 */
export const zoneSchema = /* @__PURE__ */ (() => z.strictObject({ areas: z.array(zoneAreaSchema).check(z.minLength(1)), except: z.array(zoneAreaSchema), awayFromBuildings: z.boolean() }))();
/** One {@link zoneSchema}. @example `const z1: Zone["awayFromBuildings"] = false;` */
export type Zone = z.infer<typeof zoneSchema>;

/**
 * How some pieces of a camp start, in the order the scenario sets up: `place`d in a zone by their
 * player, `hide`n in ambush (SHW-8.1: in `trees` or `buildings`), or off the map to `enter` by one of
 * the listed map sides during their camp's movement phases from `fromTurn` on (with `oneSide`, all by
 * the side the first one used), or `preset` where the scenario itself puts them (`preset.force`, as a
 * skirmish's force on `preset.map`: scenario 4's carriage, its horse and Waleran inside). `pieces` names characters and animal kinds, or `"rest"`: the camp's
 * pieces no earlier entry set up; `count` takes that many of them, the player's choice (scenario 3's
 * "four Normans"). Riders start mounted outside buildings unless `onFoot`.
 *
 * @example
 * ```ts
 * import { placementSchema } from "@tt/sherwood";
 * placementSchema.parse({ camp: "normans", pieces: "rest", count: null, how: "enter", zone: null, hideouts: null, entry: { sides: [{ map: "woods-edge", side: 4 }], oneSide: true, fromTurn: 1 }, onFoot: false, text: "The Normans enter from Side 4 of the Wood's Edge map." });
 * ```
 */
export const placementSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    camp: id,
    pieces: z.union([z.literal("rest"), ids]),
    count: z.nullable(z.int().check(z.minimum(1), z.maximum(60))),
    how: z.literal(["place", "hide", "enter", "preset"]),
    zone: z.nullable(zoneSchema),
    hideouts: z.nullable(z.literal(["trees", "buildings", "any"])),
    entry: z.nullable(z.strictObject({ sides: z.array(z.strictObject({ map: id, side })).check(z.minLength(1)), oneSide: z.boolean(), fromTurn: z.int().check(z.minimum(1), z.maximum(99)) })),
    onFoot: z.boolean(),
    preset: z.optional(z.strictObject({ map: id, force: z.array(forcePieceSchema).check(z.minLength(1)) })),
    text,
  }))();
/** One {@link placementSchema}. @example `const how: Placement["how"] = "hide";` */
export type Placement = z.infer<typeof placementSchema>;

/**
 * A scenario's special rules that change play, each with the rulebook's words:
 * - `wounded-leave`: a character wounded is removed from the game (scenario 1);
 * - `capture-beside`: an enemy of `character` from `camps` who stands next to him while no friend of his
 *   does captures him (scenario 1's Alan);
 * - `peaceful`: `characters` never attack or shoot, at anyone or (with `against`) at that alliance (Mildred; Rebecca and Isaac);
 * - `protected`: no one attacks or shoots at `characters` until they have attacked (the clergy, scenario 2);
 * - `escorted`: `character` belongs to `captor` while next to one of its characters, else to `free` (Mildred);
 * - `marriage`: a couple married by staying a whole turn in `building` with their priest without moving or fighting;
 * - `no-climbing`: `characters` never go "Up the Tree";
 * - `leave-map`: `characters` may leave the map by any outer side (scenario 3);
 * - `treasure`: whoever has a character in `equipment` owns the treasure; with none there, whoever controls its draft animal;
 * - `forced-drive`: in game turn `turn` the camp owning `equipment` may not end its movement phase while the
 *   cart could still be driven further within its movement points (scenario 4's carriage);
 * - `runs-away`: the `animal` leaves the game when its `master` dies (scenario 4's wolf);
 * - `blinding`: instead of attacking, `character` may blind an enemy within `range` hexes: a d10 under `below`
 *   and the target cannot move, attack or shoot for his side's next `turns` turns (scenario 6's option).
 * Options add rules of their own (`options[].rules`).
 *
 * @example
 * ```ts
 * import { specialRuleSchema } from "@tt/sherwood";
 * specialRuleSchema.parse({ rule: "no-climbing", characters: ["robin"], text: "In this scenario, Robin can't climb \"Up the Tree\"." });
 * ```
 */
export const specialRuleSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("rule", [
    z.strictObject({ rule: z.literal("wounded-leave"), text }),
    z.strictObject({ rule: z.literal("forced-drive"), equipment: id, turn: z.int().check(z.minimum(1), z.maximum(99)), text }),
    z.strictObject({ rule: z.literal("capture-beside"), character: id, camps: ids, text }),
    z.strictObject({ rule: z.literal("peaceful"), characters: ids, against: z.nullable(id), text }),
    z.strictObject({ rule: z.literal("protected"), characters: ids, text }),
    z.strictObject({ rule: z.literal("escorted"), character: id, captor: id, free: id, text }),
    z.strictObject({ rule: z.literal("marriage"), bride: id, building: id, couples: z.array(z.strictObject({ suitor: id, priest: id })).check(z.minLength(1)), text }),
    z.strictObject({ rule: z.literal("no-climbing"), characters: ids, text }),
    z.strictObject({ rule: z.literal("leave-map"), characters: ids, text }),
    z.strictObject({ rule: z.literal("treasure"), equipment: id, text }),
    z.strictObject({ rule: z.literal("runs-away"), animal: id, master: id, text }),
    z.strictObject({
      rule: z.literal("blinding"),
      character: id,
      range: z.int().check(z.minimum(1), z.maximum(20)),
      below: z.int().check(z.minimum(2), z.maximum(11)),
      turns: z.int().check(z.minimum(1), z.maximum(12)),
      text,
    }),
  ]))();
/** One {@link specialRuleSchema}. @example `const kind: SpecialRule["rule"] = "marriage";` */
export type SpecialRule = z.infer<typeof specialRuleSchema>;

/**
 * One fact a victory condition tests: a character's fate (`killed`, `captured`, `taken` = killed or
 * captured, `harmed` = wounded or killed, `left` the map, `free` = alive and not captured, `married`),
 * with `by` the alliance or camp that did it; every character of a camp out (killed or wounded);
 * `count` animals of a kind killed; the treasure held by an alliance or camp.
 *
 * @example
 * ```ts
 * import { conditionSchema } from "@tt/sherwood";
 * conditionSchema.parse({ test: "fate", character: "robin", fate: "taken", by: null });
 * ```
 */
export const conditionSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("test", [
    z.strictObject({ test: z.literal("fate"), character: id, fate: z.literal(["killed", "captured", "taken", "harmed", "left", "free", "married"]), by: z.nullable(id) }),
    z.strictObject({ test: z.literal("camp-out"), camp: id }),
    z.strictObject({ test: z.literal("animals-killed"), animal: id, count: z.int().check(z.minimum(1), z.maximum(20)) }),
    z.strictObject({ test: z.literal("treasure"), holder: id }),
  ]))();
/** One {@link conditionSchema}. @example `const test: Condition["test"] = "fate";` */
export type Condition = z.infer<typeof conditionSchema>;

/**
 * One outcome of a scenario: when all of `when` hold (`at: "once"`: the game ends as soon as they do;
 * `"end"`: read when the last turn is over), `winners` (camps or alliances; none for a draw) win at
 * `level`. An outcome with an empty `when` is the fallback when the turns are over.
 *
 * @example
 * ```ts
 * import { outcomeSchema } from "@tt/sherwood";
 * outcomeSchema.parse({ when: [{ test: "fate", character: "richard", fate: "taken", by: null }], at: "once", winners: ["sheriffs-henchmen"], level: "victory", text: "The Sheriff's henchmen capture or kill Richard." });
 * ```
 */
export const outcomeSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    when: z.array(conditionSchema),
    at: z.literal(["once", "end"]),
    winners: z.array(id),
    level: z.literal(["victory", "total", "minor", "marginal", "resounding", "draw"]),
    text,
  }))();
/** One {@link outcomeSchema}. @example `const level: Outcome["level"] = "minor";` */
export type Outcome = z.infer<typeof outcomeSchema>;

/**
 * A scenario's victory conditions for a number of players (`players: null`: any): with `mode: "first"`
 * the first outcome that holds decides the game; with `"each"` (scenario 4's four camps) every
 * outcome that holds when the game ends adds its winners: several winners, or none.
 *
 * @example
 * ```ts
 * import { victorySchema } from "@tt/sherwood";
 * victorySchema.parse({ players: 4, mode: "each", outcomes: [] });
 * ```
 */
export const victorySchema = /* @__PURE__ */ (() =>
  z.strictObject({ players: z.nullable(z.int().check(z.minimum(1), z.maximum(8))), mode: z.literal(["first", "each"]), outcomes: z.array(outcomeSchema) }))();
/** One {@link victorySchema}. @example `const mode: Victory["mode"] = "first";` */
export type Victory = z.infer<typeof victorySchema>;
