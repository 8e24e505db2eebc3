import { describe, expect, it } from "vitest";
import { runSeededGame, type Decision } from "@tt/engine";
import { heuristicPolicy, parseCode, rollOdds, syndrome, type Action, type State } from "../src/index";
import { decide } from "../src/bot/policy";
import { PHASERS_BELOW } from "../src/bot/answer";
import { bestRaidLeader, bestRecruiter, donationOdds, healOdds, raidFreeOdds, recruitOdds } from "../src/bot/evaluate";
import { freshPlan, turnPlan } from "../src/bot/plan";
import { healNeeded } from "../src/rules/actions";
import { raidModifiers } from "../src/rules/modifiers";
import { actions, person, play, scenario } from "./helpers";

const rules = syndrome.rules;
const index = (id: string) => rules.person(id).index;
const total = (mods: readonly { value: number }[]) => mods.reduce((t, m) => t + m.value, 0);
const frees = (paragraph: number) => rules.paragraph(paragraph)?.steps?.some((e) => e.do === "free") ?? false;

/** Crew jailed in Castle Dil and Northguard, the landing party two spaces off, a neutral beside it. */
function rescue(): State {
  return scenario({
    people: {
      kirk: "dil-road",
      spock: "dil-road",
      mccoy: "dil-road",
      sulu: "dil-road",
      jurgen: "dil-road",
      vance: { at: "castle-dil", imprisoned: true, controlled: true },
      rahn: { at: "northguard", imprisoned: true, controlled: true },
    },
    turn: 3,
    raided: true,
    royalOrders: "Search",
  });
}

describe("the heuristic's turn plan", () => {
  it("SYN-8.9 is a pure function of the state: the same twice, and on a structurally equal copy", () => {
    const s = rescue();
    const plan = turnPlan(syndrome, s);
    expect(turnPlan(syndrome, s)).toEqual(plan);
    expect(turnPlan(syndrome, structuredClone(s))).toEqual(plan);
    expect(freshPlan(syndrome, structuredClone(s))).toEqual(plan); // at the turn's start, the plan made afresh
    expect(plan.base).toBe("dil-road");
    expect(s).toEqual(rescue()); // the state is not touched
  });

  it("SYN-9.3 reads the turn's plan back after the stack's first move: the rest follow to the same space", () => {
    const s = rescue();
    const plan = freshPlan(syndrome, s);
    expect(plan.act).toBeNull();
    expect(plan.target).not.toBe(plan.base);
    const first = decide(syndrome, s, actions(s), s.queue[0]!);
    expect(first).toMatchObject({ type: "move", to: plan.target });
    const after = play(s, first).state;
    expect(turnPlan(syndrome, after).target).toBe(plan.target);
  });

  it("SYN-8.9 once the stack has acted, everyone gathers in the space that acted", () => {
    const s = scenario({ people: { kirk: "trott", spock: "trott", sulu: "trott-downs", "lady-marocain": "trott" } });
    const acted = play(s, { type: "request-donations", requester: "kirk" }).state;
    expect(turnPlan(syndrome, acted).target).toBe("trott");
  });

  it("a policy used for many games answers as a fresh one: no state is kept between calls", () => {
    const seen: { decision: Decision<Action>; state: State; answer: Action }[] = [];
    const used = heuristicPolicy(syndrome);
    for (const seed of [5, 6]) {
      runSeededGame(syndrome, {}, seed, () => ({
        player: (decision: Decision<Action>, state: State) => {
          const answer = used(decision, state);
          if (seen.length < 4000) seen.push({ decision, state, answer });
          return answer;
        },
      }));
    }
    const fresh = heuristicPolicy(syndrome);
    const mismatches = seen.filter(({ decision, state, answer }) => JSON.stringify(fresh(decision, state)) !== JSON.stringify(answer));
    expect(mismatches).toEqual([]);
  });
});

