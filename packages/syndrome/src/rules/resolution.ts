import { codeEffects } from "../codes";
import type { Effect } from "../effects";
import { ENTERPRISE, OUT_OF_PLAY } from "../state";
import type { TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import { neverAsks, type TaskHandler } from "./handler";
import { raidModifiers } from "./modifiers";
import { P, byParagraph, freeAt, gainControl, groupAt, prisonersAt } from "./people";
import { pickTask } from "./picks";

/**
 * The resolution of table codes and paragraphs (SYN-10, SYN-T.CODES): a `steps` task runs its
 * effects one at a time, so each "you choose which" becomes a decision in order.
 */

type StepsTask = TaskOf<"steps">;
type Run<E> = (tx: Tx, task: StepsTask, effect: E, group: number[]) => void;

/** Whether the player's people in a space may seek sanctuary there (SYN-8.7, SYN-8.8). */
function canSeekSanctuary(tx: Tx, space: string): boolean {
  const type = tx.rules.space(space).type;
  return type === "town" || type === "cathedral";
}

/** Frees every prisoner in a space: the player gains control of them (SYN-7.1). */
export function freeAll(tx: Tx, space: string, rule: string): number {
  const freed = prisonersAt(tx.s, space);
  for (const i of freed) gainControl(tx, i, rule, "freed");
  return freed.length;
}

/** Emits a paragraph being read (SYN-10). */
export function readParagraph(tx: Tx, number: number): void {
  const p = tx.rules.paragraph(number);
  tx.emit({ type: "paragraph", number, title: p?.title ?? null, rule: `SYN-P.${number}` });
}

/** Reads a paragraph and queues its effects (from the data), at the front of the queue. */
export function paragraphSteps(tx: Tx, number: number, space: string, fields: Partial<Pick<StepsTask, "target" | "people" | "exclude" | "fleeing">> = {}): void {
  readParagraph(tx, number);
  const steps = tx.rules.paragraph(number)?.steps ?? [];
  if (steps.length === 0) return;
  tx.push({
    kind: "steps",
    space,
    steps: [...steps],
    at: 0,
    target: fields.target ?? -1,
    people: fields.people ?? null,
    exclude: fields.exclude ?? [],
    paragraph: number,
    rule: `SYN-P.${number}`,
    fleeing: fields.fleeing ?? false,
  });
}

/** Queues a table code's effects (SYN-T.CODES) for `space`; `target` is the recruiting target or -1. */
export function codeSteps(tx: Tx, code: string, space: string, target: number, rule = "SYN-T.CODES"): void {
  const steps = codeEffects(tx.rules.code(code));
  if (steps.length > 0) tx.push({ kind: "steps", space, steps, at: 0, target, people: null, exclude: [], paragraph: null, rule, fleeing: false });
}

/** The people an effect touches now: the group in the space (or the fleeing), less those left out. */
function stepGroup(tx: Tx, task: StepsTask): number[] {
  const base = task.people === null ? groupAt(tx.s, task.space) : task.people.filter((i) => tx.p(i).at === task.space && tx.p(i).controlled && !tx.p(i).imprisoned);
  return task.exclude.length === 0 ? base : base.filter((i) => !task.exclude.includes(i));
}

function setHorses(tx: Tx, people: readonly number[], horse: boolean, rule: string): void {
  for (const i of people) {
    if (tx.p(i).horse === horse) continue;
    tx.w(i).horse = horse;
    tx.personEvent(i, horse ? "horse" : "no-horse", rule);
  }
}

/** SYN-P.107, SYN-P.150: McCoy or Goren cures the plague, then the raid is rolled again without them. */
const plague: Run<Extract<Effect, { do: "plague" }>> = (tx, task, _effect, group) => {
  const healers = [byParagraph(tx.rules, P.mccoy), byParagraph(tx.rules, P.goren)].filter((i) => i >= 0 && group.includes(i));
  if (healers.length === 0) return;
  const space = task.space;
  tx.emit({ type: "note", text: "McCoy or Goren is present: go to paragraph 150", rule: "SYN-P.107" });
  readParagraph(tx, 150);
  tx.track("royalMorale", -1, "the plague is cured", "SYN-P.150");
  tx.track("witchcraft", 1, "a cure by witchcraft", "SYN-P.150");
  // The second roll is the same raid's: its group, and phasers chosen (and paid for) still count.
  const raid = tx.s.queue.find((t): t is TaskOf<"raid-end"> => t.kind === "raid-end" && t.space === space);
  const modifiers = raidModifiers(tx.rules, tx.s, space, task.target, raid?.phasers ?? false, raid?.group, healers);
  tx.push({ kind: "roll", roll: { table: "raid", space, leader: task.target, modifiers, plague: healers } });
};

const capturePick = (tx: Tx, space: string, from: number[], count: number, reason: string) => {
  if (from.length > 0 && count > 0) tx.push(pickTask({ effect: "capture", space, from, count: Math.min(count, from.length), reason }));
};

/** What each effect does: one entry per kind, checked by the compiler. */
const EFFECTS: { readonly [D in Effect["do"]]: Run<Extract<Effect, { do: D }>> } = {
  recruit(tx, task) {
    if (task.target < 0) return;
    const t = tx.p(task.target);
    if (!t.controlled && !t.imprisoned && t.at === task.space) gainControl(tx, task.target, "SYN-8.1", "recruited");
  },
  flee(tx, task, _e, group) {
    if (group.length > 0) tx.push({ kind: "flee", space: task.space, people: group, sanctuary: canSeekSanctuary(tx, task.space) });
  },
  "flee-on"(tx, task, _e, group) {
    if (group.length > 0) tx.push({ kind: "flee", space: task.space, people: group, sanctuary: false });
  },
  refused(tx, task, _e, group) {
    if (task.fleeing && group.length > 0) tx.push({ kind: "flee", space: task.space, people: group, sanctuary: false });
  },
  gold(tx, _task, effect) {
    tx.track("warchest", effect.amount, "a small haul", "SYN-T.CODES");
  },
  "gold-roll"(tx, task, effect) {
    tx.push({ kind: "roll", roll: { table: "gold", amount: effect.amount, space: task.space } });
  },
  capture(tx, task, effect, group) {
    capturePick(tx, task.space, group, effect.count === "all" ? group.length : effect.count, `captured (${task.rule})`);
  },
  injure(tx, task, effect, group) {
    const able = group.filter((i) => !tx.p(i).injured);
    const count = effect.count === "all" ? able.length : effect.count === "half" ? Math.floor(group.length / 2) : effect.count;
    if (able.length > 0 && count > 0) tx.push(pickTask({ effect: "injure", space: task.space, from: able, count: Math.min(count, able.length), reason: `injured (${task.rule})` }));
  },
  track(tx, task, effect) {
    tx.track(effect.track, effect.delta, task.paragraph === null ? "table result" : `paragraph ${task.paragraph}`, task.rule);
  },
  summon(tx, task) {
    tx.push({ kind: "summon", space: task.space, reason: task.rule });
  },
  free(tx, task) {
    freeAll(tx, task.space, task.rule);
  },
  "free-one-blind"(tx, task) {
    if (prisonersAt(tx.s, task.space).length > 0) tx.push({ kind: "roll", roll: { table: "blind-free", space: task.space } });
  },
  horse(tx, task) {
    setHorses(tx, freeAt(tx.s, task.space), true, task.rule);
  },
  "lose-horses"(tx, task, _e, group) {
    setHorses(tx, group, false, task.rule);
  },
  "no-supply"(tx, task) {
    if (!tx.s.flags.noSupply.includes(task.space)) tx.s.flags.noSupply = [...tx.s.flags.noSupply, task.space];
  },
  sanctuary(tx, task, effect) {
    const until = effect.turns === "forever" ? -1 : tx.s.turn + effect.turns;
    for (const i of freeAt(tx.s, task.space)) {
      tx.w(i).sanctuary = until;
      tx.personEvent(i, "sanctuary", task.rule);
    }
  },
  plague,
  famous(tx, task) {
    const famous: number[] = [];
    tx.s.people.forEach((p, i) => {
      const kind = tx.c(i).kind;
      if ((kind === "neutral" || kind === "cleric") && !p.controlled && !p.imprisoned && p.at !== OUT_OF_PLAY) famous.push(i);
    });
    if (famous.length > 0) tx.push(pickTask({ effect: "recruit-famous", space: task.space, from: famous, count: 1, reason: `a famous neutral or cleric of your choice joins you (${task.rule})` }));
  },
  "capture-highest"(tx, task, _e, group) {
    if (group.length === 0) return;
    const best = Math.max(...group.map((i) => tx.c(i).raid));
    capturePick(
      tx,
      task.space,
      group.filter((i) => tx.c(i).raid === best),
      1,
      `the one with the highest raid value is captured (${task.rule})`,
    );
  },
  "capture-other"(tx, task) {
    const others: number[] = [];
    tx.s.people.forEach((p, i) => {
      if (p.controlled && !p.imprisoned && p.at !== task.space && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY) others.push(i);
    });
    if (others.length > 0) tx.push(pickTask({ effect: "capture-other", space: task.space, from: others, count: 1, reason: `one other person, betrayed, is also captured (${task.rule})` }));
  },
  "move-group"(tx, task, _e, group) {
    if (group.length > 0)
      tx.push(
        pickTask({ effect: "move-group", space: task.space, spaces: tx.rules.space(task.space).land.slice(), count: 1, reason: `your people move to an adjacent space (${task.rule})`, people: group }),
      );
  },
  "stay-free"(tx, task, _e, group) {
    if (group.length > 1) tx.push(pickTask({ effect: "stay-free", space: task.space, from: group, count: 1, reason: `who stays free? the others are imprisoned (${task.rule})` }));
  },
  "imprison-injured"(tx, task, effect, group) {
    const injured = group.filter((i) => tx.p(i).injured);
    capturePick(
      tx,
      task.space,
      injured,
      effect.count === "all" ? injured.length : effect.count,
      effect.count === "all" ? `the injured are imprisoned (${task.rule})` : `one injured person is imprisoned (${task.rule})`,
    );
  },
};

function runEffect<E extends Effect>(tx: Tx, task: StepsTask, effect: E, group: number[]): void {
  (EFFECTS[effect.do] as Run<E>)(tx, task, effect, group);
}

/** A resolution in progress: runs its next effect. */
export const steps: TaskHandler<StepsTask> = {
  run(tx, task) {
    if (task.at >= task.steps.length) {
      tx.pop();
      return true;
    }
    tx.replaceFront({ ...task, at: task.at + 1 });
    runEffect(tx, task, task.steps[task.at]!, stepGroup(tx, task));
    return true;
  },
  ask: () => neverAsks("steps"),
};
