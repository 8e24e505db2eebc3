import { hexIntKey, hexNeighbors, type Hex } from "@tt/hexgrid";
import { lineOfFire } from "../rules/line-of-fire";
import { canStepInto, stepPrice } from "../rules/movement";
import { pieceHexes, pieceValues } from "../rules/pieces";
import { graphOf, placeKey, placeOf, type Place } from "../game/move";
import type { GamePiece } from "../game/schemas";
import { zoneHexes } from "../game/zones";
import { coverAt, distanceField } from "./fields";
import type { Reading } from "./strikes";

/**
 * Flight: a character his side protects (its objectives' `protect`) keeps out of the enemy's reach, by
 * plan rather than by the next step. A place is as safe as the time, in turns, the quickest enemy needs
 * to come beside it: each enemy's walking distance on his own graph (a rider keeps out of trees and
 * buildings and over no low wall or window) over his movement allowance; a rider strikes no one in a tree
 * or a building (SHW-5) and must get down first; up a tree only those who climb reach him (SHW-4.4).
 * When his move begins he picks, among the places he can reach, one out of every enemy's reach next turn,
 * out of the enemy shooters' lines of fire (they shoot before they move, SHW-3), with the most ground
 * around it he reaches before any enemy, and walks (or rides) his way there. Scenario 5's Robin and Maid
 * Marian: Robin goes from tree to tree (he may not climb), Marian up a tree.
 *
 * It applies to the protected characters of a rider's class (with mounted counters) of a side an enemy
 * beats by killing one of them: scenario 5's Robin and Marian, not scenario 8's Robin, whom the Normans
 * must take alive. The others keep the plain safety role of `placeScore` (moves.ts).
 */

/** A reading with the enemy pieces on the board (the mover's `enemiesOf`). */
type Sight = Reading & { readonly enemies: readonly GamePiece[] };

/** The hex a place stands for (a rider's front hex). */
const hexOf = (to: Place): Hex => ("front" in to ? to.front : to);

/** One enemy as a threat: his distances to every hex (by his own way of moving) and his movement allowance. */
interface Threat {
  readonly field: Float64Array;
  readonly mp: number;
  readonly mounted: boolean;
  readonly armoured: boolean;
}

/** Walking distances over the board for a rider (SHW-4.3): no trees, buildings, low walls nor windows; the front hex pays. */
function riderField(r: Reading, from: readonly Hex[], blocked: ReadonlySet<number>): Float64Array {
  const { rules, board } = r.ctx;
  const index = indexOf(r);
  const dist = new Float64Array(board.hexes.length).fill(Number.POSITIVE_INFINITY);
  const buckets: number[][] = [];
  const push = (d: number, i: number) => {
    const b = buckets[d];
    if (b === undefined) buckets[d] = [i];
    else b.push(i);
  };
  for (const h of from) {
    const i = index.get(hexIntKey(h));
    if (i === undefined) continue;
    dist[i] = 0;
    push(0, i);
  }
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (bucket === undefined) continue;
    for (const i of bucket) {
      if (dist[i]! < d) continue;
      const at = board.hexes[i]!.hex;
      for (const n of hexNeighbors(at)) {
        const j = index.get(hexIntKey(n));
        if (j === undefined || blocked.has(j)) continue;
        const info = board.hexes[j]!;
        if (info.building !== null || canStepInto(rules, board, true, at, n) !== null) continue;
        const cost = rules.terrain(info.terrain).mountedCost ?? 99;
        if (d + cost < dist[j]!) {
          dist[j] = d + cost;
          push(d + cost, j);
        }
      }
    }
  }
  return dist;
}

const indexes = new WeakMap<object, Map<number, number>>();

/** Each hex's index in the board's list of hexes. */
function indexOf(r: Reading): Map<number, number> {
  const board = r.ctx.board;
  const known = indexes.get(board);
  if (known !== undefined) return known;
  const index = new Map<number, number>();
  board.hexes.forEach((info, i) => {
    index.set(hexIntKey(info.hex), i);
  });
  indexes.set(board, index);
  return index;
}

const threatCache = new Map<string, Threat[]>();

