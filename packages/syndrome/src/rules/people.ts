import type { SyndromeRules } from "../data";
import type { PersonState, State } from "../state";
import { ENTERPRISE, OUT_OF_PLAY } from "../state";
import type { Tx } from "../_internal/tx";

/** Paragraph numbers of the abilities the rules look up (SYN-7.3). */
export const P = {
  kirk: 10,
  spock: 11,
  mccoy: 12,
  mbele: 13,
  goren: 14,
  tomas: 20,
  norje: 21,
  marocain: 41,
  jurgen: 50,
  jaster: 51,
  narek: 52,
  ferdie: 53,
  pinter: 54,
  narrows: 55,
  scrow: 56,
  roger: 57,
  maura: 58,
  melon: 60,
  iohannes: 61,
  jink: 62,
  rupine: 63,
  dalara: 64,
  tchelk: 67,
  black: 69,
  gerald: 70,
  tuskus: 71,
  lang: 72,
} as const;

/** Whether a person is the player's and not imprisoned. */
export function isFree(p: PersonState): boolean {
  return p.controlled && !p.imprisoned;
}

/** Index of the counter whose ability paragraph is `paragraph`, or -1. */
export function byParagraph(rules: SyndromeRules, paragraph: number): number {
  let found = -1;
  for (const c of rules.counters) if (c.paragraph === paragraph) found = c.index;
  return found;
}

/** The player's free people in a space (sanctuary included). */
export function freeAt(s: State, space: string): number[] {
  const out: number[] = [];
  s.people.forEach((p, i) => {
    if (p.at === space && p.controlled && !p.imprisoned) out.push(i);
  });
  return out;
}

/** The player's free people in a space who are not in sanctuary: the group a table result affects. */
export function groupAt(s: State, space: string): number[] {
  const out: number[] = [];
  s.people.forEach((p, i) => {
    if (p.at === space && p.controlled && !p.imprisoned && p.sanctuary === 0) out.push(i);
  });
  return out;
}

/** Imprisoned counters in a space. */
export function prisonersAt(s: State, space: string): number[] {
  const out: number[] = [];
  s.people.forEach((p, i) => {
    if (p.at === space && p.imprisoned) out.push(i);
  });
  return out;
}

/** King's Men squads (not recruited) in a space. */
export function squadsAt(rules: SyndromeRules, s: State, space: string): number[] {
  const out: number[] = [];
  s.people.forEach((p, i) => {
    if (p.at === space && !p.controlled && rules.counters[i]!.kind === "squad") out.push(i);
  });
  return out;
}

/** Whether the person with ability `paragraph` is the player's, free, uninjured and in `space` (SYN-7.3, SYN-8.9). */
export function abilityAt(rules: SyndromeRules, s: State, paragraph: number, space: string): number {
  const i = byParagraph(rules, paragraph);
  if (i < 0) return -1;
  const p = s.people[i]!;
  return p.at === space && isFree(p) && !p.injured ? i : -1;
}

/** Whether a person has a horse where he stands: his own, or Lang's (SYN-8.5, SYN-P.72). */
export function hasHorse(rules: SyndromeRules, s: State, i: number): boolean {
  const p = s.people[i]!;
  if (p.horse) return true;
  const lang = byParagraph(rules, P.lang);
  return lang >= 0 && s.people[lang]!.at === p.at && isFree(s.people[lang]!) && p.at !== ENTERPRISE;
}

/** Spaces where the player has free people not in sanctuary (King's Men destinations: SYN-12.3). */
export function rebelSpaces(rules: SyndromeRules, s: State): string[] {
  const set = new Set<string>();
  s.people.forEach((p) => {
    if (p.controlled && !p.imprisoned && p.sanctuary === 0 && p.at !== ENTERPRISE && rules.counters.length > 0 && !isOffMap(p.at)) set.add(p.at);
  });
  return [...set];
}

function isOffMap(at: string): boolean {
  return at === ENTERPRISE || at === OUT_OF_PLAY;
}

/** The nearest of `targets` from `from`, all tied at the least land distance. */
export function nearest(rules: SyndromeRules, from: string, targets: readonly string[]): { spaces: string[]; distance: number } {
  let best = Infinity;
  let spaces: string[] = [];
  for (const t of targets) {
    const d = rules.distance(from, t);
    if (d < best) {
      best = d;
      spaces = [t];
    } else if (d === best && d !== Infinity) spaces.push(t);
  }
  return { spaces, distance: best };
}

/**
 * Gains control of a person and applies what his paragraph makes happen when he joins (SYN-7.1,
 * SYN-7.3; the data's `onJoin`). A controlled prisoner freed again does not join again. With the
 * `joinEffects: "on-recruiting-only"` option, only a recruiting roll applies them.
 */
export function gainControl(tx: Tx, i: number, rule: string, change: "recruited" | "freed" | "controlled"): void {
  const wasControlled = tx.p(i).controlled;
  const p = tx.w(i);
  p.controlled = true;
  p.imprisoned = false;
  p.hidden = false;
  p.spent = true;
  tx.personEvent(i, change, rule);
  const c = tx.c(i);
  if (c.paragraph === null || wasControlled) return;
  const para = tx.rules.paragraph(c.paragraph);
  tx.emit({ type: "ability", person: c.id, paragraph: c.paragraph, effect: para?.effect ?? "", rule: `SYN-P.${c.paragraph}` });
  if (c.paragraph === P.lang && tx.p(i).at !== ENTERPRISE) tx.personEvent(i, "horse", "SYN-P.72");
  const join = para?.onJoin;
  if (join === undefined || (tx.s.rules.joinEffects === "on-recruiting-only" && change !== "recruited")) return;
  for (const t of join.tracks) tx.track(t.track, t.delta, `${c.name} ${t.reason}`, `SYN-P.${c.paragraph}`);
  if (join.controls !== null) controlAlso(tx, tx.index(join.controls), `SYN-P.${c.paragraph}`);
}

/** Someone who comes under control with another (SYN-P.66): still imprisoned if he is, and freed with the others. */
function controlAlso(tx: Tx, i: number, rule: string): void {
  const p = tx.p(i);
  if (p.controlled || p.at === OUT_OF_PLAY) return;
  if (!p.imprisoned) {
    gainControl(tx, i, rule, "controlled");
    return;
  }
  tx.w(i).controlled = true;
  tx.personEvent(i, "controlled", rule);
}
