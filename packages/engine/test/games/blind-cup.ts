/**
 * Blind Cup: a small hidden-information game for the per-player views of @tt/engine.
 *
 * - CUP-1 On your turn you draw a token from the cup, unseen by the others, into your hand.
 * - CUP-2 Then you play one token from your hand face up (it scores its value) or pass.
 * - CUP-3 When the cup is empty the game ends; the highest score wins (ties: the earlier player).
 */
import { z } from "zod";
import { RuleError, type Game, type Next, type StepDetail } from "../../src/index";

const TOKENS = ["amber", "beryl", "coral", "dune", "ember", "flint"] as const;
type Token = (typeof TOKENS)[number];

export interface CupState {
  readonly cup: readonly Token[];
  readonly hands: readonly (readonly Token[])[];
  readonly scores: readonly number[];
  readonly played: readonly Token[];
  readonly current: number;
  readonly phase: "draw" | "play" | "over";
}
export type CupAction = { readonly type: "play"; readonly token: Token } | { readonly type: "pass" };
export type CupOutcome = { readonly type: "token"; readonly token: Token };
export type CupEvent =
  | { readonly type: "drew"; readonly player: string; readonly token: Token | null }
  | { readonly type: "played"; readonly player: string; readonly token: Token; readonly score: number }
  | { readonly type: "passed"; readonly player: string };
export interface CupResult {
  readonly winner: string;
}

const name = (index: number) => `p${index + 1}`;
const value = (token: Token) => TOKENS.indexOf(token) + 1;

export const cupDetailSchema = z.discriminatedUnion("ask", [
  z.object({ rule: z.literal("CUP-1"), ask: z.literal("blind-draw"), player: z.string() }).strict(),
  z.object({ rule: z.literal("CUP-2"), ask: z.literal("play-or-pass") }).strict(),
]);

function whyIllegal(state: CupState, input: unknown): { message: string; ruleId: string } | undefined {
  const player = name(state.current);
  if (state.phase === "over") return { message: "the game is over", ruleId: "CUP-3" };
  if (state.phase === "draw") {
    const token = (input as { token?: unknown } | null)?.token;
    return (input as { type?: unknown } | null)?.type === "token" && state.cup.includes(token as Token) ? undefined : { message: `${player} draws from the cup now`, ruleId: "CUP-1" };
  }
  const action = input as Partial<CupAction> | null;
  if (action?.type === "pass") return undefined;
  if (action?.type !== "play") return { message: `${player} plays a token or passes now`, ruleId: "CUP-2" };
  return state.hands[state.current]!.includes(action.token as Token) ? undefined : { message: `${player} holds no ${String(action.token)} token`, ruleId: "CUP-2" };
}

export const blindCup: Game<CupState, CupAction, CupOutcome, { players: number }, CupResult, CupEvent> & { view(state: CupState, player: string): unknown } = {
  id: "blind-cup",
  version: "1.0.0",
  optionsSchema: z.object({ players: z.number().int().min(2).max(3).default(2) }).strict(),
  setup: ({ players }) => ({ cup: TOKENS, hands: Array.from({ length: players }, () => []), scores: new Array<number>(players).fill(0), played: [], current: 0, phase: "draw" }),
  next(state): Next<CupAction, CupOutcome, CupResult> {
    const player = name(state.current);
    if (state.phase === "over") {
      const best = Math.max(...state.scores);
      return { kind: "over", result: { winner: name(state.scores.indexOf(best)) } };
    }
    if (state.phase === "draw") {
      const detail: StepDetail = { rule: "CUP-1", ask: "blind-draw", player };
      return {
        kind: "chance",
        purpose: `${player} draws a token, unseen`,
        outcomes: state.cup.map((token) => ({ outcome: { type: "token", token }, probability: 1 / state.cup.length })),
        detail,
        roll: { kind: "draw", text: "draw one token from the cup without looking" },
        blind: true,
      };
    }
    const actions: CupAction[] = [...state.hands[state.current]!.map((token): CupAction => ({ type: "play", token })), { type: "pass" }];
    return { kind: "decision", player, prompt: "Play a token or pass?", actions, detail: { rule: "CUP-2", ask: "play-or-pass" } };
  },
  apply(state, input) {
    const reason = whyIllegal(state, input);
    if (reason) throw new RuleError("cup/illegal-input", reason.message, reason.ruleId);
    const player = name(state.current);
    if (state.phase === "draw") {
      const token = (input as CupOutcome).token;
      const hands = state.hands.map((hand, index) => (index === state.current ? [...hand, token] : hand));
      return { state: { ...state, cup: state.cup.filter((t) => t !== token), hands, phase: "play" }, events: [{ type: "drew", player, token }] };
    }
    const action = input as CupAction;
    const after = (changes: Partial<CupState>): CupState => {
      const next = { ...state, ...changes };
      return next.cup.length === 0 ? { ...next, phase: "over" } : { ...next, current: (state.current + 1) % state.hands.length, phase: "draw" };
    };
    if (action.type === "pass") return { state: after({}), events: [{ type: "passed", player }] };
    const hands = state.hands.map((hand, index) => (index === state.current ? hand.filter((t) => t !== action.token) : hand));
    const scores = state.scores.map((score, index) => (index === state.current ? score + value(action.token) : score));
    return { state: after({ hands, scores, played: [...state.played, action.token] }), events: [{ type: "played", player, token: action.token, score: scores[state.current]! }] };
  },
  view(state, player) {
    return {
      cup: state.cup.length,
      hands: state.hands.map((hand, index) => (name(index) === player ? hand : hand.length)),
      scores: state.scores,
      played: state.played,
      current: state.current,
      phase: state.phase,
    };
  },
  viewEvent(event, player) {
    return event.type === "drew" && event.player !== player ? { ...event, token: null } : event;
  },
  viewInput(state, input, player) {
    if (state.phase === "draw" && name(state.current) !== player) return { hidden: true, ask: "chance", about: `${name(state.current)} draws a token, unseen` };
    return input;
  },
  whyIllegal,
};

/** Every player's secrets: the tokens in the cup and in other players' hands. */
export function cupSecrets(state: CupState): Record<string, string[]> {
  const secrets: Record<string, string[]> = {};
  state.hands.forEach((_, index) => {
    secrets[name(index)] = [...state.cup, ...state.hands.flatMap((hand, other) => (other === index ? [] : hand))];
  });
  return secrets;
}

/** Deliberately leaky: the draw event names the token to everyone. */
export const leakyEventsCup: typeof blindCup = { ...blindCup, id: "leaky-events-cup", viewEvent: undefined };
/** Deliberately leaky: the draw is not blind, so the step lists the cup's tokens. */
export const leakyStepCup: typeof blindCup = {
  ...blindCup,
  id: "leaky-step-cup",
  next(state) {
    const next = blindCup.next(state);
    return next.kind === "chance" ? { ...next, blind: false } : next;
  },
};
/** Deliberately leaky: a player's log records everyone's draws. */
export const leakyLogCup: typeof blindCup = { ...blindCup, id: "leaky-log-cup", viewInput: (_state, input) => input };
