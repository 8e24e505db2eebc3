import saltRoadJson from "./data/salt-road.json";
import sharpeJson from "./data/sharpe.json";
import { createWarpQuest, type WarpQuestGame } from "./game";
import type { ScenarioInput } from "./schemas";
import { parseSnapshot } from "./snapshot";
import type { State } from "./state";

/**
 * The Sharpe scenario's data as printed in its rulebook (Challenge Deck and Rotation card
 * lists, Attribute Table, officer and ranks), in the JSON form {@link loadScenario} reads.
 *
 * @see SHP-DECK
 * @see SHP-ROTATION
 * @example
 * ```ts
 * import { SHARPE_DATA } from "@tt/warpquest";
 * SHARPE_DATA.modules[0]!.cards.length; // 39: the Challenge Deck
 * ```
 */
export const SHARPE_DATA: ScenarioInput = sharpeJson as unknown as ScenarioInput;

/**
 * "The Salt Road Relic": a small scenario written for this package (not from any rulebook)
 * with two modules, an Aid deck, a party of four units and the Objective, so the whole
 * WarpQuest core is exercised.
 *
 * @example
 * ```ts
 * import { SALT_ROAD_DATA } from "@tt/warpquest";
 * SALT_ROAD_DATA.provenance; // "authored"
 * ```
 */
export const SALT_ROAD_DATA: ScenarioInput = saltRoadJson as unknown as ScenarioInput;

/**
 * The Sharpe scenario as a game: officers' careers from Sergeant to Major (SHP-*).
 *
 * @example
 * ```ts
 * import { sharpe } from "@tt/warpquest";
 * import { randomPolicy, runGame, seededChance } from "@tt/engine";
 * const { result } = runGame(sharpe, { campaigns: 1 }, { policies: randomPolicy(1), chance: seededChance(1) });
 * result.officers[0]!.alive; // did the Sergeant survive his first campaign?
 * ```
 */
export const sharpe: WarpQuestGame = createWarpQuest(SHARPE_DATA);

/**
 * "The Salt Road Relic" as a game: 1-6 parties race for the Objective and bring it home (WQ-*).
 *
 * @example
 * ```ts
 * import { saltRoad } from "@tt/warpquest";
 * import { randomPolicy, runGame, seededChance } from "@tt/engine";
 * const { result } = runGame(saltRoad, { players: 2 }, { policies: randomPolicy(1), chance: seededChance(1) });
 * result.winner; // "p1", "p2" or null
 * ```
 */
export const saltRoad: WarpQuestGame = createWarpQuest(SALT_ROAD_DATA);

/**
 * Reads a state snapshot (for example `JSON.parse` of a saved game) of one of the shipped
 * scenarios, chosen by its `scenario` field, or of `game`: its schema version, its schema and
 * every invariant of a state of that scenario ({@link invariantProblems}), so that `next` and
 * `apply` work on whatever it accepts.
 *
 * @param value - the snapshot
 * @param game - the game the snapshot belongs to (default: {@link sharpe} or {@link saltRoad}, by the snapshot's `scenario`)
 * @returns the state, ready for `next` and `apply`
 * @throws {@link WarpQuestError} `warpquest/unsupported-schema-version` for a snapshot of
 *   another schema version, `warpquest/invalid-snapshot` naming the JSON path of the first
 *   problem (every problem in `issues`), an unknown scenario included
 * @example
 * ```ts
 * import { parseState, sharpe } from "@tt/warpquest";
 * const saved = JSON.stringify(sharpe.setup(sharpe.parseOptions({})));
 * const state = parseState(JSON.parse(saved));
 * sharpe.next(state).kind; // "chance"
 * ```
 */
export function parseState(value: unknown, game?: WarpQuestGame): State {
  if (game !== undefined) return game.parseState(value);
  const shipped = (id: string) => (id === sharpe.scenario.id ? sharpe.scenario : id === saltRoad.scenario.id ? saltRoad.scenario : undefined);
  return parseSnapshot(value, shipped, `"sharpe" and "salt-road" (a snapshot of another scenario is read by its game's parseState)`);
}
