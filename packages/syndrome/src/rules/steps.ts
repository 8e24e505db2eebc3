import type { Modifier } from "@tt/tables";
import type { Tx } from "../_internal/tx";
import type { Task } from "../state";
import { ENTERPRISE } from "../state";
import { P, abilityAt, byParagraph, freeAt, gainControl, groupAt, hasHorse, nearest, prisonersAt, squadsAt } from "./people";

/**
 * A step of a resolution, as a string: what a table code or a paragraph's italic text makes
 * happen, one thing at a time, so each "you choose which" becomes a decision in order.
 */
export type Step = string;

/** The steps of each paragraph with a fixed effect (raid, horse theft, sanctuary, flight). */
export const PARAGRAPH_STEPS: Readonly<Record<number, readonly Step[]>> = {
  99: ["capture:all", "track:royalMorale:1"],
  100: ["injure:half", "capture:all", "capture-other"],
  101: ["capture:all"],
  102: ["injure:half", "flee"],
  103: ["capture-highest", "flee"],
  104: ["flee"],
  105: ["capture:2"],
  106: ["injure:1", "move-group"],
  107: ["plague"],
  108: ["summon"],
  109: ["free-one-blind"],
  110: ["injure:half", "free"],
  111: ["free", "flee"],
  112: ["injure:2", "free"],
  113: ["free"],
  114: ["free", "horse"],
  115: ["free", "gold-die"],
  116: ["free", "famous"],
  117: ["free", "track:royalMorale:-1"],
  200: ["capture:all"],
  201: [],
  202: ["horse", "injure:1"],
  203: ["horse"],
  204: ["horse", "no-supply"],
  300: ["capture:all"],
  301: ["flee-on"],
  302: ["refused"],
  303: ["sanctuary:3"],
  304: ["sanctuary:forever"],
  400: ["capture:all"],
  401: ["stay-free"],
  402: ["imprison-injured"],
  403: ["imprison-one-injured"],
  404: ["lose-horses"],
  405: [],
};

/** The steps of a table code's tokens. */
export function codeSteps(tx: Tx, code: string): Step[] {
  const steps: Step[] = [];
  for (const token of tx.rules.code(code)) {
    switch (token.kind) {
      case "nothing":
        break;
      case "recruited":
        steps.push("recruit");
        break;
      case "flee":
        steps.push("flee");
        break;
      case "gold":
        steps.push(token.amount === "small" ? "gold:2" : token.amount === "half" ? "gold-half" : "gold-die");
        break;
      case "capture":
        steps.push(`capture:${token.count}`);
        break;
      case "injure":
        steps.push(`injure:${token.count}`);
        break;
      case "track":
        steps.push(`track:${token.track}:${token.delta}`);
        break;
      case "squad":
        steps.push("summon");
        break;
      case "move":
        break;
    }
  }
  return steps;
}

/** Context a steps task carries: the recruiting target, people excluded (McCoy in plague), fixed people (the fleeing). */
export type StepsTask = Extract<Task, { k: "steps" }>;

/** The people a step affects now. */
export function stepGroup(tx: Tx, task: StepsTask): number[] {
  const base = task.people === null ? groupAt(tx.s, task.space) : task.people.filter((i) => tx.p(i).at === task.space && tx.p(i).controlled && !tx.p(i).imprisoned);
  return task.exclude.length === 0 ? base : base.filter((i) => !task.exclude.includes(i));
}

/** A pick task (a "you choose which"). */
export function pickTask(fields: { effect: (Task & { k: "pick" })["pick"]["effect"]; space: string; from?: number[]; spaces?: string[]; count: number; reason: string; squad?: number; people?: number[] }): Task {
  return { k: "pick", pick: { effect: fields.effect, space: fields.space, from: fields.from ?? [], spaces: fields.spaces ?? [], count: fields.count, reason: fields.reason, squad: fields.squad ?? -1, people: fields.people ?? [] } };
}

