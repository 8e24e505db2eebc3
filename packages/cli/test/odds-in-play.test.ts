import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { History } from "@tt/engine";
import { glossResult, rollOdds, syndrome, type Action, type State } from "@tt/syndrome";
import { checkOdds } from "@tt/warpquest";
import { choice, playScripted as play, promptOf, scratch } from "./helpers";

// The exact odds a player is shown where the decision is made, checked against the libraries' own.

describe("tt play shows the exact odds before a roll", () => {
  it("the Syndrome: each amount of gold for recruiting, with the odds rollOdds gives for the attempt (SYN-8.1)", async () => {
    const dir = scratch();
    const save = join(dir, "s.json");
    let step = 0;
    let menu = "";
    let atGold = "";
    const plan: ((screen: string) => string)[] = [
      (s) => choice(s, /Kirk beams down \(/),
      (s) => choice(s, /Kirk beams down to Castle Dil$/),
      (s) => choice(s, /end Rebel Actions/),
      (s) => {
        expect(s).toMatch(/\) Kirk tries to recruit [^\n]* {2}\[recruited: \d+% with 0 gold, \d+% with \d+ gold\]\n/);
        return choice(s, /Kirk tries to recruit/);
      },
      (s) => {
        menu = s;
        atGold = readFileSync(save, "utf8");
        return "q";
      },
    ];
    const { code } = await play(["play", "syndrome", "--seed", "5", "--save", save], (screen, all) => {
      if (!all.includes("Turn 1: Rebel Actions")) return "1";
      return plan[step++]?.(screen);
    });
    expect(code).toBe(0);
    expect(menu).toMatch(/How much gold for recruiting/);
    const shown = [...menu.matchAll(/\) spend (\d+) gold {2}\[(\d+)% recruited\]/g)].map((m) => ({ gold: Number(m[1]), percent: Number(m[2]) }));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    // The same odds from the library: apply the choice on a copy and ask rollOdds of the attempt.
    const state = History.fromLog(syndrome, JSON.parse(atGold).log).state as State;
    const next = syndrome.next(state);
    if (next.kind !== "decision") throw new Error("not at the gold question");
    for (const { gold, percent } of shown) {
      const action = next.actions.find((a) => a.type === "spend" && (a as Action & { gold: number }).gold === gold) ?? next.actions[gold]!;
      const odds = rollOdds(syndrome, syndrome.apply(state, action).state)!;
      const recruited = odds.results.filter((r) => glossResult(syndrome.rules, r.result).startsWith("recruited")).reduce((sum, r) => sum + r.probability, 0);
      expect(percent).toBe(Math.round(recruited * 100));
    }
  }, 120_000);

  it("the Syndrome with --dice manual: the odds before each table roll the player makes", async () => {
    let odds = "";
    const { code } = await play(["play", "syndrome", "--seed", "8", "--dice", "manual", "--save", join(scratch(), "s.json")], (screen) => {
      const prompt = promptOf(screen);
      if (prompt.includes("Fealty Table")) {
        odds = screen.split("\n").filter((l) => l.startsWith("  odds: "))[0] ?? "";
        return "q";
      }
      return "1";
    });
    expect(code).toBe(0);
    expect(odds).toMatch(/^ {2}odds: Fealty Table 1d10\+10: 100% sworn/);
  }, 120_000);

  it("Sharpe: keep the roll or reroll, each with its chance of winning the check; the challenge roll's odds before it (WQ-CHECK)", async () => {
    let menu = "";
    let after = "";
    const { code } = await play(["play", "sharpe", "--campaigns", "1", "--seed", "5", "--save", join(scratch(), "s.json")], (screen) => {
      if (menu === "" && /skill roll \d+: keep it/.test(screen)) {
        menu = screen;
        return "1";
      }
      if (menu !== "" && after === "") {
        after = screen;
        return "q";
      }
      return "1";
    });
    expect(code).toBe(0);
    const kept = /Shooting skill roll (\d+): keep it[\s\S]*1\) keep the roll {2}\[(\d+)% wins the check\]/.exec(menu);
    expect(kept).not.toBeNull();
    expect(menu).toMatch(/2\) spend an Experience Token to reroll {2}\[\d+% wins the check\]/);
    // Skill 4 + Shooting bonus 2 = 6 against 1D10 + the card's difficulty: rolls 1-6 of 10 win, as checkOdds says.
    const check = /check 1\/1 \(Shooting\): skill (\d+) \+ (\d+) \(Shooting bonus\) = (\d+) vs challenge (\d+) [^=]*= (\d+)/.exec(after)!;
    const difficulty = Number(check[5]) - Number(check[4]);
    expect(Number(kept![2])).toBe(Math.round(checkOdds(Number(check[3]), difficulty) * 100));
    expect(after).toContain(`  odds: challenge roll 1d10: ${kept![2]}% you win the check\n`);
  }, 120_000);

  it("Sharpe with --dice manual: the odds before the skill roll and before the challenge roll", async () => {
    const odds: string[] = [];
    const { code } = await play(["play", "sharpe", "--campaigns", "1", "--seed", "5", "--dice", "manual", "--save", join(scratch(), "s.json")], (screen) => {
      for (const line of screen.split("\n")) if (line.startsWith("  odds: ")) odds.push(line);
      if (odds.some((l) => l.includes("challenge roll"))) return "q";
      const prompt = screen.slice(screen.lastIndexOf("\n") + 1);
      if (prompt.includes("(1-6)")) return "3";
      if (prompt.includes("0 counts as 10")) return "5";
      return "1";
    });
    expect(code).toBe(0);
    expect(odds.find((l) => l.includes("skill roll"))).toMatch(/^ {2}odds: skill roll 1d10: \d+% you win the check \(keeping the roll, no aid\)$/);
    expect(odds.find((l) => l.includes("challenge roll"))).toMatch(/^ {2}odds: challenge roll 1d10: \d+% you win the check$/);
  }, 120_000);
});
