import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "@tt/cli";
import { SALT_ROAD_DATA, SHARPE_DATA } from "@tt/warpquest";
import { syndrome } from "@tt/syndrome";
import { scratch } from "./helpers";

// Bad files handed to tt (issue #17): saves, logs, shard and data files that are missing, folders,
// empty, binary, cut short, of the wrong shape or game, diverging, nested 20,000 deep, holding a
// 1 MB string or a key __proto__. Each is refused with one line, `tt: <file>: <what is wrong>
// (at <json path>)`, and exit code 1: never "unexpected error", never a stack, never more than 80
// characters of the file, and never what the player may not see (a blind draw's counter or card).

const dir = scratch();
const file = (name: string) => join(dir, name);

/** Runs tt in this process, standard output and standard error apart; `answers` are typed at tt play's prompts. */
async function run(args: readonly string[], answers: readonly string[] = ["q"]) {
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
  const code = await runCli(args, io, () => ({ next: async () => answers[next++] }));
  return { code, ...written };
}

/** The run was refused with one clean line on standard error matching `line`, and exit code 1. */
function refused(result: { code: number; out: string; err: string }, line: RegExp): void {
  expect(result.code, result.err).toBe(1);
  expect(result.err).toMatch(/^tt: [^\n]*\n$/);
  expect(result.err).toMatch(line);
  expect(result.err).not.toContain("unexpected error");
  expect(result.err).not.toMatch(/\n\s+at |\.ts:\d+/);
  expect(result.err).not.toMatch(/x{81}|Q{81}/);
  // No control character but the line's end (a terminal would act on one).
  expect([...result.err.slice(0, -1)].filter((c) => c.charCodeAt(0) < 0x20)).toEqual([]);
}

/** Writes `content` to a file of the scratch folder and returns its path. */
function write(name: string, content: string | Buffer): string {
  writeFileSync(file(name), content);
  return file(name);
}

type Save = { game: string; draws: number[]; seed: string; log: { gameId: string; inputs: Record<string, unknown>[] } } & Record<string, unknown>;
const saves = {} as Record<"sharpe" | "syndrome" | "saltRoad", Save>;
/** A copy of a real save, to corrupt. */
const copy = (name: keyof typeof saves): Save => structuredClone(saves[name]);

/** Every command that reads a save: tt play --load (with and without the game) and tt replay. */
const readers = (path: string) => [
  ["play", "--load", path],
  ["play", "sharpe", "--load", path],
  ["replay", path],
];

beforeAll(async () => {
  const made = [
    ["sharpe", ["play", "sharpe", "--seed", "3", "--save", file("sharpe.json")]],
    ["syndrome", ["play", "syndrome", "--seed", "5", "--save", file("syndrome.json")]],
    ["saltRoad", ["play", "salt-road", "--players", "2", "--seed", "3", "--save", file("salt-road.json")]],
  ] as const;
  for (const [name, args] of made) {
    const played = await run(args, ["1", "1", "1", "1", "q"]);
    expect(played.code, played.err).toBe(0);
    saves[name] = JSON.parse(readFileSync(args.at(-1)!, "utf8")) as Save;
  }
  mkdirSync(file("folder"));
}, 30_000);

