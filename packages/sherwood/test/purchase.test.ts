/// <reference types="node" />
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { forceCost, SherwoodError, sherwoodRules } from "../src/index";

const cost = (id: string) => sherwoodRules.character(id);

describe("the purchase table (SHW-PT)", () => {
  it("SHW-PT prices each character by his category's formula", () => {
    const robin = cost("robin").mounted!.healthy; // light cavalry: ATT + DEF, mounted
    expect(forceCost({ characters: ["robin"] })).toEqual({ total: robin.attack + robin.defence, items: [{ item: "Robin Hood", cost: robin.attack + robin.defence, formula: "ATT + DEF" }] });
    const reynold = cost("reynold").foot.healthy; // archer: 2 ATT + DEF
    expect(forceCost({ characters: ["reynold"] }).total).toBe(2 * reynold.attack + reynold.defence);
    const rudolf = cost("rudolf").foot.healthy; // crossbow with mail: 3 ATT + 2 DEF
    expect(forceCost({ characters: ["rudolf"] }).total).toBe(3 * rudolf.attack + 2 * rudolf.defence);
    const arnold = cost("arnold").foot.healthy; // infantry without mail: ATT + half DEF, rounded down
    expect(forceCost({ characters: ["arnold"] }).total).toBe(arnold.attack + Math.floor(arnold.defence / 2));
  });

  it("SHW-PT prices animals and equipment, and adds up a force", () => {
    const force = { characters: ["robin", "reynold"], animals: [{ id: "cavalry-horse", count: 2 }], equipment: [{ id: "cart", count: 1 }] };
    const priced = forceCost(force);
    expect(priced.items.map((i) => i.item)).toEqual(["Robin Hood", "Reynold", "2 × Cavalry horse (riderless)", "Cart"]);
    expect(priced.total).toBe(priced.items.reduce((s, i) => s + i.cost, 0));
    expect(priced.items[2]!.cost).toBe(2 * sherwoodRules.data.tables.purchase.animals.find((a) => a.animal === "cavalry-horse")!.cost!);
  });

  it("refuses unknown items and absurd counts with a typed error", () => {
    expect(() => forceCost({ characters: ["constructor"] })).toThrow(SherwoodError);
    expect(() => forceCost({ characters: [], animals: [{ id: "pig", count: 1e9 }] })).toThrow(SherwoodError);
    expect(() => forceCost(null as never)).toThrow(SherwoodError);
  });

  it("SHW-PT the README's table of each scenario's camps and their cost is what forceCost says", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    for (const sc of sherwoodRules.data.scenarios) {
      const parts = sc.camps.map(
        (c) =>
          `${c.name} ${forceCost({ characters: c.characters.map((x) => x.character), animals: c.animals.map((a) => ({ id: a.animal, count: a.count })), equipment: c.equipment.map((e) => ({ id: e.equipment, count: e.count })) }).total}`,
      );
      expect(readme).toContain(`| ${sc.number} | ${sc.title} | ${parts.join("; ")} |`);
    }
  });
});
