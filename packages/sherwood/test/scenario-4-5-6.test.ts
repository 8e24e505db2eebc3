import { hexDistance } from "@tt/hexgrid";
import { describe, expect, it } from "vitest";
import { invariantProblems, sherwood, sherwoodRules, type SherwoodResult, type SherwoodState } from "../src/index";
import { die } from "./game-helpers";
import { decisionOf, endPhasesUntil, hexOf, man, rollFor, run, scenarioPosition, scenarioStart, setUp } from "./scenario-helpers";

const resultOf = (state: SherwoodState): SherwoodResult => {
  const next = sherwood.next(state);
  if (next.kind !== "over") throw new Error(`the game is not over: ${next.kind}`);
  return next.result;
};
const fate = (piece: string, f: "killed" | "captured", by: string) => ({ piece, fate: f, by, turn: 5 });

describe("scenario 4, The ambush", () => {
  const at = (cr: string) => hexOf(4, "the-inn", cr);
  const endOf = (players: 2 | 4, fates: SherwoodState["fates"], pieces = [man("hardouin", "villagers", at("2,12"))]) =>
    resultOf(endPhasesUntil(scenarioPosition(4, pieces, { turn: 12, fates }, { players }), () => false));

  it("SHW-S.4 two players: the Normans on one side (Waleran and William), the Saxons on the other (Robin and the villagers)", () => {
    const start = scenarioStart(4, { players: 2 });
    expect(start.controllers).toEqual({ waleran: "normans", william: "normans", "merry-men": "saxons", villagers: "saxons" });
    expect(start.sides).toEqual(["waleran", "merry-men", "william", "villagers"]);
    expect(decisionOf(start).player).toBe("saxons"); // the villagers are placed first
  });

  it("SHW-S.4 two players: Robin killed and Waleran free: the Normans win (minor while the treasure is in no one's hands); both taken: a draw", () => {
    const robin = endOf(2, [fate("robin", "killed", "william")], [man("waleran", "waleran", at("2,12"), { alliance: "normans" })]);
    expect([robin.winners, robin.outcome?.level]).toEqual([["normans"], "minor"]);
    const both = endOf(2, [fate("robin", "killed", "william"), fate("waleran", "killed", "merry-men")]);
    expect([both.winners, both.outcome?.level]).toEqual([[], "draw"]);
  });

  it("SHW-S.4 four players: several winners or none (the peasants take Waleran and William's men Robin)", () => {
    const both = endOf(4, [fate("robin", "killed", "william"), fate("waleran", "captured", "villagers")]);
    expect([...both.winners].sort()).toEqual(["villagers", "william"]);
    const none = endOf(4, []);
    expect(none.winners).toEqual([]);
  });

  it("SHW-S.4 a Saxon can never attack a Saxon and a Norman never a Norman, even in the four-player game", () => {
    const start = scenarioPosition(
      4,
      [man("hardouin", "villagers", at("8,7")), man("robin", "merry-men", at("9,7")), man("martin", "waleran", at("7,7")), man("bero", "william", at("8,6"))],
      { phase: "combat", active: 3 },
      { players: 4 },
    );
    const attacks = decisionOf(start).actions.filter((a) => a.type === "attack");
    expect(attacks.every((a) => a.type === "attack" && ["martin", "bero"].includes(a.defender))).toBe(true);
    expect(attacks.length).toBeGreaterThan(0);
  });

  it("SHW-S.4 Robin and his men hide in trees only, and the options add Roger, Emeric, a wolf and Robin's horse", () => {
    const start = scenarioStart(4, { players: 4, choices: ["roger-for-william", "emeric-for-waleran", "wolf-for-the-villagers", "robin-on-horseback"] });
    expect(start.hidden.every((h) => h.where === "trees")).toBe(true);
    expect(start.hidden.map((h) => h.id)).not.toContain("robin");
    expect(start.waiting.find((w) => w.id === "robin")?.mounted).toBe(true);
    expect(start.waiting.map((w) => w.id)).toEqual(expect.arrayContaining(["roger", "emeric", "wolf"]));
    expect(() => scenarioStart(4, { choices: ["no-such-option"] })).toThrow(/has no option/);
    expect(() => scenarioStart(4, { players: 3 })).toThrow(/2 or 4 players/);
  });
});

