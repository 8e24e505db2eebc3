import { createRng } from "@tt/dice";
import { describe, expect, it } from "vitest";
import { EngineError, scriptedChance, seededChance, type Chance } from "../src/index";

const d6: Chance<number> = { kind: "chance", purpose: "a d6", outcomes: [1, 2, 3, 4, 5, 6].map((face) => ({ outcome: face, probability: 1 / 6 })) };
const loaded: Chance<string> = {
  kind: "chance",
  purpose: "loaded coin",
  outcomes: [
    { outcome: "never", probability: 0 },
    { outcome: "heads", probability: 0.8 },
    { outcome: "tails", probability: 0.2 },
  ],
};

describe("seededChance", () => {
  it("is deterministic for a seed and accepts an Rng", () => {
    const a = seededChance(9);
    const b = seededChance(createRng(9));
    const rolls = Array.from({ length: 50 }, () => a.pick(d6));
    expect(Array.from({ length: 50 }, () => b.pick(d6))).toEqual(rolls);
    expect(new Set(rolls).size).toBe(6);
  });

  it("picks each outcome with its probability and never one of probability 0", () => {
    const chance = seededChance("frequencies");
    const counts = { never: 0, heads: 0, tails: 0 };
    const n = 20_000;
    for (let i = 0; i < n; i++) counts[chance.pick(loaded) as keyof typeof counts]++;
    expect(counts.never).toBe(0);
    // 0.8 +- 5 standard deviations (sd = sqrt(0.16 / n) ~ 0.0028)
    expect(Math.abs(counts.heads / n - 0.8)).toBeLessThan(0.015);
  });

  it("maps the unit interval onto the cumulative probabilities in order", () => {
    // A generator whose float() returns chosen values: 0.79999 -> heads, 0.8 -> tails, just below 1 -> tails.
    const values = [0.79999, 0.8, 0.9999999999];
    const fake = { ...createRng(1), float: () => values.shift()! };
    const chance = seededChance(fake);
    expect([chance.pick(loaded), chance.pick(loaded), chance.pick(loaded)]).toEqual(["heads", "tails", "tails"]);
  });

  it("refuses a step with no possible outcome", () => {
    expect(() => seededChance(1).pick({ kind: "chance", purpose: "nothing", outcomes: [{ outcome: 1, probability: 0 }] })).toThrow(
      expect.objectContaining({ code: "engine/invalid-argument", message: 'chance step "nothing" has no outcome with a positive probability' }),
    );
  });
});

describe("scriptedChance", () => {
  it("plays back outcomes in order, matched structurally, and accepts more later", () => {
    const dice = scriptedChance([3, 5]);
    expect(dice.pick(d6)).toBe(3);
    dice.push(6);
    expect(dice.remaining).toBe(2);
    expect(dice.pick(d6)).toBe(5);
    expect(dice.pick(d6)).toBe(6);
    expect(dice.used).toBe(3);
    const cards = scriptedChance([{ suit: "hearts", rank: 7 }]);
    const card = { suit: "hearts", rank: 7 };
    expect(cards.pick({ kind: "chance", purpose: "draw", outcomes: [{ outcome: card, probability: 1 }] })).toBe(card);
  });

  it("refuses a scripted outcome that is not legal, with a clear message (engine/illegal-outcome)", () => {
    const dice = scriptedChance([7]);
    let caught: unknown;
    try {
      dice.pick(d6);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EngineError);
    expect(caught).toMatchObject({
      code: "engine/illegal-outcome",
      step: 0,
      message: 'scripted outcome #0 7 is not a legal outcome of "a d6"; legal outcomes: [1,2,3,4,5,6]',
    });
    expect(() => scriptedChance(["never"]).pick(loaded)).toThrow(expect.objectContaining({ code: "engine/illegal-outcome" }));
  });

  it("says when the script is used up (engine/script-exhausted)", () => {
    const dice = scriptedChance([1]);
    dice.pick(d6);
    expect(() => dice.pick(d6)).toThrow(expect.objectContaining({ code: "engine/script-exhausted", message: 'scripted chance has no outcome left for "a d6" (all 1 used)' }));
  });
});
