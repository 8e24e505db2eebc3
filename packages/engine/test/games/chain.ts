/**
 * A long chain of chance steps between two decisions, for the engine's limits (#17): at the
 * start and after `length` chance steps (each a single outcome `{ tick: true }` of probability
 * 1) the player decides to go or to stop. Recursive code over the chain would overflow the stack.
 */
import { z } from "zod";
import { RuleError, type Game, type Next } from "../../src/index";

export interface ChainState {
  readonly length: number;
  readonly left: number;
  readonly done: boolean;
}
type ChainAction = "go" | "stop";
type ChainOutcome = { readonly tick: true };

const TICK: Next<ChainAction, ChainOutcome, string> = { kind: "chance", purpose: "tick", outcomes: [{ outcome: { tick: true }, probability: 1 }] };
const DECIDE: Next<ChainAction, ChainOutcome, string> = { kind: "decision", player: "p1", prompt: "Go on?", actions: ["go", "stop"] };

export const chain: Game<ChainState, ChainAction, ChainOutcome, { length: number }, string> = {
  id: "chain",
  version: "1.0.0",
  optionsSchema: z.object({ length: z.number().int().min(1).max(1_000_000).default(20_000) }) as z.ZodType<{ length: number }>,
  setup: ({ length }) => ({ length, left: 0, done: false }),
  next: (state) => (state.done ? { kind: "over", result: "stopped" } : state.left > 0 ? TICK : DECIDE),
  apply(state, input) {
    if (state.left > 0 && typeof input === "object") return { state: { ...state, left: state.left - 1 }, events: [] };
    if (input === "go") return { state: { ...state, left: state.length }, events: [] };
    if (input === "stop") return { state: { ...state, done: true }, events: [] };
    throw new RuleError("chain/illegal-input", `${JSON.stringify(input)} is not legal here`);
  },
};
