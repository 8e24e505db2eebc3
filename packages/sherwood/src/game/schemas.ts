import * as z from "zod/mini";

/**
 * The version of the Sherwood game's snapshots and logs; a snapshot of another version is refused.
 *
 * @example
 * ```ts
 * import { SHERWOOD_GAME_SCHEMA_VERSION } from "@tt/sherwood";
 * SHERWOOD_GAME_SCHEMA_VERSION; // 1
 * ```
 */
export const SHERWOOD_GAME_SCHEMA_VERSION = 1 as const;

/**
 * The phases of a side's turn (SHW-2): missile fire, movement, combat; recovery ends the turn.
 *
 * @example
 * ```ts
 * import { PHASES } from "@tt/sherwood";
 * PHASES; // ["fire", "move", "combat"]
 * ```
 */
export const PHASES = ["fire", "move", "combat"] as const;
/** One of {@link PHASES}. @example `const phase: Phase = "move";` */
export type Phase = (typeof PHASES)[number];

const hex = /* @__PURE__ */ (() => z.strictObject({ q: z.int(), r: z.int() }))();
const located = /* @__PURE__ */ (() => z.strictObject({ q: z.int(), r: z.int(), level: z.int().check(z.minimum(0), z.maximum(1)) }))();
const direction = /* @__PURE__ */ (() => z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]))();
const riderPosition = /* @__PURE__ */ (() => z.strictObject({ front: hex, facing: direction }))();
const id = /* @__PURE__ */ (() => z.string().check(z.minLength(1), z.maxLength(64)))();

/**
 * One character of a skirmish's force (SHW-I.SETUP: "assign some characters of your choice to the
 * players, place them on a map"): the character, its hex as printed ("col,row"), and for a rider
 * whether it starts mounted and its facing; or an `animal` instead of a character (wolves move and attack
 * like characters, SHW-7.4; a two-hex animal takes a facing); or `hidden: true` (no hex) for a character in ambush,
 * whose hideout his side chooses, secretly, before the first turn (SHW-8.1).
 *
 * A cart or carriage is `equipment` (SHW-7.2), on flat ground, the two-hex carriage with a `facing`, and
 * `harnessedTo` the id of a draft animal listed before it (a draft horse or an ox, numbered as animals
 * are: `"draft-horse"`, `"draft-horse-2"`), standing behind it (the cart's front next to the animal's
 * rear). A character `in` a cart listed before him (its id: `"carriage"`, `"cart"`, `"cart-2"`) starts in
 * it instead of at a hex: in its front hex, the coachman's seat next to the animal, while there is room
 * (two a hex), then its rear.
 *
 * @example
 * ```ts
 * import { forcePieceSchema } from "@tt/sherwood";
 * forcePieceSchema.parse({ character: "guy", at: "5,2", mounted: true, facing: 0 });
 * // Scenario 4: Waleran in the carriage his coachman drives, the draft horse ahead of it.
 * const retinue = [
 *   { animal: "draft-horse", at: "6,7", facing: 0 },
 *   { equipment: "carriage", at: "4,7", facing: 0, harnessedTo: "draft-horse" },
 *   { character: "martin", in: "carriage" },
 *   { character: "waleran", in: "carriage" },
 * ].map((f) => forcePieceSchema.parse(f));
 * ```
 */
export const forcePieceSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    character: z.optional(id),
    animal: z.optional(id),
    at: z.optional(z.string().check(z.regex(/^\d{1,2},\d{1,2}$/, 'a hex as printed on the map, "col,row"'))),
    mounted: z.optional(z.boolean()),
    facing: z.optional(direction),
    hidden: z.optional(z.boolean()),
    equipment: z.optional(id),
    harnessedTo: z.optional(id),
    in: z.optional(id),
  }))();

