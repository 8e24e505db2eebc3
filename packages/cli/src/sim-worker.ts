// A worker thread of `tt sim`. It loads its modules (and the game it was told
// to expect) as soon as it starts, then waits for its job; it plays only if
// the main thread has not finished without it, taking chunks of games from the
// shared counter until none is left, and posts the merged report of the
// chunks it played (null if none).
import { parentPort, workerData } from "node:worker_threads";
import { loadGame } from "./games/registry";
import { chunkPlayer, claimSlot, playChunks, type WorkerJob, type WorkerMessage } from "./simulation";

const post = (message: WorkerMessage) => parentPort!.postMessage(message);
const { gameHint } = (workerData ?? {}) as { gameHint?: string };
if (gameHint !== undefined) void loadGame(gameHint).catch(() => undefined);

parentPort!.once("message", ({ job, shared, slot }: WorkerJob) => {
  const cells = new Int32Array(shared);
  chunkPlayer(job)
    .then((play) => (claimSlot(cells, slot) ? playChunks(play, job, cells, (done) => post({ kind: "progress", done })) : null))
    .then(
      (report) => post({ kind: "report", report }),
      (error: unknown) => post({ kind: "error", message: error instanceof Error ? error.message : String(error) }),
    );
});
