import { HEX_DIRECTIONS, hexAdd, hexIntKey, type Direction, type Hex, type Located, type RiderPosition } from "@tt/hexgrid";
import { terrainEntry } from "../rules/movement";
import { pieceValues } from "../rules/pieces";
import type { Placement } from "../scenario-schemas";
import { occupiedAt } from "./ambush";
import { activeSide, campPiece, clean, sameHex, scenarioRuleId, type GameContext } from "./context";
import type { SherwoodEvent } from "./events";
import type { GamePiece, SherwoodAction, SherwoodState } from "./schemas";
import { zoneHexes } from "./zones";

type Step = { state: SherwoodState; events: SherwoodEvent[] };
type Waiting = SherwoodState["waiting"][number];
type Spot = { readonly to: Located | RiderPosition; readonly cost: number };

const DIRECTIONS = [0, 1, 2, 3, 4, 5] as const;

/** @internal The placements of the scenario a state plays (empty for a skirmish). */
function placementsOf(ctx: GameContext, state: SherwoodState): readonly Placement[] {
  return state.scenario === null ? [] : ctx.rules.scenario(state.scenario.number).data.placements;
}

/** The piece a waiting entry becomes on the board. */
function pieceFrom(state: SherwoodState, w: Waiting, to: Located | RiderPosition): GamePiece {
  const base = { id: w.id, camp: w.camp, ...(w.character === undefined ? {} : { character: w.character }), ...(w.animal === undefined ? {} : { animal: w.animal }) };
  if ("front" in to) return campPiece(state, clean({ ...base, at: to.front, facing: to.facing, mounted: w.character !== undefined ? true : undefined }));
  return campPiece(state, clean({ ...base, at: { q: to.q, r: to.r } }));
}

/** Whether a two-hex piece (a rider, a horse) fills two hexes the data lets it stand on: on the ground, no wall between. */
function twoHexFree(ctx: GameContext, state: SherwoodState, rear: Hex, front: Hex): number | null {
  const costs = [rear, front].map((h) => {
    const info = ctx.board.info(h);
    if (info === undefined || info.level !== 0 || info.building !== null || occupiedAt(ctx, state, { q: h.q, r: h.r, level: 0 })) return null;
    const entry = terrainEntry(ctx.rules, ctx.board, true, h);
    return "rule" in entry ? null : entry.part.value;
  });
  const side = ctx.board.hexMap.hexsideFeatures(rear, front);
  if (costs.includes(null) || side.includes("wall") || side.includes("window") || side.includes("low-wall")) return null;
  return (costs[0] ?? 0) + (costs[1] ?? 0);
}

/** A one-hex place a piece on foot may stand on: its level, free, and terrain it may enter; with the cost of entering it. */
function footSpot(ctx: GameContext, state: SherwoodState, h: Hex): Spot | null {
  const info = ctx.board.info(h);
  if (info === undefined) return null;
  const at = { q: h.q, r: h.r, level: info.level };
  if (occupiedAt(ctx, state, at)) return null;
  const entry = terrainEntry(ctx.rules, ctx.board, false, h);
  return "rule" in entry ? null : { to: at, cost: entry.part.value };
}

/** Where a waiting piece may be set up in its zone (SHW-S.*): every free place, two hexes for riders and horses. */
function deploySpots(ctx: GameContext, state: SherwoodState, w: Waiting, placement: Placement): Spot[] {
  const zone = placement.zone;
  const hexes = zone === null ? ctx.board.hexes : zoneHexes(ctx.board, zone);
  const twoHexes = w.mounted === true || (w.animal !== undefined && ctx.rules.animal(w.animal).hexes === 2);
  const out: Spot[] = [];
  const keys = twoHexes ? new Set(hexes.map((i) => hexIntKey(i.hex))) : null;
  const inZone = (h: Hex) => keys!.has(hexIntKey(h));
  for (const info of hexes) {
    if (!twoHexes) {
      const spot = footSpot(ctx, state, info.hex);
      if (spot !== null) out.push(spot);
      continue;
    }
    for (const facing of DIRECTIONS) {
      const rear = hexAdd(info.hex, HEX_DIRECTIONS[(facing + 3) % 6]!);
      if (inZone(rear) && twoHexFree(ctx, state, rear, info.hex) !== null) out.push({ to: { front: info.hex, facing: facing as Direction }, cost: 0 });
    }
  }
  return out;
}

/** @internal The set-up decision (SHW-S.*): the camp of the earliest placement with pieces still to place, and its choices. */
export function deployActions(ctx: GameContext, state: SherwoodState): { camp: string; text: string; actions: SherwoodAction[] } | null {
  const placements = placementsOf(ctx, state);
  const waiting = state.waiting.filter((w) => placements[w.placement]!.how !== "enter");
  if (waiting.length === 0) return null;
  const first = Math.min(...waiting.map((w) => w.placement));
  const placement = placements[first]!;
  const group = waiting.filter((w) => w.placement === first);
  // Each piece in turn; where the player picks some of them (scenario 3's four Normans), any of them.
  const choosing = group[0]!.quota === undefined ? group.slice(0, 1) : group;
  const actions = choosing.flatMap((w) => deploySpots(ctx, state, w, placement).map((s): SherwoodAction => ({ type: "deploy", piece: w.id, to: s.to })));
  return { camp: group[0]!.camp, text: placement.text, actions };
}

