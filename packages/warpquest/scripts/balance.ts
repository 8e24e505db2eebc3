/**
 * Balance of the Sharpe scenario: the chance that a Sergeant survives to Major (three
 * campaigns), from seeded simulated careers, with 95% Wilson intervals.
 *
 *   pnpm --filter @tt/warpquest exec tsx --conditions=@tt/source scripts/balance.ts [careers] [expectimax careers]
 */
import { expectimaxPolicy, randomPolicy, simulate, wilsonInterval, type SimulationReport } from "@tt/engine";
import { evaluation, heuristicPolicy, sharpe, type Result } from "../src/index";

const careers = Number(process.argv[2] ?? 10_000);
const expectimaxCareers = Number(process.argv[3] ?? 200);
const classify = (result: Result): string => {
  const officer = result.officers[0]!;
  return officer.alive ? `survived as ${officer.rank}` : `killed as ${officer.rank}`;
};

function report(label: string, simulation: SimulationReport, seconds: number): void {
  const major = simulation.outcomes.find((o) => o.outcome === "survived as Major")?.count ?? 0;
  const [low, high] = wilsonInterval(major, simulation.finished);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${label}: ${simulation.finished} careers (seed "${String(simulation.seed)}"), survived to Major ${major} = ${pct(major / simulation.finished)} [95% CI ${pct(low)}-${pct(high)}], ${seconds.toFixed(1)} s`,
  );
  for (const o of simulation.outcomes) console.log(`    ${o.outcome.padEnd(22)} ${String(o.count).padStart(6)}  ${pct(o.share)}`);
  if (simulation.failures.length > 0) console.log(`    FAILURES: ${simulation.failures.length}: ${simulation.failures[0]!.message}`);
}

for (const lostUnit of ["endurance-point", "wound"] as const) {
  const options = { players: 1, campaigns: 3, lostUnit };
  console.log(`\nSharpe careers, lostUnit "${lostUnit}"`);
  for (const [label, policies, games] of [
    ["random policy", ({ rng }: { rng: never }) => randomPolicy(rng), careers],
    ["heuristic policy", () => heuristicPolicy(sharpe), careers],
    ["expectimax policy (depth 1)", () => expectimaxPolicy(sharpe, { evaluate: evaluation(sharpe), depth: 1, maxNodes: 5_000 }), expectimaxCareers],
  ] as const) {
    if (games === 0) continue;
    const started = performance.now();
    const simulation = simulate(sharpe, { games, seed: "sharpe-balance", options, policies: policies as never, classify });
    report(label, simulation, (performance.now() - started) / 1000);
  }
}
