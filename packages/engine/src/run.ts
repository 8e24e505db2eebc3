import { createRng, type Rng } from "@tt/dice";
import { excerpt } from "@tt/internal";
import { indexOfValue } from "./_internal/equal";
import { checkedInput as legalInput } from "./legal";
import { checkCount, checkDepth, checkDriver, checkFunction, checkGame, checkObject, checkPolicies, checkSeed, checkedOutcomes, given, settingsOf, stepBudget } from "./_internal/checks";
import { stateChecksum } from "./checksum";
import { parseOptions } from "./_internal/options";
import { seededChance, type AsyncChanceDriver, type ChanceDriver } from "./chance";
import { isTrusted } from "./_internal/trust";
import { EngineError } from "./errors";
import type { Game, GameEvent, Next } from "./game";
import type { MAX_STEPS_CEILING, MAX_VALUE_DEPTH } from "./limits";
import type { AsyncPolicies, AsyncPolicy, Policies, Policy } from "./policy";
import { LOG_SCHEMA_VERSION, type GameLog } from "./schemas";

/** Default bound on the number of inputs of one run. */
export const DEFAULT_MAX_STEPS = 1_000_000;

/**
 * Settings of {@link runGame}.
 *
 * @example
 * ```ts
 * import { randomPolicy, seededChance, type RunSettings } from "@tt/engine";
 * const settings: RunSettings<unknown, string, number> = { policies: randomPolicy(1), chance: seededChance(1), maxSteps: 10_000 };
 * ```
 */
export interface RunSettings<State, Action, Outcome> {
  /** Who decides: one policy for all players, or one per player name. */
  readonly policies: Policies<State, Action>;
  /** Where chance outcomes come from. */
  readonly chance: ChanceDriver<Outcome>;
  /** Fail with `engine/max-steps` after this many inputs (default 1,000,000). */
  readonly maxSteps?: number;
  /** Collect the events (default true). Batch runs that only need results skip them; they can be recomputed by {@link replay}. */
  readonly recordEvents?: boolean;
  /** Record a state checksum in the log every this many inputs (default 0: none), so a replay refuses an altered log where it diverges. */
  readonly checksumEvery?: number;
}

/**
 * What a finished run returns.
 *
 * @example
 * ```ts
 * import type { RunResult } from "@tt/engine";
 * const winnerOf = (run: RunResult<unknown, unknown, unknown, unknown, { winner: string }>) => run.result.winner;
 * ```
 */
export interface RunResult<State, Action, Outcome, Options, Result, Event extends GameEvent = GameEvent> {
  /** The final state. */
  readonly state: State;
  /** The game's result. */
  readonly result: Result;
  /** Every event, in order (empty when `recordEvents` is false). */
  readonly events: Event[];
  /** The saved game: {@link replay} reproduces `state` from it. */
  readonly log: GameLog<Options, Action | Outcome>;
  /** Number of inputs applied (actions and outcomes). */
  readonly steps: number;
  /** Number of decisions taken (actions). */
  readonly decisions: number;
}

/**
 * Index of `input` among the legal inputs of `next` (its actions, or its outcomes with a
 * positive probability), compared by identity and then structurally; -1 if it is not legal.
 * Front ends use it to check a person's answer before applying it.
 *
 * @param next - what the game asks for now
 * @param input - a candidate action or outcome
 * @returns the index in `next.actions` or `next.outcomes`, or -1
 * @throws {@link EngineError} `engine/invalid-argument` for a `next` that is not a step (or a chance step whose probabilities are not finite numbers of at least 0, one above 0); `engine/limit` for an input nested deeper than {@link MAX_VALUE_DEPTH}
 * @example
 * ```ts
 * import { indexOfInput } from "@tt/engine";
 * indexOfInput({ kind: "decision", player: "p1", prompt: "?", actions: [{ type: "hold" }] }, { type: "hold" }); // 0
 * ```
 */
