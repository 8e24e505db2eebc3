import { hexDistance, hexNeighbors, type Hex } from "@tt/hexgrid";
import { coachmen } from "../game/carts";
import { adjacentPieces, pieceHexes } from "../rules/pieces";
import type { GamePiece, SherwoodAction } from "../game/schemas";
import { cartRoadField, coverAt, distanceField, fieldAt } from "./fields";
import { flightScore } from "./flight";
import { packGoals } from "./pack";
import type { Reading } from "./strikes";

type Place = Extract<SherwoodAction, { type: "step" }>["to"];

/** @internal The hex a place stands for (a rider's front hex). */
export const hexOf = (to: Place | Hex): Hex => ("front" in to ? to.front : to);

/** @internal Whether a piece is an enemy of the reading's player. */
export function isEnemy(r: Reading, p: GamePiece): boolean {
  const ours = r.goals.camps;
  if (ours.includes(p.camp)) return false;
  const alliance = (camp: string) => (Object.hasOwn(r.state.alliances, camp) ? r.state.alliances[camp]! : camp);
  return !ours.some((c) => alliance(c) === (p.alliance ?? alliance(p.camp)));
}

/** @internal The enemy characters (and wild animals) on the board, not captured. */
export function enemiesOf(r: Reading): GamePiece[] {
  return r.state.pieces.filter((p) => isEnemy(r, p) && p.captured !== true && (p.character !== undefined || (p.animal !== undefined && r.ctx.rules.animal(p.animal).kind === "wild")));
}

/** @internal The walking distance from `h` to the nearest enemy (hex distance; a large number when none). */
export function enemyDistance(enemies: readonly GamePiece[], h: Hex): number {
  let best = 99;
  for (const e of enemies) for (const x of pieceHexes(e)) best = Math.min(best, hexDistance(x, h));
  return best;
}

/** What a piece is moving for, this decision. */
type Role = { kind: "field"; field: Float64Array; hold: number } | { kind: "safety" } | { kind: "shooter"; range: number; focus: Hex[] };

const ring = (hexes: readonly Hex[]): Hex[] => hexes.flatMap((h) => hexNeighbors(h));

/** The walking distance of every hex to the board's outer edge (where scenario 3's prisoners leave). */
function edgeField(r: Reading): Float64Array {
  const board = r.ctx.board;
  return distanceField(
    r.ctx.rules,
    board,
    board.outerSides.flatMap((s) => board.side(s.map, s.side)).map((hex) => ({ hex, offset: 0 })),
  );
}

/**
 * @internal The hexes that bar a character's way out: inside a building, the hexes just outside its
 * doors, windows and open sides (scenario 3's warehouse: its door and back window); elsewhere those
 * beside him nearer the edge than he is, and two steps on.
 */
export function exitSide(r: Reading, at: Hex): Hex[] {
  const openings = buildingExits(r, at);
  if (openings.length > 0) return openings;
  const edge = edgeField(r);
  const own = fieldAt(r.ctx.rules, r.ctx.board, edge, at);
  const first = hexNeighbors(at).filter((h) => fieldAt(r.ctx.rules, r.ctx.board, edge, h) < own);
  const second = first.flatMap((h) => hexNeighbors(h)).filter((h) => fieldAt(r.ctx.rules, r.ctx.board, edge, h) < own - 1);
  return first.length === 0 ? hexNeighbors(at) : [...first, ...second];
}

/** The hexes outside the openings of the building `at` is in (none outside buildings). */
function buildingExits(r: Reading, at: Hex): Hex[] {
  const board = r.ctx.board;
  const home = board.info(at)?.building ?? null;
  if (home === null) return [];
  const out = new Map<string, Hex>();
  for (const info of board.hexes) {
    if (info.building !== home) continue;
    for (const n of hexNeighbors(info.hex)) {
      const outside = board.info(n);
      if (outside === undefined || outside.building === home) continue;
      const side = board.hexMap.hexsideFeatures(info.hex, n);
      if (side.includes("door") || side.includes("window") || !side.includes("wall")) out.set(`${n.q},${n.r}`, n);
    }
  }
  return [...out.values()];
}

