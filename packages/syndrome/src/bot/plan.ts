import type { SyndromeGame } from "../game";
import type { Action } from "../schemas";
import type { State } from "../state";
import { LOCAL_KINDS, baseOf, guarded, heaviestSpace, kindOf, marchTurns, onMap, recruitTargets, squadsNear, weightAt } from "./board";
import { bestRaidLeader, bestRecruiter, donationOdds, raidFreeOdds, recruitOdds } from "./evaluate";
import { DONATION_RISK, bestOption, disheartening, donationTotalIn, goldOffered } from "./options";
import { type Stack, stackAt, standTown, stepToward } from "./stack";

/**
 * Where the landing party goes this turn: the turn's plan as a pure function of (game, state).
 *
 * Nothing is carried from one call to the next. A turn's plan is made from the state at the
 * start of its Rebel Actions (nobody spent, no space acted: {@link freshPlan}); later in the turn
 * it is read back from what the state shows of it ({@link turnPlan}): a space that acted is where
 * everyone gathers; people who moved went where the plan sent the stack (the stack moves before
 * the stragglers), which is checked by making the plan again with them back in the stack's space.
 * That remaking is what {@link planOf} memoises, keyed by the whole state's JSON: a memo of the
 * pure `freshPlan`, so a hit is the plan of an equal state.
 */

/** The turn's plan. */
export interface TurnPlan {
  /** The stack's space (`null`: nobody on the map). */
  readonly base: string | null;
  /** Where the people go this turn: the stack's next space, or its base when it acts or waits. */
  readonly target: string | null;
  /** The stack's action in its base, taken before anyone moves (`null`: it moves or waits). */
  readonly act: Action | null;
}

const NOBODY: TurnPlan = { base: null, target: null, act: null };

/** The plan of the turn the state is in (SYN-8.9, SYN-9.3). */
export function turnPlan(game: SyndromeGame, s: State): TurnPlan {
  const acted = s.flags.acted.at(-1);
  if (acted !== undefined) return { base: acted, target: acted, act: null };
  const rules = game.rules;
  const spent = onMap(rules, s).filter((i) => s.people[i]!.spent);
  const unspent = onMap(rules, s).filter((i) => !s.people[i]!.spent);
  const behind = heaviestSpace(rules, s, unspent);
  // Nobody has left the stack's space (those spent there came to it, or came under control spent): plan afresh.
  if (spent.every((i) => s.people[i]!.at === behind)) return planOf(game, s);
  const ahead = heaviestSpace(
    rules,
    s,
    spent.filter((i) => s.people[i]!.at !== behind),
  )!;
  // Everyone has moved, or the movers outweigh those left: they are the stack, where the plan sent it.
  if (behind === null || weightAt(rules, s, spent, ahead) >= weightAt(rules, s, unspent, behind)) return { base: ahead, target: ahead, act: null };
  // Else the plan again from the turn's start, as far as the state shows it: the movers back in the stack's space.
  const replanned = planOf(game, beforeMoving(s, spent, behind));
  if (replanned.act !== null) return { base: behind, target: behind, act: replanned.act };
  const target = replanned.target === ahead ? ahead : behind;
  return { base: target, target, act: null };
}

/** Plans made lately, by the game and the whole state's content (its JSON). */
const made = new WeakMap<SyndromeGame, Map<string, TurnPlan>>();
const MADE_KEPT = 8;

/**
 * {@link freshPlan}, memoised: the key is the whole state's JSON, so a hit is a plan made from
 * an equal state: a memo of a pure function, nothing more (the last few kept). It saves the
 * plan's remaking while the stack moves, one person at a time.
 */
function planOf(game: SyndromeGame, s: State): TurnPlan {
  let cache = made.get(game);
  if (cache === undefined) {
    cache = new Map();
    made.set(game, cache);
  }
  const key = JSON.stringify(s);
  const known = cache.get(key);
  if (known !== undefined) return known;
  const plan = freshPlan(game, s);
  if (cache.size >= MADE_KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, plan);
  return plan;
}

/** The state with `moved` back, unspent, in `space`: the turn's start if they came from there. */
function beforeMoving(s: State, moved: readonly number[], space: string): State {
  return { ...s, people: s.people.map((p, i) => (moved.includes(i) ? { ...p, at: space, spent: false } : p)) };
}

/** Where the stack is bound, and the turns it can spare on the way. */
interface Goal {
  readonly dest: string;
  readonly slack: number;
}

/** The plan made at the start of a turn, from the stack's space. */
export function freshPlan(game: SyndromeGame, s: State): TurnPlan {
  const rules = game.rules;
  const base = baseOf(rules, s);
  if (base === null) return NOBODY;
  const stack = stackAt(rules, s, base);
  const rescuing = stack.jailed.length > 0;
  if (rescuing && stack.able.length > 0 && stack.jailed.includes(base)) {
    const raid = bestRaidLeader(rules, s, base, stack.group, false);
    if (raid !== null) return { base, target: base, act: { type: "raid", leader: rules.counters[raid.who]!.id } };
  }
  const goal = rescuing ? rescueGoal(game, s, stack) : standGoal(game, s, stack);
  const standing = !rescuing && base === goal.dest;
  const mayEnter = (dest: string) => stack.jailed.includes(dest) || rules.space(dest).type === "town";
  // A guarded space is no place to linger, except the stand town.
  if (stack.here > 0 && !standing && !(stack.able.length === 0 && stack.group.some((i) => s.people[i]!.injured))) {
    const next = stepToward(rules, s, stack, goal.dest, mayEnter(goal.dest));
    if (next !== base) return { base, target: next, act: null };
  }
  // The stack acts if its best action beats marching on; marching is worth more while it is late.
  const best = bestOption(game, s, stack, standing);
  const hurry = base === goal.dest ? 0 : goal.slack >= 2 ? 0.2 : goal.slack >= 1 ? 0.4 : 0.9;
  if (best !== null && best.value > 0.35 && best.value > hurry) return { base, target: base, act: best.action };
  let dest = goal.dest;
  if (s.warchest <= 1 && !standing) dest = donationSpot(game, s, stack, dest) ?? dest;
  return { base, target: base === dest ? base : stepToward(rules, s, stack, dest, mayEnter(dest)), act: null };
}

