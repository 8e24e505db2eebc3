import { reachable, type Graph } from "@tt/hexgrid";
import type { SpaceType, SyndromeRulesData } from "../data-schemas";
import { invalidData as bad } from "../errors";
import type { Space } from "../rules-data";

/** The map compiled (section 2.2): spaces with their land neighbours, the route checked, land distances. */
export interface CompiledMap {
  readonly spaces: Space[];
  readonly spaceIndex: ReadonlyMap<string, Space>;
  readonly landSpaces: string[];
  readonly towns: string[];
  readonly graph: Graph<string>;
  distance(from: string, to: string): number;
  moves(from: string, horse: boolean): readonly string[];
}

/** How far a person moves (SYN-9.3): two spaces on foot, three on a horse. */
const MOVE_ON_FOOT = 2;
const MOVE_ON_HORSE = 3;

/**
 * Where a person can move from each land space (SYN-9.3), on foot and on a horse (which stops on
 * entering a forest), by @tt/hexgrid's `reachable` with `mustStop`, once for the data set.
 */
function moveTable(spaces: readonly Space[], landSpaces: readonly string[], graph: Graph<string>): (from: string, horse: boolean) => readonly string[] {
  const forest = new Set(spaces.filter((s) => s.type === "forest").map((s) => s.id));
  const table = new Map<string, readonly [readonly string[], readonly string[]]>();
  const reach = (from: string, horse: boolean) =>
    Object.freeze(reachable(graph, from, horse ? MOVE_ON_HORSE : MOVE_ON_FOOT, horse ? { mustStop: (_at, to) => forest.has(to) } : {}).nodes.filter((id) => id !== from));
  for (const from of landSpaces) table.set(from, [reach(from, false), reach(from, true)]);
  const none: readonly string[] = Object.freeze([]);
  return (from, horse) => table.get(from)?.[horse ? 1 : 0] ?? none;
}

const isWater = (type: SpaceType) => type === "river" || type === "sea";

/** Ids unique, neighbours known and symmetric (an unknown id is reported where it is written). */
function checkNeighbours(map: SyndromeRulesData["map"]): Map<string, SyndromeRulesData["map"]["spaces"][number]> {
  const byId = new Map<string, SyndromeRulesData["map"]["spaces"][number]>();
  map.spaces.forEach((space, i) => {
    if (byId.has(space.id)) bad(`space id "${space.id}" is used twice`, `map.spaces[${i}].id`);
    byId.set(space.id, space);
  });
  map.spaces.forEach((space, i) => {
    space.neighbours.forEach((n, k) => {
      if (!byId.has(n)) bad(`unknown space "${n}"`, `map.spaces[${i}].neighbours[${k}]`);
      if (n === space.id) bad(`a space cannot neighbour itself`, `map.spaces[${i}].neighbours[${k}]`);
    });
  });
  map.spaces.forEach((space, i) => {
    space.neighbours.forEach((n, k) => {
      if (!byId.get(n)!.neighbours.includes(space.id)) bad(`"${n}" does not list "${space.id}" back: neighbours must be symmetric`, `map.spaces[${i}].neighbours[${k}]`);
    });
  });
  return byId;
}

/** The palace, and the Royal Party's route along the road from it past every town (SYN-13.1). */
function checkRoute(map: SyndromeRulesData["map"], spaceIndex: ReadonlyMap<string, Space>, towns: readonly string[]): void {
  const palace = spaceIndex.get(map.palace);
  if (palace === undefined || palace.type !== "palace") bad(`the palace must be a space of type "palace"`, "map.palace");
  let previous = map.palace;
  map.royalRoute.forEach((id, i) => {
    const space = spaceIndex.get(id);
    if (space === undefined) bad(`unknown space "${id}"`, `map.royalRoute[${i}]`);
    if (!space.land.includes(previous)) bad(`"${id}" is not next to "${previous}"`, `map.royalRoute[${i}]`);
    if (!["town", "road", "bridge", "ford"].includes(space.type)) bad(`the Royal Party keeps to the road: "${id}" is a ${space.type}`, `map.royalRoute[${i}]`);
    previous = id;
  });
  for (const town of towns) if (!map.royalRoute.includes(town)) bad(`the town "${town}" is not on the Royal Party's route`, "map.royalRoute");
}

/** Land distances between every pair of land spaces, by @tt/hexgrid's graph search. */
function landDistances(landSpaces: readonly string[], graph: Graph<string>): (from: string, to: string) => number {
  const landIndex = new Map(landSpaces.map((id, i) => [id, i]));
  const n = landSpaces.length;
  const distances = new Int16Array(n * n).fill(-1);
  for (let i = 0; i < n; i++) {
    const reach = reachable(graph, landSpaces[i]!, n);
    for (const node of reach.nodes) distances[i * n + landIndex.get(node)!] = reach.costOf(node)!;
  }
  return (from, to) => {
    const a = landIndex.get(from);
    const b = landIndex.get(to);
    if (a === undefined || b === undefined) return Infinity;
    const d = distances[a * n + b]!;
    return d < 0 ? Infinity : d;
  };
}

/** Checks and compiles the map. */
export function compileMap(map: SyndromeRulesData["map"]): CompiledMap {
  const byId = checkNeighbours(map);
  const spaces: Space[] = map.spaces.map((space, index) => ({
    index,
    id: space.id,
    name: space.name,
    type: space.type,
    water: isWater(space.type),
    land: isWater(space.type) ? [] : space.neighbours.filter((n) => !isWater(byId.get(n)!.type)),
    riverside: !isWater(space.type) && space.neighbours.some((n) => isWater(byId.get(n)!.type)),
  }));
  const spaceIndex = new Map(spaces.map((s) => [s.id, s]));
  const towns = spaces.filter((s) => s.type === "town").map((s) => s.id);
  checkRoute(map, spaceIndex, towns);
  const landSpaces = spaces.filter((s) => !s.water).map((s) => s.id);
  const graph: Graph<string> = { neighbors: (id) => spaceIndex.get(id)!.land };
  return { spaces, spaceIndex, landSpaces, towns, graph, distance: landDistances(landSpaces, graph), moves: moveTable(spaces, landSpaces, graph) };
}
