import { HEX_DIRECTIONS, hexDistance, hexSpiral, type Direction, type Hex } from "./hex";
import { hexsideSteps, inFront } from "./hexside-line";
import { HEXGRID_LIMITS } from "./limits";
import { checkLine, hexLine } from "./line";
import { checkSightOptions, traceSteps, type LineOfSight, type SightElement, type SightOptions } from "./line-of-sight";
import { argumentError, checkCount, checkFunction, checkHex, show } from "./_internal/check";

function checkSide(direction: unknown, path: string): asserts direction is Direction {
  if (typeof direction !== "number" || HEX_DIRECTIONS[direction] === undefined) {
    throw argumentError("hexgrid/bad-direction", path, `${show(direction)} is not an integer from 0 to 5`);
  }
}

/**
 * Whether a line from the midpoint of `from`'s side `direction` can reach the
 * centre of `to` through that side: `to` lies strictly beyond the side's line,
 * on the side of the neighbour across it. A target behind the side or exactly
 * on its line (the shooter's own hex, the hexes along the wall) cannot be seen
 * through it.
 *
 * @param from - the shooter's hex (in the building)
 * @param direction - the side of `from` fired through (a window or doorway), 0-5
 * @param to - the target's hex
 * @returns true if {@link lineOfSightFromHexside} accepts the target
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `from` or `to` is not an integer hex (path
 *   `from.q`, ...); `hexgrid/bad-direction` (path `direction`) if `direction` is not 0-5
 * @example
 * ```ts
 * import { inFrontOfHexside } from "@tt/hexgrid";
 * inFrontOfHexside({ q: 0, r: 0 }, 0, { q: 3, r: -1 }); // true: out of the east side
 * inFrontOfHexside({ q: 0, r: 0 }, 0, { q: -2, r: 0 }); // false: behind the wall
 * ```
 */
export function inFrontOfHexside(from: Hex, direction: Direction, to: Hex): boolean {
  checkHex(from, "from");
  checkSide(direction, "direction");
  checkHex(to, "to");
  return inFront(direction, to.q - from.q, to.r - from.r);
}

/**
 * Traces the line of fire from the midpoint of `from`'s side `direction` to
 * the centre of `to` (SHW-3.1.1: a character in a window or doorway fires
 * from the middle of the exterior hexside) and asks `blocks` about every hex
 * and hexside it meets, like {@link lineOfSight}, with the same result and
 * options. `distance` is still `hexDistance(from, to)` (range counts from
 * the shooter's hex); `steps` are numbered in order (`index` is the step
 * number, not a distance). The side fired through is the first hexside shown
 * to `blocks` (index 0: a window or an open door lets the line out, a closed
 * one is the caller's to block); the two end hexes are shown only with `endpoints`.
 *
 * Exact integer geometry decides which hexes the line enters. A line from a
 * side's midpoint never runs along a hexside, so `ties` is empty; where it
 * passes exactly through a corner it goes straight from one hex into the next
 * and only touches the third hex at that corner: that hex is a `corner` step,
 * shown with `tie: true`, and judged like a tie: with `"both"` the corner is
 * blocked only if both ways past it are (across the side between the two
 * hexes, or through the corner hex and its two sides); with `"either"`, if
 * one is.
 *
 * @param from - the shooter's hex
 * @param direction - the side of `from` fired through, 0-5
 * @param to - the target's hex, in front of that side ({@link inFrontOfHexside})
 * @param blocks - says whether one hex or hexside blocks the line
 * @param options - tie rule; whether endpoints are shown to `blocks`
 * @returns hexes, hexsides, corners, blockers and the verdict
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `from` or `to` is not an integer hex, `blocks` is
 *   not a function, an option is not one of its values, or (path `to`) `to` is not in front of the side;
 *   `hexgrid/bad-direction` (path `direction`); `hexgrid/limit-exceeded` (path `to`) for a line longer than
 *   {@link HEXGRID_LIMITS}`.lineLength`
 * @example
 * ```ts
 * import { lineOfSight, lineOfSightFromHexside, type SightElement } from "@tt/hexgrid";
 * // An archer at the east window of (0,0) shoots at (2,-2); a bush stands at (1,0), just outside.
 * const bush = (e: SightElement) => e.kind === "hex" && e.hex.q === 1 && e.hex.r === 0;
 * lineOfSightFromHexside({ q: 0, r: 0 }, 0, { q: 2, r: -2 }, bush).blocked; // true: the line leaves the window through (1,0)
 * lineOfSight({ q: 0, r: 0 }, { q: 2, r: -2 }, bush).blocked; // false: centre to centre it runs (0,0), (1,-1), (2,-2)
 * ```
 */
export function lineOfSightFromHexside(from: Hex, direction: Direction, to: Hex, blocks: (element: SightElement) => boolean, options?: SightOptions): LineOfSight {
  checkLine(from, to, "from", "to");
  checkSide(direction, "direction");
  const checked = checkSightOptions(blocks, options);
  if (!inFront(direction, to.q - from.q, to.r - from.r)) {
    throw argumentError("hexgrid/bad-argument", "to", `hex ${to.q},${to.r} is not in front of side ${direction} of hex ${from.q},${from.r}: a line from that side cannot reach it`);
  }
  return traceHexside(from, direction, to, blocks, checked);
}

function traceHexside(from: Hex, direction: Direction, to: Hex, blocks: (element: SightElement) => boolean, options: SightOptions): LineOfSight {
  return traceSteps(hexsideSteps(from, direction, to, hexLine(from, to)), hexDistance(from, to), blocks, options);
}

/**
 * Field of view through one side of a hex: the hexes within `radius` of
 * `origin` in front of its side `direction` that have an unblocked
 * {@link lineOfSightFromHexside} from that side's midpoint (a character at a
 * window or in a doorway, SHW-3.1.1). The origin itself is behind the side
 * and is not listed.
 *
 * @param origin - the viewer's hex
 * @param direction - the side looked through, 0-5
 * @param radius - maximum range in hexes from `origin`, at most {@link HEXGRID_LIMITS}`.fieldOfViewRadius`
 * @param blocks - says whether one hex or hexside blocks a line
 * @param options - sight options, plus `within` to restrict targets (e.g. `map.has`)
 * @returns the visible hexes, nearest first
 * @throws {@link HexgridError} as {@link fieldOfView} does; `hexgrid/bad-direction` (path `direction`)
 * @example
 * ```ts
 * import { fieldOfViewFromHexside, hexKey } from "@tt/hexgrid";
 * const seen = fieldOfViewFromHexside({ q: 0, r: 0 }, 0, 2, () => false).map(hexKey);
 * // ["1,0", "0,2", "1,1", "2,0", "2,-1", "2,-2"]: (1,-1) and (0,1) are on the east side's line, not beyond it
 * ```
 */
export function fieldOfViewFromHexside(
  origin: Hex,
  direction: Direction,
  radius: number,
  blocks: (element: SightElement) => boolean,
  options?: SightOptions & { readonly within?: (h: Hex) => boolean },
): Hex[] {
  checkHex(origin, "origin");
  checkSide(direction, "direction");
  checkCount(radius, "radius", HEXGRID_LIMITS.fieldOfViewRadius);
  const checked = checkSightOptions(blocks, options);
  const within = checked.within;
  checkFunction(within, "options.within");
  const out: Hex[] = [];
  for (const h of hexSpiral(origin, radius)) {
    if (!inFront(direction, h.q - origin.q, h.r - origin.r)) continue;
    if (within && !within(h)) continue;
    if (!traceHexside(origin, direction, h, blocks, checked).blocked) out.push(h);
  }
  return out;
}
