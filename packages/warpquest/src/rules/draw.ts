import { RuleError, type ChanceOutcome } from "@tt/engine";
import { createMarkedList, createPercentileList, drawOutcomes, type CardCount, type Deck, type DrawSource, type PercentileList } from "@tt/tables";
import type { Tx } from "../_internal/tx";
import { WarpQuestError } from "../errors";
import type { Scenario } from "../scenario";
import type { Action, Options, Outcome } from "../schemas";
import type { State } from "../state";
import { endTurn } from "./turn";
import { quote } from "../_internal/limits";

/** The card lists of a game's decks after its `deckChanges`, and the deck each card returns to. */
export interface DeckLists {
  readonly lists: readonly (readonly string[])[];
  /** Whether each list holds every card once. */
  readonly unique: readonly boolean[];
  readonly home: Readonly<Record<string, number>>;
}

const listCache = new WeakMap<Scenario, Map<string, DeckLists>>();
const percentileCache = new WeakMap<readonly string[], PercentileList<string>>();

/**
 * The decks' card lists with `deckChanges` applied (rotation cards swapped in, the
 * challenge-to-aid ratio changed), memoized.
 *
 * @see SHP-ROTATION
 * @throws {@link WarpQuestError} `warpquest/invalid-options` naming the offending change
 */
export function deckLists(scenario: Scenario, deckChanges: Options["deckChanges"]): DeckLists {
  let byKey = listCache.get(scenario);
  if (byKey === undefined) {
    byKey = new Map();
    listCache.set(scenario, byKey);
  }
  const key = deckChanges.length === 0 ? "" : JSON.stringify(deckChanges);
  let found = byKey.get(key);
  if (found !== undefined) return found;
  const lists = scenario.decks.map((deck) => [...deck.cards]);
  const home: Record<string, number> = Object.assign(Object.create(null), scenario.home);
  deckChanges.forEach((change, k) => {
    const m = change.module - 1;
    if (m >= scenario.data.modules.length) throw new WarpQuestError("warpquest/invalid-options", `${scenario.name} has no module ${change.module}`, `deckChanges[${k}].module`);
    const list = lists[m]!;
    change.remove.forEach((id, j) => {
      const at = list.indexOf(id);
      if (at < 0) throw new WarpQuestError("warpquest/invalid-options", `module ${change.module}'s deck holds no ${quote(id)} to remove`, `deckChanges[${k}].remove[${j}]`);
      list.splice(at, 1);
    });
    change.add.forEach((id, j) => {
      if (!Object.hasOwn(scenario.cards, id)) throw new WarpQuestError("warpquest/invalid-options", `${scenario.name} has no card ${quote(id)}`, `deckChanges[${k}].add[${j}]`);
      const was = Object.hasOwn(home, id) ? home[id] : undefined;
      if (was !== undefined && was !== m)
        throw new WarpQuestError("warpquest/invalid-options", `${quote(id)} belongs to ${scenario.decks[was]!.name}, not module ${change.module}`, `deckChanges[${k}].add[${j}]`);
      list.push(id);
      home[id] = m;
    });
    if (!list.some((id) => scenario.cards[id]!.kind === "challenge")) {
      throw new WarpQuestError("warpquest/invalid-options", `module ${change.module}'s deck would hold no challenge card`, `deckChanges[${k}]`);
    }
  });
  found = { lists, home, unique: lists.map((list) => new Set(list).size === list.length) };
  byKey.set(key, found);
  return found;
}

/** The largest face of a die written "1dN". */
function dieMax(dice: string): number {
  const match = /^1d(\d+)$/.exec(dice);
  return match ? Number(match[1]) : 10;
}

/** The die of an ordered list: 1D10, or a smaller die for a list of fewer than 10 entries. @see WQ-NOCARDS-1 */
function listDice(list: readonly string[]): string {
  return `1d${Math.min(10, list.length)}`;
}

/**
 * The deck as a `@tt/tables` draw source, ready to draw from: with the discard pile
 * reshuffled when the draw pile is empty (WQ-DRAW), or, for an ordered list with fewer
 * unmarked entries than its die has faces, with every mark cleared (WQ-NOCARDS-1).
 */
