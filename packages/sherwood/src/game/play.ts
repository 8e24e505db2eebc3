import { advance, advanceActions } from "./advance";
import { askAmbushers, discover, endAmbush, hide, pass, reveal } from "./ambush";
import { attack, rollCombat } from "./attack";
import { activeSide, type GameContext } from "./context";
import { placeDismounted, retreatTo } from "./effects";
import type { SherwoodEvent } from "./events";
import { rollDamage, rollToHit, shoot } from "./fire";
import { initiationAttack, initiationShot, rollInitiation } from "./initiation";
import { jumpAttack } from "./jump";
import { beginHarness, drive, settleCarts } from "./carts";
import { dropLostLeads, takeLead } from "./lead";
import { dismount, mount, rollJump, step } from "./move";
import type { SherwoodAction, SherwoodState } from "./schemas";
import { endPhase } from "./turn";
import { deploy, enter } from "./deploy";
import { blind, leaveMap, newGameTurn, rollBlinding, rollInitiative, tickBlinded } from "./scenario-rules";

type Step = { state: SherwoodState; events: SherwoodEvent[] };

/** @internal A pending roll read with the face rolled. */
export function resolveRoll(ctx: GameContext, state: SherwoodState, face: number): Step {
  const roll = state.roll!;
  switch (roll.roll) {
    case "to-hit":
      return rollToHit(ctx, state, face);
    case "damage":
      return rollDamage(ctx, state, face);
    case "combat":
      return rollCombat(ctx, state, face);
    case "jump":
      return rollJump(ctx, state, face);
    case "initiation-fire":
    case "initiation-attack":
      return rollInitiation(ctx, state, face);
    case "initiative":
      return rollInitiative(state, face);
    case "blinding":
      return rollBlinding(ctx, state, face);
    default: {
      const never: never = roll;
      throw new Error(`unknown roll ${String(never)}`);
    }
  }
}

/** A movement action, then each side with hidden characters is asked whether to spring its ambush (SHW-8.2). */
function moved(step: Step, mover: string): Step {
  return { state: askAmbushers(step.state, mover), events: step.events };
}

/** @internal A legal action applied. */
export function applyAction(ctx: GameContext, state: SherwoodState, action: SherwoodAction): Step {
  switch (action.type) {
    case "shoot":
      return state.rules === "initiation" ? initiationShot(ctx, state, action.shooter, action.target) : shoot(ctx, state, action.shooter, action.target);
    case "step":
      return moved(step(ctx, state, action.piece, action.to), action.piece);
    case "dismount":
      return moved(dismount(ctx, state, action.piece, action.to), action.piece);
    case "mount":
      return moved(mount(ctx, state, action.piece, action.horse), action.piece);
    case "lead":
      return takeLead(state, action.piece, action.animal);
    case "drive": {
      const drove = drive(ctx, state, action.piece, action.to);
      return moved(drove, drove.state.moving!.piece);
    }
    case "harness":
      return moved(beginHarness(state, action.piece, action.cart, action.animal), action.piece);
    case "unharness":
      return moved(beginHarness(state, action.piece, action.cart, undefined), action.piece);
    case "attack":
      return state.rules === "initiation" ? initiationAttack(ctx, state, action.attackers, action.defender) : attack(ctx, state, action.attackers, action.defender);
    case "jump-attack":
      return jumpAttack(ctx, state, action.piece, action.defender, action.to);
    case "retreat":
      return retreatTo(ctx, state, action.to);
    case "place":
      return placeDismounted(ctx, state, action.to, action.shift);
    case "advance":
      return advance(ctx, state, action.piece, action.to);
    case "stay":
      return { state: { ...state, advance: null }, events: [] };
    case "hide":
      return hide(state, action.piece, action.hideout);
    case "spring":
      return { state: { ...state, ambush: { ...state.ambush!, stage: "reveal" } }, events: [] };
    case "pass":
      return pass(state);
    case "reveal":
      return reveal(ctx, state, action.piece, action.at, state.ambush === null ? "SHW-8.4" : "SHW-8.2");
    case "strike":
      return state.ambush!.revealed.length === 0 ? endAmbush(state) : { state: { ...state, ambush: { ...state.ambush!, stage: "attack" } }, events: [] };
    case "end-ambush":
      return endAmbush(state);
    case "deploy":
      return deploy(ctx, state, action.piece, action.to);
    case "enter":
      return moved(enter(ctx, state, action.piece, action.to), action.piece);
    case "leave":
      return leaveMap(state, action.piece);
    case "blind":
      return blind(ctx, state, action.piece, action.target);
    case "end-phase": {
      const ended = endPhase(ctx.rules, state.phase === "combat" ? tickBlinded(state, activeSide(state)) : state);
      if (ended.state.turn > state.turn) {
        const begun = newGameTurn(ctx, ended.state);
        return { state: begun.state, events: [...ended.events, ...begun.events] };
      }
      return ended.state.phase === "move" && state.phase === "fire" ? { state: askAmbushers(ended.state, null), events: ended.events } : ended;
    }
    default: {
      const never: never = action;
      throw new Error(`unknown action ${String(never)}`);
    }
  }
}

/**
 * @internal What follows any input once it is applied: an advance nobody can make is dropped (SHW-6.3),
 * and hidden characters an enemy has walked in on are found (SHW-8.4), once nothing else is pending.
 */
export function settleAfter(ctx: GameContext, step: Step): Step {
  // Harnessing is done once its side's turn is over (SHW-7.2).
  const carts = settleCarts(dropLostLeads(step.state));
  let state = carts.state;
  const events = carts.events.length === 0 ? step.events : [...step.events, ...carts.events];
  if (state.advance !== null && state.effects.length === 0 && state.roll === null && advanceActions(ctx, state).length === 0) state = { ...state, advance: null };
  if (state.ambush !== null || state.roll !== null || state.effects.length > 0 || state.hidden.length === 0) return { state, events };
  const found = discover(ctx, state);
  return { state: found.state, events: [...events, ...found.events] };
}
