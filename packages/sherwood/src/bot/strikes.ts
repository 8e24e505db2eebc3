import { tableOdds } from "@tt/tables";
import { combatOdds } from "../rules/combat";
import { lineOfFire } from "../rules/line-of-fire";
import { pieceValues } from "../rules/pieces";
import { jumpOdds } from "../rules/reach";
import type { GameContext } from "../game/context";
import { surrounded } from "../game/effects";
import type { GamePiece, SherwoodAction, SherwoodState } from "../game/schemas";
import type { ScenarioObjectives } from "./objectives";
import { attritionSeverity } from "./pack";

/** @internal What the bot reads beside the state: the context, its objectives and whether wounded pieces leave (scenario 1). */
export interface Reading {
  readonly ctx: GameContext;
  readonly state: SherwoodState;
  readonly goals: ScenarioObjectives;
  readonly woundedLeave: boolean;
}

/** @internal How much a piece matters: its purchase cost in tens, more for a scenario's targets and the characters to protect. */
function worthOf(r: Reading, p: GamePiece): number {
  const base = p.character !== undefined ? Math.max(1, r.ctx.rules.character(p.character).purchaseCost / 10) : r.goals.animalTargets.includes(p.animal ?? "") ? 1 : 0.3;
  const id = p.character ?? p.animal ?? "";
  const goal = (r.goals.targets[id] ?? 0) + (r.goals.protect[id] ?? 0) + (r.goals.animalTargets.includes(id) || r.goals.block.includes(id) ? 1 : 0);
  return (base + goal * 12) * (r.goals.attrition && p.character !== undefined ? 1.5 : 1);
}

/** The share of a piece's worth a table result takes from it. */
function severity(r: Reading, result: string, p: GamePiece): number {
  const attrition = attritionSeverity(r, result, p);
  if (attrition !== undefined) return attrition;
  const wounded = p.state === "wounded";
  switch (result) {
    case "K":
      return 1;
    case "W":
    case "DW":
      return wounded || r.woundedLeave || p.character === undefined ? 1 : 0.5;
    case "S":
    case "DS":
      return p.state === "stunned" || p.character === undefined ? 1 : 0.3;
    case "H":
      return 0.25;
    case "R1":
      return 0.04;
    case "R2":
      return 0.07;
    default:
      return 0;
  }
}

const attackerShare: Record<string, { result: string } | undefined> = { AR1: { result: "R1" }, AS: { result: "S" }, AW: { result: "W" } };

/** Expected worth of a distribution of table results on a defender (and, for attacks, on its attackers). */
function expected(r: Reading, odds: readonly { result: string; probability: number }[], target: GamePiece, attackers: readonly GamePiece[]): { gain: number; harm: number } {
  let gain = 0;
  let harm = 0;
  const value = worthOf(r, target);
  for (const o of odds) {
    const back = attackerShare[o.result];
    if (back !== undefined) {
      for (const a of attackers) harm += o.probability * severity(r, back.result, a) * worthOf(r, a);
    } else gain += o.probability * severity(r, o.result, target) * value;
  }
  return { gain, harm };
}

const idOf = (p: GamePiece) => p.character ?? p.animal ?? p.id;

/**
 * @internal The net worth of a strike for the striking player: the expected harm to the enemy less the
 * expected harm to its own; a capture without a roll (SHW-6.6) is worth the whole piece; a strike on a
 * character its objectives spare, or a risky one on a character to be taken alive, is never made.
 */
