import { describe, expect, expectTypeOf, it } from "vitest";
import { RuleError, indexOfInput, randomPolicy, replay, runGame, runGameAsync, runSeededGame, scriptedChance, seededChance, type Policy } from "../src/index";
import { pig, type PigAction, type PigEvent, type PigState } from "./games/pig";

const hold: PigAction = { type: "hold" };
const roll: PigAction = { type: "roll" };

describe("runGame", () => {
  it("plays to the end and returns the final state, result, events and log", () => {
    const run = runGame(pig, { target: 30 }, { policies: randomPolicy(7), chance: seededChance(7) });
    expect(pig.next(run.state)).toEqual({ kind: "over", result: run.result });
    expect(run.state.scores[Number(run.result.winner.slice(1)) - 1]).toBeGreaterThanOrEqual(30);
    expect(run.log).toMatchObject({ schemaVersion: 1, gameId: "pig", gameVersion: "1.0.0", options: { players: 2, target: 30 } });
    expect(run.log.inputs).toHaveLength(run.steps);
    expect(run.events.filter((event) => event.type === "won")).toEqual([{ type: "won", player: run.result.winner, score: expect.any(Number) }]);
    expect(run.decisions).toBeGreaterThan(0);
    expect(run.decisions).toBeLessThan(run.steps);
    // The types flow from the game, whatever the drivers (checked by the typecheck script).
    expectTypeOf(run.log.inputs).toEqualTypeOf<(PigAction | number)[]>();
    expectTypeOf(run.state).toEqualTypeOf<PigState>();
    expectTypeOf(run.events).toEqualTypeOf<PigEvent[]>();
  });

  it("is deterministic for a seed and differs across seeds", () => {
    const a = runGame(pig, {}, { policies: randomPolicy(1), chance: seededChance(1) });
    const b = runGame(pig, {}, { policies: randomPolicy(1), chance: seededChance(1) });
    const c = runGame(pig, {}, { policies: randomPolicy(2), chance: seededChance(2) });
    expect(b.log).toEqual(a.log);
    expect(c.log.inputs).not.toEqual(a.log.inputs);
  });

  it("PIG-1..PIG-6 with scripted dice: deal, roll, pig out, hold and win", () => {
    // p1 truffle 4, p2 truffle 2; p1 rolls 5, 4(+1 truffle) then holds 10; p2 rolls 1; p1 rolls 5, 5 and holds at 20.
    const dice = scriptedChance([4, 2, 5, 4, 1, 5, 5]);
    const run = runGame(pig, { target: 20 }, { policies: rollOnceThenHold(), chance: dice });
    expect(run.result).toEqual({ winner: "p1" });
    expect(run.state.scores).toEqual([20, 0]);
    expect(dice.remaining).toBe(0);
    expect(run.events.map((event) => event.type)).toEqual([
      "truffle-dealt",
      "truffle-dealt",
      "rolled",
      "added",
      "rolled",
      "added",
      "held",
      "turn-passed",
      "rolled",
      "pigged",
      "turn-passed",
      "rolled",
      "added",
      "rolled",
      "added",
      "held",
      "won",
    ]);
    expect(run.events[5]).toEqual({ type: "added", player: "p1", points: 5, truffle: true, turnTotal: 10 });
  });

  it("accepts one policy per player and refuses a decision with no policy (engine/no-policy)", () => {
    const run = runGame(pig, { target: 20 }, { policies: { p1: randomPolicy(3), p2: randomPolicy(4) }, chance: seededChance(5) });
    expect(["p1", "p2"]).toContain(run.result.winner);
    expect(() => runGame(pig, {}, { policies: { p1: randomPolicy(3) }, chance: seededChance(5) })).toThrow(
      expect.objectContaining({ code: "engine/no-policy", message: expect.stringContaining('no policy for player "p2"') }),
    );
  });

  it("refuses an illegal action from a policy (engine/illegal-action) and accepts a structurally equal one", () => {
    const cheat: Policy<PigState, PigAction> = () => ({ type: "steal", from: "p2" });
    expect(() => runGame(pig, {}, { policies: cheat, chance: seededChance(1) })).toThrow(
      expect.objectContaining({ code: "engine/illegal-action", message: expect.stringContaining('{"type":"steal","from":"p2"} is not a legal action for p1') }),
    );
    const chooser = rollOnceThenHold();
    const copies: Policy<PigState, PigAction> = (decision, state) => JSON.parse(JSON.stringify(chooser(decision, state)));
    expect(runGame(pig, { target: 10 }, { policies: copies, chance: seededChance(1) }).result.winner).toMatch(/^p[12]$/);
  });

  it("refuses invalid options with the path (engine/invalid-options)", () => {
    expect(() => runGame(pig, { players: 9 }, { policies: randomPolicy(1), chance: seededChance(1) })).toThrow(
      expect.objectContaining({
        code: "engine/invalid-options",
        path: "players",
        issues: [expect.objectContaining({ path: "players" })],
        message: expect.stringContaining('invalid options for game "pig" at players'),
      }),
    );
  });

  it("stops a game that does not end within maxSteps (engine/max-steps)", () => {
    const neverRoll: Policy<PigState, PigAction> = (decision) => decision.actions[decision.actions.length - 1]!;
    expect(() => runGame(pig, {}, { policies: neverRoll, chance: seededChance(1), maxSteps: 50 })).toThrow(expect.objectContaining({ code: "engine/max-steps", step: 50 }));
  });

  it("lets a RuleError of the game through untouched", () => {
    const state = pig.setup({ players: 2, target: 100 });
    let caught: unknown;
    try {
      pig.apply(state, hold);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RuleError);
    expect(caught).toMatchObject({ code: "pig/illegal-input", ruleId: "PIG-1" });
    expect(state.phase).toBe("deal");
  });
});

