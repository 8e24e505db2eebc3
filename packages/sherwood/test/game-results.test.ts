import { describe, expect, it } from "vitest";
import { actionOdds, combatOdds, rollOdds, pieceValues, sherwood, sherwoodRules, targetsWithOdds, type GamePiece, type SherwoodAction, type SherwoodEvent, type SherwoodState } from "../src/index";
import { die, play, position } from "./game-helpers";

const END: SherwoodAction = { type: "end-phase" };

const effects = (events: readonly SherwoodEvent[]) => events.flatMap((e) => (e.type === "effect" ? [`${e.piece} ${e.effect} ${e.rule}`] : []));
const actionsOf = (state: SherwoodState) => {
  const next = sherwood.next(state);
  return next.kind === "decision" ? next.actions : [];
};
/** The face of a d10 that reads `result` on the attack's column. */
function faceFor(state: SherwoodState, result: string): number {
  for (let face = 1; face <= 10; face++) {
    const after = sherwood.apply(state, die(face));
    if (after.events.some((e) => e.type === "roll" && e.result === result)) return face;
  }
  throw new Error(`no face reads ${result}`);
}

// Wood's Edge: 2,8 and 3,8 clear ground; Little John (13) against Bero (defence 9) on foot.
const attackPosition = (extra: Partial<SherwoodState> = {}, bero: Partial<Omit<SherwoodState["pieces"][number], "at">> = {}) =>
  position(
    [
      { id: "little-john", camp: "saxons", character: "little-john", at: "2,8" },
      { id: "bero", camp: "normans", character: "bero", at: "3,8", ...bero },
    ],
    { phase: "combat", ...extra },
  );

describe("missile fire in play (SHW-3)", () => {
  it("SHW-3.3 a shot is a roll to hit with its modifiers, then SHW-3.4 a damage roll on the infantry table", () => {
    const state = position([
      { id: "reynold", camp: "saxons", character: "reynold", at: "3,11" },
      { id: "bero", camp: "normans", character: "bero", at: "7,5" }, // in scrub: cover
    ]);
    const aimed = play(state, { type: "shoot", shooter: "reynold", target: "bero" });
    const roll = sherwood.next(aimed.state);
    expect(roll.kind === "chance" && [roll.detail?.rule, roll.detail?.modifiers, roll.outcomes.length]).toEqual(["SHW-3.3", [{ label: "target in cover", value: 2, rule: "SHW-3.3" }], 10]);
    const hit = play(aimed.state, die(1));
    const damage = sherwood.next(hit.state);
    expect(damage.kind === "chance" && [damage.detail?.rule, damage.detail?.table, damage.detail?.modifiers]).toEqual([
      "SHW-3.4",
      "infantryMissileDamage",
      [{ label: "armoured target", value: 2, rule: "SHW-3.4" }],
    ]);
    const miss = play(aimed.state, die(6)); // 6 + 2 = 8: a miss at short range
    expect(miss.events.find((e) => e.type === "roll")).toMatchObject({ total: 8, result: "miss" });
    expect(sherwood.next(miss.state).kind).toBe("decision");
  });

  it("SHW-4.1 a crossbowman that shot cannot move; SHW-5 a shooter cannot attack", () => {
    const state = position(
      [
        { id: "rudolf", camp: "normans", character: "rudolf", at: "3,11" },
        { id: "robin", camp: "saxons", character: "robin", at: "7,5" },
      ],
      { active: 1 },
    );
    const shot = play(state, { type: "shoot", shooter: "rudolf", target: "robin" }, die(9), END);
    expect(actionsOf(shot.state).filter((a) => a.type === "step")).toEqual([]);
  });
});

