import type { Decision, StepDetail } from "@tt/engine";
import { advanceActions } from "./advance";
import { hideActions, revealActions } from "./ambush";
import { attackActions } from "./attack";
import { activeSide, pieceOf, playerOf, scenarioRuleId, type GameContext } from "./context";
import { dismountPlaces, dismountShifts, retreatEnds } from "./effects";
import { shootActions } from "./fire";
import { jumpAttackActions } from "./jump";
import { moveActions } from "./move";
import { deployActions, enterActions } from "./deploy";
import { blindActions, forcedDrive, leaveActions, scenarioFilter } from "./scenario-rules";
import type { SherwoodAction, SherwoodState } from "./schemas";

type Ask = Decision<SherwoodAction, StepDetail>;

const END: SherwoodAction = Object.freeze({ type: "end-phase" });
const STAY: SherwoodAction = Object.freeze({ type: "stay" });
const SPRING_OR_PASS: readonly SherwoodAction[] = Object.freeze([Object.freeze({ type: "spring" as const }), Object.freeze({ type: "pass" as const })]);
const STRIKE: SherwoodAction = Object.freeze({ type: "strike" });
const END_AMBUSH: SherwoodAction = Object.freeze({ type: "end-ambush" });

function effectDecision(ctx: GameContext, state: SherwoodState): Ask {
  const effect = state.effects[0]!;
  const piece = pieceOf(state, effect.piece);
  if (effect.do === "retreat") {
    const actions = retreatEnds(ctx, state, piece, effect.hexes ?? 1, effect.away ?? []).map((e): SherwoodAction => ({ type: "retreat", piece: piece.id, to: e.to }));
    const prompt = `${piece.id} retreats ${effect.hexes ?? 1} hex${effect.hexes === 2 ? "es" : ""}: where to?`;
    return { kind: "decision", player: playerOf(state, piece.camp), prompt, actions, detail: { rule: "SHW-6.1", ask: "retreat", subject: { piece: piece.id } } };
  }
  const free = dismountPlaces(ctx, state, piece).map((to): SherwoodAction => ({ type: "place", piece: piece.id, to }));
  const actions = free.length > 0 ? free : dismountShifts(ctx, state, piece).map((s): SherwoodAction => ({ type: "place", piece: piece.id, to: s.to, shift: s.shift }));
  return {
    kind: "decision",
    player: playerOf(state, piece.camp),
    prompt: `${piece.id} is dismounted: place him beside his horse`,
    actions,
    detail: { rule: "SHW-6.4", ask: "place-dismounted", subject: { piece: piece.id } },
  };
}

/** The ambush's questions (SHW-8.2, SHW-8.3): spring or pass; reveal characters, then strike; each revealed character's one attack. */
function ambushDecision(ctx: GameContext, state: SherwoodState): Ask {
  const ambush = state.ambush!;
  const side = ambush.side;
  const player = playerOf(state, side);
  if (ambush.stage === "ask")
    return { kind: "decision", player, prompt: `${side}: spring your ambush now, or pass?`, actions: SPRING_OR_PASS, detail: { rule: "SHW-8.2", ask: "spring-ambush", subject: { side } } };
  if (ambush.stage === "reveal") {
    return {
      kind: "decision",
      player,
      prompt: `${side}: place the characters you reveal, then strike`,
      actions: [...revealActions(ctx, state, side), STRIKE],
      detail: { rule: "SHW-8.2", ask: "reveal", subject: { side } },
    };
  }
  const strikes = scenarioFilter(ctx, state, [...shootActions(ctx, state), ...attackActions(ctx, state), ...jumpAttackActions(ctx, state)]);
  return {
    kind: "decision",
    player,
    prompt: `${side}: attack from ambush, or end the ambush`,
    actions: [...strikes, END_AMBUSH],
    detail: { rule: "SHW-8.3", ask: "ambush-attack", subject: { side } },
  };
}

function phaseDecision(ctx: GameContext, state: SherwoodState): Ask {
  const side = activeSide(state);
  const initiation = state.rules === "initiation";
  // SHW-8.4: a side may reveal hidden characters at the beginning of its own turn (before its first shot).
  const reveals = state.phase === "fire" && state.fired.length === 0 ? revealActions(ctx, state, side) : [];
  const actions =
    state.phase === "fire"
      ? [...reveals, ...shootActions(ctx, state)]
      : state.phase === "move"
        ? [...moveActions(ctx, state), ...enterActions(ctx, state), ...leaveActions(ctx, state, side)]
        : initiation
          ? attackActions(ctx, state)
          : [...attackActions(ctx, state), ...jumpAttackActions(ctx, state), ...blindActions(ctx, state, side)];
  const words = state.phase === "fire" ? "missile fire: shoot" : state.phase === "move" ? "movement: move a character a step" : "combat: attack";
  return {
    kind: "decision",
    player: playerOf(state, side),
    prompt: `${side}, turn ${state.turn}, ${words}, or end the phase`,
    actions: forcedDrive(ctx, state, [...scenarioFilter(ctx, state, actions), END]),
    detail: { rule: "SHW-2", ask: `${state.phase}-phase`, subject: { side, turn: state.turn } },
  };
}

/** @internal The decision the game asks for in a state with no roll pending and not over. */
export function decisionFor(ctx: GameContext, state: SherwoodState): Ask {
  if (state.effects.length > 0) return effectDecision(ctx, state);
  const deploying = deployActions(ctx, state);
  if (deploying !== null) {
    const player = playerOf(state, deploying.camp);
    const actions = scenarioFilter(ctx, state, deploying.actions);
    return { kind: "decision", player, prompt: `${deploying.camp}: set up (${deploying.text})`, actions, detail: { rule: scenarioRuleId(state), ask: "deploy", subject: { side: deploying.camp } } };
  }
  const hide = hideActions(ctx, state);
  if (hide !== null)
    return { kind: "decision", player: hide.player, prompt: `${hide.player}: choose a hideout for a character in ambush`, actions: hide.actions, detail: { rule: "SHW-8.1", ask: "hide" } };
  if (state.ambush !== null) return ambushDecision(ctx, state);
  if (state.advance !== null) {
    const side = state.advance.side;
    return {
      kind: "decision",
      player: playerOf(state, side),
      prompt: `${side}: advance after combat (up to half the movement allowance), or stay`,
      actions: [...scenarioFilter(ctx, state, advanceActions(ctx, state)), STAY],
      detail: { rule: "SHW-6.3", ask: "advance", subject: { side } },
    };
  }
  return phaseDecision(ctx, state);
}
