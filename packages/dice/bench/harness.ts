import { Bench } from "tinybench";

/** One contender: a function that performs `batch` operations per call. */
export interface Contender {
  name: string;
  run: () => unknown;
}

/**
 * Runs contenders side by side in this process and returns operations per
 * second for each. Each `run` does `batch` operations so that timer overhead
 * is negligible.
 */
export async function measure(batch: number, contenders: Contender[], timeMs = 250, rounds = 5): Promise<Map<string, number>> {
  // Several short rounds, interleaved, and the median of each: the machines
  // these run on are shared, and a burst of other work should not decide a ratio.
  const samples = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
  let sink: unknown;
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time: timeMs, warmupTime: round === 0 ? 150 : 20 });
    for (const c of contenders) bench.add(c.name, () => {
      sink = c.run();
    });
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== "completed") throw new Error(`${task.name}: ${result.state}`);
      samples.get(task.name)!.push((batch * 1000) / result.latency.mean);
    }
  }
  if (sink === Symbol.for("never")) console.log(sink);
  const out = new Map<string, number>();
  for (const [name, xs] of samples) out.set(name, xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
  return out;
}

const fmt = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(0));

/** Prints ops/s for each contender and the ratio of `ours` to each peer, against a target. */
export function report(title: string, rates: Map<string, number>, ours: string, targets: Record<string, number>): boolean {
  const mine = rates.get(ours)!;
  console.log(`\n${title}`);
  for (const [name, rate] of rates) console.log(`  ${name.padEnd(44)} ${fmt(rate).padStart(8)} ops/s`);
  let ok = true;
  for (const [peer, target] of Object.entries(targets)) {
    const ratio = mine / rates.get(peer)!;
    const pass = ratio >= target;
    ok &&= pass;
    console.log(`  ratio ${ours} / ${peer}: ${ratio.toFixed(2)}x (target >= ${target}x) ${pass ? "ok" : "MISSED"}`);
  }
  return ok;
}
