import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "@tt/cli";
import { scratch, tt } from "./helpers";

// tt sim --shard K/N and tt sim merge (#15): a batch cut into shards run as independent jobs, then
// merged into the report one run of the whole batch prints.

/** Runs tt in this process (no start-up per run), standard output and standard error apart. */
async function run(...args: string[]) {
  const written = { out: "", err: "" };
  const io = {
    out: (text: string) => {
      written.out += text;
    },
    err: (text: string) => {
      written.err += text;
    },
    color: false,
  };
  const code = await runCli(args, io);
  return { code, ...written };
}

const noStack = (text: string) => expect(text).not.toMatch(/\bat .*\.ts:\d+|\n\s+at /);

describe.each([
  { game: "the Syndrome", args: ["syndrome", "--games", "24", "--seed", "shards"] },
  { game: "Sharpe with 2 players", args: ["sharpe", "--players", "2", "--games", "61", "--seed", "7"] },
])("tt sim merge of 3 shards of $game", ({ args }) => {
  const dir = scratch();
  const files = [1, 2, 3].map((k) => join(dir, `shard-${k}.json`));
  let whole: { text: string; json: string };

  beforeAll(async () => {
    // One run of the whole batch, as a user starts it (a process, two worker threads).
    const text = tt(["sim", ...args, "--workers", "2"]);
    const json = tt(["sim", ...args, "--workers", "2", "--json"]);
    expect([text.code, json.code]).toEqual([0, 0]);
    whole = { text: text.out, json: json.out };
    // The shards as three independent jobs: shard 1 a process writing to its standard output, 2 and 3 with --out.
    const first = tt(["sim", ...args, "--shard", "1/3"]);
    expect(first.code, first.err).toBe(0);
    writeFileSync(files[0]!, first.out);
    for (const k of [2, 3]) {
      const shard = await run("sim", ...args, "--workers", "1", "--shard", `${k}/3`, "--out", files[k - 1]!);
      expect(shard.code, shard.err).toBe(0);
      expect(shard.out).toBe("");
      expect(shard.err).toMatch(new RegExp(`^shard ${k}/3 \\(\\d+ of \\d+ games\\) written to `));
    }
  }, 120_000);

  it("each shard file is the shard's engine report and what merge checks", () => {
    const files3 = files.map((f) => JSON.parse(readFileSync(f, "utf8")));
    const total = Number(args[args.indexOf("--games") + 1]);
    expect(files3.map((f) => [f.kind, f.schemaVersion, f.shard])).toEqual([1, 2, 3].map((index) => ["tt-sim-shard", 1, { index, count: 3 }]));
    expect(files3.map((f) => f.games)).toEqual([total, total, total]);
    // Contiguous ranges: floor((K-1)G/N) .. floor(KG/N) - 1.
    expect(files3.map((f) => [f.report.from, f.report.games])).toEqual([1, 2, 3].map((k) => [Math.floor(((k - 1) * total) / 3), Math.floor((k * total) / 3) - Math.floor(((k - 1) * total) / 3)]));
    expect(files3[0].seed).toBe(args[args.indexOf("--seed") + 1]);
  });

  it("gives exactly the single run's report: the same JSON and the same text, in any order of files", async () => {
    const json = await run("sim", "merge", "--json", files[2]!, files[0]!, files[1]!);
    expect(json.code, json.err).toBe(0);
    expect(json.err).toBe("");
    expect(JSON.parse(json.out)).toEqual(JSON.parse(whole.json));
    expect(json.out).toBe(whole.json);
    const text = await run("sim", "merge", ...files);
    expect(text.code, text.err).toBe(0);
    expect(text.out).toBe(whole.text);
    // --out writes the same report to a file.
    const out = join(dir, "merged.txt");
    expect((await run("sim", "merge", ...files, "--out", out)).code).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(whole.text);
  });
});

