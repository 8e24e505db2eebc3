import type { Action } from "../schemas";
import { ENTERPRISE } from "../state";
import { illegal, type Tx } from "../_internal/tx";
import { aidPoor, healNeeded, isRebelAction, spaceActors, type RebelActionType } from "./actions";
import { pushSanctuary } from "./flight";
import { horseTheftModifiers } from "./modifiers";
import { P, abilityAt, byParagraph, freeAt, hasHorse, isFree } from "./people";
import { startRaid } from "./raids";
import { startDonations, startRecruit } from "./recruiting";
import { freeAll } from "./resolution";

/** Applying a Rebel Action (section 8, section 9): one function per action type, checked by the compiler. */

type Apply<T extends Action["type"]> = (tx: Tx, action: Extract<Action, { type: T }>) => void;

/** Marks a space's one action as taken (SYN-8.9): its unspent people act, leaving sanctuary unless `keepSanctuary`. */
function takeSpaceAction(tx: Tx, space: string, keepSanctuary: boolean): number[] {
  const actors = spaceActors(tx.s, space);
  tx.s.flags.acted = [...tx.s.flags.acted, space];
  for (const i of actors) {
    tx.w(i).spent = true;
    if (!keepSanctuary) leaveSanctuary(tx, i);
  }
  return actors;
}

function leaveSanctuary(tx: Tx, i: number): void {
  if (tx.p(i).sanctuary === 0) return;
  tx.w(i).sanctuary = 0;
  tx.personEvent(i, "left-sanctuary", "SYN-8.7");
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
  const name = tx.rules.space(space).name;
  tx.track("witchcraft", 1, direction === "down" ? `beaming down to ${name}` : `beaming up from ${name}`, direction === "down" ? "SYN-9.1" : "SYN-9.2");
}

/** Heals a person (SYN-8.6). */
export function heal(tx: Tx, i: number, rule: string): void {
  if (!tx.p(i).injured) return;
  tx.w(i).injured = false;
  tx.personEvent(i, "healed", rule);
}

const healAction: Apply<"heal"> = (tx, action) => {
  const rules = tx.rules;
  const patients = action.patients.map((id) => tx.index(id));
  const space = tx.p(patients[0]!).at;
  takeSpaceAction(tx, space, true);
  const healer = abilityAt(rules, tx.s, P.mccoy, space) >= 0 || abilityAt(rules, tx.s, P.goren, space) >= 0;
  const names = patients.map((i) => rules.counters[i]!.name).join(", ");
  tx.emit({ type: "action", action: "heal", space, person: null, text: `heal ${names}${action.kit ? " with the medical kit" : ""}`, rule: healer ? "SYN-P.12" : "SYN-8.6" });
  if (!action.kit) {
    tx.push({ kind: "roll", roll: { table: "heal", space, patients, needed: healNeeded(patients.length) } });
    return;
  }
  for (const i of patients) heal(tx, i, "SYN-P.12");
  tx.track("witchcraft", 1, "the medical kit", "SYN-P.12");
};

const buyHorses: Apply<"buy-horses"> = (tx, action) => {
  const here = freeAt(tx.s, action.space);
  takeSpaceAction(tx, action.space, false);
  tx.emit({ type: "action", action: "buy-horses", space: action.space, person: null, text: `buy horses for ${here.length}`, rule: "SYN-8.5" });
  tx.track("warchest", -here.length, "buying horses", "SYN-8.5");
  for (const i of here) {
    if (tx.p(i).horse) continue;
    tx.w(i).horse = true;
    tx.personEvent(i, "horse", "SYN-8.5");
  }
};

const preach: Apply<"preach"> = (tx, action) => {
  const gerald = byParagraph(tx.rules, P.gerald);
  const space = tx.p(gerald).at;
  // Preaching is the space's action, Gerald's alone: the others may still move (SYN-P.70).
  tx.s.flags.acted = [...tx.s.flags.acted, space];
  leaveSanctuary(tx, gerald);
  tx.w(gerald).spent = true;
  tx.emit({ type: "action", action: "preach", space, person: tx.id(gerald), text: "Brother Gerald preaches", rule: "SYN-P.70" });
  tx.track(action.track, -1, "Brother Gerald preaches", "SYN-P.70");
  tx.push({ kind: "summon", space, reason: "SYN-P.70" });
};