describe("the effects of combat (SHW-6.1 to SHW-6.4)", () => {
  it("SHW-6.2 a wounded character wounded again dies", () => {
    const state = play(attackPosition({}, { state: "wounded" }), { type: "attack", attackers: ["little-john"], defender: "bero" }).state;
    const after = play(state, die(faceFor(state, "W")));
    expect(effects(after.events)).toEqual(["bero killed SHW-6.2"]);
    expect(after.state.fallen.map((p) => p.id)).toEqual(["bero"]);
    expect(after.state.scores).toEqual({ saxons: sherwoodRules.character("bero").purchaseCost, normans: 0 }); // the kill is the Saxons'
  });

  it("SHW-6.2 a stunned character forced to retreat is killed; a stunned character is stunned, then dies if stunned again", () => {
    const state = play(attackPosition({}, { state: "stunned" }), { type: "attack", attackers: ["little-john"], defender: "bero" }).state;
    const retreat = play(state, die(faceFor(state, "R1")));
    expect(effects(retreat.events)).toEqual(["bero killed SHW-6.2"]);
    const healthy = play(attackPosition(), { type: "attack", attackers: ["little-john"], defender: "bero" }).state;
    const stunned = play(healthy, die(faceFor(healthy, "S")));
    expect(effects(stunned.events)).toEqual(["bero stunned SHW-6.2"]);
  });

  it("SHW-6.1 the defender's owner chooses where he retreats: away from the attacker, never next to an enemy", () => {
    const state = play(attackPosition(), { type: "attack", attackers: ["little-john"], defender: "bero" }).state;
    const asked = sherwood.next(play(state, die(faceFor(state, "R1"))).state);
    expect(asked.kind === "decision" && [asked.player, asked.detail?.rule]).toEqual(["normans", "SHW-6.1"]);
    const ends = asked.kind === "decision" ? asked.actions : [];
    expect(ends.length).toBeGreaterThan(0);
    const lj = { q: 2 - 4, r: 8 }; // 2,8 printed
    for (const a of ends) {
      if (a.type !== "retreat" || "front" in a.to) throw new Error("a retreat to a hex");
      const d = Math.max(Math.abs(a.to.q - lj.q), Math.abs(a.to.r - lj.r), Math.abs(a.to.q + a.to.r - lj.q - lj.r));
      expect(d).toBe(2);
    }
  });

  /** Bero boxed in by Saxons, every hex away from Little John next to one of them, Little John attacking. */
  const boxedBero = (bero: Partial<Omit<GamePiece, "at">> = {}) =>
    play(
      position(
        [
          { id: "little-john", camp: "saxons", character: "little-john", at: "2,8" },
          { id: "bero", camp: "normans", character: "bero", at: "3,8", ...bero },
          { id: "robin", camp: "saxons", character: "robin", at: "5,8" },
          { id: "reynold", camp: "saxons", character: "reynold", at: "4,10" },
          { id: "alwin", camp: "saxons", character: "alwin", at: "4,6" },
        ],
        { phase: "combat" },
      ),
      { type: "attack", attackers: ["little-john"], defender: "bero" },
    ).state;

  it("SHW-6.1 a character who cannot retreat is wounded instead", () => {
    const state = boxedBero();
    const after = play(state, die(faceFor(state, "R1")));
    expect(effects(after.events)).toEqual(["bero no-retreat SHW-6.1", "bero wounded SHW-6.1"]);
    expect(after.events.filter((e) => e.type === "effect" && e.effect === "wounded").map((e) => e.type === "effect" && e.by)).toEqual(["saxons"]);
  });

  it("SHW-6.1 SHW-6.2 a wounded character who cannot retreat dies, and the kill is the attacker's", () => {
    const state = boxedBero({ state: "wounded" });
    const after = play(state, die(faceFor(state, "R1")));
    expect(effects(after.events)).toEqual(["bero no-retreat SHW-6.1", "bero killed SHW-6.2"]);
    expect(after.state.scores).toEqual({ saxons: sherwoodRules.character("bero").purchaseCost, normans: 0 });
  });

  it("SHW-6.4 a dismounted rider is placed by his owner beside his horse, which stays", () => {
    const state = position([
      { id: "reynold", camp: "saxons", character: "reynold", at: "3,11" },
      { id: "guy", camp: "normans", character: "guy", at: "7,8", mounted: true, facing: 0 },
    ]);
    const aimed = play(state, { type: "shoot", shooter: "reynold", target: "guy" }, die(1)).state;
    const dismounted = play(aimed, die(faceFor(aimed, "DS")));
    const asked = sherwood.next(dismounted.state);
    expect(asked.kind === "decision" && [asked.player, asked.detail?.rule]).toEqual(["normans", "SHW-6.4"]);
    const place = asked.kind === "decision" ? asked.actions[0]! : null;
    const placed = play(dismounted.state, place!);
    expect(effects(placed.events)).toEqual(["guy dismounted SHW-6.4", "guy stunned SHW-6.4"]);
    expect(placed.state.pieces.find((p) => p.id === "horse:guy")).toMatchObject({ animal: "cavalry-horse", facing: 0 });
    expect(placed.state.pieces.find((p) => p.id === "guy")).toMatchObject({ state: "stunned" });
  });

  it("SHW-6.4 with every hex beside the horse taken, a friend is shifted one hex to make room for the dismounted rider", () => {
    const ring = ["8,8", "6,7", "7,7", "6,9", "7,9", "5,8", "5,7", "5,9"];
    const friends = ["bero", "odric", "folmar", "wilbrand", "arnold", "martin", "wolmer", "walker"];
    const state = position(
      [
        { id: "guy", camp: "normans", character: "guy", at: "7,8", mounted: true, facing: 0 },
        ...friends.map((id, i) => ({ id, camp: "normans", character: id, at: ring[i]! })),
        { id: "reynold", camp: "saxons", character: "reynold", at: "16,0" },
      ],
      { effects: [{ piece: "guy", do: "dismount-stunned", rule: "SHW-3.4" }] },
    );
    const asked = sherwood.next(state);
    if (asked.kind !== "decision") throw new Error("a decision");
    expect(asked.actions.length).toBeGreaterThan(0);
    expect(asked.actions.every((a) => a.type === "place" && a.shift !== undefined && ring.includes(`${a.to.q + (a.to.r - (a.to.r & 1)) / 2},${a.to.r}`))).toBe(true);
    const choice = asked.actions[0]!;
    if (choice.type !== "place" || choice.shift === undefined) throw new Error("a shift");
    const placed = play(state, choice);
    expect(effects(placed.events)).toEqual([`${choice.shift.piece} shifted SHW-6.4`, "guy dismounted SHW-6.4", "guy stunned SHW-6.4"]);
    expect(placed.state.pieces.find((p) => p.id === choice.shift!.piece)?.at).toEqual(choice.shift.to);
    expect(placed.state.pieces.find((p) => p.id === "guy")?.at).toEqual(choice.to);
  });

  it("SHW-7.3 an animal is killed rather than stunned or wounded", () => {
    const state = position(
      [
        { id: "little-john", camp: "saxons", character: "little-john", at: "2,8" },
        { id: "bero", camp: "normans", character: "bero", at: "12,4" },
        { id: "horse:guy", camp: "normans", animal: "cavalry-horse", at: "3,8", facing: 3 },
      ],
      { phase: "combat" },
    );
    const attacked = play(state, { type: "attack", attackers: ["little-john"], defender: "horse:guy" }).state;
    const after = play(attacked, die(faceFor(attacked, "S")));
    expect(effects(after.events)).toEqual(["horse:guy killed SHW-7.3"]);
  });
});

