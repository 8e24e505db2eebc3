import { HEX_DIRECTIONS, hexDistance, hexKey, hexNeighbors, riderHexes, type Direction, type Hex, type RiderPosition } from "@tt/hexgrid";
import { canStepInto, terrainEntry } from "../rules/movement";
import { isEnemy, pieceHexes, pieceLevel } from "../rules/pieces";
import { allianceOfCamp, clean, horseIdOf, pieceOf, sameHex, withPiece, type GameContext } from "./context";
import type { EffectEvent } from "./events";
import type { Effect, GamePiece, SherwoodState } from "./schemas";

/** A place a retreat may end, with the hexes it passes. */
interface RetreatEnd {
  readonly to: Hex | RiderPosition;
  readonly hexes: readonly Hex[];
}

const distanceFrom = (hexes: readonly Hex[], away: readonly Hex[]): number => Math.min(...hexes.flatMap((h) => away.map((a) => hexDistance(h, a))));

function nextToEnemy(state: SherwoodState, mover: GamePiece, hexes: readonly Hex[]): boolean {
  return state.pieces.some((p) => isEnemy(mover, p) && pieceHexes(p).some((e) => hexes.some((h) => hexDistance(e, h) <= 1)));
}

function holdsOther(state: SherwoodState, mover: GamePiece, hex: Hex, level: number, ctx: GameContext): GamePiece | undefined {
  return state.pieces.find((p) => p.id !== mover.id && pieceLevel(ctx.board, p) === level && pieceHexes(p).some((h) => sameHex(h, hex)));
}

/**
 * Where a retreat of `count` hexes can end (SHW-6.1): each hex farther from the attackers than the
 * last, one the character may enter by regular movement, not next to an enemy, through friends but
 * ending free; no climbing or jumping (a character up a tree stays in its tree). A rider moves both
 * hexes one hex at a time, keeping its facing (the README's rules note).
 */
export function retreatEnds(ctx: GameContext, state: SherwoodState, piece: GamePiece, count: number, away: readonly Hex[]): RetreatEnd[] {
  if (piece.animal !== undefined && ctx.rules.animal(piece.animal).kind === "domestic") return []; // it stays put (SHW-7.1)
  const riding = piece.facing !== undefined; // a rider, or a two-hex animal
  const level = pieceLevel(ctx.board, piece);
  let frontier: { at: Hex; hexes: Hex[] }[] = [{ at: piece.at, hexes: [] }];
  for (let step = 0; step < count; step++) {
    const next: { at: Hex; hexes: Hex[] }[] = [];
    for (const { at, hexes } of frontier) {
      const now = riding ? riderHexes({ front: at, facing: piece.facing as Direction }) : [at];
      for (const d of HEX_DIRECTIONS) {
        const moved = now.map((h) => ({ q: h.q + d.q, r: h.r + d.r }));
        if (distanceFrom(moved, away) <= distanceFrom(now, away)) continue;
        if (!moved.every((h, i) => canEnter(ctx, state, piece, now[i]!, h, riding, level))) continue;
        if (nextToEnemy(state, piece, moved)) continue;
        if (!next.some((n) => sameHex(n.at, moved[0]!))) next.push({ at: moved[0]!, hexes: [...hexes, moved[0]!] });
      }
    }
    frontier = next;
  }
  return frontier
    .filter(({ at }) => (riding ? riderHexes({ front: at, facing: piece.facing as Direction }) : [at]).every((h) => holdsOther(state, piece, h, level, ctx) === undefined))
    .map(({ at, hexes }) => ({ to: riding ? { front: at, facing: piece.facing as Direction } : at, hexes }));
}

