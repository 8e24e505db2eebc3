import type { HiddenInput, IllegalReason } from "@tt/engine";
import { deckLists } from "./rules/draw";
import type { Scenario } from "./scenario";
import type { Action, Outcome, Party, WarpQuestEvent } from "./schemas";
import type { State } from "./state";
import { quote } from "./_internal/limits";

/**
 * One party as another player sees it: everything but the aid cards in hand, of which only
 * the number shows (`hand` is empty, `handSize` counts them). A player's own party shows its hand.
 *
 * @example
 * ```ts
 * import type { PartyView } from "@tt/warpquest";
 * const cards = (party: PartyView) => `${party.player} holds ${party.handSize} aid card(s)`;
 * ```
 */
export type PartyView = Party & { readonly handSize: number };

/**
 * What one player may see of a WarpQuest game (WQ-AID, WQ-DRAW): the state with every other
 * player's hand reduced to its size and each deck to the size of its draw pile and its discard
 * pile (face up), so no client can compute a rival's hand from the deck.
 *
 * @example
 * ```ts
 * import { sharpe, type WarpQuestView } from "@tt/warpquest";
 * const view: WarpQuestView = sharpe.view(sharpe.setup(sharpe.parseOptions({ players: 2 })), "p1");
 * view.decks[0]!.drawPile; // cards left to draw
 * ```
 */
export type WarpQuestView = Omit<State, "parties" | "decks"> & {
  readonly parties: PartyView[];
  readonly decks: { readonly drawPile: number; readonly discard: string[] }[];
};

/** @internal The view of `player` (see {@link WarpQuestView}). */
export function viewOf(lists: readonly (readonly string[])[], state: State, player: string): WarpQuestView {
  return {
    ...state,
    parties: state.parties.map((party) => (party.player === player ? { ...party, handSize: party.hand.length } : { ...party, hand: [], handSize: party.hand.length })),
    decks: state.decks.map((deck, k) => ({ drawPile: (lists[k]?.length ?? 0) - deck.out.length, discard: deck.discard.map((p) => lists[k]?.[p] ?? "") })),
  };
}

/** The placeholder a rival sees for a card drawn into a hand. */
export const HIDDEN_CARD = "hidden";

/** @internal An aid card drawn into a hand is its holder's alone (WQ-AID); a challenge card is faced openly. */
export function viewEventOf(scenario: Scenario, event: WarpQuestEvent, player: string): WarpQuestEvent {
  if ("player" in event && event.player === player) return event;
  if (event.type === "aid-to-hand") return { ...event, card: HIDDEN_CARD };
  if (event.type === "card-drawn" && Object.hasOwn(scenario.cards, event.card) && scenario.cards[event.card]!.kind === "aid") return { ...event, card: HIDDEN_CARD, name: "a card kept in hand" };
  return event;
}

/** @internal A draw is recorded for the drawer, and for everyone when the card is a challenge (faced openly). */
export function viewInputOf(scenario: Scenario, state: State, input: Action | Outcome, player: string): Action | Outcome | HiddenInput {
  const step = state.step;
  if (step.kind !== "draw" || state.parties[step.player]!.player === player) return input;
  if (input.type === "card" && !(Object.hasOwn(scenario.cards, input.card) && scenario.cards[input.card]!.kind === "aid")) return input;
  return { hidden: true, ask: "chance", about: `${state.parties[step.player]!.player} draws a card into their hand` };
}

/**
 * For the conformance kit's leak check: a function giving, for each player, the aid cards in
 * other players' hands that this player cannot see otherwise. A card id that is also face up
 * (on a discard pile, in the challenge being resolved, a Heal card being played) or in the
 * player's own hand is left out: it is public as an id, so finding it in what the player is
 * sent proves nothing; for the same reason so is a card the decks hold more than once, and
 * every card when the game draws with replacement (`draw: "percentile-list"`).
 *
 * @param game - the WarpQuest game (its scenario names the cards on the discard piles)
 * @returns `(state) => ({ [player]: card ids hidden from them })`
 * @example
 * ```ts
 * import { sharpe, warpQuestSecrets } from "@tt/warpquest";
 * warpQuestSecrets(sharpe)(sharpe.setup(sharpe.parseOptions({ players: 2 }))); // { p1: [], p2: [] }
 * ```
 */
export function warpQuestSecrets(game: { readonly scenario: Scenario; view(state: State, player: string): WarpQuestView }): (state: State) => Record<string, string[]> {
  return (state) => {
    const secrets: Record<string, string[]> = {};
    // Drawn with replacement (a percentile list) any card can be in two hands, and one copy
    // played openly while the other is held: such an id is public and secret at once.
    if (state.rules.draw === "percentile-list") return Object.fromEntries(state.parties.map((party) => [party.player, []]));
    const open = new Set<string>(repeatedCards(game.scenario, state));
    const step = state.step;
    if ("challenge" in step) {
      open.add(step.challenge.card);
      for (const aid of step.challenge.aids) open.add(aid);
    }
    if (step.kind === "heal") open.add(step.card);
    for (const deck of game.view(state, state.parties[0]!.player).decks) for (const card of deck.discard) open.add(card);
    for (const party of state.parties) {
      const hidden = new Set<string>();
      for (const other of state.parties) if (other !== party) for (const card of other.hand) hidden.add(card);
      for (const card of party.hand) hidden.delete(card);
      for (const card of open) hidden.delete(card);
      secrets[party.player] = [...hidden];
    }
    return secrets;
  };
}

