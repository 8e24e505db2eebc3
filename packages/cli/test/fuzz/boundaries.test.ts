import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type LineSource } from "@tt/cli";
import { SHARPE_DATA } from "@tt/warpquest";
import { SYNDROME_DATA } from "@tt/syndrome";
import { jsonPaths, mutateAt, mutations, type Json } from "../../../../test-support/mutate";
import { scratch } from "../helpers";

// The command line as a boundary (issue #17): argv arrays of real commands, flags and junk values,
// and mutations of real save, shard and data files, run through runCli in this process. Every run
// resolves with an exit code of 0, 1 or 2; standard error never says "unexpected error" nor shows
// a stack; no line quotes more than 80 characters of a huge value; and each run is quick.

/** How long one run of tt may take on a hostile argument or file. */
const RUN_BUDGET_MS = 2_500;

const dir = scratch();
const env = { INIT_CWD: process.env["INIT_CWD"], npm_lifecycle_event: process.env["npm_lifecycle_event"], XDG_DATA_HOME: process.env["XDG_DATA_HOME"] };

/** What a run wrote, standard output and standard error apart. */
interface Ran {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs tt in this process; `answers` are the lines typed at tt play's prompts (then end of input).
 * `quoted` says where no more than 80 characters of a value may show: in errors, or in everything
 * (a merged report prints the outcomes its shard files name, up to 500 characters each).
 */
async function run(argv: readonly string[], answers: readonly string[] = ["q"], quoted: "errors" | "all" = "all"): Promise<Ran> {
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
  let next = 0;
  const lines: LineSource = { next: async () => answers[next++] };
  const started = performance.now();
  let code: number;
  try {
    code = await runCli(argv, io, () => lines);
  } catch (error) {
    throw new Error(`runCli rejected on ${JSON.stringify(argv).slice(0, 300)}: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`, { cause: error });
  }
  const took = performance.now() - started;
  const what = `${new Argv(argv)[fc.toStringMethod]()}\n${written.err.slice(0, 600)}`;
  expect([0, 1, 2], what).toContain(code);
  expect(written.err, what).not.toContain("unexpected error");
  expect(written.err, what).not.toMatch(/\n\s+at |\bat .*\.[cm]?[jt]s:\d+/);
  // The huge values of the mutations are 'x' or '9' repeated: never quoted past 80 characters.
  for (const text of quoted === "all" ? [written.err, written.out] : [written.err]) {
    const at = text.search(/x{100}|9{100}/);
    expect(at, `${what}\n…${text.slice(Math.max(0, at - 300), at + 100)}`).toBe(-1);
  }
  expect(took, what).toBeLessThan(RUN_BUDGET_MS);
  return { code, ...written };
}

/** A piece of JSON text already written, on {@link toJson}'s stack. */
class Text {
  constructor(readonly text: string) {}
}

/**
 * `value` as JSON text, as JSON.stringify writes it, but iterative: a mutation may nest a value
 * 20,000 levels deep, which JSON.stringify cannot write (it overflows the stack).
 */
function toJson(value: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const top = stack.pop();
    if (top instanceof Text) out.push(top.text);
    else if (top === null || typeof top !== "object") out.push(top === undefined ? "null" : JSON.stringify(top));
    else {
      const parts: unknown[] = [];
      if (Array.isArray(top)) {
        parts.push(new Text("["));
        for (const [i, item] of top.entries()) parts.push(...(i > 0 ? [new Text(",")] : []), item);
        parts.push(new Text("]"));
      } else {
        const entries = Object.entries(top).filter(([, v]) => v !== undefined);
        parts.push(new Text("{"));
        for (const [i, [key, item]] of entries.entries()) parts.push(new Text(`${i > 0 ? "," : ""}${JSON.stringify(key)}:`), item);
        parts.push(new Text("}"));
      }
      for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]);
    }
  }
  return out.join("");
}

/** A real file of each kind tt reads, made by playing and simulating a few seeded steps. */
const files: Record<"sharpe" | "saltRoad" | "syndrome" | "sharpeV1" | "shard", Json> = {} as never;
const paths = {
  sharpe: join(dir, "sharpe.json"),
  saltRoad: join(dir, "salt-road.json"),
  syndrome: join(dir, "syndrome.json"),
  sharpeV1: join(dir, "sharpe-v1.json"),
  shard: join(dir, "shard.json"),
  sharpeData: join(dir, "sharpe-data.json"),
  corrupt: join(dir, "corrupt.json"),
  missing: join(dir, "missing.json"),
  folder: join(dir, "folder"),
};

