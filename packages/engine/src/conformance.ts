import { createRng } from "@tt/dice";
import { deepEqual, deepFreeze, describe } from "./_internal/equal";
import { parseOptions } from "./_internal/options";
import { EngineError } from "./errors";
import type { Applied, Game, GameEvent, Next } from "./game";
import { replay } from "./replay";
import { LOG_SCHEMA_VERSION, type GameLog } from "./schemas";
import { gameSeed } from "./seed";
import { findLeak } from "./_internal/leaks";
import { checkGame, given } from "./_internal/checks";
import { conformanceSettings } from "./_internal/conformance-settings";
import type { MAX_STEPS_CEILING } from "./limits";
import { type AnySchema, safeParseInEnglish } from "@tt/internal";

/**
 * Every reason {@link checkConformance} can report, as a stable closed set:
 *
 * - `no-legal-action`: a decision lists no action.
 * - `bad-probability`: a chance step has no outcome, or an outcome whose probability is not a finite number > 0.
 * - `probability-sum`: a chance step's probabilities do not sum to 1 (within 1e-9).
 * - `mutated-input`: `apply` tried to change its (deep-frozen) input state or input, or changed it.
 * - `not-json`: a state does not survive `JSON.parse(JSON.stringify(state))` unchanged.
 * - `replay-mismatch`: replaying the game's log does not reproduce its final state.
 * - `too-long`: the game did not end within `maxSteps` inputs.
 * - `invariant`: one of the game's own invariants failed.
 * - `threw`: `setup`, `next`, `apply` or `view` threw on a legal input.
 *
 * @example
 * ```ts
 * import { CONFORMANCE_REASONS } from "@tt/engine";
 * CONFORMANCE_REASONS.length; // 9
 * ```
 */
export const CONFORMANCE_REASONS = [
  "no-legal-action",
  "bad-probability",
  "probability-sum",
  "mutated-input",
  "not-json",
  "replay-mismatch",
  "too-long",
  "invariant",
  "threw",
  "leak",
  "bad-detail",
] as const;

/** One of {@link CONFORMANCE_REASONS}. */
export type ConformanceReason = (typeof CONFORMANCE_REASONS)[number];

/**
 * Settings of {@link checkConformance}.
 *
 * @example
 * ```ts
 * import type { ConformanceSettings } from "@tt/engine";
 * const settings: ConformanceSettings<{ scores: number[] }> = {
 *   games: 200,
 *   seed: "ci",
 *   maxSteps: 5_000,
 *   invariants: { "scores are never negative": (state) => state.scores.every((score) => score >= 0) },
 * };
 * ```
 */
export interface ConformanceSettings<State> {
  /** Random games to play (default 100). */
  readonly games?: number;
  /** Batch seed; game `i` uses {@link gameSeed}`(seed, i)` (default 0). */
  readonly seed?: number | string;
  /** Inputs after which a game counts as never ending (default 10,000). */
  readonly maxSteps?: number;
  /** The game's own invariants, by name: return `true` (or nothing) when the state is fine, `false` or a message when not. Checked on every state. */
  // biome-ignore lint/suspicious/noConfusingVoidType: an invariant may be a block that returns nothing when the state is fine
  readonly invariants?: Readonly<Record<string, (state: State) => boolean | string | void>>;
  /** Setup options: one value for every game, or a function of the game's index (default `{}`). */
  readonly options?: unknown;
  /**
   * The game's secrets, for the leak check: a function from a state to, for each player, the
   * values (ids, names, card ids) that state hides from them. At every step the kit then
   * searches everything that player is sent (the next step as {@link viewNext} shows it,
   * the events as {@link viewEvents} redacts them, the input as their {@link playerLog}
   * records it, and their `view`) for any of those values, as a JSON string.
   */
  readonly secrets?: (state: State) => Readonly<Record<string, readonly string[]>>;
  /** A schema every step's `detail` must pass (the game's exported schema); a step without `detail` fails too. */
  readonly detailSchema?: AnySchema;
  /** Called after every game. */
  readonly onProgress?: (progress: { readonly done: number; readonly total: number }) => void;
}