describe("advance after combat (SHW-6.3)", () => {
  it("SHW-6.3 after the defender retreats, an attacker may advance up to half his allowance, first into the hex the enemy left, or stay", () => {
    const state = play(attackPosition(), { type: "attack", attackers: ["little-john"], defender: "bero" }).state;
    const retreated = play(state, die(faceFor(state, "R1")));
    const choice = sherwood.next(retreated.state);
    if (choice.kind !== "decision") throw new Error("a decision");
    const end = choice.actions.find((a) => a.type === "retreat")!;
    const after = play(retreated.state, end);
    const offer = sherwood.next(after.state);
    expect(offer.kind === "decision" && [offer.player, offer.detail?.rule]).toEqual(["saxons", "SHW-6.3"]);
    const advances = offer.kind === "decision" ? offer.actions.filter((a) => a.type === "advance") : [];
    expect(advances.length).toBeGreaterThan(0);
    const bero = { q: 3 - 4, r: 8 }; // 3,8 printed: the hex Bero left
    expect(advances).toContainEqual({ type: "advance", piece: "little-john", to: { ...bero, level: 0 } });
    const half = Math.floor(8 / 2);
    for (const a of advances) if (a.type === "advance" && !("front" in a.to)) expect(Math.abs(a.to.r - 8)).toBeLessThanOrEqual(half);
    const moved = play(after.state, { type: "advance", piece: "little-john", to: { ...bero, level: 0 } });
    expect(moved.events).toContainEqual({ type: "advanced", piece: "little-john", to: { ...bero, level: 0 }, rule: "SHW-6.3" });
    const stayed = play(after.state, { type: "stay" });
    expect(stayed.state.advance).toBeNull();
  });

  it("SHW-6.3 no advance is offered after a result that neither moved, stunned nor killed the enemy", () => {
    const state = play(attackPosition(), { type: "attack", attackers: ["little-john"], defender: "bero" }).state;
    const wounded = play(state, die(faceFor(state, "W")));
    expect(wounded.state.advance).toBeNull();
    const next = sherwood.next(wounded.state);
    expect(next.kind === "decision" && next.detail?.ask).toBe("combat-phase");
  });
});

