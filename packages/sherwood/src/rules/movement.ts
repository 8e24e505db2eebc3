import { HEX_DIRECTIONS, hexDistance, hexNeighbors, riderHexes, type Hex, type Located, type RiderPosition } from "@tt/hexgrid";
import type { Modifier } from "@tt/tables";
import type { Board, HexInfo, SherwoodRules } from "../rules-data";
import { checkGround, checkId, checkOptions, checkPieces, checkPlace, OPTION } from "./checks";
import { CART_PASSENGERS, fills, findPiece, isEnemy, mod, pieceHexes, pieceLevel, type RuleRefusal, type SherwoodPiece } from "./pieces";

/**
 * One step's price: the movement points and each part of them with its rule, whether it ends the
 * move (a jump, SHW-4.5) and needs a jump roll, and whether the mover may stop there (SHW-4.1).
 *
 * @example
 * ```ts
 * import type { StepPrice } from "@tt/sherwood";
 * const p: StepPrice = { legal: true, cost: 6, parts: [{ label: "climb", value: 6, rule: "SHW-4.4" }], kind: "climb", endsMove: false, jumpRoll: false, canEnd: true };
 * ```
 */
export type StepPrice =
  | {
      readonly legal: true;
      readonly cost: number;
      readonly parts: readonly Modifier[];
      readonly kind: "walk" | "climb" | "along-tree" | "jump";
      readonly endsMove: boolean;
      readonly jumpRoll: boolean;
      readonly canEnd: boolean;
    }
  | ({ readonly legal: false } & RuleRefusal);

/**
 * Options of {@link moveCost} and {@link reachableMoves}.
 *
 * @example
 * ```ts
 * import type { MoveOptions } from "@tt/sherwood";
 * const o: MoveOptions = { jumpDown: true, riderTurn: 1 };
 * ```
 */
export interface MoveOptions {
  /** Leave a tree's trunk or the inn by jumping (4 MP, a roll, SHW-4.5) instead of climbing down (6 MP). Default false. */
  readonly jumpDown?: boolean;
  /** How many hexsides a rider may veer per hex moved (0-2, default 1): the README's rider-turning note. */
  readonly riderTurn?: 0 | 1 | 2;
  /**
   * The initiation rules' movement (SHW-I.MOVE): 1 MP a hex, 2 for difficult terrain (trees, scrub,
   * slopes) and through a window; no infiltration, no climbing, no jumping. Default false.
   */
  readonly initiation?: boolean;
}

type Mover = { readonly piece: SherwoodPiece; readonly mounted: boolean; readonly armoured: boolean };

const refuse = (rule: string, reason: string): StepPrice => ({ legal: false, rule, reason });

/** @internal Whether a hex is inside a building (a room hex; the balcony is not inside, SHW-3.1.1). */
export function isInterior(info: HexInfo | undefined): boolean {
  return info !== undefined && info.room !== null;
}

/**
 * @internal What bars a mover crossing the hexside from `a` into the adjacent `b` (same level): walls
 * (not doors), windows and low walls for riders; the +3 of a window or low wall on foot (SHW-4.1).
 */
function hexsideCrossing(rules: SherwoodRules, board: Board, mounted: boolean, a: Hex, b: Hex): RuleRefusal | { extra: Modifier | null } {
  const f = board.hexMap.hexsideFeatures(a, b);
  const opening = f.includes("door") || f.includes("window");
  if (f.includes("wall") && !opening) return { rule: "SHW-4.1", reason: "walls are impassable" };
  const obstacle = f.includes("window") ? "window" : f.includes("low-wall") ? "low wall" : null;
  if (obstacle === null) return { extra: null };
  if (mounted) return { rule: "SHW-4.1", reason: `only characters on foot can pass through a ${obstacle}` };
  return { extra: mod(`through a ${obstacle}`, rules.movementCost("window-or-low-wall"), "SHW-4.1") };
}

/** @internal The terrain cost of entering `to`, or why the mover may not (SHW-4, SHW-4.1). */
export function terrainEntry(rules: SherwoodRules, board: Board, mounted: boolean, to: Hex): RuleRefusal | { part: Modifier } {
  const info = board.info(to);
  if (info === undefined) return { rule: "SHW-4", reason: "off the board" };
  const row = rules.terrain(info.terrain);
  const cost = mounted ? row.mountedCost : row.footCost;
  if (cost === null) {
    if (!mounted || row.footCost === null) return { rule: "SHW-4.1", reason: `${row.name} is impassable` };
    return { rule: "SHW-4.1", reason: `characters on horseback cannot enter ${row.name.toLowerCase()}` };
  }
  return { part: mod(row.name, cost, mounted ? "SHW-4.3" : "SHW-4") };
}

