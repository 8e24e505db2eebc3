import { lookup } from "@tt/tables";
import { lineOfFire } from "../rules/line-of-fire";
import { pieceValues } from "../rules/pieces";
import { clean, pieceOf, withPiece, type GameContext } from "./context";
import { settle } from "./effects";
import type { SherwoodEvent } from "./events";
import type { Effect, SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };

/** A shot under the initiation rules (SHW-I.FIRE): one roll, keyed by the target's armour. */
export function initiationShot(ctx: GameContext, state: SherwoodState, shooter: string, target: string): Step {
  const armoured = pieceValues(ctx.rules, pieceOf(state, target)).armoured;
  const line = lineOfFire(ctx.rules, ctx.board, state.pieces, shooter, target, { tieRule: state.tieRule });
  const next = withPiece(state, shooter, clean({ ...pieceOf(state, shooter), shot: true }));
  return {
    state: { ...next, fired: [...state.fired, shooter], roll: { roll: "initiation-fire", shooter, target, key: armoured ? "armoured" : "unarmoured" } },
    events: [{ type: "shot", shooter, target, range: line.range, band: line.band ?? "long", cover: [], rule: "SHW-I.FIRE" }],
  };
}

/** An attack under the initiation rules (SHW-I.ATTACK): the attack values added, compared with the defence. */
export function initiationAttack(ctx: GameContext, state: SherwoodState, attackers: readonly string[], defender: string): Step {
  const values = attackers.map((id) => ({ piece: id, attack: pieceValues(ctx.rules, pieceOf(state, id)).attack }));
  const attack = values.reduce((s, v) => s + v.attack, 0);
  const defence = pieceValues(ctx.rules, pieceOf(state, defender)).defence;
  const key = attack < defence ? "lower" : attack >= defence + 10 ? "ten-higher" : "even";
  return {
    state: { ...state, attacked: [...state.attacked, ...attackers], roll: { roll: "initiation-attack", attackers: [...attackers], defender, key } },
    events: [{ type: "attack", attackers: [...attackers], values, defender, attack, defence, differential: attack - defence, shifts: [], column: key, table: "foot", rule: "SHW-I.ATTACK" }],
  };
}

/** The roll of an initiation shot or attack is read: killed, hit (a wound: SHW-I.HITS) or missed. */
export function rollInitiation(ctx: GameContext, state: SherwoodState, face: number): Step {
  const roll = state.roll;
  if (roll?.roll !== "initiation-fire" && roll?.roll !== "initiation-attack") throw new Error("no initiation roll is pending");
  const fire = roll.roll === "initiation-fire";
  const read = lookup(fire ? ctx.rules.tables.initiationFire : ctx.rules.tables.initiationAttack, { key: roll.key, roll: face });
  const by = fire ? pieceOf(state, roll.shooter).camp : pieceOf(state, roll.attackers[0]!).camp;
  const target = fire ? roll.target : roll.defender;
  const rule = fire ? "SHW-I.FIRE" : "SHW-I.ATTACK";
  const event: SherwoodEvent = {
    type: "roll",
    roll: fire ? "to-hit" : "combat",
    piece: fire ? roll.shooter : roll.attackers[0]!,
    face,
    modifiers: [],
    total: face,
    result: read.result,
    table: fire ? "initiation rules: missile fire" : "initiation rules: attack",
    column: roll.key,
    rule,
  };
  const effects: Effect[] = read.result === "killed" ? [{ piece: target, do: "kill", by, rule }] : read.result === "hit" ? [{ piece: target, do: "wound", by, rule: "SHW-I.HITS" }] : [];
  const after = settle(ctx, { ...state, roll: null, effects: [...state.effects, ...effects] });
  return { state: after.state, events: [event, ...after.events] };
}
