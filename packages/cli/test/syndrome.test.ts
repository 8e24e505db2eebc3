import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { History, runGame, seededChance } from "@tt/engine";
import { SYNDROME_DATA, heuristicPolicy, syndrome, type State } from "@tt/syndrome";
import { runCli, type LineSource } from "@tt/cli";
import { promptOf, recordingIo, savedGame, scratch, tt } from "./helpers";

const ones = (n: number) => "1\n".repeat(n);

/** The names of the prisoners still hidden in a tt play save (the setup's blind draws). */
function hiddenNames(savePath: string): string[] {
  const save = JSON.parse(readFileSync(savePath, "utf8"));
  const state = History.fromLog(syndrome, save.log).state as State;
  return state.people.flatMap((p, i) => (p.hidden ? [syndrome.rules.counters[i]!.name] : []));
}

describe("tt play syndrome", () => {
  it("plays a whole scripted game from piped input (always choice 1), narrating rolls and showing the state", () => {
    const dir = scratch();
    const { code, out, err } = tt(["play", "syndrome", "--seed", "3"], { input: ones(1000), cwd: dir });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain('The Sherwood Syndrome: new game, seed "3"');
    // The state a player needs.
    expect(out).toMatch(/\nturn 1, actions · Witchcraft 0\/10 · Royal Morale 10 · Warchest 4 gold · Royal Orders: Patrol\n/);
    expect(out).toMatch(/\nRoyal Party: Royal Palace; towns sworn: none\n/);
    expect(out).toContain("\nEnterprise box: Kirk, Spock, McCoy, Uhura, Sulu, Chekov, Scott\n");
    expect(out).toMatch(/\nKing's Men squads: .*Royal Palace: Royal Guard/);
    expect(out).toMatch(/\nprisoners: .*a (yellow|dark blue) counter/);
    // Numbered legal actions with readable labels.
    expect(out).toContain("\n  1) end Rebel Actions\n");
    // A long menu comes by group first: one line per crewmember who may beam down.
    expect(out).toContain(`\n  2) Kirk beams down (${syndrome.rules.landSpaces.length} choices)\n`);
    expect(out).toMatch(/\n {2}1\) place a free neutral in The Wyrwood\n/);
    // Every roll with its die, modifiers, total, row and result.
    expect(out).toMatch(/ {2}Fealty Table: \d+ \(die\) \+ 10 \(Royal Morale 10\) = \d+ → row "[^"]+": (Swear Fealty|Delay|Defy) \[SYN-T\.FEALTY\]/);
    expect(out).toMatch(/ {2}the Royal Party moves from .+ to .+ \[SYN-13\.1\]/);
    expect(out).toMatch(/ {2}game over on turn \d+: King Eyven wins \(fealty\)\n/);
    expect(out).toMatch(/\nresult: defeat: fealty\n/);
    // No internal names: no row "paragraph-115", no rule IDs in the questions, no stray "; ;".
    expect(out).not.toMatch(/paragraph-\d|; ;/);
    for (const question of out.split("\n").filter((line) => /^player: /.test(line))) expect(question).not.toMatch(/\b(SYN|WQ)-/);
    // Hidden prisoners: colours only, never names (none was freed in this game).
    const hidden = hiddenNames(savedGame(dir, "syndrome"));
    expect(hidden).toHaveLength(13);
    for (const name of hidden) expect(out).not.toContain(name);
    expect(out).toMatch(/a (yellow|dark blue) prisoner is placed in .+ \[SYN-3\.2\]/);
  });

  it("shows a long menu by group: a group's actions numbered again, b to go back, then the chosen action is played", async () => {
    const recorded = recordingIo();
    const io = recorded.io;
    // A wrong answer keeps the submenu in view: its error, then the question again.
    const script = ["2", "b", "2", "x", String(syndrome.rules.landSpaces.indexOf("trott") + 1), "q"];
    const answers: LineSource = {
      next: async () => {
        const prompt = promptOf(recorded.text());
        // Setup first (flat menus of single choices): always the first.
        if (!prompt.includes("Rebel Actions") && !recorded.text().includes("Turn 1: Rebel Actions")) return "1";
        return script.shift();
      },
    };
    const dir = scratch();
    const save = join(dir, "g.json");
    const code = await runCli(["play", "syndrome", "--seed", "4", "--save", save], io, () => answers);
    expect(code).toBe(0);
    const turn = recorded.text().slice(recorded.text().indexOf("Turn 1: Rebel Actions"));
    expect(turn).toContain("\n  1) end Rebel Actions\n");
    expect(turn).toContain(`\n  2) Kirk beams down (${syndrome.rules.landSpaces.length} choices)\n`);
    expect(turn).toContain("\n  3) Spock beams down (");
    // The group, numbered again, with a way back.
    expect(turn).toContain("Kirk beams down:\n    1) Kirk beams down to ");
    expect(turn).toContain(`choose 1-${syndrome.rules.landSpaces.length} (b to go back, q to save and quit): `);
    expect(turn).toContain(`    ${syndrome.rules.landSpaces.indexOf("trott") + 1}) Kirk beams down to Trott\n`);
    expect(turn).toContain(`"x" is not a choice: type a number from 1 to ${syndrome.rules.landSpaces.length}, or b to go back: `);
    expect(turn).toContain("  Kirk beams down to Trott [SYN-9.1]\n");
    const state = History.fromLog(syndrome, JSON.parse(readFileSync(save, "utf8")).log).state as State;
    expect(state.people[syndrome.rules.person("kirk").index]!.at).toBe("trott");
  });

  it("replays a saved game to the same end, still hiding the hidden prisoners", () => {
    const dir = scratch();
    const played = tt(["play", "syndrome", "--seed", "3"], { input: ones(1000), cwd: dir });
    expect(played.code).toBe(0);
    const replayed = tt(["replay", savedGame(dir, "syndrome")]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/The Sherwood Syndrome: replaying \d+ inputs/);
    expect(replayed.out).toContain("result: defeat: fealty");
    for (const name of hiddenNames(savedGame(dir, "syndrome"))) expect(replayed.out).not.toContain(name);
  });

  it("narrates a heuristic game's raids, paragraphs (effect and story), captures and rescues", () => {
    const run = runGame(syndrome, {}, { policies: { player: heuristicPolicy(syndrome) }, chance: seededChance(7) });
    const dir = scratch();
    const log = join(dir, "log.json");
    writeFileSync(log, JSON.stringify(run.log));
    const { code, out } = tt(["replay", log]);
    expect(code).toBe(0);
    // (A roll with several modifiers is wrapped to 100 columns before its row.)
    expect(out).toMatch(/\nRaid Table: \d+ \(die\)( [+-] \d+ \([^)]+\))+ = -?\d+(?: |\n {4})→ row "[^"]+": \d+ \[SYN-T\.RAID\]\n/);
    expect(out).toMatch(/\n¶1\d\d .+\n {6}\S/); // effect, then the story indented
    expect(out).toMatch(/\n\w.* is freed in .+ \[SYN-P\.1\d\d\]\n/);
    expect(out).toMatch(/\n\S+ beams down to .+ \[SYN-9\.1\]\n/);
    expect(out).toMatch(/\nRoyal Orders: Patrol → Search \[SYN-12\.1\]\n/);
    const state = run.state as State;
    // Paragraph texts name other people (Captain Black's names Ferdie Onehand): leave them out of the check.
    let narration = out;
    for (const para of SYNDROME_DATA.paragraphs) for (const text of [para.effect, para.text]) if (text !== "") narration = narration.split(text).join("");
    for (const [i, p] of state.people.entries()) if (p.hidden) expect(narration).not.toContain(syndrome.rules.counters[i]!.name);
  });

  it("--dice manual asks for each d10 with its table, purpose and modifiers; reads 0 as 10; blind draws stay the computer's", async () => {
    const recorded = recordingIo();
    const io = recorded.io;
    let wrongOnce = false;
    const answers: LineSource = {
      next: async () => {
        const prompt = promptOf(recorded.text());
        if (prompt.includes("Fealty Table") && !wrongOnce) {
          wrongOnce = true;
          return "11";
        }
        if (prompt.includes("Fealty Table")) return "0";
        return "1";
      },
    };
    const dir = scratch();
    const save = join(dir, "s.json");
    const code = await runCli(["play", "syndrome", "--seed", "8", "--dice", "manual", "--save", save], io, () => answers);
    expect(code).toBe(0);
    // A question longer than 100 columns is wrapped like any line; the answer goes after its last line.
    expect(recorded.text()).toContain("Fealty Table in Farnosh Bridge: roll 1d10, 0 counts as 10, then add +10 (Royal Morale 10);\n    type what the dice show (0-10): ");
    expect(recorded.text()).toContain("not a possible result: type a number from 0 to 10");
    expect(recorded.text()).toMatch(/Fealty Table: 10 \(die\) \+ 10 \(Royal Morale 10\) = 20 → row "9 or more": Swear Fealty/);
    expect(recorded.text()).not.toMatch(/Fealty Table: [1-9] \(die\)/);
    // The setup's draws are blind: drawn by the computer, never listed by name.
    expect(recorded.text()).not.toContain("draw and pick what you drew");
    expect(recorded.text()).toContain("(Draw a prisoner blind for Castle Dil: a blind draw, the computer draws it)");
    for (const name of hiddenNames(save)) expect(recorded.text()).not.toContain(name);
    expect(recorded.text()).toMatch(/\nresult: /);
  });

  it("saves after every step and resumes where it stopped, with the same dice", () => {
    const dir = scratch();
    const straight = tt(["play", "syndrome", "--seed", "11"], { input: ones(1000), cwd: dir });
    const save = join(dir, "part.json");
    const first = tt(["play", "syndrome", "--seed", "11", "--save", save], { input: ones(12), cwd: dir });
    expect(first.code).toBe(0);
    expect(first.out).toContain("game saved to part.json; resume with: tt play --load part.json");
    const rest = tt(["play", "--load", save], { input: ones(1000), cwd: dir });
    expect(rest.code).toBe(0);
    expect(rest.out).toMatch(/The Sherwood Syndrome: resumed from .* after \d+ inputs/);
    const ending = (text: string) => text.slice(text.lastIndexOf("game over on turn"));
    expect(ending(rest.out)).toBe(ending(straight.out));
    expect(ending(rest.out)).toMatch(/^game over on turn \d+/);
  });
});

