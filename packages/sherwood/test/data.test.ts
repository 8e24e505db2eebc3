import { describe, expect, it } from "vitest";
import { SHERWOOD_DATA, SherwoodError, loadSherwoodData, sherwoodDataSchema, sherwoodRules, type SherwoodData } from "../src/index";

/** A fresh, mutable copy of the shipped data. */
const data = (): SherwoodData => structuredClone(SHERWOOD_DATA);

/** Runs `fn`, expecting a SherwoodError; returns it. */
function sherwoodError(fn: () => unknown): SherwoodError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SherwoodError);
    return error as SherwoodError;
  }
  throw new Error("expected a SherwoodError");
}

/** Corrupts a copy of the data and expects `sherwood/invalid-data` with an issue at `path` (and `message`). */
function expectInvalid(corrupt: (d: SherwoodData) => void, path: string, message?: RegExp): SherwoodError {
  const d = data();
  corrupt(d);
  const error = sherwoodError(() => loadSherwoodData(d));
  expect(error.code).toBe("sherwood/invalid-data");
  const issues = error.issues ?? [{ path: error.path, message: error.message }];
  const found = issues.find((i) => i.path === path && (message === undefined || message.test(i.message)));
  expect(found, `an issue at ${path} matching ${message}; got ${JSON.stringify(issues.slice(0, 5))}`).toBeDefined();
  return error;
}

const map = (d: SherwoodData, id: string) => d.maps.find((m) => m.id === id)!;
const mapIndex = (id: string): number => SHERWOOD_DATA.maps.findIndex((m) => m.id === id);
const hexIndex = (d: SherwoodData, id: string, q: number, r: number): number => map(d, id).hexMap.hexes.findIndex((h) => h.q === q && h.r === r);
const character = (d: SherwoodData, id: string) => d.characters.find((c) => c.id === id)!;
const charIndex = (id: string): number => SHERWOOD_DATA.characters.findIndex((c) => c.id === id);

