import type { State, WarpQuestGame } from "../src/index";

/** Invariants every reachable state keeps (checked by checkConformance after every step). */
export function invariants(game: WarpQuestGame): Record<string, (state: State) => boolean | string> {
  return {
    "positions on the track": (state) => state.parties.every((p) => p.position >= 1 && p.position <= 30),
    "the Objective is held by a party in play": (state) => state.objective.holder === null || state.parties[state.objective.holder]!.status === "active",
    "Endurance never above the maximum": (state) => state.parties.every((p) => p.endurance <= p.maxEndurance),
    "hands hold aid cards only": (state) => state.parties.every((p) => p.hand.every((id) => game.scenario.cards[id]?.kind === "aid")),
    "deck positions are unique and the discard pile is out of the draw pile": (state) =>
      state.decks.every((d) => new Set(d.out).size === d.out.length && d.discard.every((p) => d.out.includes(p))) || JSON.stringify(state.decks),
    "a finished game has a result": (state) => (state.step.kind === "over") === (state.result !== null),
  };
}
