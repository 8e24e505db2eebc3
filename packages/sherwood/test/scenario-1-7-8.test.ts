import { hexDistance } from "@tt/hexgrid";
import { describe, expect, it } from "vitest";
import { sherwood, type SherwoodResult, type SherwoodState } from "../src/index";
import { decisionOf, endPhasesUntil, hexOf, man, rollFor, run, scenarioPosition } from "./scenario-helpers";

const resultOf = (state: SherwoodState): SherwoodResult => {
  const next = sherwood.next(state);
  if (next.kind !== "over") throw new Error(`the game is not over: ${next.kind}`);
  return next.result;
};
const at1 = (cr: string) => hexOf(1, "the-inn", cr);

describe("scenario 1, A cheeky Alan a Dale", () => {
  // sides in turn order: the Sheriff's men, then the villagers
  const approach = (guards: boolean) =>
    scenarioPosition(1, [man("alan-a-dale", "villagers", at1("8,7")), man("bero", "sheriffs-men", at1("10,7")), ...(guards ? [man("garulf", "villagers", at1("9,8"))] : [])], {
      phase: "move",
      active: 0,
    });
  const stepBeside = (state: SherwoodState) =>
    decisionOf(state).actions.find((a) => a.type === "step" && a.piece === "bero" && !("front" in a.to) && hexDistance(a.to, at1("8,7")) === 1 && a.to.q === at1("9,7").q && a.to.r === at1("9,7").r)!;

  it("SHW-S.1 a Sheriff's man with no villager beside him steps next to Alan: Alan is captured and the Sheriff's men win at once", () => {
    const start = approach(false);
    const done = run(start, stepBeside(start));
    expect(done.events).toContainEqual(expect.objectContaining({ type: "scenario", what: "captured", piece: "alan-a-dale", camp: "sheriffs-men" }));
    const result = resultOf(done.state);
    expect(result.winners).toEqual(["sheriffs-men"]);
    expect(result.outcome?.level).toBe("victory");
  });

  it("SHW-S.1 with a villager beside him, a Sheriff's man next to Alan captures nobody", () => {
    const start = approach(true);
    const done = run(start, stepBeside(start));
    expect(done.state.fates).toEqual([]);
    expect(sherwood.next(done.state).kind).toBe("decision");
  });

  it("SHW-S.1 a wounded character is removed from the game (no one wants to die for Alan)", () => {
    const start = scenarioPosition(1, [man("alan-a-dale", "villagers", at1("2,12")), man("garulf", "villagers", at1("8,7")), man("bero", "sheriffs-men", at1("9,7"))], { phase: "combat", active: 0 });
    const hit = rollFor(start, { type: "attack", attackers: ["bero"], defender: "garulf" }, (events) => events.some((e) => e.type === "effect" && e.effect === "wounded"));
    expect(hit.state.pieces.some((p) => p.id === "garulf")).toBe(false);
    expect(hit.state.fates).toContainEqual(expect.objectContaining({ piece: "garulf", fate: "removed" }));
    expect(hit.events).toContainEqual(expect.objectContaining({ type: "scenario", what: "removed", piece: "garulf" }));
  });

  it("SHW-S.1 Alan free when the twelve turns are over: the villagers win", () => {
    const start = scenarioPosition(1, [man("alan-a-dale", "villagers", at1("2,12")), man("bero", "sheriffs-men", at1("16,0"))], { turn: 12 });
    const result = resultOf(endPhasesUntil(start, () => false));
    expect(result.winners).toEqual(["villagers"]);
    expect(result.outcome?.text[0]).toMatch(/Otherwise, the villagers win/);
  });
});

