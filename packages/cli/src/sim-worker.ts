// A worker thread of `tt sim`: takes chunks of games from the shared counter
// until none is left, then posts the merged report of the chunks it played.
import { parentPort, workerData } from "node:worker_threads";
import { playChunks, type WorkerJob, type WorkerMessage } from "./simulation";

const { job, next } = workerData as WorkerJob;
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
playChunks(job, new Int32Array(next), (done) => post({ kind: "progress", done })).then(
  (report) => post({ kind: "report", report }),
  (error: unknown) => post({ kind: "error", message: error instanceof Error ? error.message : String(error) }),
);