/** Runs the next step of the steps task at the front of the queue. */
export function runStep(tx: Tx, task: StepsTask): void {
  if (task.at >= task.steps.length) {
    tx.pop();
    return;
  }
  const step = task.steps[task.at]!;
  tx.s.queue[0] = { ...task, at: task.at + 1 };
  const [name, arg, arg2] = step.split(":");
  const group = stepGroup(tx, task);
  const space = task.space;
  const rule = task.rule;
  switch (name) {
    case "recruit": {
      const t = tx.p(task.target);
      if (!t.controlled && !t.imprisoned && t.at === space) gainControl(tx, task.target, "SYN-8.1", "recruited");
      return;
    }
    case "flee":
      if (group.length > 0) tx.push({ k: "flee", space, people: group, sanctuary: canSeekSanctuary(tx, space) });
      return;
    case "flee-on":
      if (group.length > 0) tx.push({ k: "flee", space, people: group, sanctuary: false });
      return;
    case "refused":
      if (task.fleeing && group.length > 0) tx.push({ k: "flee", space, people: group, sanctuary: false });
      return;
    case "gold":
      tx.track("warchest", Number(arg), "a small haul", "SYN-T.CODES");
      return;
    case "gold-half":
      tx.push({ k: "roll", roll: { table: "gold", amount: "half", space } });
      return;
    case "gold-die":
      tx.push({ k: "roll", roll: { table: "gold", amount: task.rule === "SYN-P.115" ? "paragraph-115" : "good", space } });
      return;
    case "capture": {
      const count = arg === "all" ? group.length : Number(arg);
      if (group.length > 0 && count > 0) tx.push(pickTask({ effect: "capture", space, from: group, count: Math.min(count, group.length), reason: `captured (${rule})` }));
      return;
    }
    case "injure": {
      const able = group.filter((i) => !tx.p(i).injured);
      const count = arg === "all" ? able.length : arg === "half" ? Math.floor(group.length / 2) : Number(arg);
      if (able.length > 0 && count > 0) tx.push(pickTask({ effect: "injure", space, from: able, count: Math.min(count, able.length), reason: `injured (${rule})` }));
      return;
    }
    case "track":
      tx.track(arg as "witchcraft" | "royalMorale", Number(arg2), rule === "SYN-T.CODES" ? "table result" : `paragraph ${rule.slice(6)}`, rule);
      return;
    case "summon":
      tx.push({ k: "summon", space, reason: rule });
      return;
    case "free":
      freeAll(tx, space, rule);
      return;
    case "free-one-blind":
      if (prisonersAt(tx.s, space).length > 0) tx.push({ k: "roll", roll: { table: "blind-free", space } });
      return;
    case "horse":
      for (const i of freeAt(tx.s, space)) {
        if (!tx.p(i).horse) {
          tx.w(i).horse = true;
          tx.personEvent(i, "horse", rule);
        }
      }
      return;
    case "no-supply":
      if (!tx.s.flags.noSupply.includes(space)) tx.s.flags.noSupply = [...tx.s.flags.noSupply, space];
      return;
    case "capture-highest": {
      if (group.length === 0) return;
      const best = Math.max(...group.map((i) => tx.c(i).raid));
      tx.push(pickTask({ effect: "capture", space, from: group.filter((i) => tx.c(i).raid === best), count: 1, reason: "the one with the highest raid value is captured (SYN-P.103)" }));
      return;
    }
    case "capture-other": {
      const others: number[] = [];
      tx.s.people.forEach((p, i) => {
        if (p.controlled && !p.imprisoned && p.at !== space && p.at !== ENTERPRISE && p.at !== "out") others.push(i);
      });
      if (others.length > 0) tx.push(pickTask({ effect: "capture-other", space, from: others, count: 1, reason: "one other person, betrayed, is also captured (SYN-P.100)" }));
      return;
    }
    case "move-group": {
      const spaces = tx.rules.space(space).land.slice();
      if (group.length > 0) tx.push(pickTask({ effect: "move-group", space, spaces, count: 1, reason: "your people move to an adjacent space (SYN-P.106)", people: group }));
      return;
    }
    case "plague": {
      const healers = [byParagraph(tx.rules, P.mccoy), byParagraph(tx.rules, P.goren)].filter((i) => i >= 0 && group.includes(i));
      if (healers.length === 0) return;
      tx.emit({ type: "note", text: "McCoy or Goren is present: go to paragraph 150", rule: "SYN-P.107" });
      readParagraph(tx, 150);
      tx.track("royalMorale", -1, "the plague is cured", "SYN-P.150");
      tx.track("witchcraft", 1, "a cure by witchcraft", "SYN-P.150");
      const raid = task.target;
      tx.push({ k: "roll", roll: { table: "raid", space, leader: raid, modifiers: raidModifiers(tx, space, raid, arg === "phasers", healers), plague: healers } });
      return;
    }
    case "famous": {
      const famous: number[] = [];
      tx.s.people.forEach((p, i) => {
        const kind = tx.c(i).kind;
        if ((kind === "neutral" || kind === "cleric") && !p.controlled && !p.imprisoned && p.at !== "out") famous.push(i);
      });
      if (famous.length > 0) tx.push(pickTask({ effect: "recruit-famous", space, from: famous, count: 1, reason: "a famous neutral or cleric of your choice joins you (SYN-P.116)" }));
      return;
    }
    case "sanctuary": {
      const until = arg === "forever" ? -1 : tx.s.turn + 3;
      for (const i of freeAt(tx.s, space)) {
        tx.w(i).sanctuary = until;
        tx.personEvent(i, "sanctuary", rule);
      }
      return;
    }
    case "stay-free":
      if (group.length > 1) tx.push(pickTask({ effect: "stay-free", space, from: group, count: 1, reason: "who stays free? the others are imprisoned (SYN-P.401)" }));
      return;
    case "imprison-injured": {
      const injured = group.filter((i) => tx.p(i).injured);
      if (injured.length > 0) tx.push(pickTask({ effect: "capture", space, from: injured, count: injured.length, reason: "the injured are imprisoned (SYN-P.402)" }));
      return;
    }
    case "imprison-one-injured": {
      const injured = group.filter((i) => tx.p(i).injured);
      if (injured.length > 0) tx.push(pickTask({ effect: "capture", space, from: injured, count: 1, reason: "one injured person is imprisoned (SYN-P.403)" }));
      return;
    }
    case "lose-horses":
      for (const i of group) {
        if (tx.p(i).horse) {
          tx.w(i).horse = false;
          tx.personEvent(i, "no-horse", rule);
        }
      }
      return;
    default:
      throw new Error(`unknown step "${step}"`);
  }
}

