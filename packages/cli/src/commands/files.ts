import { readFileSync } from "node:fs";
import { parseLog, viewNext, type AnyGame, type EngineError } from "@tt/engine";

/** A problem with a file the user named: printed as one line. @internal */
export class FileProblem extends Error {}

/**
 * Reads and parses a JSON file, or throws a {@link FileProblem} saying what is wrong in one line,
 * naming the file as `shown` (default: its path). @internal
 */
export function readJson(path: string, shown = path): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FileProblem(code === "ENOENT" ? `no such file: ${shown}` : `cannot read ${shown}: ${code ?? String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FileProblem(`${shown} is not valid JSON: ${(error as Error).message}`);
  }
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
