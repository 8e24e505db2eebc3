// What the packages' benchmarks share: tasks run in interleaved rounds (so a machine busy with
// other work slows each alike), and each task's best rate kept.
import { Bench } from "tinybench";

/**
 * Runs every task in `rounds` interleaved rounds (each round starts with a different task) and
 * returns each task's best rate, in runs per second.
 */
export async function bestRates(tasks: Record<string, () => unknown>, rounds: number, time = 200): Promise<Map<string, number>> {
  const rates = new Map<string, number>();
  let sink: unknown;
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time, iterations: 2, warmupTime: round === 0 ? 200 : 20, warmupIterations: 1 });
    const names = Object.keys(tasks);
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + round) % names.length]!;
      bench.add(name, () => {
        sink = tasks[name]!();
      });
    }
    await bench.run();
    for (const task of bench.tasks) {
      if (task.result.state !== "completed") throw new Error(`${task.name}: ${task.result.state}`);
      rates.set(task.name, Math.max(rates.get(task.name) ?? 0, 1000 / task.result.latency.mean));
    }
  }
  if (sink === Symbol.for("never")) console.log(sink);
  return rates;
}
