import { RuleError, type ChanceOutcome } from "@tt/engine";
import { TableError, createMarkedList, discardMarker, draw, drawOutcomes, type CardCount, type Deck, type DrawSource } from "@tt/tables";
import type { Tx } from "../_internal/tx";
import type { Scenario } from "../scenario";
import type { Action, Outcome } from "../schemas";
import type { State } from "../state";
import { startChallenge } from "./challenge";
import { endTurn } from "./turn";

/** The largest face of a marked list's die ("1d10" -> 10). */
function dieMax(dice: string): number {
  const match = /^1d(\d+)$/.exec(dice);
  return match ? Number(match[1]) : 10;
}

/**
 * The source as it will be drawn from: an ordered list with fewer unmarked entries than its
 * die has faces starts over with every mark cleared (the list's "reshuffle").
 *
 * @see WQ-NOCARDS-1
 */
export function readySource(source: DrawSource<string>): { source: DrawSource<string>; reset: boolean } {
  if (source.kind === "marked-list") {
    let unmarked = 0;
    for (const marked of source.marked) if (!marked) unmarked++;
    if (unmarked < dieMax(source.dice)) return { source: createMarkedList(source.entries, { dice: source.dice }), reset: true };
  }
  return { source, reset: false };
}

/** Whether nothing at all can be drawn from `source` (every card held in hands). */
export function sourceEmpty(source: DrawSource<string>): boolean {
  if (source.kind === "deck") return source.drawPile.length === 0 && source.discard.length === 0;
  if (source.kind === "cup") return source.markers.drawPile.length === 0 && source.markers.discard.length === 0;
  return false;
}

/** Every card that can be drawn from deck `deck` and its exact probability (via `@tt/tables`). @see WQ-DRAW */
export function drawChanceOutcomes(state: State, deck: number): ChanceOutcome<Outcome>[] {
  const { source } = readySource(state.sources[deck]!);
  switch (source.kind) {
    case "deck": {
      const entries = drawOutcomes(source);
      const outcomes: ChanceOutcome<Outcome>[] = new Array(entries.length);
      for (let k = 0; k < entries.length; k++) {
        const entry = entries[k]!;
        outcomes[k] = { outcome: { type: "card", card: entry.card }, probability: entry.probability };
      }
      return outcomes;
    }
    case "cup":
      return drawOutcomes(source).map((entry) => ({ outcome: { type: "card", card: entry.card, marker: entry.marker }, probability: entry.probability }));
    default:
      return drawOutcomes(source).map((entry) => ({ outcome: { type: "card", card: entry.card, position: entry.position }, probability: entry.probability }));
  }
}

/** Enters the Draw phase on deck `deck`, unless nothing can be drawn. @see WQ-DRAW */
export function startDraw(tx: Tx, i: number, deck: number): void {
  if (sourceEmpty(tx.s.sources[deck]!)) endTurn(tx);
  else tx.s.step = { kind: "draw", player: i, deck };
}

/** Applies a card drawn from deck `deck`: aid cards go to the hand, challenges are faced. @see WQ-DRAW @see WQ-AID */
export function applyDraw(tx: Tx, i: number, deck: number, input: Action | Outcome): void {
  if (typeof input !== "object" || input === null || input.type !== "card") {
    throw new RuleError("warpquest/illegal-outcome", `${JSON.stringify(input)} is not a card drawn from ${tx.scenario.decks[deck]!.name}`, "WQ-DRAW");
  }
  const { source, reset } = readySource(tx.s.sources[deck]!);
  let drawn;
  try {
    switch (source.kind) {
      case "deck":
        drawn = takeFromDeck(source, input.card);
        break;
      case "cup":
        drawn = draw(source, { marker: input.marker ?? -1 });
        break;
      case "marked-list":
        drawn = draw(source, { position: input.position ?? -1 });
        break;
      default:
        drawn = draw(source, { position: input.position ?? -1 });
    }
  } catch (error) {
    if (error instanceof TableError) throw new RuleError("warpquest/illegal-outcome", `cannot draw ${JSON.stringify(input)} from ${tx.scenario.decks[deck]!.name}: ${error.message}`, "WQ-DRAW");
    throw error;
  }
  if (drawn.card !== input.card) {
    throw new RuleError("warpquest/illegal-outcome", `${JSON.stringify(input)} names "${input.card}" but that draw gives "${drawn.card}"`, "WQ-DRAW");
  }
  tx.setSource(deck, drawn.source);
  const card = tx.scenario.cards[drawn.card]!;
  tx.emit({ type: "card-drawn", player: tx.name(i), card: card.id, name: card.name, deck: tx.scenario.decks[deck]!.name, reshuffled: drawn.reshuffled || reset, rule: "WQ-DRAW" });
  if (card.kind === "aid") {
    const party = tx.party(i);
    party.hand = [...party.hand, card.id];
    tx.emit({ type: "aid-to-hand", player: tx.name(i), card: card.id, rule: "WQ-AID" });
    endTurn(tx);
  } else {
    startChallenge(tx, i, card.id, deck);
  }
}

/** The deck card `card` goes back to. */
export function homeOf(scenario: Scenario, state: State, card: string): number {
  return state.rules.added[card] ?? scenario.home[card] ?? 0;
}

/** Puts a used card on its deck's discard pile (or back in its cup). @see WQ-DRAW */
export function discardToHome(tx: Tx, i: number, card: string): void {
  const deck = homeOf(tx.scenario, tx.s, card);
  const source = tx.s.sources[deck]!;
  if (source.kind === "deck") tx.setSource(deck, { kind: "deck", schemaVersion: 1, drawPile: source.drawPile, discard: [...source.discard, card] });
  else if (source.kind === "cup") tx.setSource(deck, discardMarker(source, source.entries.indexOf(card) + 1));
  tx.emit({ type: "card-discarded", player: tx.name(i), card, deck: tx.scenario.decks[deck]!.name, rule: "WQ-DRAW" });
}

/**
 * Takes one `card` from a deck's draw pile (reshuffling the discard pile first when the draw
 * pile is empty), sharing every untouched part of the deck: the same result as `@tt/tables`'
 * `draw`, without copying and freezing the whole pile on every draw (the hot path).
 */
function takeFromDeck(deck: Deck<string>, card: string): { source: Deck<string>; card: string; reshuffled: boolean } {
  let pile = deck.drawPile;
  let discard = deck.discard;
  let reshuffled = false;
  if (pile.length === 0) {
    if (discard.length === 0) throw new TableError("tables/empty-deck", "its draw pile and its discard pile are both empty", "drawPile");
    const grouped: CardCount<string>[] = [];
    for (const id of discard) {
      const entry = grouped.find((e) => e.card === id);
      if (entry === undefined) grouped.push({ card: id, count: 1 });
      else grouped[grouped.indexOf(entry)] = { card: id, count: entry.count + 1 };
    }
    pile = grouped;
    discard = [];
    reshuffled = true;
  }
  let at = -1;
  for (let k = 0; k < pile.length; k++) {
    if (pile[k]!.card === card) {
      at = k;
      break;
    }
  }
  if (at < 0) throw new TableError("tables/card-not-found", `"${card}" is not in the draw pile`, "card");
  const entry = pile[at]!;
  const next = pile.slice();
  if (entry.count === 1) next.splice(at, 1);
  else next[at] = { card, count: entry.count - 1 };
  return { source: { kind: "deck", schemaVersion: 1, drawPile: next, discard }, card, reshuffled };
}
