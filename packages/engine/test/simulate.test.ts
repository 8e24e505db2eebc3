import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameSeed, mergeSimulations, randomPolicy, replay, runSeededGame, simulate, wilsonInterval, type PolicyFactory } from "../src/index";
import { throwingPig } from "./games/broken-pig";
import { pig, type PigAction, type PigState } from "./games/pig";
import { ticTacToe } from "./games/tic-tac-toe";

const random: PolicyFactory<PigState, PigAction> = ({ rng }) => randomPolicy(rng);

describe("gameSeed", () => {
  it("depends only on (seed, index) and separates games", () => {
    expect(gameSeed(42, 7)).toBe(gameSeed(42, 7));
    expect(gameSeed("42", 7)).toBe(gameSeed("42", 7));
    const seeds = new Set(Array.from({ length: 10_000 }, (_, index) => gameSeed(1, index)));
    expect(seeds.size).toBe(10_000);
    expect(gameSeed(1, 0)).not.toBe(gameSeed(2, 0));
    expect(gameSeed(1, 0)).not.toBe(gameSeed("1", 0));
    fc.assert(
      fc.property(fc.integer(), fc.nat(), (seed, index) => {
        const value = gameSeed(seed, index);
        return Number.isInteger(value) && value >= 0 && value < 2 ** 32;
      }),
    );
  });

  it("refuses a bad index or seed", () => {
    expect(() => gameSeed(1, -1)).toThrow(expect.objectContaining({ code: "engine/invalid-argument" }));
    expect(() => gameSeed(Number.NaN, 0)).toThrow(expect.objectContaining({ code: "engine/invalid-argument" }));
  });
});

describe("wilsonInterval", () => {
  it("matches the published Wilson score interval", () => {
    // 81 successes out of 263 trials: [0.2553, 0.3662] (Wilson 1927, as tabulated by Newcombe 1998, case 4).
    const [low, high] = wilsonInterval(81, 263);
    expect(low).toBeCloseTo(0.2553, 4);
    expect(high).toBeCloseTo(0.3662, 4);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(10, 10)[1]).toBe(1);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it("always contains the observed share (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (trials, fraction) => {
        const successes = Math.floor(trials * fraction);
        const [low, high] = wilsonInterval(successes, trials);
        return low <= successes / trials + 1e-12 && successes / trials - 1e-12 <= high && low >= 0 && high <= 1;
      }),
    );
  });

  it("refuses impossible counts", () => {
    expect(() => wilsonInterval(3, 2)).toThrow(expect.objectContaining({ code: "engine/invalid-argument", message: "wilsonInterval needs integers 0 <= successes <= trials, got 3/2" }));
  });
});

describe("simulate", () => {
  it("counts outcomes with 95% Wilson intervals and game lengths", () => {
    const progress: number[] = [];
    const report = simulate(pig, {
      games: 400,
      seed: "sim",
      options: { target: 30 },
      policies: random,
      classify: (result) => result.winner,
      onProgress: ({ done, total }) => {
        expect(total).toBe(400);
        progress.push(done);
      },
    });
    expect(progress).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
    expect(report).toMatchObject({ gameId: "pig", gameVersion: "1.0.0", seed: "sim", from: 0, games: 400, finished: 400, failures: [] });
    expect(report.outcomes.map((o) => o.outcome).sort()).toEqual(["p1", "p2"]);
    expect(report.outcomes.reduce((sum, o) => sum + o.count, 0)).toBe(400);
    for (const outcome of report.outcomes) {
      expect(outcome.share).toBe(outcome.count / 400);
      expect([outcome.low, outcome.high]).toEqual(wilsonInterval(outcome.count, 400));
    }
    expect(report.outcomes[0]!.count).toBeGreaterThanOrEqual(report.outcomes[1]!.count);
    const { steps } = report;
    expect(steps.min).toBeLessThanOrEqual(steps.median);
    expect(steps.median).toBeLessThanOrEqual(steps.max);
    expect(steps.histogram.reduce((sum, [, count]) => sum + count, 0)).toBe(400);
    const mean = steps.histogram.reduce((sum, [length, count]) => sum + length * count, 0) / 400;
    expect(steps.mean).toBeCloseTo(mean, 9);
    expect(steps.standardDeviation).toBeGreaterThan(0);
    expect(report.decisions.mean).toBeLessThan(steps.mean);
  });

  it("plays game i exactly like runSeededGame(gameSeed(seed, i))", () => {
    const report = simulate(pig, { games: 3, seed: 77, policies: random });
    const lengths = [0, 1, 2].map((index) => runSeededGame(pig, {}, gameSeed(77, index), random, { index }).steps).sort((a, b) => a - b);
    expect(report.steps.histogram.flatMap(([length, count]) => Array<number>(count).fill(length))).toEqual(lengths);
  });

  it("gives the same report however the games are split across workers", () => {
    const whole = simulate(ticTacToe, { games: 300, seed: 5, policies: ({ rng }) => randomPolicy(rng) });
    const parts = [
      simulate(ticTacToe, { games: 100, seed: 5, policies: ({ rng }) => randomPolicy(rng) }),
      simulate(ticTacToe, { games: 120, seed: 5, from: 100, policies: ({ rng }) => randomPolicy(rng) }),
      simulate(ticTacToe, { games: 80, seed: 5, from: 220, policies: ({ rng }) => randomPolicy(rng) }),
    ];
    expect(mergeSimulations(parts.reverse())).toEqual(whole);
    expect(whole.outcomes.map((o) => o.outcome).sort()).toEqual(['{"winner":"O"}', '{"winner":"X"}', '{"winner":null}']);
  });

  it("records each failed game's seed and log, and goes on", () => {
    const report = simulate(throwingPig, { games: 20, seed: 3, policies: random, maxSteps: 10_000 });
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.finished + report.failures.length).toBe(20);
    const failure = report.failures[0]!;
    expect(failure).toMatchObject({ code: "Error", message: "keep is not implemented", seed: gameSeed(3, failure.index) });
    // The seed alone re-runs the failing game...
    expect(() => runSeededGame(throwingPig, {}, failure.seed, random, { index: failure.index })).toThrow("keep is not implemented");
    // ...and the log replays up to the failing input.
    const inputs = failure.log.inputs;
    expect(inputs.at(-1)).toEqual({ type: "keep" });
    expect(() => replay(throwingPig, failure.log)).toThrow("keep is not implemented");
    expect(replay(throwingPig, { ...failure.log, inputs: inputs.slice(0, -1) }).next.kind).toBe("decision");
  });

  it("refuses bad settings", () => {
    expect(() => simulate(pig, { games: -1, seed: 1, policies: random })).toThrow(expect.objectContaining({ code: "engine/invalid-argument" }));
    expect(() => simulate(pig, { games: 1, seed: 1, policies: random, options: { target: 5 } })).toThrow(expect.objectContaining({ code: "engine/invalid-options" }));
    expect(() => mergeSimulations([])).toThrow(expect.objectContaining({ code: "engine/invalid-argument" }));
    const a = simulate(pig, { games: 1, seed: 1, policies: random });
    const b = simulate(pig, { games: 1, seed: 2, policies: random });
    expect(() => mergeSimulations([a, b])).toThrow(expect.objectContaining({ code: "engine/invalid-argument" }));
  });
});
