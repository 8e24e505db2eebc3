import { lookup } from "@tt/tables";
import { DONATION_ROWS } from "../data";
import type { Action } from "../schemas";
import type { RollTask, TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import type { TaskHandler } from "./handler";
import { donationModifiers, recruitModifiers } from "./modifiers";
import { codeSteps } from "./resolution";
import { rollEvent } from "./roll-text";

/** Recruiting (SYN-8.1, SYN-T.RECRUIT) and donations (SYN-8.2, SYN-T.DONATE). */

/** SYN-8.1: a recruiting attempt by the people taking part (`group`); the gold is decided before the roll. */
export function startRecruit(tx: Tx, recruiter: number, target: number, space: string, group: number[]): void {
  tx.emit({ type: "action", action: "recruit", space, person: tx.id(recruiter), text: `${tx.c(recruiter).name} tries to recruit ${tx.c(target).name}`, rule: "SYN-8.1" });
  tx.push(
    { kind: "recruit-gold", recruiter, target, space, group },
    { kind: "roll", roll: { table: "recruiting", space, target, modifiers: recruitModifiers(tx.rules, tx.s, space, recruiter, target, 0, group) } },
  );
}

/** SYN-8.2: a request for donations by `requester`, helped by the people taking part. */
export function startDonations(tx: Tx, requester: number, space: string, group: number[]): void {
  tx.emit({ type: "action", action: "request-donations", space, person: tx.id(requester), text: `${tx.c(requester).name} requests donations`, rule: "SYN-8.2" });
  tx.push({ kind: "roll", roll: { table: "donations", space, modifiers: donationModifiers(tx.rules, tx.s, space, requester, group) } });
}

/** SYN-8.1: how much gold to spend on the attempt (each piece adds one). */
export const recruitGold: TaskHandler<TaskOf<"recruit-gold">> = {
  run: () => false,
  ask(rules, s, task) {
    const actions: Action[] = [];
    for (let gold = 0; gold <= Math.min(19, s.warchest); gold++) actions.push({ type: "spend", gold });
    return {
      kind: "decision",
      prompt: `How much gold for recruiting ${rules.counters[task.target]!.name}?`,
      actions,
      rule: "SYN-8.1",
      detail: { rule: "SYN-8.1", ask: "recruit-gold", max: actions.length - 1, subject: { space: task.space, recruiter: rules.counters[task.recruiter]!.id, target: rules.counters[task.target]!.id } },
    };
  },
  decide(tx, task, action) {
    if (action.type !== "spend") return false;
    tx.pop();
    if (action.gold > 0) tx.track("warchest", -action.gold, "gold spent on recruiting", "SYN-8.1");
    const modifiers = recruitModifiers(tx.rules, tx.s, task.space, task.recruiter, task.target, action.gold, task.group);
    const queued = tx.s.queue[0];
    const roll: RollTask = { table: "recruiting", space: task.space, target: task.target, modifiers };
    if (queued?.kind === "roll" && queued.roll.table === "recruiting" && queued.roll.target === task.target) tx.replaceFront({ kind: "roll", roll });
    else tx.push({ kind: "roll", roll });
    return true;
  },
};

/** The Recruiting or Donations Table read: the code's effects in the space. */
export function resolveCode(tx: Tx, roll: Extract<RollTask, { table: "recruiting" | "donations" }>, face: number): void {
  const rules = tx.rules;
  const table = roll.table === "recruiting" ? rules.tables.recruiting : rules.tables.donations;
  const key = roll.table === "recruiting" ? rules.counters[roll.target]!.recruitRow! : DONATION_ROWS[rules.space(roll.space).type]!;
  const read = lookup(table, { roll: face, modifiers: roll.modifiers, key });
  rollEvent(tx, { table: table.name, roll, face, modifiers: roll.modifiers, row: read.column?.label ?? read.row.label, result: read.result, explanation: read.explanation });
  codeSteps(tx, read.result, roll.space, roll.table === "recruiting" ? roll.target : -1);
}
