import { checkConformance } from "@tt/engine";
import { offsetToHex, type Hex } from "@tt/hexgrid";
import { describe, expect, it } from "vitest";
import { invariantProblems, moveCost, narrateSherwood, sherwood, sherwoodActionLabel, sherwoodRules, SherwoodError, type GamePiece, type SherwoodAction, type SherwoodState } from "../src/index";
import { die, play, position } from "./game-helpers";
import { WOODS_EDGE_CARTS } from "./skirmishes";

const END: SherwoodAction = { type: "end-phase" };
const hexAt = (cr: string): Hex => {
  const [col, row] = cr.split(",").map(Number);
  return offsetToHex({ col: col!, row: row! }, "odd-r");
};
const actionsOf = (state: SherwoodState): SherwoodAction[] => {
  const next = sherwood.next(state);
  return next.kind === "decision" ? [...next.actions] : [];
};
const pieceIn = (state: SherwoodState, id: string) => state.pieces.find((p) => p.id === id)!;
const drives = (state: SherwoodState) => actionsOf(state).filter((a) => a.type === "drive");
/** The first drive straight ahead (the animal keeps its facing). */
const ahead = (state: SherwoodState): SherwoodAction => {
  const animal = state.pieces.find((p) => p.animal !== undefined && state.pieces.some((c) => c.drawnBy === p.id))!;
  return drives(state).find((a) => a.type === "drive" && a.to.facing === animal.facing)!;
};
/** Every pending roll rolled with a 1. */
function rolled(state: SherwoodState): SherwoodState {
  let s = state;
  while (sherwood.next(s).kind === "chance") s = play(s, die(1)).state;
  return s;
}
/** Drives straight ahead as long as the cart can follow; the number of steps. */
function driveOn(state: SherwoodState): { state: SherwoodState; steps: number } {
  let s = state;
  let steps = 0;
  for (let a = ahead(s); a !== undefined; a = ahead(s)) {
    s = play(s, a).state;
    steps++;
  }
  return { state: s, steps };
}

type Placed = Omit<GamePiece, "at"> & { at: string };
const horse = (at: string, extra: Partial<Placed> = {}): Placed => ({ id: "draft-horse", camp: "normans", animal: "draft-horse", at, facing: 0, ...extra });
const ox = (at: string): Placed => ({ id: "ox", camp: "normans", animal: "ox", at, facing: 0 });
const cart = (at: string, extra: Partial<Placed> = {}): Placed => ({ id: "cart", camp: "normans", equipment: "cart", at, ...extra });
const far: Placed = { id: "robin", camp: "saxons", character: "robin", at: "16,0" };

