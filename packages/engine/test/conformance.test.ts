import { describe, expect, it } from "vitest";
import { CONFORMANCE_REASONS, EngineError, assertConformance, checkConformance, replay, type ConformanceSettings } from "../src/index";
import { badSumPig, badViewPig, endlessPig, greedyPig, impurePig, mutatingPig, noActionPig, notJsonPig, throwingPig, zeroProbabilityPig } from "./games/broken-pig";
import { pig, type PigState } from "./games/pig";
import { ticTacToe } from "./games/tic-tac-toe";

const noNegativeScores = { "scores are never negative": (state: PigState) => state.scores.every((score) => score >= 0) };

describe("checkConformance on sound games", () => {
  it("passes Truffle Pig with 2 to 4 players and its invariants", () => {
    const report = checkConformance(pig, {
      games: 60,
      seed: "ci",
      maxSteps: 20_000,
      options: (index: number) => ({ players: 2 + (index % 3), target: 50 }),
      invariants: noNegativeScores,
    });
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.games).toBe(60);
    expect(report.steps).toBeGreaterThan(60 * 10);
  });

  it("passes tic-tac-toe", () => {
    expect(assertConformance(ticTacToe, { games: 50, seed: 3 }).ok).toBe(true);
  });
});

function firstFailure(game: typeof pig, settings: ConformanceSettings<PigState>) {
  const report = checkConformance(game, { games: 30, seed: 1, maxSteps: 5_000, ...settings });
  expect(report.ok).toBe(false);
  return report.failures[0]!;
}

describe("checkConformance catches each kind of violation", () => {
  it("no-legal-action: a decision with no action", () => {
    const failure = firstFailure(noActionPig, {});
    expect(failure.reason).toBe("no-legal-action");
    expect(failure.message).toContain('decision "Roll or hold?" for p');
    // The log leads to the state where the empty decision is offered.
    expect(replay(noActionPig, failure.log).state.turnTotal).toBeGreaterThanOrEqual(20);
  });

  it("bad-probability: an outcome with probability 0", () => {
    const failure = firstFailure(zeroProbabilityPig, {});
    expect(failure.reason).toBe("bad-probability");
    expect(failure.message).toContain("outcome 1 has probability 0, not a finite number > 0");
  });

  it("probability-sum: probabilities that sum to 6/7", () => {
    const failure = firstFailure(badSumPig, {});
    expect(failure.reason).toBe("probability-sum");
    expect(failure.message).toMatch(/probabilities sum to 0\.857\d+, not 1/);
  });

  it("mutated-input: apply writes into its input state", () => {
    const failure = firstFailure(mutatingPig, {});
    expect(failure.reason).toBe("mutated-input");
    expect(failure.message).toContain("apply tried to mutate its input");
    expect(failure.log.inputs.at(-1)).toEqual({ type: "hold" });
  });

  it("not-json: a state with an undefined field", () => {
    const failure = firstFailure(notJsonPig, {});
    expect(failure.reason).toBe("not-json");
    expect(failure.step).toBe(1);
    expect(failure.message).toContain("does not survive a JSON round-trip");
  });

  it("replay-mismatch: a game that depends on something outside its state", () => {
    const failure = firstFailure(impurePig, {});
    expect(failure.reason).toBe("replay-mismatch");
    expect(failure.message).toContain("replaying the log");
  });

  it("too-long: a game that never ends", () => {
    const failure = firstFailure(endlessPig, { maxSteps: 300 });
    expect(failure.reason).toBe("too-long");
    expect(failure.step).toBe(300);
    expect(failure.log.inputs).toHaveLength(300);
  });

  it("invariant: the game's own invariant fails, named in the failure", () => {
    const failure = firstFailure(greedyPig, { invariants: noNegativeScores, games: 100 });
    expect(failure.reason).toBe("invariant");
    expect(failure.invariant).toBe("scores are never negative");
    expect(failure.log.inputs.at(-1)).toMatchObject({ type: "steal" });
  });

  it("threw: apply throws on a legal action", () => {
    const failure = firstFailure(throwingPig, {});
    expect(failure.reason).toBe("threw");
    expect(failure.message).toContain('apply threw on the legal input {"type":"keep"}: Error: keep is not implemented');
  });

  it("threw: view throws for a player at a decision", () => {
    const failure = firstFailure(badViewPig, {});
    expect(failure.reason).toBe("threw");
    expect(failure.message).toContain("view threw: TypeError: unknown player p2");
  });

  it("has one broken variant per reason", () => {
    expect([...CONFORMANCE_REASONS].sort()).toEqual(
      ["bad-detail", "bad-probability", "invariant", "leak", "mutated-input", "no-legal-action", "not-json", "probability-sum", "replay-mismatch", "threw", "too-long"].sort(),
    );
  });
});

describe("conformance reports", () => {
  it("give each failed game's seed, and are identical for the same seed", () => {
    const a = checkConformance(throwingPig, { games: 10, seed: 5 });
    const b = checkConformance(throwingPig, { games: 10, seed: 5 });
    expect(b).toEqual(a);
    expect(a.failures.map((failure) => failure.game)).toEqual(a.failures.map((failure) => failure.game).sort((x, y) => x - y));
  });

  it("assertConformance throws engine/conformance with the reproducing log", () => {
    let caught: unknown;
    try {
      assertConformance(throwingPig, { games: 5, seed: 5 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EngineError);
    expect((caught as EngineError).code).toBe("engine/conformance");
    expect((caught as EngineError).message).toMatch(/pig-throwing fails conformance \(\d+ of 5 games\): game #\d+ \(seed \d+\), step \d+: threw: /);
    expect((caught as EngineError).message).toContain('reproduce with replay(game, {"schemaVersion":1,"gameId":"pig-throwing"');
  });
});
