import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SHERWOOD_DATA, sherwood } from "@tt/sherwood";
import { savedGame, scratch, tt } from "./helpers";

// tt and Sherwood (#21): a skirmish played through piped input to the end, the text map, the odds of
// a shot or an attack before it is made, every roll narrated with its modifiers, save, resume and
// replay, manual dice, the bots, the tables and the data. The tests that need the game's scenarios
// run once its options take one (they were added alongside).

const ones = (n: number) => "1\n".repeat(n);
/** Whether the game takes `{ scenario }` options yet. */
const scenarios = sherwood.optionsSchema.safeParse({ scenario: 1 }).success;

describe("tt play sherwood", () => {
  it("plays a whole skirmish (Saxons against Normans on Wood's Edge) through piped input to the end", () => {
    const dir = scratch();
    const { code, out, err } = tt(["play", "sherwood", "--seed", "4"], { input: ones(3000), cwd: dir });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("Sherwood (man-to-man skirmish): new game");
    expect(out).toContain("turn 1 of 8 · saxons, missile fire phase");
    expect(out).toMatch(/\nsaxons \(you\): RO Robin Hood 2,8, LJ Little John 3,8/);
    // The map: a column header, rows labelled, the deciding side's characters in capitals, the others' small.
    expect(out).toMatch(/\n {6}0 {3}1 {3}2 {3}3 /);
    expect(out).toMatch(/\n {2}8 [^\n]*RO[ *] [^\n]*LJ/);
    expect(out).toMatch(/\n {2}4 [^\n]*gu[ !] gu~ be/);
    expect(out).toContain("key: CAPITALS saxons");
    // Reachable hexes are marked for a move; a target of a shot for a shot.
    expect(out).toMatch(/\+\. /);
    expect(out).toMatch(/[a-z]{2}!/);
    // The odds of a shot before it is made; every roll with its table, modifiers and result.
    expect(out).toMatch(/\d+\) Reynold shoots at Sir Guy of Gisbourne {2}\[no effect \d+%, Sir Guy of Gisbourne [a-z ]+ \d+%/);
    expect(out).toMatch(/odds: roll to hit, short range: hit \d+%, miss \d+%/);
    expect(out).toMatch(/roll to hit, (short|long) range: roll \d+( [+-] \d+ \([^)]+\))*( = \d+)?: (hit|miss) \[SHW-3\.3\]/);
    expect(out).toMatch(/missile damage table: roll \d+ [+-] \d+ \((armoured target|crossbow)\) = -?\d+: (-|[A-Z1]+) \([a-z0-9,\s]+\) \[SHW-3\.4\]/);
    expect(out).toMatch(/Combat Table \((on foot|mounted)\) in column [^:]+: roll \d+: (-|[A-Z1]+) \([a-z0-9,\s]+\) \[SHW-5\]/);
    // The odds of a combat roll before it is rolled: each code with its meaning (SHW-6.1, SHW-6.2).
    expect(out).toMatch(/odds: Combat Table \((on foot|mounted)\) in column [^:]+: (-|[A-Z1]+) \([a-z0-9,\s]+\) \d+%/);
    expect(out).toMatch(/ against [^\n]+'s \d+: column [^\n]+ \[SHW-5\]/);
    expect(out).toMatch(/\nresult: (saxons won|normans won|draw)\n/);
    expect(JSON.parse(readFileSync(savedGame(dir, "sherwood"), "utf8")).game).toBe("sherwood");
  }, 60_000);

  it("groups a long menu by character and names hexes as the map does", () => {
    const { out } = tt(["play", "sherwood"], { input: "2\n1\n", cwd: scratch() });
    expect(out).toMatch(/\n {2}1\) Robin Hood \(10 choices\)\n {2}2\) Little John \(10 choices\)\n/);
    expect(out).toMatch(/\n {4}1\) Robin Hood moves to 2,7\n/);
  });

  it("saves after every step and resumes with the same dice; tt replay narrates the save", () => {
    const dir = scratch();
    const straight = tt(["play", "sherwood", "--seed", "8"], { input: ones(3000), cwd: dir });
    const save = join(dir, "part.json");
    const first = tt(["play", "sherwood", "--seed", "8", "--save", save], { input: ones(40), cwd: dir });
    expect(first.code).toBe(0);
    expect(first.out).toContain("game saved to part.json; resume with: tt play --load part.json");
    const rest = tt(["play", "--load", save], { input: ones(3000), cwd: dir });
    expect(rest.code).toBe(0);
    expect(rest.out).toMatch(/resumed from .* after \d+ inputs/);
    const ending = (text: string) => text.slice(text.lastIndexOf("\nresult: "));
    expect(ending(rest.out)).toBe(ending(straight.out));
    const replayed = tt(["replay", save], { cwd: dir });
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/^Sherwood \(man-to-man skirmish\): replaying \d+ inputs/);
    expect(replayed.out).toMatch(/\nReynold shoots at Sir Guy of Gisbourne: 8 hexes, short range \[SHW-3\]\n/);
    expect(replayed.out).toMatch(/\nturn 1: saxons, movement phase \[SHW-2\]\n/);
    expect(replayed.out).toMatch(/\nresult: (saxons won|normans won|draw)\n/);
  }, 60_000);

  it("--dice manual asks for each d10 (0 counts as 10) with its modifiers, and narrates what was typed", () => {
    const { code, out } = tt(["play", "sherwood", "--dice", "manual"], { input: `1\n11\n0\n${ones(30)}`, cwd: scratch() });
    expect(code).toBe(0);
    expect(out).toMatch(/Reynold's roll to hit Sir Guy of Gisbourne \(short range\): roll [^\n]*0 counts as 10;\s+type what the dice show \(0-10\): /);
    expect(out).not.toContain("roll roll");
    expect(out).toContain("not a possible result: type a number from 0 to 10");
    expect(out).toContain("odds: roll to hit, short range: hit 60%, miss 40%");
    expect(out).toMatch(/roll to hit, short range: roll 10: miss \[SHW-3\.3\]/);
  });

  it("takes --players 3 (the inn) and 4 (Wood's Edge four ways), and refuses what it cannot set up", () => {
    const three = tt(["play", "sherwood", "--players", "3"], { input: ones(2000), cwd: scratch() });
    expect(three.code).toBe(0);
    expect(three.out).toMatch(/villagers \(you\): [^\n]*Much/);
    expect(three.out).toMatch(/\nresult: /);
    const four = tt(["play", "sherwood", "--players", "4"], { input: ones(3000), cwd: scratch() });
    expect(four.code).toBe(0);
    expect(four.out).toMatch(/turn 1 of 8 · mercenaries, /);
    expect(four.out).toMatch(/\nresult: /);
    const one = tt(["play", "sherwood", "--players", "1"], { cwd: scratch() });
    expect(one.code).toBe(1);
    expect(one.err).toMatch(/^tt: Sherwood \(man-to-man skirmish\) cannot be set up so: .*sides/);
    const campaigns = tt(["play", "sherwood", "--campaigns", "2"], { cwd: scratch() });
    expect(campaigns.code).toBe(2);
    expect(campaigns.err).toContain("--campaigns does not apply to Sherwood (man-to-man skirmish) (it takes --players and --scenario and --choice)");
    const choice = tt(["play", "sherwood", "--choice", "blinding"], { cwd: scratch() });
    expect(choice.code).toBe(1);
    expect(choice.err).toMatch(/^tt: Sherwood \(man-to-man skirmish\) cannot be set up so: /);
  }, 60_000);

  it.skipIf(!scenarios)(
    "plays a whole game of scenario 1 (A cheeky Alan a Dale) through piped input",
    () => {
      const dir = scratch();
      const { code, out, err } = tt(["play", "sherwood", "--scenario", "1", "--seed", "2"], { input: ones(6000), cwd: dir });
      expect(err).toBe("");
      expect(code).toBe(0);
      expect(out).toMatch(/\nScenario 1: A cheeky Alan a Dale, 12 turns, 2 players\n/);
      expect(out).toMatch(/\n {2}victory: If the Sheriff's men manage to capture Alan/);
      expect(out).toContain("key: CAPITALS ");
      expect(out).toMatch(/\[SHW-[^\]]+\]/);
      expect(out).toMatch(/\nresult: (villagers|sheriffs-men) won/);
      const replayed = tt(["replay", savedGame(dir, "sherwood")], { cwd: dir });
      expect(replayed.code).toBe(0);
      expect(replayed.out).toMatch(/^Sherwood \(man-to-man skirmish\): replaying \d+ inputs from [^\n]+\nScenario 1: A cheeky Alan a Dale, /);
      expect(replayed.out).toMatch(/\nresult: /);
    },
    120_000,
  );

  it.skipIf(!scenarios)(
    "scenario 4 with 4 players and a difficulty option; an unknown option is the game's error",
    () => {
      const four = tt(["play", "sherwood", "--scenario", "4", "--players", "4", "--choice", "roger-for-william"], { input: ones(50), cwd: scratch() });
      expect(four.err).toBe("");
      expect(four.code).toBe(0);
      expect(four.out).toContain("key: CAPITALS ");
      // The scenario's title, its option chosen, special rules and victory conditions, from its data.
      expect(four.out).toMatch(/\nScenario 4: The ambush, \d+ turns, 4 players\n/);
      expect(four.out).toContain("  option: To benefit William: add the knight Roger.");
      expect(four.out).toMatch(/\n {2}victory: /);
      // Two players: each plays two camps (SHW-S.4), named on the camps' lines; hundreds of set-up places grouped by row.
      const two = tt(["play", "sherwood", "--scenario", "4"], { input: "\n1\n", cwd: scratch() });
      expect(two.out).toMatch(/\n[a-z-]+ \(you, [a-z-]+\): /);
      expect(two.out).toMatch(/\nsetting up, before turn 1 of \d+ · kills scored: /);
      expect(two.out).toMatch(/\n {2}1\) [A-Z][^\n]* in row \d+ \(\d+ choices\)\n/);
      const wrong = tt(["play", "sherwood", "--scenario", "4", "--choice", "no-such-option"], { cwd: scratch() });
      expect(wrong.code).toBe(1);
      expect(wrong.err).toMatch(/^tt: /);
    },
    60_000,
  );

  it.skipIf(!scenarios)(
    "scenario 5's three horses are named on the camp's line as the game names them, never by their ids",
    () => {
      const { code, out } = tt(["play", "sherwood", "--scenario", "5"], { input: ones(60), cwd: scratch() });
      expect(code).toBe(0);
      expect(out).toMatch(/to come: [^\n]*the cavalry horse, the second cavalry horse,\s+the third cavalry horse/);
      expect(out).toMatch(/\n {4}[A-Z0-9]{2} the cavalry horse \d+,\d+, [A-Z0-9]{2} the second cavalry horse \d+,\d+/);
      expect(out).not.toMatch(/cavalry-horse/);
    },
    60_000,
  );
});

