import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
// tsx's loader by absolute URL, so the subprocess may run in any folder.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** Runs `tt` as a subprocess, as a user does: colours off, optional piped input. */
export function tt(args: string[], options: { input?: string; cwd?: string } = {}) {
  const r = spawnSync(process.execPath, ["--import", tsx, "--conditions=@tt/source", cli, ...args], {
    encoding: "utf8",
    input: options.input ?? "",
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** A fresh empty folder for saves. */
export function scratch(): string {
  return mkdtempSync(join(tmpdir(), "tt-cli-"));
}