function canEnter(ctx: GameContext, state: SherwoodState, piece: GamePiece, from: Hex, to: Hex, riding: boolean, level: number): boolean {
  if (!ctx.board.hexMap.has(to)) return false;
  const other = holdsOther(state, piece, to, level, ctx);
  if (other !== undefined && isEnemy(piece, other)) return false;
  if (level === 1) return piece.upTree === true && ctx.board.info(to)?.tree === ctx.board.info(piece.at)?.tree;
  if ((ctx.board.info(to)?.level ?? 0) !== 0) return false;
  return canStepInto(ctx.rules, ctx.board, riding, from, to) === null;
}

/**
 * Whether a piece is surrounded (the README's rules note 31, for SHW-6.4 and SHW-6.6): an enemy stands
 * next to him, and every hex next to him is one he may not enter, holds a character, or is next to an enemy.
 */
export function surrounded(ctx: GameContext, state: SherwoodState, piece: GamePiece): boolean {
  const own = pieceHexes(piece);
  const level = pieceLevel(ctx.board, piece);
  const riding = piece.mounted === true && piece.facing !== undefined;
  if (!nextToEnemy(state, piece, own)) return false;
  const seen = new Set(own.map(hexKey));
  for (const from of own) {
    for (const h of hexNeighbors(from)) {
      if (seen.has(hexKey(h))) continue;
      seen.add(hexKey(h));
      const open = canEnter(ctx, state, piece, from, h, riding, level) && holdsOther(state, piece, h, level, ctx) === undefined && !nextToEnemy(state, piece, [h]);
      if (open) return false;
    }
  }
  return true;
}

/** The free hexes next to a horse where its rider can be placed when dismounted (SHW-6.4). */
export function dismountPlaces(ctx: GameContext, state: SherwoodState, piece: GamePiece): Hex[] {
  const hexes = pieceHexes(piece);
  const seen = new Set(hexes.map(hexKey));
  const out: Hex[] = [];
  for (const h of hexes.flatMap((x) => hexNeighbors(x))) {
    const key = hexKey(h);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!ctx.board.hexMap.has(h) || "rule" in terrainEntry(ctx.rules, ctx.board, false, h) || (ctx.board.info(h)?.level ?? 0) !== 0) continue;
    if (holdsOther(state, piece, h, 0, ctx) === undefined) out.push(h);
  }
  return out;
}

type Step = { state: SherwoodState; events: EffectEvent[] };

/** A friend shifted one hex to make room for a dismounted rider (SHW-6.4). */
type Shift = { readonly piece: string; readonly to: Hex };

/**
 * When every hex beside the horse is taken (SHW-6.4: "a friendly character may be shifted one hex to make
 * room"): each friend on foot on the ground beside the horse, and each free hex next to him he could
 * enter, with no wall between; the rider then takes the friend's hex.
 */
export function dismountShifts(ctx: GameContext, state: SherwoodState, piece: GamePiece): { to: Hex; shift: Shift }[] {
  const horse = pieceHexes(piece);
  const out: { to: Hex; shift: Shift }[] = [];
  const seen = new Set(horse.map(hexKey));
  for (const h of horse.flatMap((x) => hexNeighbors(x))) {
    if (seen.has(hexKey(h))) continue;
    seen.add(hexKey(h));
    const friend = holdsOther(state, piece, h, 0, ctx);
    if (friend === undefined || friend.character === undefined || isEnemy(piece, friend) || friend.mounted === true || friend.upTree === true || friend.captured === true) continue;
    if ((ctx.board.info(h)?.level ?? 0) !== 0 || "rule" in terrainEntry(ctx.rules, ctx.board, false, h)) continue;
    for (const g of hexNeighbors(h)) {
      if (horse.some((x) => sameHex(x, g)) || !ctx.board.hexMap.has(g) || (ctx.board.info(g)?.level ?? 0) !== 0 || "rule" in terrainEntry(ctx.rules, ctx.board, false, g)) continue;
      const side = ctx.board.hexMap.hexsideFeatures(h, g);
      if (side.includes("wall") || side.includes("window") || side.includes("low-wall") || holdsOther(state, friend, g, 0, ctx) !== undefined) continue;
      out.push({ to: h, shift: { piece: friend.id, to: g } });
    }
  }
  return out;
}