describe("Sherwood data: the shipped data set", () => {
  it("passes its schema and every cross-reference check, and loading it changes nothing", () => {
    const before = JSON.stringify(SHERWOOD_DATA);
    expect(sherwoodDataSchema.safeParse(SHERWOOD_DATA).success).toBe(true);
    const rules = loadSherwoodData(JSON.parse(before));
    expect(rules.characters).toHaveLength(48);
    expect(rules.maps.map((m) => m.id)).toEqual(["the-inn", "foresters-cottage", "woods-edge", "gulch"]);
    expect(rules.scenarios.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(JSON.stringify(SHERWOOD_DATA)).toBe(before);
    expect(sherwoodRules.characters.map((c) => c.id)).toEqual(rules.characters.map((c) => c.id));
  });

  it("every reconstructed datum has a one-line reason", () => {
    const notes = [
      ...SHERWOOD_DATA.maps.flatMap((m) => [
        m.provenance,
        ...m.trees.map((t) => t.provenance),
        ...m.buildings.map((b) => b.provenance),
        ...m.courtyards.map((c) => c.provenance),
        ...m.staircases.map((s) => s.provenance),
        ...m.balconies.map((b) => b.provenance),
      ]),
      ...SHERWOOD_DATA.characters.map((c) => c.provenance),
      ...SHERWOOD_DATA.animals.map((a) => a.provenance),
      ...SHERWOOD_DATA.equipment.map((e) => e.provenance),
      ...SHERWOOD_DATA.tables.weaponRanges.map((w) => w.provenance),
      ...SHERWOOD_DATA.tables.terrain.map((t) => t.provenance),
      ...SHERWOOD_DATA.tables.movementCosts.map((c) => c.provenance),
      SHERWOOD_DATA.tables.purchase.provenance,
      ...SHERWOOD_DATA.tables.provenance,
      ...SHERWOOD_DATA.scenarios.flatMap((s) => [s.provenance, ...s.camps.flatMap((c) => c.characters.map((e) => e.provenance))]),
    ];
    expect(notes.length).toBeGreaterThan(200);
    for (const p of notes) {
      if (p.source === "reconstructed") expect(p.reason.trim()).not.toBe("");
      expect(p.reason).not.toMatch(/\n/);
    }
    // Every table has a provenance note.
    for (const table of ["footCombat", "mountedCombat", "infantryMissileDamage", "riderMissileDamage", "missileHit", "jump", "initiationFire", "initiationAttack"])
      expect(
        SHERWOOD_DATA.tables.provenance.some((p) => p.table === table),
        table,
      ).toBe(true);
  });
});

describe("Sherwood data: corrupt data gives a typed error with its JSON path", () => {
  it("refuses what is not a data set, and another schema version", () => {
    expect(sherwoodError(() => loadSherwoodData(null)).code).toBe("sherwood/invalid-data");
    expect(sherwoodError(() => loadSherwoodData("maps")).code).toBe("sherwood/invalid-data");
    expect(sherwoodError(() => loadSherwoodData({ schemaVersion: 1 })).code).toBe("sherwood/invalid-data");
    const error = sherwoodError(() => loadSherwoodData({ ...data(), schemaVersion: 2 }));
    expect(error.code).toBe("sherwood/unsupported-schema-version");
    expect(error.path).toBe("schemaVersion");
  });

  it("names a missing field, a wrong type and an unknown key", () => {
    expectInvalid(
      (d) => {
        delete (character(d, "robin") as Partial<SherwoodData["characters"][number]>).name;
      },
      `characters[${charIndex("robin")}].name`,
    );
    expectInvalid(
      (d) => {
        (character(d, "robin").foot.healthy as { attack: unknown }).attack = "ten";
      },
      `characters[${charIndex("robin")}].foot.healthy.attack`,
    );
    expectInvalid(
      (d) => {
        (character(d, "robin").foot.healthy as { attack: number }).attack = 2.5;
      },
      `characters[${charIndex("robin")}].foot.healthy.attack`,
    );
    expectInvalid(
      (d) => {
        Object.assign(character(d, "robin"), { atack: 10 });
      },
      `characters[${charIndex("robin")}]`,
      /atack/,
    );
  });

  it("refuses prototype-named keys and ids", () => {
    // A "__proto__" key, as JSON.parse makes it: an own property, refused as an unknown key.
    const text = JSON.stringify(SHERWOOD_DATA).replace('{"id":"guy"', '{"__proto__":{"polluted":true},"id":"guy"');
    const parsed = JSON.parse(text) as { characters: object[] };
    expect(Object.hasOwn(parsed.characters[0]!, "__proto__")).toBe(true);
    const error = sherwoodError(() => loadSherwoodData(parsed));
    expect(error.code).toBe("sherwood/invalid-data");
    expect(error.issues?.some((i) => i.path === "characters[0]" && /__proto__/.test(i.message))).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    for (const id of ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"]) {
      expectInvalid((d) => {
        d.characters[0]!.id = id;
      }, "characters[0].id");
    }
    expectInvalid(
      (d) => {
        map(d, "the-inn").buildings[0]!.id = "constructor";
      },
      `maps[${mapIndex("the-inn")}].buildings[0].id`,
      /reserved/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[0]!.camps[0]!.id = "constructor";
      },
      "scenarios[0].camps[0].id",
      /reserved/,
    );
  });

  it("refuses a reconstructed datum without a reason", () => {
    expectInvalid(
      (d) => {
        character(d, "guy").provenance = { source: "reconstructed", reason: "  " };
      },
      `characters[${charIndex("guy")}].provenance.reason`,
      /reason/,
    );
  });

  it("checks the counters: unique ids, mounted counters for cavalry only, wounded no stronger, the values the rulebook states", () => {
    expectInvalid(
      (d) => {
        character(d, "alwin").id = "reynold";
      },
      `characters[${charIndex("alwin")}].id`,
      /twice/,
    );
    expectInvalid(
      (d) => {
        character(d, "robin").mounted = null;
      },
      `characters[${charIndex("robin")}].mounted`,
      /cavalry/,
    );
    expectInvalid(
      (d) => {
        character(d, "little-john").mounted = structuredClone(character(d, "robin").mounted);
      },
      `characters[${charIndex("little-john")}].mounted`,
      /infantry/,
    );
    expectInvalid(
      (d) => {
        character(d, "robin").foot.wounded.attack = 20;
      },
      `characters[${charIndex("robin")}].foot.wounded.attack`,
      /above/,
    );
    expectInvalid(
      (d) => {
        character(d, "brian").mounted!.healthy.attack = 29;
      },
      `characters[${charIndex("brian")}].statedByRulebook[0]`,
      /30/,
    );
    expectInvalid(
      (d) => {
        character(d, "hardouin").foot.healthy.defence = 6;
      },
      `characters[${charIndex("hardouin")}].statedByRulebook[0]`,
      /defence 5/,
    );
    expectInvalid(
      (d) => {
        character(d, "robin").code = "Xqa";
      },
      `characters[${charIndex("robin")}].code`,
    );
  });

  it("checks the maps: terrain, the whole rectangle, trees, trunks, rooms, courtyards, stairs, sides", () => {
    const inn = mapIndex("the-inn");
    const woods = mapIndex("woods-edge");
    expectInvalid(
      (d) => {
        map(d, "the-inn").hexMap.hexes[0]!.terrain = "lava";
      },
      `maps[${inn}].hexMap.hexes[0].terrain`,
      /lava/,
    );
    expectInvalid(
      (d) => {
        map(d, "the-inn").hexMap.hexes.pop();
      },
      `maps[${inn}].hexMap.hexes`,
      /252/,
    );
    expectInvalid(
      (d) => {
        const hexes = map(d, "the-inn").hexMap.hexes;
        hexes.push({ ...hexes[0]! });
      },
      `maps[${inn}].hexMap.hexes[252]`,
      /twice/,
    );
    expectInvalid((d) => {
      map(d, "the-inn").hexMap.hexsides[0]!.between[1] = { q: 40, r: 40 };
    }, `maps[${inn}].hexMap.hexsides[0].between`);
    const trunkA = SHERWOOD_DATA.maps[woods]!.trees[0]!.trunk;
    expectInvalid(
      (d) => {
        d.maps[woods]!.hexMap.hexes[hexIndex(d, "woods-edge", trunkA.q + 1, trunkA.r)]!.terrain = "clear";
      },
      `maps[${woods}].trees[0].trunk`,
      /seven hexes/,
    );
    expectInvalid(
      (d) => {
        delete d.maps[woods]!.hexMap.hexes[hexIndex(d, "woods-edge", trunkA.q, trunkA.r)]!.features;
      },
      `maps[${woods}].trees[0].trunk`,
      /trunk/,
    );
    expectInvalid(
      (d) => {
        d.maps[woods]!.trees[1]!.letter = "O"; // the Inn's tree O
      },
      `maps[${woods}].trees[1].letter`,
      /twice/,
    );
    expectInvalid(
      (d) => {
        d.maps[woods]!.trees.pop();
      },
      `maps[${woods}].hexMap.hexes[${SHERWOOD_DATA.maps[woods]!.hexMap.hexes.findIndex((h) => h.q === SHERWOOD_DATA.maps[woods]!.trees.at(-1)!.trunk.q && h.r === SHERWOOD_DATA.maps[woods]!.trees.at(-1)!.trunk.r)}]`,
      /trunk/,
    );
    const tavern = SHERWOOD_DATA.maps[inn]!.buildings[0]!.rooms[0]!.hexes[0]!;
    expectInvalid(
      (d) => {
        d.maps[inn]!.hexMap.hexes[hexIndex(d, "the-inn", tavern.q, tavern.r)]!.terrain = "clear";
      },
      `maps[${inn}].buildings[0].rooms[0].hexes[0]`,
      /floor or hearth/,
    );
    expectInvalid(
      (d) => {
        d.maps[inn]!.buildings[0]!.rooms[0]!.hexes.shift();
      },
      `maps[${inn}].hexMap.hexes[${hexIndex(SHERWOOD_DATA, "the-inn", tavern.q, tavern.r)}]`,
      /no room/,
    );
    expectInvalid(
      (d) => {
        map(d, "foresters-cottage").buildings[0]!.id = "inn";
      },
      `maps[${mapIndex("foresters-cottage")}].buildings[0].id`,
      /twice/,
    );
    expectInvalid(
      (d) => {
        map(d, "foresters-cottage").courtyards[0]!.entrance = { q: 0, r: 0 };
      },
      `maps[${mapIndex("foresters-cottage")}].courtyards[0].entrance`,
      /not one of/,
    );
    expectInvalid(
      (d) => {
        d.maps[inn]!.staircases[0]!.foot = d.maps[inn]!.staircases[0]!.landing;
      },
      `maps[${inn}].staircases[0].foot`,
      /ground/,
    );
    expectInvalid(
      (d) => {
        d.maps[inn]!.sides[0]!.hexes.pop();
      },
      `maps[${inn}].sides[0].hexes`,
      /18 edge hexes/,
    );
    expectInvalid(
      (d) => {
        d.maps[inn]!.sides[0]!.hexes[0] = d.maps[inn]!.sides[2]!.hexes[0]!;
      },
      `maps[${inn}].sides[0].hexes[0]`,
      /not on the map's side 1/,
    );
    expectInvalid(
      (d) => {
        d.maps[inn]!.levels[0]!.hexes.push({ q: 99, r: 99 });
      },
      `maps[${inn}].levels[0].hexes[${SHERWOOD_DATA.maps[inn]!.levels[0]!.hexes.length}]`,
      /not on the map/,
    );
    expectInvalid((d) => {
      d.maps[inn]!.buildings[0]!.kind = "castle" as "inn";
    }, `maps[${inn}].buildings[0].kind`);
  });

  it("checks the tables: coverage, cell counts, results, one row per terrain and cost, ranges, the purchase table", () => {
    expectInvalid((d) => {
      d.tables.footCombat.rows[3]!.results.pop();
    }, "tables.footCombat.rows[3].results");
    expectInvalid((d) => {
      d.tables.footCombat.rows[0]!.results[0] = "X" as "K";
    }, "tables.footCombat.rows[0].results[0]");
    expectInvalid(
      (d) => {
        d.tables.infantryMissileDamage.rows.splice(1, 1);
      },
      "tables.infantryMissileDamage.rows[1]",
      /no row covers/,
    );
    expectInvalid(
      (d) => {
        d.tables.footCombat.rows.push({ label: "11", results: [...d.tables.footCombat.rows[9]!.results] });
        d.tables.footCombat.rows[9]!.label = "10";
      },
      "tables.footCombat.rows[10].label",
      /no face/,
    );
    expectInvalid(
      (d) => {
        d.tables.terrain.pop();
      },
      "tables.terrain",
      /hearth/,
    );
    expectInvalid(
      (d) => {
        d.tables.terrain.push({ ...d.tables.terrain[0]! });
      },
      `tables.terrain[${SHERWOOD_DATA.tables.terrain.length}]`,
      /twice/,
    );
    expectInvalid(
      (d) => {
        d.tables.movementCosts = d.tables.movementCosts.filter((c) => c.id !== "jump");
      },
      "tables.movementCosts",
      /jump/,
    );
    expectInvalid(
      (d) => {
        d.tables.weaponRanges[0]!.short = 1;
      },
      "tables.weaponRanges[0].short",
      /adjacent/,
    );
    expectInvalid(
      (d) => {
        d.tables.purchase.animals[0]!.animal = "dragon";
      },
      "tables.purchase.animals[0].animal",
      /dragon/,
    );
  });

  it("checks the scenarios: maps, joins, camps, characters, entries, players, options", () => {
    expectInvalid(
      (d) => {
        d.scenarios[0]!.maps[0]!.map = "castle";
      },
      "scenarios[0].maps[0].map",
      /castle/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[0]!.camps[0]!.characters[0]!.character = "maid-marion";
      },
      "scenarios[0].camps[0].characters[0].character",
      /maid-marion/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[0]!.camps[1]!.characters.push({ ...d.scenarios[0]!.camps[0]!.characters[0]! });
      },
      `scenarios[0].camps[1].characters[${SHERWOOD_DATA.scenarios[0]!.camps[1]!.characters.length}].character`,
      /already/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[3]!.joins.pop();
      },
      "scenarios[3].joins",
      /not listed/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[3]!.joins[0]!.toSide = 2;
      },
      "scenarios[3].joins[0]",
      /do not meet/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[3]!.entries[0]!.sides = [2];
      },
      "scenarios[3].entries[0].sides[0]",
      /outer side/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[2]!.maps[1]!.origin.row = 13;
      },
      "scenarios[2].maps[1].origin.row",
      /even/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[2]!.maps[1]!.origin = { col: 0, row: 0 };
      },
      "scenarios[2].maps[1].origin",
      /overlaps/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[3]!.players[0]!.camps[1]!.pop();
      },
      "scenarios[3].players[0].camps",
      /played by no one/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[3]!.turnOrder.camps[0] = "normans";
      },
      "scenarios[3].turnOrder.camps[0]",
      /no camp/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[3]!.options[0]!.adds[0]!.character = "robin";
      },
      "scenarios[3].options[0].adds[0].character",
      /already/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[1]!.buildingRoles[0]!.building = "inn";
      },
      "scenarios[1].buildingRoles[0].building",
      /inn/,
    );
    expectInvalid(
      (d) => {
        d.scenarios[7]!.number = 1;
      },
      "scenarios[7].number",
      /twice/,
    );
  });

  it("reports every problem at once, the first as the message", () => {
    const d = data();
    character(d, "brian").mounted!.healthy.attack = 29;
    character(d, "alwin").id = "reynold";
    d.tables.weaponRanges[0]!.short = 1;
    const error = sherwoodError(() => loadSherwoodData(d));
    expect(error.issues!.length).toBeGreaterThanOrEqual(3);
    expect(error.message).toBe(`${error.issues![0]!.path}: ${error.issues![0]!.message}`);
  });
});

describe("Sherwood data: lookups by name read only data", () => {
  it("unknown and prototype names are sherwood/unknown-id, never a property of Object", () => {
    const board = sherwoodRules.map("the-inn");
    const lookups: (() => unknown)[] = [];
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "nobody"]) {
      lookups.push(
        () => sherwoodRules.character(name),
        () => sherwoodRules.animal(name),
        () => sherwoodRules.equipment(name),
        () => sherwoodRules.map(name),
        () => sherwoodRules.scenario(name),
        () => sherwoodRules.terrain(name),
        () => sherwoodRules.weaponRange(name),
        () => sherwoodRules.movementCost(name),
        () => board.tree(name),
        () => board.building(name),
        () => board.side(name, 1),
        () => board.toBoard(name, { q: 0, r: 0 }),
      );
    }
    lookups.push(
      () => sherwoodRules.scenario(9),
      () => sherwoodRules.character(undefined as unknown as string),
    );
    for (const lookup of lookups) expect(sherwoodError(lookup).code).toBe("sherwood/unknown-id");
    expect(board.info({ q: 0.5, r: 0 })).toBeUndefined();
    expect(board.info(null as unknown as { q: number; r: number })).toBeUndefined();
  });
});
