import { parseWith } from "@tt/engine";
import { offsetToHex } from "@tt/hexgrid";
import { SherwoodError } from "../errors";
import type { SherwoodRules } from "../rules-data";
import { checkPieces } from "../rules/checks";
import { placeCart, seatIn } from "./carts";
import { setupScenario } from "./scenario-setup";
import { SHERWOOD_GAME_SCHEMA_VERSION, sherwoodOptionsSchema, type GamePiece, type SherwoodOptions, type SherwoodState, type SkirmishOptions } from "./schemas";

/** A refusal of a game's options. */
function invalidOptions(message: string, path: string): SherwoodError {
  return new SherwoodError("sherwood/invalid-options", message, path);
}

type Hidden = SherwoodState["hidden"][number];
type ForcePiece = SkirmishOptions["sides"][number]["force"][number];

const hexOf = (board: ReturnType<SherwoodRules["map"]>, map: string, at: string) => {
  const [col, row] = at.split(",").map(Number) as [number, number];
  return board.toBoard(map, offsetToHex({ col, row }, "odd-r"));
};

/** An animal of a force (a wolf, SHW-7.4; a horse, a pig...): its id the animal's, numbered when there are several. */
function placeAnimal(rules: SherwoodRules, board: ReturnType<SherwoodRules["map"]>, map: string, side: string, animal: string, f: ForcePiece, pieces: readonly GamePiece[], path: string): GamePiece {
  const data = rules.animal(animal);
  if (f.at === undefined || f.hidden === true || f.mounted === true) throw invalidOptions("an animal has a hex and is neither hidden nor mounted", path);
  const count = pieces.filter((p) => p.animal === animal).length;
  const piece: GamePiece = { id: count === 0 ? animal : `${animal}-${count + 1}`, camp: side, animal, at: hexOf(board, map, f.at) };
  return data.hexes === 2 ? { ...piece, facing: f.facing ?? 0 } : piece;
}

function placePieces(rules: SherwoodRules, options: SkirmishOptions): { pieces: GamePiece[]; hidden: Hidden[] } {
  const board = rules.map(options.map);
  const pieces: GamePiece[] = [];
  const hidden: Hidden[] = [];
  const ids = new Set<string>();
  options.sides.forEach((side, s) => {
    side.force.forEach((f, i) => {
      const path = `options.sides[${s}].force[${i}]`;
      if ([f.character, f.animal, f.equipment].filter((x) => x !== undefined).length !== 1) throw invalidOptions("names a character, an animal or a cart", path);
      if (f.equipment !== undefined) {
        pieces.push(placeCart(rules, board, side.id, f, f.at === undefined ? null : hexOf(board, options.map, f.at), pieces, path));
        return;
      }
      if (f.animal !== undefined) {
        pieces.push(placeAnimal(rules, board, options.map, side.id, f.animal, f, pieces, path));
        return;
      }
      const character = f.character!;
      if (ids.has(character)) throw invalidOptions(`${character} is in two forces`, `${path}.character`);
      ids.add(character);
      if (f.hidden === true) {
        // SHW-8.1: a character in ambush hides in a building or up a large tree, on foot; standard rules only.
        if (options.rules === "initiation") throw invalidOptions("the initiation rules have no ambushes", `${path}.hidden`);
        if (f.mounted === true || f.at !== undefined) throw invalidOptions("a hidden character is on foot and has no hex: his side chooses his hideout", path);
        hidden.push({ id: character, camp: side.id, character, hideout: null });
        return;
      }
      if ((f.at === undefined) === (f.in === undefined) || (f.in !== undefined && f.mounted === true)) throw invalidOptions("a character not hidden has a hex, or is in a cart on foot", `${path}.at`);
      const at = f.in === undefined ? hexOf(board, options.map, f.at!) : seatIn(pieces, f.in, path);
      const piece: GamePiece = { id: character, camp: side.id, character, at };
      pieces.push(f.mounted === true ? { ...piece, mounted: true, facing: f.facing ?? 0 } : piece);
    });
  });
  if (new Set(options.sides.map((s) => s.id)).size !== options.sides.length) throw invalidOptions("two sides have one id", "options.sides");
  try {
    checkPieces(rules, board, pieces);
  } catch (error) {
    if (error instanceof SherwoodError) throw invalidOptions(`a piece placed where it may not be: ${error.message}`, "options.sides");
    throw error;
  }
  for (const h of hidden) rules.character(h.character);
  return { pieces, hidden };
}

export function setupState(rules: SherwoodRules, raw: SherwoodOptions): SherwoodState {
  const parsed = parseWith(sherwoodOptionsSchema, raw, ({ path, message, issues }) => new SherwoodError("sherwood/invalid-options", message, path, issues), ["options"]);
  if ("scenario" in parsed) return setupScenario(rules, parsed);
  const options = parsed;
  try {
    rules.map(options.map);
  } catch {
    throw invalidOptions(`there is no map "${options.map.slice(0, 40)}"`, "options.map");
  }
  const { pieces, hidden } = placePieces(rules, options);
  return {
    schemaVersion: SHERWOOD_GAME_SCHEMA_VERSION,
    map: options.map,
    rules: options.rules,
    riderTurn: options.riderTurn,
    tieRule: options.tieRule,
    turns: options.turns,
    turn: 1,
    sides: options.sides.map((s) => s.id),
    active: 0,
    alliances: {},
    controllers: {},
    phase: "fire",
    pieces,
    fallen: [],
    fired: [],
    attacked: [],
    moved: [],
    moving: null,
    roll: null,
    effects: [],
    scores: Object.fromEntries(options.sides.map((side) => [side.id, 0])),
    advance: null,
    hidden,
    led: [],
    ambush: null,
    scenario: null,
    waiting: [],
    entered: {},
    fates: [],
    vigil: null,
    blinded: [],
  };
}
