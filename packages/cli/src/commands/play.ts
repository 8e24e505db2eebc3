import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";
import { DiceError, createRng, restoreRng, RngStateSchema, type Rng } from "@tt/dice";
import { EngineError, History, RuleError, formatJsonPath, gameLogSchema, readRoll, seededChance, type AnyGame, type Chance, type GameEvent, type Next } from "@tt/engine";
import type { CliGame, SetupFlags } from "../games/registry";
import { loadGame } from "../games/registry";
import type { CliIo } from "../io";
import { fitLine, fitLines, onInterrupt, paint } from "../io";
import { defaultSavePath, shellWord, shownPath, ttCommand, userPath } from "../paths";
import { FileProblem, cut, explainLogError, fileProblemOf, isTtError, quote, readJson } from "./files";
import { menuGroups } from "./menu-groups";

/** Options of `tt play`. @internal */
export interface PlayOptions extends SetupFlags {
  seed: string;
  dice: "auto" | "manual";
  save?: string;
  load?: string;
  /** Show each prompt's rule IDs on a detail line. */
  rules?: boolean;
}

/**
 * What `tt play` saves after every step: the engine log, the dice seed, and how many times the
 * computer had rolled at each step (`draws[k]`: before input k), so that undo rewinds the dice with
 * the game. Version 1 saves (the generator's state instead of `draws`) still load. @internal
 */
const SaveSchema = z.discriminatedUnion("schemaVersion", [
  z.object({
    schemaVersion: z.literal(1),
    kind: z.literal("tt-save"),
    game: z.string(),
    dice: z.enum(["auto", "manual"]),
    seed: z.string(),
    rng: RngStateSchema,
    log: gameLogSchema,
  }),
  z.object({
    schemaVersion: z.literal(2),
    kind: z.literal("tt-save"),
    game: z.string(),
    dice: z.enum(["auto", "manual"]),
    seed: z.string(),
    draws: z.array(z.number().int().nonnegative()),
    log: gameLogSchema,
  }),
]);
type Save = z.infer<typeof SaveSchema>;

type AnyHistory = History<unknown, unknown, unknown, unknown, unknown, GameEvent>;

/** Reads lines one at a time from an async line source. @internal */
export interface LineSource {
  next(): Promise<string | undefined>;
  /** Stops reading (a terminal's input is let go, so the program can end). */
  close?(): void;
}

/** Rule IDs in a prompt's text ("(SYN-P.116)"): left for the detail line. */
const RULE_IN_TEXT = /\s*\((?:see )?(?:SYN|WQ|SHP|SRR|SHW)-[A-Z0-9.-]+\)/g;

/** A prompt or label without the rule IDs written into it. @internal */
function withoutRuleIds(text: string): string {
  return text.replace(RULE_IN_TEXT, "");
}

/** The dice generator after `draws` outcomes picked from `createRng(seed)` (one float each, as seededChance draws). */
function rngAfter(seed: string, draws: number): Rng {
  const rng = createRng(seed);
  for (let i = 0; i < draws; i++) rng.float();
  return rng;
}

/**
 * `tt play <game>`: interactive play in a terminal. Shows what the deciding
 * player may see, numbers the legal actions, rolls or asks for dice, narrates
 * every event, and saves after every step. Returns the exit code.
 * @internal
 */
