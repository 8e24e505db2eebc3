// The reconstructed data agrees with everything the rulebook says: its examples, its stated numbers,
// its descriptions of the maps and counters, and its scenarios.
import { readD10 } from "@tt/dice";
import { hexDistance, hexKey, hexNeighbors, type Hex } from "@tt/hexgrid";
import { lookup, tableOdds } from "@tt/tables";
import { describe, expect, it } from "vitest";
import { SHERWOOD_DATA, sherwoodRules as rules, type Board, type Character } from "../src/index";

const character = (id: string): Character => rules.character(id);
const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const byFunction = (f: string): Character[] => rules.characters.filter((c) => c.function === f);
const windowsOf = (board: Board, hexes: readonly Hex[]) => {
  const inside = new Set(hexes.map(hexKey));
  return board.hexMap.hexsides().filter(({ side, features }) => features.includes("window") && [side.hex, ...hexNeighbors(side.hex)].some((h) => inside.has(hexKey(h))) && sideTouches(side, inside));
};
function sideTouches(side: { hex: Hex; direction: number }, inside: ReadonlySet<string>): boolean {
  const other = hexNeighbors(side.hex)[side.direction]!;
  return inside.has(hexKey(side.hex)) !== inside.has(hexKey(other));
}
const sideHexes = (side: { hex: Hex; direction: number }): [Hex, Hex] => [side.hex, hexNeighbors(side.hex)[side.direction]!];

describe("the rulebook's examples", () => {
  it("SHW-5.2 Brian 30 + Guy 28 = 58 against Hardouin's defence 5, both knights on slope hexes, is read in the > 41 column", () => {
    const attack = character("brian").mounted!.healthy.attack + character("guy").mounted!.healthy.attack;
    expect(attack).toBe(58);
    expect(character("hardouin").foot.healthy.defence).toBe(5);
    expect(rules.terrain("slope").defender).toBe("-"); // slopes are disadvantageous: one column left
    const shifts = [
      { label: "attackers on a slope", value: -1, rule: "SHW-5.1" },
      { label: "joint attack", value: 1, rule: "SHW-5.2" },
    ];
    for (let roll = 1; roll <= 10; roll++) {
      const read = lookup(rules.tables.footCombat, { value: attack - 5, shifts, roll });
      expect(read.column?.label).toBe("> 41");
      expect(read.shift?.shift).toBe(0);
    }
    expect(rules.tables.footCombat.columns.at(-1)).toBe("> 41");
  });

  it("SHW-6.3 half of Wilfred's movement allowance is 3", () => {
    expect(character("wilfred").foot.healthy.movement / 2).toBe(3);
  });

  it("SHW-4.4 Robin spends 8 points to climb through the tavern window: 2 to reach the ground below it, 6 to climb", () => {
    const inn = rules.map("the-inn");
    const tavern = inn.building("inn").rooms.find((r) => r.id === "inn-tavern")!;
    const windows = windowsOf(inn, tavern.hexes);
    expect(windows.length).toBeGreaterThanOrEqual(1);
    const below = sideHexes(windows[0]!.side).map((h) => inn.info(h)!);
    const ground = below.find((i) => i.level === 0)!;
    expect(ground.terrain).toBe("clear");
    expect(below.find((i) => i.level === 1)!.room).toBe("inn-tavern");
    // Two open ground hexes away (1 MP each), then the climb.
    const start = inn.hexes.find(
      (i) => i.terrain === "clear" && i.level === 0 && hexDistance(i.hex, ground.hex) === 2 && hexNeighbors(i.hex).some((n) => hexDistance(n, ground.hex) === 1 && inn.info(n)?.terrain === "clear"),
    );
    expect(start).toBeDefined();
    expect(2 * rules.terrain("clear").footCost! + rules.movementCost("climb-into-inn")).toBe(character("robin").foot.healthy.movement);
    expect(character("robin").armoured).toBe(false); // only the unarmoured climb
  });

  it("SHW-4.5 Maid Marian jumps down from the balcony for 4 MP: the balcony is above ground hexes", () => {
    const inn = rules.map("the-inn");
    const balcony = inn.hexes.filter((i) => i.balcony !== null);
    expect(balcony.length).toBeGreaterThanOrEqual(3);
    expect(balcony.some((b) => hexNeighbors(b.hex).some((n) => inn.info(n)?.level === 0 && inn.info(n)?.terrain === "clear"))).toBe(true);
    expect(rules.movementCost("jump")).toBe(4);
    expect(character("marian").armoured).toBe(false);
  });

  it("SHW-S.6 Hardouin the wolf leader has ten movement points, and 5 if he is injured", () => {
    const wolfLeader = rules.scenario(6);
    const override = wolfLeader.data.overrides.find((o) => o.character === "hardouin")!;
    expect(override.role).toBe("the wolf leader");
    expect(override.footMovement).toEqual({ healthy: 10, wounded: 5 });
    expect(wolfLeader.campOf("hardouin")).toBe("bandits");
    expect(wolfLeader.data.camps.find((c) => c.id === "bandits")!.animals).toEqual([{ animal: "wolf", count: 2 }]);
    expect(rules.animal("wolf").count).toBeGreaterThanOrEqual(2);
    // Halving, as every wounded counter does.
    for (const c of rules.characters) expect(c.foot.wounded.movement, c.id).toBe(Math.floor(c.foot.healthy.movement / 2));
  });
});

