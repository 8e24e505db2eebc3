import type { TtIssue } from "@tt/engine";
import { HEX_DIRECTIONS, hexDistance, type Direction, type Hex, type RiderPosition } from "@tt/hexgrid";
import { SherwoodError } from "../errors";
import type { Board, SherwoodRules } from "../rules-data";
import { terrainEntry } from "../rules/movement";
import { CART_PASSENGERS, fills, pieceHexes, pieceLevel } from "../rules/pieces";
import { activeSide, clean, isCharacter, pieceOf, sameHex, withPiece, type GameContext } from "./context";
import type { SherwoodEvent } from "./events";
import type { GamePiece, SherwoodAction, SherwoodOptions, SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };
type ForcePiece = Extract<SherwoodOptions, { sides: unknown }>["sides"][number]["force"][number];

/**
 * The terrain a cart may enter (SHW-7.2: "no terrain other than flat terrain"): the ground (`clear`, roads
 * and courtyards included); never trees, scrub, slopes, buildings, stairs or the balcony.
 */
const FLAT_TERRAIN: readonly string[] = ["clear"];

/** The most movement points a cart moves in a turn behind this animal (SHW-7.2: 6 with a draft horse, 4 with an ox), or `null` if it draws no cart. */
function cartAllowance(rules: SherwoodRules, animal: GamePiece): number | null {
  if (animal.animal === undefined) return null;
  try {
    return rules.movementCost(`cart-${animal.animal}`);
  } catch {
    return null;
  }
}

/** Whether a cart may stand in `hex`: flat ground (SHW-7.2). */
function flat(board: Board, hex: Hex): boolean {
  const info = board.info(hex);
  return info !== undefined && info.level === 0 && info.room === null && FLAT_TERRAIN.includes(info.terrain);
}

/** Whether a cart crosses the hexside between two hexes: no wall (but a door), window or low wall. */
function open(board: Board, a: Hex, b: Hex): boolean {
  const f = board.hexMap.hexsideFeatures(a, b);
  return !(f.includes("window") || f.includes("low-wall") || (f.includes("wall") && !f.includes("door")));
}

/** @internal Whether a led animal may follow into `to` (its front hex): on foot's terms, never into a building, up the stairs or a tree's top; riderless horses may enter trees. */
export function animalMayEnter(ctx: GameContext, state: SherwoodState, animal: GamePiece, leader: string, from: Hex, to: Hex): boolean {
  const info = ctx.board.info(to);
  if (info === undefined || info.room !== null || info.level !== 0 || info.terrain === "stairs" || "rule" in terrainEntry(ctx.rules, ctx.board, false, to)) return false;
  const side = ctx.board.hexMap.hexsideFeatures(from, to);
  if (side.includes("wall") || side.includes("window") || side.includes("low-wall")) return false;
  return !state.pieces.some((p) => p.id !== animal.id && p.id !== leader && pieceLevel(ctx.board, p) === 0 && pieceHexes(p).some((h) => sameHex(h, to)));
}

const rearOf = (p: GamePiece): Hex => pieceHexes(p).at(-1)!;

/** Whether the cart stands behind the animal, ready to be drawn: its front hex next to the animal's rear, not to its front (SHW-7.2). */
function behind(animal: GamePiece, cart: GamePiece): boolean {
  return hexDistance(cart.at, rearOf(animal)) === 1 && hexDistance(cart.at, animal.at) === 2;
}

/** The cart this animal draws, if any. */
function cartDrawnBy(state: SherwoodState, animal: string): GamePiece | undefined {
  return state.pieces.find((p) => p.drawnBy === animal);
}

/** The characters riding in a cart (SHW-7.2), each with the index of the cart's hex he is in. */
function passengers(state: SherwoodState, cart: GamePiece): { piece: GamePiece; seat: number }[] {
  const hexes = pieceHexes(cart);
  const out: { piece: GamePiece; seat: number }[] = [];
  for (const p of state.pieces) {
    if (!isCharacter(p) || p.mounted === true || p.upTree === true) continue;
    const seat = hexes.findIndex((h) => sameHex(h, p.at));
    if (seat >= 0) out.push({ piece: p, seat });
  }
  return out;
}

