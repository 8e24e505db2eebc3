import { outcomeOdds } from "@tt/engine";
import { lookup } from "@tt/tables";
import { describe, expect, it } from "vitest";
import { rollOdds, syndrome, type Action, type State } from "../src/index";
import { die, play, scenario } from "./helpers";

const rules = syndrome.rules;

/** The exact distribution of a table read over the ten faces, computed by hand with `lookup`. */
function byFaces(read: (face: number) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (let face = 1; face <= 10; face++) {
    const result = read(face);
    counts.set(result, (counts.get(result) ?? 0) + 0.1);
  }
  return counts;
}

function expectSame(odds: ReturnType<typeof rollOdds>, expected: Map<string | number, number>): void {
  expect(odds).not.toBeNull();
  const got = new Map<string | number, number>();
  for (const r of odds!.results) got.set(r.result, (got.get(r.result) ?? 0) + r.probability);
  expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [result, p] of expected) expect(got.get(result)).toBeCloseTo(p, 12);
  expect(odds!.results.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1, 12);
}

describe("odds for the player (SYN-4.1)", () => {
  it("SYN-T.RAID before the raid roll, rollOdds gives every paragraph with its exact probability under the current modifiers", () => {
    const s = scenario({ people: { kirk: "castle-dil", sulu: "castle-dil" } });
    const atRoll = play(s, { type: "raid", leader: "sulu" }, { type: "phasers", use: false }).state;
    const odds = rollOdds(syndrome, atRoll)!;
    expect(odds.table).toBe("Raid Table");
    expect(odds.modifiers.map((m) => m.label)).toEqual(["Sulu's raid value", "Kirk's raid value", "castle"]);
    expectSame(
      odds,
      byFaces((face) => lookup(rules.tables.raid, { roll: face, modifiers: odds.modifiers }).result),
    );
    // The die then rolled reads the row the odds promised.
    const { events } = play(atRoll, die(4));
    const roll = events.find((e) => e.type === "roll")!;
    expect(roll.type === "roll" && roll.result).toBe(lookup(rules.tables.raid, { roll: 4, modifiers: odds.modifiers }).result);
  });

  it("SYN-T.RECRUIT after the gold is chosen, rollOdds reads the recruit's row with every modifier", () => {
    const s = scenario({ people: { kirk: "klamath-cathedral", spock: "klamath-cathedral" }, witchcraft: 3 });
    const atRoll = play(s, { type: "recruit", recruiter: "kirk", target: "norje" }, { type: "spend", gold: 2 }).state;
    const odds = rollOdds(syndrome, atRoll)!;
    expect(odds.table).toBe("Recruiting Table");
    expect(odds.modifiers.map((m) => m.value)).toEqual([rules.person("kirk").persuasiveness, rules.person("spock").persuasiveness, 2, -1]);
    expectSame(
      odds,
      byFaces((face) => lookup(rules.tables.recruiting, { roll: face, modifiers: odds.modifiers, key: "Bishop Norje" }).result),
    );
  });

  it("SYN-T.DONATE, SYN-T.SANCT and SYN-T.HORSE rolls have exact odds too", () => {
    const donation = play(scenario({ people: { kirk: "old-bridge" } }), { type: "request-donations", requester: "kirk" }).state;
    const d = rollOdds(syndrome, donation)!;
    expectSame(
      d,
      byFaces((face) => lookup(rules.tables.donations, { roll: face, modifiers: d.modifiers, key: "Bridge/Ford" }).result),
    );

    const sanctuary = play(scenario({ people: { uhura: "klamath-cathedral" }, witchcraft: 2 }), { type: "request-sanctuary", requester: "uhura" }).state;
    const sa = rollOdds(syndrome, sanctuary)!;
    expect(sa.modifiers.map((m) => m.value)).toEqual([rules.person("uhura").persuasiveness, -2, -3]);
    expectSame(
      sa,
      byFaces((face) => lookup(rules.tables.sanctuary, { roll: face, modifiers: sa.modifiers }).result),
    );

    const theft = play(scenario({ people: { kirk: "trott", "jaster-moran": "trott" } }), { type: "steal-horses", space: "trott" }).state;
    const h = rollOdds(syndrome, theft)!;
    expect(h.modifiers.map((m) => m.value).sort()).toEqual([-3, 3]); // the Trott squad, Jaster Moran
    expectSame(
      h,
      byFaces((face) => lookup(rules.tables.horseTheft, { roll: face, modifiers: h.modifiers }).result),
    );
  });

  it("SYN-8.6 healing odds: 7 or less in ten for one person", () => {
    const s = play(scenario({ people: { kirk: { at: "trott", injured: true } } }), { type: "heal", patients: ["kirk"], kit: false }).state;
    expect(rollOdds(syndrome, s)!.results).toEqual([
      { result: "healed", probability: 0.7 },
      { result: "not healed", probability: 0.30000000000000004 },
    ]);
  });

  it("rollOdds is null away from a table roll", () => {
    expect(rollOdds(syndrome, scenario())).toBeNull();
    expect(rollOdds(syndrome, syndrome.setup(syndrome.parseOptions({})))).toBeNull();
  });

  it("SYN-T.RAID outcomeOdds before choosing: the chance that a raid frees the prisoner, with and without phasers", () => {
    // Kirk alone (no one to choose among for injuries), one prisoner (paragraph 109 frees him too).
    const s: State = scenario({ people: { kirk: "castle-dil", vance: { at: "castle-dil", imprisoned: true, controlled: false } } });
    const atPhasers = play(s, { type: "raid", leader: "kirk" }).state;
    const vance = rules.person("vance").index;
    const freed = (st: State) => (st.people[vance]!.imprisoned ? "still imprisoned" : "freed");
    const chance = (use: boolean) => outcomeOdds(syndrome, atPhasers, { type: "phasers", use } as Action, { until: 2, key: freed }).entries.find((e) => e.key === "freed")?.probability ?? 0;
    // Kirk's raid value - 1 (castle), 5 more with phasers: 109 or better frees the only prisoner.
    const total = (use: boolean) => rules.person("kirk").raid - 1 + (use ? 5 : 0);
    const expected = (use: boolean) => [...Array(10).keys()].filter((k) => lookup(rules.tables.raid, { roll: k + 1, modifiers: [{ label: "all", value: total(use) }] }).result >= 109).length / 10;
    expect(chance(false)).toBeCloseTo(expected(false), 12);
    expect(chance(true)).toBeCloseTo(expected(true), 12);
    expect(chance(true)).toBeGreaterThan(chance(false));
  });
});
