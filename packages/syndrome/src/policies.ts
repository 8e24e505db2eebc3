import type { Decision, Policy } from "@tt/engine";
import { tableOdds } from "@tt/tables";
import { DONATION_ROWS } from "./data";
import type { SyndromeGame } from "./game";
import type { Action } from "./schemas";
import { ENTERPRISE, OUT_OF_PLAY, type State } from "./state";
import { P, byParagraph, isFree, squadsAt } from "./rules/people";
import { moveDestinations } from "./rules/actions";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;
const LOCAL = new Set(["neutral", "royalist", "cleric"]);
const CREW = new Set(["enterprise", "archon"]);
/** Paragraphs of people whose recruiting lowers Royal Morale at once (or who preach). */
const DISHEARTENING = new Set([20, 65, 66, 67, 68, 70]);
/** Royal Morale the rebels keep while crew are jailed: below 5 the orders turn to Seize (SYN-12.1). */
const SEIZE_GUARD = 5;
/** Phasers when a raid without them would free the prisoners less often than this. */
const PHASERS_BELOW = 0.65;
/** Supplies are beamed down while Witchcraft is at most this (else someone starves). */
const SUPPLIES_UP_TO = 8;

interface TurnPlan {
  turn: number;
  base: string | null;
  /** Where the stack goes this turn (its base when it acts or waits). */
  next: string | null;
  act: Action | null;
}

/**
 * A heuristic player for The Sherwood Syndrome. It beams the whole landing party down into a
 * prison holding Archon crew and raids its way from prison to prison (phasers when a raid would
 * likely fail without them), recruiting the neutrals it placed beside those prisons while Royal
 * Morale stays at 5 or more. Once the crew are free it marches on the next town the Royal Party
 * will enter, recruiting on the way while there is time, and stands there with its recruits so
 * that each Fealty roll may end in Open Rebellion. Throughout it keeps the Warchest from running
 * dry (donations on safe spaces), heals the people who matter, and leaves guarded spaces.
 *
 * @param game - the game it plays (its data is read)
 * @returns a policy for `@tt/engine` runners (`runGame`, `simulate`)
 * @example
 * ```ts
 * import { heuristicPolicy, syndrome } from "@tt/syndrome";
 * import { simulate } from "@tt/engine";
 * const report = simulate(syndrome, { games: 20, seed: 1, policies: () => ({ player: heuristicPolicy(syndrome) }) });
 * report.games; // 20
 * ```
 */
