import { closeSync, openSync, readSync } from "node:fs";
import { DiceError } from "@tt/dice";
import { DataError, EngineError, RuleError, formatJsonPath, parseLog, viewNext, type AnyGame, type TtErrorShape } from "@tt/engine";
import { TableError } from "@tt/tables";

/** A problem with a file the user named: printed as one line. @internal */
export class FileProblem extends Error {}

/** How many characters of a value from a file or the command line a message quotes. @internal */
export const QUOTE_LIMIT = 80;

/** `text` as a message quotes it: in double quotes, at most {@link QUOTE_LIMIT} characters, then `…` (a number as it is). @internal */
export function quote(text: string | number): string {
  if (typeof text === "number") return String(text);
  return JSON.stringify(text.slice(0, QUOTE_LIMIT)) + (text.length > QUOTE_LIMIT ? "…" : "");
}

/** `text` cut to {@link QUOTE_LIMIT} characters, then `…`, unquoted (a JSON path, a file name). @internal */
export function cut(text: string): string {
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}

/**
 * Whether `error` is one of the @tt packages' typed errors (`EngineError`, `RuleError`, `DiceError`,
 * `TableError`, and the games' `SyndromeError`, `WarpQuestError` ...): a stable code, a message
 * written for people that quotes at most 80 characters of its input, the JSON path of what was wrong. @internal
 */
export function isTtError(error: unknown): error is Error & TtErrorShape {
  return error instanceof EngineError || error instanceof RuleError || error instanceof DataError || error instanceof DiceError || error instanceof TableError;
}

/**
 * A typed error about the file `shown` as one line, `<file>: <what is wrong> (at <json path>)`:
 * `what` (default: the error's message), then where in the file: the error's path (a log's step
 * `k` is `inputs[k]`) under `under` (the key of the part of the file the error is about, `log` in
 * a save), unless the message already names it. @internal
 */
export function fileProblemOf(shown: string, error: Error & TtErrorShape, what: string = error.message, under = ""): FileProblem {
  const own = error.path !== "" ? error.path : error instanceof EngineError && error.step !== undefined ? `inputs[${error.step}]` : "";
  const path = own === "" ? under : under === "" ? own : own.startsWith("[") ? `${under}${own}` : `${under}.${own}`;
  const named = error.path !== "" && what.includes(error.path.slice(0, QUOTE_LIMIT));
  return new FileProblem(`${shown}: ${what}${path === "" || named ? "" : ` (at ${cut(path)})`}`);
}

/** The largest file tt reads (saves, logs, shard and data files are far smaller): 64 MiB. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** The bytes of the file at `path`, at most {@link MAX_FILE_BYTES} (a device or a pipe that never ends is cut there). */
function readCapped(path: string): { bytes: Buffer; whole: boolean } {
  const fd = openSync(path, "r");
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, MAX_FILE_BYTES + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) return { bytes: Buffer.concat(chunks, total), whole: true };
      chunks.push(chunk.subarray(0, read));
      total += read;
      if (total > MAX_FILE_BYTES) return { bytes: Buffer.concat(chunks, total), whole: false };
    }
  } finally {
    closeSync(fd);
  }
}

/** How deeply a file tt reads may nest arrays and objects: far more than any save, log, shard or data file (under 10). */
const MAX_FILE_DEPTH = 200;

/** The most items a list in one of tt's own files (a save, a log, a shard) may have: a save's log of the longest campaign has a few thousand. */
const MAX_ITEMS = 100_000;

/**
 * The JSON path of the first array or object nested deeper than {@link MAX_FILE_DEPTH} in `value`
 * and why, or, in tt's own files (`own`), of the first list of more than {@link MAX_ITEMS} items
 * or key `__proto__`; undefined when there is none. Iterative, so a file nested 20,000 deep is
 * measured without overflowing the stack.
 */
