import { reachable } from "@tt/hexgrid";
import type { SyndromeRules } from "../data";
import type { Action } from "../schemas";
import { ENTERPRISE, OUT_OF_PLAY, type State } from "../state";
import { illegal, type Tx } from "../_internal/tx";
import { pushSanctuary } from "./flight";
import { horseTheftModifiers } from "./modifiers";
import { P, abilityAt, byParagraph, freeAt, hasHorse, isFree, prisonersAt } from "./people";
import { startRaid } from "./raids";
import { startDonations, startRecruit } from "./recruiting";
import { freeAll } from "./resolution";

const SANCTUARY_TYPES = new Set(["town", "cathedral"]);
const RAID_TYPES = new Set(["town", "castle", "palace"]);

/** How far a person moves (SYN-9.3): two spaces on foot, three on a horse. */
const MOVE_ON_FOOT = 2;
const MOVE_ON_HORSE = 3;

/** Spaces a person can move to this turn (SYN-9.3): 2 spaces, 3 on a horse, a horse stopping on entering forest. */
export function moveDestinations(rules: SyndromeRules, s: State, i: number): string[] {
  const at = s.people[i]!.at;
  const horse = hasHorse(rules, s, i);
  const forest = (space: string) => rules.space(space).type === "forest";
  const reach = reachable(rules.landGraph, at, horse ? MOVE_ON_HORSE : MOVE_ON_FOOT, horse ? { mustStop: (_from, to) => forest(to) } : {});
  return reach.nodes.filter((space) => space !== at);
}

/** The lords and mayors who may free their home's prisoners once a game (SYN-P.30-34, SYN-P.40-44), from the data. */
function freesPrisoners(rules: SyndromeRules, paragraph: number | null): boolean {
  return paragraph !== null && rules.abilities("frees-prisoners").some((a) => a.paragraph === paragraph);
}

