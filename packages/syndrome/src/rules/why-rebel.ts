import type { IllegalReason } from "@tt/engine";
import type { Counter, SyndromeRules } from "../data";
import type { Action } from "../schemas";
import { ENTERPRISE, OUT_OF_PLAY, type State } from "../state";
import { isRebelAction, moveDestinations, type RebelActionType } from "./actions";
import { isFree } from "./people";
import { quote } from "../_internal/limits";

/** Why a Rebel Action is not legal now (section 8, section 9): the same conditions `rebelActions` lists them by. */

const RAID_TYPES = new Set(["town", "castle", "palace"]);
const SANCTUARY_TYPES = new Set(["town", "cathedral"]);

type Reason = IllegalReason | undefined;

/** The checks the reasons share, over one state. */
class Checks {
  constructor(
    readonly rules: SyndromeRules,
    readonly s: State,
    readonly type: Action["type"],
  ) {}

  counter(id: string): Counter | undefined {
    return this.rules.counters.find((c) => c.id === id);
  }

  /** A person of the player's, free: or why not. */
  who(id: string): { i: number; name: string; reason?: IllegalReason } {
    const counter = this.counter(id);
    if (counter === undefined) return { i: -1, name: id, reason: { message: `${quote(id)} is not a person of the game` } };
    const p = this.s.people[counter.index]!;
    const name = counter.name;
    if (!p.controlled) return { i: counter.index, name, reason: { message: `${name} is not one of your people`, ruleId: "SYN-7.1" } };
    if (p.imprisoned) return { i: counter.index, name, reason: { message: `${name} is a prisoner in ${this.rules.space(p.at).name}`, ruleId: this.type === "beam-up" ? "SYN-9.2" : "SYN-8.9" } };
    return { i: counter.index, name };
  }

  spaceName(space: string): string {
    return space === ENTERPRISE ? "the Enterprise box" : this.rules.spaces.some((sp) => sp.id === space) ? this.rules.space(space).name : quote(space);
  }

  at(i: number): string {
    return this.s.people[i]!.at;
  }

  spent(i: number, name: string): Reason {
    return this.s.people[i]!.spent ? { message: `${name} already moved or acted this turn`, ruleId: "SYN-8.9" } : undefined;
  }

  onMap(i: number, name: string): Reason {
    return this.at(i) === ENTERPRISE ? { message: `${name} is aboard the Enterprise: beam down first`, ruleId: "SYN-9.1" } : undefined;
  }

  /** A space action's actor: on the map, unspent, the space's action not yet taken, and (unless `injuredMay`) uninjured. */
  actor(id: string, injuredMay = false): Reason {
    const { i, name, reason } = this.who(id);
    if (reason) return reason;
    const p = this.s.people[i]!;
    const r = this.onMap(i, name) ?? this.spent(i, name);
    if (r) return r;
    if (this.s.flags.acted.includes(p.at)) return { message: `${this.spaceName(p.at)} has already taken its action this turn`, ruleId: "SYN-8.9" };
    if (!injuredMay && p.injured) return { message: `${name} is injured: an injured person may only seek sanctuary, heal or move`, ruleId: "SYN-8.9" };
    return undefined;
  }

  /** A space whose one action the player may take. */
  atSpace(space: string, rule: string): Reason {
    const name = this.spaceName(space);
    if (!this.rules.landSpaces.includes(space)) return { message: `${name} is not a land space`, ruleId: rule };
    if (this.s.flags.acted.includes(space)) return { message: `${name} has already taken its action this turn`, ruleId: "SYN-8.9" };
    const here = this.s.people.filter((p) => p.at === space && isFree(p));
    if (here.length === 0) return { message: `none of your people is free in ${name}`, ruleId: rule };
    if (here.every((p) => p.spent)) return { message: `everyone in ${name} already moved or acted this turn`, ruleId: "SYN-8.9" };
    if (here.every((p) => p.injured || p.spent)) return { message: `your people in ${name} are injured: an injured person may only seek sanctuary, heal or move`, ruleId: "SYN-8.9" };
    return undefined;
  }

  /** The space of an actor already checked. */
  spaceOf(id: string): string {
    return this.at(this.counter(id)!.index);
  }
}

type Why<T extends RebelActionType> = (c: Checks, action: Extract<Action, { type: T }>) => Reason;

