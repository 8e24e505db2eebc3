// The Quick start demo (`npm start`): rolls dice from a seed and prints each roll
// with its exact odds. It becomes `tt demo` once the CLI and the game engines exist.
import { createRng, distribution, rollDice } from "@tt/dice";

const seed = process.argv[2] ?? "tt-demo";
const rng = createRng(seed);

const rolls: [string, string][] = [
  ["1d10", "the Syndrome's d10 (a 0 counts as 10)"],
  ["2d6", "two six-sided dice"],
  ["4d6kh3", "four d6, keep the highest three"],
  ["2d20kl1", "a d20 at disadvantage"],
  ["1d6/2", "the Syndrome's 'G half': one die, halved, rounded down"],
  ["d%", "percentile, from two d10s"],
  ["1d10+2-1", "a d10 with modifiers +2 and -1"],
];

const pct = (p: number) => `${(p * 100).toFixed(2).padStart(6)}%`;

console.log(`@tt/dice demo — seed ${JSON.stringify(seed)} (run again with the same seed for the same rolls)\n`);
for (const [notation, what] of rolls) {
  const roll = rollDice(notation, rng);
  const odds = distribution(notation);
  const exactly = odds.find((o) => o.value === roll.total)?.probability ?? 0;
  const atLeast = odds.filter((o) => o.value >= roll.total).reduce((s, o) => s + o.probability, 0);
  const faces = roll.terms
    .filter((t) => t.faces.length > 0)
    .map((t) => (t.kept.length !== t.faces.length ? `[${t.faces.join(" ")}] kept [${t.kept.join(" ")}]` : `[${t.faces.join(" ")}]`))
    .join(" ");
  console.log(`${notation.padEnd(9)} ${what}`);
  console.log(`          rolled ${faces} → ${roll.total}    P(exactly ${roll.total}) ${pct(exactly)}    P(${roll.total} or more) ${pct(atLeast)}`);
}

console.log("\nThe exact distribution of 2d6:");
for (const { value, probability } of distribution("2d6")) {
  console.log(`  ${String(value).padStart(2)} ${pct(probability)} ${"█".repeat(Math.round(probability * 120))}`);
}
