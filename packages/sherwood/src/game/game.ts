import { RuleError, checkSchemaVersion, indexOfInput, parseWith, type Applied, type Game, type HiddenInput, type Next, type StepDetail } from "@tt/engine";
import { SherwoodError } from "../errors";
import type { SherwoodRules } from "../rules-data";
import { sherwoodRules } from "../sherwood";
import { rollStep } from "./chance";
import { playerOf, type GameContext } from "./context";
import { decisionFor } from "./decisions";
import type { SherwoodEvent } from "./events";
import { invariantProblems } from "./invariants";
import { applyAction, resolveRoll, settleAfter } from "./play";
import {
  SHERWOOD_GAME_SCHEMA_VERSION,
  sherwoodOptionsSchema,
  sherwoodStateSchema,
  type SherwoodAction,
  type SherwoodOptions,
  type SherwoodOutcome,
  type SherwoodResult,
  type SherwoodState,
} from "./schemas";
import { setupState } from "./setup";
import { gameResult } from "./turn";
import { afterScenarioStep } from "./scenario-rules";
import { scenarioResult } from "./victory";

/**
 * The Sherwood game, an `@tt/engine` {@link Game}: a skirmish on one map under the standard rules
 * (SHW-2 to SHW-6.6), every roll a chance step with exact odds, every choice a decision.
 *
 * @example
 * ```ts
 * import type { SherwoodGame } from "@tt/sherwood";
 * const phaseOf = (game: SherwoodGame, state: ReturnType<SherwoodGame["setup"]>) => state.phase;
 * ```
 */
export interface SherwoodGame extends Game<SherwoodState, SherwoodAction, SherwoodOutcome, SherwoodOptions, SherwoodResult, SherwoodEvent> {
  /** The compiled rules it plays with. */
  readonly rules: SherwoodRules;
  /** What the next step is, with its {@link StepDetail}. */
  next(state: SherwoodState): Next<SherwoodAction, SherwoodOutcome, SherwoodResult, StepDetail>;
  /**
   * Reads a state snapshot (`JSON.parse` of a saved game): its version, its schema and the game's
   * invariants (one living piece per place, pieces on the board, riders on two hexes, ids that exist).
   *
   * @param json - the snapshot
   * @returns the state
   * @throws {@link SherwoodError} `sherwood/invalid-snapshot` with the path, or `sherwood/unsupported-schema-version`
   */
  parseState(json: unknown): SherwoodState;
  /**
   * What `player` sees: the whole state but the hideouts of other sides' characters in ambush (SHW-8.1),
   * which read `null` until those characters are revealed or found.
   */
  view(state: SherwoodState, player: string): SherwoodState;
}

/**
 * Builds the Sherwood game on a data set (the shipped one by default).
 *
 * @param rules - compiled rules (`sherwoodRules`, or `loadSherwoodData` of corrected data)
 * @returns the game
 * @example
 * ```ts
 * import { createSherwood } from "@tt/sherwood";
 * const game = createSherwood();
 * const state = game.setup(game.optionsSchema.parse({ map: "the-inn", sides: [{ id: "saxons", force: [{ character: "robin", at: "2,2" }] }, { id: "normans", force: [{ character: "bero", at: "9,9" }] }] }));
 * game.next(state).kind; // "decision": the Saxons' missile fire phase
 * ```
 */
