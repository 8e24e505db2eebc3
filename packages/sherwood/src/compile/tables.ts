import { distributionCounts } from "@tt/dice";
import { defineCrossTable, defineRangeTable, defineShiftTable, parseRange, rangeContains, TableError } from "@tt/tables";
import { MISSILE_WEAPONS, MOVEMENT_COST_IDS, PURCHASE_CATEGORIES, TERRAIN_TYPES, type SherwoodData } from "../data-schemas";
import { quote, type DataProblems } from "../errors";
import type { SherwoodTables } from "../rules-data";

/** Defines one table, reporting a TableError at the table's path. */
function define<T>(name: string, problems: DataProblems, build: () => T): T | undefined {
  try {
    return build();
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    problems.report(error.message, `tables.${name}${error.path ? `.${error.path}` : ""}`);
    return undefined;
  }
}

/** Each face of the d10 (0 counting as 10, SHW-5) reads exactly one row of a combat table, and every row is read. */
function checkD10Rows(name: string, labels: readonly string[], problems: DataProblems): void {
  const faces = distributionCounts("1d10").counts.map((c) => c.value);
  labels.forEach((label, i) => {
    const range = parseRange(label);
    const read = faces.filter((face) => rangeContains(range, face));
    if (read.length === 0) problems.report(`row ${quote(label)} is read by no face of the d10 (1 to 10, 0 counting as 10)`, `tables.${name}.rows[${i}].label`);
  });
}

/** Checks and defines the tables; checks the Terrain Types Table, weapon ranges, movement costs and the purchase table. */
export function compileTables(data: SherwoodData, problems: DataProblems): SherwoodTables | undefined {
  const t = data.tables;
  const footCombat = define("footCombat", problems, () => defineShiftTable(t.footCombat));
  const mountedCombat = define("mountedCombat", problems, () => defineShiftTable(t.mountedCombat));
  const infantryMissileDamage = define("infantryMissileDamage", problems, () =>
    defineRangeTable(t.infantryMissileDamage.rows, { name: t.infantryMissileDamage.name ?? "", extendEnds: t.infantryMissileDamage.extendEnds ?? false }),
  );
  const riderMissileDamage = define("riderMissileDamage", problems, () =>
    defineRangeTable(t.riderMissileDamage.rows, { name: t.riderMissileDamage.name ?? "", extendEnds: t.riderMissileDamage.extendEnds ?? false }),
  );
  const missileHit = define("missileHit", problems, () => defineCrossTable(t.missileHit));
  const jump = define("jump", problems, () => defineRangeTable(t.jump.rows, { name: t.jump.name ?? "", extendEnds: t.jump.extendEnds ?? false }));
  const initiationFire = define("initiationFire", problems, () => defineCrossTable(t.initiationFire));
  const initiationAttack = define("initiationAttack", problems, () => defineCrossTable(t.initiationAttack));
  const keyed = (table: "initiationFire" | "initiationAttack", keys: readonly string[]) => {
    for (const key of keys) if (!t[table].rows.some((r) => r.label === key)) problems.report(`the table has a row ${quote(key)}`, `tables.${table}.rows`);
  };
  keyed("initiationFire", ["armoured", "unarmoured"]);
  keyed("initiationAttack", ["lower", "even", "ten-higher"]);
  checkD10Rows(
    "footCombat",
    t.footCombat.rows.map((r) => r.label),
    problems,
  );
  checkD10Rows(
    "mountedCombat",
    t.mountedCombat.rows.map((r) => r.label),
    problems,
  );
  if (missileHit !== undefined) {
    for (const key of ["short", "long"]) if (!t.missileHit.rows.some((r) => r.label === key)) problems.report(`the roll to hit has a row ${quote(key)}`, "tables.missileHit.rows");
  }

  const once = <K extends string>(what: string, all: readonly K[], listed: readonly K[], path: string): void => {
    const seen = new Set<K>();
    listed.forEach((key, i) => {
      if (seen.has(key)) problems.report(`${what} ${quote(key)} is listed twice`, `${path}[${i}]`);
      seen.add(key);
    });
    for (const key of all) if (!seen.has(key)) problems.report(`${what} ${quote(key)} is missing`, path);
  };
  once(
    "terrain",
    TERRAIN_TYPES,
    t.terrain.map((r) => r.terrain),
    "tables.terrain",
  );
  once(
    "movement cost",
    MOVEMENT_COST_IDS,
    t.movementCosts.map((r) => r.id),
    "tables.movementCosts",
  );
  once(
    "weapon",
    MISSILE_WEAPONS,
    t.weaponRanges.map((r) => r.weapon),
    "tables.weaponRanges",
  );
  once(
    "purchase category",
    PURCHASE_CATEGORIES,
    t.purchase.characters.map((r) => r.category),
    "tables.purchase.characters",
  );
  t.terrain.forEach((row, i) => {
    if (row.mountedCost !== null && row.footCost === null) problems.report(`riders cannot enter terrain ${quote(row.terrain)} that no one on foot may enter`, `tables.terrain[${i}].mountedCost`);
  });
  t.weaponRanges.forEach((row, i) => {
    if (row.short < 2) problems.report("an adjacent hex cannot be targeted (SHW-3): short range is 2 hexes or more", `tables.weaponRanges[${i}].short`);
    if (row.long < row.short) problems.report("long range is at least short range", `tables.weaponRanges[${i}].long`);
  });
  const animals = new Set(data.animals.map((a) => a.id));
  t.purchase.animals.forEach((row, i) => {
    if (!animals.has(row.animal)) problems.report(`no animal ${quote(row.animal)}`, `tables.purchase.animals[${i}].animal`);
    if ((row.cost === null) === (row.formula === null)) problems.report("an animal costs either a number or a formula", `tables.purchase.animals[${i}]`);
  });
  const equipment = new Set(data.equipment.map((e) => e.id));
  t.purchase.equipment.forEach((row, i) => {
    if (!equipment.has(row.equipment)) problems.report(`no equipment ${quote(row.equipment)}`, `tables.purchase.equipment[${i}].equipment`);
  });
  if (!footCombat || !mountedCombat || !infantryMissileDamage || !riderMissileDamage || !missileHit || !jump || !initiationFire || !initiationAttack) return undefined;
  return Object.freeze({ footCombat, mountedCombat, infantryMissileDamage, riderMissileDamage, missileHit, jump, initiationFire, initiationAttack });
}
