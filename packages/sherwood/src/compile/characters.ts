import type { CharacterData, CharacterFunction, MissileWeapon, MovementType, Origin, PurchaseCategory, SherwoodData } from "../data-schemas";
import { clip, quote, type DataProblems } from "../errors";
import type { Character } from "../rules-data";

/** The weapon each shooting function carries (SHW-3): archers bows, `x` crossbows, `j` javelins. */
const WEAPON_OF: ReadonlyMap<string, MissileWeapon> = new Map([
  ["a", "bow"],
  ["x", "crossbow"],
  ["j", "javelin"],
]);

/**
 * A character's row of the purchase table (SHW-PT), from its code and armour: riders are heavy cavalry
 * with a coat of mail, light cavalry without; crossbowmen are "crossbow with coat of mail"; archers and
 * javelin throwers have their rows; peasants and civilians (clergymen among them) pay their attack;
 * the other infantry pay by whether they wear mail.
 */
function purchaseCategoryOf(c: Pick<CharacterData, "code" | "armoured">): PurchaseCategory {
  const movement = c.code[1];
  const role = c.code[2];
  if (movement === "c") return c.armoured ? "heavy-cavalry" : "light-cavalry";
  if (role === "x") return "crossbow-with-mail";
  if (role === "a") return "archer";
  if (role === "j") return "javelin-thrower";
  if (role === "p" || role === "c") return "civilian";
  return c.armoured ? "infantry-with-mail" : "infantry-without-mail";
}

/** Checks the characters (ids unique, cavalry and only cavalry with mounted counters, wounded no stronger, stated values) and compiles them. */
export function compileCharacters(data: SherwoodData, problems: DataProblems): Character[] {
  const seen = new Map<string, number>();
  const rows = new Map(data.tables.purchase.characters.map((r) => [r.category, r]));
  return data.characters.map((c, i) => {
    const path = `characters[${i}]`;
    const first = seen.get(c.id);
    if (first !== undefined) problems.report(`the character id ${quote(c.id)} is used twice (first at characters[${first}])`, `${path}.id`);
    else seen.set(c.id, i);
    const movementType = c.code[1] as MovementType;
    if (movementType === "c" && c.mounted === null) problems.report(`${clip(c.name)} is cavalry (code ${c.code}): a rider has mounted counters`, `${path}.mounted`);
    if (movementType === "i" && c.mounted !== null) problems.report(`${clip(c.name)} is infantry (code ${c.code}): only cavalry have mounted counters`, `${path}.mounted`);
    const sets = [["foot", c.foot] as const, ...(c.mounted ? [["mounted", c.mounted] as const] : [])];
    for (const [which, set] of sets) {
      for (const key of ["attack", "defence", "movement"] as const) {
        if (set.wounded[key] > set.healthy[key])
          problems.report(`${clip(c.name)}'s wounded ${which} ${key} (${set.wounded[key]}) is above the healthy one (${set.healthy[key]})`, `${path}.${which}.wounded.${key}`);
      }
    }
    if (c.foot.stunnedDefence > c.foot.healthy.defence) problems.report(`${clip(c.name)}'s stunned defence is above the healthy one`, `${path}.foot.stunnedDefence`);
    c.statedByRulebook.forEach((s, k) => {
      const [set, , key] = s.value.split(".") as ["foot" | "mounted", "healthy", "attack" | "defence" | "movement"];
      const actual = set === "foot" ? c.foot.healthy[key] : c.mounted?.healthy[key];
      if (actual !== s.equals) problems.report(`the rulebook gives ${clip(c.name)} ${s.value} ${s.equals} (${clip(s.where)}); the counter has ${actual ?? "none"}`, `${path}.statedByRulebook[${k}]`);
    });
    const category = purchaseCategoryOf(c);
    const row = rows.get(category);
    const values = c.mounted?.healthy ?? c.foot.healthy;
    const defence = row === undefined ? 0 : row.halveDefence ? Math.floor((row.defenceTimes * values.defence) / 2) : row.defenceTimes * values.defence;
    const cost = row === undefined ? 0 : row.attackTimes * values.attack + defence;
    return Object.freeze({
      id: c.id,
      name: c.name,
      code: c.code,
      origin: c.code[0] as Origin,
      movementType,
      function: c.code[2] as CharacterFunction,
      armoured: c.armoured,
      missileWeapon: WEAPON_OF.get(c.code[2]!) ?? null,
      foot: c.foot,
      mounted: c.mounted,
      purchaseCategory: category,
      purchaseCost: cost,
      data: c,
    });
  });
}
