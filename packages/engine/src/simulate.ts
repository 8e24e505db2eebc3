import { createRng } from "@tt/dice";
import { excerpt } from "@tt/internal";
import { checkCount, checkFunction, checkGame, checkObject, checkSum, given, stepBudget } from "./_internal/checks";
import { checkReport } from "./_internal/report";
import { parseOptions } from "./_internal/options";
import { seededChance } from "./chance";
import { EngineError } from "./errors";
import type { Game, GameEvent } from "./game";
import type { MAX_STEPS_CEILING } from "./limits";
import { DEFAULT_MAX_STEPS, playOut, type PolicyFactory, type RunProgress } from "./run";
import { LOG_SCHEMA_VERSION, type GameLog } from "./schemas";
import { gameSeed } from "./seed";

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * Settings of {@link simulate}.
 *
 * @example
 * ```ts
 * import { randomPolicy, type SimulateSettings } from "@tt/engine";
 * const settings: SimulateSettings<unknown, string, { winner: string }> = {
 *   games: 10_000,
 *   seed: "nightly",
 *   policies: ({ rng }) => randomPolicy(rng),
 *   classify: (result) => result.winner,
 * };
 * ```
 */
export interface SimulateSettings<State, Action, Result> {
  /** How many games to play. */
  readonly games: number;
  /** The batch seed; game `i` is seeded with {@link gameSeed}`(seed, i)`. */
  readonly seed: number | string;
  /** Called once per game with its seed, index and a generator reserved for policies. */
  readonly policies: PolicyFactory<State, Action>;
  /** Setup options, the same for every game (validated once; default `{}`). */
  readonly options?: unknown;
  /** Names a result's outcome class for counting (default: `JSON.stringify(result)`). */
  readonly classify?: (result: Result) => string;
  /** Index of the first game (default 0): a worker plays games `from .. from + games - 1`. */
  readonly from?: number;
  /** A game failing to end within this many inputs is a failure (default 1,000,000). */
  readonly maxSteps?: number;
  /** Called after every game. */
  readonly onProgress?: (progress: { readonly done: number; readonly total: number }) => void;
}

/**
 * One outcome class of a simulation: its count, its share of the finished games and the
 * 95% Wilson score interval of that share.
 *
 * @example
 * ```ts
 * import type { OutcomeCount } from "@tt/engine";
 * const show = (o: OutcomeCount) => `${o.outcome}: ${(o.share * 100).toFixed(1)}% [${o.low.toFixed(3)}, ${o.high.toFixed(3)}]`;
 * ```
 */
export interface OutcomeCount {
  /** The class, from `classify`. */
  readonly outcome: string;
  readonly count: number;
  /** `count / finished`. */
  readonly share: number;
  /** Lower bound of the 95% Wilson score interval. */
  readonly low: number;
  /** Upper bound of the 95% Wilson score interval. */
  readonly high: number;
}

/**
 * Statistics of game lengths, with the exact histogram they come from (so reports of
 * several workers merge exactly, see {@link mergeSimulations}).
 *
 * @example
 * ```ts
 * import type { LengthStats } from "@tt/engine";
 * const spread = (stats: LengthStats) => stats.max - stats.min;
 * ```
 */
export interface LengthStats {
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly median: number;
  /** Population standard deviation. */
  readonly standardDeviation: number;
  /** `[length, count]` pairs, ascending by length. */
  readonly histogram: readonly (readonly [length: number, count: number])[];
}

/**
 * A game of a simulation that threw (a rule bug, a policy bug, no end within `maxSteps`):
 * its index and seed (re-run it with {@link runSeededGame}), the error, and the log of
 * its inputs up to the failure (replay it with {@link replay}).
 *
 * @example
 * ```ts
 * import type { SimulationFailure } from "@tt/engine";
 * const line = (f: SimulationFailure) => `game #${f.index} seed ${f.seed}: ${f.code} ${f.message}`;
 * ```
 */
