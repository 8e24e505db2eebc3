import { describe, expect, it } from "vitest";
import { SHARPE_DATA, loadScenario, sharpe, type ChallengeCard, type AidCard } from "../src/index";
import { EVEN_ATTRIBUTES, card, die, feed, ofType, sharpeAfterCreation, withParty } from "./helpers";

describe("Sharpe: officers", () => {
  it("SHP-OFFICER creates a Sergeant with 10 Endurance and 12 Attribute Table rolls, each a chance step", () => {
    let state = sharpe.setup(sharpe.parseOptions({}));
    expect(state.parties[0]).toMatchObject({ endurance: 10, maxEndurance: 10, rank: 0 });
    for (let roll = 0; roll < 12; roll++) {
      const next = sharpe.next(state);
      expect(next.kind).toBe("chance");
      if (next.kind !== "chance") return;
      expect(next.outcomes.map((o) => o.probability)).toEqual(Array(6).fill(1 / 6));
      state = sharpe.apply(state, die(1)).state;
    }
    expect(state.parties[0]).toMatchObject({ endurance: 22, maxEndurance: 22 });
    expect(sharpe.next(state)).toMatchObject({ kind: "chance", purpose: "p1: move roll (1D6)" });
  });

  it("SHP-ATTR maps the Attribute Table faces 1-6 to Endurance, Brawling, Shooting, Tactics, Intelligence, Leadership, +1 each", () => {
    const { events, state } = feed(sharpe, sharpe.setup(sharpe.parseOptions({})), [1, 2, 3, 4, 5, 6, 6, 6, 2, 3, 4, 5].map(die));
    expect(
      ofType(events, "attribute-rolled")
        .slice(0, 6)
        .map((e) => e.attribute),
    ).toEqual(["Endurance", "Brawling", "Shooting", "Tactics", "Intelligence", "Leadership"]);
    expect(state.parties[0]!.skills).toEqual({ Brawling: 2, Shooting: 2, Tactics: 2, Intelligence: 2, Leadership: 3 });
    expect(state.parties[0]!.maxEndurance).toBe(11);
  });
});

describe("Sharpe: the track", () => {
  it("SHP-BOARD has one module: every space from 2 to 29 draws from the Challenge Deck, and there is no Artifact", () => {
    expect(sharpe.scenario.moduleBySpace.slice(2, 30).every((m) => m === 0)).toBe(true);
    expect(sharpe.scenario.decks[0]!.name).toBe("Challenge Deck");
    expect(sharpe.scenario.data.objective).toBe(false);
    for (const position of [1, 14, 23]) {
      const state = withParty(sharpeAfterCreation(), 0, { position });
      const next = sharpe.next(sharpe.apply(state, die(6)).state);
      expect(next).toMatchObject({ kind: "chance", purpose: "p1: draw from Challenge Deck" });
    }
  });

  it("SHP-BOARD reaching the end promotes the officer (one promotion = one campaign)", () => {
    const state = withParty(sharpeAfterCreation({ campaigns: 1 }), 0, { position: 27 });
    const { state: after, events } = feed(sharpe, state, [die(5)]);
    expect(ofType(events, "moved")[0]).toMatchObject({ from: 27, to: 30 });
    expect(ofType(events, "promoted")[0]).toMatchObject({ player: "p1", rank: "Lieutenant" });
    expect(sharpe.next(after)).toEqual({ kind: "over", result: { winner: "p1", officers: [{ player: "p1", rank: "Lieutenant", promotions: 1, alive: true }] } });
  });
});

