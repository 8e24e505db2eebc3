import { hexDistance, levelGraph, riderGraph, type Graph, type Hex, type Located, type RiderPosition } from "@tt/hexgrid";
import { lookup, sumModifiers } from "@tt/tables";
import type { Board } from "../rules-data";
import { stepPrice } from "../rules/movement";
import { pieceLevel, pieceValues } from "../rules/pieces";
import { canMount, dismountHexes, jumpOdds, levelsOf } from "../rules/reach";
import { activeSide, actsAlone, clean, horseIdOf, isCharacter, pieceOf, withPiece, type GameContext } from "./context";
import { settle } from "./effects";
import { cartActions } from "./carts";
import { movementOverride } from "./scenario-rules";
import { follow, leadActions, moveLed } from "./lead";
import type { SherwoodEvent } from "./events";
import type { GamePiece, SherwoodAction, SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };
/** A place a piece stands: a `Located` on foot, a `RiderPosition` riding. */
export type Place = Located | RiderPosition;

/** @internal A place one action can take a piece to: its cost, whether it is a jump. */
export interface StepTarget {
  readonly to: Place;
  readonly cost: number;
  readonly jump: boolean;
}

const footGraphs = new WeakMap<Board, Graph<Located>>();
const riderGraphs = new WeakMap<Board, Map<number, Graph<RiderPosition>>>();

function footGraph(board: Board): Graph<Located> {
  const known = footGraphs.get(board);
  if (known !== undefined) return known;
  const g = levelGraph(board.hexMap, { levels: levelsOf(board), acrossLevels: true });
  footGraphs.set(board, g);
  return g;
}

function ridersGraph(board: Board, maxTurn: 0 | 1 | 2): Graph<RiderPosition> {
  const byTurn = riderGraphs.get(board) ?? new Map<number, Graph<RiderPosition>>();
  riderGraphs.set(board, byTurn);
  const known = byTurn.get(maxTurn);
  if (known !== undefined) return known;
  const g = riderGraph(board.hexMap, { maxTurn });
  byTurn.set(maxTurn, g);
  return g;
}

export const placeKey = (p: Place): string => ("front" in p ? `${p.front.q},${p.front.r}>${p.facing}` : `${p.q},${p.r}@${p.level}`);

/** Where the piece stands, as a place. */
export function placeOf(ctx: GameContext, piece: GamePiece): Place {
  if (piece.mounted === true && piece.facing !== undefined) return { front: piece.at, facing: piece.facing };
  return { q: piece.at.q, r: piece.at.r, level: pieceLevel(ctx.board, piece) };
}

/** The graph a piece moves on: `Located` places on foot, `RiderPosition`s for a rider. */
export function graphOf(ctx: GameContext, state: SherwoodState, piece: GamePiece): Graph<Place> {
  const riding = piece.mounted === true && piece.facing !== undefined;
  return (riding ? ridersGraph(ctx.board, state.riderTurn) : footGraph(ctx.board)) as Graph<Place>;
}

/** @internal The piece's movement allowance this turn: a scenario's override (SHW-S.6's wolf leader), else its counter's. */
export function movementAllowance(ctx: GameContext, state: SherwoodState, piece: GamePiece): number {
  return movementOverride(ctx, state, piece) ?? pieceValues(ctx.rules, piece).movement;
}

/** @internal The movement points the piece has spent this phase (state.moving). */
export const movementSpent = (state: SherwoodState, piece: GamePiece): number => (state.moving?.piece === piece.id ? state.moving.spent : 0);

/** The movement points the piece has left this phase. */
function movementLeft(ctx: GameContext, state: SherwoodState, piece: GamePiece): number {
  return movementAllowance(ctx, state, piece) - movementSpent(state, piece);
}

/**
 * Where one step action can take a piece (SHW-4): to an adjacent place it may enter and stop on, or
 * through friends (SHW-4.1: it may cross them, not end on them) to the first free place, within the
 * movement points it has left. A jump (SHW-4.5) ends the move.
 */
function stepTargets(ctx: GameContext, state: SherwoodState, piece: GamePiece): StepTarget[] {
  const left = movementLeft(ctx, state, piece);
  const graph = graphOf(ctx, state, piece);
  const options = { riderTurn: state.riderTurn, initiation: state.rules === "initiation" };
  const start = placeOf(ctx, piece);
  const seen = new Map<string, number>([[placeKey(start), 0]]);
  const out = new Map<string, StepTarget>();
  let frontier: { at: Place; cost: number }[] = [{ at: start, cost: 0 }];
  while (frontier.length > 0) {
    const next: { at: Place; cost: number }[] = [];
    for (const { at, cost } of frontier) {
      for (const to of graph.neighbors(at)) {
        const price = stepPrice(ctx.rules, ctx.board, state.pieces, piece, at, to, options);
        if (!price.legal) continue;
        const total = cost + price.cost;
        const key = placeKey(to);
        if (total > left || (seen.get(key) ?? Number.POSITIVE_INFINITY) <= total) continue;
        seen.set(key, total);
        if (price.canEnd) out.set(key, { to, cost: total, jump: price.jumpRoll });
        else if (!price.endsMove) next.push({ at: to, cost: total });
      }
    }
    frontier = next;
  }
  return [...out.values()];
}

