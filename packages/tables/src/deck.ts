import type { Rng } from "@tt/dice";
import { excerpt } from "@tt/internal";
import { TableError } from "./errors";
import { MAX_DECK_SIZE } from "./limits";
import { checkObject, checkOptions } from "./_internal/checks";

/** What a card is: its ID (a string) or its number. Card data lives with the game, keyed by this. */
export type Card = string | number;

/** One distinct card of a draw pile and how many copies of it are left. */
export interface CardCount<C extends Card> {
  /** The card. */
  readonly card: C;
  /** How many copies are in the draw pile (at least 1). */
  readonly count: number;
}

/**
 * A deck: the multiset of cards left to draw (shuffled, so their order is
 * unknown and every copy is equally likely to come next) and the discard pile
 * (bottom first, top last). Plain, frozen JSON data; every operation returns a
 * new deck.
 */
export interface Deck<C extends Card> {
  /** Discriminator of the draw sources. */
  readonly kind: "deck";
  /** Format version of the data. */
  readonly schemaVersion: 1;
  /** The distinct cards left to draw, with their counts, in the order they were first added. */
  readonly drawPile: readonly CardCount<C>[];
  /** The discard pile, bottom first; the last card is on top. */
  readonly discard: readonly C[];
}

/** One card that may come next from a deck, and its exact probability. */
export interface DeckOutcome<C extends Card> {
  /** The card. */
  readonly card: C;
  /** How many copies of it could be drawn. */
  readonly count: number;
  /** `count` over the number of cards that could be drawn. */
  readonly probability: number;
  /** `true` when the draw pile is empty, so the discard pile is reshuffled before this draw. */
  readonly reshuffle: boolean;
}

/** @internal Throws `tables/schema` unless `card` is a non-empty string or a safe integer. */
export function checkCard(card: unknown, path: string): void {
  const ok = typeof card === "string" ? card.length > 0 : typeof card === "number" && Number.isSafeInteger(card);
  if (!ok) {
    throw new TableError("tables/schema", `${path} must be a non-empty string or a safe integer, not ${excerpt(card)}.`, path);
  }
}

/** @internal Throws `tables/not-integer` unless `count` is a safe integer of at least `min`. */
export function checkCount(count: unknown, path: string, min: number): asserts count is number {
  if (!Number.isSafeInteger(count) || (count as number) < min) {
    throw new TableError("tables/not-integer", `${path} must be an integer of at least ${min}, not ${excerpt(count)}.`, path);
  }
}

/** @internal Throws `tables/limit` when a deck would hold more than {@link MAX_DECK_SIZE} cards. */
export function checkSize(size: number, what = "A deck"): void {
  if (size > MAX_DECK_SIZE) {
    throw new TableError("tables/limit", `${what} may hold at most ${MAX_DECK_SIZE} cards, not ${size}.`, "drawPile");
  }
}

/** The decks this package made: frozen, so known to be valid for good. */
const made = new WeakSet<object>();

/**
 * @internal Checks a deck handed in from outside (a snapshot read back from JSON, say): its
 * kind, its piles, every card and count, no card listed twice in the draw pile, and its size.
 * A deck this package made (frozen) is known to be valid and passes at once. `path` is the
 * deck's own path (`"markers."` for a cup's).
 */