describe("Sharpe: cards", () => {
  const scenario = loadScenario(SHARPE_DATA);
  it("SHP-DECK lists the Challenge Deck: 23 challenges and 16 aid cards as printed", () => {
    const deck = scenario.decks[0]!.cards.map((id) => scenario.cards[id]!);
    expect(deck.filter((c) => c.kind === "challenge")).toHaveLength(23);
    expect(deck.filter((c) => c.kind === "aid")).toHaveLength(16);
    expect(scenario.cards["hold-town"]).toMatchObject({ category: "Battle", difficulty: 3, fail: "R", success: "V", checks: [["Tactics"], ["Shooting"]] });
    expect(scenario.cards["defend-ladys-honor"]).toMatchObject({ category: "Camp", difficulty: 0, fail: "R", success: "-", checks: [["Brawling", "Leadership"]] });
    expect(scenario.cards["spanish-partisans"]).toMatchObject({ bonus: 1, skills: ["Tactics", "Brawling", "Shooting"], categories: [] });
    expect(scenario.cards["friends-in-high-places"]).toMatchObject({ bonus: 3, skills: [], categories: ["HQ"] });
    expect((scenario.cards["mend-wounds"] as AidCard).heal).toBe(true);
    const next = sharpe.next(sharpe.apply(sharpeAfterCreation(), die(3)).state);
    expect(next.kind === "chance" && next.outcomes.length).toBe(39);
  });

  it("SHP-ROTATION lists the Rotation cards (33 challenges, 12 aids) and deckChanges swaps them into the deck", () => {
    const rotation = scenario.data.rotation.map((id) => scenario.cards[id]!);
    expect(rotation.filter((c) => c.kind === "challenge")).toHaveLength(33);
    expect(rotation.filter((c) => c.kind === "aid")).toHaveLength(12);
    expect(scenario.cards["bet-of-honor"]).toMatchObject({ checks: [["Shooting"], ["Shooting"]], success: "V", fail: "-" });
    expect(scenario.cards["95th-rifles"]).toMatchObject({ bonus: 2, skills: ["Shooting"], categories: ["Patrol"] });
    const swapped = sharpeAfterCreation({ deckChanges: [{ remove: ["hold-town", "heroics"], add: ["sword-fight", "sword-fight", "disguise"] }] });
    const next = sharpe.next(sharpe.apply(swapped, die(3)).state);
    if (next.kind !== "chance") throw new Error("expected a draw");
    const cards = next.outcomes.map((o) => (o.outcome.type === "card" ? o.outcome.card : ""));
    expect(cards).not.toContain("hold-town");
    expect(cards).not.toContain("heroics");
    expect(next.outcomes.find((o) => o.outcome.type === "card" && o.outcome.card === "sword-fight")!.probability).toBeCloseTo(2 / 40);
    // A rotation card drawn and resolved goes to the Challenge Deck's discard pile.
    const { events } = feed(sharpe, sharpe.apply(swapped, die(3)).state, [card("sword-fight"), die(10), die(1), die(10), die(1)]);
    expect(ofType(events, "card-discarded")[0]).toMatchObject({ card: "sword-fight", deck: "Challenge Deck" });
  });

  it('SHP-CHALLENGE lets the player choose the skill of an "or" card', () => {
    const state = feed(sharpe, sharpeAfterCreation(), [die(3), card("defend-ladys-honor")]).state;
    const next = sharpe.next(state);
    expect(next).toMatchObject({
      kind: "decision",
      actions: [
        { type: "choose-skill", skill: "Brawling" },
        { type: "choose-skill", skill: "Leadership" },
      ],
    });
    const { events } = feed(sharpe, state, [{ type: "choose-skill", skill: "Leadership" }, die(5), die(5)]);
    expect(ofType(events, "check")[0]).toMatchObject({ skill: "Leadership", skillTotal: 7, won: true });
  });

  it('SHP-CHALLENGE needs both skills of a "+" card and two checks of an "x2" card', () => {
    const plus = feed(sharpe, sharpeAfterCreation(), [die(3), card("hold-town"), die(8), die(7), die(8), die(6)]);
    expect(ofType(plus.events, "check").map((e) => [e.skill, e.won])).toEqual([
      ["Tactics", true],
      ["Shooting", true],
    ]);
    const rotation = sharpeAfterCreation({ deckChanges: [{ add: ["bet-of-honor"] }] });
    const twice = feed(sharpe, rotation, [die(3), card("bet-of-honor"), die(5), die(2), die(1), die(10)]);
    expect(ofType(twice.events, "check").map((e) => [e.skill, e.check, e.won])).toEqual([
      ["Shooting", 1, true],
      ["Shooting", 2, false],
    ]);
    expect(ofType(twice.events, "challenge-resolved")[0]).toMatchObject({ won: false });
  });

  it("SHP-CHALLENGE going back or ahead because of a card draws no new card", () => {
    // Rally Troops: success V. Lost: R.
    const won = feed(sharpe, sharpeAfterCreation(), [die(3), card("rally-troops"), die(9), die(1), die(4)]);
    expect(ofType(won.events, "moved")[1]).toMatchObject({ from: 4, to: 8, cause: "victory" });
    expect(ofType(won.events, "card-drawn")).toHaveLength(1);
    expect(won.state.parties[0]!.position).toBe(8);
    expect(sharpe.next(won.state)).toMatchObject({ kind: "chance", purpose: "p1: move roll (1D6)" });
    const lost = feed(sharpe, sharpeAfterCreation(), [die(3), card("rally-troops"), die(1), die(9), die(2)]);
    expect(ofType(lost.events, "moved")[1]).toMatchObject({ from: 4, to: 2, cause: "retreat" });
    expect(sharpe.next(lost.state)).toMatchObject({ kind: "chance", purpose: "p1: move roll (1D6)" });
  });
});

