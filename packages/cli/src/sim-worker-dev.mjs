// Development entry of the `tt sim` worker, used only when running from
// TypeScript sources: Node 20 does not pass ESM loaders to worker threads, so
// the worker registers tsx itself before loading the real worker.
import { register } from "tsx/esm/api";

register();
await import("./sim-worker.ts");