export function createSherwood(rules: SherwoodRules = sherwoodRules): SherwoodGame {
  const contexts = new Map<string, GameContext>();
  const ctxOf = (state: SherwoodState): GameContext => {
    const key = state.scenario === null ? state.map : `scenario:${state.scenario.number}`;
    const known = contexts.get(key);
    if (known !== undefined) return known;
    const c = { rules, board: state.scenario === null ? rules.map(state.map) : rules.scenario(state.scenario.number).board };
    contexts.set(key, c);
    return c;
  };

  // States are never mutated, so what comes next is computed once per state (apply asks it too).
  const nexts = new WeakMap<SherwoodState, Next<SherwoodAction, SherwoodOutcome, SherwoodResult, StepDetail>>();
  function next(state: SherwoodState): Next<SherwoodAction, SherwoodOutcome, SherwoodResult, StepDetail> {
    const known = nexts.get(state);
    if (known !== undefined) return known;
    const found = computeNext(state);
    nexts.set(state, found);
    return found;
  }

  function computeNext(state: SherwoodState): Next<SherwoodAction, SherwoodOutcome, SherwoodResult, StepDetail> {
    if (state.roll !== null) return rollStep(rules, state);
    if (state.effects.length === 0) {
      const result = state.scenario === null ? gameResult(rules, state) : scenarioResult(ctxOf(state), state);
      if (result !== null) return { kind: "over", result };
    }
    return decisionFor(ctxOf(state), state);
  }

  function apply(state: SherwoodState, input: SherwoodAction | SherwoodOutcome): Applied<SherwoodState, SherwoodEvent> {
    const now = next(state);
    if (now.kind === "over") throw new RuleError("sherwood/game-over", "the game is over");
    const at = indexOfInput(now, input);
    if (at < 0) {
      const what = now.kind === "chance" ? `a d10 face from 1 to 10 for ${now.purpose}` : `one of the ${now.actions.length} actions ${now.player} has now`;
      throw new RuleError("sherwood/illegal-input", `not a legal input here: expected ${what}`, now.detail?.rule);
    }
    const ctx = ctxOf(state);
    const applied = now.kind === "chance" ? resolveRoll(ctx, state, now.outcomes[at]!.outcome.face) : applyAction(ctx, state, now.actions[at]!);
    const settled = afterScenarioStep(ctx, settleAfter(ctx, applied));
    return { state: settled.state, events: settled.events };
  }

  function parseState(json: unknown): SherwoodState {
    checkSchemaVersion(json, SHERWOOD_GAME_SCHEMA_VERSION, ({ message, path }) => new SherwoodError("sherwood/unsupported-schema-version", message, path));
    const state = parseWith(sherwoodStateSchema, json, ({ path, message, issues }) => new SherwoodError("sherwood/invalid-snapshot", message, path, issues));
    const problems = invariantProblems(rules, state);
    if (problems.length > 0) throw new SherwoodError("sherwood/invalid-snapshot", problems[0]!.message, problems[0]!.path, problems);
    return state;
  }

  /** Other sides' hideouts are secret (SHW-8.1). */
  function view(state: SherwoodState, player: string): SherwoodState {
    const own = (camp: string) => playerOf(state, camp) === player;
    if (!state.hidden.some((h) => !own(h.camp) && h.hideout !== null)) return state;
    return { ...state, hidden: state.hidden.map((h) => (own(h.camp) ? h : { ...h, hideout: null })) };
  }

  /** A side's choice of hideout is recorded in other players' logs as hidden (SHW-8.1). */
  function viewInput(state: SherwoodState, input: SherwoodAction | SherwoodOutcome, player: string): SherwoodAction | SherwoodOutcome | HiddenInput {
    if (input.type !== "hide") return input;
    const h = state.hidden.find((x) => x.id === input.piece);
    return h === undefined || playerOf(state, h.camp) === player ? input : { hidden: true, ask: "decision", about: `${h.camp} chooses a hideout` };
  }

  return { id: "sherwood", version: "1", rules, optionsSchema: sherwoodOptionsSchema, setup: (options: SherwoodOptions) => setupState(rules, options), next, apply, view, viewInput, parseState };
}

/**
 * The Sherwood game on the shipped data.
 *
 * @example
 * ```ts
 * import { sherwood } from "@tt/sherwood";
 * sherwood.id; // "sherwood"
 * ```
 */
export const sherwood: SherwoodGame = /* @__PURE__ */ createSherwood();
