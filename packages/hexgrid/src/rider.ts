import { HEX_DIRECTIONS, hexDistance, hexIntKey, type Direction, type Hex } from "./hex";
import { HexMap } from "./hex-map";
import { badArgument, checkHex, checkOptions } from "./_internal/check";
import { SPACE_FACTORIES, checkedCost, type IntSpace, type SpaceOptions } from "./_internal/search-core";
import type { Graph } from "./search";

/**
 * Where a two-hex unit stands (a rider and horse, SHW-1.1): its front hex
 * (the horse's head) and its facing, the direction from the rear hex to the
 * front hex. The rear hex is the front's neighbour opposite the facing.
 *
 * @example
 * ```ts
 * import { riderHexes, type RiderPosition } from "@tt/hexgrid";
 * const rider: RiderPosition = { front: { q: 2, r: 0 }, facing: 0 };
 * riderHexes(rider); // [{ q: 2, r: 0 }, { q: 1, r: 0 }]
 * ```
 */
export interface RiderPosition {
  /** The front hex, where movement costs are counted (SHW-4.3). */
  readonly front: Hex;
  /** Direction from the rear hex to the front hex. */
  readonly facing: Direction;
}

/**
 * The rear hex of a two-hex unit.
 *
 * @param position - the unit's position
 * @returns the hex behind the front hex
 * @throws {@link HexgridError} `hexgrid/bad-argument` if the front is not an integer hex or the facing
 *   not 0-5 (path `position.front.q`, `position.facing`)
 * @example
 * ```ts
 * import { riderRear } from "@tt/hexgrid";
 * riderRear({ front: { q: 0, r: 0 }, facing: 1 }); // { q: -1, r: 1 }
 * ```
 */
export function riderRear(position: RiderPosition): Hex {
  checkPosition(position, "position");
  const d = HEX_DIRECTIONS[(position.facing + 3) % 6]!;
  return { q: position.front.q + d.q, r: position.front.r + d.r };
}

function checkPosition(position: unknown, path: string): asserts position is RiderPosition {
  if (typeof position !== "object" || position === null) throw badArgument(path, "a rider position { front, facing }", position);
  const { front, facing } = position as { front?: unknown; facing?: unknown };
  checkHex(front, `${path}.front`);
  if (typeof facing !== "number" || HEX_DIRECTIONS[facing] === undefined) throw badArgument(`${path}.facing`, "a direction from 0 to 5", facing);
}

/**
 * Both hexes a two-hex unit fills, front first.
 *
 * @param position - the unit's position
 * @returns `[front, rear]`
 * @throws {@link HexgridError} as {@link riderRear} does
 * @example
 * ```ts
 * import { riderHexes } from "@tt/hexgrid";
 * riderHexes({ front: { q: 0, r: 0 }, facing: 3 }); // [{ q: 0, r: 0 }, { q: 1, r: 0 }]
 * ```
 */
export function riderHexes(position: RiderPosition): [Hex, Hex] {
  return [{ q: position.front.q, r: position.front.r }, riderRear(position)];
}

/**
 * Options of {@link riderGraph}: which moves a two-hex unit has.
 *
 * @example
 * ```ts
 * import type { RiderGraphOptions } from "@tt/hexgrid";
 * const options: RiderGraphOptions = { maxTurn: 1, pivot: true };
 * ```
 */
export interface RiderGraphOptions {
  /**
   * How far the front may veer per hex moved, in 60-degree steps: 0 straight
   * only, 1 (default) straight or one hexside left/right, 2 also sharp turns.
   */
  readonly maxTurn?: 0 | 1 | 2;
  /**
   * Whether the unit may also pivot 60 degrees about its front hex as a step
   * (the rear swings to a new hex). Default false. The step's cost comes from
   * the rules' `cost(from, to)` like any other (`from.front` equals `to.front`).
   */
  readonly pivot?: boolean;
}

const TURNS: readonly (readonly number[])[] = [[0], [0, -1, 1], [0, -1, 1, -2, 2]];

/**
 * The graph of positions of a two-hex unit on a map: each step moves the front
 * into an adjacent hex (straight ahead or veering up to `maxTurn` sides) and
 * the rear follows into the old front hex (SHW-4.3: costs are counted on the
 * front hex, the back section follows behind). Both hexes always stay on the
 * map. Pass it to {@link reachable} / {@link findPath} with rules whose `cost`
 * looks at `to.front` (and returns `Infinity` for hexes riders may not enter).
 *
 * @param map - the hex map
 * @param options - turning and pivoting
 * @returns a graph of {@link RiderPosition}s; its `neighbors` of a position that is not on the map (or not
 *   a position at all) are none, and its `key` of a value that is not a position is -1
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `map` is not a {@link HexMap}, or for options that
 *   are not an object, a `maxTurn` other than 0, 1 or 2 or a `pivot` that is not a boolean (path
 *   `options.maxTurn`, ...)
 * @example
 * ```ts
 * import { parseHexMap, reachable, riderGraph } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", f: "forest" }, rows: ["......", "..f...", "......"] });
 * const moves = reachable(riderGraph(map), { front: { q: 1, r: 0 }, facing: 0 }, 6, {
 *   cost: (_from, to) => (map.terrain(to.front) === "forest" ? Infinity : 1), // riders avoid trees (SHW-4.1)
 * });
 * ```
 */
