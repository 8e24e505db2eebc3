import * as z from "zod/mini";
import { HexMapSchema } from "@tt/hexgrid";
import { crossTableSchema, rangeTableSchema, shiftTableSchema } from "@tt/tables";
import { allianceSchema, placementSchema, specialRuleSchema, victorySchema } from "./scenario-schemas";

/**
 * The terrain types of the four maps (the Terrain Types Table, SHW-4): ground, large-tree hexes,
 * scrub, slope, building floor, the inn's stairs and balcony, and the forge's impassable hearth.
 *
 * @see SHW-4
 * @example
 * ```ts
 * import { TERRAIN_TYPES } from "@tt/sherwood";
 * TERRAIN_TYPES.includes("scrub"); // true
 * ```
 */
export const TERRAIN_TYPES = ["clear", "tree", "scrub", "slope", "floor", "stairs", "balcony", "hearth"] as const;
/**
 * One of {@link TERRAIN_TYPES}.
 *
 * @example
 * ```ts
 * import type { TerrainType } from "@tt/sherwood";
 * const terrain: TerrainType = "slope";
 * ```
 */
export type TerrainType = (typeof TERRAIN_TYPES)[number];

/**
 * The first letter of a character's code (SHW-1.2): Norman (`N`) or SaXon (`X`).
 *
 * @see SHW-1.2
 * @example
 * ```ts
 * import { ORIGINS } from "@tt/sherwood";
 * ORIGINS; // ["N", "X"]
 * ```
 */
export const ORIGINS = ["N", "X"] as const;
/**
 * The second letter (SHW-1.2): cavalry (`c`, with a horse and four counters) or infantry (`i`).
 *
 * @see SHW-1.2
 * @example
 * ```ts
 * import { MOVEMENT_TYPES } from "@tt/sherwood";
 * MOVEMENT_TYPES; // ["c", "i"]
 * ```
 */
export const MOVEMENT_TYPES = ["c", "i"] as const;
/**
 * The third letter (SHW-1.2): knight, medium infantry, light infantry, archer, crossbowman,
 * javelin thrower, peasant, civilian.
 *
 * @see SHW-1.2
 * @example
 * ```ts
 * import { FUNCTIONS } from "@tt/sherwood";
 * FUNCTIONS.indexOf("x"); // 4: crossbowmen
 * ```
 */
export const FUNCTIONS = ["k", "m", "l", "a", "x", "j", "p", "c"] as const;
/**
 * A character's origin, movement type and function, the three letters of its code.
 *
 * @example
 * ```ts
 * import type { Origin, MovementType, CharacterFunction } from "@tt/sherwood";
 * const robin: [Origin, MovementType, CharacterFunction] = ["X", "c", "a"];
 * ```
 */
export type Origin = (typeof ORIGINS)[number];
/**
 * One of {@link MOVEMENT_TYPES}.
 *
 * @example
 * ```ts
 * import type { MovementType } from "@tt/sherwood";
 * const rides: MovementType = "c";
 * ```
 */
export type MovementType = (typeof MOVEMENT_TYPES)[number];
/**
 * One of {@link FUNCTIONS}.
 *
 * @example
 * ```ts
 * import type { CharacterFunction } from "@tt/sherwood";
 * const archer: CharacterFunction = "a";
 * ```
 */
export type CharacterFunction = (typeof FUNCTIONS)[number];

/**
 * The missile weapons (SHW-3): archers' bows, crossbows and javelins.
 *
 * @see SHW-3.1
 * @example
 * ```ts
 * import { MISSILE_WEAPONS } from "@tt/sherwood";
 * MISSILE_WEAPONS; // ["bow", "crossbow", "javelin"]
 * ```
 */
export const MISSILE_WEAPONS = ["bow", "crossbow", "javelin"] as const;
/**
 * One of {@link MISSILE_WEAPONS}.
 *
 * @example
 * ```ts
 * import type { MissileWeapon } from "@tt/sherwood";
 * const weapon: MissileWeapon = "crossbow";
 * ```
 */
export type MissileWeapon = (typeof MISSILE_WEAPONS)[number];

