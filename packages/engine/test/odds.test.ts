import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcomeOdds, randomPolicy, runGame, seededChance } from "../src/index";
import { pig, type PigState } from "./games/pig";

function dealtWithTurnTotal(truffle: number, turnTotal: number): PigState {
  let state = pig.setup({ players: 2, target: 100 });
  for (const face of [truffle, 2]) state = pig.apply(state, face).state;
  return { ...state, turnTotal };
}

describe("outcomeOdds", () => {
  it("enumerates a roll to the next decision with exact probabilities, merging identical states", () => {
    const odds = outcomeOdds(pig, dealtWithTurnTotal(3, 10), { type: "roll" });
    expect(odds.chanceSteps).toBe(1);
    // 3 (+1 truffle) and 4 both give a turn total of 14: one state, probability 2/6.
    const byTotal = odds.entries.map((entry) => [entry.state.phase, entry.state.current, entry.state.turnTotal, entry.probability]);
    expect(byTotal[0]).toEqual(["decide", 0, 14, 2 / 6]);
    expect(
      byTotal
        .slice(1)
        .map(([phase, current, total]) => `${phase}/${current}/${total}`)
        .sort(),
    ).toEqual(["decide/0/12", "decide/0/15", "decide/1/0", "six/0/10"].sort());
    for (const entry of odds.entries.slice(1)) expect(entry.probability).toBeCloseTo(1 / 6, 15);
    expect(odds.entries.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 12);
    const sixEntry = odds.entries.find((entry) => entry.state.phase === "six")!;
    expect(sixEntry.stop).toBe("decision");
    expect(sixEntry.next).toMatchObject({ kind: "decision", player: "p1" });
  });

  it("answers a UI's question: the chance to pig out when rolling is 1/6", () => {
    const odds = outcomeOdds(pig, dealtWithTurnTotal(3, 10), { type: "roll" });
    const pigOut = odds.entries.filter((entry) => entry.state.current === 1).reduce((sum, entry) => sum + entry.probability, 0);
    expect(pigOut).toBeCloseTo(1 / 6, 15);
  });

  it("merges by a custom key and reports the end of the game", () => {
    const state = { ...dealtWithTurnTotal(3, 0), scores: [98, 0], turnTotal: 2 };
    const odds = outcomeOdds(pig, state, { type: "hold" }, { key: (s) => s.phase });
    expect(odds.entries).toHaveLength(1);
    expect(odds.entries[0]).toMatchObject({ key: "over", probability: 1, stop: "over", next: { kind: "over", result: { winner: "p1" } } });
  });

  it("gives a distribution summing to 1 for every legal action of any reachable decision (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.nat({ max: 200 }), (seed, cut) => {
        const { log } = runGame(pig, { target: 40, players: 3 }, { policies: randomPolicy(seed), chance: seededChance(seed) });
        let state = pig.setup({ players: 3, target: 40 });
        for (const input of log.inputs.slice(0, cut)) state = pig.apply(state, input).state;
        const next = pig.next(state);
        if (next.kind !== "decision") return;
        for (const action of next.actions) {
          const total = outcomeOdds(pig, state, action).entries.reduce((sum, entry) => sum + entry.probability, 0);
          expect(total).toBeCloseTo(1, 12);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("stops at a depth bound", () => {
    const odds = outcomeOdds(pig, dealtWithTurnTotal(3, 10), { type: "roll" }, { until: 0 });
    expect(odds.entries).toHaveLength(1);
    expect(odds.entries[0]).toMatchObject({ stop: "depth", probability: 1, next: { kind: "chance" } });
  });

  it("refuses an illegal action, a state not at a decision, a bad bound, and runaway enumeration", () => {
    const state = dealtWithTurnTotal(3, 10);
    expect(() => outcomeOdds(pig, state, { type: "keep" })).toThrow(expect.objectContaining({ code: "engine/illegal-action" }));
    expect(() => outcomeOdds(pig, pig.setup({ players: 2, target: 100 }), { type: "roll" })).toThrow(expect.objectContaining({ code: "engine/invalid-argument" }));
    expect(() => outcomeOdds(pig, state, { type: "roll" }, { until: -1 })).toThrow(expect.objectContaining({ code: "engine/invalid-argument" }));
    expect(() => outcomeOdds(pig, state, { type: "roll" }, { maxChanceSteps: 0 })).toThrow(expect.objectContaining({ code: "engine/odds-limit" }));
  });
});
