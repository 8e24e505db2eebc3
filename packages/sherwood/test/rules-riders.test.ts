import { hexEquals, riderHexes, type Hex, type RiderPosition } from "@tt/hexgrid";
import { describe, expect, it } from "vitest";
import { canMount, dismountHexes, moveCost, pieceValues, reachableMoves, type SherwoodPiece } from "../src/index";
import { at, foot, rules } from "./rules-helpers";

const inn = rules.map("the-inn");
const woods = rules.map("woods-edge");
const rider = (id: string, camp: string, front: Hex, facing: 0 | 1 | 2 | 3 | 4 | 5): SherwoodPiece => ({ id, camp, character: id, at: front, facing, mounted: true });
const pos = (front: Hex, facing: 0 | 1 | 2 | 3 | 4 | 5): RiderPosition => ({ front, facing });

describe("counters and pieces (SHW-1.1, SHW-1.2)", () => {
  it("SHW-1.2 a character's values are those of its counter: healthy or wounded, mounted or on foot, stunned defence", () => {
    const guy = (extra: Partial<SherwoodPiece>) => pieceValues(rules, { id: "guy", camp: "normans", character: "guy", at: at(inn, "4,12"), ...extra });
    const c = rules.character("guy");
    expect(guy({})).toMatchObject({ ...c.foot.healthy, armoured: true, mounted: false });
    expect(guy({ state: "wounded" })).toMatchObject(c.foot.wounded);
    expect(guy({ mounted: true, facing: 0 })).toMatchObject({ ...c.mounted!.healthy, mounted: true });
    expect(guy({ mounted: true, facing: 0, state: "wounded" })).toMatchObject(c.mounted!.wounded);
    expect(guy({ state: "stunned" })).toMatchObject({ attack: 0, defence: c.foot.stunnedDefence, movement: 0 });
    expect(c.mounted!.healthy.attack).toBeGreaterThan(c.foot.healthy.attack); // riders are stronger and faster
    expect(c.mounted!.healthy.movement).toBeGreaterThan(c.foot.healthy.movement);
  });

  it("SHW-1.1 one living character per hex and a rider on two: a rider never ends a move with either hex on a character", () => {
    const guy = rider("guy", "normans", at(inn, "6,12"), 0);
    const others = [foot("bero", "normans", at(inn, "8,12")), foot("much", "villagers", at(inn, "4,10"))];
    const moves = reachableMoves(rules, inn, [guy, ...others], "guy");
    expect(moves.places.length).toBeGreaterThan(20);
    for (const { at: p } of moves.places) {
      const hexes = riderHexes(p as RiderPosition);
      expect(hexes).toHaveLength(2);
      expect(others.some((o) => hexes.some((h) => hexEquals(h, o.at)))).toBe(false);
    }
  });
});

describe("riders and horses (SHW-4.3)", () => {
  it("SHW-4.3 a rider's cost is that of the hex its front enters, whatever the rear stands on", () => {
    const guy = rider("guy", "normans", at(woods, "6,7"), 2);
    // 6,7 clear; ahead (north-west) is scrub at 6,6: the mounted cost of scrub.
    const into = moveCost(rules, woods, [guy], "guy", pos(guy.at, 2), pos(at(woods, "6,6"), 2));
    expect(into.legal && into.parts.map((p) => [p.label, p.value, p.rule])).toEqual([["Scrub", rules.terrain("scrub").mountedCost, "SHW-4.3"]]);
    // Out of the scrub onto clear ground: 1, though the rear is still in the scrub.
    const out = moveCost(rules, woods, [guy], "guy", pos(at(woods, "6,6"), 2), pos(at(woods, "5,5"), 2));
    expect(out.legal && out.cost).toBe(1);
  });

  it("SHW-4.3 a rider veers at most one hexside a hex by default (the README's rider-turning note), two with riderTurn: 2", () => {
    const guy = rider("guy", "normans", at(inn, "6,12"), 0);
    const veer = (to: RiderPosition, riderTurn?: 0 | 1 | 2) => moveCost(rules, inn, [guy], "guy", pos(guy.at, 0), to, { riderTurn });
    expect(veer(pos(at(inn, "7,12"), 0)).legal).toBe(true); // straight on, east
    expect(veer(pos(at(inn, "6,11"), 1)).legal).toBe(true); // veering one side, north-east
    const sharp = veer(pos(at(inn, "5,11"), 2)); // two sides, north-west
    expect(sharp.legal ? "" : sharp.rule).toBe("SHW-4.3");
    expect(veer(pos(at(inn, "5,11"), 2), 2).legal).toBe(true);
    expect(veer(pos(at(inn, "6,11"), 1), 0).legal).toBe(false);
    // The front goes where the new facing points: sideways is no step.
    expect(veer(pos(at(inn, "6,11"), 0)).legal).toBe(false);
  });

  it("SHW-4.3 mounting and dismounting: to or from a hex next to both hexes of the horse; up a tree, onto it with a jump roll", () => {
    const guy = rider("guy", "normans", at(inn, "6,12"), 0);
    const hexes = dismountHexes(rules, inn, [guy], "guy");
    expect(hexes).toHaveLength(2);
    for (const h of hexes) for (const x of riderHexes({ front: guy.at, facing: 0 })) expect(Math.abs(h.q - x.q) + Math.abs(h.r - x.r) + Math.abs(h.q + h.r - x.q - x.r)).toBe(2);
    // A friend on one of them leaves one.
    expect(dismountHexes(rules, inn, [guy, foot("bero", "normans", hexes[0]!)], "guy")).toEqual([hexes[1]]);
    const horse: SherwoodPiece = { id: "horse", camp: "normans", animal: "cavalry-horse", at: guy.at, facing: 0 };
    expect(canMount(rules, inn, [horse, foot("guy", "normans", hexes[0]!)], "guy", "horse")).toEqual({ possible: true, rule: "SHW-4.3", jumpRoll: false });
    expect(canMount(rules, inn, [horse, foot("guy", "normans", at(inn, "9,12"))], "guy", "horse").possible).toBe(false);
    expect(canMount(rules, inn, [horse, foot("much", "villagers", hexes[0]!)], "much", "horse").possible).toBe(false); // Much has no mounted counters
    // Robin up tree P's trunk jumps onto a horse beside the tree.
    const tree = inn.tree("P");
    const beside = { id: "horse", camp: "saxons", animal: "cavalry-horse", at: at(inn, "13,12"), facing: 2 as const };
    expect(canMount(rules, inn, [beside, foot("robin", "saxons", at(inn, "14,12"), { upTree: true })], "robin", "horse")).toEqual({ possible: true, rule: "SHW-4.3", jumpRoll: true });
    expect(tree.hexes.some((h) => hexEquals(h, at(inn, "14,12")))).toBe(true);
  });

  it("SHW-4.3 a character not riding has nowhere to dismount to", () => {
    expect(dismountHexes(rules, inn, [foot("guy", "normans", at(inn, "6,12"))], "guy")).toEqual([]);
  });
});