/**
 * A skirmish's options: one map, its sides in turn order with their forces, the number of game turns,
 * the rules (`standard`, or the rulebook's simplified `initiation` rules, SHW-I.*), and the readings
 * the README's rules notes make options of.
 *
 * @example
 * ```ts
 * import { skirmishOptionsSchema } from "@tt/sherwood";
 * skirmishOptionsSchema.parse({ map: "the-inn", sides: [{ id: "saxons", force: [{ character: "robin", at: "2,2" }] }, { id: "normans", force: [{ character: "bero", at: "9,9" }] }] }).turns; // 10
 * ```
 */
export const skirmishOptionsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    map: id,
    turns: z._default(z.int().check(z.minimum(1), z.maximum(100)), 10),
    rules: z._default(z.literal(["standard", "initiation"]), "standard"),
    sides: z.array(z.strictObject({ id, force: z.array(forcePieceSchema).check(z.minLength(1), z.maxLength(60)) })).check(z.minLength(2), z.maxLength(4)),
    riderTurn: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 1),
    tieRule: z._default(z.literal(["both", "either"]), "both"),
  }))();
/** The options of {@link skirmishOptionsSchema}, defaults applied. @example `const o: SkirmishOptions["turns"] = 10;` */
export type SkirmishOptions = z.infer<typeof skirmishOptionsSchema>;

/**
 * A scenario's options (SHW-S.1 to SHW-S.8): its number, how many players where it offers a choice
 * (scenario 4: 2 or 4; the scenario's first count by default), the ids of the difficulty options
 * chosen (`SHERWOOD_DATA.scenarios[n].options`), and the turns when not the scenario's own.
 *
 * @example
 * ```ts
 * import { scenarioOptionsSchema } from "@tt/sherwood";
 * scenarioOptionsSchema.parse({ scenario: 4, players: 4, choices: ["robin-on-horseback"] });
 * ```
 */
export const scenarioOptionsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    scenario: z.int().check(z.minimum(1), z.maximum(99)),
    players: z.optional(z.int().check(z.minimum(1), z.maximum(8))),
    choices: z._default(z.array(id).check(z.maxLength(20)), []),
    turns: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
    riderTurn: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 1),
    tieRule: z._default(z.literal(["both", "either"]), "both"),
  }))();
/** The options of {@link scenarioOptionsSchema}, defaults applied. @example `const n: ScenarioOptions["scenario"] = 1;` */
export type ScenarioOptions = z.infer<typeof scenarioOptionsSchema>;

/**
 * The options of a Sherwood game: a skirmish ({@link skirmishOptionsSchema}) or one of the rulebook's
 * scenarios ({@link scenarioOptionsSchema}).
 *
 * @example
 * ```ts
 * import { sherwoodOptionsSchema } from "@tt/sherwood";
 * sherwoodOptionsSchema.parse({ scenario: 1 });
 * ```
 */
export const sherwoodOptionsSchema = /* @__PURE__ */ (() => z.union([skirmishOptionsSchema, scenarioOptionsSchema]))();
/** The options of {@link sherwoodOptionsSchema}, defaults applied. @example `const o: SherwoodOptions = { scenario: 7, choices: [], riderTurn: 1, tieRule: "both" };` */
export type SherwoodOptions = z.infer<typeof sherwoodOptionsSchema>;

/**
 * A piece in a game's state: the `SherwoodPiece` the rules functions read. A cart (`equipment`, SHW-7.2)
 * records the draft animal harnessed to it (`drawnBy`, a piece id) and the movement points it moved in its
 * last movement (`spent`); a character, the game turn he last drove a cart in (`drove`: he neither shoots
 * nor attacks in it) and the harnessing or unharnessing he spends his turn on (`harnessing`).
 *
 * @example
 * ```ts
 * import { gamePieceSchema } from "@tt/sherwood";
 * gamePieceSchema.parse({ id: "robin", camp: "saxons", character: "robin", at: { q: 1, r: 2 } });
 * ```
 */
