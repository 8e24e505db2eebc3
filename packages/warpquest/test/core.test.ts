import { describe, expect, it } from "vitest";
import { saltRoad, type State } from "../src/index";
import { card, die, feed, ofType, withParty } from "./helpers";

const setup = (options: object = {}): State => saltRoad.setup(saltRoad.parseOptions(options));
const cardsOf = (state: State) => {
  const next = saltRoad.next(state);
  if (next.kind !== "chance") throw new Error(`expected a draw, got ${next.kind}`);
  return next.outcomes.map((o) => [o.outcome.type === "card" ? o.outcome.card : "", o.probability] as const);
};

describe("WarpQuest core: board, decks, turns", () => {
  it("WQ-BOARD is a 30-space path: start 1, module 1 on 2-15, module 2 on 16-29, end 30", () => {
    expect(saltRoad.scenario.moduleBySpace.slice(1, 31)).toEqual([-1, ...Array(14).fill(0), ...Array(14).fill(1), -1]);
    const at = (position: number) => saltRoad.next(saltRoad.apply(withParty(setup(), 0, { position }), die(1)).state);
    expect(at(14)).toMatchObject({ purpose: "p1: draw from Salt Flats" });
    expect(at(15)).toMatchObject({ purpose: "p1: draw from Temple Ruins" });
  });

  it("WQ-DECKS has one deck per module with one of each listed card, and an Aid deck", () => {
    const state = setup();
    expect(state.decks).toEqual([
      { out: [], discard: [] },
      { out: [], discard: [] },
      { out: [], discard: [] },
    ]);
    const drawn = cardsOf(saltRoad.apply(state, die(3)).state);
    expect(drawn.map(([id]) => id)).toEqual(saltRoad.scenario.decks[0]!.cards);
    expect(drawn.every(([, p]) => p === 1 / 12)).toBe(true);
    expect(saltRoad.scenario.decks[2]).toMatchObject({ name: "Aid deck", cards: ["camel-train", "veteran-blade", "star-chart", "old-friend", "bribe"] });
  });

  it("WQ-TURN goes round the players, each turn a Move, a Draw and a Challenge phase", () => {
    const { events, state } = feed(saltRoad, setup({ players: 3 }), [
      die(2),
      card("mirage"),
      die(9),
      die(1),
      die(1), // p1: moves, draws, wins, goes ahead 1
      die(4),
      card("old-map"), // p2: an aid card
      die(2),
      card("dry-well"),
      die(10),
      die(1), // p3
    ]);
    expect(ofType(events, "turn-started").map((e) => e.player)).toEqual(["p2", "p3", "p1"]);
    const p1 = events
      .slice(
        0,
        events.findIndex((e) => e.type === "turn-started"),
      )
      .map((e) => e.type);
    expect(p1.slice(0, 4)).toEqual(["rolled", "moved", "card-drawn", "rolled"]);
    expect(p1).toContain("check");
    expect(state.turn).toBe(0);
  });

  it("WQ-MOVE rolls 1D6 toward the end and stops on entering the end space", () => {
    const { events } = feed(saltRoad, withParty(setup(), 0, { position: 27 }), [die(6)]);
    expect(ofType(events, "rolled")[0]).toMatchObject({ die: "1D6", face: 6, rule: "WQ-MOVE" });
    expect(ofType(events, "moved")[0]).toMatchObject({ from: 27, to: 30, direction: "toward-end" });
  });
});

describe("WarpQuest core: the Objective", () => {
  it("WQ-OBJECTIVE the first party on the end takes it and heads for the start; others may then move either way; bringing it home wins", () => {
    let state = withParty(withParty(setup({ players: 2 }), 0, { position: 27 }), 1, { position: 10 });
    let step = feed(saltRoad, state, [die(3)]);
    expect(ofType(step.events, "objective-taken")[0]).toMatchObject({ player: "p1", from: null });
    state = step.state;
    state = saltRoad.apply(state, die(2)).state; // p2 rolls 2: may go either way
    expect(saltRoad.next(state)).toMatchObject({
      kind: "decision",
      player: "p2",
      actions: [
        { type: "move", direction: "toward-end" },
        { type: "move", direction: "toward-start" },
      ],
    });
    step = feed(saltRoad, state, [{ type: "move", direction: "toward-start" }, card("old-map")]);
    expect(ofType(step.events, "moved")[0]).toMatchObject({ from: 10, to: 8, direction: "toward-start" });
    step = feed(saltRoad, step.state, [die(4)]); // p1 heads for the start
    expect(ofType(step.events, "moved")[0]).toMatchObject({ from: 30, to: 26, direction: "toward-start" });
    state = withParty(step.state, 0, { position: 4 });
    state = { ...state, turn: 0, step: { kind: "move", player: 0 } };
    const home = feed(saltRoad, state, [die(5)]);
    expect(ofType(home.events, "moved")[0]).toMatchObject({ from: 4, to: 1 });
    expect(saltRoad.next(home.state)).toEqual({ kind: "over", result: { winner: "p1", officers: [] } });
  });
});

