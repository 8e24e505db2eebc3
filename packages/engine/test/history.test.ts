import { describe, expect, it } from "vitest";
import { History, replay, scriptedChance, seededChance } from "../src/index";
import { pig } from "./games/pig";
import { ticTacToe } from "./games/tic-tac-toe";

describe("History", () => {
  it("undoes an action together with the chance outcomes that followed it, and redoes the same outcomes", () => {
    const dealt = History.start(pig, {}).rollChance(scriptedChance([4, 2]));
    expect(dealt.canUndo).toBe(false); // the deal is chance only
    const rolled = dealt.apply({ type: "roll" }).apply(5);
    expect(rolled.state.turnTotal).toBe(5);
    expect(rolled.canUndo).toBe(true);
    const undone = rolled.undo();
    expect(undone.state).toBe(dealt.state);
    expect(undone.steps).toBe(2);
    expect(undone.canRedo).toBe(true);
    const redone = undone.redo();
    expect(redone.state).toBe(rolled.state);
    expect(redone.log.inputs).toEqual([4, 2, { type: "roll" }, 5]);
    // The original history is untouched (immutable).
    expect(rolled.steps).toBe(4);
  });

  it("undoes several actions and redoes them in order", () => {
    let history = History.start(ticTacToe, {});
    for (const cell of [4, 0, 8]) history = history.apply(cell);
    const back = history.undo().undo();
    expect(back.state.cells).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0]);
    expect(back.redo().redo().state).toBe(history.state);
    expect(() => back.redo().redo().redo()).toThrow(expect.objectContaining({ code: "engine/nothing-to-redo" }));
  });

  it("a new input after undo discards the redo stack", () => {
    const history = History.start(ticTacToe, {}).apply(4).undo().apply(0);
    expect(history.canRedo).toBe(false);
    expect(history.log.inputs).toEqual([0]);
  });

  it("refuses to undo with no action taken, and to apply after the end", () => {
    expect(() => History.start(ticTacToe, {}).undo()).toThrow(expect.objectContaining({ code: "engine/nothing-to-undo", message: "nothing to undo: no action has been taken yet" }));
    let history = History.start(ticTacToe, {});
    for (const cell of [0, 3, 1, 4, 2]) history = history.apply(cell);
    expect(history.next).toEqual({ kind: "over", result: { winner: "X" } });
    expect(() => history.apply(5)).toThrow(expect.objectContaining({ code: "engine/game-over" }));
  });

  it("checks legality before applying and keeps the history unchanged on error", () => {
    const history = History.start(ticTacToe, {}).apply(4);
    expect(() => history.apply(4)).toThrow(expect.objectContaining({ code: "engine/illegal-action", message: expect.stringContaining("4 is not a legal action for O") }));
    expect(history.steps).toBe(1);
  });

  it("saves to a log and resumes from it with full undo", () => {
    let history = History.start(pig, { target: 30 }).rollChance(seededChance(3));
    for (let i = 0; i < 6; i++) {
      const next = history.next;
      if (next.kind !== "decision") break;
      history = history.apply(next.actions[0]!).rollChance(seededChance(i));
    }
    expect(history.steps).toBeGreaterThan(8);
    const saved = JSON.parse(JSON.stringify(history.log));
    const resumed = History.fromLog(pig, saved);
    expect(resumed.state).toEqual(history.state);
    expect(resumed.events).toEqual(history.events);
    expect(resumed.undo().state).toEqual(history.undo().state);
    expect(replay(pig, saved).state).toEqual(history.state);
    expect(() => History.fromLog(ticTacToe, saved)).toThrow(expect.objectContaining({ code: "engine/wrong-game" }));
  });

  it("rollChance stops at a decision and is a no-op without a pending chance step", () => {
    const history = History.start(pig, {}).rollChance(scriptedChance([1, 2]));
    expect(history.next.kind).toBe("decision");
    expect(history.rollChance(scriptedChance([]))).toBe(history);
  });
});
