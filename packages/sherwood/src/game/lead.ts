import { HEX_DIRECTIONS, hexDistance, hexNeighbors, riderHexes, type Direction, type Hex } from "@tt/hexgrid";
import { pieceHexes, pieceLevel } from "../rules/pieces";
import { activeSide, clean, hostileTo, isCharacter, pieceOf, sameHex, withPiece, type GameContext } from "./context";
import { animalMayEnter, driven, followTrain } from "./carts";
import type { SherwoodEvent } from "./events";
import type { GamePiece, SherwoodAction, SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };

/** The hexes from which a character takes an animal by the bridle (SHW-7.1): the 3 ahead of its front hex (any beside a one-hex animal). */
function bridleHexes(animal: GamePiece): Hex[] {
  if (animal.facing === undefined) return hexNeighbors(animal.at);
  const [, rear] = riderHexes({ front: animal.at, facing: animal.facing as Direction });
  return hexNeighbors(animal.at).filter((h) => hexDistance(h, rear) === 2);
}

const isDomestic = (ctx: GameContext, p: GamePiece) => p.animal !== undefined && ctx.rules.animal(p.animal).kind === "domestic";

/**
 * Every animal the active side's characters can take by the bridle now (SHW-7.1): a domestic animal of
 * their side not yet moved this turn and led by no one, from a hex ahead of its front, on foot and on the
 * ground, leading no other, with no enemy beside the animal's front hex; not a draft animal whose cart a
 * coachman controls (SHW-7.2).
 */
export function leadActions(ctx: GameContext, state: SherwoodState): SherwoodAction[] {
  const side = activeSide(state);
  const out: SherwoodAction[] = [];
  for (const a of state.pieces) {
    if (a.camp !== side || !isDomestic(ctx, a) || state.led.some((l) => l.animal === a.id) || state.moved.includes(a.id) || driven(state, a.id)) continue;
    if (state.pieces.some((e) => isCharacter(e) && hostileTo(state, e, side) && pieceHexes(e).some((h) => hexDistance(h, a.at) === 1))) continue;
    const ahead = bridleHexes(a);
    for (const c of state.pieces) {
      if (c.camp !== side || !isCharacter(c) || c.mounted === true || pieceLevel(ctx.board, c) !== 0 || c.state === "stunned" || state.moved.includes(c.id)) continue;
      if (state.led.some((l) => l.by === c.id) || !ahead.some((h) => sameHex(h, c.at))) continue;
      out.push({ type: "lead", piece: c.id, animal: a.id });
    }
  }
  return out;
}

/** A character takes an animal by the bridle (SHW-7.1). */
export function takeLead(state: SherwoodState, by: string, animal: string): Step {
  return { state: { ...state, led: [...state.led, { by, animal }] }, events: [{ type: "leads", piece: by, animal, rule: "SHW-7.1" }] };
}

/**
 * Where the animal led by `by` goes when he steps from `vacated`: its front into that hex, its rear into its
 * old front, a cart it draws and the cart's passengers following behind it (SHW-7.2); or `null` if it cannot follow.
 */
export function follow(ctx: GameContext, state: SherwoodState, by: string, vacated: Hex): GamePiece[] | null | undefined {
  const lead = state.led.find((l) => l.by === by);
  if (lead === undefined) return undefined;
  const animal = pieceOf(state, lead.animal);
  if (!animalMayEnter(ctx, state, animal, by, animal.at, vacated)) return null;
  const cart = followTrain(ctx, state, animal, !state.moved.includes(animal.id));
  if (cart === null) return null;
  const facing = HEX_DIRECTIONS.findIndex((d) => animal.at.q + d.q === vacated.q && animal.at.r + d.r === vacated.r);
  if (animal.facing !== undefined && facing < 0) return null;
  return [clean({ ...animal, at: vacated, facing: animal.facing === undefined ? undefined : (facing as Direction) }), ...(cart ?? [])];
}

/** A led animal moves with its leader's step (SHW-7.1: an extension of the character leading it), its cart behind it (SHW-7.2). */
export function moveLed(state: SherwoodState, moved: readonly GamePiece[]): SherwoodState {
  let next = state;
  for (const p of moved) next = withPiece(next, p.id, p);
  const animal = moved[0]!.id;
  return { ...next, moved: state.moved.includes(animal) ? state.moved : [...state.moved, animal] };
}

/**
 * Control of an animal is lost (SHW-7.1) when its leader shoots or attacks, is stunned, mounts, leaves the
 * hexes ahead of its front (a retreat), or is gone; an enemy beside its front hex does not break a lead
 * already taken.
 */
export function dropLostLeads(state: SherwoodState): SherwoodState {
  if (state.led.length === 0) return state;
  const kept = state.led.filter(({ by, animal }) => {
    const leader = state.pieces.find((p) => p.id === by);
    const beast = state.pieces.find((p) => p.id === animal);
    if (leader === undefined || beast === undefined || leader.state === "stunned" || leader.mounted === true) return false;
    if (state.fired.includes(by) || state.attacked.includes(by)) return false;
    return hexDistance(leader.at, beast.at) === 1;
  });
  return kept.length === state.led.length ? state : { ...state, led: kept };
}
