import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CliGame } from "../games/registry";
import type { CliIo } from "../io";
import { paint } from "../io";
import { shownPath, userPath } from "../paths";
import { FileProblem, cut, isTtError, readJson } from "./files";

/** At most this many problems are listed; the rest are counted (fix these and run again). @internal */
const MAX_PROBLEMS = 20;
/** The longest problem line printed: a path and a sentence. */
const MAX_LINE = 300;

/** What the user named, put together: the data, and where each problem's JSON path lies in the files read. */
interface ReadData {
  readonly data: unknown;
  /** A problem's JSON path in `data` as `<file> at <path in the file>` (a data folder), or as it is (one file). */
  readonly where: (path: string) => string;
}

/** The part files of a game's data folder: a file (`characters.json`), or a folder of them (`maps/`: its JSON files, by name, make the key's list). */
const isFolderPart = (file: string) => file.endsWith("/");

/**
 * Reads what the user named: one JSON file, or (for a game that ships its data as several files)
 * the data folder as the package ships it, its files put together under their keys, a subfolder's
 * JSON files (in the order of their names) as one list.
 */
function readData(cli: CliGame, path: string): ReadData {
  const full = userPath(path);
  if (!existsSync(full) || !statSync(full).isDirectory()) return { data: readJson(full), where: (at) => at };
  const parts = cli.data.parts;
  if (parts === undefined) throw new FileProblem(`${path} is a folder; tt validate ${cli.id} reads one JSON file (write one with: tt data ${cli.id} my-${cli.id}.json)`);
  const jsonFiles = (folder: string) =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
      .map((entry) => entry.name)
      .sort();
  const present = (file: string) => {
    const at = join(full, file);
    if (!isFolderPart(file)) return existsSync(at) && !statSync(at).isDirectory();
    return existsSync(at) && statSync(at).isDirectory() && jsonFiles(at).length > 0;
  };
  const missing = Object.values(parts).filter((file) => !present(file));
  if (missing.length > 0) throw new FileProblem(`${path} is a folder without ${missing.join(", ")} (a ${cli.id} data folder holds ${Object.values(parts).join(", ")})`);
  const data: Record<string, unknown> = { schemaVersion: 1 };
  const lists = new Map<string, string[]>();
  for (const [key, file] of Object.entries(parts)) {
    if (isFolderPart(file)) {
      const names = jsonFiles(join(full, file));
      lists.set(key, names);
      data[key] = names.map((name) => readJson(join(full, file, name)));
    } else data[key] = readJson(join(full, file));
  }
  return {
    data,
    where: (at) => {
      const match = /^([A-Za-z_$][\w$]*)(?:\[(\d+)\])?(.*)$/.exec(at);
      const file = match !== null && Object.hasOwn(parts, match[1]!) ? parts[match[1]!] : undefined;
      if (match === null || file === undefined) return at;
      const [, key, index, rest] = match;
      const names = lists.get(key!);
      // A subfolder's file by its place in the list; the rest of the path is inside it.
      const [inFile, inner] = names === undefined ? [file, at.slice(key!.length)] : index === undefined ? [file, rest!] : [`${file}${names[Number(index)] ?? `[${index}]`}`, rest!];
      const path = inner.replace(/^\./, "");
      return path === "" ? inFile : `${inFile} at ${path}`;
    },
  };
}

/** How to make the file `tt validate <game>` expects, in lines. */
function howToMake(cli: CliGame): string[] {
  const lines = [`To start from the shipped data: tt data ${cli.id} my-${cli.id}.json (writes it as one file to correct), then tt validate ${cli.id} my-${cli.id}.json`];
  if (cli.data.parts) lines.push(`A data folder as the package ships it (${Object.values(cli.data.parts).join(", ")}) is accepted as it is: tt validate ${cli.id} <folder>`);
  return lines;
}

/**
 * `tt validate <game> <data>`: checks a user's corrected data file (or the game's data folder as
 * shipped) with the game's own schemas and loader, listing every problem with its JSON path (up to
 * {@link MAX_PROBLEMS}). Returns the exit code: 0 valid, 1 not.
 * @internal
 */
export function validateCommand(cli: CliGame, path: string, io: CliIo): number {
  const { data, where } = readData(cli, path);
  let problems: string[];
  try {
    problems = cli.data.check(data);
  } catch (error) {
    // A typed error the game's check did not turn into a line (another package's, a limit): still a problem of the file.
    if (!isTtError(error)) throw error;
    problems = [`${error.path === "" ? "(root)" : cut(error.path)}: ${error.message}`];
  }
  // Read from a data folder: each problem names the file it is in and its path there.
  problems = problems.map((problem) => {
    const at = /^([^\s:]+): /.exec(problem);
    return at === null ? problem : `${where(at[1]!)}${problem.slice(at[1]!.length)}`;
  });
  const c = paint(io);
  if (problems.length === 0) {
    io.out(`${c.green("valid")}: ${path} is ${cli.data.describe}\n`);
    return 0;
  }
  io.out(`${c.red("invalid")}: ${path} has ${problems.length} problem${problems.length === 1 ? "" : "s"} (expected ${cli.data.describe})\n`);
  // A problem quotes at most 80 characters of the file; a line is cut where a schema's message quotes more (every unknown key).
  for (const problem of problems.slice(0, MAX_PROBLEMS)) io.out(`  ${problem.length > MAX_LINE ? `${problem.slice(0, MAX_LINE)}…` : problem}\n`);
  if (problems.length > MAX_PROBLEMS) io.out(`  ... and ${problems.length - MAX_PROBLEMS} more (fix these and run tt validate again)\n`);
  for (const line of howToMake(cli)) io.out(`${c.dim(line)}\n`);
  return 1;
}

/**
 * `tt data <game> [file]`: the game's shipped data as one JSON file, the starting point of a
 * corrected copy; to standard output without a file. Never overwrites. Returns the exit code.
 * @internal
 */
export function dataCommand(cli: CliGame, file: string | undefined, io: CliIo): number {
  const text = `${JSON.stringify(cli.data.shipped, null, 2)}\n`;
  if (file === undefined) {
    io.out(text);
    return 0;
  }
  const full = userPath(file);
  if (existsSync(full)) throw new FileProblem(`${file} exists; tt data does not overwrite a file (name another)`);
  try {
    writeFileSync(full, text, { flag: "wx" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FileProblem(`cannot write ${file}: ${code === "ENOENT" ? "its folder does not exist" : (code ?? (error instanceof Error ? error.message : String(error)))}`);
  }
  io.out(`wrote ${shownPath(full)}: ${cli.data.describe}; correct it, then: tt validate ${cli.id} ${file}\n`);
  return 0;
}
