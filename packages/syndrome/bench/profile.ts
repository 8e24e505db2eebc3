/**
 * A profiling target: random-policy games in a loop, for `node --cpu-prof`.
 *
 *   node --import tsx --conditions=@tt/source --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.ts
 */
import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { syndrome } from "../src/index";

const games = Number(process.argv[2] ?? 400);
const start = performance.now();
for (let seed = 0; seed < games; seed++) runGame(syndrome, {}, { policies: randomPolicy(seed), chance: seededChance(seed), recordEvents: false });
const ms = performance.now() - start;
console.log(`${games} games in ${ms.toFixed(0)} ms: ${((games * 1000) / ms).toFixed(1)} games/s`);