describe("scenario 5, Meeting in the woods", () => {
  const at = (cr: string) => hexOf(5, "woods-edge", cr);
  const board = sherwood.rules.scenario(5).board;

  it("SHW-S.5 set-up: Robin and Marian in the cottage, Will on the courtyard's entrance, the three horses outside beside its walls, the Merry Men hidden in trees", () => {
    const done = setUp(scenarioStart(5));
    const where = (id: string) => board.info(done.pieces.find((p) => p.id === id)!.at)!;
    expect([where("robin").building, where("marian").building]).toEqual(["cottage", "cottage"]);
    expect(where("will-scarlett").courtyardEntrance).toBe(true);
    const horses = done.pieces.filter((p) => p.animal === "cavalry-horse");
    expect(horses).toHaveLength(3);
    for (const h of horses) expect(board.info(h.at)?.building === null && board.info(h.at)?.courtyard === null).toBe(true);
    expect(done.hidden.every((h) => h.hideout?.startsWith("tree:"))).toBe(true);
    expect(done.waiting.every((w) => w.camp === "normans")).toBe(true);
  });

  it("SHW-S.5 the Normans kill Robin: they win at once; they capture Marian: a draw; else Robin wins", () => {
    const ring = ["4,12", "6,12", "4,11", "5,11"].map(at);
    const knights = ["guy", "brian", "roger", "william"];
    const start = scenarioPosition(5, [man("robin", "merry-men", at("5,12"), { state: "wounded" }), ...knights.map((id, i) => man(id, "normans", ring[i]!))], { phase: "combat", active: 0 });
    // Four knights on a wounded Robin backed against the map's edge: more than 40 over his defence, he surrenders (SHW-6.6).
    const taken = run(start, { type: "attack", attackers: knights, defender: "robin" });
    expect(taken.state.fates).toContainEqual(expect.objectContaining({ piece: "robin", fate: "captured", by: "normans" }));
    expect(resultOf(taken.state).winners).toEqual(["normans"]);
    const marian = resultOf(scenarioPosition(5, [man("marian", "merry-men", at("8,7"), { captured: true }), man("guy", "normans", at("9,7"))], { fates: [fate("marian", "captured", "normans")] }));
    expect([marian.winners, marian.outcome?.level]).toEqual([[], "draw"]);
    const free = resultOf(endPhasesUntil(scenarioPosition(5, [man("robin", "merry-men", at("2,12")), man("guy", "normans", at("16,0"))], { turn: 15 }), () => false));
    expect(free.winners).toEqual(["merry-men"]);
  });
});

describe("scenario 6, The wolf leader", () => {
  const at = (cr: string) => hexOf(6, "woods-edge", cr);
  const camp = [man("much", "bandits", at("2,12")), man("reynold", "villagers", at("16,0"))];

  it("SHW-S.6 initiative is rolled at the start of each turn: 1-5 the bandits play first, 6-10 the villagers", () => {
    const start = scenarioStart(6);
    const next = sherwood.next(start);
    expect(next.kind === "chance" && next.detail?.ask).toBe("initiative");
    const villagersFirst = setUp(run(start, die(7)).state);
    expect(villagersFirst.sides).toEqual(["villagers", "bandits"]);
    const turn2 = endPhasesUntil(villagersFirst, (s) => s.turn === 2);
    expect(sherwood.next(turn2).kind).toBe("chance");
    expect(run(turn2, die(3)).state.sides).toEqual(["bandits", "villagers"]);
  });

  it("SHW-S.6 Hardouin the wolf leader has ten movement points", () => {
    // Along the clear bottom row, one hex a step at 1 MP: a peasant (4 MP) stops after four, the wolf leader goes on.
    let s = scenarioPosition(6, [man("hardouin", "bandits", at("1,13")), ...camp.map((p, i) => ({ ...p, at: at(i === 0 ? "1,11" : "16,0") }))], {
      phase: "move",
      active: 0,
      sides: ["bandits", "villagers"],
    });
    for (let k = 1; k <= 10; k++) {
      const step = decisionOf(s).actions.find((a) => a.type === "step" && a.piece === "hardouin" && !("front" in a.to) && hexDistance(a.to, at("1,13")) === k && a.to.r === at("1,13").r);
      expect(step, `step ${k}`).toBeDefined();
      s = run(s, step!).state;
    }
    expect(s.moving).toEqual({ piece: "hardouin", spent: 10 });
  });

  it("SHW-S.6 the villagers win by killing Much, both wolves or the wolf leader; the bandits by killing or wounding every villager", () => {
    const muchDead = resultOf(scenarioPosition(6, camp.slice(1), { fates: [fate("much", "killed", "villagers")], fallen: [camp[0]!] }));
    expect(muchDead.winners).toEqual(["villagers"]);
    const wolves = resultOf(
      scenarioPosition(6, camp, {
        fallen: [
          { id: "wolf", camp: "bandits", animal: "wolf", at: at("1,1") },
          { id: "wolf-2", camp: "bandits", animal: "wolf", at: at("1,2") },
        ],
      }),
    );
    expect(wolves.winners).toEqual(["villagers"]);
    const beaten = resultOf(scenarioPosition(6, [camp[0]!, man("reynold", "villagers", at("16,0"), { state: "wounded" })]));
    expect(beaten.winners).toEqual(["bandits"]);
  });
});

