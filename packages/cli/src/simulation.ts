import { mergeSimulations, simulate, type SimulationReport } from "@tt/engine";
import { loadGame, type PolicyName, type SetupFlags } from "./games/registry";

/**
 * A whole simulation, as every thread of `tt sim` sees it: games `first ..
 * first + games - 1` of the batch (all of it, or one shard of it), cut into
 * chunks of `chunk` games (chunk `c` is games `first + c * chunk ..`); each
 * thread takes the next unplayed chunk until none is left. @internal
 */
export interface SimulationJob {
  gameId: string;
  seed: string;
  /** The index of the first game to play (0, or where a shard starts). */
  first: number;
  /** How many games to play. */
  games: number;
  chunk: number;
  policy: PolicyName;
  flags: SetupFlags;
}

/**
 * What a worker thread receives: the job, the shared cells (Int32 slots of a
 * SharedArrayBuffer: slot 0 is the next chunk, slot `i >= 1` the state of
 * worker `i`, see {@link claimSlot}) and its slot. @internal
 */
export interface WorkerJob {
  job: SimulationJob;
  shared: SharedArrayBuffer;
  slot: number;
}

/** A worker slot's states: not started yet, playing, left out. */
const WAITING = 0;
const PLAYING = 1;
const LEFT_OUT = 2;

/**
 * A worker claims its slot before it takes its first chunk; it fails if the
 * main thread has already left it out (see {@link leaveOut}). @internal
 */
export function claimSlot(cells: Int32Array, slot: number): boolean {
  return Atomics.compareExchange(cells, slot, WAITING, PLAYING) === WAITING;
}

/**
 * Once every chunk is taken, the main thread leaves out the workers that have
 * not claimed their slot (still loading): true if it did, and then that
 * worker plays nothing and need not be waited for. @internal
 */
export function leaveOut(cells: Int32Array, slot: number): boolean {
  return Atomics.compareExchange(cells, slot, WAITING, LEFT_OUT) === WAITING;
}

/** What a worker thread posts back. @internal */
export type WorkerMessage = { kind: "progress"; done: number } | { kind: "report"; report: SimulationReport | null } | { kind: "error"; message: string };

/**
 * Prepares a simulation once (game adapter, options, policy factory) and
 * returns a function that plays games `from .. from + games - 1`. Game `i`
 * depends only on (seed, i), so chunks can run on any thread in any order and
 * merge into the same report.
 * @internal
 */
export async function chunkPlayer(job: SimulationJob): Promise<(from: number, games: number) => SimulationReport> {
  const cli = await loadGame(job.gameId);
  if (!cli) throw new Error(`unknown game ${job.gameId}`);
  const options = cli.options(job.flags);
  const classify = (result: unknown) => cli.classify(result);
  const policies = ({ rng }: { rng: Parameters<typeof cli.policy>[1] }) => {
    const made = cli.policy(job.policy, rng);
    if (!made) throw new Error(`${job.gameId} has no ${job.policy} policy`);
    return made;
  };
  return (from, games) => simulate(cli.game, { games, from, seed: job.seed, options, classify, policies });
}

/**
 * Takes chunks from the shared counter (slot 0 of `next`) and plays them until none is left;
 * `between` runs after each chunk (the main thread yields to its event loop
 * there). Returns the merged report of the chunks this thread played, or null
 * if it played none.
 * @internal
 */
export async function playChunks(
  play: (from: number, games: number) => SimulationReport,
  job: SimulationJob,
  next: Int32Array,
  onChunk: (games: number) => void,
  between?: () => Promise<void>,
): Promise<SimulationReport | null> {
  const reports: SimulationReport[] = [];
  for (;;) {
    const offset = Atomics.add(next, 0, 1) * job.chunk;
    if (offset >= job.games) break;
    const games = Math.min(job.chunk, job.games - offset);
    reports.push(play(job.first + offset, games));
    // Fold the reports now and then, so a long run keeps a few in memory.
    if (reports.length === 64) reports.splice(0, 64, mergeSimulations(reports));
    onChunk(games);
    if (between) await between();
  }
  return reports.length > 0 ? mergeSimulations(reports) : null;
}

/**
 * The chunk size for `games` games on `threads` threads: small enough that
 * the threads finish within a small chunk of each other and the progress bar
 * moves, large enough that a chunk's fixed cost (a report, a message) is
 * negligible. @internal
 */
export function chunkSize(games: number, threads: number): number {
  return Math.max(1, Math.min(100, Math.ceil(games / (threads * 32))));
}