/** Whether the player's people in a space may seek sanctuary there (SYN-8.7, SYN-8.8). */
export function canSeekSanctuary(tx: Tx, space: string): boolean {
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
  tx.emit({ type: "paragraph", number, title: p?.title ?? null, text: p?.text ?? "", effect: p?.effect ?? "", rule: `SYN-P.${number}` });
}

/** Pushes the steps of a paragraph, at the front of the queue. */
export function paragraphSteps(tx: Tx, number: number, space: string, fields: Partial<Pick<StepsTask, "target" | "people" | "exclude" | "fleeing">> = {}): void {
  readParagraph(tx, number);
  const steps = PARAGRAPH_STEPS[number];
  if (steps === undefined || steps.length === 0) return;
  tx.push({ k: "steps", space, steps: [...steps], at: 0, target: fields.target ?? -1, people: fields.people ?? null, exclude: fields.exclude ?? [], rule: `SYN-P.${number}`, fleeing: fields.fleeing ?? false });
}

/** The Raid Table's modifiers (SYN-T.RAID) for a raid on `space` led by `leader`. */
export function raidModifiers(tx: Tx, space: string, leader: number, phasers: boolean, exclude: readonly number[] = []): Modifier[] {
  const s = tx.s;
  const rules = tx.rules;
  const c = tx.c(leader);
  const mods: Modifier[] = [{ label: `${c.name}'s raid value`, value: c.raid, rule: "SYN-8.4" }];
  // Helpers must be part of the raid (SYN-8.9): the raid's group, as its raid-end task records it.
  const raid = s.queue.find((t): t is Extract<Task, { k: "raid-end" }> => t.k === "raid-end" && t.space === space);
  const inRaid = (i: number): boolean => raid === undefined || raid.group.includes(i);
  for (const [para, rule] of [
    [P.kirk, "SYN-P.10"],
    [P.marocain, "SYN-P.41"],
    [P.pinter, "SYN-P.54"],
  ] as const) {
    const helper = abilityAt(rules, s, para, space);
    if (helper >= 0 && helper !== leader && !exclude.includes(helper) && inRaid(helper)) mods.push({ label: `${rules.counters[helper]!.name}'s raid value`, value: rules.counters[helper]!.raid, rule });
  }
  if (phasers) mods.push({ label: "phasers", value: 5, rule: "SYN-T.RAID" });
  const type = rules.space(space).type;
  if (type === "castle") mods.push({ label: "castle", value: -1, rule: "SYN-T.RAID" });
  if (type === "palace") mods.push({ label: "Royal Palace", value: -3, rule: "SYN-T.RAID" });
  if (squadsAt(rules, s, space).length > 0) mods.push({ label: "King's Men squad present", value: -3, rule: "SYN-T.RAID" });
  const jurgen = abilityAt(rules, s, P.jurgen, space);
  if (jurgen >= 0 && space === "trott" && !exclude.includes(jurgen) && inRaid(jurgen)) mods.push({ label: "Jurgen's secret passage", value: 4, rule: "SYN-P.50" });
  const scrow = abilityAt(rules, s, P.scrow, space);
  if (scrow >= 0 && type === "palace" && !exclude.includes(scrow) && inRaid(scrow)) mods.push({ label: "Scrow's secret passage", value: 3, rule: "SYN-P.56" });
  return mods;
}

