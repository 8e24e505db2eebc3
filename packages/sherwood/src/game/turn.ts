import type { SherwoodRules } from "../rules-data";
import { activeSide, actsAlone, clean } from "./context";
import type { SherwoodEvent } from "./events";
import { PHASES, type SherwoodResult, type SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };

/** The sides that still have a living character. */
function sidesStanding(rules: SherwoodRules, state: SherwoodState): string[] {
  return state.sides.filter(
    (side) => state.hidden.some((h) => h.camp === side) || state.waiting.some((w) => w.camp === side) || state.pieces.some((p) => p.camp === side && actsAlone(rules, p) && p.captured !== true),
  );
}

/**
 * Whether the game is over, and how (a skirmish): one side left standing wins; when the last turn is
 * over, the side whose kills are worth most (the purchase cost of the enemy characters its shots and
 * attacks killed, SHW-PT) wins, equal scores draw.
 */
export function gameResult(rules: SherwoodRules, state: SherwoodState): SherwoodResult | null {
  const standing = sidesStanding(rules, state);
  const over = standing.length <= 1 || state.turn > state.turns;
  if (!over) return null;
  const scores = { ...state.scores };
  if (standing.length <= 1) return { winners: standing, reason: "last-side-standing", scores };
  const best = Math.max(...Object.values(scores));
  const top = state.sides.filter((s) => scores[s] === best);
  return { winners: top.length === 1 ? top : [], reason: "turns-over", scores };
}

/**
 * The active side ends its phase (SHW-2): fire, then move, then combat; after combat its stunned
 * characters recover (SHW-6.5) and the next side still standing begins; after the last side, the
 * next game turn.
 */
export function endPhase(rules: SherwoodRules, state: SherwoodState): Step {
  const at = PHASES.indexOf(state.phase);
  if (at < PHASES.length - 1) {
    const phase = PHASES[at + 1]!;
    const moved = state.moving === null ? state.moved : [...state.moved, state.moving.piece];
    // A lead lasts "for the remainder of this movement phase" (SHW-7.1): it ends with the phase.
    const led = state.phase === "move" ? [] : state.led;
    return { state: { ...state, phase, moved, moving: null, led }, events: [{ type: "phase", side: activeSide(state), phase, turn: state.turn, rule: "SHW-2" }] };
  }
  const side = activeSide(state);
  const events: SherwoodEvent[] = [];
  const pieces = state.pieces.map((p) => {
    if (p.camp !== side) return p;
    if (p.state === "stunned") events.push({ type: "recovered", piece: p.id, rule: "SHW-6.5" });
    return clean({ ...p, state: p.state === "stunned" ? undefined : p.state, shot: undefined });
  });
  let next: SherwoodState = { ...state, pieces, fired: [], attacked: [], moved: [], moving: null, phase: "fire" };
  const standing = sidesStanding(rules, next);
  do {
    const active = (next.active + 1) % next.sides.length;
    next = { ...next, active, turn: active === 0 ? next.turn + 1 : next.turn };
  } while (!standing.includes(activeSide(next)) && standing.length > 0 && next.turn <= next.turns);
  if (gameResult(rules, next) === null) events.push({ type: "phase", side: activeSide(next), phase: "fire", turn: next.turn, rule: "SHW-2" });
  return { state: next, events };
}
