import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ttPty, type PtySession } from "./pty";
import { savedGame, scratch, tt as run } from "./helpers";

// tt as a person runs it: in a terminal (a pseudo-terminal through util-linux `script`), typing
// at its prompts. Every wait is for text on the screen, with generous timeouts for a loaded machine.

const sessions: PtySession[] = [];
function start(args: string[], cwd = scratch()): PtySession {
  const session = ttPty(args, { cwd, env: { XDG_DATA_HOME: join(cwd, "data") } });
  sessions.push(session);
  return session;
}
afterEach(() => {
  for (const session of sessions.splice(0)) session.kill();
});

/** The question tt is waiting on: the output ends with a prompt. */
const PROMPT = /(choose 1-\d+|which\?|type what the dice show)[^\n]*: $/;

/** Waits for the next prompt after `from`; returns the screen since `from` and where it ends. */
async function prompt(tt: PtySession, from: number): Promise<{ screen: string; end: number }> {
  const end = await tt.waitFor(PROMPT, { from });
  return { screen: tt.output.slice(from, end), end };
}

/** The number of the menu line matching `label` on `screen` (the last such menu). */
function choice(screen: string, label: RegExp): string {
  const lines = screen.split("\n").filter((line) => /^ +\d+\) /.test(line) && label.test(line));
  if (lines.length === 0) throw new Error(`no choice ${label} in:\n${screen.slice(-3000)}`);
  return /^ +(\d+)\)/.exec(lines[lines.length - 1]!)![1]!;
}

describe("tt play in a terminal", () => {
  it("q saves and exits at once: the terminal is the shell's again", async () => {
    const tt = start(["play", "syndrome", "--seed", "5"]);
    await tt.waitFor("(q to save and quit");
    tt.type("q\r");
    expect(await tt.exit(20_000)).toBe(0);
    expect(tt.output).toMatch(/game saved to data\/tt\/saves\/syndrome\.json; resume with: tt play --load data\/tt\/saves\/syndrome\.json\n/);
  }, 90_000);

  it("exits at the end of a game, and when loading a finished game", async () => {
    const dir = scratch();
    const tt = start(["play", "sharpe", "--campaigns", "1", "--seed", "3"], dir);
    let from = 0;
    for (let answers = 0; !tt.output.includes("\nresult: "); answers++) {
      if (answers > 300) throw new Error("no end after 300 answers");
      const next = await Promise.race([prompt(tt, from), tt.waitFor("\nresult: ", { from }).then(() => null)]);
      if (next === null) break;
      tt.type("1\r");
      from = next.end;
    }
    expect(await tt.exit(20_000)).toBe(0);
    expect(tt.output).toMatch(/\nresult: (survived|killed) as \w+/);

    const again = start(["play", "--load", savedGame(dir, "sharpe")], dir);
    expect(await again.exit(30_000)).toBe(0);
    expect(again.output).toMatch(/resumed from .* after \d+ inputs\n[\s\S]*\nresult: (survived|killed) as \w+/);
  }, 240_000);

  it("Ctrl-C saves the game and says so in one clean line, ending as q does (exit 0)", async () => {
    const dir = scratch();
    const tt = start(["play", "syndrome", "--seed", "5"], dir);
    await tt.waitFor("(q to save and quit");
    tt.type("\u0003");
    expect(await tt.exit(20_000)).toBe(0);
    const after = tt.output.slice(tt.output.lastIndexOf("(q to save and quit"));
    expect(after).toMatch(/\ntt: interrupted: game saved to data\/tt\/saves\/syndrome\.json; resume with: tt play --load data\/tt\/saves\/syndrome\.json\n$/);
    expect(after).not.toMatch(/\n\s+at |Error|ELIFECYCLE/);
    expect(JSON.parse(readFileSync(savedGame(dir, "syndrome"), "utf8")).kind).toBe("tt-save");
  }, 90_000);

  it("plays a Syndrome turn: the raid's odds with and without phasers, the odds again before the roll, then q exits", async () => {
    const tt = start(["play", "syndrome", "--seed", "5"]);
    let { screen, end } = await prompt(tt, 0);
    // Setup: the free neutrals, each in the first space offered.
    while (!screen.includes("Turn 1: Rebel Actions")) {
      tt.type("1\r");
      ({ screen, end } = await prompt(tt, end));
    }
    const say = async (keys: string) => {
      tt.type(`${keys}\r`);
      ({ screen, end } = await prompt(tt, end));
    };
    // Turn 1: Kirk and Sulu beam down to Castle Dil, where a prisoner is held.
    await say(choice(screen, /Kirk beams down \(/));
    await say(choice(screen, /Kirk beams down to Castle Dil$/));
    await say(choice(screen, /Sulu beams down \(/));
    await say(choice(screen, /Sulu beams down to Castle Dil$/));
    await say(choice(screen, /end Rebel Actions/));
    expect(screen).toContain("Turn 2: Rebel Actions");
    // Turn 2: the raid, its odds beside each leader, both sides of the phasers question.
    await say(choice(screen, /raid in Castle Dil/));
    expect(screen).toMatch(/\) Sulu leads a raid on Castle Dil {2}\[frees the prisoners: \d+% with phasers, \d+% without\]\n/);
    const without = /Sulu leads a raid on Castle Dil {2}\[frees the prisoners: \d+% with phasers, (\d+)% without\]/.exec(screen)![1];
    await say(choice(screen, /Sulu leads a raid/));
    expect(screen).toMatch(/\) use phasers \(\+5, Witchcraft \+1\) {2}\[\d+% frees the prisoners\]\n/);
    expect(screen).toContain(`) no phasers  [${without}% frees the prisoners]\n`);
    await say(choice(screen, /no phasers/));
    // The odds come before the die: then the roll, its row and its paragraph.
    const odds = screen.indexOf(`  odds: Raid Table 1d10+`);
    expect(odds).toBeGreaterThanOrEqual(0);
    // (The odds line is wrapped to 100 columns, its continuation lines indented.)
    expect(screen.slice(odds)).toMatch(new RegExp(`^ {2}odds: Raid Table 1d10\\+\\d+: [^\\n]*${without}% frees the prisoners[^\\n]*(?:\\n {6}[^\\n]*)*\\n {2}Raid Table: \\d+ \\(die\\)`));
    expect(screen).not.toMatch(/SYN-[\d.A-Z]+\)/); // no rule IDs in the prompts
    tt.type("q\r");
    expect(await tt.exit(20_000)).toBe(0);
  }, 180_000);
});