/**
 * A conformance failure: which game and step, the stable reason, a message, and the log
 * that reproduces it (its inputs lead to the failing state; for `mutated-input` and
 * `threw` at `apply`, the last input is the one being applied).
 *
 * @example
 * ```ts
 * import type { ConformanceFailure } from "@tt/engine";
 * const line = (f: ConformanceFailure) => `game #${f.game} step ${f.step}: ${f.reason}: ${f.message}`;
 * ```
 */
export interface ConformanceFailure {
  readonly reason: ConformanceReason;
  /** Index of the game in the batch. */
  readonly game: number;
  /** The game's seed. */
  readonly seed: number;
  /** Index of the input at (or before) which the failure happened. */
  readonly step: number;
  readonly message: string;
  /** The failed invariant's name, for `invariant`. */
  readonly invariant?: string;
  /** The inputs reproducing the failure. */
  readonly log: GameLog;
}

/**
 * What {@link checkConformance} returns.
 *
 * @example
 * ```ts
 * import type { ConformanceReport } from "@tt/engine";
 * const summary = (report: ConformanceReport) => (report.ok ? `${report.games} games ok` : report.failures[0]!.message);
 * ```
 */
export interface ConformanceReport {
  /** True when no game failed. */
  readonly ok: boolean;
  readonly games: number;
  /** Inputs applied over all games. */
  readonly steps: number;
  /** One entry per failed game (each game stops at its first failure), in game order. */
  readonly failures: readonly ConformanceFailure[];
}

class Failure extends Error {
  constructor(
    readonly reason: ConformanceReason,
    message: string,
    readonly invariant?: string,
  ) {
    super(message);
  }
}

const MUTATION = /read[- ]only|not extensible|object is frozen|Cannot (assign|add|delete|define|redefine)/i;

/**
 * The conformance kit, usable from any test runner: plays `games` random games (uniform
 * random actions, outcomes drawn with their probabilities, all from
 * {@link gameSeed}`(seed, i)`) and checks at every step that
 *
 * - each decision has at least one legal action;
 * - each chance step's outcomes have positive probabilities summing to 1 (within 1e-9);
 * - `apply` does not mutate its input (the state and the input are deep-frozen first and compared after);
 * - every state survives a JSON round-trip unchanged;
 * - replaying the game's log reproduces its final state;
 * - every game ends within `maxSteps`;
 * - the game's own `invariants` hold on every state;
 * - nothing throws on a legal input (`view` included, for the player of each decision);
 * - with `secrets`, nothing a player's view hides reaches that player through the next step,
 *   the events or the log (reason `leak`);
 * - with `detailSchema`, every step's `detail` passes the game's schema (reason `bad-detail`).
 *
 * Each failure carries a stable reason ({@link CONFORMANCE_REASONS}), the game and step,
 * and the log that reproduces it. Use {@link assertConformance} to throw instead.
 *
 * @param game - the game under test
 * @param settings - optional `games`, `seed`, `maxSteps`, `invariants`, `options`, `onProgress`
 * @returns the report
 * @throws {@link EngineError} `engine/invalid-options` if the options do not pass the game's schema;
 * `engine/invalid-argument` for a game that is not one or settings of the wrong kind (`games` a
 * whole number of at least 1, `maxSteps` of at least 1, `seed` a finite number or a string,
 * invariants, secrets and `onProgress` functions, `detailSchema` a zod schema), `engine/limit`
 * for `maxSteps` over {@link MAX_STEPS_CEILING}: all before any game is played
 * @example
 * ```ts
 * import { checkConformance, type Game } from "@tt/engine";
 * declare const pig: Game<{ scores: number[] }, unknown, number, object, unknown>;
 * const report = checkConformance(pig, { games: 200, seed: 1, invariants: { "no negative score": (s) => s.scores.every((x) => x >= 0) } });
 * if (!report.ok) console.log(report.failures[0]);
 * ```
 */