/**
 * @internal The coachmen of a cart (SHW-7.2): characters in its hex next to its draft animal, on foot, neither stunned
 * nor prisoners, who have not given up control by shooting or attacking this turn.
 */
export function coachmen(state: SherwoodState, cart: GamePiece): GamePiece[] {
  const animal = cart.drawnBy === undefined ? undefined : state.pieces.find((p) => p.id === cart.drawnBy);
  if (animal === undefined) return [];
  const seats = pieceHexes(cart).filter((h) => pieceHexes(animal).some((a) => hexDistance(a, h) === 1));
  return passengers(state, cart)
    .map((x) => x.piece)
    .filter((p) => seats.some((h) => sameHex(h, p.at)) && p.state !== "stunned" && p.captured !== true && !state.fired.includes(p.id) && !state.attacked.includes(p.id));
}

/** @internal Whether an animal draws a cart a coachman controls: then no one leads it by the bridle (SHW-7.2). */
export function driven(state: SherwoodState, animal: string): boolean {
  const cart = cartDrawnBy(state, animal);
  return cart !== undefined && coachmen(state, cart).length > 0;
}

/**
 * @internal The cart behind an animal that has moved one step, and the passengers in it, following it
 * (SHW-7.2): the cart's front into the hex the animal's rear left, its rear into its front's old hex; or
 * `null` if the cart cannot follow (not flat ground, a wall, its movement points spent); `undefined` if
 * the animal draws no cart. `fresh`: the animal's first step this turn.
 */
export function followTrain(ctx: GameContext, state: SherwoodState, before: GamePiece, fresh: boolean): GamePiece[] | null | undefined {
  const cart = cartDrawnBy(state, before.id);
  if (cart === undefined) return undefined;
  const to = rearOf(before);
  if (!flat(ctx.board, to) || !open(ctx.board, cart.at, to)) return null;
  const spent = (fresh ? 0 : (cart.spent ?? 0)) + ctx.rules.terrain(ctx.board.info(to)!.terrain).footCost!;
  if (spent > (cartAllowance(ctx.rules, before) ?? 0)) return null;
  const facing = HEX_DIRECTIONS.findIndex((d) => cart.at.q + d.q === to.q && cart.at.r + d.r === to.r) as Direction;
  const moved = clean({ ...cart, at: to, facing: cart.facing === undefined ? undefined : facing, spent });
  const seats = pieceHexes(moved);
  return [moved, ...passengers(state, cart).map(({ piece, seat }) => ({ ...piece, at: seats[seat]! }))];
}

/** The animal moved to a place with its cart and passengers following, or `null` if they cannot. */
function train(ctx: GameContext, state: SherwoodState, animal: GamePiece, to: RiderPosition, fresh: boolean): GamePiece[] | null {
  const moved = followTrain(ctx, state, animal, fresh);
  return moved === null || moved === undefined ? null : [clean({ ...animal, at: to.front, facing: to.facing }), ...moved];
}

/** Where a draft animal can step next, veering at most as far as riders may (SHW-4.3, SHW-7.1). */
function animalSteps(ctx: GameContext, state: SherwoodState, animal: GamePiece, by: string): RiderPosition[] {
  const out: RiderPosition[] = [];
  if (animal.facing === undefined) return out;
  for (let turn = -state.riderTurn; turn <= state.riderTurn; turn++) {
    const facing = ((animal.facing + turn + 6) % 6) as Direction;
    const d = HEX_DIRECTIONS[facing]!;
    const front = { q: animal.at.q + d.q, r: animal.at.r + d.r };
    if (ctx.board.hexMap.has(front) && animalMayEnter(ctx, state, animal, by, animal.at, front)) out.push({ front, facing });
  }
  return out;
}

