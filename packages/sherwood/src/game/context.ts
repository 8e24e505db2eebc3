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

/** @internal The alliance a camp fights in (SHW-S.4: "a Saxon can never attack a Saxon"); a camp of its own by default. */
export const allianceOfCamp = (state: SherwoodState, camp: string): string => (Object.hasOwn(state.alliances, camp) ? state.alliances[camp]! : camp);

/** @internal Whether `piece` is on the other side of the fight from `camp`: a character or animal of another alliance. */
export const hostileTo = (state: SherwoodState, piece: GamePiece, camp: string): boolean => (piece.alliance ?? piece.camp) !== allianceOfCamp(state, camp);

/** @internal The rule ID of the scenario a state plays (`SHW-S.1` ... `SHW-S.8`), for its set-up and special rules. */
export const scenarioRuleId = (state: SherwoodState): string => `SHW-S.${state.scenario?.number ?? 1}`;

/** @internal The player who plays a camp (one camp each, or several, as scenario 4's two-player game groups them). */
export const playerOf = (state: SherwoodState, camp: string): string => (Object.hasOwn(state.controllers, camp) ? state.controllers[camp]! : camp);

/** @internal A new piece of a camp, carrying its camp's alliance where that is not the camp itself. */
export function campPiece(state: SherwoodState, piece: GamePiece): GamePiece {
  const alliance = allianceOfCamp(state, piece.camp);
  return alliance === piece.camp ? piece : { ...piece, alliance };
}

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
export function horseIdOf(state: SherwoodState, character: string): string {
  // A rider who left one horse and mounted another leaves a second one: each riderless horse its own id.
  const taken = (id: string) => state.pieces.some((p) => p.id === id) || state.fallen.some((p) => p.id === id);
  let id = `horse:${character}`;
  for (let n = 2; taken(id); n++) id = `horse:${character}-${n}`;
  return id;
}

/** @internal Same hex. */
export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