describe("carts (SHW-7.2)", () => {
  it("SHW-7.2 a cart is immobile without a draft animal: no drive, no bridle, and a character in it stays put", () => {
    const state = position([cart("3,7"), { id: "martin", camp: "normans", character: "martin", at: "3,7" }, far], { phase: "move", active: 1 });
    const actions = actionsOf(state);
    expect(actions.filter((a) => a.type === "drive" || a.type === "lead")).toEqual([]);
    expect(pieceIn(state, "cart").at).toEqual(hexAt("3,7"));
  });

  it("SHW-7.2 the coachman drives the draft horse and the cart follows behind it, its passengers with it", () => {
    const state = position(
      [
        horse("5,7"),
        cart("3,7", { drawnBy: "draft-horse" }),
        { id: "martin", camp: "normans", character: "martin", at: "3,7" },
        { id: "waleran", camp: "normans", character: "waleran", at: "3,7" },
        far,
      ],
      { phase: "move", active: 1 },
    );
    const { state: after, events } = play(state, ahead(state));
    expect(pieceIn(after, "draft-horse")).toMatchObject({ at: hexAt("6,7"), facing: 0 });
    expect(pieceIn(after, "cart").at).toEqual(hexAt("4,7")); // the hex the horse's rear left
    expect([pieceIn(after, "martin").at, pieceIn(after, "waleran").at]).toEqual([hexAt("4,7"), hexAt("4,7")]);
    expect(events).toContainEqual({ type: "drove", piece: "martin", animal: "draft-horse", cart: "cart", to: { front: hexAt("6,7"), facing: 0 }, spent: 1, allowance: 6, rule: "SHW-7.2" });
    expect(narrateSherwood(events[0]!).text).toBe("Martin drives the draft horse to 6,7 facing east, the cart following (1 of 6 MP)");
    // Instead of moving: the coachman does not step himself.
    expect(actionsOf(after).filter((a) => a.type === "step" && a.piece === "martin")).toEqual([]);
    expect(invariantProblems(sherwoodRules, after)).toEqual([]);
  });

  it("SHW-7.2 a cart drawn by a draft horse moves no more than 6 MP, by an ox no more than 4 MP", () => {
    const coachman = { id: "martin", camp: "normans", character: "martin", at: "3,13" };
    const drawnByHorse = position([horse("5,13"), cart("3,13", { drawnBy: "draft-horse" }), coachman, far], { phase: "move", active: 1 });
    const drawnByOx = position([ox("5,13"), cart("3,13", { drawnBy: "ox" }), coachman, far], { phase: "move", active: 1 });
    const byHorse = driveOn(drawnByHorse);
    const byOx = driveOn(drawnByOx);
    expect([byHorse.steps, byOx.steps]).toEqual([6, 4]);
    expect([pieceIn(byHorse.state, "cart").spent, pieceIn(byOx.state, "cart").spent]).toEqual([6, 4]);
    expect(drives(byOx.state)).toEqual([]);
    // The next turn of its side, the cart moves again.
    const later = play(byOx.state, END, END, END, END, END, END);
    expect(drives(later.state).length).toBeGreaterThan(0);
  });

  it("SHW-7.2 a cart enters flat terrain only: it stops short of the scrub its horse walks into", () => {
    // Row 8 of Wood's Edge: ground to column 12, scrub at 13 and 14, ground again at 15.
    const state = position([horse("11,8"), cart("9,8", { drawnBy: "draft-horse" }), { id: "martin", camp: "normans", character: "martin", at: "9,8" }, far], {
      phase: "move",
      active: 1,
    });
    const { state: after, steps } = driveOn(state);
    expect(steps).toBe(3); // the horse's front into 14,8 (scrub); the next step would pull the cart into 13,8
    expect(pieceIn(after, "draft-horse").at).toEqual(hexAt("14,8"));
    expect(pieceIn(after, "cart").at).toEqual(hexAt("12,8"));
    expect(drives(after)).toEqual([]);
  });

  it("SHW-7.2 a character on foot enters a cart hex for 3 MP and rides on as a passenger; riders never enter", () => {
    const state = position(
      [
        horse("5,7"),
        cart("3,7", { drawnBy: "draft-horse" }),
        { id: "martin", camp: "normans", character: "martin", at: "3,7" },
        { id: "geri", camp: "normans", character: "geri", at: "2,7" },
        { id: "guy", camp: "normans", character: "guy", at: "3,8", mounted: true, facing: 3 },
        far,
      ],
      { phase: "move", active: 1 },
    );
    const into = { type: "step" as const, piece: "geri", to: { ...hexAt("3,7"), level: 0 } };
    expect(actionsOf(state)).toContainEqual(into);
    const boarded = play(state, into);
    expect(boarded.events[0]).toMatchObject({ type: "moved", piece: "geri", cost: 3 });
    expect(actionsOf(state).filter((a) => a.type === "step" && a.piece === "guy" && "front" in a.to && a.to.front.q === hexAt("3,7").q && a.to.front.r === hexAt("3,7").r)).toEqual([]);
    // The cart is full with two in its hex: no one else stops there.
    const full = play(boarded.state, ahead(boarded.state)).state;
    expect([pieceIn(full, "geri").at, pieceIn(full, "martin").at]).toEqual([hexAt("4,7"), hexAt("4,7")]);
    expect(invariantProblems(sherwoodRules, full)).toEqual([]);
  });

  it("SHW-7.2 a draft animal is led by the bridle with its cart following, unless a coachman controls the cart", () => {
    const pieces = [horse("5,7"), cart("3,7", { drawnBy: "draft-horse" }), { id: "bero", camp: "normans", character: "bero", at: "6,7" }, far];
    const state = position(pieces, { phase: "move", active: 1 });
    const led = play(state, { type: "lead", piece: "bero", animal: "draft-horse" }, { type: "step", piece: "bero", to: { ...hexAt("7,7"), level: 0 } }).state;
    expect(pieceIn(led, "draft-horse")).toMatchObject({ at: hexAt("6,7"), facing: 0 });
    expect(pieceIn(led, "cart")).toMatchObject({ at: hexAt("4,7"), spent: 1 });
    const controlled = position([...pieces, { id: "martin", camp: "normans", character: "martin", at: "3,7" }], { phase: "move", active: 1 });
    expect(actionsOf(controlled).filter((a) => a.type === "lead")).toEqual([]);
    // A coachman climbing onto the box takes the reins: the lead ends.
    const boxed = play(
      position([...pieces, { id: "martin", camp: "normans", character: "martin", at: "2,7" }], { phase: "move", active: 1 }),
      { type: "lead", piece: "bero", animal: "draft-horse" },
      { type: "step", piece: "bero", to: { ...hexAt("7,7"), level: 0 } },
      { type: "step", piece: "martin", to: { ...hexAt("3,7"), level: 0 } },
    ).state;
    expect(boxed.led).toHaveLength(1);
    const onBox = play(boxed, { type: "step", piece: "martin", to: { ...hexAt("4,7"), level: 0 } }).state;
    expect(onBox.led).toEqual([]);
  });

  it("SHW-7.2 a coachman who drives may not attack; one who shoots gives up control and does not drive", () => {
    const state = position(
      [horse("5,7"), cart("3,7", { drawnBy: "draft-horse" }), { id: "martin", camp: "normans", character: "martin", at: "3,7" }, { id: "robin", camp: "saxons", character: "robin", at: "4,8" }],
      { phase: "move", active: 1 },
    );
    const drove = play(state, ahead(state), END).state; // to the combat phase, Robin beside the cart, now at 4,7
    expect(drove.phase).toBe("combat");
    expect(actionsOf(drove).filter((a) => a.type === "attack")).toEqual([]);
    const undriven = play(state, END).state;
    expect(actionsOf(undriven)).toContainEqual({ type: "attack", attackers: ["martin"], defender: "robin" });
    // An archer on the coachman's seat who shoots in the missile phase has given up control for the turn.
    const archer = position(
      [
        { ...horse("5,7"), camp: "saxons" },
        { ...cart("3,7", { drawnBy: "draft-horse" }), camp: "saxons" },
        { id: "reynold", camp: "saxons", character: "reynold", at: "3,7" },
        { id: "bero", camp: "normans", character: "bero", at: "3,4" },
        { id: "arnold", camp: "normans", character: "arnold", at: "16,0" },
      ],
      { phase: "fire" },
    );
    expect(drives(play(archer, END).state).length).toBeGreaterThan(0);
    const shot = play(rolled(play(archer, { type: "shoot", shooter: "reynold", target: "bero" }).state), END).state;
    expect(drives(shot)).toEqual([]);
  });

  it("SHW-7.2 harnessing takes a character one complete turn beside the animal and the cart, without other action or movement", () => {
    const state = position([horse("5,7"), cart("3,7"), { id: "bero", camp: "normans", character: "bero", at: "4,8" }, { id: "robin", camp: "saxons", character: "robin", at: "3,9" }], {
      phase: "move",
      active: 1,
    });
    const harness: SherwoodAction = { type: "harness", piece: "bero", cart: "cart", animal: "draft-horse" };
    expect(actionsOf(state)).toContainEqual(harness);
    expect(sherwoodActionLabel(harness, state)).toBe("Bero harnesses the draft horse to the cart (his whole turn)");
    const moved = play(state, { type: "step", piece: "bero", to: { ...hexAt("4,9"), level: 0 } }).state;
    expect(actionsOf(moved).filter((a) => a.type === "harness")).toEqual([]); // he has moved this turn
    const busy = play(state, harness);
    expect(busy.events).toContainEqual({ type: "harnessing", piece: "bero", cart: "cart", animal: "draft-horse", unharness: false, rule: "SHW-7.2" });
    expect(actionsOf(busy.state).filter((a) => "piece" in a && a.piece === "bero")).toEqual([]);
    const combat = play(busy.state, END).state;
    expect(actionsOf(combat).filter((a) => a.type === "attack")).toEqual([]); // Robin is beside him, but he is busy
    expect(pieceIn(combat, "cart").drawnBy).toBeUndefined();
    const done = play(combat, END);
    expect(done.events).toContainEqual({ type: "harnessed", piece: "bero", cart: "cart", animal: "draft-horse", unharness: false, rule: "SHW-7.2" });
    expect(pieceIn(done.state, "cart").drawnBy).toBe("draft-horse");
    expect(pieceIn(done.state, "bero").harnessing).toBeUndefined();
    // Unharnessing takes a turn too.
    const next = play(done.state, END, END, END, END).state;
    expect(actionsOf(next)).toContainEqual({ type: "unharness", piece: "bero", cart: "cart" });
    const free = play(next, { type: "unharness", piece: "bero", cart: "cart" }, END, END).state;
    expect(pieceIn(free, "cart").drawnBy).toBeUndefined();
  });
});

