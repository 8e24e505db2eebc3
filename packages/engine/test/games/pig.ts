/**
 * Truffle Pig: the example game of @tt/engine's tests. It exercises the whole contract:
 * setup options with defaults, decisions, chance steps, a "you choose" decision in the
 * middle of a roll's resolution, hidden information through `view`, events, RuleError.
 *
 * Rules (IDs used in test titles):
 * - PIG-1 Before play, each player secretly rolls a d6: their truffle face. Other players do not see it.
 * - PIG-2 On your turn you repeatedly choose to roll a d6 or to hold.
 * - PIG-3 A 1 loses your turn total and ends your turn.
 * - PIG-4 A 2-5 adds its face to your turn total, plus 1 if it is your truffle face.
 * - PIG-5 A 6 pauses the roll: you choose to keep it (add 6, plus 1 if it is your truffle face)
 *         or to steal: bank your turn total, take up to 3 points from an opponent who has points, and end your turn.
 * - PIG-6 Holding banks your turn total and ends your turn. Whoever reaches the target (default 100) wins at once.
 */
import { z } from "zod";
import { RuleError, dieRoll, type Chance, type Decision, type Game, type Next } from "../../src/index";

export const pigOptionsSchema = z
  .object({
    players: z.number().int().min(2).max(4).default(2),
    target: z.number().int().min(10).max(1000).default(100),
  })
  .strict();
export type PigOptions = z.output<typeof pigOptionsSchema>;

const PIG_PHASES = ["deal", "decide", "roll", "six", "over"] as const;
type PigPhase = (typeof PIG_PHASES)[number];

export interface PigState {
  readonly target: number;
  /** Banked points per player. */
  readonly scores: readonly number[];
  /** Truffle face per player, 0 until dealt (PIG-1); hidden from other players. */
  readonly truffles: readonly number[];
  /** Index of the player whose turn it is (or who is being dealt). */
  readonly current: number;
  readonly turnTotal: number;
  readonly phase: PigPhase;
}

export type PigAction = { readonly type: "roll" } | { readonly type: "hold" } | { readonly type: "keep" } | { readonly type: "steal"; readonly from: string };
export type PigOutcome = number;
export interface PigResult {
  readonly winner: string;
}
export type PigEvent =
  | { readonly type: "truffle-dealt"; readonly player: string }
  | { readonly type: "rolled"; readonly player: string; readonly face: number }
  | { readonly type: "pigged"; readonly player: string; readonly lost: number }
  | { readonly type: "added"; readonly player: string; readonly points: number; readonly truffle: boolean; readonly turnTotal: number }
  | { readonly type: "held"; readonly player: string; readonly banked: number; readonly score: number }
  | { readonly type: "stole"; readonly player: string; readonly from: string; readonly points: number; readonly banked: number }
  | { readonly type: "turn-passed"; readonly to: string }
  | { readonly type: "won"; readonly player: string; readonly score: number };

export const playerName = (index: number): string => `p${index + 1}`;

const ROLL: PigAction = Object.freeze({ type: "roll" });
const HOLD: PigAction = Object.freeze({ type: "hold" });
const KEEP: PigAction = Object.freeze({ type: "keep" });
const D6 = Object.freeze([1, 2, 3, 4, 5, 6].map((face) => Object.freeze({ outcome: face, probability: 1 / 6 })));

const MAX_PLAYERS = 4;
const decideSteps: Decision<PigAction>[] = [];
const rollSteps: Chance<PigOutcome>[] = [];
const dealSteps: Chance<PigOutcome>[] = [];
for (let index = 0; index < MAX_PLAYERS; index++) {
  const player = playerName(index);
  decideSteps.push(Object.freeze({ kind: "decision", player, prompt: "Roll or hold?", actions: Object.freeze([ROLL, HOLD]), detail: { rule: "PIG-2", ask: "roll-or-hold" } }));
  rollSteps.push(Object.freeze({ kind: "chance", purpose: `${player} rolls a d6`, outcomes: D6, detail: { rule: "PIG-2", ask: "turn-roll", player, dice: "1d6" }, roll: dieRoll(6) }));
  dealSteps.push(Object.freeze({ kind: "chance", purpose: `${player}'s secret truffle face`, outcomes: D6, detail: { rule: "PIG-1", ask: "truffle-roll", player, dice: "1d6" }, roll: dieRoll(6) }));
}

function illegal(state: PigState, input: unknown, ruleId: string): never {
  throw new RuleError("pig/illegal-input", `${JSON.stringify(input)} is not legal in phase "${state.phase}" for ${playerName(state.current)}`, ruleId);
}

function isFace(input: unknown): input is number {
  return typeof input === "number" && Number.isInteger(input) && input >= 1 && input <= 6;
}

function passTurn(state: PigState, scores: readonly number[], events: PigEvent[]): PigState {
  const current = (state.current + 1) % scores.length;
  events.push({ type: "turn-passed", to: playerName(current) });
  return { target: state.target, scores, truffles: state.truffles, current, turnTotal: 0, phase: "decide" };
}

