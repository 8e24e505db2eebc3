import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRng } from "@tt/dice";
import { playScripted as play, scratch } from "./helpers";

// tt play's status lines (what the deciding player sees above the prompt) fit a 100-column terminal.

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

/** Plays `prompts` seeded choices of `tt play`, then q; returns the status lines it showed. */
async function statusOf(args: string[], seed: number, prompts: number): Promise<string[]> {
  const rng = createRng(seed);
  let asked = 0;
  const { output } = await play([...args, "--save", join(scratch(), "s.json")], (screen) => {
    if (asked++ >= prompts) return "q";
    const range = [...screen.matchAll(/choose 1-(\d+)/g)].pop();
    return range ? String(rng.int(1, Number(range[1]))) : "1";
  });
  return statusLines(output);
}

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
