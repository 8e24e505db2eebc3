import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  Draft,
  History,
  checkConformance,
  dieRoll,
  isHiddenInput,
  legalInput,
  onView,
  outcomeOdds,
  playerLog,
  randomPolicy,
  readRoll,
  replay,
  runGame,
  seededChance,
  stateChecksum,
  viewEvents,
  viewNext,
  type Chance,
} from "../src/index";
import { blindCup, cupDetailSchema, cupSecrets, leakyEventsCup, leakyLogCup, leakyStepCup, type CupState } from "./games/blind-cup";
import { pig } from "./games/pig";
import { ticTacToe } from "./games/tic-tac-toe";

const codeOf = (run: () => unknown): { code?: string; message?: string; step?: number; ruleId?: string } => {
  try {
    run();
  } catch (error) {
    const { code, message, step, ruleId } = error as { code?: string; message?: string; step?: number; ruleId?: string };
    return { code, message, step, ruleId };
  }
  throw new Error("expected a throw");
};

describe("per-player views of the next step", () => {
  const start = blindCup.setup({ players: 2 });

  it("CUP-1 a blind draw is shown with its probabilities only, largest first", () => {
    const seen = viewNext(blindCup, start, "p2");
    expect(seen).toMatchObject({ kind: "chance", blind: true, detail: { rule: "CUP-1", ask: "blind-draw", player: "p1" } });
    expect(JSON.stringify(seen)).not.toContain("amber");
    expect(seen.kind === "chance" && seen.outcomes.map((entry) => entry.probability)).toEqual(new Array(6).fill(1 / 6));
  });

  it("CUP-2 a decision shows its actions to its player only", () => {
    const drawn = blindCup.apply(start, { type: "token", token: "coral" }).state;
    expect(viewNext(blindCup, drawn, "p1")).toMatchObject({ kind: "decision", actions: [{ type: "play", token: "coral" }, { type: "pass" }] });
    const other = viewNext(blindCup, drawn, "p2");
    expect(other).toMatchObject({ kind: "decision", player: "p1", prompt: "Play a token or pass?", actions: null, detail: { rule: "CUP-2" } });
    expect(JSON.stringify(other)).not.toContain("coral");
  });

  it("events are redacted per player by the game's viewEvent", () => {
    const { events } = blindCup.apply(start, { type: "token", token: "coral" });
    expect(viewEvents(blindCup, events, "p1")).toEqual([{ type: "drew", player: "p1", token: "coral" }]);
    expect(viewEvents(blindCup, events, "p2")).toEqual([{ type: "drew", player: "p1", token: null }]);
    expect(viewEvents(pig, [{ type: "truffle-dealt", player: "p1" }], "p2")).toEqual([{ type: "truffle-dealt", player: "p1" }]);
  });
});

describe("logs per player", () => {
  const run = runGame(blindCup, { players: 2 }, { policies: randomPolicy(3), chance: seededChance(3), checksumEvery: 1 });

  it("a player's log hides what that player may not know, and carries no checksums", () => {
    const mine = playerLog(blindCup, run.log, "p1");
    expect(mine.viewer).toBe("p1");
    expect(mine.checksums).toBeUndefined();
    expect(mine.inputs[0]).toEqual(run.log.inputs[0]); // p1's own draw
    expect(isHiddenInput(mine.inputs[2])).toBe(true); // p2's draw
    expect(mine.inputs.length).toBe(run.log.inputs.length);
  });

  it("replay refuses a player's log at its first hidden input (engine/hidden-input)", () => {
    const mine = JSON.parse(JSON.stringify(playerLog(blindCup, run.log, "p1")));
    expect(codeOf(() => replay(blindCup, mine))).toMatchObject({ code: "engine/hidden-input", step: 2 });
    expect(codeOf(() => History.fromLog(blindCup, mine))).toMatchObject({ code: "engine/hidden-input", step: 2 });
  });

  it("a player's log with nothing hidden replays", () => {
    const open = runGame(ticTacToe, {}, { policies: randomPolicy(1), chance: seededChance(1) });
    const shared = playerLog(ticTacToe, open.log, "X");
    expect(shared.inputs).toEqual(open.log.inputs);
    expect(replay(ticTacToe, JSON.parse(JSON.stringify(shared))).state).toEqual(open.state);
  });
});