const beamUp: Why<"beam-up"> = (c, action) => {
  const { i, name, reason } = c.who(action.person);
  if (reason) return reason;
  const p = c.s.people[i]!;
  if (p.at === ENTERPRISE) return { message: `${name} is already aboard the Enterprise`, ruleId: "SYN-9.2" };
  if (c.s.flags.beamDown.length > 0) {
    if (p.spent && c.s.flags.beamDown.includes(p.at)) return { message: `${name} already beamed down this turn: no beaming up in the same turn`, ruleId: "SYN-9.2" };
    return { message: `your people already beamed down to ${c.spaceName(c.s.flags.beamDown[0]!)} this turn: no beaming up in the same turn`, ruleId: "SYN-9.2" };
  }
  const r = c.spent(i, name);
  if (r) return r;
  if (c.rules.counters[i]!.kind !== "enterprise" && !c.s.flags.beamUp.includes(p.at))
    return { message: `${name} is not Enterprise crew: others beam up only with an Enterprise crewmember, from the space the crew beamed up from`, ruleId: "SYN-9.2" };
  return undefined;
};

const recruit: Why<"recruit"> = (c, action) => {
  const r = c.actor(action.recruiter);
  if (r) return r;
  const space = c.spaceOf(action.recruiter);
  const target = c.counter(action.target);
  if (target === undefined) return { message: `${quote(action.target)} is not a person of the game` };
  const t = c.s.people[target.index]!;
  if (t.controlled) return { message: `${target.name} is already one of your people`, ruleId: "SYN-8.1" };
  if (t.imprisoned || t.at === OUT_OF_PLAY || t.at !== space)
    return { message: `${target.name} is not free in ${c.spaceName(space)}: only a person in the recruiter's space, not a prisoner, may be recruited`, ruleId: "SYN-8.1" };
  if (target.recruitRow === null) return { message: `${target.name} cannot be recruited (no row on the Recruiting Table)`, ruleId: "SYN-8.1" };
  return undefined;
};

const horses: Why<"buy-horses" | "steal-horses"> = (c, action) => {
  const r = c.atSpace(action.space, "SYN-8.5");
  if (r) return r;
  if (c.rules.space(action.space).type !== "town") return { message: `horses are bought or stolen in towns only: ${c.spaceName(action.space)} is not a town`, ruleId: "SYN-8.5" };
  if (action.type !== "buy-horses") return undefined;
  const here = c.s.people.filter((p) => p.at === action.space && isFree(p));
  if (here.length > c.s.warchest) return { message: `horses for ${here.length} cost ${here.length} gold; the Warchest holds ${c.s.warchest}`, ruleId: "SYN-8.5" };
  if (here.every((p) => p.horse)) return { message: `everyone in ${c.spaceName(action.space)} already has a horse`, ruleId: "SYN-8.5" };
  return undefined;
};

const heal: Why<"heal"> = (c, action) => {
  for (const id of action.patients) {
    const r = c.actor(id, true);
    if (r) return r;
    const counter = c.counter(id)!;
    if (!c.s.people[counter.index]!.injured) return { message: `${counter.name} is not injured`, ruleId: "SYN-8.6" };
  }
  const space = c.spaceOf(action.patients[0]!);
  if (action.patients.length > 1 || action.kit)
    return {
      message: `only McCoy (or Dr Goren) heals more than one person at a time, and only McCoy${c.s.rules.gorenKit ? " or Goren" : ""} has the medical kit; neither is with them unspent`,
      ruleId: "SYN-P.12",
    };
  if (!SANCTUARY_TYPES.has(c.rules.space(space).type)) return { message: `${c.spaceName(space)} is not a town or a cathedral: healing needs one (or McCoy)`, ruleId: "SYN-8.6" };
  return undefined;
};

