import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineError, gameLogSchema, parseLog, randomPolicy, replay, runGame, seededChance } from "../src/index";
import { pig } from "./games/pig";
import { ticTacToe } from "./games/tic-tac-toe";

const run = runGame(pig, { target: 40 }, { policies: randomPolicy(21), chance: seededChance(22) });
const saved = () => JSON.parse(JSON.stringify(run.log)) as Record<string, unknown>;

function codeOf(thunk: () => unknown): { code: string; message: string; path: string } {
  try {
    thunk();
  } catch (error) {
    if (error instanceof EngineError) return { code: error.code, message: error.message, path: error.path };
    throw error;
  }
  throw new Error("did not throw");
}

describe("replay", () => {
  it("reproduces the identical final state and events from a JSON round-tripped log", () => {
    const again = replay(pig, saved());
    expect(again.state).toEqual(run.state);
    expect(again.events).toEqual(run.events);
    expect(again.next).toEqual({ kind: "over", result: run.result });
    expect(again.steps).toBe(run.steps);
  });

  it("replays any random game exactly (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 4 }), (seed, players) => {
        const original = runGame(pig, { players, target: 30 }, { policies: randomPolicy(seed), chance: seededChance(seed + 1) });
        const again = replay(pig, JSON.parse(JSON.stringify(original.log)));
        expect(again.state).toEqual(original.state);
      }),
      { numRuns: 50 },
    );
  });

  it("replays a prefix of a log to resume an unfinished game", () => {
    const log = saved();
    const partial = { ...log, inputs: (log["inputs"] as unknown[]).slice(0, 5) };
    const resumed = replay(pig, partial);
    expect(resumed.steps).toBe(5);
    expect(resumed.next.kind).not.toBe("over");
  });

  it("refuses a log of another game (engine/wrong-game)", () => {
    expect(codeOf(() => replay(ticTacToe, saved()))).toEqual({ code: "engine/wrong-game", message: 'log is a game of "pig", not of "tic-tac-toe"', path: "gameId" });
  });

  it("refuses a log of another game version (engine/wrong-game-version)", () => {
    expect(codeOf(() => replay(pig, { ...saved(), gameVersion: "0.9.0" }))).toEqual({
      code: "engine/wrong-game-version",
      message: 'log was recorded with "pig" version 0.9.0, but this is version 1.0.0',
      path: "gameVersion",
    });
  });

  it("refuses a log of another schema version (engine/unsupported-schema-version)", () => {
    expect(codeOf(() => replay(pig, { ...saved(), schemaVersion: 2 }))).toEqual({
      code: "engine/unsupported-schema-version",
      message: "log schemaVersion 2 cannot be read: this version of @tt/engine reads schemaVersion 1",
      path: "schemaVersion",
    });
  });

  it("validates the envelope with zod and names the path (engine/invalid-log)", () => {
    expect(codeOf(() => replay(pig, { ...saved(), inputs: "1,2,3" }))).toMatchObject({ code: "engine/invalid-log", path: "inputs" });
    expect(codeOf(() => replay(pig, { ...saved(), extra: true }))).toMatchObject({ code: "engine/invalid-log", message: expect.stringContaining('"extra"') });
    const { schemaVersion: _drop, ...unversioned } = saved();
    expect(codeOf(() => replay(pig, unversioned))).toMatchObject({ code: "engine/invalid-log", path: "schemaVersion" });
    expect(codeOf(() => replay(pig, null))).toEqual({ code: "engine/invalid-log", message: "a game log must be an object, got null", path: "" });
    expect(codeOf(() => replay(pig, [1]))).toMatchObject({ code: "engine/invalid-log", message: "a game log must be an object, got an array" });
  });

  it("validates the options with the game's schema (engine/invalid-options)", () => {
    expect(codeOf(() => replay(pig, { ...saved(), options: { players: 1 } }))).toMatchObject({
      code: "engine/invalid-options",
      path: "options.players",
      message: expect.stringContaining('invalid options for game "pig" at options.players'),
    });
  });

  it("refuses an input that is not legal at its step, naming the step", () => {
    const log = saved();
    const inputs = [...(log["inputs"] as unknown[])];
    inputs[0] = 7; // the first truffle die cannot show 7
    expect(codeOf(() => replay(pig, { ...log, inputs }))).toMatchObject({ code: "engine/illegal-outcome", message: expect.stringMatching(/^step 0: 7 is not a legal outcome/) });
    inputs[0] = 3;
    inputs[2] = { type: "fly" };
    expect(codeOf(() => replay(pig, { ...log, inputs }))).toMatchObject({ code: "engine/illegal-action", message: expect.stringMatching(/^step 2: \{"type":"fly"\} is not a legal action for p1/) });
  });

  it("refuses inputs after the end of the game (engine/game-over)", () => {
    const log = saved();
    expect(codeOf(() => replay(pig, { ...log, inputs: [...(log["inputs"] as unknown[]), { type: "roll" }] }))).toMatchObject({
      code: "engine/game-over",
      message: expect.stringContaining("the game is already over, yet the log has 1 more input(s)"),
    });
  });

  it("parseLog returns the typed log with parsed options", () => {
    expect(parseLog(pig, { ...saved(), options: {} }).options).toEqual({ players: 2, target: 100 });
    expect(gameLogSchema.safeParse(run.log).success).toBe(true);
  });
});
