import { reachable, type Graph } from "@tt/hexgrid";
import type { SpaceType, SyndromeRulesData } from "../data-schemas";
import type { DataProblems } from "../errors";
import { quote } from "../_internal/limits";
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

/** Ids unique, neighbours known and symmetric (an unknown id is reported where it is written, and left out of the map). */
function checkNeighbours(map: SyndromeRulesData["map"], problems: DataProblems): Map<string, SyndromeRulesData["map"]["spaces"][number]> {
  const byId = new Map<string, SyndromeRulesData["map"]["spaces"][number]>();
  map.spaces.forEach((space, i) => {
    if (byId.has(space.id)) problems.report(`space id ${quote(space.id)} is used twice`, `map.spaces[${i}].id`);
    else byId.set(space.id, space);
  });
  map.spaces.forEach((space, i) => {
    space.neighbours.forEach((n, k) => {
      if (!byId.has(n)) problems.report(`unknown space ${quote(n)}`, `map.spaces[${i}].neighbours[${k}]`);
      if (n === space.id) problems.report(`a space cannot neighbour itself`, `map.spaces[${i}].neighbours[${k}]`);
    });
  });
  map.spaces.forEach((space, i) => {
    space.neighbours.forEach((n, k) => {
      const other = byId.get(n);
      if (other !== undefined && !other.neighbours.includes(space.id))
        problems.report(`${quote(n)} does not list ${quote(space.id)} back: neighbours must be symmetric`, `map.spaces[${i}].neighbours[${k}]`);
    });
  });
  return byId;
}

/** The palace, and the Royal Party's route along the road from it past every town (SYN-13.1). */
function checkRoute(map: SyndromeRulesData["map"], spaceIndex: ReadonlyMap<string, Space>, towns: readonly string[], problems: DataProblems): void {
  const palace = spaceIndex.get(map.palace);
  if (palace === undefined || palace.type !== "palace") problems.report(`the palace must be a space of type "palace"`, "map.palace");
  let previous = map.palace;
  map.royalRoute.forEach((id, i) => {
    const space = spaceIndex.get(id);
    if (space === undefined) problems.report(`unknown space ${quote(id)}`, `map.royalRoute[${i}]`);
    else {
      // After an unknown space (reported there), the next step is not measured from it.
      if (spaceIndex.has(previous) && !space.land.includes(previous)) problems.report(`${quote(id)} is not next to ${quote(previous)}`, `map.royalRoute[${i}]`);
      if (!["town", "road", "bridge", "ford"].includes(space.type)) problems.report(`the Royal Party keeps to the road: ${quote(id)} is a ${space.type}`, `map.royalRoute[${i}]`);
    }
    previous = id;
  });
  for (const town of towns) if (!map.royalRoute.includes(town)) problems.report(`the town ${quote(town)} is not on the Royal Party's route`, "map.royalRoute");
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

/** Checks and compiles the map; its problems go to `problems` (an unknown neighbour is left out). */
export function compileMap(map: SyndromeRulesData["map"], problems: DataProblems): CompiledMap {
  const byId = checkNeighbours(map, problems);
  const typeOf = (id: string) => byId.get(id)?.type;
  const spaces: Space[] = map.spaces.map((space, index) => ({
    index,
    id: space.id,
    name: space.name,
    type: space.type,
    water: isWater(space.type),
    land: isWater(space.type) ? [] : space.neighbours.filter((n) => typeOf(n) !== undefined && !isWater(typeOf(n)!)),
    riverside: !isWater(space.type) && space.neighbours.some((n) => typeOf(n) !== undefined && isWater(typeOf(n)!)),
  }));
  const spaceIndex = new Map(spaces.map((s) => [s.id, s]));
  const towns = spaces.filter((s) => s.type === "town").map((s) => s.id);
  checkRoute(map, spaceIndex, towns, problems);
  const landSpaces = spaces.filter((s) => !s.water).map((s) => s.id);
  const graph: Graph<string> = { neighbors: (id) => spaceIndex.get(id)!.land };
  return { spaces, spaceIndex, landSpaces, towns, graph, distance: landDistances(landSpaces, graph), moves: moveTable(spaces, landSpaces, graph) };
}
