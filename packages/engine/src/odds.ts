import { add, type Fraction, multiply, ONE, toFraction, toNumber } from "./_internal/fraction";
import { excerpt } from "@tt/internal";
import { checkCount, checkFunction, checkGame, given, settingsOf, stepBudget } from "./_internal/checks";
import { EngineError } from "./errors";
import type { Game, GameEvent, Next } from "./game";
import { checkedInput as legalInput } from "./legal";
import type { MAX_STEPS_CEILING } from "./limits";

/**
 * Settings of {@link outcomeOdds}.
 *
 * @example
 * ```ts
 * import type { OddsSettings } from "@tt/engine";
 * const settings: OddsSettings<{ scores: number[] }> = { until: 3, key: (state) => state.scores.join(",") };
 * ```
 */
export interface OddsSettings<State> {
  /** Where to stop: `"decision"` (default) enumerates chance steps until the next decision or the end; a number also stops after that many chance steps in a row. */
  readonly until?: "decision" | number;
  /** Identity of a state: states with the same key are merged, their probabilities added (default `JSON.stringify(state)`). */
  readonly key?: (state: State) => string;
  /** Fail with `engine/odds-limit` after visiting this many chance steps (default 5,000: enough for any one roll and its follow-ups, and under 100 ms on WarpQuest with default settings). */
  readonly maxChanceSteps?: number;
}

/**
 * One place the game can go, with its exact probability.
 *
 * @example
 * ```ts
 * import type { OddsEntry } from "@tt/engine";
 * const percent = (entry: OddsEntry<unknown, unknown, unknown, unknown>) => `${(entry.probability * 100).toFixed(1)}%`;
 * ```
 */
export interface OddsEntry<State, Action, Outcome, Result> {
  /** The merge key of the state. */
  readonly key: string;
  /** The state (the first one reached with this key). */
  readonly state: State;
  /** Its probability: the sum over every path of the product of the outcomes' probabilities, computed exactly and rounded once. */
  readonly probability: number;
  /** Why the enumeration stopped there: the next decision, the end of the game, or the `until` bound. */
  readonly stop: "decision" | "over" | "depth";
  /** What happens next in that state. */
  readonly next: Next<Action, Outcome, Result>;
}

/**
 * The exact distribution of where the game goes after an action.
 *
 * @example
 * ```ts
 * import type { OutcomeOdds } from "@tt/engine";
 * const chanceOfWinning = (odds: OutcomeOdds<unknown, unknown, unknown, { winner: string }>, player: string) =>
 *   odds.entries.filter((e) => e.next.kind === "over" && e.next.result.winner === player).reduce((sum, e) => sum + e.probability, 0);
 * ```
 */
export interface OutcomeOdds<State, Action, Outcome, Result> {
  /** Every distinct resulting state, most likely first (ties by key). */
  readonly entries: readonly OddsEntry<State, Action, Outcome, Result>[];
  /** Chance steps enumerated. */
  readonly chanceSteps: number;
}

