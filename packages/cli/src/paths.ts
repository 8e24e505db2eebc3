import { homedir } from "node:os";
import { isAbsolute, join, relative, resolve, sep } from "node:path";

/** The environment variables the paths below read (process.env, or a test's own). @internal */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The folder where the user is: their shell's current directory. Run through a `tt` package script
 * (`pnpm tt ...`, the workspace's or @tt/cli's), the script runs in its package's folder and pnpm
 * records where the user typed the command in `INIT_CWD`; otherwise the process's current directory. @internal
 */
function userDirectory(env: Env = process.env): string {
  return env["npm_lifecycle_event"] === "tt" && env["INIT_CWD"] ? env["INIT_CWD"] : process.cwd();
}

/** A path the user typed, made absolute from where they are. @internal */
export function userPath(path: string, env: Env = process.env): string {
  return resolve(userDirectory(env), path);
}

/** A path as the user can type it where they are: relative below their folder, absolute elsewhere. @internal */
export function shownPath(path: string, env: Env = process.env): string {
  const from = userDirectory(env);
  const rel = relative(from, path);
  if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel)) return rel;
  const home = homedir();
  return path.startsWith(home + sep) && env["SHELL"] !== undefined ? `~${path.slice(home.length)}` : path;
}

/**
 * Where `tt play` saves a game when not told (`--save`): `<data>/tt/saves/<game>.json`, where
 * `<data>` is `$XDG_DATA_HOME`, else `~/.local/share` (on Windows `%LOCALAPPDATA%`). A saved game
 * is the user's data, not a file to leave in whatever folder (or repository) they played in. @internal
 */
export function defaultSavePath(gameId: string, env: Env = process.env): string {
  const data = env["XDG_DATA_HOME"] || (process.platform === "win32" && env["LOCALAPPDATA"] ? env["LOCALAPPDATA"] : join(homedir(), ".local", "share"));
  return join(data, "tt", "saves", `${gameId}.json`);
}

/** A word for a shell command line: quoted when it holds anything a shell would read. @internal */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./~-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * How the user runs `tt` where they are: `tt` when installed, `pnpm tt` when they ran the
 * package's script (the hint must be a command that works as typed). @internal
 */
export function ttCommand(env: Env = process.env): string {
  return env["npm_lifecycle_event"] === "tt" ? "pnpm tt" : "tt";
}
