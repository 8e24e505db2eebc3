import { createRng, distribution, rollDice } from "@tt/dice";
import { gameSeed, runSeededGame, simulate } from "@tt/engine";
import { GAME_IDS, loadGame, type SetupFlags } from "../games/registry";
import type { CliIo } from "../io";
import { paint } from "../io";
import { startProgress } from "../progress";

/** Options of `tt demo`. @internal */
export interface DemoOptions {
  seed: string;
  /** Games simulated per game for the summary. */
  games: number;
  /** Show a progress bar on standard error during each simulation (a terminal only). */
  progress: boolean;
}

/** A long narration shows its first and last lines only. */
const DEMO_HEAD = 40;
const DEMO_TAIL = 20;

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
 * `tt demo`: rolls dice from a seed and prints each roll with its exact odds,
 * then plays one seeded, narrated game of each game with the heuristic bot and
 * prints a short simulation summary of each.
 * @internal
 */
export async function demoCommand(options: DemoOptions, io: CliIo): Promise<void> {
  diceDemo(options, io);
  const c = paint(io);
  for (const id of GAME_IDS) {
    const cli = (await loadGame(id))!;
    io.out(`\n${c.bold(`${cli.title}: one seeded game, played by the heuristic bot`)}\n`);
    const flags: SetupFlags = id === "salt-road" ? { players: 2 } : cli.flags.includes("campaigns") ? { campaigns: 1 } : {};
    const run = runSeededGame(cli.game, cli.options(flags), gameSeed(options.seed, 0), ({ rng }) => cli.policy("heuristic", rng)!);
    const lines: string[] = [];
    for (const event of run.events) {
      if (cli.brief && !cli.brief(event)) continue;
      const line = cli.narrate(event, c);
      // A compact narration keeps each event's first line (a paragraph's effect, not its story).
      if (line !== null) lines.push(`  ${cli.brief ? line.split("\n")[0] : line}\n`);
    }
    if (cli.brief) io.out(c.dim(`  (${cli.briefNote ?? "the main events"} only: tt play ${id} shows everything)\n`));
    if (lines.length > DEMO_HEAD + DEMO_TAIL + 5) {
      for (const line of lines.slice(0, DEMO_HEAD)) io.out(line);
      io.out(c.dim(`  … ${lines.length - DEMO_HEAD - DEMO_TAIL} more lines …\n`));
      for (const line of lines.slice(-DEMO_TAIL)) io.out(line);
    } else {
      for (const line of lines) io.out(line);
    }
    io.out(`  ${c.bold("result")}: ${cli.classify(run.result)} after ${run.steps} inputs\n`);
    const games = Math.max(1, Math.round(options.games * (cli.demoShare ?? 1)));
    const bar = startProgress(games, options.progress, `${id} `);
    let done = 0;
    let report: ReturnType<typeof simulate>;
    try {
      report = simulate(cli.game, {
        games,
        seed: options.seed,
        options: cli.options(flags),
        classify: (result) => cli.classify(result),
        policies: ({ rng }) => cli.policy("heuristic", rng)!,
        onProgress: (progress) => {
          bar.tick(progress.done - done);
          done = progress.done;
        },
      });
    } finally {
      bar.stop();
    }
    io.out(`\n${c.bold(`${cli.title}: ${report.finished} simulated games`)} (tt sim ${id} for more)\n`);
    for (const o of [...report.outcomes].sort((a, b) => b.count - a.count)) {
      io.out(`  ${o.outcome.padEnd(24)} ${(o.share * 100).toFixed(1).padStart(5)}%  95% CI [${(o.low * 100).toFixed(1)}%, ${(o.high * 100).toFixed(1)}%]\n`);
    }
  }
  nextSteps(io);
}

/** What to try after the demo: the commands, each with what it does. */
const NEXT: [string, string][] = [
  ["tt play syndrome", "play The Sherwood Syndrome yourself (? at any prompt explains the choices)"],
  ["tt play sharpe --campaigns 1", "an officer's career in WarpQuest: Sharpe"],
  ["tt play salt-road --players 2", "The Salt Road Relic, two players taking turns"],
  ["tt play sherwood", "Sherwood: Saxons against Normans on Wood's Edge, two players taking turns"],
  ["tt sim syndrome -n 10000", "ten thousand games on every core, with 95% intervals"],
  ["tt odds syndrome raid -m 5", "the Raid Table's exact odds with +5"],
  ["tt odds 4d6kh3", "any dice expression's exact distribution"],
  ["tt replay <save>", "narrate a saved game again (tt play says where it saves)"],
  ["tt --help", "every command; tt <command> --help for its flags"],
];

function nextSteps(io: CliIo): void {
  const c = paint(io);
  io.out(`\n${c.bold("What to try next")}\n`);
  const width = Math.max(...NEXT.map(([command]) => command.length));
  for (const [command, what] of NEXT) io.out(`  ${c.cyan(command.padEnd(width))}  ${c.dim(what)}\n`);
}

function diceDemo(options: DemoOptions, io: CliIo): void {
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
