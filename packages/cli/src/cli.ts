#!/usr/bin/env node
import { interrupted, processIo } from "./io";
import { dropSimWorkers, prestartForArgv } from "./sim-pool";

// A reader that stops early (`tt odds 2d6 | head -3`) closes the pipe: the rest of the output has
// nowhere to go, which is no error of ours. End quietly, as Unix tools do.
const quietOnClosedPipe = (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
};
process.stdout.on("error", quietOnClosedPipe);
process.stderr.on("error", quietOnClosedPipe);

// Ctrl-C: one clean line. tt play saves first, says how to resume and ends as after q (exit 0);
// anything else exits 130.
process.on("SIGINT", () => {
  const { message, code } = interrupted();
  // A progress bar hides the cursor while it draws: give it back to the terminal.
  if (process.stderr.isTTY) process.stderr.write("\u001b[?25h");
  process.stderr.write(`\ntt: ${message}\n`);
  dropSimWorkers();
  process.exit(code);
});

const argv = process.argv.slice(2);
// `tt sim` workers load their modules while this thread loads its own.
prestartForArgv(argv);
void import("./program")
  .then(({ runCli }) => runCli(argv, processIo()))
  .then((code) => {
    dropSimWorkers();
    process.exitCode = code;
  });
