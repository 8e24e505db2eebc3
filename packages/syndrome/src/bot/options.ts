import type { SyndromeRules } from "../data";
import type { SyndromeGame } from "../game";
import type { Action } from "../schemas";
import type { State } from "../state";
import { P, byParagraph } from "../rules/people";
import { LOCAL_KINDS, kindOf, worth } from "./board";
import { bestRecruiter, bestRequester, donationOdds, donationTotal, healOdds, recruitOdds } from "./evaluate";
import type { Stack } from "./stack";

/**
 * The actions the stack could take in its space this turn, each valued (about the chance it
 * pays, less its risk): recruiting, donations, Brother Gerald's preaching, healing. Odds come
 * from `evaluate.ts`; the weights are the heuristic's own.
 */

/** An action with the heuristic's value of it. */
export interface Valued {
  readonly action: Action;
  readonly value: number;
}

/** Royal Morale the rebels keep while crew are jailed: below 5 the orders turn to Seize (SYN-12.1). */
const SEIZE_GUARD = 5;
/** Donations are asked for only where capture or flight is this unlikely. */
export const DONATION_RISK = 0.12;

/** Gold the bot offers a recruiting attempt: all but two pieces of the Warchest (SYN-8.1). */
export function goldOffered(s: State): number {
  return Math.max(0, s.warchest - 2);
}

/** How joining moves a track, from the person's paragraph (the data's `onJoin`, SYN-7.3): 0 if it does not. */
function onJoin(rules: SyndromeRules, person: number, track: "royalMorale" | "witchcraft"): number {
  const paragraph = rules.counters[person]!.paragraph;
  const join = paragraph === null ? undefined : rules.paragraph(paragraph)?.onJoin;
  return join?.tracks.reduce((sum, t) => sum + (t.track === track ? t.delta : 0), 0) ?? 0;
}

/** Whether recruiting this person lowers Royal Morale at once (SYN-P.20, SYN-P.65, SYN-P.66, SYN-P.67, SYN-P.68), or gives the rebels a preacher (SYN-P.70). */
export function disheartening(rules: SyndromeRules, target: number): boolean {
  return onJoin(rules, target, "royalMorale") < 0 || rules.counters[target]!.paragraph === P.gerald;
}

/** The best recruiting attempt in the stack's space, valued by its odds (SYN-8.1), less the risk. */
function bestRecruit(rules: SyndromeRules, s: State, stack: Stack): Valued | null {
  const rescuing = stack.jailed.length > 0;
  let best: Valued | null = null;
  s.people.forEach((p, t) => {
    if (p.at !== stack.base || p.controlled || p.imprisoned || rules.counters[t]!.recruitRow === null) return;
    // While crew are jailed, keep Royal Morale at 5 or more (below it, the orders are Seize).
    if (rescuing && kindOf(rules, t) !== "squad" && s.royalMorale <= SEIZE_GUARD) return;
    // Not someone who raises Witchcraft (T'chelk, SYN-P.67) when it is one step from the end.
    if (onJoin(rules, t, "witchcraft") > 0 && s.witchcraft >= 8) return;
    const attempt = bestRecruiter(rules, s, stack.base, stack.able, t, goldOffered(s));
    if (attempt === null) return;
    const { yes, bad } = recruitOdds(rules, t, attempt.total);
    const value = yes - 1.5 * bad + (disheartening(rules, t) ? 0.2 : 0);
    if (value > 0.35 && (best === null || value > best.value)) best = { action: { type: "recruit", recruiter: rules.counters[attempt.who]!.id, target: rules.counters[t]!.id }, value };
  });
  return best;
}

/** A request for donations (SYN-8.2), worth more the emptier the Warchest, if it is safe and pays. */
function donationsOption(game: SyndromeGame, s: State, stack: Stack): Valued | null {
  const rules = game.rules;
  const requester = bestRequester(rules, s, stack.base, stack.able);
  if (requester === null) return null;
  const odds = donationOdds(game, s, stack.base, requester.total);
  if (odds.bad > DONATION_RISK || odds.mean < 2) return null;
  const need = s.warchest <= 1 ? 1.6 : s.warchest <= 3 ? 0.9 : s.warchest <= 6 && stack.jailed.length === 0 ? 0.5 : 0;
  return need > 0 ? { action: { type: "request-donations", requester: rules.counters[requester.who]!.id }, value: need * (1 - odds.bad) } : null;
}

