import type { SyndromeRules } from "./data";
import { OUT_OF_PLAY, type PersonState, type Result, type State } from "./state";
import { royalPartySpace } from "./rules/kings-men";
import { colourOf } from "./rules/setup";

/**
 * What the player sees of a game (SYN-3.2): everything except who the hidden prisoners are
 * (their colour only) and what is in the cup.
 *
 * @example
 * ```ts
 * import { syndrome, type SyndromeView } from "@tt/syndrome";
 * const view = syndrome.view(syndrome.setup(syndrome.parseOptions({})), "player") as SyndromeView;
 * view.warchest; // 4
 * ```
 */
export interface SyndromeView {
  /** The turn number (0 during setup). */
  turn: number;
  /** The phase of the turn (SYN-5). */
  phase: State["phase"];
  /** The Witchcraft index (SYN-4.2). */
  witchcraft: number;
  /** The Royal Morale index (SYN-4.2). */
  royalMorale: number;
  /** The Rebel Warchest (SYN-4.2). */
  warchest: number;
  /** The Royal Orders (SYN-12.1). */
  royalOrders: State["royalOrders"];
  /** The Royal Party's space and whether a town holds it (section 13). */
  royalParty: { space: string; hold: boolean };
  /** Towns that have sworn fealty, in order. */
  sworn: string[];
  /** Every counter whose identity the player knows, where it is and how it stands. */
  people: ({ id: string; name: string; kind: string } & PersonState)[];
  /** Prisoners whose identity is hidden: only the space and the counter's colour. */
  hiddenPrisoners: { space: string; colour: string }[];
  /** How many counters are in the setup cup. */
  cup: number;
  /** How the game ended, or `null` while it runs. */
  result: Result | null;
}

/** What the player sees of `state` (SYN-3.2). */
export function viewOf(rules: SyndromeRules, state: State): SyndromeView {
  const people: SyndromeView["people"] = [];
  const hiddenPrisoners: SyndromeView["hiddenPrisoners"] = [];
  state.people.forEach((p, i) => {
    const c = rules.counters[i]!;
    if (p.hidden) hiddenPrisoners.push({ space: p.at, colour: colourOf(c.kind) });
    else if (p.at !== OUT_OF_PLAY) people.push({ id: c.id, name: c.name, kind: c.kind, ...p });
  });
  hiddenPrisoners.sort((a, b) => (a.space < b.space ? -1 : a.space > b.space ? 1 : a.colour < b.colour ? -1 : 1));
  return {
    turn: state.turn,
    phase: state.phase,
    witchcraft: state.witchcraft,
    royalMorale: state.royalMorale,
    warchest: state.warchest,
    royalOrders: state.royalOrders,
    royalParty: { space: royalPartySpace(rules, state), hold: state.royalParty.hold },
    sworn: state.sworn.slice(),
    people,
    hiddenPrisoners,
    cup: state.cup.length,
    result: state.result,
  };
}
