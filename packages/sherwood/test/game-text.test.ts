import { describe, expect, it } from "vitest";
import { narrateSherwood, sherwood, sherwoodActionLabel, type SherwoodAction, type SherwoodState } from "../src/index";
import { die, position, skirmish } from "./game-helpers";

describe("the game's own text", () => {
  it("SHW-5.2 the combined attack told as the rulebook tells it: 30 + 28 = 58 against 5, the column and its shifts, the roll and its result", () => {
    const state = position(
      [
        { id: "brian", camp: "normans", character: "brian", at: "4,10", mounted: true, facing: 0 },
        { id: "guy", camp: "normans", character: "guy", at: "5,10", mounted: true, facing: 3 },
        { id: "hardouin", camp: "saxons", character: "hardouin", at: "4,11" },
        { id: "robin", camp: "saxons", character: "robin", at: "15,2" },
      ],
      { active: 1, phase: "combat" },
    );
    const attack: SherwoodAction = { type: "attack", attackers: ["brian", "guy"], defender: "hardouin" };
    expect(sherwoodActionLabel(attack, state)).toBe("Sir Brian de Bois-Guilbert and Sir Guy of Gisbourne attack Hardouin");
    const declared = sherwood.apply(state, attack);
    expect(narrateSherwood(declared.events[0]!).text).toBe(
      "Sir Brian de Bois-Guilbert 30 + Sir Guy of Gisbourne 28 = 58 against Hardouin's 5: column > 41 (attacker on disadvantageous terrain - 1, joint attack + 1)",
    );
    const rolled = sherwood.apply(declared.state, die(1));
    expect(rolled.events.map((e) => narrateSherwood(e).text)).toEqual(["Combat Table (on foot) in column > 41: roll 1: K", "Hardouin killed"]);
  });

  it("every action offered and every event of random games has a label and a sentence", () => {
    let state: SherwoodState = sherwood.setup(skirmish());
    for (let step = 0; step < 400; step++) {
      const next = sherwood.next(state);
      if (next.kind === "over") break;
      let input: SherwoodAction | ReturnType<typeof die>;
      if (next.kind === "decision") {
        for (const a of next.actions) expect(sherwoodActionLabel(a, state).length).toBeGreaterThan(5);
        input = next.actions[(step * 7) % next.actions.length]!;
      } else input = die((step % 10) + 1);
      const applied = sherwood.apply(state, input);
      for (const e of applied.events) expect(narrateSherwood(e).text).not.toMatch(/undefined|NaN|\[object/);
      state = applied.state;
    }
  });
});
