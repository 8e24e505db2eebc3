import { availableParallelism } from "node:os";
import { createInterface } from "node:readline";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { DiceError, createRng } from "@tt/dice";
import { History } from "@tt/engine";
import { demoCommand } from "./commands/demo";
import { OddsUsageError, gameTableOddsCommand, oddsCommand } from "./commands/odds";
import { mergeCommand, simCommand } from "./commands/sim";
import { FileProblem, QUOTE_LIMIT, isTtError } from "./commands/files";
import { playCommand, type LineSource } from "./commands/play";
import { replayCommand } from "./commands/replay";
import { dataCommand, validateCommand } from "./commands/validate";
import { GAME_IDS, POLICY_NAMES, SETUP_FLAGS, loadGame, type CliGame, type PolicyName, type SetupFlags } from "./games/registry";
import type { CliIo } from "./io";
import { MAX_SHARDS, parseShard, type ShardId } from "./shard";
import { version } from "../package.json";

/** Standard input, a line at a time (works for a terminal and for piped input). */
function stdinLines(): LineSource {
  const reader = createInterface({ input: process.stdin, terminal: false });
  const iterator = reader[Symbol.asyncIterator]();
  return {
    next: async () => {
      const { value, done } = await iterator.next();
      if (done) {
        reader.close();
        return undefined;
      }
      return value;
    },
    // Let go of the terminal: a game that ends (q, game over) ends the program, not another read.
    close: () => {
      reader.close();
      process.stdin.pause();
      if (process.stdin.isTTY !== true) process.stdin.destroy();
    },
  };
}

/** The version `tt --version` prints: the package's own, read from package.json when tt is built. */
const VERSION = version;

/** An error the user caused: printed as one line plus usage, never a stack. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly command: Command,
  ) {
    super(message);
  }
}

function positiveInt(what: string, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > max) {
      throw new InvalidArgumentError(`${what} must be a whole number from 1 to ${max}.`);
    }
    return n;
  };
}

async function gameOrUsage(id: string, command: Command): Promise<CliGame> {
  const cli = await loadGame(id);
  if (!cli) throw new UsageError(`unknown game "${id}" (known games: ${GAME_IDS.join(", ")})`, command);
  return cli;
}

/** Refuses a setup flag the game does not take (`--players` for a solitaire game), rather than ignore it. */
function checkFlags(cli: CliGame, flags: SetupFlags, command: Command): void {
  for (const flag of SETUP_FLAGS) {
    if (flags[flag] === undefined || cli.flags.includes(flag)) continue;
    const takes = cli.flags.length > 0 ? `it takes ${cli.flags.map((f) => `--${f}`).join(" and ")}` : "it is a solitaire game with no setup flags";
    throw new UsageError(`--${flag} does not apply to ${cli.title} (${takes})`, command);
  }
}

/** A repeatable option's values, in the order given. */
function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function shardOption(value: string): ShardId {
  const shard = parseShard(value);
  if (!shard) throw new InvalidArgumentError(`--shard must be K/N, this job's shard K of N (whole numbers, 1 <= K <= N <= ${MAX_SHARDS}), e.g. 2/8.`);
  return shard;
}

/** A command as the user typed it: `tt`, `tt sim`, `tt sim merge`. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}

function integer(what: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^[+-]?\d+$/.test(value) || !Number.isSafeInteger(n) || Math.abs(n) > 1000) throw new InvalidArgumentError(`${what} must be a whole number from -1000 to 1000.`);
    return n;
  };
}

/**
 * `text` with every argument longer than {@link QUOTE_LIMIT} characters cut to that many, then `…`:
 * a message names what the user typed (a file, a game, a value), never all of a huge one.
 */
function clipArguments(text: string, argv: readonly string[]): string {
  let clipped = text;
  for (const arg of new Set(argv)) if (arg.length > QUOTE_LIMIT) clipped = clipped.split(arg).join(`${arg.slice(0, QUOTE_LIMIT)}…`);
  return clipped;
}

