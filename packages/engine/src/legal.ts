import { excerpt } from "@tt/internal";
import { checkCount, checkDepth, checkGame, checkObject, checkedOutcomes, clip } from "./_internal/checks";
import { describe, indexOfValue } from "./_internal/equal";
import { EngineError } from "./errors";
import type { Game, GameEvent, Next } from "./game";
import type { MAX_VALUE_DEPTH } from "./limits";

/**
 * Why an input is not legal: a sentence a player can act on and the rule it breaks
 * (what a game's `whyIllegal` returns).
 *
 * @example
 * ```ts
 * import type { IllegalReason } from "@tt/engine";
 * const reason: IllegalReason = { message: "Kirk already beamed down this turn", ruleId: "SYN-9.2" };
 * ```
 */
export interface IllegalReason {
  /** Why, in words a player can act on. */
  readonly message: string;
  /** The rule broken, if the game names one. */
  readonly ruleId?: string;
}

/**
 * Checks that `input` is legal in `state` and returns the game's own copy of it (the element
 * of `next.actions` or `next.outcomes` it equals). Front ends call it on a person's answer
 * before applying it; the runners call it on every answer they do not trust.
 *
 * @param game - the game
 * @param state - the current state
 * @param input - a candidate action or outcome (untrusted)
 * @param next - `game.next(state)`, if already computed
 * @param step - the step index, for the error
 * @returns the legal input
 * @throws {@link EngineError} `engine/illegal-action` or `engine/illegal-outcome`, whose message says why (the game's `whyIllegal`, when it has one) and whose `ruleId` names the rule; `engine/game-over` when the game is over; `engine/limit` for an input nested deeper than {@link MAX_VALUE_DEPTH} (checked before the game's `whyIllegal` reads it); `engine/invalid-argument` for a game, step or `next` that is not one
 * @example
 * ```ts
 * import { legalInput, type Game } from "@tt/engine";
 * declare const game: Game<unknown, { type: string }, number, object, unknown>;
 * declare const state: unknown;
 * try {
 *   game.apply(state, legalInput(game, state, { type: "beam-up", person: "kirk" }));
 * } catch (error) {
 *   console.log((error as Error).message); // why, with the rule
 * }
 * ```
 */
export function legalInput<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  state: State,
  input: unknown,
  next?: Next<Action, Outcome, Result>,
  step?: number,
): Action | Outcome {
  checkGame(game);
  if (step !== undefined) checkCount(step, "step", 0);
  return checkedInput(game, state, input, next ?? game.next(state), step);
}

/**
 * @internal {@link legalInput} for the runners, which have checked the game and count the
 * steps themselves: checks `next` and the input, returns the game's own copy of the input.
 */
export function checkedInput<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  state: State,
  input: unknown,
  next: Next<Action, Outcome, Result>,
  step?: number,
): Action | Outcome {
  const where = step === undefined ? "" : `step ${step}: `;
  const details = step === undefined ? {} : { step };
  checkObject(next, "next (what the game asks for now)", "next");
  if (next.kind === "over") throw new EngineError("engine/game-over", `${where}the game is over: no input can be applied`, details);
  if (next.kind !== "decision" && next.kind !== "chance")
    throw new EngineError("engine/invalid-argument", `${where}next.kind must be "decision", "chance" or "over", got ${excerpt(next.kind)}`, { ...details, path: "next.kind" });
  const list = next.kind === "decision" ? next.actions : next.outcomes;
  if (!Array.isArray(list)) throw new EngineError("engine/invalid-argument", `${where}the step lists no ${next.kind === "decision" ? "actions" : "outcomes"}`, details);
  // Deeper than any legal input, and deep enough to overflow the stack of whatever reads it next (the game's whyIllegal): refused first.
  if (!list.some((entry: unknown) => entry === input || (entry as { outcome?: unknown } | null)?.outcome === input)) checkDepth(input, `${where}the input`, "engine/limit", details);
  if (next.kind === "decision") {
    const actions = next.actions;
    const index = actions.indexOf(input as Action) !== -1 ? actions.indexOf(input as Action) : indexOfValue(actions, input);
    if (index !== -1) return actions[index]!;
    const reason = game.whyIllegal?.(state, input);
    throw new EngineError(
      "engine/illegal-action",
      `${where}${describe(input)} is not a legal action for ${clip(next.player)} (${excerpt(next.prompt)}): ${reason?.message ?? `not one of the ${actions.length} legal actions`}`,
      { ...details, ...(reason?.ruleId === undefined ? {} : { ruleId: reason.ruleId }) },
    );
  }
  const outcomes = checkedOutcomes(next);
  for (let index = 0; index < outcomes.length; index++) {
    const entry = outcomes[index]!;
    if (entry.probability > 0 && (entry.outcome === input || indexOfValue([entry.outcome], input) === 0)) return entry.outcome;
  }
  const reason = game.whyIllegal?.(state, input);
  const legal =
    next.blind === true
      ? `one of ${outcomes.length} hidden outcomes`
      : describe(
          outcomes.filter((entry) => entry.probability > 0).map((entry) => entry.outcome),
          200,
        );
  throw new EngineError("engine/illegal-outcome", `${where}${describe(input)} is not a legal outcome of ${excerpt(next.purpose)}${reason ? `: ${reason.message}` : ""}; legal outcomes: ${legal}`, {
    ...details,
    ...(reason?.ruleId === undefined ? {} : { ruleId: reason.ruleId }),
  });
}
