import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENGINE_ERROR_CODES, EngineError, History, LOG_SCHEMA_VERSION, NEXT_KINDS, RuleError, gameEventSchema, gameEventsSchema, gameLogSchema } from "../src/index";
import { ticTacToe } from "./games/tic-tac-toe";

describe("the contract's closed sets and errors", () => {
  it("names the three kinds of Next", () => {
    expect(NEXT_KINDS).toEqual(["decision", "chance", "over"]);
  });

  it("gives every EngineError code the engine/ prefix, once", () => {
    expect(new Set(ENGINE_ERROR_CODES).size).toBe(ENGINE_ERROR_CODES.length);
    for (const code of ENGINE_ERROR_CODES) expect(code).toMatch(/^engine\/[a-z-]+$/);
  });

  it("EngineError carries code, step, path (a JSON path, from keys or text) and cause", () => {
    const cause = new Error("inner");
    const error = new EngineError("engine/invalid-log", "bad log at inputs[3]", { step: 3, path: ["inputs", 3], cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: "EngineError", code: "engine/invalid-log", message: "bad log at inputs[3]", step: 3, path: "inputs[3]" });
    expect(error.cause).toBe(cause);
    expect(new EngineError("engine/invalid-log", "bad", { path: "options.players", issues: [{ path: "options.players", message: "too many" }] })).toMatchObject({
      path: "options.players",
      issues: [{ path: "options.players", message: "too many" }],
    });
    expect(new EngineError("engine/game-over", "over").path).toBe("");
  });

  it("RuleError carries the game's code and the rule ID", () => {
    const error = new RuleError("pig/not-your-turn", "p2 cannot act during p1's turn", "PIG-2");
    expect(error).toMatchObject({ name: "RuleError", code: "pig/not-your-turn", ruleId: "PIG-2", message: "p2 cannot act during p1's turn" });
    expect(new RuleError("x/y", "no rule").ruleId).toBeUndefined();
    expect(new RuleError("x/y", "no rule").path).toBe("");
    expect(new RuleError("x/y", "bad target", "X-1", { path: "to", issues: [{ path: "to", message: "unknown space" }] })).toMatchObject({
      code: "x/y",
      ruleId: "X-1",
      path: "to",
      issues: [{ path: "to", message: "unknown space" }],
    });
  });
});

describe("log and event schemas", () => {
  it("accept a well-formed log of the current schema version and refuse others", () => {
    const log = { schemaVersion: LOG_SCHEMA_VERSION, gameId: "pig", gameVersion: "1.0.0", options: { target: 50 }, inputs: [3, { type: "roll" }] };
    expect(gameLogSchema.parse(log)).toEqual(log);
    expect(gameLogSchema.safeParse({ ...log, schemaVersion: 2 }).success).toBe(false);
    expect(gameLogSchema.safeParse({ ...log, gameId: "" }).success).toBe(false);
    expect(gameLogSchema.safeParse({ ...log, unknown: 1 }).success).toBe(false);
  });

  it("accept events with a type and keep their other fields", () => {
    expect(gameEventSchema.parse({ type: "rolled", face: 6 })).toEqual({ type: "rolled", face: 6 });
    expect(gameEventSchema.safeParse({ face: 6 }).success).toBe(false);
    expect(gameEventsSchema.safeParse([{ type: "a" }, { type: "" }]).success).toBe(false);
  });
});

describe("History laws (property)", () => {
  it("undo returns the state before the last action; redo returns the state undone", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 100 }), { minLength: 1, maxLength: 9 }), fc.array(fc.constantFrom("undo", "redo", "play"), { maxLength: 12 }), (picks, operations) => {
        let history = History.start(ticTacToe, {});
        const states = [history.state];
        for (const pick of picks) {
          const next = history.next;
          if (next.kind !== "decision") break;
          history = history.apply(next.actions[pick % next.actions.length]!);
          states.push(history.state);
        }
        let position = states.length - 1;
        let redoable = 0;
        for (const operation of operations) {
          if (operation === "undo" && history.canUndo) {
            history = history.undo();
            position--;
            redoable++;
            expect(history.state).toBe(states[position]);
          } else if (operation === "redo" && history.canRedo) {
            history = history.redo();
            position++;
            redoable--;
            expect(history.state).toBe(states[position]);
          } else if (operation === "play") {
            expect(history.canRedo).toBe(redoable > 0);
          }
        }
        expect(history.steps).toBe(position);
        expect(history.log.inputs).toHaveLength(position);
      }),
      { numRuns: 200 },
    );
  });
});
