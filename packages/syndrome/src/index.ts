/**
 * `@tt/syndrome`: The Sherwood Syndrome (Star Trek III, 1985), a solitaire game of rebellion
 * on Syngreal, as an exact, replayable, explainable `@tt/engine` game: every rule of the
 * rulebook, every table and paragraph as data, every choice a decision and every roll a chance
 * step with exact odds.
 *
 * @packageDocumentation
 */
export { createSyndrome, GAME_ID, GAME_VERSION, PLAYER, type SyndromeGame, type SyndromeView } from "./game";
export { syndrome, SYNDROME_DATA, syndromeSecrets } from "./syndrome";
export { stepDetailSchema, type StepDetail } from "./step-detail";
export { loadSyndromeData, DONATION_ROWS, type Counter, type Space, type SyndromeRules, type FealtyResult } from "./data";
export { SYNDROME_LIMITS } from "./_internal/limits";
export { parseCode, codeEffects, type CodeToken } from "./codes";
export { invariantProblems } from "./invariants";
export { SyndromeError, SYNDROME_ERROR_CODES, type SyndromeErrorCode } from "./errors";
export {
  SPACE_TYPES,
  PERSON_KINDS,
  provenanceSchema,
  spaceSchema,
  mapSchema,
  personSchema,
  tableCodeSchema,
  tableProvenanceSchema,
  tablesSchema,
  paragraphSchema,
  squadSchema,
  abilitySchema,
  syndromeDataSchema,
  type SpaceType,
  type PersonKind,
  type Provenance,
  type SpaceData,
  type MapData,
  type PersonData,
  type TableProvenance,
  type TablesData,
  type ParagraphData,
  type RulesParagraph,
  type WithoutProvenance,
  type SquadData,
  type Ability,
  type SyndromeData,
  type SyndromeRulesData,
} from "./data-schemas";
export { SCHEMA_VERSION, actionSchema, outcomeSchema, optionsSchema, type Action, type Outcome, type Options, type OptionsInput } from "./schemas";
export { syndromeEventSchema, TRACKS, PERSON_CHANGES, type SyndromeEvent, type SyndromeEventType, type PersonChange, type Track } from "./events";
export { effectSchema, type Effect } from "./effects";
export { taskSchema, rollTaskSchema, pickTaskSchema, PICK_EFFECTS, type Task, type TaskKind, type TaskOf, type RollTask, type PickTask } from "./tasks";
export {
  ENTERPRISE,
  OUT_OF_PLAY,
  ROYAL_ORDERS,
  PHASES,
  stateSchema,
  personStateSchema,
  royalPartySchema,
  turnFlagsSchema,
  resultSchema,
  stateRulesSchema,
  type State,
  type PersonState,
  type Result,
  type RoyalOrders,
  type Phase,
  type TurnFlags,
  type RoyalPartyState,
  type StateRules,
} from "./state";
export { heuristicPolicy } from "./bot/policy";
export { rollOdds, type RollOdds } from "./odds";
export { placeName, personName, trackName } from "./text/names";
export { ACTION_HEADINGS, actionLabel, actionGroup, outcomeLabel, type ActionHeading, type ActionGroup } from "./text/labels";
export { NARRATION_LEVELS, narrate, type Narration, type NarrationLevel } from "./text/narrate";
export { glossEffect, glossToken, glossCode, glossResult } from "./text/gloss";
export { paragraphProse, type ParagraphProse } from "./text/prose";