/**
 * Results of the Combat Table against characters on foot (SHW-5, SHW-6.1, SHW-6.2): `-` no effect; `R1`/`R2`
 * the defender retreats 1 or 2 hexes; `S` stunned; `W` wounded; `K` killed; `AR1` the attackers
 * retreat 1 hex; `AS` the attacker is stunned; `AW` the attacker is wounded.
 *
 * @see SHW-6.2
 * @example
 * ```ts
 * import { FOOT_COMBAT_RESULTS } from "@tt/sherwood";
 * FOOT_COMBAT_RESULTS.includes("S"); // true
 * ```
 */
export const FOOT_COMBAT_RESULTS = ["-", "R1", "R2", "S", "W", "K", "AR1", "AS", "AW"] as const;
/**
 * One of {@link FOOT_COMBAT_RESULTS}.
 *
 * @example
 * ```ts
 * import type { FootCombatResult } from "@tt/sherwood";
 * const result: FootCombatResult = "W";
 * ```
 */
export type FootCombatResult = (typeof FOOT_COMBAT_RESULTS)[number];

/**
 * Results of the Combat Table against mounted characters (SHW-5, SHW-6.2, SHW-6.4): `-`, `R1`, `R2`
 * (the rider retreats); `W` the rider is wounded and stays mounted; `DS`/`DW` dismounted and stunned
 * or wounded (placed next to the horse); `H` the horse is killed and the rider falls stunned beside
 * it; `K` the rider is killed (the riderless horse stays); `AR1`, `AS`, `AW` as on foot.
 *
 * @see SHW-6.4
 * @example
 * ```ts
 * import { MOUNTED_COMBAT_RESULTS } from "@tt/sherwood";
 * MOUNTED_COMBAT_RESULTS.includes("DS"); // true
 * ```
 */
export const MOUNTED_COMBAT_RESULTS = ["-", "R1", "R2", "W", "DS", "DW", "H", "K", "AR1", "AS", "AW"] as const;
/**
 * One of {@link MOUNTED_COMBAT_RESULTS}.
 *
 * @example
 * ```ts
 * import type { MountedCombatResult } from "@tt/sherwood";
 * const result: MountedCombatResult = "H";
 * ```
 */
export type MountedCombatResult = (typeof MOUNTED_COMBAT_RESULTS)[number];

/**
 * Results of the missile damage tables (SHW-3.4): the infantry table gives `K`, `W`, `S`, `R1` or
 * `-`; the rider table `K`, `DW`, `H`, `W`, `DS`, `R1` or `-` (meanings as on the combat tables).
 *
 * @see SHW-3.4
 * @example
 * ```ts
 * import { MISSILE_RESULTS } from "@tt/sherwood";
 * MISSILE_RESULTS.includes("R1"); // true
 * ```
 */
export const MISSILE_RESULTS = ["-", "R1", "S", "W", "DS", "DW", "H", "K"] as const;
/**
 * One of {@link MISSILE_RESULTS}.
 *
 * @example
 * ```ts
 * import type { MissileResult } from "@tt/sherwood";
 * const result: MissileResult = "K";
 * ```
 */
export type MissileResult = (typeof MISSILE_RESULTS)[number];

/**
 * The jump roll's results (SHW-4.5): lands well, falls stunned, falls wounded.
 *
 * @see SHW-4.5
 * @example
 * ```ts
 * import { JUMP_RESULTS } from "@tt/sherwood";
 * JUMP_RESULTS[0]; // "landed"
 * ```
 */
export const JUMP_RESULTS = ["landed", "stunned", "wounded"] as const;
/**
 * One of {@link JUMP_RESULTS}.
 *
 * @example
 * ```ts
 * import type { JumpResult } from "@tt/sherwood";
 * const result: JumpResult = "stunned";
 * ```
 */
export type JumpResult = (typeof JUMP_RESULTS)[number];

/**
 * The movement costs the rulebook states outside the Terrain Types Table, by name: climbing a large
 * tree's trunk (6), moving along a tree (4), jumping (4), the extra for a window or a low wall (3), the
 * extra for infiltration (2), remounting in the initiation rules (2), a cart's move with a draft horse
 * (6) or an ox (4), entering a cart (3) and climbing into the inn (6).
 *
 * @see SHW-4.4
 * @example
 * ```ts
 * import { MOVEMENT_COST_IDS } from "@tt/sherwood";
 * MOVEMENT_COST_IDS.includes("climb-tree"); // true
 * ```
 */