export function riderGraph(map: HexMap, options?: RiderGraphOptions): Graph<RiderPosition> {
  if (!(map instanceof HexMap)) throw badArgument("map", "a HexMap", map);
  const checked = checkOptions(options, "options");
  const maxTurn = checked.maxTurn ?? 1;
  if (maxTurn !== 0 && maxTurn !== 1 && maxTurn !== 2) throw badArgument("options.maxTurn", "0, 1, 2 or undefined", maxTurn);
  const turns = TURNS[maxTurn]!;
  const pivot = checked.pivot ?? false;
  if (typeof pivot !== "boolean") throw badArgument("options.pivot", "a boolean or undefined", pivot);
  const neighbors = map._neighbors;
  const positions: (RiderPosition | undefined)[] = [];
  const nodeAt = (id: number): RiderPosition => {
    let p = positions[id];
    if (p === undefined) {
      const facing = (id % 6) as Direction;
      p = Object.freeze({ front: map.hexes[(id - facing) / 6]!, facing });
      positions[id] = p;
    }
    return p;
  };
  const idOf = (position: RiderPosition): number => {
    if (typeof position !== "object" || position === null) return -1;
    const i = map.indexOf(position.front);
    const f = position.facing;
    if (i < 0 || typeof f !== "number" || HEX_DIRECTIONS[f] === undefined) return -1;
    if (neighbors[i * 6 + ((f + 3) % 6)]! < 0) return -1;
    return i * 6 + f;
  };
  // Successor ids of a position id; shared by the public neighbours and the fast space.
  const successors = (id: number, out: Int32Array): number => {
    const f = id % 6;
    const i = (id - f) / 6;
    let k = 0;
    for (const t of turns) {
      const f2 = (f + t + 6) % 6;
      const j = neighbors[i * 6 + f2]!;
      if (j >= 0) out[k++] = j * 6 + f2;
    }
    if (pivot) {
      for (const t of [-1, 1]) {
        const f2 = (f + t + 6) % 6;
        if (neighbors[i * 6 + ((f2 + 3) % 6)]! >= 0) out[k++] = i * 6 + f2;
      }
    }
    return k;
  };
  const scratch = new Int32Array(8);
  const graph: Graph<RiderPosition> = {
    neighbors(position: RiderPosition): RiderPosition[] {
      const id = idOf(position);
      if (id < 0) return [];
      const k = successors(id, scratch);
      const out: RiderPosition[] = [];
      for (let i = 0; i < k; i++) out.push(nodeAt(scratch[i]!));
      return out;
    },
    key(position: RiderPosition): number {
      const front = typeof position === "object" && position !== null ? position.front : undefined;
      return typeof front === "object" && front !== null ? hexIntKey(front) * 6 + position.facing : -1;
    },
  };
  SPACE_FACTORIES.set(graph, (raw) => {
    const rules = raw as SpaceOptions<RiderPosition>;
    const space: IntSpace<RiderPosition> = {
      outNode: new Int32Array(8),
      outCost: new Float64Array(8),
      outStop: new Uint8Array(8),
      expand(node: number): number {
        const k = successors(node, this.outNode);
        const from = nodeAt(node);
        let n = 0;
        for (let i = 0; i < k; i++) {
          const t = this.outNode[i]!;
          const to = nodeAt(t);
          const c = rules.cost ? checkedCost(rules.cost(from, to), () => `rider at ${from.front.q},${from.front.r} facing ${from.facing}`) : 1;
          if (!(c < Infinity)) continue;
          this.outNode[n] = t;
          this.outCost[n] = c;
          this.outStop[n] = rules.mustStop?.(from, to) ? 1 : 0;
          n++;
        }
        return n;
      },
      canEnd: (node) => rules.canEnd === undefined || rules.canEnd(nodeAt(node)),
      nodeAt,
      idOf,
      distanceTo(goal: RiderPosition, minCost: number) {
        const gq = goal.front.q;
        const gr = goal.front.r;
        return (node) => hexDistance(map.hexes[(node - (node % 6)) / 6]!, { q: gq, r: gr }) * minCost;
      },
    };
    return space as IntSpace<unknown>;
  });
  return graph;
}