describe("odds before a shot or an attack", () => {
  it("SHW-3.3 the roll to hit's odds before it is rolled: Reynold at Bero in scrub hits on 1-4 of the d10 (cover +2)", () => {
    const state = position([
      { id: "reynold", camp: "saxons", character: "reynold", at: "3,11" },
      { id: "bero", camp: "normans", character: "bero", at: "7,5" },
    ]);
    expect(rollOdds(state)).toBeNull();
    const rolling = play(state, { type: "shoot", shooter: "reynold", target: "bero" }).state;
    const odds = rollOdds(rolling)!;
    expect(odds.table).toMatch(/hit/);
    expect(odds.results).toEqual([
      { result: "miss", probability: 0.6 },
      { result: "hit", probability: 0.4 },
    ]);
  });

  it("SHW-3.3 SHW-3.4 Reynold at Bero in scrub: hit on 1-4 (cover +2), then armour +2 on the damage roll", () => {
    const state = position([
      { id: "reynold", camp: "saxons", character: "reynold", at: "3,11" },
      { id: "bero", camp: "normans", character: "bero", at: "7,5" },
    ]);
    const odds = actionOdds(state, { type: "shoot", shooter: "reynold", target: "bero" });
    const p = (what: string) => odds.outcomes.find((o) => o.what.join() === what)?.probability ?? 0;
    expect([p(""), p("bero wounded"), p("bero stunned"), p("bero retreats 1")]).toEqual([0.84, 0.04, 0.08, 0.04]);
    expect(odds.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    // The same outcomes in a player's words, for every front end.
    const words = (what: string) => odds.outcomes.find((o) => o.what.join() === what)?.words;
    expect([words(""), words("bero wounded"), words("bero retreats 1")]).toEqual(["no effect", "Bero wounded", "Bero retreats 1 hex"]);
  });

  it("SHW-5 an attack's odds are the column's: Little John against Bero", () => {
    const state = play(
      position([
        { id: "little-john", camp: "saxons", character: "little-john", at: "2,8" },
        { id: "bero", camp: "normans", character: "bero", at: "3,8" },
      ]),
      END,
      END,
    ).state;
    const odds = actionOdds(state, { type: "attack", attackers: ["little-john"], defender: "bero" });
    const column = combatOdds(sherwoodRules, sherwoodRules.map("woods-edge"), state.pieces, ["little-john"], "bero");
    if (!column.possible) throw new Error("possible");
    const told: Record<string, string> = {
      K: "bero killed",
      W: "bero wounded",
      S: "bero stunned",
      R1: "bero retreats 1",
      R2: "bero retreats 2",
      AR1: "little-john retreats 1",
      AS: "little-john stunned",
      AW: "little-john wounded",
      "-": "",
    };
    const expected = Object.fromEntries(column.odds.map((o) => [told[o.result], o.probability]));
    expect(Object.fromEntries(odds.outcomes.map((o) => [o.what.join(), o.probability]))).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(2);
  });
});

describe("capture (SHW-6.6)", () => {
  // The combined-attack example's geometry: Brian and Guy ride on the slope, Hardouin below the lip,
  // Bero and Arnold behind him: every hex around him is taken or next to a Norman.
  const boxedIn = () =>
    position(
      [
        { id: "brian", camp: "normans", character: "brian", at: "4,10", mounted: true, facing: 0 },
        { id: "guy", camp: "normans", character: "guy", at: "5,10", mounted: true, facing: 3 },
        { id: "bero", camp: "normans", character: "bero", at: "4,12" },
        { id: "arnold", camp: "normans", character: "arnold", at: "5,12" },
        { id: "hardouin", camp: "saxons", character: "hardouin", at: "4,11" },
        { id: "robin", camp: "saxons", character: "robin", at: "15,2" },
      ],
      { active: 1, phase: "combat" },
    );

  it("SHW-6.6 a surrounded character attacked at a differential over 40 surrenders: no roll, defence 2, no fighting, and the captors score him", () => {
    const { state, events } = play(boxedIn(), { type: "attack", attackers: ["brian", "guy"], defender: "hardouin" });
    expect(events[0]).toMatchObject({
      type: "attack",
      values: [
        { piece: "brian", attack: 30 },
        { piece: "guy", attack: 28 },
      ],
      attack: 58,
      defence: 5,
      differential: 53,
    });
    expect(effects(events)).toEqual(["hardouin captured SHW-6.6"]);
    expect(state.roll).toBeNull();
    const hardouin = state.pieces.find((p) => p.id === "hardouin")!;
    expect(pieceValues(sherwoodRules, hardouin)).toMatchObject({ attack: 0, defence: 2 });
    expect(state.scores.normans).toBe(sherwoodRules.character("hardouin").purchaseCost);
    // The Saxons' turn: a prisoner guarded by the Normans beside him neither fights nor moves.
    const saxons = play(state, END).state;
    expect(saxons.active).toBe(0);
    const acts = actionsOf(play(saxons, END).state);
    expect(acts.filter((a) => a.type === "step" && a.piece === "hardouin")).toEqual([]);
  });

  it("SHW-6.6 with an escape hex open, the same attack is rolled on the table", () => {
    const open = position(
      [
        { id: "brian", camp: "normans", character: "brian", at: "4,10", mounted: true, facing: 0 },
        { id: "guy", camp: "normans", character: "guy", at: "5,10", mounted: true, facing: 3 },
        { id: "hardouin", camp: "saxons", character: "hardouin", at: "4,11" },
        { id: "robin", camp: "saxons", character: "robin", at: "15,2" },
      ],
      { active: 1, phase: "combat" },
    );
    const { state, events } = play(open, { type: "attack", attackers: ["brian", "guy"], defender: "hardouin" });
    expect(effects(events)).toEqual([]);
    expect(state.roll).toMatchObject({ roll: "combat", defender: "hardouin" });
  });
});

describe("attack while jumping (SHW-5.3)", () => {
  // Robin up tree A's trunk (2,2 on Wood's Edge), Bero below him in the tree's hex 2,3.
  const perched = () =>
    position(
      [
        { id: "robin", camp: "saxons", character: "robin", at: "2,2", upTree: true },
        { id: "bero", camp: "normans", character: "bero", at: "2,3" },
      ],
      { phase: "combat" },
    );

  it("SHW-5.3 a character up a tree jumps on an enemy below: the jump roll first, then the attack one column right", () => {
    const jumps = actionsOf(perched()).filter((a) => a.type === "jump-attack");
    expect(jumps.length).toBeGreaterThan(0);
    const jump = jumps[0]!;
    const declared = play(perched(), jump);
    expect(declared.events[0]).toMatchObject({ type: "attack", rule: "SHW-5.3", shifts: expect.arrayContaining([{ label: "attack while jumping", value: 1, rule: "SHW-5.3" }]) });
    const roll = sherwood.next(declared.state);
    expect(roll.kind === "chance" && roll.detail?.rule).toBe("SHW-4.5");
    const landed = play(declared.state, die(1));
    expect(landed.state.roll).toMatchObject({ roll: "combat", attackers: ["robin"], defender: "bero" });
    expect(landed.state.pieces.find((p) => p.id === "robin")?.upTree).toBeUndefined();
    const fell = play(declared.state, die(8));
    expect(effects(fell.events)).toEqual(["robin stunned SHW-4.5"]);
    expect(fell.state.roll).toBeNull();
  });
});

describe("more of the game through its public API", () => {
  it("SHW-6.4 a rider dismounted while surrounded by enemies is killed", () => {
    // Guy rides on clear ground among Saxons: every hex around his horse is taken or next to one of them.
    const state = position(
      [
        { id: "guy", camp: "normans", character: "guy", at: "7,8", mounted: true, facing: 0 },
        { id: "robin", camp: "saxons", character: "robin", at: "5,8" },
        { id: "little-john", camp: "saxons", character: "little-john", at: "8,8" },
        { id: "much", camp: "saxons", character: "much", at: "7,7" },
        { id: "alwin", camp: "saxons", character: "alwin", at: "7,10" },
        { id: "bero", camp: "normans", character: "bero", at: "15,1" },
      ],
      { phase: "combat" },
    );
    const attacked = play(state, { type: "attack", attackers: ["little-john"], defender: "guy" }).state;
    const after = play(attacked, die(faceFor(attacked, "DS")));
    expect(effects(after.events)).toEqual(["guy killed SHW-6.4"]);
    expect(after.state.pieces.find((p) => p.id === "horse:guy")).toMatchObject({ animal: "cavalry-horse" });
  });

  it("SHW-1.2 a wounded character fights with his wounded counter", () => {
    const healthy = play(attackPosition(), { type: "attack", attackers: ["little-john"], defender: "bero" }).events[0];
    const wounded = play(attackPosition({}, { state: "wounded" }), { type: "attack", attackers: ["little-john"], defender: "bero" }).events[0];
    const bero = sherwoodRules.character("bero").foot;
    expect([healthy?.type === "attack" && healthy.defence, wounded?.type === "attack" && wounded.defence]).toEqual([bero.healthy.defence, bero.wounded.defence]);
  });

  it("SHW-3.2 a mounted archer has no shot until he dismounts", () => {
    const state = position([
      { id: "robin", camp: "saxons", character: "robin", at: "3,11", mounted: true, facing: 0 },
      { id: "bero", camp: "normans", character: "bero", at: "7,5" },
    ]);
    expect(actionsOf(state).filter((a) => a.type === "shoot")).toEqual([]);
  });

  it("SHW-4.5 a jump down from a tree ends the move and is rolled", () => {
    const state = position(
      [
        { id: "robin", camp: "saxons", character: "robin", at: "2,3", upTree: true },
        { id: "bero", camp: "normans", character: "bero", at: "15,1" },
      ],
      { phase: "move" },
    );
    const jump = actionsOf(state).find((a) => a.type === "step" && !("front" in a.to) && a.to.level === 0);
    if (jump === undefined) throw new Error("a jump down");
    const after = play(state, jump).state;
    expect(after.moved).toContain("robin");
    const roll = sherwood.next(after);
    expect(roll.kind === "chance" && roll.detail?.rule).toBe("SHW-4.5");
    expect(actionsOf(play(after, die(1)).state).filter((a) => a.type === "step" && a.piece === "robin")).toEqual([]);
  });
});

describe("targets with their odds", () => {
  it("SHW-3 each legal shot of a shooter, with the odds actionOdds gives", () => {
    const state = position([
      { id: "reynold", camp: "saxons", character: "reynold", at: "3,11" },
      { id: "bero", camp: "normans", character: "bero", at: "7,5" },
      { id: "arnold", camp: "normans", character: "arnold", at: "9,11" },
    ]);
    const targets = targetsWithOdds(state, "reynold");
    expect(targets.map((t) => t.action)).toEqual([
      { type: "shoot", shooter: "reynold", target: "bero" },
      { type: "shoot", shooter: "reynold", target: "arnold" },
    ]);
    for (const t of targets) expect(t.odds).toEqual(actionOdds(state, t.action));
    expect(targetsWithOdds(state, "bero")).toEqual([]);
  });
});

describe("wild animals (SHW-7.4)", () => {
  it("SHW-7.4 a wolf in a force moves and attacks like a character, and SHW-7.3 is killed rather than stunned or wounded", () => {
    const options = sherwood.optionsSchema.parse({
      map: "woods-edge",
      sides: [
        {
          id: "bandits",
          force: [
            { animal: "wolf", at: "2,8" },
            { animal: "wolf", at: "6,12" },
          ],
        },
        { id: "villagers", force: [{ character: "much", at: "3,8" }] },
      ],
    });
    const state = sherwood.setup(options);
    expect(state.pieces.map((p) => p.id)).toEqual(["wolf", "wolf-2", "much"]);
    const moving = play(state, { type: "end-phase" }).state;
    const steps = actionsOf(moving).filter((a) => a.type === "step" && a.piece === "wolf-2");
    expect(steps.length).toBeGreaterThan(0);
    const fight = play(moving, { type: "end-phase" }).state;
    expect(actionsOf(fight)).toContainEqual({ type: "attack", attackers: ["wolf"], defender: "much" });
    // The villagers' turn: Much attacks the wolf; a stun kills it.
    const villagers = play(fight, { type: "end-phase" }, { type: "end-phase" }, { type: "end-phase" }).state;
    const attacked = play(villagers, { type: "attack", attackers: ["much"], defender: "wolf" }).state;
    const after = play(attacked, die(faceFor(attacked, "S")));
    expect(effects(after.events)).toEqual(["wolf killed SHW-7.3"]);
  });
});

describe("mounting from a tree (SHW-4.3)", () => {
  it("SHW-4.3 a character up a tree mounts a horse beside it with a jump roll, +1; a bad landing leaves him beside the horse, hurt", () => {
    const state = position(
      [
        { id: "robin", camp: "saxons", character: "robin", at: "14,12", upTree: true },
        { id: "horse:robin", camp: "saxons", animal: "cavalry-horse", at: "13,12", facing: 2 },
        { id: "bero", camp: "normans", character: "bero", at: "2,2" },
      ],
      { phase: "move" },
      "the-inn",
    );
    expect(actionsOf(state)).toContainEqual({ type: "mount", piece: "robin", horse: "horse:robin" });
    const leapt = play(state, { type: "mount", piece: "robin", horse: "horse:robin" }).state;
    const roll = sherwood.next(leapt);
    expect(roll.kind === "chance" && [roll.detail?.rule, roll.detail?.modifiers]).toEqual(["SHW-4.5", [{ label: "onto a horse", value: 1, rule: "SHW-4.5" }]]);
    const landed = play(leapt, die(1)).state;
    expect(landed.pieces.find((p) => p.id === "robin")).toMatchObject({ mounted: true, facing: 2 });
    const fell = play(leapt, die(8)); // 8 + 1 = 9: stunned
    const place = actionsOf(fell.state).find((a) => a.type === "place");
    const placed = place === undefined ? fell : play(fell.state, place);
    expect([...fell.events, ...placed.events].filter((e) => e.type === "effect").map((e) => (e.type === "effect" ? e.effect : ""))).toEqual(["dismounted", "stunned"]);
    expect(placed.state.pieces.find((p) => p.id === "horse:robin")).toBeDefined();
  });
});

describe("leading animals (SHW-7.1)", () => {
  const field = (extra: Parameters<typeof position>[0] = []) =>
    position(
      [
        { id: "robin", camp: "saxons", character: "robin", at: "6,8" },
        { id: "horse:robin", camp: "saxons", animal: "cavalry-horse", at: "5,8", facing: 0 },
        { id: "bero", camp: "normans", character: "bero", at: "15,1" },
        ...extra,
      ],
      { phase: "move" },
    );

  it("SHW-7.1 a character ahead of an animal's front takes it by the bridle; it follows him hex by hex, and moves once a turn", () => {
    const state = field();
    expect(actionsOf(state)).toContainEqual({ type: "lead", piece: "robin", animal: "horse:robin" });
    const leading = play(state, { type: "lead", piece: "robin", animal: "horse:robin" });
    expect(leading.events).toEqual([{ type: "leads", piece: "robin", animal: "horse:robin", rule: "SHW-7.1" }]);
    const steps = actionsOf(leading.state).filter((a) => a.type === "step" && a.piece === "robin");
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) if (s.type === "step" && !("front" in s.to)) expect(Math.max(Math.abs(s.to.q - (6 - 4)), Math.abs(s.to.r - 8), Math.abs(s.to.q + s.to.r - (6 - 4) - 8))).toBe(1);
    const east = { q: 7 - 4, r: 8, level: 0 };
    const moved = play(leading.state, { type: "step", piece: "robin", to: east }).state;
    // The horse's front enters the hex Robin left, its rear the front's old hex, facing east.
    expect(moved.pieces.find((p) => p.id === "horse:robin")).toMatchObject({ at: { q: 6 - 4, r: 8 }, facing: 0 });
    expect(moved.moved).toContain("horse:robin");
    // "For the remainder of this movement phase": the lead ends with the phase.
    expect(play(moved, { type: "end-phase" }).state.led).toEqual([]);
  });

  it("SHW-7.1 no taking the bridle with an enemy beside the animal's front; shooting loses control", () => {
    const guarded = field([{ id: "arnold", camp: "normans", character: "arnold", at: "5,7" }]);
    expect(actionsOf(guarded).filter((a) => a.type === "lead")).toEqual([]);
    const archer = position(
      [
        { id: "reynold", camp: "saxons", character: "reynold", at: "6,8" },
        { id: "horse:robin", camp: "saxons", animal: "cavalry-horse", at: "5,8", facing: 0 },
        { id: "bero", camp: "normans", character: "bero", at: "12,8" },
      ],
      { led: [{ by: "reynold", animal: "horse:robin" }] },
    );
    const shot = play(archer, { type: "shoot", shooter: "reynold", target: "bero" }).state;
    expect(shot.led).toEqual([]);
  });
});
