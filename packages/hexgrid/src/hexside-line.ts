import { HEX_DIRECTIONS, type Direction, type Hex } from "./hex";
import type { LineStep } from "./line";

// Exact integer geometry of a line from the midpoint of a hexside to a hex
// centre, in "sixfold" axial coordinates relative to the shooter's hex: a hex
// centre (q, r) is (6q, 6r), the corner between sides d and d + 1 is
// 2 * (dir[d] + dir[d + 1]) from the centre, the midpoint of side d is
// 3 * dir[d]. Incidence and intersection are affine invariants, so cross
// products in these skewed coordinates decide them exactly, without floating
// point. Within the line-length limit every product stays below 2^53.

/** Corner k (between sides k and k + 1) of the hex at the origin, sixfold. */
const CORNER_Q = new Int32Array(6);
const CORNER_R = new Int32Array(6);
for (let k = 0; k < 6; k++) {
  const a = HEX_DIRECTIONS[k]!;
  const b = HEX_DIRECTIONS[(k + 1) % 6]!;
  CORNER_Q[k] = 2 * (a.q + b.q);
  CORNER_R[k] = 2 * (a.r + b.r);
}

/** A parameter along the segment as a fraction `num / den` with `den > 0`. */
interface Fraction {
  num: number;
  den: number;
}

const less = (a: Fraction, b: Fraction): boolean => a.num * b.den < b.num * a.den;

/**
 * Whether the target (relative to the shooter, `dq`, `dr`) lies strictly beyond
 * the line of the shooter's side `direction`, on the neighbour's side: only
 * then can a line from that side's midpoint reach it through the side.
 */
export function inFront(direction: Direction, dq: number, dr: number): boolean {
  const n = HEX_DIRECTIONS[direction]!;
  // The side's line runs through the midpoint 3n along the corner-to-corner vector.
  const k0 = (direction + 5) % 6;
  const eq = CORNER_Q[direction]! - CORNER_Q[k0]!;
  const er = CORNER_R[direction]! - CORNER_R[k0]!;
  const side = (pq: number, pr: number) => eq * (pr - 3 * n.r) - er * (pq - 3 * n.q);
  const s = side(6 * dq, 6 * dr);
  return s !== 0 && s > 0 === side(6 * n.q, 6 * n.r) > 0;
}

/**
 * How the segment from `(mq, mr)` along `(vq, vr)` meets the hex centred at
 * sixfold `(cq, cr)`: `undefined` if it misses the hex's closed hexagon,
 * otherwise the parameter where it enters the interior (`touch: false`) or,
 * when it only touches the hexagon at a corner, that corner's parameter.
 */
function meet(mq: number, mr: number, vq: number, vr: number, cq: number, cr: number): { t: Fraction; touch: boolean } | undefined {
  // The parameters where the segment is inside every side's half-plane: from
  // loN / loD to hiN / hiD (denominators > 0), within [0, 1].
  let loN = 0;
  let loD = 1;
  let hiN = 1;
  let hiD = 1;
  let onSideLine = false;
  for (let k = 0; k < 6; k++) {
    const k1 = k === 5 ? 0 : k + 1;
    const aq = cq + CORNER_Q[k]!;
    const ar = cr + CORNER_R[k]!;
    const eq = CORNER_Q[k1]! - CORNER_Q[k]!;
    const er = CORNER_R[k1]! - CORNER_R[k]!;
    // f(t) = a + t b, positive inside (the sign is read off the centre).
    const sign = eq * (cr - ar) - er * (cq - aq) > 0 ? 1 : -1;
    const fa = sign * (eq * (mr - ar) - er * (mq - aq));
    const fb = sign * (eq * vr - er * vq);
    if (fb === 0) {
      if (fa < 0) return undefined;
      // On the side's line: never inside this hex; the closed hexagon may still be met.
      if (fa === 0) onSideLine = true;
    } else if (fb > 0) {
      // f(t) > 0 where t > -fa / fb.
      if (loN * fb < -fa * loD) {
        loN = -fa;
        loD = fb;
      }
    } else if (fa * hiD < hiN * -fb) {
      // f(t) > 0 where t < fa / -fb.
      hiN = fa;
      hiD = -fb;
    }
  }
  const order = loN * hiD - hiN * loD;
  if (order < 0 && !onSideLine) return { t: { num: loN, den: loD }, touch: false };
  if (order <= 0) return { t: { num: loN, den: loD }, touch: true };
  return undefined;
}

/**
 * The steps of the line from the midpoint of `from`'s side `direction` to the
 * centre of `to` (which must be in front of that side): the shooter's hex,
 * then every hex whose interior the line enters, in the order entered, and
 * each hex it only touches at a corner as a `corner` step just before the hex
 * entered there. Candidates are the hexes of the centre-to-centre line and
 * their neighbours (the midpoint is within half a hex of the centre).
 */
export function hexsideSteps(from: Hex, direction: Direction, to: Hex, centreLine: readonly Hex[]): LineStep[] {
  const n = HEX_DIRECTIONS[direction]!;
  const mq = 3 * n.q;
  const mr = 3 * n.r;
  const vq = 6 * (to.q - from.q) - mq;
  const vr = 6 * (to.r - from.r) - mr;
  // Relative coordinates stay within the line limit plus one, so this key is exact.
  const seen = new Set<number>([0]);
  const found: { hex: Hex; t: Fraction; touch: boolean }[] = [];
  // A hex whose centre lies farther from the line than its corners (squared
  // radius 24 in cube coordinates, where the dot product is Euclidean up to
  // scale) cannot meet it: a cheap, conservative filter in floating point.
  const vs = -vq - vr;
  const reach = 24.5 * (vq * vq + vr * vr + vs * vs);
  const consider = (dq: number, dr: number): void => {
    const wq = 6 * dq - mq;
    const wr = 6 * dr - mr;
    const ws = -wq - wr;
    const cx = vr * ws - vs * wr;
    const cy = vs * wq - vq * ws;
    const cz = vq * wr - vr * wq;
    if (cx * cx + cy * cy + cz * cz > reach) return;
    const key = dq * 1_048_576 + dr;
    if (seen.has(key)) return;
    seen.add(key);
    const m = meet(mq, mr, vq, vr, 6 * dq, 6 * dr);
    if (m !== undefined) found.push({ hex: { q: from.q + dq + 0, r: from.r + dr + 0 }, t: m.t, touch: m.touch });
  };
  for (const h of centreLine) {
    const dq = h.q - from.q;
    const dr = h.r - from.r;
    consider(dq, dr);
    for (const d of HEX_DIRECTIONS) consider(dq + d.q, dr + d.r);
  }
  // By entry; at a corner the touched hex comes before the hex entered there.
  found.sort((a, b) => (less(a.t, b.t) ? -1 : less(b.t, a.t) ? 1 : a.touch === b.touch ? 0 : a.touch ? -1 : 1));
  const steps: LineStep[] = [{ index: 0, hexes: [{ q: from.q, r: from.r }], along: false }];
  for (const f of found) steps.push(f.touch ? { index: steps.length, hexes: [f.hex], along: false, corner: true } : { index: steps.length, hexes: [f.hex], along: false });
  return steps;
}