export interface SimulationFailure {
  readonly index: number;
  readonly seed: number;
  /** The error's `code` if it has one, else its name. */
  readonly code: string;
  readonly message: string;
  readonly log: GameLog;
}

/**
 * The aggregate results of {@link simulate}.
 *
 * @example
 * ```ts
 * import type { SimulationReport } from "@tt/engine";
 * const winRate = (report: SimulationReport, outcome: string) => report.outcomes.find((o) => o.outcome === outcome)?.share ?? 0;
 * ```
 */
export interface SimulationReport {
  readonly gameId: string;
  readonly gameVersion: string;
  /** The batch seed. */
  readonly seed: number | string;
  /** Index of the first game. */
  readonly from: number;
  /** Games played (finished + failed). */
  readonly games: number;
  /** Games that reached `over`. */
  readonly finished: number;
  /** Outcome classes, most frequent first (ties by name). */
  readonly outcomes: readonly OutcomeCount[];
  /** Inputs (actions and outcomes) per finished game. */
  readonly steps: LengthStats;
  /** Decisions per finished game. */
  readonly decisions: LengthStats;
  /** Games that threw, in index order. */
  readonly failures: readonly SimulationFailure[];
}

/**
 * The 95% Wilson score interval of a proportion `successes / trials`.
 *
 * @param successes - how many times it happened
 * @param trials - out of how many
 * @returns `[low, high]`, within [0, 1]; `[0, 1]` when `trials` is 0
 * @throws {@link EngineError} `engine/invalid-argument` for negative or non-integer counts, or successes above trials
 * @example
 * ```ts
 * import { wilsonInterval } from "@tt/engine";
 * wilsonInterval(50, 100); // about [0.404, 0.596]
 * ```
 */
export function wilsonInterval(successes: number, trials: number): [low: number, high: number] {
  if (!Number.isSafeInteger(successes) || !Number.isSafeInteger(trials) || successes < 0 || successes > trials) {
    throw new EngineError("engine/invalid-argument", `wilsonInterval needs integers 0 <= successes <= trials, got ${excerpt(successes)}/${excerpt(trials)}`);
  }
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / trials;
  const centre = p + z2 / (2 * trials);
  const margin = Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 and at `trials` the bound is exactly 0 or 1; say so rather than leave rounding noise.
  const low = successes === 0 ? 0 : Math.max(0, (centre - margin) / denominator);
  const high = successes === trials ? 1 : Math.min(1, (centre + margin) / denominator);
  return [low, high];
}

/**
 * Plays `games` games and aggregates them. Game `i` (counting from `from`) is played
 * exactly like {@link runSeededGame} with seed {@link gameSeed}`(seed, i)`: its chance
 * outcomes and policies depend on `(seed, i)` only, so splitting a batch across workers
 * (each with its own `from`) and merging with {@link mergeSimulations} gives the same
 * report as one run. A game that throws is recorded as a failure and the batch goes on.
 *
 * @param game - the game
 * @param settings - `games`, `seed`, `policies` (a factory), and optional `options`, `classify`, `from`, `maxSteps`, `onProgress`
 * @returns counts with 95% Wilson intervals, length statistics, failures with seeds and logs
 * @throws {@link EngineError} `engine/invalid-options` for bad options; `engine/invalid-argument` for
 * settings that are not an object, a `games`, `from` or `maxSteps` that is not a whole number
 * (`maxSteps` at least 1), a seed that is neither a finite number nor a string, or `policies`,
 * `classify` or `onProgress` that are not functions; `engine/limit` for `maxSteps` over
 * {@link MAX_STEPS_CEILING} or a `from + games` past 2^53 - 1. All of it before any game is played.
 * An optional setting is left out with `undefined`; `null` is refused like any other wrong type.
 * @example
 * ```ts
 * import { simulate, randomPolicy, type Game } from "@tt/engine";
 * declare const pig: Game<unknown, unknown, number, object, { winner: string }>;
 * const report = simulate(pig, { games: 1000, seed: 1, policies: ({ rng }) => randomPolicy(rng), classify: (r) => r.winner });
 * report.outcomes; // [{ outcome: "p1", count: 5.., share, low, high }, ...]
 * ```
 */