describe("tt sim syndrome", () => {
  it("gives identical results for the same seed with 1 and 2 workers", () => {
    const one = tt(["sim", "syndrome", "--games", "50", "--seed", "5", "--workers", "1", "--json"]);
    const two = tt(["sim", "syndrome", "--games", "50", "--seed", "5", "--workers", "2", "--json"]);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    const a = JSON.parse(one.out);
    expect(a.games).toBe(50);
    expect(a.finished).toBe(50);
    for (const o of a.outcomes) expect(["victory", "defeat: fealty", "defeat: witchcraft", "turn limit"]).toContain(o.outcome);
    expect(JSON.parse(two.out)).toEqual(a);
  });

  it("refuses a bot the Syndrome does not have", () => {
    const r = tt(["sim", "syndrome", "--policy", "expectimax", "--games", "2"]);
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toBe("tt sim: The Sherwood Syndrome has no expectimax bot (try heuristic or random)");
  });
});

describe("tt odds <game> <table>", () => {
  it("lists a game's tables", () => {
    const { code, out } = tt(["odds", "syndrome"]);
    expect(code).toBe(0);
    for (const name of ["raid", "horse-theft", "sanctuary", "flight", "fealty", "recruiting", "donations", "kings-men"]) expect(out).toMatch(new RegExp(`\\n  ${name} +\\S`));
  });

  it("prints every row of the Raid Table with its paragraph, odds out of 10 and percentages summing to 100%", () => {
    const { code, out, err } = tt(["odds", "syndrome", "raid", "--modifier", "3"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out.split("\n")[0]).toBe("Raid Table: 1d10 + 3");
    const rows = out.split("\n").filter((l) => /^\S.*\d+\/10 +[\d.]+%/.test(l));
    expect(rows).toHaveLength(19); // -1 or less ... 17 or more
    const tenths = rows.map((l) => Number(/ (\d+)\/10 /.exec(l)![1]));
    const percents = rows.map((l) => Number(/ ([\d.]+)%/.exec(l)![1]));
    expect(tenths.reduce((a, b) => a + b, 0)).toBe(10);
    expect(percents.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
    expect(out).toMatch(/\n13 +113 +1\/10 +10\.00% +████ +The prisoners are freed\.\n/);
    expect(out).toMatch(/\n-1 or less +99 +0\/10 +0\.00%/);
  });

  it("aligns the explanations in one column whatever the bars' lengths, and never cuts them", () => {
    for (const args of [
      ["odds", "syndrome", "fealty", "--modifier", "10"],
      ["odds", "syndrome", "raid", "--modifier", "3"],
      ["odds", "syndrome", "flight", "--modifier", "-4"],
    ]) {
      const { code, out } = tt(args);
      expect(code).toBe(0);
      const rows = out.split("\n").filter((l) => /^\S.* \d+\/10 +[\d.]+%/.test(l));
      // Where each row's explanation starts: after the percentage and the bar.
      const columns = rows
        .map((l) => {
          const after = l.indexOf("%") + 1;
          const m = /[^\s█]/.exec(l.slice(after));
          return m ? after + m.index : -1;
        })
        .filter((column) => column >= 0);
      expect(columns.length).toBeGreaterThan(1);
      expect(new Set(columns).size).toBe(1);
      expect(out).not.toContain("…");
    }
  });

  it("reads a cross table by --key (the King's Men Table by Royal Orders), and refuses one without it", () => {
    const seize = tt(["odds", "syndrome", "kings-men", "--key", "seize"]);
    expect(seize.code).toBe(0);
    expect(seize.out.split("\n")[0]).toBe("King's Men Table (Seize): 1d10 + 0");
    const noKey = tt(["odds", "syndrome", "recruiting"]);
    expect(noKey.code).toBe(2);
    expect(noKey.out).toBe("");
    expect(noKey.err.split("\n")[0]).toMatch(/^tt odds: the recruiting table needs --key, one of: King's Men squads, Captain Black, .*Bishop Norje$/);
    expect(noKey.err).toContain("Usage: tt odds [options] <notation> [table]");
    const norje = tt(["odds", "syndrome", "recruiting", "--key", "Bishop Norje", "--modifier=-1"]);
    expect(norje.code).toBe(0);
    expect(norje.out).toMatch(/\n4-6 +2I,F +\d+\/10/);
  });

  it("SYN-T.CODES glosses each code as @tt/syndrome parses it: G gives 2 gold (was 1), G half half a die; Fealty results have their meaning", () => {
    const { code, out } = tt(["odds", "syndrome", "donations", "--key", "Cathedral", "--modifier", "2"]);
    expect(code).toBe(0);
    expect(out).toMatch(/\n8-9 +G +2\/10 +20\.00% +█+ +2 gold \(a small haul\)\n/);
    expect(out).toMatch(/\n12 or more +G half +1\/10 .* a die of gold, halved \(rounded down\)\n/);
    expect(out).not.toContain("1 gold");
    const fealty = tt(["odds", "syndrome", "fealty"]);
    expect(fealty.out).toMatch(/\n1-4 +Defy +.* the Royal Party stays next turn; Royal Morale -1\n/);
  });

  it("refuses an unknown table or key with one line and usage", () => {
    const table = tt(["odds", "syndrome", "dragons"]);
    expect(table.code).toBe(2);
    expect(table.err.split("\n")[0]).toBe('tt odds: syndrome has no table "dragons" (its tables: raid, horse-theft, sanctuary, flight, fealty, recruiting, donations, kings-men)');
    const key = tt(["odds", "syndrome", "donations", "--key", "Moon"]);
    expect(key.code).toBe(2);
    expect(key.err.split("\n")[0]).toMatch(/^tt odds: the donations table has no key "Moon" \(keys: Bridge\/Ford, Castle, /);
    expect(tt(["odds", "sharpe", "dragons"]).err.split("\n")[0]).toBe('tt odds: sharpe has no table "dragons" (its tables: attribute, check)');
    expect(tt(["odds", "2d6", "--modifier", "2"]).code).toBe(2);
  });
});

describe("tt validate syndrome", () => {
  it("accepts the shipped data and names the JSON path of a corrupted copy's problems", () => {
    const dir = scratch();
    const good = join(dir, "syndrome.json");
    writeFileSync(good, JSON.stringify(SYNDROME_DATA));
    const ok = tt(["validate", "syndrome", good]);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^valid: .* is a Sherwood Syndrome data set/);

    const schema = JSON.parse(readFileSync(good, "utf8"));
    delete schema.paragraphs[0].effect;
    schema.people[2].raid = "lots";
    const bad = join(dir, "schema.json");
    writeFileSync(bad, JSON.stringify(schema));
    const shape = tt(["validate", "syndrome", bad]);
    expect(shape.code).toBe(1);
    expect(shape.out).toMatch(/invalid: .* has 2 problems/);
    expect(shape.out).toMatch(/\n {2}paragraphs\[0\]\.effect: /);
    expect(shape.out).toMatch(/\n {2}people\[2\]\.raid: /);

    const refs = JSON.parse(readFileSync(good, "utf8"));
    refs.map.spaces[0].neighbours[0] = "atlantis";
    const broken = join(dir, "refs.json");
    writeFileSync(broken, JSON.stringify(refs));
    const cross = tt(["validate", "syndrome", broken]);
    expect(cross.code).toBe(1);
    expect(cross.out).toContain('  map.spaces[0].neighbours[0]: unknown space "atlantis"');
  });

  it("lists at most 20 problems, then a count and how to make the file; accepts the shipped data folder", () => {
    const dir = scratch();
    const many = JSON.parse(JSON.stringify(SYNDROME_DATA));
    for (const person of many.people) person.raid = "lots";
    const bad = join(dir, "many.json");
    writeFileSync(bad, JSON.stringify(many));
    const result = tt(["validate", "syndrome", bad]);
    expect(result.code).toBe(1);
    const problems = result.out.split("\n").filter((line) => /^ {2}people\[\d+\]\.raid: /.test(line));
    expect(problems).toHaveLength(20);
    expect(result.out).toContain(`has ${many.people.length} problems`);
    expect(result.out).toContain(`  ... and ${many.people.length - 20} more`);
    expect(result.out).toContain("tt data syndrome my-syndrome.json");
    expect(result.out).toContain("tt validate syndrome <folder>");

    const shipped = fileURLToPath(new URL("../../syndrome/src/data", import.meta.url));
    const folder = tt(["validate", "syndrome", shipped]);
    expect(folder.code).toBe(0);
    expect(folder.out).toMatch(/^valid: /);
    const empty = tt(["validate", "syndrome", dir]);
    expect(empty.code).toBe(1);
    expect(empty.err).toMatch(/is a folder without map\.json, people\.json/);

    const written = join(dir, "mine.json");
    const data = tt(["data", "syndrome", written]);
    expect(data.code).toBe(0);
    expect(JSON.parse(readFileSync(written, "utf8"))).toEqual(SYNDROME_DATA);
    expect(tt(["validate", "syndrome", written]).code).toBe(0);
    const again = tt(["data", "syndrome", written]);
    expect(again.code).toBe(1);
    expect(again.err).toContain("does not overwrite");
  });
});
