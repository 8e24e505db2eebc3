import { describe, expect, it } from "vitest";
import { sherwood, type SherwoodResult, type SherwoodState } from "../src/index";
import { decisionOf, endPhasesUntil, hexOf, man, rollFor, run, scenarioPosition, scenarioStart, setUp } from "./scenario-helpers";

const resultOf = (state: SherwoodState): SherwoodResult => {
  const next = sherwood.next(state);
  if (next.kind !== "over") throw new Error(`the game is not over: ${next.kind}`);
  return next.result;
};
const strikes = (state: SherwoodState) => decisionOf(state).actions.filter((a) => a.type === "attack" || a.type === "shoot");

describe("scenario 2, The wedding of Alan a Dale", () => {
  const at = (cr: string) => hexOf(2, "foresters-cottage", cr);
  // Alan, Friar Tuck and Mildred in the chapel; Martin away. Sides in turn order: the bishop's retinue, Alan's friends.
  const chapel = (extra: Partial<SherwoodState> = {}) =>
    scenarioPosition(
      2,
      [man("alan-a-dale", "alans-friends", at("8,5")), man("friar-tuck", "alans-friends", at("9,5")), man("mildred", "alans-friends", at("8,6")), man("martin", "bishops-retinue", at("1,12"))],
      {
        turn: 3,
        ...extra,
      },
    );

  it("SHW-S.2 Alan, Mildred and Friar Tuck stay a whole turn in the chapel without moving or fighting: they are married and Alan wins", () => {
    const over = endPhasesUntil(chapel(), () => false);
    const result = resultOf(over);
    expect(result.winners).toEqual(["alans-friends"]);
    expect(over.fates).toContainEqual(expect.objectContaining({ piece: "alan-a-dale", fate: "married" }));
    expect(over.turn).toBe(5); // the vigil began with turn 4 and was kept through it
  });

  it("SHW-S.2 a step in the chapel during that turn breaks the vigil: no marriage at the next turn's start", () => {
    const turn4 = endPhasesUntil(chapel(), (s) => s.turn === 4 && s.sides[s.active] === "alans-friends" && s.phase === "move");
    expect(turn4.vigil).toEqual({ suitor: "alan-a-dale", turn: 4 });
    const stepped = run(turn4, decisionOf(turn4).actions.find((a) => a.type === "step" && a.piece === "friar-tuck" && !("front" in a.to) && a.to.q === at("9,6").q && a.to.r === at("9,6").r)!).state;
    expect(stepped.vigil).toBeNull();
    const turn5 = endPhasesUntil(stepped, (s) => s.turn === 5);
    expect(turn5.fates.some((f) => f.fate === "married")).toBe(false);
    expect(turn5.vigil).toEqual({ suitor: "alan-a-dale", turn: 5 });
  });

  it("SHW-S.2 Mildred goes with the bishop's retinue while one of them stands beside her, and is free again when none does", () => {
    const start = scenarioPosition(2, [man("mildred", "alans-friends", at("4,10")), man("martin", "bishops-retinue", at("6,10")), man("alan-a-dale", "alans-friends", at("14,1"))], {
      phase: "move",
      active: 0,
    });
    const beside = decisionOf(start).actions.find((a) => a.type === "step" && a.piece === "martin" && !("front" in a.to) && a.to.q === at("5,10").q && a.to.r === at("5,10").r)!;
    const held = run(start, beside);
    expect(held.events).toContainEqual(expect.objectContaining({ type: "scenario", what: "control", piece: "mildred", camp: "bishops-retinue" }));
    expect(held.state.pieces.find((p) => p.id === "mildred")?.camp).toBe("bishops-retinue");
  });

  it("SHW-S.2 the side that controls Mildred plays first from turn two", () => {
    const start = scenarioPosition(2, [man("mildred", "alans-friends", at("4,10")), man("martin", "bishops-retinue", at("14,1"))], { turn: 1 });
    expect(start.sides).toEqual(["bishops-retinue", "alans-friends"]);
    const turn2 = endPhasesUntil(start, (s) => s.turn === 2);
    expect(turn2.sides).toEqual(["alans-friends", "bishops-retinue"]);
  });

  it("SHW-S.2 whoever wounds or kills Mildred loses at once; Mildred never attacks", () => {
    const start = scenarioPosition(
      2,
      [man("mildred", "bishops-retinue", at("5,10")), man("martin", "bishops-retinue", at("6,10")), man("little-john", "alans-friends", at("4,10")), man("alan-a-dale", "alans-friends", at("14,1"))],
      { phase: "combat", active: 0 },
    );
    expect(strikes(start).some((a) => a.type === "attack" && a.attackers.includes("mildred"))).toBe(false);
    const alans = endPhasesUntil(start, (s) => s.sides[s.active] === "alans-friends" && s.phase === "combat");
    const hurt = rollFor(alans, { type: "attack", attackers: ["little-john"], defender: "mildred" }, (events) =>
      events.some((e) => e.type === "effect" && e.piece === "mildred" && (e.effect === "wounded" || e.effect === "killed")),
    );
    expect(resultOf(hurt.state).winners).toEqual(["bishops-retinue"]);
  });

  it("SHW-S.2 no one attacks or shoots Waleran until he has attacked", () => {
    const start = scenarioPosition(2, [man("waleran", "bishops-retinue", at("5,10")), man("little-john", "alans-friends", at("4,10")), man("mildred", "alans-friends", at("14,1"))], {
      phase: "combat",
      active: 1,
    });
    expect(strikes(start).some((a) => a.type === "attack" && a.defender === "waleran")).toBe(false);
    const bishops = endPhasesUntil(start, (s) => s.sides[s.active] === "bishops-retinue" && s.phase === "combat");
    const fought = rollFor(bishops, { type: "attack", attackers: ["waleran"], defender: "little-john" }, (events) => events.some((e) => e.type === "roll" && e.result === "-"));
    expect(fought.events).toContainEqual(expect.objectContaining({ type: "scenario", what: "fought", piece: "waleran" }));
    const back = endPhasesUntil(fought.state, (s) => s.sides[s.active] === "alans-friends" && s.phase === "combat");
    expect(strikes(back).some((a) => a.type === "attack" && a.defender === "waleran")).toBe(true);
  });

  it("SHW-S.2 neither suitor married when the turns are over: a minor victory for Alan", () => {
    const result = resultOf(endPhasesUntil(scenarioPosition(2, [man("alan-a-dale", "alans-friends", at("1,12")), man("martin", "bishops-retinue", at("14,1"))], { turn: 12 }), () => false));
    expect([result.winners, result.outcome?.level]).toEqual([["alans-friends"], "minor"]);
  });
});

