import { RuleError, formatJsonPath, parseWith, type IllegalReason, type Next } from "@tt/engine";
import type { SyndromeRules } from "./data";
import type { SyndromeEvent } from "./events";
import { SCHEMA_VERSION, actionSchema, outcomeSchema, type Action, type Options, type Outcome } from "./schemas";
import { ENTERPRISE, OUT_OF_PLAY, type PersonState, type Result, type State } from "./state";
import { Tx } from "./_internal/tx";
import { advance, decide, pending, resolveChance } from "./rules/flow";
import { reasonOf } from "./rules/why";
import { quote } from "./_internal/limits";

/** The game's four moves over a compiled data set: setup, next, apply, whyIllegal. */

/**
 * The one player's name.
 *
 * @example
 * ```ts
 * import { PLAYER, syndrome } from "@tt/syndrome";
 * syndrome.view(syndrome.setup(syndrome.parseOptions({})), PLAYER).warchest; // 4
 * ```
 */
export const PLAYER = "player";

/** section 3: the state before the first blind draw. */
export function initialState(rules: SyndromeRules, options: Options): State {
  const people: PersonState[] = rules.counters.map((c) => ({
    at: c.kind === "enterprise" ? ENTERPRISE : c.kind === "royalist" || c.kind === "cleric" || c.kind === "squad" ? c.home! : OUT_OF_PLAY,
    controlled: c.kind === "enterprise",
    imprisoned: false,
    hidden: false,
    injured: false,
    horse: false,
    sanctuary: 0,
    spent: false,
  }));
  return {
    schemaVersion: SCHEMA_VERSION,
    rules: { ...options },
    turn: 0,
    phase: "setup",
    witchcraft: 0,
    royalMorale: 10,
    warchest: options.startingWarchest,
    royalOrders: "Patrol",
    raided: false,
    people,
    royalParty: { route: -1, hold: false },
    sworn: [],
    rebellion: [],
    freedBy: [],
    flags: { acted: [], beamDown: [], beamUp: [], noSupply: [], starved: [] },
    cup: [],
    queue: [{ kind: "fill-cup", left: 8, for: "prison" }],
    result: null,
  };
}

/** What the game waits for. */
export function nextOf(rules: SyndromeRules, state: State): Next<Action, Outcome, Result> {
  if (state.result !== null) return { kind: "over", result: state.result };
  const p = pending(rules, state);
  if (p.kind === "over") return { kind: "over", result: state.result! };
  if (p.kind === "decision") return { kind: "decision", player: PLAYER, prompt: p.prompt, actions: p.actions, detail: p.detail };
  return p.blind
    ? { kind: "chance", purpose: p.purpose, outcomes: p.outcomes, detail: p.detail, roll: p.roll, blind: true }
    : { kind: "chance", purpose: p.purpose, outcomes: p.outcomes, detail: p.detail, roll: p.roll };
}

const isInput = (input: unknown): input is { type: string } => typeof input === "object" && input !== null && typeof (input as { type?: unknown }).type === "string";
const isOutcome = (type: string) => type === "die" || type === "draw";

/** Applies an action or an outcome, then runs the rules until they wait for input again. */
export function applyInput(rules: SyndromeRules, state: State, input: Action | Outcome): { state: State; events: SyndromeEvent[] } {
  if (state.result !== null) throw new RuleError("syndrome/game-over", "the game is over");
  if (!isInput(input)) throw new RuleError("syndrome/illegal-action", `${quote(input)} is neither an action nor an outcome`);
  const tx = new Tx(rules, state);
  if (isOutcome(input.type)) {
    const outcome = parseWith(
      outcomeSchema,
      input,
      ({ path, message, issues }) => new RuleError("syndrome/illegal-outcome", `${quote(input)} is not an outcome: ${message}`, undefined, { path, issues }),
    );
    resolveChance(tx, outcome);
  } else {
    const action = parseWith(
      actionSchema,
      input,
      ({ path, message, issues }) => new RuleError("syndrome/illegal-action", `${quote(input)} is not an action: ${path} ${message}`, undefined, { path, issues }),
    );
    decide(tx, action);
  }
  advance(tx);
  return { state: tx.s, events: tx.events };
}

/** Why an input is not legal, with the rule it breaks; `undefined` when it is legal. */
export function whyIllegalOf(rules: SyndromeRules, state: State, input: unknown): IllegalReason | undefined {
  if (state.result !== null) return { message: "the game is over" };
  if (!isInput(input)) return { message: `${quote(input)} is neither an action nor an outcome` };
  const outcome = isOutcome(input.type);
  const parsed = outcome ? outcomeSchema.safeParse(input) : actionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { message: `${quote(input)} is not ${outcome ? "an outcome" : "an action"}: ${issue.path.length > 0 ? `${formatJsonPath(issue.path)} ` : ""}${issue.message}` };
  }
  return reasonOf(rules, state, pending(rules, state), parsed.data);
}