describe("the scenarios' options", () => {
  const at6 = (cr: string) => hexOf(6, "woods-edge", cr);
  it("SHW-S.6 with the blinding option, the wolf leader blinds a villager four hexes away or less instead of attacking: under 5 on a d10, and the target cannot act for his side's next two turns", () => {
    const pieces = [man("hardouin", "bandits", at6("2,12")), man("much", "bandits", at6("16,0")), man("reynold", "villagers", at6("6,12")), man("simon", "villagers", at6("9,12"))];
    const start = scenarioPosition(6, pieces, { phase: "combat", active: 0, sides: ["bandits", "villagers"] }, { choices: ["blinding"] });
    const blinds = decisionOf(start).actions.filter((a) => a.type === "blind");
    expect(blinds).toEqual([{ type: "blind", piece: "hardouin", target: "reynold" }]); // Simon is seven hexes away
    expect(run(start, blinds[0]!, die(5)).state.blinded).toEqual([]);
    const blinded = run(start, blinds[0]!, die(4));
    expect(blinded.events).toContainEqual(expect.objectContaining({ type: "scenario", what: "blinded", piece: "reynold" }));
    expect(decisionOf(blinded.state).actions.some((a) => a.type === "blind")).toBe(false); // instead of his attack: once a turn
    const villagers = endPhasesUntil(blinded.state, (s) => s.sides[s.active] === "villagers" && s.phase === "move");
    const acts = (s: SherwoodState) => decisionOf(s).actions.some((a) => (a.type === "step" || a.type === "shoot") && ("piece" in a ? a.piece === "reynold" : a.shooter === "reynold"));
    expect(acts(villagers)).toBe(false);
    const second = endPhasesUntil(villagers, (s) => s.turn === villagers.turn + 1 && s.sides[s.active] === "villagers" && s.phase === "move");
    expect(acts(second)).toBe(false);
    const third = endPhasesUntil(second, (s) => s.turn === second.turn + 1 && s.sides[s.active] === "villagers" && s.phase === "move");
    expect(acts(third)).toBe(true);
    expect(() => scenarioStart(6, { choices: ["blinding"] })).not.toThrow();
  });

  it("SHW-S.4 with the wolf option, the villagers' wolf runs away when Hardouin dies", () => {
    const at = (cr: string) => hexOf(4, "the-inn", cr);
    const ring = ["9,7", "8,6", "7,7"].map(at);
    const normans = ["martin", "finn", "walker"];
    const start = scenarioPosition(
      4,
      [man("hardouin", "villagers", at("8,7"), { state: "wounded" }), { id: "wolf", camp: "villagers", animal: "wolf", at: at("2,12") }, ...normans.map((id, i) => man(id, "waleran", ring[i]!))],
      { phase: "combat", active: 0 },
      { players: 4, choices: ["wolf-for-the-villagers"] },
    );
    const killed = rollFor(start, { type: "attack", attackers: normans, defender: "hardouin" }, (events) => events.some((e) => e.type === "effect" && e.effect === "killed"));
    expect(killed.events).toContainEqual(expect.objectContaining({ type: "scenario", what: "ran-away", piece: "wolf" }));
    expect(killed.state.pieces.some((p) => p.id === "wolf")).toBe(false);
    // Killed in his own side's combat after the wolf moved: the wolf leaves the turn's lists too.
    const own = scenarioPosition(
      4,
      [man("hardouin", "villagers", at("8,7"), { state: "wounded" }), { id: "wolf", camp: "villagers", animal: "wolf", at: at("2,12") }, man("martin", "waleran", at("9,7"))],
      { phase: "combat", active: 3, moved: ["wolf"] },
      { players: 4, choices: ["wolf-for-the-villagers"] },
    );
    const fell = rollFor(own, { type: "attack", attackers: ["hardouin"], defender: "martin" }, (events) => events.some((e) => e.type === "effect" && e.effect === "killed" && e.piece === "hardouin"));
    expect(fell.state.moved).not.toContain("wolf");
    expect(invariantProblems(sherwoodRules, fell.state)).toEqual([]);
  });
});