describe("WarpQuest core: draws and aid", () => {
  it("WQ-DRAW draws only on an empty space: landing on an opponent draws nothing", () => {
    const state = withParty(setup({ players: 2 }), 1, { position: 5 });
    const { events } = feed(saltRoad, state, [die(4)]);
    expect(ofType(events, "confrontation")).toHaveLength(1);
    expect(saltRoad.next(saltRoad.apply(state, die(4)).state)).toMatchObject({ kind: "chance", purpose: "p1: the skill that decides the confrontation" });
    const empty = feed(saltRoad, state, [die(3)]);
    expect(ofType(empty.events, "confrontation")).toHaveLength(0);
  });

  it("WQ-DRAW reshuffles an exhausted deck's discard pile", () => {
    const base = setup();
    // Every Salt Flats card is out of the draw pile; Mirage, Dry Well and Sandstorm are on the discard pile.
    const all = saltRoad.scenario.decks[0]!.cards.map((_, p) => p);
    const exhausted: State = { ...base, decks: [{ out: all, discard: [3, 1, 0] }, ...base.decks.slice(1)] };
    const moved = saltRoad.apply(exhausted, die(2)).state;
    expect(cardsOf(moved)).toEqual([
      ["mirage", 1 / 3],
      ["dry-well", 1 / 3],
      ["sandstorm", 1 / 3],
    ]);
    const { events, state } = feed(saltRoad, moved, [card("dry-well")]);
    expect(ofType(events, "card-drawn")[0]).toMatchObject({ card: "dry-well", reshuffled: true });
    expect(state.decks[0]).toEqual({ out: [2, 4, 5, 6, 7, 8, 9, 10, 11, 1], discard: [] });
    expect(cardsOf({ ...state, step: { kind: "draw", player: 0, deck: 0 } })).toEqual([
      ["sandstorm", 1 / 2],
      ["mirage", 1 / 2],
    ]);
  });

  it("WQ-AID puts aid cards in the hand, and discarding one adds its bonus to the skill roll", () => {
    const { state } = feed(saltRoad, setup(), [die(2), card("old-map")]);
    expect(state.parties[0]!.hand).toEqual(["old-map"]);
    const atMirage = feed(saltRoad, state, [die(1), card("mirage"), die(3)]).state;
    expect(saltRoad.next(atMirage)).toMatchObject({ kind: "decision", actions: [{ type: "play-aid", card: "old-map" }, { type: "roll-challenge" }] });
    const { events, state: after } = feed(saltRoad, atMirage, [{ type: "play-aid", card: "old-map" }, die(7)]);
    expect(ofType(events, "check")[0]).toMatchObject({ skillRoll: 3, skillTotal: 7, challengeTotal: 7, won: true });
    expect(after.parties[0]!.hand).toEqual([]);
    expect(ofType(events, "card-discarded")[0]).toMatchObject({ card: "old-map", deck: "Salt Flats" });
  });
});

describe("WarpQuest core: checks", () => {
  it("WQ-CHECK wins a check when the challenge roll equals the skill roll", () => {
    // Mirage: Scouting, DM 0; the party's Scouting is 2 (the Guide).
    const { events } = feed(saltRoad, setup(), [die(2), card("mirage"), die(4), die(6)]);
    expect(ofType(events, "check")[0]).toMatchObject({ skillTotal: 6, challengeTotal: 6, won: true, rule: "WQ-CHECK" });
  });

  it("WQ-CHECK loses a check when the challenge roll is greater, and adds the Difficulty Modifier to the challenge roll", () => {
    // Dune Sea: Scouting, DM +2.
    const { events } = feed(saltRoad, setup(), [die(2), card("dune-sea"), die(4), die(5)]);
    expect(ofType(events, "check")[0]).toMatchObject({ skillTotal: 6, challengeRoll: 5, challengeModifiers: [{ label: "Difficulty Modifier", value: 2 }], challengeTotal: 7, won: false });
    expect(ofType(events, "challenge-resolved")[0]).toMatchObject({ won: false, result: "R" });
  });

  it("WQ-CHECK needs two checks for a skill listed twice, and all checks must be won", () => {
    // Raiders: Fighting x2, DM +1; party Fighting 4.
    const won = feed(saltRoad, setup(), [die(2), card("raiders"), die(5), die(8), die(1), die(1)]);
    expect(ofType(won.events, "check").map((e) => e.won)).toEqual([true, true]);
    expect(ofType(won.events, "challenge-resolved")[0]).toMatchObject({ won: true, result: "A" });
    const lost = feed(saltRoad, setup(), [die(2), card("raiders"), die(5), die(8), die(1), die(6)]);
    expect(ofType(lost.events, "check").map((e) => e.won)).toEqual([true, false]);
    expect(ofType(lost.events, "challenge-resolved")[0]).toMatchObject({ won: false, result: "W" });
  });
});

