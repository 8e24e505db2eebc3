#!/usr/bin/env node
import { processIo } from "./io";
import { dropSimWorkers, prestartForArgv } from "./sim-pool";

const argv = process.argv.slice(2);
// `tt sim` workers load their modules while this thread loads its own.
prestartForArgv(argv);
void import("./program")
  .then(({ runCli }) => runCli(argv, processIo()))
  .then((code) => {
    dropSimWorkers();
    process.exitCode = code;
  });
