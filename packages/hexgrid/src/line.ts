import { hexDistance, type Hex } from "./hex";

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
 * @example
 * ```ts
 * import { hexLine } from "@tt/hexgrid";
 * hexLine({ q: 0, r: 0 }, { q: 3, r: 0 }).length; // 4
 * ```
 */
export function hexLine(a: Hex, b: Hex): Hex[] {
  return lineWithNudge(a, b, 1);
}

function lineWithNudge(a: Hex, b: Hex, sign: number): Hex[] {
  const n = hexDistance(a, b);
  const aq = a.q + NUDGE_Q * sign;
  const ar = a.r + NUDGE_R * sign;
  const as = -a.q - a.r + NUDGE_S * sign;
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const ds = -dq - dr;
  const out: Hex[] = new Array<Hex>(n + 1);
  out[0] = { q: a.q, r: a.r };
  const step = n === 0 ? 0 : 1 / n;
  for (let i = 1; i < n; i++) {
    const t = i * step;
    const fq = aq + dq * t;
    const fr = ar + dr * t;
    const fs = as + ds * t;
    let rq = Math.round(fq);
    let rr = Math.round(fr);
    const rs = Math.round(fs);
    const eq = rq > fq ? rq - fq : fq - rq;
    const er = rr > fr ? rr - fr : fr - rr;
    const es = rs > fs ? rs - fs : fs - rs;
    if (eq > er && eq > es) rq = -rr - rs;
    else if (er > es) rr = -rq - rs;
    out[i] = { q: rq + 0, r: rr + 0 };
  }
  if (n > 0) out[n] = { q: b.q, r: b.r };
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
 * @example
 * ```ts
 * import { hexLineTrace } from "@tt/hexgrid";
 * // (0,0) to (2,-1) runs along the side between (1,0) and (1,-1):
 * hexLineTrace({ q: 0, r: 0 }, { q: 2, r: -1 })[1]!.hexes.length; // 2
 * ```
 */
export function hexLineTrace(a: Hex, b: Hex): LineStep[] {
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
