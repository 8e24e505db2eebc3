import { excerpt } from "@tt/internal";
import { checkCount, checkFunction, checkGame, checkObject, given, stepBudget } from "./_internal/checks";
import { EngineError } from "./errors";
import type { MAX_STEPS_CEILING } from "./limits";
import type { Game, GameEvent } from "./game";
import type { Policy } from "./policy";

/**
 * Settings of {@link expectimaxPolicy} and {@link expectimax}.
 *
 * @example
 * ```ts
 * import type { ExpectimaxSettings } from "@tt/engine";
 * type PigState = { scores: number[]; turnTotal: number; current: number };
 * const settings: ExpectimaxSettings<PigState> = {
 *   evaluate: (state, player) => state.scores[Number(player.slice(1)) - 1]! / 100,
 *   depth: 3,
 *   maxNodes: 20_000,
 * };
 * ```
 */
export interface ExpectimaxSettings<State> {
  /**
   * How good `state` is for `player`; higher is better. Called at the search's leaves,
   * including finished games (score a win highest). Must be pure.
   */
  readonly evaluate: (state: State, player: string) => number;
  /** Decisions to look ahead, the root's included (default 2). Chance steps do not count. */
  readonly depth?: number;
  /** Budget of visited states per move (default 100,000). */
  readonly maxNodes?: number;
}

/**
 * What {@link expectimax} found.
 *
 * @example
 * ```ts
 * import type { ExpectimaxChoice } from "@tt/engine";
 * const explain = (choice: ExpectimaxChoice<string>) => `${choice.action} (value ${choice.value.toFixed(3)}, depth ${choice.depth})`;
 * ```
 */
export interface ExpectimaxChoice<Action> {
  /** The best action (the first one on a tie). */
  readonly action: Action;
  /** Its index among the decision's actions. */
  readonly index: number;
  /** The value of every action for the player to move, in the decision's order. */
  readonly values: readonly number[];
  /** The best value. */
  readonly value: number;
  /** The deepest search depth completed within the budget (0: the budget allowed no full depth-1 search; values are then evaluations of the states right after each action). */
  readonly depth: number;
  /** States visited, in all iterations. */
  readonly nodes: number;
}

const OUT_OF_BUDGET = Symbol("out of budget");
/** States on one path of the search, beyond which it counts as out of budget (the stack's bound, not the caller's). */
const MAX_SEARCH_NESTING = 2_000;

/** Checks a search's game and settings once: `evaluate` a function, `depth` and `maxNodes` whole numbers of at least 1. */
function searchSettings(game: unknown, settings: ExpectimaxSettings<never>): { maxDepth: number; maxNodes: number } {
  checkGame(game);
  checkObject(settings, "expectimax's settings");
  checkFunction(settings.evaluate, "evaluate");
  return { maxDepth: checkCount(given(settings.depth, 2), "depth", 1), maxNodes: stepBudget(settings.maxNodes, "maxNodes", 100_000) };
}

/** A node's value for any player, computed on demand and remembered. */
type Valuer = (player: string) => number;

/**
 * Searches from `state` (which must be at a decision) with expectimax and returns the best
 * action for the player to move, with the value of every action.
 *
 * The search:
 * - at a **decision**, the player to move picks the child with the highest value *for
 *   that player* (the max-n rule; with two players and a zero-sum `evaluate` this is
 *   expectiminimax: the opponent minimises your value);
 * - at a **chance** step, the value is the expectation over its outcomes with their exact
 *   probabilities, for every player;
 * - at a **leaf** (the depth is reached at a decision, or the game is over), the value is
 *   `evaluate(state, player)`.
 *
 * Depth counts decisions only: chance steps are always expanded completely, so values use
 * every outcome's probability. The search deepens iteratively (depth 1, 2, ... up to
 * `depth`) and keeps the deepest iteration that completed within `maxNodes` visited states,
 * so the budget bounds the time of a move whatever the branching. Ties go to the first
 * action in the decision's order, so the search is deterministic.
 *
 * The search sees the full state: in a game with hidden information it is an omniscient
 * player. Give it `view`-based evaluations, or use it only where that is acceptable
 * (solitaire games, analysis, opponents in a teaching tool).
 *
 * @param game - the game
 * @param state - a state at a decision
 * @param settings - `evaluate`, optional `depth` and `maxNodes`
 * @returns the best action, its index, the values of every action, depth reached and nodes visited
 * @throws {@link EngineError} `engine/invalid-argument` if `state` is not at a decision, the game or
 * settings are not what they should be (`evaluate` a function, `depth` and `maxNodes` whole numbers
 * of at least 1), `engine/limit` for `maxNodes` over {@link MAX_STEPS_CEILING}. A path longer than
 * 2,000 states counts as out of budget, like `maxNodes`; a search that reaches the end of the game
 * on every branch stops deepening there, so a `depth` larger than the game is no extra work.
 * @example
 * ```ts
 * import { expectimax, type Game } from "@tt/engine";
 * declare const pig: Game<{ scores: number[] }, { type: string }, number, object, unknown>;
 * declare const state: { scores: number[] };
 * const choice = expectimax(pig, state, { evaluate: (s, player) => s.scores[player === "p1" ? 0 : 1]!, depth: 3 });
 * choice.action; // e.g. { type: "roll" }
 * ```
 */
