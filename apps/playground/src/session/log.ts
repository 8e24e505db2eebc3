import { viewEvents, viewNext, type GameEvent, type ViewedNext } from "@tt/engine";
import type { Told } from "./game-def";
import type { Session } from "./session";

/** One line of a player's event log: the game's narration of one event. */
export interface LogLine extends Told {
  /** The event's type (`roll`, `paragraph`, `check` ...), for a front end's styling. */
  readonly type: string;
  /** The event as the player received it, for a front end that shows more (a paragraph's text). */
  readonly event: GameEvent;
}

const cache = new WeakMap<object, Map<string, LogLine[]>>();

/**
 * What `player` is told of the whole game so far: every event through the game's `viewEvent`
 * (an event naming a rival's card is redacted, or dropped), narrated in the game's words.
 * Asides (bookkeeping that another event already tells) are left out. Kept per history and
 * player, so a re-render costs nothing.
 */
export function playerLogLines(session: Session, player: string): LogLine[] {
  const byPlayer = cache.get(session.history) ?? new Map<string, LogLine[]>();
  cache.set(session.history, byPlayer);
  const known = byPlayer.get(player);
  if (known) return known;
  const lines: LogLine[] = [];
  for (const event of viewEvents(session.def.game, session.events, player)) {
    const told = session.def.narrate(event);
    if (told.level !== "aside") lines.push({ ...told, type: event.type, event });
  }
  byPlayer.set(player, lines);
  return lines;
}

/** What `player` may see of the next step: a rival's decision without its actions, a blind draw without which outcome is which. */
export function playerNext(session: Session, player: string): ViewedNext<unknown, unknown, unknown> {
  return viewNext(session.def.game, session.state, player) as ViewedNext<unknown, unknown, unknown>;
}
