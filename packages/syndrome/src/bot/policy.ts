import type { Decision, Policy } from "@tt/engine";
import type { SyndromeGame } from "../game";
import type { Action } from "../schemas";
import type { State } from "../state";
import type { Task } from "../tasks";
import { expenses, flee, fleeTo, phasers, pick, placeNeutral, rebelAction, recruitGold, squadMove } from "./answer";

/**
 * The heuristic's decision: a pure function of (game, state, decision), by the kind of task asking.
 * Tasks whose choices it leaves to the first legal action (which prison takes the captured, which
 * squad comes), or that never ask, get the first.
 */
export function decide(game: SyndromeGame, s: State, actions: readonly Action[], task: Task): Action {
  switch (task.kind) {
    case "place-neutral":
      return placeNeutral(game, s, actions);
    case "actions":
      return rebelAction(game, s, actions);
    case "recruit-gold":
      return recruitGold(game, s, actions, task);
    case "phasers":
      return phasers(game, s, task);
    case "flee":
      return flee(game, s, actions);
    case "flee-to":
      return fleeTo(game, s, actions);
    case "expenses":
      return expenses(s, actions);
    case "squad-move":
      return squadMove(game, s, actions);
    case "pick":
      return pick(game, s, actions, task.pick);
    case "prison":
    case "summon":
    case "fill-cup":
    case "draw-prisoner":
    case "draw-neutral":
    case "roll":
    case "steps":
    case "raid-end":
    case "kings-men":
    case "squad-effects":
    case "royal-party":
    case "end-turn":
      return actions[0]!;
    default: {
      const unreachable: never = task;
      throw new Error(`no answer for task ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * A heuristic player for The Sherwood Syndrome. It beams the whole landing party down into a
 * prison holding Archon crew and raids its way from prison to prison (phasers when a raid would
 * likely fail without them), recruiting the neutrals it placed beside those prisons while Royal
 * Morale stays at 5 or more. Once the crew are free it marches on the next town the Royal Party
 * will enter, recruiting on the way while there is time, and stands there with its recruits so
 * that each Fealty roll may end in Open Rebellion. Throughout it keeps the Warchest from running
 * dry (donations on safe spaces), heals the people who matter, and leaves guarded spaces.
 *
 * Each answer is a pure function of the game, the state and the decision: the policy keeps no
 * state between calls (the turn's plan is read back from the state), so one policy may play many
 * games, or resume a saved one, and answer the same. Its odds are the rules' own (the modifiers
 * of `rules/modifiers.ts`, the tables' exact odds).
 *
 * @param game - the game it plays (its data is read)
 * @returns a policy for `@tt/engine` runners (`runGame`, `simulate`)
 * @example
 * ```ts
 * import { heuristicPolicy, syndrome } from "@tt/syndrome";
 * import { simulate } from "@tt/engine";
 * const report = simulate(syndrome, { games: 20, seed: 1, policies: () => ({ player: heuristicPolicy(syndrome) }) });
 * report.games; // 20
 * ```
 */
export function heuristicPolicy(game: SyndromeGame): Policy<State, Action> {
  return (decision: Decision<Action>, state: State): Action => decide(game, state, decision.actions, state.queue[0]!);
}
