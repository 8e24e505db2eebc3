import { hexKey, type Hex } from "@tt/hexgrid";
import { stepPrice } from "../rules/movement";
import { pieceHexes, pieceValues } from "../rules/pieces";
import { clean, pieceOf, withPiece, type GameContext } from "./context";
import type { SherwoodEvent } from "./events";
import { graphOf, placeKey, placeOf, type Place } from "./move";
import type { SherwoodAction, SherwoodState } from "./schemas";

/**
 * Where a piece can advance after combat (SHW-6.3): up to half its movement allowance (rounded down),
 * infiltration waived, the first hex crossed one the enemy left (or the stunned or killed enemy's hex),
 * ending on a free place; no climbing or jumping.
 */
function advanceEnds(ctx: GameContext, state: SherwoodState, id: string, first: readonly Hex[]): Place[] {
  const piece = pieceOf(state, id);
  const budget = Math.floor(pieceValues(ctx.rules, piece).movement / 2);
  const graph = graphOf(ctx, state, piece);
  const firstKeys = new Set(first.map(hexKey));
  const start = placeOf(ctx, piece);
  const best = new Map<string, number>([[placeKey(start), 0]]);
  const ends = new Map<string, Place>();
  let frontier: { at: Place; cost: number; depth: number }[] = [{ at: start, cost: 0, depth: 0 }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { at, cost, depth } of frontier) {
      for (const to of graph.neighbors(at)) {
        const front = "front" in to ? to.front : to;
        if (depth === 0 && !firstKeys.has(hexKey(front))) continue;
        const price = stepPrice(ctx.rules, ctx.board, state.pieces, piece, at, to, { riderTurn: state.riderTurn });
        if (!price.legal || price.kind !== "walk") continue;
        const total = cost + price.parts.filter((p) => p.rule !== "SHW-4.2").reduce((s, p) => s + p.value, 0);
        const key = placeKey(to);
        if (total > budget || (best.get(key) ?? Number.POSITIVE_INFINITY) <= total) continue;
        best.set(key, total);
        if (price.canEnd) ends.set(key, to);
        next.push({ at: to, cost: total, depth: depth + 1 });
      }
    }
    frontier = next;
  }
  return [...ends.values()];
}

/** The advance the state offers: each candidate's ends, then staying put. */
export function advanceActions(ctx: GameContext, state: SherwoodState): SherwoodAction[] {
  const advance = state.advance;
  if (advance === null) return [];
  const out: SherwoodAction[] = [];
  for (const id of advance.pieces) {
    if (!state.pieces.some((p) => p.id === id && p.state !== "stunned")) continue;
    for (const to of advanceEnds(ctx, state, id, advance.first)) out.push({ type: "advance", piece: id, to });
  }
  return out;
}

/** Who may advance after an attack's result (SHW-6.3), or `null`: the attackers when the defender retreated, was stunned or killed; the defender when the attackers retreated. */
export function advanceAfter(result: string, state: SherwoodState, attackers: readonly string[], defender: string): SherwoodState["advance"] {
  const hexesOf = (ids: readonly string[]) => ids.flatMap((id) => pieceHexes(pieceOf(state, id)));
  const d = pieceOf(state, defender);
  if (["R1", "R2", "S", "K", "DS", "H"].includes(result)) return { side: pieceOf(state, attackers[0]!).camp, pieces: [...attackers], first: hexesOf([defender]) };
  if (result === "AR1" && d.character !== undefined) return { side: d.camp, pieces: [defender], first: hexesOf(attackers) };
  return null;
}

/** The piece advances to the place chosen (SHW-6.3). */
export function advance(_ctx: GameContext, state: SherwoodState, id: string, to: Place): { state: SherwoodState; events: SherwoodEvent[] } {
  const piece = pieceOf(state, id);
  const moved = "front" in to ? clean({ ...piece, at: to.front, facing: to.facing }) : clean({ ...piece, at: { q: to.q, r: to.r }, upTree: undefined });
  return { state: { ...withPiece(state, id, moved), advance: null }, events: [{ type: "advanced", piece: id, to, rule: "SHW-6.3" }] };
}