describe("scenario 4's carriage and treasure", () => {
  const at = (cr: string) => hexOf(4, "the-inn", cr);
  it("SHW-S.4 Waleran and the treasure start in the carriage, and in the first turn the carriage must be driven as far as it can go", () => {
    let s = setUp(scenarioStart(4));
    const carriage = s.pieces.find((p) => p.equipment === "carriage")!;
    expect(s.pieces.find((p) => p.id === "waleran")?.at).toEqual(carriage.at);
    s = run(s, { type: "end-phase" }).state; // Waleran's camp's missile fire
    while (sherwood.next(s).kind === "decision" && decisionOf(s).detail?.ask === "spring-ambush") s = run(s, { type: "pass" }).state;
    let drives = 0;
    for (;;) {
      const d = decisionOf(s);
      if (d.detail?.ask === "spring-ambush") {
        s = run(s, { type: "pass" }).state;
        continue;
      }
      const drives_ = d.actions.filter((a) => a.type === "drive");
      const drive = drives_.find((a) => a.type === "drive" && a.to.facing === 0) ?? drives_[0];
      if (drive === undefined) break;
      expect(d.actions.some((a) => a.type === "end-phase")).toBe(false);
      expect(d.actions.some((a) => a.type === "step" && a.piece === drive.piece)).toBe(false);
      s = run(s, drive).state;
      drives++;
    }
    expect(drives).toBeGreaterThan(0);
    expect(decisionOf(s).actions.some((a) => a.type === "end-phase")).toBe(true);
    // Straight along the gulch's bed, on clear ground at 1 MP a hex: the draft horse's six.
    expect(s.pieces.find((p) => p.equipment === "carriage")!.spent).toBe(6);
  });

  it("SHW-S.4 the treasure is whoever's characters are in the carriage: Waleran taken, Robin free and a Saxon in the carriage is a total Saxon victory; held by the Merry Men in the four-player game, theirs", () => {
    const start = setUp(scenarioStart(4));
    const cart = start.pieces.filter((p) => p.equipment !== undefined || p.animal === "draft-horse");
    const seat = start.pieces.find((p) => p.equipment === "carriage")!.at;
    const robin = man("robin", "merry-men", at("2,12"), { alliance: "saxons" });
    const alwin = man("alwin", "merry-men", seat, { alliance: "saxons" });
    const taken = [{ piece: "waleran", fate: "killed" as const, by: "merry-men", turn: 5 }];
    const two = resultOf(endPhasesUntil(sherwood.parseState(JSON.parse(JSON.stringify({ ...start, pieces: [...cart, robin, alwin], hidden: [], fates: taken, turn: 12 }))), () => false));
    expect([two.winners, two.outcome?.level]).toEqual([["saxons"], "total"]);
    const four = setUp(scenarioStart(4, { players: 4 }));
    const held = resultOf(endPhasesUntil(sherwood.parseState(JSON.parse(JSON.stringify({ ...four, pieces: [...cart, robin, alwin], hidden: [], fates: taken, turn: 12 }))), () => false));
    expect([...held.winners].sort()).toEqual(["merry-men", "villagers"]);
  });
});
