import { RuleError, randomPolicy, seededChance, type Next } from "@tt/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGE_LIMIT } from "../../../../test-support/fuzz";
import { jsonPaths, mutateAt, mutations, type Json } from "../../../../test-support/mutate";
import { SYNDROME_ERROR_CODES, SyndromeError, heuristicPolicy, invariantProblems, syndrome, type Action, type Outcome, type Result, type State } from "../../src/index";

// Corrupt snapshots (issue #17): states taken from seeded games (setup, mid-turn resolutions, the
// end), one place in them deleted, retyped, put out of range, pointed at an unknown or a
// duplicated id, given a prototype name, a huge string or a value nested 20,000 deep.
// `parseState` must refuse each with a SyndromeError (a stable code, a JSON path, a short
// message) or accept it; an accepted one must then play: `next` answers, and `apply` of every
// input it offers gives a state that keeps every invariant, or a RuleError, never a TypeError.

/** States along seeded games, random and heuristic: setup, mid-turn resolutions, the end. */
function sampleStates(): State[] {
  const states: State[] = [];
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    const chance = seededChance(seed);
    const random = randomPolicy(seed + 100);
    const heuristic = heuristicPolicy(syndrome);
    let state = syndrome.setup(syndrome.parseOptions(seed % 2 === 0 ? { openRebellion: "lasting", aidThePoor: "multiples-of-5" } : {}));
    for (let step = 0; step < 4000 && state.result === null; step++) {
      if (step % 11 === 0 || state.queue.length > 6) states.push(state);
      const next = syndrome.next(state);
      if (next.kind === "over") break;
      const input = next.kind === "chance" ? chance.pick(next) : seed > 5 ? heuristic(next, state) : random(next);
      state = syndrome.apply(state, input).state;
    }
    states.push(state);
  }
  return states;
}

/** The typed errors a caller can act on: a refused snapshot or an illegal input. */
function isTyped(error: unknown): boolean {
  return error instanceof SyndromeError || error instanceof RuleError;
}

function typedOnly(what: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    if (!isTyped(error)) throw new Error(`${what} threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error)}`, { cause: error });
  }
}

/** `next`, then `apply` of every input it offers (at most 40): typed errors only, and every state reached keeps the invariants. */
function exercise(state: State): void {
  let next: Next<Action, Outcome, Result> | undefined;
  typedOnly("next", () => {
    next = syndrome.next(state);
  });
  if (next === undefined || next.kind === "over") return;
  const inputs: (Action | Outcome)[] = next.kind === "decision" ? next.actions.slice(0, 40) : next.outcomes.map((o) => o.outcome);
  for (const input of inputs) {
    typedOnly(`apply ${JSON.stringify(input)}`, () => {
      const after = syndrome.apply(state, input).state;
      const problems = invariantProblems(syndrome.rules, after);
      if (problems.length > 0) throw new Error(`apply gave a state that breaks an invariant: ${JSON.stringify(problems[0])}`);
      syndrome.next(after);
    });
  }
}

const ids = [...syndrome.rules.counters.slice(0, 60).map((c) => c.id), ...syndrome.rules.landSpaces.slice(0, 20), "enterprise", "out", "royal-palace", "klamath-town"];

/** Parses a corrupt snapshot: a typed, short error naming a path, or a state that then plays. */
function check(corrupt: unknown): "refused" | "accepted" {
  let state: State;
  try {
    state = syndrome.parseState(corrupt);
  } catch (error) {
    if (!(error instanceof SyndromeError)) throw new Error(`parseState threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error)}`, { cause: error });
    expect(SYNDROME_ERROR_CODES).toContain(error.code);
    expect(typeof error.path).toBe("string");
    expect(error.message.length, error.message.slice(0, 200)).toBeLessThanOrEqual(MESSAGE_LIMIT);
    return "refused";
  }
  exercise(state);
  return "accepted";
}

describe("fuzz: corrupt Syndrome snapshots", () => {
  const states = sampleStates();
  const documents = states.map((s) => JSON.parse(JSON.stringify(s)) as Json);
  const allPaths = documents.map(jsonPaths);

  it("the sampled states are real mid-game snapshots with resolutions pending", () => {
    expect(states.length).toBeGreaterThan(30);
    expect(states.some((s) => s.queue.some((t) => t.kind === "steps" || t.kind === "pick" || t.kind === "roll"))).toBe(true);
  });

  it("a mutated snapshot is refused with a SyndromeError naming a path, or plays on with typed errors only", () => {
    const verdicts = { refused: 0, accepted: 0 };
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.nat(), fc.boolean(), mutations(ids), (which, pick, inQueue, mutation) => {
        const paths = allPaths[which]!;
        // Half the mutations land in the pending work, where most of the shapes are.
        const queue = paths.filter((p) => p[0] === "queue" && p.length > 1);
        const from = inQueue && queue.length > 0 ? queue : paths;
        verdicts[check(mutateAt(documents[which]!, from[pick % from.length]!, mutation))]++;
      }),
      { numRuns: 6000, seed: Number(process.env.SEED ?? 17) },
    );
    expect(verdicts.refused).toBeGreaterThan(500);
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
      { numRuns: 1000, seed: Number(process.env.SEED ?? 1985) },
    );
  });

  it("the shapes the old snapshot check let through are refused with their path", () => {
    const state = documents[5] as { queue: unknown[] };
    for (const bad of [{ kind: "pick" }, { kind: "flee", space: "trott" }, { k: "pick" }]) {
      let caught: unknown;
      try {
        syndrome.parseState({ ...state, queue: [bad, ...state.queue] });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(SyndromeError);
      expect((caught as SyndromeError).path.startsWith("queue[0]")).toBe(true);
    }
  });

  it("a snapshot of every sampled state round-trips through JSON and parseState", () => {
    for (const s of states) expect(syndrome.parseState(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });
});
