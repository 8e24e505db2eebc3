import { Bench } from "tinybench";

/** One contender: `run` performs one batch of work. */
export interface Contender {
  readonly name: string;
  readonly run: () => unknown;
}

/**
 * Runs the contenders side by side, in this process, in several short interleaved rounds
 * (the order rotating each round), and returns each one's best round, in batches per second.
 * The work is deterministic and CPU-bound, so the best round is the least disturbed by the
 * other work of a shared machine; a median would measure the neighbours as much as the code.
 */
export async function measure(contenders: readonly Contender[], timeMs = 250, rounds = 12): Promise<Map<string, number>> {
  const samples = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
  let sink: unknown;
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time: timeMs, warmupTime: round === 0 ? 200 : 30 });
    // Rotate the order every round, so no contender always runs after the same one (GC debt, CPU frequency).
    const order = contenders.map((_, index) => contenders[(index + round) % contenders.length]!);
    for (const contender of order) {
      bench.add(contender.name, () => {
        sink = contender.run();
      });
    }
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== "completed") throw new Error(`${task.name}: ${result.state}`);
      samples.get(task.name)!.push(1000 / result.latency.mean);
    }
  }
  if (sink === Symbol.for("never")) console.log(sink);
  const best = new Map<string, number>();
  for (const [name, values] of samples) best.set(name, Math.max(...values));
  return best;
}

export const format = (n: number): string => (n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(1));