/**
 * Every drive the active side's coachmen can make now (SHW-7.2): instead of moving, a coachman moves the
 * draft animal one step at a time, the cart and its passengers following, within the cart's movement points.
 */
function driveActions(ctx: GameContext, state: SherwoodState): SherwoodAction[] {
  const side = activeSide(state);
  const out: SherwoodAction[] = [];
  for (const cart of state.pieces) {
    if (cart.drawnBy === undefined) continue;
    const animal = pieceOf(state, cart.drawnBy);
    const driving = state.moving?.piece === animal.id;
    if (!driving && state.moved.includes(animal.id)) continue;
    for (const c of coachmen(state, cart)) {
      if (c.camp !== side || c.shot === true || c.harnessing !== undefined) continue;
      if (driving ? c.drove !== state.turn : state.moved.includes(c.id) || state.moving?.piece === c.id) continue;
      for (const to of animalSteps(ctx, state, animal, c.id)) if (train(ctx, state, animal, to, !driving) !== null) out.push({ type: "drive", piece: c.id, to });
    }
  }
  return out;
}

/** @internal A coachman drives one step (SHW-7.2): the animal moves, the cart and its passengers follow; he moves no more himself this turn. */
export function drive(ctx: GameContext, state: SherwoodState, id: string, to: RiderPosition): Step {
  const coachman = pieceOf(state, id);
  const cart = state.pieces.find((p) => p.drawnBy !== undefined && coachmen(state, p).some((c) => c.id === id))!;
  const animal = pieceOf(state, cart.drawnBy!);
  const driving = state.moving?.piece === animal.id;
  let next: SherwoodState = driving || state.moving === null ? state : { ...state, moved: [...state.moved, state.moving.piece], moving: null };
  for (const p of train(ctx, next, animal, to, !driving)!) next = withPiece(next, p.id, p);
  next = withPiece(next, id, { ...pieceOf(next, id), drove: state.turn });
  const spent = pieceOf(next, cart.id).spent ?? 0;
  const moved = next.moved.includes(id) ? next.moved : [...next.moved, id];
  const allowance = cartAllowance(ctx.rules, animal) ?? 0;
  return {
    state: { ...next, moved, moving: { piece: animal.id, spent } },
    events: [{ type: "drove", piece: coachman.id, animal: animal.id, cart: cart.id, to, spent, allowance, rule: "SHW-7.2" }],
  };
}

/** Whether a character stands next to a piece (or in one of its hexes). */
const beside = (c: GamePiece, p: GamePiece): boolean => pieceHexes(p).some((h) => hexDistance(h, c.at) <= 1);

/**
 * Every harnessing the active side's characters can begin (SHW-7.2): a character on foot on the ground, who
 * has not fired, moved or attacked this turn, next to a draft animal and a cart standing behind it, harnesses
 * them; next to a cart and the animal drawing it, unharnesses them.
 */
function harnessActions(state: SherwoodState, rules: SherwoodRules): SherwoodAction[] {
  const side = activeSide(state);
  const out: SherwoodAction[] = [];
  const busy = new Set(state.pieces.flatMap((p) => (p.harnessing === undefined ? [] : [p.harnessing.cart, p.harnessing.animal])));
  for (const c of state.pieces) {
    if (c.camp !== side || !isCharacter(c) || c.mounted === true || c.upTree === true || c.state === "stunned" || c.captured === true || c.shot === true) continue;
    if (c.harnessing !== undefined || state.moved.includes(c.id) || state.moving?.piece === c.id || state.fired.includes(c.id) || state.attacked.includes(c.id)) continue;
    for (const cart of state.pieces) {
      if (cart.equipment === undefined || busy.has(cart.id) || !beside(c, cart)) continue;
      if (cart.drawnBy !== undefined) {
        if (beside(c, pieceOf(state, cart.drawnBy))) out.push({ type: "unharness", piece: c.id, cart: cart.id });
        continue;
      }
      for (const a of state.pieces) {
        if (busy.has(a.id) || cartAllowance(rules, a) === null || cartDrawnBy(state, a.id) !== undefined || !beside(c, a) || !behind(a, cart)) continue;
        out.push({ type: "harness", piece: c.id, cart: cart.id, animal: a.id });
      }
    }
  }
  return out;
}

