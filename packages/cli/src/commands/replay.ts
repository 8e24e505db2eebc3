import { EngineError, replay } from "@tt/engine";
import { cliIdOf, loadGame } from "../games/registry";
import type { CliIo } from "../io";
import { fitLine, fitLines, paint } from "../io";
import { userPath } from "../paths";
import { FileProblem, explainLogError, readJson } from "./files";

/**
 * `tt replay <file>`: re-runs a saved game (a `tt play` save or a bare
 * @tt/engine log) and narrates it. A log of an unknown game, another version
 * or an unreadable format is refused with one line.
 * @internal
 */
export async function replayCommand(path: string, io: CliIo): Promise<void> {
  const data = readJson(userPath(path)) as { log?: unknown; gameId?: unknown };
  const log = (data && typeof data === "object" && "log" in data ? data.log : data) as { gameId?: unknown } | null;
  const gameId = log && typeof log === "object" ? log.gameId : undefined;
  if (typeof gameId !== "string") throw new FileProblem(`${path} is not a saved game: it has no gameId`);
  const id = cliIdOf(gameId);
  const cli = id ? await loadGame(id) : undefined;
  if (!cli) throw new FileProblem(`${path} is a game of "${gameId}", which tt does not know`);
  let replayed: ReturnType<typeof replay>;
  try {
    replayed = replay(cli.game, log);
  } catch (error) {
    if (error instanceof EngineError) throw new FileProblem(`${path}: ${explainLogError(cli.game, log, error, cli.viewer)}`);
    throw error;
  }
  const c = paint(io);
  io.out(`${c.bold(cli.title)}: replaying ${replayed.steps} inputs from ${path}\n\n`);
  for (const event of replayed.events) {
    const line = cli.narrate(event, c);
    if (line !== null) for (const fitted of fitLines(line)) io.out(`${fitted}\n`);
  }
  io.out("\n");
  for (const line of cli.describe(replayed.state, "table").flatMap((l) => fitLine(l))) io.out(`${line}\n`);
  if (replayed.next.kind === "over") io.out(`\n${c.bold("result")}: ${cli.classify(replayed.next.result)}\n`);
  else io.out(`\n${c.yellow("unfinished")}: the game waits for ${replayed.next.kind === "decision" ? `${replayed.next.player} to decide` : "a roll"}\n`);
}