export function indexOfInput<Action, Outcome, Result>(next: Next<Action, Outcome, Result>, input: unknown): number {
  checkObject(next, "next (what the game asks for now)", "next");
  if (next.kind === "over") return -1;
  const list = next.kind === "decision" ? next.actions : next.kind === "chance" ? next.outcomes : undefined;
  if (!Array.isArray(list)) throw new EngineError("engine/invalid-argument", `next must be a decision with actions, a chance step with outcomes, or over; got ${excerpt(next)}`, { path: "next" });
  const outcomes = next.kind === "decision" ? [] : checkedOutcomes(next);
  for (let index = 0; index < outcomes.length; index++) {
    if (outcomes[index]!.outcome === input && outcomes[index]!.probability > 0) return index;
  }
  // Not found by identity, so compared structurally, recursively: an input deeper than any legal one is refused first.
  if (!list.includes(input)) checkDepth(input, "the input", "engine/limit");
  if (next.kind === "decision") return indexOfValue(next.actions, input);
  for (let index = 0; index < outcomes.length; index++) {
    const entry = outcomes[index]!;
    if (entry.probability > 0 && indexOfValue([entry.outcome], input) === 0) return index;
  }
  return -1;
}

function policyFor<P>(policies: P | Readonly<Record<string, P>>, player: string, step: number): P {
  if (typeof policies === "function") return policies as P;
  // An own property only: a player named "constructor" or "toString" must not find Object.prototype's.
  const policy = Object.hasOwn(policies as object, player) ? (policies as Readonly<Record<string, P>>)[player] : undefined;
  if (policy === undefined) {
    throw new EngineError("engine/no-policy", `step ${step}: no policy for player ${excerpt(player)}`, { step });
  }
  return policy;
}

/** The settings every synchronous run shares, checked before the game is set up. */
function runSettings<State, Action, Outcome>(settings: RunSettings<State, Action, Outcome>): { maxSteps: number; every: number } {
  checkObject(settings, "runGame's settings");
  checkPolicies(settings.policies);
  checkDriver(settings.chance);
  if (settings.recordEvents !== undefined && typeof settings.recordEvents !== "boolean") {
    throw new EngineError("engine/invalid-argument", `recordEvents must be true or false, got ${excerpt(settings.recordEvents)}`, { path: "recordEvents" });
  }
  return { maxSteps: stepBudget(settings.maxSteps, "maxSteps", DEFAULT_MAX_STEPS), every: checkCount(given(settings.checksumEvery, 0), "checksumEvery", 0) };
}

/** @internal Mutable progress of a run, readable after a throw (simulate and conformance report it). */
export interface RunProgress<State, Input, Event> {
  state: State;
  readonly inputs: Input[];
  /** Null: do not record events. */
  readonly events: Event[] | null;
  decisions: number;
  /** State checksums to record, if any. */
  readonly checksums?: { readonly every: number; readonly hashes: string[] };
}

/**
 * @internal The run loop: plays from `progress.state` to the end, recording inputs (and events)
 * into `progress` as it goes, so a caller catching an error still has the inputs so far.
 * Answers of policies and drivers of this package are trusted (they pick from the legal list);
 * any other answer is checked to be legal.
 */