export function expectimax<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  state: State,
  settings: ExpectimaxSettings<State>,
): ExpectimaxChoice<Action> {
  const { maxDepth, maxNodes } = searchSettings(game, settings);
  const root = game.next(state);
  if (root.kind !== "decision") throw new EngineError("engine/invalid-argument", `expectimax needs a state at a decision, not at ${excerpt(root.kind)}`);
  const evaluate = settings.evaluate;
  const mover = root.player;
  const children = root.actions.map((action) => game.apply(state, action).state);
  let nodes = 0;
  // Whether the last iteration stopped anywhere at its depth: if not, the tree is searched to its end and deeper ones would repeat it.
  let cut = false;

  const leaf = (leafState: State): Valuer => remember((player) => evaluate(leafState, player));

  // `level` counts the states on the path from the root: a long run of chance steps could otherwise overflow the stack.
  const search = (node: State, depthLeft: number, level: number): Valuer => {
    if (++nodes > maxNodes || level > MAX_SEARCH_NESTING) throw OUT_OF_BUDGET;
    const next = game.next(node);
    if (next.kind === "over") return leaf(node);
    if (next.kind === "decision") {
      if (depthLeft === 0) {
        cut = true;
        return leaf(node);
      }
      let best: Valuer | undefined;
      let bestValue = -Infinity;
      for (const action of next.actions) {
        const child = search(game.apply(node, action).state, depthLeft - 1, level + 1);
        const value = child(next.player);
        if (best === undefined || value > bestValue) {
          best = child;
          bestValue = value;
        }
      }
      return best!;
    }
    const branches: { probability: number; value: Valuer }[] = [];
    for (const { outcome, probability } of next.outcomes) {
      if (probability > 0) branches.push({ probability, value: search(game.apply(node, outcome).state, depthLeft, level + 1) });
    }
    return remember((player) => {
      let sum = 0;
      for (const branch of branches) sum += branch.probability * branch.value(player);
      return sum;
    });
  };

  let values = children.map((child) => evaluate(child, mover));
  let depth = 0;
  for (let iteration = 1; iteration <= maxDepth; iteration++) {
    try {
      cut = false;
      values = children.map((child) => search(child, iteration - 1, 1)(mover));
      depth = iteration;
      if (!cut) break;
    } catch (error) {
      if (error === OUT_OF_BUDGET) break;
      throw error;
    }
  }
  let index = 0;
  for (let candidate = 1; candidate < values.length; candidate++) if (values[candidate]! > values[index]!) index = candidate;
  return { action: root.actions[index]!, index, values, value: values[index]!, depth, nodes };
}

function remember(compute: Valuer): Valuer {
  let players: string[] | undefined;
  let values: number[] | undefined;
  return (player) => {
    if (players !== undefined) {
      const at = players.indexOf(player);
      if (at !== -1) return values![at]!;
    } else {
      players = [];
      values = [];
    }
    const value = compute(player);
    players.push(player);
    values!.push(value);
    return value;
  };
}

/**
 * A bot for any game: at each decision it plays the action {@link expectimax} finds best,
 * from a depth- or budget-bounded search using the exact chance probabilities and the
 * game-supplied `evaluate`. With several players, each decision maximises the evaluation
 * of the player to move (max-n); chance steps average over every outcome. Deterministic.
 *
 * @param game - the game
 * @param settings - `evaluate(state, player)`, optional `depth` (decisions, default 2) and `maxNodes` (default 100,000)
 * @returns a policy
 * @throws {@link EngineError} `engine/invalid-argument` (when made, and when called) for a bad game, depth or budget
 * @example
 * ```ts
 * import { expectimaxPolicy, randomPolicy, runGame, seededChance, type Game } from "@tt/engine";
 * type PigState = { scores: number[]; turnTotal: number };
 * declare const pig: Game<PigState, { type: string }, number, object, { winner: string }>;
 * const bot = expectimaxPolicy(pig, { evaluate: (s, p) => s.scores[p === "p1" ? 0 : 1]! - s.scores[p === "p1" ? 1 : 0]!, depth: 3 });
 * runGame(pig, {}, { policies: { p1: bot, p2: randomPolicy(1) }, chance: seededChance(1) });
 * ```
 */
export function expectimaxPolicy<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  settings: ExpectimaxSettings<State>,
): Policy<State, Action> {
  searchSettings(game, settings as ExpectimaxSettings<never>);
  // Answer with the decision's own element (same index: next is a pure function of the state),
  // so the runner recognises it by identity.
  return (decision, state) => {
    const choice = expectimax(game, state, settings);
    return decision.actions[choice.index] ?? choice.action;
  };
}