describe("tt sim merge refuses shards that do not belong together, with one line and no stack trace", () => {
  const dir = scratch();
  const base = ["sharpe", "--players", "2", "--games", "12", "--seed", "5", "--workers", "1"];
  const path = (name: string) => join(dir, `${name}.json`);
  const shard = async (name: string, args: string[], k: string) => {
    const r = await run("sim", ...args, "--shard", k, "--out", path(name));
    expect(r.code, r.err).toBe(0);
  };
  /** `tt sim merge` of these files (and flags): exit code, and standard error's first line. */
  const merge = async (...names: string[]) => {
    const r = await run("sim", "merge", ...names.map((n) => (n.startsWith("--") ? n : path(n))));
    noStack(r.err);
    return { ...r, line: r.err.split("\n")[0] };
  };

  beforeAll(async () => {
    for (const k of [1, 2, 3]) await shard(`s${k}`, base, `${k}/3`);
    const other = (flag: string, value: string) => base.map((a, i) => (base[i - 1] === flag ? value : a));
    await shard("seed", other("--seed", "6"), "2/3");
    await shard("games", other("--games", "13"), "2/3");
    await shard("players", other("--players", "3"), "2/3");
    await shard("policy", [...base, "--policy", "random"], "2/3");
    await shard("salt", ["salt-road", ...base.slice(1)], "2/3");
    await shard("four", base, "2/4");
    writeFileSync(path("s1-copy"), readFileSync(path("s1")));
    writeFileSync(path("cut"), readFileSync(path("s1"), "utf8").slice(0, 200));
    const edited = JSON.parse(readFileSync(path("s1"), "utf8"));
    edited.report.outcomes[0].count += 1;
    writeFileSync(path("edited"), JSON.stringify(edited));
    const moved = JSON.parse(readFileSync(path("s1"), "utf8"));
    moved.shard.index = 2;
    writeFileSync(path("moved"), JSON.stringify(moved));
    expect((await run("sim", ...base, "--json", "--out", path("whole"))).code).toBe(0);
  }, 120_000);

  it("of different games, options, seeds, batch sizes or shard counts, naming both files and what differs", async () => {
    const cases: [string, string][] = [
      ["salt", "a game of sharpe and one of salt-road"],
      ["policy", "--policy heuristic --players 2 and --policy random --players 2"],
      ["players", "--policy heuristic --players 2 and --policy heuristic --players 3"],
      ["seed", 'seed "5" and seed "6"'],
      ["games", "batches of 12 and 13 games"],
      ["four", "shard 1/3 and shard 2/4"],
    ];
    for (const [name, what] of cases) {
      const r = await merge("s1", name, "s3");
      expect(r.code, name).toBe(1);
      expect(r.out).toBe("");
      expect(r.line).toBe(`tt: ${path("s1")} and ${path(name)} are not shards of one batch: ${what}`);
    }
  });

  it("a shard given twice", async () => {
    const r = await merge("s1", "s2", "s3", "s1-copy");
    expect(r.code).toBe(1);
    expect(r.line).toBe(`tt: shard 1/3 is given twice: ${path("s1")} and ${path("s1-copy")}`);
  });

  it("missing shards, naming them and their games; --partial merges the others and says so", async () => {
    const r = await merge("s1", "s3");
    expect(r.code).toBe(1);
    expect(r.line).toBe("tt: shard 2/3 (games 4-7) is missing: give every shard's file, or --partial to merge the 2 given");
    expect((await merge("s2")).line).toBe("tt: shards 1/3, 3/3 (games 0-3, 8-11) are missing: give every shard's file, or --partial to merge the 1 given");
    const partial = await merge("--partial", "s3", "s1");
    expect(partial.code, partial.err).toBe(0);
    expect(partial.out.split("\n").slice(0, 2)).toEqual([
      'WarpQuest: Sharpe (an officer\'s career): 8 of 8 games finished, seed "5", policy heuristic',
      "partial: shards 1/3, 3/3 merged (8 of the batch's 12 games); shard 2/3 (games 4-7) missing",
    ]);
    const json = await merge("--partial", "--json", "s1", "s3");
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ gameId: "warpquest/sharpe", from: 0, games: 8 });
    expect(json.err).toBe("tt sim merge: partial: shards 1/3, 3/3 merged (8 of the batch's 12 games); shard 2/3 (games 4-7) missing\n");
  });

  it("unreadable, corrupt or altered files, and files that are not shards", async () => {
    const cases: [string, RegExp][] = [
      ["nope", /^tt: no such file: .*nope\.json$/],
      ["cut", /^tt: .*cut\.json is not valid JSON: /],
      ["whole", /^tt: .*whole\.json is a whole tt sim report, not a shard: shard files come from tt sim --shard K\/N$/],
      ["edited", /^tt: .*edited\.json is corrupt: its report's counts do not add up to its 4 finished games$/],
      ["moved", /^tt: .*moved\.json is corrupt: its report covers games 0-3; shard 2\/3 of 12 games is games 4-7$/],
    ];
    for (const [name, line] of cases) {
      const r = await merge(name, "s2", "s3");
      expect(r.code, name).toBe(1);
      expect(r.line).toMatch(line);
    }
    writeFileSync(path("save"), JSON.stringify({ schemaVersion: 2, kind: "tt-save", game: "sharpe" }));
    expect((await merge("save")).line).toMatch(/^tt: .*save\.json is not a tt sim shard file \(its kind is "tt-save"\): shard files come from tt sim --shard K\/N$/);
    const bad = JSON.parse(readFileSync(path("s1"), "utf8"));
    bad.report.failures = "none";
    writeFileSync(path("bad"), JSON.stringify(bad));
    expect((await merge("bad", "s2", "s3")).line).toMatch(/^tt: .*bad\.json is not a tt sim shard file: report\.failures: /);
  });

  it("flags that do not apply: --shard beyond the batch or malformed, merge's flags on tt sim and tt sim's on merge", async () => {
    const usage = async (...args: string[]) => {
      const r = await run(...args);
      noStack(r.err);
      expect(r.code, args.join(" ")).toBe(2);
      return r.err.split("\n")[0];
    };
    expect(await usage("sim", "sharpe", "--shard", "4/3")).toMatch(/argument '4\/3' is invalid\. --shard must be K\/N/);
    expect(await usage("sim", "sharpe", "--shard", "2")).toMatch(/--shard must be K\/N/);
    expect(await usage("sim", "sharpe", "--games", "2", "--shard", "1/3")).toBe("tt sim: --shard 1/3 cuts 2 games into more shards than games (each shard plays at least one)");
    expect(await usage("sim", "sharpe", "--partial")).toBe("error: unknown option '--partial'");
    expect(await usage("sim", "merge", path("s1"), "--games", "5")).toBe("error: unknown option '--games'");
    expect(await usage("sim", "--json", "merge", path("s1"))).toBe("tt sim merge: --json is an option of tt sim, not of tt sim merge (merge takes --json, --partial and --out, after merge)");
    expect(await usage("sim", "merge")).toBe("error: missing required argument 'files'");
  });

  it("the help explains --shard and merge", async () => {
    const sim = await run("sim", "--help");
    expect(sim.out).toContain("--shard <K/N>");
    expect(sim.out).toContain("merge [options] <files...>");
    expect(sim.out).toContain("floor((K-1)*G/N)");
    const merge = await run("sim", "merge", "--help");
    expect(merge.code).toBe(0);
    expect(merge.out).toContain("--partial");
  });
});