describe("the movement costs the rulebook states", () => {
  it("SHW-4.4 climbing a trunk costs 6, moving along a tree 4, climbing into the inn 6", () => {
    expect(rules.movementCost("climb-tree")).toBe(6);
    expect(rules.movementCost("along-tree")).toBe(4);
    expect(rules.movementCost("climb-into-inn")).toBe(6);
  });
  it("SHW-4.5 jumping costs 4", () => expect(rules.movementCost("jump")).toBe(4));
  it("SHW-4.1 a window or a low wall costs 3 more than the hex", () => expect(rules.movementCost("window-or-low-wall")).toBe(3));
  it("SHW-4.2 infiltration costs 2 more", () => expect(rules.movementCost("infiltration")).toBe(2));
  it("SHW-I.MOVE remounting costs 2; open hexes 1, trees, scrub and slopes 2; riders barred from buildings and trees", () => {
    expect(rules.movementCost("remount")).toBe(2);
    expect(rules.terrain("clear").footCost).toBe(1);
    expect(rules.terrain("floor").footCost).toBe(1);
    for (const t of ["tree", "scrub", "slope"]) expect(rules.terrain(t).footCost, t).toBe(2);
    for (const t of ["tree", "floor", "stairs"]) expect(rules.terrain(t).mountedCost, t).toBeNull();
  });
  it("SHW-7.2 a cart moves 6 MP with a draft horse, 4 with an ox; entering a cart costs 3", () => {
    expect(rules.movementCost("cart-draft-horse")).toBe(6);
    expect(rules.movementCost("cart-ox")).toBe(4);
    expect(rules.movementCost("enter-cart")).toBe(3);
  });
  it("SHW-4.1 the forge's hearth is impassable; walls are on hexsides", () => {
    expect(rules.terrain("hearth").footCost).toBeNull();
    expect(rules.terrain("hearth").mountedCost).toBeNull();
  });
  it("SHW-3.1.2 only trees block the line of fire through them; SHW-3.1.4 scrub, trees, slopes and buildings give cover", () => {
    expect(SHERWOOD_DATA.tables.terrain.filter((t) => t.blocksFire).map((t) => t.terrain)).toEqual(["tree"]);
    for (const t of ["scrub", "tree", "slope", "floor"]) expect(rules.terrain(t).cover, t).toBe(true);
    expect(rules.terrain("clear").cover).toBe(false);
  });
});

