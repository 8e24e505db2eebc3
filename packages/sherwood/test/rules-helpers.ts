import { offsetToHex, type Hex } from "@tt/hexgrid";
import { sherwoodRules, type Board, type SherwoodPiece } from "../src/index";

export const rules = sherwoodRules;
/** A printed "col,row" of a board's (single) map as a board hex. */
export function at(board: Board, cr: string): Hex {
  const [col, row] = cr.split(",").map(Number);
  return board.toBoard(board.placements[0]!.map, offsetToHex({ col: col!, row: row! }, "odd-r"));
}
export function foot(id: string, camp: string, hex: Hex, extra: Partial<SherwoodPiece> = {}): SherwoodPiece {
  return { id, camp, character: id, at: hex, ...extra };
}
