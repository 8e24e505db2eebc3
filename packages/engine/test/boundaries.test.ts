// Regressions of issue #17 (hardening every public boundary): each failure the issue found in
// @tt/engine, and the others found while fixing them, as an EngineError with a stable code.
import { createRng } from "@tt/dice";
import { describe, expect, it } from "vitest";
import {
  EngineError,
  History,
  MAX_STEPS_CEILING,
  checkConformance,
  dieRoll,
  expectimax,
  indexOfInput,
  legalInput,
  mergeSimulations,
  outcomeOdds,
  playerLog,
  randomPolicy,
  readRoll,
  replay,
  runGame,
  runGameAsync,
  scriptedChance,
  seededChance,
  simulate,
  stateChecksum,
  type Chance,
  type RunSettings,
} from "../src/index";
import { blindCup } from "./games/blind-cup";
import { chain } from "./games/chain";
import { pig } from "./games/pig";

/** The EngineError `run` throws; fails the test when it throws anything else or nothing. */
function engineError(run: () => unknown): EngineError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return error as EngineError;
  }
  throw new Error("expected an EngineError");
}

function nested(depth: number): unknown {
  let value: unknown = { type: "roll" };
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

// biome-ignore lint/suspicious/noExplicitAny: settings for any game, junk included
const settings = (more: Partial<RunSettings<unknown, unknown, unknown>> = {}): any => ({ policies: randomPolicy(1), chance: seededChance(1), ...more });

describe("settings of the runners are checked before the game is set up", () => {
  it("runGame with null settings is engine/invalid-argument, not a TypeError", () => {
    expect(engineError(() => runGame(pig, {}, null as never)).code).toBe("engine/invalid-argument");
  });

  it("policies, drivers, step budgets, flags", () => {
    const bad: Partial<RunSettings<unknown, unknown, unknown>>[] = [
      { policies: 3 as never },
      { policies: { p1: "bot" } as never },
      { chance: {} as never },
      { maxSteps: 0 },
      { maxSteps: 1.5 },
      { maxSteps: Number.NaN },
      { checksumEvery: -1 },
      { recordEvents: "yes" as never },
    ];
    for (const more of bad) expect(engineError(() => runGame(pig, {}, settings(more))).code).toBe("engine/invalid-argument");
    expect(engineError(() => runGame(pig, {}, settings({ maxSteps: MAX_STEPS_CEILING + 1 })))).toMatchObject({ code: "engine/limit", path: "maxSteps" });
    expect(engineError(() => runGame(null as never, {}, settings())).code).toBe("engine/invalid-argument");
  });

  it("a player named like a property of Object.prototype has no policy unless given one", () => {
    const renamed = {
      ...pig,
      next: (state: Parameters<typeof pig.next>[0]) => {
        const next = pig.next(state);
        return next.kind === "decision" ? { ...next, player: "constructor" } : next;
      },
    };
    expect(engineError(() => runGame(renamed, {}, settings({ policies: { p1: randomPolicy(1) } }))).code).toBe("engine/no-policy");
  });

  it("runGameAsync rejects bad settings the same way", async () => {
    await expect(runGameAsync(pig, {}, null as never)).rejects.toMatchObject({ code: "engine/invalid-argument" });
    await expect(runGameAsync(pig, {}, { ...settings(), onStep: 5 as never })).rejects.toMatchObject({ code: "engine/invalid-argument" });
  });
});

describe("seededChance.pick leaves its generator unchanged when it fails", () => {
  it("no outcome with a positive probability, NaN or infinite probabilities, no outcomes at all", () => {
    const rng = createRng(9);
    const chance = seededChance(rng);
    const before = JSON.stringify(rng.getState());
    const steps = [
      { kind: "chance", purpose: "none", outcomes: [{ outcome: 1, probability: 0 }] },
      { kind: "chance", purpose: "nan", outcomes: [{ outcome: 1, probability: Number.NaN }] },
      { kind: "chance", purpose: "inf", outcomes: [{ outcome: 1, probability: Infinity }] },
      {
        kind: "chance",
        purpose: "negative",
        outcomes: [
          { outcome: 1, probability: 2 },
          { outcome: 2, probability: -1 },
        ],
      },
      { kind: "chance", purpose: "list", outcomes: "d6" },
      null,
    ];
    for (const step of steps) expect(engineError(() => chance.pick(step as Chance<number>)).code).toBe("engine/invalid-argument");
    expect(JSON.stringify(rng.getState())).toBe(before);
  });

  it("so does randomPolicy with a decision that lists no action, and bad seeds are refused", () => {
    const rng = createRng(9);
    const before = JSON.stringify(rng.getState());
    expect(engineError(() => randomPolicy(rng)({ kind: "decision", player: "p1", prompt: "?", actions: [] })).code).toBe("engine/invalid-argument");
    expect(JSON.stringify(rng.getState())).toBe(before);
    for (const seed of [1.5, null, {}, Number.NaN]) {
      expect(engineError(() => seededChance(seed as never)).code).toBe("engine/invalid-argument");
      expect(engineError(() => randomPolicy(seed as never)).code).toBe("engine/invalid-argument");
    }
  });
});

describe("an input is legal only if it is a legal one exactly", () => {
  const step = History.start(chain, { length: 3 }).apply("go");
  it("a die outcome with an extra key, however hidden, is refused", () => {
    const hidden = Symbol("extra");
    const extras = [{ tick: true, extra: 1 }, { tick: true, [hidden]: 1 }, Object.defineProperty({ tick: true }, "extra", { value: 1, enumerable: false }), Object.assign([true], { tick: true })];
    for (const input of extras) expect(engineError(() => step.apply(input as never)).code).toBe("engine/illegal-outcome");
    expect(step.apply(JSON.parse('{"tick":true}')).steps).toBe(2);
  });

  it("legalInput and scriptedChance agree", () => {
    const next = step.next;
    expect(engineError(() => legalInput(chain, step.state, { tick: true, extra: 1 }, next)).code).toBe("engine/illegal-outcome");
    expect(engineError(() => scriptedChance<unknown>([{ tick: true, extra: 1 }]).pick(next as Chance<unknown>)).code).toBe("engine/illegal-outcome");
  });
});

describe("checkConformance checks its settings", () => {
  it("games: -1 (or 0, 1.5) is engine/invalid-argument, not a report that says ok", () => {
    for (const games of [-1, 0, 1.5, Number.NaN, "3"]) expect(engineError(() => checkConformance(pig, { games: games as number })).code).toBe("engine/invalid-argument");
    expect(engineError(() => checkConformance(pig, { maxSteps: -1 })).code).toBe("engine/invalid-argument");
    expect(engineError(() => checkConformance(pig, { invariants: { scores: 3 as never } })).code).toBe("engine/invalid-argument");
    expect(engineError(() => checkConformance(pig, null as never)).code).toBe("engine/invalid-argument");
    expect(checkConformance(pig, { games: 2 }).ok).toBe(true);
  });
});

describe("deep values are refused before anything walks them", () => {
  const run = runGame(pig, {}, settings());
  it("a 20,000-deep input in a log is engine/invalid-log naming its step", () => {
    const log = JSON.parse(JSON.stringify(run.log));
    delete log.checksums;
    log.inputs[2] = nested(20_000);
    for (const read of [() => replay(pig, log), () => History.fromLog(pig, log)]) {
      const error = engineError(read);
      expect(error).toMatchObject({ code: "engine/invalid-log", step: 2 });
      expect(error.path.startsWith("inputs[2][0]")).toBe(true);
    }
  });

  it("deep options, a deep input to History.apply, a deep or cyclic value to stateChecksum", () => {
    expect(engineError(() => runGame(pig, nested(20_000), settings())).code).toBe("engine/invalid-options");
    expect(engineError(() => History.start(pig, {}).apply(nested(20_000) as never)).code).toBe("engine/limit");
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(engineError(() => stateChecksum(nested(20_000))).code).toBe("engine/limit");
    expect(engineError(() => stateChecksum(cycle)).code).toBe("engine/limit");
  });

  it("a 20,000-step chain of chance steps is enumerated and searched without overflowing the stack", () => {
    const at = History.start(chain, {});
    const odds = outcomeOdds(chain, at.state, "go", { maxChanceSteps: 30_000 });
    expect(odds.entries).toHaveLength(1);
    expect(odds.chanceSteps).toBe(20_000);
    expect(expectimax(chain, at.state, { evaluate: () => 0, maxNodes: 50_000 }).depth).toBe(0);
  });
});

describe("the other runners and helpers check what they are given", () => {
  it("simulate, mergeSimulations, expectimax, outcomeOdds", () => {
    expect(engineError(() => simulate(pig, null as never)).code).toBe("engine/invalid-argument");
    expect(engineError(() => simulate(pig, { games: 1, seed: 1, policies: 3 as never })).code).toBe("engine/invalid-argument");
    expect(engineError(() => simulate(pig, { games: 1, seed: Number.NaN, policies: ({ rng }) => randomPolicy(rng) })).code).toBe("engine/invalid-argument");
    const report = simulate(pig, { games: 3, seed: 1, policies: ({ rng }) => randomPolicy(rng) });
    expect(mergeSimulations([report, { ...report, from: 3 }]).games).toBe(6);
    expect(Object.is(simulate(pig, { games: -0, seed: 1, policies: ({ rng }) => randomPolicy(rng) }).games, 0)).toBe(true);
    expect(engineError(() => mergeSimulations([{ ...report, finished: 2 }])).path).toBe("reports[0].outcomes");
    expect(engineError(() => mergeSimulations(null as never)).code).toBe("engine/invalid-argument");
    const state = History.start(pig, {}).rollChance(seededChance(1)).state;
    expect(engineError(() => expectimax(pig, state, { evaluate: () => 0, maxNodes: Infinity })).code).toBe("engine/invalid-argument");
    expect(engineError(() => expectimax(pig, state, null as never)).code).toBe("engine/invalid-argument");
    expect(engineError(() => outcomeOdds(pig, state, { type: "roll" }, { key: 3 as never })).code).toBe("engine/invalid-argument");
    expect(engineError(() => History.start(pig, {}).rollChance(null as never)).code).toBe("engine/invalid-argument");
  });

  it("dieRoll and readRoll", () => {
    for (const sides of [0, 1.5, 1e9, Number.NaN, "6"]) expect(engineError(() => dieRoll(sides as number)).code).toBe("engine/invalid-argument");
    const d6: Chance<number> = { kind: "chance", purpose: "d6", outcomes: [1, 2, 3, 4, 5, 6].map((face) => ({ outcome: face, probability: 1 / 6 })), roll: dieRoll(6) };
    for (const reading of [Symbol("x"), 0, 7, 2.5, "3"]) expect(engineError(() => readRoll(d6, reading as number)).code).toBe("engine/invalid-argument");
    expect(engineError(() => readRoll(null as never, 1)).code).toBe("engine/invalid-argument");
    expect(readRoll(d6, 4)).toBe(4);
  });

  it("a 1 MB game id in a log is quoted at a readable length", () => {
    const log = { schemaVersion: 1, gameId: "x".repeat(1_000_000), gameVersion: "1.0.0", options: {}, inputs: [] };
    expect(engineError(() => replay(pig, log)).message.length).toBeLessThan(300);
  });
});

describe("an optional setting is left out with undefined; null is refused like any wrong type", () => {
  it("runGame, checkConformance, simulate, expectimax, outcomeOdds and History.rollChance", () => {
    const policies = ({ rng }: { rng: import("@tt/dice").Rng }) => randomPolicy(rng);
    const state = History.start(pig, {}).rollChance(seededChance(1)).state;
    const refused = [
      () => runGame(pig, {}, settings({ maxSteps: null as never })),
      () => runGame(pig, {}, settings({ checksumEvery: null as never })),
      () => checkConformance(pig, { games: null as never }),
      () => checkConformance(pig, { seed: null as never }),
      () => simulate(pig, { games: 1, seed: 1, policies, from: null as never }),
      () => expectimax(pig, state, { evaluate: () => 0, depth: null as never }),
      () => outcomeOdds(pig, state, { type: "roll" }, { until: null as never }),
      () => History.start(pig, {}).rollChance(seededChance(1), null as never),
    ];
    for (const call of refused) expect(engineError(call)).toMatchObject({ code: "engine/invalid-argument" });
    expect(checkConformance(pig, { games: undefined, maxSteps: undefined }).games).toBe(100);
  });
});

describe("counts past 2^53 are refused, not returned as if exact", () => {
  it("simulate's from + games and mergeSimulations' total are engine/limit", () => {
    const policies = ({ rng }: { rng: import("@tt/dice").Rng }) => randomPolicy(rng);
    const huge = Number.MAX_SAFE_INTEGER;
    expect(engineError(() => simulate(pig, { games: 2, seed: 1, from: huge - 1, policies }))).toMatchObject({ code: "engine/limit", path: "games" });
    const report = simulate(pig, { games: 0, seed: 1, policies });
    // Two reports simulate could have made (2^52 games each, all won by p1): together they count 2^53 games, past what a double holds exactly.
    const half = 2 ** 52;
    const stats = { min: 3, max: 3, mean: 3, median: 3, standardDeviation: 0, histogram: [[3, half]] as [number, number][] };
    const big = { ...report, games: half, finished: half, outcomes: [{ outcome: "p1", count: half, share: 1, low: 1, high: 1 }], steps: stats, decisions: stats };
    expect(mergeSimulations([big]).games).toBe(half);
    expect(engineError(() => mergeSimulations([big, { ...big, from: half }]))).toMatchObject({ code: "engine/limit", path: "reports" });
  });
});

describe("the other searches and lookups are bounded", () => {
  it("indexOfInput refuses a 20,000-deep input before comparing it with a 20,000-deep action", () => {
    const decision = { kind: "decision" as const, player: "p1", prompt: "?", actions: [nested(20_000)] };
    expect(engineError(() => indexOfInput(decision, nested(20_000))).code).toBe("engine/limit");
    expect(indexOfInput(decision, decision.actions[0])).toBe(0);
  });

  it("expectimax stops deepening once the whole game is searched, however large the depth asked", () => {
    const state = History.start(blindCup, {}).rollChance(seededChance(1)).state;
    const choice = expectimax(blindCup, state, { evaluate: () => 0, depth: 1e9 });
    expect(choice.depth).toBeLessThan(20);
    expect(expectimax(blindCup, state, { evaluate: () => 0, depth: choice.depth + 5 })).toEqual(choice);
  });

  it("a 20,000-deep input in a log is refused by playerLog too; a huge input is quoted short", () => {
    const log = JSON.parse(JSON.stringify(runGame(pig, {}, settings()).log));
    delete log.checksums;
    log.inputs[1] = nested(20_000);
    expect(engineError(() => playerLog(pig, log, "p1"))).toMatchObject({ code: "engine/invalid-log", step: 1 });
    const error = engineError(() => History.start(pig, {}).apply("x".repeat(1_000_000) as never));
    expect(error.code).toBe("engine/illegal-outcome");
    expect(error.message.length).toBeLessThan(400);
    expect(error.message).not.toContain("x".repeat(81));
  });
});
