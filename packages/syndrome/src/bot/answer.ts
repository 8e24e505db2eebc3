import type { SyndromeGame } from "../game";
import type { Action } from "../schemas";
import type { State } from "../state";
import type { PickTask, TaskOf } from "../tasks";
import { sameAction } from "../rules/actions";
import { raidModifiers, recruitModifiers } from "../rules/modifiers";
import { P } from "../rules/people";
import { crewPrisons, guarded, onMap, squadsNear, worth } from "./board";
import { raidFreeOdds, recruitOdds } from "./evaluate";
import { goldOffered } from "./options";
import { turnPlan } from "./plan";
import { standTown } from "./stack";

/**
 * The heuristic's answer to each kind of decision, each a pure function of (game, state, the
 * legal actions, the task asking).
 */

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

/** The legal actions of one type. */
function ofType<T extends Action["type"]>(actions: readonly Action[], type: T): Of<T>[] {
  return actions.filter((a): a is Of<T> => a.type === type);
}

/** Phasers when a raid without them would free the prisoners less often than this (SYN-T.RAID). */
export const PHASERS_BELOW = 0.65;
/** Supplies are beamed down while Witchcraft is at most this (else someone starves, SYN-11.2, SYN-11.3). */
const SUPPLIES_UP_TO = 8;

/** Where the landing party beams down in turn 1 (SYN-9.1): an unguarded castle holding crew, close to the other prisons. */
function firstTarget(game: SyndromeGame, s: State): string {
  const rules = game.rules;
  const jailed = crewPrisons(rules, s);
  if (jailed.length === 0) return standTown(rules, s, rules.route.at(-1)!).town;
  const score = (p: string) => (guarded(rules, s, p) > 0 ? 5 : 0) + (rules.space(p).type === "palace" ? 5 : 0) + jailed.reduce((sum, q) => sum + rules.distance(p, q), 0) / jailed.length;
  return jailed.reduce((b, p) => (score(p) < score(b) ? p : b), jailed[0]!);
}

/** The move that brings someone closest to `target` (a guarded space only if it is the target), or `null`. */
function bestMove(game: SyndromeGame, s: State, moves: readonly Of<"move">[], target: string, stay: string | null): Of<"move"> | null {
  const rules = game.rules;
  const guard = new Map<string, number>();
  const guardedAt = (space: string) => guard.get(space) ?? guard.set(space, guarded(rules, s, space)).get(space)!;
  let best: Of<"move"> | null = null;
  let bestScore = Infinity;
  for (const m of moves) {
    const i = rules.person(m.person).index;
    const at = s.people[i]!.at;
    if (at === target || at === stay) continue;
    const score = rules.distance(m.to, target) * 10 + (guardedAt(m.to) > 0 && m.to !== target ? 30 : 0) + i * 0.001;
    if (score < rules.distance(at, target) * 10 && score < bestScore) [best, bestScore] = [m, score];
  }
  return best;
}

/** A Rebel Action (SYN-8.9, SYN-9.3): free prisoners when a lord can, beam down, the plan's action, then the moves to its target. */
export function rebelAction(game: SyndromeGame, s: State, actions: readonly Action[]): Action {
  const freeing = ofType(actions, "free-prisoners");
  if (freeing.length > 0) return freeing[0]!;
  // Nobody on the map: beam the crew down beside the first target.
  const beams = ofType(actions, "beam-down");
  if (beams.length > 0 && (onMap(game.rules, s).length === 0 || s.flags.beamDown.length > 0)) {
    const to = s.flags.beamDown[0] ?? firstTarget(game, s);
    const beam = beams.find((a) => a.to === to);
    if (beam) return beam;
  }
  const plan = turnPlan(game, s);
  if (plan.base === null || plan.target === null) return { type: "end-actions" };
  const act = plan.act;
  const legal = act === null ? undefined : actions.find((a) => sameAction(a, act));
  if (legal !== undefined) return legal;
  // Move: the stack to its next space, everyone else to the stack.
  return bestMove(game, s, ofType(actions, "move"), plan.target, act !== null ? plan.base : null) ?? { type: "end-actions" };
}

/** Placing a neutral at setup (SYN-3.3): in the prisons holding crew, then beside them, for recruiting after each raid. */
export function placeNeutral(game: SyndromeGame, s: State, actions: readonly Action[]): Action {
  const rules = game.rules;
  const place = ofType(actions, "place-neutral");
  const jailed = crewPrisons(rules, s);
  const score = (space: string) => Math.min(...jailed.map((p) => rules.distance(space, p) * 2 + (guarded(rules, s, p) > 0 ? 1 : 0)), 99) + (guarded(rules, s, space) > 0 ? 3 : 0);
  return place.reduce((best, a) => (score(a.space) < score(best.space) ? a : best), place[0]!);
}

