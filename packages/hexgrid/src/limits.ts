/**
 * The explicit limits of `@tt/hexgrid`. Every function that loops or allocates
 * by the size of its input checks it once per call against these, and refuses
 * a well-formed input beyond them with a {@link HexgridError} of code
 * `hexgrid/limit-exceeded` (a malformed one, such as a NaN or fractional
 * coordinate, gets `hexgrid/bad-argument`), instead of running out of memory
 * or time. The values are fixed; they are exported so that a program can check
 * its own data against them first.
 *
 * - `coordinate` (2^48): largest `|q|` or `|r|` accepted by the functions that
 *   build hexes from a hex (ranges, lines, line of sight, field of view), so
 *   that every coordinate they compute is an exact integer.
 * - `radius` (1,000): largest radius of {@link hexRing}, {@link hexSpiral} and
 *   {@link hexRange} (`hexRange(c, 1000)` lists 3,003,001 hexes).
 * - `fieldOfViewRadius` (100): largest radius of {@link fieldOfView}, which
 *   traces one line of sight per hex in range (30,300 lines at 100).
 * - `lineLength` (131,072): longest line, in hexes from end to end, that
 *   {@link hexLine}, {@link hexLineTrace} and {@link lineOfSight} draw; it
 *   covers any two hexes a {@link HexMap} can hold.
 * - `mapHexes` (1,000,000): most hexes a {@link HexMap} may have (a 500 x 500
 *   campaign map has 250,000); also the most `rows` and `hexFeatures` entries
 *   of an authored map ({@link parseHexMap}).
 * - `mapHexsides` (3,000,000): most `hexsides` map data may list, canonical or
 *   authored (a map of n hexes has fewer than 3n hexsides).
 * - `mapListItems` (10,000): most items of any other list of map data (its
 *   terrain types, a hex's or a hexside's features) and keys of any object
 *   (the legend).
 * - `mapDepth` (16): how deeply arrays and objects may nest in map data (it
 *   needs 5 levels: the map, `hexsides`, a hexside, `between`, a hex).
 * - `mapValues` (1,000,000): most values map data may hold besides its hexes
 *   and hexsides, and an authored map's rows and entries (every array, object
 *   and primitive counted). Those are tested item by item instead: the first
 *   wrong ones are measured and read, until 100 problems are listed, and the
 *   error says how many items are wrong. Map data is measured before its schema
 *   reads it: a list of a million wrong items is refused at once, where the
 *   schema read it for seconds, then overflowed the stack.
 * - `graphNodes` (1,000,000): most distinct nodes one search over a generic
 *   {@link Graph} may discover (hex maps and rider graphs are bounded by their map).
 * - `graphSteps` (16,000,000): most neighbours one search over a generic
 *   {@link Graph} may be handed in all (so a `neighbors` that never ends, or
 *   a graph with millions of edges per node, is refused, not followed).
 * - `levels` (16): levels of a located piece are integers from 0 (the ground)
 *   to 15 ({@link levelGraph}, {@link locatedKey}).
 *
 * @example
 * ```ts
 * import { HEXGRID_LIMITS, HexgridError, hexRange } from "@tt/hexgrid";
 * HEXGRID_LIMITS.radius; // 1000
 * try {
 *   hexRange({ q: 0, r: 0 }, 100_000);
 * } catch (error) {
 *   if (error instanceof HexgridError) console.log(error.code, error.path); // "hexgrid/limit-exceeded" "radius"
 * }
 * ```
 */
export const HEXGRID_LIMITS = /* @__PURE__ */ Object.freeze({
  coordinate: 2 ** 48,
  radius: 1000,
  fieldOfViewRadius: 100,
  lineLength: 131_072,
  mapHexes: 1_000_000,
  mapHexsides: 3_000_000,
  mapListItems: 10_000,
  mapDepth: 16,
  mapValues: 1_000_000,
  graphNodes: 1_000_000,
  graphSteps: 16_000_000,
  levels: 16,
} as const);
