// A worker thread of `tt sim`: plays its share of the games and posts the report.
import { parentPort, workerData } from "node:worker_threads";
import { runJob, type SimulationJob } from "./simulation";

const job = workerData as SimulationJob;
let last = 0;
runJob(job, (done) => {
  if (done - last >= 20 || done === job.games) {
    parentPort!.postMessage({ kind: "progress", done: done - last });
    last = done;
  }
}).then(
  (report) => parentPort!.postMessage({ kind: "report", report }),
  (error: unknown) => parentPort!.postMessage({ kind: "error", message: error instanceof Error ? error.message : String(error) }),
);
