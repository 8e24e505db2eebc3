import { ENTERPRISE, OUT_OF_PLAY, type State, type SyndromeGame } from "../src/index";

/**
 * Invariants every reachable Syndrome state keeps, checked by checkConformance after every
 * step: tracks in range, every person in exactly one place, prisoners where prisons are,
 * hidden prisoners' identities absent from the player's view, gold never negative.
 */
export function invariants(game: SyndromeGame): Record<string, (state: State) => boolean | string> {
  const rules = game.rules;
  const land = new Set(rules.landSpaces);
  const prisonTypes = new Set(["town", "castle", "palace"]);
  const ids = rules.counters.map((c) => c.id);
  const inTrack = (n: number) => Number.isInteger(n) && n >= 0 && n <= 19;
  return {
    "tracks are integers in 0..19 (gold never negative)": (state) =>
      (inTrack(state.witchcraft) && inTrack(state.royalMorale) && inTrack(state.warchest)) || `witchcraft ${state.witchcraft}, royalMorale ${state.royalMorale}, warchest ${state.warchest}`,
    "one entry per counter": (state) => state.people.length === rules.counters.length,
    "every person is in exactly one place: a land space, the Enterprise or out of play": (state) => {
      for (const [i, p] of state.people.entries()) if (typeof p.at !== "string" || !(land.has(p.at) || p.at === ENTERPRISE || p.at === OUT_OF_PLAY)) return `${ids[i]} at "${String(p.at)}"`;
      return true;
    },
    "prisoners are in a town, castle or palace": (state) => {
      for (const [i, p] of state.people.entries()) if (p.imprisoned && !(land.has(p.at) && prisonTypes.has(rules.space(p.at).type))) return `${ids[i]} imprisoned at "${p.at}"`;
      return true;
    },
    "hidden prisoners are imprisoned": (state) => {
      for (const [i, p] of state.people.entries()) if (p.hidden && !p.imprisoned) return `${ids[i]} hidden but not imprisoned`;
      return true;
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
    "the Royal Party's route index is valid": (state) =>
      (Number.isInteger(state.royalParty.route) && state.royalParty.route >= -1 && state.royalParty.route < rules.route.length) || `route ${state.royalParty.route}`,
    "a finished game has a result and phase over": (state) => (state.result !== null) === (state.phase === "over") || `phase ${state.phase}, result ${JSON.stringify(state.result)}`,
    "the cup holds out-of-play counters, each once": (state) =>
      (new Set(state.cup).size === state.cup.length &&
        state.cup.every((id) => {
          const c = ids.indexOf(id);
          return c >= 0 && state.people[c]!.at === OUT_OF_PLAY;
        })) ||
      `cup ${JSON.stringify(state.cup)}`,
  };
}
