import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runCli, type LineSource } from "@tt/cli";

const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
// tsx's loader by absolute URL, so the subprocess may run in any folder.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * Runs `tt` as a subprocess, as a user does: colours off, optional piped input. Its data folder
 * (where `tt play` saves by default) is `<cwd>/data`, see {@link savedGame}.
 */
export function tt(args: string[], options: { input?: string; cwd?: string; env?: Record<string, string> } = {}) {
  const r = spawnSync(process.execPath, ["--import", tsx, "--conditions=@tt/source", cli, ...args], {
    encoding: "utf8",
    input: options.input ?? "",
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: "1", XDG_DATA_HOME: join(options.cwd ?? tmpdir(), "data"), ...options.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** A fresh empty folder for saves. */
export function scratch(): string {
  return mkdtempSync(join(tmpdir(), "tt-cli-"));
}

/** Where `tt play <game>` run by {@link tt} in `dir` saves when not told: tt's data folder. */
export function savedGame(dir: string, game: string): string {
  return join(dir, "data", "tt", "saves", `${game}.json`);
}

/** A terminal that records what tt writes: `io` for the commands, `text()` for everything written so far (errors included). */
export function recordingIo(): { io: { out: (t: string) => void; err: (t: string) => void; color: false }; text: () => string } {
  let text = "";
  const write = (t: string) => {
    text += t;
  };
  return { io: { out: write, err: write, color: false }, text: () => text };
}

/**
 * Plays `tt play` in-process with answers chosen from what it shows: `answer(screen)` sees the
 * output since the last answer and returns the next one (undefined: end of input). With `echo`,
 * each answer is recorded after its prompt with its newline, as a terminal shows what one types.
 */
export async function playScripted(args: string[], answer: (screen: string, all: string) => string | undefined, options: { echo?: boolean } = {}) {
  const recorded = recordingIo();
  const io = recorded.io;
  let mark = 0;
  const lines: LineSource = {
    next: async () => {
      const all = recorded.text();
      const screen = all.slice(mark);
      const reply = answer(screen, all);
      if (options.echo === true && reply !== undefined) io.out(`${reply}\n`);
      mark = recorded.text().length;
      return reply;
    },
  };
  const code = await runCli(args, io, () => lines);
  return { code, output: recorded.text() };
}

/**
 * The question tt play is asking at the end of `text`: its last line, with the lines before it that
 * a question longer than 100 columns was wrapped into (indented continuations).
 */
export function promptOf(text: string): string {
  const lines = text.split("\n");
  let first = lines.length - 1;
  while (first > 0 && lines[first]!.startsWith("    ")) first--;
  return lines.slice(first).join("\n");
}

/** The narration of the die rolls on a screen: "Raid Table: 7 (die) ...", "p1 rolls 1D10 for challenge roll: 4". */
export const rolls = (screen: string) => screen.split("\n").filter((line) => /\(die\)|rolls 1D\d+ for /.test(line));

/** The number of the menu line matching `label`. */
export function choice(screen: string, label: RegExp): string {
  const line = screen
    .split("\n")
    .filter((l) => /^ +\d+\) /.test(l) && label.test(l))
    .pop();
  if (!line) throw new Error(`no choice ${label} in:\n${screen.slice(-2000)}`);
  return /^ +(\d+)\)/.exec(line)![1]!;
}
