/**
 * Writes the golden replays of test/golden/: seeded games, their logs and final states.
 * Rerun only when a rules change is intended (then review the diff of the JSON files).
 *
 *   pnpm --filter @tt/warpquest exec tsx --conditions=@tt/source scripts/golden.ts
 */
import { writeFileSync } from "node:fs";
import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { heuristicPolicy, saltRoad, sharpe, type WarpQuestGame } from "../src/index";

const cases: [name: string, game: WarpQuestGame, options: object, policy: "random" | "heuristic", seed: number][] = [
  ["sharpe-career-heuristic", sharpe, { players: 1 }, "heuristic", 11],
  ["sharpe-two-officers-random", sharpe, { players: 2, campaigns: 1 }, "random", 12],
  ["salt-road-two-parties-random", saltRoad, { players: 2 }, "random", 13],
  ["salt-road-three-parties-cup", saltRoad, { players: 3, draw: "cup" }, "heuristic", 14],
];

for (const [name, game, options, policy, seed] of cases) {
  const run = runGame(game, options, { policies: policy === "random" ? randomPolicy(seed) : heuristicPolicy(game), chance: seededChance(seed) });
  const file = new URL(`../test/golden/${name}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify({ name, policy, seed, log: run.log, steps: run.steps, result: run.result, finalState: run.state }, null, 1)}\n`);
  console.log(`${name}: ${run.steps} steps, result ${JSON.stringify(run.result)}`);
}
