import type { SyndromeRules } from "../data";
import type { PersonKind } from "../data-schemas";
import { ENTERPRISE, OUT_OF_PLAY, type State } from "../state";
import { P, isFree, squadsAt } from "../rules/people";

/**
 * How the heuristic reads the board: pure functions of (rules, state) naming what it looks at
 * (its people on the map, the stack, the prisons holding crew, the squads about). Nothing here
 * scores a roll: the odds are in `evaluate.ts`, from the rules' own modifiers.
 */

/** Neutrals, Royalists and Clerics: the people a town's Fealty roll counts (SYN-13.2). */
export const LOCAL_KINDS: ReadonlySet<PersonKind> = new Set(["neutral", "royalist", "cleric"]);
/** Enterprise and Archon crew: every one must be free to win (SYN-6.1). */
const CREW_KINDS: ReadonlySet<PersonKind> = new Set(["enterprise", "archon"]);

/** A counter's kind. */
export function kindOf(rules: SyndromeRules, i: number): PersonKind {
  return rules.counters[i]!.kind;
}

/** The player's free people on the map, squads left out (they act on their own, SYN-12.2). */
export function onMap(rules: SyndromeRules, s: State): number[] {
  const out: number[] = [];
  s.people.forEach((p, i) => {
    if (isFree(p) && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY && kindOf(rules, i) !== "squad") out.push(i);
  });
  return out;
}

/** {@link onMap}'s people in one space. */
export function peopleAt(rules: SyndromeRules, s: State, space: string): number[] {
  return onMap(rules, s).filter((i) => s.people[i]!.at === space);
}

/** How many King's Men squads stand in a space. */
export function guarded(rules: SyndromeRules, s: State, space: string): number {
  return squadsAt(rules, s, space).length;
}

/** King's Men squads (not recruited, in play) within `range` spaces of `space`. */
export function squadsNear(rules: SyndromeRules, s: State, space: string, range: number): number {
  let n = 0;
  s.people.forEach((p, i) => {
    if (kindOf(rules, i) === "squad" && !p.controlled && p.at !== OUT_OF_PLAY && rules.distance(p.at, space) <= range) n++;
  });
  return n;
}

/** Prisons holding jailed crew (a hidden Archon prisoner shows its colour, SYN-3.2). */
export function crewPrisons(rules: SyndromeRules, s: State): string[] {
  const set = new Set<string>();
  s.people.forEach((p, i) => {
    if (p.imprisoned && CREW_KINDS.has(kindOf(rules, i))) set.add(p.at);
  });
  return [...set];
}

/** What a person is worth to the rebels: his values, far more for crew, more for the best helpers. */
export function worth(rules: SyndromeRules, i: number): number {
  const c = rules.counters[i]!;
  let w = c.raid + c.persuasiveness + c.donations;
  if (CREW_KINDS.has(c.kind)) w += 100;
  if (c.paragraph === P.kirk || c.paragraph === P.spock) w += 10;
  if (c.paragraph === P.gerald || c.paragraph === P.pinter || c.paragraph === P.mbele) w += 5;
  return w;
}

/** How much a person weighs in choosing the stack's space: crew count three times. */
function stackWeight(rules: SyndromeRules, i: number): number {
  return CREW_KINDS.has(kindOf(rules, i)) ? 3 : 1;
}

/** How much `people` standing in `space` weigh (crew three each, others one). */
export function weightAt(rules: SyndromeRules, s: State, people: readonly number[], space: string): number {
  let w = 0;
  for (const i of people) if (s.people[i]!.at === space) w += stackWeight(rules, i);
  return w;
}

/**
 * The space where the heaviest share of `people` stands (crew weigh three, `bonus` adds to
 * each), or `null` for nobody. Ties go to the space met first in counter order.
 */
export function heaviestSpace(rules: SyndromeRules, s: State, people: readonly number[], bonus: (i: number) => number = () => 0): string | null {
  const count = new Map<string, number>();
  for (const i of people) {
    const at = s.people[i]!.at;
    count.set(at, (count.get(at) ?? 0) + stackWeight(rules, i) + bonus(i));
  }
  let best: string | null = null;
  let most = 0;
  for (const [space, n] of count) if (n > most) [best, most] = [space, n];
  return best;
}

/** The stack's space at the start of a turn: where most of the player's people stand (unspent ones count a half more). */
export function baseOf(rules: SyndromeRules, s: State): string | null {
  return heaviestSpace(rules, s, onMap(rules, s), (i) => (s.people[i]!.spent ? 0 : 0.5));
}

/** Recruitable people worth a detour: unrecruited neutrals and Clerics (and Royalists once Royal Morale is 6 or less). */
export function recruitTargets(rules: SyndromeRules, s: State): number[] {
  const out: number[] = [];
  s.people.forEach((p, i) => {
    const k = kindOf(rules, i);
    if (p.controlled || p.imprisoned || p.at === OUT_OF_PLAY || rules.counters[i]!.recruitRow === null) return;
    if (k === "neutral" || k === "cleric" || (k === "royalist" && s.royalMorale <= 6)) out.push(i);
  });
  return out;
}

/** Spaces a turn on foot (SYN-9.3): the bot's yardstick for how many turns a march takes. */
const SPACES_A_TURN = 2;

/** Turns of marching from `from` to `to` on foot (an estimate: horses are faster, forests slow them). */
export function marchTurns(rules: SyndromeRules, from: string, to: string): number {
  return Math.ceil(rules.distance(from, to) / SPACES_A_TURN);
}
