import { renameSync, rmSync, writeFileSync } from "node:fs";
import type { Worker } from "node:worker_threads";
import { EngineError, mergeSimulations, wilsonInterval, type SimulationReport } from "@tt/engine";
import { loadGame, type CliGame, type PolicyName, type SetupFlags } from "../games/registry";
import type { CliIo } from "../io";
import { paint } from "../io";
import { shownPath, userPath } from "../paths";
import { checkShardFile, checkShards, shardFile, shardRange, shardsText, ShardProblem, type NamedShard, type ShardId } from "../shard";
import { chunkPlayer, chunkSize, leaveOut, playChunks, type SimulationJob, type WorkerJob, type WorkerMessage } from "../simulation";
import { takeSimWorkers } from "../sim-pool";
import { startProgress } from "../progress";
import { FileProblem, cut, quote, readJson } from "./files";

/** Options of `tt sim`. @internal */
export interface SimOptions extends SetupFlags {
  games: number;
  seed: string;
  policy: PolicyName;
  workers: number;
  json: boolean;
  /** Play only this shard of the batch, and print its shard file. */
  shard?: ShardId;
  /** Write the output to this file (as the user typed it) instead of standard output. */
  out?: string;
  /** The version of tt, recorded in a shard file. */
  version: string;
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
 * Writes a command's output: to standard output, or with `--out` to that file, replaced whole (the
 * text goes to a file beside it, then is renamed over it: a job killed while writing leaves no
 * half file), with one line on standard error saying where it went.
 */