describe("carts in the rules functions (SHW-7.2)", () => {
  it("SHW-7.2 moveCost: 3 MP into a cart for a character on foot; riders and animals never enter one", () => {
    const board = sherwoodRules.map("woods-edge");
    const pieces = [
      { id: "cart", camp: "normans", equipment: "cart", at: hexAt("3,7") },
      { id: "geri", camp: "normans", character: "geri", at: hexAt("2,7") },
      { id: "guy", camp: "normans", character: "guy", at: hexAt("4,7"), mounted: true, facing: 3 as const },
      { id: "wolf", camp: "normans", animal: "wolf", at: hexAt("3,8") },
    ];
    const into = { ...hexAt("3,7"), level: 0 };
    const walk = moveCost(sherwoodRules, board, pieces, "geri", { ...hexAt("2,7"), level: 0 }, into);
    expect(walk.legal && [walk.cost, walk.canEnd]).toEqual([3, true]);
    expect(moveCost(sherwoodRules, board, pieces, "guy", { front: hexAt("4,7"), facing: 3 }, { front: hexAt("3,7"), facing: 3 })).toMatchObject({ legal: false, rule: "SHW-7.2" });
    expect(moveCost(sherwoodRules, board, pieces, "wolf", { ...hexAt("3,8"), level: 0 }, into)).toMatchObject({ legal: false, rule: "SHW-7.2" });
  });
});

