import { randomPolicy, replay, runGame, seededChance } from "@tt/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DRAW_METHODS, eventSchema, parseState, saltRoad, sharpe } from "../src/index";

const games = [sharpe, saltRoad] as const;

describe("laws", () => {
  it("a replay of any seeded game's log reproduces its state and events exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 4 }), fc.constantFrom(...DRAW_METHODS), (seed, which, players, draw) => {
        const game = games[which]!;
        const run = runGame(game, { players, draw, campaigns: 1 }, { policies: randomPolicy(seed), chance: seededChance(seed) });
        const again = replay(game, JSON.parse(JSON.stringify(run.log)));
        expect(again.state).toEqual(run.state);
        expect(again.events).toEqual(run.events);
      }),
      { numRuns: 40 },
    );
  });

  it("every event matches the event schema and every state reads back through parseState", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1 }), (seed, which) => {
        const game = games[which]!;
        const run = runGame(game, { players: 2, campaigns: 1 }, { policies: randomPolicy(seed), chance: seededChance(seed) });
        for (const event of run.events) expect(eventSchema.safeParse(event).success).toBe(true);
        expect(parseState(JSON.parse(JSON.stringify(run.state)))).toEqual(run.state);
      }),
      { numRuns: 20 },
    );
  });

  it("WQ-CHECK the check's totals always add up from the roll and the labelled modifiers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const run = runGame(sharpe, { campaigns: 1 }, { policies: randomPolicy(seed), chance: seededChance(seed) });
        for (const event of run.events) {
          if (event.type !== "check") continue;
          expect(event.skillTotal).toBe(event.skillModifiers.reduce((sum, m) => sum + m.value, event.skillRoll));
          expect(event.challengeTotal).toBe(event.challengeModifiers.reduce((sum, m) => sum + m.value, event.challengeRoll));
          expect(event.won).toBe(event.challengeTotal <= event.skillTotal);
        }
      }),
      { numRuns: 30 },
    );
  });
});
