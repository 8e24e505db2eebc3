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
export function paint(io: CliIo) {
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