describe("carts in combat (SHW-7.3)", () => {
  const line = (extra: Placed[]) =>
    position([{ id: "reynold", camp: "saxons", character: "reynold", at: "1,7" }, { id: "bero", camp: "normans", character: "bero", at: "6,7" }, ...extra], { phase: "fire" });

  it("SHW-7.3 a cart blocks the line of fire like a character, and is never shot at or attacked", () => {
    expect(actionsOf(line([]))).toContainEqual({ type: "shoot", shooter: "reynold", target: "bero" });
    const blocked = line([cart("3,7")]);
    expect(actionsOf(blocked).filter((a) => a.type === "shoot")).toEqual([]);
    const beside = position([{ id: "robin", camp: "saxons", character: "robin", at: "2,7" }, cart("3,7"), { id: "bero", camp: "normans", character: "bero", at: "9,2" }], { phase: "combat" });
    expect(actionsOf(beside).filter((a) => a.type === "attack")).toEqual([]);
  });

  it("SHW-7.3 a character in a cart has cover, shoots from it unhindered, and defends with the advantage against attacks from outside", () => {
    const inCart = line([cart("6,7"), cart("1,7", { id: "cart-2", camp: "saxons" })]);
    const shot = play(inCart, { type: "shoot", shooter: "reynold", target: "bero" });
    expect(shot.events[0]).toMatchObject({ type: "shot", cover: ["in a cart"] });
    expect(shot.state.roll).toMatchObject({ roll: "to-hit", modifiers: [{ label: "target in cover", value: 2, rule: "SHW-3.3" }] });
    const melee = position([{ id: "robin", camp: "saxons", character: "robin", at: "5,7" }, cart("6,7"), { id: "bero", camp: "normans", character: "bero", at: "6,7" }], { phase: "combat" });
    const attacked = play(melee, { type: "attack", attackers: ["robin"], defender: "bero" });
    expect(attacked.events[0]).toMatchObject({ type: "attack", shifts: [{ label: "defender in a cart, attacked from outside", value: -1, rule: "SHW-7.3" }] });
    // From inside the same carriage, no advantage.
    const carriage: Placed = { id: "carriage", camp: "normans", equipment: "carriage", at: "6,7", facing: 0 };
    const inside = position([{ id: "robin", camp: "saxons", character: "robin", at: "5,7" }, carriage, { id: "bero", camp: "normans", character: "bero", at: "6,7" }], { phase: "combat" });
    expect(play(inside, { type: "attack", attackers: ["robin"], defender: "bero" }).events[0]).toMatchObject({ type: "attack", shifts: [] });
  });
});