/** @internal A piece is set up; once a placement's `count` is reached, the rest of its group moves on to the camp's next placement. */
export function deploy(ctx: GameContext, state: SherwoodState, id: string, to: Located | RiderPosition): Step {
  const w = state.waiting.find((x) => x.id === id)!;
  const piece = pieceFrom(state, w, to);
  let waiting = state.waiting.filter((x) => x.id !== id);
  if (w.quota !== undefined) {
    // The player picks `count` of the group (scenario 3's four Normans); the others go on to the camp's next placement.
    const quota = w.quota - 1;
    const next = nextRest(ctx, state, w.placement);
    waiting = waiting.map((x) => (x.placement !== w.placement ? x : quota > 0 ? { ...x, quota } : { id: x.id, camp: x.camp, ...rest(x), placement: next }));
  }
  return { state: { ...state, pieces: [...state.pieces, piece], waiting }, events: [{ type: "deployed", piece: id, at: to, rule: scenarioRuleId(state) }] };
}

const rest = (w: Waiting) => ({
  ...(w.character === undefined ? {} : { character: w.character }),
  ...(w.animal === undefined ? {} : { animal: w.animal }),
  ...(w.mounted === true ? { mounted: true } : {}),
});

function nextRest(ctx: GameContext, state: SherwoodState, from: number): number {
  const placements = placementsOf(ctx, state);
  const camp = placements[from]!.camp;
  const next = placements.findIndex((p, i) => i > from && p.camp === camp && p.pieces === "rest");
  return next < 0 ? from : next;
}

/** The sides a waiting piece may enter by now: its placement's, or with `oneSide` the one its camp first used. */
function entrySides(ctx: GameContext, state: SherwoodState, w: Waiting, placement: Placement): Hex[] {
  const entry = placement.entry!;
  if (state.turn < entry.fromTurn) return [];
  const fixed = Object.hasOwn(state.entered, w.camp) ? state.entered[w.camp] : undefined;
  const sides = entry.sides.filter((s) => !entry.oneSide || fixed === undefined || fixed === `${s.map}|${s.side}`);
  return sides.flatMap((s) => ctx.board.side(s.map, s.side));
}

/** Every way a waiting piece may come on: on foot onto an edge hex; riding, its rear on an edge hex and its front one hex in; within its movement. */
function entrySpots(ctx: GameContext, state: SherwoodState, w: Waiting, edges: readonly Hex[]): Spot[] {
  const probe = pieceFrom(state, w, w.mounted === true ? { front: edges[0]!, facing: 0 } : { q: edges[0]!.q, r: edges[0]!.r, level: 0 });
  const allowance = pieceValues(ctx.rules, probe).movement;
  const out: Spot[] = [];
  for (const edge of edges) {
    if (w.mounted !== true) {
      const spot = footSpot(ctx, state, edge);
      if (spot !== null && "level" in spot.to && spot.to.level === 0 && spot.cost <= allowance) out.push(spot);
      continue;
    }
    for (const facing of DIRECTIONS) {
      const front = hexAdd(edge, HEX_DIRECTIONS[facing]!);
      const cost = twoHexFree(ctx, state, edge, front);
      if (cost !== null && cost <= allowance) out.push({ to: { front, facing: facing as Direction }, cost });
    }
  }
  return out;
}

/** @internal The active camp's pieces waiting off the map that may enter now (SHW-S.*), as movement actions. */
export function enterActions(ctx: GameContext, state: SherwoodState): SherwoodAction[] {
  const side = activeSide(state);
  const placements = placementsOf(ctx, state);
  const out: SherwoodAction[] = [];
  for (const w of state.waiting) {
    const placement = placements[w.placement]!;
    if (w.camp !== side || placement.how !== "enter") continue;
    const edges = entrySides(ctx, state, w, placement);
    if (edges.length === 0) continue;
    for (const s of entrySpots(ctx, state, w, edges)) out.push({ type: "enter", piece: w.id, to: s.to });
  }
  return out;
}

/** @internal A waiting piece comes on at the map's edge and has paid for the hexes it entered; it may go on moving. */
export function enter(ctx: GameContext, state: SherwoodState, id: string, to: Located | RiderPosition): Step {
  const w = state.waiting.find((x) => x.id === id)!;
  const placement = placementsOf(ctx, state)[w.placement]!;
  const edges = entrySides(ctx, state, w, placement);
  const spot = entrySpots(ctx, state, w, edges).find((s) => JSON.stringify(s.to) === JSON.stringify(to))!;
  const edge = "front" in to ? hexAdd(to.front, HEX_DIRECTIONS[(to.facing + 3) % 6]!) : to;
  const side = placement.entry!.sides.find((s) => ctx.board.side(s.map, s.side).some((h) => sameHex(h, edge)))!;
  const before = state.moving === null ? state : { ...state, moved: [...state.moved, state.moving.piece], moving: null };
  const entered = Object.hasOwn(state.entered, w.camp) ? state.entered : { ...state.entered, [w.camp]: `${side.map}|${side.side}` };
  const next: SherwoodState = {
    ...before,
    pieces: [...before.pieces, pieceFrom(state, w, to)],
    waiting: before.waiting.filter((x) => x.id !== id),
    entered,
    moving: { piece: id, spent: spot.cost },
  };
  return { state: next, events: [{ type: "entered", piece: id, at: to, cost: spot.cost, map: side.map, side: side.side, rule: scenarioRuleId(state) }] };
}
