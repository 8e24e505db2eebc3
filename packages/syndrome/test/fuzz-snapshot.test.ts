import { RuleError, randomPolicy, seededChance, type Next } from "@tt/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SyndromeError, syndrome, type Action, type Outcome, type Result, type State } from "../src/index";

// Corrupt snapshots: states taken from random games, one value somewhere in them replaced,
// removed or retyped. `parseState` must refuse them with a SyndromeError naming the JSON path,
// or accept them; an accepted one must then give only typed errors (RuleError, SyndromeError)
// from `next` and from `apply` of what `next` offers, never a raw TypeError.

/** States along a few seeded random games: setup, mid-turn resolutions, the end. */
function sampleStates(): State[] {
  const states: State[] = [];
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const chance = seededChance(seed);
    const policy = randomPolicy(seed + 100);
    let state = syndrome.setup(syndrome.parseOptions({}));
    for (let step = 0; step < 4000 && state.result === null; step++) {
      if (step % 9 === 0 || state.queue.length > 6) states.push(state);
      const next = syndrome.next(state);
      if (next.kind === "over") break;
      const input = next.kind === "chance" ? chance.pick(next) : policy(next);
      state = syndrome.apply(state, input).state;
    }
    states.push(state);
  }
  return states;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value in a JSON tree. */
function paths(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) for (const [i, v] of value.entries()) paths(v, [...at, i], out);
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

function mutate(root: Json, path: (string | number)[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement ?? null;
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (replacement === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}

const replacement: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 40 }),
  fc.double(),
  fc.constantFrom("", "trott", "kirk", "nowhere", "#3", "roll", "pick", "flee", "capture:all"),
  fc.constantFrom<Json>([], {}, [0], [99], { kind: "pick" }, { kind: "flee", space: "trott" }, { k: "pick" }, { do: "capture", count: "all" }),
);

/** The typed errors a caller can act on: a refused snapshot or an illegal input. */
function isTyped(error: unknown): boolean {
  return error instanceof SyndromeError || error instanceof RuleError;
}

function exercise(state: State): void {
  let next: Next<Action, Outcome, Result>;
  try {
    next = syndrome.next(state);
  } catch (error) {
    if (!isTyped(error)) throw error;
    return;
  }
  const inputs: (Action | Outcome)[] = next.kind === "decision" ? next.actions.slice(0, 6) : next.kind === "chance" ? next.outcomes.slice(0, 4).map((o) => o.outcome) : [];
  for (const input of inputs) {
    try {
      syndrome.apply(state, input);
    } catch (error) {
      if (!isTyped(error)) throw error;
    }
  }
}

describe("corrupt snapshots (fuzz)", () => {
  const states = sampleStates();

  it("the sampled states are real mid-game snapshots with resolutions pending", () => {
    expect(states.length).toBeGreaterThan(30);
    expect(states.some((s) => s.queue.some((t) => t.kind === "steps" || t.kind === "pick" || t.kind === "roll"))).toBe(true);
  });

  it("a mutated snapshot is refused with a SyndromeError naming a path, or plays on with typed errors only", () => {
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.nat(), fc.boolean(), replacement, (which, pick, inQueue, value) => {
        const root = JSON.parse(JSON.stringify(states[which])) as Json;
        const all = paths(root);
        // Half the mutations land in the pending work, where most of the shapes are.
        const queue = all.filter((p) => p[0] === "queue" && p.length > 1);
        const from = inQueue && queue.length > 0 ? queue : all;
        const path = from[pick % from.length]!;
        const corrupt = mutate(root, path, value);
        let state: State;
        try {
          state = syndrome.parseState(corrupt);
        } catch (error) {
          if (!(error instanceof SyndromeError)) throw error;
          expect(typeof error.path).toBe("string");
          return;
        }
        exercise(state);
      }),
      { numRuns: 5000, seed: 14 },
    );
  });

  it("the shapes the old snapshot check let through are refused with their path", () => {
    const state = JSON.parse(JSON.stringify(states[5])) as { queue: unknown[] };
    for (const bad of [{ kind: "pick" }, { kind: "flee", space: "trott" }, { k: "pick" }]) {
      const error = (() => {
        try {
          syndrome.parseState({ ...state, queue: [bad, ...state.queue] });
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(SyndromeError);
      expect((error as SyndromeError).path.startsWith("queue[0]")).toBe(true);
    }
  });

  it("a snapshot of every sampled state round-trips through JSON and parseState", () => {
    for (const s of states) expect(syndrome.parseState(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });
});
