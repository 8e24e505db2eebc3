import type { CliGame } from "./adapter";

export { POLICY_NAMES, SETUP_FLAGS, type CliGame, type GameTable, type PolicyName, type SetupFlags } from "./adapter";

const registry = new Map<string, () => Promise<CliGame>>([
  ["syndrome", async () => (await import("./syndrome")).syndromeCli],
  ["sharpe", async () => (await import("./warpquest")).sharpeCli],
  ["salt-road", async () => (await import("./warpquest")).saltRoadCli],
  ["sherwood", async () => (await import("./sherwood")).sherwoodCli],
]);

/** The ids `tt` knows, in the order `--help` lists them. @internal */
export const GAME_IDS = [...registry.keys()];

/** The CLI id of each engine game id (as logs record it). @internal */
const BY_ENGINE_ID = new Map<string, string>([
  ["syndrome", "syndrome"],
  ["warpquest/sharpe", "sharpe"],
  ["warpquest/salt-road", "salt-road"],
  ["sherwood", "sherwood"],
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
