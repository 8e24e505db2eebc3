import type { SyndromeRules } from "../data";
import type { Action } from "../schemas";
import { ENTERPRISE, OUT_OF_PLAY, type State } from "../state";
import type { Tx } from "../_internal/tx";
import { P, abilityAt, byParagraph, freeAt, hasHorse, isFree, prisonersAt } from "./people";

/** The Rebel Actions (section 8, section 9, paragraphs 30-44, SYN-P.63, SYN-P.70): the actions of the `actions` task. */
export type RebelActionType = Exclude<Action["type"], "place-neutral" | "spend" | "phasers" | "choose-person" | "choose-space" | "beam-supplies" | "starve" | "decline-sanctuary">;

const REBEL_ACTION_TYPES: ReadonlySet<string> = new Set(
  Object.keys({
    "end-actions": true,
    "beam-down": true,
    "beam-up": true,
    move: true,
    "river-travel": true,
    "free-horse": true,
    recruit: true,
    "request-donations": true,
    "aid-poor": true,
    raid: true,
    "buy-horses": true,
    "steal-horses": true,
    heal: true,
    "request-sanctuary": true,
    preach: true,
    "free-prisoners": true,
  } satisfies Record<RebelActionType, true>),
);

/** Whether an action is a Rebel Action (legal only while the `actions` task is at the front). */
export function isRebelAction(action: Action): action is Extract<Action, { type: RebelActionType }> {
  return REBEL_ACTION_TYPES.has(action.type);
}

const SANCTUARY_TYPES = new Set(["town", "cathedral"]);
const RAID_TYPES = new Set(["town", "castle", "palace"]);

/** Spaces a person can move to this turn (SYN-9.3): 2 spaces, 3 on a horse, a horse stopping on entering forest. */
export function moveDestinations(rules: SyndromeRules, s: State, i: number): readonly string[] {
  return rules.moves(s.people[i]!.at, hasHorse(rules, s, i));
}

/** The lords and mayors who may free their home's prisoners once a game (paragraphs 30-34, paragraphs 40-44), from the data. */
function freesPrisoners(rules: SyndromeRules, paragraph: number | null): boolean {
  return paragraph !== null && rules.abilityOf(paragraph)?.kind === "frees-prisoners";
}

/** The people of a space who can still act this turn (SYN-8.9). */
export function spaceActors(s: State, space: string): number[] {
  return freeAt(s, space).filter((i) => !s.people[i]!.spent);
}

function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [];
  const walk = (start: number, chosen: T[]) => {
    if (chosen.length > 0) out.push(chosen.slice());
    if (chosen.length === max) return;
    for (let k = start; k < items.length; k++) {
      chosen.push(items[k]!);
      walk(k + 1, chosen);
      chosen.pop();
    }
  };
  walk(0, []);
  return out;
}

/** Gold pieces per point of Witchcraft when aiding the poor (SYN-8.3). */
const GOLD_PER_WITCHCRAFT = 5;

/** The amounts the poor may be given (SYN-8.3): any amount up to the Warchest, or (an option) only multiples of 5. */
function aidAmounts(s: State): number[] {
  const step = s.rules.aidThePoor === "multiples-of-5" ? GOLD_PER_WITCHCRAFT : 1;
  const out: number[] = [];
  for (let gold = step; gold <= s.warchest; gold += step) out.push(gold);
  return out;
}

/** SYN-8.3: the gold leaves the Warchest; Witchcraft falls by one for every full 5 pieces. */
export function aidPoor(tx: Tx, space: string, gold: number): void {
  tx.emit({ type: "action", action: "aid-poor", space, person: null, text: `aid the poor with ${gold} gold`, rule: "SYN-8.3" });
  tx.track("warchest", -gold, "aiding the poor", "SYN-8.3");
  tx.track("witchcraft", -Math.floor(gold / GOLD_PER_WITCHCRAFT), "aiding the poor", "SYN-8.3");
}

