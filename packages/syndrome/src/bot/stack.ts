import type { SyndromeRules } from "../data";
import type { State } from "../state";
import { moveDestinations } from "../rules/actions";
import { crewPrisons, guarded, marchTurns, peopleAt, squadsNear } from "./board";

/**
 * The stack: the landing party's main group, in the space where it stands, as the heuristic sees
 * it at the start of its turn, and where it can march. Pure functions of (rules, state).
 */

/** The stack in its space. */
export interface Stack {
  /** Its space. */
  readonly base: string;
  /** The player's people there (squads left out). */
  readonly group: readonly number[];
  /** Those who can act: uninjured and unspent. */
  readonly able: readonly number[];
  /** Prisons holding jailed crew. */
  readonly jailed: readonly string[];
  /** King's Men squads in its space. */
  readonly here: number;
}

/** The stack standing in `base`. */
export function stackAt(rules: SyndromeRules, s: State, base: string): Stack {
  const group = peopleAt(rules, s, base);
  const able = group.filter((i) => !s.people[i]!.injured && !s.people[i]!.spent);
  return { base, group, able, jailed: crewPrisons(rules, s), here: guarded(rules, s, base) };
}

/** How the heuristic ranks a space to march to (lower is better): near the goal, clear of squads, forests a little better. */
function marchScore(rules: SyndromeRules, s: State, space: string, base: string, dest: string, allowGuardedDest: boolean): number {
  const squads = guarded(rules, s, space) > 0 && !(allowGuardedDest && space === dest) ? 35 : 0;
  return rules.distance(space, dest) * 10 + squads + squadsNear(rules, s, space, 1) * 2 - (rules.space(space).type === "forest" ? 1 : 0) + (space === base ? 0.5 : 0);
}

/**
 * The best space the whole stack can reach this turn on its way to `dest` (SYN-9.3: every
 * unspent member must reach it), a guarded one only if it is `dest` and `allowGuardedDest`.
 */
export function stepToward(rules: SyndromeRules, s: State, stack: Stack, dest: string, allowGuardedDest: boolean): string {
  let common: string[] | null = null;
  for (const i of stack.group) {
    if (s.people[i]!.spent) continue;
    const reach = new Set([...moveDestinations(rules, s, i), stack.base]);
    common = common === null ? [...reach] : common.filter((x) => reach.has(x));
  }
  if (common === null) return stack.base;
  let best = stack.base;
  let bestScore = Infinity;
  for (const x of common) {
    const score = marchScore(rules, s, x, stack.base, dest, allowGuardedDest);
    if (score < bestScore) [best, bestScore] = [x, score];
  }
  return best;
}

/**
 * The town where the rebels make their stand (SYN-13.1, SYN-13.2): where the Royal Party is held, else the
 * next unsworn town on its route they reach in time, with the turns they have to spare.
 */
export function standTown(rules: SyndromeRules, s: State, from: string): { town: string; slack: number } {
  const start = Math.max(0, s.royalParty.route);
  for (let k = start; k < rules.route.length; k++) {
    const id = rules.route[k]!;
    if (rules.space(id).type !== "town" || s.sworn.includes(id)) continue;
    const partyTurns = k - s.royalParty.route;
    const ourTurns = marchTurns(rules, from, id);
    if (k === start && s.royalParty.hold) return { town: id, slack: 0 };
    if (ourTurns <= partyTurns) return { town: id, slack: partyTurns - ourTurns };
  }
  return { town: rules.route.at(-1)!, slack: 0 };
}
