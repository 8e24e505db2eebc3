import { invariantProblems, type State, type WarpQuestGame } from "../src/index";

/**
 * Invariants every reachable state keeps (checked by checkConformance after every step): the
 * package's `invariantProblems`, the same checks `parseState` makes of a snapshot (the track,
 * Endurance and attributes, the Objective, decks and hands, the pending step's references).
 */
export function invariants(game: WarpQuestGame): Record<string, (state: State) => boolean | string> {
  return {
    "positions on the track": (state) => state.parties.every((p) => p.position >= 1 && p.position <= 30),
    "what parseState checks of a snapshot (invariantProblems)": (state) => {
      const problems = invariantProblems(game.scenario, state);
      return problems.length === 0 || problems.map((p) => `${p.path}: ${p.message}`).join("; ");
    },
  };
}
