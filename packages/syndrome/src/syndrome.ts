import mapJson from "./data/map.json";
import peopleJson from "./data/people.json";
import squadsJson from "./data/squads.json";
import tablesJson from "./data/tables.json";
import paragraphsJson from "./data/paragraphs.json";
import leanJson from "./data/lean.json";
import { compileSyndromeData } from "./data";
import { syndromeGame, type SyndromeGame } from "./game";
import type { SyndromeData, SyndromeRulesData } from "./data-schemas";
import type { SyndromeRules } from "./data";
import type { State } from "./state";

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
 * The Sherwood Syndrome with the package's data: an `@tt/engine` game. It plays with a lean
 * copy of {@link SYNDROME_DATA} (no provenance notes, no paragraph prose: those are for
 * people, in {@link SYNDROME_DATA} and {@link paragraphProse}), checked against the full
 * data by the package's tests, so importing it costs no data schemas and no documentation.
 *
 * @example
 * ```ts
 * import { syndrome } from "@tt/syndrome";
 * import { runGame, randomPolicy, seededChance } from "@tt/engine";
 * const run = runGame(syndrome, {}, { policies: { player: randomPolicy(1) }, chance: seededChance(1) });
 * run.result; // who won, why, and on which turn
 * ```
 */
export const syndrome: SyndromeGame = syndromeGame(compileSyndromeData(leanJson as unknown as SyndromeRulesData));

/**
 * What the Syndrome's `view` hides from the player in `state` (SYN-3.2, SYN-3.3): the ids of the
 * hidden prisoners and of the counters in the cup, and the `#<index>` form a hidden prisoner
 * has in paragraph 109's blind draw (`{ type: "draw", person: "#26" }`). For the conformance
 * kit's `secrets` setting: none of these may reach the player through the next step, the
 * events, the player's log or the view.
 *
 * @param state - a state of {@link syndrome} (or of a game built over data with the same counters)
 * @param rules - the compiled data the state plays with (default: the package's)
 * @returns the secrets, by player: `{ player: [...] }`
 * @see SYN-3.2
 * @example
 * ```ts
 * import { checkConformance } from "@tt/engine";
 * import { syndrome, syndromeSecrets } from "@tt/syndrome";
 * const report = checkConformance(syndrome, { games: 10, secrets: syndromeSecrets });
 * report.ok; // true: nothing hidden reaches the player
 * ```
 */
export function syndromeSecrets(state: State, rules: SyndromeRules = syndrome.rules): { player: string[] } {
  const player: string[] = [];
  state.people.forEach((p, i) => {
    if (p.hidden) player.push(rules.counters[i]!.id, `#${i}`);
  });
  for (const id of state.cup) player.push(id);
  return { player };
}
