import type { Action, Outcome } from "../schemas";
import type { Scenario } from "../scenario";
import { HIDDEN_CARD } from "../visibility";

/**
 * A card's printed name in a scenario; a card another player holds (the redacted
 * `"hidden"` of a viewed event) reads "a card", never an id; an unknown id as it is.
 *
 * @param scenario - the game's compiled scenario (`sharpe.scenario`)
 * @param card - a card id
 * @returns the name
 * @example
 * ```ts
 * import { cardName, sharpe } from "@tt/warpquest";
 * cardName(sharpe.scenario, "mend-wounds"); // "Mend Wounds"
 * ```
 */
export function cardName(scenario: Scenario, card: string): string {
  if (card === HIDDEN_CARD) return "a card";
  return Object.hasOwn(scenario.cards, card) ? scenario.cards[card]!.name : card;
}

/**
 * A short label for an action, for a numbered menu or a button: "roll to move", "use
 * Tactics", `discard "Heroics" for its bonus`. An action only ever names the acting player's
 * own cards.
 *
 * @param scenario - the game's compiled scenario (`sharpe.scenario`)
 * @param action - an action of `next(state).actions`
 * @returns the label
 * @see WQ-TURN
 * @example
 * ```ts
 * import { actionLabel, sharpe } from "@tt/warpquest";
 * actionLabel(sharpe.scenario, { type: "reroll" }); // "spend an Experience Token to reroll"
 * ```
 */
export function actionLabel(scenario: Scenario, action: Action): string {
  switch (action.type) {
    case "roll-move":
      return "roll to move";
    case "heal":
      return `play "${cardName(scenario, action.card)}" to heal`;
    case "keep-roll":
      return "keep the roll";
    case "reroll":
      return "spend an Experience Token to reroll";
    case "move":
      return action.direction === "toward-end" ? "move toward the end" : "move toward the start";
    case "confront":
      return `confront ${action.opponent}`;
    case "choose-skill":
      return `use ${action.skill}`;
    case "play-aid":
      return `discard "${cardName(scenario, action.card)}" for its bonus`;
    case "roll-challenge":
      return "roll the challenge";
    case "lose-unit":
      return `lose ${action.unit}`;
    default: {
      const unreachable: never = action;
      return JSON.stringify(unreachable);
    }
  }
}

/**
 * A short label for a chance outcome, for a person entering a roll or a draw: a die's face, a
 * skill's name, a drawn card's name.
 *
 * @param scenario - the game's compiled scenario
 * @param outcome - an outcome of a chance step
 * @returns the label
 * @example
 * ```ts
 * import { outcomeLabel, sharpe } from "@tt/warpquest";
 * outcomeLabel(sharpe.scenario, { type: "die", face: 6 }); // "6"
 * ```
 */
export function outcomeLabel(scenario: Scenario, outcome: Outcome): string {
  switch (outcome.type) {
    case "die":
      return String(outcome.face);
    case "skill":
      return outcome.skill;
    case "card":
      return cardName(scenario, outcome.card);
    default: {
      const unreachable: never = outcome;
      return JSON.stringify(unreachable);
    }
  }
}