describe("the heuristic's odds are the rules' own", () => {
  it("SYN-T.RECRUIT its recruiting odds equal rollOdds of the attempt the rules queue", () => {
    const s = scenario({ people: { kirk: "trott", spock: "trott", mbele: "trott", jurgen: { at: "trott", controlled: false } }, witchcraft: 4, warchest: 6 });
    const group = [index("kirk"), index("spock"), index("mbele")];
    const attempt = bestRecruiter(rules, s, "trott", group, index("jurgen"), 3)!;
    expect(rules.counters[attempt.who]!.id).toBe("kirk"); // his 2, with Spock's and Mbele's 3 each (SYN-P.11, SYN-P.13)
    const rolled = play(s, { type: "recruit", recruiter: rules.counters[attempt.who]!.id, target: "jurgen" }, { type: "spend", gold: 3 }).state;
    const queued = rolled.queue[0]!;
    expect(queued.kind === "roll" && queued.roll.table === "recruiting" ? total(queued.roll.modifiers) : NaN).toBe(attempt.total);
    const odds = rollOdds(syndrome, rolled)!;
    const yes = odds.results.filter((r) => parseCode(String(r.result)).some((t) => t.kind === "recruited")).reduce((p, r) => p + r.probability, 0);
    expect(recruitOdds(rules, index("jurgen"), attempt.total).yes).toBeCloseTo(yes, 12);
  });

  it("SYN-T.RAID its raid odds for a prison it marches on equal the rules' modifiers once it stands there", () => {
    const s = rescue();
    const group = [index("kirk"), index("spock"), index("mccoy"), index("sulu"), index("jurgen")];
    const planned = bestRaidLeader(rules, s, "castle-dil", group, true)!;
    const there = scenario({
      people: { kirk: "castle-dil", spock: "castle-dil", mccoy: "castle-dil", sulu: "castle-dil", jurgen: "castle-dil", vance: { at: "castle-dil", imprisoned: true, controlled: true } },
    });
    expect(planned.total).toBe(total(raidModifiers(rules, there, "castle-dil", planned.who, true, group)));
    const odds = tableOddsFree(planned.total);
    expect(raidFreeOdds(rules, planned.total)).toBeCloseTo(odds, 12);
  });

  it("SYN-8.6 its healing odds are the rules' number needed, read through rollOdds", () => {
    const s = scenario({ people: { mccoy: "trott", kirk: { at: "trott", injured: true }, spock: { at: "trott", injured: true } } });
    expect(healOdds(syndrome, s, "trott", [index("kirk")])).toBeCloseTo(healNeeded(1) / 10, 12);
    const rolled = play(s, { type: "heal", patients: ["kirk", "spock"], kit: false }).state;
    const healed = rollOdds(syndrome, rolled)!.results.find((r) => r.result === "healed")!.probability;
    expect(healOdds(syndrome, s, "trott", [index("kirk"), index("spock")])).toBeCloseTo(healed, 12);
  });

  it("SYN-T.DONATE its donation odds weigh every result rollOdds gives the request", () => {
    const s = scenario({ people: { kirk: "trott", chekov: "trott" } });
    const rolled = play(s, { type: "request-donations", requester: "kirk" }).state;
    const queued = rolled.queue[0]!;
    const at = queued.kind === "roll" && queued.roll.table === "donations" ? total(queued.roll.modifiers) : NaN;
    const bad = rollOdds(syndrome, rolled)!
      .results.filter((r) => parseCode(String(r.result)).some((t) => t.kind === "capture" || t.kind === "flee" || t.kind === "squad"))
      .reduce((p, r) => p + r.probability, 0);
    expect(donationOdds(syndrome, s, "trott", at).bad).toBeCloseTo(bad, 12);
  });
});

/** P(the Raid Table frees the prisoners) at a total, from rollOdds of a real raid roll. */
function tableOddsFree(at: number): number {
  const s = scenario({ people: { kirk: "trott" } });
  const raid = { ...s, queue: [{ kind: "roll" as const, roll: { table: "raid" as const, space: "trott", leader: index("kirk"), modifiers: [{ label: "test", value: at }], plague: [] } }] };
  return rollOdds(syndrome, raid)!
    .results.filter((r) => frees(r.result as number))
    .reduce((p, r) => p + r.probability, 0);
}

describe("the heuristic's answers", () => {
  const phasersAt = (people: Record<string, string>, leader: string): { state: State; answer: Action } => {
    const s = scenario({ people: { ...people, vance: { at: "castle-dil", imprisoned: true, controlled: true } } as never, witchcraft: 2 });
    const state = play(s, { type: "raid", leader }).state;
    expect(state.queue[0]!.kind).toBe("phasers");
    return { state, answer: decide(syndrome, state, actions(state), state.queue[0]!) };
  };
  const withoutPhasers = (state: State) =>
    rollOdds(syndrome, play(state, { type: "phasers", use: false }).state)!
      .results.filter((r) => frees(r.result as number))
      .reduce((p, r) => p + r.probability, 0);

  it("SYN-T.RAID uses phasers when the raid without them frees the prisoners less often than the threshold", () => {
    const weak = phasersAt({ chekov: "castle-dil" }, "chekov");
    expect(withoutPhasers(weak.state)).toBeLessThan(PHASERS_BELOW);
    expect(weak.answer).toEqual({ type: "phasers", use: true });
  });

  it("SYN-T.RAID keeps the phasers (and the Witchcraft) when the raid is likely without them", () => {
    const strong = phasersAt({ sulu: "castle-dil", kirk: "castle-dil", pinter: "castle-dil" }, "sulu");
    expect(withoutPhasers(strong.state)).toBeGreaterThanOrEqual(PHASERS_BELOW);
    expect(strong.answer).toEqual({ type: "phasers", use: false });
  });

  it("SYN-8.1 spends the gold that gives the best odds, keeping two pieces back", () => {
    const s = scenario({ people: { kirk: "trott", jurgen: { at: "trott", controlled: false } }, warchest: 5 });
    const asking = play(s, { type: "recruit", recruiter: "kirk", target: "jurgen" }).state;
    const answer = decide(syndrome, asking, actions(asking), asking.queue[0]!);
    expect(answer.type).toBe("spend");
    expect(answer.type === "spend" ? answer.gold : -1).toBeLessThanOrEqual(3);
    expect(person(asking, "jurgen").controlled).toBe(false);
  });
});
