import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { createRng } from "@tt/dice";
import { addCard, createDeck, deckSize, discardCard, draw, drawOutcomes, drawRandom, putBack, removeCard, reshuffle, type Deck } from "../src/index";
import { thrown } from "./errors";

describe("decks", () => {
  it("WQ-DECKS a deck is a multiset: drawOutcomes lists distinct cards with count / size", () => {
    const deck = createDeck(["Heroics", "Courage", "Courage", "Ambush"]);
    expect(drawOutcomes(deck)).toEqual([
      { card: "Heroics", count: 1, probability: 0.25, reshuffle: false },
      { card: "Courage", count: 2, probability: 0.5, reshuffle: false },
      { card: "Ambush", count: 1, probability: 0.25, reshuffle: false },
    ]);
  });

  it("WQ-DRAW drawing applies the chosen outcome and never mutates the deck", () => {
    const deck = createDeck(["Heroics", "Courage", "Courage"]);
    const { source, card, reshuffled } = draw(deck, { card: "Courage" });
    expect(card).toBe("Courage");
    expect(reshuffled).toBe(false);
    expect(source.drawPile).toEqual([
      { card: "Heroics", count: 1 },
      { card: "Courage", count: 1 },
    ]);
    expect(deck.drawPile).toEqual([
      { card: "Heroics", count: 1 },
      { card: "Courage", count: 2 },
    ]);
    expect(Object.isFrozen(source) && Object.isFrozen(source.drawPile)).toBe(true);
  });

  it("WQ-DRAW an empty draw pile reshuffles the discard pile", () => {
    let deck: Deck<string> = createDeck(["a"]);
    deck = draw(deck, { card: "a" }).source;
    deck = discardCard(discardCard(deck, "a"), "b");
    expect(drawOutcomes(deck)).toEqual([
      { card: "a", count: 1, probability: 0.5, reshuffle: true },
      { card: "b", count: 1, probability: 0.5, reshuffle: true },
    ]);
    const after = draw(deck, { card: "b" });
    expect(after.reshuffled).toBe(true);
    expect(after.source.drawPile).toEqual([{ card: "a", count: 1 }]);
    expect(after.source.discard).toEqual([]);
  });

  it("WQ-DRAW an empty deck with an empty discard pile is refused with tables/empty-deck", () => {
    const empty = createDeck<string>([]);
    const error = thrown(() => drawOutcomes(empty));
    expect(error.code).toBe("tables/empty-deck");
    expect(error.message).toBe("Cannot draw from the deck: its draw pile and its discard pile are both empty.");
    expect(thrown(() => draw(empty, { card: "a" })).code).toBe("tables/empty-deck");
    expect(thrown(() => drawRandom(empty, createRng(1))).code).toBe("tables/empty-deck");
  });

  it("drawing a card that is not in the draw pile is refused", () => {
    const error = thrown(() => draw(createDeck(["a"], { discard: ["b"] }), { card: "b" }));
    expect(error.code).toBe("tables/card-not-found");
    expect(error.message).toBe('Cannot draw "b": it is not in the draw pile.');
  });

  it("SHP-ROTATION cards can be added, removed and put back to retune a deck", () => {
    let deck = createDeck<string>(["Patrol: Avoid Chasseurs", "Heroics", "Heroics"]);
    deck = removeCard(deck, "Patrol: Avoid Chasseurs");
    deck = addCard(deck, "Battle: Forlorn Hope", 2);
    deck = removeCard(deck, "Heroics", { count: 2 });
    expect(deck.drawPile).toEqual([{ card: "Battle: Forlorn Hope", count: 2 }]);
    deck = putBack(discardCard(deck, "Courage"), "Courage", { from: "discard" });
    expect(deck.drawPile).toEqual([
      { card: "Battle: Forlorn Hope", count: 2 },
      { card: "Courage", count: 1 },
    ]);
    expect(deck.discard).toEqual([]);
    deck = putBack(deck, "Heroics");
    expect(deckSize(deck)).toEqual({ drawPile: 4, discard: 0 });
    expect(thrown(() => removeCard(deck, "Heroics", { count: 2 })).message).toBe('Cannot remove 2 "Heroics" from the draw pile: it holds 1.');
    expect(thrown(() => removeCard(deck, "Heroics", { from: "discard" })).code).toBe("tables/card-not-found");
    expect(thrown(() => putBack(deck, "x", { from: "discard" })).code).toBe("tables/card-not-found");
    expect(thrown(() => addCard(deck, "x", 0)).code).toBe("tables/not-integer");
    expect(thrown(() => addCard(deck, "", 1)).code).toBe("tables/schema");
  });

  it("reshuffle moves the discard pile into the draw pile", () => {
    const deck = reshuffle(createDeck(["a"], { discard: ["a", "b"] }));
    expect(deck.drawPile).toEqual([
      { card: "a", count: 2 },
      { card: "b", count: 1 },
    ]);
    expect(deck.discard).toEqual([]);
  });

  it("createDeck accepts { card, count } entries and numbered cards", () => {
    const deck = createDeck([
      { card: 7, count: 3 },
      { card: 9, count: 1 },
    ]);
    expect(drawOutcomes(deck).map((o) => o.probability)).toEqual([0.75, 0.25]);
    expect(thrown(() => createDeck([{ card: 7, count: 0 }])).code).toBe("tables/not-integer");
    expect(thrown(() => createDeck([1.5])).code).toBe("tables/schema");
  });

  it("draw probabilities sum to 1, and every draw shrinks the deck by one card", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "c", "d"), { minLength: 1, maxLength: 20 }), fc.array(fc.constantFrom("a", "b"), { maxLength: 5 }), fc.nat(), (cards, discard, seed) => {
        const deck = createDeck(cards, { discard });
        const outcomes = drawOutcomes(deck);
        expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
        const { source } = drawRandom(deck, createRng(seed));
        expect(deckSize(source).drawPile).toBe(cards.length - 1);
      }),
    );
  });

  it("draw odds agree with a 100,000-draw seeded frequency count within 1%", () => {
    const deck = createDeck(["Heroics", "Courage", "Courage", "Ambush", "Ambush", "Ambush", "Truce"]);
    const rng = createRng("deck");
    const counts = new Map<string, number>();
    for (let i = 0; i < 100_000; i++) {
      const { card } = drawRandom(deck, rng);
      counts.set(card, (counts.get(card) ?? 0) + 1);
    }
    for (const o of drawOutcomes(deck)) expect(Math.abs(counts.get(o.card)! / 100_000 - o.probability)).toBeLessThan(0.01);
  });
});
