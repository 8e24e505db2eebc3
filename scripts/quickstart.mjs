#!/usr/bin/env node
// The README's two Quick start commands, `npm start` and `npm test`, land here.
// They must work on a machine that has only Node.js 20 and npm, so this script
// finds pnpm (on PATH, through corepack, or through npx), installs the workspace
// from the lockfile, then runs the demo or the whole test suite.
import { spawnSync } from "node:child_process";

const PNPM_VERSION = "10.34.9";
const env = {
  ...process.env,
  COREPACK_INTEGRITY_KEYS: "0",
  COREPACK_ENABLE_DOWNLOAD_PROMPT: "0",
  TURBO_TELEMETRY_DISABLED: "1",
};
const isWindows = process.platform === "win32";

function works(cmd, args) {
  const r = spawnSync(cmd, [...args, "--version"], { env, stdio: "pipe", shell: isWindows });
  return r.status === 0;
}

function findPnpm() {
  if (works("pnpm", [])) return ["pnpm", []];
  if (works("corepack", ["pnpm"])) return ["corepack", ["pnpm"]];
  return ["npx", ["--yes", `pnpm@${PNPM_VERSION}`]];
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { env, stdio: "inherit", shell: isWindows });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const task = process.argv[2];
if (task !== "start" && task !== "test") {
  console.error("usage: node scripts/quickstart.mjs start|test");
  process.exit(2);
}
const [pnpm, pre] = findPnpm();
run(pnpm, [...pre, "install", "--frozen-lockfile"]);
if (task === "start") run(pnpm, [...pre, "run", "demo"]);
else run(pnpm, [...pre, "run", "test:run"]);
