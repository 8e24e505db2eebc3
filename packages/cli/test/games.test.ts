import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SHARPE_DATA, checkOdds } from "@tt/warpquest";
import { runCli, type LineSource } from "@tt/cli";
import { recordingIo, savedGame, scratch, tt } from "./helpers";

const ones = (n: number) => "1\n".repeat(n);

describe("tt play", () => {
  it("plays a whole scripted Sharpe campaign from piped input, narrating every roll", () => {
    const dir = scratch();
    const { code, out, err } = tt(["play", "sharpe", "--campaigns", "1", "--seed", "3"], { input: ones(400), cwd: dir });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toMatch(/p1 rolls \d on the Attribute Table: \w+ \d+ \[SHP-ATTR\]/);
    expect(out).toMatch(/check 1\/\d \(\w+\): skill \d+ .* vs challenge \d+ .*: (won|lost) \[WQ-CHECK\]/);
    expect(out).toMatch(/\n {2}1\) /); // numbered legal actions
    expect(out).toMatch(/\nresult: (survived|killed) as \w+/);
    expect(existsSync(savedGame(dir, "sharpe"))).toBe(true);
  });

  it("plays a whole scripted two-player Salt Road game", () => {
    const dir = scratch();
    const { code, out } = tt(["play", "salt-road", "--players", "2", "--seed", "9"], { input: ones(2000), cwd: dir });
    expect(code).toBe(0);
    expect(out).toContain("p2's turn");
    // A party's line leaves out what it has none of: no stray "; ;", no internal names.
    expect(out).toMatch(/\np1: space \d+, \w+, units \d+, XP \d+(; hand: [^\n]+)?\n/);
    expect(out).not.toMatch(/; ;|loss-table|paragraph-\d/);
    expect(out).toMatch(/\nresult: (p1 won|p2 won|no winner)/);
  });

  it("saves after every step and resumes where it stopped, with the same dice", () => {
    const dir = scratch();
    const straight = tt(["play", "sharpe", "--campaigns", "1", "--seed", "11"], { input: ones(400), cwd: dir });
    const save = join(dir, "part.json");
    const first = tt(["play", "sharpe", "--campaigns", "1", "--seed", "11", "--save", save], { input: ones(3), cwd: dir });
    expect(first.code).toBe(0);
    expect(first.out).toContain("game saved to part.json; resume with: tt play --load part.json");
    const rest = tt(["play", "--load", save], { input: ones(400), cwd: dir });
    expect(rest.code).toBe(0);
    expect(rest.out).toMatch(/resumed from .* after \d+ inputs/);
    const ending = (text: string) => text.slice(text.lastIndexOf("\nresult: "));
    expect(ending(rest.out)).toBe(ending(straight.out));
  });

  it("--dice manual asks for each roll, saying which die and what for", () => {
    const dir = scratch();
    const { code, out } = tt(["play", "sharpe", "--campaigns", "1", "--dice", "manual"], { input: `7\n${"3\n".repeat(12)}${"1\n".repeat(400)}`, cwd: dir });
    expect(code).toBe(0);
    expect(out).toContain("p1: a roll on the Attribute Table (1D6): roll 1d6; type what the dice show (1-6): ");
    expect(out).toContain("not a possible result: type a number from 1 to 6");
    expect(out.match(/p1 rolls 3 on the Attribute Table: Shooting \d+ \[SHP-ATTR\]/g)).toHaveLength(12);
    expect(out).toMatch(/: a blind draw, the computer draws it\)/);
    expect(out).toMatch(/\nresult: /);
  });

  it("--dice manual reads a d10's 0 as 10 (SYN-2.4's convention, WarpQuest's 1D10)", async () => {
    const recorded = recordingIo();
    const io = recorded.io;
    const answers: LineSource = {
      next: async () => {
        const prompt = recorded.text().slice(recorded.text().lastIndexOf("\n") + 1);
        if (prompt.includes("0 counts as 10")) return "0";
        if (prompt.includes("(1-6)")) return "5";
        return "1";
      },
    };
    const dir = scratch();
    const code = await runCli(["play", "sharpe", "--campaigns", "1", "--dice", "manual", "--save", join(dir, "s.json")], io, () => answers);
    expect(code).toBe(0);
    expect(recorded.text()).toMatch(/roll 1d10, 0 counts as 10[^\n]*; type what the dice show \(0-10\)/);
    expect(recorded.text()).toMatch(/rolls 1D10 for [^:]+: 10 \[WQ-CHECK\]/);
    expect(recorded.text()).not.toMatch(/rolls 1D10 for [^:]+: [1-9] \[/);
  });

  it("refuses a save whose die roll was changed to another legal face, naming the step (engine/log-diverged)", () => {
    const dir = scratch();
    const save = join(dir, "s.json");
    expect(tt(["play", "sharpe", "--campaigns", "1", "--seed", "4", "--save", save], { input: ones(400), cwd: dir }).code).toBe(0);
    const record = JSON.parse(readFileSync(save, "utf8"));
    expect(record.log.checksums.hashes.length).toBe(record.log.inputs.length);
    const step = record.log.inputs.findIndex((input: { type: string; face?: number }, k: number) => k > 2 && input.type === "die");
    record.log.inputs[step].face = record.log.inputs[step].face === 1 ? 2 : 1;
    writeFileSync(save, JSON.stringify(record));
    const { code, err } = tt(["replay", save]);
    expect(code).toBe(1);
    expect(err).toContain(`step ${step}: the replayed state's checksum`);
    expect(err).toContain(`input ${step} was altered`);
  });

  it("a corrupt save's error never names what a blind draw drew (the Syndrome's hidden prisoners)", () => {
    const dir = scratch();
    expect(tt(["play", "syndrome", "--seed", "5"], { input: "q\n", cwd: dir }).code).toBe(0);
    const save = savedGame(dir, "syndrome");
    const record = JSON.parse(readFileSync(save, "utf8"));
    // The fourth blind draw is made to draw the second one's counter again: no longer in the cup.
    const drawn = record.log.inputs[1].person as string;
    record.log.inputs[3] = record.log.inputs[1];
    delete record.log.checksums;
    writeFileSync(save, JSON.stringify(record));
    for (const args of [
      ["play", "--load", save],
      ["replay", save],
    ]) {
      const { code, err } = tt(args, { cwd: dir });
      expect(code).toBe(1);
      expect(err.trim().split("\n")).toHaveLength(1);
      expect(err).toMatch(/step 3: the saved outcome is not a possible result of "Draw a neutral blind into the cup \(prisoners\)" \(a blind draw: its \d+ possible outcomes stay hidden\)/);
      expect(err).not.toContain(drawn);
    }
  });

  it("refuses a save whose dice counts do not fit its log", () => {
    const dir = scratch();
    expect(tt(["play", "sharpe", "--campaigns", "1", "--seed", "2"], { input: "1\n", cwd: dir }).code).toBe(0);
    const save = savedGame(dir, "sharpe");
    const record = JSON.parse(readFileSync(save, "utf8"));
    record.draws.pop();
    writeFileSync(save, JSON.stringify(record));
    const { code, err } = tt(["play", "--load", save], { cwd: dir });
    expect(code).toBe(1);
    expect(err).toMatch(/is not a tt save: draws: \d+ counts that never go down expected \(one per step\), found \d+\n$/);
  });

  it("refuses a corrupt save with one line", () => {
    const dir = scratch();
    const save = join(dir, "bad.json");
    writeFileSync(save, JSON.stringify({ schemaVersion: 1, kind: "tt-save", game: "sharpe" }));
    const { code, out, err } = tt(["play", "--load", save]);
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err.trim().split("\n")).toHaveLength(1);
    expect(err).toMatch(/is not a tt save: dice: /);
  });
});

