import type { Hex, Located } from "@tt/hexgrid";
import { terrainEntry } from "../rules/movement";
import { pieceHexes, pieceLevel } from "../rules/pieces";
import { activeSide, allianceOfCamp, campPiece, clean, hostileTo, isCharacter, playerOf, sameHex, type GameContext } from "./context";
import type { SherwoodEvent } from "./events";
import type { GamePiece, SherwoodAction, SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };
type Hidden = SherwoodState["hidden"][number];

/** A hideout (SHW-8.1): a building (one character per two of its hexes) or a large tree (two). */
interface Hideout {
  readonly token: string;
  readonly capacity: number;
  readonly places: readonly Located[];
  readonly tree: boolean;
}

const hideoutCache = new WeakMap<object, Hideout[]>();

/** The board's hideouts: each building by its id, each large tree by its letter (SHW-8.1). */
export function hideouts(ctx: GameContext): Hideout[] {
  const known = hideoutCache.get(ctx.board);
  if (known !== undefined) return known;
  const out: Hideout[] = [
    ...ctx.board.buildings.map((b) => {
      // The hexes a character can stand on (the forge's hearth is not one), one hidden character per two.
      const rooms = b.rooms.flatMap((r) => r.hexes).filter((h) => !("rule" in terrainEntry(ctx.rules, ctx.board, false, h)));
      return { token: `building:${b.id}`, capacity: Math.floor(rooms.length / 2), places: rooms.map((h) => ({ q: h.q, r: h.r, level: ctx.board.info(h)?.level ?? 0 })), tree: false };
    }),
    ...ctx.board.trees.map((t) => ({ token: `tree:${t.letter}`, capacity: 2, places: t.hexes.map((h) => ({ q: h.q, r: h.r, level: 1 })), tree: true })),
  ];
  hideoutCache.set(ctx.board, out);
  return out;
}

/** Whether a character may hide there: able to enter it (SHW-8.1): on foot in a building, unarmoured up a tree. */
function canHide(ctx: GameContext, h: Hidden, hideout: Hideout): boolean {
  // A scenario may hide its ambushers in trees only, or buildings only (SHW-8.1: "the scenario can set limitations").
  if ((h.where === "trees" && !hideout.tree) || (h.where === "buildings" && hideout.tree)) return false;
  return !hideout.tree || !ctx.rules.character(h.character).armoured;
}

/** The hide decision before the first turn: the first hidden character without a hideout, and where he may hide. */
export function hideActions(ctx: GameContext, state: SherwoodState): { player: string; actions: SherwoodAction[] } | null {
  const h = state.hidden.find((x) => x.hideout === null);
  if (h === undefined) return null;
  const used = (token: string) => state.hidden.filter((x) => x.hideout === token).length;
  const actions = hideouts(ctx)
    .filter((o) => used(o.token) < o.capacity && canHide(ctx, h, o))
    .map((o): SherwoodAction => ({ type: "hide", piece: h.id, hideout: o.token }));
  return { player: playerOf(state, h.camp), actions };
}

/** A character's hideout is recorded, secretly (SHW-8.1): no event, and other players' views and logs leave it out. */
export function hide(state: SherwoodState, id: string, hideout: string): Step {
  return { state: { ...state, hidden: state.hidden.map((h) => (h.id === id ? { ...h, hideout } : h)) }, events: [] };
}

/** @internal Whether a piece stands on this place (hex and level). */
export function occupiedAt(ctx: GameContext, state: SherwoodState, at: Located): boolean {
  return state.pieces.some((p) => pieceLevel(ctx.board, p) === at.level && pieceHexes(p).some((h) => sameHex(h, at)));
}

/** Every way a side can reveal one of its hidden characters now: each free place of his hideout (SHW-8.2, SHW-8.4). */
export function revealActions(ctx: GameContext, state: SherwoodState, side: string): SherwoodAction[] {
  const out: SherwoodAction[] = [];
  for (const h of state.hidden) {
    if (h.camp !== side || h.hideout === null) continue;
    const hideout = hideouts(ctx).find((o) => o.token === h.hideout);
    for (const at of hideout?.places ?? []) if (!occupiedAt(ctx, state, at)) out.push({ type: "reveal", piece: h.id, at });
  }
  return out;
}

/** A hidden character is placed on the map, anywhere in his hideout: a room hex, or up his tree (SHW-8.2). */
export function reveal(ctx: GameContext, state: SherwoodState, id: string, at: Located, rule: string): Step {
  const h = state.hidden.find((x) => x.id === id)!;
  const info = ctx.board.info(at);
  const upTree = at.level === 1 && info?.level === 0 && info.tree !== null;
  const piece: GamePiece = campPiece(state, clean({ id: h.id, camp: h.camp, character: h.character, at: { q: at.q, r: at.r }, upTree }));
  const revealed = state.ambush === null ? state.ambush : { ...state.ambush, revealed: [...state.ambush.revealed, id] };
  return {
    state: { ...state, hidden: state.hidden.filter((x) => x.id !== id), pieces: [...state.pieces, piece], ambush: revealed },
    events: [{ type: "revealed", piece: id, at, rule }],
  };
}