describe("state checksums", () => {
  it("are independent of key order and change with any value", () => {
    expect(stateChecksum({ a: 1, b: [2, 3] })).toBe(stateChecksum({ b: [2, 3], a: 1 }));
    expect(stateChecksum({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
    fc.assert(fc.property(fc.jsonValue(), (value) => stateChecksum(JSON.parse(JSON.stringify(value))) === stateChecksum(value)));
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 20 }), fc.nat(), (values, at) => {
        const changed = values.slice();
        changed[at % values.length] = values[at % values.length]! + 1;
        return stateChecksum({ values }) !== stateChecksum({ values: changed });
      }),
    );
    expect(stateChecksum([1, 2])).not.toBe(stateChecksum([2, 1]));
    expect(stateChecksum({ a: "1" })).not.toBe(stateChecksum({ a: 1 }));
  });

  const run = runGame(pig, { players: 2, target: 30 }, { policies: randomPolicy(2), chance: seededChance(2), checksumEvery: 1 });
  const dieStep = run.log.inputs.findIndex((input, step) => step > 4 && typeof input === "number" && input >= 2 && input <= 5);

  it("replay refuses a log whose legal input was altered, at that very step (engine/log-diverged)", () => {
    expect(replay(pig, JSON.parse(JSON.stringify(run.log))).state).toEqual(run.state);
    const inputs = [...run.log.inputs];
    inputs[dieStep] = inputs[dieStep] === 2 ? 3 : 2; // still a legal face
    expect(codeOf(() => replay(pig, { ...run.log, inputs }))).toMatchObject({ code: "engine/log-diverged", step: dieStep });
  });

  it("with sparser checksums the refusal names the range of steps", () => {
    const sparse = runGame(pig, { players: 2, target: 30 }, { policies: randomPolicy(2), chance: seededChance(2), checksumEvery: 8 });
    const inputs = [...sparse.log.inputs];
    inputs[dieStep] = inputs[dieStep] === 2 ? 3 : 2;
    const error = codeOf(() => replay(pig, { ...sparse.log, inputs }));
    expect(error.code).toBe("engine/log-diverged");
    expect(error.step).toBeGreaterThanOrEqual(dieStep);
    expect(error.message).toMatch(/an input among steps \d+\.\.\d+ was altered/);
  });

  it("History.log records a checksum per step, and fromLog refuses an altered copy", () => {
    let history = History.start(pig, { players: 2, target: 20 });
    const chance = seededChance(4);
    while (history.next.kind !== "over" && history.steps < 40) {
      const next = history.next;
      history = history.apply(next.kind === "decision" ? next.actions[0]! : chance.pick(next));
    }
    const log = history.log;
    expect(log.checksums?.every).toBe(1);
    expect(log.checksums?.hashes.length).toBe(log.inputs.length);
    const at = log.inputs.indexOf(3);
    const inputs = [...log.inputs];
    inputs[at] = 4;
    expect(codeOf(() => History.fromLog(pig, { ...log, inputs }))).toMatchObject({ code: "engine/log-diverged", step: at });
  });
});

describe("legalInput", () => {
  const drawn = blindCup.apply(blindCup.setup({ players: 2 }), { type: "token", token: "coral" }).state;

  it("CUP-2 returns the game's own copy of a legal action", () => {
    const next = blindCup.next(drawn);
    expect(legalInput(blindCup, drawn, { type: "pass" }, next)).toBe(next.kind === "decision" ? next.actions[1] : undefined);
  });

  it("CUP-2 says why an action is illegal, with the rule, from the game's whyIllegal", () => {
    expect(codeOf(() => legalInput(blindCup, drawn, { type: "play", token: "amber" }))).toMatchObject({
      code: "engine/illegal-action",
      ruleId: "CUP-2",
      message: expect.stringContaining("p1 holds no amber token"),
    });
  });

  it("never lists a blind step's outcomes in its error", () => {
    const error = codeOf(() => legalInput(blindCup, blindCup.setup({ players: 2 }), { type: "token", token: "opal" }));
    expect(error).toMatchObject({ code: "engine/illegal-outcome", ruleId: "CUP-1" });
    expect(error.message).not.toContain("amber");
    expect(error.message).toContain("one of 6 hidden outcomes");
  });

  it("the runners use it on answers they cannot trust", () => {
    expect(codeOf(() => runGame(blindCup, {}, { policies: () => ({ type: "play", token: "flint" }) as const, chance: seededChance(1) }))).toMatchObject({
      code: "engine/illegal-action",
      ruleId: "CUP-2",
    });
  });
});