function build(io: CliIo, lines: () => LineSource, setExit: (code: number) => void, argv: readonly string[]): Command {
  const program = new Command("tt")
    .description("Play, simulate and check @tt tabletop games; exact dice odds.")
    .version(VERSION, "-v, --version", "print the version")
    .helpOption("-h, --help", "show help for a command")
    .showHelpAfterError(true)
    // Each command's options follow its name (tt sim's stop at "merge", which has its own).
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s), outputError: (s, write) => write(clipArguments(s, argv)) })
    .addHelpText(
      "after",
      `
Examples:
  tt demo                 roll dice from a seed and show their exact odds
  tt odds 4d6kh3          the exact distribution of four d6, keep the highest three
  tt odds "2d6+1" --json  the same as JSON
  tt odds syndrome raid --modifier 5
                          the odds of each row of the Syndrome's Raid Table
  tt play syndrome        play The Sherwood Syndrome`,
    );

  program
    .command("odds")
    .description("print the exact distribution of a dice expression, or the odds of each row of a game's table")
    .argument("<notation>", `dice notation, e.g. 2d6+1, 4d6kh3, 2d20kl1, 1d6/2, d%; or a game (${GAME_IDS.join(", ")})`)
    .argument("[table]", "with a game: one of its tables (tt odds <game> lists them)")
    .option("--json", "print JSON instead of a table")
    .option("-m, --modifier <m>", "with a game's table: the sum of the roll's modifiers (e.g. 3 or -2)", integer("--modifier"))
    .option("-k, --key <key>", "with a game's cross table: the row (recruiting, donations) or the Royal Orders (kings-men); with a combat table, the column")
    .addHelpText(
      "after",
      `
Notation: NdS (any sides), d% (two d10s), + and - of dice and constants,
kh/kl/dh/dl N (keep or drop highest or lowest), /N (divide, round down).

A game's table: each printed row with its result, its exact odds for a d10
plus the modifier, and a bar. Cross tables (a row per person or space) need --key,
and so do combat tables read by column (Sherwood's: the column's label).

Examples:
  tt odds 2d6
  tt odds 4d6kh3
  tt odds "1d10+2-1" --json
  tt odds syndrome
  tt odds syndrome raid --modifier 5
  tt odds syndrome recruiting --key "Bishop Norje" --modifier=-1
  tt odds syndrome kings-men --key Seize
  tt odds sherwood foot-combat --key "> 41"
  tt odds sherwood to-hit --key long --modifier 2`,
    )
    .action(async function (this: Command, notation: string, table: string | undefined, options: { json?: boolean; modifier?: number; key?: string }) {
      if (GAME_IDS.includes(notation)) {
        const cli = await gameOrUsage(notation, this);
        try {
          gameTableOddsCommand(cli, table, { modifier: options.modifier ?? 0, ...(options.key !== undefined ? { key: options.key } : {}), json: options.json === true }, io);
        } catch (error) {
          if (error instanceof OddsUsageError) throw new UsageError(error.message, this);
          throw error;
        }
        return;
      }
      if (table !== undefined) throw new UsageError(`unknown game "${notation}" (known games: ${GAME_IDS.join(", ")}); a dice expression takes no table`, this);
      if (options.modifier !== undefined || options.key !== undefined) throw new UsageError("--modifier and --key go with a game's table: tt odds <game> <table>", this);
      try {
        oddsCommand(notation, options, io);
      } catch (error) {
        if (error instanceof DiceError) throw new UsageError(error.message, this);
        throw error;
      }
    });

  const sim = program
    .command("sim")
    .description("simulate many seeded games with a bot and summarise the outcomes; --shard splits a batch into jobs, tt sim merge joins them")
    .argument("<game>", `the game: ${GAME_IDS.join(", ")}`)
    .option("-n, --games <n>", "how many games (with --shard: in the whole batch)", positiveInt("--games", 10_000_000), 1000)
    .option("-s, --seed <seed>", "the batch seed (game i is seeded from it and i alone)", "1")
    .addOption(new Option("-p, --policy <policy>", "the bot that plays").choices(POLICY_NAMES).default("heuristic"))
    .option("-w, --workers <k>", "worker threads (default: every core)", positiveInt("--workers", 256), availableParallelism())
    .option("--players <n>", "players, where the game allows several", positiveInt("--players", 6))
    .option("--campaigns <n>", "campaigns to play (Sharpe: promotions)", positiveInt("--campaigns", 9))
    .option("--scenario <n>", "a scenario of the game's booklet (Sherwood: 1-8; without it, a skirmish)", positiveInt("--scenario", 99))
    .option("--choice <id>", "a scenario's optional rule or force to play with (repeat for several)", collect)
    .option("--json", "print the full report as JSON")
    .option("--shard <K/N>", "play only shard K of N of the batch and print its shard file (JSON) for tt sim merge", shardOption)
    .option("-o, --out <file>", "write the report (or shard file) to this file instead of standard output")
    // tt sim's options stop at "merge": tt sim merge has its own (--json, --out, --partial).
    .enablePositionalOptions()
    .addHelpText(
      "after",
      `
The same seed gives the same report whatever the number of workers.

Shards: --shard K/N plays games floor((K-1)*G/N) to floor(K*G/N)-1 of the G games
(--games) of the batch, each seeded exactly as in one run, and prints a shard file.
Run the N shards as independent jobs anywhere, then tt sim merge prints the report
one run of the whole batch prints, the same to the byte.

Examples:
  tt sim sharpe --games 10000 --seed 7
  tt sim sharpe --policy random --campaigns 3 --json
  tt sim salt-road --players 4 --workers 2
  tt sim syndrome --games 9000 --shard 2/3 --out shard-2.json
  tt sim merge shard-1.json shard-2.json shard-3.json`,
    )
    .action(async function (this: Command, id: string, options: { games: number; seed: string; policy: PolicyName; workers: number; json?: boolean; shard?: ShardId; out?: string } & SetupFlags) {
      const cli = await gameOrUsage(id, this);
      checkFlags(cli, options, this);
      if (!cli.policy(options.policy, createRng(1))) throw new UsageError(`${cli.title} has no ${options.policy} bot (try heuristic or random)`, this);
      // Setup flags the game refuses are one line in its words, not a failure of every game simulated.
      try {
        History.start(cli.game, cli.options(options));
      } catch (error) {
        if (isTtError(error)) throw new UsageError(`${cli.title} cannot be set up so: ${error.message}`, this);
        throw error;
      }
      if (options.shard && options.shard.count > options.games) {
        throw new UsageError(`--shard ${options.shard.index}/${options.shard.count} cuts ${options.games} games into more shards than games (each shard plays at least one)`, this);
      }
      const quiet = options.json === true || options.shard !== undefined;
      await simCommand(cli, { ...options, json: options.json === true, version: VERSION, progress: process.stderr.isTTY === true && !quiet }, io);
    });

  sim
    .command("merge")
    .description("merge the shard files of tt sim --shard K/N into the report one run of the whole batch prints")
    .argument("<files...>", "the shard files (JSON), one per shard, in any order")
    .option("--json", "print the full report as JSON (as tt sim --json does)")
    .option("--partial", "merge the shards given even when some are missing (the report says which)")
    .option("-o, --out <file>", "write the report to this file instead of standard output")
    .addHelpText(
      "after",
      `
The files must be shards of one batch: the same game, bot and setup flags, seed,
--games and N, played by the same tt, and no shard twice. Without --partial every
shard of the batch is needed, and the missing ones are named.

Examples:
  tt sim merge shard-*.json
  tt sim merge --json shard-1.json shard-2.json shard-3.json > report.json
  tt sim merge --partial shard-1.json shard-3.json`,
    )
    .action(async function (this: Command, files: string[], options: { json?: boolean; partial?: boolean; out?: string }) {
      const before = this.parent!.options.filter((o) => this.parent!.getOptionValueSource(o.attributeName()) === "cli");
      if (before.length > 0) {
        throw new UsageError(
          `${before.map((o) => o.long).join(" and ")} ${before.length === 1 ? "is an option" : "are options"} of tt sim, not of tt sim merge (merge takes --json, --partial and --out, after merge)`,
          this,
        );
      }
      await mergeCommand(files, { json: options.json === true, partial: options.partial === true, ...(options.out !== undefined ? { out: options.out } : {}) }, io);
    });

  program
    .command("play")
    .description("play a game in the terminal: numbered choices, narrated events, saved after every step")
    .argument("[game]", `the game: ${GAME_IDS.join(", ")} (not needed with --load)`)
    .option("-s, --seed <seed>", "the seed of the computer's dice", "1")
    .addOption(new Option("--dice <who>", "who rolls: the computer, or you with real dice").choices(["auto", "manual"]).default("auto"))
    .option("--players <n>", "players, where the game allows several", positiveInt("--players", 6))
    .option("--campaigns <n>", "campaigns to play (Sharpe: promotions)", positiveInt("--campaigns", 9))
    .option("--scenario <n>", "a scenario of the game's booklet (Sherwood: 1-8; without it, a skirmish)", positiveInt("--scenario", 99))
    .option("--choice <id>", "a scenario's optional rule or force to play with (repeat for several)", collect)
    .option("--save <file>", "where to save after every step (default: tt's data folder, see below)")
    .option("--load <file>", "resume a saved game")
    .option("--rules", "show each question's rule IDs on a line of its own")
    .addHelpText(
      "after",
      `
At a choice, type its number; q saves and quits; u undoes your last choice (the dice
already rolled stay as they fell), r redoes it; ? explains the choices. Before a roll
you choose to make, its exact odds are shown. With --dice manual, type what your die
shows (on a d10, 0 counts as 10).

Saves: the game is saved after every step, by default to
$XDG_DATA_HOME/tt/saves/<game>.json (~/.local/share/tt/saves/<game>.json), and the
resume command is printed when you quit.

Examples:
  tt play sharpe
  tt play salt-road --players 2 --dice manual
  tt play sherwood --players 4
  tt play sherwood --scenario 4 --choice roger-for-william
  tt play syndrome --save my-game.json
  tt play --load my-game.json`,
    )
    .action(async function (this: Command, id: string | undefined, options: { seed: string; dice: "auto" | "manual"; save?: string; load?: string; rules?: boolean } & SetupFlags) {
      if (id === undefined && options.load === undefined) throw new UsageError("name a game to play, or --load a saved one", this);
      if (options.load !== undefined) {
        // A saved game keeps the setup and the seed it was started with.
        const setup = [...SETUP_FLAGS.filter((flag) => options[flag] !== undefined), ...(this.getOptionValueSource("seed") === "cli" ? ["seed"] : [])];
        if (setup.length > 0) throw new UsageError(`${setup.map((f) => `--${f}`).join(" and ")} cannot change a saved game (it keeps its own setup and seed)`, this);
      }
      if (id !== undefined) checkFlags(await gameOrUsage(id, this), options, this);
      setExit(await playCommand(id, options, io, lines()));
    });

  program
    .command("replay")
    .description("re-run a saved game and narrate it")
    .argument("<file>", "a tt play save, or an @tt/engine game log (JSON)")
    .addHelpText("after", "\nExamples:\n  tt replay ~/.local/share/tt/saves/sharpe.json")
    .action(async (file: string) => replayCommand(file, io));

  program
    .command("validate")
    .description("check a corrected data file against a game's schemas")
    .argument("<game>", `the game: ${GAME_IDS.join(", ")}`)
    .argument("<data>", "the data file (JSON), or the Syndrome's data folder as shipped")
    .addHelpText(
      "after",
      "\nEvery problem is listed with its JSON path and what was expected (the first 20, then a count).\nStart from the shipped data: tt data <game> <file> writes it as one file.\n\nExamples:\n  tt data sharpe my-sharpe.json\n  tt validate sharpe my-sharpe.json\n  tt validate syndrome node_modules/@tt/syndrome/src/data",
    )
    .action(async function (this: Command, id: string, file: string) {
      const cli = await gameOrUsage(id, this);
      setExit(validateCommand(cli, file, io));
    });

  program
    .command("data")
    .description("write a game's shipped data as one JSON file, to correct and check with tt validate")
    .argument("<game>", `the game: ${GAME_IDS.join(", ")}`)
    .argument("[file]", "where to write it (never overwritten); standard output without it")
    .addHelpText("after", "\nExamples:\n  tt data syndrome my-syndrome.json\n  tt validate syndrome my-syndrome.json")
    .action(async function (this: Command, id: string, file: string | undefined) {
      const cli = await gameOrUsage(id, this);
      setExit(dataCommand(cli, file, io));
    });

  program
    .command("demo")
    .description("roll dice with their exact odds, then play one narrated game of each game and simulate more")
    .option("-s, --seed <seed>", "the seed (any text or number)", "tt-demo")
    .option("-n, --games <n>", "games to simulate for each summary", positiveInt("--games", 1_000_000), 1000)
    .addHelpText("after", "\nExamples:\n  tt demo\n  tt demo --seed 2026 --games 5000")
    .action(async (options: { seed: string; games: number }) => demoCommand({ ...options, progress: process.stdout.isTTY === true && process.stderr.isTTY === true }, io));

  return program;
}

