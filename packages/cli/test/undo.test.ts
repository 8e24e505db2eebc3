import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { choice, playScripted as play, rolls, scratch } from "./helpers";

describe("tt play: undo and redo never change a rolled die", () => {
  it("the Syndrome: a raid's die is the same after undo and the same choice, and after redo", async () => {
    const dir = scratch();
    const save = join(dir, "s.json");
    const seen: string[][] = [];
    let rolled = "";
    let step = 0;
    const plan: ((screen: string) => string)[] = [
      (s) => choice(s, /Kirk beams down \(/),
      (s) => choice(s, /Kirk beams down to Castle Dil$/),
      (s) => choice(s, /Sulu beams down \(/),
      (s) => choice(s, /Sulu beams down to Castle Dil$/),
      (s) => choice(s, /end Rebel Actions/),
      (s) => choice(s, /raid in Castle Dil/),
      (s) => choice(s, /Sulu leads a raid/),
      (s) => choice(s, /no phasers/), // the raid is rolled
      (s) => {
        seen.push(rolls(s));
        rolled = readFileSync(save, "utf8");
        return "u"; // back to the phasers question, the die taken back with it
      },
      (s) => choice(s, /no phasers/),
      (s) => {
        seen.push(rolls(s));
        return "u";
      },
      () => "r", // redo: the same outcomes again
      () => "q",
    ];
    const { code, output } = await play(["play", "syndrome", "--seed", "5", "--save", save], (screen, all) => {
      if (!all.includes("Turn 1: Rebel Actions")) return "1"; // setup
      const next = plan[step++];
      return next ? next(screen) : undefined;
    });
    expect(code).toBe(0);
    expect(output).toContain("(undone)");
    expect(output).toContain("(redone)");
    const [first, second] = seen;
    expect(first!.some((line) => line.startsWith("  Raid Table: "))).toBe(true);
    expect(second).toEqual(first);
    // After the redo the save holds that same raid.
    const saved = JSON.parse(readFileSync(save, "utf8"));
    expect(saved.log).toEqual(JSON.parse(rolled).log);
    expect(saved.schemaVersion).toBe(2);
    expect(saved.draws).toHaveLength(saved.log.inputs.length + 1);
  }, 120_000);

  it("Sharpe: a challenge roll is the same after undo and the same choice", async () => {
    const dir = scratch();
    let phase: "look" | "undo" | "again" | "done" = "look";
    let first: string[] = [];
    let second: string[] = [];
    const { code } = await play(["play", "sharpe", "--campaigns", "1", "--seed", "5", "--save", join(dir, "s.json")], (screen) => {
      const checks = rolls(screen).filter((line) => line.includes("challenge roll"));
      if (phase === "look") {
        if (checks.length > 0 && screen.includes("u to undo")) {
          first = rolls(screen);
          phase = "undo";
          return "u";
        }
        return "1";
      }
      if (phase === "undo") {
        phase = "again";
        return "1";
      }
      if (phase === "again") {
        second = rolls(screen);
        phase = "done";
        return "q";
      }
      return undefined;
    });
    expect(code).toBe(0);
    expect(first.some((line) => line.includes("challenge roll"))).toBe(true);
    expect(second).toEqual(first);
  }, 120_000);

  it("Sherwood: a shot's roll to hit and damage roll are the same after undo and the same shot", async () => {
    const dice = (screen: string) => screen.split("\n").filter((line) => /: roll \d+/.test(line));
    const seen: string[][] = [];
    const plan = ["1", "u", "1", "q"];
    let step = 0;
    const { code, output } = await play(["play", "sherwood", "--seed", "6", "--save", join(scratch(), "s.json")], (screen) => {
      if (step === 1 || step === 3) seen.push(dice(screen));
      return plan[step++];
    });
    expect(code).toBe(0);
    expect(output).toContain("(undone)");
    const [first, second] = seen;
    expect(first!.some((line) => line.includes("roll to hit"))).toBe(true);
    expect(second).toEqual(first);
  }, 60_000);
});
