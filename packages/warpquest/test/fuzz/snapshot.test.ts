import { RuleError, randomPolicy, seededChance, type Next } from "@tt/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGE_LIMIT } from "../../../../test-support/fuzz";
import { jsonPaths, mutateAt, mutations, type Json } from "../../../../test-support/mutate";
import {
  DRAW_METHODS,
  WARPQUEST_ERROR_CODES,
  WarpQuestError,
  heuristicPolicy,
  invariantProblems,
  parseState,
  saltRoad,
  sharpe,
  type Action,
  type Outcome,
  type Result,
  type State,
  type WarpQuestGame,
} from "../../src/index";

// Corrupt snapshots (issue #17): states of seeded games of both scenarios (1 to 6 players, every
// draw method), one place in them deleted, retyped, put out of range, pointed at an unknown or a
// duplicated id, given a prototype name, a huge string or a value nested 20,000 deep.
// `parseState` must refuse each with a WarpQuestError (a stable code, a JSON path, a short
// message) or accept it; an accepted one must then play: `next` answers, and `apply` of every
// input it offers gives a state that keeps every invariant, or a RuleError, never a TypeError.

const GAMES: readonly WarpQuestGame[] = [sharpe, saltRoad];

/** States along seeded games: setup, challenges half-way, confrontations, the end. */
function sampleStates(): State[] {
  const states: State[] = [];
  for (const game of GAMES) {
    for (let seed = 0; seed < 8; seed++) {
      const chance = seededChance(seed);
      const policy = seed % 2 === 0 ? heuristicPolicy(game) : randomPolicy(seed);
      let state = game.setup(game.parseOptions({ players: 1 + (seed % 4) * 2 > 6 ? 6 : 1 + (seed % 4) * 2, draw: DRAW_METHODS[seed % 4] }));
      for (let step = 0; step < 3000 && state.result === null; step++) {
        if (step % 7 === 0 || "challenge" in state.step || state.step.kind.startsWith("confront")) states.push(state);
        const next = game.next(state);
        if (next.kind === "over") break;
        state = game.apply(state, next.kind === "chance" ? chance.pick(next) : (policy as (n: typeof next, s: State) => Action)(next, state)).state;
      }
      states.push(state);
    }
  }
  return states;
}

const gameOf = (state: State) => (state.scenario === "sharpe" ? sharpe : saltRoad);

function typedOnly(what: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof RuleError || error instanceof WarpQuestError)) {
      throw new Error(`${what} threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error)}`, { cause: error });
    }
  }
}

/** `next`, then `apply` of every input it offers: typed errors only, and every state reached keeps the invariants. */
function exercise(state: State): void {
  const game = gameOf(state);
  let next: Next<Action, Outcome, Result> | undefined;
  typedOnly("next", () => {
    next = game.next(state);
  });
  if (next === undefined || next.kind === "over") return;
  const inputs: (Action | Outcome)[] = next.kind === "decision" ? [...next.actions] : next.outcomes.slice(0, 40).map((o) => o.outcome);
  for (const input of inputs) {
    typedOnly(`apply ${JSON.stringify(input)}`, () => {
      const after = game.apply(state, input).state;
      const problems = invariantProblems(game.scenario, after);
      if (problems.length > 0) throw new Error(`apply gave a state that breaks an invariant: ${JSON.stringify(problems[0])}`);
      game.next(after);
    });
  }
  typedOnly("view", () => {
    for (const party of state.parties) game.view(state, party.player);
  });
}

function check(corrupt: unknown): "refused" | "accepted" {
  let state: State;
  try {
    state = parseState(corrupt);
  } catch (error) {
    if (!(error instanceof WarpQuestError)) throw new Error(`parseState threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error)}`, { cause: error });
    expect(WARPQUEST_ERROR_CODES).toContain(error.code);
    expect(typeof error.path).toBe("string");
    expect(error.message.length, error.message.slice(0, 200)).toBeLessThanOrEqual(MESSAGE_LIMIT);
    return "refused";
  }
  exercise(state);
  return "accepted";
}

const ids = [
  ...Object.keys(sharpe.scenario.cards).slice(0, 12),
  ...Object.keys(saltRoad.scenario.cards).slice(0, 12),
  ...sharpe.scenario.data.skills,
  ...saltRoad.scenario.data.skills,
  "p1",
  "p2",
  "p7",
  "sharpe",
  "salt-road",
  "hidden",
];

describe("fuzz: corrupt WarpQuest snapshots", () => {
  const states = sampleStates();
  const documents = states.map((s) => JSON.parse(JSON.stringify(s)) as Json);
  const allPaths = documents.map((d) => jsonPaths(d));

  it("the sampled states are real mid-game snapshots of both scenarios", () => {
    expect(states.length).toBeGreaterThan(100);
    expect(states.some((s) => s.step.kind === "aid")).toBe(true);
    expect(new Set(states.map((s) => s.scenario))).toEqual(new Set(["sharpe", "salt-road"]));
  });

  it("a mutated snapshot is refused with a WarpQuestError naming a path, or plays on with typed errors only", () => {
    const verdicts = { refused: 0, accepted: 0 };
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.nat(), fc.boolean(), mutations(ids), (which, pick, inStep, mutation) => {
        const paths = allPaths[which]!;
        // A third of the mutations land in the pending step, where most of the references are.
        const step = paths.filter((p) => p[0] === "step" && p.length > 1);
        const from = inStep && step.length > 0 ? step : paths;
        verdicts[check(mutateAt(documents[which]!, from[pick % from.length]!, mutation))]++;
      }),
      { numRuns: Number(process.env["RUNS"] ?? 6000), seed: Number(process.env["SEED"] ?? 17) },
    );
    expect(verdicts.refused).toBeGreaterThan(1000);
    expect(verdicts.accepted).toBeGreaterThan(100);
  });

  it("two mutations at once", () => {
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.nat(), fc.nat(), mutations(ids), mutations(ids), (which, a, b, first, second) => {
        const paths = allPaths[which]!;
        const once = mutateAt(documents[which]!, paths[a % paths.length]!, first) as Json;
        const again = jsonPaths(once);
        check(mutateAt(once, again[b % again.length]!, second));
      }),
      { numRuns: 1500, seed: Number(process.env["SEED"] ?? 1985) },
    );
  });

  it("a snapshot of every sampled state round-trips through JSON and parseState, and through its game's parseState", () => {
    for (const s of states) {
      expect(parseState(JSON.parse(JSON.stringify(s)))).toEqual(s);
      expect(gameOf(s).parseState(JSON.parse(JSON.stringify(s)))).toEqual(s);
    }
  });
});