/**
 * Runs the `tt` command line with `argv` (the arguments after the program
 * name) and returns the exit code. Output goes through `io`; nothing calls
 * `process.exit`, so it can run inside tests or another program.
 *
 * @param argv - the arguments, e.g. `["odds", "2d6"]`
 * @param io - where to write; {@link processIo} for the real terminal
 * @param lines - where `tt play` reads answers (default: standard input, a line at a time)
 * @returns 0 on success, 1 for an unexpected failure, 2 for a usage error
 * @example
 * ```ts
 * import { processIo, runCli } from "@tt/cli";
 * const code = await runCli(["odds", "3d6"], processIo());
 * ```
 */
export async function runCli(argv: readonly string[], io: CliIo, lines: () => LineSource = stdinLines): Promise<number> {
  let exit = 0;
  const program = build(
    io,
    lines,
    (code) => {
      exit = code;
    },
    argv,
  );
  try {
    await program.parseAsync([...argv], { from: "user" });
    return exit;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version "errors" are successes; commander already printed the rest.
      return error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help" ? 0 : 2;
    }
    if (error instanceof FileProblem) {
      io.err(`tt: ${clipArguments(error.message, argv)}\n`);
      return 1;
    }
    if (error instanceof UsageError) {
      io.err(`${commandPath(error.command)}: ${clipArguments(error.message, argv)}\n`);
      io.err(`\n${error.command.helpInformation()}`);
      return 2;
    }
    // A bug of tt's, not a problem of the user's: one line all the same, never a stack.
    io.err(`tt: unexpected error: ${clipArguments(error instanceof Error ? error.message : String(error), argv).slice(0, 300)}\n`);
    return 1;
  }
}