/** @internal The cart actions of the movement phase: drives and harnessing (SHW-7.2). */
export function cartActions(ctx: GameContext, state: SherwoodState): SherwoodAction[] {
  if (!state.pieces.some((p) => p.equipment !== undefined)) return [];
  return [...driveActions(ctx, state), ...harnessActions(state, ctx.rules)];
}

/** @internal A character begins harnessing or unharnessing (SHW-7.2): it takes his whole turn, so he is done moving and will neither shoot nor attack. */
export function beginHarness(state: SherwoodState, id: string, cart: string, animal: string | undefined): Step {
  const c = pieceOf(state, id);
  const team = animal ?? pieceOf(state, cart).drawnBy!;
  const before = state.moving === null ? state : { ...state, moved: [...state.moved, state.moving.piece], moving: null };
  const next = withPiece(before, id, { ...c, harnessing: { cart, animal: team, turn: state.turn } });
  return {
    state: { ...next, moved: next.moved.includes(id) ? next.moved : [...next.moved, id] },
    events: [{ type: "harnessing", piece: id, cart, animal: team, unharness: animal === undefined, rule: "SHW-7.2" }],
  };
}

/** @internal Whether a character may not shoot or attack now: he drove a cart this turn, or spends it harnessing (SHW-7.2). */
export const tiedToCart = (state: SherwoodState, p: GamePiece): boolean => p.harnessing !== undefined || p.drove === state.turn;

/**
 * @internal Harnessing done (SHW-7.2): once the turn of a character's side is over, the cart he spent it on
 * is harnessed to the animal (or unharnessed), if he, the cart and the animal are still there and together;
 * a cart whose animal is gone is drawn by nothing; and a lead by the bridle ends when a coachman controls the cart.
 */
export function settleCarts(state: SherwoodState): Step {
  if (!state.pieces.some((p) => p.harnessing !== undefined || p.drawnBy !== undefined)) return { state, events: [] };
  let next = state;
  const events: SherwoodEvent[] = [];
  for (const c of state.pieces) {
    const h = c.harnessing;
    if (h === undefined) continue;
    const gone = !state.pieces.some((p) => p.id === h.cart) || !state.pieces.some((p) => p.id === h.animal);
    if (!gone && c.camp === activeSide(state) && h.turn === state.turn) continue;
    next = withPiece(next, c.id, clean({ ...pieceOf(next, c.id), harnessing: undefined }));
    const cart = next.pieces.find((p) => p.id === h.cart);
    const animal = next.pieces.find((p) => p.id === h.animal);
    if (cart === undefined || animal === undefined || c.state === "stunned" || !beside(c, cart) || !beside(c, animal)) continue;
    const harnessed = cart.drawnBy === undefined;
    if (harnessed && (!behind(animal, cart) || cartDrawnBy(next, animal.id) !== undefined)) continue;
    if (!harnessed && cart.drawnBy !== animal.id) continue;
    next = withPiece(next, cart.id, clean({ ...cart, drawnBy: harnessed ? animal.id : undefined, spent: undefined }));
    events.push({ type: "harnessed", piece: c.id, cart: cart.id, animal: animal.id, unharness: !harnessed, rule: "SHW-7.2" });
  }
  for (const cart of next.pieces) {
    if (cart.drawnBy !== undefined && !next.pieces.some((p) => p.id === cart.drawnBy)) next = withPiece(next, cart.id, clean({ ...cart, drawnBy: undefined }));
  }
  // A coachman on the box takes the reins from whoever led the animal by the bridle.
  const led = next.led.filter((l) => !driven(next, l.animal));
  return { state: led.length === next.led.length ? next : { ...next, led }, events };
}

