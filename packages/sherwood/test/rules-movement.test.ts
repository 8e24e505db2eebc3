import { describe, expect, it } from "vitest";
import { jumpOdds, moveCost, pieceValues, reachableMoves } from "../src/index";
import { at, foot, rules } from "./rules-helpers";

const inn = rules.map("the-inn");
const woods = rules.map("woods-edge");
const g = (h: { q: number; r: number }, level = 0) => ({ q: h.q, r: h.r, level });

describe("movement", () => {
  it("SHW-4: open ground costs 1, scrub 2 on foot (SHW-I.MOVE)", () => {
    const much = foot("much", "villagers", at(inn, "0,2"));
    const open = moveCost(rules, inn, [much], "much", g(at(inn, "0,2")), g(at(inn, "0,1")));
    const scrub = moveCost(rules, inn, [much], "much", g(at(inn, "0,2")), g(at(inn, "1,2")));
    expect(open.legal && open.cost).toBe(1);
    expect(scrub.legal && scrub.cost).toBe(2);
  });
  it("SHW-I.MOVE: through friends, not enemies; riders not into trees; remount costs 2", () => {
    const much = foot("much", "villagers", at(inn, "0,0"));
    const friend = foot("mildred", "villagers", at(inn, "1,0"));
    const enemy = foot("bero", "normans", at(inn, "1,0"));
    const f = moveCost(rules, inn, [much, friend], "much", g(much.at), g(friend.at));
    expect(f.legal && f.canEnd).toBe(false);
    expect(f.legal).toBe(true);
    const e = moveCost(rules, inn, [much, enemy], "much", g(much.at), g(enemy.at));
    expect(e.legal ? "" : e.rule).toBe("SHW-4.1");
    expect(rules.movementCost("remount")).toBe(2);
  });
  it("SHW-4.1: walls are impassable, doors pass, windows and low walls cost +3 on foot only", () => {
    const p = foot("isaac", "villagers", at(inn, "12,4"));
    const wall = moveCost(rules, inn, [p], "isaac", g(at(inn, "12,4")), g(at(inn, "13,4")));
    expect(wall.legal ? "" : wall.reason).toMatch(/walls are impassable/);
    const door = moveCost(rules, inn, [p], "isaac", g(at(inn, "13,5")), g(at(inn, "13,4")));
    expect(door.legal && door.cost).toBe(1);
    const window = moveCost(rules, inn, [p], "isaac", g(at(inn, "14,3")), g(at(inn, "14,4")));
    expect(window.legal && window.cost).toBe(4);
    const cottage = rules.map("foresters-cottage");
    const over = moveCost(rules, cottage, [p], "isaac", g(at(cottage, "7,9")), g(at(cottage, "7,8")));
    expect(over.legal && over.parts.map((x) => x.value)).toEqual([1, 3]);
  });
  it("SHW-4.1: riders cannot enter trees, stairs or building interiors, nor pass a window or low wall", () => {
    const guy = { id: "guy", camp: "normans", character: "guy", at: at(woods, "8,2"), facing: 0 as const, mounted: true };
    const into = moveCost(rules, woods, [guy], "guy", { front: at(woods, "7,2"), facing: 0 }, { front: at(woods, "8,2"), facing: 0 });
    expect(into.legal ? "" : into.rule).toBe("SHW-4.1");
    const stairs = rules.terrain("stairs");
    expect(stairs.mountedCost).toBeNull();
    const onStairs = { id: "guy", camp: "normans", character: "guy", at: at(inn, "1,6"), facing: 0 as const, mounted: true };
    const up = moveCost(rules, inn, [onStairs], "guy", { front: at(inn, "1,6"), facing: 0 }, { front: at(inn, "2,6"), facing: 0 });
    expect(up.legal ? "" : up.reason).toMatch(/horseback cannot enter .*stair/i);
    // Riders may occupy a door hex (the warehouse's doorway), but go no further in.
    const atDoor = { ...onStairs, at: at(inn, "13,5"), facing: 2 as const };
    const doorway = moveCost(rules, inn, [atDoor], "guy", { front: at(inn, "13,5"), facing: 2 }, { front: at(inn, "13,4"), facing: 2 });
    expect(doorway.legal && doorway.parts.map((p) => p.rule)).toEqual(["SHW-4.1"]);
    const further = moveCost(rules, inn, [{ ...atDoor, at: at(inn, "13,4"), facing: 2 as const }], "guy", { front: at(inn, "13,4"), facing: 1 }, { front: at(inn, "14,4"), facing: 0 });
    expect(further.legal ? "" : further.rule).toBe("SHW-4.1");
  });
  it("SHW-4.1: no ending on a character; crossbowmen that shot cannot move", () => {
    const rudolf = foot("rudolf", "normans", at(inn, "0,0"), { shot: true });
    const r = moveCost(rules, inn, [rudolf], "rudolf", g(rudolf.at), g(at(inn, "1,0")));
    expect(r.legal ? "" : r.reason).toMatch(/crossbowmen/);
    const much = foot("much", "villagers", at(inn, "0,0"));
    const mildred = foot("mildred", "villagers", at(inn, "1,0"));
    const moves = reachableMoves(rules, inn, [much, mildred], "much");
    expect(moves.costOf(g(mildred.at))).toBeUndefined();
    expect(moves.costOf(g(at(inn, "2,0")))).toBe(2);
  });
  it("SHW-4.2: moving between hexes adjacent to enemies costs 2 more", () => {
    const much = foot("much", "villagers", at(inn, "0,0"));
    const bero = foot("bero", "normans", at(inn, "0,1"));
    const step = moveCost(rules, inn, [much, bero], "much", g(much.at), g(at(inn, "1,0")));
    expect(step.legal && step.parts.find((x) => x.rule === "SHW-4.2")?.value).toBe(2);
    expect(step.legal && step.cost).toBe(3);
  });
  it("SHW-4.4: climbing the trunk costs 6, along the tree 4; off the trunk or armoured, no climbing", () => {
    const trunk = woods.tree("A").trunk;
    const robin = foot("robin", "merry-men", trunk);
    const up = moveCost(rules, woods, [robin], "robin", g(trunk), g(trunk, 1));
    expect(up.legal && up.cost).toBe(6);
    const other = woods.tree("A").hexes[1]!;
    const along = moveCost(rules, woods, [robin], "robin", g(trunk, 1), g(other, 1));
    expect(along.legal && along.cost).toBe(4);
    const offTrunk = moveCost(rules, woods, [robin], "robin", g(other), g(other, 1));
    expect(offTrunk.legal ? "" : offTrunk.rule).toBe("SHW-4.4");
    const guy = foot("guy", "normans", trunk);
    const armoured = moveCost(rules, woods, [guy], "guy", g(trunk), g(trunk, 1));
    expect(armoured.legal ? "" : armoured.reason).toMatch(/unarmoured/);
  });
  it("SHW-4.4: Robin climbs through the tavern window spending 8 points", () => {
    const robin = foot("robin", "merry-men", at(inn, "1,4"));
    const moves = reachableMoves(rules, inn, [robin], "robin");
    expect(moves.budget).toBe(8);
    expect(moves.costOf(g(at(inn, "4,4"), 1))).toBe(8);
  });
  it("SHW-4.5: jumping costs 4 and ends the move; the jump roll lands on 1-7, +2 armoured, +1 onto a horse", () => {
    const tree = woods.tree("A");
    const robin = foot("robin", "merry-men", tree.hexes[1]!, { upTree: true });
    const down = moveCost(rules, woods, [robin], "robin", g(tree.hexes[1]!, 1), g(tree.hexes[1]!));
    expect(down.legal && [down.cost, down.endsMove, down.jumpRoll]).toEqual([4, true, true]);
    expect(jumpOdds(rules, "robin").odds).toEqual([
      { result: "landed", probability: 0.7 },
      { result: "stunned", probability: 0.2 },
      { result: "wounded", probability: 0.1 },
    ]);
    expect(jumpOdds(rules, "guy").odds[0]).toEqual({ result: "landed", probability: 0.5 });
    expect(jumpOdds(rules, "robin", { ontoHorse: true }).odds[0]).toEqual({ result: "landed", probability: 0.6 });
  });
  it("SHW-4: the movement allowance is the counter's; Wilfred's is 6, half of it 3", () => {
    const w = pieceValues(rules, foot("wilfred", "saxons", at(inn, "0,0")));
    expect([w.movement, Math.floor(w.movement / 2)]).toEqual([6, 3]);
  });
});
