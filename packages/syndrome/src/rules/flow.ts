import { RuleError } from "@tt/engine";
import type { SyndromeRules } from "../data";
import type { Action, Outcome } from "../schemas";
import type { State } from "../state";
import type { Task } from "../tasks";
import { Tx, illegal } from "../_internal/tx";
import { sameAction } from "./actions";
import { expenses } from "./expenses";
import { flee, fleeTo } from "./flight";
import type { HandlerTable, Pending, TaskHandler } from "./handler";
import { kingsMen, squadEffects, squadMove, summon } from "./kings-men";
import { pick, prison } from "./picks";
import { phasers, raidEnd } from "./raids";
import { recruitGold } from "./recruiting";
import { steps } from "./resolution";
import { roll } from "./rolls";
import { royalParty } from "./royal-party";
import { drawNeutral, drawPrisoner, fillCup, placeNeutral } from "./setup";
import { actions, checkLastingRebellion, endTurn, startTurn } from "./turn";
import { reasonOf } from "./why";
import { quote } from "../_internal/limits";

/**
 * The dispatcher: the front task of the queue is run, asked, decided or resolved by the handler
 * of its kind. Each section of the rules (setup, the turn, expenses, King's Men, the Royal Party,
 * flight, raids, resolution) lives in its own module.
 */
const HANDLERS: HandlerTable = {
  "fill-cup": fillCup,
  "draw-prisoner": drawPrisoner,
  "place-neutral": placeNeutral,
  "draw-neutral": drawNeutral,
  actions,
  "recruit-gold": recruitGold,
  roll,
  phasers,
  steps,
  pick,
  prison,
  flee,
  "flee-to": fleeTo,
  summon,
  "raid-end": raidEnd,
  expenses,
  "kings-men": kingsMen,
  "squad-move": squadMove,
  "squad-effects": squadEffects,
  "royal-party": royalParty,
  "end-turn": endTurn,
};

function handlerOf<T extends Task>(task: T): TaskHandler<T> {
  return HANDLERS[task.kind] as unknown as TaskHandler<T>;
}

/** The rules looped without asking for input: a bug, or a snapshot no game reaches. */
const LOOP_GUARD = 10_000;

/** What the front task waits for: a decision or a roll (the queue never rests on an automatic task). */
export function pending(rules: SyndromeRules, s: State): Pending {
  if (s.result !== null) return { kind: "over" };
  const task = s.queue[0];
  if (task === undefined) throw new RuleError("syndrome/no-pending-task", "the game has no pending task: the state was not produced by setup and apply");
  return handlerOf(task).ask(rules, s, task);
}

/** Whether a state rests on input: its front task waits for a decision or a roll (as every state `apply` returns does). */
export function isResting(rules: SyndromeRules, s: State): boolean {
  const task = s.queue[0];
  if (s.result !== null || task === undefined) return true;
  return !handlerOf(task).run(new Tx(rules, s), task);
}

/** Runs automatic tasks until the front task needs a decision or a roll, or the game ends. */
export function advance(tx: Tx): void {
  for (let guard = 0; guard < LOOP_GUARD; guard++) {
    if (tx.s.result !== null || checkLastingRebellion(tx)) return;
    const task = tx.s.queue[0];
    if (task === undefined) startTurn(tx);
    else if (!handlerOf(task).run(tx, task)) return;
  }
  throw new RuleError("syndrome/rules-loop", `the rules ran ${LOOP_GUARD} automatic steps without asking for input`);
}

/** Applies a decision to the front task. */
export function decide(tx: Tx, action: Action): void {
  const rules = tx.rules;
  const s = tx.s;
  const task = s.queue[0];
  if (task === undefined) illegal("nothing to decide");
  const offered = pending(rules, s);
  if (offered.kind !== "decision") illegal(`${quote(action)} is not legal now: ${reasonOf(rules, s, offered, action)?.message ?? "the game waits for a roll or a draw"}`);
  if (!offered.actions.some((a) => sameAction(a, action))) {
    const reason = reasonOf(rules, s, offered, action);
    illegal(
      `${quote(action)} is not legal now (${offered.prompt}): ${reason?.message ?? `not one of the ${offered.actions.length} legal actions`}`,
      reason === undefined ? offered.rule : reason.ruleId,
    );
  }
  if (handlerOf(task).decide?.(tx, task, action) !== true) illegal(`${quote(action)} does not answer "${offered.prompt}"`, offered.rule);
}

/** Applies a chance outcome to the front task. */
export function resolveChance(tx: Tx, outcome: Outcome): void {
  const rules = tx.rules;
  const s = tx.s;
  const task = s.queue[0];
  const offered = pending(rules, s);
  if (offered.kind !== "chance" || task === undefined) throw illegalOutcome(`the game waits for a decision, not the outcome ${quote(outcome)}`);
  const possible = offered.outcomes.some((o) =>
    o.outcome.type === "die" ? outcome.type === "die" && o.outcome.face === outcome.face : outcome.type === "draw" && o.outcome.person === outcome.person,
  );
  if (!possible) {
    const reason = reasonOf(rules, s, offered, outcome);
    throw illegalOutcome(`${offered.blind ? "that draw" : quote(outcome)} is not a possible outcome of "${offered.purpose}"${reason ? `: ${reason.message}` : ""}`, reason?.ruleId);
  }
  if (handlerOf(task).resolve?.(tx, task, outcome) !== true) throw illegalOutcome(`${quote(outcome)} does not answer "${offered.purpose}"`);
}

function illegalOutcome(message: string, rule?: string): RuleError {
  return new RuleError("syndrome/illegal-outcome", message, rule);
}
