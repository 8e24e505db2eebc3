import type { Decision, Policy } from "@tt/engine";
import { tableOdds } from "@tt/tables";
import type { SyndromeRules } from "./data";
import type { SyndromeGame } from "./game";
import type { Action } from "./schemas";
import { ENTERPRISE, OUT_OF_PLAY, type State } from "./state";
import { P, byParagraph, groupAt, isFree, nearest, squadsAt } from "./rules/people";

/** Spaces whose Donations Table row pays well. */
const GOOD_DONATIONS = new Set(["forest", "road", "open", "town", "cathedral"]);

/** The raiding team: the captain, the doctor and two fighters. Everyone else recruits. */
const RAIDERS = ["kirk", "spock", "mccoy", "sulu", "chekov"];
/** Who of the recruiting team beams down: the first officer and the communications officer. */
const BEAMED: string[] = [];

/** Counters worth the most to the rebellion: lost last, rescued first. */
function worth(rules: SyndromeRules, i: number): number {
  const c = rules.counters[i]!;
  const base = c.kind === "enterprise" || c.kind === "archon" ? 10 : 0;
  return base + c.raid + c.persuasiveness + (c.paragraph !== null ? 2 : 0);
}

/** Prisons holding crew (hidden Archon prisoners show dark blue; captured crew are known). */
function crewPrisons(rules: SyndromeRules, s: State): string[] {
  const set = new Set<string>();
  s.people.forEach((p, i) => {
    const kind = rules.counters[i]!.kind;
    if (p.imprisoned && (kind === "archon" || kind === "enterprise")) set.add(p.at);
  });
  return [...set];
}

/** King's Men squads within `range` spaces of a space. */
function squadsNear(rules: SyndromeRules, s: State, space: string, range: number): number {
  let n = 0;
  s.people.forEach((p, i) => {
    if (rules.counters[i]!.kind === "squad" && !p.controlled && p.at !== OUT_OF_PLAY && rules.distance(p.at, space) <= range) n++;
  });
  return n;
}

/** Paragraphs of people whose recruiting lowers Royal Morale at once (SYN-P.20, 65, 66, 67, 68) or who preach (70). */
const DISHEARTENING = new Set([20, 65, 66, 67, 68, 70]);

/**
 * Where the rebels should go: the best of the prisons holding crew, the people worth recruiting,
 * and (once the crew are free) the town to raise, each valued by what it brings over the turns to get there.
 */
function goal(rules: SyndromeRules, s: State, from: string, mode: "rescue" | "recruit", raidPower?: (space: string) => number): string {
  const values = new Map<string, number>();
  const add = (space: string, v: number) => values.set(space, (values.get(space) ?? 0) + v);
  let crewJailed = 0;
  s.people.forEach((p, i) => {
    const c = rules.counters[i]!;
    if (p.imprisoned) {
      if (mode !== "rescue") return;
      if (c.kind === "archon" || c.kind === "enterprise") {
        add(p.at, 12);
        crewJailed++;
      } else add(p.at, 2);
    } else if (mode === "recruit" && !p.controlled && p.at !== OUT_OF_PLAY && (c.kind === "neutral" || c.kind === "cleric")) {
      add(p.at, 4 + (c.paragraph !== null && DISHEARTENING.has(c.paragraph) ? 5 : 0));
    }
  });
  if (values.size === 0 || (mode === "rescue" && crewJailed === 0)) return rebellionTown(rules, s, from);
  let best = from;
  let bestScore = -Infinity;
  for (const [space, value] of values) {
    const turns = Math.ceil(rules.distance(from, space) / 2);
    if (turns === Infinity) continue;
    const guarded = squadsAt(rules, s, space).length;
    if (mode === "recruit" && guarded > 0) continue;
    let worth = value;
    if (mode === "rescue" && raidPower !== undefined && raidPower(space) < 3) worth *= 0.2; // a raid there would likely fail
    const score = worth / (1 + turns) - 1.5 * squadsNear(rules, s, space, 1) - 2 * guarded - (rules.space(space).type === "palace" ? 3 : 0) + (space === from ? 3 : 0);
    if (score > bestScore) [best, bestScore] = [space, score];
  }
  return best;
}

