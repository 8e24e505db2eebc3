import type { Game, GameEvent, Next } from "../game";
import { defaultViewNext, viewEvents, viewNext } from "../view";

/** A secret found where a player can see it: what, for whom, and in which part of what they were sent. */
export interface Leak {
  readonly player: string;
  readonly secret: string;
  readonly where: "view" | "next" | "events" | "log";
}

/** The secrets of each player: the values a state hides from them. */
export type Secrets<State> = (state: State) => Readonly<Record<string, readonly string[]>>;

function find(sent: unknown, secrets: readonly string[]): string | undefined {
  if (secrets.length === 0) return undefined;
  const text = JSON.stringify(sent) ?? "";
  for (const secret of secrets) if (text.includes(JSON.stringify(secret))) return secret;
  return undefined;
}

/**
 * Checks one step for leaks: for every player with secrets, the step as they see it (against
 * the secrets before the input), and the events and log entry the input gives them and their
 * view after it (against the secrets after).
 */
export function findLeak<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  secretsOf: Secrets<State>,
  before: State,
  next: Next<Action, Outcome, Result>,
  input: Action | Outcome,
  after: State,
  events: readonly Event[],
): Leak | undefined {
  const hiddenBefore = secretsOf(before);
  const hiddenAfter = secretsOf(after);
  for (const player of Object.keys(hiddenAfter)) {
    // Own properties only: a player named "constructor" must not read Object.prototype's.
    const early = (Object.hasOwn(hiddenBefore, player) ? hiddenBefore[player] : undefined) ?? [];
    const late = hiddenAfter[player] ?? [];
    const shown = game.viewNext ? viewNext(game, before, player) : defaultViewNext(next, player);
    let secret = find(shown, early);
    if (secret !== undefined) return { player, secret, where: "next" };
    secret = find(viewEvents(game, events, player), late);
    if (secret !== undefined) return { player, secret, where: "events" };
    const logged = game.viewInput ? game.viewInput(before, input, player) : shown.kind === "chance" && "blind" in shown && shown.blind === true ? null : input;
    secret = find(logged, late);
    if (secret !== undefined) return { player, secret, where: "log" };
    if (game.view) {
      secret = find(game.view(after, player), late);
      if (secret !== undefined) return { player, secret, where: "view" };
    }
  }
  return undefined;
}