/**
 * SHW-4.1: riders "can occupy door hexes": a rider's front may enter a room hex through its door from
 * outside, at the cost on foot, and go no further in (the README's rules note on doors).
 */
function doorwayEntry(rules: SherwoodRules, board: Board, from: Hex, to: Hex): { part: Modifier } | null {
  const inside = board.info(to);
  if (!isInterior(inside) || isInterior(board.info(from)) || !board.hexMap.hexsideHas(from, to, "door")) return null;
  const row = rules.terrain(inside!.terrain);
  return row.footCost === null ? null : { part: mod(`${row.name}, a doorway`, row.footCost, "SHW-4.1") };
}

/** Pieces by place (`q,r@level`), for each hex they fill: built once per pieces array, as the search asks thousands of times. */
const placesCache = new WeakMap<readonly SherwoodPiece[], Map<string, SherwoodPiece[]>>();
function piecesAt(board: Board, pieces: readonly SherwoodPiece[], hex: Hex, level: number): readonly SherwoodPiece[] {
  let index = placesCache.get(pieces);
  if (index === undefined) {
    index = new Map();
    for (const p of pieces) {
      const l = pieceLevel(board, p);
      for (const h of pieceHexes(p)) {
        const key = `${h.q},${h.r}@${l}`;
        const list = index.get(key);
        if (list === undefined) index.set(key, [p]);
        else list.push(p);
      }
    }
    placesCache.set(pieces, index);
  }
  return index.get(`${hex.q},${hex.r}@${level}`) ?? [];
}

/** The cart standing in `hex` (SHW-7.2), read from the index of places. */
const cartIn = (board: Board, pieces: readonly SherwoodPiece[], hex: Hex): SherwoodPiece | undefined => piecesAt(board, pieces, hex, 0).find((p) => p.equipment !== undefined);

/** A prisoner is guarded while an enemy character not stunned or captured stands beside him (SHW-6.6). */
function guarded(board: Board, pieces: readonly SherwoodPiece[], prisoner: SherwoodPiece): boolean {
  const level = pieceLevel(board, prisoner);
  return pieceHexes(prisoner).some((h) => hexNeighbors(h).some((n) => piecesAt(board, pieces, n, level).some((p) => isEnemy(prisoner, p) && p.state !== "stunned" && p.captured !== true)));
}

function enemiesNear(board: Board, pieces: readonly SherwoodPiece[], mover: SherwoodPiece, hexes: readonly Hex[], level: number): boolean {
  return hexes.some((h) => hexNeighbors(h).some((n) => piecesAt(board, pieces, n, level).some((p) => isEnemy(mover, p) && p.state !== "stunned" && !hexes.some((x) => x.q === n.q && x.r === n.r))));
}

function blockingEnemy(board: Board, pieces: readonly SherwoodPiece[], mover: SherwoodPiece, hex: Hex, level: number): SherwoodPiece | undefined {
  return piecesAt(board, pieces, hex, level).find((p) => isEnemy(mover, p) && p.state !== "stunned");
}

function occupied(board: Board, pieces: readonly SherwoodPiece[], mover: SherwoodPiece, hex: Hex, level: number): boolean {
  return piecesAt(board, pieces, hex, level).some((p) => p.id !== mover.id);
}

function infiltration(rules: SherwoodRules, board: Board, pieces: readonly SherwoodPiece[], mover: SherwoodPiece, from: readonly Hex[], to: readonly Hex[], level: number): Modifier | null {
  if (!enemiesNear(board, pieces, mover, from, level) || !enemiesNear(board, pieces, mover, to, level)) return null;
  return mod("infiltration", rules.movementCost("infiltration"), "SHW-4.2");
}

function moverOf(rules: SherwoodRules, piece: SherwoodPiece): Mover {
  const c = piece.character === undefined ? null : rules.character(piece.character);
  return { piece, mounted: piece.mounted === true && piece.facing !== undefined, armoured: c?.armoured ?? false };
}

function price(parts: Modifier[], kind: "walk" | "climb" | "along-tree" | "jump", canEnd: boolean): StepPrice {
  const jump = kind === "jump";
  return { legal: true, cost: parts.reduce((s, p) => s + p.value, 0), parts, kind, endsMove: jump, jumpRoll: jump, canEnd };
}