export function checkDeck(deck: unknown, path = ""): asserts deck is Deck<Card> {
  if (typeof deck === "object" && deck !== null && made.has(deck)) return;
  checkObject(deck, "A deck", path);
  if (deck.kind !== "deck") throw new TableError("tables/schema", `${path}kind must be "deck", not ${excerpt(deck.kind)}.`, `${path}kind`);
  if (deck.schemaVersion !== undefined && deck.schemaVersion !== 1) {
    throw new TableError("tables/schema-version", `This deck has schemaVersion ${excerpt(deck.schemaVersion)}; @tt/tables reads version 1.`, `${path}schemaVersion`);
  }
  const { drawPile, discard } = deck;
  if (!Array.isArray(drawPile)) throw new TableError("tables/schema", `${path}drawPile must be an array of { card, count }.`, `${path}drawPile`);
  if (!Array.isArray(discard)) throw new TableError("tables/schema", `${path}discard must be an array of cards.`, `${path}discard`);
  checkSize(drawPile.length + discard.length);
  const seen = new Set<unknown>();
  let size = discard.length;
  Array.from(drawPile).forEach((entry: unknown, i) => {
    checkObject(entry, `${path}drawPile[${i}]`, `${path}drawPile[${i}]`);
    checkCard(entry.card, `${path}drawPile[${i}].card`);
    checkCount(entry.count, `${path}drawPile[${i}].count`, 1);
    if (seen.has(entry.card)) throw new TableError("tables/duplicate-key", `${path}drawPile[${i}]: card ${excerpt(entry.card)} is listed twice in the draw pile.`, `${path}drawPile[${i}].card`);
    seen.add(entry.card);
    size += entry.count;
    checkSize(size);
  });
  Array.from(discard).forEach((card: unknown, i) => {
    checkCard(card, `${path}discard[${i}]`);
  });
}

/** @internal A frozen deck, known to be valid from now on. */
function freezeDeck<C extends Card>(drawPile: readonly CardCount<C>[], discard: readonly C[]): Deck<C> {
  const deck: Deck<C> = Object.freeze({
    kind: "deck",
    schemaVersion: 1,
    drawPile: Object.freeze(drawPile.map((entry) => Object.freeze({ card: entry.card, count: entry.count }))),
    discard: Object.freeze([...discard]),
  });
  made.add(deck);
  return deck;
}

/** A pile being built: each distinct card and its count, in the order first added. */
function pileOf<C extends Card>(pile: readonly CardCount<C>[] = []): Map<C, number> {
  const counts = new Map<C, number>();
  for (const entry of pile) counts.set(entry.card, entry.count);
  return counts;
}

function add<C extends Card>(counts: Map<C, number>, card: C, count: number): void {
  counts.set(card, (counts.get(card) ?? 0) + count);
}

function pileFrom<C extends Card>(counts: ReadonlyMap<C, number>): CardCount<C>[] {
  return Array.from(counts, ([card, count]) => ({ card, count }));
}

function takeFrom<C extends Card>(pile: readonly CardCount<C>[], card: C, count: number): CardCount<C>[] | null {
  const entry = pile.find((e) => e.card === card);
  if (entry === undefined || entry.count < count) return null;
  return entry.count === count ? pile.filter((e) => e.card !== card) : pile.map((e) => (e.card === card ? { card, count: e.count - count } : e));
}

function groupCards<C extends Card>(cards: readonly C[]): CardCount<C>[] {
  const counts = pileOf<C>();
  for (const card of cards) add(counts, card, 1);
  return pileFrom(counts);
}

/** How many cards a pile holds. */
function pileSize(pile: readonly CardCount<Card>[]): number {
  let size = 0;
  for (const entry of pile) size += entry.count;
  return size;
}

/**
 * Makes a deck from a list of cards (one entry per copy) or from
 * `{ card, count }` entries, with an optional discard pile. Also validates
 * deck data (`createDeck(deck.drawPile, { discard: deck.discard })`).
 *
 * @param cards - The cards of the draw pile.
 * @param options - `discard`: the discard pile, bottom first.
 * @returns The deck.
 * @throws {@link TableError} `tables/schema` for a card that is not a non-empty
 *   string or a safe integer (or `cards` that are not an array); `tables/not-integer` for a
 *   count below 1; `tables/limit` for more than `MAX_DECK_SIZE` cards; `tables/invalid-argument`
 *   for options that are not an object.
 * @see WQ-DECKS
 * @example
 * ```ts
 * import { createDeck, drawOutcomes } from "@tt/tables";
 * const deck = createDeck(["Heroics", "Courage", "Courage"]);
 * drawOutcomes(deck); // Heroics 1/3, Courage 2/3
 * ```
 */