export function checkConformance<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  settings: ConformanceSettings<State> = {},
): ConformanceReport {
  checkGame(game);
  const { games, seed, maxSteps, invariants } = conformanceSettings(settings);
  const failures: ConformanceFailure[] = [];
  let totalSteps = 0;

  for (let index = 0; index < games; index++) {
    const rawOptions = typeof settings.options === "function" ? (settings.options as (index: number) => unknown)(index) : given(settings.options, {});
    const options = parseOptions(game.optionsSchema, rawOptions, game.id);
    const seedOfGame = gameSeed(seed, index);
    const root = createRng(seedOfGame);
    const chanceRng = root.stream(0);
    const policyRng = root.stream(1);
    const inputs: unknown[] = [];
    let step = 0;
    const check = (state: State): void => {
      let json: string;
      try {
        json = JSON.stringify(state);
      } catch (error) {
        throw new Failure("not-json", `state cannot be serialized to JSON: ${(error as Error).message}`);
      }
      if (json === undefined || !deepEqual(JSON.parse(json), state)) {
        throw new Failure("not-json", `state does not survive a JSON round-trip unchanged: ${describe(state, 200)}`);
      }
      for (const [name, invariant] of invariants) {
        let verdict: unknown;
        try {
          verdict = invariant(state);
        } catch (error) {
          throw new Failure("invariant", `invariant ${describe(name)} threw: ${error instanceof Error ? error.message : describe(error)}`, name);
        }
        if (verdict === false || typeof verdict === "string") {
          throw new Failure("invariant", `invariant "${name}" failed${typeof verdict === "string" ? `: ${verdict}` : ""}`, name);
        }
      }
    };
    const guarded = <T>(what: string, run: () => T): T => {
      try {
        return run();
      } catch (error) {
        if (error instanceof Failure) throw error;
        throw new Failure("threw", `${what} threw: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      }
    };
    try {
      let state = guarded("setup", () => game.setup(options));
      check(state);
      for (;;) {
        const current = state;
        const next = guarded("next", () => game.next(current));
        let input: Action | Outcome;
        if (next.kind === "over") break;
        if (settings.detailSchema) checkDetail(settings.detailSchema, next);
        if (next.kind === "decision") {
          if (next.actions.length === 0) throw new Failure("no-legal-action", `decision "${next.prompt}" for ${next.player} lists no legal action`);
          if (game.view) guarded("view", () => JSON.stringify(game.view!(current, next.player)));
          input = next.actions[next.actions.length === 1 ? 0 : policyRng.int(0, next.actions.length - 1)]!;
        } else if (next.kind === "chance") {
          const outcomes = next.outcomes;
          if (outcomes.length === 0) throw new Failure("bad-probability", `chance step "${next.purpose}" lists no outcome`);
          let sum = 0;
          for (let at = 0; at < outcomes.length; at++) {
            const probability = outcomes[at]!.probability;
            if (typeof probability !== "number" || !Number.isFinite(probability) || probability <= 0) {
              throw new Failure("bad-probability", `chance step "${next.purpose}": outcome ${describe(outcomes[at]!.outcome)} has probability ${String(probability)}, not a finite number > 0`);
            }
            sum += probability;
          }
          if (Math.abs(sum - 1) > 1e-9) throw new Failure("probability-sum", `chance step "${next.purpose}": probabilities sum to ${sum}, not 1`);
          let u = chanceRng.float();
          let pick = outcomes.length - 1;
          for (let at = 0; at < outcomes.length; at++) {
            if (u < outcomes[at]!.probability) {
              pick = at;
              break;
            }
            u -= outcomes[at]!.probability;
          }
          input = outcomes[pick]!.outcome;
        } else {
          throw new Failure("threw", `next returned an unknown kind ${describe((next as { kind: unknown }).kind)}`);
        }
        if (step >= maxSteps) throw new Failure("too-long", `the game did not end within ${maxSteps} steps`);
        inputs.push(input);
        const before = JSON.stringify(current);
        const inputBefore = JSON.stringify(input);
        deepFreeze(current);
        deepFreeze(input);
        let applied: Applied<State, Event>;
        try {
          applied = game.apply(current, input);
        } catch (error) {
          if (error instanceof TypeError && MUTATION.test(error.message)) {
            throw new Failure("mutated-input", `apply tried to mutate its input: ${error.message}`);
          }
          throw new Failure("threw", `apply threw on the legal input ${describe(input)}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
        }
        if (JSON.stringify(current) !== before || JSON.stringify(input) !== inputBefore) {
          throw new Failure("mutated-input", "apply changed its input");
        }
        if (settings.secrets) {
          const secrets = settings.secrets;
          const leak = guarded("the leak check", () => findLeak(game, secrets, current, next, input, applied.state, applied.events));
          if (leak)
            throw new Failure(
              "leak",
              `${leak.player} is sent the secret ${JSON.stringify(leak.secret)} in the ${leak.where === "next" ? "next step" : leak.where === "log" ? "log entry" : leak.where} (step "${next.kind === "decision" ? next.prompt : next.purpose}")`,
            );
        }
        state = applied.state;
        step++;
        check(state);
      }
      const log: GameLog = { schemaVersion: LOG_SCHEMA_VERSION, gameId: game.id, gameVersion: game.version, options, inputs };
      let replayed: State;
      try {
        replayed = replay(game, JSON.parse(JSON.stringify(log))).state;
      } catch (error) {
        throw new Failure("replay-mismatch", `replaying the log failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!deepEqual(replayed, state)) {
        throw new Failure("replay-mismatch", `replaying the log gives ${describe(replayed, 150)} instead of ${describe(state, 150)}`);
      }
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      failures.push({
        reason: error.reason,
        game: index,
        seed: seedOfGame,
        step,
        message: `game #${index} (seed ${seedOfGame}), step ${step}: ${error.reason}: ${error.message}`,
        ...(error.invariant === undefined ? {} : { invariant: error.invariant }),
        log: { schemaVersion: LOG_SCHEMA_VERSION, gameId: game.id, gameVersion: game.version, options, inputs: [...inputs] },
      });
    }
    totalSteps += step;
    settings.onProgress?.({ done: index + 1, total: games });
  }
  return { ok: failures.length === 0, games, steps: totalSteps, failures };
}