export async function playCommand(gameId: string | undefined, options: PlayOptions, io: CliIo, lines: LineSource): Promise<number> {
  const c = paint(io);
  let cli: CliGame | undefined;
  let history: AnyHistory;
  let seed = options.seed;
  let dice = options.dice;
  /** draws[k]: the computer's rolls before input k, along the current line of play (and the undone one, for redo). */
  let draws: number[];
  let rng: Rng;
  if (options.load) {
    const loadPath = userPath(options.load);
    const parsed = SaveSchema.safeParse(readJson(loadPath, loadPath, { own: true }));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new FileProblem(`${options.load} is not a tt save: ${cut(formatJsonPath(issue.path)) || "(root)"}: ${issue.message}`);
    }
    const save = parsed.data;
    if (gameId !== undefined && gameId !== save.game) throw new FileProblem(`${options.load} is a save of ${quote(save.game)}, not "${gameId}"`);
    cli = await loadGame(save.game);
    if (!cli) throw new FileProblem(`${options.load} is a save of ${quote(save.game)}, which tt does not know`);
    try {
      history = History.fromLog(cli.game as AnyGame, save.log) as AnyHistory;
    } catch (error) {
      // Told as the player may be told it (a blind draw's outcomes stay hidden), at its path in the save.
      if (error instanceof EngineError) throw fileProblemOf(options.load, error, explainLogError(cli.game as AnyGame, save.log, error, cli.viewer), "log");
      if (isTtError(error)) throw fileProblemOf(options.load, error, error.message, "log");
      throw error;
    }
    seed = save.seed;
    if (save.schemaVersion === 2) {
      // The computer rolls at most once a step: the counts start at 0 and rise by 0 or 1 (so the
      // dice are rewound in time proportional to the save, never to a number written in it).
      if (save.draws.length !== history.steps + 1) {
        throw new FileProblem(`${options.load} is not a tt save: draws: ${history.steps + 1} counts that never go down expected (one per step), found ${save.draws.length}`);
      }
      const wrong = save.draws.findIndex((d, k) => d !== (k === 0 ? 0 : save.draws[k - 1]!) && d !== (k === 0 ? 0 : save.draws[k - 1]! + 1));
      if (wrong !== -1) {
        const before = wrong === 0 ? "0 expected (no roll before the first step)" : `${save.draws[wrong - 1]} or ${save.draws[wrong - 1]! + 1} expected (the computer rolls at most once a step)`;
        throw new FileProblem(`${options.load} is not a tt save: draws[${wrong}]: ${before}, found ${save.draws[wrong]}`);
      }
      draws = save.draws;
      rng = rngAfter(seed, draws[history.steps]!);
    } else {
      // A version 1 save: its generator as saved; an undo to before this point rolls on from it.
      try {
        rng = restoreRng(save.rng);
      } catch (error) {
        if (error instanceof DiceError) throw fileProblemOf(options.load, error, error.message, "rng");
        throw error;
      }
      draws = Array.from({ length: history.steps + 1 }, () => -1);
    }
    dice = options.dice === "manual" ? "manual" : save.dice;
    io.out(`${c.bold(cli.title)}: resumed from ${shownPath(loadPath)} after ${history.steps} inputs\n`);
  } else {
    cli = await loadGame(gameId!);
    if (!cli) throw new FileProblem(`unknown game "${gameId}"`);
    try {
      history = History.start(cli.game as AnyGame, cli.options(options)) as AnyHistory;
    } catch (error) {
      // Setup flags the game refuses (a scenario it does not have, a choice it does not offer): its own words.
      if (isTtError(error)) throw new FileProblem(`${cli.title} cannot be set up so: ${error.message}`);
      throw error;
    }
    rng = createRng(seed);
    draws = [0];
    io.out(`${c.bold(cli.title)}: new game, seed ${JSON.stringify(seed)}, ${dice === "manual" ? "you roll the dice" : "the computer rolls the dice"}\n`);
  }
  const game = cli;
  for (const line of (game.intro?.(history.state) ?? []).flatMap((l) => fitLine(l))) io.out(`${line}\n`);
  const savePath = options.save !== undefined ? userPath(options.save) : options.load !== undefined ? userPath(options.load) : defaultSavePath(game.id);
  const resumeHint = `${ttCommand()} play --load ${shellWord(shownPath(savePath))}`;
  let chance = seededChance(rng);
  /** The dice as they were when the game was at the current step (after an undo or a redo). */
  const rewindDice = () => {
    const count = draws[history.steps];
    if (count === undefined || count < 0) return;
    rng = rngAfter(seed, count);
    chance = seededChance(rng);
  };
  const record = (drew: boolean) => {
    const before = draws[history.steps - 1] ?? 0;
    draws.length = history.steps;
    draws.push(before < 0 ? -1 : before + (drew ? 1 : 0));
  };
  const save = () => {
    const known = draws.slice(0, history.steps + 1);
    const saved: Save = known.every((d) => d >= 0)
      ? { schemaVersion: 2, kind: "tt-save", game: game.id, dice, seed, draws: known, log: history.log as Save["log"] }
      : { schemaVersion: 1, kind: "tt-save", game: game.id, dice, seed, rng: rng.getState(), log: history.log as Save["log"] };
    try {
      mkdirSync(dirname(savePath), { recursive: true });
      writeFileSync(savePath, `${JSON.stringify(saved)}\n`);
    } catch (error) {
      // A folder, a file in the way of the folder, no permission, a name the system refuses.
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === "EISDIR" ? "it is a folder" : code === "EEXIST" || code === "ENOTDIR" ? "a file is in the way of its folder" : (code ?? (error instanceof Error ? error.message : String(error)));
      throw new FileProblem(`cannot save the game to ${shownPath(savePath)}: ${why}`);
    }
  };
  // Every line tt play shows fits 100 columns like the status (fitLine): menus, narration, prompts, help.
  /** Writes `text` (one or more lines), each line fitted, each fitted line styled by `style`. */
  const show = (text: string, style: (line: string) => string = (line) => line) => {
    for (const line of fitLines(text)) io.out(`${style(line)}\n`);
  };
  const narrate = (events: readonly GameEvent[]) => {
    for (const event of events) {
      const line = game.narrate(event, c);
      if (line !== null) show(`  ${line}`);
    }
  };
  const ask = async (prompt: string): Promise<string | undefined> => {
    // A long question is broken like any line; the answer is typed after its last line.
    const parts = fitLine(prompt.trimEnd());
    io.out(parts.length === 1 ? prompt : `${parts.slice(0, -1).join("\n")}\n${parts.at(-1)} `);
    const line = await lines.next();
    if (line === undefined) io.out("\n");
    return line?.trim();
  };
  const isHelp = (answer: string) => answer === "?" || answer === "h" || answer === "help";
  /** The rules of a step (its detail's, and any its prompt names), for its detail line and its help. */
  const rulesOf = (next: Next<unknown, unknown, unknown>): string[] => {
    if (next.kind === "over") return [];
    const rule = next.detail?.rule as string | undefined;
    const named = [...(next.kind === "decision" ? next.prompt : next.purpose).matchAll(RULE_IN_TEXT)].map((m) => m[0].replace(/^\s*\((?:see )?|\)$/g, ""));
    return [...new Set([...(rule ? [rule] : []), ...named])];
  };
  const printHelp = (next: Next<unknown, unknown, unknown>, keys: string) => {
    show(`${c.bold("help")}: ${keys}`);
    for (const line of game.help?.(next, history.state) ?? []) show(`  ${line}`);
    const rules = rulesOf(next);
    if (rules.length > 0) show(`  ${rules.length === 1 ? "rule" : "rules"} ${rules.join(", ")} (the rulebook's numbering)`, c.dim);
  };
  /** A person's roll of real dice, read through the step's public `roll` and `detail` (undefined: quit). */
  const askRoll = async (next: Chance<unknown>): Promise<unknown> => {
    const modifiers = next.detail?.modifiers ?? [];
    const adding = modifiers.length === 0 ? "" : `, then add ${modifiers.map((m) => `${m.value >= 0 ? "+" : ""}${m.value} (${m.label})`).join(" ")}`;
    const roll = next.roll;
    const odds = game.rollOdds?.(history.state, "any");
    if (odds) show(`  ${c.yellow("odds")}: ${odds}`);
    const keys = "type what your dice show; q saves and quits";
    if (roll?.kind === "dice") {
      const last = roll.min + roll.outcomeOf.length - 1;
      // A roll's text may say "roll" itself ("roll a ten-sided die: 0 counts as 10").
      const how = /^roll\b/i.test(roll.text) ? roll.text : `roll ${roll.text}`;
      let prompt = `${c.cyan(next.purpose)}: ${how}${adding}; type what the dice show (${roll.min}-${last}): `;
      for (;;) {
        const answer = await ask(prompt);
        if (answer === undefined || answer === "q") return undefined;
        if (isHelp(answer)) {
          printHelp(next, keys);
          continue;
        }
        const reading = /^\d+$/.test(answer) ? Number(answer) : Number.NaN;
        if (reading >= roll.min && reading <= last) {
          const outcome = readRoll(next, reading);
          if (outcome !== null) return outcome;
          io.out(`  ${reading}: roll again (${roll.text})\n`);
        } else prompt = `${c.red("not a possible result")}: type a number from ${roll.min} to ${last} (? for help): `;
      }
    }
    const labels = next.outcomes.map((o) => game.labelOutcome(o.outcome, history.state));
    const how = roll?.text ?? "draw";
    show(`${c.cyan(next.purpose)}: ${how}, and pick what you drew:\n${labels.map((l, i) => `  ${i + 1}) ${l} (${(next.outcomes[i]!.probability * 100).toFixed(1)}%)`).join("\n")}`);
    let prompt = "which? ";
    for (;;) {
      const answer = await ask(prompt);
      if (answer === undefined || answer === "q") return undefined;
      if (isHelp(answer)) {
        printHelp(next, keys);
        continue;
      }
      const index = /^\d+$/.test(answer) ? Number(answer) - 1 : -1;
      if (index >= 0 && index < labels.length) return next.outcomes[index]!.outcome;
      prompt = `${c.red("not a possible result")}: type a number from 1 to ${labels.length}: `;
    }
  };
  const stop = () => {
    save();
    io.out(`\ngame saved to ${shownPath(savePath)}; resume with: ${resumeHint}\n`);
    return 0;
  };
  const releaseInterrupt = onInterrupt(() => {
    save();
    return `game saved to ${shownPath(savePath)}; resume with: ${resumeHint}`;
  });

  /** Who decided last: a hot-seat game with secrets hands the terminal over when it changes. */
  let lastPlayer: string | undefined;
  try {
    save();
    for (;;) {
      const next = history.next;
      if (next.kind === "over") {
        io.out(`\n${c.bold("result")}: ${game.classify(next.result)}\n`);
        for (const line of game.describe(history.state, "table").flatMap((l) => fitLine(l))) io.out(`${line}\n`);
        return 0;
      }
      if (next.kind === "chance") {
        // A blind draw (a cup the player must not look into) is the computer's even with --dice manual.
        if (dice === "auto" || next.blind === true) {
          if (dice === "manual") show(`  (${next.purpose}: a blind draw, the computer draws it)`, c.dim);
          else {
            const odds = next.blind === true ? null : game.rollOdds?.(history.state, "chosen");
            if (odds) show(`  ${c.yellow("odds")}: ${odds}`);
          }
          history = history.apply(chance.pick(next));
          record(true);
          narrate(history.lastEvents);
          save();
          continue;
        }
        const outcome = await askRoll(next);
        if (outcome === undefined) return stop();
        history = history.apply(outcome);
        record(false);
        narrate(history.lastEvents);
        save();
        continue;
      }
      io.out("\n");
      // Hot seat with secrets: the next player takes the terminal before seeing anything of theirs.
      if (next.player !== lastPlayer && game.secrets?.(history.state) === true) {
        if (io.color) io.out("\u001b[2J\u001b[3J\u001b[H");
        const ready = await ask(`${c.bold(`pass the terminal to ${next.player}`)}: ${next.player}, press Enter when ready (q saves and quits): `);
        if (ready === undefined || ready === "q") return stop();
        io.out("\n");
      }
      lastPlayer = next.player;
      const view = game.game.view ? game.game.view(history.state, next.player) : history.state;
      for (const line of game.describe(view, next.player).flatMap((l) => fitLine(l))) io.out(`${line}\n`);
      for (const line of (game.map?.(view, next.actions, next.player) ?? []).flatMap((l) => fitLine(l))) io.out(`${c.dim(line)}\n`);
      // A prompt that names its player already ("saxons: spring your ambush now?") is not prefixed again.
      show(next.prompt.startsWith(next.player) ? withoutRuleIds(next.prompt) : `${next.player}: ${withoutRuleIds(next.prompt)}`, c.bold);
      if (options.rules === true && rulesOf(next).length > 0) show(`  (${rulesOf(next).join(", ")})`, c.dim);
      const label = (i: number) => {
        const text = withoutRuleIds(game.labelAction(next.actions[i], history.state));
        const odds = game.actionOdds?.(history.state, next.actions[i]);
        return odds ? `${text}  ${c.yellow(`[${odds}]`)}` : text;
      };
      const groups = menuGroups(game, next.actions, history.state);
      const choices = groups ?? next.actions.map((_, i) => ({ label: label(i), indexes: [i] }));
      for (const [k, g] of choices.entries()) show(`  ${k + 1}) ${g.indexes.length === 1 ? label(g.indexes[0]!) : `${g.label} (${g.indexes.length} choices)`}`);
      const extra = `${history.canUndo ? ", u to undo" : ""}${history.canRedo ? ", r to redo" : ""}`;
      const question = `choose 1-${choices.length} (q to save and quit${extra}, ? for help): `;
      let prompt = question;
      let index: number | undefined;
      let back = false;
      while (index === undefined && !back) {
        const answer = await ask(prompt);
        if (answer === undefined || answer === "q") return stop();
        if (isHelp(answer)) {
          printHelp(
            next,
            `type a choice's number; q saves and quits${history.canUndo ? "; u takes back your last choice (the dice already rolled stay as they fell)" : ""}${history.canRedo ? "; r plays it again" : ""}`,
          );
          prompt = question;
          continue;
        }
        if (answer === "u" && history.canUndo) {
          history = history.undo();
          rewindDice();
          io.out("  (undone)\n");
          save();
          back = true;
          continue;
        }
        if (answer === "r" && history.canRedo) {
          history = history.redo();
          rewindDice();
          io.out("  (redone)\n");
          save();
          back = true;
          continue;
        }
        const chosen = /^\d+$/.test(answer) ? choices[Number(answer) - 1] : undefined;
        if (chosen === undefined) {
          // The menu stays where it is: the error and the question again, not the whole menu.
          prompt = `${c.red(`"${answer}" is not a choice`)}: type a number from 1 to ${choices.length} (q to save and quit${extra}, ? for help): `;
          continue;
        }
        if (chosen.indexes.length === 1) {
          index = chosen.indexes[0]!;
          continue;
        }
        // A group: its actions, numbered again.
        show(`${chosen.label}:`, c.bold);
        for (const [j, i] of chosen.indexes.entries()) show(`    ${j + 1}) ${label(i)}`);
        let inner = `choose 1-${chosen.indexes.length} (b to go back, q to save and quit): `;
        for (;;) {
          const pick = await ask(inner);
          if (pick === undefined || pick === "q") return stop();
          if (pick === "b") {
            back = true;
            break;
          }
          if (isHelp(pick)) {
            printHelp(next, "type a choice's number; b goes back to the menu; q saves and quits");
            continue;
          }
          const picked = /^\d+$/.test(pick) ? chosen.indexes[Number(pick) - 1] : undefined;
          if (picked !== undefined) {
            index = picked;
            break;
          }
          inner = `${c.red(`"${pick}" is not a choice`)}: type a number from 1 to ${chosen.indexes.length}, or b to go back: `;
        }
      }
      if (index === undefined) continue;
      const action = next.actions[index];
      try {
        history = history.apply(action);
      } catch (error) {
        if (error instanceof RuleError) {
          show(`${c.red("illegal")}: ${error.message}`);
          continue;
        }
        throw error;
      }
      record(false);
      narrate(history.lastEvents);
      save();
    }
  } finally {
    releaseInterrupt();
    lines.close?.();
  }
}
