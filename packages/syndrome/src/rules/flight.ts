import { lookup } from "@tt/tables";
import type { Action } from "../schemas";
import type { RollTask, TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import { spaceActions, type TaskHandler } from "./handler";
import { flightModifiers, sanctuaryModifiers } from "./modifiers";
import { P, freeAt, isFree } from "./people";
import { paragraphSteps } from "./resolution";
import { rollEvent } from "./roll-text";

/** Sanctuary (SYN-8.7) and flight (SYN-8.8, SYN-T.SANCT, SYN-T.FLIGHT). */

/** Requests sanctuary: Tomas's is granted without a roll (SYN-P.20); others roll (SYN-T.SANCT). `fleeing` are the people fleeing, or `null`. */
export function pushSanctuary(tx: Tx, space: string, requester: number, fleeing: number[] | null): void {
  const c = tx.rules.counters[requester]!;
  if (c.paragraph === P.tomas) {
    tx.emit({ type: "ability", person: c.id, paragraph: P.tomas, effect: "sanctuary granted without a roll", rule: "SYN-P.20" });
    for (const i of freeAt(tx.s, space)) {
      tx.w(i).sanctuary = -1;
      tx.personEvent(i, "sanctuary", "SYN-P.20");
    }
    return;
  }
  tx.push({ kind: "roll", roll: { table: "sanctuary", space, requester, modifiers: sanctuaryModifiers(tx.rules, tx.s, requester), fleeing } });
}

/** The people of a flight still there to flee. */
function stillHere(tx: Tx, space: string, people: readonly number[]): number[] {
  return people.filter((i) => tx.p(i).at === space && isFree(tx.p(i)));
}

/** SYN-8.8: people who must flee; in a town or cathedral they may seek sanctuary first. */
export const flee: TaskHandler<TaskOf<"flee">> = {
  run(tx, task) {
    const people = stillHere(tx, task.space, task.people);
    if (people.length === 0) {
      tx.pop();
      return true;
    }
    if (task.sanctuary) return false;
    tx.replaceFront({ kind: "flee-to", space: task.space, people });
    return true;
  },
  ask(rules, _s, task) {
    return {
      kind: "decision",
      prompt: "Your people must flee: seek sanctuary first?",
      actions: [...task.people.map((i): Action => ({ type: "request-sanctuary", requester: rules.counters[i]!.id })), { type: "decline-sanctuary" }],
      rule: "SYN-8.8",
      detail: { rule: "SYN-8.8", ask: "flee", subject: { space: task.space } },
    };
  },
  decide(tx, task, action) {
    if (action.type === "decline-sanctuary") {
      tx.pop();
      tx.push({ kind: "flee-to", space: task.space, people: task.people });
      return true;
    }
    if (action.type !== "request-sanctuary") return false;
    tx.pop();
    const requester = tx.index(action.requester);
    tx.emit({ type: "action", action: "request-sanctuary", space: task.space, person: action.requester, text: `${tx.c(requester).name} seeks sanctuary before fleeing`, rule: "SYN-8.8" });
    pushSanctuary(tx, task.space, requester, task.people);
    return true;
  },
};

/** SYN-8.8: the fleeing move to an adjacent space of the player's choice, then roll on the Flight Table. */
export const fleeTo: TaskHandler<TaskOf<"flee-to">> = {
  run(tx, task) {
    if (stillHere(tx, task.space, task.people).length > 0) return false;
    tx.pop();
    return true;
  },
  ask(rules, _s, task) {
    return {
      kind: "decision",
      prompt: `Flee from ${rules.space(task.space).name} to which adjacent space?`,
      actions: spaceActions(rules.space(task.space).land),
      rule: "SYN-8.8",
      detail: { rule: "SYN-8.8", ask: "choose-space", subject: { space: task.space, effect: "flee-to" } },
    };
  },
  decide(tx, task, action) {
    if (action.type !== "choose-space") return false;
    tx.pop();
    const people = stillHere(tx, task.space, task.people);
    const modifiers = flightModifiers(tx.rules, tx.s, task.space, action.space, people);
    for (const i of people) {
      const p = tx.w(i);
      p.at = action.space;
      p.sanctuary = 0;
      tx.emit({ type: "move", person: tx.id(i), from: task.space, to: action.space, means: "flight" });
    }
    tx.push({ kind: "roll", roll: { table: "flight", from: task.space, space: action.space, people, modifiers } });
    return true;
  },
};

/** The Sanctuary Table read: its paragraph, for the fleeing or for the space's people. */
export function resolveSanctuary(tx: Tx, roll: Extract<RollTask, { table: "sanctuary" }>, face: number): void {
  const table = tx.rules.tables.sanctuary;
  const read = lookup(table, { roll: face, modifiers: roll.modifiers });
  rollEvent(tx, { table: table.name, roll, face, modifiers: roll.modifiers, row: read.row.label, result: read.result, explanation: read.explanation });
  paragraphSteps(tx, read.result, roll.space, { people: roll.fleeing, fleeing: roll.fleeing !== null });
}

/** The Flight Table read: its paragraph, for the people who fled. */
export function resolveFlight(tx: Tx, roll: Extract<RollTask, { table: "flight" }>, face: number): void {
  const table = tx.rules.tables.flight;
  const read = lookup(table, { roll: face, modifiers: roll.modifiers });
  rollEvent(tx, { table: table.name, roll, face, modifiers: roll.modifiers, row: read.row.label, result: read.result, explanation: read.explanation });
  paragraphSteps(tx, read.result, roll.space, { people: roll.people });
}
