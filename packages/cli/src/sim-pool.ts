import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * The worker threads of `tt sim`. Loading a worker's modules (the engine, its
 * schemas, the game) takes a few hundred milliseconds, all of it time that
 * worker does not play; so `tt` starts the workers a `tt sim` command line
 * asks for before it loads its own modules, and the two loads overlap. A
 * worker loads everything, then waits for its job. Workers nobody takes are
 * unreferenced (they never keep the process alive) and terminated at the end.
 */
const prestarted: Worker[] = [];

function workerUrl(): URL {
  // The CommonJS build has no import.meta.url (its bundler leaves it undefined): use its file name.
  const here = (import.meta.url as string | undefined) ?? pathToFileURL(__filename).href;
  // From sources (tsx) the worker is a .ts file behind a bootstrap that registers tsx; from the build, a .js file.
  return new URL(here.endsWith(".ts") ? "./sim-worker-dev.mjs" : "./sim-worker.js", here);
}

function spawn(gameHint: string | undefined): Worker {
  return new Worker(workerUrl(), { workerData: { gameHint } });
}

/** Starts `count` idle workers that preload the game `gameHint` (if it is one). @internal */
function prestartSimWorkers(count: number, gameHint: string | undefined): void {
  for (let i = 0; i < count; i++) {
    let worker: Worker;
    try {
      worker = spawn(gameHint);
    } catch {
      return; // only a head start: simCommand starts what is missing, and reports a real failure there
    }
    worker.unref();
    // A worker that fails before it is taken is simply never used (see simCommand).
    worker.on("error", () => {});
    prestarted.push(worker);
  }
}

/**
 * Starts the workers a `tt sim` command line (the arguments after `tt`) will
 * use: `--workers` minus one (this thread plays too), no more than `--games`
 * minus one. Anything else, or anything it cannot read, starts none. @internal
 */
export function prestartForArgv(argv: readonly string[]): void {
  // tt sim merge plays nothing.
  if (argv[0] !== "sim" || argv.includes("merge")) return;
  let workers = availableParallelism();
  let games = Number.POSITIVE_INFINITY;
  let shards = 1;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const text = () => inline ?? argv[i + 1] ?? "";
    if (name === "-h" || name === "--help") return;
    if (name === "-w" || name === "--workers") workers = Number(text());
    if (name === "-n" || name === "--games") games = Number(text());
    // A shard plays about games / N of them (--games defaults to 1000).
    if (name === "--shard") shards = Number(/^\d+\/(\d+)$/.exec(text())?.[1] ?? 1);
  }
  if (shards > 1) games = Math.ceil((Number.isFinite(games) ? games : 1000) / shards);
  const count = Math.min(workers, games) - 1;
  if (Number.isSafeInteger(count) && count >= 1 && workers <= 256) prestartSimWorkers(count, argv[1]);
}

/** `count` workers for a simulation: prestarted ones first, then new ones. @internal */
export function takeSimWorkers(count: number, gameHint: string): Worker[] {
  const workers = prestarted.splice(0, count);
  for (const worker of workers) {
    worker.removeAllListeners("error");
    worker.ref();
  }
  while (workers.length < count) workers.push(spawn(gameHint));
  return workers;
}

/** Terminates the prestarted workers nobody took. @internal */
export function dropSimWorkers(): void {
  for (const worker of prestarted.splice(0)) void worker.terminate();
}