export const MOVEMENT_COST_IDS = ["climb-tree", "along-tree", "jump", "window-or-low-wall", "infiltration", "remount", "cart-draft-horse", "cart-ox", "enter-cart", "climb-into-inn"] as const;
/**
 * One of {@link MOVEMENT_COST_IDS}.
 *
 * @example
 * ```ts
 * import type { MovementCostId } from "@tt/sherwood";
 * const id: MovementCostId = "jump";
 * ```
 */
export type MovementCostId = (typeof MOVEMENT_COST_IDS)[number];

/**
 * The rows of the purchase table's "Basic cost of a character" (SHW-PT), in printed order.
 *
 * @see SHW-PT
 * @example
 * ```ts
 * import { PURCHASE_CATEGORIES } from "@tt/sherwood";
 * PURCHASE_CATEGORIES[0]; // "heavy-cavalry"
 * ```
 */
export const PURCHASE_CATEGORIES = ["heavy-cavalry", "light-cavalry", "infantry-with-mail", "infantry-without-mail", "javelin-thrower", "archer", "crossbow-with-mail", "civilian"] as const;
/**
 * One of {@link PURCHASE_CATEGORIES}.
 *
 * @example
 * ```ts
 * import type { PurchaseCategory } from "@tt/sherwood";
 * const category: PurchaseCategory = "archer";
 * ```
 */
export type PurchaseCategory = (typeof PURCHASE_CATEGORIES)[number];

/**
 * The kinds of building on the maps (1.4 of the rulebook).
 *
 * @example
 * ```ts
 * import { BUILDING_KINDS } from "@tt/sherwood";
 * BUILDING_KINDS.includes("forge"); // true
 * ```
 */
export const BUILDING_KINDS = ["cottage", "warehouse", "forge", "inn"] as const;

/**
 * Who plays first in a scenario's turns: a fixed order of camps, initiative rolled each turn
 * (scenario 6), or scenario 2's rule (the side that controls Mildred goes first from turn two).
 *
 * @see SHW-2
 * @example
 * ```ts
 * import { TURN_ORDERS } from "@tt/sherwood";
 * TURN_ORDERS; // ["fixed", "initiative", "mildred-controller"]
 * ```
 */
export const TURN_ORDERS = ["fixed", "initiative", "mildred-controller"] as const;

/** Names a lookup by id must never treat as data: Object.prototype's own property names. */
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * An id in the data: lowercase words joined by hyphens, and never a name `Object.prototype` has
 * (`constructor`, `toString`, ...), so no lookup can confuse data with the language's own properties.
 *
 * @example
 * ```ts
 * import { idSchema } from "@tt/sherwood";
 * idSchema.safeParse("robin-hood").success; // true
 * idSchema.safeParse("constructor").success; // false
 * ```
 */
export const idSchema = /* @__PURE__ */ (() =>
  z.string().check(
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an id is lowercase words joined by hyphens"),
    z.refine((id) => !RESERVED.has(id), { message: "this id is a reserved name (a property of every JavaScript object)" }),
  ))();

/**
 * Where a datum comes from: stated by the rulebook, or reconstructed here with a one-line reason.
 *
 * @example
 * ```ts
 * import { provenanceSchema } from "@tt/sherwood";
 * provenanceSchema.parse({ source: "reconstructed", reason: "the maps are not in the rulebook text" });
 * ```
 */
export const provenanceSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({ source: z.literal(["rulebook", "reconstructed"]), reason: z.string() })
    .check(z.refine((p) => p.source === "rulebook" || p.reason.trim().length > 0, { message: "a reconstructed datum needs a reason", path: ["reason"] })))();
/**
 * The provenance of one datum.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA, type Provenance } from "@tt/sherwood";
 * const provenance: Provenance = SHERWOOD_DATA.maps[0]!.provenance;
 * ```
 */
export type Provenance = z.infer<typeof provenanceSchema>;

const name = /* @__PURE__ */ (() => z.string().check(z.minLength(1)))();
const hex = /* @__PURE__ */ (() => z.strictObject({ q: z.int(), r: z.int() }))();
const hexes = /* @__PURE__ */ (() => z.array(hex).check(z.minLength(1)))();
const side = /* @__PURE__ */ (() => z.literal([1, 2, 3, 4]))();