/** Every movement action of the active side (SHW-4, SHW-4.3): steps, dismounting, mounting; the bridle (SHW-7.1); driving and harnessing carts (SHW-7.2). */
export function moveActions(ctx: GameContext, state: SherwoodState): SherwoodAction[] {
  const side = activeSide(state);
  const out: SherwoodAction[] = [];
  for (const p of state.pieces) {
    if (p.camp !== side || !actsAlone(ctx.rules, p) || state.moved.includes(p.id)) continue;
    for (const t of stepsOf(ctx, state, p)) out.push({ type: "step", piece: p.id, to: t.to });
    if (!isCharacter(p)) continue;
    const moving = state.moving?.piece === p.id;
    if (p.mounted === true) {
      if (!moving) for (const h of dismountHexes(ctx.rules, ctx.board, state.pieces, p.id)) out.push({ type: "dismount", piece: p.id, to: h });
    } else if (ctx.rules.character(p.character!).mounted !== null && mountable(ctx, state, p, moving)) {
      for (const h of state.pieces) if (h.animal !== undefined && h.camp === side && canMountNow(ctx, state, p.id, h.id)) out.push({ type: "mount", piece: p.id, horse: h.id });
    }
  }
  return [...out, ...leadActions(ctx, state), ...cartActions(ctx, state)];
}

/** @internal Where the piece's step actions can take it now (SHW-4), a leader's one hex at a time (SHW-7.1). */
export function stepsOf(ctx: GameContext, state: SherwoodState, p: GamePiece): StepTarget[] {
  return leaderSteps(ctx, state, p, stepTargets(ctx, state, p));
}

/** A character leading an animal steps one hex at a time on the ground, where the animal can follow him (SHW-7.1). */
function leaderSteps(ctx: GameContext, state: SherwoodState, p: GamePiece, targets: StepTarget[]): StepTarget[] {
  if (!state.led.some((l) => l.by === p.id)) return targets;
  if (follow(ctx, state, p.id, p.at) === null) return [];
  return targets.filter((t) => !t.jump && !("front" in t.to) && t.to.level === 0 && hexDistance(t.to, p.at) === 1);
}

/** Mounting is instead of moving (SHW-4.3); under the initiation rules it costs 2 MP, after moving too (SHW-I.MOVE). */
function mountable(ctx: GameContext, state: SherwoodState, piece: GamePiece, moving: boolean): boolean {
  if (state.rules !== "initiation") return !moving;
  return movementLeft(ctx, state, piece) >= ctx.rules.movementCost("remount");
}

/** Mounting from beside both hexes of the horse, or from up a tree next to it with a jump roll (SHW-4.3). */
function canMountNow(ctx: GameContext, state: SherwoodState, id: string, horse: string): boolean {
  return canMount(ctx.rules, ctx.board, state.pieces, id, horse).possible;
}

/** Another piece starts moving: the one moving before is done (SHW-4: no movement is kept). */
function switchTo(state: SherwoodState, id: string): SherwoodState {
  if (state.moving === null || state.moving.piece === id) return state;
  return { ...state, moved: [...state.moved, state.moving.piece], moving: null };
}

function put(ctx: GameContext, piece: GamePiece, to: Place): GamePiece {
  if ("front" in to) return clean({ ...piece, at: to.front, facing: to.facing });
  const info = ctx.board.info(to);
  const upTree = to.level === 1 && info !== undefined && info.level === 0 && info.tree !== null;
  return clean({ ...piece, at: { q: to.q, r: to.r }, upTree });
}

/** One step (SHW-4): the piece moves and pays; a jump ends its move and is rolled (SHW-4.5). */
export function step(ctx: GameContext, state: SherwoodState, id: string, to: Place): Step {
  const before = switchTo(state, id);
  const target = stepTargets(ctx, before, pieceOf(before, id)).find((t) => placeKey(t.to) === placeKey(to))!;
  return takeStep(ctx, before, id, target);
}

/** @internal One step to a target of {@link stepsOf} (the piece already the one moving, or about to be). */
export function takeStep(ctx: GameContext, state: SherwoodState, id: string, target: StepTarget): Step {
  const before = switchTo(state, id);
  const to = target.to;
  const piece = pieceOf(before, id);
  const from = placeOf(ctx, piece);
  const spent = (before.moving?.piece === id ? before.moving.spent : 0) + target.cost;
  let next: SherwoodState = { ...withPiece(before, id, put(ctx, piece, to)), moving: { piece: id, spent } };
  const animal = follow(ctx, before, id, piece.at);
  if (animal !== undefined && animal !== null) next = moveLed(next, animal);
  if (target.jump && !("front" in to)) {
    const odds = jumpOdds(ctx.rules, piece.character!);
    next = { ...next, moving: null, moved: [...next.moved, id], roll: { roll: "jump", piece: id, to, modifiers: [...odds.modifiers] } };
  }
  return { state: next, events: [{ type: "moved", piece: id, from, to, cost: target.cost, spent, rule: "SHW-4" }] };
}