/** Every legal Rebel Action (section 8, section 9), ending the phase first. */
export function rebelActions(rules: SyndromeRules, s: State): Action[] {
  const actions: Action[] = [{ type: "end-actions" }];
  const counters = rules.counters;
  const spaces = new Set<string>();
  s.people.forEach((p, i) => {
    if (!isFree(p) || p.spent || p.at === OUT_OF_PLAY) return;
    const id = counters[i]!.id;
    if (p.at === ENTERPRISE) {
      if (s.flags.beamUp.length === 0) for (const to of rules.landSpaces) actions.push({ type: "beam-down", person: id, to });
      return;
    }
    spaces.add(p.at);
    for (const to of moveDestinations(rules, s, i)) actions.push({ type: "move", person: id, to });
    if (p.horse) actions.push({ type: "free-horse", person: id });
    if (s.flags.beamDown.length === 0 && (counters[i]!.kind === "enterprise" || s.flags.beamUp.includes(p.at))) actions.push({ type: "beam-up", person: id });
  });
  const rupine = byParagraph(rules, P.rupine);
  if (rupine >= 0) {
    const r = s.people[rupine]!;
    if (isFree(r) && !r.spent && r.at !== ENTERPRISE && rules.space(r.at).riverside) {
      for (const space of rules.spaces) if (space.riverside && space.id !== r.at) actions.push({ type: "river-travel", to: space.id });
    }
  }
  for (const space of spaces) {
    if (s.flags.acted.includes(space)) continue;
    const actors = spaceActors(s, space);
    if (actors.length === 0) continue;
    const able = actors.filter((i) => !s.people[i]!.injured);
    const type = rules.space(space).type;
    // Recruiting (SYN-8.1)
    const targets: number[] = [];
    s.people.forEach((p, i) => {
      if (p.at === space && !p.controlled && !p.imprisoned && counters[i]!.recruitRow !== null) targets.push(i);
    });
    for (const r of able) for (const t of targets) actions.push({ type: "recruit", recruiter: counters[r]!.id, target: counters[t]!.id });
    // Donations (SYN-8.2)
    for (const r of able) actions.push({ type: "request-donations", requester: counters[r]!.id });
    // Aiding the poor (SYN-8.3); injured people alone may only seek sanctuary, heal or move (SYN-8.9)
    if (able.length > 0) for (const gold of aidAmounts(s)) actions.push({ type: "aid-poor", space, gold });
    // Raiding (SYN-8.4)
    if (RAID_TYPES.has(type)) for (const r of able) actions.push({ type: "raid", leader: counters[r]!.id });
    // Horses (SYN-8.5)
    if (type === "town" && able.length > 0) {
      const here = freeAt(s, space);
      if (s.warchest >= here.length && here.some((i) => !s.people[i]!.horse)) actions.push({ type: "buy-horses", space });
      actions.push({ type: "steal-horses", space });
    }
    // Healing (SYN-8.6, SYN-P.12, SYN-P.14)
    const injured = actors.filter((i) => s.people[i]!.injured);
    if (injured.length > 0) {
      const mccoy = abilityAt(rules, s, P.mccoy, space);
      const goren = abilityAt(rules, s, P.goren, space);
      const healer = (mccoy >= 0 && !s.people[mccoy]!.spent) || (goren >= 0 && !s.people[goren]!.spent);
      if (healer) for (const group of subsets(injured, 3)) actions.push({ type: "heal", patients: group.map((i) => counters[i]!.id), kit: false });
      else if (SANCTUARY_TYPES.has(type)) for (const i of injured) actions.push({ type: "heal", patients: [counters[i]!.id], kit: false });
      // McCoy's medical kit (SYN-P.12); Goren's too with the `gorenKit` option (SYN-P.14).
      const kit = (mccoy >= 0 && !s.people[mccoy]!.spent) || (s.rules.gorenKit && goren >= 0 && !s.people[goren]!.spent);
      if (kit) for (const group of subsets(injured, 3)) actions.push({ type: "heal", patients: group.map((i) => counters[i]!.id), kit: true });
    }
    // Sanctuary (SYN-8.7)
    if (SANCTUARY_TYPES.has(type) && actors.some((i) => s.people[i]!.sanctuary === 0)) for (const r of actors) actions.push({ type: "request-sanctuary", requester: counters[r]!.id });
    // Brother Gerald preaches (SYN-P.70)
    const gerald = abilityAt(rules, s, P.gerald, space);
    if (gerald >= 0 && !s.people[gerald]!.spent) {
      actions.push({ type: "preach", track: "witchcraft" });
      actions.push({ type: "preach", track: "royalMorale" });
    }
  }
  // A lord or mayor frees his prisoners, once a game, at any time (paragraphs 30-44).
  s.people.forEach((p, i) => {
    const c = counters[i]!;
    if (freesPrisoners(rules, c.paragraph) && isFree(p) && !s.freedBy.includes(c.id) && c.home !== null && prisonersAt(s, c.home).length > 0) actions.push({ type: "free-prisoners", person: c.id });
  });
  return actions;
}

/** Whether two actions are the same (shallow field comparison; arrays element by element). */
export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key in x) {
    const u = x[key];
    const v = y[key];
    if (u === v) continue;
    if (!Array.isArray(u) || !Array.isArray(v) || u.length !== v.length || u.some((item, k) => item !== v[k])) return false;
  }
  for (const key in y) if (!(key in x)) return false;
  return true;
}

/** What a healing roll must not exceed (SYN-8.6, SYN-P.12): 7 for one patient; with McCoy or Goren, 4 for two and 1 for three. */
export function healNeeded(patients: number): number {
  return patients <= 1 ? 7 : patients === 2 ? 4 : 1;
}