export const gamePieceSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    id,
    camp: id,
    alliance: z.optional(id),
    character: z.optional(id),
    animal: z.optional(id),
    at: hex,
    facing: z.optional(direction),
    mounted: z.optional(z.boolean()),
    upTree: z.optional(z.boolean()),
    state: z.optional(z.literal(["healthy", "stunned", "wounded"])),
    shot: z.optional(z.boolean()),
    captured: z.optional(z.boolean()),
    equipment: z.optional(id),
    drawnBy: z.optional(id),
    spent: z.optional(z.int().check(z.minimum(0))),
    drove: z.optional(z.int()),
    harnessing: z.optional(z.strictObject({ cart: id, animal: id, turn: z.int() })),
  }))();
/** A piece of {@link gamePieceSchema}. @example `const id: GamePiece["id"] = "robin";` */
export type GamePiece = z.infer<typeof gamePieceSchema>;

const modifier = /* @__PURE__ */ (() => z.strictObject({ label: z.string(), value: z.number(), rule: z.optional(z.string()) }))();

/**
 * What happens to a piece as the result of a shot or an attack (SHW-6.1 to SHW-6.4), waiting in the state's queue
 * until it is applied: stunned, wounded, killed, retreat some hexes away from some hexes, dismounted
 * (stunned, wounded or unhurt), its horse killed; `by` is the side credited with a kill.
 *
 * @example
 * ```ts
 * import { effectSchema } from "@tt/sherwood";
 * effectSchema.parse({ piece: "bero", do: "retreat", hexes: 1, away: [{ q: 1, r: 1 }], rule: "SHW-6.1" });
 * ```
 */
export const effectSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    piece: id,
    do: z.literal(["stun", "wound", "kill", "retreat", "dismount-stunned", "dismount-wounded", "kill-horse"]),
    hexes: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
    away: z.optional(z.array(hex)),
    by: z.optional(id),
    rule: z.string(),
  }))();
/** One {@link effectSchema}. @example `const how: Effect["do"] = "stun";` */
export type Effect = z.infer<typeof effectSchema>;

/**
 * A roll the game is waiting for (a chance step): the roll to hit and the damage roll of a shot
 * (SHW-3.3, SHW-3.4), an attack's roll on the Combat Table (SHW-5), a jump roll (SHW-4.5); under the
 * initiation rules, a shot's one roll (SHW-I.FIRE) and an attack's (SHW-I.ATTACK).
 *
 * @example
 * ```ts
 * import { pendingRollSchema } from "@tt/sherwood";
 * pendingRollSchema.parse({ roll: "to-hit", shooter: "robin", target: "bero", band: "short", modifiers: [] });
 * ```
 */
export const pendingRollSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("roll", [
    z.strictObject({ roll: z.literal("to-hit"), shooter: id, target: id, band: z.literal(["short", "long"]), modifiers: z.array(modifier) }),
    z.strictObject({ roll: z.literal("damage"), shooter: id, target: id, table: z.literal(["infantry", "rider"]), modifiers: z.array(modifier) }),
    z.strictObject({ roll: z.literal("initiation-fire"), shooter: id, target: id, key: z.literal(["armoured", "unarmoured"]) }),
    z.strictObject({ roll: z.literal("initiative"), sides: z.array(id).check(z.minLength(2), z.maxLength(2)) }),
    z.strictObject({ roll: z.literal("blinding"), piece: id, target: id, below: z.int(), turns: z.int() }),
    z.strictObject({ roll: z.literal("initiation-attack"), attackers: z.array(id).check(z.minLength(1)), defender: id, key: z.literal(["lower", "even", "ten-higher"]) }),
    z.strictObject({ roll: z.literal("combat"), attackers: z.array(id).check(z.minLength(1)), defender: id, table: z.literal(["foot", "mounted"]), differential: z.int(), shifts: z.array(modifier) }),
    z.strictObject({
      roll: z.literal("jump"),
      piece: id,
      to: located,
      modifiers: z.array(modifier),
      onto: z.optional(z.literal("horse")),
      attack: z.optional(z.strictObject({ defender: id, table: z.literal(["foot", "mounted"]), differential: z.int(), shifts: z.array(modifier) })),
    }),
  ]))();
/** One {@link pendingRollSchema}. @example `const kind: PendingRoll["roll"] = "combat";` */
export type PendingRoll = z.infer<typeof pendingRollSchema>;

