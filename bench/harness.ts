// The benchmark harness every package's bench/ uses: peers side by side in one
// process, reported as ratios. Benchmarks are not tests; CI does not run them.
import { Bench } from "tinybench";

/** One contender: `run` performs one batch of work (`batch` operations). */
export interface Contender {
  readonly name: string;
  readonly run: () => unknown;
}

/** How {@link measure} samples. */
export interface MeasureSettings {
  /** Operations one `run` performs (default 1). */
  readonly batch?: number;
  /** Milliseconds per contender per round (default 250). */
  readonly timeMs?: number;
  /** Interleaved rounds (default 5). */
  readonly rounds?: number;
  /**
   * Which round to keep: the median (default), or the best, which for
   * deterministic CPU-bound work is the round least disturbed by the other
   * work of a shared machine.
   */
  readonly pick?: "median" | "best";
}

let sink: unknown;

/**
 * Runs the contenders side by side in this process, in several short rounds
 * whose order rotates (so no contender always follows the same one), and
 * returns each one's operations per second.
 */
export async function measure(contenders: readonly Contender[], settings: MeasureSettings = {}): Promise<Map<string, number>> {
  const { batch = 1, timeMs = 250, rounds = 5, pick = "median" } = settings;
  const samples = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time: timeMs, warmupTime: round === 0 ? 200 : 30 });
    for (let i = 0; i < contenders.length; i++) {
      const contender = contenders[(i + round) % contenders.length]!;
      bench.add(contender.name, () => {
        sink = contender.run();
      });
    }
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== "completed") throw new Error(`${task.name} did not complete: ${result.state}`);
      samples.get(task.name)!.push((batch * 1000) / result.latency.mean);
    }
  }
  if (sink === Symbol.for("never")) console.log(sink);
  const out = new Map<string, number>();
  for (const [name, xs] of samples) {
    xs.sort((a, b) => a - b);
    out.set(name, pick === "best" ? xs[xs.length - 1]! : xs[Math.floor(xs.length / 2)]!);
  }
  return out;
}

/** A rate for people: 12.3M, 45.6k, 789. */
export function formatRate(n: number): string {
  return n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(0);
}

/**
 * Prints each contender's rate and the ratio of `ours` to each named peer
 * against its target (null: for information). Returns whether every target held.
 */
export function compare(title: string, measured: Map<string, number>, ours: string, targets: Record<string, number | null>): boolean {
  console.log(`\n${title}`);
  for (const [name, rate] of measured) console.log(`  ${name.padEnd(46)} ${formatRate(rate).padStart(9)} ops/s`);
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
