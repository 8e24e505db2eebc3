import { hexDirection, hexSpiral, type Hex } from "./hex";
import { hexsideBetween, type Hexside } from "./hexside";
import { HEXGRID_LIMITS } from "./limits";
import { checkLine, traceLine, type LineStep } from "./line";
import { badArgument, checkCount, checkFunction, checkHex, checkOptions } from "./_internal/check";

/**
 * A hex the line passes through, as shown to a {@link lineOfSight} predicate.
 *
 * @example
 * ```ts
 * import type { SightHex } from "@tt/hexgrid";
 * const treeBlocks = (e: SightHex) => e.hex.q === 2;
 * ```
 */
export interface SightHex {
  /** Discriminant. */
  readonly kind: "hex";
  /** The hex. */
  readonly hex: Hex;
  /** Step number along the line: for a centre-to-centre line, the distance from its start. */
  readonly index: number;
  /** True if this hex is one of the two hexes of a tie (the line runs along a hexside, on this hex's border), or a hex the line only touches at a corner. */
  readonly tie: boolean;
  /** True for the start or end hex (only passed when `endpoints: true`). */
  readonly endpoint: boolean;
}

/**
 * A hexside the line crosses, or runs exactly along, as shown to a {@link lineOfSight} predicate.
 *
 * @example
 * ```ts
 * import type { SightHexside } from "@tt/hexgrid";
 * const wallBlocks = (e: SightHexside) => !e.along;
 * ```
 */
export interface SightHexside {
  /** Discriminant. */
  readonly kind: "hexside";
  /** The hexside (canonical). */
  readonly hexside: Hexside;
  /** The two hexes it separates: the one nearer the start first (for `along`, the tie pair). */
  readonly between: readonly [Hex, Hex];
  /** Line step at which it is met: crossed from step `index` to `index + 1`, or along at step `index`. */
  readonly index: number;
  /** True if it touches one hex of a tie (the crossing may be on only one side of the line). */
  readonly tie: boolean;
  /** True if the line runs exactly along this hexside instead of crossing it. */
  readonly along: boolean;
}

/**
 * Anything a line meets: a hex or a hexside.
 *
 * @example
 * ```ts
 * import type { SightElement } from "@tt/hexgrid";
 * const blocks = (e: SightElement) => (e.kind === "hex" ? e.hex.q === 2 : false);
 * ```
 */
export type SightElement = SightHex | SightHexside;

/**
 * How a tie counts when the line runs exactly along a hexside between two
 * hexes: `"both"` (default) blocks only if the line is blocked on both sides
 * (the shooter gets the benefit of the doubt); `"either"` blocks if either side is.
 *
 * @example
 * ```ts
 * import { TIE_RULES } from "@tt/hexgrid";
 * TIE_RULES; // ["both", "either"]
 * ```
 */
export const TIE_RULES = ["both", "either"] as const;
/** One of {@link TIE_RULES}. @example `const rule: TieRule = "either";` */
export type TieRule = (typeof TIE_RULES)[number];

/**
 * Options of {@link lineOfSight} and {@link fieldOfView}.
 *
 * @example
 * ```ts
 * import type { SightOptions } from "@tt/hexgrid";
 * const strict: SightOptions = { tieRule: "either" };
 * ```
 */
export interface SightOptions {
  /** How ties count; default `"both"`. */
  readonly tieRule?: TieRule;
  /** Also show the start and end hexes to the predicate. Default false. */
  readonly endpoints?: boolean;
}

/**
 * A tie: where the line runs exactly along the hexside between two hexes.
 *
 * @example
 * ```ts
 * import { lineOfSight } from "@tt/hexgrid";
 * const tie = lineOfSight({ q: 0, r: 0 }, { q: 1, r: 1 }, () => false).ties[0];
 * tie?.hexes; // the two hexes the line runs between
 * ```
 */
export interface SightTie {
  /** Line step (distance from start). */
  readonly index: number;
  /** The two hexes. */
  readonly hexes: readonly [Hex, Hex];
  /** The hexside between them, which the line runs along. */
  readonly along: Hexside;
  /** Whether the line is blocked on the side of each hex (same order as `hexes`). */
  readonly blockedSides: readonly [boolean, boolean];
}

/**
 * The result of {@link lineOfSight}: everything the line meets, the ties, and
 * whether the predicate blocks it.
 *
 * @example
 * ```ts
 * import { lineOfSight } from "@tt/hexgrid";
 * const sight = lineOfSight({ q: 0, r: 0 }, { q: 3, r: 0 }, () => false);
 * sight.blocked; // false
 * sight.hexes.length; // 4
 * ```
 */
