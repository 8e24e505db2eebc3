import { riderHexes, type Direction, type Hex } from "@tt/hexgrid";
import { excerpt } from "@tt/internal";
import { SherwoodError } from "../errors";
import type { Board, SherwoodRules } from "../rules-data";
import { CART_PASSENGERS, type SherwoodPiece } from "./pieces";

/**
 * The most pieces a rules function reads in one call: far more than any scenario fields (about 60),
 * so that a front end's mistake is refused at once instead of making every step slow.
 *
 * @example
 * ```ts
 * import { MAX_PIECES } from "@tt/sherwood";
 * MAX_PIECES; // 1000
 * ```
 */
export const MAX_PIECES = 1000;

const STATES: readonly unknown[] = ["healthy", "stunned", "wounded"];

const bad = (path: string, message: string): never => {
  throw new SherwoodError("sherwood/bad-argument", message, path);
};

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

function checkOptionalBoolean(piece: Record<string, unknown>, key: string, path: string): void {
  if (piece[key] !== undefined && typeof piece[key] !== "boolean") bad(`${path}.${key}`, `is ${excerpt(piece[key])}, not true or false`);
}

function checkHex(board: Board, value: unknown, path: string): Hex {
  if (typeof value !== "object" || value === null) return bad(path, `is ${excerpt(value)}, not a hex { q, r }`);
  const { q, r } = value as { q?: unknown; r?: unknown };
  if (!isInt(q)) return bad(`${path}.q`, `is ${excerpt(q)}, not a whole number`);
  if (!isInt(r)) return bad(`${path}.r`, `is ${excerpt(r)}, not a whole number`);
  if (!board.hexMap.has({ q, r })) return bad(path, `${q},${r} is not on the board`);
  return { q, r };
}

/** One piece's shape and references; returns its hexes with their levels, for the occupancy check. */
function checkPiece(rules: SherwoodRules, board: Board, value: unknown, path: string): { id: string; spots: string[]; room: "cart" | "passenger" | "solid" } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return bad(path, `is ${excerpt(value)}, not a piece`);
  const piece = value as Record<string, unknown>;
  if (typeof piece.id !== "string" || piece.id === "") bad(`${path}.id`, `is ${excerpt(piece.id)}, not a non-empty string`);
  if (typeof piece.camp !== "string") bad(`${path}.camp`, `is ${excerpt(piece.camp)}, not a string`);
  if (piece.alliance !== undefined && typeof piece.alliance !== "string") bad(`${path}.alliance`, `is ${excerpt(piece.alliance)}, not a string`);
  const isCharacter = piece.character !== undefined;
  const kinds = (["character", "animal", "equipment"] as const).filter((k) => piece[k] !== undefined);
  if (kinds.length !== 1) bad(path, "names exactly one of character, animal and equipment");
  const kind = kinds[0]!;
  if (typeof piece[kind] !== "string") bad(`${path}.${kind}`, `is ${excerpt(piece[kind])}, not an id`);
  try {
    if (kind === "character") rules.character(piece.character as string);
    else if (kind === "animal") rules.animal(piece.animal as string);
    else rules.equipment(piece.equipment as string);
  } catch (error) {
    if (error instanceof SherwoodError) throw new SherwoodError("sherwood/unknown-id", error.message, `${path}.${kind}`);
    throw error;
  }
  const at = checkHex(board, piece.at, `${path}.at`);
  if (piece.state !== undefined && !STATES.includes(piece.state)) bad(`${path}.state`, `is ${excerpt(piece.state)}, not healthy, stunned or wounded`);
  for (const key of ["mounted", "upTree", "shot", "captured"]) checkOptionalBoolean(piece, key, path);
  const facing = piece.facing;
  if (facing !== undefined && !(isInt(facing) && facing >= 0 && facing <= 5)) bad(`${path}.facing`, `is ${excerpt(facing)}, not a direction 0-5`);
  if (piece.mounted === true) {
    if (facing === undefined) bad(`${path}.facing`, "a rider needs a facing");
    if (!isCharacter || rules.character(piece.character as string).mounted === null) bad(`${path}.mounted`, "only a character with mounted counters rides");
  }
  if (piece.upTree === true && (facing !== undefined || board.info(at)?.tree === null)) bad(`${path}.upTree`, "only a character on foot in a tree hex is up the tree");
  const hexes = facing === undefined ? [at] : riderHexes({ front: at, facing: facing as Direction });
  hexes.forEach((h, i) => {
    if (i > 0 && !board.hexMap.has(h)) bad(`${path}.facing`, `the rear hex ${h.q},${h.r} is not on the board`);
  });
  const level = piece.upTree === true ? 1 : (board.info(at)?.level ?? 0);
  const rides = kind === "character" && piece.mounted !== true;
  return { id: piece.id as string, spots: hexes.map((h) => `${h.q},${h.r}@${level}`), room: kind === "equipment" ? "cart" : rides ? "passenger" : "solid" };
}

/** What stands on one place: nothing, a piece, or a cart with its passengers (SHW-7.2). */
interface Place {
  readonly first: number;
  readonly cart: boolean;
  readonly passengers: number;
  readonly solid: boolean;
}

/** Whether one more piece may share a place with what stands there: only characters on foot, in a cart with room (SHW-7.2). */
function share(place: Place, room: "cart" | "passenger" | "solid"): Place | null {
  const next = { ...place, cart: place.cart || room === "cart", passengers: place.passengers + (room === "passenger" ? 1 : 0), solid: place.solid || room === "solid" };
  if (next.solid || (room === "cart" && place.cart)) return null;
  return next.cart && next.passengers <= CART_PASSENGERS ? next : null;
}

