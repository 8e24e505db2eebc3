import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { History } from "@tt/engine";
import { SHERWOOD_SKIRMISHES, sherwood } from "@tt/sherwood";
import { runCli } from "@tt/cli";
import { playScripted, scratch, tt } from "./helpers";

// Hot seat with hidden ambushers (SHW-8.1): each player sees only `sherwood.view(state, player)`, the
// terminal is handed over between players, and no hidden character or hideout is shown to another.

/** The inn with an ambush (as in scenario 7): Robin, Will and Gilbert hidden, the Normans on the road. */
const INN_AMBUSH = SHERWOOD_SKIRMISHES.innAmbush;

/** A tt save of a new game with these options (what `tt play` would write before the first step). */
function newSave(options: unknown): string {
  const file = join(scratch(), "ambush.json");
  const log = History.start(sherwood, options as never).log;
  writeFileSync(file, JSON.stringify({ schemaVersion: 2, kind: "tt-save", game: "sherwood", dice: "auto", seed: "3", draws: [0], log }));
  return file;
}

const HIDDEN = /Robin Hood|Will Scarlett|Gilbert|in ambush|hide |tree:|building:/;

describe("tt play sherwood: hot seat with hidden ambushers", () => {
  it("hands the terminal over between players and never shows the Normans the ambushers or their hideouts", async () => {
    const save = newSave(INN_AMBUSH);
    // The Merry Men always wait (pass), so their men stay hidden through the Normans' whole first turn.
    const { code, output } = await playScripted(["play", "--load", save], (screen, all) => {
      if (all.length > 400_000) return undefined;
      return /spring your ambush now, or pass\?/.test(screen.slice(-600)) ? "2" : "1";
    });
    expect(code).toBe(0);
    const turns = output.split(/(?=pass the terminal to )/).slice(1);
    const of = (side: string) => turns.filter((t) => t.startsWith(`pass the terminal to ${side}:`));
    // Before the Merry Men's own turn reveals them, the Normans' screens hold no trace of the ambush.
    const beforeReveal = (t: string) => !/appears at /.test(t);
    const firstReveal = turns.findIndex((t) => !beforeReveal(t));
    const normans = of("normans").filter((t) => turns.indexOf(t) < (firstReveal === -1 ? turns.length : firstReveal));
    expect(normans.length).toBeGreaterThan(5);
    for (const screen of normans) expect(screen).not.toMatch(HIDDEN);
    // The Merry Men see their own: where each hides, tagged on their side's line.
    const merry = of("merry-men");
    expect(merry.length).toBeGreaterThan(5);
    expect(merry.some((t) => /merry-men \(you\): [^\n]*Little John 15,12;\s+Robin Hood in ambush \((in the|up tree) [A-Za-z-]+\)/.test(t))).toBe(true);
    expect(merry.some((t) => /\d+\) hide Robin Hood /.test(t))).toBe(true);
    // The hand-over asks for Enter before anything of the next player's is shown.
    expect(output).toMatch(/pass the terminal to normans: normans, press Enter when ready \(q saves and quits\): \nturn 1 of 5 · normans/);
  }, 60_000);

  it.skipIf(!sherwood.optionsSchema.safeParse({ scenario: 4 }).success)(
    "scenario 4 (The ambush), two players: the Normans' player never sees the Merry Men in ambush",
    async () => {
      const { code, output } = await playScripted(["play", "sherwood", "--scenario", "4", "--save", join(scratch(), "s.json")], (screen, all) => {
        if (all.length > 400_000 || /appears at /.test(screen)) return undefined;
        return /spring your ambush now, or pass\?/.test(screen.slice(-600)) ? "2" : "1";
      });
      expect(code).toBe(0);
      const turns = output.split(/(?=pass the terminal to )/).slice(1);
      const firstReveal = turns.findIndex((t) => /appears at /.test(t));
      const before = firstReveal === -1 ? turns : turns.slice(0, firstReveal);
      const normans = before.filter((t) => t.startsWith("pass the terminal to normans:"));
      expect(normans.length).toBeGreaterThan(3);
      for (const screen of normans) expect(screen).not.toMatch(/Robin Hood|Alwin|Falko|Boldewin|Saxbert|in ambush|hide /);
      expect(before.some((t) => t.startsWith("pass the terminal to saxons:") && /Robin Hood in ambush/.test(t))).toBe(true);
    },
    120_000,
  );

  it("in a terminal (colour on), the screen is cleared before the hand-over, so the last player's screen is gone", async () => {
    const save = newSave(INN_AMBUSH);
    let text = "";
    const answers = ["", "1", "1", "1", "", "q"];
    const write = (t: string) => {
      text += t;
    };
    const io = { out: write, err: write, color: true };
    const code = await runCli(["play", "--load", save], io, () => ({ next: async () => answers.shift() }));
    expect(code).toBe(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's clear-screen sequence.
    const clears = text.match(/\u001b\[2J\u001b\[3J\u001b\[H[^\n]*pass the terminal to (merry-men|normans)/g) ?? [];
    expect(clears.map((c) => c.slice(-9))).toEqual(["merry-men", "o normans"]);
  });

  it("a skirmish with nothing hidden is played without the hand-over step", () => {
    const { out } = tt(["play", "sherwood"], { input: "1\n1\n", cwd: scratch() });
    expect(out).not.toContain("pass the terminal");
  });
});
