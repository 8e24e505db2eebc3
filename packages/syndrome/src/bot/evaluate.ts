import { tableOdds, type Modifier } from "@tt/tables";
import { codeEffects, parseCode, type CodeToken } from "../codes";
import { DONATION_ROWS, type SyndromeRules } from "../data";
import type { SyndromeGame } from "../game";
import { rollOdds, type RollOdds } from "../odds";
import type { State } from "../state";
import type { RollTask } from "../tasks";
import { healNeeded } from "../rules/actions";
import { donationModifiers, raidModifiers, recruitModifiers } from "../rules/modifiers";

/**
 * The heuristic's odds of the actions it weighs. Every modifier comes from the rules' own pure
 * functions (`rules/modifiers.ts`), every probability from `@tt/tables`' `tableOdds` over the
 * game's compiled tables (as `rollOdds` does) or from `rollOdds` itself: the bot re-derives no
 * penalty and hard-codes no success formula.
 *
 * The only cache is a memo of pure functions of immutable data ({@link memoized}): a table's
 * odds at a modifier total, summarised (keyed by the compiled table, then by row and total), and
 * a die roll's odds (keyed by the game, then by the roll's shape: gold and healing rolls read no
 * modifier, so the state does not enter). It never holds a state.
 */

/** A chosen actor for an attempt, with the rules' modifiers for it and their total. */
export interface Attempt {
  /** The counter index of the recruiter, raid leader or requester. */
  readonly who: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
}

const DICE = "1d10";

function sum(modifiers: readonly Modifier[]): number {
  let total = 0;
  for (const m of modifiers) total += m.value;
  return total;
}

const memos = new WeakMap<object, Map<string, unknown>>();

/**
 * `compute()`, once per `owner` (a compiled table or the game: immutable) and `key` (what else
 * the value depends on): the memo of a pure function, nothing more.
 */
function memoized<V>(owner: object, key: string, compute: () => V): V {
  let cache = memos.get(owner);
  if (cache === undefined) {
    cache = new Map();
    memos.set(owner, cache);
  }
  if (cache.has(key)) return cache.get(key) as V;
  const value = compute();
  cache.set(key, value);
  return value;
}

/** The best of `candidates` for an attempt: the highest total of its modifiers (the first on a tie). */
function best(candidates: readonly number[], modifiersOf: (i: number) => readonly Modifier[]): Attempt | null {
  let found: Attempt | null = null;
  for (const who of candidates) {
    const modifiers = modifiersOf(who);
    const total = sum(modifiers);
    if (found === null || total > found.total) found = { who, modifiers, total };
  }
  return found;
}

function uninjured(s: State, group: readonly number[]): number[] {
  return group.filter((i) => !s.people[i]!.injured);
}

/**
 * The best recruiter among `group` (uninjured) for `target`, as the rules would add it up if the
 * group tried from `space` with `gold` spent (SYN-8.1, SYN-T.RECRUIT): helpers in the group,
 * Witchcraft, Royal Morale. `space` is where the group stands; the target may stand elsewhere
 * (a recruiting detour): its kind is what counts.
 */
export function bestRecruiter(rules: SyndromeRules, s: State, space: string, group: readonly number[], target: number, gold: number): Attempt | null {
  return best(uninjured(s, group), (r) => recruitModifiers(rules, s, space, r, target, gold, group));
}

/** The odds of a recruiting roll at a modifier total: recruited (`R`), and a capture or flight (`C`, `F`). */
export interface RecruitOdds {
  readonly yes: number;
  readonly bad: number;
}

function has(code: string, kinds: readonly CodeToken["kind"][]): boolean {
  return parseCode(code).some((t) => kinds.includes(t.kind));
}

function recruitSummary(table: SyndromeRules["tables"]["recruiting"], row: string, total: number): RecruitOdds {
  let yes = 0;
  let bad = 0;
  for (const o of tableOdds(table, { key: row, modifiers: total, dice: DICE })) {
    if (has(o.result, ["recruited"])) yes += o.probability;
    else if (has(o.result, ["capture", "flee"])) bad += o.probability;
  }
  return { yes, bad };
}

/** The odds of recruiting `target` at a modifier `total` (its row of the Recruiting Table, SYN-T.RECRUIT). */
export function recruitOdds(rules: SyndromeRules, target: number, total: number): RecruitOdds {
  const table = rules.tables.recruiting;
  const row = rules.counters[target]!.recruitRow!;
  return memoized(table, `${row}|${total}`, () => recruitSummary(table, row, total));
}

/**
 * The state as it would be with `group` standing in `space` (the rest unchanged): what a raid
 * there would meet, for the rules' modifiers to read. The input is not touched.
 */
function standingIn(s: State, space: string, group: readonly number[]): State {
  if (group.every((i) => s.people[i]!.at === space)) return s;
  return { ...s, people: s.people.map((p, i) => (group.includes(i) && p.at !== space ? { ...p, at: space } : p)) };
}

/**
 * The best raid leader among `group` (uninjured) for a raid on `space`, with or without phasers,
 * as the rules would add it up with the group standing there (SYN-8.4, SYN-T.RAID): helpers,
 * the castle or palace, a squad present, a secret passage.
 */