/** A foot character's step between two `Located` places (adjacent or the same hex). */
function footStep(rules: SherwoodRules, board: Board, pieces: readonly SherwoodPiece[], m: Mover, from: Located, to: Located, options: MoveOptions): StepPrice {
  const a = board.info(from);
  const b = board.info(to);
  if (a === undefined || b === undefined) return refuse("SHW-4", "off the board");
  const d = hexDistance(from, to);
  if (d > 1 || (d === 0 && from.level === to.level)) return refuse("SHW-4", "a step goes to an adjacent hex, or up or down in one hex");
  const upTree = (l: Located, i: HexInfo) => l.level === 1 && i.tree !== null && i.level === 0;
  const canEnd = !occupied(board, pieces, m.piece, to, to.level);
  const enemy = blockingEnemy(board, pieces, m.piece, to, to.level);
  if (enemy !== undefined) return refuse("SHW-4.1", `characters cannot pass through hexes containing living enemy characters (${enemy.id})`);
  const infil = infiltration(rules, board, pieces, m.piece, [from], [to], to.level);
  const extra = infil === null ? [] : [infil];
  const fromTree = upTree(from, a);
  const toTree = upTree(to, b);
  if (toTree && !fromTree) {
    if (d !== 0 || !a.trunk) return refuse("SHW-4.4", "characters climb up a large tree only at its trunk, the central hex");
    if (m.armoured) return refuse("SHW-4.4", "only an unarmoured character may climb into a tree");
    return price([mod("climb the trunk", rules.movementCost("climb-tree"), "SHW-4.4"), ...extra], "climb", canEnd);
  }
  if (fromTree && toTree) {
    if (a.tree === b.tree) return price([mod("along the tree", rules.movementCost("along-tree"), "SHW-4.4"), ...extra], "along-tree", canEnd);
    return price([mod("jump from tree to tree", rules.movementCost("jump"), "SHW-4.4"), ...extra], "jump", canEnd);
  }
  if (fromTree) {
    if (d === 0 && a.trunk && options.jumpDown !== true) return price([mod("climb down the trunk", rules.movementCost("climb-tree"), "SHW-4.4"), ...extra], "climb", canEnd);
    return price([mod("jump down from the tree", rules.movementCost("jump"), "SHW-4.5"), ...extra], "jump", canEnd);
  }
  if (d === 0) return refuse("SHW-4.4", "only a large tree can be climbed in its own hex");
  if (from.level !== a.level || to.level !== b.level) return refuse("SHW-4", "no such place: that hex has no such level");
  if (a.level !== b.level) return innLevels(rules, board, m, from, to, a, b, extra, canEnd, options);
  const side = hexsideCrossing(rules, board, false, from, to);
  if ("rule" in side) return refuse(side.rule, side.reason);
  const more = [...(side.extra === null ? [] : [side.extra]), ...extra];
  const cart = cartIn(board, pieces, to);
  if (cart !== undefined) return intoCart(rules, board, pieces, m, from, to, cart, more);
  const entry = terrainEntry(rules, board, false, to);
  if ("rule" in entry) return refuse(entry.rule, entry.reason);
  return price([entry.part, ...more], "walk", canEnd);
}

/** A character on foot steps into a cart's hex: 3 MP from outside the cart (SHW-7.2); he may stop there while it has room. */
function intoCart(rules: SherwoodRules, board: Board, pieces: readonly SherwoodPiece[], m: Mover, from: Hex, to: Hex, cart: SherwoodPiece, extra: Modifier[]): StepPrice {
  if (m.piece.character === undefined) return refuse("SHW-7.2", "only characters on foot enter a cart");
  const entry = fills(cart, from) ? terrainEntry(rules, board, false, to) : { part: mod("into a cart", rules.movementCost("enter-cart"), "SHW-7.2") };
  if ("rule" in entry) return refuse(entry.rule, entry.reason);
  const riders = piecesAt(board, pieces, to, 0).filter((p) => p.id !== m.piece.id && p.equipment === undefined).length;
  return price([entry.part, ...extra], "walk", riders < CART_PASSENGERS);
}