/** A refusal of a force's cart or passenger. */
const invalid = (message: string, path: string) => new SherwoodError("sherwood/invalid-options", message, path);

/**
 * @internal A force's cart or carriage (SHW-7.2): its id the equipment's, numbered when there are several;
 * on flat ground, a carriage with a facing; harnessed to an animal of the forces listed before it.
 */
export function placeCart(rules: SherwoodRules, board: Board, side: string, f: ForcePiece, at: Hex | null, pieces: readonly GamePiece[], path: string): GamePiece {
  const data = rules.equipment(f.equipment!);
  if (at === null || f.hidden === true || f.mounted === true || f.in !== undefined) throw invalid("a cart has a hex and is neither hidden, mounted nor in a cart", path);
  const count = pieces.filter((p) => p.equipment === data.id).length;
  const placed: GamePiece = { id: count === 0 ? data.id : `${data.id}-${count + 1}`, camp: side, equipment: data.id, at, ...(data.hexes === 2 ? { facing: f.facing ?? 0 } : {}) };
  if (!pieceHexes(placed).every((h) => flat(board, h))) throw invalid("a cart stands on flat ground only (SHW-7.2)", `${path}.at`);
  if (f.harnessedTo === undefined) return placed;
  const animal = pieces.find((p) => p.id === f.harnessedTo);
  if (animal === undefined || cartAllowance(rules, animal) === null) throw invalid("harnessed to a draft animal (a draft horse or an ox) listed before the cart", `${path}.harnessedTo`);
  if (!behind(animal, placed) || pieces.some((p) => p.drawnBy === animal.id))
    throw invalid("a cart is harnessed behind its animal: its front hex next to the animal's rear hex, not its front", `${path}.harnessedTo`);
  return { ...placed, drawnBy: animal.id };
}

/** @internal Where a character starting in a cart sits (SHW-7.2): its first hex with room, the front (the coachman's seat) first. */
export function seatIn(pieces: readonly GamePiece[], cartId: string, path: string): Hex {
  const cart = pieces.find((p) => p.id === cartId && p.equipment !== undefined);
  if (cart === undefined) throw invalid("in a cart listed before him", `${path}.in`);
  const seat = pieceHexes(cart).find((h) => pieces.filter((p) => p.equipment === undefined && fills(p, h)).length < CART_PASSENGERS);
  if (seat === undefined) throw invalid("the cart is full", `${path}.in`);
  return seat;
}

/**
 * @internal How a state's carts break the invariants (SHW-7.2): a cart off flat ground; drawn by no living
 * animal, or not behind it; a harnessing naming a cart or animal that is not there.
 */
export function cartProblems(board: Board, state: SherwoodState): TtIssue[] {
  const problems: TtIssue[] = [];
  const living = new Map(state.pieces.map((p) => [p.id, p]));
  state.pieces.forEach((p, i) => {
    if (p.equipment !== undefined && !pieceHexes(p).every((h) => flat(board, h))) problems.push({ path: `pieces[${i}].at`, message: "a cart stands on flat ground only (SHW-7.2)" });
    if (p.drawnBy !== undefined) {
      const animal = living.get(p.drawnBy);
      if (p.equipment === undefined || animal === undefined || animal.animal === undefined) problems.push({ path: `pieces[${i}].drawnBy`, message: "a cart is drawn by a living animal" });
      else if (hexDistance(p.at, rearOf(animal)) !== 1) problems.push({ path: `pieces[${i}].drawnBy`, message: "a cart follows right behind its animal" });
    }
    const h = p.harnessing;
    if (h !== undefined && (living.get(h.cart)?.equipment === undefined || living.get(h.animal)?.animal === undefined))
      problems.push({ path: `pieces[${i}].harnessing`, message: "no such cart or animal" });
  });
  return problems;
}
