import { offsetToHex } from "@tt/hexgrid";
import { SherwoodError } from "../errors";
import type { Board, SherwoodRules } from "../rules-data";
import { placeCart, seatIn } from "./carts";
import type { GamePiece, SherwoodState, SkirmishOptions } from "./schemas";

/** @internal A refusal of a game's options. */
export function invalidOptions(message: string, path: string): SherwoodError {
  return new SherwoodError("sherwood/invalid-options", message, path);
}

type Hidden = SherwoodState["hidden"][number];
type ForcePiece = SkirmishOptions["sides"][number]["force"][number];

const hexOf = (board: Board, map: string, at: string) => {
  const [col, row] = at.split(",").map(Number) as [number, number];
  return board.toBoard(map, offsetToHex({ col, row }, "odd-r"));
};

/** An animal of a force (a wolf, SHW-7.4; a horse, a pig...): its id the animal's, numbered when there are several. */
function placeAnimal(rules: SherwoodRules, board: Board, map: string, side: string, animal: string, f: ForcePiece, pieces: readonly GamePiece[], path: string): GamePiece {
  const data = rules.animal(animal);
  if (f.at === undefined || f.hidden === true || f.mounted === true) throw invalidOptions("an animal has a hex and is neither hidden nor mounted", path);
  const count = pieces.filter((p) => p.animal === animal).length;
  const piece: GamePiece = { id: count === 0 ? animal : `${animal}-${count + 1}`, camp: side, animal, at: hexOf(board, map, f.at) };
  return data.hexes === 2 ? { ...piece, facing: f.facing ?? 0 } : piece;
}

/**
 * @internal One entry of a force placed on `map` of `board` for `camp` (a character, an animal or a cart),
 * added to `pieces` (or, hidden, to `hidden`); `ids` keeps characters from being in two places.
 */
export function placeForcePiece(
  rules: SherwoodRules,
  board: Board,
  map: string,
  camp: string,
  f: ForcePiece,
  into: { pieces: GamePiece[]; hidden: Hidden[]; ids: Set<string> },
  initiation: boolean,
  path: string,
): void {
  const { pieces, hidden, ids } = into;
  if ([f.character, f.animal, f.equipment].filter((x) => x !== undefined).length !== 1) throw invalidOptions("names a character, an animal or a cart", path);
  if (f.equipment !== undefined) {
    pieces.push(placeCart(rules, board, camp, f, f.at === undefined ? null : hexOf(board, map, f.at), pieces, path));
    return;
  }
  if (f.animal !== undefined) {
    pieces.push(placeAnimal(rules, board, map, camp, f.animal, f, pieces, path));
    return;
  }
  const character = f.character!;
  if (ids.has(character)) throw invalidOptions(`${character} is in two forces`, `${path}.character`);
  ids.add(character);
  if (f.hidden === true) {
    // SHW-8.1: a character in ambush hides in a building or up a large tree, on foot; standard rules only.
    if (initiation) throw invalidOptions("the initiation rules have no ambushes", `${path}.hidden`);
    if (f.mounted === true || f.at !== undefined) throw invalidOptions("a hidden character is on foot and has no hex: his side chooses his hideout", path);
    hidden.push({ id: character, camp, character, hideout: null });
    return;
  }
  if ((f.at === undefined) === (f.in === undefined) || (f.in !== undefined && f.mounted === true)) throw invalidOptions("a character not hidden has a hex, or is in a cart on foot", `${path}.at`);
  const at = f.in === undefined ? hexOf(board, map, f.at!) : seatIn(pieces, f.in, path);
  const piece: GamePiece = { id: character, camp, character, at };
  pieces.push(f.mounted === true ? { ...piece, mounted: true, facing: f.facing ?? 0 } : piece);
}