/** Brother Gerald preaches (SYN-P.70): against Witchcraft once it is high, else against Royal Morale. */
function preachOption(rules: SyndromeRules, s: State, stack: Stack): Valued | null {
  const gerald = byParagraph(rules, P.gerald);
  if (gerald < 0 || !stack.able.includes(gerald)) return null;
  const moraleOk = stack.jailed.length === 0 || s.royalMorale > SEIZE_GUARD;
  if (s.witchcraft < 5 && !moraleOk) return null;
  return { action: { type: "preach", track: s.witchcraft >= 6 || !moraleOk ? "witchcraft" : "royalMorale" }, value: s.witchcraft >= 6 ? 0.9 : 0.7 };
}

/** Healing (SYN-8.6, SYN-P.12): the injured who matter most, by McCoy or Goren, or one at a time in a town or cathedral. */
function healOptions(game: SyndromeGame, s: State, stack: Stack, standing: boolean): Valued[] {
  const rules = game.rules;
  const injured = stack.group.filter((i) => s.people[i]!.injured && !s.people[i]!.spent);
  if (injured.length === 0 || !(stack.here === 0 || standing || stack.able.length === 0)) return [];
  const mattering = (i: number) => (LOCAL_KINDS.has(kindOf(rules, i)) ? (stack.jailed.length === 0 ? 1 : 0.4) : worth(rules, i) >= 105 ? 0.9 : 0.3);
  const sorted = [...injured].sort((x, y) => mattering(y) - mattering(x));
  const ids = (people: readonly number[]) => people.map((i) => rules.counters[i]!.id);
  const value = (people: readonly number[]) => people.reduce((v, i) => v + mattering(i), 0);
  const roll = (people: readonly number[]): Valued => ({ action: { type: "heal", patients: ids(people), kit: false }, value: healOdds(game, s, stack.base, people) * value(people) });
  const healer = [P.mccoy, P.goren].some((paragraph) => {
    const h = byParagraph(rules, paragraph);
    return h >= 0 && stack.group.includes(h) && !s.people[h]!.spent && !s.people[h]!.injured;
  });
  const type = rules.space(stack.base).type;
  if (!healer) return type === "town" || type === "cathedral" ? [roll(sorted.slice(0, 1))] : [];
  const options: Valued[] = [];
  // The medical kit heals for sure, for a point of Witchcraft (SYN-P.12).
  if (sorted.length >= 3 && s.witchcraft <= 6) options.push({ action: { type: "heal", patients: ids(sorted.slice(0, 3)), kit: true }, value: value(sorted.slice(0, 3)) - 0.8 });
  options.push(roll(sorted.slice(0, 1)));
  if (sorted.length >= 2) options.push(roll(sorted.slice(0, 2)));
  return options;
}

/** The best-valued action the stack could take in its space (`standing`: it is at its stand town). */
export function bestOption(game: SyndromeGame, s: State, stack: Stack, standing: boolean): Valued | null {
  const options: Valued[] = [];
  if (stack.able.length > 0) {
    const recruit = bestRecruit(game.rules, s, stack);
    if (recruit !== null) options.push({ action: recruit.action, value: recruit.value + (stack.jailed.length === 0 ? 0.3 : 0) });
    const donations = donationsOption(game, s, stack);
    if (donations !== null) options.push(donations);
    const preach = preachOption(game.rules, s, stack);
    if (preach !== null) options.push(preach);
  }
  options.push(...healOptions(game, s, stack, standing));
  return options.reduce<Valued | null>((b, o) => (b === null || o.value > b.value ? o : b), null);
}

/** The donations total of the stack's best requester, were the stack in `space` (for choosing where to ask). */
export function donationTotalIn(rules: SyndromeRules, s: State, stack: Stack, space: string): number | null {
  const requester = bestRequester(rules, s, stack.base, stack.able);
  return requester === null ? null : donationTotal(rules, s, space, requester.who, stack.able);
}
