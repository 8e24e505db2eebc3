import { parseOptions } from "./_internal/options";
import { formatJsonPath } from "./json-path";
import { EngineError } from "./errors";
import type { Game, GameEvent, Next } from "./game";
import { legalAction, legalOutcome } from "./run";
import { LOG_SCHEMA_VERSION, gameLogSchema, type GameLog } from "./schemas";

/**
 * Checks that `log` is a saved game of `game` this package can read, and returns it
 * typed, with its options parsed by the game's `optionsSchema`. Checks, in order: the
 * log format version (`schemaVersion`), the game id, the game version, the envelope
 * (zod, {@link gameLogSchema}), then the options. Inputs are checked by {@link replay}.
 *
 * @param game - the game the log should belong to
 * @param log - an untrusted value, typically from `JSON.parse`
 * @returns the log, typed, with parsed options
 * @throws {@link EngineError} `engine/unsupported-schema-version`, `engine/wrong-game`, `engine/wrong-game-version`, `engine/invalid-log` (naming the path), `engine/invalid-options`
 * @example
 * ```ts
 * import { parseLog, type Game } from "@tt/engine";
 * declare const pig: Game<unknown, unknown, number, object, unknown>;
 * const log = parseLog(pig, JSON.parse('{"schemaVersion":1,"gameId":"pig","gameVersion":"1.0.0","options":{},"inputs":[]}'));
 * ```
 */
export function parseLog<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  log: unknown,
): GameLog<Options, Action | Outcome> {
  if (typeof log !== "object" || log === null || Array.isArray(log)) {
    throw new EngineError("engine/invalid-log", `a game log must be an object, got ${log === null ? "null" : Array.isArray(log) ? "an array" : typeof log}`, { path: [] });
  }
  const record = log as Record<string, unknown>;
  const schemaVersion = record["schemaVersion"];
  if (schemaVersion !== undefined && schemaVersion !== LOG_SCHEMA_VERSION) {
    throw new EngineError(
      "engine/unsupported-schema-version",
      `log schemaVersion ${JSON.stringify(schemaVersion)} cannot be read: this version of @tt/engine reads schemaVersion ${LOG_SCHEMA_VERSION}`,
      { path: ["schemaVersion"] },
    );
  }
  const gameId = record["gameId"];
  if (typeof gameId === "string" && gameId !== game.id) {
    throw new EngineError("engine/wrong-game", `log is a game of "${gameId}", not of "${game.id}"`, { path: ["gameId"] });
  }
  const gameVersion = record["gameVersion"];
  if (typeof gameVersion === "string" && gameVersion !== game.version) {
    throw new EngineError(
      "engine/wrong-game-version",
      `log was recorded with "${game.id}" version ${gameVersion}, but this is version ${game.version}`,
      { path: ["gameVersion"] },
    );
  }
  const parsed = gameLogSchema.safeParse(log);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = (issue?.path ?? []).map((part) => (typeof part === "symbol" ? String(part) : part));
    throw new EngineError("engine/invalid-log", `invalid game log at ${path.length === 0 ? "(root)" : formatJsonPath(path)}: ${issue?.message ?? "rejected"}`, {
      path,
      cause: parsed.error,
    });
  }
  const options = parseOptions(game.optionsSchema, parsed.data.options, game.id, ["options"]);
  return { ...parsed.data, options, inputs: parsed.data.inputs as (Action | Outcome)[] };
}

/**
 * What {@link replay} returns.
 *
 * @example
 * ```ts
 * import type { Replayed } from "@tt/engine";
 * const isFinished = (replayed: Replayed<unknown, unknown, unknown, unknown>) => replayed.next.kind === "over";
 * ```
 */
export interface Replayed<State, Action, Outcome, Result, Event extends GameEvent = GameEvent> {
  /** The state after the last input of the log. */
  readonly state: State;
  /** What happens next there (`over` for a finished game). */
  readonly next: Next<Action, Outcome, Result>;
  /** Every event, in order. */
  readonly events: Event[];
  /** Number of inputs replayed. */
  readonly steps: number;
}

/**
 * Replays a saved game: validates the log (see {@link parseLog}), runs `setup(options)`
 * and applies every input in order, checking each is legal where it is applied. The
 * resulting state is identical to the one the log was recorded from. A log of an
 * unfinished game replays to where it stopped (a saved game to resume).
 *
 * @param game - the game
 * @param log - a log from {@link runGame}, {@link History}, or `JSON.parse` of one
 * @returns the state, what happens next there, the events and the step count
 * @throws {@link EngineError} every error of {@link parseLog}; `engine/illegal-action` / `engine/illegal-outcome` for an input that is not legal at its step; `engine/game-over` for inputs after the end; anything the game throws
 * @example
 * ```ts
 * import { replay, runGame, randomPolicy, seededChance, type Game } from "@tt/engine";
 * declare const pig: Game<unknown, unknown, number, object, unknown>;
 * const run = runGame(pig, {}, { policies: randomPolicy(1), chance: seededChance(1) });
 * const again = replay(pig, JSON.parse(JSON.stringify(run.log)));
 * // again.state deep-equals run.state
 * ```
 */
export function replay<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  log: unknown,
): Replayed<State, Action, Outcome, Result, Event> {
  const checked = parseLog(game, log);
  let state = game.setup(checked.options);
  const events: Event[] = [];
  const inputs = checked.inputs;
  let next = game.next(state);
  for (let step = 0; step < inputs.length; step++) {
    const raw = inputs[step];
    let input: Action | Outcome;
    if (next.kind === "decision") input = legalAction(next, raw, step);
    else if (next.kind === "chance") input = legalOutcome(next, raw, step);
    else {
      throw new EngineError("engine/game-over", `step ${step}: the game is already over, yet the log has ${inputs.length - step} more input(s)`, {
        step,
        path: ["inputs", step],
      });
    }
    const applied = game.apply(state, input);
    state = applied.state;
    for (const event of applied.events) events.push(event);
    next = game.next(state);
  }
  return { state, next, events, steps: inputs.length };
}
