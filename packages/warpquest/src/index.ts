/**
 * `@tt/warpquest`: the WarpQuest scenario engine (1-6 players) and its Sharpe scenario, as
 * `@tt/engine` games. Scenarios are validated JSON data; every roll and draw is a chance
 * step with exact probabilities; every choice is a decision; events explain every number.
 *
 * @packageDocumentation
 */
export { WARPQUEST_ERROR_CODES, WarpQuestError, type WarpQuestErrorCode } from "./errors";
export {
  SCHEMA_VERSION,
  PROVENANCES,
  FAIL_RESULTS,
  SUCCESS_RESULTS,
  DRAW_METHODS,
  PARTY_STATUSES,
  challengeCardSchema,
  aidCardSchema,
  cardSchema,
  moduleSchema,
  unitsPartySchema,
  officerPartySchema,
  scenarioDataSchema,
  optionsSchema,
  actionSchema,
  outcomeSchema,
  eventSchema,
  stepSchema,
  challengeProgressSchema,
  partySchema,
  resultSchema,
  stateSchema,
  deckStateSchema,
  type DeckState,
  type ScenarioInput,
  type ScenarioData,
  type ChallengeCardData,
  type AidCardData,
  type OptionsInput,
  type Options,
  type Action,
  type Outcome,
  type WarpQuestEvent,
  type ChallengeProgress,
  type Step,
  type Party,
  type Result,
} from "./schemas";
export { START_SPACE, END_SPACE, type State } from "./state";
export { loadScenario, type Scenario, type ScenarioCard, type ChallengeCard, type AidCard, type ScenarioDeck } from "./scenario";
export { createWarpQuest, type WarpQuestGame } from "./game";
export { STEP_ASKS, stepDetailSchema, type StepDetail } from "./step-detail";
export { HIDDEN_CARD, warpQuestSecrets, type PartyView, type WarpQuestView } from "./visibility";
export { SHARPE_DATA, SALT_ROAD_DATA, sharpe, saltRoad, parseState } from "./scenarios";
export { invariantProblems } from "./invariants";
export { checkOdds, heuristicPolicy, evaluation } from "./policies";
export { actionLabel, cardName, outcomeLabel } from "./text/labels";
export { NARRATION_LEVELS, narrate, type Narration, type NarrationLevel } from "./text/narrate";
