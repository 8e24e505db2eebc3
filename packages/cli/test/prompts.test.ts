import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { choice, playScripted as play, scratch } from "./helpers";

describe("tt play's prompts", () => {
  it("a wrong answer keeps the menu in view: the error and the question, not the menu again; ? explains the choices and the people's values", async () => {
    const screens: string[] = [];
    let step = 0;
    const plan: ((screen: string) => string)[] = [(s) => choice(s, /Kirk beams down \(/), (s) => choice(s, /Kirk beams down to Castle Dil$/), () => "x", () => "?", () => "q"];
    const { code, output } = await play(["play", "syndrome", "--seed", "5", "--save", join(scratch(), "s.json")], (screen, all) => {
      screens.push(screen);
      if (!all.includes("Turn 1: Rebel Actions")) return "1";
      return plan[step++]?.(screen);
    });
    expect(code).toBe(0);
    const [afterWrong, afterHelp] = screens.slice(-2);
    // After "x": one line, the error and the question again.
    expect(afterWrong).toMatch(/^"x" is not a choice: type a number from 1 to \d+ \(q to save and quit, u to undo, \? for help\): $/);
    expect(afterWrong).not.toContain("end Rebel Actions");
    // After "?": what the choices mean, your people's values, the rule; then the question itself.
    expect(afterHelp).toMatch(/^help: type a choice's number; q saves and quits;(?: |\n {4})u takes back your last choice/);
    expect(afterHelp).toContain("Your people act one at a time");
    expect(afterHelp).toMatch(/Your people's values \([^)]*\):\n {4}Kirk: raid \d+, persuasiveness \d+, donations \d+[;.]/);
    expect(afterHelp).toContain("rule SYN-5");
    expect(afterHelp).toMatch(/\nchoose 1-\d+ \(q to save and quit, u to undo, \? for help\): $/);
    expect(afterHelp).not.toContain("end Rebel Actions");
    expect(output).toContain("game saved to");
  }, 120_000);

  it("--dice manual: ? at a die prompt says what to type", async () => {
    let helped = "";
    let asked = 0;
    const { code } = await play(["play", "syndrome", "--seed", "8", "--dice", "manual", "--save", join(scratch(), "s.json")], (screen) => {
      const prompt = screen.slice(screen.lastIndexOf("\n") + 1);
      if (prompt.includes("type what the dice show")) {
        asked++;
        if (asked === 1) return "?";
        helped = screen;
        return "q";
      }
      return "1";
    });
    expect(code).toBe(0);
    expect(helped).toMatch(/^help: type what your dice show; q saves and quits\n {2}Roll the die shown \(a d10: 0 counts as 10\)/);
  }, 120_000);
});
