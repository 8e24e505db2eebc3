import { SherwoodError } from "../errors";
import type { SherwoodRules } from "../rules-data";
import { sherwoodRules } from "../sherwood";

/**
 * What a force is made of, for its purchase cost (SHW-PT): characters by id, animals and equipment by
 * id and count.
 *
 * @example
 * ```ts
 * import type { Force } from "@tt/sherwood";
 * const force: Force = { characters: ["robin", "little-john"], animals: [{ id: "cavalry-horse", count: 1 }] };
 * ```
 */
export interface Force {
  readonly characters: readonly string[];
  readonly animals?: readonly { readonly id: string; readonly count: number }[];
  readonly equipment?: readonly { readonly id: string; readonly count: number }[];
}

/**
 * A force's cost by the purchase table (SHW-PT), item by item, so two sides of a custom battle can be
 * balanced: each character by the formula of his category (a rider's healthy mounted values, anyone
 * else's healthy foot values, the README's rules note 12), each animal and piece of equipment at its
 * printed price (a wolf by its formula).
 *
 * @param force - the force
 * @param rules - the compiled rules (default `sherwoodRules`)
 * @returns the total and each item with its cost and formula
 * @throws {@link SherwoodError} `sherwood/unknown-id` for an unknown character, animal or equipment;
 *   `sherwood/bad-argument` for a count that is not a whole number from 1 to 100
 * @example
 * ```ts
 * import { forceCost } from "@tt/sherwood";
 * forceCost({ characters: ["robin"] }).total; // 28: light cavalry, ATT + DEF mounted
 * ```
 */
export function forceCost(force: Force, rules: SherwoodRules = sherwoodRules): { total: number; items: { item: string; cost: number; formula: string }[] } {
  if (typeof force !== "object" || force === null || !Array.isArray(force.characters))
    throw new SherwoodError("sherwood/bad-argument", "force: is not a force { characters, animals?, equipment? }", "force");
  const items: { item: string; cost: number; formula: string }[] = [];
  const table = rules.data.tables.purchase;
  for (const id of force.characters) {
    const c = rules.character(id);
    const row = table.characters.find((r) => r.category === c.purchaseCategory);
    items.push({ item: c.name, cost: c.purchaseCost, formula: row?.formula ?? "" });
  }
  const counted = (list: readonly { readonly id: string; readonly count: number }[] | undefined, path: string) =>
    (list ?? []).map((entry, i) => {
      if (!Number.isInteger(entry?.count) || entry.count < 1 || entry.count > 100)
        throw new SherwoodError("sherwood/bad-argument", `${path}[${i}].count: a whole number from 1 to 100`, `${path}[${i}].count`);
      return entry;
    });
  for (const { id, count } of counted(force.animals, "force.animals")) {
    const a = rules.animal(id);
    const row = table.animals.find((r) => r.animal === id);
    const each = row?.cost ?? (a.attack ?? 0) + a.defence;
    items.push({ item: count === 1 ? a.name : `${count} × ${a.name}`, cost: each * count, formula: row?.formula ?? `${each} each` });
  }
  for (const { id, count } of counted(force.equipment, "force.equipment")) {
    const e = rules.equipment(id);
    const row = table.equipment.find((r) => r.equipment === id);
    const each = row?.cost ?? 0;
    items.push({ item: count === 1 ? e.name : `${count} × ${e.name}`, cost: each * count, formula: `${each} each` });
  }
  return { total: items.reduce((s, i) => s + i.cost, 0), items };
}
