/**
 * Balance measurement for the README: seeded games with the random and heuristic players
 * through @tt/engine's `simulate`, outcome rates with 95% Wilson intervals and the causes of
 * defeat. Run from packages/syndrome:
 *   npx tsx --conditions=@tt/source scripts/balance.ts [games] [policy]
 */
import { randomPolicy, simulate } from "@tt/engine";
import { heuristicPolicy, syndrome, type Result } from "../src/index";

const games = Number(process.argv[2] ?? 10_000);
const which = process.argv[3] ?? "both";
for (const name of which === "both" ? ["random", "heuristic"] : [which]) {
  const started = performance.now();
  const report = simulate(syndrome, {
    games,
    seed: `syndrome-balance-${name}`,
    policies: ({ rng }) => ({ player: name === "random" ? randomPolicy(rng) : heuristicPolicy(syndrome) }),
    classify: (result: Result) => (result.winner === "player" ? "victory" : `defeat: ${result.reason}`),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ policy: name, games: report.games, seconds: Math.round(seconds), outcomes: report.outcomes, steps: report.steps }, null, 1));
}
