import type { Hex, HexMap } from "@tt/hexgrid";
import type { CrossTable, RangeTable, ShiftTable } from "@tt/tables";
import type {
  AnimalData,
  CharacterData,
  CharacterFunction,
  CounterValues,
  EquipmentData,
  FootCombatResult,
  JumpResult,
  MissileResult,
  MissileWeapon,
  MountedCombatResult,
  MovementCostId,
  MovementType,
  Origin,
  PurchaseCategory,
  ScenarioData,
  SherwoodData,
  TablesData,
  TerrainType,
} from "./data-schemas";

/**
 * A map side as a scenario names it: a map and its side 1 (top), 2 (right), 3 (bottom) or 4 (left),
 * numbered on the map itself (a map turned 180 degrees keeps its numbers).
 *
 * @example
 * ```ts
 * import type { MapSide } from "@tt/sherwood";
 * const entry: MapSide = { map: "gulch", side: 4 };
 * ```
 */
export interface MapSide {
  /** The map's id. */
  readonly map: string;
  /** Its side, 1 to 4. */
  readonly side: 1 | 2 | 3 | 4;
}

/**
 * Everything the data says about one hex of a board (a map, or a scenario's joined maps).
 *
 * @example
 * ```ts
 * import { sherwoodRules, type HexInfo } from "@tt/sherwood";
 * const info: HexInfo | undefined = sherwoodRules.map("the-inn").info({ q: 3, r: 4 });
 * info?.room; // "inn-tavern"
 * ```
 */
export interface HexInfo {
  /** The hex on the board. */
  readonly hex: Hex;
  /** The map it belongs to. */
  readonly map: string;
  /** The same hex on its own map (axial coordinates of the map's odd-r layout). */
  readonly local: Hex;
  /** Its terrain. */
  readonly terrain: TerrainType;
  /** 0 on the ground, 1 for the inn's upper floor and balcony. */
  readonly level: number;
  /** The letter of the large tree it belongs to, or `null`. */
  readonly tree: string | null;
  /** Whether it is a large tree's trunk, where characters climb up and down (SHW-4.4). */
  readonly trunk: boolean;
  /** The building whose room it is, or `null`. */
  readonly building: string | null;
  /** The room it is in, or `null`. */
  readonly room: string | null;
  /** The courtyard it is in, or `null`. */
  readonly courtyard: string | null;
  /** Whether it is a courtyard's entrance hex (the gap in the low wall). */
  readonly courtyardEntrance: boolean;
  /** The staircase it is part of, or `null`. */
  readonly staircase: string | null;
  /** The balcony it is part of, or `null`. */
  readonly balcony: string | null;
  /** The map sides it lies on (a corner hex lies on two). */
  readonly edges: readonly MapSide[];
}

/**
 * A large tree (SHW-4.4): its letter (unique across the four maps), its map, trunk and seven hexes.
 *
 * @example
 * ```ts
 * import { sherwoodRules, type LargeTree } from "@tt/sherwood";
 * const tree: LargeTree = sherwoodRules.map("woods-edge").tree("A");
 * tree.hexes.length; // 7
 * ```
 */
export interface LargeTree {
  /** The letter printed on the map. */
  readonly letter: string;
  /** The map it stands on. */
  readonly map: string;
  /** The trunk hex on the board. */
  readonly trunk: Hex;
  /** The trunk and the six hexes around it, on the board. */
  readonly hexes: readonly Hex[];
}

/**
 * A building and its rooms, on the board.
 *
 * @example
 * ```ts
 * import { sherwoodRules, type Building } from "@tt/sherwood";
 * const inn: Building = sherwoodRules.map("the-inn").building("inn");
 * inn.rooms.map((room) => room.id); // ["inn-tavern", "inn-bedroom"]
 * ```
 */
export interface Building {
  /** Its id (unique across the maps). */
  readonly id: string;
  /** Its name. */
  readonly name: string;
  /** Cottage, warehouse, forge or inn. */
  readonly kind: string;
  /** The map it stands on. */
  readonly map: string;
  /** Its rooms, each with its hexes. */
  readonly rooms: readonly { readonly id: string; readonly name: string; readonly hexes: readonly Hex[] }[];
  /** Every hex of every room. */
  readonly hexes: readonly Hex[];
}

/**
 * A board: one map, or a scenario's maps joined, as one `@tt/hexgrid` HexMap with Sherwood's
 * per-hex data beside it. Lookups take board hexes; a hex off the board gives `undefined`.
 *
 * @example
 * ```ts
 * import { sherwoodRules } from "@tt/sherwood";
 * const board = sherwoodRules.scenario(4).board;
 * board.hexMap.size; // 1008: four maps of 18 by 14
 * board.info({ q: 0, r: 5 })?.map; // "gulch"
 * ```
 */
