import { createRng, type Rng } from "@tt/dice";
import { excerpt } from "@tt/internal";
import { checkRng, checkSeed } from "./_internal/checks";
import { EngineError } from "./errors";
import type { Decision } from "./game";
import { trust } from "./_internal/trust";

/**
 * A player, human or bot, as a function: given a decision (with every legal action) and
 * the full state, it returns one of `decision.actions`. A fair bot in a game with hidden
 * information should look only at `game.view(state, decision.player)`.
 *
 * @example
 * ```ts
 * import type { Policy } from "@tt/engine";
 * const alwaysFirst: Policy<unknown, string> = (decision) => decision.actions[0]!;
 * ```
 */
export type Policy<State, Action> = (decision: Decision<Action>, state: State) => Action;

/**
 * A player that may answer later (a person clicking in a UI, a remote bot).
 * {@link runGameAsync} uses them.
 *
 * @example
 * ```ts
 * import type { AsyncPolicy } from "@tt/engine";
 * declare function waitForClick(options: string[]): Promise<number>;
 * const human: AsyncPolicy<unknown, string> = async (decision) => decision.actions[await waitForClick([...decision.actions])]!;
 * ```
 */
export type AsyncPolicy<State, Action> = (decision: Decision<Action>, state: State) => Action | Promise<Action>;

/**
 * The players of a run: one policy for everyone, or a policy per player name
 * (the `player` of each {@link Decision}).
 *
 * @example
 * ```ts
 * import { randomPolicy, type Policies } from "@tt/engine";
 * const policies: Policies<unknown, string> = { p1: randomPolicy(1), p2: (decision) => decision.actions[0]! };
 * ```
 */
export type Policies<State, Action> = Policy<State, Action> | Readonly<Record<string, Policy<State, Action>>>;

/**
 * Asynchronous counterpart of {@link Policies}.
 *
 * @example
 * ```ts
 * import { randomPolicy, type AsyncPolicies } from "@tt/engine";
 * const policies: AsyncPolicies<unknown, string> = { p1: async (decision) => decision.actions[0]!, p2: randomPolicy(7) };
 * ```
 */
export type AsyncPolicies<State, Action> = AsyncPolicy<State, Action> | Readonly<Record<string, AsyncPolicy<State, Action>>>;

/**
 * A policy for any game: the type of {@link randomPolicy}'s result.
 *
 * @example
 * ```ts
 * import type { AnyPolicy } from "@tt/engine";
 * const first: AnyPolicy = (decision) => decision.actions[0]!;
 * ```
 */
export type AnyPolicy = <Action>(decision: Decision<Action>, state?: unknown) => Action;

/**
 * A bot that picks uniformly at random among the legal actions, from a seeded
 * {@link Rng} of `@tt/dice` (one unbiased `rng.int` per decision). Works for any game.
 *
 * @param seed - a seed for `createRng`, or an `Rng` to draw from (it advances)
 * @returns a policy usable for any game and any player
 * @throws {@link EngineError} `engine/invalid-argument` for a seed that is neither a safe
 * integer, a string nor a generator; and from the policy, before drawing, for a decision that
 * lists no action
 * @example
 * ```ts
 * import { randomPolicy } from "@tt/engine";
 * const bot = randomPolicy("seed");
 * bot({ kind: "decision", player: "p1", prompt: "?", actions: ["roll", "hold"] }); // "roll" or "hold"
 * ```
 */
export function randomPolicy(seed: number | string | Rng): AnyPolicy {
  if (typeof seed === "object") checkRng(seed, "seed", ["int"]);
  else checkSeed(seed);
  const rng = typeof seed === "object" ? seed : createRng(seed);
  return trust(<Action>(decision: Decision<Action>): Action => {
    const actions = (decision as { actions?: unknown } | null)?.actions;
    if (!Array.isArray(actions) || actions.length === 0) {
      throw new EngineError("engine/invalid-argument", `a decision must list at least one action, got ${excerpt(actions)}`, { path: "actions" });
    }
    return actions[actions.length === 1 ? 0 : rng.int(0, actions.length - 1)]!;
  });
}