const REASONS: { readonly [T in RebelActionType]: Why<T> } = {
  "end-actions": () => undefined,
  "beam-down"(c, action) {
    const { i, name, reason } = c.who(action.person);
    if (reason) return reason;
    if (c.at(i) !== ENTERPRISE) return { message: `${name} is not in the Enterprise box`, ruleId: "SYN-9.1" };
    if (c.s.flags.beamUp.length > 0) return { message: `your people already beamed up from ${c.spaceName(c.s.flags.beamUp[0]!)} this turn: no beaming down in the same turn`, ruleId: "SYN-9.2" };
    if (!c.rules.landSpaces.includes(action.to)) return { message: `${c.spaceName(action.to)} is not a land space`, ruleId: "SYN-9.1" };
    return c.spent(i, name);
  },
  "beam-up": beamUp,
  move(c, action) {
    const { i, name, reason } = c.who(action.person);
    if (reason) return reason;
    const r = c.onMap(i, name) ?? c.spent(i, name);
    if (r) return r;
    if (moveDestinations(c.rules, c.s, i).includes(action.to)) return undefined;
    const horse = c.s.people[i]!.horse;
    return {
      message: `${name} cannot reach ${c.spaceName(action.to)} from ${c.spaceName(c.at(i))} this turn: a move is up to 2 spaces${horse ? " (3 with a horse, which stops on entering a forest)" : ", 3 with a horse"}, by land`,
      ruleId: "SYN-9.3",
    };
  },
  "free-horse"(c, action) {
    const { i, name, reason } = c.who(action.person);
    if (reason) return reason;
    if (!c.s.people[i]!.horse) return { message: `${name} has no horse`, ruleId: "SYN-9.3" };
    return c.onMap(i, name) ?? c.spent(i, name);
  },
  recruit,
  "request-donations": (c, action) => c.actor(action.requester),
  raid(c, action) {
    const r = c.actor(action.leader);
    if (r) return r;
    const space = c.spaceOf(action.leader);
    if (!RAID_TYPES.has(c.rules.space(space).type)) return { message: `${c.spaceName(space)} is not a town, a castle or the Royal Palace: there is no prison to raid`, ruleId: "SYN-8.4" };
    return undefined;
  },
  "aid-poor"(c, action) {
    const r = c.atSpace(action.space, "SYN-8.3");
    if (r) return r;
    if (c.s.rules.aidThePoor === "multiples-of-5" && action.gold % 5 !== 0)
      return { message: `aid is given 5 gold at a time (the multiples-of-5 option): ${action.gold} is not a multiple of 5`, ruleId: "SYN-8.3" };
    if (action.gold > c.s.warchest) return { message: `the Warchest holds only ${c.s.warchest} gold: you cannot spend ${action.gold}`, ruleId: "SYN-8.3" };
    return undefined;
  },
  "buy-horses": (c, action) => horses(c, action),
  "steal-horses": (c, action) => horses(c, action),
  heal,
  "request-sanctuary"(c, action) {
    const r = c.actor(action.requester, true);
    if (r) return r;
    const space = c.spaceOf(action.requester);
    if (!SANCTUARY_TYPES.has(c.rules.space(space).type)) return { message: `sanctuary is given in towns and cathedrals only: ${c.spaceName(space)} is neither`, ruleId: "SYN-8.7" };
    return { message: `your people in ${c.spaceName(space)} are already in sanctuary`, ruleId: "SYN-8.7" };
  },
  preach: () => ({ message: "only Brother Gerald preaches, when he is one of your people and has not yet acted this turn", ruleId: "SYN-P.70" }),
  "river-travel": () => ({ message: "only Thomas Rupine's party travels by river, from a riverside space to another, before acting this turn", ruleId: "SYN-P.63" }),
  "free-prisoners"(c, action) {
    const counter = c.counter(action.person);
    if (counter === undefined) return { message: `${quote(action.person)} is not a person of the game` };
    const rule = counter.paragraph === null ? "SYN-7.3" : `SYN-P.${counter.paragraph}`;
    if (c.s.freedBy.includes(counter.id)) return { message: `${counter.name} has already freed his prisoners once this game`, ruleId: rule };
    return { message: `${counter.name} cannot free prisoners now: a lord or mayor you control frees his own town's or castle's prisoners, once a game`, ruleId: rule };
  },
};

/** Why a Rebel Action is not legal now, or `undefined` when no better reason than "not offered" is known. */
export function rebelReason(rules: SyndromeRules, s: State, action: Action): IllegalReason | undefined {
  if (!isRebelAction(action)) return { message: `${action.type} is not a Rebel Action`, ruleId: "SYN-8.9" };
  return (REASONS[action.type] as Why<RebelActionType>)(new Checks(rules, s, action.type), action as never);
}
