import { describe, expect, it } from "vitest";
import {
  FOOT_COMBAT_RESULTS,
  JUMP_RESULTS,
  MISSILE_RESULTS,
  MOUNTED_COMBAT_RESULTS,
  narrateSherwood,
  resultGloss,
  sherwood,
  sherwoodActionLabel,
  sherwoodPieceName,
  type SherwoodAction,
  type SherwoodState,
} from "../src/index";
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
    expect(rolled.events.map((e) => narrateSherwood(e).text)).toEqual(["Combat Table (on foot) in column > 41: roll 1: K (killed)", "Hardouin killed"]);
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

  it("names every piece in words: a second and third horse of a kind by their order, a riderless horse by its rider, never by its id", () => {
    expect(sherwoodPieceName("little-john")).toBe("Little John");
    expect(sherwoodPieceName("cavalry-horse")).toBe("the cavalry horse");
    expect(sherwoodPieceName("cavalry-horse-2")).toBe("the second cavalry horse");
    expect(sherwoodPieceName("cavalry-horse-3")).toBe("the third cavalry horse");
    expect(sherwoodPieceName("wolf-2")).toBe("the second wolf");
    expect(sherwoodPieceName("cart-12")).toBe("the cart 12");
    expect(sherwoodPieceName("horse:robin")).toBe("Robin Hood's horse");
    expect(sherwoodPieceName("horse:guy-2")).toBe("Sir Guy of Gisbourne's second horse");
    expect(sherwoodPieceName("no-such-piece")).toBe("no-such-piece");
    // SHW-S.5: the Merry Men's three horses, each by its own name as it is set up, in labels and narration.
    let state = sherwood.setup(sherwood.optionsSchema.parse({ scenario: 5 }));
    const horses = state.waiting.filter((w) => w.animal === "cavalry-horse").map((w) => w.id);
    expect(horses.map((id) => sherwoodPieceName(id))).toEqual(["the cavalry horse", "the second cavalry horse", "the third cavalry horse"]);
    const told: string[] = [];
    for (let step = 0; step < 200 && state.waiting.some((w) => w.animal === "cavalry-horse"); step++) {
      const next = sherwood.next(state);
      if (next.kind !== "decision") break;
      const action = next.actions[0]!;
      const applied = sherwood.apply(state, action);
      if (action.type === "deploy" && horses.includes(action.piece)) told.push(sherwoodActionLabel(action, state), ...applied.events.map((e) => narrateSherwood(e).text));
      state = applied.state;
    }
    expect(told.join("\n")).toMatch(/^set up the second cavalry horse at \d+,\d+ facing [a-z-]+$/m);
    expect(told.join("\n")).toMatch(/^the third cavalry horse is set up at /m);
    expect(told.join("\n")).not.toMatch(/cavalry-horse/);
  });

  it("SHW-6.1 SHW-6.2 every result code of the Combat Tables and the missile damage tables has its meaning; results that are words need none", () => {
    for (const code of [...FOOT_COMBAT_RESULTS, ...MOUNTED_COMBAT_RESULTS, ...MISSILE_RESULTS]) expect(resultGloss(code), code).toMatch(/^[a-z][a-z0-9 ,]+$/);
    expect([resultGloss("K"), resultGloss("W"), resultGloss("S"), resultGloss("R1"), resultGloss("R2")]).toEqual(["killed", "wounded", "stunned", "retreat 1 hex", "retreat 2 hexes"]);
    expect([resultGloss("DS"), resultGloss("DW"), resultGloss("H"), resultGloss("-")]).toEqual(["dismounted and stunned", "dismounted and wounded", "horse killed, rider stunned", "no effect"]);
    expect([resultGloss("AR1"), resultGloss("AS"), resultGloss("AW")]).toEqual(["attackers retreat 1 hex", "attackers stunned", "attackers wounded"]);
    for (const word of [...JUMP_RESULTS, "hit", "miss", "killed", "toString", "constructor", ""]) expect(resultGloss(word), word).toBeUndefined();
    // SHW-3.4: the damage roll's code is told with its meaning; the roll to hit's word as it is.
    expect(narrateSherwood({ type: "roll", roll: "damage", piece: "bero", table: "missile damage table", face: 6, modifiers: [], total: 6, result: "R1", rule: "SHW-3.4" }).text).toBe(
      "missile damage table: roll 6: R1 (retreat 1 hex)",
    );
    expect(narrateSherwood({ type: "roll", roll: "to-hit", piece: "bero", table: "roll to hit, short range", face: 3, modifiers: [], total: 3, result: "hit", rule: "SHW-3.3" }).text).toBe(
      "roll to hit, short range: roll 3: hit",
    );
  });
});
