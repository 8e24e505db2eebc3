import { describe, expect, it } from "vitest";
import { History, RuleError, scriptedChance } from "../src/index";
import { pig, pigOptionsSchema, type PigState } from "./games/pig";

const start = (dice: number[], target = 100, players = 2) => History.start(pig, { target, players }).rollChance(scriptedChance(dice));

describe("Truffle Pig, the example game", () => {
  it("PIG-1 deals each player a secret truffle face that only they see through view", () => {
    const history = start([4, 2]);
    expect(history.state.truffles).toEqual([4, 2]);
    expect(pig.view!(history.state, "p1")).toMatchObject({ truffles: [4, null], scores: [0, 0] });
    expect(pig.view!(history.state, "p2")).toMatchObject({ truffles: [null, 2] });
    expect(pig.view!(history.state, "spectator")).toMatchObject({ truffles: [null, null] });
    // The deal's events do not reveal the faces.
    expect(history.events).toEqual([
      { type: "truffle-dealt", player: "p1" },
      { type: "truffle-dealt", player: "p2" },
    ]);
  });

  it("PIG-2 offers roll or hold to the player whose turn it is", () => {
    expect(start([4, 2]).next).toMatchObject({ kind: "decision", player: "p1", prompt: "Roll or hold?", actions: [{ type: "roll" }, { type: "hold" }] });
  });

  it("PIG-3 a 1 loses the turn total and passes the turn", () => {
    let history = start([4, 2]).apply({ type: "roll" }).apply(5).apply({ type: "roll" }).apply(1);
    expect(history.state).toMatchObject({ turnTotal: 0, current: 1, scores: [0, 0] });
    expect(history.lastEvents).toEqual([
      { type: "rolled", player: "p1", face: 1 },
      { type: "pigged", player: "p1", lost: 5 },
      { type: "turn-passed", to: "p2" },
    ]);
    history = history.apply({ type: "hold" });
    expect(history.state.current).toBe(0);
  });

  it("PIG-4 adds the face, plus 1 for the player's own truffle face", () => {
    const history = start([4, 2]).apply({ type: "roll" }).apply(4);
    expect(history.state.turnTotal).toBe(5);
    expect(history.lastEvents.at(-1)).toEqual({ type: "added", player: "p1", points: 5, truffle: true, turnTotal: 5 });
    expect(history.apply({ type: "roll" }).apply(2).state.turnTotal).toBe(7);
  });

  it("PIG-5 a 6 pauses the roll for a you-choose decision: keep, or steal from an opponent with points", () => {
    // p1 banks 5; p2 rolls a 6 mid-turn.
    let history = start([6, 2]).apply({ type: "roll" }).apply(5).apply({ type: "hold" }).apply({ type: "roll" }).apply(3).apply({ type: "roll" }).apply(6);
    expect(history.state.phase).toBe("six");
    expect(history.next).toMatchObject({
      kind: "decision",
      player: "p2",
      prompt: "You rolled a 6: keep it or steal?",
      actions: [{ type: "keep" }, { type: "steal", from: "p1" }],
    });
    const kept = history.apply({ type: "keep" });
    expect(kept.state).toMatchObject({ phase: "decide", turnTotal: 9, current: 1 });
    history = history.apply({ type: "steal", from: "p1" });
    expect(history.state).toMatchObject({ scores: [2, 6], current: 0, turnTotal: 0 });
    expect(history.lastEvents[0]).toEqual({ type: "stole", player: "p2", from: "p1", points: 3, banked: 3 });
  });

  it("PIG-5 offers only keep when no opponent has points, and refuses a steal", () => {
    const history = start([1, 2]).apply({ type: "roll" }).apply(6);
    expect(history.next).toMatchObject({ kind: "decision", actions: [{ type: "keep" }] });
    expect(() => pig.apply(history.state, { type: "steal", from: "p2" })).toThrow(RuleError);
    try {
      pig.apply(history.state, { type: "steal", from: "p2" });
    } catch (error) {
      expect(error).toMatchObject({ code: "pig/illegal-input", ruleId: "PIG-5", message: '{"type":"steal","from":"p2"} is not legal in phase "six" for p1' });
    }
    // The truffle bonus applies to a kept 6 as well.
    expect(start([6, 2]).apply({ type: "roll" }).apply(6).apply({ type: "keep" }).state.turnTotal).toBe(7);
  });

  it("PIG-6 holding at the target wins at once", () => {
    const history = start([3, 2], 10).apply({ type: "roll" }).apply(5).apply({ type: "roll" }).apply(5).apply({ type: "hold" });
    expect(history.next).toEqual({ kind: "over", result: { winner: "p1" } });
    expect(history.lastEvents).toEqual([
      { type: "held", player: "p1", banked: 10, score: 10 },
      { type: "won", player: "p1", score: 10 },
    ]);
    expect(() => pig.apply(history.state, { type: "roll" })).toThrow(expect.objectContaining({ code: "pig/game-over", ruleId: "PIG-6" }));
  });

  it("validates its options with defaults", () => {
    expect(pigOptionsSchema.parse({})).toEqual({ players: 2, target: 100 });
    expect(pigOptionsSchema.safeParse({ players: 5 }).success).toBe(false);
  });

  it("never mutates a state it is given", () => {
    const state: PigState = Object.freeze({ ...start([4, 2]).state, scores: Object.freeze([3, 4]) }) as PigState;
    expect(() => pig.apply(state, { type: "hold" })).not.toThrow();
    expect(state.scores).toEqual([3, 4]);
  });
});
