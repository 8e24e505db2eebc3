import pc from "picocolors";

/**
 * Where the CLI reads and writes: the real process streams, or strings in tests.
 *
 * @example
 * ```ts
 * import { processIo } from "@tt/cli";
 * processIo().out("hello\n");
 * ```
 */
export interface CliIo {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** Whether colours may be used (a terminal, and NO_COLOR unset). */
  readonly color: boolean;
}

/**
 * The process's own standard streams. Colour follows `NO_COLOR`/`FORCE_COLOR`
 * and switches off when standard output is not a terminal.
 *
 * @returns an {@link CliIo} over `process.stdout` and `process.stderr`
 * @example
 * ```ts
 * import { processIo, runCli } from "@tt/cli";
 * await runCli(["odds", "2d6"], processIo());
 * ```
 */
export function processIo(): CliIo {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    color: pc.isColorSupported && process.stdout.isTTY === true,
  };
}

/** Colour helpers that do nothing when colour is off. @internal */
export function paint(io: Pick<CliIo, "color">) {
  const c = pc.createColors(io.color);
  return { bold: c.bold, dim: c.dim, green: c.green, red: c.red, cyan: c.cyan, yellow: c.yellow };
}

let interruptHandler: (() => string) | undefined;

/**
 * What to say (and do) when the user presses Ctrl-C, while `handler` is registered: `tt play`
 * saves the game and returns the resume hint. Returns the function that unregisters it. @internal
 */
export function onInterrupt(handler: () => string): () => void {
  interruptHandler = handler;
  return () => {
    if (interruptHandler === handler) interruptHandler = undefined;
  };
}

/**
 * What Ctrl-C does once the registered handler ran: the line to print (never a stack trace) and
 * the exit code. A game saved by its handler ends as `q` does (0: nothing failed); anything else
 * was cut short (130, as a shell reports). @internal
 */
export function interrupted(): { message: string; code: number } {
  if (interruptHandler === undefined) return { message: "interrupted", code: 130 };
  try {
    return { message: `interrupted: ${interruptHandler()}`, code: 0 };
  } catch (error) {
    return { message: `interrupted: could not save: ${error instanceof Error ? error.message : String(error)}`, code: 130 };
  }
}

/** The width tt play's lines fit (status, menus, narration, prompts): a 100-column terminal. @internal */
const STATUS_WIDTH = 100;

/** The columns a line takes on a terminal: its characters less the colour codes (`ESC [ ... m`). */
function visibleLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 27) {
      while (i < text.length && text[i] !== "m") i++;
      continue;
    }
    length++;
  }
  return length;
}

/**
 * Where a long line is broken, best first: after a `; ` or ` · ` (a space and its people stay
 * together); after a `, ` or before a ` vs ` or ` → ` (a name in a list, each side of a check
 * stays whole); between words.
 */
const BREAKS = [/(?<=; | · )/, /(?<=, )|(?= vs | → )/, /(?<= )/];

/**
 * A line fitted to `width` columns: broken after a `; ` or ` · ` where it can (a space's people
 * stay together), else after a `, ` or before a ` vs ` or ` → ` (see BREAKS), else between words,
 * the continuation lines indented by four more than the line (a menu choice's under its label, a
 * story's under the story). A line that fits is returned as it is; colour codes take no room. @internal
 */
export function fitLine(line: string, width = STATUS_WIDTH): string[] {
  if (visibleLength(line) <= width) return [line];
  // An indented line keeps its indent on every line it becomes.
  const lead = /^ */.exec(line)![0];
  if (lead !== "") return fitLine(line.slice(lead.length), width - lead.length).map((l) => lead + l);
  const indent = "    ";
  const lines: string[] = [];
  let current = "";
  const room = () => width - (lines.length === 0 ? 0 : indent.length);
  const flush = () => {
    if (current.trim() !== "") lines.push(current.trimEnd());
    current = "";
  };
  const joined = (piece: string) => (current === "" ? piece.trimStart() : current + piece);
  const fits = (piece: string) => visibleLength(joined(piece).trimEnd()) <= room();
  // Each piece (with its trailing separator) goes on the current line if it fits, else whole on the
  // next; a piece longer than a line is broken at the next kind of break.
  const place = (text: string, level: number) => {
    for (const piece of text.split(BREAKS[level]!)) {
      if (fits(piece)) {
        current = joined(piece);
        continue;
      }
      flush();
      if (fits(piece)) current = joined(piece);
      else if (level + 1 < BREAKS.length) place(piece, level + 1);
      else {
        // A word longer than a line (none in practice) is cut where the line ends.
        let rest = piece.trimStart();
        while (visibleLength(rest.trimEnd()) > room()) {
          current = rest.slice(0, room());
          rest = rest.slice(room());
          flush();
        }
        current = rest;
      }
    }
  };
  place(line, 0);
  flush();
  return lines.map((l, i) => (i === 0 ? l : indent + l));
}

/** Text of one or more lines (a narration and its story), each fitted by {@link fitLine}, as lines. @internal */
export function fitLines(text: string, width = STATUS_WIDTH): string[] {
  return text.split("\n").flatMap((line) => fitLine(line, width));
}