describe("WarpQuest core: losses and experience", () => {
  it("WQ-LOSS rolls on the Challenge Loss Table when the card says nothing: 1-4 go back 1D6", () => {
    // Dry Well: Hardiness, fail "-".
    const { events } = feed(saltRoad, withParty(setup(), 0, { position: 6 }), [die(3), card("dry-well"), die(1), die(10), die(4), die(5)]);
    expect(ofType(events, "loss-table")[0]).toMatchObject({ face: 4, result: "back" });
    expect(ofType(events, "moved")[1]).toMatchObject({ from: 9, to: 4, cause: "loss-table" });
    expect(ofType(events, "card-drawn")).toHaveLength(1);
  });

  it("WQ-LOSS 5-6 lose one unit, which the player chooses; a party with no units left is eliminated", () => {
    const state = feed(saltRoad, setup(), [die(3), card("dry-well"), die(1), die(10), die(6)]).state;
    expect(saltRoad.next(state)).toMatchObject({
      kind: "decision",
      actions: ["Guide", "Sellsword", "Scholar", "Porter"].map((unit) => ({ type: "lose-unit", unit })),
    });
    const { state: after, events } = feed(saltRoad, state, [{ type: "lose-unit", unit: "Scholar" }]);
    expect(ofType(events, "unit-lost")[0]).toMatchObject({ unit: "Scholar", left: 3 });
    // Without the Scholar the party has no Lore bonus.
    const glyph = feed(saltRoad, withParty(after, 0, { position: 16 }), [die(1), card("glyph-door"), die(5), die(1)]);
    expect(ofType(glyph.events, "check")[0]!.skillModifiers).toEqual([{ label: "Lore bonus", value: 0, rule: "WQ-CHECK" }]);
    const last = feed(saltRoad, withParty(setup(), 0, { units: [1] }), [die(3), card("dry-well"), die(1), die(10), die(5)]);
    expect(ofType(last.events, "eliminated")).toHaveLength(1);
    expect(saltRoad.next(last.state)).toEqual({ kind: "over", result: { winner: null, officers: [] } });
  });

  it("WQ-XP gains a token for a won challenge and spends one to reroll a move roll after seeing it", () => {
    const won = feed(saltRoad, setup(), [die(2), card("sandstorm"), { type: "choose-skill", skill: "Hardiness" }, die(9), die(1)]);
    expect(ofType(won.events, "experience-gained")[0]).toMatchObject({ tokens: 1 });
    const rolled = saltRoad.apply(won.state, die(1)).state;
    expect(saltRoad.next(rolled)).toMatchObject({ kind: "decision", actions: [{ type: "keep-roll" }, { type: "reroll" }] });
    const { events, state } = feed(saltRoad, rolled, [{ type: "reroll" }, die(5), card("old-map")]);
    expect(ofType(events, "experience-spent")[0]).toMatchObject({ reroll: "move", tokens: 0 });
    expect(ofType(events, "moved")[0]).toMatchObject({ from: 3, to: 8 });
    expect(state.parties[0]!.experience).toBe(0);
  });

  it("WQ-XP spends a token to reroll a skill roll after seeing it, before any aid is discarded", () => {
    const withToken = withParty(setup(), 0, { experience: 1, hand: ["old-map"] });
    const { state } = feed(saltRoad, withToken, [die(2), { type: "keep-roll" }, card("mirage"), die(1)]);
    expect(saltRoad.next(state)).toMatchObject({ kind: "decision", actions: [{ type: "keep-roll" }, { type: "reroll" }] });
    const { events } = feed(saltRoad, state, [{ type: "reroll" }, die(8), { type: "roll-challenge" }, die(10)]);
    expect(ofType(events, "experience-spent")[0]).toMatchObject({ reroll: "skill" });
    expect(ofType(events, "check")[0]).toMatchObject({ skillRoll: 8, skillTotal: 10, won: true });
  });

  it('WQ-XP with experience "unnamed-success" gains no token when the card names its own success result', () => {
    const named = feed(saltRoad, setup({ experience: "unnamed-success" }), [die(2), card("mirage"), die(9), die(1), die(2)]);
    expect(ofType(named.events, "experience-gained")).toHaveLength(0);
    const unnamed = feed(saltRoad, setup({ experience: "unnamed-success" }), [die(2), card("dry-well"), die(9), die(1)]);
    expect(ofType(unnamed.events, "experience-gained")).toHaveLength(1);
  });
});

