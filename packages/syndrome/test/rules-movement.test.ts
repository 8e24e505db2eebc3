import { describe, expect, it } from "vitest";
import { RuleError } from "@tt/engine";
import { syndrome, type Action, type State } from "../src/index";
import mapJson from "../src/data/map.json";
import { actions, eventsOf, person, play, scenario } from "./helpers";

const rules = syndrome.rules;

function destinations(state: State, id: string): string[] {
  return actions(state)
    .filter((a): a is Extract<Action, { type: "move" }> => a.type === "move" && a.person === id)
    .map((a) => a.to)
    .sort();
}

function expectIllegal(state: State, input: Action): void {
  const before = structuredClone(state);
  expect(() => syndrome.apply(state, input)).toThrow(RuleError);
  expect(state).toEqual(before);
}

describe("beaming down (SYN-9.1)", () => {
  it("SYN-9.1 anyone on the Enterprise may beam down to any land space", () => {
    const s = scenario();
    const targets = actions(s)
      .filter((a): a is Extract<Action, { type: "beam-down" }> => a.type === "beam-down" && a.person === "kirk")
      .map((a) => a.to)
      .sort();
    expect(targets).toEqual([...rules.landSpaces].sort());
    expect(targets.some((id) => rules.space(id).water)).toBe(false);
    const r = play(s, { type: "beam-down", person: "kirk", to: "high-samwith" });
    expect(person(r.state, "kirk").at).toBe("high-samwith");
    expect(eventsOf(r.events, "beam")).toEqual([{ type: "beam", direction: "down", person: "kirk", space: "high-samwith" }]);
  });

  it("SYN-9.1 Witchcraft rises by one per destination space, not per person", () => {
    const s = scenario({ witchcraft: 2 });
    const r = play(s, { type: "beam-down", person: "kirk", to: "trott" }, { type: "beam-down", person: "spock", to: "trott" }, { type: "beam-down", person: "mccoy", to: "northfold" });
    expect(r.state.witchcraft).toBe(4);
    expect(eventsOf(r.events, "track")).toEqual([
      { type: "track", track: "witchcraft", from: 2, to: 3, reason: "beaming down to Trott", rule: "SYN-9.1" },
      { type: "track", track: "witchcraft", from: 3, to: 4, reason: "beaming down to Northfold", rule: "SYN-9.1" },
    ]);
  });

  it("SYN-9.1 someone who beams down cannot move or take any other action that turn", () => {
    const r = play(scenario(), { type: "beam-down", person: "kirk", to: "trott" });
    const offered = actions(r.state);
    expect(offered.some((a) => "person" in a && a.person === "kirk")).toBe(false);
    expect(offered.some((a) => ("requester" in a && a.requester === "kirk") || ("leader" in a && a.leader === "kirk") || ("recruiter" in a && a.recruiter === "kirk"))).toBe(false);
    expectIllegal(r.state, { type: "move", person: "kirk", to: "eastmarch" });
  });
});

describe("beaming up (SYN-9.2)", () => {
  it("SYN-9.2 an Enterprise crewmember beams up to the Enterprise box; Witchcraft +1", () => {
    const s = scenario({ people: { kirk: { at: "northfold", horse: true, sanctuary: 0 } }, witchcraft: 3 });
    expect(actions(s)).toContainEqual({ type: "beam-up", person: "kirk" });
    const r = play(s, { type: "beam-up", person: "kirk" });
    expect(person(r.state, "kirk")).toMatchObject({ at: "enterprise", spent: true });
    expect(r.state.witchcraft).toBe(4);
    expect(eventsOf(r.events, "track")[0]).toMatchObject({ track: "witchcraft", rule: "SYN-9.2" });
  });

  it("SYN-9.2 others in the space may beam up with a crewmember, not on their own", () => {
    const s = scenario({ people: { kirk: "northfold", jink: "northfold", "big-tim": "trott" } });
    expect(actions(s)).not.toContainEqual({ type: "beam-up", person: "jink" });
    expect(actions(s)).not.toContainEqual({ type: "beam-up", person: "big-tim" });
    expectIllegal(s, { type: "beam-up", person: "jink" });
    const r = play(s, { type: "beam-up", person: "kirk" });
    expect(actions(r.state)).toContainEqual({ type: "beam-up", person: "jink" });
    expect(actions(r.state)).not.toContainEqual({ type: "beam-up", person: "big-tim" });
    const r2 = play(r.state, { type: "beam-up", person: "jink" });
    expect(person(r2.state, "jink").at).toBe("enterprise");
    // One beam from one space: Witchcraft rose once.
    expect(r2.state.witchcraft).toBe(1);
  });

  it("SYN-9.2 no one may beam up and beam down in the same turn", () => {
    const s = scenario({ people: { kirk: "northfold" } });
    const up = play(s, { type: "beam-up", person: "kirk" });
    expect(actions(up.state).some((a) => a.type === "beam-down")).toBe(false);
    expectIllegal(up.state, { type: "beam-down", person: "spock", to: "trott" });
    const down = play(s, { type: "beam-down", person: "spock", to: "trott" });
    expect(actions(down.state).some((a) => a.type === "beam-up")).toBe(false);
    expectIllegal(down.state, { type: "beam-up", person: "kirk" });
  });

  it("SYN-9.2 imprisoned people may never beam up", () => {
    const s = scenario({ people: { kirk: { at: "trott", imprisoned: true }, spock: "trott" } });
    expect(person(s, "kirk").controlled).toBe(true);
    expect(actions(s)).not.toContainEqual({ type: "beam-up", person: "kirk" });
    const r = play(s, { type: "beam-up", person: "spock" });
    expect(actions(r.state)).not.toContainEqual({ type: "beam-up", person: "kirk" });
    expectIllegal(r.state, { type: "beam-up", person: "kirk" });
  });
});