const move: Apply<"move"> = (tx, action) => {
  const i = tx.index(action.person);
  const from = tx.p(i).at;
  // Lang's horses carry whoever stands with him, and stay with Lang (SYN-P.72).
  const horse = hasHorse(tx.rules, tx.s, i);
  leaveSanctuary(tx, i);
  const p = tx.w(i);
  p.at = action.to;
  p.spent = true;
  tx.emit({ type: "move", person: action.person, from, to: action.to, means: horse ? "horse" : "foot" });
};

const riverTravel: Apply<"river-travel"> = (tx, action) => {
  const rupine = byParagraph(tx.rules, P.rupine);
  const from = tx.p(rupine).at;
  for (const i of spaceActors(tx.s, from)) {
    leaveSanctuary(tx, i);
    const p = tx.w(i);
    p.at = action.to;
    p.spent = true;
    tx.emit({ type: "move", person: tx.id(i), from, to: action.to, means: "river" });
  }
  tx.emit({ type: "ability", person: tx.id(rupine), paragraph: P.rupine, effect: "river travel", rule: "SYN-P.63" });
};

/** The one space action of `person`'s space, with the people taking part. */
function spaceAction(tx: Tx, person: string, keepSanctuary = false): { i: number; space: string; group: number[] } {
  const i = tx.index(person);
  const space = tx.p(i).at;
  return { i, space, group: takeSpaceAction(tx, space, keepSanctuary) };
}

const APPLY: { readonly [T in RebelActionType]: Apply<T> } = {
  "end-actions": (tx) => tx.pop(),
  "beam-down"(tx, action) {
    const p = tx.w(tx.index(action.person));
    p.at = action.to;
    p.spent = true;
    tx.emit({ type: "beam", direction: "down", person: action.person, space: action.to });
    beamWitchcraft(tx, action.to, "down");
  },
  "beam-up"(tx, action) {
    const i = tx.index(action.person);
    const from = tx.p(i).at;
    const p = tx.w(i);
    Object.assign(p, { at: ENTERPRISE, spent: true, sanctuary: 0, horse: false });
    tx.emit({ type: "beam", direction: "up", person: action.person, space: from });
    beamWitchcraft(tx, from, "up");
  },
  move,
  "river-travel": riverTravel,
  "free-horse"(tx, action) {
    const i = tx.index(action.person);
    tx.w(i).horse = false;
    tx.personEvent(i, "no-horse", "SYN-9.3");
  },
  recruit(tx, action) {
    // The helpers are fixed now: only people taking part add their values (SYN-8.9).
    const { i, space, group } = spaceAction(tx, action.recruiter);
    startRecruit(tx, i, tx.index(action.target), space, group);
  },
  "request-donations"(tx, action) {
    const { i, space, group } = spaceAction(tx, action.requester);
    startDonations(tx, i, space, group);
  },
  "aid-poor"(tx, action) {
    takeSpaceAction(tx, action.space, false);
    aidPoor(tx, action.space, action.gold);
  },
  raid(tx, action) {
    const { i, space, group } = spaceAction(tx, action.leader);
    startRaid(tx, i, space, group);
  },
  "buy-horses": buyHorses,
  "steal-horses"(tx, action) {
    takeSpaceAction(tx, action.space, false);
    tx.emit({ type: "action", action: "steal-horses", space: action.space, person: null, text: "try to steal horses", rule: "SYN-8.5" });
    tx.push({ kind: "roll", roll: { table: "horseTheft", space: action.space, modifiers: horseTheftModifiers(tx.rules, tx.s, action.space) } });
  },
  heal: healAction,
  "request-sanctuary"(tx, action) {
    const { i, space } = spaceAction(tx, action.requester, true);
    tx.emit({ type: "action", action: "request-sanctuary", space, person: action.requester, text: `${tx.c(i).name} requests sanctuary`, rule: "SYN-8.7" });
    pushSanctuary(tx, space, i, null);
  },
  preach,
  "free-prisoners"(tx, action) {
    const c = tx.c(tx.index(action.person));
    tx.s.freedBy = [...tx.s.freedBy, c.id];
    tx.emit({ type: "ability", person: c.id, paragraph: c.paragraph!, effect: `frees all prisoners at ${tx.rules.space(c.home!).name}`, rule: `SYN-P.${c.paragraph}` });
    freeAll(tx, c.home!, `SYN-P.${c.paragraph}`);
  },
};

/** Applies one Rebel Action (already checked legal). */
export function applyRebelAction(tx: Tx, action: Action): void {
  if (!isRebelAction(action)) illegal(`${action.type} is not a Rebel Action`, "SYN-8.9");
  (APPLY[action.type] as Apply<typeof action.type>)(tx, action as never);
}