describe("physical rolls", () => {
  const d6: Chance<number> = { kind: "chance", purpose: "move", outcomes: [1, 2, 3, 4, 5, 6].map((face) => ({ outcome: face, probability: 1 / 6 })), roll: dieRoll(6) };

  it("readRoll maps a reading to its outcome, and -1 to roll again", () => {
    expect(readRoll(d6, 4)).toBe(4);
    const rerollSix: Chance<number> = {
      ...d6,
      outcomes: d6.outcomes.slice(0, 5).map(({ outcome }) => ({ outcome, probability: 1 / 5 })),
      roll: { kind: "dice", dice: "1d6", text: "1d6, reroll 6", min: 1, outcomeOf: [0, 1, 2, 3, 4, -1] },
    };
    expect(readRoll(rerollSix, 6)).toBeNull();
    expect(readRoll(rerollSix, 5)).toBe(5);
  });

  it("reads a ten-sided die's 0 as 10", () => {
    const d10: Chance<number> = { kind: "chance", purpose: "raid", outcomes: Array.from({ length: 10 }, (_, k) => ({ outcome: k + 1, probability: 0.1 })), roll: dieRoll(10) };
    expect(d10.roll).toMatchObject({ text: "1d10, 0 counts as 10", min: 0 });
    expect([0, 1, 9, 10].map((reading) => readRoll(d10, reading))).toEqual([10, 1, 9, 10]);
  });

  it("refuses a reading the dice cannot show, or a step not rolled with dice", () => {
    expect(codeOf(() => readRoll(d6, 7))).toMatchObject({ code: "engine/invalid-argument", message: expect.stringContaining("read 1 to 6") });
    expect(codeOf(() => readRoll({ ...d6, roll: { kind: "draw", text: "draw a card" } }, 1))).toMatchObject({ code: "engine/invalid-argument" });
  });
});

describe("onView", () => {
  it("hands the policy the player's view, never the referee's state", () => {
    const seen: unknown[] = [];
    const policy = onView(blindCup, (decision, view) => {
      seen.push(view);
      return decision.actions[decision.actions.length - 1]!;
    });
    runGame(blindCup, { players: 3 }, { policies: policy, chance: seededChance(9) });
    expect(seen.length).toBeGreaterThan(0);
    for (const view of seen) expect(view).toMatchObject({ cup: expect.any(Number) });
  });
});

describe("Draft", () => {
  it("copies on first write and never mutates the input", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 8 }), fc.nat(), fc.integer(), (values, at, added) => {
        const base = Object.freeze({ turn: 1, list: Object.freeze(values.map((value) => Object.freeze({ value }))), other: Object.freeze([1]) });
        const draft = new Draft<{ turn: number; list: { value: number }[]; other: number[] }>(base as never);
        const index = at % values.length;
        draft.item("list", index).value += added;
        draft.item("list", index).value += added;
        draft.state.turn = 2;
        expect(draft.state.list[index]!.value).toBe(values[index]! + 2 * added);
        expect(base.list[index]!.value).toBe(values[index]);
        expect(draft.state.other).toBe(base.other);
        return draft.state.list.every((item, k) => k === index || item === base.list[k]);
      }),
    );
  });
});

describe("the conformance kit's leak and detail checks", () => {
  const settings = { games: 60, seed: 1, options: { players: 3 }, secrets: cupSecrets, detailSchema: cupDetailSchema };

  it("passes a game that hides its secrets everywhere", () => {
    const report = checkConformance(blindCup, settings);
    expect(report.failures).toEqual([]);
  });

  it.each([
    ["events", leakyEventsCup],
    ["next step", leakyStepCup],
    ["log entry", leakyLogCup],
  ])("fails a game that leaks a secret in the %s (leak)", (where, game) => {
    const report = checkConformance(game, settings);
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures[0]).toMatchObject({ reason: "leak", message: expect.stringContaining(`in the ${where}`) });
  });

  it("fails a step whose detail does not pass the game's schema (bad-detail)", () => {
    const sloppy: typeof blindCup = { ...blindCup, next: (state: CupState) => ({ ...blindCup.next(state), detail: { rule: "CUP-9", ask: "?" } }) as never };
    expect(checkConformance(sloppy, settings).failures[0]).toMatchObject({ reason: "bad-detail" });
  });
});

describe("outcomeOdds' default bound", () => {
  it("throws engine/odds-limit promptly instead of exploring 2^40 paths", () => {
    type Flips = { started: boolean; flips: number; heads: number };
    const flips = {
      id: "flips",
      version: "1",
      optionsSchema: pig.optionsSchema,
      setup: (): Flips => ({ started: false, flips: 0, heads: 0 }),
      next: (state: Flips) =>
        !state.started
          ? { kind: "decision" as const, player: "p1", prompt: "start?", actions: ["go"] }
          : state.flips < 40
            ? { kind: "chance" as const, purpose: "flip", outcomes: [0, 1].map((outcome) => ({ outcome, probability: 0.5 })) }
            : { kind: "over" as const, result: state.heads },
      apply: (state: Flips, input: unknown) => ({ state: input === "go" ? { ...state, started: true } : { ...state, flips: state.flips + 1, heads: state.heads * 2 + Number(input) }, events: [] }),
    };
    expect(codeOf(() => outcomeOdds(flips as never, flips.setup(), "go"))).toMatchObject({ code: "engine/odds-limit", message: expect.stringContaining("until") });
  });
});