describe("runGame checks answers it cannot trust", () => {
  it("refuses a custom chance driver's outcome that is not legal (engine/illegal-outcome)", () => {
    expect(() => runGame(pig, {}, { policies: randomPolicy(1), chance: { pick: () => 0 } })).toThrow(
      expect.objectContaining({ code: "engine/illegal-outcome", step: 0, message: expect.stringContaining('0 is not a legal outcome of "p1\'s secret truffle face"') }),
    );
  });

  it("accepts a custom driver's legal outcomes", () => {
    const run = runGame(pig, { target: 10 }, { policies: rollOnceThenHold(), chance: { pick: (chance) => JSON.parse(JSON.stringify(chance.outcomes[1]!.outcome)) } });
    expect(run.log.inputs.filter((input) => typeof input === "number").every((face) => face === 2)).toBe(true);
  });

  it("skips the events when recordEvents is false, and plays the same game", () => {
    const quiet = runGame(pig, {}, { policies: randomPolicy(4), chance: seededChance(4), recordEvents: false });
    const loud = runGame(pig, {}, { policies: randomPolicy(4), chance: seededChance(4) });
    expect(quiet.events).toEqual([]);
    expect(quiet.log).toEqual(loud.log);
    expect(replay(pig, quiet.log).events).toEqual(loud.events);
  });
});

describe("runSeededGame", () => {
  it("is reproducible from the seed alone", () => {
    const a = runSeededGame(pig, {}, 123, ({ rng }) => randomPolicy(rng));
    const b = runSeededGame(pig, {}, 123, ({ rng }) => randomPolicy(rng));
    expect(b.log).toEqual(a.log);
    expect(replay(pig, a.log).state).toEqual(a.state);
  });
});

describe("runGameAsync", () => {
  it("awaits asynchronous policies, chance and onStep, and matches runGame", async () => {
    const rendered: string[] = [];
    const sync = runGame(pig, { target: 20 }, { policies: randomPolicy(11), chance: seededChance(12) });
    const policy = randomPolicy(11);
    const chance = seededChance(12);
    const run = await runGameAsync(
      pig,
      { target: 20 },
      {
        policies: async (decision) => policy(decision),
        chance: { pick: async (step) => chance.pick(step) },
        onStep: async ({ events }) => {
          rendered.push(...events.map((event) => event.type));
        },
      },
    );
    expect(run.log).toEqual(sync.log);
    expect(run.state).toEqual(sync.state);
    expect(rendered).toEqual(sync.events.map((event) => event.type));
  });

  it("rejects an answer that is not a legal outcome (engine/illegal-outcome)", async () => {
    await expect(runGameAsync(pig, {}, { policies: randomPolicy(1), chance: { pick: async () => 7 } })).rejects.toMatchObject({
      code: "engine/illegal-outcome",
      message: expect.stringContaining('7 is not a legal outcome of "p1\'s secret truffle face"'),
    });
  });

  it("stops when the signal is aborted", async () => {
    const signal = { aborted: false, reason: new Error("player left") };
    const promise = runGameAsync(
      pig,
      {},
      {
        policies: randomPolicy(1),
        chance: seededChance(1),
        onStep: ({ step }) => {
          if (step === 3) signal.aborted = true;
        },
        signal,
      },
    );
    await expect(promise).rejects.toThrow("player left");
  });
});

describe("indexOfInput", () => {
  it("finds actions and positive-probability outcomes by value, and nothing when over", () => {
    expect(indexOfInput({ kind: "decision", player: "p1", prompt: "", actions: [roll, hold] }, { type: "hold" })).toBe(1);
    const chance = {
      kind: "chance" as const,
      purpose: "x",
      outcomes: [
        { outcome: 1, probability: 0 },
        { outcome: 2, probability: 1 },
      ],
    };
    expect(indexOfInput(chance, 2)).toBe(1);
    expect(indexOfInput(chance, 1)).toBe(-1);
    expect(indexOfInput({ kind: "over", result: null }, 1)).toBe(-1);
  });
});

function rollOnceThenHold(): Policy<PigState, PigAction> {
  // Rolls until the turn total reaches 10, keeps every 6, then holds.
  return (decision, state) => {
    if (decision.actions[0]!.type === "keep") return decision.actions[0]!;
    return state.turnTotal >= 10 ? hold : roll;
  };
}
