import type { SyndromeRules } from "../data";
import { ENTERPRISE, OUT_OF_PLAY } from "../state";
import type { PickTask, Task, TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import { personActions, spaceActions, type TaskHandler } from "./handler";
import { gainControl, isFree, nearest } from "./people";

/** The "you choose which" of resolutions (SYN-T.CODES), and what capture and injury do. */

/**
 * A pick task, with empty defaults.
 *
 * @param fields - what the pick is about
 * @returns the task
 */
export function pickTask(fields: { effect: PickTask["effect"]; space: string; from?: number[]; spaces?: string[]; count: number; reason: string; people?: number[] }): Task {
  return {
    kind: "pick",
    pick: { effect: fields.effect, space: fields.space, from: fields.from ?? [], spaces: fields.spaces ?? [], count: fields.count, reason: fields.reason, people: fields.people ?? [] },
  };
}

/** The nearest towns and castles to a space: where its captured are imprisoned (SYN-T.CODES `C`). */
function prisonsNear(rules: SyndromeRules, space: string): string[] {
  return nearest(rules, space, rules.prisons).spaces;
}

/** Injures a person (SYN-T.CODES `I`). */
function injure(tx: Tx, i: number, rule: string): void {
  if (tx.p(i).injured) return;
  tx.w(i).injured = true;
  tx.personEvent(i, "injured", rule);
}

/** Captures people: they go to the nearest town or castle (SYN-T.CODES `C`); ties are the player's choice. */
export function capture(tx: Tx, people: readonly number[], from: string): void {
  const live = people.filter((i) => isFree(tx.p(i)));
  if (live.length === 0) return;
  const prisons = prisonsNear(tx.rules, from);
  if (prisons.length === 1) imprison(tx, live, prisons[0]!);
  else tx.push({ kind: "prison", people: live, from });
}

function imprison(tx: Tx, people: readonly number[], prison: string): void {
  for (const i of people) {
    const p = tx.w(i);
    p.at = prison;
    p.imprisoned = true;
    p.horse = false;
    p.sanctuary = 0;
    p.spent = true;
    tx.personEvent(i, "captured", "SYN-T.CODES", prison);
  }
}

/** Whether person `i` can still be chosen for `pick`. */
function pickable(tx: Tx, pick: PickTask, i: number): boolean {
  const p = tx.p(i);
  switch (pick.effect) {
    case "capture":
    case "stay-free":
    case "starve":
      return p.at === pick.space && isFree(p);
    case "injure":
      return p.at === pick.space && isFree(p) && !p.injured;
    case "capture-other":
      return isFree(p) && p.at !== pick.space && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY;
    case "recruit-famous":
      return !p.controlled && !p.imprisoned && p.at !== OUT_OF_PLAY;
    case "move-group":
      return true;
    default: {
      const unreachable: never = pick.effect;
      return unreachable;
    }
  }
}

/** What choosing person `i` does. */
function applyPickPerson(tx: Tx, pick: PickTask, i: number): void {
  switch (pick.effect) {
    case "capture":
    case "capture-other":
      capture(tx, [i], tx.p(i).at);
      return;
    case "injure":
      injure(tx, i, "SYN-T.CODES");
      return;
    case "stay-free":
      capture(
        tx,
        pick.from.filter((j) => j !== i && pickable(tx, pick, j)),
        pick.space,
      );
      return;
    case "starve":
      if (tx.c(i).kind === "enterprise" || tx.c(i).kind === "archon") injure(tx, i, "SYN-11.3");
      else {
        const p = tx.w(i);
        p.controlled = false;
        p.sanctuary = 0;
        p.horse = false;
        tx.personEvent(i, "lost", "SYN-11.3");
      }
      return;
    case "recruit-famous":
      gainControl(tx, i, "SYN-P.116", "controlled");
      return;
    case "move-group":
      return;
    default: {
      const unreachable: never = pick.effect;
      return unreachable;
    }
  }
}

/** `move-group`: the group moves to the chosen space (SYN-P.106). */
function moveGroup(tx: Tx, pick: PickTask, space: string): void {
  for (const i of pick.people) {
    if (tx.p(i).at !== pick.space || !isFree(tx.p(i))) continue;
    const p = tx.w(i);
    p.at = space;
    p.sanctuary = 0;
    tx.emit({ type: "move", person: tx.id(i), from: pick.space, to: space, means: "forced" });
  }
}

/** Picks where the choice is forced are made for the player: too few candidates to choose among. */
const CHOOSE_EVEN_IF_ALL: ReadonlySet<PickTask["effect"]> = new Set(["stay-free", "recruit-famous", "capture-other"]);

function runSpacePick(tx: Tx, pick: PickTask): boolean {
  if (pick.spaces.length > 1) return false;
  tx.pop();
  if (pick.spaces.length === 1) moveGroup(tx, pick, pick.spaces[0]!);
  return true;
}

/** SYN-T.CODES: "you choose which". */
export const pick: TaskHandler<TaskOf<"pick">> = {
  run(tx, task) {
    const pick = task.pick;
    if (pick.effect === "move-group") return runSpacePick(tx, pick);
    const live = pick.from.filter((i) => pickable(tx, pick, i));
    if (live.length === 0 || pick.count <= 0) {
      tx.pop();
      return true;
    }
    if (live.length <= pick.count && !CHOOSE_EVEN_IF_ALL.has(pick.effect)) {
      tx.pop();
      for (const i of live) applyPickPerson(tx, pick, i);
      return true;
    }
    if (live.length === 1) {
      tx.pop();
      applyPickPerson(tx, pick, live[0]!);
      return true;
    }
    if (live.length !== pick.from.length) tx.replaceFront({ kind: "pick", pick: { ...pick, from: live } });
    return false;
  },
  ask(rules, _s, task) {
    const pick = task.pick;
    if (pick.effect === "move-group")
      return {
        kind: "decision",
        prompt: `Choose a space: ${pick.reason}`,
        actions: spaceActions(pick.spaces),
        rule: "SYN-P.106",
        detail: { rule: "SYN-P.106", ask: "choose-space", subject: { space: pick.space, effect: pick.effect } },
      };
    return {
      kind: "decision",
      prompt: `Choose who: ${pick.reason}${pick.count > 1 ? ` (${pick.count} more)` : ""}`,
      actions: personActions(rules, pick.from),
      rule: "SYN-T.CODES",
      detail: { rule: "SYN-T.CODES", ask: "choose-person", subject: { space: pick.space, effect: pick.effect } },
    };
  },
  decide(tx, task, action) {
    const pick = task.pick;
    if (action.type === "choose-space" && pick.effect === "move-group") {
      tx.pop();
      moveGroup(tx, pick, action.space);
      return true;
    }
    if (action.type !== "choose-person") return false;
    const i = tx.index(action.person);
    tx.pop();
    if (pick.count > 1) tx.push({ kind: "pick", pick: { ...pick, from: pick.from.filter((j) => j !== i), count: pick.count - 1 } });
    applyPickPerson(tx, pick, i);
    return true;
  },
};

/** SYN-T.CODES `C`: equally near prisons are the player's choice. */
export const prison: TaskHandler<TaskOf<"prison">> = {
  run(tx, task) {
    const options = prisonsNear(tx.rules, task.from);
    if (options.length > 1) return false;
    tx.pop();
    imprison(tx, task.people, options[0] ?? task.from);
    return true;
  },
  ask(rules, _s, task) {
    return {
      kind: "decision",
      prompt: "Which prison takes the captured (equally near)?",
      actions: spaceActions(prisonsNear(rules, task.from)),
      rule: "SYN-T.CODES",
      detail: { rule: "SYN-T.CODES", ask: "choose-space", subject: { space: task.from, effect: "prison" } },
    };
  },
  decide(tx, task, action) {
    if (action.type !== "choose-space") return false;
    tx.pop();
    imprison(tx, task.people, action.space);
    return true;
  },
};
