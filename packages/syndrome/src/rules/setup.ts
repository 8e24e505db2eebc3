import type { ChanceOutcome, PhysicalRoll } from "@tt/engine";
import type { SyndromeRules } from "../data";
import type { Outcome } from "../schemas";
import { OUT_OF_PLAY, type State } from "../state";
import type { TaskOf } from "../tasks";
import { waits, type TaskHandler } from "./handler";

/** Setup (section 3): the cup, the blind prisoners, the free neutrals. */

const COLOURS: Record<string, string> = { neutral: "yellow", archon: "dark blue", enterprise: "light blue", royalist: "red", cleric: "dark green", squad: "purple" };

/** The colour of a counter (SYN-2.3): what the player may see of a hidden prisoner. */
export function colourOf(kind: string): string {
  return COLOURS[kind] ?? "grey";
}

/** A counter drawn unseen from the cup (SYN-3.2, SYN-3.3). */
const CUP_DRAW: PhysicalRoll = Object.freeze({ kind: "draw", text: "draw one counter from the cup, unseen" });
const FILL_DRAW: PhysicalRoll = Object.freeze({ kind: "draw", text: "draw one neutral counter, unseen, into the cup" });
/** How many neutrals are drawn to be placed free (SYN-3.3). */
const FREE_NEUTRALS = 8;

/** Equally likely blind draws of counter ids. */
function draws(ids: readonly string[]): ChanceOutcome<Outcome>[] {
  return ids.map((person) => ({ outcome: { type: "draw", person }, probability: 1 / ids.length }));
}

/** Neutrals not yet drawn into play (SYN-3.2, SYN-3.3). */
function neutralPool(rules: SyndromeRules, s: State): string[] {
  const out: string[] = [];
  s.people.forEach((p, i) => {
    const c = rules.counters[i]!;
    if (c.kind === "neutral" && p.at === OUT_OF_PLAY && !s.cup.includes(c.id)) out.push(c.id);
  });
  return out;
}

/** Spaces that may take a free neutral at setup: land, not yet holding one placed (SYN-3.3). */
function neutralSpaces(rules: SyndromeRules, s: State): string[] {
  const taken = new Set<string>();
  s.people.forEach((p, i) => {
    if (rules.counters[i]!.kind === "neutral" && !p.imprisoned && p.at !== OUT_OF_PLAY) taken.add(p.at);
  });
  return rules.landSpaces.filter((id) => !taken.has(id));
}

const cupName = (cup: "prison" | "free") => (cup === "prison" ? "prisoners" : "free neutrals");

/** SYN-3.2, SYN-3.3: neutrals drawn blind into the cup, then the Archons added for the prisons. */
export const fillCup: TaskHandler<TaskOf<"fill-cup">> = {
  run(tx, task) {
    const rules = tx.rules;
    const s = tx.s;
    if (task.left > 0 && neutralPool(rules, s).length > 0) return false;
    tx.pop();
    tx.emit({ type: "cup-filled", count: s.cup.length, purpose: cupName(task.for) });
    if (task.for === "prison") {
      for (const archon of rules.counters.filter((c) => c.kind === "archon")) s.cup = [...s.cup, archon.id];
      // One prisoner for each town and castle, two for the palace (SYN-3.2).
      const slots = [...rules.spaces.filter((sp) => sp.type === "town" || sp.type === "castle").map((sp) => sp.id), rules.palace, rules.palace];
      tx.push({ kind: "draw-prisoner", slots });
    } else tx.push({ kind: "place-neutral", left: s.cup.length });
    return true;
  },
  ask(rules, s, task) {
    const cup = cupName(task.for);
    return {
      kind: "chance",
      purpose: `Draw a neutral blind into the cup (${cup})`,
      outcomes: draws(neutralPool(rules, s)),
      detail: { rule: task.for === "prison" ? "SYN-3.2" : "SYN-3.3", ask: "blind-draw", player: "player", subject: { cup } },
      roll: FILL_DRAW,
      blind: true,
    };
  },
  resolve(tx, task, outcome) {
    if (outcome.type !== "draw") return false;
    tx.replaceFront({ ...task, left: task.left - 1 });
    tx.s.cup = [...tx.s.cup, outcome.person];
    return true;
  },
};

/** SYN-3.2: a prisoner drawn blind for each prison; the player sees only its colour. */
export const drawPrisoner: TaskHandler<TaskOf<"draw-prisoner">> = {
  run(tx, task) {
    if (task.slots.length > 0 && tx.s.cup.length > 0) return false;
    tx.pop();
    tx.push({ kind: "fill-cup", left: FREE_NEUTRALS, for: "free" });
    return true;
  },
  ask(rules, s, task) {
    return {
      kind: "chance",
      purpose: `Draw a prisoner blind for ${rules.space(task.slots[0]!).name}`,
      outcomes: draws(s.cup),
      detail: { rule: "SYN-3.2", ask: "blind-draw", player: "player", subject: { space: task.slots[0]! } },
      roll: CUP_DRAW,
      blind: true,
    };
  },
  resolve(tx, task, outcome) {
    if (outcome.type !== "draw") return false;
    const i = tx.index(outcome.person);
    const space = task.slots[0]!;
    tx.replaceFront({ kind: "draw-prisoner", slots: task.slots.slice(1) });
    tx.s.cup = tx.s.cup.filter((id) => id !== outcome.person);
    const p = tx.w(i);
    p.at = space;
    p.imprisoned = true;
    p.hidden = true;
    p.controlled = false;
    tx.emit({ type: "prisoner-placed", space, colour: colourOf(tx.c(i).kind), person: null });
    return true;
  },
};

/** SYN-3.3: the player chooses a space for each free neutral. */
export const placeNeutral: TaskHandler<TaskOf<"place-neutral">> = {
  run(tx, task) {
    if (task.left > 0 && tx.s.cup.length > 0) return false;
    tx.pop();
    return true;
  },
  ask(rules, s, task) {
    return {
      kind: "decision",
      prompt: `Choose a space for a free neutral (${task.left} to place)`,
      actions: neutralSpaces(rules, s).map((space) => ({ type: "place-neutral", space })),
      rule: "SYN-3.3",
      detail: { rule: "SYN-3.3", ask: "place-neutral", subject: { left: task.left } },
    };
  },
  decide(tx, task, action) {
    if (action.type !== "place-neutral") return false;
    tx.replaceFront({ kind: "place-neutral", left: task.left - 1 });
    tx.push({ kind: "draw-neutral", space: action.space, left: task.left - 1 });
    return true;
  },
};

/** SYN-3.3: a neutral drawn blind for the space chosen. */
export const drawNeutral: TaskHandler<TaskOf<"draw-neutral">> = {
  run: waits,
  ask(rules, s, task) {
    return {
      kind: "chance",
      purpose: `Draw a neutral blind for ${rules.space(task.space).name}`,
      outcomes: draws(s.cup),
      detail: { rule: "SYN-3.3", ask: "blind-draw", player: "player", subject: { space: task.space } },
      roll: CUP_DRAW,
      blind: true,
    };
  },
  resolve(tx, task, outcome) {
    if (outcome.type !== "draw") return false;
    tx.pop();
    const i = tx.index(outcome.person);
    tx.s.cup = tx.s.cup.filter((id) => id !== outcome.person);
    tx.w(i).at = task.space;
    tx.emit({ type: "neutral-placed", person: outcome.person, space: task.space });
    return true;
  },
};