describe("movement (SYN-9.3)", () => {
  it("SYN-9.3 a person moves up to two spaces through adjacent spaces", () => {
    const s = scenario({ people: { kirk: "northfold" } });
    const reach = destinations(s, "kirk");
    for (const to of reach) expect(rules.distance("northfold", to), to).toBeLessThanOrEqual(2);
    const expected = rules.landSpaces.filter((id) => id !== "northfold" && rules.distance("northfold", id) <= 2).sort();
    expect(reach).toEqual(expected);
    expect(reach).toContain("klamath-cathedral"); // adjacent
    expect(reach).toContain("royal-palace"); // two away
    expect(reach).not.toContain("farnosh-bridge"); // three away
    const r = play(s, { type: "move", person: "kirk", to: "royal-palace" });
    expect(person(r.state, "kirk").at).toBe("royal-palace");
    expect(eventsOf(r.events, "move")).toEqual([{ type: "move", person: "kirk", from: "northfold", to: "royal-palace", means: "foot" }]);
    expectIllegal(s, { type: "move", person: "kirk", to: "farnosh-bridge" });
  });

  it("SYN-9.3 a person with a horse moves up to three spaces", () => {
    const s = scenario({ people: { kirk: { at: "northfold", horse: true } } });
    const reach = destinations(s, "kirk");
    expect(reach).toContain("farnosh-bridge");
    for (const to of reach) expect(rules.distance("northfold", to)).toBeLessThanOrEqual(3);
    const r = play(s, { type: "move", person: "kirk", to: "farnosh-bridge" });
    expect(eventsOf(r.events, "move")[0]!.means).toBe("horse");
    expect(person(r.state, "kirk").horse).toBe(true);
  });

  it("SYN-9.3 a rider entering a forest must stop there", () => {
    // High Samwith -> Samwith Chase (forest) -> Trott Downs: on foot, yes; on a horse the forest stops him.
    const foot = scenario({ people: { kirk: "high-samwith" } });
    expect(destinations(foot, "kirk")).toContain("trott-downs");
    const horse = scenario({ people: { kirk: { at: "high-samwith", horse: true } } });
    const reach = destinations(horse, "kirk");
    expect(reach).toContain("samwith-chase");
    expect(reach).not.toContain("trott-downs");
    // Starting in a forest, a rider may ride out of it.
    const inForest = scenario({ people: { kirk: { at: "samwith-chase", horse: true } } });
    expect(destinations(inForest, "kirk")).toContain("trott");
  });

  it("SYN-9.3 a person may free his horse before he moves", () => {
    const s = scenario({ people: { kirk: { at: "northfold", horse: true } } });
    expect(actions(s)).toContainEqual({ type: "free-horse", person: "kirk" });
    const r = play(s, { type: "free-horse", person: "kirk" });
    expect(person(r.state, "kirk").horse).toBe(false);
    expect(destinations(r.state, "kirk")).not.toContain("farnosh-bridge");
    expect(eventsOf(r.events, "person")).toEqual([{ type: "person", person: "kirk", change: "no-horse", space: "northfold", rule: "SYN-9.3" }]);
  });

  it("SYN-9.3 no one enters a water space; rivers are crossed only at fords and bridges", () => {
    const water = rules.spaces.filter((sp) => sp.water).map((sp) => sp.id);
    expect(water.length).toBeGreaterThan(0);
    const s = scenario({ people: { kirk: { at: "farnosh-bridge", horse: true }, spock: "farnosh-bridge" } });
    for (const id of ["kirk", "spock"]) for (const to of destinations(s, id)) expect(water).not.toContain(to);
    // Farnosh Bridge and Roche Moor both touch Farnosh Reach (the river), but on foot Roche Moor is
    // three spaces away (over The Old Bridge or Dil Ford), so it is out of reach.
    const reach = mapJson.spaces.find((sp) => sp.id === "farnosh-reach")!;
    expect(reach.type).toBe("river");
    expect(reach.neighbours).toEqual(expect.arrayContaining(["farnosh-bridge", "roche-moor"]));
    expect(destinations(s, "spock")).not.toContain("roche-moor");
    expect(destinations(s, "spock")).toContain("randis-road"); // over The Old Bridge
    expectIllegal(s, { type: "move", person: "spock", to: "farnosh-reach" });
    expectIllegal(s, { type: "move", person: "spock", to: "roche-moor" });
  });

  it("SYN-8.5 only the people with a horse ride: in a mixed stack the others walk", () => {
    const s = scenario({ people: { kirk: { at: "northfold", horse: true }, spock: "northfold" } });
    expect(destinations(s, "kirk")).toContain("farnosh-bridge");
    expect(destinations(s, "spock")).not.toContain("farnosh-bridge");
  });

  it("SYN-9.3 moving takes a person out of sanctuary and ends his turn", () => {
    const s = scenario({ people: { kirk: { at: "trott", sanctuary: -1 } } });
    const r = play(s, { type: "move", person: "kirk", to: "eastmarch" });
    expect(person(r.state, "kirk")).toMatchObject({ at: "eastmarch", sanctuary: 0, spent: true });
    expect(destinations(r.state, "kirk")).toEqual([]);
  });
});