function repeatedCards(scenario: Scenario, state: State): string[] {
  const counts = new Map<string, number>();
  for (const list of deckLists(scenario, state.rules.deckChanges).lists) for (const card of list) counts.set(card, (counts.get(card) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([card]) => card);
}

/** @internal Why an input is not legal, in words a player can act on, with the rule (the game's `whyIllegal`). */
export function whyIllegalOf(
  scenario: Scenario,
  state: State,
  input: unknown,
  legal: { prompt: string; actions: readonly Action[]; rule: string } | null,
  waitsFor: string,
): IllegalReason | undefined {
  const step = state.step;
  if (step.kind === "over") return { message: "the game is over: no input can be applied", ruleId: "WQ-OBJECTIVE" };
  const party = state.parties[step.player]!;
  const type = typeof input === "object" && input !== null ? (input as { type?: unknown }).type : undefined;
  const isOutcome = type === "die" || type === "card" || type === "skill";
  // (A legal outcome is found before this is called: any outcome here is not one of the step's.)
  if (legal === null)
    return isOutcome ? { message: `${quote(input)} is not a possible outcome of "${waitsFor}"` } : { message: `the game waits for ${waitsFor}, not for a decision`, ruleId: "WQ-TURN" };
  if (isOutcome) return { message: `${party.player} must decide first: ${legal.prompt}`, ruleId: legal.rule };
  const action = (typeof input === "object" && input !== null ? input : {}) as Partial<Record<string, unknown>>;
  const card = typeof action["card"] === "string" ? (action["card"] as string) : "";
  const cardName = Object.hasOwn(scenario.cards, card) ? scenario.cards[card]!.name : quote(card);
  switch (type) {
    case "play-aid":
      if (!party.hand.includes(card)) return { message: `${party.player} holds no ${cardName} card`, ruleId: "WQ-AID" };
      if (step.kind !== "aid") return { message: "an aid card is played after the skill roll, before the challenge roll", ruleId: "WQ-AID" };
      return { message: `${cardName} does not aid this ${step.challenge.skill ?? ""} check`, ruleId: "WQ-AID" };
    case "heal":
      if (!party.hand.includes(card)) return { message: `${party.player} holds no ${cardName} card`, ruleId: "SHP-RESULTS" };
      if (!Object.hasOwn(scenario.cards, card) || scenario.cards[card]!.kind !== "aid" || !(scenario.cards[card] as { heal?: boolean }).heal)
        return { message: `${cardName} is not a Heal card`, ruleId: "SHP-RESULTS" };
      if (party.endurance >= party.maxEndurance) return { message: `${party.player}'s Endurance is full`, ruleId: "SHP-RESULTS" };
      return { message: "a Heal card is played at the start of a turn, before the move roll", ruleId: "SHP-RESULTS" };
    case "reroll":
    case "keep-roll":
      if (party.experience === 0) return { message: `${party.player} has no Experience Token to spend on a reroll`, ruleId: "WQ-XP" };
      return { message: "there is no roll to keep or reroll now", ruleId: "WQ-XP" };
    case "confront": {
      const opponent = state.parties.find((p) => p.player === action["opponent"]);
      if (opponent === undefined) return { message: `there is no player ${quote(action["opponent"])}`, ruleId: "WQ-CONFRONT" };
      if (opponent.position !== party.position) return { message: `${opponent.player} is not on ${party.player}'s space (${party.position})`, ruleId: "WQ-CONFRONT" };
      return { message: "a confrontation starts when a move ends on an occupied space", ruleId: "WQ-CONFRONT" };
    }
    case "move":
      return { message: state.objective.holder === null ? "the way is toward the end until the Objective is taken" : "a direction is chosen after the move roll", ruleId: "WQ-OBJECTIVE" };
    case "choose-skill":
      return {
        message:
          step.kind === "choose-skill"
            ? `${quote(action["skill"])} does not answer this check: choose ${legal.actions.map((a) => (a.type === "choose-skill" ? JSON.stringify(a.skill) : "")).join(" or ")}`
            : "no check asks for a choice of skill now",
        ruleId: "SHP-CHALLENGE",
      };
    case "lose-unit":
      return { message: `${party.player} has no surviving unit ${quote(action["unit"])} to lose now`, ruleId: "WQ-LOSS" };
    default:
      return { message: `${quote(input)} does not answer "${legal.prompt}"`, ruleId: legal.rule };
  }
}