/** The threats of the enemy characters able to move (not captured nor stunned). */
function threatsOf(r: Sight): Threat[] {
  const enemies = r.enemies.filter((e) => e.character !== undefined && e.state !== "stunned");
  const key = `${r.state.scenario?.number ?? 0}|${enemies.map((e) => `${e.id}@${e.at.q},${e.at.r}${e.mounted === true ? "m" : ""}${e.state ?? ""}`).join(";")}`;
  const known = threatCache.get(key);
  if (known !== undefined) return known;
  const threats = enemies.map((e): Threat => {
    const v = pieceValues(r.ctx.rules, e);
    const field = v.mounted ? riderField(r, pieceHexes(e), new Set()) : distanceField(r.ctx.rules, r.ctx.board, [{ hex: e.at, offset: 0 }]);
    return { field, mp: Math.max(1, v.movement), mounted: v.mounted, armoured: v.armoured };
  });
  if (threatCache.size > 200) threatCache.clear();
  threatCache.set(key, threats);
  return threats;
}

/** The turns the quickest enemy needs to come beside `h` (capped at 4; 4 when there is none). */
function safetyAt(r: Sight, h: Hex, up = false): number {
  const index = indexOf(r).get(hexIntKey(h));
  if (index === undefined) return 0;
  // A rider strikes no one in a hex he could not ride into (SHW-5: a tree, a building): he must get down first, a move lost.
  const barred = hexNeighbors(h).every((n) => canStepInto(r.ctx.rules, r.ctx.board, true, n, h) !== null);
  let best = 4;
  for (const t of threatsOf(r)) {
    // Up a tree, only those who climb reach him (SHW-4.4: unarmoured, on foot, 6 MP up the trunk; SHW-5: no blow between tree and ground).
    if (up && (t.mounted || t.armoured)) continue;
    // Beside `h`: the cheapest of its neighbours.
    let d = t.field[index]!;
    for (const n of hexNeighbors(h)) {
      const j = indexOf(r).get(hexIntKey(n));
      if (j !== undefined) d = Math.min(d, t.field[j]!);
    }
    best = Math.min(best, (d + (up ? 6 : 0)) / t.mp + (t.mounted && barred ? 1.5 : 0));
  }
  return best;
}

/** Whether a piece flees by plan: one its side keeps out of harm, of a rider's class (with mounted counters), not captured, of a side an enemy beats by killing one of them. */
function flees(r: Reading, piece: GamePiece): boolean {
  return piece.character !== undefined && (r.goals.protect[piece.character] ?? 0) > 0 && r.ctx.rules.character(piece.character).mounted !== null && piece.captured !== true && killable(r);
}

/**
 * Whether an enemy wins by killing (or harming) a character the reading's side protects (scenario 5:
 * Robin "killed or captured"). Where the enemy must take them alive (scenario 8: by a surrender,
 * SHW-6.6), they stay with their side rather than run.
 */
function killable(r: Reading): boolean {
  const scenario = r.state.scenario;
  if (scenario === null) return false;
  const victory = r.ctx.rules.scenario(scenario.number).data.victory;
  const rows = victory.find((v) => v.players === scenario.players) ?? victory.find((v) => v.players === null);
  return (rows?.outcomes ?? []).some(
    (o) =>
      o.winners.length > 0 &&
      !o.winners.some((w) => r.goals.camps.includes(w) || r.goals.camps.some((c) => r.state.alliances[c] === w)) &&
      o.when.some((c) => c.test === "fate" && (r.goals.protect[c.character] ?? 0) > 0 && (c.fate === "killed" || c.fate === "taken" || c.fate === "harmed")),
  );
}

/** Where a piece can go with `left` movement points, by the steps the game allows him (climbing; a rider's facing and turns; friends to pass through): every place seen with its cost and the one it came from, and the places he may stop on. */
function reachOf(r: Reading, piece: GamePiece, left: number) {
  const graph = graphOf(r.ctx, r.state, piece);
  const options = { riderTurn: r.state.riderTurn, initiation: r.state.rules === "initiation" };
  const start = placeOf(r.ctx, piece);
  const seen = new Map<string, { at: Place; cost: number; from: string | null }>([[placeKey(start), { at: start, cost: 0, from: null }]]);
  const ends: { key: string; hex: Hex; cost: number }[] = [{ key: placeKey(start), hex: piece.at, cost: 0 }];
  let frontier: Place[] = [start];
  while (frontier.length > 0) {
    const next: Place[] = [];
    for (const at of frontier) {
      const here = seen.get(placeKey(at))!;
      for (const to of graph.neighbors(at)) {
        const price = stepPrice(r.ctx.rules, r.ctx.board, r.state.pieces, piece, at, to, options);
        if (!price.legal) continue;
        const cost = here.cost + price.cost;
        const k = placeKey(to);
        if (cost > left || (seen.get(k)?.cost ?? Number.POSITIVE_INFINITY) <= cost) continue;
        seen.set(k, { at: to, cost, from: placeKey(at) });
        if (price.canEnd) ends.push({ key: k, hex: hexOf(to), cost });
        if (!price.endsMove) next.push(to);
      }
    }
    frontier = next;
  }
  return { seen, ends };
}

