#!/usr/bin/env node
import { processIo } from "./io";
import { runCli } from "./program";

void runCli(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});