function drawSource(state: State, lists: DeckLists, deck: number): { source: DrawSource<string>; reset: boolean } {
  const list = lists.lists[deck]!;
  const { out, discard } = state.decks[deck]!;
  switch (state.rules.draw) {
    case "percentile-list": {
      let source = percentileCache.get(list);
      if (source === undefined) {
        source = createPercentileList(list);
        percentileCache.set(list, source);
      }
      return { source, reset: false };
    }
    case "ordered-list": {
      const dice = listDice(list);
      const reset = list.length - out.length < dieMax(dice);
      const marked = list.map((_, p) => !reset && out.includes(p));
      return { source: createMarkedList(list, { dice, marked }), reset };
    }
    case "cup": {
      const pile: CardCount<number>[] = [];
      for (let p = 0; p < list.length; p++) if (!out.includes(p)) pile.push({ card: p + 1, count: 1 });
      const markers: Deck<number> = { kind: "deck", schemaVersion: 1, drawPile: pile, discard: discard.map((p) => p + 1) };
      return { source: { kind: "cup", schemaVersion: 1, entries: list, markers }, reset: false };
    }
    case "deck": {
      const gone = new Uint8Array(list.length);
      for (let k = 0; k < out.length; k++) gone[out[k]!] = 1;
      const pile: CardCount<string>[] = [];
      if (lists.unique[deck]) {
        for (let p = 0; p < list.length; p++) if (gone[p] === 0) pile.push({ card: list[p]!, count: 1 });
      } else {
        const at = new Map<string, number>();
        for (let p = 0; p < list.length; p++) {
          if (gone[p] === 1) continue;
          const id = list[p]!;
          const k = at.get(id);
          if (k === undefined) {
            at.set(id, pile.length);
            pile.push({ card: id, count: 1 });
          } else pile[k] = { card: id, count: pile[k]!.count + 1 };
        }
      }
      return { source: { kind: "deck", schemaVersion: 1, drawPile: pile, discard: discard.map((p) => list[p]!) }, reset: false };
    }
  }
}

/** Whether nothing at all can be drawn from deck `deck` (every card held in hands). */
function deckExhausted(state: State, lists: DeckLists, deck: number): boolean {
  const method = state.rules.draw;
  if (method === "percentile-list" || method === "ordered-list") return false;
  const { out, discard } = state.decks[deck]!;
  return out.length >= lists.lists[deck]!.length && discard.length === 0;
}

const cardOutcomes = new Map<string, Outcome>();

/** The (shared, frozen) outcome "card `id` is drawn". */
function cardOutcome(id: string): Outcome {
  let outcome = cardOutcomes.get(id);
  if (outcome === undefined) {
    outcome = Object.freeze({ type: "card", card: id });
    cardOutcomes.set(id, outcome);
  }
  return outcome;
}

/**
 * Every card that can be drawn from deck `deck` and its exact probability (via `@tt/tables`
 * drawOutcomes).
 *
 * @see WQ-DRAW
 */
export function drawChanceOutcomes(scenario: Scenario, state: State, deck: number): ChanceOutcome<Outcome>[] {
  return drawChanceOutcomesFor(state, deckLists(scenario, state.rules.deckChanges), deck);
}

function drawChanceOutcomesFor(state: State, lists: DeckLists, deck: number): ChanceOutcome<Outcome>[] {
  const { source } = drawSource(state, lists, deck);
  switch (source.kind) {
    case "deck": {
      const entries = drawOutcomes(source);
      const outcomes: ChanceOutcome<Outcome>[] = [];
      for (let k = 0; k < entries.length; k++) {
        const entry = entries[k]!;
        outcomes.push({ outcome: cardOutcome(entry.card), probability: entry.probability });
      }
      return outcomes;
    }
    case "cup":
      return drawOutcomes(source).map((entry) => ({ outcome: { type: "card", card: entry.card, marker: entry.marker }, probability: entry.probability }));
    case "marked-list":
    case "percentile-list":
      return drawOutcomes(source).map((entry) => ({ outcome: { type: "card", card: entry.card, position: entry.position }, probability: entry.probability }));
  }
}

