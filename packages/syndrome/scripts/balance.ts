/**
 * Balance measurement for the README: seeded games with the random and heuristic players
 * through @tt/engine's `simulate`, outcome rates with 95% Wilson intervals and the causes of
 * defeat (read from each game's final state). Run from packages/syndrome:
 *   npx tsx --conditions=@tt/source scripts/balance.ts [games] [random|heuristic|both]
 */
import { randomPolicy, simulate } from "@tt/engine";
import { heuristicPolicy, syndrome, type Result, type State, type SyndromeGame } from "../src/index";

const games = Number(process.argv[2] ?? 10_000);
const which = process.argv[3] ?? "both";
const rules = syndrome.rules;

// The final state of the game being played (simulate plays its games one after another).
let last: State | null = null;
const watched: SyndromeGame = {
  ...syndrome,
  apply(state, input) {
    const applied = syndrome.apply(state, input);
    last = applied.state;
    return applied;
  },
};

/** Why a game ended: victory, or the defeat and what the rebels lacked at the end. */
function cause(result: Result): string {
  if (result.winner === "player") return "victory";
  const s = last!;
  if (result.reason !== "fealty") return `defeat: ${result.reason}`;
  const jailed = s.people.some((p, i) => p.imprisoned && (rules.counters[i]!.kind === "archon" || rules.counters[i]!.kind === "enterprise"));
  if (jailed) return "defeat: fealty, crew still imprisoned";
  return s.royalMorale >= 5 ? "defeat: fealty, crew free, Royal Morale 5 or more" : "defeat: fealty, crew free, Royal Morale under 5";
}

for (const name of which === "both" ? ["random", "heuristic"] : [which]) {
  const started = performance.now();
  const report = simulate(watched, {
    games,
    seed: `syndrome-balance-${name}`,
    policies: ({ rng }) => ({ player: name === "random" ? randomPolicy(rng) : heuristicPolicy(syndrome) }),
    classify: cause,
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${name}: ${report.games} games in ${Math.round(seconds)} s, ${report.failures.length} failures, mean ${report.steps.mean.toFixed(0)} steps`);
  for (const o of [...report.outcomes].sort((a, b) => b.count - a.count)) {
    const pct = (x: number) => (100 * x).toFixed(2);
    console.log(`| ${o.outcome} | ${o.count} | ${pct(o.share)}% [${pct(o.low)}, ${pct(o.high)}] |`);
  }
}
