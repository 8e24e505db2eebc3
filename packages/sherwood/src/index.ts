/**
 * `@tt/sherwood`: Sherwood, a Cry Havoc-family man-to-man hex skirmish game, as an exact, replayable
 * `@tt/engine` game. This release is its data and its pure rules. The data: the four maps as
 * `@tt/hexgrid` maps with Sherwood's per-hex data, every character's counters, the animals, the combat,
 * missile and terrain tables as `@tt/tables` tables, the purchase table and the eight scenarios, each
 * datum marked with its provenance, validated and compiled by {@link loadSherwoodData}. The rules of
 * sight ({@link lineOfFire}), movement ({@link moveCost}, {@link reachableMoves}, {@link jumpOdds},
 * {@link dismountHexes}, {@link canMount}) and combat ({@link combatOdds}), each answer naming its rule.
 *
 * @packageDocumentation
 */
export { SHERWOOD_DATA, sherwoodRules } from "./sherwood";
export { loadSherwoodData, SHERWOOD_DATA_LIMITS } from "./data";
export { SherwoodError, SHERWOOD_ERROR_CODES, type SherwoodErrorCode } from "./errors";
export type { Board, Building, Character, HexInfo, LargeTree, MapSide, Scenario, SherwoodRules, SherwoodTables, TerrainRow } from "./rules-data";
export {
  TERRAIN_TYPES,
  ORIGINS,
  MOVEMENT_TYPES,
  FUNCTIONS,
  MISSILE_WEAPONS,
  FOOT_COMBAT_RESULTS,
  MOUNTED_COMBAT_RESULTS,
  MISSILE_RESULTS,
  JUMP_RESULTS,
  MOVEMENT_COST_IDS,
  PURCHASE_CATEGORIES,
  BUILDING_KINDS,
  TURN_ORDERS,
  idSchema,
  provenanceSchema,
  mapSchema,
  counterValuesSchema,
  characterSchema,
  animalSchema,
  equipmentSchema,
  tableProvenanceSchema,
  tablesSchema,
  rosterEntrySchema,
  scenarioSchema,
  sherwoodDataSchema,
  type TerrainType,
  type Origin,
  type MovementType,
  type CharacterFunction,
  type MissileWeapon,
  type FootCombatResult,
  type MountedCombatResult,
  type MissileResult,
  type JumpResult,
  type MovementCostId,
  type PurchaseCategory,
  type Provenance,
  type MapData,
  type CounterValues,
  type CharacterData,
  type AnimalData,
  type EquipmentData,
  type TablesData,
  type ScenarioData,
  type SherwoodData,
} from "./data-schemas";
export {
  allianceSchema,
  zoneAreaSchema,
  zoneSchema,
  placementSchema,
  specialRuleSchema,
  conditionSchema,
  outcomeSchema,
  victorySchema,
  type ZoneArea,
  type Zone,
  type Placement,
  type SpecialRule,
  type Condition,
  type Outcome,
  type Victory,
} from "./scenario-schemas";
export { CART_PASSENGERS, pieceValues, type RuleRefusal, type SherwoodPiece } from "./rules/pieces";
export { moveCost, type MoveOptions, type StepPrice } from "./rules/movement";
export { canMount, dismountHexes, jumpOdds, reachableMoves, type ReachableMoves } from "./rules/reach";
export { combatOdds, type CombatReading } from "./rules/combat";
export { lineOfFire, type LineOfFire } from "./rules/line-of-fire";
export { MAX_PIECES } from "./rules/checks";
export { createSherwood, sherwood, type SherwoodGame } from "./game/game";
export { invariantProblems } from "./game/invariants";
export { actionOdds, rollOdds, targetsWithOdds, type ActionOdds, type RollOdds } from "./game/odds";
export { narrateSherwood, sherwoodActionLabel } from "./game/text";
export { sherwoodPieceName } from "./game/names";
export { sherwoodBoard } from "./game/board-of";
export { reachNow, type ReachNow, type ReachPlace } from "./game/reach-now";
export { hideoutHexes, hideoutName, parseHideout, type Hideout } from "./game/hideout";
export { setupStatus, type SetupStatus } from "./game/setup-status";
export { counterLabels } from "./game/counter-labels";
export { resultGloss } from "./game/result-gloss";
export { forceCost, type Force } from "./game/purchase";
export { SHERWOOD_SKIRMISHES, standardSkirmish, type SkirmishSetup } from "./game/skirmishes";
export { addScenario, buildBattle, battleSchema, type Battle, type BuiltScenario } from "./game/builder";
export { sherwoodBot } from "./bot/heuristic";
export { scenarioObjectives, type ScenarioObjectives } from "./bot/objectives";
export type { CartEvent, SherwoodEvent, EffectEvent, ScenarioEvent } from "./game/events";
export {
  SHERWOOD_GAME_SCHEMA_VERSION,
  PHASES,
  forcePieceSchema,
  skirmishOptionsSchema,
  scenarioOptionsSchema,
  sherwoodOptionsSchema,
  FATES,
  gamePieceSchema,
  effectSchema,
  pendingRollSchema,
  sherwoodStateSchema,
  sherwoodActionSchema,
  type Phase,
  type SherwoodOptions,
  type SkirmishOptions,
  type ScenarioOptions,
  type GamePiece,
  type Effect,
  type PendingRoll,
  type SherwoodState,
  type SherwoodAction,
  type SherwoodOutcome,
  type SherwoodResult,
} from "./game/schemas";