describe("Ctrl-C elsewhere", () => {
  it("cuts a simulation short with one line, exit 130", async () => {
    const tt = start(["sim", "syndrome", "-n", "100000", "--workers", "1"]);
    await tt.waitFor(/\d+\/100000 games/, { timeoutMs: 60_000 });
    tt.type("\u0003");
    expect(await tt.exit(20_000)).toBe(130);
    expect(tt.output).toMatch(/\ntt: interrupted\n$/);
  }, 90_000);
});

describe("tt demo in a terminal", () => {
  it("shows a progress bar during each simulation, then what to try next", async () => {
    const tt = start(["demo", "--seed", "7", "--games", "200"]);
    await tt.waitFor(/sharpe .*\d+\/200 games \| ETA/, { timeoutMs: 60_000 });
    await tt.waitFor(/syndrome .*\d+\/40 games \| ETA/, { timeoutMs: 90_000 });
    await tt.waitFor(/What to try next\n {2}tt play syndrome/, { timeoutMs: 90_000 });
    expect(await tt.exit(20_000)).toBe(0);
    // The report is the same as without a terminal: the bar is cleared, the cursor shown again.
    expect(tt.output).toContain("WarpQuest: Sharpe (an officer's career): 200 simulated games");
  }, 180_000);
});

describe("tt writing into a pipe that closes early", () => {
  it("ends quietly on EPIPE (tt odds ... | head -3, tt sim ... | head -1)", async () => {
    const { spawn } = await import("node:child_process");
    const { createRequire } = await import("node:module");
    const { fileURLToPath, pathToFileURL } = await import("node:url");
    const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    for (const args of [
      ["odds", "10d10"],
      ["sim", "syndrome", "-n", "20", "--workers", "1"],
    ]) {
      // `head -1`: read one line, then close the pipe.
      const child = spawn("sh", ["-c", `"$@" | head -1`, "sh", process.execPath, "--import", tsx, "--conditions=@tt/source", cli, ...args], { env: { ...process.env, NO_COLOR: "1" } });
      let out = "";
      let err = "";
      child.stdout.on("data", (d: Buffer) => {
        out += d;
      });
      child.stderr.on("data", (d: Buffer) => {
        err += d;
      });
      await new Promise((resolve) => child.on("close", resolve));
      expect(out.split("\n")).toHaveLength(2);
      expect(err).toBe("");
    }
  }, 120_000);
});

describe("tt's flags", () => {
  it("refuses --players and --campaigns for the Syndrome, and setup flags with --load", () => {
    const players = run(["play", "syndrome", "--players", "2"]);
    expect(players.code).toBe(2);
    expect(players.err.split("\n")[0]).toBe("tt play: --players does not apply to The Sherwood Syndrome (it is a solitaire game with no setup flags)");
    const campaigns = run(["sim", "syndrome", "--campaigns", "2", "-n", "1"]);
    expect(campaigns.code).toBe(2);
    expect(campaigns.err.split("\n")[0]).toBe("tt sim: --campaigns does not apply to The Sherwood Syndrome (it is a solitaire game with no setup flags)");
    const salt = run(["sim", "salt-road", "--campaigns", "2", "-n", "1"]);
    expect(salt.err.split("\n")[0]).toBe("tt sim: --campaigns does not apply to WarpQuest: The Salt Road Relic (it takes --players)");
    const load = run(["play", "--load", "x.json", "--players", "2"]);
    expect(load.code).toBe(2);
    expect(load.err.split("\n")[0]).toBe("tt play: --players cannot change a saved game (it keeps its own setup and seed)");
  });

  it("--version prints the package's version", () => {
    const { code, out } = run(["--version"]);
    expect(code).toBe(0);
    expect(out.trim()).toBe(JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version);
  });
});