/** A fleeing piece's plan this move: the cost, from where his move began, of each place (a rider's front hex) on his way to the place he flees to. */
type Plan = ReadonlyMap<string, number>;

/** A place's key in a plan: its hex and level (up a tree or not). */
const spot = (h: Hex, level: number): string => `${h.q},${h.r},${level}`;
const levelOf = (at: Place): number => ("front" in at ? 0 : at.level);

const plans = new Map<string, Plan>();

/**
 * The piece's plan this move, made when his move begins: the place he can reach with his movement out of
 * every enemy's reach next turn, out of the enemy shooters' lines of fire, in cover, with the most ground
 * he reaches before any enemy; and his way there.
 */
function planOf(r: Sight, piece: GamePiece): Plan {
  const moving = r.state.moving?.piece === piece.id;
  // Everything but the piece itself: the plan is the same whoever asks, in whatever game (no state leaks between games).
  const others = r.state.pieces
    .filter((p) => p.id !== piece.id)
    .map((p) => `${p.id}@${p.at.q},${p.at.r}>${p.facing ?? ""}${p.state ?? ""}${p.upTree === true ? "^" : ""}${p.captured === true ? "c" : ""}`)
    .join(";");
  const started = `${r.state.scenario?.number ?? 0}|${r.goals.camps.join(",")}|${piece.id}|${r.state.turn}|${others}`;
  const stored = plans.get(started);
  // Once on his way, he keeps to the plan made as his move began (while he stands on it).
  if (moving && stored !== undefined && stored.get(spot(piece.at, piece.upTree === true ? 1 : 0)) === r.state.moving!.spent) return stored;
  const key = `${started}|${piece.at.q},${piece.at.r}>${piece.facing}${piece.upTree === true ? "^" : ""}|${moving ? r.state.moving!.spent : 0}`;
  const fresh = plans.get(key);
  if (fresh !== undefined) {
    plans.set(started, fresh);
    return fresh;
  }
  const left = pieceValues(r.ctx.rules, piece).movement - (moving ? r.state.moving!.spent : 0);
  const { seen, ends } = reachOf(r, piece, left);
  // The safest few places first, then the ground each keeps.
  const shooters = r.enemies.filter((e) => e.character !== undefined && e.state !== "stunned" && e.captured !== true && r.ctx.rules.character(e.character).missileWeapon !== null);
  const ranked = ends
    .map((e) => ({ ...e, score: placeWorth(r, e.hex, levelOf(seen.get(e.key)!.at) > 0) - 0.01 * e.cost - 4 * exposure(r, piece, seen.get(e.key)!.at, shooters) }))
    .sort((a, b) => b.score - a.score);
  const mp = Math.max(1, pieceValues(r.ctx.rules, piece).movement);
  let best = ranked[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const e of ranked.slice(0, 16)) {
    const score = e.score + ground(r, e.hex, mp, piece.mounted === true) / 15;
    if (score > bestScore) {
      bestScore = score;
      best = e;
    }
  }
  const plan = new Map<string, number>();
  for (let k: string | null = best.key; k !== null; k = seen.get(k)?.from ?? null) {
    const node = seen.get(k)!;
    plan.set(spot(hexOf(node.at), levelOf(node.at)), node.cost);
  }
  if (plans.size > 200) plans.clear();
  plans.set(started, plan);
  plans.set(key, plan);
  return plan;
}

/** The enemy shooters with a line of fire on a rider standing at `at` (their fire comes before their move, SHW-3): 1 at short range, 0.5 at long. */
function exposure(r: Sight, piece: GamePiece, at: Place, shooters: readonly GamePiece[]): number {
  if (shooters.length === 0) return 0;
  const pieces = r.state.pieces.map((p) =>
    p.id !== piece.id ? p : "front" in at ? { ...p, at: at.front, facing: at.facing } : { ...p, at: { q: at.q, r: at.r }, upTree: at.level > 0 && r.ctx.board.info(at)?.terrain === "tree" },
  );
  const hexes = "front" in at ? [at.front] : [at];
  // A place another piece fills (crossed on the way, as a friend's) is no place to be shot at.
  if (r.state.pieces.some((p) => p.id !== piece.id && pieceHexes(p).some((h) => hexes.some((x) => hexIntKey(x) === hexIntKey(h))))) return 0;
  let sum = 0;
  for (const s of shooters) {
    const fire = lineOfFire(r.ctx.rules, r.ctx.board, pieces, s.id, piece.id, { tieRule: r.state.tieRule });
    if (fire.possible) sum += fire.band === "short" ? 1 : fire.band === "long" ? 0.5 : 0;
  }
  return sum;
}

