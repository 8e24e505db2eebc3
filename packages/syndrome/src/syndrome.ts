import mapJson from "./data/map.json";
import peopleJson from "./data/people.json";
import squadsJson from "./data/squads.json";
import tablesJson from "./data/tables.json";
import paragraphsJson from "./data/paragraphs.json";
import { createSyndrome, type SyndromeGame } from "./game";
import type { SyndromeData } from "./data-schemas";

/**
 * The package's complete data set: the rulebook's tables, paragraphs and names, with the map,
 * counter values and missing table rows reconstructed (each marked with its provenance and a
 * reason). Load a corrected copy with {@link loadSyndromeData} or {@link createSyndrome}.
 *
 * @example
 * ```ts
 * import { SYNDROME_DATA } from "@tt/syndrome";
 * SYNDROME_DATA.paragraphs.length; // 76: every paragraph of the rulebook
 * ```
 */
export const SYNDROME_DATA: SyndromeData = {
  schemaVersion: 1,
  map: mapJson,
  people: peopleJson,
  squads: squadsJson,
  tables: tablesJson,
  paragraphs: paragraphsJson,
} as unknown as SyndromeData;

/**
 * The Sherwood Syndrome with the package's data: an `@tt/engine` game.
 *
 * @example
 * ```ts
 * import { syndrome } from "@tt/syndrome";
 * import { runGame, randomPolicy, seededChance } from "@tt/engine";
 * const run = runGame(syndrome, {}, { policies: { player: randomPolicy(1) }, chance: seededChance(1) });
 * run.result; // who won, why, and on which turn
 * ```
 */
export const syndrome: SyndromeGame = createSyndrome(SYNDROME_DATA);
