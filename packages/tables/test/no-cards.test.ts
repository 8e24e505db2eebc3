import { describe, it, expect } from "vitest";
import { createRng } from "@tt/dice";
import { createCup, createMarkedList, createPercentileList, discardMarker, draw, drawOutcomes, drawRandom, percentileRanges } from "../src/index";
import { thrown } from "./errors";

const CHALLENGES = Array.from({ length: 40 }, (_, i) => `challenge ${i + 1}`);

function frequencies<C>(n: number, drawOnce: () => C): Map<C, number> {
  const counts = new Map<C, number>();
  for (let i = 0; i < n; i++) {
    const card = drawOnce();
    counts.set(card, (counts.get(card) ?? 0) + 1);
  }
  return counts;
}

describe("playing without cards", () => {
  it("WQ-NOCARDS-1 a d10 takes the Nth unmarked entry: the first ten unmarked entries, 1/10 each", () => {
    const list = createMarkedList(CHALLENGES);
    const outcomes = drawOutcomes(list);
    expect(outcomes.map((o) => o.card)).toEqual(CHALLENGES.slice(0, 10));
    expect(outcomes.every((o) => o.probability === 0.1)).toBe(true);
    expect(outcomes[6]).toEqual({ card: "challenge 7", position: 6, rolls: "7", probability: 0.1 });
  });

  it("WQ-NOCARDS-1 a used entry is marked and skipped: a 10 then reads the 10th unmarked entry", () => {
    let list = createMarkedList(CHALLENGES);
    list = draw(list, { position: 6 }).source; // rolled a 7: challenge 7, now marked
    expect(list.marked[6]).toBe(true);
    const outcomes = drawOutcomes(list);
    expect(outcomes.map((o) => o.card)).toEqual([...CHALLENGES.slice(0, 6), ...CHALLENGES.slice(7, 11)]);
    expect(outcomes[9]).toEqual({ card: "challenge 11", position: 10, rolls: "10", probability: 0.1 });
    expect(thrown(() => draw(list, { position: 6 })).message).toBe('Entry 6 ("challenge 7") is already marked.');
  });

  it("WQ-NOCARDS-1 entries at the top come up more often over a game; seeded draws agree with the odds within 1%", () => {
    const list = createMarkedList(CHALLENGES);
    const rng = createRng("nocards-1");
    const counts = frequencies(100_000, () => drawRandom(list, rng).card);
    for (const o of drawOutcomes(list)) expect(Math.abs(counts.get(o.card)! / 100_000 - o.probability)).toBeLessThan(0.01);
    // Over a game of 15 draws, the top entry is drawn far more often than the 15th.
    const top = frequencies(2_000, () => {
      let l = createMarkedList(CHALLENGES);
      const seen: string[] = [];
      for (let i = 0; i < 15; i++) {
        const d = drawRandom(l, rng);
        l = d.source;
        seen.push(d.card);
      }
      return `${seen.includes("challenge 1")}/${seen.includes("challenge 15")}`;
    });
    const hasTop = (top.get("true/true") ?? 0) + (top.get("true/false") ?? 0);
    const hasFifteenth = (top.get("true/true") ?? 0) + (top.get("false/true") ?? 0);
    expect(hasTop).toBeGreaterThan(hasFifteenth);
  });

  it("WQ-NOCARDS-1 a list with fewer unmarked entries than the die counts is refused", () => {
    const short = createMarkedList(CHALLENGES.slice(0, 7));
    const error = thrown(() => drawOutcomes(short));
    expect(error.code).toBe("tables/list-exhausted");
    expect(error.message).toMatch(/^WQ-NOCARDS-1: 1d10 can ask for entry 8, but the list has 7 unmarked entries/);
    for (let seed = 0; seed < 5; seed++) {
      expect(thrown(() => drawRandom(createMarkedList(["a"], { dice: "1d2" }), createRng(seed))).code).toBe("tables/list-exhausted");
    }
  });

  it("WQ-NOCARDS-2 seven cards get the percentile ranges 1-14, 15-28, 29-42, 43-57, 58-71, 72-85, 86-100", () => {
    const list = createPercentileList(["1", "2", "3", "4", "5", "6", "7"]);
    expect(percentileRanges(list)).toEqual(["1-14", "15-28", "29-42", "43-57", "58-71", "72-85", "86-100"]);
    const outcomes = drawOutcomes(list);
    expect(outcomes.map((o) => o.probability)).toEqual([0.14, 0.14, 0.14, 0.15, 0.14, 0.14, 0.15]);
    expect(outcomes[1]).toEqual({ card: "2", position: 1, rolls: "15-28", probability: 0.14 });
    // With replacement: drawing changes nothing.
    expect(draw(list, { position: 3 }).source).toBe(list);
  });

  it("WQ-NOCARDS-2 odds sum to 1 for every list size, and seeded percentile rolls agree within 1%", () => {
    for (let n = 1; n <= 100; n++) {
      const list = createPercentileList(Array.from({ length: n }, (_, i) => i + 1));
      const outcomes = drawOutcomes(list);
      expect(outcomes).toHaveLength(n);
      expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    }
    const list = createPercentileList(["a", "b", "c", "d", "e", "f", "g"]);
    const rng = createRng("nocards-2");
    const counts = frequencies(100_000, () => drawRandom(list, rng).card);
    for (const o of drawOutcomes(list)) expect(Math.abs(counts.get(o.card)! / 100_000 - o.probability)).toBeLessThan(0.01);
    expect(thrown(() => createPercentileList(Array.from({ length: 101 }, (_, i) => i))).code).toBe("tables/list-exhausted");
  });

  it("WQ-NOCARDS-3 numbered markers drawn from a cup: uniform over the markers left, without replacement", () => {
    let cup = createCup(["Heroics", "Courage", "Ambush", "Truce"]);
    expect(drawOutcomes(cup)).toEqual([
      { card: "Heroics", marker: 1, count: 1, probability: 0.25, reshuffle: false },
      { card: "Courage", marker: 2, count: 1, probability: 0.25, reshuffle: false },
      { card: "Ambush", marker: 3, count: 1, probability: 0.25, reshuffle: false },
      { card: "Truce", marker: 4, count: 1, probability: 0.25, reshuffle: false },
    ]);
    const drawn = draw(cup, { marker: 3 });
    expect(drawn.card).toBe("Ambush");
    cup = drawn.source;
    expect(drawOutcomes(cup).map((o) => [o.marker, o.probability])).toEqual([
      [1, 1 / 3],
      [2, 1 / 3],
      [4, 1 / 3],
    ]);
    expect(thrown(() => draw(cup, { marker: 3 })).code).toBe("tables/card-not-found");
  });

  it("WQ-NOCARDS-3 several markers per card, an empty cup takes back its discards, and seeded draws agree within 1%", () => {
    const cup = createCup(["aid", "challenge"], { copies: 3 });
    const rng = createRng("nocards-3");
    const counts = frequencies(100_000, () => drawRandom(cup, rng).card);
    for (const o of drawOutcomes(cup)) expect(Math.abs(counts.get(o.card)! / 100_000 - o.probability)).toBeLessThan(0.01);
    let one = createCup(["only"]);
    one = draw(one, { marker: 1 }).source;
    expect(thrown(() => drawOutcomes(one)).message).toBe("Cannot draw from the cup: its draw pile and its discard pile are both empty.");
    one = discardMarker(one, 1);
    expect(drawOutcomes(one)[0]).toMatchObject({ card: "only", reshuffle: true, probability: 1 });
    expect(thrown(() => discardMarker(one, 2)).code).toBe("tables/card-not-found");
  });

  it("bad lists are refused", () => {
    expect(thrown(() => createMarkedList([])).code).toBe("tables/empty-table");
    expect(thrown(() => createMarkedList(["a", "b"], { marked: [true] })).message).toBe("marked must hold one boolean per entry (2).");
    expect(thrown(() => createMarkedList(["a"], { dice: "" })).code).toBe("tables/dice");
    expect(thrown(() => drawOutcomes(createMarkedList(CHALLENGES, { dice: "1dx" }))).code).toBe("tables/dice");
    expect(thrown(() => draw(createPercentileList(["a"]), { position: 1 })).message).toBe("No entry at position 1 of the 1-entry list.");
    expect(thrown(() => createCup(["a"], { copies: 0 })).code).toBe("tables/not-integer");
  });
});
