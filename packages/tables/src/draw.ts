import { rollDice, type Rng } from "@tt/dice";
import { excerpt } from "@tt/internal";
import { TableError } from "./errors";
import { checkCard, checkDeck, deckOutcomes, drawFromDeck, discardCard, pickFromDeck, type Card, type Deck, type DeckOutcome } from "./deck";
import { checkNoCards, frozen, percentileRanges, type Cup, type MarkedList, type PercentileList } from "./no-cards";
import { checkObject, clip } from "./_internal/checks";
import { diceCounts, toProbability } from "./_internal/dice-counts";

/** Anything to draw a card from: a deck, or one of WarpQuest's three ways of playing without cards. */
export type DrawSource<C extends Card> = Deck<C> | MarkedList<C> | PercentileList<C> | Cup<C>;

/** One entry that may come next from a marked or percentile list, and its exact probability. */
export interface ListOutcome<C extends Card> {
  /** The card. */
  readonly card: C;
  /** Its position in the list (0-based). */
  readonly position: number;
  /** The rolls that give it: `"3"` (the 3rd unmarked entry) or a percentile range `"15-28"`. */
  readonly rolls: string;
  /** Its exact probability. */
  readonly probability: number;
}

/** One marker that may come next from a cup, and its exact probability. */
export interface CupOutcome<C extends Card> {
  /** The card the marker stands for. */
  readonly card: C;
  /** The marker's number (card number in the list, 1-based). */
  readonly marker: number;
  /** How many copies of the marker could be drawn. */
  readonly count: number;
  /** Its exact probability. */
  readonly probability: number;
  /** `true` when the cup is empty, so the discarded markers go back in before this draw. */
  readonly reshuffle: boolean;
}

/** A draw source after a draw, and what was drawn. */
export interface Draw<S, C extends Card> {
  /** The source after the draw. */
  readonly source: S;
  /** The card drawn. */
  readonly card: C;
  /** Whether a discard pile went back in first (decks and cups). */
  readonly reshuffled: boolean;
}

const SOURCE_KINDS: readonly unknown[] = ["deck", "marked-list", "percentile-list", "cup"];

/**
 * @internal Checks a draw source handed in from outside, whatever its kind (one this package
 * made passes at once): `tables/schema`, `tables/schema-version`, `tables/limit`, `tables/dice`.
 */
function checkSource(source: unknown): asserts source is DrawSource<Card> {
  checkObject(source, "A draw source (a deck, a marked or percentile list, a cup)");
  if (!SOURCE_KINDS.includes(source.kind)) {
    throw new TableError("tables/schema", `Not a draw source: kind must be "deck", "marked-list", "percentile-list" or "cup", not ${excerpt(source.kind)}.`, "kind");
  }
  if (source.kind === "deck") checkDeck(source);
  else checkNoCards(source);
}

function unmarkedPositions(list: MarkedList<Card>): number[] {
  const positions: number[] = [];
  list.marked.forEach((marked, i) => {
    if (!marked) positions.push(i);
  });
  return positions;
}

function nthUnmarked(list: MarkedList<Card>, unmarked: readonly number[], n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > unmarked.length) {
    throw new TableError(
      "tables/list-exhausted",
      `WQ-NOCARDS-1: ${clip(list.dice)} can ask for entry ${n}, but the list has ${unmarked.length} unmarked entr${unmarked.length === 1 ? "y" : "ies"}. ` +
        "The rule asks for a list with more entries than the die can count past the board's spaces.",
      "marked",
    );
  }
  return unmarked[n - 1]!;
}

/** Percentile list entry (0-based) for a roll, rolls beyond 1..100 reading the end cards. */
function percentilePosition(n: number, roll: number): number {
  if (roll <= 1) return 0;
  if (roll >= 100) return n - 1;
  // Card k (1-based) covers floor((k-1)*100/n)+1 .. floor(k*100/n): k = ceil(roll * n / 100).
  return Math.ceil((roll * n) / 100) - 1;
}