/** Between the ground and the inn's upper level: the staircase, climbing (6) or jumping (4), SHW-4.1/4.4/4.5. */
function innLevels(rules: SherwoodRules, board: Board, m: Mover, from: Hex, to: Hex, a: HexInfo, b: HexInfo, extra: Modifier[], canEnd: boolean, options: MoveOptions): StepPrice {
  const stairs = (i: HexInfo, j: HexInfo) => i.staircase !== null && j.balcony !== null;
  if (stairs(a, b) || stairs(b, a)) {
    const entry = terrainEntry(rules, board, false, to);
    if ("rule" in entry) return refuse(entry.rule, entry.reason);
    return price([entry.part, ...extra], "walk", canEnd);
  }
  const upper = a.level > b.level ? a : b;
  const window = board.hexMap.hexsideHas(from, to, "window");
  if (upper.room !== null && !window) return refuse("SHW-4.4", "the inn is climbed into only through a window");
  if (b.level < a.level && options.jumpDown === true) return price([mod("jump down from the inn", rules.movementCost("jump"), "SHW-4.5"), ...extra], "jump", canEnd);
  if (m.armoured) return refuse("SHW-4.4", "only an unarmoured character can climb into the inn or to its balcony");
  const entry = terrainEntry(rules, board, false, to);
  if ("rule" in entry) return refuse(entry.rule, entry.reason);
  return price([mod("climb to or from the inn", rules.movementCost("climb-into-inn"), "SHW-4.4"), ...extra], "climb", canEnd);
}

/** A rider's step: the front hex moves, the rear follows; costs on the front hex (SHW-4.3). */
function riderStep(rules: SherwoodRules, board: Board, pieces: readonly SherwoodPiece[], m: Mover, from: RiderPosition, to: RiderPosition, options: MoveOptions): StepPrice {
  const turn = Math.min((to.facing - from.facing + 6) % 6, (from.facing - to.facing + 6) % 6);
  const ahead = HEX_DIRECTIONS[to.facing];
  const forward = ahead !== undefined && to.front.q === from.front.q + ahead.q && to.front.r === from.front.r + ahead.r;
  if (!forward || turn > (options.riderTurn ?? 1)) return refuse("SHW-4.3", "a rider moves its front hex to the adjacent hex it then faces, veering at most as far as riders may turn");
  const toHexes = riderHexes(to);
  if (cartIn(board, pieces, to.front) !== undefined) return refuse("SHW-7.2", "only characters on foot enter a cart");
  const side = hexsideCrossing(rules, board, true, from.front, to.front);
  if ("rule" in side) return refuse(side.rule, side.reason);
  const entry = doorwayEntry(rules, board, from.front, to.front) ?? terrainEntry(rules, board, true, to.front);
  if ("rule" in entry) return refuse(entry.rule, entry.reason);
  const enemy = blockingEnemy(board, pieces, m.piece, to.front, 0);
  if (enemy !== undefined) return refuse("SHW-4.1", `characters cannot pass through hexes containing living enemy characters (${enemy.id})`);
  const canEnd = !toHexes.some((h) => occupied(board, pieces, m.piece, h, 0));
  const infil = infiltration(rules, board, pieces, m.piece, riderHexes(from), toHexes, 0);
  return price([entry.part, ...(infil === null ? [] : [infil])], "walk", canEnd);
}

/**
 * The price of one step of a character's move: terrain by foot or mounted (SHW-4, SHW-I.MOVE), walls,
 * doors, windows and low walls (+3, foot only), riders barred from trees, stairs and interiors, no
 * passing enemies, no ending on a character (SHW-4.1), infiltration (+2, SHW-4.2), riders' front hex
 * (SHW-4.3), climbing (6) and along a tree (4, SHW-4.4), jumps (4 and a roll, SHW-4.5). A foot step goes
 * between `Located` places (level 1 is up a tree, or the inn's upper floor and balcony); a rider's
 * between `RiderPosition`s.
 *
 * @param rules - the compiled rules (`sherwoodRules`)
 * @param board - the board
 * @param pieces - every piece on it
 * @param moverId - the moving piece's id
 * @param from - where it steps from
 * @param to - where it steps to
 * @param options - jumping down instead of climbing, rider turning
 * @returns the price, or the refusal with its rule
 * @throws {@link SherwoodError} `sherwood/unknown-id` for a mover not among the pieces; `sherwood/bad-argument` for
 *   pieces, places or options that are not what they should be (path `pieces[1].at`, `to.level`, `options.riderTurn`)
 * @example
 * ```ts
 * import { moveCost, sherwoodRules } from "@tt/sherwood";
 * const board = sherwoodRules.map("woods-edge");
 * const robin = { id: "robin", camp: "merry-men", character: "robin", at: board.tree("A").trunk };
 * const up = moveCost(sherwoodRules, board, [robin], "robin", { ...robin.at, level: 0 }, { ...robin.at, level: 1 });
 * up.legal && up.cost; // 6: climbing the trunk (SHW-4.4)
 * ```
 */
