import { invariantProblems, type State, type SyndromeGame } from "../src/index";

/**
 * Invariants every reachable Syndrome state keeps, checked by checkConformance after every
 * step: everything `parseState` checks of a snapshot (the package's `invariantProblems`: every
 * person in exactly one place, prisoners in prisons, aboard the Enterprise only the player's free
 * people, Witchcraft 10 only in a finished game, a result exactly when over, the Royal Party on
 * its route, the cup's counters out of play, every reference of the pending tasks), tracks in
 * range, and the hidden prisoners' identities absent from the player's view.
 */
export function invariants(game: SyndromeGame): Record<string, (state: State) => boolean | string> {
  const rules = game.rules;
  const ids = rules.counters.map((c) => c.id);
  const inTrack = (n: number) => Number.isInteger(n) && n >= 0 && n <= 19;
  return {
    "tracks are integers in 0..19 (gold never negative)": (state) =>
      (inTrack(state.witchcraft) && inTrack(state.royalMorale) && inTrack(state.warchest)) || `witchcraft ${state.witchcraft}, royalMorale ${state.royalMorale}, warchest ${state.warchest}`,
    "what parseState checks of a snapshot (invariantProblems)": (state) => {
      const problems = invariantProblems(rules, state);
      return problems.length === 0 || problems.map((p) => `${p.path}: ${p.message}`).join("; ");
    },
    "the view names no hidden prisoner": (state) => {
      const view = game.view(state, "player");
      const hidden = state.people.flatMap((p, i) => (p.hidden ? [ids[i]!] : []));
      if (view.hiddenPrisoners.length !== hidden.length) return `view has ${view.hiddenPrisoners.length} hidden prisoners, state ${hidden.length}`;
      const json = JSON.stringify(view);
      for (const id of hidden) {
        if (view.people.some((p) => p.id === id)) return `hidden prisoner ${id} listed in view.people`;
        if (json.includes(`"id":"${id}"`) || json.includes(`"person":"${id}"`)) return `hidden prisoner ${id} named in the view`;
      }
      return true;
    },
  };
}
