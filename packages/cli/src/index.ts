/**
 * `@tt/cli`: the `tt` command. Its functions are exported so it can be run
 * from another program or a test without spawning a process.
 *
 * @packageDocumentation
 */
export { runCli } from "./program";
export { processIo, type CliIo } from "./io";
export type { LineSource } from "./commands/play";