export function moveCost(
  rules: SherwoodRules,
  board: Board,
  pieces: readonly SherwoodPiece[],
  moverId: string,
  from: Located | RiderPosition,
  to: Located | RiderPosition,
  options: MoveOptions = {},
): StepPrice {
  checkGround(rules, board);
  const checked = checkPieces(rules, board, pieces);
  const piece = findPiece(checked, checkId(checked, moverId, "moverId"));
  checkPlace(board, from, "from");
  checkPlace(board, to, "to");
  checkOptions(options, MOVE_OPTIONS);
  return stepPrice(rules, board, checked, piece, from, to, options);
}

/** @internal The options of a move, as {@link checkOptions} reads them. */
export const MOVE_OPTIONS = { jumpDown: OPTION.boolean, riderTurn: OPTION.riderTurn, initiation: OPTION.boolean } as const;

/** @internal {@link moveCost} on checked arguments: the search's cost function calls it for every step. */
export function stepPrice(
  rules: SherwoodRules,
  board: Board,
  pieces: readonly SherwoodPiece[],
  piece: SherwoodPiece,
  from: Located | RiderPosition,
  to: Located | RiderPosition,
  options: MoveOptions,
): StepPrice {
  const standard = standardPrice(rules, board, pieces, piece, from, to, options);
  // No animal may move "Up the Tree" (SHW-7.1), nor climb or jump anywhere.
  if (piece.animal !== undefined && standard.legal && standard.kind !== "walk") return refuse("SHW-7.1", "animals only walk: no climbing or jumping");
  return options.initiation === true ? initiationPrice(standard) : standard;
}

/** The initiation rules' price of a step (SHW-I.MOVE): no climbing or jumping, no infiltration, a window or low wall makes the hex difficult (2). */
function initiationPrice(standard: StepPrice): StepPrice {
  if (!standard.legal) return standard;
  if (standard.kind !== "walk") return refuse("SHW-I.MOVE", "the initiation rules have no climbing or jumping");
  const [terrain, ...rest] = standard.parts.filter((p) => p.rule !== "SHW-4.2");
  const through = rest.find((p) => p.label.startsWith("through a"));
  const parts = through === undefined ? [terrain!] : [terrain!, mod(through.label, Math.max(0, 2 - terrain!.value), "SHW-I.MOVE")];
  return price(parts, "walk", standard.canEnd);
}

function standardPrice(
  rules: SherwoodRules,
  board: Board,
  pieces: readonly SherwoodPiece[],
  piece: SherwoodPiece,
  from: Located | RiderPosition,
  to: Located | RiderPosition,
  options: MoveOptions,
): StepPrice {
  const m = moverOf(rules, piece);
  if (piece.state === "stunned") return refuse("SHW-6.2", "a stunned character may not move");
  if (piece.captured === true && guarded(board, pieces, piece)) return refuse("SHW-6.6", "a prisoner is guarded while an enemy stands beside him");
  if (piece.shot === true && piece.character !== undefined && rules.character(piece.character).missileWeapon === "crossbow")
    return refuse("SHW-4.1", "crossbowmen that have shot during this turn's missile phase cannot move");
  if (m.mounted) {
    if (!("front" in from) || !("front" in to)) return refuse("SHW-4.3", "a rider's places are its front hex and facing");
    return riderStep(rules, board, pieces, m, from, to, options);
  }
  if ("front" in from || "front" in to) return refuse("SHW-4", "a character on foot stands in one place");
  return footStep(rules, board, pieces, m, from, to, options);
}

/** @internal Whether an attacker could step from its hex into the defender's by regular movement (SHW-5). */
export function canStepInto(rules: SherwoodRules, board: Board, mounted: boolean, from: Hex, to: Hex): RuleRefusal | null {
  const side = hexsideCrossing(rules, board, mounted, from, to);
  if ("rule" in side) return { rule: "SHW-5", reason: `the attacker could not enter the defender's hex: ${side.reason}` };
  const entry = (mounted ? doorwayEntry(rules, board, from, to) : null) ?? terrainEntry(rules, board, mounted, to);
  if ("rule" in entry) return { rule: "SHW-5", reason: `the attacker could not enter the defender's hex: ${entry.reason}` };
  return null;
}