/**
 * Every card that may come next from a draw source, with its exact
 * probability: the chance step of a draw. A game engine returns these as the
 * outcomes of a `chance` step and applies the one chosen with {@link draw}.
 *
 * - Deck: each distinct card left, `count / size`. With an empty draw pile the
 *   discard pile is reshuffled first (`reshuffle: true`).
 * - Marked list (WQ-NOCARDS-1): the Nth unmarked entry for every N the die can roll.
 * - Percentile list (WQ-NOCARDS-2): each card with the share of the dice that reads it.
 * - Cup (WQ-NOCARDS-3): each distinct marker left, as for a deck.
 *
 * @param source - The deck, list or cup.
 * @returns The outcomes, in deck order or list order.
 * @throws {@link TableError} `tables/empty-deck` for a deck or cup whose draw and
 *   discard piles are both empty; `tables/list-exhausted` when the die can ask
 *   for more unmarked entries than are left; `tables/dice` for bad notation; for a source
 *   handed in as plain data (a snapshot from JSON), every error of its `create*` function
 *   (`tables/schema` naming the path, `tables/limit`, ...).
 * @see WQ-DRAW
 * @example
 * ```ts
 * import { createDeck, drawOutcomes } from "@tt/tables";
 * drawOutcomes(createDeck(["Heroics", "Courage", "Courage"]));
 * // [{ card: "Heroics", count: 1, probability: 1/3, reshuffle: false },
 * //  { card: "Courage", count: 2, probability: 2/3, reshuffle: false }]
 * ```
 */
export function drawOutcomes<C extends Card>(source: Deck<C>): DeckOutcome<C>[];
export function drawOutcomes<C extends Card>(source: MarkedList<C> | PercentileList<C>): ListOutcome<C>[];
export function drawOutcomes<C extends Card>(source: Cup<C>): CupOutcome<C>[];
/**
 * The outcomes of a draw source of a kind known only at run time (e.g. from
 * {@link loadDrawSource}).
 *
 * @param source - Any draw source.
 * @returns Its outcomes; narrow on `source.kind` to know their shape.
 * @throws {@link TableError} as for the kind-specific signatures.
 * @example
 * ```ts
 * import { drawOutcomes, loadDrawSource } from "@tt/tables";
 * const source = loadDrawSource({ kind: "percentile-list", dice: "d%", entries: ["a", "b"] });
 * drawOutcomes(source).map((o) => o.probability); // [0.5, 0.5]
 * ```
 */
export function drawOutcomes<C extends Card>(source: DrawSource<C>): (DeckOutcome<C> | ListOutcome<C> | CupOutcome<C>)[];
export function drawOutcomes<C extends Card>(source: DrawSource<C>): DeckOutcome<C>[] | ListOutcome<C>[] | CupOutcome<C>[] {
  checkSource(source);
  switch (source.kind) {
    case "deck":
      return deckOutcomes(source);
    case "cup":
      return deckOutcomes(source.markers, "cup").map(({ card: marker, count, probability, reshuffle }) => ({
        card: source.entries[marker - 1]!,
        marker,
        count,
        probability,
        reshuffle,
      }));
    case "marked-list": {
      const dice = diceCounts(source.dice);
      const unmarked = unmarkedPositions(source);
      const outcomes: ListOutcome<C>[] = [];
      dice.values.forEach((n, i) => {
        const position = nthUnmarked(source, unmarked, n);
        outcomes.push({
          card: source.entries[position]!,
          position,
          rolls: String(n),
          probability: toProbability(dice.counts[i]!, dice.outcomes),
        });
      });
      return outcomes;
    }
    case "percentile-list": {
      const dice = diceCounts(source.dice);
      const n = source.entries.length;
      const counts = new Array<bigint>(n).fill(0n);
      dice.values.forEach((roll, i) => {
        counts[percentilePosition(n, roll)]! += dice.counts[i]!;
      });
      const ranges = percentileRanges(source);
      const outcomes: ListOutcome<C>[] = [];
      counts.forEach((count, position) => {
        if (count > 0n) {
          outcomes.push({
            card: source.entries[position]!,
            position,
            rolls: ranges[position]!,
            probability: toProbability(count, dice.outcomes),
          });
        }
      });
      return outcomes;
    }
    default: {
      const never: never = source;
      throw new TableError("tables/schema", `Not a draw source: kind ${excerpt((never as { kind?: unknown }).kind)}.`, "kind");
    }
  }
}

