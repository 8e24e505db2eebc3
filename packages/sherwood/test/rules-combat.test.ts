import { describe, expect, it } from "vitest";
import { combatOdds, type CombatReading, type SherwoodPiece } from "../src/index";
import { at, foot, rules } from "./rules-helpers";

const woods = rules.map("woods-edge");
const inn = rules.map("the-inn");

type Reading = Extract<CombatReading, { possible: true }>;
function read(board: typeof woods, pieces: readonly SherwoodPiece[], attackers: readonly string[], defender: string, options?: { jump?: boolean; ambush?: boolean }): Reading {
  const r = combatOdds(rules, board, pieces, attackers, defender, options);
  if (!r.possible) throw new Error(`refused: ${r.rule} ${r.reason}`);
  return r;
}
const refusal = (r: CombatReading) => (r.possible ? "possible" : `${r.rule}: ${r.reason}`);
const shifts = (r: Reading) => r.shifts.map((s) => `${s.label} ${s.value > 0 ? "+" : ""}${s.value}`);
const rider = (id: string, camp: string, front: string, facing: 0 | 1 | 2 | 3 | 4 | 5, board = woods): SherwoodPiece => ({ id, camp, character: id, at: at(board, front), facing, mounted: true });

describe("combat (SHW-5)", () => {
  it("SHW-5.2 the rulebook's example: Brian 30 + Guy 28 = 58 against Hardouin's 5, on slope hexes, read in the > 41 column", () => {
    // Both knights ride on the slope of Wood's Edge (both hexes of each on the slope), Hardouin below its lip.
    const pieces = [rider("brian", "normans", "4,10", 0), rider("guy", "normans", "5,10", 3), foot("hardouin", "saxons", at(woods, "4,11"))];
    const r = read(woods, pieces, ["brian", "guy"], "hardouin");
    expect([r.attack, r.defence, r.differential, r.table]).toEqual([58, 5, 53, "foot"]);
    expect(shifts(r)).toEqual(["attacker on disadvantageous terrain -1", "joint attack +1"]);
    expect([r.baseColumn, r.column, r.clamped]).toEqual(["> 41", "> 41", false]);
    expect(r.odds.map((o) => [o.result, o.probability])).toEqual([
      ["K", 0.6],
      ["W", 0.3],
      ["S", 0.1],
    ]);
  });

  it("SHW-5 the differential of attack minus defence picks the column; a d10 reads 0 as 10, one row per face", () => {
    const pieces = [foot("much", "villagers", at(inn, "0,12")), foot("bero", "normans", at(inn, "1,12"))];
    const r = read(inn, pieces, ["much"], "bero");
    expect([r.attack, r.defence, r.differential, r.column, r.shifts]).toEqual([8, 9, -1, "-5 to -1", []]);
    expect(rules.tables.footCombat.rows.map((row) => row.label)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(r.odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it("SHW-5 a rider is attacked on the mounted table, a character on foot on the foot table", () => {
    const onHorse = [foot("little-john", "saxons", at(inn, "0,12")), rider("guy", "normans", "2,12", 0, inn)];
    expect(read(inn, onHorse, ["little-john"], "guy").table).toBe("mounted");
    const onFoot = [foot("little-john", "saxons", at(inn, "0,12")), foot("guy", "normans", at(inn, "1,12"))];
    expect(read(inn, onFoot, ["little-john"], "guy").table).toBe("foot");
  });

  it("SHW-5 attacks are on an adjacent enemy that the attacker could enter by regular movement, and not by one who fired", () => {
    const apart = [foot("much", "villagers", at(inn, "0,12")), foot("bero", "normans", at(inn, "2,12"))];
    expect(refusal(combatOdds(rules, inn, apart, ["much"], "bero"))).toBe("SHW-5: the defender is not in an adjacent hex");
    const friends = [foot("much", "villagers", at(inn, "0,12")), foot("mildred", "villagers", at(inn, "1,12"))];
    expect(refusal(combatOdds(rules, inn, friends, ["much"], "mildred"))).toBe("SHW-5: attacks are on enemy characters");
    const shot = [foot("reynold", "saxons", at(inn, "0,12"), { shot: true }), foot("bero", "normans", at(inn, "1,12"))];
    expect(refusal(combatOdds(rules, inn, shot, ["reynold"], "bero"))).toBe("SHW-5: a character that fired this turn cannot attack");
    // A rider cannot attack into a tree hex (SHW-4.1), nor through a wall.
    const tree = woods.tree("A");
    const intoTree = [rider("guy", "normans", "4,3", 0), foot("robin", "saxons", at(woods, "3,2"))];
    expect(tree.hexes.some((h) => h.q === intoTree[1]!.at.q && h.r === intoTree[1]!.at.r)).toBe(true);
    expect(refusal(combatOdds(rules, woods, intoTree, ["guy"], "robin"))).toMatch(/^SHW-5: the attacker could not enter the defender's hex: characters on horseback cannot enter/);
    const wall = [foot("isaac", "villagers", at(inn, "12,4")), foot("bero", "normans", at(inn, "13,4"))];
    expect(refusal(combatOdds(rules, inn, wall, ["isaac"], "bero"))).toBe("SHW-5: the attacker could not enter the defender's hex: walls are impassable");
  });

  it("SHW-5 a character up the tree cannot attack an enemy on the ground and vice versa", () => {
    const trunk = woods.tree("A").trunk;
    const pieces = [foot("robin", "saxons", trunk, { upTree: true }), foot("bero", "normans", at(woods, "2,3"))];
    expect(refusal(combatOdds(rules, woods, pieces, ["robin"], "bero"))).toBe("SHW-5: a character up the tree cannot attack an enemy on the ground and vice versa");
    expect(refusal(combatOdds(rules, woods, pieces, ["bero"], "robin"))).toBe("SHW-5: a character up the tree cannot attack an enemy on the ground and vice versa");
  });

  it("SHW-5.1 terrain shifts: defender alone on disadvantageous terrain right, on advantageous left, equal none, a rider's worse hex", () => {
    // Wood's Edge: 2,6 scrub (+), 2,9 and 3,9 slope (-), 2,7 and 2,8 clear.
    const pair = (a: string, d: string) => [foot("little-john", "saxons", at(woods, a)), foot("bero", "normans", at(woods, d))];
    expect(shifts(read(woods, pair("2,8", "2,9"), ["little-john"], "bero"))).toEqual(["defender on disadvantageous terrain +1"]);
    expect(shifts(read(woods, pair("2,7", "2,6"), ["little-john"], "bero"))).toEqual(["defender on advantageous terrain -1"]);
    expect(shifts(read(woods, pair("2,9", "2,8"), ["little-john"], "bero"))).toEqual(["attacker on disadvantageous terrain -1"]);
    expect(shifts(read(woods, pair("4,9", "3,9"), ["little-john"], "bero"))).toEqual([]); // both on the slope
    // A rider standing with its front on clear ground and its rear on the slope is on the slope.
    const mounted = [foot("little-john", "saxons", at(woods, "5,8")), rider("guy", "normans", "4,8", 2)];
    expect(shifts(read(woods, mounted, ["little-john"], "guy"))).toEqual(["defender on disadvantageous terrain +1"]);
  });

  it("SHW-5.2 a joint attack adds attack values and shifts one right, but not against a rider unless all attackers ride; the worst attacker terrain counts", () => {
    const onFoot = [foot("little-john", "saxons", at(inn, "4,12")), foot("much", "villagers", at(inn, "5,11")), foot("bero", "normans", at(inn, "5,12"))];
    const joint = read(inn, onFoot, ["little-john", "much"], "bero");
    expect([joint.attack, shifts(joint)]).toEqual([13 + 8, ["joint attack +1"]]);
    const guy = rider("guy", "normans", "6,12", 0, inn);
    const vsRider = read(inn, [onFoot[0]!, foot("much", "villagers", at(inn, "5,13")), guy], ["little-john", "much"], "guy");
    expect(shifts(vsRider)).toEqual([]);
    const riders = [rider("wilfred", "saxons", "6,13", 0, inn), rider("robin", "saxons", "6,11", 3, inn), guy];
    expect(shifts(read(inn, riders, ["wilfred", "robin"], "guy"))).toEqual(["joint attack +1"]);
    // Little John on the slope and Much on clear ground attack Bero on clear ground: the slope counts.
    const mixed = [foot("little-john", "saxons", at(woods, "3,9")), foot("much", "villagers", at(woods, "2,8")), foot("bero", "normans", at(woods, "3,8"))];
    expect(shifts(read(woods, mixed, ["little-john", "much"], "bero"))).toEqual(["attacker on disadvantageous terrain -1", "joint attack +1"]);
  });

  it("SHW-5.3 a jump attack from up a tree onto a character below shifts one right; from the ground it is refused", () => {
    const trunk = woods.tree("A").trunk;
    const pieces = [foot("robin", "saxons", trunk, { upTree: true }), foot("bero", "normans", at(woods, "2,3"))];
    const jump = read(woods, pieces, ["robin"], "bero", { jump: true });
    expect(shifts(jump)).toContain("attack while jumping +1");
    const plain = read(woods, [{ ...pieces[0]!, upTree: false, at: at(woods, "2,4") }, pieces[1]!], ["robin"], "bero");
    expect(plain.column).not.toBe(jump.column);
    const fromGround = combatOdds(rules, woods, [foot("robin", "saxons", at(woods, "2,4")), pieces[1]!], ["robin"], "bero", { jump: true });
    expect(refusal(fromGround)).toBe("SHW-5.3: a jump attack is made from up a tree, the balcony or an inn window onto a character below");
  });

  it("SHW-5 the column is clamped at the table's ends", () => {
    const weak = [foot("isaac", "villagers", at(inn, "0,12")), foot("guy", "normans", at(inn, "1,12"))];
    const low = read(inn, weak, ["isaac"], "guy");
    expect([low.differential, low.column]).toEqual([2 - 12, "-10 to -6"]);
    const pieces = [rider("brian", "normans", "4,10", 0), rider("guy", "normans", "5,10", 3), foot("isaac", "villagers", at(woods, "4,11"))];
    const high = read(woods, pieces, ["brian", "guy"], "isaac", { ambush: true });
    expect([high.baseColumn, high.column, high.clamped]).toEqual(["> 41", "> 41", true]);
  });
});