export function playOut<State, Action, Outcome, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, unknown, Result, Event>,
  progress: RunProgress<State, Action | Outcome, Event>,
  policies: Policies<State, Action>,
  chance: ChanceDriver<Outcome>,
  maxSteps: number,
): Result {
  const inputs = progress.inputs;
  const events = progress.events;
  const checksums = progress.checksums;
  const single = typeof policies === "function" ? policies : undefined;
  const trustedSingle = single !== undefined && isTrusted(single);
  const trustedChance = isTrusted(chance);
  let state = progress.state;
  let decisions = progress.decisions;
  try {
    for (;;) {
      const next = game.next(state);
      let input: Action | Outcome;
      if (next.kind === "decision") {
        if (trustedSingle) {
          input = single!(next, state);
        } else {
          const policy: Policy<State, Action> = single ?? policyFor(policies, next.player, inputs.length);
          input = isTrusted(policy) ? policy(next, state) : (legalInput(game, state, policy(next, state), next, inputs.length) as Action);
        }
        decisions++;
      } else if (next.kind === "chance") {
        input = trustedChance ? chance.pick(next) : (legalInput(game, state, chance.pick(next), next, inputs.length) as Outcome);
      } else {
        return next.result;
      }
      if (inputs.length >= maxSteps) {
        throw new EngineError("engine/max-steps", `game "${game.id}" did not end within ${maxSteps} steps`, { step: inputs.length });
      }
      inputs.push(input);
      const applied = game.apply(state, input);
      state = applied.state;
      if (checksums !== undefined && inputs.length % checksums.every === 0) checksums.hashes.push(stateChecksum(state));
      if (events !== null) {
        const caused = applied.events;
        for (let index = 0; index < caused.length; index++) events.push(caused[index]!);
      }
    }
  } finally {
    progress.state = state;
    progress.decisions = decisions;
  }
}

/**
 * Plays a game from `setup(options)` to the end: each decision goes to the player's
 * policy, each chance step to the chance driver. Options are validated with the game's
 * `optionsSchema`; every action and outcome is checked to be legal.
 *
 * @param game - the game
 * @param options - setup options (validated; defaults from the schema are applied)
 * @param settings - `policies`, `chance`, and optionally `maxSteps` and `recordEvents`
 * @returns the final state, the result, every event and the log
 * @throws {@link EngineError} `engine/invalid-argument` for a game or settings that are not what
 * they should be (checked before the game is set up or any generator is drawn from: a settings
 * object, policies that are functions, a driver with `pick`, `maxSteps` a whole number of at least
 * 1, `checksumEvery` of at least 0), `engine/limit` for `maxSteps` over {@link MAX_STEPS_CEILING},
 * `engine/invalid-options`, `engine/no-policy`, `engine/illegal-action`, `engine/illegal-outcome`,
 * `engine/max-steps`; {@link RuleError} and anything else the game or a policy throws. An error
 * found only in play (a game's rule error, the step budget) comes after the steps played before
 * it: the drivers and policies have answered those.
 * @example
 * ```ts
 * import { runGame, randomPolicy, seededChance, type Game } from "@tt/engine";
 * declare const pig: Game<unknown, unknown, number, { target?: number }, { winner: string }>;
 * const { result, log } = runGame(pig, { target: 50 }, { policies: randomPolicy(1), chance: seededChance(1) });
 * ```
 */
export function runGame<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  options: unknown,
  settings: RunSettings<NoInfer<State>, NoInfer<Action>, NoInfer<Outcome>>,
): RunResult<State, Action, Outcome, Options, Result, Event> {
  checkGame(game);
  const { maxSteps, every } = runSettings(settings);
  const parsed = parseOptions(game.optionsSchema, options, game.id);
  const events: Event[] = [];
  const checksums = every > 0 ? { every, hashes: [] as string[] } : undefined;
  const progress: RunProgress<State, Action | Outcome, Event> = {
    state: game.setup(parsed),
    inputs: [],
    events: settings.recordEvents === false ? null : events,
    decisions: 0,
    ...(checksums === undefined ? {} : { checksums }),
  };
  const result = playOut(game as Game<State, Action, Outcome, unknown, Result, Event>, progress, settings.policies, settings.chance, maxSteps);
  return {
    state: progress.state,
    result,
    events,
    log: { schemaVersion: LOG_SCHEMA_VERSION, gameId: game.id, gameVersion: game.version, options: parsed, inputs: progress.inputs, ...(checksums === undefined ? {} : { checksums }) },
    steps: progress.inputs.length,
    decisions: progress.decisions,
  };
}

/**
 * A policy factory for seeded runs: given the game's seed and index and a generator
 * reserved for policies, returns the policies for that game. Any randomness a policy uses
 * should come from `context.rng` (or `context.seed`) so the game depends on its seed alone.
 *
 * @example
 * ```ts
 * import { randomPolicy, type PolicyFactory } from "@tt/engine";
 * const randomPlayers: PolicyFactory<unknown, string> = ({ rng }) => randomPolicy(rng);
 * ```
 */