/** The cost of making for a prison: turns of marching, the risk the raid fails even with phasers (SYN-T.RAID), the palace. */
function prisonCost(game: SyndromeGame, s: State, stack: Stack, prison: string): number {
  const rules = game.rules;
  const raid = bestRaidLeader(rules, s, prison, stack.group, s.witchcraft <= 7);
  const p = raid === null ? 0 : raidFreeOdds(rules, raid.total);
  return marchTurns(rules, stack.base, prison) + (1 - p) * 4 + (rules.space(prison).type === "palace" ? 1 : 0);
}

/** While crew are jailed: the prison cheapest to free, a turn to spare. */
function rescueGoal(game: SyndromeGame, s: State, stack: Stack): Goal {
  let dest = stack.jailed[0]!;
  let cheapest = Infinity;
  for (const prison of stack.jailed) {
    const cost = prisonCost(game, s, stack, prison);
    if (cost < cheapest) [dest, cheapest] = [prison, cost];
  }
  return { dest, slack: 1 };
}

/** Once the crew are free: the stand town, by way of a recruit worth the detour, or a quiet space beside it. */
function standGoal(game: SyndromeGame, s: State, stack: Stack): Goal {
  const stand = standTown(game.rules, s, stack.base);
  let slack = stand.slack;
  // Without a single local the stand counts for nothing, and a Delay would imprison crew: recruit first.
  if (!stack.group.some((i) => LOCAL_KINDS.has(kindOf(game.rules, i))) && stack.able.length > 0) slack = Math.max(slack, 6);
  if (slack < 2 || stack.able.length === 0) return { dest: stand.town, slack };
  const detour = detourTarget(game, s, stack, stand.town, slack);
  if (detour !== null && detour !== stand.town) return { dest: detour, slack };
  // Nobody worth the detour: wait beside the town, where donations are safe, until the Royal Party comes.
  const spot = s.warchest < 8 ? waitingSpot(game, s, stack, stand.town) : null;
  return { dest: spot ?? stand.town, slack };
}

/**
 * The space of the recruit most worth a detour on the way to `town`, within the turns to spare.
 * Each candidate's detour is measured from the best found so far (the town at first), as the bot
 * has always weighed them: recruits near one another win over a lone one off the road.
 */
function detourTarget(game: SyndromeGame, s: State, stack: Stack, town: string, slack: number): string | null {
  const rules = game.rules;
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const t of recruitTargets(rules, s)) {
    const at = s.people[t]!.at;
    const goal: string = best ?? town;
    const detour: number = marchTurns(rules, stack.base, at) + 1 + marchTurns(rules, at, goal) - marchTurns(rules, stack.base, goal);
    if (detour > slack - 1) continue;
    const attempt = bestRecruiter(rules, s, stack.base, stack.able, t, goldOffered(s));
    if (attempt === null) continue;
    const p = recruitOdds(rules, t, attempt.total).yes;
    const value: number = p * (disheartening(rules, t) ? 2 : 1) - 0.15 * detour - (guarded(rules, s, at) > 0 ? 0.5 : 0);
    if (value > bestScore && p > 0.3) [bestScore, best] = [value, at];
  }
  return best;
}

/**
 * The best space within a turn's march (two spaces) of `around`, without squads, where asking
 * for donations is safe and pays well (SYN-T.DONATE); `score` ranks them (lower is better).
 */
function donationSpace(game: SyndromeGame, s: State, stack: Stack, around: string, score: (space: string, mean: number) => number): string | null {
  const rules = game.rules;
  let best: string | null = null;
  let bestScore = Infinity;
  for (const space of rules.landSpaces) {
    const d = rules.distance(around, space);
    if (d === 0 || d > 2 || guarded(rules, s, space) > 0) continue;
    const total = donationTotalIn(rules, s, stack, space);
    if (total === null) return null;
    const odds = donationOdds(game, s, space, total);
    if (odds.bad > DONATION_RISK || odds.mean < 3) continue;
    const value = score(space, odds.mean);
    if (value < bestScore) [best, bestScore] = [space, value];
  }
  return best;
}

/** Where to wait for the Royal Party beside `town`: quiet, and good for donations. */
function waitingSpot(game: SyndromeGame, s: State, stack: Stack, town: string): string | null {
  return donationSpace(game, s, stack, town, (space, mean) => squadsNear(game.rules, s, space, 2) * 2 - mean + game.rules.distance(space, town) * 0.1);
}

/** Where to ask for donations on the way to `dest` when the Warchest is all but empty. */
function donationSpot(game: SyndromeGame, s: State, stack: Stack, dest: string): string | null {
  return donationSpace(game, s, stack, stack.base, (space, mean) => game.rules.distance(space, dest) + squadsNear(game.rules, s, space, 2) - mean / 3);
}