/** How good a hex is to end a flight on: out of every enemy's reach next turn first, then as far as can be. */
function placeWorth(r: Sight, h: Hex, up: boolean): number {
  const s = safetyAt(r, h, up);
  return 10 * Math.min(s, 1.1) + 0.5 * Math.min(s, 2) + (coverAt(r.ctx.rules, r.ctx.board, h) ? 1 : 0);
}

/** The hexes a piece at `h` (movement `mp`, riding or not) reaches before any enemy can: the room he keeps to flee on. */
function ground(r: Sight, h: Hex, mp: number, mounted: boolean): number {
  const index = indexOf(r);
  const blocked = new Set<number>();
  for (const e of r.enemies) for (const x of pieceHexes(e)) blocked.add(index.get(hexIntKey(x)) ?? -1);
  const mine = mounted ? riderField(r, [h], blocked) : distanceField(r.ctx.rules, r.ctx.board, [{ hex: h, offset: 0 }]);
  const threats = threatsOf(r);
  let count = 0;
  for (let i = 0; i < mine.length; i++) {
    const t = mine[i]! / mp;
    if (t > 3) continue;
    if (threats.every((e) => e.field[i]! / e.mp > t + 0.5)) count++;
  }
  return count;
}

/**
 * @internal The worth of a place for a protected character (higher is better), or undefined when flight
 * does not apply: on his way to his plan's place, far above anything else a piece of his side gains, so
 * that he moves first and all the way; back along it or off it, less than where he stands.
 */
export function flightScore(r: Reading, piece: GamePiece | undefined, to: Hex & { readonly level?: number }, enemies: readonly GamePiece[]): number | undefined {
  if (piece === undefined || !flees(r, piece)) return undefined;
  const plan = planOf({ ...r, enemies }, piece);
  const cost = plan.get(spot(to, to.level ?? 0));
  const here = plan.get(spot(piece.at, piece.upTree === true ? 1 : 0)) ?? 0;
  return cost === undefined ? -100 : cost > here ? 100 + cost : cost;
}

/**
 * @internal A set-up bonus for a piece that flees by plan (0 for others): the room he has to move off at
 * once (the hexes he walks to in one move), and a place by the building's outer wall where his side's
 * riderless horses may stand (a way out other than through a courtyard, and a horse at hand).
 */
export function setUpRoom(r: Reading, id: string, character: string | undefined, camp: string, at: Hex): number {
  if (character === undefined || !flees(r, { id, camp, character, at })) return 0;
  const mp = r.ctx.rules.character(character).foot.healthy.movement;
  const room = distanceField(r.ctx.rules, r.ctx.board, [{ hex: at, offset: 0 }]).filter((d) => d <= mp).length / 10;
  return room + (byHorses(r, at) ? 20 : 0);
}

/** Whether a horse of the reading's side still to be set up could stand beside `at` (both its hexes beside him, in its set-up zone, clear of the side's pieces). */
function byHorses(r: Reading, at: Hex): boolean {
  const scenario = r.state.scenario;
  if (scenario === null) return false;
  const placements = r.ctx.rules.scenario(scenario.number).data.placements;
  const horses = r.state.waiting.filter((x) => x.animal !== undefined && r.goals.camps.includes(x.camp));
  const zones = [...new Set(horses.map((h) => placements[h.placement]?.zone ?? null))].filter((z) => z !== null);
  const taken = new Set(r.state.pieces.filter((p) => r.goals.camps.includes(p.camp)).flatMap((p) => hexNeighbors(p.at).map(hexIntKey)));
  for (const zone of zones) {
    const open = new Set(zoneHexes(r.ctx.board, zone).map((i) => hexIntKey(i.hex)));
    const near = hexNeighbors(at).filter((h) => open.has(hexIntKey(h)) && !taken.has(hexIntKey(h)));
    if (near.some((h) => hexNeighbors(h).some((n) => near.some((m) => hexIntKey(m) === hexIntKey(n))))) return true;
  }
  return false;
}