export function heuristicPolicy(game: SyndromeGame): Policy<State, Action> {
  const rules = game.rules;
  const idx = (pid: string) => rules.person(pid).index;
  const kind = (i: number) => rules.counters[i]!.kind;
  let plan: TurnPlan | null = null;
  // Counter indexes by paragraph (-1 when the data has no such person), looked up once.
  const counterOf = (paragraph: number) => byParagraph(rules, paragraph);
  const [dalara, tuskus, gerald, mccoy, goren] = [P.dalara, P.tuskus, P.gerald, P.mccoy, P.goren].map(counterOf) as [number, number, number, number, number];
  const HELPERS = {
    raid: [P.kirk, P.marocain, P.pinter].map(counterOf),
    persuasiveness: [P.spock, P.mbele, P.tomas].map(counterOf),
    donations: [P.ferdie, P.black, P.jink].map(counterOf),
  } as const;
  // The odds of a table row at a modifier total, computed once each (the tables never change).
  const oddsCache = new Map<string, readonly { result: unknown; probability: number }[]>();
  const rowOdds = (table: "recruiting" | "donations", key: string, total: number) => {
    const id = `${table}|${key}|${total}`;
    let odds = oddsCache.get(id);
    if (odds === undefined) oddsCache.set(id, (odds = tableOdds(rules.tables[table], { key, modifiers: total, dice: "1d10" })));
    return odds;
  };

  const mine = (s: State): number[] => {
    const out: number[] = [];
    s.people.forEach((p, i) => {
      if (isFree(p) && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY && kind(i) !== "squad") out.push(i);
    });
    return out;
  };
  const squadsNear = (s: State, space: string, range: number): number => {
    let n = 0;
    s.people.forEach((p, i) => {
      if (kind(i) === "squad" && !p.controlled && p.at !== OUT_OF_PLAY && rules.distance(p.at, space) <= range) n++;
    });
    return n;
  };
  const guarded = (s: State, space: string) => squadsAt(rules, s, space).length;
  /** Prisons holding jailed crew (hidden Archon prisoners show their colour). */
  const crewPrisons = (s: State): string[] => {
    const set = new Set<string>();
    s.people.forEach((p, i) => {
      if (p.imprisoned && CREW.has(kind(i))) set.add(p.at);
    });
    return [...set];
  };
  const worth = (i: number): number => {
    const c = rules.counters[i]!;
    let w = c.raid + c.persuasiveness + c.donations;
    if (CREW.has(c.kind)) w += 100;
    if (c.paragraph === P.kirk || c.paragraph === P.spock) w += 10;
    if (c.paragraph === P.gerald || c.paragraph === P.pinter || c.paragraph === P.mbele) w += 5;
    return w;
  };

  /**
   * The uninjured person of `group` with the best `value`, helpers' values added (Kirk, Marocain
   * and Pinter raid; Spock, Mbele and Tomas persuade; Ferdie, Black and Jink ask for donations).
   */
  const bestWithHelpers = (s: State, group: readonly number[], value: "raid" | "persuasiveness" | "donations"): { who: number; total: number } => {
    let best = { who: -1, total: -Infinity };
    for (const i of group) {
      if (s.people[i]!.injured) continue;
      let total = rules.counters[i]![value];
      for (const h of HELPERS[value]) {
        if (h >= 0 && h !== i && group.includes(h) && !s.people[h]!.injured) total += rules.counters[h]![value];
      }
      if (total > best.total) best = { who: i, total };
    }
    return best;
  };

  /** The raid total of the best leader in `space` (SYN-T.RAID), without phasers. */
  const raidTotal = (s: State, space: string, group: readonly number[]): { leader: number; total: number } => {
    const { who, total } = bestWithHelpers(s, group, "raid");
    const type = rules.space(space).type;
    const penalty = (type === "castle" ? 1 : type === "palace" ? 3 : 0) + (guarded(s, space) > 0 ? 3 : 0);
    return { leader: who, total: total - penalty };
  };
  /** Probability that a raid with this total frees the prisoners (110 and up). */
  const raidSuccess = (total: number) => Math.min(1, Math.max(0, (total + 1) / 10)); // a d10 plus the total reaches 10

  /** The recruiting total of the best recruiter in `group` for `target` (SYN-8.1), before gold. */
  const recruitTotal = (s: State, group: readonly number[], target: number): { recruiter: number; total: number } => {
    const found = bestWithHelpers(s, group, "persuasiveness");
    const best = { recruiter: found.who, total: found.total };
    best.total -= Math.floor(s.witchcraft / 3);
    const k = kind(target);
    if (k === "royalist" && !(dalara >= 0 && group.includes(dalara))) best.total -= s.royalMorale;
    if (k === "squad" && !(tuskus >= 0 && group.includes(tuskus))) best.total -= s.royalMorale;
    return best;
  };
  const recruitOdds = (target: number, total: number): { yes: number; bad: number } => {
    const row = rules.counters[target]!.recruitRow!;
    if (!Number.isFinite(total)) return { yes: 0, bad: 1 };
    let yes = 0;
    let bad = 0;
    for (const o of rowOdds("recruiting", row, total)) {
      const code = o.result as string;
      if (code.startsWith("R")) yes += o.probability;
      else if (code.includes("C") || code.includes("F")) bad += o.probability;
    }
    return { yes, bad };
  };
  const donationOdds = (s: State, space: string, total: number): { mean: number; bad: number } => {
    const row = DONATION_ROWS[rules.space(space).type];
    if (row === null || !Number.isFinite(total)) return { mean: 0, bad: 1 };
    let mean = 0;
    let bad = 0;
    for (const o of rowOdds("donations", row, total - (guarded(s, space) > 0 ? 3 : 0))) {
      const code = o.result as string;
      if (code.includes("C") || code.includes("F") || code.includes("*")) bad += o.probability;
      if (code.includes("GD")) mean += 5.5 * o.probability;
      else if (code.includes("G half")) mean += 2.75 * o.probability;
      else if (code.includes("G")) mean += 2 * o.probability;
    }
    return { mean, bad };
  };
  /** The best requester of donations in `group` (SYN-8.2). */
  const donationLeader = (s: State, group: readonly number[]): { requester: number; total: number } => {
    const { who, total } = bestWithHelpers(s, group, "donations");
    return { requester: who, total };
  };

  /** The town where the rebels make their stand: where the Royal Party is held, else the next one on its route they reach in time. */
  const standTown = (s: State, from: string): { town: string; slack: number } => {
    const start = Math.max(0, s.royalParty.route);
    for (let k = start; k < rules.route.length; k++) {
      const id = rules.route[k]!;
      if (rules.space(id).type !== "town" || s.sworn.includes(id)) continue;
      const partyTurns = k - s.royalParty.route;
      const ourTurns = Math.ceil(rules.distance(from, id) / 2);
      if (k === start && s.royalParty.hold) return { town: id, slack: 0 };
      if (ourTurns <= partyTurns) return { town: id, slack: partyTurns - ourTurns };
    }
    return { town: rules.route.at(-1)!, slack: 0 };
  };

  /** The space the stack is on: where most free people stand (crew weigh most). */
  const baseOf = (s: State): string | null => {
    const count = new Map<string, number>();
    for (const i of mine(s)) {
      const p = s.people[i]!;
      count.set(p.at, (count.get(p.at) ?? 0) + (CREW.has(kind(i)) ? 3 : 1) + (p.spent ? 0 : 0.5));
    }
    let best: string | null = null;
    let most = 0;
    for (const [space, n] of count) if (n > most) [best, most] = [space, n];
    return best;
  };

  /** The best space the whole group at `base` can reach this turn on the way to `dest`. */
  const stepToward = (s: State, base: string, group: readonly number[], dest: string, allowGuardedDest: boolean): string => {
    let common: string[] | null = null;
    for (const i of group) {
      if (s.people[i]!.spent) continue;
      const reach = new Set([...moveDestinations(rules, s, i), base]);
      common = common === null ? [...reach] : common.filter((x) => reach.has(x));
    }
    if (common === null) return base;
    let best = base;
    let bestScore = Infinity;
    for (const x of common) {
      const g = guarded(s, x);
      const score = rules.distance(x, dest) * 10 + (g > 0 && !(allowGuardedDest && x === dest) ? 35 : 0) + squadsNear(s, x, 1) * 2 - (rules.space(x).type === "forest" ? 1 : 0) + (x === base ? 0.5 : 0);
      if (score < bestScore) [best, bestScore] = [x, score];
    }
    return best;
  };

  /** Recruitable people worth a detour: unrecruited neutrals and Clerics (and Royalists once morale is low). */
  const recruitTargets = (s: State): number[] => {
    const out: number[] = [];
    s.people.forEach((p, i) => {
      const k = kind(i);
      if (p.controlled || p.imprisoned || p.at === OUT_OF_PLAY || rules.counters[i]!.recruitRow === null) return;
      if (k === "neutral" || k === "cleric" || (k === "royalist" && s.royalMorale <= 6)) out.push(i);
    });
    return out;
  };

  function makePlan(s: State): TurnPlan {
    const base = baseOf(s);
    const plan: TurnPlan = { turn: s.turn, base, next: base, act: null };
    if (base === null) return plan;
    const group = mine(s).filter((i) => s.people[i]!.at === base);
    const able = group.filter((i) => !s.people[i]!.injured && !s.people[i]!.spent);
    const jailed = crewPrisons(s);
    const here = guarded(s, base);
    const canAct = !s.flags.acted.includes(base) && able.length > 0;
    const act = (a: Action | null): TurnPlan | null => {
      if (a === null) return null;
      plan.act = a;
      return plan;
    };

    // Where the stack is going, and how many turns it can spare on the way.
    let dest: string;
    let slack: number;
    if (jailed.length > 0) {
      dest = jailed.reduce((best, p) => (prisonCost(s, base, p, group) < prisonCost(s, base, best, group) ? p : best), jailed[0]!);
      slack = 1;
      if (canAct && jailed.includes(base)) {
        const { leader } = raidTotal(s, base, group);
        if (leader >= 0) return act({ type: "raid", leader: rules.counters[leader]!.id })!;
      }
    } else {
      const stand = standTown(s, base);
      dest = stand.town;
      slack = stand.slack;
      // Without a single local the stand counts for nothing, and a Delay would imprison crew: recruit first.
      const locals = group.some((i) => LOCAL.has(kind(i)));
      if (!locals && able.length > 0) slack = Math.max(slack, 6);
      if (slack >= 2 && able.length > 0) {
        // Recruit on the way while there is time.
        let bestScore = -Infinity;
        for (const t of recruitTargets(s)) {
          const at = s.people[t]!.at;
          const detour = Math.ceil(rules.distance(base, at) / 2) + 1 + Math.ceil(rules.distance(at, dest) / 2) - Math.ceil(rules.distance(base, dest) / 2);
          const total = recruitTotal(s, able, t).total;
          if (detour > slack - 1 || !Number.isFinite(total)) continue;
          const p = recruitOdds(t, total + Math.max(0, s.warchest - 2)).yes;
          const value = p * (1 + (DISHEARTENING.has(rules.counters[t]!.paragraph ?? 0) ? 1 : 0)) - 0.15 * detour - (guarded(s, at) > 0 ? 0.5 : 0);
          if (value > bestScore && p > 0.3) [bestScore, dest] = [value, at];
        }
        // Nobody worth the detour: wait beside the town, where donations are safe, until the Royal Party comes.
        if (dest === stand.town && s.warchest < 8) {
          const { total } = donationLeader(s, able);
          const spot = waitingSpot(s, stand.town, total);
          if (spot !== null) dest = spot;
        }
      }
    }

    const standing = jailed.length === 0 && base === dest;
    // A guarded space is no place to linger, except the stand town.
    if (here > 0 && !standing && !(able.length === 0 && group.some((i) => s.people[i]!.injured))) {
      plan.next = stepToward(s, base, group, dest, jailed.includes(dest) || rules.space(dest).type === "town");
      if (plan.next !== base) return plan;
    }
    if (!s.flags.acted.includes(base)) {
      // Each action that could be taken here, valued; the stack acts if the best beats marching on.
      const options: { action: Action; value: number }[] = [];
      if (able.length > 0) {
        const recruit = bestRecruit(s, base, able, jailed.length > 0);
        if (recruit !== null) options.push({ action: recruit.action, value: recruit.value + (jailed.length === 0 ? 0.3 : 0) });
        const { requester, total } = donationLeader(s, able);
        const odds = donationOdds(s, base, total);
        if (requester >= 0 && odds.bad <= 0.12 && odds.mean >= 2) {
          const need = s.warchest <= 1 ? 1.6 : s.warchest <= 3 ? 0.9 : s.warchest <= 6 && jailed.length === 0 ? 0.5 : 0;
          if (need > 0) options.push({ action: { type: "request-donations", requester: rules.counters[requester]!.id }, value: need * (1 - odds.bad) });
        }
        if (gerald >= 0 && able.includes(gerald)) {
          const rmOk = jailed.length === 0 || s.royalMorale > SEIZE_GUARD;
          if (s.witchcraft >= 5 || rmOk) options.push({ action: { type: "preach", track: s.witchcraft >= 6 || !rmOk ? "witchcraft" : "royalMorale" }, value: s.witchcraft >= 6 ? 0.9 : 0.7 });
        }
      }
      const injured = group.filter((i) => s.people[i]!.injured && !s.people[i]!.spent);
      if (injured.length > 0 && (here === 0 || standing || able.length === 0)) {
        const mattering = (i: number) => (LOCAL.has(kind(i)) ? (jailed.length === 0 ? 1 : 0.4) : worth(i) >= 105 ? 0.9 : 0.3);
        const sorted = [...injured].sort((x, y) => mattering(y) - mattering(x));
        const healer = [mccoy, goren].some((h) => h >= 0 && group.includes(h) && !s.people[h]!.spent && !s.people[h]!.injured);
        const type = rules.space(base).type;
        if (healer) {
          if (sorted.length >= 3 && s.witchcraft <= 6) options.push({ action: { type: "heal", patients: sorted.slice(0, 3).map((i) => rules.counters[i]!.id), kit: true }, value: sorted.slice(0, 3).reduce((v, i) => v + mattering(i), 0) - 0.8 });
          options.push({ action: { type: "heal", patients: [rules.counters[sorted[0]!]!.id], kit: false }, value: 0.7 * mattering(sorted[0]!) });
          if (sorted.length >= 2) options.push({ action: { type: "heal", patients: sorted.slice(0, 2).map((i) => rules.counters[i]!.id), kit: false }, value: 0.4 * (mattering(sorted[0]!) + mattering(sorted[1]!)) });
        } else if (type === "town" || type === "cathedral") {
          options.push({ action: { type: "heal", patients: [rules.counters[sorted[0]!]!.id], kit: false }, value: 0.7 * mattering(sorted[0]!) });
        }
      }
      const best = options.reduce<{ action: Action; value: number } | null>((b, o) => (b === null || o.value > b.value ? o : b), null);
      // Marching on is worth more while the stack is late for its goal.
      const hurry = base === dest ? 0 : slack >= 2 ? 0.2 : slack >= 1 ? 0.4 : 0.9;
      if (best !== null && best.value > 0.35 && best.value > hurry) return act(best.action)!;
      if (s.warchest <= 1 && !standing) {
        const { total } = donationLeader(s, able);
        const spot = donationSpot(s, base, dest, total);
        if (spot !== null) dest = spot;
      }
    }
    plan.next = base === dest ? base : stepToward(s, base, group, dest, jailed.includes(dest) || rules.space(dest).type === "town");
    return plan;
  }

  /**
   * The best space within a turn's march (two spaces) of `around`, without squads, where asking
   * for donations is safe and pays well; `score` ranks them (lower is better).
   */
  function donationSpace(s: State, around: string, total: number, score: (space: string, mean: number) => number): string | null {
    let best: string | null = null;
    let bestScore = Infinity;
    for (const space of rules.landSpaces) {
      const d = rules.distance(around, space);
      if (d === 0 || d > 2 || guarded(s, space) > 0) continue;
      const odds = donationOdds(s, space, total);
      if (odds.bad > 0.12 || odds.mean < 3) continue;
      const value = score(space, odds.mean);
      if (value < bestScore) [best, bestScore] = [space, value];
    }
    return best;
  }

  /** Where to wait for the Royal Party beside `town`: quiet, and good for donations. */
  const waitingSpot = (s: State, town: string, total: number) =>
    donationSpace(s, town, total, (space, mean) => squadsNear(s, space, 2) * 2 - mean + rules.distance(space, town) * 0.1);

  /** Where to ask for donations on the way from `base` to `dest`. */
  const donationSpot = (s: State, base: string, dest: string, total: number) =>
    donationSpace(s, base, total, (space, mean) => rules.distance(space, dest) + squadsNear(s, space, 2) - mean / 3);

  /** The best recruiting attempt in `space`, with its value (odds of success, less the risk). */
  function bestRecruit(s: State, space: string, able: readonly number[], rescuing: boolean): { action: Action; value: number } | null {
    let best: { action: Action; value: number } | null = null;
    s.people.forEach((p, t) => {
      if (p.at !== space || p.controlled || p.imprisoned || rules.counters[t]!.recruitRow === null) return;
      const { recruiter, total } = recruitTotal(s, able, t);
      if (recruiter < 0 || !Number.isFinite(total)) return;
      const k = kind(t);
      // While crew are jailed, keep Royal Morale at 5 or more (below it, the orders are Seize).
      if (rescuing && k !== "squad" && s.royalMorale <= SEIZE_GUARD) return;
      // T'chelk raises Witchcraft (SYN-P.67): not when it is one step from the end.
      if (rules.counters[t]!.paragraph === P.tchelk && s.witchcraft >= 8) return;
      const { yes, bad } = recruitOdds(t, total + Math.max(0, s.warchest - 2));
      let value = yes - 1.5 * bad;
      if (DISHEARTENING.has(rules.counters[t]!.paragraph ?? 0)) value += 0.2;
      if (value > 0.35 && (best === null || value > best.value)) best = { action: { type: "recruit", recruiter: rules.counters[recruiter]!.id, target: rules.counters[t]!.id }, value };
    });
    return best;
  }

  function prisonCost(s: State, from: string, prison: string, group: readonly number[]): number {
    const turns = Math.ceil(rules.distance(from, prison) / 2);
    const { total } = raidTotal(s, prison, group);
    const phaser = s.witchcraft <= 7 ? 5 : 0;
    const p = raidSuccess(total + phaser);
    return turns + (1 - p) * 4 + (rules.space(prison).type === "palace" ? 1 : 0);
  }

  function rebelAction(s: State, actions: readonly Action[]): Action {
    const of = <T extends Action["type"]>(type: T) => actions.filter((a): a is Of<T> => a.type === type);
    const freeing = of("free-prisoners");
    if (freeing.length > 0) return freeing[0]!;
    if (plan === null || plan.turn !== s.turn) {
      plan = makePlan(s);
    }

    // Nobody on the map: beam the crew down beside the first target.
    const onMap = mine(s);
    const beams = of("beam-down");
    if (beams.length > 0 && (onMap.length === 0 || s.flags.beamDown.length > 0)) {
      const target = s.flags.beamDown[0] ?? firstTarget(s);
      const b = beams.find((a) => a.to === target);
      if (b) return b;
    }
    if (plan.base === null) return { type: "end-actions" };
    if (plan.act !== null && !s.flags.acted.includes(plan.base)) {
      const act = plan.act;
      const legal = actions.find((a) => JSON.stringify(a) === JSON.stringify(act));
      if (legal) return legal;
      plan.act = null;
    }
    // Move: the stack to its next space, everyone else to the stack.
    const target = plan.act !== null ? plan.base : (plan.next ?? plan.base);
    const moves = of("move");
    let best: Of<"move"> | null = null;
    let bestScore = Infinity;
    for (const m of moves) {
      const i = idx(m.person);
      const p = s.people[i]!;
      if (p.at === target) continue;
      if (p.at === plan.base && plan.act !== null) continue;
      const score = rules.distance(m.to, target) * 10 + (guarded(s, m.to) > 0 && m.to !== target ? 30 : 0) + i * 0.001;
      if (score < rules.distance(p.at, target) * 10 && score < bestScore) [best, bestScore] = [m, score];
    }
    if (best !== null) return best;
    return { type: "end-actions" };
  }

  function firstTarget(s: State): string {
    const jailed = crewPrisons(s);
    if (jailed.length === 0) return standTown(s, rules.route.at(-1)!).town;
    // Prefer an unguarded castle holding crew, close to the others.
    const score = (p: string) => (guarded(s, p) > 0 ? 5 : 0) + (rules.space(p).type === "palace" ? 5 : 0) + jailed.reduce((sum, q) => sum + rules.distance(p, q), 0) / jailed.length;
    return jailed.reduce((b, p) => (score(p) < score(b) ? p : b), jailed[0]!);
  }

  return (decision: Decision<Action>, s: State): Action => {
    const actions = decision.actions;
    const task = s.queue[0]!;
    const first = actions[0]!;
    const of = <T extends Action["type"]>(type: T) => actions.filter((a): a is Of<T> => a.type === type);
    switch (task.kind) {
      case "place-neutral": {
        plan = null;
        // In the prisons holding Archon crew, then beside them: the rebels recruit them the turn after each raid.
        const place = of("place-neutral");
        const jailed = crewPrisons(s);
        const score = (space: string) => Math.min(...jailed.map((p) => rules.distance(space, p) * 2 + (guarded(s, p) > 0 ? 1 : 0)), 99) + (guarded(s, space) > 0 ? 3 : 0);
        return place.reduce((best, a) => (score(a.space) < score(best.space) ? a : best), place[0]!);
      }
      case "actions":
        return rebelAction(s, actions);
      case "recruit-gold": {
        const spend = of("spend");
        const group = mine(s).filter((i) => s.people[i]!.at === task.space);
        const { total } = recruitTotal(s, group, task.target);
        let best = spend[0]!;
        let bestScore = -Infinity;
        for (const a of spend) {
          if (a.gold > Math.max(0, s.warchest - 2) && a.gold > 0) continue;
          const { yes, bad } = recruitOdds(task.target, total + a.gold);
          const score = yes - bad - a.gold * 0.02;
          if (score > bestScore) [bestScore, best] = [score, a];
        }
        return best;
      }
      case "phasers": {
        const group = mine(s).filter((i) => s.people[i]!.at === task.space);
        const { total } = raidTotal(s, task.space, group);
        const left = crewPrisons(s).length - 1;
        const budget = 8 - s.witchcraft - left;
        return { type: "phasers", use: raidSuccess(total) < PHASERS_BELOW && budget >= 0 && s.witchcraft <= 7 };
      }
      case "flee": {
        const asks = of("request-sanctuary");
        const tomas = asks.find((a) => rules.person(a.requester).paragraph === P.tomas);
        if (tomas) return tomas;
        const norje = asks.find((a) => rules.person(a.requester).paragraph === P.norje);
        if (norje && s.witchcraft <= 3) return norje;
        return actions.find((a) => a.type === "decline-sanctuary") ?? first;
      }
      case "flee-to": {
        const spaces = of("choose-space");
        const score = (space: string) => (rules.space(space).type === "forest" ? 2 : 0) - (guarded(s, space) > 0 ? 5 : 0) - squadsNear(s, space, 1) * 0.5;
        return spaces.reduce((best, a) => (score(a.space) > score(best.space) ? a : best), spaces[0]!);
      }
      case "expenses":
        return s.witchcraft <= SUPPLIES_UP_TO ? { type: "beam-supplies" } : (of("starve")[0] ?? first);
      case "squad-move": {
        const spaces = of("choose-space");
        const ours = [...new Set(mine(s).map((i) => s.people[i]!.at))];
        const far = (space: string) => Math.min(...ours.map((m) => rules.distance(space, m)), 99);
        return spaces.reduce((best, a) => (far(a.space) > far(best.space) ? a : best), spaces[0]!);
      }
      case "pick": {
        const people = of("choose-person");
        if (people.length === 0) return first;
        const effect = task.pick.effect;
        const byWorth = [...people].sort((a, b) => {
          const ia = idx(a.person);
          const ib = idx(b.person);
          // The injured matter least (they count for nothing until healed).
          const wa = worth(ia) - (s.people[ia]!.injured && effect !== "injure" ? 3 : 0);
          const wb = worth(ib) - (s.people[ib]!.injured && effect !== "injure" ? 3 : 0);
          return wa - wb;
        });
        if (effect === "stay-free" || effect === "recruit-famous") return byWorth.at(-1)!;
        return byWorth[0]!;
      }
      default:
        return first;
    }
  };
}

