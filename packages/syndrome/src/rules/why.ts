import type { IllegalReason } from "@tt/engine";
import type { SyndromeRules } from "../data";
import type { Action, Outcome } from "../schemas";
import { ENTERPRISE, OUT_OF_PLAY, type State } from "../state";
import { moveDestinations } from "./actions";
import { isFree } from "./people";

/** What the front task offers, as `pending` says it (without importing flow.ts). */
export type Offered =
  | { kind: "decision"; prompt: string; actions: readonly Action[]; rule: string }
  | { kind: "chance"; purpose: string; outcomes: readonly { outcome: Outcome }[]; blind?: true }
  | { kind: "over" };

const PHASE_NAMES: Record<State["phase"], string> = {
  setup: "setup",
  actions: "Rebel Actions",
  expenses: "Rebel Expenses",
  "kings-men": "King's Men Actions",
  "royal-party": "Royal Party Movement & Fealty",
  over: "the end of the game",
};

/** The Rebel Actions (SYN-8, SYN-9, SYN-P.30-44, SYN-P.63, SYN-P.70): legal only while the `actions` task is at the front. */
const REBEL_ACTIONS = new Set<Action["type"]>([
  "end-actions",
  "beam-down",
  "beam-up",
  "move",
  "river-travel",
  "free-horse",
  "recruit",
  "request-donations",
  "aid-poor",
  "raid",
  "buy-horses",
  "steal-horses",
  "heal",
  "request-sanctuary",
  "preach",
  "free-prisoners",
]);

const RAID_TYPES = new Set(["town", "castle", "palace"]);
const SANCTUARY_TYPES = new Set(["town", "cathedral"]);

/**
 * Why `input` is not legal in `s`, in words a player can act on, with the rule it breaks; the
 * same conditions `rebelActions` and `pending` use to list the legal inputs. `undefined` when
 * `input` is legal (or no better reason than "not offered" is known: the caller says that).
 */
export function reasonOf(rules: SyndromeRules, s: State, offered: Offered, input: Action | Outcome): IllegalReason | undefined {
  if (offered.kind === "over") return { message: "the game is over" };
  if (input.type === "die" || input.type === "draw") {
    if (offered.kind === "decision") return { message: `the game waits for a decision ("${offered.prompt}"), not a roll or a draw`, ruleId: offered.rule };
    if (offered.outcomes.some((o) => (o.outcome.type === "die" ? input.type === "die" && o.outcome.face === input.face : input.type === "draw" && o.outcome.person === input.person))) return undefined;
    if (input.type === "die") return offered.outcomes[0]?.outcome.type === "die" ? { message: `${input.face} cannot be rolled on a ten-sided die (read 1 to 10; a 0 counts as 10)`, ruleId: "SYN-2.4" } : { message: `"${offered.purpose}" is a draw, not a die roll` };
    return offered.blind ? { message: `that counter cannot be drawn for "${offered.purpose}"` } : { message: `"${offered.purpose}" is a die roll, not a draw` };
  }
  const action = input;
  if (offered.kind === "chance") return { message: `the game waits for a roll or a draw ("${offered.purpose}"), not a decision` };
  if (offered.actions.some((a) => same(a, action))) return undefined;
  const task = s.queue[0];
  if (REBEL_ACTIONS.has(action.type) && task?.kind !== "actions") return { message: `${action.type} is a Rebel Action, but the game is in ${PHASE_NAMES[s.phase]} and waits for "${offered.prompt}"`, ruleId: "SYN-5" };
  if (task?.kind === "actions") return rebelReason(rules, s, action);
  if (task?.kind === "recruit-gold" && action.type === "spend") {
    if (action.gold > s.warchest) return { message: `the Warchest holds only ${s.warchest} gold: you cannot spend ${action.gold}`, ruleId: "SYN-8.1" };
  }
  if (task?.kind === "place-neutral" && action.type === "place-neutral") {
    if (!rules.landSpaces.includes(action.space)) return { message: `"${action.space}" is not a land space`, ruleId: "SYN-3.3" };
    return { message: `${rules.space(action.space).name} already has a free neutral: one a space`, ruleId: "SYN-3.3" };
  }
  if (action.type === "choose-space" || action.type === "choose-person") {
    const what = action.type === "choose-space" ? action.space : action.person;
    return { message: `"${what}" is not one of the choices of "${offered.prompt}"`, ruleId: offered.rule };
  }
  return { message: `${action.type} does not answer "${offered.prompt}"`, ruleId: offered.rule };
}

