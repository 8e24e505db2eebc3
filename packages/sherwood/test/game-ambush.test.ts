import { checkConformance, playerLog, runGame, seededChance, type Policy } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { die, play } from "./game-helpers";
import { INN_AMBUSH } from "./skirmishes";
import { invariantProblems, sherwood, sherwoodRules, type SherwoodAction, type SherwoodState } from "../src/index";

/** Robin's men in ambush at the inn (as in scenario 7): Robin, Will and Gilbert hidden, the Normans on the road. */
const ambushOptions = () => sherwood.optionsSchema.parse({ ...INN_AMBUSH, turns: 4 });

const decision = (state: SherwoodState) => {
  const next = sherwood.next(state);
  if (next.kind !== "decision") throw new Error(`a decision, not ${next.kind}`);
  return next;
};
/** The game after the Merry Men hid Robin and Will in the inn and Gilbert up tree O. */
const hidden = () =>
  play(
    sherwood.setup(ambushOptions()),
    { type: "hide", piece: "robin", hideout: "building:inn" },
    { type: "hide", piece: "will-scarlett", hideout: "building:inn" },
    { type: "hide", piece: "gilbert", hideout: "tree:O" },
  ).state;

describe("ambushes (SHW-8.1 to SHW-8.4)", () => {
  it("SHW-8.1 hideouts are chosen secretly before the first turn: buildings hold one per two hexes, trees two, no armour up a tree", () => {
    const start = sherwood.setup(ambushOptions());
    const first = decision(start);
    expect([first.player, first.detail?.rule]).toEqual(["merry-men", "SHW-8.1"]);
    const tokens = first.actions.map((a) => (a.type === "hide" ? a.hideout : ""));
    expect(tokens).toEqual(expect.arrayContaining(["building:inn", "building:forge", "building:warehouse", "tree:O", "tree:P"]));
    // The warehouse has two hexes: once Robin hides there, Will cannot.
    const inWarehouse = play(start, { type: "hide", piece: "robin", hideout: "building:warehouse" }).state;
    expect(decision(inWarehouse).actions.some((a) => a.type === "hide" && a.hideout === "building:warehouse")).toBe(false);
    // Armoured characters do not climb: a sergeant in ambush may not hide up a tree.
    const sergeant = sherwood.setup(
      sherwood.optionsSchema.parse({
        map: "the-inn",
        sides: [
          { id: "a", force: [{ character: "bero", hidden: true }] },
          { id: "b", force: [{ character: "robin", at: "2,2" }] },
        ],
      }),
    );
    expect(decision(sergeant).actions.some((a) => a.type === "hide" && a.hideout.startsWith("tree:"))).toBe(false);
    // The Normans see who hides, never where; the choice is hidden in their log.
    const state = hidden();
    expect(sherwood.view(state, "normans").hidden.map((h) => h.hideout)).toEqual([null, null, null]);
    expect(sherwood.view(state, "merry-men").hidden.map((h) => h.hideout)).toEqual(["building:inn", "building:inn", "tree:O"]);
    const log = playerLog(
      sherwood,
      { schemaVersion: 1, gameId: "sherwood", gameVersion: "1", options: ambushOptions(), inputs: [{ type: "hide", piece: "robin", hideout: "building:inn" }] },
      "normans",
    );
    expect(JSON.stringify(log)).not.toContain("building:inn");
  });

  it("SHW-8.2 after every step of an enemy's movement the ambusher is asked, wherever the step goes; springing reveals, strikes, then the enemy moves on", () => {
    const state = play(hidden(), { type: "end-phase" }).state; // the Normans' movement phase begins
    expect([decision(state).player, decision(state).detail?.ask]).toEqual(["merry-men", "spring-ambush"]);
    const passed = play(state, { type: "pass" }).state;
    expect(decision(passed).player).toBe("normans");
    const step = decision(passed).actions.find((a) => a.type === "step" && a.piece === "bero")!;
    const asked = play(passed, step).state;
    expect(decision(asked).actions).toEqual([{ type: "spring" }, { type: "pass" }]);
    // Spring: Gilbert appears up tree O and shoots at Bero, with -1 on the damage roll (SHW-8.3).
    const sprung = play(asked, { type: "spring" }).state;
    const reveals = decision(sprung).actions.filter((a) => a.type === "reveal" && a.piece === "gilbert");
    expect(reveals.length).toBe(7); // any hex of the tree, up the tree
    const placed = play(sprung, reveals[0]!, { type: "strike" });
    expect(placed.events).toContainEqual(expect.objectContaining({ type: "revealed", piece: "gilbert", rule: "SHW-8.2" }));
    const strikes = decision(placed.state).actions;
    expect(strikes.at(-1)).toEqual({ type: "end-ambush" });
    expect(
      strikes.every((a) => a.type === "end-ambush" || ("shooter" in a && a.shooter === "gilbert") || ("attackers" in a && a.attackers.includes("gilbert")) || ("piece" in a && a.piece === "gilbert")),
    ).toBe(true);
    const after = play(placed.state, { type: "end-ambush" }).state;
    expect([decision(after).player, decision(after).detail?.ask]).toEqual(["normans", "move-phase"]);
  });

  it("SHW-8.3 an attack from ambush shifts one column right; a shot from ambush takes -1 on its damage roll", () => {
    const options = sherwood.optionsSchema.parse({
      map: "the-inn",
      sides: [
        { id: "normans", force: [{ character: "bero", at: "12,5" }] },
        {
          id: "merry-men",
          force: [
            { character: "little-john", hidden: true },
            { character: "gilbert", hidden: true },
            { character: "robin", at: "15,12" },
          ],
        },
      ],
    });
    const ready = play(
      sherwood.setup(options),
      { type: "hide", piece: "little-john", hideout: "building:warehouse" },
      { type: "hide", piece: "gilbert", hideout: "tree:P" },
      { type: "end-phase" },
      { type: "pass" },
    ).state;
    // Bero steps up to the warehouse door (13,5); Little John springs out of it, beside him (13,4).
    const sprung = play(ready, { type: "step", piece: "bero", to: { q: 13 - 2, r: 5, level: 0 } }, { type: "spring" }).state;
    const strike = play(
      sprung,
      { type: "reveal", piece: "little-john", at: { q: 13 - 2, r: 4, level: 0 } },
      { type: "reveal", piece: "gilbert", at: { q: 15 - 6, r: 12, level: 1 } },
      { type: "strike" },
    ).state;
    const acts = decision(strike).actions;
    expect(acts).toContainEqual({ type: "attack", attackers: ["little-john"], defender: "bero" });
    expect(acts).toContainEqual({ type: "shoot", shooter: "gilbert", target: "bero" });
    const declared = play(strike, { type: "attack", attackers: ["little-john"], defender: "bero" }).events[0];
    expect(declared).toMatchObject({ type: "attack", shifts: expect.arrayContaining([{ label: "attack from ambush", value: 1, rule: "SHW-8.3" }]) });
    const hit = play(strike, { type: "shoot", shooter: "gilbert", target: "bero" }, die(1)).state;
    const damage = sherwood.next(hit);
    expect(damage.kind === "chance" && damage.detail?.modifiers).toContainEqual({ label: "attack from ambush", value: -1, rule: "SHW-8.3" });
  });

  it("SHW-8.3 a mover killed by the ambush moves no more, and the state stays sound", () => {
    const options = sherwood.optionsSchema.parse({
      map: "the-inn",
      sides: [
        {
          id: "normans",
          force: [
            { character: "arnold", at: "12,5" },
            { character: "bero", at: "2,2" },
          ],
        },
        {
          id: "merry-men",
          force: [
            { character: "gilbert", hidden: true },
            { character: "robin", at: "15,1" },
          ],
        },
      ],
    });
    const ready = play(sherwood.setup(options), { type: "hide", piece: "gilbert", hideout: "tree:P" }, { type: "end-phase" }, { type: "pass" }).state;
    const sprung = play(ready, { type: "step", piece: "arnold", to: { q: 13 - 2, r: 5, level: 0 } }, { type: "spring" }).state;
    expect(sprung.moving?.piece).toBe("arnold");
    const shot = play(sprung, { type: "reveal", piece: "gilbert", at: { q: 15 - 6, r: 12, level: 1 } }, { type: "strike" }, { type: "shoot", shooter: "gilbert", target: "arnold" }, die(1), die(1));
    expect(shot.events).toContainEqual(expect.objectContaining({ type: "effect", piece: "arnold", effect: "killed" }));
    expect(shot.state.moving).toBeNull();
    expect(invariantProblems(sherwoodRules, shot.state)).toEqual([]);
  });

  it("SHW-8.4 hidden characters are revealed at their side's turn, or found when an enemy enters their hideout", () => {
    // Revealed at the Merry Men's own turn: their fire phase offers to place them.
    const own = play(hidden(), { type: "end-phase" }, { type: "pass" }, { type: "end-phase" }, { type: "end-phase" }).state;
    expect(own.active).toBe(1);
    const reveal = decision(own).actions.find((a) => a.type === "reveal");
    expect(reveal).toBeDefined();
    const out = play(own, reveal!);
    expect(out.events).toContainEqual(expect.objectContaining({ type: "revealed", rule: "SHW-8.4" }));
    // Found: a Norman in the warehouse finds the character hidden there at once.
    const options = sherwood.optionsSchema.parse({
      map: "the-inn",
      sides: [
        { id: "normans", force: [{ character: "bero", at: "13,5" }] },
        {
          id: "merry-men",
          force: [
            { character: "alwin", hidden: true },
            { character: "robin", at: "15,12" },
          ],
        },
      ],
    });
    const moving = play(sherwood.setup(options), { type: "hide", piece: "alwin", hideout: "building:warehouse" }, { type: "end-phase" }, { type: "pass" }).state;
    const inside = decision(moving).actions.find((a) => a.type === "step" && a.piece === "bero" && !("front" in a.to) && a.to.r === 4)!;
    const found = play(moving, inside, { type: "pass" });
    expect(found.events).toContainEqual(expect.objectContaining({ type: "revealed", piece: "alwin", rule: "SHW-8.4" }));
    expect(found.state.hidden).toEqual([]);
  });

  it("plays random games with ambushes through each side's view: no hideout reaches the other side before it is revealed or found", () => {
    const secrets = (state: SherwoodState) => {
      const out: Record<string, string[]> = {};
      for (const side of state.sides) out[side] = state.hidden.filter((h) => h.camp !== side && h.hideout !== null).map((h) => h.hideout!);
      return out;
    };
    const report = checkConformance(sherwood, {
      games: 150,
      seed: "sherwood-ambush",
      options: ambushOptions(),
      maxSteps: 20_000,
      secrets,
      invariants: { "the game's invariants": (s: SherwoodState) => invariantProblems(sherwoodRules, s).length === 0 },
    });
    expect(report.failures.slice(0, 1)).toEqual([]);
    // And the ambushers do spring, reveal and get found in those games.
    const always: Policy<SherwoodState, SherwoodAction> = ({ actions }) => actions.find((a) => a.type === "spring" || a.type === "reveal" || a.type === "strike") ?? actions[0]!;
    const run = runGame(sherwood, ambushOptions(), { policies: always, chance: seededChance(3) });
    expect(run.events?.some((e) => e.type === "revealed")).toBe(true);
  }, 300_000);
});