/**
 * One of the four maps (The Inn, Forester's Cottage, Wood's Edge, Gulch): its `@tt/hexgrid` HexMap
 * (terrain per hex, a `trunk` feature on each large tree's centre, walls, windows, doors, low walls
 * and slope lips on hexsides) and what Sherwood adds where hexgrid has no field: its size in printed
 * columns and rows, its sides 1-4 (top, right, bottom, left) as lists of edge hexes, the hexes above
 * the ground, the lettered large trees (a trunk and the six hexes around it), the buildings and their
 * rooms, courtyards, the inn's staircase and balcony.
 *
 * @see SHW-4.4
 * @example
 * ```ts
 * import { SHERWOOD_DATA, mapSchema } from "@tt/sherwood";
 * mapSchema.safeParse(SHERWOOD_DATA.maps[0]).success; // true
 * ```
 */
export const mapSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idSchema,
    name,
    columns: z.int().check(z.minimum(1), z.maximum(200)),
    rows: z.int().check(z.minimum(2), z.maximum(200)),
    hexMap: HexMapSchema,
    sides: z.array(z.strictObject({ side, hexes })).check(z.length(4)),
    levels: z.array(z.strictObject({ level: z.int().check(z.minimum(1), z.maximum(3)), hexes })),
    trees: z.array(z.strictObject({ letter: z.string().check(z.regex(/^[A-Z]$/, "a tree's letter is one capital letter")), trunk: hex, provenance: provenanceSchema })),
    buildings: z.array(
      z.strictObject({
        id: idSchema,
        name,
        kind: z.literal(BUILDING_KINDS),
        rooms: z.array(z.strictObject({ id: idSchema, name, hexes })).check(z.minLength(1)),
        provenance: provenanceSchema,
      }),
    ),
    courtyards: z.array(z.strictObject({ id: idSchema, name, building: idSchema, hexes, entrance: hex, provenance: provenanceSchema })),
    staircases: z.array(z.strictObject({ id: idSchema, building: idSchema, hexes, foot: hex, landing: hex, provenance: provenanceSchema })),
    balconies: z.array(z.strictObject({ id: idSchema, building: idSchema, hexes, provenance: provenanceSchema })),
    provenance: provenanceSchema,
  }))();
/**
 * One map as data.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA, type MapData } from "@tt/sherwood";
 * const inn: MapData | undefined = SHERWOOD_DATA.maps.find((m) => m.id === "the-inn");
 * ```
 */
export type MapData = z.infer<typeof mapSchema>;

const value = /* @__PURE__ */ (() => z.int().check(z.minimum(0), z.maximum(99)))();
/**
 * The three printed numbers of one counter (SHW-1.2): attack (black), defence (red), movement (blue).
 *
 * @see SHW-1.2
 * @example
 * ```ts
 * import { counterValuesSchema } from "@tt/sherwood";
 * counterValuesSchema.parse({ attack: 4, defence: 5, movement: 8 });
 * ```
 */
export const counterValuesSchema = /* @__PURE__ */ (() => z.strictObject({ attack: value, defence: value, movement: value }))();
/**
 * A counter's values.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA, type CounterValues } from "@tt/sherwood";
 * const robin: CounterValues = SHERWOOD_DATA.characters.find((c) => c.id === "robin")!.foot.healthy;
 * ```
 */
export type CounterValues = z.infer<typeof counterValuesSchema>;

/**
 * One character and its counters (SHW-1.2): name, three-letter code, armour (the red circle), the
 * foot counters (healthy, wounded, and the stunned side's defence) and, for cavalry, the mounted
 * counters (healthy and wounded). `spellings` lists the other spellings the rulebook uses;
 * `statedByRulebook` every value the text states (checked when the data loads).
 *
 * @see SHW-1.2
 * @example
 * ```ts
 * import { SHERWOOD_DATA } from "@tt/sherwood";
 * SHERWOOD_DATA.characters.find((c) => c.id === "brian")?.mounted?.healthy.attack; // 30
 * ```
 */
