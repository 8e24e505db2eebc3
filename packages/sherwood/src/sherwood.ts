import animalsJson from "./data/animals.json";
import charactersJson from "./data/characters.json";
import equipmentJson from "./data/equipment.json";
import forestersCottage from "./data/maps/foresters-cottage.json";
import gulch from "./data/maps/gulch.json";
import woodsEdge from "./data/maps/woods-edge.json";
import theInn from "./data/maps/the-inn.json";
import scenariosJson from "./data/scenarios.json";
import tablesJson from "./data/tables.json";
import { compileSherwoodData } from "./data";
import type { SherwoodData } from "./data-schemas";
import type { SherwoodRules } from "./rules-data";

/**
 * The package's complete data set: the four maps, every character's counters, the animals and carts,
 * the tables and the eight scenarios. The names, the scenarios and every number the rulebook states are
 * the rulebook's; the maps, counter values, combat and missile tables, weapon ranges and most of the
 * Terrain Types Table are reconstructed, each datum marked with its provenance and a reason (DATA.md).
 * Load a corrected copy with {@link loadSherwoodData}.
 *
 * @example
 * ```ts
 * import { SHERWOOD_DATA } from "@tt/sherwood";
 * SHERWOOD_DATA.scenarios.length; // 8
 * ```
 */
export const SHERWOOD_DATA: SherwoodData = {
  schemaVersion: 1,
  maps: [theInn, forestersCottage, woodsEdge, gulch],
  characters: charactersJson,
  animals: animalsJson,
  equipment: equipmentJson,
  tables: tablesJson,
  scenarios: scenariosJson,
} as unknown as SherwoodData;

/**
 * {@link SHERWOOD_DATA} compiled for the rules (the package's tests check that it passes
 * {@link loadSherwoodData}'s every check).
 *
 * @example
 * ```ts
 * import { sherwoodRules } from "@tt/sherwood";
 * sherwoodRules.scenario(7).board.building("inn").rooms.length; // 2
 * ```
 */
export const sherwoodRules: SherwoodRules = /* @__PURE__ */ compileSherwoodData(SHERWOOD_DATA);