export type PolicyFactory<State, Action> = (context: SeededContext) => Policies<State, Action>;

/**
 * What a {@link PolicyFactory} is told about the game it plays.
 *
 * @example
 * ```ts
 * import type { SeededContext } from "@tt/engine";
 * const describeGame = (context: SeededContext) => `game #${context.index} (seed ${context.seed})`;
 * ```
 */
export interface SeededContext {
  /** The game's seed, from {@link gameSeed}. */
  readonly seed: number;
  /** The game's index in its batch (0 when run alone). */
  readonly index: number;
  /** A generator for the policies: `createRng(seed).stream(1)` (chance uses `stream(0)`). */
  readonly rng: Rng;
}

/**
 * Plays one game exactly as {@link simulate} plays game number `index` whose seed is
 * `seed`: chance from `seededChance(createRng(seed).stream(0))`, policies from
 * `policies({ seed, index, rng: createRng(seed).stream(1) })`. Use it to re-run a game a
 * simulation reported as failed, from its seed alone.
 *
 * @param game - the game
 * @param options - setup options (validated)
 * @param seed - the game's seed (a simulation failure's `seed`)
 * @param policies - a policy factory, called once for this game
 * @param settings - optional `index` (passed to the factory) and `maxSteps`
 * @returns the run's result
 * @throws the same errors as {@link runGame}, and `engine/invalid-argument` for a seed that is
 * not a safe integer, a factory that is not a function or an index that is not a whole number
 * @example
 * ```ts
 * import { runSeededGame, randomPolicy, type Game } from "@tt/engine";
 * declare const pig: Game<unknown, unknown, number, object, { winner: string }>;
 * const run = runSeededGame(pig, {}, 123456789, ({ rng }) => randomPolicy(rng));
 * ```
 */
export function runSeededGame<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  options: unknown,
  seed: number,
  policies: PolicyFactory<State, Action>,
  settings: { readonly index?: number; readonly maxSteps?: number } = {},
): RunResult<State, Action, Outcome, Options, Result, Event> {
  checkGame(game);
  checkSeed(seed);
  if (typeof seed !== "number") throw new EngineError("engine/invalid-argument", `seed must be a safe integer (a game's seed from gameSeed), got ${excerpt(seed)}`, { path: "seed" });
  checkFunction(policies, "policies");
  const { index = 0, maxSteps } = settingsOf(settings, "runSeededGame's settings", true);
  checkCount(index, "index", 0);
  stepBudget(maxSteps, "maxSteps", DEFAULT_MAX_STEPS);
  const root = createRng(seed);
  return runGame(game, options, {
    policies: policies({ seed, index, rng: root.stream(1) }),
    chance: seededChance(root.stream(0)),
    ...(maxSteps === undefined ? {} : { maxSteps }),
  });
}

/**
 * Settings of {@link runGameAsync}.
 *
 * @example
 * ```ts
 * import { randomPolicy, seededChance, type AsyncRunSettings } from "@tt/engine";
 * const settings: AsyncRunSettings<unknown, string, number, { type: string }> = {
 *   policies: randomPolicy(1),
 *   chance: seededChance(1),
 *   onStep: ({ events }) => console.log(events),
 * };
 * ```
 */
export interface AsyncRunSettings<State, Action, Outcome, Event extends GameEvent = GameEvent> {
  /** Who decides: one policy for all players, or one per player name; may answer later. */
  readonly policies: AsyncPolicies<State, Action>;
  /** Where chance outcomes come from; may answer later (a person rolling real dice). */
  readonly chance: AsyncChanceDriver<Outcome>;
  /** Called after every input with the new state and the events it caused (render here). */
  readonly onStep?: (step: StepReport<State, Action | Outcome, Event>) => void | Promise<void>;
  /** Fail with `engine/max-steps` after this many inputs (default 1,000,000). */
  readonly maxSteps?: number;
  /** Stop early: the run rejects with the signal's reason once it is aborted. */
  readonly signal?: { readonly aborted: boolean; readonly reason?: unknown };
}

