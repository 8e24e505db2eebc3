import { SherwoodError, quote } from "../errors";
import type { GamePiece, SherwoodState } from "./schemas";

/** @internal The piece on the board with this id, or a `SherwoodError` saying where it is instead (in ambush, to come, fallen) or that no piece has it. */
export function pieceOnBoard(state: SherwoodState, id: unknown, path = "pieceId"): GamePiece {
  if (typeof id !== "string") throw new SherwoodError("sherwood/bad-argument", `expected a piece id, received ${quote(id)}`, path);
  const piece = state.pieces.find((p) => p.id === id);
  if (piece !== undefined) return piece;
  const where = state.hidden.some((h) => h.id === id)
    ? "is in ambush, not on the board"
    : state.waiting.some((w) => w.id === id)
      ? "is still to come, not on the board"
      : state.fallen.some((p) => p.id === id)
        ? "has fallen, and is not on the board"
        : "is no piece's id in this game";
  throw new SherwoodError("sherwood/unknown-id", `${quote(id)} ${where}`, path);
}
