import type { Policy } from "@tt/engine";
import type { WarpQuestGame } from "./game";
import { applicableAids, skillBonus } from "./rules/challenge";
import type { AidCard, ChallengeCard } from "./scenario";
import type { Action, ChallengeProgress, Party } from "./schemas";
import type { State } from "./state";

/**
 * The chance of winning a skill check with skill total `skillTotal` against a challenge roll
 * of 1D10 + `difficulty` (won when the challenge total is at most the skill total).
 *
 * @param skillTotal - skill roll plus bonuses and aids
 * @param difficulty - the card's Difficulty Modifier
 * @returns a probability from 0 to 1, in tenths
 * @see WQ-CHECK
 * @example
 * ```ts
 * import { checkOdds } from "@tt/warpquest";
 * checkOdds(7, 1); // 0.6: challenge rolls 1-6
 * ```
 */
export function checkOdds(skillTotal: number, difficulty: number): number {
  return Math.max(0, Math.min(10, skillTotal - difficulty)) / 10;
}

function checkTotal(game: WarpQuestGame, party: Party, progress: ChallengeProgress): number {
  let total = progress.roll + skillBonus(game.scenario, party, progress.skill!);
  for (const id of progress.aids) total += (game.scenario.cards[id] as AidCard).bonus;
  return total;
}

/**
 * A small heuristic player: spends an aid card only when it turns a likely loss into a
 * likely win (the cheapest aid that does), rerolls a skill roll with an Experience Token
 * when a fresh roll is likelier to win, keeps move rolls, heals when 3 or more Endurance is
 * lost, answers an "or" card with its best skill, chases the Objective's holder, and loses
 * its least skilled unit.
 *
 * @param game - the game it plays (its scenario's cards are read)
 * @returns a policy for `@tt/engine` runners
 * @example
 * ```ts
 * import { heuristicPolicy, sharpe } from "@tt/warpquest";
 * import { runGame, seededChance } from "@tt/engine";
 * const { result } = runGame(sharpe, {}, { policies: heuristicPolicy(sharpe), chance: seededChance(7) });
 * ```
 */
export function heuristicPolicy(game: WarpQuestGame): Policy<State, Action> {
  const scenario = game.scenario;
  // With rivals at the table it decides on its player's view only (no peeking at their hands);
  // alone, the view hides nothing, so the state serves.
  return (decision, full) => {
    const state: Pick<State, "step" | "parties" | "objective"> = full.parties.length > 1 ? game.view(full, decision.player) : full;
    const actions = decision.actions;
    const step = state.step;
    const first = actions[0]!;
    if (step.kind === "over" || !("player" in step)) return first;
    const party = state.parties[step.player]!;
    switch (step.kind) {
      case "turn": {
        const heal = actions.find((a) => a.type === "heal");
        return heal !== undefined && party.maxEndurance - party.endurance >= 3 ? heal : first;
      }
      case "move-reroll":
        return actions.find((a) => a.type === "keep-roll") ?? first;
      case "direction": {
        const holder = state.objective.holder;
        const target = holder === null ? 30 : state.parties[holder]!.position;
        const want = target < party.position ? "toward-start" : "toward-end";
        return actions.find((a) => a.type === "move" && a.direction === want) ?? first;
      }
      case "confront-target": {
        const holder = state.objective.holder;
        return actions.find((a) => a.type === "confront" && holder !== null && state.parties[holder]!.player === a.opponent) ?? first;
      }
      case "choose-skill": {
        let best = first;
        let bestBonus = -Infinity;
        for (const action of actions) {
          if (action.type !== "choose-skill") continue;
          const bonus = skillBonus(scenario, party, action.skill);
          if (bonus > bestBonus) {
            best = action;
            bestBonus = bonus;
          }
        }
        return best;
      }
      case "skill-reroll": {
        const card = scenario.cards[step.challenge.card] as ChallengeCard;
        const now = checkOdds(checkTotal(game, party, step.challenge), card.difficulty);
        let fresh = 0;
        for (let face = 1; face <= 10; face++) fresh += checkOdds(checkTotal(game, party, { ...step.challenge, roll: face }), card.difficulty) / 10;
        return actions.find((a) => a.type === (now < 0.5 && fresh > now ? "reroll" : "keep-roll")) ?? first;
      }
      case "aid": {
        const card = scenario.cards[step.challenge.card] as ChallengeCard;
        const total = checkTotal(game, party, step.challenge);
        const roll = actions.find((a) => a.type === "roll-challenge") ?? first;
        if (checkOdds(total, card.difficulty) >= 0.5) return roll;
        let cheapest: Action | undefined;
        let cheapestBonus = Infinity;
        for (const id of applicableAids(scenario, party, step.challenge)) {
          const bonus = (scenario.cards[id] as AidCard).bonus;
          if (checkOdds(total + bonus, card.difficulty) >= 0.5 && bonus < cheapestBonus) {
            cheapest = { type: "play-aid", card: id };
            cheapestBonus = bonus;
          }
        }
        return cheapest ?? roll;
      }
      case "lose-unit": {
        const data = scenario.data.party;
        if (data.kind !== "units") return first;
        let best = first;
        let least = Infinity;
        for (const action of actions) {
          if (action.type !== "lose-unit") continue;
          const unit = data.units.find((u) => u.name === action.unit)!;
          const worth = Object.values(unit.skills).reduce((a, b) => a + b, 0);
          if (worth < least) {
            best = action;
            least = worth;
          }
        }
        return best;
      }
      default:
        return first;
    }
  };
}

/**
 * An evaluation of a state from `player`'s point of view, for `@tt/engine`'s
 * `expectimaxPolicy`: higher is better. An officer counts rank, Endurance, progress,
 * Experience Tokens and aid cards (0 when killed); a party of units counts the Objective,
 * progress toward its goal, units, tokens and aid cards (0 when eliminated); a won game is 1000.
 *
 * @param game - the game whose states are evaluated
 * @returns `(state, player) => number`
 * @example
 * ```ts
 * import { evaluation, sharpe } from "@tt/warpquest";
 * import { expectimaxPolicy } from "@tt/engine";
 * const policy = expectimaxPolicy(sharpe, { evaluate: evaluation(sharpe), depth: 2 });
 * ```
 */
export function evaluation(game: WarpQuestGame): (state: State, player: string) => number {
  const officer = game.scenario.data.party.kind === "officer";
  return (state, player) => {
    const index = state.parties.findIndex((p) => p.player === player);
    const party = state.parties[index];
    if (party === undefined) return 0;
    if (state.result !== null && state.result.winner === player && !officer) return 1000;
    if (party.status === "killed" || party.status === "eliminated") return 0;
    const extras = party.experience * 3 + party.hand.length * 2;
    if (officer) return 100 + party.rank * 80 + party.position * 2 + party.endurance * 4 + extras;
    const holder = state.objective.holder;
    const progress = holder === index ? 60 + (30 - party.position) * 3 : holder === null ? party.position * 2 : 30 - Math.abs(state.parties[holder]!.position - party.position);
    return 100 + progress + party.units.length * 15 + extras;
  };
}