/** A piece dies; a character's purchase cost (SHW-PT) is credited to the side whose shot or attack killed him. */
function kill(ctx: GameContext, state: SherwoodState, piece: GamePiece, by: string | undefined, rule: string, why?: string): Step {
  let next = withPiece(state, piece.id, null);
  if (by !== undefined && piece.character !== undefined && allianceOfCamp(state, by) !== (piece.alliance ?? piece.camp)) {
    next = { ...next, scores: { ...next.scores, [by]: (next.scores[by] ?? 0) + ctx.rules.character(piece.character).purchaseCost } };
  }
  if (piece.mounted === true && piece.facing !== undefined && piece.character !== undefined) {
    // The horse stays where it stood, riderless (SHW-6.4, SHW-1.2).
    const horse = clean({ id: horseIdOf(next, piece.character), camp: piece.camp, alliance: piece.alliance, animal: "cavalry-horse", at: piece.at, facing: piece.facing });
    next = { ...next, pieces: [...next.pieces, horse] };
  }
  const dead = clean({ ...piece, mounted: undefined, facing: undefined, upTree: undefined, shot: undefined, state: undefined });
  const moving = next.moving?.piece === piece.id ? null : next.moving; // a character killed in mid-move (by an ambush) moves no more
  return { state: { ...next, fallen: [...next.fallen, dead], moving }, events: [{ type: "effect", piece: piece.id, effect: "killed", rule, why, by }] };
}

/** Applies one effect that needs no decision, or returns `null` when it needs one (a retreat or a rider's placement with a choice). */
function applyOne(ctx: GameContext, state: SherwoodState, effect: Effect): Step | null {
  const piece = state.pieces.find((p) => p.id === effect.piece);
  if (piece === undefined) return { state, events: [] }; // already killed by an earlier effect
  const animal = piece.character === undefined;
  const riding = piece.mounted === true && piece.facing !== undefined;
  switch (effect.do) {
    case "kill":
      return kill(ctx, state, piece, effect.by, effect.rule);
    case "stun":
    case "wound": {
      if (animal) return kill(ctx, state, piece, effect.by, "SHW-7.3", "animals are killed rather than stunned or wounded");
      if (riding && effect.do === "stun") return applyOne(ctx, state, { ...effect, do: "dismount-stunned" });
      if (piece.state === "stunned" || piece.state === "wounded") return kill(ctx, state, piece, effect.by, "SHW-6.2", "a stunned or wounded character stunned or wounded again dies");
      if (effect.do === "stun" && piece.upTree === true) return kill(ctx, state, piece, effect.by, "SHW-6.2", "a stunned character up the tree falls and dies");
      const state2 = effect.do === "stun" ? "stunned" : "wounded";
      return { state: withPiece(state, piece.id, clean({ ...piece, state: state2 })), events: [{ type: "effect", piece: piece.id, effect: state2, rule: effect.rule, by: effect.by }] };
    }
    case "retreat": {
      if (piece.state === "stunned") return kill(ctx, state, piece, effect.by, "SHW-6.2", "a stunned character forced to retreat is killed");
      const ends = retreatEnds(ctx, state, piece, effect.hexes ?? 1, effect.away ?? []);
      if (ends.length === 0) {
        const wound = applyOne(ctx, state, { piece: piece.id, do: "wound", rule: "SHW-6.1", by: effect.by })!;
        return { state: wound.state, events: [{ type: "effect", piece: piece.id, effect: "no-retreat", rule: "SHW-6.1", why: "no retreat is possible: wounded instead" }, ...wound.events] };
      }
      return null;
    }
    case "dismount-stunned":
    case "dismount-wounded":
    case "kill-horse": {
      if (!riding) return applyOne(ctx, state, { ...effect, do: effect.do === "dismount-wounded" ? "wound" : "stun" });
      if (surrounded(ctx, state, piece)) return kill(ctx, state, piece, effect.by, "SHW-6.4", "a dismounted rider surrounded by enemies is killed");
      if (dismountPlaces(ctx, state, piece).length === 0 && dismountShifts(ctx, state, piece).length === 0)
        return kill(ctx, state, piece, effect.by, "SHW-6.4", "a dismounted rider with no room beside his horse is killed");
      return null;
    }
    default: {
      const never: never = effect.do;
      throw new Error(`unknown effect ${String(never)}`);
    }
  }
}