/**
 * Applies a draw: the outcome chosen (by a seeded RNG, a script, or a person
 * drawing a real card) comes out of the source. Pure: returns a new source.
 *
 * - Deck: `{ card }`; the card leaves the draw pile (into play, not the discard).
 * - Marked list: `{ position }`; the entry is marked.
 * - Percentile list: `{ position }`; the list is unchanged.
 * - Cup: `{ marker }`; the marker leaves the cup.
 *
 * @param source - The deck, list or cup.
 * @param pick - Which card: an outcome from {@link drawOutcomes}, or just its `card` / `position` / `marker`.
 * @returns The new source and the card.
 * @throws {@link TableError} `tables/card-not-found` when the card, position or
 *   marker cannot be drawn now; `tables/empty-deck` when a deck or cup is empty;
 *   `tables/invalid-argument` for a pick that is not an object; and every error of
 *   {@link drawOutcomes} for a source that is not one.
 * @see WQ-DRAW
 * @example
 * ```ts
 * import { createDeck, draw } from "@tt/tables";
 * const { source: deck, card } = draw(createDeck(["Heroics", "Courage"]), { card: "Courage" });
 * deck.drawPile; // [{ card: "Heroics", count: 1 }]
 * ```
 */
export function draw<C extends Card>(source: Deck<C>, pick: { readonly card: C }): Draw<Deck<C>, C>;
export function draw<C extends Card>(source: MarkedList<C>, pick: { readonly position: number }): Draw<MarkedList<C>, C>;
export function draw<C extends Card>(source: PercentileList<C>, pick: { readonly position: number }): Draw<PercentileList<C>, C>;
export function draw<C extends Card>(source: Cup<C>, pick: { readonly marker: number }): Draw<Cup<C>, C>;
export function draw<C extends Card>(source: DrawSource<C>, pick: { readonly card?: C; readonly position?: number; readonly marker?: number }): Draw<DrawSource<C>, C> {
  checkSource(source);
  checkObject(pick, "A draw's pick ({ card }, { position } or { marker })", "pick");
  switch (source.kind) {
    case "deck": {
      checkCard(pick.card, "card");
      const { deck, card, reshuffled } = drawFromDeck(source, pick.card as C);
      return { source: deck, card, reshuffled };
    }
    case "cup": {
      const marker = pick.marker as number;
      checkCard(marker, "marker");
      const { deck, reshuffled } = drawFromDeck(source.markers, marker, "cup");
      return {
        source: frozen({ ...source, markers: deck }),
        card: source.entries[marker - 1]!,
        reshuffled,
      };
    }
    case "marked-list":
    case "percentile-list": {
      const position = pick.position as number;
      if (!Number.isSafeInteger(position) || position < 0 || position >= source.entries.length) {
        throw new TableError("tables/card-not-found", `No entry at position ${excerpt(position)} of the ${source.entries.length}-entry list.`, "position");
      }
      if (source.kind === "percentile-list") return { source, card: source.entries[position]!, reshuffled: false };
      if (source.marked[position]) {
        throw new TableError("tables/card-not-found", `Entry ${position} (${excerpt(source.entries[position])}) is already marked.`, "position");
      }
      const marked = source.marked.map((m, i) => m || i === position);
      return {
        source: frozen({ ...source, marked: Object.freeze(marked) }),
        card: source.entries[position]!,
        reshuffled: false,
      };
    }
    default: {
      const never: never = source;
      throw new TableError("tables/schema", `Not a draw source: kind ${excerpt((never as { kind?: unknown }).kind)}.`, "kind");
    }
  }
}

/**
 * Draws at random with a seeded RNG, as the physical procedure would: a
 * uniformly random card of the deck or marker of the cup, a die roll for the
 * marked list, percentile dice for the percentile list.
 *
 * @param source - The deck, list or cup.
 * @param rng - A `@tt/dice` RNG (advanced by the draw).
 * @returns The new source and the card.
 * @throws {@link TableError} as {@link drawOutcomes} does, and `tables/invalid-argument`
 *   for an `rng` that is not a generator. Nothing is drawn from `rng` unless the draw succeeds.
 * @example
 * ```ts
 * import { createRng } from "@tt/dice";
 * import { createDeck, drawRandom } from "@tt/tables";
 * const { card } = drawRandom(createDeck(["Heroics", "Courage"]), createRng(42));
 * ```
 */
