import { RuleError, checkConformance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { invariantProblems, sherwood, sherwoodRules, SherwoodError, type SherwoodAction, type SherwoodState } from "../src/index";
import { die, play, position, skirmish } from "./game-helpers";

const FULL = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env["TT_CONFORMANCE_FULL"] === "1";
const END: SherwoodAction = { type: "end-phase" };

describe("the turn (SHW-2)", () => {
  it("SHW-2 each side in turn fires, moves, fights and recovers; then the next side; then the next game turn", () => {
    const start = sherwood.setup(skirmish());
    const next = sherwood.next(start);
    expect(next.kind === "decision" && [next.player, next.detail?.ask]).toEqual(["saxons", "fire-phase"]);
    const { state, events } = play(start, END, END, END);
    expect(events.filter((e) => e.type === "phase").map((e) => e.type === "phase" && `${e.side} ${e.phase} ${e.turn}`)).toEqual(["saxons move 1", "saxons combat 1", "normans fire 1"]);
    const second = play(state, END, END, END).state;
    expect([second.turn, second.active, second.phase]).toEqual([2, 0, "fire"]);
  });

  it("SHW-6.5 the active side's stunned characters recover at the end of its turn; the other side's do not", () => {
    const state = position(
      [
        { id: "robin", camp: "saxons", character: "robin", at: "2,8", state: "stunned" },
        { id: "bero", camp: "normans", character: "bero", at: "12,4", state: "stunned" },
      ],
      { phase: "combat" },
    );
    const { state: after, events } = play(state, END);
    expect(after.pieces.map((p) => [p.id, p.state ?? "healthy"])).toEqual([
      ["robin", "healthy"],
      ["bero", "stunned"],
    ]);
    expect(events).toContainEqual({ type: "recovered", piece: "robin", rule: "SHW-6.5" });
  });

  it("a skirmish ends when one side is left standing, or after its last turn with the side whose kills are worth most", () => {
    const lone = position([{ id: "robin", camp: "saxons", character: "robin", at: "2,8" }]);
    const over = sherwood.next(lone);
    expect(over.kind === "over" && over.result).toEqual({ winners: ["saxons"], reason: "last-side-standing", scores: { saxons: 0, normans: 0 } });
    const last = position(
      [
        { id: "robin", camp: "saxons", character: "robin", at: "2,8" },
        { id: "bero", camp: "normans", character: "bero", at: "12,4" },
      ],
      {
        turn: 8,
        active: 1,
        phase: "combat",
        fallen: [{ id: "arnold", camp: "normans", character: "arnold", at: { q: 0, r: 0 } }],
        scores: { saxons: sherwoodRules.character("arnold").purchaseCost, normans: 0 },
      },
    );
    const done = sherwood.next(play(last, END).state);
    expect(done.kind === "over" && done.result.winners).toEqual(["saxons"]);
    expect(done.kind === "over" && done.result.scores.saxons).toBe(sherwoodRules.character("arnold").purchaseCost);
  });
});

describe("inputs and snapshots", () => {
  it("an illegal or mistimed input is a RuleError and changes nothing", () => {
    const start = sherwood.setup(skirmish());
    const copy = JSON.stringify(start);
    expect(() => sherwood.apply(start, { type: "attack", attackers: ["robin"], defender: "guy" })).toThrow(RuleError);
    expect(() => sherwood.apply(start, die(3))).toThrow(RuleError);
    expect(() => sherwood.apply(start, { type: "step", piece: "guy", to: { q: 0, r: 0, level: 0 } })).toThrow(RuleError);
    expect(JSON.stringify(start)).toBe(copy);
  });

  it("SHW-1.1 a snapshot with two characters in one hex, an unknown character or a piece off the board is refused", () => {
    const start = JSON.parse(JSON.stringify(sherwood.setup(skirmish())));
    const twice = { ...start, pieces: [...start.pieces, { ...start.pieces[0], id: "much", character: "much" }] };
    expect(() => sherwood.parseState(twice)).toThrow(SherwoodError);
    expect(() => sherwood.parseState({ ...start, pieces: [{ ...start.pieces[0], character: "constructor" }] })).toThrow(SherwoodError);
    expect(() => sherwood.parseState({ ...start, pieces: [{ ...start.pieces[0], at: { q: 500, r: 0 } }] })).toThrow(SherwoodError);
    expect(() => sherwood.parseState({ ...start, schemaVersion: 2 })).toThrow(SherwoodError);
    expect(() => sherwood.parseState({ ...start, fired: ["nobody"] })).toThrow(SherwoodError);
    expect(sherwood.parseState(start)).toEqual(start);
  });

  it("refuses options that are no skirmish", () => {
    const options = skirmish();
    expect(() => sherwood.setup({ ...options, map: "sherwood-castle" })).toThrow(SherwoodError);
    const twice = { ...options, sides: [options.sides[0]!, { id: "normans", force: [{ character: "robin", at: "9,9" }] }] };
    expect(() => sherwood.setup(twice)).toThrow(SherwoodError);
  });
});

describe("conformance", () => {
  it(`plays ${FULL ? 1000 : 200} random skirmishes to the end with the invariants at every step (SHW-1.1: one living character per hex, riders on two hexes)`, () => {
    const report = checkConformance(sherwood, {
      games: FULL ? 1000 : 200,
      seed: "sherwood-skirmish",
      options: skirmish(),
      maxSteps: 20_000,
      invariants: { "the game's invariants": (s: SherwoodState) => invariantProblems(sherwoodRules, s).length === 0 },
    });
    expect(report.failures.slice(0, 1)).toEqual([]);
    expect(report.ok).toBe(true);
  }, 600_000);
});
