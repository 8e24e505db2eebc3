import { Bench } from "tinybench";

/** One contender: a function that performs `batch` operations per call. */
export interface Contender {
  readonly name: string;
  readonly run: () => unknown;
}

/**
 * Runs contenders side by side in this process, in several short interleaved
 * rounds (the machine is shared), and returns the median operations per second
 * of each. Each `run` performs `batch` operations so timer overhead is negligible.
 */
export async function measure(batch: number, contenders: readonly Contender[], timeMs = 200, rounds = 5): Promise<Map<string, number>> {
  const samples = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
  let sink: unknown;
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time: timeMs, warmupTime: round === 0 ? 150 : 20 });
    for (const c of contenders) {
      bench.add(c.name, () => {
        sink = c.run();
      });
    }
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== "completed") throw new Error(`${task.name}: ${result.state}`);
      samples.get(task.name)!.push((batch * 1000) / result.latency.mean);
    }
  }
  if (sink === Symbol.for("never")) console.log(sink);
  const rates = new Map<string, number>();
  for (const [name, xs] of samples) rates.set(name, xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
  return rates;
}

export const formatRate = (n: number): string =>
  n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(0);
