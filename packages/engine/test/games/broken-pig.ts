/** Deliberately broken variants of Truffle Pig, one per conformance check. */
import type { Game, Next } from "../../src/index";
import { pig, type PigAction, type PigEvent, type PigOptions, type PigOutcome, type PigResult, type PigState } from "./pig";

type PigGame = Game<PigState, PigAction, PigOutcome, PigOptions, PigResult, PigEvent>;
type PigNext = Next<PigAction, PigOutcome, PigResult>;

function variant(id: string, overrides: Partial<PigGame>): PigGame {
  return { ...pig, id, ...overrides };
}

/** A decision with no action once a turn total reaches 20. */
export const noActionPig = variant("pig-no-action", {
  next(state): PigNext {
    const next = pig.next(state);
    return next.kind === "decision" && state.turnTotal >= 20 ? { ...next, actions: [] } : next;
  },
});

/** A die whose 1 has probability 0 and 2 has probability 2/6. */
export const zeroProbabilityPig = variant("pig-zero-probability", {
  next(state): PigNext {
    const next = pig.next(state);
    if (next.kind !== "chance" || state.phase !== "roll") return next;
    return { ...next, outcomes: next.outcomes.map((entry) => ({ outcome: entry.outcome, probability: entry.outcome === 1 ? 0 : entry.outcome === 2 ? 2 / 6 : 1 / 6 })) };
  },
});

/** A d6 whose faces have probability 1/7 each. */
export const badSumPig = variant("pig-bad-sum", {
  next(state): PigNext {
    const next = pig.next(state);
    if (next.kind !== "chance" || state.phase !== "roll") return next;
    return { ...next, outcomes: next.outcomes.map((entry) => ({ outcome: entry.outcome, probability: 1 / 7 })) };
  },
});

/** Holding writes the banked score into the input state. */
export const mutatingPig = variant("pig-mutating", {
  apply(state, input) {
    if (state.phase === "decide" && typeof input === "object" && input.type === "hold") {
      (state.scores as number[])[state.current] = state.scores[state.current]! + state.turnTotal;
      return pig.apply({ ...state, scores: state.scores.slice(), turnTotal: 0 }, input);
    }
    return pig.apply(state, input);
  },
});

/** Stores the last face rolled as `undefined` until the first roll: the key vanishes in JSON. */
export const notJsonPig = variant("pig-not-json", {
  apply(state, input) {
    const applied = pig.apply(state, input);
    return { state: { ...applied.state, lastFace: state.phase === "roll" ? (input as number) : undefined } as PigState, events: applied.events };
  },
});

let hiddenCounter = 0;
/** Keeps a hidden counter outside the state: the game is not a function of its inputs. */
export const impurePig = variant("pig-impure", {
  apply(state, input) {
    hiddenCounter++;
    const applied = pig.apply(state, input);
    // Every 50th input since the module was loaded gives a bonus point: a replay sees other inputs at those counts.
    if (hiddenCounter % 50 === 0 && applied.state.phase === "decide") return { state: { ...applied.state, turnTotal: applied.state.turnTotal + 1 }, events: applied.events };
    return applied;
  },
});

/** Holding banks nothing, so nobody ever wins. */
export const endlessPig = variant("pig-endless", {
  apply(state, input) {
    if (state.phase === "decide" && typeof input === "object" && input.type === "hold") return pig.apply({ ...state, turnTotal: 0 }, input);
    if (state.phase === "six" && typeof input === "object" && input.type === "steal") return pig.apply(state, { type: "keep" });
    return pig.apply(state, input);
  },
});

/** Steals 10 points, whatever the victim has: scores go negative. */
export const greedyPig = variant("pig-greedy", {
  apply(state, input) {
    const applied = pig.apply(state, input);
    if (state.phase === "six" && typeof input === "object" && input.type === "steal") {
      const victim = Number(input.from.slice(1)) - 1;
      const scores = applied.state.scores.slice();
      scores[victim] = state.scores[victim]! - 10;
      return { state: { ...applied.state, scores }, events: applied.events };
    }
    return applied;
  },
});

/** Throws on the legal "keep". */
export const throwingPig = variant("pig-throwing", {
  apply(state, input) {
    if (typeof input === "object" && input.type === "keep") throw new Error("keep is not implemented");
    return pig.apply(state, input);
  },
});

/** A view that cannot handle the second player. */
export const badViewPig = variant("pig-bad-view", {
  view(state, player) {
    if (player === "p2") throw new TypeError("unknown player p2");
    return pig.view!(state, player);
  },
});