function same(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Why a Rebel Action is not legal now (SYN-8, SYN-9). */
function rebelReason(rules: SyndromeRules, s: State, action: Action): IllegalReason | undefined {
  const who = (id: string): { i: number; name: string; reason?: IllegalReason } => {
    const counter = rules.counters.find((c) => c.id === id);
    if (counter === undefined) return { i: -1, name: id, reason: { message: `"${id}" is not a person of the game` } };
    const p = s.people[counter.index]!;
    const name = counter.name;
    if (!p.controlled) return { i: counter.index, name, reason: { message: `${name} is not one of your people`, ruleId: "SYN-7.1" } };
    if (p.imprisoned) return { i: counter.index, name, reason: { message: `${name} is a prisoner in ${rules.space(p.at).name}`, ruleId: action.type === "beam-up" ? "SYN-9.2" : "SYN-8.9" } };
    return { i: counter.index, name };
  };
  const spaceName = (space: string) => (space === ENTERPRISE ? "the Enterprise box" : rules.spaces.some((sp) => sp.id === space) ? rules.space(space).name : `"${space}"`);
  const spent = (i: number, name: string): IllegalReason | undefined => (s.people[i]!.spent ? { message: `${name} already moved or acted this turn`, ruleId: "SYN-8.9" } : undefined);
  const onMap = (i: number, name: string): IllegalReason | undefined => (s.people[i]!.at === ENTERPRISE ? { message: `${name} is aboard the Enterprise: beam down first`, ruleId: "SYN-9.1" } : undefined);
  /** Checks a space action's actor: on the map, unspent, the space's action not yet taken, and (unless `injuredMay`) uninjured. */
  const actor = (id: string, injuredMay = false): IllegalReason | undefined => {
    const { i, name, reason } = who(id);
    if (reason) return reason;
    const p = s.people[i]!;
    const r = onMap(i, name) ?? spent(i, name);
    if (r) return r;
    if (s.flags.acted.includes(p.at)) return { message: `${spaceName(p.at)} has already taken its action this turn`, ruleId: "SYN-8.9" };
    if (!injuredMay && p.injured) return { message: `${name} is injured: an injured person may only seek sanctuary, heal or move`, ruleId: "SYN-8.9" };
    return undefined;
  };
  const atSpace = (space: string, rule: string): IllegalReason | undefined => {
    if (!rules.landSpaces.includes(space)) return { message: `${spaceName(space)} is not a land space`, ruleId: rule };
    if (s.flags.acted.includes(space)) return { message: `${spaceName(space)} has already taken its action this turn`, ruleId: "SYN-8.9" };
    const here = s.people.filter((p) => p.at === space && isFree(p));
    if (here.length === 0) return { message: `none of your people is free in ${spaceName(space)}`, ruleId: rule };
    if (here.every((p) => p.spent)) return { message: `everyone in ${spaceName(space)} already moved or acted this turn`, ruleId: "SYN-8.9" };
    if (here.every((p) => p.injured || p.spent)) return { message: `your people in ${spaceName(space)} are injured: an injured person may only seek sanctuary, heal or move`, ruleId: "SYN-8.9" };
    return undefined;
  };
  switch (action.type) {
    case "beam-down": {
      const { i, name, reason } = who(action.person);
      if (reason) return reason;
      if (s.people[i]!.at !== ENTERPRISE) return { message: `${name} is not in the Enterprise box`, ruleId: "SYN-9.1" };
      if (s.flags.beamUp.length > 0) return { message: `your people already beamed up from ${spaceName(s.flags.beamUp[0]!)} this turn: no beaming down in the same turn`, ruleId: "SYN-9.2" };
      if (!rules.landSpaces.includes(action.to)) return { message: `${spaceName(action.to)} is not a land space`, ruleId: "SYN-9.1" };
      return spent(i, name);
    }
    case "beam-up": {
      const { i, name, reason } = who(action.person);
      if (reason) return reason;
      const p = s.people[i]!;
      if (p.at === ENTERPRISE) return { message: `${name} is already aboard the Enterprise`, ruleId: "SYN-9.2" };
      if (s.flags.beamDown.length > 0) {
        if (p.spent && s.flags.beamDown.includes(p.at)) return { message: `${name} already beamed down this turn: no beaming up in the same turn`, ruleId: "SYN-9.2" };
        return { message: `your people already beamed down to ${spaceName(s.flags.beamDown[0]!)} this turn: no beaming up in the same turn`, ruleId: "SYN-9.2" };
      }
      const r = spent(i, name);
      if (r) return r;
      if (rules.counters[i]!.kind !== "enterprise" && !s.flags.beamUp.includes(p.at)) return { message: `${name} is not Enterprise crew: others beam up only with an Enterprise crewmember, from the space the crew beamed up from`, ruleId: "SYN-9.2" };
      return undefined;
    }
    case "move": {
      const { i, name, reason } = who(action.person);
      if (reason) return reason;
      const r = onMap(i, name) ?? spent(i, name);
      if (r) return r;
      if (!moveDestinations(rules, s, i).includes(action.to)) {
        const horse = s.people[i]!.horse;
        return { message: `${name} cannot reach ${spaceName(action.to)} from ${spaceName(s.people[i]!.at)} this turn: a move is up to 2 spaces${horse ? " (3 with a horse, which stops on entering a forest)" : ", 3 with a horse"}, by land`, ruleId: "SYN-9.3" };
      }
      return undefined;
    }
    case "free-horse": {
      const { i, name, reason } = who(action.person);
      if (reason) return reason;
      if (!s.people[i]!.horse) return { message: `${name} has no horse`, ruleId: "SYN-9.3" };
      return onMap(i, name) ?? spent(i, name);
    }
    case "recruit": {
      const r = actor(action.recruiter);
      if (r) return r;
      const recruiter = rules.counters.find((c) => c.id === action.recruiter)!;
      const space = s.people[recruiter.index]!.at;
      const target = rules.counters.find((c) => c.id === action.target);
      if (target === undefined) return { message: `"${action.target}" is not a person of the game` };
      const t = s.people[target.index]!;
      if (t.controlled) return { message: `${target.name} is already one of your people`, ruleId: "SYN-8.1" };
      if (t.imprisoned || t.at === OUT_OF_PLAY || t.at !== space) return { message: `${target.name} is not free in ${spaceName(space)}: only a person in the recruiter's space, not a prisoner, may be recruited`, ruleId: "SYN-8.1" };
      if (target.recruitRow === null) return { message: `${target.name} cannot be recruited (no row on the Recruiting Table)`, ruleId: "SYN-8.1" };
      return undefined;
    }
    case "request-donations":
      return actor(action.requester);
    case "raid": {
      const r = actor(action.leader);
      if (r) return r;
      const space = s.people[rules.counters.find((c) => c.id === action.leader)!.index]!.at;
      if (!RAID_TYPES.has(rules.space(space).type)) return { message: `${spaceName(space)} is not a town, a castle or the Royal Palace: there is no prison to raid`, ruleId: "SYN-8.4" };
      return undefined;
    }
    case "aid-poor": {
      const r = atSpace(action.space, "SYN-8.3");
      if (r) return r;
      if (s.rules.aidThePoor === "multiples-of-5" && action.gold % 5 !== 0) return { message: `aid is given 5 gold at a time (the multiples-of-5 option): ${action.gold} is not a multiple of 5`, ruleId: "SYN-8.3" };
      if (action.gold > s.warchest) return { message: `the Warchest holds only ${s.warchest} gold: you cannot spend ${action.gold}`, ruleId: "SYN-8.3" };
      return undefined;
    }
    case "buy-horses":
    case "steal-horses": {
      const r = atSpace(action.space, "SYN-8.5");
      if (r) return r;
      if (rules.space(action.space).type !== "town") return { message: `horses are bought or stolen in towns only: ${spaceName(action.space)} is not a town`, ruleId: "SYN-8.5" };
      if (action.type === "buy-horses") {
        const here = s.people.filter((p) => p.at === action.space && isFree(p));
        if (here.length > s.warchest) return { message: `horses for ${here.length} cost ${here.length} gold; the Warchest holds ${s.warchest}`, ruleId: "SYN-8.5" };
        if (here.every((p) => p.horse)) return { message: `everyone in ${spaceName(action.space)} already has a horse`, ruleId: "SYN-8.5" };
      }
      return undefined;
    }
    case "heal": {
      for (const id of action.patients) {
        const r = actor(id, true);
        if (r) return r;
        const counter = rules.counters.find((c) => c.id === id)!;
        if (!s.people[counter.index]!.injured) return { message: `${counter.name} is not injured`, ruleId: "SYN-8.6" };
      }
      const space = s.people[rules.counters.find((c) => c.id === action.patients[0])!.index]!.at;
      if (action.patients.length > 1 || action.kit) return { message: `only McCoy (or Dr Goren) heals more than one person at a time, and only McCoy${s.rules.gorenKit ? " or Goren" : ""} has the medical kit; neither is with them unspent`, ruleId: "SYN-P.12" };
      if (!SANCTUARY_TYPES.has(rules.space(space).type)) return { message: `${spaceName(space)} is not a town or a cathedral: healing needs one (or McCoy)`, ruleId: "SYN-8.6" };
      return undefined;
    }
    case "request-sanctuary": {
      const r = actor(action.requester, true);
      if (r) return r;
      const space = s.people[rules.counters.find((c) => c.id === action.requester)!.index]!.at;
      if (!SANCTUARY_TYPES.has(rules.space(space).type)) return { message: `sanctuary is given in towns and cathedrals only: ${spaceName(space)} is neither`, ruleId: "SYN-8.7" };
      return { message: `your people in ${spaceName(space)} are already in sanctuary`, ruleId: "SYN-8.7" };
    }
    case "preach":
      return { message: "only Brother Gerald preaches, when he is one of your people and has not yet acted this turn", ruleId: "SYN-P.70" };
    case "river-travel":
      return { message: "only Thomas Rupine's party travels by river, from a riverside space to another, before acting this turn", ruleId: "SYN-P.63" };
    case "free-prisoners": {
      const counter = rules.counters.find((c) => c.id === action.person);
      if (counter === undefined) return { message: `"${action.person}" is not a person of the game` };
      if (s.freedBy.includes(counter.id)) return { message: `${counter.name} has already freed his prisoners once this game`, ruleId: `SYN-P.${counter.paragraph ?? ""}` };
      return { message: `${counter.name} cannot free prisoners now: a lord or mayor you control frees his own town's or castle's prisoners, once a game`, ruleId: counter.paragraph === null ? "SYN-7.3" : `SYN-P.${counter.paragraph}` };
    }
    case "place-neutral":
    case "spend":
    case "phasers":
    case "choose-person":
    case "choose-space":
    case "beam-supplies":
    case "starve":
    case "decline-sanctuary":
      return { message: `${action.type} is not a Rebel Action`, ruleId: "SYN-8.9" };
    case "end-actions":
      return undefined;
    default: {
      const unreachable: never = action;
      return { message: `unknown action ${JSON.stringify(unreachable)}` };
    }
  }
}