function strikeWorth(r: Reading, action: SherwoodAction): number {
  const { ctx, state } = r;
  const piece = (id: string) => state.pieces.find((p) => p.id === id)!;
  if (action.type === "blind") return 0.4 * 0.6 * worthOf(r, piece(action.target));
  if (action.type !== "shoot" && action.type !== "attack" && action.type !== "jump-attack") return 0;
  const target = piece(action.type === "shoot" ? action.target : action.defender);
  const id = idOf(target);
  const blocked = r.goals.block.includes(id);
  if (r.goals.spare.includes(id) && !(blocked && action.type === "attack")) return Number.NEGATIVE_INFINITY;
  const takeAlive = r.goals.captureOnly.includes(id) || r.goals.spare.includes(id);
  if (action.type === "attack") {
    const reading = combatOdds(ctx.rules, ctx.board, state.pieces, action.attackers, target.id, { ambush: state.ambush !== null });
    if (!reading.possible) return Number.NEGATIVE_INFINITY;
    // SHW-6.6: surrounded, at a differential over 40, he surrenders without a roll (a prisoner no longer leaves, either).
    if (reading.differential > 40 && target.character !== undefined && surrounded(ctx, state, target)) return worthOf(r, target) * 1.2;
    if (takeAlive) return Number.NEGATIVE_INFINITY;
    const { gain, harm } = expected(r, reading.odds as readonly { result: string; probability: number }[], target, action.attackers.map(piece));
    return gain - harm;
  }
  if (takeAlive) return Number.NEGATIVE_INFINITY;
  if (action.type === "jump-attack") {
    // The jump roll first (SHW-4.5): only a character who lands well attacks, one column right.
    const landed = jumpOdds(ctx.rules, piece(action.piece).character ?? "").odds.find((o) => o.result === "landed")?.probability ?? 0;
    const reading = combatOdds(ctx.rules, ctx.board, state.pieces, [action.piece], target.id, { jump: true });
    if (!reading.possible) return Number.NEGATIVE_INFINITY;
    const { gain, harm } = expected(r, reading.odds as readonly { result: string; probability: number }[], target, [piece(action.piece)]);
    return landed * (gain - harm) - (1 - landed) * 0.4 * worthOf(r, piece(action.piece));
  }
  const fire = lineOfFire(ctx.rules, ctx.board, state.pieces, action.shooter, target.id, { tieRule: state.tieRule });
  if (!fire.possible) return Number.NEGATIVE_INFINITY;
  const hit = tableOdds(ctx.rules.tables.missileHit, { dice: "1d10", key: fire.band ?? "long", modifiers: fire.toHit });
  const pHit = hit.filter((o) => o.result !== "miss").reduce((s, o) => s + o.probability, 0);
  const riding = pieceValues(ctx.rules, target).mounted;
  const damage = state.ambush === null ? [...fire.damage] : [...fire.damage, { label: "attack from ambush", value: -1 }];
  const table = riding ? ctx.rules.tables.riderMissileDamage : ctx.rules.tables.infantryMissileDamage;
  const odds = tableOdds(table, { dice: "1d10", modifiers: damage }) as readonly { result: string; probability: number }[];
  return pHit * expected(r, odds, target, []).gain;
}

/**
 * @internal The best strike on offer, if one is worth making: shots whenever they may hurt; attacks when
 * the enemy stands to lose more than the attackers, each attacker's best lone strike elsewhere counted
 * against a joint attack (so characters gang up where it pays, and split where it does not).
 */
export function bestStrike(r: Reading, actions: readonly SherwoodAction[]): SherwoodAction | undefined {
  const worths = new Map<SherwoodAction, number>();
  const alone = new Map<string, number>();
  for (const a of actions) {
    if (a.type !== "shoot" && a.type !== "attack" && a.type !== "jump-attack" && a.type !== "blind") continue;
    const w = strikeWorth(r, a);
    worths.set(a, w);
    const solo = a.type === "attack" && a.attackers.length === 1 ? a.attackers[0]! : a.type === "shoot" ? a.shooter : null;
    if (solo !== null) alone.set(solo, Math.max(alone.get(solo) ?? 0, w));
  }
  let best: { action: SherwoodAction; score: number } | undefined;
  for (const [a, w] of worths) {
    const cost = a.type === "attack" && a.attackers.length > 1 ? a.attackers.reduce((s, id) => s + Math.max(0, alone.get(id) ?? 0), 0) * 0.5 : 0;
    const score = w - cost;
    const floor = a.type === "shoot" ? 0.02 : 0.15;
    if (w > floor && (best === undefined || score > best.score)) best = { action: a, score };
  }
  return best?.action;
}