export function simulate<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  settings: SimulateSettings<State, Action, Result>,
): SimulationReport {
  checkGame(game);
  checkObject(settings, "simulate's settings");
  const { seed } = settings;
  const games = checkCount(settings.games, "games", 0);
  const from = checkCount(given(settings.from, 0), "from", 0);
  checkSum(from + games, "from + games", "games");
  if (typeof seed !== "string" && !Number.isFinite(seed)) throw new EngineError("engine/invalid-argument", `seed must be a finite number or a string, got ${excerpt(seed)}`, { path: "seed" });
  checkFunction(settings.policies, "policies");
  checkFunction(settings.classify, "classify", true);
  checkFunction(settings.onProgress, "onProgress", true);
  const maxSteps = stepBudget(settings.maxSteps, "maxSteps", DEFAULT_MAX_STEPS);
  const options = parseOptions(game.optionsSchema, given(settings.options, {}), game.id);
  const classify = settings.classify ?? ((result: Result) => JSON.stringify(result));
  const counts = new Map<string, number>();
  const steps = new Map<number, number>();
  const decisions = new Map<number, number>();
  const failures: SimulationFailure[] = [];
  const loose = game as Game<State, Action, Outcome, unknown, Result, Event>;
  for (let offset = 0; offset < games; offset++) {
    const index = from + offset;
    const seedOfGame = gameSeed(seed, index);
    const root = createRng(seedOfGame);
    const progress: RunProgress<State, Action | Outcome, Event> = { state: undefined as State, inputs: [], events: null, decisions: 0 };
    try {
      const policies = settings.policies({ seed: seedOfGame, index, rng: root.stream(1) });
      progress.state = game.setup(options);
      const result = playOut(loose, progress, policies, seededChance(root.stream(0)), maxSteps);
      const key = classify(result);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      steps.set(progress.inputs.length, (steps.get(progress.inputs.length) ?? 0) + 1);
      decisions.set(progress.decisions, (decisions.get(progress.decisions) ?? 0) + 1);
    } catch (error) {
      failures.push({
        index,
        seed: seedOfGame,
        code: errorCode(error),
        message: error instanceof Error ? error.message : String(error),
        log: { schemaVersion: LOG_SCHEMA_VERSION, gameId: game.id, gameVersion: game.version, options, inputs: progress.inputs },
      });
    }
    settings.onProgress?.({ done: offset + 1, total: games });
  }
  return buildReport(game.id, game.version, seed, from, games, counts, steps, decisions, failures);
}

/**
 * Merges the reports of one batch split across workers (same game, version and seed)
 * into the report a single run would have given: counts and histograms add up, intervals
 * and statistics are recomputed exactly. Its failures are the reports' own, in index order:
 * each report is checked to list one per game that did not finish, so the merged list is as
 * long as theirs together, however long that is (a million failures merge without a limit).
 *
 * @param reports - reports of disjoint, adjacent game ranges of the same batch
 * @returns the merged report
 * @throws {@link EngineError} `engine/invalid-argument` if the reports are of different games, versions or seeds, or the list is empty; or, naming the path, for a report that is not one {@link simulate} could have made (counts that are not whole numbers, histograms or outcomes that do not add up to its finished games); `engine/limit` if the reports' games add up past 2^53 - 1 (a count that would not be exact)
 * @example
 * ```ts
 * import { mergeSimulations, simulate, randomPolicy, type Game } from "@tt/engine";
 * declare const pig: Game<unknown, unknown, number, object, { winner: string }>;
 * const policies = ({ rng }: { rng: import("@tt/dice").Rng }) => randomPolicy(rng);
 * const merged = mergeSimulations([
 *   simulate(pig, { games: 500, seed: 9, policies }),
 *   simulate(pig, { games: 500, seed: 9, policies, from: 500 }),
 * ]); // equals simulate(pig, { games: 1000, seed: 9, policies })
 * ```
 */