/** Writes the real files again (a tt play --load run saves over the file it loaded). */
function restore(): void {
  writeFileSync(paths.sharpe, JSON.stringify(files.sharpe));
  writeFileSync(paths.saltRoad, JSON.stringify(files.saltRoad));
  writeFileSync(paths.syndrome, JSON.stringify(files.syndrome));
  writeFileSync(paths.sharpeV1, JSON.stringify(files.sharpeV1));
  writeFileSync(paths.shard, JSON.stringify(files.shard));
}

beforeAll(async () => {
  // Relative paths (a junk --out, --save or tt data file) resolve in the scratch folder, and a
  // default save goes to its data folder, never the repository's or the user's.
  process.env["npm_lifecycle_event"] = "tt";
  process.env["INIT_CWD"] = dir;
  process.env["XDG_DATA_HOME"] = join(dir, "data");
  mkdirSync(paths.folder);
  writeFileSync(paths.sharpeData, JSON.stringify(SHARPE_DATA));
  writeFileSync(paths.corrupt, '{"schemaVersion": 2, "kind": "tt-sa');
  const made = [
    { name: "sharpe", argv: ["play", "sharpe", "--seed", "3", "--save", paths.sharpe] },
    { name: "saltRoad", argv: ["play", "salt-road", "--players", "2", "--seed", "4", "--save", paths.saltRoad] },
    { name: "syndrome", argv: ["play", "syndrome", "--seed", "5", "--save", paths.syndrome] },
  ] as const;
  for (const { name, argv } of made) {
    const played = await run(argv, ["1", "1", "2", "1", "1", "q"]);
    expect(played.code, played.err).toBe(0);
    files[name] = JSON.parse(readFileSync(argv.at(-1)!, "utf8")) as Json;
  }
  // A version 1 save (the generator's state instead of the dice counts), as tt wrote before.
  const { draws: _, ...rest } = files.sharpe as { draws: number[] } & Record<string, Json>;
  files.sharpeV1 = { ...rest, schemaVersion: 1, rng: { schemaVersion: 1, algorithm: "sfc32", state: [1, 2, 3, 4] } };
  const shard = await run(["sim", "sharpe", "--games", "4", "--workers", "1", "--seed", "2", "--shard", "1/2", "--out", paths.shard]);
  expect(shard.code, shard.err).toBe(0);
  files.shard = JSON.parse(readFileSync(paths.shard, "utf8")) as Json;
}, 30_000);

afterAll(() => {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Numbers as a user may type them: out of every range, not numbers at all, far too big. */
const junkNumbers = ["-1", "0", "-0", "1.5", "1e309", "-1e309", "NaN", "Infinity", "1e3", "0x10", "99999999999999999999", "9007199254740993", "2/3", "0/0", "1/0", "3/2", "", " ", "+5"];
const texts = [
  "constructor",
  "__proto__",
  "toString",
  "raid",
  "recruiting",
  "kings-men",
  "Seize",
  "check",
  "attribute",
  "Bishop Norje",
  "2d6",
  "4d6kh3",
  "d%",
  "1d0",
  "0d6",
  "1d6/0",
  "999999d999999",
  "1d6+",
  "3d6dl9",
];
const gamesAndBots = ["syndrome", "sharpe", "salt-road", "chess", "random", "heuristic", "expectimax", "auto", "manual", "merge"];
const flags = ["--json", "-m", "--modifier", "-k", "--key", "-n", "--games", "-s", "--seed", "-p", "--policy", "-w", "--workers", "--players", "--campaigns", "--shard", "-o", "--out"];
const moreFlags = ["--partial", "--dice", "--save", "--load", "--rules", "-h", "--help", "-v", "--version", "--bogus", "-", "--", "-x"];

/** A junk string that names no place outside the scratch folder (no slash), as a value or a path. */
const junkText = fc.oneof(fc.string({ maxLength: 8 }), fc.string({ unit: "binary", maxLength: 6 }), fc.constant("x".repeat(100_000))).filter((s) => !s.includes("/") && !s.includes("\\"));

const token = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...flags, ...moreFlags) },
  { weight: 3, arbitrary: fc.constantFrom(...junkNumbers, ...texts, ...gamesAndBots) },
  { weight: 2, arbitrary: fc.constantFrom(...Object.values(paths), "saved.json", "out.json") },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: junkText },
);

const commands = [["odds"], ["sim"], ["sim", "merge"], ["play"], ["replay"], ["validate"], ["data"], ["demo"], ["help"], []] as const;

