import type { AnyGame, Policies } from "@tt/engine";
import type { Rng } from "@tt/dice";

/** The bots `tt sim` and `tt demo` can play with. @internal */
export const POLICY_NAMES = ["random", "heuristic", "expectimax"] as const;
/** One of {@link POLICY_NAMES}. @internal */
export type PolicyName = (typeof POLICY_NAMES)[number];

/** Flags that shape a game's setup options. @internal */
export interface SetupFlags {
  players?: number;
  campaigns?: number;
}

/**
 * What the CLI needs to know about a game beyond the engine contract: how to
 * build its options, show its state, narrate its events and name its inputs.
 * Everything here uses only the game package's public API.
 * @internal
 */
export interface CliGame {
  readonly id: string;
  readonly title: string;
  readonly game: AnyGame;
  /** Setup options from command-line flags. */
  options(flags: SetupFlags): unknown;
  /** The outcome class of a finished game, for simulation summaries. */
  classify(result: unknown): string;
  /** A policy factory by name, or undefined if this game has no such bot. */
  policy(name: PolicyName, rng: Rng): Policies<unknown, unknown> | undefined;
  /** What a player needs to see, as lines of text. */
  describe(state: unknown, viewer: string): string[];
  /** One line of narration per event (null: nothing worth saying). */
  narrate(event: { type: string }): string | null;
  /** A short label for an action, for numbered menus. */
  labelAction(action: unknown, state: unknown): string;
  /** A short label for a chance outcome, for manual dice prompts. */
  labelOutcome(outcome: unknown, state: unknown): string;
  /** The data files users may correct: `check` lists every problem (JSON path and what was expected), empty when valid. */
  readonly data: { check(data: unknown): string[]; describe: string };
}

const registry = new Map<string, () => Promise<CliGame>>([
  ["sharpe", async () => (await import("./warpquest")).sharpeCli],
  ["salt-road", async () => (await import("./warpquest")).saltRoadCli],
]);

/** The ids `tt` knows, in the order `--help` lists them. @internal */
export const GAME_IDS = [...registry.keys()];

/** The CLI id of each engine game id (as logs record it). @internal */
const BY_ENGINE_ID = new Map<string, string>([
  ["warpquest/sharpe", "sharpe"],
  ["warpquest/salt-road", "salt-road"],
]);

/** The CLI id of a game from the id a saved log records, or undefined. @internal */
export function cliIdOf(engineId: string): string | undefined {
  return BY_ENGINE_ID.get(engineId);
}

/** Loads a game's CLI adapter, or undefined for an unknown id. @internal */
export async function loadGame(id: string): Promise<CliGame | undefined> {
  const load = registry.get(id);
  return load ? load() : undefined;
}