describe("scenario 7, The tavern", () => {
  const at7 = (cr: string) => hexOf(7, "the-inn", cr);
  it("SHW-S.7 the Sheriff's henchmen kill Richard: they win at once", () => {
    // Richard (Roger) on foot, beset by four henchmen; the Sheriff's henchmen play first.
    const ring = ["9,7", "8,6", "7,7", "8,8"];
    const henchmen = ["finn", "martin", "walker", "gebbo"];
    const start = scenarioPosition(7, [man("roger", "kings-retinue", at7("8,7"), { state: "wounded" }), ...henchmen.map((id, i) => man(id, "sheriffs-henchmen", at7(ring[i]!)))], {
      phase: "combat",
      active: 0,
    });
    const killed = rollFor(start, { type: "attack", attackers: henchmen, defender: "roger" }, (events) => events.some((e) => e.type === "effect" && e.effect === "killed" && e.piece === "roger"));
    const result = resultOf(killed.state);
    expect(result.winners).toEqual(["sheriffs-henchmen"]);
    expect(result.outcome?.camps).toEqual(["sheriffs-henchmen"]);
  });

  it("SHW-S.7 Richard alive when the turns are over: his supporters (three camps, one player) win", () => {
    const start = scenarioPosition(7, [man("roger", "kings-retinue", at7("8,7")), man("finn", "sheriffs-henchmen", at7("16,0"))], { turn: 12 });
    const result = resultOf(endPhasesUntil(start, () => false));
    expect(result.winners).toEqual(["richards-supporters"]);
    expect(result.outcome?.camps).toEqual(["kings-retinue", "merry-men", "villagers"]);
  });

  it("SHW-S.7 the King's retinue, Robin's men and the villagers are one player and one alliance: none may attack another", () => {
    const start = scenarioPosition(7, [man("roger", "kings-retinue", at7("8,7")), man("robin", "merry-men", at7("9,7")), man("finn", "sheriffs-henchmen", at7("7,7"))], { phase: "combat", active: 1 });
    const decision = decisionOf(start);
    expect(decision.player).toBe("richards-supporters");
    expect(decision.actions.filter((a) => a.type === "attack").map((a) => a.type === "attack" && a.defender)).toEqual(["finn"]);
  });
});

describe("scenario 8, The bait", () => {
  const at8 = (map: string, cr: string) => hexOf(8, map, cr);
  const held = (id: string, camp: string, map: string, cr: string) => man(id, camp, at8(map, cr), { captured: true });
  const captured = (id: string) => ({ piece: id, fate: "captured" as const, by: "sheriffs-henchmen", turn: 3 });
  const guard = man("william", "sheriffs-henchmen", at8("the-inn", "16,13"));

  it("SHW-S.8 Robin and Rebecca both captured: the game ends, a resounding Norman victory", () => {
    const state = scenarioPosition(8, [held("robin", "merry-men", "the-inn", "8,7"), held("rebecca", "convoy", "the-inn", "9,8"), guard], { fates: [captured("robin"), captured("rebecca")] });
    const result = resultOf(state);
    expect(result.winners).toEqual(["normans"]);
    expect(result.outcome?.level).toBe("resounding");
  });

  it("SHW-S.8 only Robin captured at the end: a marginal Norman victory; only Rebecca: a marginal victory for Robin and his men; neither: theirs, resounding", () => {
    const end = (extra: Partial<SherwoodState>, pieces = [guard]) => resultOf(endPhasesUntil(scenarioPosition(8, pieces, { turn: 12, ...extra }), () => false));
    const robinHeld = end({ fates: [captured("robin")] }, [guard, held("robin", "merry-men", "the-inn", "8,7")]);
    expect([robinHeld.winners, robinHeld.outcome?.level]).toEqual([["normans"], "marginal"]);
    const rebeccaHeld = end({ fates: [captured("rebecca")] }, [guard, held("rebecca", "convoy", "the-inn", "8,7")]);
    expect([rebeccaHeld.winners, rebeccaHeld.outcome?.level]).toEqual([["saxons"], "marginal"]);
    const neither = end({}, [guard, man("robin", "merry-men", at8("the-inn", "8,7"))]);
    expect([neither.winners, neither.outcome?.level]).toEqual([["saxons"], "resounding"]);
  });

  it('SHW-S.8 Robin can\'t climb "Up the Tree"', () => {
    const trunk = sherwood.rules.scenario(8).board.tree("O").trunk;
    const start = scenarioPosition(8, [man("robin", "merry-men", trunk), man("little-john", "merry-men", sherwood.rules.scenario(8).board.tree("P").trunk), guard], { phase: "move", active: 3 });
    const climbs = decisionOf(start).actions.filter((a) => a.type === "step" && !("front" in a.to) && a.to.level === 1);
    expect(climbs.some((a) => a.type === "step" && a.piece === "little-john")).toBe(true);
    expect(climbs.some((a) => a.type === "step" && a.piece === "robin")).toBe(false);
  });
});
