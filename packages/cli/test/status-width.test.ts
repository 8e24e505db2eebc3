import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRng } from "@tt/dice";
import { playScripted as play, scratch } from "./helpers";

// tt play's lines fit a 100-column terminal: the status (what the deciding player sees above the
// prompt), and the menus, the narration, the odds and the prompts too.

/** The status blocks of a tt play transcript: after a blank line, up to the prompt above the first menu line. */
function statusLines(output: string): string[] {
  const lines = output.split("\n");
  const status: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== "" || /^ +\d+\) /.test(lines[i + 1] ?? "")) continue;
    let end = i + 1;
    while (end < lines.length && !/^ +\d+\) /.test(lines[end]!) && lines[end] !== "") end++;
    // A block that reaches a menu: its last line is the prompt, the rest the status.
    if (/^ +\d+\) /.test(lines[end] ?? "")) status.push(...lines.slice(i + 1, end - 1));
  }
  return status;
}

/** Plays `prompts` seeded choices of `tt play`, then q; returns every line it showed (the answers echoed, as typed at a terminal). */
async function transcriptOf(args: string[], seed: number, prompts: number): Promise<string[]> {
  const rng = createRng(seed);
  let asked = 0;
  const { output } = await play(
    [...args, "--save", join(scratch(), "s.json")],
    (screen) => {
      if (asked++ >= prompts) return "q";
      const range = [...screen.matchAll(/choose 1-(\d+)/g)].pop();
      return range ? String(rng.int(1, Number(range[1]))) : "1";
    },
    { echo: true },
  );
  return output.split("\n");
}

/** Plays `prompts` seeded choices of `tt play`, then q; returns the status lines it showed. */
async function statusOf(args: string[], seed: number, prompts: number): Promise<string[]> {
  return statusLines((await transcriptOf(args, seed, prompts)).join("\n"));
}

/** The lines right after a line matching `first` that continue it (indented by `indent` spaces). */
const continuations = (lines: readonly string[], first: RegExp, indent: number) => lines.filter((line, i) => i > 0 && first.test(lines[i - 1]!) && new RegExp(`^ {${indent}}\\S`).test(line));

describe("tt play status lines fit 100 columns", () => {
  it("the Syndrome, over a few seeded turns: every status line at most 100 characters, long ones wrapped", async () => {
    for (const seed of [1, 2, 3]) {
      const lines = await statusOf(["play", "syndrome", "--seed", String(seed)], seed, 120);
      expect(lines.some((line) => line.startsWith("your people: "))).toBe(true);
      expect(lines.some((line) => /^turn [3-9]/.test(line))).toBe(true);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100);
      // The setup's prisoners and others on the map are longer than a line: wrapped, indented.
      expect(lines.some((line) => /^ {4}\S/.test(line))).toBe(true);
    }
  }, 180_000);

  it("WarpQuest (Sharpe, the Salt Road with two players): every status line at most 100 characters", async () => {
    for (const seed of [1, 2]) {
      const sharpe = await statusOf(["play", "sharpe", "--campaigns", "1", "--seed", String(seed)], seed, 80);
      const salt = await statusOf(["play", "salt-road", "--players", "2", "--seed", String(seed)], seed, 80);
      expect(sharpe.some((line) => /^track 1 /.test(line))).toBe(true);
      expect(salt.some((line) => /^p2: space /.test(line))).toBe(true);
      for (const line of [...sharpe, ...salt]) expect(line.length, line).toBeLessThanOrEqual(100);
    }
  }, 180_000);
});

describe("tt play menus and narration fit 100 columns too", () => {
  it("the Syndrome: every line (menus, narration, stories, odds, prompts) at most 100 characters, long ones wrapped at word boundaries", async () => {
    for (const seed of [1, 2, 3]) {
      const lines = await transcriptOf(["play", "syndrome", "--seed", String(seed)], seed, 120);
      const menus = lines.filter((line) => /^ +\d+\) /.test(line));
      const narration = lines.filter((line) => /^ {2}\S/.test(line) && !/^ +\d+\) /.test(line));
      expect(menus.length).toBeGreaterThan(100);
      expect(narration.length).toBeGreaterThan(100);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100);
    }
    // A menu choice with its odds and a paragraph's story are longer than a line: wrapped, continued under the label and under the story.
    const lines = await transcriptOf(["play", "syndrome", "--seed", "1"], 1, 120);
    const menu = continuations(lines, /^ {2}\d+\) .*\[Donations Table/, 6);
    expect(menu.length).toBeGreaterThan(0);
    expect(menu[0]).toMatch(/^ {6}\d+% /);
    expect(continuations(lines, /^ {6}\S/, 10).length).toBeGreaterThan(0);
    // Words stay whole: every wrapped line ends and its continuation starts at a word.
    for (const [i, line] of lines.entries()) if (/^ {6,}\S/.test(lines[i + 1] ?? "") && line.length > 80) expect(line, line).toMatch(/\S$/);
  }, 180_000);

  it("WarpQuest: every line at most 100 characters; a skill check's narration breaks before its challenge side", async () => {
    const all: string[] = [];
    for (const seed of [1, 2]) {
      all.push(...(await transcriptOf(["play", "sharpe", "--campaigns", "1", "--seed", String(seed)], seed, 80)));
      all.push(...(await transcriptOf(["play", "salt-road", "--players", "2", "--seed", String(seed)], seed, 80)));
    }
    for (const line of all) expect(line.length, line).toBeLessThanOrEqual(100);
    expect(continuations(all, /^ {2}check \d\/\d /, 6).every((line) => /^ {6}vs challenge /.test(line))).toBe(true);
    expect(continuations(all, /^ {2}check \d\/\d /, 6).length).toBeGreaterThan(0);
  }, 180_000);
});