/** The Flight Table's modifiers (SYN-T.FLIGHT) for people fleeing from `from` to `to`. */
export function flightModifiers(tx: Tx, from: string, to: string, people: readonly number[]): Modifier[] {
  const rules = tx.rules;
  const mods: Modifier[] = [];
  const among = (para: number) => people.some((i) => rules.counters[i]!.paragraph === para);
  if (among(P.roger)) mods.push({ label: "Roger of Locksley", value: 2, rule: "SYN-P.57" });
  if (rules.space(to).type === "forest") {
    if (among(P.narek)) mods.push({ label: "to the forest with Narek Ok", value: 4, rule: "SYN-P.52" });
    else mods.push({ label: "to a forest", value: 2, rule: "SYN-T.FLIGHT" });
  }
  if (people.length > 0 && people.every((i) => hasHorse(rules, tx.s, i) || tx.p(i).horse)) mods.push({ label: "all on horses", value: 3, rule: "SYN-T.FLIGHT" });
  const a = squadsAt(rules, tx.s, from).length > 0;
  const b = squadsAt(rules, tx.s, to).length > 0;
  if (a && b) mods.push({ label: "King's Men at both ends", value: -6, rule: "SYN-T.FLIGHT" });
  else if (a || b) mods.push({ label: a ? "King's Men where they fled from" : "King's Men where they fled to", value: -4, rule: "SYN-T.FLIGHT" });
  return mods;
}

/** The nearest towns and castles to a space: where its captured are imprisoned (SYN-T.CODES `C`). */
export function prisonsNear(tx: Tx, space: string): string[] {
  return nearest(tx.rules, space, tx.rules.prisons).spaces;
}
