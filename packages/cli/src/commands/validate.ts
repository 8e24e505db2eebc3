import type { CliGame } from "../games/registry";
import type { CliIo } from "../io";
import { paint } from "../io";
import { userPath } from "../paths";
import { readJson } from "./files";

/**
 * `tt validate <game> <data.json>`: checks a user's corrected data file with
 * the game's own schemas and loader. Returns the exit code: 0 valid, 1 not.
 * @internal
 */
export function validateCommand(cli: CliGame, path: string, io: CliIo): number {
  const data = readJson(userPath(path));
  const problems = cli.data.check(data);
  const c = paint(io);
  if (problems.length === 0) {
    io.out(`${c.green("valid")}: ${path} is ${cli.data.describe}\n`);
    return 0;
  }
  io.out(`${c.red("invalid")}: ${path} has ${problems.length} problem${problems.length === 1 ? "" : "s"} (expected ${cli.data.describe})\n`);
  for (const problem of problems) io.out(`  ${problem}\n`);
  return 1;
}
