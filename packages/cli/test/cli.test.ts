import { describe, expect, it } from "vitest";
import { distribution } from "@tt/dice";
import { tt as run } from "./helpers";

const tt = (...args: string[]) => run(args);

describe("tt odds", () => {
  it("prints every value of the exact distribution with its probability and a bar", () => {
    const { code, out, err } = tt("odds", "2d6");
    expect(code).toBe(0);
    expect(err).toBe("");
    const rows = out.split("\n").filter((l) => /^\s+\d+\s/.test(l));
    expect(rows).toHaveLength(11);
    expect(rows[5]).toMatch(/^\s+7\s+16\.67%\s+58\.33%\s+█{40}$/);
    expect(out).toContain("mean 7");
  });

  it("--json prints the same distribution @tt/dice computes", () => {
    const { code, out } = tt("odds", "4d6kh3", "--json");
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ notation: "4d6kh3", distribution: distribution("4d6kh3") });
  });

  it("bad notation prints one clear line and the usage, exits 2, no stack trace", () => {
    const { code, out, err } = tt("odds", "2d6+");
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err.split("\n")[0]).toBe('tt odds: expected a die or a number at position 4 of "2d6+"');
    expect(err).toContain("Usage: tt odds [options] <notation>");
    expect(err).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it("absurd dice are refused, not hung on", () => {
    const { code, err } = tt("odds", "1000d10000");
    expect(code).toBe(2);
    expect(err).toMatch(/^tt odds: the exact distribution of "1000d10000" needs more than/);
  });

  it("a missing argument or unknown option is a usage error", () => {
    expect(tt("odds").code).toBe(2);
    const bogus = tt("odds", "2d6", "--bogus");
    expect(bogus.code).toBe(2);
    expect(bogus.err).toContain("unknown option '--bogus'");
    expect(bogus.err).toContain("Usage: tt odds");
  });
});

describe("tt", () => {
  it("an unknown command suggests the right one and exits 2", () => {
    const { code, err } = tt("oods", "2d6");
    expect(code).toBe(2);
    expect(err).toContain("unknown command 'oods'");
    expect(err).toContain("Did you mean odds?");
  });

  it("--help lists the commands with examples and exits 0", () => {
    const { code, out } = tt("--help");
    expect(code).toBe(0);
    expect(out).toContain("odds [options] <notation>");
    expect(out).toContain("Examples:");
    const odds = tt("odds", "--help");
    expect(odds.code).toBe(0);
    expect(odds.out).toContain("tt odds 4d6kh3");
  });

  it("tt demo is the same for the same seed and different for another", () => {
    const a = tt("demo", "--seed", "7", "--games", "50");
    expect(a.code).toBe(0);
    expect(a.out).toContain('seed "7"');
    expect(tt("demo", "--seed", "7", "--games", "50").out).toBe(a.out);
    expect(tt("demo", "--seed", "8", "--games", "50").out).not.toBe(a.out);
    expect(a.out).toContain("WarpQuest: Sharpe (an officer's career): one seeded game, played by the heuristic bot");
    expect(a.out).toMatch(/WarpQuest: The Salt Road Relic: 50 simulated games/);
    expect(a.out).toContain("The Sherwood Syndrome: one seeded game, played by the heuristic bot");
    expect(a.out).toMatch(/ {2}game over on turn \d+: /);
    expect(a.out).toContain("The Sherwood Syndrome: 10 simulated games");
    expect(a.out).toContain("Sherwood (man-to-man skirmish): one seeded game, played by the heuristic bot");
    expect(a.out).toContain("(shots, attacks, rolls, their effects and ambushes only: tt play sherwood shows everything)");
    expect(a.out).toMatch(/\n {2}[^\n]+ against [^\n]+'s \d+: column [^\n]+ \[SHW-5\]\n/);
    expect(a.out).toContain("Sherwood (man-to-man skirmish): 5 simulated games");
    expect(a.out).toMatch(/95% CI \[[\d.]+%, [\d.]+%\]/);
    expect(a.out).not.toContain("\u001b["); // NO_COLOR: no escape codes
    // Not a terminal: no progress bar anywhere; the demo ends with the commands to try next.
    expect(a.out + a.err).not.toMatch(/games \| ETA|░/);
    expect(a.out).toMatch(/\nWhat to try next\n {2}tt play syndrome +play The Sherwood Syndrome yourself/);
    expect(a.out.trimEnd().split("\n").at(-1)).toMatch(/^ {2}tt --help +every command/);
  });
});