function checkDetail(schema: NonNullable<ConformanceSettings<unknown>["detailSchema"]>, next: Exclude<Next<unknown, unknown, unknown>, { kind: "over" }>): void {
  const text = next.kind === "decision" ? next.prompt : next.purpose;
  if (next.detail === undefined) throw new Failure("bad-detail", `step "${text}" has no detail`);
  const parsed = safeParseInEnglish(schema, next.detail);
  if (!parsed.success) {
    const issue = parsed.error?.issues[0];
    throw new Failure(
      "bad-detail",
      `the detail of step "${text}" fails the schema at ${issue ? issue.path.map(String).join(".") || "(root)" : "?"}: ${issue?.message ?? "rejected"} (${describe(next.detail, 200)})`,
    );
  }
}

/**
 * {@link checkConformance}, throwing on the first failure: for test runners that expect a
 * throw (`it("conforms", () => assertConformance(game))`).
 *
 * @param game - the game under test
 * @param settings - as for {@link checkConformance}
 * @returns the report, when every game passed
 * @throws {@link EngineError} `engine/conformance` whose message gives the reason, game, step, and the JSON log that reproduces the failure
 * @example
 * ```ts
 * import { assertConformance, type Game } from "@tt/engine";
 * declare const pig: Game<unknown, unknown, number, object, unknown>;
 * assertConformance(pig, { games: 100, seed: 1 });
 * ```
 */
export function assertConformance<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  settings: ConformanceSettings<State> = {},
): ConformanceReport {
  const report = checkConformance(game, settings);
  const failure = report.failures[0];
  if (failure) {
    throw new EngineError(
      "engine/conformance",
      `${game.id} fails conformance (${report.failures.length} of ${report.games} games): ${failure.message}\nreproduce with replay(game, ${JSON.stringify(failure.log)})`,
      { step: failure.step },
    );
  }
  return report;
}