export interface LineOfSight {
  /** True if the predicate blocks the line (ties judged by the tie rule). */
  readonly blocked: boolean;
  /** Distance in hexes (the range for weapon ranges, SHW-3.1). */
  readonly distance: number;
  /** The traced steps (a tie step has two hexes). */
  readonly steps: readonly LineStep[];
  /** Every hex on the line in order, both hexes of each tie included. */
  readonly hexes: readonly Hex[];
  /** Every hexside crossed or run along, in order. */
  readonly hexsides: readonly SightHexside[];
  /** Where the line runs exactly along a hexside. */
  readonly ties: readonly SightTie[];
  /** Every element the predicate said blocks (whether or not it blocks the whole line). */
  readonly blockers: readonly SightElement[];
}

/**
 * Traces the line of fire from the centre of `from` to the centre of `to`
 * (SHW-3.1) and asks `blocks` about every hex between them and every hexside
 * crossed. Where the line runs exactly along a hexside, both hexes are
 * reported (a tie) and the tie rule decides: with `"both"`, the tie blocks only
 * if the line is blocked on both sides.
 *
 * @param from - shooter's hex
 * @param to - target's hex
 * @param blocks - says whether one hex or hexside blocks the line
 * @param options - tie rule; whether endpoints are shown to `blocks`
 * @returns hexes, hexsides, ties, blockers and the verdict
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `from` or `to` is not an integer hex, `blocks`
 *   is not a function or an option is not one of its values (path `from.q`, `blocks`, `options.tieRule`, ...);
 *   `hexgrid/limit-exceeded` (path `to`) for a line longer than {@link HEXGRID_LIMITS}`.lineLength`
 * @example
 * ```ts
 * import { lineOfSight, parseHexMap } from "@tt/hexgrid";
 * const map = parseHexMap({ offset: "odd-r", legend: { ".": "clear", t: "tree" }, rows: [".t..", "....", "...."], hexsides: ["2,1 E wall"] });
 * const sight = lineOfSight({ q: 0, r: 0 }, { q: 3, r: 0 }, (e) =>
 *   e.kind === "hex" ? map.terrain(e.hex) === "tree" : map.hexsideHas(e.between[0], e.between[1], "wall"),
 * );
 * sight.blocked; // true: a tree is in the way (SHW-3.1.2)
 * ```
 */
export function lineOfSight(from: Hex, to: Hex, blocks: (element: SightElement) => boolean, options?: SightOptions): LineOfSight {
  checkLine(from, to, "from", "to");
  return traceSight(from, to, blocks, checkSightOptions(blocks, options));
}

export function checkSightOptions<T extends SightOptions>(blocks: unknown, options: T | undefined): T {
  checkFunction(blocks, "blocks", false);
  const checked = checkOptions(options, "options");
  const tieRule = checked.tieRule;
  if (tieRule !== undefined && !TIE_RULES.includes(tieRule)) throw badArgument("options.tieRule", `"both", "either" or undefined`, tieRule);
  const endpoints = checked.endpoints;
  if (endpoints !== undefined && typeof endpoints !== "boolean") throw badArgument("options.endpoints", "a boolean or undefined", endpoints);
  return checked;
}

/** {@link lineOfSight} once its arguments are checked. */
function traceSight(from: Hex, to: Hex, blocks: (element: SightElement) => boolean, options: SightOptions): LineOfSight {
  const steps = traceLine(from, to);
  return traceSteps(steps, steps.length - 1, blocks, options);
}

/**
 * The tracing shared by every line of sight: shows `blocks` each hex and
 * hexside of the traced `steps` and judges ties and corners by the tie rule.
 * A tie step (two hexes, `along`) is blocked per side; a corner step (a hex
 * the line only touches at a corner, between two single steps) has two
 * sides too: straight across the side between its neighbouring steps' hexes,
 * or through the corner hex and its two sides.
 */
