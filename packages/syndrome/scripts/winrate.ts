/**
 * The heuristic player's win rate over seeded games (@tt/engine's `simulate`, a fixed seed), with
 * its 95% Wilson interval, and the per-game cost of a fixed batch. Run from packages/syndrome:
 *
 *   npx tsx --conditions=@tt/source scripts/winrate.ts [games] [--time batch] [--rounds n] [--compare module]
 *
 * `--compare` names a module (a path from this folder, or absolute) exporting another
 * `heuristicPolicy(game)`, e.g. a copy of an earlier bot: its win rate is measured the same way,
 * and the timed batches of the two run interleaved in this one process (so the machine's drift
 * falls on both), their ratio printed.
 */
import { simulate, type Policy } from "@tt/engine";
import { heuristicPolicy, syndrome, type Action, type State, type SyndromeGame } from "../src/index";

type PolicyMaker = (game: SyndromeGame) => Policy<State, Action>;

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const games = Number(args.find((a, k) => !a.startsWith("--") && (k === 0 || !args[k - 1]!.startsWith("--"))) ?? 10_000);
const batch = Number(flag("--time") ?? 300);
const rounds = Number(flag("--rounds") ?? 3);
const compare = flag("--compare");
const SEED = "syndrome-winrate";

function winRate(name: string, make: PolicyMaker): void {
  const started = performance.now();
  const report = simulate(syndrome, {
    games,
    seed: SEED,
    policies: () => ({ player: make(syndrome) }),
    classify: (r) => (r.winner === "player" ? "victory" : `defeat: ${r.reason}`),
  });
  const seconds = (performance.now() - started) / 1000;
  const win = report.outcomes.find((o) => o.outcome === "victory");
  const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
  console.log(`${name}: ${report.games} games (seed "${SEED}") in ${seconds.toFixed(1)} s, ${report.failures.length} failures, mean ${report.steps.mean.toFixed(0)} steps`);
  console.log(`  win rate ${pct(win?.share ?? 0)}, 95% Wilson [${pct(win?.low ?? 0)}, ${pct(win?.high ?? 0)}] (${win?.count ?? 0} victories)`);
  for (const o of report.outcomes) if (o.outcome !== "victory") console.log(`  ${o.outcome}: ${pct(o.share)}`);
}

/** Milliseconds per game over a fixed batch (its own seed, so it does not overlap the win-rate games). */
function timeBatch(make: PolicyMaker): number {
  const started = performance.now();
  simulate(syndrome, { games: batch, seed: `${SEED}-timing`, policies: () => ({ player: make(syndrome) }) });
  return (performance.now() - started) / batch;
}

const others: [string, PolicyMaker][] = [];
if (compare !== undefined) {
  const url = compare.startsWith("/") ? compare : new URL(compare, import.meta.url).href;
  const mod = (await import(url)) as { heuristicPolicy: PolicyMaker };
  others.push([`compare (${compare})`, mod.heuristicPolicy]);
}
const players: [string, PolicyMaker][] = [["heuristicPolicy", heuristicPolicy], ...others];

if (games > 0) for (const [name, make] of players) winRate(name, make);

if (batch > 0) {
  timeBatch(heuristicPolicy); // warm-up
  for (const [, make] of others) timeBatch(make);
  const times = players.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++)
    players.forEach(([, make], k) => {
      times[k]!.push(timeBatch(make));
    });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  console.log(`\ntiming: ${batch} games a batch, ${rounds} interleaved rounds (ms per game, median):`);
  for (const [k, [name]] of players.entries()) console.log(`  ${name}: ${median(times[k]!).toFixed(2)} ms [${times[k]!.map((t) => t.toFixed(2)).join(", ")}]`);
  if (players.length > 1) console.log(`  ratio heuristicPolicy / compare: ${(median(times[0]!) / median(times[1]!)).toFixed(3)}`);
}