export function createDeck<C extends Card>(cards: readonly C[] | readonly CardCount<C>[], options: { readonly discard?: readonly C[] } = {}): Deck<C> {
  if (!Array.isArray(cards)) throw new TableError("tables/schema", `cards must be an array, not ${excerpt(cards)}.`, "cards");
  checkOptions(options, "createDeck");
  const discard = options.discard ?? [];
  if (!Array.isArray(discard)) throw new TableError("tables/schema", `discard must be an array, not ${excerpt(discard)}.`, "discard");
  checkSize(cards.length + discard.length);
  const counts = pileOf<C>();
  let size = discard.length;
  Array.from(cards).forEach((item: C | CardCount<C>, i) => {
    if (typeof item === "object" && item !== null) {
      checkCard(item.card, `cards[${i}].card`);
      checkCount(item.count, `cards[${i}].count`, 1);
      add(counts, item.card, item.count);
      size += item.count;
    } else {
      checkCard(item, `cards[${i}]`);
      add(counts, item, 1);
      size += 1;
    }
    checkSize(size);
  });
  Array.from(discard).forEach((card, i) => {
    checkCard(card, `discard[${i}]`);
  });
  return freezeDeck(pileFrom(counts), discard);
}

/**
 * How many cards are in each pile of a deck.
 *
 * @param deck - The deck.
 * @returns The sizes of the draw pile and the discard pile.
 * @throws {@link TableError} `tables/schema` for a deck that is not one (naming the path).
 * @example
 * ```ts
 * import { createDeck, deckSize } from "@tt/tables";
 * deckSize(createDeck(["a", "b"], { discard: ["c"] })); // { drawPile: 2, discard: 1 }
 * ```
 */
export function deckSize(deck: Deck<Card>): { drawPile: number; discard: number } {
  checkDeck(deck);
  return { drawPile: pileSize(deck.drawPile), discard: deck.discard.length };
}

/** @internal The outcomes of drawing from a deck (used by drawOutcomes). */
export function deckOutcomes<C extends Card>(deck: Deck<C>, what = "deck"): DeckOutcome<C>[] {
  const reshuffle = deck.drawPile.length === 0;
  const pile = reshuffle ? groupCards(deck.discard) : deck.drawPile;
  const size = pileSize(pile);
  if (size === 0) {
    throw new TableError("tables/empty-deck", `Cannot draw from the ${what}: its draw pile and its discard pile are both empty.`, "drawPile");
  }
  return pile.map(({ card, count }) => ({ card, count, probability: count / size, reshuffle }));
}

/**
 * Reshuffles the discard pile into the draw pile (as WarpQuest does when a
 * deck runs out; drawing does it by itself when the draw pile is empty).
 *
 * @param deck - The deck.
 * @returns The deck with an empty discard pile.
 * @throws {@link TableError} `tables/schema` for a deck that is not one (naming the path).
 * @see WQ-DRAW
 * @example
 * ```ts
 * import { createDeck, reshuffle } from "@tt/tables";
 * reshuffle(createDeck(["a"], { discard: ["b"] })).drawPile; // [{ card: "a", count: 1 }, { card: "b", count: 1 }]
 * ```
 */
export function reshuffle<C extends Card>(deck: Deck<C>): Deck<C> {
  checkDeck(deck);
  const counts = pileOf(deck.drawPile);
  for (const card of deck.discard) add(counts, card, 1);
  return freezeDeck(pileFrom(counts), []);
}