export const characterSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idSchema,
    name,
    code: z.string().check(z.regex(/^[NX][ci][kmlaxjpc]$/, "a code is origin N or X, movement c or i, and a function letter k m l a x j p c")),
    armoured: z.boolean(),
    foot: z.strictObject({ healthy: counterValuesSchema, wounded: counterValuesSchema, stunnedDefence: value }),
    mounted: z.nullable(z.strictObject({ healthy: counterValuesSchema, wounded: counterValuesSchema })),
    spellings: z.array(name),
    statedByRulebook: z.array(z.strictObject({ value: z.literal(["foot.healthy.attack", "foot.healthy.defence", "foot.healthy.movement", "mounted.healthy.attack"]), equals: value, where: name })),
    provenance: provenanceSchema,
  }))();
/**
 * One character as data.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA, type CharacterData } from "@tt/sherwood";
 * const knights: CharacterData[] = SHERWOOD_DATA.characters.filter((c) => c.code.endsWith("k"));
 * ```
 */
export type CharacterData = z.infer<typeof characterSchema>;

/**
 * One kind of animal (SHW-7.1, SHW-7.4): wild animals (wolves, deer) move and attack like characters, domestic
 * ones (horses, draft horses, oxen, pigs) stay put unless led; `attack` and `movement` are `null`
 * where the counter has none; `hexes` is how many hexes its counter covers; `count` how many there are.
 *
 * @see SHW-7.4
 * @example
 * ```ts
 * import { SHERWOOD_DATA } from "@tt/sherwood";
 * SHERWOOD_DATA.animals.find((a) => a.id === "wolf")?.kind; // "wild"
 * ```
 */
export const animalSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    id: idSchema,
    name,
    kind: z.literal(["wild", "domestic"]),
    attack: z.nullable(value),
    defence: value,
    movement: z.nullable(value),
    hexes: z.literal([1, 2]),
    count: z.int().check(z.minimum(1), z.maximum(20)),
    provenance: provenanceSchema,
  }))();
/**
 * One animal kind as data.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA, type AnimalData } from "@tt/sherwood";
 * const wild: AnimalData[] = SHERWOOD_DATA.animals.filter((a) => a.kind === "wild");
 * ```
 */
export type AnimalData = z.infer<typeof animalSchema>;

/**
 * A cart or the carriage (SHW-7.2): how many hexes it covers, whether it is covered, how many there are.
 *
 * @see SHW-7.2
 * @example
 * ```ts
 * import { SHERWOOD_DATA } from "@tt/sherwood";
 * SHERWOOD_DATA.equipment.map((e) => e.id); // ["cart", "carriage"]
 * ```
 */
export const equipmentSchema = /* @__PURE__ */ (() =>
  z.strictObject({ id: idSchema, name, hexes: z.literal([1, 2]), covered: z.boolean(), count: z.int().check(z.minimum(1), z.maximum(20)), provenance: provenanceSchema }))();
/**
 * One piece of equipment as data.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA, type EquipmentData } from "@tt/sherwood";
 * const carriage: EquipmentData | undefined = SHERWOOD_DATA.equipment.find((e) => e.id === "carriage");
 * ```
 */
export type EquipmentData = z.infer<typeof equipmentSchema>;

/**
 * A provenance note of one table, row or cell: which, and where it comes from.
 *
 * @example
 * ```ts
 * import { tableProvenanceSchema } from "@tt/sherwood";
 * tableProvenanceSchema.parse({ table: "footCombat", row: "columns", source: "rulebook", reason: "the > 41 column (SHW-5.2)" });
 * ```
 */
export const tableProvenanceSchema = /* @__PURE__ */ (() => z.strictObject({ table: name, row: name, source: z.literal(["rulebook", "reconstructed"]), reason: z.string() }))();

/**
 * The play sheet's tables and the rulebook's numbers beside them: the two combat tables (shift tables:
 * attack minus defence picks the column, `< -10` ... `> 41`, shifts move it, the d10 picks the row),
 * the two missile damage tables and the jump roll (range tables over the modified d10), the roll to
 * hit (a cross table keyed `short`/`long`), the initiation rules' fire and attack tables (cross tables keyed
 * `armoured`/`unarmoured` and `lower`/`even`/`ten-higher`, over the d10), weapon ranges, the Terrain Types Table, the movement costs
 * the text states, and the purchase table.
 *
 * @see SHW-5
 * @example
 * ```ts
 * import { SHERWOOD_DATA } from "@tt/sherwood";
 * SHERWOOD_DATA.tables.footCombat.columns.at(-1); // "> 41"
 * ```
 */
