import { hexDistance } from "@tt/hexgrid";
import { lookup, sumModifiers } from "@tt/tables";
import { lineOfFire, traceFire } from "../rules/line-of-fire";
import { pieceValues } from "../rules/pieces";
import { actingSide, marked, readyToStrike } from "./ambush";
import { tiedToCart } from "./carts";
import { clean, hostileTo, isCharacter, pieceOf, withPiece, type GameContext } from "./context";
import { settle } from "./effects";
import type { SherwoodEvent } from "./events";
import { resultEffects } from "./results";
import type { SherwoodAction, SherwoodState } from "./schemas";

type Step = { state: SherwoodState; events: SherwoodEvent[] };

/** Every shot the acting side can make now (SHW-3; in an ambush, its revealed characters, SHW-8.3): each shooter that has not fired or attacked, at each target it has a line of fire to. */
export function shootActions(ctx: GameContext, state: SherwoodState): SherwoodAction[] {
  const side = actingSide(state);
  const out: SherwoodAction[] = [];
  for (const s of state.pieces) {
    if (s.camp !== side || !isCharacter(s) || !readyToStrike(state, s) || s.state === "stunned" || tiedToCart(state, s)) continue;
    const weapon = ctx.rules.character(s.character!).missileWeapon;
    if (weapon === null) continue;
    // Beyond the long range nothing else need be traced (SHW-3.1): a cheap test before the line of fire.
    const reach = ctx.rules.weaponRange(weapon).long;
    for (const t of state.pieces) {
      if (!hostileTo(state, t, side) || hexDistance(s.at, t.at) > reach) continue;
      if (traceFire(ctx.rules, ctx.board, state.pieces, s, t, { tieRule: state.tieRule }).possible) out.push({ type: "shoot", shooter: s.id, target: t.id });
    }
  }
  return out;
}

/** A shooter aims (SHW-3): the roll to hit comes next. */
export function shoot(ctx: GameContext, state: SherwoodState, shooterId: string, targetId: string): Step {
  const fire = lineOfFire(ctx.rules, ctx.board, state.pieces, shooterId, targetId, { tieRule: state.tieRule });
  const band = fire.band ?? "long";
  const shooter = pieceOf(state, shooterId);
  // An ambusher shoots out of his turn: no "shot" flag to keep him from moving in his own (SHW-8.3).
  const inAmbush = state.ambush !== null;
  const next = marked(inAmbush ? state : withPiece(state, shooterId, clean({ ...shooter, shot: true })), [shooterId], "fired");
  return {
    state: { ...next, roll: { roll: "to-hit", shooter: shooterId, target: targetId, band, modifiers: [...fire.toHit] } },
    events: [{ type: "shot", shooter: shooterId, target: targetId, range: fire.range, band, cover: fire.cover, rule: "SHW-3" }],
  };
}

/** The roll to hit is read (SHW-3.3); a hit is followed by the damage roll (SHW-3.4). */
export function rollToHit(ctx: GameContext, state: SherwoodState, face: number): Step {
  const roll = state.roll;
  if (roll?.roll !== "to-hit") throw new Error("no roll to hit is pending");
  const read = lookup(ctx.rules.tables.missileHit, { key: roll.band, roll: face, modifiers: roll.modifiers });
  const total = face + sumModifiers(roll.modifiers);
  const event: SherwoodEvent = {
    type: "roll",
    roll: "to-hit",
    piece: roll.shooter,
    face,
    modifiers: roll.modifiers,
    total,
    result: read.result,
    table: `roll to hit, ${roll.band} range`,
    rule: "SHW-3.3",
  };
  if (read.result === "miss") return { state: { ...state, roll: null }, events: [event] };
  const fire = lineOfFire(ctx.rules, ctx.board, state.pieces, roll.shooter, roll.target, { tieRule: state.tieRule });
  const riding = pieceValues(ctx.rules, pieceOf(state, roll.target)).mounted;
  const damage = state.ambush === null ? [...fire.damage] : [...fire.damage, { label: "attack from ambush", value: -1, rule: "SHW-8.3" }];
  return {
    state: { ...state, roll: { roll: "damage", shooter: roll.shooter, target: roll.target, table: riding ? "rider" : "infantry", modifiers: damage } },
    events: [event],
  };
}

/** The damage roll is read on the infantry or rider table and its result applied (SHW-3.4, SHW-6.1 to SHW-6.4). */
export function rollDamage(ctx: GameContext, state: SherwoodState, face: number): Step {
  const roll = state.roll;
  if (roll?.roll !== "damage") throw new Error("no damage roll is pending");
  const table = roll.table === "rider" ? ctx.rules.tables.riderMissileDamage : ctx.rules.tables.infantryMissileDamage;
  const read = lookup(table, { roll: face, modifiers: roll.modifiers });
  const total = face + sumModifiers(roll.modifiers);
  const event: SherwoodEvent = {
    type: "roll",
    roll: "damage",
    piece: roll.shooter,
    face,
    modifiers: roll.modifiers,
    total,
    result: read.result,
    table: `${roll.table} missile damage table`,
    rule: "SHW-3.4",
  };
  const effects = resultEffects(read.result, pieceOf(state, roll.target), [pieceOf(state, roll.shooter)], "SHW-3.4");
  const after = settle(ctx, { ...state, roll: null, effects: [...state.effects, ...effects] });
  return { state: after.state, events: [event, ...after.events] };
}