export interface Board {
  /** The map id (a single map's board) or the scenario id. */
  readonly id: string;
  /** Every hex's terrain, the trunk features, and every wall, window, door, low wall and slope lip. */
  readonly hexMap: HexMap;
  /** Where each map lies. */
  readonly placements: readonly { readonly map: string; readonly origin: { readonly col: number; readonly row: number }; readonly rotation: 0 | 180 }[];
  /** Every hex's data, in the order of `hexMap.hexes`. */
  readonly hexes: readonly HexInfo[];
  /** The large trees. */
  readonly trees: readonly LargeTree[];
  /** The buildings. */
  readonly buildings: readonly Building[];
  /** The sides no other map is joined to: where characters may enter or leave. */
  readonly outerSides: readonly MapSide[];
  /**
   * A hex's data.
   *
   * @param hex - a board hex
   * @returns its data, or `undefined` off the board
   */
  info(hex: Hex): HexInfo | undefined;
  /**
   * A large tree by letter.
   *
   * @param letter - the tree's letter
   * @returns the tree
   * @throws {@link SherwoodError} `sherwood/unknown-id` if no tree on the board has it
   */
  tree(letter: string): LargeTree;
  /**
   * A building by id.
   *
   * @param id - the building's id
   * @returns the building
   * @throws {@link SherwoodError} `sherwood/unknown-id` if no building on the board has it
   */
  building(id: string): Building;
  /**
   * The board hexes along a map's side.
   *
   * @param map - the map's id
   * @param side - 1 top, 2 right, 3 bottom, 4 left, as numbered on the map
   * @returns the hexes, in the map's printed order
   * @throws {@link SherwoodError} `sherwood/unknown-id` for a map not on the board
   */
  side(map: string, side: 1 | 2 | 3 | 4): readonly Hex[];
  /**
   * Converts a hex of one of the board's maps to the board.
   *
   * @param map - the map's id
   * @param local - the hex on that map
   * @returns the board hex
   * @throws {@link SherwoodError} `sherwood/unknown-id` for a map not on the board
   */
  toBoard(map: string, local: Hex): Hex;
}

/**
 * One character, compiled: the data and what its code says (SHW-1.2), its missile weapon, and its
 * purchase category and cost (SHW-PT).
 *
 * @example
 * ```ts
 * import { sherwoodRules, type Character } from "@tt/sherwood";
 * const robin: Character = sherwoodRules.character("robin");
 * robin.missileWeapon; // "bow"
 * robin.purchaseCost; // 28: light cavalry, ATT + DEF mounted
 * ```
 */
export interface Character {
  /** Its id. */
  readonly id: string;
  /** Its name. */
  readonly name: string;
  /** The three-letter code. */
  readonly code: string;
  /** Norman or Saxon. */
  readonly origin: Origin;
  /** Cavalry or infantry. */
  readonly movementType: MovementType;
  /** Knight, medium or light infantry, archer, crossbowman, javelin thrower, peasant or civilian. */
  readonly function: CharacterFunction;
  /** Whether it wears armour (the red circle). */
  readonly armoured: boolean;
  /** Its bow, crossbow or javelins, from its function (archers shoot bows, `x` crossbows, `j` javelins), or `null`. */
  readonly missileWeapon: MissileWeapon | null;
  /** The foot counters. */
  readonly foot: { readonly healthy: CounterValues; readonly wounded: CounterValues; readonly stunnedDefence: number };
  /** The mounted counters (cavalry only), or `null`. */
  readonly mounted: { readonly healthy: CounterValues; readonly wounded: CounterValues } | null;
  /** Its row of the purchase table. */
  readonly purchaseCategory: PurchaseCategory;
  /** Its cost by that row's formula. */
  readonly purchaseCost: number;
  /** The data it was compiled from. */
  readonly data: CharacterData;
}

/**
 * The Terrain Types Table's row of one terrain (SHW-4, SHW-5.1): movement points on foot and mounted
 * (`null`: may not enter), whether it favours (`+`) or hinders (`-`) a defender standing in it, cover,
 * and whether it blocks the line of fire through it.
 *
 * @example
 * ```ts
 * import { sherwoodRules, type TerrainRow } from "@tt/sherwood";
 * const slope: TerrainRow = sherwoodRules.terrain("slope");
 * slope.defender; // "-"
 * ```
 */
export type TerrainRow = TablesData["terrain"][number];

/**
 * The tables as `@tt/tables` tables: read them with `lookup`, `createReader` and `tableOdds` for exact odds.
 *
 * @example
 * ```ts
 * import { lookup } from "@tt/tables";
 * import { sherwoodRules, type SherwoodTables } from "@tt/sherwood";
 * const tables: SherwoodTables = sherwoodRules.tables;
 * lookup(tables.footCombat, { value: 58 - 5, roll: 1 }).result; // "K"
 * ```
 */