export function bestRaidLeader(rules: SyndromeRules, s: State, space: string, group: readonly number[], phasers: boolean): Attempt | null {
  const there = standingIn(s, space, group);
  return best(uninjured(s, group), (leader) => raidModifiers(rules, there, space, leader, phasers, group));
}

/** Whether a Raid Table paragraph frees the prisoners (its steps, from the data: SYN-T.RAID). */
function frees(rules: SyndromeRules, paragraph: number): boolean {
  return rules.paragraph(paragraph)?.steps?.some((e) => e.do === "free") ?? false;
}

/** The probability that a raid at a modifier `total` frees the prisoners (SYN-T.RAID). */
export function raidFreeOdds(rules: SyndromeRules, total: number): number {
  return memoized(rules, `raid|${total}`, () => {
    let p = 0;
    for (const o of tableOdds(rules.tables.raid, { modifiers: total, dice: DICE })) if (frees(rules, o.result)) p += o.probability;
    return p;
  });
}

/** The best requester of donations among `group` (uninjured) in `space` (SYN-8.2, SYN-T.DONATE). */
export function bestRequester(rules: SyndromeRules, s: State, space: string, group: readonly number[]): Attempt | null {
  return best(uninjured(s, group), (r) => donationModifiers(rules, s, space, r, group));
}

/** The state with `roll` next: a chance step for `rollOdds` to read. */
function rolling(s: State, roll: RollTask): State {
  return { ...s, queue: [{ kind: "roll", roll }] };
}

/**
 * The engine's odds (`rollOdds`) of a gold or healing die roll. They read no modifier and no
 * state (a gold roll's faces and halving, a healing roll's `needed`), so the memo is keyed by the
 * game and the roll's shape alone.
 */
function dieOdds(game: SyndromeGame, s: State, roll: Extract<RollTask, { table: "gold" | "heal" }>): RollOdds["results"] {
  const key = roll.table === "gold" ? `gold|${roll.amount}` : `heal|${roll.needed}`;
  return memoized(game, key, () => rollOdds(game, rolling(s, roll))?.results ?? []);
}

/** The mean gold of a gold roll (`G half`, `GD`: SYN-T.CODES). */
function goldRollMean(game: SyndromeGame, s: State, amount: Extract<RollTask, { table: "gold" }>["amount"], space: string): number {
  let mean = 0;
  for (const o of dieOdds(game, s, { table: "gold", amount, space })) mean += (o.result as number) * o.probability;
  return mean;
}

/**
 * The probability that healing `patients` (one to three, a die roll, not the medical kit)
 * succeeds: the rules' number needed ({@link healNeeded}, SYN-8.6, SYN-P.12), read through the
 * engine's odds.
 */
export function healOdds(game: SyndromeGame, s: State, space: string, patients: readonly number[]): number {
  const needed = healNeeded(patients.length);
  return dieOdds(game, s, { table: "heal", space, patients: [...patients], needed }).find((o) => o.result === "healed")?.probability ?? 0;
}

/** The odds of a donations roll: the mean gold, and a capture, flight or squad drawn in (`C`, `F`, `*`). */
export interface DonationOdds {
  readonly mean: number;
  readonly bad: number;
}

const NO_DONATIONS: DonationOdds = { mean: 0, bad: 1 };

/** What a Donations Table code brings: its gold (a die's mean for `G half`, `GD`) and whether it goes wrong. */
function donationResult(game: SyndromeGame, s: State, code: string, space: string): { gold: number; bad: boolean } {
  let gold = 0;
  let bad = false;
  for (const e of codeEffects(parseCode(code))) {
    if (e.do === "gold") gold += e.amount;
    else if (e.do === "gold-roll") gold += goldRollMean(game, s, e.amount, space);
    else if (e.do === "capture" || e.do === "flee" || e.do === "summon") bad = true;
  }
  return { gold, bad };
}

/**
 * The odds of a donations request in `space` at a modifier `total` (its row of the Donations
 * Table, SYN-T.DONATE); memo keyed by the game, row and total (the gold rolls read no state).
 */
export function donationOdds(game: SyndromeGame, s: State, space: string, total: number): DonationOdds {
  const row = DONATION_ROWS[game.rules.space(space).type];
  if (row === null) return NO_DONATIONS;
  return memoized(game, `donations|${row}|${total}`, () => {
    let mean = 0;
    let bad = 0;
    for (const o of tableOdds(game.rules.tables.donations, { key: row, modifiers: total, dice: DICE })) {
      const result = donationResult(game, s, o.result, space);
      mean += result.gold * o.probability;
      if (result.bad) bad += o.probability;
    }
    return { mean, bad };
  });
}

/**
 * The total `requester`'s request for donations would have with `group` standing in `space`
 * (SYN-8.2, SYN-T.DONATE: helpers, a squad present), from the rules' modifiers.
 */
export function donationTotal(rules: SyndromeRules, s: State, space: string, requester: number, group: readonly number[]): number {
  return sum(donationModifiers(rules, standingIn(s, space, group), space, requester, group));
}
