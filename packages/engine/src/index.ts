// The whole public API of @tt/engine, at a glance.
export type { AnyGame, Applied, Chance, ChanceOutcome, Decision, Game, GameEvent, Next, NextKind, Over } from "./game";
export { NEXT_KINDS } from "./game";
export { ENGINE_ERROR_CODES, EngineError, RuleError } from "./errors";
export type { EngineErrorCode, EngineErrorDetails } from "./errors";
export { LOG_SCHEMA_VERSION, gameEventSchema, gameEventsSchema, gameLogSchema } from "./schemas";
export type { GameLog } from "./schemas";
export { gameSeed } from "./seed";
export { scriptedChance, seededChance } from "./chance";
export type { AsyncChanceDriver, ChanceDriver, ScriptedChance, SeededChance } from "./chance";
export { randomPolicy } from "./policy";
export type { AnyPolicy, AsyncPolicies, AsyncPolicy, Policies, Policy } from "./policy";
export { DEFAULT_MAX_STEPS, indexOfInput, runGame, runGameAsync, runSeededGame } from "./run";
export type { AsyncRunSettings, PolicyFactory, RunResult, RunSettings, SeededContext, StepReport } from "./run";
export { parseLog, replay } from "./replay";
export type { Replayed } from "./replay";
export { mergeSimulations, simulate, wilsonInterval } from "./simulate";
export type { LengthStats, OutcomeCount, SimulateSettings, SimulationFailure, SimulationReport } from "./simulate";