/** An argv, shown by fast-check with its long values cut (a failing case prints in a few lines). */
class Argv {
  constructor(readonly args: readonly string[]) {}
  [fc.toStringMethod](): string {
    return JSON.stringify(this.args.map((a) => (a.length > 40 ? `${a.slice(0, 20)}…(${a.length} characters)` : a)));
  }
}

/**
 * An argv: a real command (or none), then random flags and values. A simulation is held to a game
 * or two on this thread: `--games` and `--workers` last (the earlier ones are still parsed, and
 * refused when they are junk).
 */
const argv = fc.tuple(fc.constantFrom(...commands), fc.array(token, { maxLength: 7 })).map(([command, rest]) => {
  const args = [...command, ...rest];
  if (args[0] === "sim" && args[1] !== "merge") args.push("--games", "2", "--workers", "1");
  if (args[0] === "demo") args.push("--games", "1");
  return new Argv(args);
});

const answers = fc.array(fc.constantFrom("1", "2", "3", "q", "u", "r", "?", "b", "0", "99", "-1", "x", "", "1e309"), { maxLength: 12 });

describe("fuzz: the tt command line", () => {
  it("random argv: every run resolves with 0, 1 or 2, a one-line reason and no stack", async () => {
    const codes = new Set<number>();
    await fc.assert(
      fc.asyncProperty(argv, answers, async (args, typed) => {
        restore();
        codes.add((await run(args.args, typed)).code);
      }),
      { numRuns: 200 },
    );
    expect([...codes].sort()).toEqual([0, 1, 2]);
  }, 60_000);

  const saves = ["sharpe", "saltRoad", "syndrome", "sharpeV1"] as const;
  const ids = ["sharpe", "salt-road", "syndrome", "warpquest/sharpe", "tt-save", "auto", "manual", "p1", "p2", "die", "card", "person"];

  it("a mutated save: tt play --load and tt replay say what is wrong with it, or play it", async () => {
    const mutated = join(dir, "mutated.json");
    const verdicts = new Map<number, number>();
    const docs = saves.map((name) => ({ name, doc: files[name], paths: jsonPaths(files[name]) }));
    await fc.assert(
      fc.asyncProperty(fc.nat(saves.length - 1), fc.nat(), mutations(ids), fc.constantFrom("load", "load-game", "replay"), async (which, pick, mutation, how) => {
        const { doc, paths: places } = docs[which]!;
        const value = mutateAt(doc, places[pick % places.length]!, mutation);
        writeFileSync(mutated, value === undefined ? "" : toJson(value));
        const game = ["sharpe", "salt-road", "syndrome", "sharpe"][which]!;
        const args = how === "replay" ? ["replay", mutated] : how === "load" ? ["play", "--load", mutated] : ["play", game, "--load", mutated];
        const { code } = await run(args, ["q"]);
        verdicts.set(code, (verdicts.get(code) ?? 0) + 1);
      }),
      { numRuns: 300 },
    );
    expect(verdicts.get(1) ?? 0).toBeGreaterThan(20);
  }, 60_000);

  it("a mutated shard file: tt sim merge says what is wrong with it", async () => {
    const mutated = join(dir, "mutated-shard.json");
    const places = jsonPaths(files.shard);
    await fc.assert(
      fc.asyncProperty(fc.nat(), mutations(["sharpe", "heuristic", "tt-sim-shard", "warpquest/sharpe"]), async (pick, mutation) => {
        const value = mutateAt(files.shard, places[pick % places.length]!, mutation);
        writeFileSync(mutated, value === undefined ? "" : toJson(value));
        await run(["sim", "merge", "--partial", mutated], [], "errors");
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it("a mutated data file: tt validate lists its problems, or finds it valid", async () => {
    const mutated = join(dir, "mutated-data.json");
    const data = [
      { game: "sharpe", doc: JSON.parse(JSON.stringify(SHARPE_DATA)) as Json },
      { game: "syndrome", doc: JSON.parse(JSON.stringify(SYNDROME_DATA)) as Json },
    ];
    const places = data.map((d) => jsonPaths(d.doc));
    await fc.assert(
      fc.asyncProperty(fc.nat(1), fc.nat(), mutations(["constructor", "__proto__", "G", "2I,F", "N", "trott", "kirk"]), async (which, pick, mutation) => {
        const value = mutateAt(data[which]!.doc, places[which]![pick % places[which]!.length]!, mutation);
        writeFileSync(mutated, value === undefined ? "" : toJson(value));
        await run(["validate", data[which]!.game, mutated]);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