describe("the counters (SHW-I.SETUP, SHW-1.2)", () => {
  it("SHW-1.2 every character has the code the rulebook's section 1 gives", () => {
    const codes: Record<string, string> = {
      guy: "Nck",
      brian: "Nck",
      william: "Nck",
      roger: "Nck",
      marian: "Ncc",
      waleran: "Nic",
      wilfred: "Xck",
      robin: "Xca",
      "little-john": "Xil",
      "friar-tuck": "Xic",
      "will-scarlett": "Xca",
      "alan-a-dale": "Xic",
      much: "Xic",
      mildred: "Xic",
      isaac: "Xic",
      rebecca: "Xic",
    };
    for (const [id, code] of Object.entries(codes)) expect(character(id).code, id).toBe(code);
    const kinds: [string, string[]][] = [
      ["Ncm", ["bartholome", "gregoire"]],
      ["Nim", ["odric", "folmar", "wilbrand", "bero"]],
      ["Nil", ["arnold", "martin", "wolmer", "walker", "finn", "gebbo"]],
      ["Nij", ["geri", "bern", "albert"]],
      ["Nix", ["rudolf", "baldric", "emeric"]],
      ["Xia", ["reynold", "alwin", "falko", "gilbert", "boldewin", "saxbert"]],
      ["Xip", ["hardouin", "garulf", "simon", "sibold", "fulmar", "ubbo", "hige", "ludbert"]],
    ];
    for (const [code, ids] of kinds) for (const id of ids) expect(character(id).code, id).toBe(code);
    // Every character of every scenario has a counter; every counter is in some scenario.
    const used = new Set(rules.scenarios.flatMap((s) => [...s.data.camps.flatMap((c) => c.characters), ...s.data.options.flatMap((o) => o.adds)].map((e) => e.character)));
    expect([...used].sort()).toEqual(rules.characters.map((c) => c.id).sort());
  });

  it("SHW-I.SETUP better fighters have higher attack and defence: knights, then sergeants, then spearmen, then peasants", () => {
    const order = ["k", "m", "l", "p"];
    for (const key of ["attack", "defence"] as const) {
      const means = order.map((f) => mean(byFunction(f).map((c) => c.foot.healthy[key])));
      for (let i = 1; i < means.length; i++) expect(means[i - 1]!, `${key}: ${order[i - 1]} over ${order[i]}`).toBeGreaterThan(means[i]!);
    }
  });

  it("SHW-I.SETUP riders are stronger and faster mounted than on foot", () => {
    const riders = rules.characters.filter((c) => c.movementType === "c");
    expect(riders.length).toBe(10);
    for (const c of riders) {
      expect(c.mounted!.healthy.attack, c.id).toBeGreaterThan(c.foot.healthy.attack);
      expect(c.mounted!.healthy.defence, c.id).toBeGreaterThan(c.foot.healthy.defence);
      expect(c.mounted!.healthy.movement, c.id).toBeGreaterThan(Math.max(...rules.characters.map((x) => x.foot.healthy.movement)));
    }
  });

  it("SHW-I.SETUP armoured characters are slower, on foot and mounted", () => {
    const foot = (armoured: boolean) => rules.characters.filter((c) => c.armoured === armoured).map((c) => c.foot.healthy.movement);
    expect(Math.max(...foot(true))).toBeLessThan(Math.min(...foot(false)));
    const mounted = (armoured: boolean) => rules.characters.filter((c) => c.armoured === armoured && c.mounted).map((c) => c.mounted!.healthy.movement);
    expect(Math.max(...mounted(true))).toBeLessThan(Math.min(...mounted(false)));
  });

  it("SHW-I.SETUP missile users are weak in combat: every archer, crossbowman and javelin thrower on foot attacks weaker than every soldier", () => {
    const shooters = rules.characters.filter((c) => c.movementType === "i" && c.missileWeapon !== null);
    const soldiers = rules.characters.filter((c) => ["k", "m", "l"].includes(c.function));
    expect(shooters.length).toBe(12);
    expect(Math.max(...shooters.map((c) => c.foot.healthy.attack))).toBeLessThan(Math.min(...soldiers.map((c) => c.foot.healthy.attack)));
    expect(character("robin").missileWeapon).toBe("bow");
    expect(character("rudolf").missileWeapon).toBe("crossbow");
    expect(character("geri").missileWeapon).toBe("javelin");
  });

  it("SHW-I.SETUP a wounded counter has lower numbers; SHW-6.2 a stunned character is very weak on the defence", () => {
    for (const c of rules.characters) {
      for (const set of [c.foot, ...(c.mounted ? [c.mounted] : [])]) {
        expect(set.wounded.attack, c.id).toBeLessThan(set.healthy.attack);
        expect(set.wounded.defence, c.id).toBeLessThan(set.healthy.defence);
      }
      expect(c.foot.stunnedDefence, c.id).toBeLessThan(c.foot.wounded.defence + 1);
    }
  });

  it("SHW-PT the purchase table's formulas, and who wears a coat of mail", () => {
    // Mail: knights (armour), mounted sergeants (1.1.6), sergeants (1.1.7), crossbowmen ("crossbow with coat of mail"); spearmen wear a gambeson (1.1.8).
    for (const f of ["k", "m", "x"]) for (const c of byFunction(f)) expect(c.armoured, c.id).toBe(true);
    for (const f of ["l", "a", "j", "p", "c"]) for (const c of byFunction(f)) expect(c.armoured, c.id).toBe(false);
    const cost = (id: string) => character(id).purchaseCost;
    expect(character("guy").purchaseCategory).toBe("heavy-cavalry");
    expect(cost("guy")).toBe(28 + 14); // ATT + DEF, mounted
    expect(character("robin").purchaseCategory).toBe("light-cavalry");
    expect(cost("robin")).toBe(18 + 10);
    expect(character("odric").purchaseCategory).toBe("infantry-with-mail");
    expect(cost("odric")).toBe(12 + 9);
    expect(character("martin").purchaseCategory).toBe("infantry-without-mail");
    expect(cost("martin")).toBe(9 + 3); // ATT + ½ DEF
    expect(cost("little-john")).toBe(13 + 4);
    expect(cost("geri")).toBe(2 * 6); // 2 ATT
    expect(cost("reynold")).toBe(2 * 5 + 5); // 2 ATT + DEF
    expect(cost("rudolf")).toBe(3 * 6 + 2 * 6); // 3 ATT + 2 DEF
    expect(cost("waleran")).toBe(3); // clergymen: ATT
    expect(cost("hardouin")).toBe(4);
    // Every row is used, and the formula column reads as its numbers.
    const used = new Set(rules.characters.map((c) => c.purchaseCategory));
    for (const row of SHERWOOD_DATA.tables.purchase.characters) expect(used.has(row.category), row.category).toBe(true);
    const animals = Object.fromEntries(SHERWOOD_DATA.tables.purchase.animals.map((a) => [a.animal, a.cost ?? a.formula]));
    expect(animals).toEqual({ "cavalry-horse": 12, "draft-horse": 8, ox: 6, pig: 2, deer: 2, wolf: "ATT + DEF" });
    expect(SHERWOOD_DATA.tables.purchase.equipment).toEqual([
      { equipment: "cart", cost: 12 },
      { equipment: "carriage", cost: 15 },
    ]);
  });
});