/**
 * One applied input, as reported to {@link AsyncRunSettings.onStep}.
 *
 * @example
 * ```ts
 * import type { StepReport } from "@tt/engine";
 * const render = (step: StepReport<unknown, unknown, { type: string }>) => step.events.map((event) => event.type).join(", ");
 * ```
 */
export interface StepReport<State, Input, Event> {
  /** Index of the input, from 0. */
  readonly step: number;
  /** The input applied. */
  readonly input: Input;
  /** The state after it. */
  readonly state: State;
  /** The events it caused. */
  readonly events: readonly Event[];
}

/**
 * {@link runGame} for front ends: policies and the chance driver may answer
 * asynchronously (a person clicking, a person rolling real dice), and `onStep` is awaited
 * after every input so the UI can render the events before the game goes on.
 *
 * @param game - the game
 * @param options - setup options (validated)
 * @param settings - `policies`, `chance`, optional `onStep`, `maxSteps` and `signal`
 * @returns a promise of the final state, result, events and log
 * @throws the same errors as {@link runGame}, as a rejection (also for `onStep` that is not a
 * function or a `signal` that is not an object); the signal's reason when aborted
 * @example
 * ```ts
 * import { runGameAsync, seededChance, type Game } from "@tt/engine";
 * declare const pig: Game<unknown, { type: string }, number, object, { winner: string }>;
 * const run = await runGameAsync(pig, {}, {
 *   policies: async (decision) => decision.actions[0]!,
 *   chance: seededChance(42),
 *   onStep: ({ events }) => console.log(events),
 * });
 * ```
 */
export async function runGameAsync<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  options: unknown,
  settings: AsyncRunSettings<NoInfer<State>, NoInfer<Action>, NoInfer<Outcome>, NoInfer<Event>>,
): Promise<RunResult<State, Action, Outcome, Options, Result, Event>> {
  checkGame(game);
  checkObject(settings, "runGameAsync's settings");
  checkPolicies(settings.policies);
  checkDriver(settings.chance);
  checkFunction(settings.onStep, "onStep", true);
  if (settings.signal !== undefined) checkObject(settings.signal, "signal", "signal");
  const maxSteps = stepBudget(settings.maxSteps, "maxSteps", DEFAULT_MAX_STEPS);
  const parsed = parseOptions(game.optionsSchema, options, game.id);
  const inputs: (Action | Outcome)[] = [];
  const events: Event[] = [];
  let decisions = 0;
  let state = game.setup(parsed);
  for (;;) {
    if (settings.signal?.aborted) throw settings.signal.reason ?? new Error("aborted");
    const next = game.next(state);
    let input: Action | Outcome;
    if (next.kind === "decision") {
      const policy: AsyncPolicy<State, Action> = policyFor(settings.policies, next.player, inputs.length);
      input = legalInput(game, state, await policy(next, state), next, inputs.length) as Action;
      decisions++;
    } else if (next.kind === "chance") {
      input = legalInput(game, state, await settings.chance.pick(next), next, inputs.length) as Outcome;
    } else {
      return {
        state,
        result: next.result,
        events,
        log: { schemaVersion: LOG_SCHEMA_VERSION, gameId: game.id, gameVersion: game.version, options: parsed, inputs },
        steps: inputs.length,
        decisions,
      };
    }
    if (settings.signal?.aborted) throw settings.signal.reason ?? new Error("aborted");
    if (inputs.length >= maxSteps) {
      throw new EngineError("engine/max-steps", `game "${game.id}" did not end within ${maxSteps} steps`, { step: inputs.length });
    }
    const applied = game.apply(state, input);
    state = applied.state;
    inputs.push(input);
    for (const event of applied.events) events.push(event);
    if (settings.onStep) await settings.onStep({ step: inputs.length - 1, input, state, events: applied.events });
  }
}