describe("files that are not JSON", () => {
  it("a missing file, a folder, an empty file and a binary file: what each is, in one line", async () => {
    const cases: [string, RegExp][] = [
      [file("missing.json"), /^tt: no such file: .*missing\.json\n$/],
      [file("folder"), /^tt: .*folder is a folder, not a JSON file\n$/],
      [write("empty.json", ""), /^tt: .*empty\.json is empty: not a JSON file\n$/],
      [write("blank.json", " \n\t\n"), /^tt: .*blank\.json is empty: not a JSON file\n$/],
      [write("image.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])), /^tt: .*image\.png is not a JSON file: it holds binary data \(a NUL byte at byte 8\)\n$/],
      [write("latin1.json", Buffer.from('{"seed": "caf\xe9"}', "latin1")), /^tt: .*latin1\.json is not a JSON file: it is not UTF-8 text\n$/],
    ];
    for (const [path, line] of cases) {
      for (const args of [...readers(path), ["sim", "merge", path]]) refused(await run(args), line);
    }
    refused(await run(["validate", "sharpe", file("missing.json")]), /no such file: .*missing\.json/);
    refused(await run(["validate", "sharpe", file("empty.json")]), /empty\.json is empty: not a JSON file/);
    refused(await run(["validate", "sharpe", file("folder")]), /folder is a folder; tt validate sharpe reads one JSON file/);
  });

  it("JSON cut short, or with terminal escapes in it: not valid JSON, where, the escapes shown as text", async () => {
    const whole = JSON.stringify(saves.sharpe);
    const cut = write("cut.json", whole.slice(0, 100));
    const escapes = write("escapes.json", '{"a": 1,\n "b": \u001b[2J}');
    for (const args of [...readers(cut), ["validate", "sharpe", cut], ["sim", "merge", cut]]) refused(await run(args), /cut\.json is not valid JSON: Unexpected end of JSON input\n$/);
    for (const args of readers(escapes)) {
      const result = await run(args);
      refused(result, /escapes\.json is not valid JSON: /);
      expect(result.err).not.toContain("\u001b");
    }
    refused(await run(["replay", write("comma.json", '{"a": 1,\n "b": 2,\n}')]), /comma\.json is not valid JSON: .* at line 3, column 1\n$/);
  });

  it("a byte-order mark before the JSON is skipped", async () => {
    const path = write("bom.json", `\uFEFF${JSON.stringify(saves.sharpe.log)}`);
    const result = await run(["replay", path]);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toMatch(/replaying \d+ inputs/);
  });
});

describe("JSON that is not a save", () => {
  it("null, a list, a number, a string: not a save, not a log, not a data set (root)", async () => {
    for (const [text, kind] of [
      ["null", "null"],
      ["[]", "array"],
      ["42", "number"],
      ['"a string"', "string"],
    ] as const) {
      const path = write(`shape-${kind}.json`, text);
      refused(await run(["play", "--load", path]), new RegExp(`is not a tt save: \\(root\\): Invalid input: expected object, received ${kind}\\n$`));
      refused(await run(["replay", path]), /is not a saved game: it has no gameId \(at gameId\)\n$/);
      refused(await run(["sim", "merge", path]), /is not a tt sim shard file: shard files come from tt sim --shard K\/N\n$/);
      const validated = await run(["validate", "sharpe", path]);
      expect(validated.code).toBe(1);
      expect(validated.err).toBe("");
      expect(validated.out).toMatch(/^invalid: .* has 1 problem .*\n {2}\(root\): /);
    }
  });

  it("a save of another game, or whose log is of another game", async () => {
    refused(await run(["play", "sharpe", "--load", file("syndrome.json")]), /syndrome\.json is a save of "syndrome", not "sharpe"\n$/);
    const mixed = copy("sharpe");
    mixed.log = saves.syndrome.log;
    refused(await run(["play", "--load", write("mixed.json", JSON.stringify(mixed))]), /mixed\.json: log is a game of "syndrome", not of "warpquest\/sharpe" \(at log\.gameId\)\n$/);
    const chess = copy("sharpe");
    chess.log.gameId = "chess";
    refused(await run(["replay", write("chess.json", JSON.stringify(chess))]), /chess\.json is a game of "chess", which tt does not know\n$/);
  });

  it("a save whose log diverges: the step, and its path in the save or the log", async () => {
    const diverging = copy("sharpe");
    diverging.log.inputs[3] = { type: "die", face: 9 };
    const path = write("diverging.json", JSON.stringify(diverging));
    for (const args of [
      ["play", "--load", path],
      ["replay", path],
    ]) {
      refused(await run(args), /diverging\.json: step 3: \{"type":"die","face":9\} is not a legal outcome of .* \(at log\.inputs\[3\]\)\n$/);
    }
    refused(await run(["replay", write("diverging-log.json", JSON.stringify(diverging.log))]), /diverging-log\.json: step 3: .* \(at inputs\[3\]\)\n$/);
  });
});

describe("hostile saves", () => {
  it("an input nested 20,000 levels deep: refused where it is, without a stack overflow", async () => {
    const deep = `${"[".repeat(20_000)}1${"]".repeat(20_000)}`;
    const text = JSON.stringify(saves.sharpe).replace(/"inputs":\[/, `"inputs":[${deep},`);
    const path = write("deep.json", text);
    for (const args of [...readers(path), ["sim", "merge", path], ["validate", "sharpe", path]]) {
      refused(await run(args), /deep\.json: nested deeper than 200 levels, which no file tt reads is \(at log\.inputs\[0\](\[0\]){10,}.*…\)\n$/);
    }
    refused(await run(["validate", "sharpe", write("deep-data.json", `{"schemaVersion":1,"modules":${deep}}`)]), /nested deeper than 200 levels, which no file tt reads is \(at modules(\[0\])+/);
  });

  it("a save, log or shard with a list of a million items: refused at its path at once", async () => {
    const save = copy("sharpe");
    save.draws = new Array<number>(1_000_000).fill(0);
    const started = performance.now();
    refused(await run(["play", "--load", write("many-draws.json", JSON.stringify(save))]), /many-draws\.json: a list of 1,000,000 items, where tt writes at most 100,000 \(at draws\)\n$/);
    const log = copy("sharpe").log;
    log.inputs = new Array(1_000_000).fill({ type: "die", face: 1 });
    refused(await run(["replay", write("many-inputs.json", JSON.stringify(log))]), /many-inputs\.json: a list of 1,000,000 items, where tt writes at most 100,000 \(at inputs\)\n$/);
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it("a data file with a list of a million items: one problem at its path, not a stack overflow", async () => {
    const data = JSON.stringify(syndrome.rules.data).replace('"people":[', `"people":[${"0,".repeat(1_000_000)}`);
    const result = await run(["validate", "syndrome", write("many-people.json", data)]);
    expect(result.code, result.err).toBe(1);
    expect(result.err).toBe("");
    expect(result.out).toMatch(/has 1 problem .*\n {2}people: a list of 1,000,\d{3} items: no data set has more than 10,000\n/);
  });

  it("a 1 MB string: quoted to 80 characters wherever it is named", async () => {
    const huge = "x".repeat(1_000_000);
    const game = copy("sharpe");
    game.game = huge;
    refused(await run(["play", "--load", write("huge-game.json", JSON.stringify(game))]), /is a save of "x{80}"…, which tt does not know\n$/);
    const input = copy("sharpe");
    input.log.inputs[3] = { type: huge };
    for (const args of readers(write("huge-input.json", JSON.stringify(input))).slice(0, 1)) refused(await run(args), /huge-input\.json: step 3: \{"type":"x+… is not a legal outcome/);
    const gameId = copy("sharpe");
    gameId.log.gameId = huge;
    refused(await run(["replay", write("huge-id.json", JSON.stringify(gameId))]), /is a game of "x{80}"…, which tt does not know\n$/);
    // A seed is any text: a save with a long one resumes, and nothing prints it whole.
    const seed = copy("sharpe");
    seed.seed = huge;
    const resumed = await run(["play", "--load", write("huge-seed.json", JSON.stringify(seed))]);
    expect(resumed.code, resumed.err).toBe(0);
    expect(`${resumed.out}${resumed.err}`).not.toMatch(/x{81}/);
    // A file name of a million characters is cut in the message too.
    refused(await run(["replay", "Q".repeat(1_000_000)]), /^tt: cannot read .*Q{80}…: ENAMETOOLONG\n$/);
  });

  it("a key __proto__ in a save, a log or a shard is refused at its path; constructor is a name like any other", async () => {
    const whole = JSON.stringify(saves.sharpe);
    const top = write("proto-top.json", whole.replace("{", '{"__proto__":{"polluted":true},'));
    const log = write("proto-log.json", whole.replace('"log":{', '"log":{"__proto__":{"gameId":"syndrome"},'));
    const input = write("proto-input.json", whole.replace('"inputs":[{', '"inputs":[{"__proto__":{},'));
    for (const [path, at] of [
      [top, "__proto__"],
      [log, "log.__proto__"],
      [input, "log.inputs[0].__proto__"],
    ] as const) {
      for (const args of [...readers(path), ["sim", "merge", path]])
        refused(await run(args), new RegExp(`: a key __proto__, which no file tt reads has \\(at ${at.replace(/[.[\]]/g, "\\$&")}\\)\\n$`));
    }
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    const named = copy("sharpe");
    named.game = "constructor";
    refused(await run(["play", "--load", write("constructor.json", JSON.stringify(named))]), /is a save of "constructor", which tt does not know\n$/);
    const logId = copy("sharpe");
    logId.log.gameId = "__proto__";
    refused(await run(["replay", write("proto-id.json", JSON.stringify(logId))]), /is a game of "__proto__", which tt does not know\n$/);
    const action = copy("sharpe");
    action.log.inputs[3] = { type: "constructor" };
    refused(await run(["replay", write("constructor-input.json", JSON.stringify(action))]), /step 3: \{"type":"constructor"\} is not a legal outcome/);
  });

  it("dice counts that jump are refused at once (a count of 10^15 was rolled out one by one)", async () => {
    const jump = copy("sharpe");
    jump.draws[jump.draws.length - 1] = 1e15;
    const started = performance.now();
    refused(
      await run(["play", "--load", write("jump.json", JSON.stringify(jump))]),
      new RegExp(`jump\\.json is not a tt save: draws\\[${jump.draws.length - 1}\\]: \\d+ or \\d+ expected \\(the computer rolls at most once a step\\), found 1000000000000000\\n$`),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    const first = copy("sharpe");
    first.draws[0] = 3;
    refused(await run(["play", "--load", write("first.json", JSON.stringify(first))]), /first\.json is not a tt save: draws\[0\]: 0 expected \(no roll before the first step\), found 3\n$/);
  });
});

describe("errors about a save keep hidden information hidden", () => {
  it("SYN-3.2 a changed blind draw of the Syndrome's cup never names the counter drawn", async () => {
    const save = copy("syndrome");
    const draws = save.log.inputs.map((input, k) => ({ input, k })).filter(({ input }) => input["type"] === "draw");
    expect(draws.length).toBeGreaterThan(2);
    // The third blind draw draws the first one's counter again: it is no longer in the cup.
    save.log.inputs[draws[2]!.k] = draws[0]!.input;
    const path = write("cup.json", JSON.stringify(save));
    const drawn = String(draws[0]!.input["person"]);
    const name = syndrome.rules.counters.find((c) => c.id === drawn)!.name;
    for (const args of [
      ["play", "--load", path],
      ["replay", path],
    ]) {
      const result = await run(args);
      refused(
        result,
        new RegExp(
          `step ${draws[2]!.k}: the saved outcome is not a possible result of "[^"]+" \\(a blind draw: its \\d+ possible outcomes stay hidden\\) \\(at log\\.inputs\\[${draws[2]!.k}\\]\\)\\n$`,
        ),
      );
      expect(result.err).not.toContain(drawn);
      expect(result.err).not.toContain(name);
    }
  });

  it("WQ-AID a changed card draw in a two-player game never names a card of the deck (from which hands are drawn)", async () => {
    const save = copy("saltRoad");
    const cards = save.log.inputs.map((input, k) => ({ input, k })).filter(({ input }) => input["type"] === "card");
    expect(cards.length).toBeGreaterThan(1);
    save.log.inputs[cards[1]!.k] = { type: "card", card: "no-such-card" };
    const path = write("deck.json", JSON.stringify(save));
    const names = SALT_ROAD_DATA.cards.flatMap((card) => [card.id, card.name]);
    for (const args of [
      ["play", "--load", path],
      ["replay", path],
    ]) {
      const result = await run(args);
      refused(result, /a blind draw: its \d+ possible outcomes stay hidden/);
      for (const card of names) expect(result.err).not.toContain(card);
    }
  });
});

describe("files tt writes", () => {
  it("a save path that is a folder, or under a file, is one line before the first step", async () => {
    refused(await run(["play", "sharpe", "--save", file("folder")]), /^tt: cannot save the game to .*folder: it is a folder\n$/);
    refused(await run(["play", "sharpe", "--save", join(file("sharpe.json"), "inside.json")]), /^tt: cannot save the game to .*sharpe\.json\/inside\.json: a file is in the way of its folder\n$/);
  });

  it("tt data into a folder that does not exist is one line", async () => {
    refused(await run(["data", "sharpe", join(dir, "nowhere", "sharpe.json")]), /^tt: cannot write .*nowhere\/sharpe\.json: its folder does not exist\n$/);
  });
});

describe("the shipped data as a file", () => {
  it("is valid for tt validate (so the refusals above are about the corruption)", async () => {
    const result = await run(["validate", "sharpe", write("sharpe-data.json", JSON.stringify(SHARPE_DATA))]);
    expect(result.code, result.out).toBe(0);
  });
});
