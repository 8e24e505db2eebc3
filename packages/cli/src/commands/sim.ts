import { Worker } from "node:worker_threads";
import cliProgress from "cli-progress";
import { mergeSimulations, type SimulationReport } from "@tt/engine";
import type { CliGame, PolicyName, SetupFlags } from "../games/registry";
import type { CliIo } from "../io";
import { paint } from "../io";
import { runJob, type SimulationJob } from "../simulation";

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

/** Splits `games` into `workers` contiguous shares. @internal */
export function shares(games: number, workers: number): { from: number; games: number }[] {
  const out: { from: number; games: number }[] = [];
  const base = Math.floor(games / workers);
  let from = 0;
  for (let w = 0; w < workers; w++) {
    const n = base + (w < games % workers ? 1 : 0);
    if (n > 0) out.push({ from, games: n });
    from += n;
  }
  return out;
}

function workerUrl(): URL {
  // From sources (tsx) the worker is a .ts file; from the build, a .js file.
  return new URL(import.meta.url.endsWith(".ts") ? "../sim-worker-dev.mjs" : "./sim-worker.js", import.meta.url);
}

const SLICE = 250;

/** Plays a share on this thread, a slice at a time, yielding to the event loop between slices. */
async function runSliced(job: SimulationJob, onProgress: (n: number) => void): Promise<SimulationReport[]> {
  const reports: SimulationReport[] = [];
  for (let done = 0; done < job.games; done += SLICE) {
    const games = Math.min(SLICE, job.games - done);
    reports.push(await runJob({ ...job, from: job.from + done, games }));
    onProgress(games);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return reports;
}

function runInWorker(job: SimulationJob, onProgress: (n: number) => void): Promise<SimulationReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(), { workerData: job });
    worker.on("message", (message: { kind: string; done?: number; report?: SimulationReport; message?: string }) => {
      if (message.kind === "progress") onProgress(message.done!);
      else if (message.kind === "report") resolve(message.report!);
      else reject(new Error(message.message));
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (code !== 0) reject(new Error(`a simulation worker stopped with code ${code}`));
    });
  });
}

/**
 * `tt sim <game>`: plays many seeded games with a bot, across worker threads,
 * and prints outcome rates with 95% confidence intervals and game lengths. The
 * report is identical for a seed whatever the number of workers.
 * @internal
 */
export async function simCommand(cli: CliGame, options: SimOptions, io: CliIo): Promise<SimulationReport> {
  const jobs = shares(options.games, options.workers).map(
    (share): SimulationJob => ({ gameId: cli.id, seed: options.seed, policy: options.policy, flags: { players: options.players, campaigns: options.campaigns }, ...share }),
  );
  const bar = options.progress
    ? new cliProgress.SingleBar(
        { format: "{bar} {percentage}% | {value}/{total} games | ETA {eta_formatted}", stream: process.stderr, hideCursor: true, clearOnComplete: true },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(options.games, 0);
  const tick = (n: number) => bar?.increment(n);
  let reports: SimulationReport[];
  try {
    // The main thread plays the first share itself, in slices so that the
    // workers' progress messages and the bar are served between slices; the
    // other shares run on worker threads. K workers use K threads in all.
    const [own, ...others] = jobs;
    const remote = others.map((job) => runInWorker(job, tick));
    const local = own ? await runSliced(own, tick) : [];
    reports = [...local, ...(await Promise.all(remote))];
  } finally {
    bar?.stop();
  }
  const report = mergeSimulations(reports);
  if (options.json) {
    io.out(`${JSON.stringify(report)}\n`);
    return report;
  }
  const c = paint(io);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  io.out(`${c.bold(cli.title)}: ${report.finished} of ${report.games} games finished, seed ${JSON.stringify(options.seed)}, policy ${options.policy}\n\n`);
  io.out(`${c.bold("outcomes")} (95% Wilson intervals)\n`);
  for (const o of [...report.outcomes].sort((a, b) => b.count - a.count)) {
    io.out(`  ${o.outcome.padEnd(28)} ${String(o.count).padStart(7)}  ${pct(o.share).padStart(6)}  [${pct(o.low)}, ${pct(o.high)}]\n`);
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
