import { hexDistance, hexNeighbors, type Hex } from "@tt/hexgrid";
import { combatOdds } from "../rules/combat";
import { stepPrice } from "../rules/movement";
import { pieceHexes, pieceLevel, pieceValues } from "../rules/pieces";
import { jumpOdds } from "../rules/reach";
import { actingSide, marked, readyToStrike } from "./ambush";
import { clean, hostileTo, isCharacter, pieceOf, withPiece, type GameContext } from "./context";
import type { SherwoodEvent } from "./events";
import { placeOf } from "./move";
import type { GamePiece, SherwoodAction, SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };

/** The ground hexes a jumper can land on, next to (or in) the hex he jumps from and next to the defender (SHW-4.5, SHW-5.3). */
function landings(ctx: GameContext, state: SherwoodState, jumper: GamePiece, defender: GamePiece): Hex[] {
  const from = placeOf(ctx, jumper);
  if ("front" in from) return [];
  const around = [jumper.at, ...hexNeighbors(jumper.at)];
  return around.filter((h) => {
    if (!pieceHexes(defender).some((d) => hexDistance(d, h) === 1)) return false;
    const price = stepPrice(ctx.rules, ctx.board, state.pieces, jumper, from, { q: h.q, r: h.r, level: 0 }, { jumpDown: true, riderTurn: state.riderTurn });
    return price.legal && price.kind === "jump" && price.canEnd;
  });
}

/**
 * Every jump attack the active side can make (SHW-5.3): a character up a tree, on the balcony or at an
 * inn window who has neither fired nor attacked, onto an enemy below in an adjacent hex (or his own hex,
 * from a tree), landing on a free ground hex next to him.
 */
export function jumpAttackActions(ctx: GameContext, state: SherwoodState): SherwoodAction[] {
  const side = actingSide(state);
  const ambush = state.ambush !== null;
  const out: SherwoodAction[] = [];
  for (const j of state.pieces) {
    if (j.camp !== side || !isCharacter(j) || j.state !== undefined || !readyToStrike(state, j) || pieceLevel(ctx.board, j) === 0) continue;
    for (const d of state.pieces) {
      if (!hostileTo(state, d, side) || !combatOdds(ctx.rules, ctx.board, state.pieces, [j.id], d.id, { jump: true, ambush }).possible) continue;
      for (const to of landings(ctx, state, j, d)) out.push({ type: "jump-attack", piece: j.id, defender: d.id, to });
    }
  }
  return out;
}

/** The jumper leaps (SHW-5.3): the attack is read now, from above; he lands, and his jump roll comes first. */
export function jumpAttack(ctx: GameContext, state: SherwoodState, id: string, defender: string, to: Hex): Step {
  const r = combatOdds(ctx.rules, ctx.board, state.pieces, [id], defender, { jump: true, ambush: state.ambush !== null });
  if (!r.possible) throw new Error(`jump attack refused: ${r.reason}`);
  const jumper = pieceOf(state, id);
  const from = placeOf(ctx, jumper);
  const landed = clean({ ...jumper, at: to, upTree: undefined });
  const odds = jumpOdds(ctx.rules, jumper.character!);
  const values = [{ piece: id, attack: pieceValues(ctx.rules, jumper).attack }];
  return {
    state: {
      ...marked(withPiece(state, id, landed), [id], "attacked"),
      roll: { roll: "jump", piece: id, to: { q: to.q, r: to.r, level: 0 }, modifiers: [...odds.modifiers], attack: { defender, table: r.table, differential: r.differential, shifts: [...r.shifts] } },
    },
    events: [
      { type: "attack", attackers: [id], values, defender, attack: r.attack, defence: r.defence, differential: r.differential, shifts: r.shifts, column: r.column, table: r.table, rule: "SHW-5.3" },
      { type: "moved", piece: id, from, to: { q: to.q, r: to.r, level: 0 }, cost: 0, spent: 0, rule: "SHW-5.3" },
    ],
  };
}