/**
 * What befell a piece in a scenario, as its victory conditions read it: hurt, killed or captured (with
 * the camp that did it), off the map, married, removed (scenario 1's wounded), or having fought (the
 * clergy of scenario 2 lose their protection).
 *
 * @example
 * ```ts
 * import { FATES } from "@tt/sherwood";
 * FATES.includes("married"); // true
 * ```
 */
export const FATES = ["wounded", "killed", "captured", "left", "married", "removed", "fought"] as const;

/**
 * A Sherwood game's state: plain JSON, a snapshot that round-trips.
 *
 * @example
 * ```ts
 * import { sherwoodStateSchema } from "@tt/sherwood";
 * const check = (json: unknown) => sherwoodStateSchema.safeParse(json).success;
 * ```
 */
export const sherwoodStateSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    schemaVersion: z.literal(SHERWOOD_GAME_SCHEMA_VERSION),
    map: id,
    rules: z.literal(["standard", "initiation"]),
    riderTurn: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    tieRule: z.literal(["both", "either"]),
    turns: z.int().check(z.minimum(1)),
    turn: z.int().check(z.minimum(1)),
    sides: z.array(id).check(z.minLength(2), z.maxLength(8)),
    active: z.int().check(z.minimum(0), z.maximum(7)),
    alliances: z.record(id, id),
    controllers: z.record(id, id),
    phase: z.literal(PHASES),
    pieces: z.array(gamePieceSchema),
    fallen: z.array(gamePieceSchema),
    fired: z.array(id),
    attacked: z.array(id),
    moved: z.array(id),
    moving: z.nullable(z.strictObject({ piece: id, spent: z.int().check(z.minimum(0)) })),
    roll: z.nullable(pendingRollSchema),
    effects: z.array(effectSchema),
    scores: z.record(id, z.number().check(z.minimum(0))),
    hidden: z.array(z.strictObject({ id, camp: id, character: id, hideout: z.nullable(id), where: z.optional(z.literal(["trees", "buildings"])) })),
    led: z.array(z.strictObject({ by: id, animal: id })),
    ambush: z.nullable(
      z.strictObject({
        side: id,
        stage: z.literal(["ask", "reveal", "attack"]),
        asked: z.array(id),
        mover: z.nullable(id),
        moverWas: z.nullable(gamePieceSchema),
        revealed: z.array(id),
        acted: z.array(id),
      }),
    ),
    advance: z.nullable(z.strictObject({ side: id, pieces: z.array(id).check(z.minLength(1)), first: z.array(hex).check(z.minLength(1)) })),
    scenario: z.nullable(z.strictObject({ number: z.int().check(z.minimum(1)), players: z.int().check(z.minimum(1)), choices: z.array(id) })),
    waiting: z.array(
      z.strictObject({
        id,
        camp: id,
        character: z.optional(id),
        animal: z.optional(id),
        mounted: z.optional(z.boolean()),
        placement: z.int().check(z.minimum(0)),
        quota: z.optional(z.int().check(z.minimum(1))),
      }),
    ),
    entered: z.record(id, z.string()),
    fates: z.array(z.strictObject({ piece: id, fate: z.literal(FATES), by: z.nullable(id), turn: z.int() })),
    vigil: z.nullable(z.strictObject({ suitor: id, turn: z.int() })),
    blinded: z.array(z.strictObject({ piece: id, turns: z.int().check(z.minimum(1), z.maximum(12)) })),
  }))();
/** A state of {@link sherwoodStateSchema}. @example `const turn: SherwoodState["turn"] = 1;` */
export type SherwoodState = z.infer<typeof sherwoodStateSchema>;