/**
 * Applies `action` to `state`, then enumerates every chance step that follows, outcome by
 * outcome with its exact probability, up to the next decision or the end of the game (or
 * `until` chance steps), and returns the distribution of the states reached. States with
 * the same `key` are merged and their probabilities added, so "the raid frees the
 * prisoners" can be read as the sum over the entries where it happened.
 *
 * The arithmetic is exact: each outcome's probability is read as the fraction it stands
 * for (1/6, 3/10, 4 cards of 52: any fraction whose denominator is below 2^26), products
 * along a path and sums across paths are taken in integers, and each entry's probability
 * is that exact fraction correctly rounded, once. A certain result is exactly `1`, and ten
 * paths of `0.1` merge into `1`, not `0.9999999999999999`.
 *
 * @param game - the game
 * @param state - a state at a decision
 * @param action - one of that decision's legal actions
 * @param settings - optional `until`, `key`, `maxChanceSteps`
 * @returns the entries, most likely first, and the number of chance steps enumerated
 * @throws {@link EngineError} `engine/invalid-argument` if `state` is not at a decision, a chance outcome's probability is not finite, or the game or settings are not what they should be (`until` `"decision"` or a whole number, `key` a function, `maxChanceSteps` a whole number); `engine/limit` for `maxChanceSteps` over {@link MAX_STEPS_CEILING}; `engine/illegal-action` if `action` is not legal there; `engine/odds-limit` past `maxChanceSteps`
 * @example
 * ```ts
 * import { outcomeOdds, type Game } from "@tt/engine";
 * declare const pig: Game<{ turnTotal: number }, { type: string }, number, object, unknown>;
 * declare const state: { turnTotal: number };
 * const odds = outcomeOdds(pig, state, { type: "roll" });
 * const pigOut = odds.entries.filter((e) => e.state.turnTotal === 0).reduce((sum, e) => sum + e.probability, 0); // 1/6
 * ```
 */
export function outcomeOdds<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  state: State,
  action: Action,
  settings: OddsSettings<State> = {},
): OutcomeOdds<State, Action, Outcome, Result> {
  checkGame(game);
  const checked = settingsOf(settings, "outcomeOdds' settings", true);
  const until = given(checked.until, "decision");
  const bound = until === "decision" ? Infinity : checkCount(until, "until", 0);
  checkFunction(checked.key, "key", true);
  const key = checked.key ?? ((value: State) => JSON.stringify(value));
  const maxChanceSteps = stepBudget(checked.maxChanceSteps, "maxChanceSteps", 5_000, 0);
  const first = game.next(state);
  if (first.kind !== "decision") throw new EngineError("engine/invalid-argument", `outcomeOdds needs a state at a decision, not at ${excerpt(first.kind)}`);
  const legal = legalInput(game, state, action, first, 0) as Action;
  const merged = new Map<string, { key: string; state: State; exact: Fraction; stop: "decision" | "over" | "depth"; next: Next<Action, Outcome, Result> }>();
  let chanceSteps = 0;

  // Depth first, in the order the game lists its outcomes, with a stack of our own (a long run of
  // chance steps must not overflow the call stack): every state reached, its exact probability.
  const stack: { node: State; probability: Fraction; depth: number }[] = [{ node: game.apply(state, legal).state, probability: ONE, depth: 0 }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { node, probability, depth } = top;
    const next = game.next(node);
    let stop: "decision" | "over" | "depth";
    if (next.kind === "chance") {
      if (depth < bound) {
        if (++chanceSteps > maxChanceSteps) {
          throw new EngineError(
            "engine/odds-limit",
            `outcomeOdds visited more than ${maxChanceSteps} chance steps before the next decision: pass \`until\` (a number of chance steps) or a higher \`maxChanceSteps\``,
          );
        }
        const children: { node: State; probability: Fraction; depth: number }[] = [];
        for (const entry of next.outcomes) {
          if (!(entry.probability > 0)) continue;
          if (!Number.isFinite(entry.probability)) {
            throw new EngineError("engine/invalid-argument", `a chance step (${excerpt(next.purpose)}) gives an outcome the probability ${entry.probability}: a probability is a finite number`);
          }
          children.push({ node: game.apply(node, entry.outcome).state, probability: multiply(probability, toFraction(entry.probability)), depth: depth + 1 });
        }
        for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
        continue;
      }
      stop = "depth";
    } else {
      stop = next.kind;
    }
    const id = key(node);
    const existing = merged.get(id);
    if (existing) existing.exact = add(existing.exact, probability);
    else merged.set(id, { key: id, state: node, exact: probability, stop, next });
  }

  const entries = [...merged.values()]
    .map(({ key: id, state: reached, exact, stop, next }) => ({ key: id, state: reached, probability: toNumber(exact), stop, next }))
    .sort((a, b) => b.probability - a.probability || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { entries, chanceSteps };
}