/** @internal Where a piece wants to go, by its character and its side's objectives. */
function roleOf(r: Reading, piece: { id: string; character?: string; animal?: string; state?: string }, enemies: readonly GamePiece[]): Role {
  const { goals, ctx, state } = r;
  const id = piece.character ?? piece.animal ?? piece.id;
  const board = ctx.board;
  const field = (goalsAt: { hex: Hex; offset: number }[], hold = 0): Role => (goalsAt.length === 0 ? { kind: "safety" } : { kind: "field", field: distanceField(ctx.rules, board, goalsAt), hold });
  if (goals.leave.includes(id)) return field(board.outerSides.flatMap((s) => board.side(s.map, s.side)).map((hex) => ({ hex, offset: 0 })));
  const m = goals.marriage;
  if (m !== null && (id === m.suitor || id === m.priest || id === m.bride)) {
    const bride = state.pieces.find((p) => p.character === m.bride);
    const inside = board.hexes.filter((h) => h.building === m.building).map((info) => ({ hex: info.hex, offset: 0 }));
    // The bride free and not ours: the suitor goes to fetch her first.
    if (id !== m.bride && bride !== undefined && !goals.camps.includes(bride.camp) && id === m.suitor) return field([{ hex: bride.at, offset: 0 }]);
    return field(inside);
  }
  // A side that wins by attrition goes for the enemies still standing, its fast pieces for the shooters.
  const pack = packGoals(r, piece.id, enemies);
  if (pack !== undefined) return field(pack);
  if ((goals.protect[id] ?? 0) > 0 || piece.state === "wounded") return { kind: "safety" };
  const weapon = piece.character === undefined ? null : ctx.rules.character(piece.character).missileWeapon;
  const targetPieces = state.pieces.filter(
    (p) => isEnemy(r, p) && p.captured !== true && ((goals.targets[p.character ?? ""] ?? 0) > 0 || goals.animalTargets.includes(p.animal ?? "") || goals.block.includes(p.character ?? "")),
  );
  const reachOne = goals.reach === null ? undefined : state.pieces.find((p) => p.character === goals.reach && p.captured !== true);
  const vip = state.pieces.filter((p) => goals.camps.includes(p.camp) && ((goals.protect[p.character ?? ""] ?? 0) > 0 || p.character === goals.screen));
  const guarded = vip.flatMap((v) => enemies.filter((e) => hexDistance(e.at, v.at) <= 5));
  // Scenario 4's treasure: fighters go for the carriage while another side holds it, and stand by it while theirs.
  const cart = goals.treasure === null ? undefined : state.pieces.find((p) => p.equipment === goals.treasure);
  const held = cart !== undefined && state.pieces.some((p) => p.character !== undefined && goals.camps.includes(p.camp) && pieceHexes(cart).some((h) => h.q === p.at.q && h.r === p.at.r));
  const cartGuards = cart === undefined || held ? [] : enemies.filter((e) => pieceHexes(cart).some((h) => hexDistance(h, e.at) <= 3));
  const focus = targetPieces.length > 0 ? targetPieces : guarded.length > 0 ? guarded : cartGuards.length > 0 ? cartGuards : enemies;
  // A shooter boards the carriage to take it once its guards are thin (a cart gives cover, SHW-7.3).
  const boardable = cart !== undefined && !held && targetPieces.length === 0 && cartGuards.filter((e) => pieceHexes(cart).some((h) => hexDistance(h, e.at) <= 1)).length <= 1;
  if (boardable) return field(pieceHexes(cart).map((hex) => ({ hex, offset: 0 })));
  if (weapon !== null && weapon !== "javelin") return { kind: "shooter", range: Math.min(7, ctx.rules.weaponRange(weapon).short), focus: focus.map((p) => p.at) };
  const goalsAt: { hex: Hex; offset: number }[] = [];
  if (reachOne !== undefined) for (const hex of ring([reachOne.at])) goalsAt.push({ hex, offset: 0 });
  for (const p of targetPieces) for (const hex of goals.block.includes(p.character ?? "") ? exitSide(r, p.at) : ring(pieceHexes(p))) goalsAt.push({ hex, offset: 0 });
  for (const p of guarded) for (const hex of ring(pieceHexes(p))) goalsAt.push({ hex, offset: 0 });
  if (goals.screen !== null || (vip.length > 0 && targetPieces.length === 0)) for (const v of vip) for (const hex of ring([v.at])) goalsAt.push({ hex, offset: 2 });
  if (cart !== undefined) for (const hex of held ? ring(pieceHexes(cart)) : pieceHexes(cart)) goalsAt.push({ hex, offset: held ? 1 : 0 });
  // Any enemy is a goal when nothing else is; the carriage still to take comes first by a few steps.
  const rest = goals.attrition || targetPieces.length === 0 ? (cart !== undefined && !held ? 3 : 0) : 5;
  if (goalsAt.length === 0 || rest === 0) for (const e of enemies) for (const hex of ring(pieceHexes(e))) goalsAt.push({ hex, offset: rest });
  return field(goalsAt);
}

