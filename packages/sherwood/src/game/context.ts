import type { Hex } from "@tt/hexgrid";
import type { Board, SherwoodRules } from "../rules-data";
import type { GamePiece, SherwoodState } from "./schemas";

/** @internal What every rules step of a game reads besides the state: the compiled rules and the board. */
export interface GameContext {
  readonly rules: SherwoodRules;
  readonly board: Board;
}

/** @internal The piece with this id (the caller has checked it exists). */
export function pieceOf(state: SherwoodState, id: string): GamePiece {
  return state.pieces.find((p) => p.id === id)!;
}

/** @internal The side whose turn it is. */
export const activeSide = (state: SherwoodState): string => state.sides[state.active]!;

/** @internal Whether a piece is a character (not an animal). */
export const isCharacter = (p: GamePiece): boolean => p.character !== undefined;

/** @internal Whether a piece acts on its own: a character, or a wild animal with an attack score, which moves and attacks like one (SHW-7.4). */
export function actsAlone(rules: SherwoodRules, p: GamePiece): boolean {
  if (p.character !== undefined) return true;
  const a = p.animal === undefined ? undefined : rules.animal(p.animal);
  return a !== undefined && a.kind === "wild" && a.attack !== null;
}

/** @internal The state with one piece replaced (or removed, with `null`). */
export function withPiece(state: SherwoodState, id: string, next: GamePiece | null): SherwoodState {
  const pieces = next === null ? state.pieces.filter((p) => p.id !== id) : state.pieces.map((p) => (p.id === id ? next : p));
  return { ...state, pieces };
}

/** @internal A piece without the optional keys set to nothing (states stay minimal JSON). */
export function clean(piece: GamePiece): GamePiece {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(piece)) if (v !== undefined && v !== false && !(k === "state" && v === "healthy")) out[k] = v;
  return out as GamePiece;
}

/** @internal The id of the riderless horse a rider leaves when he dismounts or falls. */
export const horseIdOf = (character: string): string => `horse:${character}`;

/** @internal Same hex. */
export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
