#!/usr/bin/env node
import { interruptMessage, processIo } from "./io";
import { dropSimWorkers, prestartForArgv } from "./sim-pool";

// A reader that stops early (`tt odds 2d6 | head -3`) closes the pipe: the rest of the output has
// nowhere to go, which is no error of ours. End quietly, as Unix tools do.
const quietOnClosedPipe = (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
};
process.stdout.on("error", quietOnClosedPipe);
process.stderr.on("error", quietOnClosedPipe);

// Ctrl-C: one clean line (tt play saves first and says how to resume), exit status 130.
process.on("SIGINT", () => {
  process.stderr.write(`\ntt: ${interruptMessage()}\n`);
  dropSimWorkers();
  process.exit(130);
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