export function traceSteps(steps: readonly LineStep[], distance: number, blocks: (element: SightElement) => boolean, options: SightOptions): LineOfSight {
  const tieRule = options.tieRule ?? "both";
  const endpoints = options.endpoints ?? false;
  const n = steps.length - 1;
  const hexes: Hex[] = [];
  const hexsides: SightHexside[] = [];
  const ties: SightTie[] = [];
  const blockers: SightElement[] = [];
  let blocked = false;
  // For each tie or corner step, whether the line is blocked on each of its two sides.
  const sideBlocked: [boolean, boolean][] = steps.map(() => [false, false]);
  const ask = (element: SightElement): boolean => {
    const b = blocks(element);
    if (b) blockers.push(element);
    return b;
  };
  const cross = (x: Hex, y: Hex, index: number, tieStep: number, tieSide: number): void => {
    const element: SightHexside = {
      kind: "hexside",
      hexside: hexsideBetween(x, y),
      between: [x, y],
      index,
      tie: tieStep >= 0,
      along: false,
    };
    hexsides.push(element);
    if (ask(element)) {
      if (tieStep >= 0) sideBlocked[tieStep]![tieSide] = true;
      else blocked = true;
    }
  };
  for (let i = 0; i <= n; i++) {
    const step = steps[i]!;
    if (step.corner) continue; // traced with the step before it
    const isTie = step.along;
    const endpoint = i === 0 || i === n;
    step.hexes.forEach((h, side) => {
      hexes.push(h);
      if (endpoint && !endpoints) return;
      if (ask({ kind: "hex", hex: h, index: i, tie: isTie, endpoint })) {
        if (isTie) sideBlocked[i]![side] = true;
        else blocked = true;
      }
    });
    if (step.hexes.length === 2) {
      const [a, b] = step.hexes as readonly [Hex, Hex];
      if (isTie) {
        const element: SightHexside = { kind: "hexside", hexside: hexsideBetween(a, b), between: [a, b], index: i, tie: true, along: true };
        hexsides.push(element);
        if (ask(element)) blocked = true;
      } else {
        // The line passes through a, then crosses the midpoint of this side into b.
        cross(a, b, i, -1, 0);
      }
    }
    if (i < n) {
      const next = steps[i + 1]!;
      if (next.corner) {
        // Through a corner: straight from a into c (side 0), or, nudged, through the corner hex b (side 1).
        const a = step.hexes[step.hexes.length - 1]!;
        const b = next.hexes[0];
        const c = steps[i + 2]!.hexes[0];
        hexes.push(b);
        if (ask({ kind: "hex", hex: b, index: i + 1, tie: true, endpoint: false })) sideBlocked[i + 1]![1] = true;
        cross(a, b, i, i + 1, 1);
        cross(b, c, i + 1, i + 1, 1);
        cross(a, c, i, i + 1, 0);
      } else if (step.along) {
        step.hexes.forEach((x, sx) => {
          if (hexDirection(x, next.hexes[0]) !== undefined) cross(x, next.hexes[0], i, i, sx);
        });
      } else if (next.along) {
        const last = step.hexes[step.hexes.length - 1]!;
        next.hexes.forEach((y, sy) => {
          if (hexDirection(last, y) !== undefined) cross(last, y, i, i + 1, sy);
        });
      } else {
        const last = step.hexes[step.hexes.length - 1]!;
        if (hexDirection(last, next.hexes[0]) !== undefined) cross(last, next.hexes[0], i, -1, 0);
      }
    }
  }
  for (let i = 0; i <= n; i++) {
    const step = steps[i]!;
    if (!step.along && !step.corner) continue;
    const [ba, bb] = sideBlocked[i]!;
    if (step.along) {
      const [a, b] = step.hexes as readonly [Hex, Hex];
      ties.push({ index: i, hexes: [a, b], along: hexsideBetween(a, b), blockedSides: [ba, bb] });
    }
    if (tieRule === "both" ? ba && bb : ba || bb) blocked = true;
  }
  return { blocked, distance, steps, hexes, hexsides, ties, blockers };
}

/**
 * Field of view: the hexes within `radius` of `origin` that have an unblocked
 * line of sight from it (by {@link lineOfSight} with the same predicate and options).
 *
 * @param origin - the viewer's hex (always visible)
 * @param radius - maximum range in hexes, at most {@link HEXGRID_LIMITS}`.fieldOfViewRadius` (100)
 * @param blocks - says whether one hex or hexside blocks a line
 * @param options - sight options, plus `within` to restrict targets (e.g. `map.has`)
 * @returns the visible hexes, nearest first
 * @throws {@link HexgridError} `hexgrid/bad-argument` for a radius that is not an integer >= 0, an origin
 *   that is not an integer hex, or an argument or option of the wrong kind (path `radius`, `origin.q`,
 *   `options.within`, ...); `hexgrid/limit-exceeded` for a radius over the limit
 * @example
 * ```ts
 * import { fieldOfView } from "@tt/hexgrid";
 * const pillar = { q: 1, r: 0 };
 * const seen = fieldOfView({ q: 0, r: 0 }, 3, (e) => e.kind === "hex" && e.hex.q === pillar.q && e.hex.r === pillar.r);
 * seen.some((h) => h.q === 3 && h.r === 0); // false: hidden behind the pillar
 * ```
 */
export function fieldOfView(origin: Hex, radius: number, blocks: (element: SightElement) => boolean, options?: SightOptions & { readonly within?: (h: Hex) => boolean }): Hex[] {
  checkHex(origin, "origin");
  checkCount(radius, "radius", HEXGRID_LIMITS.fieldOfViewRadius);
  const checked = checkSightOptions(blocks, options);
  const within = checked.within;
  checkFunction(within, "options.within");
  const out: Hex[] = [];
  for (const h of hexSpiral(origin, radius)) {
    if (within && !within(h)) continue;
    if (!traceSight(origin, h, blocks, checked).blocked) out.push(h);
  }
  return out;
}
