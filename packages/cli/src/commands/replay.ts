import { EngineError, replay } from "@tt/engine";
import { cliIdOf, loadGame } from "../games/registry";
import type { CliIo } from "../io";
import { fitLine, fitLines, paint } from "../io";
import { userPath } from "../paths";
import { FileProblem, explainLogError, fileProblemOf, isTtError, quote, readJson } from "./files";

/**
 * `tt replay <file>`: re-runs a saved game (a `tt play` save or a bare
 * @tt/engine log) and narrates it. A log of an unknown game, another version
 * or an unreadable format is refused with one line.
 * @internal
 */
export async function replayCommand(path: string, io: CliIo): Promise<void> {
  const data = readJson(userPath(path), userPath(path), { own: true }) as { log?: unknown; gameId?: unknown };
  // A tt play save holds the log under "log"; a bare log is the whole file.
  const saved = data !== null && typeof data === "object" && !Array.isArray(data) && Object.hasOwn(data, "log");
  const log = (saved ? data.log : data) as { gameId?: unknown } | null;
  const gameId = log !== null && typeof log === "object" && Object.hasOwn(log, "gameId") ? log.gameId : undefined;
  if (typeof gameId !== "string") throw new FileProblem(`${path} is not a saved game: it has no gameId (at ${saved ? "log.gameId" : "gameId"})`);
  const id = cliIdOf(gameId);
  const cli = id ? await loadGame(id) : undefined;
  if (!cli) throw new FileProblem(`${path} is a game of ${quote(gameId)}, which tt does not know`);
  let replayed: ReturnType<typeof replay>;
  try {
    replayed = replay(cli.game, log);
  } catch (error) {
    // Told as the player may be told it (a blind draw's outcomes stay hidden), at its path in the file.
    if (error instanceof EngineError) throw fileProblemOf(path, error, explainLogError(cli.game, log, error, cli.viewer), saved ? "log" : "");
    if (isTtError(error)) throw fileProblemOf(path, error, error.message, saved ? "log" : "");
    throw error;
  }
  const c = paint(io);
  io.out(`${c.bold(cli.title)}: replaying ${replayed.steps} inputs from ${path}\n`);
  for (const line of (cli.intro?.(replayed.state) ?? []).flatMap((l) => fitLine(l))) io.out(`${line}\n`);
  io.out("\n");
  for (const event of replayed.events) {
    const line = cli.narrate(event, c);
    if (line !== null) for (const fitted of fitLines(line)) io.out(`${fitted}\n`);
  }
  io.out("\n");
  for (const line of cli.describe(replayed.state, "table").flatMap((l) => fitLine(l))) io.out(`${line}\n`);
  if (replayed.next.kind === "over") io.out(`\n${c.bold("result")}: ${cli.classify(replayed.next.result)}\n`);
  else io.out(`\n${c.yellow("unfinished")}: the game waits for ${replayed.next.kind === "decision" ? `${replayed.next.player} to decide` : "a roll"}\n`);
}