/** The cart whose hexes hold `h`, if any (a character in it has cover and the defender's advantage, SHW-7.3). */
const cartAt = (r: Reading, h: Hex): GamePiece | undefined => r.state.pieces.find((p) => p.equipment !== undefined && pieceHexes(p).some((x) => x.q === h.q && x.r === h.r));

/** Whether a cart carries what the reading's side keeps: a character it protects, or the treasure with one of its own aboard. */
function cartWorthKeeping(r: Reading, cart: GamePiece): boolean {
  const { state, goals } = r;
  const aboard = state.pieces.filter((p) => p.character !== undefined && goals.camps.includes(p.camp) && pieceHexes(cart).some((h) => h.q === p.at.q && h.r === p.at.r));
  return aboard.some((p) => (goals.protect[p.character!] ?? 0) > 0) || (cart.equipment === goals.treasure && aboard.length > 0);
}

/** The cart a piece sits on the box of, when that cart is worth keeping: he stays there to drive it (SHW-7.2). */
function keptCart(r: Reading, piece: GamePiece): GamePiece | undefined {
  const cart = cartAt(r, piece.at);
  return cart !== undefined && coachmen(r.state, cart).some((c) => c.id === piece.id) && cartWorthKeeping(r, cart) ? cart : undefined;
}

/**
 * How much a coachman's drive gains (SHW-7.2): a cart worth keeping is driven away from the enemy, others
 * stay; in a turn the scenario forces a drive, towards the village.
 */
function driveGain(r: Reading, a: Extract<SherwoodAction, { type: "drive" }>, enemies: readonly GamePiece[]): number {
  const coachman = r.state.pieces.find((p) => p.id === a.piece);
  const cart = coachman === undefined ? undefined : keptCart(r, coachman);
  const animal = cart === undefined ? undefined : r.state.pieces.find((x) => x.id === cart.drawnBy);
  if (animal === undefined) return 0;
  const { state, ctx } = r;
  const forced = state.scenario !== null && ctx.rules.scenario(state.scenario.number).data.specialRules.some((x) => x.rule === "forced-drive" && x.turn === state.turn);
  if (forced) {
    // Scenario 4's first turn: "towards the village", by the steps a cart needs to reach a map with buildings (along the gulch's bed).
    const village = cartRoadField(ctx.board, [...new Set(ctx.board.hexes.filter((h) => h.building !== null).map((h) => h.map))]);
    const at = (h: Hex) => Math.min(fieldAt(ctx.rules, ctx.board, village, h), 99);
    return at(animal.at) - at(a.to.front) + 0.5;
  }
  const far = (h: Hex) => Math.min(enemyDistance(enemies, h), 10);
  return far(a.to.front) - far(animal.at);
}

/** @internal How good a place is for a piece in its role (higher is better). */
function placeScore(r: Reading, role: Role, piece: GamePiece | undefined, to: Hex, enemies: readonly GamePiece[]): number {
  const { ctx } = r;
  const cover = coverAt(ctx.rules, ctx.board, to) ? 1 : 0;
  const near = enemyDistance(enemies, to);
  switch (role.kind) {
    case "field": {
      const d = fieldAt(ctx.rules, ctx.board, role.field, to);
      return (Number.isFinite(d) ? -d : -200) + 0.3 * cover;
    }
    case "safety": {
      const flight = flightScore(r, piece, to, enemies);
      if (flight !== undefined) return flight;
      // A cart is shelter, and more while a friend on its box can drive it off.
      const cart = cartAt(r, to);
      const sheltered = cart !== undefined && coachmen(r.state, cart).some((c) => r.goals.camps.includes(c.camp)) ? 3 : cover === 1 || cart !== undefined ? 1 : 0;
      const friends = r.state.pieces.filter((p) => p !== piece && r.goals.camps.includes(p.camp) && p.character !== undefined && hexDistance(p.at, to) <= 1).length;
      return Math.min(near, 8) + 1.5 * sheltered + 0.3 * Math.min(friends, 3);
    }
    case "shooter": {
      let d = 99;
      for (const f of role.focus) d = Math.min(d, hexDistance(f, to));
      const band = d > role.range ? d - role.range : 0;
      return -band + 1.2 * cover - (near <= 1 ? 3 : near === 2 ? 1 : 0);
    }
  }
}