function shapeProblem(value: unknown, own: boolean): { path: string; why: string } | undefined {
  interface Place {
    readonly value: unknown;
    readonly depth: number;
    readonly parent: Place | undefined;
    readonly key: string | number;
  }
  const pathOf = (place: Place) => {
    const keys: (string | number)[] = [];
    for (let at: Place | undefined = place; at?.parent !== undefined; at = at.parent) keys.unshift(at.key);
    return formatJsonPath(keys);
  };
  const stack: Place[] = [{ value, depth: 0, parent: undefined, key: "" }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if (own && top.key === "__proto__" && top.parent !== undefined && !Array.isArray(top.parent.value)) {
      return { path: pathOf(top), why: "a key __proto__, which no file tt reads has" };
    }
    if (top.value === null || typeof top.value !== "object") continue;
    if (top.depth >= MAX_FILE_DEPTH) return { path: pathOf(top), why: `nested deeper than ${MAX_FILE_DEPTH} levels, which no file tt reads is` };
    if (own && Array.isArray(top.value) && top.value.length > MAX_ITEMS) {
      return { path: pathOf(top), why: `a list of ${top.value.length.toLocaleString("en")} items, where tt writes at most ${MAX_ITEMS.toLocaleString("en")}` };
    }
    const entries: [string | number, unknown][] = Array.isArray(top.value) ? top.value.map((v, i) => [i, v]) : Object.entries(top.value);
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], depth: top.depth + 1, parent: top, key: entries[i]![0] });
  }
  return undefined;
}

/** Control characters (a terminal would act on them) written as escapes, for a message that shows text from a file. */
function printable(text: string): string {
  let shown = "";
  for (const c of text) {
    const code = c.charCodeAt(0);
    shown += code < 0x20 || (code >= 0x7f && code <= 0x9f) ? `\\u${code.toString(16).padStart(4, "0")}` : c;
  }
  return shown;
}

/**
 * Reads and parses a JSON file, or throws a {@link FileProblem} saying what is wrong in one line,
 * naming the file as `shown` (default: its path): missing, a folder, unreadable, bigger than
 * {@link MAX_FILE_BYTES}, empty, binary, not JSON (where, in its parser's words), nested deeper
 * than {@link MAX_FILE_DEPTH} levels, or, with `own` (tt's own files: saves, logs, shards), holding
 * a key `__proto__` (JSON.parse keeps it, a schema drops it without a word) or a list of more than
 * {@link MAX_ITEMS} items (read item by item, a million wrong ones take seconds). A byte-order mark
 * is skipped. @internal
 */
export function readJson(path: string, shown = path, options: { own?: boolean } = {}): unknown {
  let read: { bytes: Buffer; whole: boolean };
  try {
    read = readCapped(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new FileProblem(`no such file: ${shown}`);
    if (code === "EISDIR") throw new FileProblem(`${shown} is a folder, not a JSON file`);
    throw new FileProblem(`cannot read ${shown}: ${code ?? (error instanceof Error ? error.message : String(error))}`);
  }
  if (!read.whole) throw new FileProblem(`${shown} is bigger than ${MAX_FILE_BYTES / 1024 / 1024} MiB: not a file tt reads`);
  // A NUL byte, or bytes that are not UTF-8: an image, an archive, a file of another encoding.
  const nul = read.bytes.indexOf(0);
  if (nul !== -1) throw new FileProblem(`${shown} is not a JSON file: it holds binary data (a NUL byte at byte ${nul})`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(read.bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new FileProblem(`${shown} is not a JSON file: it is not UTF-8 text`);
  }
  if (text.trim() === "") throw new FileProblem(`${shown} is empty: not a JSON file`);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    // V8's message quotes a few characters around the error, or gives its position: as a line and column.
    const message = (error instanceof Error ? error.message : String(error)).replace(/ at position (\d+)/, (_, at: string) => {
      const before = text.slice(0, Number(at)).split("\n");
      return ` at line ${before.length}, column ${before.at(-1)!.length + 1}`;
    });
    throw new FileProblem(`${shown} is not valid JSON: ${printable(message).slice(0, 200)}`);
  }
  const problem = shapeProblem(value, options.own === true);
  if (problem !== undefined) throw new FileProblem(`${shown}: ${problem.why} (at ${cut(problem.path) || "(root)"})`);
  return value;
}

/**
 * Why a saved log cannot be replayed, told as its player may be told it: at a blind draw (a cup
 * the player may not look into) the engine's message names the saved outcome, so the step is
 * described through `viewNext` instead, its outcomes hidden. @internal
 */
export function explainLogError(game: AnyGame, log: unknown, error: EngineError, viewer: string | undefined): string {
  const step = error.step;
  if (step === undefined || error.code !== "engine/illegal-outcome") return error.message;
  let state: unknown;
  try {
    const checked = parseLog(game, log);
    state = game.setup(checked.options);
    for (const input of checked.inputs.slice(0, step)) state = game.apply(state, input).state;
  } catch {
    return error.message;
  }
  const seen = viewNext(game, state, viewer ?? "p1");
  if (seen.kind === "chance" && seen.blind === true) {
    return `step ${step}: the saved outcome is not a possible result of "${seen.purpose}" (a blind draw: its ${seen.outcomes.length} possible outcomes stay hidden)`;
  }
  return error.message;
}