/** The sides that may spring an ambush on the active side now: not the active side, with hidden characters in a hideout. */
function ambushers(state: SherwoodState): string[] {
  const active = activeSide(state);
  const order = [...state.sides.slice(state.active + 1), ...state.sides.slice(0, state.active)];
  return order.filter((side) => allianceOfCamp(state, side) !== allianceOfCamp(state, active) && state.hidden.some((h) => h.camp === side && h.hideout !== null));
}

/**
 * After every movement action of the active side, and as its movement phase begins, each side with
 * hidden characters is asked whether to spring its ambush (SHW-8.2), whatever the move: so the timing
 * of the question tells nothing of where they hide.
 */
export function askAmbushers(state: SherwoodState, mover: string | null): SherwoodState {
  const first = ambushers(state)[0];
  if (first === undefined) return state;
  const moverWas = mover === null ? null : (state.pieces.find((p) => p.id === mover) ?? null);
  return { ...state, ambush: { side: first, stage: "ask", asked: [], mover, moverWas, revealed: [], acted: [] } };
}

/** The asked side passes: the next one is asked, or the active side goes on. */
export function pass(state: SherwoodState): Step {
  const ambush = state.ambush!;
  const asked = [...ambush.asked, ambush.side];
  const next = ambushers(state).find((side) => !asked.includes(side));
  return { state: { ...state, ambush: next === undefined ? null : { ...ambush, side: next, asked } }, events: [] };
}

/** The ambush ends (SHW-8.3): if the character moving when it was sprung was affected, his move is over. */
export function endAmbush(state: SherwoodState): Step {
  const ambush = state.ambush!;
  const mover = ambush.mover;
  const now = mover === null ? undefined : state.pieces.find((p) => p.id === mover);
  const affected = mover !== null && (now === undefined || JSON.stringify(now) !== JSON.stringify(ambush.moverWas));
  const stopped = affected && state.moving?.piece === mover ? { moving: null, moved: [...state.moved, mover] } : {};
  return { state: { ...state, ...stopped, ambush: null }, events: [] };
}

/**
 * Hidden characters found (SHW-8.4): when a character of another side stands in a room of their hideout
 * building, or up their tree, all hidden there are placed on the map at once, in the hideout's first free
 * places, and play on as usual.
 */
export function discover(ctx: GameContext, state: SherwoodState): Step {
  let current = state;
  const events: SherwoodEvent[] = [];
  for (const hideout of hideouts(ctx)) {
    const inside = current.hidden.filter((h) => h.hideout === hideout.token);
    if (inside.length === 0) continue;
    const intruder = current.pieces.some(
      (p) => isCharacter(p) && hostileTo(current, p, inside[0]!.camp) && hideout.places.some((at) => pieceLevel(ctx.board, p) === at.level && sameHex(p.at, at as Hex)),
    );
    if (!intruder) continue;
    for (const h of inside) {
      const at = hideout.places.find((place) => !occupiedAt(ctx, current, place));
      if (at === undefined) break;
      const step = reveal(ctx, current, h.id, at, "SHW-8.4");
      current = step.state;
      events.push(...step.events);
    }
  }
  return { state: current, events };
}

/** Whether a piece is one of the current ambush's revealed characters that has not yet struck. */
function mayStrike(state: SherwoodState, id: string): boolean {
  const ambush = state.ambush;
  return ambush !== null && ambush.stage === "attack" && ambush.revealed.includes(id) && !ambush.acted.includes(id);
}

/** The side acting now: the ambusher during an ambush, else the active side. */
export function actingSide(state: SherwoodState): string {
  return state.ambush !== null && state.ambush.stage === "attack" ? state.ambush.side : activeSide(state);
}

/** Marks pieces as having made their one attack: in an ambush its own list, else the turn's. */
export function marked(state: SherwoodState, ids: readonly string[], key: "fired" | "attacked"): SherwoodState {
  if (state.ambush !== null && state.ambush.stage === "attack") return { ...state, ambush: { ...state.ambush, acted: [...state.ambush.acted, ...ids] } };
  return { ...state, [key]: [...state[key], ...ids] };
}

/** The pieces of the acting side that may shoot or attack now. */
export function readyToStrike(state: SherwoodState, p: GamePiece): boolean {
  if (state.ambush !== null && state.ambush.stage === "attack") return mayStrike(state, p.id);
  return !state.fired.includes(p.id) && !state.attacked.includes(p.id);
}
