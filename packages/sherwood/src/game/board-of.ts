import type { Board, SherwoodRules } from "../rules-data";
import { sherwoodRules } from "../sherwood";
import type { SherwoodState } from "./schemas";

/** @internal The board a state is played on: its scenario's joined maps, or its skirmish's map. */
export function boardOfState(rules: SherwoodRules, state: SherwoodState): Board {
  return state.scenario === null ? rules.map(state.map) : rules.scenario(state.scenario.number).board;
}

/**
 * The board a game is played on: a scenario's maps joined as the scenario lays them out (SHW-S.1 to
 * SHW-S.8), or a skirmish's one map. Every rules function that takes a `board` takes this one
 * (`lineOfFire`, `reachableMoves`, {@link hideoutHexes}); a front end draws it.
 *
 * @param state - a game state, or a player's view of one
 * @param rules - the compiled rules the game plays with (default `sherwoodRules`)
 * @returns the board (the same object for every state of a game)
 * @throws {@link SherwoodError} `sherwood/unknown-id` for a map or scenario the rules do not have
 * @example
 * ```ts
 * import { sherwood, sherwoodBoard } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse({ scenario: 7 }));
 * sherwoodBoard(state).building("inn").name; // "The inn"
 * ```
 */
export function sherwoodBoard(state: SherwoodState, rules: SherwoodRules = sherwoodRules): Board {
  return boardOfState(rules, state);
}
