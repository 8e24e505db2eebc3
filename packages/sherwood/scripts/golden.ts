/**
 * Writes the golden replays of test/golden/: seeded random games of two skirmishes, their logs and
 * final states. Rerun only when a rules change is intended (then review the diff of the JSON files).
 *
 *   pnpm --filter @tt/sherwood exec tsx --conditions=@tt/source scripts/golden.ts
 */
import { writeFileSync } from "node:fs";
import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { sherwood } from "../src/index";

const woods = {
  map: "woods-edge",
  turns: 6,
  sides: [
    {
      id: "saxons",
      force: [
        { character: "robin", at: "2,8" },
        { character: "little-john", at: "3,8" },
        { character: "reynold", at: "4,8" },
        { character: "will-scarlett", at: "5,12", mounted: true, facing: 0 },
      ],
    },
    {
      id: "normans",
      force: [
        { character: "guy", at: "10,4", mounted: true, facing: 3 },
        { character: "bero", at: "12,4" },
        { character: "rudolf", at: "13,4" },
        { character: "arnold", at: "12,5" },
      ],
    },
  ],
};
const inn = {
  map: "the-inn",
  turns: 5,
  sides: [
    {
      id: "villagers",
      force: [
        { character: "much", at: "9,6" },
        { character: "mildred", at: "8,7" },
        { character: "alan-a-dale", at: "10,7" },
      ],
    },
    {
      id: "merry-men",
      force: [
        { character: "friar-tuck", at: "6,9" },
        { character: "alwin", at: "7,10" },
        { character: "falko", at: "5,10" },
      ],
    },
    {
      id: "normans",
      force: [
        { character: "brian", at: "12,6", mounted: true, facing: 3 },
        { character: "odric", at: "10,5" },
        { character: "emeric", at: "11,7" },
      ],
    },
  ],
};

const ambush = {
  map: "the-inn",
  turns: 5,
  sides: [
    {
      id: "normans",
      force: [
        { character: "bero", at: "2,2" },
        { character: "odric", at: "3,1" },
        { character: "rudolf", at: "1,1" },
        { character: "guy", at: "5,0", mounted: true, facing: 0 },
      ],
    },
    {
      id: "merry-men",
      force: [
        { character: "robin", hidden: true },
        { character: "will-scarlett", hidden: true },
        { character: "gilbert", hidden: true },
        { character: "little-john", at: "15,12" },
      ],
    },
  ],
};

const cases: [name: string, options: object, seed: number][] = [
  ["woods-edge-skirmish-random", woods, 21],
  ["inn-three-sides-random", inn, 23],
  ["inn-ambush-random", ambush, 27],
];

for (const [name, options, seed] of cases) {
  const run = runGame(sherwood, sherwood.optionsSchema.parse(options), { policies: randomPolicy(seed), chance: seededChance(seed), maxSteps: 50_000 });
  const file = new URL(`../test/golden/${name}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify({ name, policy: "random", seed, log: run.log, steps: run.steps, result: run.result, finalState: run.state })}\n`);
  console.log(`${name}: ${run.steps} steps, result ${JSON.stringify(run.result)}`);
}