/** Gold for a recruiting attempt (SYN-8.1): the best odds less the risk, two pieces kept back, each piece weighed a little. */
export function recruitGold(game: SyndromeGame, s: State, actions: readonly Action[], task: TaskOf<"recruit-gold">): Action {
  const rules = game.rules;
  const spend = ofType(actions, "spend");
  let best = spend[0]!;
  let bestScore = -Infinity;
  for (const a of spend) {
    if (a.gold > goldOffered(s) && a.gold > 0) continue;
    const total = recruitModifiers(rules, s, task.space, task.recruiter, task.target, a.gold, task.group).reduce((t, m) => t + m.value, 0);
    const { yes, bad } = recruitOdds(rules, task.target, total);
    const score = yes - bad - a.gold * 0.02;
    if (score > bestScore) [bestScore, best] = [score, a];
  }
  return best;
}

/**
 * Phasers (SYN-T.RAID): when the raid without them frees the prisoners less often than
 * {@link PHASERS_BELOW}, if Witchcraft can bear a point for this raid and one for each other prison.
 */
export function phasers(game: SyndromeGame, s: State, task: TaskOf<"phasers">): Action {
  const rules = game.rules;
  const end = s.queue.find((t): t is TaskOf<"raid-end"> => t.kind === "raid-end" && t.space === task.space);
  const total = raidModifiers(rules, s, task.space, task.leader, false, end?.group).reduce((t, m) => t + m.value, 0);
  const budget = 8 - s.witchcraft - (crewPrisons(rules, s).length - 1);
  return { type: "phasers", use: raidFreeOdds(rules, total) < PHASERS_BELOW && budget >= 0 && s.witchcraft <= 7 };
}

/** Fleeing (SYN-8.7, SYN-8.8): sanctuary asked by Tomas, or by Bishop Norje while Witchcraft is low; else flee. */
export function flee(game: SyndromeGame, s: State, actions: readonly Action[]): Action {
  const rules = game.rules;
  const asks = ofType(actions, "request-sanctuary");
  const tomas = asks.find((a) => rules.person(a.requester).paragraph === P.tomas);
  if (tomas) return tomas;
  const norje = asks.find((a) => rules.person(a.requester).paragraph === P.norje);
  if (norje && s.witchcraft <= 3) return norje;
  return actions.find((a) => a.type === "decline-sanctuary") ?? actions[0]!;
}

/** Where to flee (SYN-8.8): a forest, clear of squads. */
export function fleeTo(game: SyndromeGame, s: State, actions: readonly Action[]): Action {
  const rules = game.rules;
  const spaces = ofType(actions, "choose-space");
  const score = (space: string) => (rules.space(space).type === "forest" ? 2 : 0) - (guarded(rules, s, space) > 0 ? 5 : 0) - squadsNear(rules, s, space, 1) * 0.5;
  return spaces.reduce((best, a) => (score(a.space) > score(best.space) ? a : best), spaces[0]!);
}

/** Rebel Expenses (SYN-11.1, SYN-11.2): supplies beamed down while Witchcraft allows, else starve. */
export function expenses(s: State, actions: readonly Action[]): Action {
  return s.witchcraft <= SUPPLIES_UP_TO ? { type: "beam-supplies" } : (ofType(actions, "starve")[0] ?? actions[0]!);
}

/** A squad's move the player chooses (SYN-12.3): as far from the rebels as it may go. */
export function squadMove(game: SyndromeGame, s: State, actions: readonly Action[]): Action {
  const spaces = ofType(actions, "choose-space");
  const ours = [...new Set(onMap(game.rules, s).map((i) => s.people[i]!.at))];
  const far = (space: string) => Math.min(...ours.map((m) => game.rules.distance(space, m)), 99);
  return spaces.reduce((best, a) => (far(a.space) > far(best.space) ? a : best), spaces[0]!);
}

/** A "you choose which" (SYN-T.CODES): the least worth loses, the most worth is saved or recruited. */
export function pick(game: SyndromeGame, s: State, actions: readonly Action[], task: PickTask): Action {
  const rules = game.rules;
  const people = ofType(actions, "choose-person");
  if (people.length === 0) return actions[0]!;
  // The injured matter least (they count for nothing until healed).
  const value = (id: string) => {
    const i = rules.person(id).index;
    return worth(rules, i) - (s.people[i]!.injured && task.effect !== "injure" ? 3 : 0);
  };
  const byWorth = [...people].sort((a, b) => value(a.person) - value(b.person));
  return keeps(task.effect) ? byWorth.at(-1)! : byWorth[0]!;
}

/** Whether a pick chooses someone to keep or gain (the most worth) rather than to lose (the least). */
function keeps(effect: PickTask["effect"]): boolean {
  switch (effect) {
    case "stay-free":
    case "recruit-famous":
      return true;
    case "capture":
    case "injure":
    case "starve":
    case "capture-other":
    case "move-group":
      return false;
    default: {
      const unreachable: never = effect;
      throw new Error(`unknown pick effect ${String(unreachable)}`);
    }
  }
}
