import { RuleError, type ChanceOutcome, type PhysicalRoll } from "@tt/engine";
import type { SyndromeRules } from "../data";
import type { Action, Outcome } from "../schemas";
import type { StepDetail } from "../step-detail";
import type { State } from "../state";
import type { TaskKind, TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";

/** A decision the front task waits for. */
interface PendingDecision {
  readonly kind: "decision";
  readonly prompt: string;
  readonly actions: Action[];
  readonly rule: string;
  readonly detail: StepDetail;
}

/** A roll or a draw the front task waits for. */
export interface PendingChance {
  readonly kind: "chance";
  readonly purpose: string;
  readonly outcomes: ChanceOutcome<Outcome>[];
  readonly detail: StepDetail;
  readonly roll: PhysicalRoll;
  readonly blind?: true;
}

/** What the front task waits for. */
export type Pending = PendingDecision | PendingChance | { readonly kind: "over" };

/**
 * The rules of one task kind, in four parts:
 *
 * - `run`: does the task's automatic work; returns `true` when it ran (the queue moved on) and
 *   `false` when the task waits for input (a decision or a roll).
 * - `ask`: what it waits for (only called after `run` returned `false`).
 * - `decide` / `resolve`: applies the player's action or the chance outcome (already checked to
 *   be one of those `ask` offered), returning `false` when the input does not answer this task.
 */
export interface TaskHandler<T> {
  run(tx: Tx, task: T): boolean;
  ask(rules: SyndromeRules, s: State, task: T): PendingDecision | PendingChance;
  decide?(tx: Tx, task: T, action: Action): boolean;
  resolve?(tx: Tx, task: T, outcome: Outcome): boolean;
}

/** One handler for every task kind: the compiler checks none is missing. */
export type HandlerTable = { readonly [K in TaskKind]: TaskHandler<TaskOf<K>> };

/** `run` for a task that always waits for input. */
export function waits(): boolean {
  return false;
}

/** `ask` for a task that never waits (it always runs by itself): only a snapshot no game reaches has one at the front. */
export function neverAsks(kind: TaskKind): never {
  throw new RuleError("syndrome/not-waiting", `the front task "${kind}" runs by itself and waits for no input: the state was not produced by setup and apply`);
}

/** Choices of people, by counter id. */
export function personActions(rules: SyndromeRules, from: readonly number[]): Action[] {
  return from.map((i) => ({ type: "choose-person", person: rules.counters[i]!.id }));
}

/** Choices of spaces. */
export function spaceActions(spaces: readonly string[]): Action[] {
  return spaces.map((space) => ({ type: "choose-space", space }));
}
