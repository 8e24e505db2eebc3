import * as z from "zod/mini";
import { parseWith } from "@tt/engine";
import { loadSherwoodData } from "../data";
import type { ScenarioData } from "../data-schemas";
import { SherwoodError } from "../errors";
import type { SherwoodRules } from "../rules-data";
import { zoneSchema } from "../scenario-schemas";
import { sherwoodRules } from "../sherwood";
import { forceCost } from "./purchase";

const id = /* @__PURE__ */ (() => z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an id is lowercase words joined by hyphens")))();
const text = /* @__PURE__ */ (() => z.string().check(z.minLength(1)))();

/**
 * A custom battle on one map, the short way to a scenario: its camps in turn order, each with its
 * characters, animals and the zone its player sets them up in. {@link buildBattle} turns it into a full
 * scenario: every camp its own alliance and player, and a camp wins at once when every enemy character
 * is killed or wounded (a draw when the turns run out first).
 *
 * @example
 * ```ts
 * import { battleSchema } from "@tt/sherwood";
 * battleSchema.parse({ number: 20, id: "clearing", title: "The clearing", map: "woods-edge", turns: 8, camps: [] }).camps; // []
 * ```
 */
export const battleSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    number: z.int().check(z.minimum(1), z.maximum(99)),
    id,
    title: text,
    map: id,
    turns: z.int().check(z.minimum(1), z.maximum(99)),
    camps: z.array(
      z.strictObject({
        id,
        name: text,
        characters: z.array(id).check(z.minLength(1)),
        animals: z._default(z.array(z.strictObject({ animal: id, count: z.int().check(z.minimum(1), z.maximum(20)) })), []),
        zone: zoneSchema,
      }),
    ),
  }))();
/** A battle as {@link battleSchema} reads it (`animals` may be left out). @example `const turns: Battle["turns"] = 8;` */
export type Battle = z.input<typeof battleSchema>;

/** A scenario added to a data set: the rules that play it, and each camp's cost by the purchase table (SHW-PT). */
export interface BuiltScenario {
  /** The rules with the scenario added: `createSherwood(rules)` plays it as `{ scenario: number }`. */
  readonly rules: SherwoodRules;
  /** The scenario as data. */
  readonly scenario: ScenarioData;
  /** What each camp's force costs, to balance the battle. */
  readonly costs: Readonly<Record<string, number>>;
}

/**
 * Adds a scenario to a data set: validates it with the data's schemas and every cross-reference
 * (maps and joins, camps, characters, zones, entries, special rules, victory conditions) and prices
 * each camp by the purchase table.
 *
 * @param scenario - the scenario as data (see `scenarioSchema` and the shipped ones in `SHERWOOD_DATA.scenarios`)
 * @param rules - the rules whose data it joins (default `sherwoodRules`)
 * @returns the rules that play it and the camps' costs
 * @throws {@link SherwoodError} `sherwood/invalid-data` naming the path of what is wrong
 * @example
 * ```ts
 * import { addScenario, SHERWOOD_DATA } from "@tt/sherwood";
 * const copy = { ...SHERWOOD_DATA.scenarios[6]!, number: 17, id: "the-tavern-again" };
 * addScenario(copy).costs["sheriffs-henchmen"]; // 153
 * ```
 */
export function addScenario(scenario: ScenarioData, rules: SherwoodRules = sherwoodRules): BuiltScenario {
  const data = { ...rules.data, scenarios: [...rules.data.scenarios, scenario] };
  const built = loadSherwoodData(data);
  const at = built.data.scenarios.length - 1;
  const s = built.data.scenarios[at]!;
  const costs: Record<string, number> = {};
  for (const camp of s.camps) {
    costs[camp.id] = forceCost(
      {
        characters: camp.characters.map((c) => c.character),
        animals: camp.animals.map((a) => ({ id: a.animal, count: a.count })),
        equipment: camp.equipment.map((e) => ({ id: e.equipment, count: e.count })),
      },
      built,
    ).total;
  }
  return { rules: built, scenario: s, costs };
}

/**
 * Builds a custom battle ({@link battleSchema}) into a scenario and adds it ({@link addScenario}).
 *
 * @param battle - the battle
 * @param rules - the rules whose data it joins (default `sherwoodRules`)
 * @returns the rules that play it and the camps' costs
 * @throws {@link SherwoodError} `sherwood/invalid-options` for a malformed battle, `sherwood/invalid-data` for one that does not fit the data
 * @example
 * ```ts
 * import { buildBattle, createSherwood } from "@tt/sherwood";
 * const zone = (map: string) => ({ areas: [{ kind: "map" as const, map }], except: [], awayFromBuildings: false });
 * const built = buildBattle({
 *   number: 20, id: "clearing", title: "The clearing", map: "woods-edge", turns: 8,
 *   camps: [
 *     { id: "outlaws", name: "Outlaws", characters: ["robin", "little-john"], zone: zone("woods-edge") },
 *     { id: "soldiers", name: "Soldiers", characters: ["bero", "odric", "folmar"], zone: zone("woods-edge") },
 *   ],
 * });
 * built.costs; // { outlaws: ..., soldiers: ... }: balance the forces before playing
 * const game = createSherwood(built.rules);
 * game.setup(game.optionsSchema.parse({ scenario: 20 })).sides; // ["outlaws", "soldiers"]
 * ```
 */
export function buildBattle(battle: Battle, rules: SherwoodRules = sherwoodRules): BuiltScenario {
  const b = parseWith(battleSchema, battle, ({ path, message, issues }) => new SherwoodError("sherwood/invalid-options", message, path, issues), ["battle"]);
  const camps = b.camps.map((c) => c.id);
  const reconstructed = { source: "reconstructed" as const, reason: "a custom battle" };
  const scenario: ScenarioData = {
    number: b.number,
    id: b.id,
    title: b.title,
    maps: [{ map: b.map, origin: { col: 0, row: 0 }, rotation: 0 }],
    joins: [],
    turns: b.turns,
    turnOrder: { rule: "fixed", camps },
    camps: b.camps.map((c) => ({
      id: c.id,
      name: c.name,
      characters: c.characters.map((character) => ({ character, printedName: null, printedCode: null, provenance: reconstructed })),
      animals: c.animals,
      equipment: [],
    })),
    players: [{ count: camps.length, camps: camps.map((c) => [c]) }],
    entries: [],
    overrides: [],
    buildingRoles: [],
    alliances: b.camps.map((c) => ({ id: c.id, name: c.name, camps: [c.id] })),
    placements: b.camps.map((c) => ({ camp: c.id, pieces: "rest" as const, count: null, how: "place" as const, zone: c.zone, hideouts: null, entry: null, onFoot: false, text: `${c.name} set up.` })),
    specialRules: [],
    victory: [
      {
        players: null,
        mode: "first",
        outcomes: [
          ...b.camps.map((c) => ({
            when: camps.filter((o) => o !== c.id).map((o) => ({ test: "camp-out" as const, camp: o })),
            at: "once" as const,
            winners: [c.id],
            level: "victory" as const,
            text: `${c.name} kill or wound every enemy.`,
          })),
          { when: [], at: "end", winners: [], level: "draw", text: "The turns run out: a draw." },
        ],
      },
    ],
    options: [],
    text: { background: b.title, setup: "Each camp sets up in its zone.", specialRules: [], victory: ["A camp wins when every enemy character is killed or wounded."] },
    provenance: reconstructed,
  };
  return addScenario(scenario, rules);
}
