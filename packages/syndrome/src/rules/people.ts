import type { SyndromeRules } from "../data";
import type { PersonState, State } from "../state";
import { ENTERPRISE } from "../state";
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
  mayQueen: 65,
  ladyMarocain: 66,
  tchelk: 67,
  mayhew: 68,
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
  return at === ENTERPRISE || at === "out";
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

/** Gains control of a person and applies the abilities that act at once (SYN-7.1, SYN-7.3). */
export function gainControl(tx: Tx, i: number, rule: string, change: "recruited" | "freed" | "controlled"): void {
  // A controlled prisoner freed again is not recruited again: his on-recruit effects do not repeat.
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
  switch (c.paragraph) {
    case P.tomas:
      tx.track("royalMorale", -2, `${c.name} joins the rebellion`, "SYN-P.20");
      break;
    case P.mayQueen:
      tx.track("royalMorale", -2, `${c.name} joins the rebellion`, "SYN-P.65");
      break;
    case P.mayhew:
      tx.track("royalMorale", -2, `${c.name} joins the rebellion`, "SYN-P.68");
      break;
    case P.tchelk:
      tx.track("witchcraft", 1, `consorting with the wizard ${c.name}`, "SYN-P.67");
      tx.track("royalMorale", -1, `${c.name}'s powers dishearten the King's men`, "SYN-P.67");
      break;
    case P.ladyMarocain: {
      tx.track("royalMorale", -1, `${c.name} joins the rebellion`, "SYN-P.66");
      const henry = byParagraph(tx.rules, P.marocain);
      const h = henry >= 0 ? tx.p(henry) : undefined;
      if (h !== undefined && !h.controlled && h.at !== "out") {
        if (h.imprisoned) {
          // Henry in prison: he becomes the player's, still imprisoned, and is freed with the others.
          tx.w(henry).controlled = true;
          tx.personEvent(henry, "controlled", "SYN-P.66");
        } else gainControl(tx, henry, "SYN-P.66", "controlled");
      }
      break;
    }
    case P.lang:
      if (tx.p(i).at !== ENTERPRISE) tx.personEvent(i, "horse", "SYN-P.72");
      break;
    default:
      break;
  }
}