/** The town where the rebels should meet the Royal Party: where it is held, else the next town on its route the rebels can reach in time. */
function rebellionTown(rules: SyndromeRules, s: State, from: string): string {
  const start = Math.max(0, s.royalParty.route);
  for (let k = start; k < rules.route.length; k++) {
    const id = rules.route[k]!;
    if (rules.space(id).type !== "town" || s.sworn.includes(id)) continue;
    const partyTurns = k - s.royalParty.route;
    const ourTurns = Math.ceil(rules.distance(from, id) / 2);
    if (ourTurns <= partyTurns || (k === start && s.royalParty.hold)) return id;
  }
  return rules.route.at(-1)!;
}

/** The space the rebels gather on: where most of the player's free people stand. */
function base(rules: SyndromeRules, s: State): string | null {
  const count = new Map<string, number>();
  s.people.forEach((p) => {
    if (isFree(p) && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY) count.set(p.at, (count.get(p.at) ?? 0) + 1);
  });
  let best: string | null = null;
  let most = 0;
  for (const [space, n] of count) if (n > most) [best, most] = [space, n];
  return best;
}

function odds(rules: SyndromeRules, table: "recruiting" | "donations", key: string, total: number, good: (code: string) => boolean): number {
  return tableOdds(rules.tables[table], { key, modifiers: total, dice: "1d10" })
    .filter((o) => good(o.result as string))
    .reduce((sum, o) => sum + o.probability, 0);
}