function emit(text: string, out: string | undefined, what: string, io: CliIo): void {
  if (out === undefined) {
    io.out(text);
    return;
  }
  const path = userPath(out);
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new FileProblem(`cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  io.err(`${what} written to ${shownPath(path)}\n`);
}

/** What a report's header names besides the game: the batch seed and the bot. */
/** The longest outcome label or failure text a report prints (a game's own are far shorter). */
const MAX_LABEL = 500;

interface Played {
  seed: string;
  policy: PolicyName;
}

/**
 * The report as `tt sim` prints it: the games finished, each outcome's rate with its 95% Wilson
 * interval, the winners' shares (several players), the game lengths and the first failures.
 * `note` is a line under the header (a partial merge says so there).
 */
function reportText(cli: CliGame, report: SimulationReport, played: Played, color: boolean, note?: string): string {
  const c = paint({ color });
  const lines: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  lines.push(`${c.bold(cli.title)}: ${report.finished} of ${report.games} games finished, seed ${quote(played.seed)}, policy ${played.policy}`);
  if (note !== undefined) lines.push(c.yellow(note));
  lines.push("", `${c.bold("outcomes")} (95% Wilson intervals)`);
  // A merged shard file's texts are the file's: a label or a failure is cut where no game's reaches.
  const clip = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL)}…` : text);
  const width = Math.max(28, ...report.outcomes.map((o) => clip(o.outcome).length));
  for (const o of [...report.outcomes].sort((a, b) => b.count - a.count)) {
    lines.push(`  ${clip(o.outcome).padEnd(width)} ${String(o.count).padStart(7)}  ${pct(o.share).padStart(6)}  [${pct(o.low)}, ${pct(o.high)}]`);
  }
  // Outcomes of several players read "p1 wins: ...", "tie: ...": the winners' shares summed.
  const heads = new Map<string, number>();
  for (const o of report.outcomes) {
    const head = /^(tie|no winner|\S+ wins?): /.exec(o.outcome)?.[1];
    if (head !== undefined) heads.set(head, (heads.get(head) ?? 0) + o.count);
  }
  if (heads.size > 0 && report.finished > 0) {
    lines.push("", c.bold("winner"));
    for (const [head, count] of [...heads].sort((a, b) => b[1] - a[1])) {
      const [low, high] = wilsonInterval(count, report.finished);
      lines.push(`  ${clip(head).padEnd(width)} ${String(count).padStart(7)}  ${pct(count / report.finished).padStart(6)}  [${pct(low)}, ${pct(high)}]`);
    }
  }
  const s = report.steps;
  const d = report.decisions;
  lines.push("", `${c.bold("length")}  inputs: mean ${s.mean.toFixed(1)}, median ${s.median}, min ${s.min}, max ${s.max};  decisions: mean ${d.mean.toFixed(1)}, median ${d.median}`);
  if (report.failures.length > 0) {
    lines.push("", `${c.red(`${report.failures.length} games failed`)}; replay one with its seed:`);
    for (const f of report.failures.slice(0, 5)) lines.push(`  game ${f.index} (seed ${clip(String(f.seed))}): ${clip(f.code)}: ${clip(f.message)}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * `tt sim <game>`: plays many seeded games with a bot, across worker threads,
 * and prints outcome rates with 95% confidence intervals and game lengths. The
 * report is identical for a seed whatever the number of workers. With a shard
 * (`--shard K/N`) it plays only that shard's games (see {@link shardRange}) and
 * prints its shard file, for `tt sim merge`.
 * @internal
 */
export async function simCommand(cli: CliGame, options: SimOptions, io: CliIo): Promise<SimulationReport> {
  const range = options.shard ? shardRange(options.games, options.shard) : { from: 0, games: options.games };
  // K workers mean K threads playing in all: this thread and K - 1 worker
  // threads. Each takes the next unplayed chunk of games from a shared counter
  // until none is left, so a thread that starts late (a worker loading its
  // modules) or runs slower simply plays fewer chunks. Game i depends only on
  // (seed, i), and merging adds counts and histograms and sorts failures by
  // game index, so the report does not depend on who played which chunk.
  const threads = Math.max(1, Math.min(options.workers, range.games));
  const job: SimulationJob = {
    gameId: cli.id,
    seed: options.seed,
    first: range.from,
    games: range.games,
    chunk: chunkSize(range.games, threads),
    policy: options.policy,
    flags: { players: options.players, campaigns: options.campaigns, scenario: options.scenario, choice: options.choice },
  };
  // Slot 0: the next chunk; slot i: the state of worker i.
  const shared = new SharedArrayBuffer(4 * threads);
  const bar = startProgress(range.games, options.progress);
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
  if (options.shard) {
    const file = shardFile({ tt: options.version, game: cli.id, policy: options.policy, flags: job.flags, seed: options.seed, games: options.games, shard: options.shard }, report);
    emit(`${JSON.stringify(file)}\n`, options.out, `shard ${options.shard.index}/${options.shard.count} (${range.games} of ${options.games} games)`, io);
  } else if (options.json) emit(`${JSON.stringify(report)}\n`, options.out, "report", io);
  else emit(reportText(cli, report, options, io.color && options.out === undefined), options.out, "report", io);
  return report;
}

/** Options of `tt sim merge`. @internal */
export interface MergeOptions {
  json: boolean;
  /** Merge the shards given even when some of the batch's are missing. */
  partial: boolean;
  out?: string;
}

/**
 * `tt sim merge <files...>`: reads shard files of `tt sim --shard K/N`, checks they are shards of one
 * batch (the same tt, game, rules version, bot and setup, seed, batch size and shard count; none
 * twice; none missing unless `partial`), merges their reports with `@tt/engine`'s `mergeSimulations`
 * and prints what one `tt sim` run of the whole batch prints (text, or with `json` its JSON): the
 * same, byte for byte. A file that cannot be read, is not a shard or was altered is refused with one
 * line naming it. A partial merge says which shards and games it lacks (under the header, or with
 * `json` on standard error). @internal
 */
export async function mergeCommand(names: readonly string[], options: MergeOptions, io: CliIo): Promise<SimulationReport> {
  const named: NamedShard[] = [];
  for (const name of names) named.push({ name, file: checkShardFile(name, readJson(userPath(name), name, { own: true })) });
  const first = named[0]!;
  const cli = await loadGame(first.file.game);
  if (!cli) throw new ShardProblem(`${first.name} is a shard of ${quote(first.file.game)}, which this tt does not know`);
  const set = checkShards(named, cli);
  for (const { name, file } of named) {
    if (file.report.gameId !== cli.game.id) throw new ShardProblem(`${name} is corrupt: a shard of ${cut(file.game)} with a report of ${cut(file.report.gameId)}`);
  }
  const { games, seed, options: played } = first.file;
  let note: string | undefined;
  if (set.missing.length > 0) {
    const lacking = `${shardsText(set.missing, set.count)} (${set.missingGames})`;
    if (!options.partial) {
      throw new ShardProblem(`${lacking} ${set.missing.length === 1 ? "is" : "are"} missing: give every shard's file, or --partial to merge the ${set.shards.length} given`);
    }
    const given = set.shards.reduce((sum, s) => sum + s.file.report.games, 0);
    const merged = shardsText(
      set.shards.map((s) => s.file.shard.index),
      set.count,
    );
    note = `partial: ${merged} merged (${given} of the batch's ${games} games); ${lacking} missing`;
  }
  let report: SimulationReport;
  try {
    report = mergeSimulations(set.shards.map((s) => s.file.report));
  } catch (error) {
    if (error instanceof EngineError) throw new ShardProblem(`the shards cannot be merged: ${error.message}`);
    throw error;
  }
  if (options.json) {
    if (note !== undefined) io.err(`tt sim merge: ${note}\n`);
    emit(`${JSON.stringify(report)}\n`, options.out, "report", io);
  } else emit(reportText(cli, report, { seed, policy: played.policy }, io.color && options.out === undefined, note), options.out, "report", io);
  return report;
}
