import { excerpt } from "@tt/internal";
import { checkFunction, checkGame, checkString } from "./_internal/checks";
import { EngineError } from "./errors";
import type { Chance, Decision, Game, GameEvent, Next, Over } from "./game";
import type { Policy } from "./policy";
import type { PhysicalRoll, StepDetail } from "./step";

/**
 * Another player's decision, as a player who is not deciding sees it: who decides and about
 * what, not the actions they could take (those may name what is theirs alone, such as the
 * cards in their hand).
 *
 * @example
 * ```ts
 * import type { OtherDecision } from "@tt/engine";
 * const waiting: OtherDecision = { kind: "decision", player: "p2", prompt: "Play an aid card?", actions: null };
 * ```
 */
export interface OtherDecision<Detail extends StepDetail = StepDetail> {
  readonly kind: "decision";
  readonly player: string;
  readonly prompt: string;
  readonly detail?: Detail;
  /** Never shown to another player. */
  readonly actions: null;
}

/**
 * A blind chance step as every player sees it: what is drawn, and the probabilities of its
 * outcomes (largest first, so their order tells nothing), not which outcome is which.
 *
 * @example
 * ```ts
 * import type { BlindChance } from "@tt/engine";
 * const cup: BlindChance = { kind: "chance", purpose: "Draw a prisoner blind", blind: true, outcomes: [{ probability: 0.5 }, { probability: 0.5 }] };
 * ```
 */
export interface BlindChance<Detail extends StepDetail = StepDetail> {
  readonly kind: "chance";
  readonly purpose: string;
  readonly detail?: Detail;
  readonly roll?: PhysicalRoll;
  readonly blind: true;
  /** The public probabilities, largest first. */
  readonly outcomes: readonly { readonly probability: number }[];
}

/**
 * The next step as one player sees it: their own decision in full, another player's without
 * its actions, an open chance step in full, a blind one with its probabilities only, or the end.
 *
 * @example
 * ```ts
 * import type { ViewedNext } from "@tt/engine";
 * const canAct = (next: ViewedNext<unknown, unknown, unknown>) => next.kind === "decision" && next.actions !== null;
 * ```
 */
export type ViewedNext<Action, Outcome, Result, Detail extends StepDetail = StepDetail> =
  | Decision<Action, Detail>
  | OtherDecision<Detail>
  | Chance<Outcome, Detail>
  | BlindChance<Detail>
  | Over<Result>;

/**
 * The default per-player form of a step (what {@link viewNext} does when the game has no
 * `viewNext` of its own).
 *
 * @internal
 */
export function defaultViewNext<Action, Outcome, Result>(next: Next<Action, Outcome, Result>, player: string): ViewedNext<Action, Outcome, Result> {
  if (next.kind === "decision") {
    if (next.player === player) return next;
    return { kind: "decision", player: next.player, prompt: next.prompt, ...(next.detail === undefined ? {} : { detail: next.detail }), actions: null };
  }
  if (next.kind === "chance" && next.blind === true) {
    const probabilities = next.outcomes.map((entry) => entry.probability).sort((a, b) => b - a);
    return {
      kind: "chance",
      purpose: next.purpose,
      ...(next.detail === undefined ? {} : { detail: next.detail }),
      ...(next.roll === undefined ? {} : { roll: next.roll }),
      blind: true,
      outcomes: probabilities.map((probability) => ({ probability })),
    };
  }
  return next;
}

/**
 * What `player` may see of the next step in `state`: everything a client shows beside
 * `view(state, player)`. Uses the game's `viewNext` when it has one; otherwise another
 * player's decision comes without its actions and a blind chance step without its outcomes.
 * Send a client this, never `game.next(state)`.
 *
 * @param game - the game
 * @param state - the referee's state
 * @param player - who is looking
 * @returns the step as that player may see it
 * @throws {@link EngineError} `engine/invalid-argument` for a game that is not one or a player that is not a string
 * @example
 * ```ts
 * import { viewNext, type Game } from "@tt/engine";
 * declare const game: Game<unknown, unknown, unknown, object, unknown>;
 * declare const state: unknown;
 * const next = viewNext(game, state, "p1");
 * if (next.kind === "decision" && next.actions === null) console.log(`waiting for ${next.player}`);
 * ```
 */