describe("scenario 3, Saving Rebecca", () => {
  const board = sherwood.rules.scenario(3).board;
  const edge = board.side("the-inn", 3).slice(4, 6);
  const at = (cr: string) => hexOf(3, "the-inn", cr);
  const norman = man("baldric", "normans", at("16,0"));

  it("SHW-S.3 Rebecca and Isaac leave the map: Ivanhoe and his friends win", () => {
    const start = scenarioPosition(3, [man("rebecca", "saxons", edge[0]!), man("isaac", "saxons", edge[1]!), norman], { phase: "move", active: 0 });
    const done = run(start, { type: "leave", piece: "rebecca" }, { type: "leave", piece: "isaac" });
    expect(done.events).toContainEqual(expect.objectContaining({ type: "left-map", piece: "isaac" }));
    expect(resultOf(done.state).winners).toEqual(["saxons"]);
  });

  it("SHW-S.3 only Rebecca has left when the turns are over: a minor Saxon victory; neither: the Normans win", () => {
    const onlyRebecca = run(scenarioPosition(3, [man("rebecca", "saxons", edge[0]!), man("isaac", "saxons", at("8,7")), norman], { phase: "move", active: 0, turn: 12 }), {
      type: "leave",
      piece: "rebecca",
    }).state;
    expect(resultOf(endPhasesUntil(onlyRebecca, () => false)).outcome?.level).toBe("minor");
    const neither = resultOf(endPhasesUntil(scenarioPosition(3, [man("rebecca", "saxons", at("8,7")), norman], { turn: 12 }), () => false));
    expect(neither.winners).toEqual(["normans"]);
  });

  it("SHW-S.3 the Normans kill Isaac: a draw at once; they kill Rebecca: they lose", () => {
    const ring = ["9,7", "8,6", "7,7"].map(at);
    const normans = ["odric", "folmar", "wilbrand"];
    const beset = (victim: string) =>
      scenarioPosition(3, [man(victim, "saxons", at("8,7"), { state: "wounded" }), ...normans.map((id, i) => man(id, "normans", ring[i]!))], { phase: "combat", active: 1 });
    const isaac = rollFor(beset("isaac"), { type: "attack", attackers: normans, defender: "isaac" }, (events) => events.some((e) => e.type === "effect" && e.effect === "killed"));
    expect([resultOf(isaac.state).winners, resultOf(isaac.state).outcome?.level]).toEqual([[], "draw"]);
    const rebecca = rollFor(beset("rebecca"), { type: "attack", attackers: normans, defender: "rebecca" }, (events) => events.some((e) => e.type === "effect" && e.effect === "killed"));
    expect(resultOf(rebecca.state).winners).toEqual(["saxons"]);
  });

  it("SHW-S.3 neither Rebecca nor Isaac attacks the Normans", () => {
    const start = scenarioPosition(3, [man("rebecca", "saxons", at("8,7")), man("isaac", "saxons", at("9,8")), man("odric", "normans", at("9,7"))], { phase: "combat", active: 0 });
    expect(strikes(start)).toEqual([]);
  });

  it("SHW-S.3 set-up: four Normans of the player's choice in the buildings but the warehouse, the rest on the Inn and Cottage maps, the Saxons off the map", () => {
    let s = scenarioStart(3);
    expect(decisionOf(s).actions.every((a) => a.type === "deploy" && ["rebecca", "isaac"].includes(a.piece) && board.info("front" in a.to ? a.to.front : a.to)?.building === "warehouse")).toBe(true);
    s = run(s, decisionOf(s).actions[0]!).state;
    s = run(s, decisionOf(s).actions[0]!).state;
    const four = decisionOf(s);
    expect(new Set(four.actions.map((a) => a.type === "deploy" && a.piece)).size).toBe(10);
    expect(four.actions.every((a) => a.type === "deploy" && !("front" in a.to) && board.info(a.to)?.building !== null && board.info(a.to)?.building !== "warehouse")).toBe(true);
    const done = setUp(s);
    expect(done.pieces.filter((p) => p.camp === "normans" && board.info(p.at)?.building !== null).length).toBeGreaterThanOrEqual(4);
    expect(done.waiting.map((w) => w.camp)).toEqual(Array(9).fill("saxons"));
  });
});
