import type { Worker } from "node:worker_threads";
import { mergeSimulations, wilsonInterval, type SimulationReport } from "@tt/engine";
import type { CliGame, PolicyName, SetupFlags } from "../games/registry";
import type { CliIo } from "../io";
import { paint } from "../io";
import { chunkPlayer, chunkSize, leaveOut, playChunks, type SimulationJob, type WorkerJob, type WorkerMessage } from "../simulation";
import { takeSimWorkers } from "../sim-pool";
import { startProgress } from "../progress";

/** Options of `tt sim`. @internal */
export interface SimOptions extends SetupFlags {
  games: number;
  seed: string;
  policy: PolicyName;
  workers: number;
  json: boolean;
  /** Show a progress bar on standard error (only when it is a terminal). */
  progress: boolean;
}

/** Lets the main thread's event loop run (worker messages, the progress bar) between its chunks. */
const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A worker playing its part of a simulation: its report, and a way to leave it out. */
interface RemotePart {
  report: Promise<SimulationReport | null>;
  /** Settles `report` with null and terminates the worker. */
  drop(): void;
}

function runInWorker(worker: Worker, data: WorkerJob, onProgress: (n: number) => void): RemotePart {
  let settled = false;
  let settle!: (report: SimulationReport | null) => void;
  let fail!: (error: Error) => void;
  const report = new Promise<SimulationReport | null>((resolve, reject) => {
    settle = (r) => {
      if (!settled) resolve(r);
      settled = true;
    };
    fail = (e) => {
      if (!settled) reject(e);
      settled = true;
    };
  });
  worker.on("message", (message: WorkerMessage) => {
    if (message.kind === "progress") onProgress(message.done);
    else if (message.kind === "report") settle(message.report);
    else fail(new Error(message.message));
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`a simulation worker stopped with code ${code}`)));
  worker.postMessage(data);
  return {
    report,
    drop: () => {
      settle(null);
      void worker.terminate();
    },
  };
}

/**
 * `tt sim <game>`: plays many seeded games with a bot, across worker threads,
 * and prints outcome rates with 95% confidence intervals and game lengths. The
 * report is identical for a seed whatever the number of workers.
 * @internal
 */
export async function simCommand(cli: CliGame, options: SimOptions, io: CliIo): Promise<SimulationReport> {
  // K workers mean K threads playing in all: this thread and K - 1 worker
  // threads. Each takes the next unplayed chunk of games from a shared counter
  // until none is left, so a thread that starts late (a worker loading its
  // modules) or runs slower simply plays fewer chunks. Game i depends only on
  // (seed, i), and merging adds counts and histograms and sorts failures by
  // game index, so the report does not depend on who played which chunk.
  const threads = Math.max(1, Math.min(options.workers, options.games));
  const job: SimulationJob = {
    gameId: cli.id,
    seed: options.seed,
    games: options.games,
    chunk: chunkSize(options.games, threads),
    policy: options.policy,
    flags: { players: options.players, campaigns: options.campaigns },
  };
  // Slot 0: the next chunk; slot i: the state of worker i.
  const shared = new SharedArrayBuffer(4 * threads);
  const bar = startProgress(options.games, options.progress);
  const tick = (n: number) => bar.tick(n);
  let reports: (SimulationReport | null)[];
  let remote: RemotePart[] = [];
  try {
    const cells = new Int32Array(shared);
    remote = takeSimWorkers(threads - 1, cli.id).map((worker, i) => runInWorker(worker, { job, shared, slot: i + 1 }, tick));
    // A worker's failure is reported once this thread's chunks are done, not as an unhandled rejection meanwhile.
    for (const part of remote) part.report.catch(() => {});
    const local = await playChunks(await chunkPlayer(job), job, cells, tick, yieldToEvents);
    // Every chunk is taken: a worker still loading will find nothing to play, so do not wait for it.
    remote.forEach((part, i) => {
      if (leaveOut(cells, i + 1)) part.drop();
    });
    reports = [local, ...(await Promise.all(remote.map((part) => part.report)))];
  } catch (error) {
    // Nothing more to wait for: stop the workers still playing.
    for (const part of remote) part.drop();
    throw error;
  } finally {
    bar.stop();
  }
  const report = mergeSimulations(reports.filter((r): r is SimulationReport => r !== null));
  if (options.json) {
    io.out(`${JSON.stringify(report)}\n`);
    return report;
  }
  const c = paint(io);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  io.out(`${c.bold(cli.title)}: ${report.finished} of ${report.games} games finished, seed ${JSON.stringify(options.seed)}, policy ${options.policy}\n\n`);
  io.out(`${c.bold("outcomes")} (95% Wilson intervals)\n`);
  const width = Math.max(28, ...report.outcomes.map((o) => o.outcome.length));
  for (const o of [...report.outcomes].sort((a, b) => b.count - a.count)) {
    io.out(`  ${o.outcome.padEnd(width)} ${String(o.count).padStart(7)}  ${pct(o.share).padStart(6)}  [${pct(o.low)}, ${pct(o.high)}]\n`);
  }
  // Outcomes of several players read "p1 wins: ...", "tie: ...": the winners' shares summed.
  const heads = new Map<string, number>();
  for (const o of report.outcomes) {
    const head = /^(tie|no winner|\S+ wins?): /.exec(o.outcome)?.[1];
    if (head !== undefined) heads.set(head, (heads.get(head) ?? 0) + o.count);
  }
  if (heads.size > 0 && report.finished > 0) {
    io.out(`\n${c.bold("winner")}\n`);
    for (const [head, count] of [...heads].sort((a, b) => b[1] - a[1])) {
      const [low, high] = wilsonInterval(count, report.finished);
      io.out(`  ${head.padEnd(width)} ${String(count).padStart(7)}  ${pct(count / report.finished).padStart(6)}  [${pct(low)}, ${pct(high)}]\n`);
    }
  }
  const s = report.steps;
  const d = report.decisions;
  io.out(`\n${c.bold("length")}  inputs: mean ${s.mean.toFixed(1)}, median ${s.median}, min ${s.min}, max ${s.max}`);
  io.out(`;  decisions: mean ${d.mean.toFixed(1)}, median ${d.median}\n`);
  if (report.failures.length > 0) {
    io.out(`\n${c.red(`${report.failures.length} games failed`)}; replay one with its seed:\n`);
    for (const f of report.failures.slice(0, 5)) io.out(`  game ${f.index} (seed ${f.seed}): ${f.code}: ${f.message}\n`);
  }
  return report;
}