/**
 * @internal The movement step worth taking, or none: the piece moving now goes on while it gains, then
 * the piece with the best gain; the set-up's pieces still off the map come on at their best edge.
 */
export function bestStep(r: Reading, actions: readonly SherwoodAction[]): SherwoodAction | undefined {
  const enemies = enemiesOf(r);
  const roles = new Map<string, Role>();
  const roleFor = (p: { id: string; character?: string; animal?: string; state?: string }) => {
    const known = roles.get(p.id);
    if (known !== undefined) return known;
    const role = roleOf(r, p, enemies);
    roles.set(p.id, role);
    return role;
  };
  const leave = actions.find((a) => a.type === "leave");
  if (leave !== undefined) return leave;
  let best: { action: SherwoodAction; gain: number } | undefined;
  const moving = r.state.moving?.piece;
  const m = r.goals.marriage;
  for (const a of actions) {
    if (a.type === "enter") {
      const w = r.state.waiting.find((x) => x.id === a.piece);
      if (w === undefined) continue;
      const gain = 1000 + placeScore(r, roleFor({ id: w.id, ...(w.character ? { character: w.character } : {}) }), undefined, hexOf(a.to), enemies);
      if (best === undefined || gain > best.gain) best = { action: a, gain };
      continue;
    }
    if (a.type === "drive") {
      const gain = driveGain(r, a, enemies);
      if (gain > 0.01 && (best === undefined || gain > best.gain)) best = { action: a, gain };
      continue;
    }
    if (a.type !== "step") continue;
    const piece = r.state.pieces.find((p) => p.id === a.piece);
    if (piece === undefined || (piece.character === undefined && (piece.animal === undefined || r.ctx.rules.animal(piece.animal).kind !== "wild"))) continue;
    if (keptCart(r, piece) !== undefined) continue;
    const role = roleFor(piece);
    const to = hexOf(a.to);
    let gain = placeScore(r, role, piece, to, enemies) - placeScore(r, role, piece, piece.at, enemies);
    if (m !== null) gain += escortPenalty(r, piece, to);
    if (a.piece === moving) gain += 0.05;
    if (gain > 0.01 && (best === undefined || gain > best.gain)) best = { action: a, gain };
  }
  return best?.action;
}

/** Scenario 2: the captor's bride must keep one of its characters beside her, the free side's must keep away from the captors. */
function escortPenalty(r: Reading, piece: GamePiece, to: Hex): number {
  const m = r.goals.marriage!;
  const bride = r.state.pieces.find((p) => p.character === m.bride);
  if (bride === undefined) return 0;
  const ours = (p: GamePiece) => r.goals.camps.includes(p.camp) && p.character !== undefined && p.id !== bride.id;
  const brideAt = piece.id === bride.id ? to : bride.at;
  const escorts =
    r.state.pieces.filter((p) => ours(p) && p.id !== piece.id && hexDistance(p.at, brideAt) <= 1).length + (piece.id !== bride.id && ours(piece) && hexDistance(to, brideAt) <= 1 ? 1 : 0);
  if (!r.goals.camps.includes(bride.camp)) return 0;
  const captor = r.state.pieces.some((p) => p.id !== bride.id && p.camp === bride.camp && p.character !== undefined && adjacentPieces(p, bride));
  if (captor && escorts === 0) return -50;
  if (!captor && piece.id === bride.id) return -3 * enemiesOf(r).filter((e) => hexDistance(e.at, to) <= 1).length;
  return 0;
}

/** @internal Among the places a retreat, a dismounted rider or an advance may take a piece, the best for its role (or, for an advance, none if staying is better). */
export function bestPlace(r: Reading, actions: readonly SherwoodAction[], advance: boolean): SherwoodAction | undefined {
  const enemies = enemiesOf(r);
  let best: { action: SherwoodAction; score: number } | undefined;
  for (const a of actions) {
    if (a.type !== "retreat" && a.type !== "place" && a.type !== "advance") continue;
    const piece = r.state.pieces.find((p) => p.id === a.piece);
    if (piece === undefined) continue;
    const role = advance ? roleOf(r, piece, enemies) : ({ kind: "safety" } as const);
    const score = placeScore(r, role, piece, hexOf(a.to), enemies) - (advance ? placeScore(r, role, piece, piece.at, enemies) + 0.01 : 0);
    if ((!advance || score > 0) && (best === undefined || score > best.score)) best = { action: a, score };
  }
  return best?.action;
}