export const tablesSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    footCombat: shiftTableSchema(z.literal(FOOT_COMBAT_RESULTS)),
    mountedCombat: shiftTableSchema(z.literal(MOUNTED_COMBAT_RESULTS)),
    infantryMissileDamage: rangeTableSchema(z.literal(MISSILE_RESULTS)),
    riderMissileDamage: rangeTableSchema(z.literal(MISSILE_RESULTS)),
    missileHit: crossTableSchema(z.literal(["hit", "miss"])),
    jump: rangeTableSchema(z.literal(JUMP_RESULTS)),
    initiationFire: crossTableSchema(z.literal(["killed", "hit", "miss"])),
    initiationAttack: crossTableSchema(z.literal(["killed", "hit", "miss"])),
    weaponRanges: z.array(z.strictObject({ weapon: z.literal(MISSILE_WEAPONS), short: value, long: value, provenance: provenanceSchema })),
    terrain: z.array(
      z.strictObject({
        terrain: z.literal(TERRAIN_TYPES),
        name,
        footCost: z.nullable(z.int().check(z.minimum(1), z.maximum(20))),
        mountedCost: z.nullable(z.int().check(z.minimum(1), z.maximum(20))),
        defender: z.literal(["+", "-", "0"]),
        cover: z.boolean(),
        blocksFire: z.boolean(),
        provenance: provenanceSchema,
      }),
    ),
    movementCosts: z.array(z.strictObject({ id: z.literal(MOVEMENT_COST_IDS), movementPoints: z.int().check(z.minimum(0), z.maximum(20)), rule: name, provenance: provenanceSchema })),
    purchase: z.strictObject({
      characters: z.array(
        z.strictObject({
          category: z.literal(PURCHASE_CATEGORIES),
          label: name,
          formula: name,
          attackTimes: z.int().check(z.minimum(0), z.maximum(9)),
          defenceTimes: z.int().check(z.minimum(0), z.maximum(9)),
          halveDefence: z.boolean(),
        }),
      ),
      animals: z.array(z.strictObject({ animal: idSchema, cost: z.nullable(value), formula: z.nullable(name) })),
      equipment: z.array(z.strictObject({ equipment: idSchema, cost: value })),
      provenance: provenanceSchema,
    }),
    provenance: z.array(tableProvenanceSchema),
  }))();
/**
 * The tables as data.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA, type TablesData } from "@tt/sherwood";
 * const tables: TablesData = SHERWOOD_DATA.tables;
 * tables.footCombat.rows.length; // 10: one per face of the d10
 * ```
 */
export type TablesData = z.infer<typeof tablesSchema>;

/**
 * One character in a scenario's camp: who, and, where the scenario prints the name or the type
 * otherwise than the character's own counter (`"Huge"` for Hige, `"Ncm"` for Martin in scenario 5),
 * what it prints.
 *
 * @example
 * ```ts
 * import { rosterEntrySchema } from "@tt/sherwood";
 * rosterEntrySchema.parse({ character: "hige", printedName: "Huge", printedCode: null, provenance: { source: "rulebook", reason: "" } });
 * ```
 */
export const rosterEntrySchema = /* @__PURE__ */ (() => z.strictObject({ character: idSchema, printedName: z.nullable(name), printedCode: z.nullable(name), provenance: provenanceSchema }))();

/**
 * One scenario (SHW-S.1 to SHW-S.8): the maps and where each lies (printed offset of its top-left hex,
 * rotation 0 or 180), which map sides meet, the turns, who plays first, the camps with their characters,
 * animals and equipment, how camps group into players, where camps enter, character overrides (the
 * wolf leader's 10 MP), buildings standing in for others (the cottage as the chapel), the options, and
 * the rulebook's own text.
 *
 * @see SHW-S.4
 * @example
 * ```ts
 * import { SHERWOOD_DATA } from "@tt/sherwood";
 * SHERWOOD_DATA.scenarios[3]?.maps.map((m) => m.map); // the four maps of The ambush
 * ```
 */