function spaceActors(s: State, space: string): number[] {
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
function aidPoor(tx: Tx, space: string, gold: number): void {
  takeSpaceAction(tx, space, false);
  tx.emit({ type: "action", action: "aid-poor", space, person: null, text: `aid the poor with ${gold} gold`, rule: "SYN-8.3" });
  tx.track("warchest", -gold, "aiding the poor", "SYN-8.3");
  tx.track("witchcraft", -Math.floor(gold / GOLD_PER_WITCHCRAFT), "aiding the poor", "SYN-8.3");
}

/** Every legal Rebel Action (SYN-8, SYN-9), ending the phase first. */
export function rebelActions(rules: SyndromeRules, s: State): Action[] {
  const actions: Action[] = [{ type: "end-actions" }];
  const counters = rules.counters;
  const spaces = new Set<string>();
  s.people.forEach((p, i) => {
    if (!isFree(p) || p.spent || p.at === "out") return;
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
  // A lord or mayor frees his prisoners, once a game, at any time (SYN-P.30-44).
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

/** Marks a space's one action as taken (SYN-8.9): its unspent people act, leaving sanctuary unless `keepSanctuary`. */
function takeSpaceAction(tx: Tx, space: string, keepSanctuary: boolean): number[] {
  const actors = spaceActors(tx.s, space);
  tx.s.flags.acted = [...tx.s.flags.acted, space];
  for (const i of actors) {
    const p = tx.w(i);
    p.spent = true;
    if (!keepSanctuary && p.sanctuary !== 0) {
      p.sanctuary = 0;
      tx.personEvent(i, "left-sanctuary", "SYN-8.7");
    }
  }
  return actors;
}

function leaveSanctuary(tx: Tx, i: number): void {
  if (tx.p(i).sanctuary !== 0) {
    tx.w(i).sanctuary = 0;
    tx.personEvent(i, "left-sanctuary", "SYN-8.7");
  }
}

/** Witchcraft for a beam at `space`, once per space per turn, not with Friar Melon there (SYN-9.1, SYN-9.2, SYN-P.60). */
function beamWitchcraft(tx: Tx, space: string, direction: "down" | "up"): void {
  const list = direction === "down" ? tx.s.flags.beamDown : tx.s.flags.beamUp;
  if (list.includes(space)) return;
  if (direction === "down") tx.s.flags.beamDown = [...list, space];
  else tx.s.flags.beamUp = [...list, space];
  const melon = byParagraph(tx.rules, P.melon);
  if (melon >= 0 && tx.p(melon).at === space && isFree(tx.p(melon))) {
    tx.emit({ type: "note", text: "Friar Melon persuades the locals it is no witchcraft", rule: "SYN-P.60" });
    return;
  }
  tx.track("witchcraft", 1, direction === "down" ? `beaming down to ${tx.rules.space(space).name}` : `beaming up from ${tx.rules.space(space).name}`, direction === "down" ? "SYN-9.1" : "SYN-9.2");
}

/** Applies one Rebel Action (already checked legal). */
export function applyRebelAction(tx: Tx, action: Action): void {
  const rules = tx.rules;
  switch (action.type) {
    case "end-actions":
      tx.pop();
      return;
    case "beam-down": {
      const i = tx.index(action.person);
      const p = tx.w(i);
      p.at = action.to;
      p.spent = true;
      tx.emit({ type: "beam", direction: "down", person: action.person, space: action.to });
      beamWitchcraft(tx, action.to, "down");
      return;
    }
    case "beam-up": {
      const i = tx.index(action.person);
      const from = tx.p(i).at;
      const p = tx.w(i);
      p.at = ENTERPRISE;
      p.spent = true;
      p.sanctuary = 0;
      p.horse = false;
      tx.emit({ type: "beam", direction: "up", person: action.person, space: from });
      beamWitchcraft(tx, from, "up");
      return;
    }
    case "move": {
      const i = tx.index(action.person);
      const from = tx.p(i).at;
      const horse = hasHorse(rules, tx.s, i);
      leaveSanctuary(tx, i);
      const p = tx.w(i);
      if (!p.horse && horse) p.horse = false; // Lang's horses stay with Lang (SYN-P.72)
      p.at = action.to;
      p.spent = true;
      tx.emit({ type: "move", person: action.person, from, to: action.to, means: horse ? "horse" : "foot" });
      return;
    }
    case "river-travel": {
      const rupine = byParagraph(rules, P.rupine);
      const from = tx.p(rupine).at;
      for (const i of spaceActors(tx.s, from)) {
        leaveSanctuary(tx, i);
        const p = tx.w(i);
        p.at = action.to;
        p.spent = true;
        tx.emit({ type: "move", person: rules.counters[i]!.id, from, to: action.to, means: "river" });
      }
      tx.emit({ type: "ability", person: rules.counters[rupine]!.id, paragraph: P.rupine, effect: "river travel", rule: "SYN-P.63" });
      return;
    }
    case "free-horse": {
      const i = tx.index(action.person);
      tx.w(i).horse = false;
      tx.personEvent(i, "no-horse", "SYN-9.3");
      return;
    }
    case "recruit": {
      const recruiter = tx.index(action.recruiter);
      const space = tx.p(recruiter).at;
      // The helpers are fixed now: only people taking part add their values (SYN-8.9).
      startRecruit(tx, recruiter, tx.index(action.target), space, takeSpaceAction(tx, space, false));
      return;
    }
    case "request-donations": {
      const i = tx.index(action.requester);
      const space = tx.p(i).at;
      startDonations(tx, i, space, takeSpaceAction(tx, space, false));
      return;
    }
    case "aid-poor":
      aidPoor(tx, action.space, action.gold);
      return;
    case "raid": {
      const leader = tx.index(action.leader);
      const space = tx.p(leader).at;
      startRaid(tx, leader, space, takeSpaceAction(tx, space, false));
      return;
    }
    case "buy-horses": {
      const here = freeAt(tx.s, action.space);
      takeSpaceAction(tx, action.space, false);
      tx.emit({ type: "action", action: "buy-horses", space: action.space, person: null, text: `buy horses for ${here.length}`, rule: "SYN-8.5" });
      tx.track("warchest", -here.length, "buying horses", "SYN-8.5");
      for (const i of here) {
        if (!tx.p(i).horse) {
          tx.w(i).horse = true;
          tx.personEvent(i, "horse", "SYN-8.5");
        }
      }
      return;
    }
    case "steal-horses": {
      takeSpaceAction(tx, action.space, false);
      tx.emit({ type: "action", action: "steal-horses", space: action.space, person: null, text: "try to steal horses", rule: "SYN-8.5" });
      tx.push({ kind: "roll", roll: { table: "horseTheft", space: action.space, modifiers: horseTheftModifiers(rules, tx.s, action.space) } });
      return;
    }
    case "heal": {
      const patients = action.patients.map((id) => tx.index(id));
      const space = tx.p(patients[0]!).at;
      takeSpaceAction(tx, space, true);
      const mccoy = abilityAt(rules, tx.s, P.mccoy, space);
      const goren = abilityAt(rules, tx.s, P.goren, space);
      tx.emit({ type: "action", action: "heal", space, person: null, text: `heal ${patients.map((i) => rules.counters[i]!.name).join(", ")}${action.kit ? " with the medical kit" : ""}`, rule: mccoy >= 0 || goren >= 0 ? "SYN-P.12" : "SYN-8.6" });
      if (action.kit) {
        for (const i of patients) heal(tx, i, "SYN-P.12");
        tx.track("witchcraft", 1, "the medical kit", "SYN-P.12");
        return;
      }
      const needed = patients.length === 1 ? 7 : patients.length === 2 ? 4 : 1;
      tx.push({ kind: "roll", roll: { table: "heal", space, patients, needed } });
      return;
    }
    case "request-sanctuary": {
      const i = tx.index(action.requester);
      const space = tx.p(i).at;
      takeSpaceAction(tx, space, true);
      tx.emit({ type: "action", action: "request-sanctuary", space, person: action.requester, text: `${rules.counters[i]!.name} requests sanctuary`, rule: "SYN-8.7" });
      pushSanctuary(tx, space, i, null);
      return;
    }
    case "preach": {
      const gerald = byParagraph(rules, P.gerald);
      const space = tx.p(gerald).at;
      // Preaching is the space's action, Gerald's alone: the others may still move (SYN-P.70).
      tx.s.flags.acted = [...tx.s.flags.acted, space];
      leaveSanctuary(tx, gerald);
      tx.w(gerald).spent = true;
      tx.emit({ type: "action", action: "preach", space, person: rules.counters[gerald]!.id, text: "Brother Gerald preaches", rule: "SYN-P.70" });
      tx.track(action.track, -1, "Brother Gerald preaches", "SYN-P.70");
      tx.push({ kind: "summon", space, reason: "SYN-P.70" });
      return;
    }
    case "free-prisoners": {
      const i = tx.index(action.person);
      const c = rules.counters[i]!;
      tx.s.freedBy = [...tx.s.freedBy, c.id];
      tx.emit({ type: "ability", person: c.id, paragraph: c.paragraph!, effect: `frees all prisoners at ${rules.space(c.home!).name}`, rule: `SYN-P.${c.paragraph}` });
      freeAll(tx, c.home!, `SYN-P.${c.paragraph}`);
      return;
    }
    case "place-neutral":
    case "spend":
    case "phasers":
    case "choose-person":
    case "choose-space":
    case "beam-supplies":
    case "starve":
    case "decline-sanctuary":
      illegal(`${action.type} is not a Rebel Action`, "SYN-8.9");
      break;
    default: {
      const unreachable: never = action;
      illegal(`unknown action ${JSON.stringify(unreachable)}`);
    }
  }
}

/** Heals a person (SYN-8.6). */
export function heal(tx: Tx, i: number, rule: string): void {
  if (!tx.p(i).injured) return;
  tx.w(i).injured = false;
  tx.personEvent(i, "healed", rule);
}