function bank(state: PigState, events: PigEvent[], scores: number[]): PigState {
  const score = scores[state.current]!;
  if (score >= state.target) {
    events.push({ type: "won", player: playerName(state.current), score });
    return { target: state.target, scores, truffles: state.truffles, current: state.current, turnTotal: 0, phase: "over" };
  }
  return passTurn(state, scores, events);
}

function addPoints(state: PigState, face: number, events: PigEvent[]): PigState {
  const truffle = state.truffles[state.current] === face;
  const points = face + (truffle ? 1 : 0);
  const turnTotal = state.turnTotal + points;
  events.push({ type: "added", player: playerName(state.current), points, truffle, turnTotal });
  return { target: state.target, scores: state.scores, truffles: state.truffles, current: state.current, turnTotal, phase: "decide" };
}

export const pig: Game<PigState, PigAction, PigOutcome, PigOptions, PigResult, PigEvent> = {
  id: "pig",
  version: "1.0.0",
  optionsSchema: pigOptionsSchema,

  setup(options) {
    return {
      target: options.target,
      scores: new Array<number>(options.players).fill(0),
      truffles: new Array<number>(options.players).fill(0),
      current: 0,
      turnTotal: 0,
      phase: "deal",
    };
  },

  next(state): Next<PigAction, PigOutcome, PigResult> {
    switch (state.phase) {
      case "decide":
        return decideSteps[state.current]!;
      case "roll":
        return rollSteps[state.current]!;
      case "deal":
        return dealSteps[state.current]!;
      case "six": {
        // PIG-5: a "you choose" decision in the middle of the roll's resolution.
        const actions: PigAction[] = [KEEP];
        for (let index = 0; index < state.scores.length; index++) {
          if (index !== state.current && state.scores[index]! > 0) actions.push({ type: "steal", from: playerName(index) });
        }
        return { kind: "decision", player: playerName(state.current), prompt: "You rolled a 6: keep it or steal?", actions, detail: { rule: "PIG-5", ask: "keep-or-steal" } };
      }
      case "over":
        return { kind: "over", result: { winner: playerName(state.current) } };
    }
  },

  apply(state, input) {
    const events: PigEvent[] = [];
    const player = playerName(state.current);
    switch (state.phase) {
      case "deal": {
        if (!isFace(input)) illegal(state, input, "PIG-1");
        const truffles = state.truffles.slice();
        truffles[state.current] = input;
        events.push({ type: "truffle-dealt", player });
        const nextIndex = state.current + 1;
        const done = nextIndex === truffles.length;
        return {
          state: { target: state.target, scores: state.scores, truffles, current: done ? 0 : nextIndex, turnTotal: 0, phase: done ? "decide" : "deal" },
          events,
        };
      }
      case "decide": {
        const type = typeof input === "object" && input !== null ? input.type : undefined;
        if (type === "roll") {
          return { state: { target: state.target, scores: state.scores, truffles: state.truffles, current: state.current, turnTotal: state.turnTotal, phase: "roll" }, events };
        }
        if (type !== "hold") illegal(state, input, "PIG-2");
        const scores = state.scores.slice();
        const score = scores[state.current]! + state.turnTotal;
        scores[state.current] = score;
        events.push({ type: "held", player, banked: state.turnTotal, score });
        return { state: bank(state, events, scores), events };
      }
      case "roll": {
        if (!isFace(input)) illegal(state, input, "PIG-2");
        events.push({ type: "rolled", player, face: input });
        if (input === 1) {
          events.push({ type: "pigged", player, lost: state.turnTotal });
          return { state: passTurn(state, state.scores, events), events };
        }
        if (input === 6) {
          return { state: { target: state.target, scores: state.scores, truffles: state.truffles, current: state.current, turnTotal: state.turnTotal, phase: "six" }, events };
        }
        return { state: addPoints(state, input, events), events };
      }
      case "six": {
        if (typeof input !== "object" || input === null) illegal(state, input, "PIG-5");
        if (input.type === "keep") return { state: addPoints(state, 6, events), events };
        if (input.type !== "steal") illegal(state, input, "PIG-5");
        const victim = Number(/^p(\d)$/.exec(input.from)?.[1] ?? 0) - 1;
        if (victim < 0 || victim >= state.scores.length || victim === state.current || state.scores[victim]! <= 0) illegal(state, input, "PIG-5");
        const scores = state.scores.slice();
        const points = Math.min(3, scores[victim]!);
        scores[victim] = scores[victim]! - points;
        scores[state.current] = scores[state.current]! + state.turnTotal + points;
        events.push({ type: "stole", player, from: input.from, points, banked: state.turnTotal });
        return { state: bank(state, events, scores), events };
      }
      case "over":
        throw new RuleError("pig/game-over", "the game is over", "PIG-6");
    }
  },

  // PIG-1: another player's truffle roll is theirs alone; a shared log hides it.
  viewInput(state, input, player) {
    return state.phase === "deal" && playerName(state.current) !== player ? { hidden: true, ask: "chance", about: `${playerName(state.current)}'s secret truffle face` } : input;
  },

  view(state, player) {
    // PIG-1: a player sees only their own truffle face.
    return { ...state, truffles: state.truffles.map((face, index) => (playerName(index) === player ? face : null)) };
  },
};
