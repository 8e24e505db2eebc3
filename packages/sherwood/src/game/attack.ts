import { hexDistance } from "@tt/hexgrid";
import { lookup } from "@tt/tables";
import { attackRefused, combatOdds } from "../rules/combat";
import { pieceHexes, pieceValues } from "../rules/pieces";
import { actingSide, marked, readyToStrike } from "./ambush";
import { actsAlone, clean, hostileTo, pieceOf, withPiece, type GameContext } from "./context";
import { advanceAfter } from "./advance";
import { tiedToCart } from "./carts";
import { settle, surrounded } from "./effects";
import type { SherwoodEvent } from "./events";
import { resultEffects } from "./results";
import type { GamePiece, SherwoodAction, SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };

const near = (a: GamePiece, b: GamePiece): boolean => pieceHexes(a).some((x) => pieceHexes(b).some((y) => hexDistance(x, y) <= 1));

/** Every non-empty subset of `items`, smallest first. */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => (mask & (1 << i)) !== 0));
  return out.sort((a, b) => a.length - b.length);
}

/**
 * Every attack the active side can declare now (SHW-5, SHW-5.2): on each enemy character or animal,
 * by each group of its characters next to it that have neither fired nor attacked this turn, alone
 * or jointly, where the rules allow the attack; not a coachman who drove this turn, nor a character harnessing (SHW-7.2).
 */
export function attackActions(ctx: GameContext, state: SherwoodState): SherwoodAction[] {
  const side = actingSide(state);
  const ready = state.pieces.filter((p) => p.camp === side && actsAlone(ctx.rules, p) && p.state !== "stunned" && readyToStrike(state, p) && !tiedToCart(state, p));
  const out: SherwoodAction[] = [];
  for (const d of state.pieces) {
    if (!hostileTo(state, d, side)) continue;
    const beside = ready.filter((a) => near(a, d)).slice(0, 6);
    for (const group of subsets(beside)) {
      if (attackRefused(ctx.rules, ctx.board, group, d) === null) out.push({ type: "attack", attackers: group.map((a) => a.id), defender: d.id });
    }
  }
  return out;
}

/** An attack is declared and read on the Combat Table (SHW-5); its roll comes next. */
export function attack(ctx: GameContext, state: SherwoodState, attackers: readonly string[], defender: string): Step {
  const r = combatOdds(ctx.rules, ctx.board, state.pieces, attackers, defender, { ambush: state.ambush !== null });
  if (!r.possible) throw new Error(`attack refused: ${r.reason}`);
  const values = attackers.map((id) => ({ piece: id, attack: pieceValues(ctx.rules, pieceOf(state, id)).attack }));
  const declared: SherwoodEvent = {
    type: "attack",
    attackers: [...attackers],
    values,
    defender,
    attack: r.attack,
    defence: r.defence,
    differential: r.differential,
    shifts: r.shifts,
    column: r.column,
    table: r.table,
    rule: "SHW-5",
  };
  const d = pieceOf(state, defender);
  if (r.differential > 40 && d.character !== undefined && surrounded(ctx, state, d)) {
    // SHW-6.6: surrounded, with a differential over 40, he surrenders: no roll.
    const side = pieceOf(state, attackers[0]!).camp;
    const captured = withPiece(state, defender, clean({ ...d, captured: true }));
    const scores = { ...captured.scores, [side]: (captured.scores[side] ?? 0) + ctx.rules.character(d.character).purchaseCost };
    return { state: { ...marked(captured, attackers, "attacked"), scores }, events: [declared, { type: "effect", piece: defender, effect: "captured", rule: "SHW-6.6", by: side }] };
  }
  return {
    state: {
      ...marked(state, attackers, "attacked"),
      roll: { roll: "combat", attackers: [...attackers], defender, table: r.table, differential: r.differential, shifts: [...r.shifts] },
    },
    events: [declared],
  };
}

/** The attack's d10 is read in its column and the result applied to the defender or the attackers (SHW-5, SHW-6.1 to SHW-6.4). */
export function rollCombat(ctx: GameContext, state: SherwoodState, face: number): Step {
  const roll = state.roll;
  if (roll?.roll !== "combat") throw new Error("no combat roll is pending");
  const table = roll.table === "mounted" ? ctx.rules.tables.mountedCombat : ctx.rules.tables.footCombat;
  const read = lookup(table, { value: roll.differential, shifts: roll.shifts, roll: face });
  const event: SherwoodEvent = {
    type: "roll",
    roll: "combat",
    piece: roll.attackers[0]!,
    face,
    modifiers: [],
    total: face,
    result: read.result,
    table: roll.table === "mounted" ? "Combat Table (mounted)" : "Combat Table (on foot)",
    column: read.column?.label,
    rule: "SHW-5",
  };
  const effects = resultEffects(
    read.result,
    pieceOf(state, roll.defender),
    roll.attackers.map((id) => pieceOf(state, id)),
    "SHW-6.2",
  );
  // An advance after combat belongs to the combat phase, not to an attack from ambush (SHW-6.3).
  const advance = state.ambush === null ? advanceAfter(read.result, state, roll.attackers, roll.defender) : null;
  const after = settle(ctx, { ...state, roll: null, effects: [...state.effects, ...effects], advance });
  return { state: after.state, events: [event, ...after.events] };
}