export const scenarioSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    number: z.int().check(z.minimum(1), z.maximum(99)),
    id: idSchema,
    title: name,
    maps: z.array(z.strictObject({ map: idSchema, origin: z.strictObject({ col: z.int(), row: z.int() }), rotation: z.literal([0, 180]) })).check(z.minLength(1)),
    joins: z.array(z.strictObject({ map: idSchema, side, to: idSchema, toSide: side })),
    turns: z.int().check(z.minimum(1), z.maximum(99)),
    turnOrder: z.strictObject({ rule: z.literal(TURN_ORDERS), camps: z.array(idSchema) }),
    camps: z
      .array(
        z.strictObject({
          id: idSchema,
          name,
          characters: z.array(rosterEntrySchema),
          animals: z.array(z.strictObject({ animal: idSchema, count: z.int().check(z.minimum(1), z.maximum(20)) })),
          equipment: z.array(z.strictObject({ equipment: idSchema, count: z.int().check(z.minimum(1), z.maximum(20)) })),
        }),
      )
      .check(z.minLength(2)),
    players: z.array(z.strictObject({ count: z.int().check(z.minimum(1), z.maximum(8)), camps: z.array(z.array(idSchema).check(z.minLength(1))) })).check(z.minLength(1)),
    entries: z.array(z.strictObject({ camps: z.array(idSchema).check(z.minLength(1)), map: idSchema, sides: z.array(side).check(z.minLength(1)), text: name })),
    overrides: z.array(
      z.strictObject({
        character: idSchema,
        role: z.nullable(name),
        footMovement: z.nullable(z.strictObject({ healthy: value, wounded: value })),
        text: name,
      }),
    ),
    buildingRoles: z.array(z.strictObject({ building: idSchema, as: name, text: name })),
    alliances: z.array(allianceSchema).check(z.minLength(2)),
    placements: z.array(placementSchema).check(z.minLength(1)),
    specialRules: z.array(specialRuleSchema),
    victory: z.array(victorySchema).check(z.minLength(1)),
    options: z.array(
      z.strictObject({
        id: idSchema,
        text: name,
        camp: z.nullable(idSchema),
        adds: z.array(rosterEntrySchema),
        addsAnimals: z.array(z.strictObject({ animal: idSchema, count: z.int().check(z.minimum(1), z.maximum(20)) })),
        mounts: z.array(idSchema),
        rules: z.array(specialRuleSchema),
      }),
    ),
    text: z.strictObject({ background: z.string(), setup: z.string(), specialRules: z.array(z.string()), victory: z.array(z.string()) }),
    provenance: provenanceSchema,
  }))();
/**
 * One scenario as data.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA, type ScenarioData } from "@tt/sherwood";
 * const tavern: ScenarioData | undefined = SHERWOOD_DATA.scenarios.find((s) => s.number === 7);
 * ```
 */
export type ScenarioData = z.infer<typeof scenarioSchema>;

/**
 * A complete Sherwood data set: maps, characters, animals, equipment, tables and scenarios. The package
 * ships one ({@link SHERWOOD_DATA}); a user who owns the printed game can load a corrected one with
 * {@link loadSherwoodData}.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA, sherwoodDataSchema } from "@tt/sherwood";
 * sherwoodDataSchema.safeParse(SHERWOOD_DATA).success; // true
 * ```
 */
export const sherwoodDataSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    schemaVersion: z.literal(1),
    maps: z.array(mapSchema).check(z.minLength(1)),
    characters: z.array(characterSchema).check(z.minLength(1)),
    animals: z.array(animalSchema),
    equipment: z.array(equipmentSchema),
    tables: tablesSchema,
    scenarios: z.array(scenarioSchema),
  }))();
/**
 * A Sherwood data set as JSON.
 *
 * @example
 * ```ts
 * import { loadSherwoodData, SHERWOOD_DATA, type SherwoodData } from "@tt/sherwood";
 * const tougher: SherwoodData = { ...SHERWOOD_DATA, characters: SHERWOOD_DATA.characters.map((c) => ({ ...c })) };
 * loadSherwoodData(tougher);
 * ```
 */
export type SherwoodData = z.infer<typeof sherwoodDataSchema>;