/**
 * A heuristic player for The Sherwood Syndrome: it keeps the landing party together, beams down
 * Kirk, Spock and McCoy beside the nearest prison holding Archon crew, raids prisons (with phasers
 * while Witchcraft is low), recruits whoever it meets when the odds are good, heals, asks for
 * donations when the Warchest runs low, aids the poor when Witchcraft climbs, then meets the
 * Royal Party in a town with its recruits to raise the town in open rebellion.
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
  const index = (pid: string) => rules.person(pid).index;
  const recruitTeam = new Set(BEAMED);
  let teamState: State | null = null;
  let raidHomeCache: string | null = null;

  return (decision: Decision<Action>, s: State): Action => {
    const actions = decision.actions;
    const task = s.queue[0]!;
    const first = actions[0]!;
    const of = <T extends Action["type"]>(type: T) => actions.filter((a): a is Extract<Action, { type: T }> => a.type === type);
    switch (task.k) {
      case "place-neutral": {
        const prisons = new Set<string>();
        s.people.forEach((p, i) => {
          if (p.imprisoned && rules.counters[i]!.kind === "archon") prisons.add(p.at);
        });
        // Around the last town of the Royal Party's road, where the rebellion makes its last stand:
        // recruited there late, they lower Royal Morale and count against its fealty.
        const place = of("place-neutral");
        const anchor = rules.route.at(-1)!;
        return place.reduce((best, a) => (rules.distance(a.space, anchor) < rules.distance(best.space, anchor) ? a : best), place[0]!);
      }
      case "actions":
        return rebelAction(s, actions);
      case "recruit-gold": {
        const spend = of("spend");
        const target = rules.counters[task.target]!;
        const row = target.recruitRow!;
        let bestAction = spend[0]!;
        let bestScore = -Infinity;
        const reserve = 2;
        const baseMods = recruitBase(s, task.recruiter, task.target, task.space);
        for (const a of spend) {
          if (a.gold > Math.max(0, s.warchest - reserve) && a.gold > 0) continue;
          const p = odds(rules, "recruiting", row, baseMods + a.gold, (code) => code.startsWith("R"));
          const score = p - a.gold * 0.03;
          if (score > bestScore) [bestScore, bestAction] = [score, a];
        }
        return bestAction;
      }
      case "phasers": {
        // Phasers when the raid is likelier than not to fail without them (110 or more frees all).
        const total = raidTotal(s, task.leader, task.space);
        return { type: "phasers", use: (s.witchcraft <= 4 && total < 4) || (s.witchcraft <= 7 && total < 2) };
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
        const score = (space: string) => (rules.space(space).type === "forest" ? 2 : 0) - (squadsAt(rules, s, space).length > 0 ? 5 : 0);
        return spaces.reduce((best, a) => (score(a.space) > score(best.space) ? a : best), spaces[0]!);
      }
      case "expenses":
        return s.witchcraft <= 6 ? { type: "beam-supplies" } : (of("starve")[0] ?? first);
      case "squad-move": {
        // The player chooses among equally short routes: keep away from the rebels.
        const spaces = of("choose-space");
        const mine = groupSpaces(s);
        const far = (space: string) => Math.min(...mine.map((m) => rules.distance(space, m)), 99);
        return spaces.reduce((best, a) => (far(a.space) > far(best.space) ? a : best), spaces[0]!);
      }
      case "summon": {
        const people = of("choose-person");
        return people[0] ?? first;
      }
      case "pick": {
        const people = of("choose-person");
        if (people.length === 0) return first;
        const effect = task.pick.effect;
        const byWorth = [...people].sort((a, b) => worth(rules, index(a.person)) - worth(rules, index(b.person)));
        if (effect === "stay-free" || effect === "recruit-famous") return byWorth.at(-1)!;
        return byWorth[0]!;
      }
      default:
        return first;
    }
  };

  function freeOnMap(s: State): number {
    return s.people.filter((p) => isFree(p) && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY).length;
  }

  function groupSpaces(s: State): string[] {
    const set = new Set<string>();
    s.people.forEach((p) => {
      if (isFree(p) && p.sanctuary === 0 && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY) set.add(p.at);
    });
    return [...set];
  }

  function recruitBase(s: State, recruiter: number, target: number, space: string): number {
    let total = rules.counters[recruiter]!.persuasiveness;
    for (const para of [P.spock, P.mbele, P.tomas]) {
      const h = byParagraph(rules, para);
      if (h >= 0 && h !== recruiter && s.people[h]!.at === space && isFree(s.people[h]!) && !s.people[h]!.injured) total += rules.counters[h]!.persuasiveness;
    }
    total -= Math.floor(s.witchcraft / 3);
    const kind = rules.counters[target]!.kind;
    if (kind === "royalist" || kind === "squad") total -= s.royalMorale;
    return total;
  }

  /** Team "raid" (the fighters) frees the crew; team "recruit" (everyone else) wins the locals over. */

  function teamOf(i: number, s?: State): "raid" | "recruit" {
    const id = rules.counters[i]!.id;
    if (RAIDERS.includes(id) || BEAMED.length === 0) return "raid";
    if (recruitTeam.has(id) || s === undefined) return recruitTeam.has(id) ? "recruit" : "raid";
    // Anyone else joins the nearer team: freed prisoners stay with the raiders who freed them.
    const at = s.people[i]!.at;
    if (teamState !== s) {
      teamState = s;
      raidHomeCache = homeOf(s, (j) => RAIDERS.includes(rules.counters[j]!.id));
    }
    const recruitHome = homeOf(s, (j) => recruitTeam.has(rules.counters[j]!.id));
    if (raidHomeCache === null) return "recruit";
    if (recruitHome === null) return "raid";
    return rules.distance(at, recruitHome) < rules.distance(at, raidHomeCache) ? "recruit" : "raid";
  }

  function homeOf(s: State, member: (i: number) => boolean): string | null {
    const count = new Map<string, number>();
    s.people.forEach((p, i) => {
      if (isFree(p) && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY && member(i)) count.set(p.at, (count.get(p.at) ?? 0) + 1);
    });
    let best: string | null = null;
    let most = 0;
    for (const [space, n] of count) if (n > most) [best, most] = [space, n];
    return best;
  }

  function teamHome(s: State, team: "raid" | "recruit"): string | null {
    return homeOf(s, (i) => teamOf(i, s) === team);
  }

  function teamGoal(s: State, team: "raid" | "recruit", from: string): string {
    const jailed = crewPrisons(rules, s).length > 0;
    if (team === "raid" && jailed) return goal(rules, s, from, "rescue", (space) => raidPowerAt(s, from, space));
    // The crew are free: win the locals over (each lowers Royal Morale) until the King's men waver.
    const town = rebellionTown(rules, s, from);
    if (s.royalMorale > 3) {
      // Recruit on the way when it costs no more than a turn.
      const recruit = goal(rules, s, from, "recruit");
      if (recruit !== town && rules.distance(from, recruit) + rules.distance(recruit, town) <= rules.distance(from, town) + 2) return recruit;
    }
    return town;
  }

  function rebelAction(s: State, actions: readonly Action[]): Action {
    const of = <T extends Action["type"]>(type: T) => actions.filter((a): a is Extract<Action, { type: T }> => a.type === type);
    const freeing = of("free-prisoners");
    if (freeing.length > 0) return freeing[0]!;

    // Beam down a team that has nobody on the map, beside its first target.
    if (s.flags.beamUp.length === 0) {
      for (const team of ["raid", "recruit"] as const) {
        if (teamHome(s, team) !== null && s.flags.beamDown.length === 0) continue;
        const wiped = teamHome(s, "raid") === null && s.turn > 1;
        const beams = of("beam-down").filter((a) => (team === "raid" ? RAIDERS.includes(a.person) || (wiped && !BEAMED.includes(a.person)) : BEAMED.includes(a.person)));
        if (beams.length === 0) continue;
        const target = teamGoal(s, team, team === "raid" ? rules.palace : (teamHome(s, "raid") ?? rules.palace));
        const onTarget = beams.find((a) => a.to === target);
        if (onTarget && (teamHome(s, team) === null || teamHome(s, team) === target)) return onTarget;
      }
    }

    for (const team of ["raid", "recruit"] as const) {
      const home = teamHome(s, team);
      if (home === null || s.flags.acted.includes(home)) continue;
      const target = teamGoal(s, team, home);
      const guarded = squadsAt(rules, s, home).length > 0;
      const spaceAction = chooseSpaceAction(s, actions, home, target, team);
      // With King's Men present, act anyway unless it is asking for donations (-3) or the orders are Seize.
      if (spaceAction !== null && (!guarded || spaceAction.type === "raid" || (spaceAction.type === "recruit" && s.royalOrders !== "Seize"))) return spaceAction;
      // Out of gold and away from the target: rob the rich before marching on.
      if (s.warchest <= 2 && home !== target && !guarded) {
        const donations = of("request-donations").filter((a) => s.people[index(a.requester)]!.at === home);
        if (donations.length > 0 && GOOD_DONATIONS.has(rules.space(home).type) && s.witchcraft >= 3) return donations.reduce((b, a) => (rules.person(a.requester).donations > rules.person(b.requester).donations ? a : b));
      }
    }

    // Move: leave spaces the King's Men hold, otherwise close on the team's target.
    const moves = of("move");
    let bestMove: Action | null = null;
    let bestScore = Infinity;
    const targets = new Map<string, string>();
    for (const m of moves) {
      const i = index(m.person);
      const p = s.people[i]!;
      const team = teamOf(i, s);
      const key = `${team}@${p.at}`;
      let target = targets.get(key);
      if (target === undefined) {
        const home = teamHome(s, team) ?? p.at;
        // Stragglers rejoin their team first.
        target = p.at !== home && rules.distance(p.at, home) > 0 ? home : teamGoal(s, team, home);
        targets.set(key, target);
      }
      // In the town where the Royal Party is (or is coming), the rebels stand their ground.
      const rebellion = crewPrisons(rules, s).length === 0 && rules.space(target).type === "town";
      const threatened = squadsAt(rules, s, p.at).length > 0 && !(rebellion && p.at === target);
      if (!threatened && p.at === target) continue;
      const hopeless = m.to === target && squadsAt(rules, s, target).length > 0 && crewPrisons(rules, s).includes(target) && raidPowerAt(s, p.at, target) < 3;
      const guarded = (squadsAt(rules, s, m.to).length > 0 && m.to !== target) || hopeless;
      const score = (guarded ? 100 : 0) + rules.distance(m.to, target) - (rules.space(m.to).type === "forest" ? 0.5 : 0) + 0.001 * i;
      const stay = threatened ? Infinity : rules.distance(p.at, target);
      if (score < bestScore && score < stay) [bestScore, bestMove] = [score, m];
    }
    if (bestMove !== null) return bestMove;
    return { type: "end-actions" };
  }

  function chooseSpaceAction(s: State, actions: readonly Action[], home: string, target: string, team: "raid" | "recruit"): Action | null {
    const of = <T extends Action["type"]>(type: T) => actions.filter((a): a is Extract<Action, { type: T }> => a.type === type && inSpace(s, a, home));
    // Money first when the Warchest is empty.
    const broke = of("request-donations");
    if (broke.length > 0 && s.warchest <= 1 && s.witchcraft >= 5 && squadsAt(rules, s, home).length === 0 && GOOD_DONATIONS.has(rules.space(home).type)) {
      return broke.reduce((b, a) => (rules.person(a.requester).donations > rules.person(b.requester).donations ? a : b));
    }
    // Win over the lord or mayor of a prison: he frees its prisoners without a raid (SYN-P.30-44).
    const lords = of("recruit").filter((a) => {
      const c = rules.person(a.target);
      return c.home === home && c.paragraph !== null && c.paragraph >= 30 && c.paragraph <= 44;
    });
    const holdsAny = s.people.some((p) => p.imprisoned && p.at === home);
    if (lords.length > 0 && holdsAny) {
      const best = lords.reduce((b, a) => (score(s, a, home) > score(s, b, home) ? a : b));
      if (score(s, best, home) > 0.35) return best;
    }
    // Raid a prison holding crew.
    const raids = of("raid");
    const holds = s.people.some((p) => p.imprisoned && p.at === home);
    const guarded = squadsAt(rules, s, home).length > 0;
    const bestRaid = raids.length > 0 ? raids.reduce((b, a) => (raidTotal(s, a.leader, home) > raidTotal(s, b.leader, home) ? a : b)) : null;
    const canPhaser = s.witchcraft <= 7 && raids.some((a) => ["enterprise", "archon"].includes(rules.person(a.leader).kind));
    if (bestRaid !== null && bestRaid.type === "raid" && holds && crewPrisons(rules, s).length > 0 && raidTotal(s, bestRaid.leader, home) + (canPhaser ? 5 : 0) >= 4 && (team === "raid" || !guarded)) return bestRaid;
    if (false && raids.length > 0) return raids.reduce((b, a) => (raidTotal(s, a.leader, home) > raidTotal(s, b.leader, home) ? a : b));
    // Recruit whoever is here, but keep Royal Morale above 5 (Seize orders) while crew are still jailed.
    const recruits = of("recruit");
    const jailed = crewPrisons(rules, s).length > 0;
    if (recruits.length > 0 && (!jailed || s.royalMorale >= 7)) {
      const best = recruits.reduce((b, a) => (score(s, a, home) > score(s, b, home) ? a : b));
      if (score(s, best, home) > 0.45) return best;
    }
    // Preach against witchcraft or the King.
    const preach = of("preach");
    if (preach.length > 0) return preach.find((a) => a.type === "preach" && a.track === (s.witchcraft >= 4 ? "witchcraft" : "royalMorale")) ?? preach[0]!;
    // Aid the poor when Witchcraft climbs.
    const aid = of("aid-poor");
    if (aid.length > 0 && s.witchcraft >= 6 && s.warchest >= 9) return aid[0]!;
    // Donations when the Warchest is low.
    const donations = of("request-donations");
    if (donations.length > 0 && s.warchest < 3 && squadsAt(rules, s, home).length === 0) {
      const best = donations.reduce((b, a) => (rules.person(a.requester).donations > rules.person(b.requester).donations ? a : b));
      const type = rules.space(home).type;
      if (type !== "palace" && type !== "castle" && squadsAt(rules, s, home).length === 0) return best;
    }
    // Heal.
    const heals = of("heal");
    if (heals.length > 0) {
      const best = heals.reduce((b, a) => (a.type === "heal" && b.type === "heal" && (a.patients.length > b.patients.length || (a.patients.length === b.patients.length && !a.kit && b.kit)) ? a : b));
      if (best.type === "heal" && (!best.kit || s.witchcraft <= 5)) return best;
    }
    return null;
  }

  /** The best raid total the people at `home` could bring to `space` (phasers included while Witchcraft allows). */
  function raidPowerAt(s: State, home: string, space: string): number {
    let best = -Infinity;
    s.people.forEach((p, i) => {
      if (p.at !== home || !isFree(p) || p.injured) return;
      let total = rules.counters[i]!.raid;
      for (const para of [P.kirk, P.marocain, P.pinter]) {
        const h = byParagraph(rules, para);
        if (h >= 0 && h !== i && s.people[h]!.at === home && isFree(s.people[h]!) && !s.people[h]!.injured) total += rules.counters[h]!.raid;
      }
      best = Math.max(best, total);
    });
    if (best === -Infinity) return -Infinity;
    const type = rules.space(space).type;
    if (type === "castle") best -= 1;
    if (type === "palace") best -= 3;
    if (squadsAt(rules, s, space).length > 0) best -= 3;
    if (s.witchcraft <= 7) best += 5;
    return best;
  }

  /** The raid modifiers a leader would get (helpers add to another's value: SYN-T.RAID). */
  function raidTotal(s: State, leader: number | string, space: string): number {
    const i = typeof leader === "string" ? index(leader) : leader;
    let total = rules.counters[i]!.raid;
    for (const para of [P.kirk, P.marocain, P.pinter]) {
      const h = byParagraph(rules, para);
      if (h >= 0 && h !== i && s.people[h]!.at === space && isFree(s.people[h]!) && !s.people[h]!.injured) total += rules.counters[h]!.raid;
    }
    const type = rules.space(space).type;
    if (type === "castle") total -= 1;
    if (type === "palace") total -= 3;
    if (squadsAt(rules, s, space).length > 0) total -= 3;
    return total;
  }

  function score(s: State, a: Action, space: string): number {
    if (a.type !== "recruit") return 0;
    const recruiter = index(a.recruiter);
    const target = index(a.target);
    const c = rules.counters[target]!;
    const gold = Math.max(0, s.warchest - 2);
    const p = odds(rules, "recruiting", c.recruitRow!, recruitBase(s, recruiter, target, space) + gold, (code) => code.startsWith("R"));
    const bad = odds(rules, "recruiting", c.recruitRow!, recruitBase(s, recruiter, target, space) + gold, (code) => code.includes("C"));
    return p - 2 * bad;
  }

  function inSpace(s: State, a: Action, space: string): boolean {
    switch (a.type) {
      case "recruit":
        return s.people[index(a.recruiter)]!.at === space;
      case "request-donations":
        return s.people[index(a.requester)]!.at === space;
      case "raid":
        return s.people[index(a.leader)]!.at === space;
      case "heal":
        return s.people[index(a.patients[0]!)]!.at === space;
      case "request-sanctuary":
        return s.people[index(a.requester)]!.at === space;
      case "aid-poor":
      case "buy-horses":
      case "steal-horses":
        return a.space === space;
      case "preach":
        return s.people[byParagraph(rules, P.gerald)]!.at === space;
      default:
        return false;
    }
  }
}