describe("Sharpe: results", () => {
  it("SHP-RESULTS W loses 1D6 Endurance, R goes back 1D6, V goes ahead 1D6", () => {
    const start = withParty(sharpeAfterCreation(), 0, { position: 10 });
    const wound = feed(sharpe, start, [die(2), card("duel-with-pistols"), die(1), die(9), die(4)]);
    expect(ofType(wound.events, "wounded")[0]).toMatchObject({ amount: 4, endurance: 8, rule: "SHP-WOUND" });
    const retreat = feed(sharpe, start, [die(2), card("face-inquiry"), die(1), die(9), die(5)]);
    expect(ofType(retreat.events, "moved")[1]).toMatchObject({ from: 12, to: 7, cause: "retreat", direction: "toward-start" });
    const victory = feed(sharpe, start, [die(2), card("intrigues"), die(9), die(1), die(6)]);
    expect(ofType(victory.events, "moved")[1]).toMatchObject({ from: 12, to: 18, cause: "victory", direction: "toward-end" });
  });

  it("SHP-RESULTS Heal regains 1D6 lost Endurance, never above the maximum", () => {
    // The turn starts with a Heal card in hand and Endurance lost: the player may heal first.
    const hurt = { ...withParty(sharpeAfterCreation(), 0, { endurance: 9, hand: ["mend-wounds"] }), step: { kind: "turn" as const, player: 0 } };
    expect(sharpe.next(hurt)).toMatchObject({ kind: "decision", actions: [{ type: "roll-move" }, { type: "heal", card: "mend-wounds" }] });
    const { state, events } = feed(sharpe, hurt, [{ type: "heal", card: "mend-wounds" }, die(5)]);
    expect(ofType(events, "healed")[0]).toMatchObject({ amount: 3, endurance: 12 });
    expect(state.parties[0]!.hand).toEqual([]);
    expect(sharpe.next(state)).toMatchObject({ kind: "chance", purpose: "p1: move roll (1D6)" });
    // Played naturally: a wound this turn, a Heal card in hand, so the next turn offers it.
    const natural = feed(sharpe, withParty(sharpeAfterCreation(), 0, { hand: ["mend-wounds"] }), [die(2), card("duel-with-pistols"), die(1), die(9), die(4)]);
    expect(sharpe.next(natural.state)).toMatchObject({ kind: "decision", actions: [{ type: "roll-move" }, { type: "heal", card: "mend-wounds" }] });
  });

  it("SHP-WOUND kills an officer reduced to zero or less Endurance", () => {
    const frail = withParty(sharpeAfterCreation(), 0, { endurance: 3 });
    const { state, events } = feed(sharpe, frail, [die(2), card("avoid-chasseurs"), die(1), die(10), die(3)]);
    expect(ofType(events, "wounded")[0]).toMatchObject({ endurance: 0 });
    expect(ofType(events, "killed")).toHaveLength(1);
    expect(sharpe.next(state)).toEqual({ kind: "over", result: { winner: null, officers: [{ player: "p1", rank: "Sergeant", promotions: 0, alive: false }] } });
  });

  it("SHP-AID adds aid cards to named skills or to challenges of a named category, and Heal is never a skill bonus", () => {
    const hand = withParty(sharpeAfterCreation(), 0, { hand: ["chosen-men", "courage", "friend-in-need", "mend-wounds", "heroics"] });
    const state = feed(sharpe, hand, [die(3), card("drive-off-cavalry"), die(2)]).state;
    const next = sharpe.next(state);
    expect(next.kind === "decision" && next.actions).toEqual([{ type: "play-aid", card: "chosen-men" }, { type: "play-aid", card: "courage" }, { type: "roll-challenge" }]);
    const { events } = feed(sharpe, state, [{ type: "play-aid", card: "chosen-men" }, { type: "play-aid", card: "courage" }, die(9)]);
    expect(ofType(events, "check")[0]).toMatchObject({
      skillRoll: 2,
      skillModifiers: [
        { label: "Shooting bonus", value: 2 },
        { label: "aid: Chosen Men", value: 3 },
        { label: "aid: Courage", value: 3 },
      ],
      skillTotal: 10,
      challengeTotal: 9,
      won: true,
    });
  });
});