describe("WarpQuest core: confrontations", () => {
  const facing = (): State => withParty(withParty(setup({ players: 2 }), 0, { position: 3 }), 1, { position: 7 });

  it("WQ-CONFRONT draws the deciding skill at random from the Skill List", () => {
    const next = saltRoad.next(saltRoad.apply(facing(), die(4)).state);
    expect(next.kind === "chance" && next.outcomes.map((o) => [o.outcome, o.probability])).toEqual(["Scouting", "Fighting", "Lore", "Hardiness"].map((skill) => [{ type: "skill", skill }, 1 / 4]));
  });

  it("WQ-CONFRONT does nothing on a tie", () => {
    const { events, state } = feed(saltRoad, facing(), [die(4), { type: "skill", skill: "Lore" }, die(6), die(6)]);
    expect(ofType(events, "confrontation-resolved")[0]).toMatchObject({ playerTotal: 9, opponentTotal: 9, winner: null });
    expect(state.turn).toBe(1);
    expect(state.parties.map((p) => p.position)).toEqual([7, 7]);
  });

  it("WQ-CONFRONT the loser rolls on the Challenge Loss Table and the winner takes the Objective from the loser", () => {
    const holder: State = { ...withParty(facing(), 1, { position: 7 }), objective: { holder: 1 } };
    const { events, state } = feed(saltRoad, holder, [die(4), { type: "move", direction: "toward-end" }, { type: "skill", skill: "Fighting" }, die(9), die(2), die(3), die(2)]);
    expect(ofType(events, "confrontation-resolved")[0]).toMatchObject({ winner: "p1", rule: "WQ-CONFRONT" });
    expect(ofType(events, "objective-taken")[0]).toMatchObject({ player: "p1", from: "p2" });
    expect(ofType(events, "loss-table")[0]).toMatchObject({ player: "p2", face: 3, result: "back" });
    // The loser no longer holds the Objective: "back" is toward the start again.
    expect(ofType(events, "moved")[1]).toMatchObject({ player: "p2", from: 7, to: 5 });
    expect(state.objective.holder).toBe(0);
  });
});