describe("tt sim", () => {
  it("gives identical results for the same seed with 1 and 2 workers", () => {
    const one = tt(["sim", "sharpe", "--games", "300", "--seed", "5", "--workers", "1", "--json"]);
    const two = tt(["sim", "sharpe", "--games", "300", "--seed", "5", "--workers", "2", "--json"]);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    const a = JSON.parse(one.out);
    expect(a.games).toBe(300);
    expect(a.finished).toBe(300);
    expect(JSON.parse(two.out)).toEqual(a);
  });

  it("prints outcome rates with 95% intervals and game lengths", () => {
    const { code, out } = tt(["sim", "sharpe", "--games", "200", "--policy", "random", "--workers", "1"]);
    expect(code).toBe(0);
    expect(out).toMatch(/(survived|killed) as \w+ +\d+ +[\d.]+% +\[[\d.]+%, [\d.]+%\]/);
    expect(out).toMatch(/length {2}inputs: mean [\d.]+, median \d+/);
  });

  it("reports every officer of a several-player Sharpe: ties, each winner, and the winners' shares", () => {
    const { code, out } = tt(["sim", "sharpe", "--players", "2", "--games", "300", "--seed", "1"]);
    expect(code).toBe(0);
    expect(out).toMatch(/\n {2}tie: both survived as Major +\d+ +[\d.]+% +\[/);
    expect(out).toMatch(/\n {2}p1 wins: p1 survived as Major, p2 killed as \w+ +\d+/);
    expect(out).toMatch(/\n {2}p2 wins: p2 survived as Major, p1 killed as \w+ +\d+/);
    const winners = out.slice(out.indexOf("\nwinner\n"));
    expect(winners).toMatch(/\n {2}tie +\d+ +[\d.]+%/);
    expect(winners).toMatch(/\n {2}p1 wins +\d+/);
    expect(winners).toMatch(/\n {2}p2 wins +\d+/);
    const counts = [...winners.matchAll(/\n {2}(?:tie|p\d wins|no winner) +(\d+)/g)].map((m) => Number(m[1]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(300);
  });

  it("refuses bad flags and unknown games with one line and usage", () => {
    const bad = tt(["sim", "sharpe", "--games", "0"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--games must be a whole number from 1 to");
    expect(bad.err).toContain("Usage: tt sim");
    const unknown = tt(["sim", "chess"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err.split("\n")[0]).toBe('tt sim: unknown game "chess" (known games: syndrome, sharpe, salt-road, sherwood)');
    const policy = tt(["sim", "sharpe", "--policy", "genius"]);
    expect(policy.code).toBe(2);
    expect(policy.err).toContain("Allowed choices are random, heuristic, expectimax");
  });
});

describe("tt odds <warpquest scenario>", () => {
  it("lists Sharpe's tables: the Attribute Table (SHP-ATTR) and the skill check (WQ-CHECK)", () => {
    const { code, out } = tt(["odds", "sharpe"]);
    expect(code).toBe(0);
    expect(out).toMatch(/\n {2}attribute +Attribute Table/);
    expect(out).toMatch(/\n {2}check +a skill check/);
    const attribute = tt(["odds", "sharpe", "attribute"]);
    expect(attribute.out.split("\n")[0]).toBe("Attribute Table: 1d6 + 0");
    expect(attribute.out.match(/ 1\/6 +16\.67%/g)).toHaveLength(6);
    // Skill 7 against a difficulty of 1: 60%, as @tt/warpquest's checkOdds(7, 1) says.
    const check = tt(["odds", "sharpe", "check", "--modifier", "-6"]);
    expect(check.out).toMatch(new RegExp(`\\n0 or less +won +6/10 +${(checkOdds(7, 1) * 100).toFixed(2)}%`));
    expect(tt(["odds", "salt-road"]).out).not.toContain("attribute");
  });
});

describe("tt replay and tt validate", () => {
  it("replays a saved game and narrates it to the same end", () => {
    const dir = scratch();
    const played = tt(["play", "sharpe", "--campaigns", "1", "--seed", "4"], { input: ones(400), cwd: dir });
    const replayed = tt(["replay", savedGame(dir, "sharpe")]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/replaying \d+ inputs/);
    const result = /\nresult: (.*)/.exec(played.out)![1];
    expect(replayed.out).toContain(`result: ${result}`);
  });

  it("refuses a log of another game version, a missing file and bad JSON with one line each", () => {
    const dir = scratch();
    const log = join(dir, "log.json");
    writeFileSync(log, JSON.stringify({ schemaVersion: 1, gameId: "warpquest/sharpe", gameVersion: "0.0.1", options: {}, inputs: [] }));
    const wrong = tt(["replay", log]);
    expect(wrong.code).toBe(1);
    expect(wrong.err.trim().split("\n")).toHaveLength(1);
    expect(wrong.err).toMatch(/version 0\.0\.1/);
    const other = join(dir, "other.json");
    writeFileSync(other, JSON.stringify({ schemaVersion: 1, gameId: "chess", gameVersion: "1", options: {}, inputs: [] }));
    expect(tt(["replay", other]).err).toBe(`tt: ${other} is a game of "chess", which tt does not know\n`);
    expect(tt(["replay", join(dir, "none.json")]).err).toBe(`tt: no such file: ${join(dir, "none.json")}\n`);
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{oops");
    expect(tt(["replay", bad]).err).toMatch(/^tt: .* is not valid JSON: /);
  });

  it("validates a user's data file, naming the JSON path of every problem", () => {
    const dir = scratch();
    const good = join(dir, "sharpe.json");
    writeFileSync(good, JSON.stringify(SHARPE_DATA));
    const ok = tt(["validate", "sharpe", good]);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^valid: /);
    const broken = JSON.parse(readFileSync(good, "utf8"));
    delete broken.name;
    broken.schemaVersion = 99;
    const bad = join(dir, "broken.json");
    writeFileSync(bad, JSON.stringify(broken));
    const result = tt(["validate", "sharpe", bad]);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/invalid: .* has 2 problems/);
    expect(result.out).toMatch(/\n {2}schemaVersion: /);
    expect(result.out).toMatch(/\n {2}name: /);
  });
});