describe("Sharpe: confrontations and campaigns", () => {
  it("SHP-CONFRONT draws one of the five skills (Endurance rerolled), both roll, the lower moves back 1D6", () => {
    let state = sharpeAfterCreation({ players: 2 });
    state = withParty(withParty(state, 0, { position: 5 }), 1, { position: 9 });
    const landed = feed(sharpe, state, [die(4)]).state;
    const next = sharpe.next(landed);
    if (next.kind !== "chance") throw new Error("expected the skill draw");
    expect(next.outcomes.map((o) => (o.outcome.type === "skill" ? o.outcome.skill : ""))).toEqual(["Brawling", "Shooting", "Tactics", "Intelligence", "Leadership"]);
    expect(next.outcomes.every((o) => o.probability === 1 / 5)).toBe(true);
    const { events, state: after } = feed(sharpe, landed, [{ type: "skill", skill: "Tactics" }, die(3), die(7), die(2)]);
    expect(ofType(events, "confrontation-resolved")[0]).toMatchObject({ playerTotal: 5, opponentTotal: 9, winner: "p2", rule: "SHP-CONFRONT" });
    expect(ofType(events, "moved")[0]).toMatchObject({ player: "p1", from: 9, to: 7, cause: "confrontation" });
    expect(ofType(events, "card-drawn")).toHaveLength(0);
    expect(after.turn).toBe(1);
  });

  it("SHP-CAMPAIGN promotes Sergeant, Lieutenant, Captain, Major; heals wounds between campaigns; gives 2 Attribute rolls", () => {
    let state = withParty(sharpeAfterCreation(), 0, { position: 29, endurance: 4 });
    const ranks: string[] = [];
    for (let campaign = 0; campaign < 3; campaign++) {
      const { state: after, events } = feed(sharpe, state, [die(1)]);
      ranks.push(ofType(events, "promoted")[0]!.rank);
      state = after;
      if (campaign < 2) {
        expect(state.parties[0]).toMatchObject({ position: 1, endurance: state.parties[0]!.maxEndurance });
        state = feed(sharpe, state, [die(2), die(2)]).state;
        expect(state.parties[0]!.skills["Brawling"]).toBe(2 + 2 * (campaign + 1));
        state = withParty(state, 0, { position: 29 });
      }
    }
    expect(ranks).toEqual(["Lieutenant", "Captain", "Major"]);
    expect(sharpe.next(state)).toMatchObject({ kind: "over", result: { winner: "p1", officers: [{ rank: "Major", promotions: 3, alive: true }] } });
  });

  it('SHP-CAMPAIGN with campaignEnd "first" ends every officer\'s campaign when one is promoted', () => {
    let state = sharpeAfterCreation({ players: 2, campaignEnd: "first" });
    state = withParty(withParty(state, 0, { position: 28 }), 1, { position: 12, endurance: 5 });
    const { state: after } = feed(sharpe, state, [die(6)]);
    expect(after.parties[1]).toMatchObject({ position: 1, endurance: 12, rank: 0 });
    expect(after.parties[0]).toMatchObject({ position: 1, rank: 1 });
  });

  it("SHP-OFFICER the attribute faces used by the other tests give Endurance 12 and every skill 2", () => {
    const state = sharpeAfterCreation({}, EVEN_ATTRIBUTES);
    expect(state.parties[0]).toMatchObject({ endurance: 12, skills: { Brawling: 2, Shooting: 2, Tactics: 2, Intelligence: 2, Leadership: 2 } });
    expect((sharpe.scenario.cards["hold-town"] as ChallengeCard).difficulty).toBe(3);
  });
});