/**
 * @internal Checks the pieces a rules function is given, once per call (SHW-1.1): an array of at most
 * {@link MAX_PIECES} pieces, each with a unique id, a camp, a known character or animal, a hex on the
 * board, a facing 0-5 (a rider's or a two-hex animal's, both hexes on the board), flags that are booleans,
 * a state; and one living piece per place (a hex at a level: up a tree is above the ground), but for a cart
 * and the characters on foot riding in it, at most {@link CART_PASSENGERS} a hex (SHW-7.2).
 * Throws `sherwood/bad-argument` (or `sherwood/unknown-id`) with the path, as `pieces[3].at.q`.
 */
export function checkPieces(rules: SherwoodRules, board: Board, pieces: unknown): readonly SherwoodPiece[] {
  if (!Array.isArray(pieces)) return bad("pieces", `is ${excerpt(pieces)}, not an array`);
  if (pieces.length > MAX_PIECES) bad("pieces", `has ${pieces.length} pieces, more than ${MAX_PIECES}`);
  const ids = new Set<string>();
  const places = new Map<string, Place>();
  pieces.forEach((value, i) => {
    const { id, spots, room } = checkPiece(rules, board, value, `pieces[${i}]`);
    if (ids.has(id)) bad(`pieces[${i}].id`, `${excerpt(id)} is the id of an earlier piece`);
    ids.add(id);
    for (const spot of spots) {
      const here = places.get(spot);
      const next = here === undefined ? { first: i, cart: room === "cart", passengers: room === "passenger" ? 1 : 0, solid: room === "solid" } : share(here, room);
      if (next === null)
        bad(`pieces[${i}].at`, `stands where pieces[${here!.first}] stands (${spot.replace("@", " at level ")}): one living character per hex, or ${CART_PASSENGERS} on foot in a cart`);
      places.set(spot, next!);
    }
  });
  return pieces as readonly SherwoodPiece[];
}

/** @internal Checks an id argument: a string naming one of the pieces. */
export function checkId(pieces: readonly SherwoodPiece[], id: unknown, path: string): string {
  if (typeof id !== "string") return bad(path, `is ${excerpt(id)}, not a piece id`);
  if (!pieces.some((p) => p.id === id)) throw new SherwoodError("sherwood/unknown-id", `no piece ${excerpt(id)} among the pieces`, path);
  return id;
}

/** @internal Checks a list of ids: an array of distinct ids of pieces, at most as many as the pieces. */
export function checkIds(pieces: readonly SherwoodPiece[], ids: unknown, path: string): readonly string[] {
  if (!Array.isArray(ids)) return bad(path, `is ${excerpt(ids)}, not an array of piece ids`);
  if (ids.length > pieces.length) bad(path, `names ${ids.length} pieces, more than there are`);
  for (const [i, id] of ids.entries()) checkId(pieces, id, `${path}[${i}]`);
  if (new Set(ids).size !== ids.length) bad(path, "names a piece twice");
  return ids as readonly string[];
}

/** @internal Checks the compiled rules a rules function is handed. */
export function checkRules(rules: unknown): void {
  if (typeof rules !== "object" || rules === null || typeof (rules as SherwoodRules).character !== "function") bad("rules", "is not the compiled rules (sherwoodRules or loadSherwoodData's result)");
}

/** @internal Checks the compiled rules and the board a rules function is handed. */
export function checkGround(rules: unknown, board: unknown): void {
  checkRules(rules);
  if (typeof board !== "object" || board === null || typeof (board as Board).info !== "function" || typeof (board as Board).hexMap !== "object")
    bad("board", "is not a board (rules.map(id) or rules.scenario(n).board)");
}

/** What an option may be: a predicate and the words for it. */
type OptionSpec = Readonly<Record<string, readonly [(v: unknown) => boolean, string]>>;

/** @internal Checks an options object: undefined, or an object whose known keys have allowed values. */
export function checkOptions(options: unknown, spec: OptionSpec, path = "options"): void {
  if (options === undefined) return;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return bad(path, `is ${excerpt(options)}, not an options object`);
  for (const [key, [ok, words]] of Object.entries(spec)) {
    const v = (options as Record<string, unknown>)[key];
    if (v !== undefined && !ok(v)) bad(`${path}.${key}`, `is ${excerpt(v)}, not ${words}`);
  }
}

/** @internal Option predicates shared by the rules functions. */
export const OPTION = {
  boolean: [(v: unknown) => typeof v === "boolean", "true or false"],
  riderTurn: [(v: unknown) => v === 0 || v === 1 || v === 2, "0, 1 or 2"],
  tieRule: [(v: unknown) => v === "both" || v === "either", '"both" or "either"'],
  budget: [(v: unknown) => isInt(v) && v >= 0 && v <= 1000, "a whole number of movement points from 0 to 1000"],
} as const;

/** @internal Checks a place a step goes from or to: a `Located` on the board (level 0 or 1) or a `RiderPosition`. */
export function checkPlace(board: Board, value: unknown, path: string): void {
  if (typeof value !== "object" || value === null) return bad(path, `is ${excerpt(value)}, not a place`);
  if ("front" in value) {
    checkHex(board, (value as { front: unknown }).front, `${path}.front`);
    const facing = (value as { facing?: unknown }).facing;
    if (!(isInt(facing) && facing >= 0 && facing <= 5)) bad(`${path}.facing`, `is ${excerpt(facing)}, not a direction 0-5`);
    return;
  }
  checkHex(board, value, path);
  const level = (value as { level?: unknown }).level;
  if (level !== 0 && level !== 1) bad(`${path}.level`, `is ${excerpt(level)}, not 0 (the ground) or 1 (up a tree, the inn's upper floor)`);
}