/** Applies queued effects until one needs a decision or the queue is empty. */
export function settle(ctx: GameContext, state: SherwoodState): Step {
  let current = state;
  const events: EffectEvent[] = [];
  while (current.effects.length > 0) {
    const [head, ...rest] = current.effects;
    const step = applyOne(ctx, current, head!);
    if (step === null) break;
    current = { ...step.state, effects: rest };
    events.push(...step.events);
  }
  return { state: current, events };
}

/** Moves a retreating piece to the end its owner chose, then settles the rest (SHW-6.1). */
export function retreatTo(ctx: GameContext, state: SherwoodState, to: Hex | RiderPosition): Step {
  const effect = state.effects[0]!;
  const piece = pieceOf(state, effect.piece);
  const at = "front" in to ? to.front : to;
  const moved = clean({ ...piece, at });
  const after = settle(ctx, { ...withPiece(state, piece.id, moved), effects: state.effects.slice(1) });
  return { state: after.state, events: [{ type: "effect", piece: piece.id, effect: "retreated", rule: "SHW-6.1", to }, ...after.events] };
}

/** Places a dismounted rider beside his horse (or where his dead horse lay), stunned or wounded (SHW-6.4). */
export function placeDismounted(ctx: GameContext, before: SherwoodState, to: Hex, shift?: Shift): Step {
  const effect = before.effects[0]!;
  const shifted = shift === undefined ? [] : [{ type: "effect" as const, piece: shift.piece, effect: "shifted" as const, rule: "SHW-6.4", to: shift.to, why: "to make room for a dismounted rider" }];
  const state = shift === undefined ? before : withPiece(before, shift.piece, clean({ ...pieceOf(before, shift.piece), at: shift.to }));
  const piece = pieceOf(state, effect.piece);
  const hurt = effect.do === "dismount-wounded" ? (piece.state === "wounded" ? "dead" : "wounded") : piece.state === "stunned" || piece.state === "wounded" ? "dead" : "stunned";
  let next = withPiece(state, piece.id, clean({ ...piece, at: to, facing: undefined, mounted: undefined, state: hurt === "dead" ? piece.state : hurt }));
  const events: EffectEvent[] = [];
  if (effect.do === "kill-horse") events.push({ type: "effect", piece: piece.id, effect: "horse-killed", rule: "SHW-6.4" });
  else
    next = {
      ...next,
      pieces: [...next.pieces, clean({ id: horseIdOf(next, piece.character!), camp: piece.camp, alliance: piece.alliance, animal: "cavalry-horse", at: piece.at, facing: piece.facing })],
    };
  events.push({ type: "effect", piece: piece.id, effect: "dismounted", rule: "SHW-6.4", to });
  if (hurt === "dead") {
    const dead = kill(ctx, next, pieceOf(next, piece.id), effect.by, "SHW-6.2", "a stunned or wounded character stunned or wounded again dies");
    next = dead.state;
    events.push(...dead.events);
  } else events.push({ type: "effect", piece: piece.id, effect: hurt, rule: "SHW-6.4", by: effect.by });
  const after = settle(ctx, { ...next, effects: state.effects.slice(1) });
  return { state: after.state, events: [...shifted, ...events, ...after.events] };
}