export function viewNext<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  state: State,
  player: string,
): ViewedNext<Action, Outcome, Result> {
  checkGame(game);
  checkString(player, "player");
  if (game.viewNext) return game.viewNext(state, player);
  return defaultViewNext(game.next(state), player);
}

/**
 * What `player` may see of a list of events: each passed through the game's `viewEvent`
 * (a redacted copy, or dropped), or unchanged when the game has none.
 *
 * @param game - the game
 * @param events - events from `apply`
 * @param player - who is looking
 * @returns the events that player may see, in order
 * @throws {@link EngineError} `engine/invalid-argument` for a game that is not one, events that are not an array or a player that is not a string
 * @example
 * ```ts
 * import { viewEvents, type Game, type GameEvent } from "@tt/engine";
 * declare const game: Game<unknown, unknown, unknown, object, unknown>;
 * declare const events: GameEvent[];
 * const shown = viewEvents(game, events, "p2"); // no card p1 drew in secret
 * ```
 */
export function viewEvents<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  events: readonly Event[],
  player: string,
): Event[] {
  checkGame(game);
  checkString(player, "player");
  if (!Array.isArray(events)) throw new EngineError("engine/invalid-argument", `events must be an array, got ${excerpt(events)}`, { path: "events" });
  for (let index = 0; index < events.length; index++) {
    if (typeof (events[index] as { type?: unknown } | null)?.type !== "string") {
      throw new EngineError("engine/invalid-argument", `events[${index}] must be an event (an object with a string type), got ${excerpt(events[index])}`, { path: ["events", index] });
    }
  }
  const redact = game.viewEvent;
  if (redact === undefined) return events.slice();
  const shown: Event[] = [];
  for (const event of events) {
    const seen = redact(event, player);
    if (seen !== null) shown.push(seen);
  }
  return shown;
}

/**
 * A policy that decides on what its player may see: it is handed the decision and
 * `view(state, player)`, never the referee's state.
 *
 * @example
 * ```ts
 * import type { ViewPolicy } from "@tt/engine";
 * const first: ViewPolicy<unknown, string> = (decision) => decision.actions[0]!;
 * ```
 */
export type ViewPolicy<View, Action> = (decision: Decision<Action>, view: View) => Action;

/**
 * Runs a policy on a player's view only: the returned {@link Policy} gets the referee's state
 * from the runner, and hands the wrapped policy `game.view(state, player)` instead, so a bot
 * cannot read what its player may not see (a rival's hand, a hidden counter).
 *
 * @param game - the game (it must have `view`)
 * @param policy - decides from the decision and the player's view
 * @returns a policy for the runners
 * @throws {@link EngineError} `engine/invalid-argument` for a game without `view` or a policy that is not a function
 * @example
 * ```ts
 * import { onView, runGame, seededChance, type Game } from "@tt/engine";
 * declare const game: Game<unknown, string, number, object, unknown> & { view(state: unknown, player: string): { hand: string[] } };
 * const fair = onView(game, (decision, view) => decision.actions.find((action) => view.hand.includes(action)) ?? decision.actions[0]!);
 * runGame(game, {}, { policies: fair, chance: seededChance(1) });
 * ```
 */
export function onView<State, Action, Outcome, Options, Result, Event extends GameEvent, View>(
  game: Game<State, Action, Outcome, Options, Result, Event> & { view(state: State, player: string): View },
  policy: ViewPolicy<View, Action>,
): Policy<State, Action> {
  checkGame(game);
  checkFunction(game.view, "game.view");
  checkFunction(policy, "policy");
  return (decision, state) => policy(decision, game.view(state, decision.player) as View);
}
