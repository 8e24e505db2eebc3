import { Command, CommanderError } from "commander";
import { DiceError } from "@tt/dice";
import { demoCommand } from "./commands/demo";
import { oddsCommand } from "./commands/odds";
import type { CliIo } from "./io";

/** The version `tt --version` prints. */
const VERSION = "0.0.0";

/** An error the user caused: printed as one line plus usage, never a stack. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly command: Command,
  ) {
    super(message);
  }
}

function build(io: CliIo): Command {
  const program = new Command("tt")
    .description("Play, simulate and check @tt tabletop games; exact dice odds.")
    .version(VERSION, "-v, --version", "print the version")
    .helpOption("-h, --help", "show help for a command")
    .showHelpAfterError(true)
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .addHelpText(
      "after",
      `
Examples:
  tt demo                 roll dice from a seed and show their exact odds
  tt odds 4d6kh3          the exact distribution of four d6, keep the highest three
  tt odds "2d6+1" --json  the same as JSON`,
    );

  program
    .command("odds")
    .description("print the exact distribution of a dice expression")
    .argument("<notation>", 'dice notation, e.g. 2d6+1, 4d6kh3, 2d20kl1, 1d6/2, d%')
    .option("--json", "print JSON instead of a table")
    .addHelpText(
      "after",
      `
Notation: NdS (any sides), d% (two d10s), + and - of dice and constants,
kh/kl/dh/dl N (keep or drop highest or lowest), /N (divide, round down).

Examples:
  tt odds 2d6
  tt odds 4d6kh3
  tt odds "1d10+2-1" --json`,
    )
    .action(function (this: Command, notation: string, options: { json?: boolean }) {
      try {
        oddsCommand(notation, options, io);
      } catch (error) {
        if (error instanceof DiceError) throw new UsageError(error.message, this);
        throw error;
      }
    });

  program
    .command("demo")
    .description("roll dice from a seed and print each roll with its exact odds")
    .option("-s, --seed <seed>", "the seed (any text or number)", "tt-demo")
    .addHelpText("after", "\nExamples:\n  tt demo\n  tt demo --seed 2026")
    .action((options: { seed: string }) => demoCommand(options, io));

  return program;
}

/**
 * Runs the `tt` command line with `argv` (the arguments after the program
 * name) and returns the exit code. Output goes through `io`; nothing calls
 * `process.exit`, so it can run inside tests or another program.
 *
 * @param argv - the arguments, e.g. `["odds", "2d6"]`
 * @param io - where to write; {@link processIo} for the real terminal
 * @returns 0 on success, 1 for an unexpected failure, 2 for a usage error
 * @example
 * ```ts
 * import { processIo, runCli } from "@tt/cli";
 * const code = await runCli(["odds", "3d6"], processIo());
 * ```
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const program = build(io);
  try {
    await program.parseAsync([...argv], { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version "errors" are successes; commander already printed the rest.
      return error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help" ? 0 : 2;
    }
    if (error instanceof UsageError) {
      io.err(`${error.command.name() === "tt" ? "tt" : `tt ${error.command.name()}`}: ${error.message}\n`);
      io.err(`\n${error.command.helpInformation()}`);
      return 2;
    }
    io.err(`tt: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
