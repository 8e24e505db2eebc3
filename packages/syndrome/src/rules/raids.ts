import { lookup } from "@tt/tables";
import type { RollTask, Task, TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import { neverAsks, type TaskHandler } from "./handler";
import { raidModifiers } from "./modifiers";
import { P, abilityAt, byParagraph, isFree, prisonersAt } from "./people";
import { capture } from "./picks";
import { freeAll, paragraphSteps, readParagraph } from "./resolution";
import { rollEvent } from "./roll-text";

/** Raids (SYN-8.4, SYN-T.RAID): phasers, the Raid Table, the plague (SYN-P.107, SYN-P.150), and what a raid leaves. */

/** SYN-12.1: the first raid sets the Royal Orders to Search. */
function firstRaid(tx: Tx): void {
  if (tx.s.raided) return;
  tx.s.raided = true;
  if (tx.s.royalOrders !== "Patrol") return;
  tx.emit({ type: "orders", from: "Patrol", to: "Search", rule: "SYN-12.1" });
  tx.s.royalOrders = "Search";
}

/** Someone whose ability frees a space's prisoners when he raids it, without a roll (SYN-P.55). */
function freesWithoutRoll(tx: Tx, space: string, group: readonly number[]): number {
  for (const { paragraph, ability } of tx.rules.abilities("frees-without-roll")) {
    const i = abilityAt(tx.rules, tx.s, paragraph, space);
    if (i >= 0 && group.includes(i) && ability.spaces.includes(space)) return i;
  }
  return -1;
}

/**
 * SYN-8.4: a raid on `space` by `group`, led by `leader`. Federation people may use phasers
 * (SYN-T.RAID); the raid's end is queued behind the roll.
 */
export function startRaid(tx: Tx, leader: number, space: string, group: number[]): void {
  const rules = tx.rules;
  tx.emit({ type: "action", action: "raid", space, person: tx.id(leader), text: `${rules.counters[leader]!.name} leads a raid on ${rules.space(space).name}`, rule: "SYN-8.4" });
  firstRaid(tx);
  const end: Task = { kind: "raid-end", space, group, injured: group.filter((i) => tx.p(i).injured), prisoners: prisonersAt(tx.s, space), plague: [], phasers: false };
  const freer = freesWithoutRoll(tx, space, group);
  if (freer >= 0) {
    const c = rules.counters[freer]!;
    tx.emit({ type: "ability", person: c.id, paragraph: c.paragraph!, effect: `the prisoners at ${rules.space(space).name} are freed without a roll`, rule: `SYN-P.${c.paragraph}` });
    freeAll(tx, space, `SYN-P.${c.paragraph}`);
    tx.push(end);
    return;
  }
  const federation = group.some((i) => !tx.p(i).injured && (rules.counters[i]!.kind === "enterprise" || rules.counters[i]!.kind === "archon"));
  tx.push(end);
  tx.push(federation ? { kind: "phasers", space, leader } : { kind: "roll", roll: { table: "raid", space, leader, modifiers: raidModifiers(rules, tx.s, space, leader, false, group), plague: [] } });
}

function raidEndOf(tx: Tx, space: string): number {
  return tx.s.queue.findIndex((t) => t.kind === "raid-end" && t.space === space);
}

/** SYN-T.RAID: use phasers (+5, Witchcraft +1) or not. */
export const phasers: TaskHandler<TaskOf<"phasers">> = {
  run: () => false,
  ask(rules, _s, task) {
    return {
      kind: "decision",
      prompt: "Use phasers (+5, Witchcraft +1)?",
      actions: [
        { type: "phasers", use: true },
        { type: "phasers", use: false },
      ],
      rule: "SYN-T.RAID",
      detail: { rule: "SYN-T.RAID", ask: "phasers", subject: { space: task.space, leader: rules.counters[task.leader]!.id } },
    };
  },
  decide(tx, task, action) {
    if (action.type !== "phasers") return false;
    tx.pop();
    const at = raidEndOf(tx, task.space);
    const end = at >= 0 ? (tx.s.queue[at] as TaskOf<"raid-end">) : undefined;
    if (end !== undefined) tx.s.queue[at] = { ...end, phasers: action.use };
    if (action.use) tx.track("witchcraft", 1, "phasers used in a raid", "SYN-T.RAID");
    if (tx.s.result !== null) return true;
    tx.push({ kind: "roll", roll: { table: "raid", space: task.space, leader: task.leader, modifiers: raidModifiers(tx.rules, tx.s, task.space, task.leader, action.use, end?.group), plague: [] } });
    return true;
  },
};

/** The Raid Table read: its paragraph, or paragraph 150's second roll (SYN-P.150). */
export function resolveRaid(tx: Tx, roll: Extract<RollTask, { table: "raid" }>, face: number): void {
  const table = tx.rules.tables.raid;
  const read = lookup(table, { roll: face, modifiers: roll.modifiers });
  rollEvent(tx, { table: table.name, roll, face, modifiers: roll.modifiers, row: read.row.label, result: read.result, explanation: read.explanation });
  if (roll.plague.length > 0) {
    // McCoy/Goren is captured after the raid, whatever the second roll reads (SYN-P.150).
    const at = raidEndOf(tx, roll.space);
    if (at >= 0) tx.s.queue[at] = { ...(tx.s.queue[at] as TaskOf<"raid-end">), plague: roll.plague };
    if (read.result === 108 || read.result === 107) {
      readParagraph(tx, read.result);
      tx.emit({ type: "note", text: `${read.result} again: the raid fails, with no other effect`, rule: "SYN-P.150" });
      return;
    }
  }
  paragraphSteps(tx, read.result, roll.space, { target: roll.leader, exclude: roll.plague });
}

/** SYN-8.4: after the raid: Maura's ballad (SYN-P.58), the healers of the plague captured (SYN-P.150). */
export const raidEnd: TaskHandler<TaskOf<"raid-end">> = {
  run(tx, task) {
    tx.pop();
    const freed = task.prisoners.filter((i) => !tx.p(i).imprisoned);
    const hurt = task.group.filter((i) => !task.plague.includes(i) && (tx.p(i).imprisoned || (tx.p(i).injured && !task.injured.includes(i)))).length;
    const maura = byParagraph(tx.rules, P.maura);
    if (freed.length > 0 && hurt <= 1 && maura >= 0 && task.group.includes(maura) && isFree(tx.p(maura))) {
      tx.track("royalMorale", -1, "Maura's ballad mocks the royalists", "SYN-P.58");
    }
    if (task.plague.length > 0)
      capture(
        tx,
        task.plague.filter((i) => isFree(tx.p(i))),
        task.space,
      );
    return true;
  },
  ask: () => neverAsks("raid-end"),
};
