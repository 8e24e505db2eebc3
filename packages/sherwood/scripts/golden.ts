/**
 * Writes the golden replays of test/golden/: seeded random games of two skirmishes, their logs and
 * final states. Rerun only when a rules change is intended (then review the diff of the JSON files).
 *
 *   pnpm --filter @tt/sherwood exec tsx --conditions=@tt/source scripts/golden.ts
 */
import { writeFileSync } from "node:fs";
import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { sherwood } from "../src/index";
import { INN_AMBUSH, INN_THREE_SIDES, WOODS_EDGE } from "../test/skirmishes";

const cases: [name: string, options: object, seed: number][] = [
  ["woods-edge-skirmish-random", WOODS_EDGE, 21],
  ["inn-three-sides-random", INN_THREE_SIDES, 23],
  ["inn-ambush-random", INN_AMBUSH, 27],
];

for (const [name, options, seed] of cases) {
  const run = runGame(sherwood, sherwood.optionsSchema.parse(options), { policies: randomPolicy(seed), chance: seededChance(seed), maxSteps: 50_000 });
  const file = new URL(`../test/golden/${name}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify({ name, policy: "random", seed, log: run.log, steps: run.steps, result: run.result, finalState: run.state })}\n`);
  console.log(`${name}: ${run.steps} steps, result ${JSON.stringify(run.result)}`);
}
