import { hexDistance, type Hex } from "./hex";
import { HEXGRID_LIMITS } from "./limits";
import { argumentError, checkHex } from "./_internal/check";

// The nudge that breaks rounding ties. It is deliberately not parallel to any
// hexside (those run along (2,-1,-1), (1,1,-2), (1,-2,1)), so a line that runs
// exactly along hexsides is pushed off them to one side (+) or the other (-).
const NUDGE_Q = 1e-6;
const NUDGE_R = 2e-6;
const NUDGE_S = -3e-6;

/**
 * The hexes a straight centre-to-centre line passes through (cube lerp and round),
 * `hexDistance(a, b) + 1` hexes, each adjacent to the next. Where the line runs
 * exactly along a hexside, this picks one side consistently; use
 * {@link hexLineTrace} to get both hexes of every such tie.
 *
 * @param a - start hex (first element)
 * @param b - end hex (last element)
 * @returns the hexes from `a` to `b`
 * @throws {@link HexgridError} `hexgrid/bad-argument` if `a` or `b` is not a hex with integer coordinates
 *   (path `a.q`, `b.r`, ...); `hexgrid/limit-exceeded` (path `b`) for a line longer than
 *   {@link HEXGRID_LIMITS}`.lineLength` (131,072 hexes)
 * @example
 * ```ts
 * import { hexLine } from "@tt/hexgrid";
 * hexLine({ q: 0, r: 0 }, { q: 3, r: 0 }).length; // 4
 * ```
 */
export function hexLine(a: Hex, b: Hex): Hex[] {
  checkLine(a, b, "a", "b");
  const offsets = lineOffsets(b.q - a.q, b.r - a.r, 1);
  const n = offsets.length >> 1;
  const out: Hex[] = new Array<Hex>(n);
  const q = a.q;
  const r = a.r;
  for (let i = 0; i < n; i++) out[i] = { q: q + offsets[2 * i]! + 0, r: r + offsets[2 * i + 1]! + 0 };
  return out;
}

/** Checks the two ends of a line once: integer hexes, no further apart than the line limit. */
export function checkLine(a: Hex, b: Hex, pathA: string, pathB: string): void {
  checkHex(a, pathA);
  checkHex(b, pathB);
  const n = hexDistance(a, b);
  if (n > HEXGRID_LIMITS.lineLength) {
    throw argumentError("hexgrid/limit-exceeded", pathB, `a line of ${n} hexes is over the limit of ${HEXGRID_LIMITS.lineLength}`);
  }
}

// Lines are translation-invariant, so they are computed relative to the start
// (which is also more precise far from the origin) and the offsets of short
// lines are memoised: LOS and field-of-view code draws the same deltas again
// and again. At most (2 * CACHE_RADIUS + 1)^2 deltas per nudge are kept.
const CACHE_RADIUS = 32;
const CACHE_SIDE = 2 * CACHE_RADIUS + 1;
const plusCache: (Int32Array | undefined)[] = [];
const minusCache: (Int32Array | undefined)[] = [];

/** Offsets (q0, r0, q1, r1, ...) of the line from (0,0) to (dq, dr), nudged by `sign`. */
function lineOffsets(dq: number, dr: number, sign: 1 | -1): Int32Array {
  if (dq >= -CACHE_RADIUS && dq <= CACHE_RADIUS && dr >= -CACHE_RADIUS && dr <= CACHE_RADIUS) {
    const slot = (dq + CACHE_RADIUS) * CACHE_SIDE + (dr + CACHE_RADIUS);
    const cache = sign === 1 ? plusCache : minusCache;
    let hit = cache[slot];
    if (hit === undefined) {
      hit = computeOffsets(dq, dr, sign);
      cache[slot] = hit;
    }
    return hit;
  }
  return computeOffsets(dq, dr, sign);
}

function computeOffsets(dq: number, dr: number, sign: number): Int32Array {
  const ds = -dq - dr;
  const n = (Math.abs(dq) + Math.abs(dr) + Math.abs(ds)) / 2;
  const out = new Int32Array(2 * (n + 1));
  const aq = NUDGE_Q * sign;
  const ar = NUDGE_R * sign;
  const as = NUDGE_S * sign;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const fq = aq + dq * t;
    const fr = ar + dr * t;
    const fs = as + ds * t;
    let rq = Math.round(fq);
    let rr = Math.round(fr);
    const rs = Math.round(fs);
    const eq = Math.abs(rq - fq);
    const er = Math.abs(rr - fr);
    const es = Math.abs(rs - fs);
    if (eq > er && eq > es) rq = -rr - rs;
    else if (er > es) rr = -rq - rs;
    out[2 * i] = rq;
    out[2 * i + 1] = rr;
  }
  out[2 * n] = dq;
  out[2 * n + 1] = dr;
  return out;
}