/** @internal Applies the draw of `card` to a deck. */
export function drawFromDeck<C extends Card>(deck: Deck<C>, card: C, what = "deck"): { deck: Deck<C>; card: C; reshuffled: boolean } {
  const reshuffled = deck.drawPile.length === 0;
  if (reshuffled && deck.discard.length === 0) {
    throw new TableError("tables/empty-deck", `Cannot draw from the ${what}: its draw pile and its discard pile are both empty.`, "drawPile");
  }
  const from = reshuffled ? reshuffle(deck) : deck;
  const pile = takeFrom(from.drawPile, card, 1);
  if (pile === null) {
    throw new TableError("tables/card-not-found", `Cannot draw ${excerpt(card)}: it is not in the draw pile${reshuffled ? " (after reshuffling the discard pile)" : ""}.`, "card");
  }
  return { deck: freezeDeck(pile, from.discard), card, reshuffled };
}

/** @internal Picks a card of a deck with an RNG, each copy equally likely. */
export function pickFromDeck<C extends Card>(deck: Deck<C>, rng: Rng, what = "deck"): C {
  const pile = deck.drawPile.length === 0 ? groupCards(deck.discard) : deck.drawPile;
  const size = pileSize(pile);
  if (size === 0) {
    throw new TableError("tables/empty-deck", `Cannot draw from the ${what}: its draw pile and its discard pile are both empty.`, "drawPile");
  }
  let index = rng.int(0, size - 1);
  for (const entry of pile) {
    if (index < entry.count) return entry.card;
    index -= entry.count;
  }
  /* c8 ignore next */
  throw new TableError("tables/empty-deck", "unreachable", "drawPile");
}

/**
 * Puts a card on top of the discard pile (a card in play that is done with).
 *
 * @param deck - The deck.
 * @param card - The card to discard.
 * @returns The new deck.
 * @throws {@link TableError} `tables/schema` for a card that is not a non-empty string or a safe integer.
 *   Also `tables/schema` for a deck that is not one (naming the path), `tables/limit` for more
 *   than `MAX_DECK_SIZE` cards, `tables/invalid-argument` for options that are not an object.
 * @example
 * ```ts
 * import { createDeck, discardCard } from "@tt/tables";
 * discardCard(createDeck(["a"]), "b").discard; // ["b"]
 * ```
 */
export function discardCard<C extends Card>(deck: Deck<C>, card: C): Deck<C> {
  checkDeck(deck);
  checkCard(card, "card");
  checkSize(pileSize(deck.drawPile) + deck.discard.length + 1);
  return freezeDeck(deck.drawPile, [...deck.discard, card]);
}

/**
 * Adds copies of a card to the draw pile (the Sharpe scenario swaps rotation
 * cards in; a scenario may change the ratio of challenge to aid cards).
 *
 * @param deck - The deck.
 * @param card - The card to add.
 * @param count - How many copies (default 1).
 * @returns The new deck.
 * @throws {@link TableError} `tables/schema` for a bad card; `tables/not-integer` for a count below 1.
 *   Also `tables/schema` for a deck that is not one (naming the path), `tables/limit` for more
 *   than `MAX_DECK_SIZE` cards, `tables/invalid-argument` for options that are not an object.
 * @see SHP-ROTATION
 * @example
 * ```ts
 * import { addCard, createDeck } from "@tt/tables";
 * addCard(createDeck(["Heroics"]), "Forlorn Hope").drawPile.length; // 2
 * ```
 */
export function addCard<C extends Card>(deck: Deck<C>, card: C, count = 1): Deck<C> {
  checkDeck(deck);
  checkCard(card, "card");
  checkCount(count, "count", 1);
  checkSize(pileSize(deck.drawPile) + deck.discard.length + count);
  const counts = pileOf(deck.drawPile);
  add(counts, card, count);
  return freezeDeck(pileFrom(counts), deck.discard);
}