describe("tt sim, odds, validate and data for sherwood", () => {
  it("simulates with the heuristic and the random bots", () => {
    for (const policy of ["heuristic", "random"]) {
      const r = tt(["sim", "sherwood", "--games", "20", "--policy", policy, "--workers", "1"]);
      expect(r.code).toBe(0);
      expect(r.out).toContain(`Sherwood (man-to-man skirmish): 20 of 20 games finished, seed "1", policy ${policy}`);
      expect(r.out).toMatch(/\n {2}(saxons won|normans won|draw) +\d+ /);
    }
    // A setup the game refuses is one line in its words, not every simulated game failing.
    const refused = tt(["sim", "sherwood", "--scenario", "9", "--games", "3"]);
    expect(refused.code).toBe(2);
    expect(refused.err.split("\n")[0]).toMatch(/^tt sim: Sherwood \(man-to-man skirmish\) cannot be set up so: .*scenario/);
    const expectimax = tt(["sim", "sherwood", "--policy", "expectimax"]);
    expect(expectimax.code).toBe(2);
    expect(expectimax.err).toContain("has no expectimax bot");
  }, 60_000);

  it.skipIf(!scenarios)(
    "tt sim --scenario with --choice, in shards merged into one report",
    () => {
      const dir = scratch();
      const args = ["sim", "sherwood", "--scenario", "4", "--choice", "roger-for-william", "--games", "4", "--workers", "1", "--seed", "5"];
      const whole = tt(args);
      expect(whole.code).toBe(0);
      for (const k of [1, 2]) expect(tt([...args, "--shard", `${k}/2`, "--out", join(dir, `s${k}.json`)]).code).toBe(0);
      expect(JSON.parse(readFileSync(join(dir, "s1.json"), "utf8")).options).toEqual({ policy: "heuristic", scenario: 4, choice: ["roger-for-william"] });
      const merged = tt(["sim", "merge", join(dir, "s1.json"), join(dir, "s2.json")]);
      expect(merged.code).toBe(0);
      expect(merged.out).toBe(whole.out);
      const other = join(dir, "other.json");
      expect(tt(["sim", "sherwood", "--scenario", "4", "--games", "4", "--workers", "1", "--seed", "5", "--shard", "2/2", "--out", other]).code).toBe(0);
      const mixed = tt(["sim", "merge", join(dir, "s1.json"), other]);
      expect(mixed.code).toBe(1);
      expect(mixed.err).toContain("--policy heuristic --scenario 4 --choice roger-for-william and --policy heuristic --scenario 4");
    },
    60_000,
  );

  it("tt sim --players 4 plays four sides", () => {
    const r = tt(["sim", "sherwood", "--games", "6", "--players", "4", "--workers", "1", "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).finished).toBe(6);
  });

  it("lists the tables and shows a combat table's column, the roll to hit by range, the jump roll", () => {
    const list = tt(["odds", "sherwood"]);
    expect(list.code).toBe(0);
    for (const name of ["foot-combat", "mounted-combat", "to-hit", "infantry-damage", "rider-damage", "jump", "initiation-fire", "initiation-attack"]) expect(list.out).toContain(`  ${name} `);
    const combat = tt(["odds", "sherwood", "foot-combat", "--key", "> 41"]);
    expect(combat.code).toBe(0);
    expect(combat.out).toMatch(/^Combat Table \(characters on foot\) \(> 41\): 1d10 \+ 0\n/);
    expect(combat.out).toMatch(/\n1 +K +1\/10 +10\.00%/);
    // Each code with its meaning (SHW-6.1, SHW-6.2): beside each row, and on the line of the results' odds.
    expect(combat.out).toMatch(/\n1 +K +1\/10 +10\.00% +█+ +killed\n/);
    expect(combat.out).toMatch(/\nby result: K \(killed\) 6\/10 60\.00%, W \(wounded\) 3\/10 30\.00%, S \(stunned\) 1\/10 10\.00%\n/);
    const riders = tt(["odds", "sherwood", "rider-damage"]);
    expect(riders.out).toMatch(/\n3 +H +1\/10 +10\.00% +█+ +horse killed, rider stunned\n/);
    expect(riders.out).toMatch(/\n6 +R1 +1\/10 +10\.00% +█+ +retreat 1 hex\n/);
    const json = JSON.parse(tt(["odds", "sherwood", "mounted-combat", "--key", "0-4", "--json"]).out);
    expect(json.rows.reduce((s: number, r: { probability: number }) => s + r.probability, 0)).toBeCloseTo(1);
    const hit = tt(["odds", "sherwood", "to-hit", "--key", "long", "--modifier", "2"]);
    expect(hit.out).toMatch(/\n4 or less +hit +2\/10 +20\.00%/);
    const jump = tt(["odds", "sherwood", "jump"]);
    expect(jump.out).toMatch(/\n7 or less +landed +7\/10 +70\.00%/);
    const keyless = tt(["odds", "sherwood", "foot-combat"]);
    expect(keyless.code).toBe(2);
    expect(keyless.err).toContain("the foot-combat table needs --key, one of: < -10, -10 to -6,");
  }, 30_000);

  it("tt data writes the shipped data and tt validate finds it valid; a broken reference is named at its path", () => {
    const dir = scratch();
    const file = join(dir, "sherwood.json");
    expect(tt(["data", "sherwood", file]).code).toBe(0);
    const valid = tt(["validate", "sherwood", file]);
    expect(valid.out).toMatch(/^valid: .*sherwood\.json is a Sherwood data set/);
    expect(valid.code).toBe(0);
    const data = structuredClone(SHERWOOD_DATA) as unknown as { characters: Record<string, unknown>[] };
    data.characters[0]!["code"] = 42;
    writeFileSync(file, JSON.stringify(data));
    const invalid = tt(["validate", "sherwood", file]);
    expect(invalid.code).toBe(1);
    expect(invalid.out).toMatch(/^invalid: .*sherwood\.json has 1 problem /);
    expect(invalid.out).toMatch(/\n {2}characters\[0\]\.code: /);
  }, 30_000);

  it("tt validate takes the package's data folder as it ships (its maps in maps/), and names the file and the JSON path of each problem", () => {
    const shipped = fileURLToPath(new URL("../../sherwood/src/data", import.meta.url));
    const valid = tt(["validate", "sherwood", shipped]);
    expect(valid.err).toBe("");
    expect(valid.out).toMatch(/^valid: .*data is a Sherwood data set/);
    expect(valid.code).toBe(0);
    // A copy with a broken character, a broken map (its schema) and a map's hex of a terrain that does not exist (a cross-reference).
    const folder = join(scratch(), "data");
    cpSync(shipped, folder, { recursive: true });
    const edit = (file: string, change: (json: Record<string, unknown> & Record<number, Record<string, unknown>>) => void) => {
      const json = JSON.parse(readFileSync(join(folder, file), "utf8"));
      change(json);
      writeFileSync(join(folder, file), JSON.stringify(json));
    };
    edit("characters.json", (characters) => {
      characters[2]!["code"] = 42;
    });
    edit("maps/the-inn.json", (map) => {
      map["columns"] = 0;
    });
    const broken = tt(["validate", "sherwood", folder]);
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(/^invalid: .*data has 2 problems /);
    expect(broken.out).toMatch(/\n {2}characters\.json at \[2\]\.code: /);
    expect(broken.out).toMatch(/\n {2}maps\/the-inn\.json at columns: /);
    edit("characters.json", (characters) => {
      characters[2]!["code"] = JSON.parse(readFileSync(join(shipped, "characters.json"), "utf8"))[2].code;
    });
    edit("maps/the-inn.json", (map) => {
      map["columns"] = JSON.parse(readFileSync(join(shipped, "maps", "the-inn.json"), "utf8")).columns;
      (map["hexMap"] as { hexes: { terrain: string }[] }).hexes[3]!.terrain = "lava";
    });
    const cross = tt(["validate", "sherwood", folder]);
    expect(cross.code).toBe(1);
    expect(cross.out).toMatch(/^invalid: .*data has 1 problem /);
    expect(cross.out).toMatch(/\n {2}maps\/the-inn\.json at hexMap\.hexes\[3\]\.terrain: [^\n]*unknown terrain "lava"/);
    // A map file that is not JSON, and a folder without its maps: one line each, naming the file.
    writeFileSync(join(folder, "maps", "gulch.json"), '{"id": ');
    const notJson = tt(["validate", "sherwood", folder]);
    expect(notJson.code).toBe(1);
    expect(notJson.err).toMatch(/^tt: .*maps\/gulch\.json is not valid JSON/);
    rmSync(join(folder, "maps"), { recursive: true });
    const noMaps = tt(["validate", "sherwood", folder]);
    expect(noMaps.code).toBe(1);
    expect(noMaps.err).toMatch(/is a folder without maps\/ \(a sherwood data folder holds maps\/, characters\.json, /);
  }, 60_000);
});