function lineWithNudge(a: Hex, b: Hex, sign: 1 | -1): Hex[] {
  const offsets = lineOffsets(b.q - a.q, b.r - a.r, sign);
  const n = offsets.length >> 1;
  const out: Hex[] = new Array<Hex>(n);
  for (let i = 0; i < n; i++) out[i] = { q: a.q + offsets[2 * i]! + 0, r: a.r + offsets[2 * i + 1]! + 0 };
  return out;
}

/**
 * One step of a traced line. Usually one hex. Two hexes where the line meets
 * the hexside between them exactly at a sample point:
 *
 * - `along: true`: a tie. The line runs exactly along that hexside (it is
 *   parallel to it); it is on the border of both hexes, in neither. Rules
 *   decide whether either or both block.
 * - `along: false`: the line crosses that hexside exactly at its midpoint,
 *   passing through both hexes (listed in the order the line meets them).
 *
 * @example
 * ```ts
 * import { hexLineTrace } from "@tt/hexgrid";
 * const step = hexLineTrace({ q: 0, r: 0 }, { q: 1, r: 1 })[1]!;
 * step.hexes.length; // 2: the line runs along the side between (1,0) and (0,1)
 * step.along; // true
 * ```
 */
export interface LineStep {
  /** Distance of this step from the start (0 for the start hex). */
  readonly index: number;
  /** One hex, or two (see {@link LineStep.along}). */
  readonly hexes: readonly [Hex] | readonly [Hex, Hex];
  /** For two hexes: true if the line runs along the hexside between them, false if it crosses it. */
  readonly along: boolean;
  /**
   * True for a hex the line only touches at one of its corners, passing from
   * the hex before it straight into the hex after it (lines from a hexside,
   * {@link lineOfSightFromHexside}; centre-to-centre traces never have one).
   */
  readonly corner?: boolean;
}

/**
 * Traces a centre-to-centre line step by step, nudging it both ways so that
 * every ambiguous step is reported with both of its hexes: where the line runs
 * exactly along a hexside (a tie, `along: true`), and where it crosses a
 * hexside exactly at its midpoint (`along: false`). Each of the two nudged
 * lines is itself a valid line ({@link hexLine} returns one of them).
 *
 * @param a - start hex
 * @param b - end hex
 * @returns `hexDistance(a, b) + 1` steps
 * @throws {@link HexgridError} as {@link hexLine} does, for the same inputs
 * @example
 * ```ts
 * import { hexLineTrace } from "@tt/hexgrid";
 * // (0,0) to (2,-1) runs along the side between (1,0) and (1,-1):
 * hexLineTrace({ q: 0, r: 0 }, { q: 2, r: -1 })[1]!.hexes.length; // 2
 * ```
 */
export function hexLineTrace(a: Hex, b: Hex): LineStep[] {
  checkLine(a, b, "a", "b");
  return traceLine(a, b);
}

/** {@link hexLineTrace} for ends already checked. */
export function traceLine(a: Hex, b: Hex): LineStep[] {
  const plus = lineWithNudge(a, b, 1);
  const minus = lineWithNudge(a, b, -1);
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const ds = -dq - dr;
  const out: LineStep[] = new Array<LineStep>(plus.length);
  for (let i = 0; i < plus.length; i++) {
    const p = plus[i]!;
    const m = minus[i]!;
    if (p.q === m.q && p.r === m.r) {
      out[i] = { index: i, hexes: [p], along: false };
      continue;
    }
    // Cube coordinates embed the plane isometrically (up to scale), so the
    // plain dot product tells parallel from crossing, and which hex comes first.
    const eq = m.q - p.q;
    const er = m.r - p.r;
    const dot = dq * eq + dr * er + ds * (-eq - er);
    if (dot === 0) out[i] = { index: i, hexes: [p, m], along: true };
    else out[i] = { index: i, hexes: dot > 0 ? [p, m] : [m, p], along: false };
  }
  return out;
}