/** Enters the Draw phase on deck `deck`, unless nothing can be drawn. @see WQ-DRAW */
export function startDraw(tx: Tx, i: number, deck: number): void {
  if (deckExhausted(tx.s, deckLists(tx.scenario, tx.s.rules.deckChanges), deck)) endTurn(tx);
  else tx.s.step = { kind: "draw", player: i, deck };
}

function without(list: readonly number[], drop: readonly number[]): number[] {
  return list.filter((p) => !drop.includes(p));
}

/** Whether `input` is one of the outcomes of drawing from deck `deck` now. */
function drawable(state: State, lists: DeckLists, deck: number, input: Action | Outcome): boolean {
  if (typeof input !== "object" || input === null || input.type !== "card") return false;
  if (state.rules.draw === "deck") {
    if (input.position !== undefined || input.marker !== undefined) return false;
    const list = lists.lists[deck]!;
    const { out, discard } = state.decks[deck]!;
    if (out.length >= list.length) return discard.some((p) => list[p] === input.card);
    for (let p = 0; p < list.length; p++) if (list[p] === input.card && !out.includes(p)) return true;
    return false;
  }
  const scenarioOutcomes = drawChanceOutcomesFor(state, lists, deck);
  return scenarioOutcomes.some(({ outcome }) => outcome.type === "card" && outcome.card === input.card && outcome.position === input.position && outcome.marker === input.marker);
}

/**
 * Applies a card drawn from deck `deck` to the deck (its draw pile, a reshuffle) and tells of
 * the draw; what the card then does is {@link takeDrawnCard}'s (rules/challenge.ts).
 *
 * @returns the id of the card drawn
 * @see WQ-DRAW
 */
export function applyDraw(tx: Tx, i: number, deck: number, input: Action | Outcome): string {
  const scenario = tx.scenario;
  const lists = deckLists(scenario, tx.s.rules.deckChanges);
  const list = lists.lists[deck]!;
  if (!drawable(tx.s, lists, deck, input)) {
    const legal = drawChanceOutcomes(scenario, tx.s, deck);
    throw new RuleError(
      "warpquest/illegal-outcome",
      `${quote(input)} cannot be drawn from ${scenario.decks[deck]!.name} now; legal: ${legal
        .slice(0, 4)
        .map((o) => JSON.stringify(o.outcome))
        .join(", ")}${legal.length > 4 ? ` and ${legal.length - 4} more` : ""}`,
      "WQ-DRAW",
    );
  }
  const id = input.type === "card" ? input.card : "";
  let { out, discard } = tx.s.decks[deck]!;
  let reshuffled = false;
  switch (tx.s.rules.draw) {
    case "percentile-list":
      break;
    case "ordered-list": {
      const { reset } = drawSource(tx.s, lists, deck);
      if (reset) out = [];
      reshuffled = reset;
      out = [...out, input.type === "card" ? input.position! : 0];
      break;
    }
    case "cup":
    case "deck": {
      if (out.length >= list.length) {
        out = without(out, discard);
        discard = [];
        reshuffled = true;
      }
      const position = tx.s.rules.draw === "cup" && input.type === "card" ? input.marker! - 1 : list.findIndex((card, p) => card === id && !out.includes(p));
      out = [...out, position];
      break;
    }
  }
  tx.setDeck(deck, { out, discard });
  const card = scenario.cards[id]!;
  tx.emit({ type: "card-drawn", player: tx.name(i), card: card.id, name: card.name, deck: scenario.decks[deck]!.name, reshuffled, rule: "WQ-DRAW" });
  return card.id;
}

/** Puts a used card on its deck's discard pile (for a cup, its marker back in the cup's discard). @see WQ-DRAW */
export function discardToHome(tx: Tx, i: number, card: string): void {
  const lists = deckLists(tx.scenario, tx.s.rules.deckChanges);
  const deck = lists.home[card] ?? 0;
  const list = lists.lists[deck]!;
  const { out, discard } = tx.s.decks[deck]!;
  const method = tx.s.rules.draw;
  if (method === "deck" || method === "cup") {
    const position = out.find((p) => list[p] === card && !discard.includes(p));
    if (position !== undefined) tx.setDeck(deck, { out, discard: [...discard, position] });
  }
  tx.emit({ type: "card-discarded", player: tx.name(i), card, deck: tx.scenario.decks[deck]!.name, rule: "WQ-DRAW" });
}
