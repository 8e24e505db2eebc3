import { checkConformance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { invariantProblems, sherwood, sherwoodRules, type SherwoodAction, type SherwoodEvent, type SherwoodState } from "../src/index";
import { die, play, position, skirmish } from "./game-helpers";

const END: SherwoodAction = { type: "end-phase" };
const initiation = (pieces: Parameters<typeof position>[0], extra: Partial<SherwoodState> = {}) => position(pieces, { rules: "initiation", ...extra });

const effects = (events: readonly SherwoodEvent[]) => events.flatMap((e) => (e.type === "effect" ? [`${e.piece} ${e.effect}`] : []));
const steps = (state: SherwoodState, piece: string) => {
  const next = sherwood.next(state);
  return next.kind === "decision" ? next.actions.filter((a) => a.type === "step" && a.piece === piece) : [];
};

describe("the initiation rules (SHW-I.SETUP to SHW-I.HITS)", () => {
  it("SHW-I.SETUP characters of one's choice placed on a map, one per hex, riders on two hexes; the rules an option", () => {
    const options = sherwood.optionsSchema.parse({ ...skirmish(), rules: "initiation" });
    const state = sherwood.setup(options);
    expect(state.rules).toBe("initiation");
    expect(invariantProblems(sherwoodRules, state)).toEqual([]);
    expect(sherwood.setup(skirmish()).rules).toBe("standard");
  });

  it("SHW-I.TURN each side fires, then moves, then attacks, in separate steps", () => {
    const state = sherwood.setup(sherwood.optionsSchema.parse({ ...skirmish(), rules: "initiation" }));
    const phases = play(state, END, END, END)
      .events.filter((e) => e.type === "phase")
      .map((e) => (e.type === "phase" ? `${e.side} ${e.phase}` : ""));
    expect(phases).toEqual(["saxons move", "saxons combat", "normans fire"]);
  });

  it("SHW-I.FIRE one roll: an armoured target is hit on 1-3; an unarmoured one killed on 1, hit on 2-4", () => {
    const armoured = initiation([
      { id: "reynold", camp: "saxons", character: "reynold", at: "3,11" },
      { id: "bero", camp: "normans", character: "bero", at: "3,5" },
    ]);
    const aimed = play(armoured, { type: "shoot", shooter: "reynold", target: "bero" }).state;
    const next = sherwood.next(aimed);
    expect(next.kind === "chance" && [next.detail?.rule, next.detail?.table, next.detail?.subject?.key]).toEqual(["SHW-I.FIRE", "initiationFire", "armoured"]);
    expect([1, 2, 3, 4].map((f) => effects(play(aimed, die(f)).events).join())).toEqual(["bero wounded", "bero wounded", "bero wounded", ""]);
    const unarmoured = initiation(
      [
        { id: "rudolf", camp: "normans", character: "rudolf", at: "3,11" },
        { id: "robin", camp: "saxons", character: "robin", at: "3,5" },
      ],
      { active: 1 },
    );
    const shot = play(unarmoured, { type: "shoot", shooter: "rudolf", target: "robin" }).state;
    expect([1, 2, 4, 5].map((f) => effects(play(shot, die(f)).events).join())).toEqual(["robin killed", "robin wounded", "robin wounded", ""]);
  });

  it("SHW-I.MOVE 1 MP an open hex, 2 a difficult one; no infiltration; no climbing; remount for 2 MP", () => {
    // Wood's Edge: 2,7 clear, 2,6 scrub; Bero next to both 2,8 and 2,7 (no infiltration cost).
    const state = initiation(
      [
        { id: "robin", camp: "saxons", character: "robin", at: "2,8" },
        { id: "bero", camp: "normans", character: "bero", at: "3,7" },
      ],
      { phase: "move" },
    );
    const moved = play(state, { type: "step", piece: "robin", to: { q: 2 - 3, r: 7, level: 0 } });
    expect(moved.events[0]).toMatchObject({ type: "moved", cost: 1 });
    const scrub = play(moved.state, { type: "step", piece: "robin", to: { q: 2 - 3, r: 6, level: 0 } });
    expect(scrub.events[0]).toMatchObject({ type: "moved", cost: 2 });
    const trunk = initiation(
      [
        { id: "robin", camp: "saxons", character: "robin", at: "2,2" },
        { id: "bero", camp: "normans", character: "bero", at: "12,4" },
      ],
      { phase: "move" },
    );
    expect(steps(trunk, "robin").some((a) => a.type === "step" && !("front" in a.to) && a.to.level === 1)).toBe(false);
    expect(sherwoodRules.movementCost("remount")).toBe(2);
  });

  it("SHW-I.ATTACK attackers add their attack values; lower than the defence: hit on 1-2; 10 higher: killed on 1, hit on 2-5; otherwise hit on 1-4", () => {
    const pieces: Parameters<typeof position>[0] = [
      { id: "little-john", camp: "saxons", character: "little-john", at: "2,8" },
      { id: "much", camp: "saxons", character: "much", at: "2,9" },
      { id: "bero", camp: "normans", character: "bero", at: "3,8" },
    ];
    const state = initiation(pieces, { phase: "combat" });
    const alone = play(state, { type: "attack", attackers: ["much"], defender: "bero" });
    expect(alone.events[0]).toMatchObject({ type: "attack", attack: 8, defence: 9, column: "lower", rule: "SHW-I.ATTACK" });
    expect([1, 2, 3].map((f) => effects(play(alone.state, die(f)).events).join())).toEqual(["bero wounded", "bero wounded", ""]);
    const joint = play(state, { type: "attack", attackers: ["little-john", "much"], defender: "bero" });
    expect(joint.events[0]).toMatchObject({ attack: 21, defence: 9, column: "ten-higher" });
    expect([1, 2, 5, 6].map((f) => effects(play(joint.state, die(f)).events).join())).toEqual(["bero killed", "bero wounded", "bero wounded", ""]);
    const even = play(state, { type: "attack", attackers: ["little-john"], defender: "bero" });
    expect(even.events[0]).toMatchObject({ attack: 13, column: "even" });
    expect([4, 5].map((f) => effects(play(even.state, die(f)).events).join())).toEqual(["bero wounded", ""]);
  });

  it("SHW-I.HITS a hit wounds, a wounded character hit again dies, an animal hit is removed", () => {
    const state = initiation(
      [
        { id: "little-john", camp: "saxons", character: "little-john", at: "2,8" },
        { id: "bero", camp: "normans", character: "bero", at: "3,8", state: "wounded" },
        { id: "horse:guy", camp: "normans", animal: "cavalry-horse", at: "1,9", facing: 3 },
      ],
      { phase: "combat" },
    );
    const again = play(state, { type: "attack", attackers: ["little-john"], defender: "bero" }, die(2));
    expect(effects(again.events)).toEqual(["bero killed"]);
    const horse = play(state, { type: "attack", attackers: ["little-john"], defender: "horse:guy" }, die(1));
    expect(effects(horse.events)).toEqual(["horse:guy killed"]);
  });

  it("plays 100 random skirmishes under the initiation rules with the invariants at every step", () => {
    const report = checkConformance(sherwood, {
      games: 100,
      seed: "sherwood-initiation",
      options: sherwood.optionsSchema.parse({ ...skirmish(), rules: "initiation" }),
      maxSteps: 20_000,
      invariants: { "the game's invariants": (s: SherwoodState) => invariantProblems(sherwoodRules, s).length === 0 },
    });
    expect(report.failures.slice(0, 1)).toEqual([]);
  }, 300_000);
});
