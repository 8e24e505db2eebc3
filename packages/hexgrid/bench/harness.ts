import { Bench } from "tinybench";

/** A contender runs `batch` operations per call. */
export interface Contender {
  readonly name: string;
  readonly run: () => unknown;
}

let sink: unknown;

/**
 * Measures every contender in this process, interleaved over several short
 * rounds, and keeps each one's median rate (operations per second), so a burst
 * of other work on a shared machine does not decide a ratio.
 */
export async function rates(batch: number, contenders: readonly Contender[], rounds = 7, timeMs = 300): Promise<Map<string, number>> {
  const samples = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time: timeMs, warmupTime: round === 0 ? 200 : 30 });
    for (const c of contenders) {
      bench.add(c.name, () => {
        sink = c.run();
      });
    }
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== "completed") throw new Error(`${task.name} did not complete: ${result.state}`);
      samples.get(task.name)!.push((batch * 1000) / result.latency.mean);
    }
  }
  if (sink === Symbol.for("unreachable")) console.log(sink);
  return new Map([...samples].map(([name, xs]) => [name, xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!]));
}

const human = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(0));

/** Prints each contender's rate and our ratio to each named peer against its target. */
export function compare(title: string, measured: Map<string, number>, ours: string, targets: Record<string, number | null>): boolean {
  console.log(`\n${title}`);
  for (const [name, rate] of measured) console.log(`  ${name.padEnd(46)} ${human(rate).padStart(9)} ops/s`);
  let ok = true;
  const mine = measured.get(ours)!;
  for (const [peer, target] of Object.entries(targets)) {
    const ratio = mine / measured.get(peer)!;
    if (target === null) {
      console.log(`  ratio ${ours} / ${peer}: ${ratio.toFixed(2)}x (for information)`);
      continue;
    }
    ok &&= ratio >= target;
    console.log(`  ratio ${ours} / ${peer}: ${ratio.toFixed(2)}x (target >= ${target}x) ${ratio >= target ? "ok" : "MISSED"}`);
  }
  return ok;
}
