import type { Action, Outcome, Party, State, WarpQuestEvent, WarpQuestGame } from "../src/index";
import { sharpe } from "../src/index";

/** A die face outcome. */
export const die = (face: number): Outcome => ({ type: "die", face });
/** A card drawn from a deck. */
export const card = (id: string): Outcome => ({ type: "card", card: id });

/** Applies inputs in order, collecting events. */
export function feed(game: WarpQuestGame, state: State, inputs: readonly (Action | Outcome)[]): { state: State; events: WarpQuestEvent[] } {
  const events: WarpQuestEvent[] = [];
  for (const input of inputs) {
    const applied = game.apply(state, input);
    state = applied.state;
    events.push(...applied.events);
  }
  return { state, events };
}

/** Default attribute rolls: two of each face (Endurance 12, every skill 2). */
export const EVEN_ATTRIBUTES = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6];

/** A Sharpe game after officer creation, p1 about to roll to move. */
export function sharpeAfterCreation(options: object = {}, faces: readonly number[] = EVEN_ATTRIBUTES): State {
  const options_ = sharpe.parseOptions(options);
  let state = sharpe.setup(options_);
  for (let p = 0; p < options_.players; p++) state = feed(sharpe, state, faces.map(die)).state;
  return state;
}

/** A copy of `state` with party `i` changed (to set up a rule's situation). */
export function withParty(state: State, i: number, patch: Partial<Party>): State {
  return { ...state, parties: state.parties.map((p, k) => (k === i ? { ...p, ...patch } : p)) };
}

/** Events of one type. */
export function ofType<T extends WarpQuestEvent["type"]>(events: readonly WarpQuestEvent[], type: T): Extract<WarpQuestEvent, { type: T }>[] {
  return events.filter((e): e is Extract<WarpQuestEvent, { type: T }> => e.type === type);
}
