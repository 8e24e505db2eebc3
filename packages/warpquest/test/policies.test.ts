import { expectimaxPolicy, runGame, seededChance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { checkOdds, evaluation, heuristicPolicy, saltRoad, sharpe, type Action } from "../src/index";
import { card, die, feed, sharpeAfterCreation, withParty } from "./helpers";

describe("bots", () => {
  it("checkOdds counts the challenge rolls that lose to the skill total", () => {
    expect(checkOdds(7, 1)).toBe(0.6);
    expect(checkOdds(2, 3)).toBe(0);
    expect(checkOdds(15, 0)).toBe(1);
  });

  it("the heuristic discards the cheapest aid that turns a likely loss into a likely win, and keeps aids otherwise", () => {
    const hand = withParty(sharpeAfterCreation(), 0, { hand: ["chosen-men", "british-regulars"] });
    const policy = heuristicPolicy(sharpe);
    const decide = (roll: number): Action => {
      const state = feed(sharpe, hand, [die(3), card("duel-with-pistols"), die(roll)]).state;
      const next = sharpe.next(state);
      if (next.kind !== "decision") throw new Error("expected the aid decision");
      return policy(next, state);
    };
    expect(decide(1)).toEqual({ type: "play-aid", card: "british-regulars" }); // 1+2 = 3 -> 30%; +2 -> 50%
    expect(decide(3)).toEqual({ type: "roll-challenge" }); // 3+2 = 5 -> 50% already
  });

  it("the heuristic and an expectimax bot with the package's evaluation play whole games", () => {
    const heuristic = runGame(saltRoad, { players: 2 }, { policies: heuristicPolicy(saltRoad), chance: seededChance(5) });
    expect(heuristic.state.step.kind).toBe("over");
    const expecti = runGame(sharpe, { campaigns: 1 }, { policies: expectimaxPolicy(sharpe, { evaluate: evaluation(sharpe), depth: 1 }), chance: seededChance(5) });
    expect(expecti.result.officers).toHaveLength(1);
    const evaluate = evaluation(sharpe);
    const healthy = sharpeAfterCreation();
    expect(evaluate(healthy, "p1")).toBeGreaterThan(evaluate(withParty(healthy, 0, { endurance: 2 }), "p1"));
    expect(evaluate(withParty(healthy, 0, { status: "killed" }), "p1")).toBe(0);
  });

  it("WQ-AID view hides the other players' hands, showing only their size, and the decks' draw piles", () => {
    const state = withParty(sharpeAfterCreation({ players: 2 }), 1, { hand: ["heroics"] });
    const seen = sharpe.view(state, "p1");
    expect(seen.parties[1]).toMatchObject({ hand: [], handSize: 1 });
    expect(JSON.stringify(seen)).not.toContain("heroics");
    expect(seen.decks[0]).toEqual({ drawPile: sharpe.deckContents(state, 0).drawPile.length, discard: [] });
    expect(JSON.stringify(seen.decks)).not.toContain("out");
    expect(sharpe.view(state, "p2").parties[1]).toMatchObject({ hand: ["heroics"], handSize: 1 });
  });
});

describe("front-end helpers", () => {
  it("WQ-DRAW deckContents shows the draw pile and the discard pile", () => {
    const { state } = feed(sharpe, sharpeAfterCreation(), [die(3), card("lead-column"), die(9), die(1)]);
    const contents = sharpe.deckContents(state, 0);
    expect(contents.drawPile).toHaveLength(38);
    expect(contents.drawPile).not.toContain("lead-column");
    expect(contents.discard).toEqual(["lead-column"]);
  });
});
