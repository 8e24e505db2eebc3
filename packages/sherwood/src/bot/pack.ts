import { hexDistance, hexNeighbors, type Hex } from "@tt/hexgrid";
import type { GamePiece } from "../game/schemas";
import { pieceHexes, pieceValues } from "../rules/pieces";
import type { Reading } from "./strikes";

/** A hex a piece heads for, with a head start (walking distance added). */
type Goal = { readonly hex: Hex; readonly offset: number };

/** Whether a piece is a shooter (a bow or crossbow; javelins are thrown close). */
function isShooter(r: Reading, p: GamePiece): boolean {
  if (p.character === undefined) return false;
  const weapon = r.ctx.rules.character(p.character).missileWeapon;
  return weapon !== null && weapon !== "javelin";
}

/**
 * Whether the side may risk one of its pieces: any piece it does not protect, and all but one of a kind
 * of animal it protects as a group (scenario 6's wolves: only the loss of every one of them loses), the
 * one kept back being the farthest from the enemy.
 */
function expendable(r: Reading, piece: GamePiece, enemies: readonly GamePiece[]): boolean {
  if ((r.goals.protect[piece.character ?? piece.animal ?? piece.id] ?? 0) === 0) return true;
  if (piece.animal === undefined) return false;
  const herd = r.state.pieces.filter((p) => r.goals.camps.includes(p.camp) && p.animal === piece.animal && p.captured !== true);
  if (herd.length < 2) return false;
  const far = (p: GamePiece) => enemies.reduce((d, e) => Math.min(d, hexDistance(e.at, p.at)), 99);
  const kept = herd.reduce((a, b) => (far(b) > far(a) || (far(b) === far(a) && b.id < a.id) ? b : a));
  return kept.id !== piece.id;
}

/**
 * @internal Where a piece of a side that wins by attrition (every enemy character wounded or killed,
 * scenario 6's bandits) heads, or none (the usual roles) for another side and for the pieces it keeps
 * out of harm: the enemy characters still standing (a wounded one is already out), the enemy's shooters
 * first; a piece faster than every enemy goes for the shooters alone (whoever reaches them stops their
 * shooting, SHW-3: a shooter beside an enemy cannot shoot).
 *
 * @param r - the reading
 * @param id - the piece's id
 * @param enemies - the enemy pieces on the board
 * @returns the hexes to head for, or none
 */
export function packGoals(r: Reading, id: string, enemies: readonly GamePiece[]): Goal[] | undefined {
  if (!r.goals.attrition) return undefined;
  const piece = r.state.pieces.find((p) => p.id === id);
  if (piece === undefined || piece.state === "wounded" || !expendable(r, piece, enemies)) return undefined;
  const standing = enemies.filter((e) => e.character !== undefined && e.state !== "wounded" && e.captured !== true);
  if (standing.length === 0) return undefined;
  const shooters = standing.filter((e) => isShooter(r, e));
  const speed = pieceValues(r.ctx.rules, piece).movement;
  const fast = shooters.length > 0 && enemies.every((e) => pieceValues(r.ctx.rules, e).movement < speed);
  const goals: Goal[] = [];
  for (const e of fast ? shooters : standing) {
    const offset = isShooter(r, e) ? 0 : 1;
    for (const hex of pieceHexes(e).flatMap((h) => hexNeighbors(h))) goals.push({ hex, offset });
  }
  return goals;
}

/**
 * @internal The share of an enemy character's worth a combat or missile result takes for a side that
 * wins by attrition, or none (the usual share): a wound puts a healthy character out as surely as a kill;
 * a stunned one dies of another stun or a retreat (SHW-6.2); a wounded one is already out.
 *
 * @param r - the reading
 * @param result - a table result (`K`, `W`, `S`, `R1`...)
 * @param p - the piece struck
 * @returns the share of its worth, or none
 */
export function attritionSeverity(r: Reading, result: string, p: GamePiece): number | undefined {
  if (!r.goals.attrition || p.character === undefined || r.goals.camps.includes(p.camp)) return undefined;
  const out = result === "K" || result === "W" || result === "DW";
  if (p.state === "wounded") return out ? 0.2 : 0;
  if (p.state === "stunned") return out || result === "S" || result === "DS" || result.startsWith("R") ? 1 : 0;
  return out ? 1 : undefined;
}