describe("the tables", () => {
  it("SHW-5 the combat tables: columns by differential up to > 41, one row per d10 face (0 counts as 10), every roll read once", () => {
    for (const table of [rules.tables.footCombat, rules.tables.mountedCombat]) {
      expect(table.rows.map((r) => r.label)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
      expect(lookup(table, { value: 0, roll: readD10(0) }).row.label).toBe("10");
      for (const value of [-40, -11, -10, -1, 0, 9, 10, 41, 42, 90]) {
        const odds = tableOdds(table, { dice: "1d10", value });
        expect(odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      }
      expect(lookup(table, { value: 41, roll: 1 }).column?.label).toBe("36-41"); // SHW-6.6: over 40 surrenders
      expect(lookup(table, { value: 42, roll: 1 }).column?.label).toBe("> 41");
    }
  });

  it("SHW-I.ATTACK the foot table agrees with the initiation rules: below 0 hit on 1-2, 0-9 hit on 1-4, 10 or more killed on 1 and hit on 2-5", () => {
    const hit = (r: string) => r === "S" || r === "W" || r === "K";
    const column = (label: string) => rules.tables.footCombat.rows.map((row) => row.results[rules.tables.footCombat.columns.indexOf(label)]!);
    expect(column("-5 to -1").map(hit)).toEqual([true, true, false, false, false, false, false, false, false, false]);
    for (const label of ["0-4", "5-9"]) expect(column(label).map(hit), label).toEqual([true, true, true, true, false, false, false, false, false, false]);
    expect(column("10-14")[0]).toBe("K");
    expect(
      column("10-14")
        .slice(1, 5)
        .every((r) => hit(r) && r !== "K"),
    ).toBe(true);
  });

  it("SHW-6.2 both combat tables worsen with the differential and improve with the roll; a rider is never harmed more than a man on foot", () => {
    const footRank: Record<string, number> = { AW: -3, AS: -2, AR1: -1, "-": 0, R1: 1, R2: 2, S: 3, W: 4, K: 5 };
    const riderRank: Record<string, number> = { AW: -3, AS: -2, AR1: -1, "-": 0, R1: 1, R2: 2, DS: 3, H: 4, W: 4, DW: 5, K: 6 };
    for (const [table, rank] of [
      [rules.tables.footCombat, footRank],
      [rules.tables.mountedCombat, riderRank],
    ] as const) {
      table.rows.forEach((row, r) => {
        row.results.forEach((cell, c) => {
          if (c > 0) expect(rank[cell]!, `${table.name} roll ${row.label} column ${c}`).toBeGreaterThanOrEqual(rank[row.results[c - 1]!]!);
          if (r > 0) expect(rank[cell]!, `${table.name} roll ${row.label} column ${c}`).toBeLessThanOrEqual(rank[table.rows[r - 1]!.results[c]!]!);
        });
      });
    }
    const harms = (cells: readonly string[]) => cells.filter((x) => !["-", "R1", "R2", "AR1", "AS", "AW"].includes(x)).length;
    rules.tables.footCombat.columns.forEach((_, c) => {
      expect(harms(rules.tables.mountedCombat.rows.map((r) => r.results[c]!))).toBeLessThanOrEqual(harms(rules.tables.footCombat.rows.map((r) => r.results[c]!)));
    });
  });

  it("SHW-3.3 the roll to hit: 1-6 at short range, 1-4 at long range", () => {
    const read = (key: string, roll: number) => lookup(rules.tables.missileHit, { key, roll }).result;
    expect([1, 4, 5, 6, 7, 10].map((r) => read("short", r))).toEqual(["hit", "hit", "hit", "hit", "miss", "miss"]);
    expect([1, 4, 5, 6, 7, 10].map((r) => read("long", r))).toEqual(["hit", "hit", "miss", "miss", "miss", "miss"]);
    expect(read("short", 5 + 2)).toBe("miss"); // +2 for a target in cover
  });

  it("SHW-3.4 the missile damage tables read every modified roll (-2 crossbow, +2 armour, -1 ambush); armour and the rider's horse protect", () => {
    for (const table of [rules.tables.infantryMissileDamage, rules.tables.riderMissileDamage]) {
      const odds = tableOdds(table, {
        dice: "1d10",
        modifiers: [
          { label: "crossbow", value: -2 },
          { label: "ambush", value: -1 },
        ],
      });
      expect(odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      expect(lookup(table, -2).result).toBe("K");
      expect(lookup(table, 12).result).toBe("-");
    }
    const killed = (table: typeof rules.tables.infantryMissileDamage, value: number) =>
      tableOdds(table, { dice: "1d10", modifiers: [{ label: "armour", value }] }).find((o) => o.result === "K")?.probability ?? 0;
    expect(killed(rules.tables.infantryMissileDamage, 2)).toBeLessThan(killed(rules.tables.infantryMissileDamage, 0));
    expect(killed(rules.tables.riderMissileDamage, 0)).toBeLessThanOrEqual(killed(rules.tables.infantryMissileDamage, 0));
  });

  it("SHW-4.5 the jump roll: 1-7 lands, 8-9 falls stunned, 10 falls wounded (and beyond 10 with the +2 and +1)", () => {
    expect([1, 7, 8, 9, 10, 13].map((r) => lookup(rules.tables.jump, r).result)).toEqual(["landed", "landed", "stunned", "stunned", "wounded", "wounded"]);
  });

  it("SHW-I.FIRE bows and crossbows shoot to anywhere on a map; SHW-3 javelins are short-ranged and no weapon targets an adjacent hex", () => {
    const across = Math.max(...rules.maps.map((m) => Math.max(...m.hexMap.hexes.map((h) => hexDistance(h, m.hexMap.hexes[0]!)), ...m.hexMap.hexes.map((h) => hexDistance(h, m.hexMap.hexes.at(-1)!)))));
    expect(rules.weaponRange("bow").long).toBeGreaterThanOrEqual(across);
    expect(rules.weaponRange("crossbow").long).toBeGreaterThanOrEqual(rules.weaponRange("bow").long);
    expect(rules.weaponRange("javelin").long).toBeLessThan(rules.weaponRange("bow").short);
    for (const w of ["bow", "crossbow", "javelin"]) expect(rules.weaponRange(w).short).toBeGreaterThanOrEqual(2);
  });
});

describe("the maps as the text describes them", () => {
  it("SHW-4.4 large trees cover seven hexes around a lettered trunk; some stand next to each other", () => {
    const trees = rules.maps.flatMap((m) => m.trees);
    expect(new Set(trees.map((t) => t.letter)).size).toBe(trees.length);
    expect(trees.length).toBe(16);
    for (const m of rules.maps) {
      for (const t of m.trees) {
        expect(t.hexes).toHaveLength(7);
        expect(m.info(t.trunk)!.trunk).toBe(true);
        for (const h of t.hexes) expect(m.info(h)!.tree).toBe(t.letter);
      }
    }
    const woods = rules.map("woods-edge");
    const adjacent = (a: string, b: string) => woods.tree(a).hexes.some((h) => woods.tree(b).hexes.some((k) => hexDistance(h, k) === 1));
    expect(adjacent("A", "B")).toBe(true);
    expect(adjacent("C", "D")).toBe(true);
  });

  it("rulebook 1.4.1 the forester's cottage has two windows and a courtyard in front behind a low wall, with an entrance hex", () => {
    const map = rules.map("foresters-cottage");
    const cottage = map.building("cottage");
    expect(windowsOf(map, cottage.hexes)).toHaveLength(2);
    expect(cottage.hexes.length).toBeGreaterThanOrEqual(3); // SHW-S.2: a suitor, Mildred and a priest
    const yard = map.hexes.filter((i) => i.courtyard !== null);
    expect(yard.length).toBeGreaterThanOrEqual(4);
    const entrance = yard.find((i) => i.courtyardEntrance)!;
    const outside = hexNeighbors(entrance.hex).filter((n) => map.info(n) && map.info(n)!.courtyard === null && map.info(n)!.building === null);
    expect(outside.some((n) => map.hexMap.hexsideFeatures(entrance.hex, n).length === 0)).toBe(true); // the gap
    const low = map.hexMap.hexsides().filter((s) => s.features.includes("low-wall"));
    expect(low.length).toBeGreaterThanOrEqual(6);
    // The door opens onto the courtyard.
    const door = map.hexMap.hexsides().find((s) => s.features.includes("door"))!;
    expect(sideHexes(door.side).some((h) => map.info(h)!.courtyard !== null)).toBe(true);
  });

  it("rulebook 1.4.2 the warehouse has one window, at the back; SHW-S.3 Rebecca and Isaac fit inside", () => {
    const map = rules.map("the-inn");
    const warehouse = map.building("warehouse");
    expect(windowsOf(map, warehouse.hexes)).toHaveLength(1);
    expect(warehouse.hexes.filter((h) => map.info(h)!.terrain === "floor").length).toBeGreaterThanOrEqual(2);
  });

  it("rulebook 1.4.3 the forge: long, two windows at the back, open at the front, the hearth impassable, an enterable hex", () => {
    const map = rules.map("the-inn");
    const forge = map.building("forge");
    const hearth = forge.hexes.filter((h) => map.info(h)!.terrain === "hearth");
    const floor = forge.hexes.filter((h) => map.info(h)!.terrain === "floor");
    expect(hearth.length).toBeGreaterThan(forge.hexes.length / 2);
    expect(floor.length).toBeGreaterThanOrEqual(1);
    expect(windowsOf(map, forge.hexes)).toHaveLength(2);
    const inside = new Set(forge.hexes.map(hexKey));
    const open = forge.hexes.flatMap((h) => hexNeighbors(h).filter((n) => !inside.has(hexKey(n)) && map.hexMap.hexsideFeatures(h, n).length === 0));
    expect(open.length).toBeGreaterThanOrEqual(forge.hexes.length);
    // Every floor hex can be entered from outside without a wall.
    for (const h of floor)
      expect(
        hexNeighbors(h).some((n) => !inside.has(hexKey(n)) && !map.hexMap.hexsideHas(h, n, "wall")),
        hexKey(h),
      ).toBe(true);
  });

  it("rulebook 1.4.4 the inn: a staircase up to a covered balcony, a door into the tavern room, then a bedroom lit by three windows", () => {
    const map = rules.map("the-inn");
    const inn = map.building("inn");
    const [tavern, bedroom] = inn.rooms;
    expect(tavern!.hexes.length).toBeGreaterThanOrEqual(3); // SHW-S.7: Richard and his two sergeants
    expect(bedroom!.hexes.length).toBeGreaterThanOrEqual(3); // Robin, Alwin and Saxbert
    expect(windowsOf(map, bedroom!.hexes).filter(({ side }) => sideHexes(side).some((h) => map.info(h)!.level === 0))).toHaveLength(3);
    for (const h of inn.hexes) expect(map.info(h)!.level).toBe(1); // only the top floor is shown
    const stairs = SHERWOOD_DATA.maps[0]!.staircases[0]!;
    expect(map.info(stairs.foot)!.level).toBe(0);
    expect(map.info(stairs.landing)!.balcony).toBe("inn-balcony");
    const doors = map.hexMap.hexsides().filter((s) => s.features.includes("door"));
    const between = (a: (h: Hex) => boolean, b: (h: Hex) => boolean) =>
      doors.some(({ side }) => {
        const [x, y] = sideHexes(side);
        return (a(x) && b(y)) || (a(y) && b(x));
      });
    const inRoom = (id: string) => (h: Hex) => map.info(h)?.room === id;
    expect(between((h) => map.info(h)?.balcony === "inn-balcony", inRoom("inn-tavern"))).toBe(true);
    expect(between(inRoom("inn-tavern"), inRoom("inn-bedroom"))).toBe(true);
  });

  it("SHW-S.4 the Gulch has a flat route from its side 4 through the gulch to the village, for the carriage (flat terrain only)", () => {
    const board = rules.scenario(4).board;
    const start = board.side("gulch", 4).filter((h) => board.info(h)!.terrain === "clear" && board.info(h)!.tree === null);
    const seen = new Set(start.map(hexKey));
    const queue = [...start];
    let village = false;
    while (queue.length > 0) {
      const h = queue.shift()!;
      const info = board.info(h)!;
      if (info.map === "the-inn") village = true;
      for (const n of hexNeighbors(h)) {
        const next = board.info(n);
        if (next === undefined || next.terrain !== "clear" || seen.has(hexKey(n)) || board.hexMap.hexsideFeatures(h, n).length > 0) continue;
        // Stay in the gulch's bed while on the gulch map: between its slopes.
        if (next.map === "gulch" && !hexNeighbors(n).some((m) => board.info(m)?.terrain === "slope")) continue;
        seen.add(hexKey(n));
        queue.push(n);
      }
    }
    expect(village).toBe(true);
    expect(board.hexMap.hexsides().some((s) => s.features.includes("slope-lip"))).toBe(true);
  });
});

describe("the scenarios as the text lays them out", () => {
  const maps = (n: number) =>
    rules
      .scenario(n)
      .data.maps.map((m) => m.map)
      .sort();
  it("SHW-S.1 and SHW-S.7 use the Inn map; SHW-S.2 the Forester's Cottage as the chapel", () => {
    expect(maps(1)).toEqual(["the-inn"]);
    expect(maps(7)).toEqual(["the-inn"]);
    expect(maps(2)).toEqual(["foresters-cottage"]);
    expect(rules.scenario(2).data.buildingRoles).toEqual([{ building: "cottage", as: "chapel", text: "The cottage of the forester simulates the chapel." }]);
    expect(rules.scenario(1).data.entries[0]!.sides).toEqual([2, 3, 4]); // excluding Side 1
  });
  it("SHW-S.3 Wood's Edge, Forester's Cottage and Inn; SHW-S.6 Wood's Edge and Forester's Cottage; SHW-S.4, SHW-S.8 all four", () => {
    expect(maps(3)).toEqual(["foresters-cottage", "the-inn", "woods-edge"]);
    expect(maps(6)).toEqual(["foresters-cottage", "woods-edge"]);
    expect(maps(4)).toEqual(["foresters-cottage", "gulch", "the-inn", "woods-edge"]);
    expect(maps(8)).toEqual(maps(4));
    expect(maps(5)).toHaveLength(3);
  });
  it("SHW-S.4, SHW-S.5, SHW-S.8 the sides the text names are outer sides: Gulch 4; Wood's Edge 4; Wood's Edge 1 and Forester's Cottage 3", () => {
    const outer = (n: number) => rules.scenario(n).board.outerSides.map((s) => `${s.map} ${s.side}`);
    expect(outer(4)).toContain("gulch 4");
    expect(outer(5)).toContain("woods-edge 4");
    expect(outer(8)).toEqual(expect.arrayContaining(["woods-edge 1", "foresters-cottage 3"]));
    expect(rules.scenario(5).data.turns).toBe(15);
    for (const n of [1, 2, 3, 4, 6, 7, 8]) expect(rules.scenario(n).data.turns).toBe(12);
  });
  it("SHW-S.4 the rulebook's spellings Huge and Lidbert are Hige and Ludbert; SHW-S.5 prints the mounted sergeants' and spearmen's types the other way round", () => {
    const s4 = rules.scenario(4).data.camps.flatMap((c) => c.characters);
    expect(s4.find((e) => e.character === "hige")!.printedName).toBe("Huge");
    expect(s4.find((e) => e.character === "ludbert")!.printedName).toBe("Lidbert");
    const s5 = rules.scenario(5).data.camps.flatMap((c) => c.characters);
    expect(s5.find((e) => e.character === "bartholome")!.printedCode).toBe("Nil");
    expect(s5.find((e) => e.character === "martin")!.printedCode).toBe("Ncm");
    expect(character("bartholome").code).toBe("Ncm"); // as scenarios 7 and 8 print it
    expect(character("martin").code).toBe("Nil"); // as scenarios 3, 4, 6 and 7 print it
  });
  it("SHW-S.5 three horses for Robin, Maid Marian and Will Scarlett, who are all riders", () => {
    const s5 = rules.scenario(5);
    expect(s5.data.camps.find((c) => c.id === "merry-men")!.animals).toEqual([{ animal: "cavalry-horse", count: 3 }]);
    for (const id of ["robin", "marian", "will-scarlett"]) {
      expect(s5.campOf(id)).toBe("merry-men");
      expect(character(id).movementType).toBe("c");
    }
  });
  it("SHW-S.7 Roger is King Richard; SHW-S.6 Hige joins the villagers only by the option", () => {
    expect(rules.scenario(7).data.overrides.find((o) => o.character === "roger")!.role).toBe("King Richard");
    expect(rules.scenario(6).campOf("hige")).toBeNull();
    expect(rules.scenario(6).data.options[0]!.adds.map((e) => e.character)).toEqual(["hige"]);
  });
  it("SHW-8.1 a building hides one character per two hexes: the inn's adjoining room holds Robin's three men, a large tree two", () => {
    const bedroom = rules.map("the-inn").building("inn").rooms[1]!;
    expect(Math.floor(rules.map("the-inn").building("inn").hexes.length / 2)).toBeGreaterThanOrEqual(3);
    expect(bedroom.hexes.length).toBeGreaterThanOrEqual(3);
  });
});

describe("animals and carts", () => {
  it("SHW-7.1 domestic animals stay put until led: they have no movement or attack of their own", () => {
    for (const a of SHERWOOD_DATA.animals.filter((x) => x.kind === "domestic")) {
      expect(a.movement, a.id).toBeNull();
      expect(a.attack, a.id).toBeNull();
    }
    expect(rules.animal("cavalry-horse").count).toBe(rules.characters.filter((c) => c.mounted !== null).length); // one per rider
  });
  it("SHW-7.4 wild animals move and attack like characters if they have attack scores: wolves do, deer do not", () => {
    expect(rules.animal("wolf")).toMatchObject({ kind: "wild", attack: 6, movement: 10 });
    expect(rules.animal("deer")).toMatchObject({ kind: "wild", attack: null });
  });
  it("SHW-6.4 the mounted tables dismount riders stunned or wounded, or kill their horse", () => {
    const cells = new Set<string>([...rules.tables.mountedCombat.rows.flatMap((r) => r.results), ...rules.tables.riderMissileDamage.rows.map((r) => r.result)]);
    for (const code of ["DS", "DW", "H", "K"]) expect(cells.has(code), code).toBe(true);
    expect(cells.has("S")).toBe(false); // a rider is never stunned in the saddle: the mounted counter has no stunned side
  });
});
