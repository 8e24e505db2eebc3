import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRng } from "@tt/dice";
import { defaultSavePath, shellWord, shownPath, ttCommand, userPath } from "../src/paths";
import { savedGame, scratch, tt } from "./helpers";

describe("where tt saves, and the resume hint", () => {
  it("saves to $XDG_DATA_HOME/tt/saves/<game>.json, else ~/.local/share/tt/saves", () => {
    expect(defaultSavePath("syndrome", { XDG_DATA_HOME: "/data" })).toBe("/data/tt/saves/syndrome.json");
    expect(defaultSavePath("sharpe", {})).toBe(join(homedir(), ".local", "share", "tt", "saves", "sharpe.json"));
  });

  it("reads paths from where the user typed the command, also through `pnpm tt` (INIT_CWD)", () => {
    const viaScript = { npm_lifecycle_event: "tt", INIT_CWD: "/home/you/games" };
    expect(userPath("my.json", viaScript)).toBe("/home/you/games/my.json");
    expect(shownPath("/home/you/games/saves/my.json", viaScript)).toBe("saves/my.json");
    expect(ttCommand(viaScript)).toBe("pnpm tt");
    expect(ttCommand({})).toBe("tt");
    // Elsewhere than below the user's folder: the absolute path.
    expect(shownPath("/srv/other/my.json", viaScript)).toBe("/srv/other/my.json");
    expect(shellWord("my game.json")).toBe("'my game.json'");
  });

  it("saves nowhere but the data folder (not the folder one plays in), and the hint resumes the game from there", () => {
    const dir = scratch();
    const first = tt(["play", "sharpe", "--campaigns", "1", "--seed", "2"], { input: "1\n1\n", cwd: dir });
    expect(first.code).toBe(0);
    expect(first.out).toContain("game saved to data/tt/saves/sharpe.json; resume with: tt play --load data/tt/saves/sharpe.json\n");
    expect(readdirSync(dir)).toEqual(["data"]); // the test's XDG_DATA_HOME
    const hint = /resume with: (.*)\n/.exec(first.out)![1]!.split(" ");
    const again = tt(hint.slice(1), { input: "q\n", cwd: dir });
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/resumed from data\/tt\/saves\/sharpe\.json after \d+ inputs/);
  });

  it("a version 1 save (the dice generator's state) still loads and plays on", () => {
    const dir = scratch();
    expect(tt(["play", "sharpe", "--campaigns", "1", "--seed", "2"], { input: "1\n1\n", cwd: dir }).code).toBe(0);
    const save = savedGame(dir, "sharpe");
    const record = JSON.parse(readFileSync(save, "utf8"));
    const rng = createRng(record.seed);
    for (let i = 0; i < record.draws.at(-1); i++) rng.float();
    const { draws: _, ...rest } = record;
    writeFileSync(save, JSON.stringify({ ...rest, schemaVersion: 1, rng: rng.getState() }));
    const resumed = tt(["play", "--load", save], { input: "1\n".repeat(400), cwd: dir });
    expect(resumed.code).toBe(0);
    expect(resumed.out).toMatch(/\nresult: (survived|killed) as \w+/);
  });
});
