import { writeFileSync } from "node:fs";
import { z } from "zod";
import { createRng, restoreRng, RngStateSchema, type Rng } from "@tt/dice";
import { EngineError, History, RuleError, gameLogSchema, readRoll, seededChance, type AnyGame, type Chance, type GameEvent } from "@tt/engine";
import type { CliGame, SetupFlags } from "../games/registry";
import { loadGame } from "../games/registry";
import type { CliIo } from "../io";
import { paint } from "../io";
import { FileProblem, readJson } from "./files";

/** Options of `tt play`. @internal */
export interface PlayOptions extends SetupFlags {
  seed: string;
  dice: "auto" | "manual";
  save?: string;
  load?: string;
}

/** What `tt play` saves after every step: the engine log plus the dice generator. @internal */
const SaveSchema = z.object({
  schemaVersion: z.literal(1),
  kind: z.literal("tt-save"),
  game: z.string(),
  dice: z.enum(["auto", "manual"]),
  seed: z.string(),
  rng: RngStateSchema,
  log: gameLogSchema,
});
type Save = z.infer<typeof SaveSchema>;

type AnyHistory = History<unknown, unknown, unknown, unknown, unknown, GameEvent>;

/** Reads lines one at a time from an async line source. @internal */
export interface LineSource {
  next(): Promise<string | undefined>;
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
  let rng: Rng;
  let seed = options.seed;
  let dice = options.dice;
  if (options.load) {
    const parsed = SaveSchema.safeParse(readJson(options.load));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new FileProblem(`${options.load} is not a tt save: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    }
    const save = parsed.data;
    if (gameId !== undefined && gameId !== save.game) throw new FileProblem(`${options.load} is a save of "${save.game}", not "${gameId}"`);
    cli = await loadGame(save.game);
    if (!cli) throw new FileProblem(`${options.load} is a save of "${save.game}", which tt does not know`);
    try {
      history = History.fromLog(cli.game as AnyGame, save.log) as AnyHistory;
    } catch (error) {
      if (error instanceof EngineError) throw new FileProblem(`${options.load}: ${error.message}`);
      throw error;
    }
    rng = restoreRng(save.rng);
    seed = save.seed;
    dice = options.dice === "manual" ? "manual" : save.dice;
    io.out(`${c.bold(cli.title)}: resumed from ${options.load} after ${history.steps} inputs\n`);
  } else {
    cli = await loadGame(gameId!);
    if (!cli) throw new FileProblem(`unknown game "${gameId}"`);
    history = History.start(cli.game as AnyGame, cli.options(options)) as AnyHistory;
    rng = createRng(seed);
    io.out(`${c.bold(cli.title)}: new game, seed ${JSON.stringify(seed)}, ${dice === "manual" ? "you roll the dice" : "the computer rolls the dice"}\n`);
  }
  const game = cli;
  const savePath = options.save ?? options.load ?? `tt-save-${game.id}.json`;
  const chance = seededChance(rng);
  const save = () => {
    const record: Save = { schemaVersion: 1, kind: "tt-save", game: game.id, dice, seed, rng: rng.getState(), log: history.log as Save["log"] };
    writeFileSync(savePath, `${JSON.stringify(record)}\n`);
  };
  const narrate = (events: readonly GameEvent[]) => {
    for (const event of events) {
      const line = game.narrate(event, c);
      if (line !== null) io.out(`  ${line}\n`);
    }
  };
  const ask = async (prompt: string): Promise<string | undefined> => {
    io.out(prompt);
    const line = await lines.next();
    if (line === undefined) io.out("\n");
    return line?.trim();
  };
  /** A person's roll of real dice, read through the step's public `roll` and `detail` (undefined: quit). */
  const askRoll = async (next: Chance<unknown>): Promise<unknown> => {
    const modifiers = next.detail?.modifiers ?? [];
    const adding = modifiers.length === 0 ? "" : `, then add ${modifiers.map((m) => `${m.value >= 0 ? "+" : ""}${m.value} (${m.label})`).join(" ")}`;
    const roll = next.roll;
    for (;;) {
      if (roll?.kind === "dice") {
        const last = roll.min + roll.outcomeOf.length - 1;
        const answer = await ask(`${c.cyan(next.purpose)}: roll ${roll.text}${adding}; type what the dice show (${roll.min}-${last}): `);
        if (answer === undefined || answer === "q") return undefined;
        const reading = /^\d+$/.test(answer) ? Number(answer) : NaN;
        if (reading >= roll.min && reading <= last) {
          const outcome = readRoll(next, reading);
          if (outcome !== null) return outcome;
          io.out(`  ${reading}: roll again (${roll.text})\n`);
        } else io.out(`${c.red("not a possible result")}: type a number from ${roll.min} to ${last}\n`);
        continue;
      }
      const labels = next.outcomes.map((o) => game.labelOutcome(o.outcome, history.state));
      const how = roll?.text ?? "draw";
      const answer = await ask(`${c.cyan(next.purpose)}: ${how}, and pick what you drew:\n${labels.map((l, i) => `  ${i + 1}) ${l} (${(next.outcomes[i]!.probability * 100).toFixed(1)}%)`).join("\n")}\nwhich? `);
      if (answer === undefined || answer === "q") return undefined;
      const index = /^\d+$/.test(answer) ? Number(answer) - 1 : -1;
      if (index >= 0 && index < labels.length) return next.outcomes[index]!.outcome;
      io.out(`${c.red("not a possible result")}: type a number from 1 to ${labels.length}\n`);
    }
  };
  const stop = () => {
    save();
    io.out(`\ngame saved to ${savePath}; resume with: tt play --load ${savePath}\n`);
    return 0;
  };

  save();
  for (;;) {
    const next = history.next;
    if (next.kind === "over") {
      io.out(`\n${c.bold("result")}: ${game.classify(next.result)}\n`);
      for (const line of game.describe(history.state, "table")) io.out(`${line}\n`);
      return 0;
    }
    if (next.kind === "chance") {
      // A blind draw (a cup the player must not look into) is the computer's even with --dice manual.
      if (dice === "auto" || next.blind === true) {
        if (dice === "manual") io.out(c.dim(`  (${next.purpose}: a blind draw, the computer draws it)\n`));
        history = history.apply(chance.pick(next));
        narrate(history.lastEvents);
        save();
        continue;
      }
      const outcome = await askRoll(next);
      if (outcome === undefined) return stop();
      history = history.apply(outcome);
      narrate(history.lastEvents);
      save();
      continue;
    }
    io.out("\n");
    const view = game.game.view ? game.game.view(history.state, next.player) : history.state;
    for (const line of game.describe(view, next.player)) io.out(`${line}\n`);
    io.out(`${c.bold(`${next.player}: ${next.prompt}`)}\n`);
    const label = (i: number) => game.labelAction(next.actions[i], history.state);
    const groups = menuGroups(game, next.actions, history.state);
    const choices = groups ?? next.actions.map((_, i) => ({ label: label(i), indexes: [i] }));
    choices.forEach((g, k) => io.out(`  ${k + 1}) ${g.indexes.length === 1 ? label(g.indexes[0]!) : `${g.label} (${g.indexes.length} choices)`}\n`));
    const extra = history.canUndo ? ", u to undo" : "";
    const answer = await ask(`choose 1-${choices.length} (q to save and quit${extra}): `);
    if (answer === undefined || answer === "q") return stop();
    if (answer === "u" && history.canUndo) {
      history = history.undo();
      io.out("  (undone)\n");
      save();
      continue;
    }
    const chosen = /^\d+$/.test(answer) ? choices[Number(answer) - 1] : undefined;
    if (chosen === undefined) {
      io.out(`${c.red("not a choice")}: type a number from 1 to ${choices.length}\n`);
      continue;
    }
    let index = chosen.indexes[0]!;
    if (chosen.indexes.length > 1) {
      // A group: its actions, numbered again.
      io.out(`${c.bold(chosen.label)}:\n`);
      chosen.indexes.forEach((i, j) => io.out(`    ${j + 1}) ${label(i)}\n`));
      const inner = await ask(`choose 1-${chosen.indexes.length} (b to go back, q to save and quit): `);
      if (inner === undefined || inner === "q") return stop();
      const picked = /^\d+$/.test(inner) ? chosen.indexes[Number(inner) - 1] : undefined;
      if (picked === undefined) {
        if (inner !== "b") io.out(`${c.red("not a choice")}: type a number from 1 to ${chosen.indexes.length}, or b\n`);
        continue;
      }
      index = picked;
    }
    const action = next.actions[index];
    try {
      history = history.apply(action);
    } catch (error) {
      if (error instanceof RuleError) {
        io.out(`${c.red("illegal")}: ${error.message}\n`);
        continue;
      }
      throw error;
    }
    narrate(history.lastEvents);
    save();
  }
}

/** Menus longer than this are shown by group first, when the game groups its actions. */
const MENU_LIMIT = 20;

/** The groups of a long menu, in the order their first actions come; null for a flat menu. */
function menuGroups(game: CliGame, actions: readonly unknown[], state: unknown): { label: string; indexes: number[] }[] | null {
  if (game.groupAction === undefined || actions.length <= MENU_LIMIT) return null;
  const groups = new Map<string, number[]>();
  actions.forEach((action, i) => {
    const label = game.groupAction!(action, state);
    const group = groups.get(label);
    if (group) group.push(i);
    else groups.set(label, [i]);
  });
  if (groups.size <= 1) return null;
  return [...groups].map(([label, indexes]) => ({ label, indexes }));
}
