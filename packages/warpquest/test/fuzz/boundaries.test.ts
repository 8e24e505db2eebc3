import { EngineError, RuleError, randomPolicy, replay, runGame, seededChance } from "@tt/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGE_LIMIT, junk } from "../../../../test-support/fuzz";
import { jsonPaths, mutateAt, mutations, type Json } from "../../../../test-support/mutate";
import { SALT_ROAD_DATA, SHARPE_DATA, WARPQUEST_ERROR_CODES, WarpQuestError, createWarpQuest, loadScenario, saltRoad, sharpe, type State, type WarpQuestGame } from "../../src/index";

// WarpQuest's other boundaries on mutated real documents and on junk (issue #17): scenario data
// (loadScenario, then play), saved logs (replay), options, and inputs handed to apply and
// whyIllegal. Each is refused with a typed error (a stable code, a short message) or works.

function typed(what: string, run: () => void, classes: readonly (abstract new (...args: never[]) => Error)[]): Error | undefined {
  const started = performance.now();
  try {
    run();
  } catch (error) {
    if (!classes.some((c) => error instanceof c)) throw new Error(`${what} threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error)}`, { cause: error });
    expect((error as Error).message.length, (error as Error).message.slice(0, 200)).toBeLessThanOrEqual(MESSAGE_LIMIT);
    return error as Error;
  } finally {
    expect(performance.now() - started).toBeLessThan(2_500);
  }
  return undefined;
}

const ids = [
  "hold-town",
  "mend-wounds",
  "ambush",
  "constructor",
  "__proto__",
  "toString",
  "Brawling",
  "Shooting",
  "HQ",
  "Heal",
  "Brawling +3",
  "Shooting x2",
  "Shooting or Brawling",
  "V",
  "W",
  "-",
  "A",
  "units",
  "officer",
];

describe("fuzz: WarpQuest scenario data, logs, options and inputs", () => {
  const scenarios = [SHARPE_DATA, SALT_ROAD_DATA].map((d) => JSON.parse(JSON.stringify(d)) as Json);
  const scenarioPaths = scenarios.map((d) => jsonPaths(d));

  it("mutated scenario data is refused with a WarpQuestError, or loads into a game that plays", () => {
    let loaded = 0;
    fc.assert(
      fc.property(fc.nat(1), fc.nat(), mutations(ids), (which, pick, mutation) => {
        const data = mutateAt(scenarios[which]!, scenarioPaths[which]![pick % scenarioPaths[which]!.length]!, mutation);
        let game: WarpQuestGame | undefined;
        const error = typed("loadScenario", () => {
          game = createWarpQuest(loadScenario(data));
        }, [WarpQuestError]);
        if (error !== undefined) {
          expect(WARPQUEST_ERROR_CODES).toContain((error as WarpQuestError).code);
          return;
        }
        loaded++;
        for (let seed = 0; seed < 2; seed++) {
          typed("a game of the loaded scenario", () => void runGame(game!, { players: 2 }, { policies: randomPolicy(seed), chance: seededChance(seed), recordEvents: false }), [
            RuleError,
            WarpQuestError,
          ]);
        }
      }),
      { numRuns: 700, seed: Number(process.env["SEED"] ?? 3) },
    );
    expect(loaded).toBeGreaterThan(50);
  });

  const logs = [sharpe, saltRoad].map((game, k) => ({ game, log: JSON.parse(JSON.stringify(runGame(game, { players: 2 + k }, { policies: randomPolicy(k), chance: seededChance(k) }).log)) as Json }));
  const logPaths = logs.map(({ log }) => jsonPaths(log));

  it("a mutated saved log is refused with a typed error, or replays", () => {
    fc.assert(
      fc.property(fc.nat(1), fc.nat(), mutations(ids), (which, pick, mutation) => {
        const { game, log } = logs[which]!;
        const corrupt = mutateAt(log, logPaths[which]![pick % logPaths[which]!.length]!, mutation);
        typed("replay", () => void replay(game, corrupt), [EngineError, RuleError, WarpQuestError]);
      }),
      { numRuns: 1500, seed: Number(process.env["SEED"] ?? 5) },
    );
  });

  it("junk options are refused with warpquest/invalid-options", () => {
    fc.assert(
      fc.property(fc.oneof(junk, fc.record({ players: junk }), fc.record({ deckChanges: fc.array(fc.record({ module: junk, add: fc.array(fc.constantFrom(...ids)), remove: junk })) })), (options) => {
        const error = typed("setup", () => void sharpe.setup(sharpe.parseOptions(options)), [WarpQuestError]);
        if (error !== undefined) expect((error as WarpQuestError).code).toBe("warpquest/invalid-options");
      }),
      { numRuns: 1000, seed: 7 },
    );
  });

  const states: State[] = [];
  for (const game of [sharpe, saltRoad]) {
    const chance = seededChance(9);
    const policy = randomPolicy(9);
    let state = game.setup(game.parseOptions({ players: 3 }));
    for (let step = 0; step < 400 && state.result === null; step++) {
      if (step % 5 === 0) states.push(state);
      const next = game.next(state);
      if (next.kind === "over") break;
      state = game.apply(state, next.kind === "chance" ? chance.pick(next) : policy(next)).state;
    }
  }

  it("junk inputs to apply and whyIllegal give a RuleError or a reason, and leave the state as it was", () => {
    const input = fc.oneof(
      junk,
      fc.record(
        {
          type: fc.constantFrom("die", "card", "skill", "heal", "play-aid", "confront", "choose-skill", "lose-unit", "move", "reroll"),
          face: junk,
          card: junk,
          skill: junk,
          opponent: junk,
          unit: junk,
        },
        { requiredKeys: ["type"] },
      ),
    );
    fc.assert(
      fc.property(fc.nat(states.length - 1), input, (which, value) => {
        const state = states[which]!;
        const game = state.scenario === "sharpe" ? sharpe : saltRoad;
        const before = JSON.stringify(state);
        typed("apply", () => void game.apply(state, value as never), [RuleError]);
        typed("whyIllegal", () => {
          const reason = game.whyIllegal!(state, value);
          if (reason !== undefined) expect(reason.message.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
        }, []);
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 3000, seed: 11 },
    );
  });
});