export function drawRandom<C extends Card>(source: Deck<C>, rng: Rng): Draw<Deck<C>, C>;
export function drawRandom<C extends Card>(source: MarkedList<C>, rng: Rng): Draw<MarkedList<C>, C>;
export function drawRandom<C extends Card>(source: PercentileList<C>, rng: Rng): Draw<PercentileList<C>, C>;
export function drawRandom<C extends Card>(source: Cup<C>, rng: Rng): Draw<Cup<C>, C>;
/**
 * Draws at random from a draw source of a kind known only at run time (e.g.
 * from {@link loadDrawSource}).
 *
 * @param source - Any draw source.
 * @param rng - A `@tt/dice` RNG (advanced by the draw).
 * @returns The new source (of the same kind) and the card.
 * @throws {@link TableError} as for the kind-specific signatures.
 * @example
 * ```ts
 * import { createRng } from "@tt/dice";
 * import { drawRandom, loadDrawSource } from "@tt/tables";
 * const source = loadDrawSource({ kind: "deck", drawPile: [{ card: "Heroics", count: 2 }], discard: [] });
 * drawRandom(source, createRng(7)).card; // "Heroics"
 * ```
 */
export function drawRandom<C extends Card>(source: DrawSource<C>, rng: Rng): Draw<DrawSource<C>, C>;
export function drawRandom<C extends Card>(source: DrawSource<C>, rng: Rng): Draw<DrawSource<C>, C> {
  checkSource(source);
  if (typeof rng?.int !== "function" || typeof rng.die !== "function") {
    throw new TableError("tables/invalid-argument", `drawRandom needs a generator from @tt/dice's createRng, not ${excerpt(rng)}.`, "rng");
  }
  switch (source.kind) {
    case "deck":
      return draw(source, { card: pickFromDeck(source, rng) });
    case "cup":
      return draw(source, { marker: pickFromDeck(source.markers, rng, "cup") });
    case "marked-list": {
      const unmarked = unmarkedPositions(source);
      // Refuse a list too short for the die whatever this roll is, as drawOutcomes does.
      const values = diceCounts(source.dice).values;
      nthUnmarked(source, unmarked, values[0]!);
      nthUnmarked(source, unmarked, values[values.length - 1]!);
      return draw(source, { position: nthUnmarked(source, unmarked, rollDice(source.dice, rng).total) });
    }
    case "percentile-list":
      diceCounts(source.dice);
      return draw(source, { position: percentilePosition(source.entries.length, rollDice(source.dice, rng).total) });
    default: {
      const never: never = source;
      throw new TableError("tables/schema", `Not a draw source: kind ${excerpt((never as { kind?: unknown }).kind)}.`, "kind");
    }
  }
}

/**
 * Puts a drawn marker of a cup aside (the cup's discard), to go back in when
 * the cup is empty.
 *
 * @param cup - The cup.
 * @param marker - The marker number drawn earlier.
 * @returns The new cup.
 * @throws {@link TableError} `tables/card-not-found` for a marker the cup does not number;
 *   `tables/schema` for a cup that is not one.
 * @see WQ-NOCARDS-3
 * @example
 * ```ts
 * import { createCup, discardMarker, draw } from "@tt/tables";
 * const drawn = draw(createCup(["a", "b"]), { marker: 2 });
 * const cup = discardMarker(drawn.source, 2);
 * ```
 */
export function discardMarker<C extends Card>(cup: Cup<C>, marker: number): Cup<C> {
  checkSource(cup);
  if (cup.kind !== "cup") throw new TableError("tables/schema", `discardMarker puts a marker aside in a cup, not in a ${excerpt(cup.kind)}.`, "kind");
  if (!Number.isSafeInteger(marker) || marker < 1 || marker > cup.entries.length) {
    throw new TableError("tables/card-not-found", `The cup has markers 1 to ${cup.entries.length}, not ${excerpt(marker)}.`, "marker");
  }
  return frozen({ ...cup, markers: discardCard(cup.markers, marker) });
}