export function mergeSimulations(reports: readonly SimulationReport[]): SimulationReport {
  if (!Array.isArray(reports)) throw new EngineError("engine/invalid-argument", `mergeSimulations takes an array of reports, got ${excerpt(reports)}`, { path: "reports" });
  reports.forEach(checkReport);
  const first = reports[0];
  if (first === undefined) throw new EngineError("engine/invalid-argument", "mergeSimulations needs at least one report");
  const counts = new Map<string, number>();
  const steps = new Map<number, number>();
  const decisions = new Map<number, number>();
  const failures: SimulationFailure[] = [];
  let games = 0;
  let from = first.from;
  for (const report of reports) {
    if (report.gameId !== first.gameId || report.gameVersion !== first.gameVersion || report.seed !== first.seed) {
      throw new EngineError(
        "engine/invalid-argument",
        `cannot merge a report of ${excerpt(`${report.gameId}@${report.gameVersion}`)} seed ${excerpt(report.seed)} with one of ${excerpt(`${first.gameId}@${first.gameVersion}`)} seed ${excerpt(first.seed)}`,
      );
    }
    games += report.games;
    from = Math.min(from, report.from);
    for (const outcome of report.outcomes) counts.set(outcome.outcome, (counts.get(outcome.outcome) ?? 0) + outcome.count);
    for (const [length, count] of report.steps.histogram) steps.set(length, (steps.get(length) ?? 0) + count);
    for (const [length, count] of report.decisions.histogram) decisions.set(length, (decisions.get(length) ?? 0) + count);
    // One by one: spread into push's arguments, 100,000 failures overflowed the stack.
    for (const failure of report.failures) failures.push(failure);
  }
  checkSum(games, "the reports' games", "reports");
  failures.sort((a, b) => a.index - b.index);
  return buildReport(first.gameId, first.gameVersion, first.seed, from, games, counts, steps, decisions, failures);
}

function buildReport(
  gameId: string,
  gameVersion: string,
  seed: number | string,
  from: number,
  games: number,
  counts: Map<string, number>,
  steps: Map<number, number>,
  decisions: Map<number, number>,
  failures: SimulationFailure[],
): SimulationReport {
  let finished = 0;
  for (const count of counts.values()) finished += count;
  const outcomes = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([outcome, count]) => {
      const [low, high] = wilsonInterval(count, finished);
      return { outcome, count, share: count / finished, low, high };
    });
  return { gameId, gameVersion, seed, from, games, finished, outcomes, steps: lengthStats(steps), decisions: lengthStats(decisions), failures };
}

function lengthStats(counts: Map<number, number>): LengthStats {
  const histogram = [...counts.entries()].sort((a, b) => a[0] - b[0]) as [number, number][];
  let total = 0;
  let sum = 0;
  for (const [length, count] of histogram) {
    total += count;
    sum += length * count;
  }
  if (total === 0) return { min: 0, max: 0, mean: 0, median: 0, standardDeviation: 0, histogram };
  const mean = sum / total;
  let squares = 0;
  for (const [length, count] of histogram) squares += count * (length - mean) * (length - mean);
  return {
    min: histogram[0]![0],
    max: histogram[histogram.length - 1]![0],
    mean,
    median: (nth(histogram, Math.floor((total - 1) / 2)) + nth(histogram, Math.floor(total / 2))) / 2,
    standardDeviation: Math.sqrt(squares / total),
    histogram,
  };
}

function nth(histogram: readonly (readonly [number, number])[], rank: number): number {
  let seen = 0;
  for (const [length, count] of histogram) {
    seen += count;
    if (rank < seen) return length;
  }
  return histogram[histogram.length - 1]![0];
}

function errorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string") return (error as { code: string }).code;
  return error instanceof Error ? error.name : "unknown";
}
