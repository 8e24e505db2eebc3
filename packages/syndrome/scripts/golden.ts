/**
 * Writes the golden replays of test/golden/: seeded games, their logs and final states.
 * Rerun (one command, from packages/syndrome) whenever the rules data, the rules or the
 * heuristic policy change on purpose, then review the diff of the JSON files:
 *
 *   npx tsx --conditions=@tt/source scripts/golden.ts
 */
import { writeFileSync } from "node:fs";
import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { heuristicPolicy, syndrome } from "../src/index";

const cases: [name: string, options: object, policy: "random" | "heuristic", seed: number][] = [
  ["random-seed-1", {}, "random", 1],
  ["heuristic-seed-2", {}, "heuristic", 2],
  ["random-seed-3-warchest-9", { startingWarchest: 9, maxTurns: 40 }, "random", 3],
];

for (const [name, options, policy, seed] of cases) {
  const run = runGame(syndrome, options, { policies: policy === "random" ? randomPolicy(seed) : heuristicPolicy(syndrome), chance: seededChance(seed) });
  const file = new URL(`../test/golden/${name}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify({ name, policy, seed, log: run.log, steps: run.steps, result: run.result, finalState: run.state }, null, 1)}\n`);
  console.log(`${name}: ${run.steps} steps, result ${JSON.stringify(run.result)}`);
}