/** The jump roll is read (SHW-4.5): landed, stunned or wounded. */
export function rollJump(ctx: GameContext, state: SherwoodState, face: number): Step {
  const roll = state.roll;
  if (roll?.roll !== "jump") throw new Error("no jump roll is pending");
  const read = lookup(ctx.rules.tables.jump, { roll: face, modifiers: roll.modifiers });
  const event: SherwoodEvent = {
    type: "roll",
    roll: "jump",
    piece: roll.piece,
    face,
    modifiers: roll.modifiers,
    total: face + sumModifiers(roll.modifiers),
    result: read.result,
    table: "jump roll",
    rule: "SHW-4.5",
  };
  const piece = pieceOf(state, roll.piece);
  if (read.result === "landed") {
    // A jump attack goes on to its roll on the Combat Table, one column right (SHW-5.3).
    const attack = roll.attack;
    const next =
      attack === undefined ? null : { roll: "combat" as const, attackers: [roll.piece], defender: attack.defender, table: attack.table, differential: attack.differential, shifts: attack.shifts };
    return { state: { ...state, roll: next }, events: [event] };
  }
  if (roll.onto === "horse") {
    // A bad jump into the saddle: he falls beside the horse, stunned or wounded (SHW-4.5, SHW-6.4).
    const fell = settle(ctx, { ...state, roll: null, effects: [...state.effects, { piece: piece.id, do: read.result === "stunned" ? "dismount-stunned" : "dismount-wounded", rule: "SHW-4.5" }] });
    return { state: fell.state, events: [event, ...fell.events] };
  }
  const hurt = read.result === "stunned" && piece.state === undefined ? "stunned" : read.result === "wounded" && piece.state === undefined ? "wounded" : null;
  const cleared = { ...state, roll: null };
  if (hurt === null) {
    const fallen = clean({ ...piece, upTree: undefined, shot: undefined, state: undefined });
    return {
      state: { ...withPiece(cleared, piece.id, null), fallen: [...cleared.fallen, fallen] },
      events: [event, { type: "effect", piece: piece.id, effect: "killed", rule: "SHW-6.2", why: "a stunned or wounded character hurt again dies" }],
    };
  }
  return { state: withPiece(cleared, piece.id, clean({ ...piece, state: hurt })), events: [event, { type: "effect", piece: piece.id, effect: hurt, rule: "SHW-4.5" }] };
}

/** A rider dismounts instead of moving (SHW-4.3): he stands beside his horse, which stays riderless. */
export function dismount(_ctx: GameContext, state: SherwoodState, id: string, to: Hex): Step {
  const before = switchTo(state, id);
  const rider = pieceOf(before, id);
  const horse = clean({ id: horseIdOf(before, rider.character!), camp: rider.camp, alliance: rider.alliance, animal: "cavalry-horse", at: rider.at, facing: rider.facing });
  const onFoot = clean({ ...rider, at: to, facing: undefined, mounted: undefined });
  const next = withPiece(before, id, onFoot);
  return { state: { ...next, pieces: [...next.pieces, horse], moved: [...next.moved, id] }, events: [{ type: "dismounted", piece: id, to, rule: "SHW-4.3" }] };
}

/** A character mounts a riderless horse instead of moving (SHW-4.3). */
export function mount(ctx: GameContext, state: SherwoodState, id: string, horseId: string): Step {
  const before = switchTo(state, id);
  const horse = pieceOf(before, horseId);
  const jumping = canMount(ctx.rules, ctx.board, before.pieces, id, horseId).jumpRoll;
  const rider = clean({ ...pieceOf(before, id), at: horse.at, facing: horse.facing, mounted: true, upTree: undefined });
  const next = withPiece(withPiece(before, horseId, null), id, rider);
  // From up a tree he jumps into the saddle: a jump roll, +1 (SHW-4.3, SHW-4.5); a bad landing unhorses him.
  const roll = jumping
    ? { roll: "jump" as const, piece: id, to: { q: horse.at.q, r: horse.at.r, level: 0 }, modifiers: [...jumpOdds(ctx.rules, rider.character!, { ontoHorse: true }).modifiers], onto: "horse" as const }
    : null;
  // The horse is the rider's now: it leaves the lists of pieces that moved (a led horse is in it).
  const moved = [...next.moved.filter((m) => m !== horseId), id];
  return { state: { ...next, moved, roll }, events: [{ type: "mounted", piece: id, horse: horseId, rule: "SHW-4.3" }] };
}