/**
 * What a player does (SHW-2 to SHW-6.6): shoot, move one step (or through friends to the next free
 * place), dismount or mount, take an animal by the bridle, drive a cart (as its coachman) or spend the turn
 * harnessing or unharnessing it (SHW-7.2), attack (alone or jointly, or jumping down on an enemy), choose where a retreat or a dismounted rider
 * goes, advance after combat or stay, end the phase; for an ambush (SHW-8.1 to SHW-8.4): choose a hideout, spring the
 * ambush or pass, reveal a hidden character, strike, end the ambush.
 *
 * @example
 * ```ts
 * import { sherwoodActionSchema } from "@tt/sherwood";
 * sherwoodActionSchema.parse({ type: "attack", attackers: ["brian", "guy"], defender: "hardouin" });
 * ```
 */
export const sherwoodActionSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("shoot"), shooter: id, target: id }),
    z.strictObject({ type: z.literal("step"), piece: id, to: z.union([located, riderPosition]) }),
    z.strictObject({ type: z.literal("dismount"), piece: id, to: hex }),
    z.strictObject({ type: z.literal("mount"), piece: id, horse: id }),
    z.strictObject({ type: z.literal("lead"), piece: id, animal: id }),
    z.strictObject({ type: z.literal("drive"), piece: id, to: riderPosition }),
    z.strictObject({ type: z.literal("harness"), piece: id, cart: id, animal: id }),
    z.strictObject({ type: z.literal("unharness"), piece: id, cart: id }),
    z.strictObject({ type: z.literal("attack"), attackers: z.array(id).check(z.minLength(1)), defender: id }),
    z.strictObject({ type: z.literal("jump-attack"), piece: id, defender: id, to: hex }),
    z.strictObject({ type: z.literal("retreat"), piece: id, to: z.union([hex, riderPosition]) }),
    z.strictObject({ type: z.literal("place"), piece: id, to: hex, shift: z.optional(z.strictObject({ piece: id, to: hex })) }),
    z.strictObject({ type: z.literal("advance"), piece: id, to: z.union([located, riderPosition]) }),
    z.strictObject({ type: z.literal("stay") }),
    z.strictObject({ type: z.literal("hide"), piece: id, hideout: id }),
    z.strictObject({ type: z.literal("spring") }),
    z.strictObject({ type: z.literal("pass") }),
    z.strictObject({ type: z.literal("reveal"), piece: id, at: located }),
    z.strictObject({ type: z.literal("strike") }),
    z.strictObject({ type: z.literal("end-ambush") }),
    z.strictObject({ type: z.literal("deploy"), piece: id, to: z.union([located, riderPosition]) }),
    z.strictObject({ type: z.literal("enter"), piece: id, to: z.union([located, riderPosition]) }),
    z.strictObject({ type: z.literal("leave"), piece: id }),
    z.strictObject({ type: z.literal("blind"), piece: id, target: id }),
    z.strictObject({ type: z.literal("end-phase") }),
  ]))();
/** One {@link sherwoodActionSchema}. @example `const end: SherwoodAction = { type: "end-phase" };` */
export type SherwoodAction = z.infer<typeof sherwoodActionSchema>;

/**
 * A d10 read as the rulebook reads it (0 counts as 10, SHW-5): the outcome of every chance step.
 *
 * @example
 * ```ts
 * import type { SherwoodOutcome } from "@tt/sherwood";
 * const ten: SherwoodOutcome = { type: "die", face: 10 };
 * ```
 */
export interface SherwoodOutcome {
  readonly type: "die";
  /** 1 to 10. */
  readonly face: number;
}

/**
 * How a game ended: the winning sides (none: a draw), why, and each side's score (the purchase cost,
 * SHW-PT, of the enemy characters it killed).
 *
 * @example
 * ```ts
 * import type { SherwoodResult } from "@tt/sherwood";
 * const won = (r: SherwoodResult, side: string) => r.winners.includes(side);
 * ```
 */
export interface SherwoodResult {
  readonly winners: readonly string[];
  readonly reason: "last-side-standing" | "turns-over" | "scenario";
  readonly scores: Readonly<Record<string, number>>;
  /** In a scenario: the outcome reached, as its victory conditions print it, and the winning camps. */
  readonly outcome?: { readonly level: "victory" | "total" | "minor" | "marginal" | "resounding" | "draw"; readonly text: readonly string[]; readonly camps: readonly string[] };
}