describe("carts in a game's options and snapshots (SHW-7.2)", () => {
  it("SHW-7.2 scenario 4's carriage is set up from options: the draft horse, the carriage harnessed behind it, Waleran and his coachman in it", () => {
    const state = sherwood.setup(sherwood.optionsSchema.parse(WOODS_EDGE_CARTS));
    expect(pieceIn(state, "carriage")).toEqual({ id: "carriage", camp: "normans", equipment: "carriage", at: hexAt("2,13"), facing: 0, drawnBy: "draft-horse" });
    expect([pieceIn(state, "martin").at, pieceIn(state, "waleran").at]).toEqual([hexAt("2,13"), hexAt("2,13")]);
    expect(pieceIn(state, "cart")).toMatchObject({ equipment: "cart", drawnBy: "ox" });
    expect(invariantProblems(sherwoodRules, state)).toEqual([]);
    const bad = (force: object[]) => () =>
      sherwood.setup(
        sherwood.optionsSchema.parse({
          map: "woods-edge",
          sides: [
            { id: "a", force },
            { id: "b", force: [{ character: "bero", at: "9,2" }] },
          ],
        }),
      );
    expect(bad([{ equipment: "cart", at: "6,6" }])).toThrow(SherwoodError); // scrub
    expect(
      bad([
        { animal: "ox", at: "5,7", facing: 0 },
        { equipment: "cart", at: "6,8", harnessedTo: "ox" },
      ]),
    ).toThrow(SherwoodError); // not behind it
    expect(bad([{ character: "robin", in: "cart" }])).toThrow(SherwoodError); // no cart before him
  });

  it("SHW-7.2 a snapshot with a cart off flat ground, three in a cart hex or a rider in a cart is refused", () => {
    const start = JSON.parse(JSON.stringify(sherwood.setup(sherwood.optionsSchema.parse(WOODS_EDGE_CARTS)))) as SherwoodState;
    const carriage = pieceIn(start, "carriage");
    const with3 = { ...start, pieces: [...start.pieces, { id: "geri", camp: "normans", character: "geri", at: carriage.at }] };
    expect(() => sherwood.parseState(with3)).toThrow(SherwoodError);
    const scrub = { ...start, pieces: start.pieces.map((p) => (p.id === "cart" ? { ...p, at: hexAt("6,6") } : p)) };
    expect(() => sherwood.parseState(scrub)).toThrow(SherwoodError);
    const rider = { ...start, pieces: [...start.pieces, { id: "guy", camp: "normans", character: "guy", at: hexAt("1,13"), mounted: true, facing: 3 }] };
    expect(() => sherwood.parseState(rider)).toThrow(SherwoodError);
  });

  it("SHW-7.2 random skirmishes with a cart and a carriage keep the invariants at every step (passengers in carts, carts on flat ground behind their animals)", () => {
    const report = checkConformance(sherwood, {
      games: 60,
      seed: "sherwood-carts",
      options: sherwood.optionsSchema.parse(WOODS_EDGE_CARTS),
      maxSteps: 20_000,
      invariants: { "the game's invariants": (s: SherwoodState) => invariantProblems(sherwoodRules, s).length === 0 },
    });
    expect(report.failures.slice(0, 1)).toEqual([]);
    expect(report.ok).toBe(true);
  }, 600_000);
});
