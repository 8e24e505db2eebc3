import type { Located } from "@tt/hexgrid";
import { SherwoodError, quote } from "../errors";
import type { Board, SherwoodRules } from "../rules-data";
import { sherwoodRules } from "../sherwood";
import { hideouts } from "./ambush";

/**
 * A hideout of a character in ambush (SHW-8.1), read from its id: a large tree by its letter
 * (`tree:B`), or a building by its id (`building:inn`).
 *
 * @example
 * ```ts
 * import type { Hideout } from "@tt/sherwood";
 * const isTree = (h: Hideout) => h.kind === "tree";
 * ```
 */
export type Hideout = { readonly kind: "tree"; readonly tree: string } | { readonly kind: "building"; readonly building: string };

const ID = /^(tree|building):(.+)$/;

/**
 * Reads a hideout's id (SHW-8.1), as `hide` actions and `state.hidden[i].hideout` carry it: `tree:<letter>`
 * for a large tree, `building:<id>` for a building. It does not look the tree or building up on a board
 * ({@link hideoutHexes} does).
 *
 * @param id - a hideout id
 * @returns the tree's letter or the building's id
 * @throws {@link SherwoodError} `sherwood/bad-argument` (path `hideout`) for anything else
 * @example
 * ```ts
 * import { parseHideout } from "@tt/sherwood";
 * parseHideout("tree:B"); // { kind: "tree", tree: "B" }
 * parseHideout("building:inn"); // { kind: "building", building: "inn" }
 * ```
 */
export function parseHideout(id: string): Hideout {
  const match = typeof id === "string" ? ID.exec(id) : null;
  if (match === null) throw new SherwoodError("sherwood/bad-argument", `expected a hideout id such as "tree:B" or "building:inn", received ${quote(id)}`, "hideout");
  return match[1] === "tree" ? { kind: "tree", tree: match[2]! } : { kind: "building", building: match[2]! };
}

/**
 * Where on a board a character hidden in this hideout may be revealed (SHW-8.1, SHW-8.2): up the large
 * tree, on its trunk hex and the six around it (level 1), or on a building's room hexes a character can
 * stand on (level 1 upstairs), the places the game's `reveal` actions offer. A front end marks them.
 *
 * @param board - the board (`sherwoodBoard(state)`)
 * @param id - a hideout id
 * @param rules - the compiled rules the board belongs to (default `sherwoodRules`)
 * @returns the places
 * @throws {@link SherwoodError} `sherwood/bad-argument` for a malformed id; `sherwood/unknown-id` (path `hideout`)
 *   for a tree or building this board does not have
 * @example
 * ```ts
 * import { hideoutHexes, sherwoodRules } from "@tt/sherwood";
 * hideoutHexes(sherwoodRules.map("woods-edge"), "tree:A").length; // 7: the trunk and the six hexes around it
 * ```
 */
export function hideoutHexes(board: Board, id: string, rules: SherwoodRules = sherwoodRules): readonly Located[] {
  parseHideout(id);
  const found = hideouts({ rules, board }).find((h) => h.token === id);
  if (found === undefined) throw new SherwoodError("sherwood/unknown-id", `this board has no hideout ${quote(id)}`, "hideout");
  return found.places;
}

/**
 * A hideout in words, as a sentence about a character in ambush goes on (SHW-8.1): "up tree B", "in the
 * forester's cottage", "in the inn". A building is named by the data's name for it (the same on every
 * board, building ids being unique across the maps).
 *
 * @param id - a hideout id
 * @param rules - the compiled rules (default `sherwoodRules`)
 * @returns the words
 * @throws {@link SherwoodError} `sherwood/bad-argument` for a malformed id
 * @example
 * ```ts
 * import { hideoutName } from "@tt/sherwood";
 * hideoutName("tree:B"); // "up tree B"
 * hideoutName("building:cottage"); // "in the forester's cottage"
 * ```
 */
export function hideoutName(id: string, rules: SherwoodRules = sherwoodRules): string {
  const hideout = parseHideout(id);
  if (hideout.kind === "tree") return `up tree ${hideout.tree}`;
  const building = rules.data.maps.flatMap((m) => m.buildings).find((b) => b.id === hideout.building);
  // "The forester's cottage" as a sentence goes on: "in the forester's cottage"; an unknown id as it is.
  const name = building === undefined ? `the ${hideout.building}` : building.name.replace(/^The /, "the ");
  return `in ${name}`;
}
