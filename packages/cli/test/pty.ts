import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

// `tt` in a pseudo-terminal, as a person runs it. util-linux `script` gives the child a real
// terminal (its stdin and stdout are a pty, so isTTY is true and Ctrl-C is a signal from the
// line discipline), and forwards what the test writes to the terminal's keyboard side. No native
// module is needed: `script` is part of every Debian and most Linux installs.

const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** Quotes one word for `sh -c`. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** Escape sequences and carriage returns a terminal interprets, removed so tests can match text. */
function plain(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escapes are control characters.
  return text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[()][0-9A-B]|\u001b[=>]/g, "").replace(/\r/g, "");
}

/** A running `tt` in a pseudo-terminal. */
export interface PtySession {
  /** Everything the terminal showed so far, escape sequences and carriage returns removed. */
  readonly output: string;
  /** Types `text` at the terminal's keyboard (`"q\r"`, `"\u0003"` for Ctrl-C). */
  type(text: string): void;
  /**
   * Waits until the output after `from` (default: all of it) matches `pattern`, and returns the
   * output's length at the end of the match (a `from` for the next wait).
   * @throws after `timeoutMs` (the error shows the last of the output)
   */
  waitFor(pattern: string | RegExp, options?: { from?: number; timeoutMs?: number }): Promise<number>;
  /** Resolves with the exit code (null when killed), or with "timeout" if the program still runs after `timeoutMs`. */
  exit(timeoutMs?: number): Promise<number | null | "timeout">;
  /** Ends the session and its child (safe to call twice). */
  kill(): void;
}

/** Options of {@link ttPty}. */
export interface PtyOptions {
  cwd?: string;
  /** Added to the environment (NO_COLOR is set unless given). */
  env?: Record<string, string>;
  /** Terminal size (default 100 × 40). */
  columns?: number;
  rows?: number;
}

/**
 * Starts `tt <args>` in a pseudo-terminal through `script -qfec` (`-e`: the child's exit code
 * is script's). Always {@link PtySession.kill} it at the end of the test.
 */
export function ttPty(args: readonly string[], options: PtyOptions = {}): PtySession {
  const command = [process.execPath, "--import", tsx, "--conditions=@tt/source", cli, ...args].map(shellWord).join(" ");
  const size = `stty cols ${options.columns ?? 100} rows ${options.rows ?? 40} 2>/dev/null; exec ${command}`;
  const child: ChildProcess = spawn("script", ["-qfec", size, "/dev/null"], {
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: "1", ...options.env, TERM: "xterm" },
    stdio: ["pipe", "pipe", "pipe"],
    // Its own process group, so kill() ends script and the program in its terminal together.
    detached: true,
  });
  let raw = "";
  let text = "";
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    raw += chunk.toString("utf8");
    text = plain(raw);
    for (const listener of listeners) listener();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  child.stdin!.on("error", () => {});
  child.on("error", (error) => {
    // No `script` (util-linux) on this machine: say so, rather than time out.
    raw += `\n[pty: cannot start util-linux script: ${error.message}]\n`;
    text = plain(raw);
    code = null;
    for (const listener of listeners) listener();
  });
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.on("exit", (c) => {
      code = c;
      resolve(c);
      for (const listener of listeners) listener();
    });
  });
  const kill = () => {
    if (code !== undefined || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  return {
    get output() {
      return text;
    },
    type: (keys) => void child.stdin!.write(keys),
    waitFor: (pattern, { from = 0, timeoutMs = 60_000 } = {}) =>
      new Promise<number>((resolve, reject) => {
        const check = () => {
          const tail = text.slice(from);
          const at =
            typeof pattern === "string"
              ? tail.includes(pattern)
                ? tail.indexOf(pattern) + pattern.length
                : -1
              : (() => {
                  const m = pattern.exec(tail);
                  return m ? m.index + m[0].length : -1;
                })();
          if (at >= 0) {
            done();
            resolve(from + at);
          } else if (code !== undefined) {
            done();
            reject(new Error(`tt exited (${code}) before showing ${String(pattern)}; it showed:\n${tail.slice(-2000)}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${String(pattern)} after ${timeoutMs} ms; the terminal shows:\n${text.slice(from).slice(-2000)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    exit: (timeoutMs = 30_000) => Promise.race([exited, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), timeoutMs).unref())]),
    kill,
  };
}
