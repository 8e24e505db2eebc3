import { createRng, distribution, rollDice } from "@tt/dice";
import type { CliIo } from "../io";
import { paint } from "../io";

/** Options of `tt demo`. @internal */
export interface DemoOptions {
  seed: string;
}

const ROLLS: [string, string][] = [
  ["1d10", "the Syndrome's d10 (its 0 counts as 10)"],
  ["2d6", "two six-sided dice"],
  ["4d6kh3", "four d6, keep the highest three"],
  ["2d20kl1", "a d20 at disadvantage"],
  ["1d6/2", "the Syndrome's 'half': one die, halved, rounded down"],
  ["d%", "percentile, read from two d10s"],
  ["1d10+2-1", "a d10 with modifiers +2 and -1"],
];

/**
 * `tt demo`: rolls dice from a seed and prints each roll with its exact odds.
 * It grows into a narrated game of each engine as the engines land.
 * @internal
 */
export function demoCommand(options: DemoOptions, io: CliIo): void {
  const c = paint(io);
  const rng = createRng(options.seed);
  io.out(`${c.bold("@tt demo")} — seed ${JSON.stringify(options.seed)}; the same seed gives the same rolls\n\n`);
  for (const [notation, what] of ROLLS) {
    const roll = rollDice(notation, rng);
    const odds = distribution(notation);
    const exactly = odds.find((o) => o.value === roll.total)?.probability ?? 0;
    const atLeast = odds.filter((o) => o.value >= roll.total).reduce((s, o) => s + o.probability, 0);
    const faces = roll.terms
      .filter((t) => t.faces.length > 0)
      .map((t) => {
        if (t.digits) return t.digits.map(([tens, units]) => `[tens ${tens}, units ${units}]`).join(" ");
        return t.kept.length !== t.faces.length ? `[${t.faces.join(" ")}] kept [${t.kept.join(" ")}]` : `[${t.faces.join(" ")}]`;
      })
      .join(" ");
    io.out(`${c.bold(notation.padEnd(9))} ${c.dim(what)}\n`);
    io.out(`          rolled ${faces} → ${c.green(String(roll.total))}   exactly ${pct(exactly)}   ${roll.total} or more ${pct(atLeast)}\n`);
  }
  io.out(`\n${c.bold("2d6")}, exactly:\n`);
  for (const { value, probability } of distribution("2d6")) {
    io.out(`  ${String(value).padStart(2)} ${pct(probability).padStart(7)} ${c.cyan("█".repeat(Math.round(probability * 120)))}\n`);
  }
}

function pct(p: number): string {
  return `${(p * 100).toFixed(2)}%`;
}