/**
 * Puts a card back into the draw pile, to be shuffled in: a card drawn and
 * held in play (the default), or one taken back from the discard pile
 * (`from: "discard"`, the topmost copy).
 *
 * @param deck - The deck.
 * @param card - The card to put back.
 * @param options - `from`: `"play"` (default) or `"discard"`.
 * @returns The new deck.
 * @throws {@link TableError} `tables/card-not-found` when `from: "discard"` and
 *   the card is not in the discard pile; `tables/schema` for a bad card.
 *   Also `tables/schema` for a deck that is not one (naming the path), `tables/limit` for more
 *   than `MAX_DECK_SIZE` cards, `tables/invalid-argument` for options that are not an object.
 * @example
 * ```ts
 * import { createDeck, putBack } from "@tt/tables";
 * putBack(createDeck([], { discard: ["a", "b"] }), "a", { from: "discard" }); // drawPile a, discard b
 * ```
 */
export function putBack<C extends Card>(deck: Deck<C>, card: C, options: { readonly from?: "play" | "discard" } = {}): Deck<C> {
  checkDeck(deck);
  checkCard(card, "card");
  checkOptions(options, "putBack");
  checkFrom(options.from, ["play", "discard"]);
  let discard = deck.discard;
  if (options.from === "discard") {
    const at = deck.discard.lastIndexOf(card);
    if (at < 0) {
      throw new TableError("tables/card-not-found", `Cannot put back ${excerpt(card)}: it is not in the discard pile.`, "card");
    }
    discard = [...deck.discard.slice(0, at), ...deck.discard.slice(at + 1)];
  } else {
    checkSize(pileSize(deck.drawPile) + deck.discard.length + 1);
  }
  const counts = pileOf(deck.drawPile);
  add(counts, card, 1);
  return freezeDeck(pileFrom(counts), discard);
}

/**
 * Removes copies of a card from the deck for good (taking cards out to
 * refresh or retune a deck).
 *
 * @param deck - The deck.
 * @param card - The card to remove.
 * @param options - `from`: `"draw"` (default) or `"discard"` (topmost copies first); `count`: how many copies (default 1).
 * @returns The new deck.
 * @throws {@link TableError} `tables/card-not-found` when the pile holds fewer copies than asked.
 *   Also `tables/schema` for a deck that is not one (naming the path), `tables/limit` for more
 *   than `MAX_DECK_SIZE` cards, `tables/invalid-argument` for options that are not an object.
 * @see SHP-ROTATION
 * @example
 * ```ts
 * import { createDeck, removeCard } from "@tt/tables";
 * removeCard(createDeck(["Courage", "Courage"]), "Courage").drawPile; // [{ card: "Courage", count: 1 }]
 * ```
 */
export function removeCard<C extends Card>(deck: Deck<C>, card: C, options: { readonly from?: "draw" | "discard"; readonly count?: number } = {}): Deck<C> {
  checkDeck(deck);
  checkOptions(options, "removeCard");
  checkFrom(options.from, ["draw", "discard"]);
  const count = options.count ?? 1;
  checkCount(count, "count", 1);
  if (options.from === "discard") {
    const held = deck.discard.filter((c) => c === card).length;
    if (held < count) {
      throw new TableError("tables/card-not-found", `Cannot remove ${count} ${excerpt(card)} from the discard pile: it holds ${held}.`, "card");
    }
    // The topmost copies go first.
    const discard = [...deck.discard];
    for (let n = 0; n < count; n++) discard.splice(discard.lastIndexOf(card), 1);
    return freezeDeck(deck.drawPile, discard);
  }
  const pile = takeFrom(deck.drawPile, card, count);
  if (pile === null) {
    const held = deck.drawPile.find((e) => e.card === card)?.count ?? 0;
    throw new TableError("tables/card-not-found", `Cannot remove ${count} ${excerpt(card)} from the draw pile: it holds ${held}.`, "card");
  }
  return freezeDeck(pile, deck.discard);
}

/** Throws `tables/invalid-argument` unless `from` is undefined or one of `allowed`. */
function checkFrom(from: unknown, allowed: readonly string[]): void {
  if (from !== undefined && !allowed.includes(from as string)) {
    throw new TableError("tables/invalid-argument", `from must be ${allowed.map((x) => `"${x}"`).join(" or ")}, not ${excerpt(from)}.`, "options.from");
  }
}
