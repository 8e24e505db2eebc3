import { parseOptions } from "./_internal/options";
import { DEFAULT_SHAPE_LIMITS, type ShapeLimits, clipPath, excerpt, parseWith } from "@tt/internal";
import { checkDepth, checkGame, clip } from "./_internal/checks";
import { EngineError } from "./errors";
import type { Game, GameEvent, Next } from "./game";
import { MAX_STEPS_CEILING, MAX_VALUE_DEPTH } from "./limits";
import { checkedInput as legalInput } from "./legal";
import { stateChecksum } from "./checksum";
import { CHECKSUM_PATTERN, LOG_SCHEMA_VERSION, gameLogSchema, isHiddenInput, type GameLog } from "./schemas";

/**
 * How a log may be shaped before its schema reads it: as {@link DEFAULT_SHAPE_LIMITS} (its options
 * nested up to {@link MAX_VALUE_DEPTH} levels under it), but its inputs and checksums, a run's
 * worth each ({@link MAX_STEPS_CEILING}), whose items are not measured: each input is checked for
 * its depth, then replayed; the checksums are tested one by one first, so a million wrong ones
 * are refused with the first, not read until the stack overflows.
 */
const LOG_LIMITS: ShapeLimits = {
  ...DEFAULT_SHAPE_LIMITS,
  depth: MAX_VALUE_DEPTH + 1,
  lists: { inputs: { items: MAX_STEPS_CEILING, unmeasured: true }, "checksums.hashes": { items: MAX_STEPS_CEILING, unmeasured: true } },
};

/**
 * Checks that `log` is a saved game of `game` this package can read, and returns it
 * typed, with its options parsed by the game's `optionsSchema`. Checks, in order: the
 * log format version (`schemaVersion`), the game id, the game version, the envelope
 * (zod, {@link gameLogSchema}), then the options. Inputs are checked by {@link replay}.
 *
 * @param game - the game the log should belong to
 * @param log - an untrusted value, typically from `JSON.parse`
 * @returns the log, typed, with parsed options
 * @throws {@link EngineError} `engine/unsupported-schema-version`, `engine/wrong-game`, `engine/wrong-game-version`, `engine/invalid-log` (naming the path; for an input nested deeper than {@link MAX_VALUE_DEPTH}, also its step; for a log shaped past {@link DEFAULT_SHAPE_LIMITS} but its inputs and checksums, or more of those than {@link MAX_STEPS_CEILING}, before its schema reads it; for a wrong checksum, the first), `engine/invalid-options` (for options nested deeper than {@link MAX_VALUE_DEPTH} levels: `engine/invalid-log` at their path, as the rest of the log), `engine/invalid-argument` for a game that is not one
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
  checkGame(game);
  if (typeof log !== "object" || log === null || Array.isArray(log)) {
    throw new EngineError("engine/invalid-log", `a game log must be an object, got ${log === null ? "null" : Array.isArray(log) ? "an array" : typeof log}`, { path: [] });
  }
  const record = log as Record<string, unknown>;
  const schemaVersion = record["schemaVersion"];
  if (schemaVersion !== undefined && schemaVersion !== LOG_SCHEMA_VERSION) {
    throw new EngineError("engine/unsupported-schema-version", `log schemaVersion ${excerpt(schemaVersion)} cannot be read: this version of @tt/engine reads schemaVersion ${LOG_SCHEMA_VERSION}`, {
      path: ["schemaVersion"],
    });
  }
  const gameId = record["gameId"];
  if (typeof gameId === "string" && gameId !== game.id) {
    throw new EngineError("engine/wrong-game", `log is a game of ${excerpt(gameId)}, not of ${excerpt(game.id)}`, { path: ["gameId"] });
  }
  const gameVersion = record["gameVersion"];
  if (typeof gameVersion === "string" && gameVersion !== game.version) {
    throw new EngineError("engine/wrong-game-version", `log was recorded with ${excerpt(game.id)} version ${clip(gameVersion)}, but this is version ${clip(game.version)}`, { path: ["gameVersion"] });
  }
  // The checksums one by one, before the schema reads them: it would collect an issue for each of a million wrong ones.
  const hashes = (record["checksums"] as { hashes?: unknown } | null | undefined)?.hashes;
  const wrong = Array.isArray(hashes) ? hashes.findIndex((hash) => typeof hash !== "string" || !CHECKSUM_PATTERN.test(hash)) : -1;
  if (wrong >= 0) throw new EngineError("engine/invalid-log", `invalid game log at checksums.hashes[${wrong}]: not a checksum`, { path: ["checksums", "hashes", wrong] });
  const parsed = parseWith(
    gameLogSchema,
    log,
    ({ path, message, issues }) => new EngineError("engine/invalid-log", `invalid game log at ${path === "" ? "(root)" : clipPath(path)}: ${message}`, { path, issues }),
    [],
    LOG_LIMITS,
  );
  // Each input is walked by the game's code (whyIllegal, apply): none may nest deep enough to overflow the stack.
  parsed.inputs.forEach((input, step) => {
    checkDepth(input, `step ${step}: the input`, "engine/invalid-log", { step, path: ["inputs", step] });
  });
  const options = parseOptions(game.optionsSchema, parsed.options, game.id, ["options"]);
  return { ...parsed, options, inputs: parsed.inputs as (Action | Outcome)[] };
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
 * @throws {@link EngineError} every error of {@link parseLog}; `engine/illegal-action` / `engine/illegal-outcome` for an input that is not legal at its step; `engine/game-over` for inputs after the end; `engine/log-diverged` when a state's checksum differs from the log's; `engine/hidden-input` at a player's log's first hidden input; anything the game throws
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
  const checksums = checked.checksums;
  let next = game.next(state);
  for (let step = 0; step < inputs.length; step++) {
    const raw = inputs[step];
    if (isHiddenInput(raw)) {
      throw new EngineError(
        "engine/hidden-input",
        `step ${step} is hidden from ${checked.viewer ?? "this log's viewer"} (${raw.about}): this is a player's log, and replaying past this step needs the referee's full log`,
        { step, path: ["inputs", step] },
      );
    }
    if (next.kind === "over") {
      throw new EngineError("engine/game-over", `step ${step}: the game is already over, yet the log has ${inputs.length - step} more input(s)`, {
        step,
        path: ["inputs", step],
      });
    }
    const input = legalInput(game, state, raw, next, step);
    const applied = game.apply(state, input);
    state = applied.state;
    for (const event of applied.events) events.push(event);
    if (checksums !== undefined && (step + 1) % checksums.every === 0) verifyChecksum(state, checksums, step);
    next = game.next(state);
  }
  return { state, next, events, steps: inputs.length };
}

function verifyChecksum(state: unknown, checksums: { every: number; hashes: readonly string[] }, step: number): void {
  const at = (step + 1) / checksums.every - 1;
  const recorded = checksums.hashes[at];
  if (recorded === undefined) return;
  const actual = stateChecksum(state);
  if (actual !== recorded) {
    const first = step + 1 - checksums.every;
    throw new EngineError(
      "engine/log-diverged",
      `step ${step}: the replayed state's checksum ${actual} is not the log's ${recorded}: ${checksums.every === 1 ? `input ${step} was altered` : `an input among steps ${first}..${step} was altered`} (or the log is of other rules)`,
      { step, path: ["inputs", checksums.every === 1 ? step : first] },
    );
  }
}