export interface SherwoodTables {
  /** The Combat Table against characters on foot. */
  readonly footCombat: ShiftTable<FootCombatResult>;
  /** The Combat Table against mounted characters. */
  readonly mountedCombat: ShiftTable<MountedCombatResult>;
  /** The missile damage table for infantry targets. */
  readonly infantryMissileDamage: RangeTable<MissileResult>;
  /** The missile damage table for mounted targets. */
  readonly riderMissileDamage: RangeTable<MissileResult>;
  /** The roll to hit, keyed `short` or `long`. */
  readonly missileHit: CrossTable<"hit" | "miss">;
  /** The initiation rules' missile fire (SHW-I.FIRE), keyed `armoured` or `unarmoured`, read on the d10. */
  readonly initiationFire: CrossTable<"killed" | "hit" | "miss">;
  /** The initiation rules' attack (SHW-I.ATTACK), keyed `lower`, `even` or `ten-higher`, read on the d10. */
  readonly initiationAttack: CrossTable<"killed" | "hit" | "miss">;
  /** The jump roll. */
  readonly jump: RangeTable<JumpResult>;
}

/**
 * A scenario, compiled: its data and its board.
 *
 * @example
 * ```ts
 * import { sherwoodRules, type Scenario } from "@tt/sherwood";
 * const ambush: Scenario = sherwoodRules.scenario("the-ambush");
 * ambush.campOf("robin"); // "merry-men"
 * ```
 */
export interface Scenario {
  /** Its number in the booklet. */
  readonly number: number;
  /** Its id. */
  readonly id: string;
  /** Its title. */
  readonly title: string;
  /** The maps joined as the scenario lays them out. */
  readonly board: Board;
  /** The data it was compiled from. */
  readonly data: ScenarioData;
  /**
   * The camp a character starts in (options not included).
   *
   * @param character - a character's id
   * @returns the camp's id, or `null` if the character is not in the scenario
   */
  campOf(character: string): string | null;
}

/**
 * A Sherwood data set compiled for the rules: characters, animals and equipment by id, each map and
 * each scenario as a {@link Board}, the tables as `@tt/tables` tables, and the Terrain Types Table,
 * weapon ranges and movement costs by name. Every lookup by name goes through a `Map`, so no name
 * (`"constructor"`, `"__proto__"`) reads anything but data.
 *
 * @example
 * ```ts
 * import { sherwoodRules, type SherwoodRules } from "@tt/sherwood";
 * const rules: SherwoodRules = sherwoodRules;
 * rules.movementCost("climb-tree"); // 6
 * ```
 */
export interface SherwoodRules {
  /** The data set it was compiled from. */
  readonly data: SherwoodData;
  /** Every character. */
  readonly characters: readonly Character[];
  /** The tables. */
  readonly tables: SherwoodTables;
  /** Every map, each as a board of its own. */
  readonly maps: readonly Board[];
  /** Every scenario. */
  readonly scenarios: readonly Scenario[];
  /**
   * A character by id.
   *
   * @param id - the character's id
   * @returns the character
   * @throws {@link SherwoodError} `sherwood/unknown-id`
   */
  character(id: string): Character;
  /**
   * An animal kind by id.
   *
   * @param id - the animal's id
   * @returns its data
   * @throws {@link SherwoodError} `sherwood/unknown-id`
   */
  animal(id: string): AnimalData;
  /**
   * A piece of equipment by id.
   *
   * @param id - `"cart"` or `"carriage"`
   * @returns its data
   * @throws {@link SherwoodError} `sherwood/unknown-id`
   */
  equipment(id: string): EquipmentData;
  /**
   * One map's board.
   *
   * @param id - the map's id
   * @returns its board
   * @throws {@link SherwoodError} `sherwood/unknown-id`
   */
  map(id: string): Board;
  /**
   * A scenario by number or id.
   *
   * @param which - its number (1-8) or id
   * @returns the scenario
   * @throws {@link SherwoodError} `sherwood/unknown-id`
   */
  scenario(which: number | string): Scenario;
  /**
   * A terrain's row of the Terrain Types Table.
   *
   * @param terrain - the terrain
   * @returns its row
   * @throws {@link SherwoodError} `sherwood/unknown-id`
   */
  terrain(terrain: string): TerrainRow;
  /**
   * A missile weapon's ranges in hexes: short, and long (beyond it no shot, SHW-3.1).
   *
   * @param weapon - bow, crossbow or javelin
   * @returns its ranges
   * @throws {@link SherwoodError} `sherwood/unknown-id`
   */
  weaponRange(weapon: string): { readonly short: number; readonly long: number };
  /**
   * A movement cost the rulebook states, in movement points.
   *
   * @param id - one of {@link MOVEMENT_COST_IDS}
   * @returns the cost
   * @throws {@link SherwoodError} `sherwood/unknown-id`
   */
  movementCost(id: MovementCostId | string): number;
}