describe("WarpQuest core: playing without cards", () => {
  it("WQ-NOCARDS-1 the ordered list: roll 1D10 and face the Nth unmarked entry, then mark it", () => {
    const state = saltRoad.apply(setup({ draw: "ordered-list" }), die(2)).state;
    const first = cardsOf(state);
    expect(first.map(([id]) => id)).toEqual(saltRoad.scenario.decks[0]!.cards.slice(0, 10));
    expect(first.every(([, p]) => p === 1 / 10)).toBe(true);
    const next = saltRoad.next(state);
    if (next.kind !== "chance") throw new Error("expected a draw");
    const third = next.outcomes[2]!.outcome;
    expect(third).toEqual({ type: "card", card: "raiders", position: 2 });
    const { state: after } = feed(saltRoad, state, [third]);
    expect(after.decks[0]).toEqual({ out: [2], discard: [] });
    const again = cardsOf({ ...after, step: { kind: "draw", player: 0, deck: 0 } });
    expect(again.map(([id]) => id)).not.toContain("raiders");
    expect(again.map(([id]) => id)[2]).toBe("mirage");
  });

  it("WQ-NOCARDS-2 percentile ranges over the numbered list give each card its share of 1-100", () => {
    const outcomes = cardsOf(saltRoad.apply(setup({ draw: "percentile-list" }), die(2)).state);
    expect(outcomes).toHaveLength(12);
    expect(outcomes[0]![1]).toBeCloseTo(8 / 100);
    expect(outcomes[1]![1]).toBeCloseTo(8 / 100);
    expect(outcomes[2]![1]).toBeCloseTo(9 / 100);
    expect(outcomes.reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(1);
  });

  it("WQ-NOCARDS-3 numbered markers drawn from a cup, returned to it when the card is used", () => {
    const state = saltRoad.apply(setup({ draw: "cup" }), die(2)).state;
    const next = saltRoad.next(state);
    if (next.kind !== "chance") throw new Error("expected a draw");
    expect(next.outcomes[3]).toEqual({ outcome: { type: "card", card: "mirage", marker: 4 }, probability: 1 / 12 });
    const drawn = feed(saltRoad, state, [next.outcomes[3]!.outcome]).state;
    expect(cardsOf({ ...drawn, step: { kind: "draw", player: 0, deck: 0 } }).map(([id]) => id)).not.toContain("mirage");
    const used = feed(saltRoad, drawn, [die(10), die(1), die(1)]).state;
    expect(used.decks[0]).toEqual({ out: [3], discard: [3] });
    expect(cardsOf({ ...used, step: { kind: "draw", player: 0, deck: 0 } }).map(([id]) => id)).not.toContain("mirage");
  });
});

describe("WarpQuest core: edge cases", () => {
  it("WQ-CONFRONT with several opponents on the space, the mover chooses whom to confront", () => {
    const crowd = withParty(withParty(setup({ players: 3 }), 1, { position: 5 }), 2, { position: 5 });
    const landed = saltRoad.apply(crowd, die(4)).state;
    expect(saltRoad.next(landed)).toMatchObject({
      kind: "decision",
      player: "p1",
      actions: [
        { type: "confront", opponent: "p2" },
        { type: "confront", opponent: "p3" },
      ],
    });
    const { events } = feed(saltRoad, landed, [{ type: "confront", opponent: "p3" }]);
    expect(ofType(events, "confrontation")[0]).toMatchObject({ player: "p1", opponent: "p3" });
  });

  it("WQ-CONFRONT never happens on the start or the end space", () => {
    const state = withParty(withParty(setup({ players: 2 }), 0, { position: 27 }), 1, { position: 30 });
    const { events } = feed(saltRoad, state, [die(5)]);
    expect(ofType(events, "confrontation")).toHaveLength(0);
    expect(ofType(events, "objective-taken")[0]).toMatchObject({ player: "p1" });
  });

  it("WQ-OBJECTIVE an eliminated holder drops the Objective back on the end space", () => {
    const holder: State = { ...withParty(setup({ players: 2 }), 0, { units: [2], position: 20 }), objective: { holder: 0 } };
    const { events, state } = feed(saltRoad, holder, [die(2), card("guardian-statue"), die(1), die(10), die(6)]);
    expect(ofType(events, "eliminated")[0]).toMatchObject({ player: "p1" });
    expect(ofType(events, "objective-dropped")[0]).toMatchObject({ player: "p1" });
    expect(state.objective.holder).toBeNull();
    expect(saltRoad.next(state)).toMatchObject({ kind: "chance", purpose: "p2: move roll (1D6)" });
  });

  it('WQ-DECKS an "A" success draws from the Aid deck, and nothing when every aid card is in hands', () => {
    const won = feed(saltRoad, setup(), [die(2), card("raiders"), die(5), die(8), die(1), die(1)]).state;
    expect(saltRoad.next(won)).toMatchObject({ kind: "chance", purpose: "p1: draw from Aid deck" });
    const allHeld = { ...setup(), decks: [...setup().decks.slice(0, 2), { out: [0, 1, 2, 3, 4], discard: [] }] };
    const { state } = feed(saltRoad, allHeld, [die(2), card("raiders"), die(5), die(8), die(1), die(1)]);
    expect(saltRoad.next(state)).toMatchObject({ kind: "chance", purpose: "p1: move roll (1D6)" });
  });

  it("WQ-NOCARDS-1 clears the marks when fewer entries are unmarked than the die has faces", () => {
    const nearlyUsed = {
      ...setup({ draw: "ordered-list" }),
      decks: [
        { out: [0, 1, 2], discard: [] },
        { out: [], discard: [] },
        { out: [], discard: [] },
      ],
    };
    const drawing = saltRoad.apply(nearlyUsed, die(2)).state;
    expect(cardsOf(drawing).map(([id]) => id)[0]).toBe("sandstorm");
    const { events, state } = feed(saltRoad, drawing, [{ type: "card", card: "mirage", position: 3 }]);
    expect(ofType(events, "card-drawn")[0]).toMatchObject({ reshuffled: true });
    expect(state.decks[0]).toEqual({ out: [3], discard: [] });
  });
});
