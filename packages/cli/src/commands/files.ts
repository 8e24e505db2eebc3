import { readFileSync } from "node:fs";

/** A problem with a file the user named: printed as one line. @internal */
export class FileProblem extends Error {}

/** Reads and parses a JSON file, or throws a {@link FileProblem} saying what is wrong in one line. @internal */
export function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FileProblem(code === "ENOENT" ? `no such file: ${path}` : `cannot read ${path}: ${code ?? String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FileProblem(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}
