import { describe, expect, it } from "vitest";
import { RuleError } from "@tt/engine";
import { syndrome } from "../src/index";
import { actions, eventsOf, person, play, scenario } from "./helpers";

describe("Rebel Expenses (section 11)", () => {
  it("SYN-11.1 costs one gold per space with the player's people: prisoners free, sanctuary paid, the Enterprise box free", () => {
    const s = scenario({
      people: {
        kirk: "northfold",
        spock: "northfold",
        uhura: { at: "trott", sanctuary: -1 },
        sulu: { at: "castle-dil", imprisoned: true },
      },
      warchest: 4,
    });
    expect(person(s, "sulu").controlled).toBe(true);
    const r = play(s, { type: "end-actions" });
    expect(eventsOf(r.events, "expenses")).toEqual([{ type: "expenses", due: 2, paid: 2, rule: "SYN-11.1" }]);
    expect(eventsOf(r.events, "track")).toEqual([{ type: "track", track: "warchest", from: 4, to: 2, reason: "supplies for 2 spaces", rule: "SYN-11.1" }]);
    expect(r.state.warchest).toBe(2);
    expect(r.state.phase).not.toBe("expenses");
  });

  it("SYN-11.1 with enough gold the player is not asked anything", () => {
    const s = scenario({ people: { kirk: "northfold", spock: "trott" }, warchest: 2 });
    const r = play(s, { type: "end-actions" });
    expect(r.state.warchest).toBe(0);
    const next = syndrome.next(r.state);
    if (next.kind === "decision") expect(next.actions.some((a) => a.type === "beam-supplies" || a.type === "starve")).toBe(false);
  });

  it("SYN-11.2 short of gold, the player may beam down supplies: Witchcraft +1, Warchest +4, spent at once", () => {
    const s = scenario({ people: { kirk: "northfold" }, warchest: 0, witchcraft: 1 });
    const r = play(s, { type: "end-actions" });
    expect(r.state.phase).toBe("expenses");
    expect(actions(r.state)).toEqual([{ type: "beam-supplies" }, { type: "starve", space: "northfold" }]);
    const r2 = play(r.state, { type: "beam-supplies" });
    expect(eventsOf(r2.events, "track")).toEqual([
      { type: "track", track: "witchcraft", from: 1, to: 2, reason: "supplies beamed down", rule: "SYN-11.2" },
      { type: "track", track: "warchest", from: 0, to: 4, reason: "supplies beamed down", rule: "SYN-11.2" },
      { type: "track", track: "warchest", from: 4, to: 3, reason: "supplies for 1 space", rule: "SYN-11.1" },
    ]);
    expect(r2.state.warchest).toBe(3);
    expect(r2.state.witchcraft).toBe(2);
  });

  it("SYN-11.2 supplies may be beamed down more than once in a turn", () => {
    const s = scenario({ people: { kirk: "northfold", spock: "trott", mccoy: "castle-dil", uhura: "wyrwood", sulu: "eastmarch" }, warchest: 0 });
    let r = play(s, { type: "end-actions" }, { type: "beam-supplies" });
    expect(r.state.phase).toBe("expenses"); // 4 < 5: still short
    expect(actions(r.state)[0]).toEqual({ type: "beam-supplies" });
    r = play(r.state, { type: "beam-supplies" });
    expect(r.state.witchcraft).toBe(2);
    expect(r.state.warchest).toBe(3);
    expect(eventsOf(r.events, "expenses")).toEqual([{ type: "expenses", due: 5, paid: 5, rule: "SYN-11.1" }]);
  });

  it("SYN-11.3 letting a space starve: one person of the player's choice there becomes neutral, and the space is not paid", () => {
    const s = scenario({ people: { kirk: "northfold", jink: "trott", "big-tim": "trott" }, warchest: 1 });
    let r = play(s, { type: "end-actions" }, { type: "starve", space: "trott" });
    expect(
      actions(r.state)
        .map((a) => (a.type === "choose-person" ? a.person : a.type))
        .sort(),
    ).toEqual(["big-tim", "jink"]);
    r = play(r.state, { type: "choose-person", person: "jink" });
    expect(person(r.state, "jink")).toMatchObject({ controlled: false, at: "trott", imprisoned: false });
    expect(person(r.state, "big-tim").controlled).toBe(true);
    expect(eventsOf(r.events, "person")).toContainEqual({ type: "person", person: "jink", change: "lost", space: "trott", rule: "SYN-11.3" });
    // Only Northfold was paid.
    expect(eventsOf(r.events, "expenses")).toEqual([{ type: "expenses", due: 1, paid: 1, rule: "SYN-11.1" }]);
    expect(r.state.warchest).toBe(0);
  });

  it("SYN-11.3 a neutral who starved can be recruited again", () => {
    const s = scenario({ people: { jink: "northfold", kirk: "trott" }, warchest: 1 });
    const r = play(s, { type: "end-actions" }, { type: "starve", space: "northfold" });
    expect(person(r.state, "jink").controlled).toBe(false);
    const again = scenario({ people: { kirk: "northfold", jink: { at: "northfold", controlled: false } } });
    expect(actions(again)).toContainEqual({ type: "recruit", recruiter: "kirk", target: "jink" });
  });

  it("SYN-11.3 Enterprise and Archon crew never become neutral: one of them (the player's choice) is injured instead", () => {
    const s = scenario({ people: { kirk: "northfold", mbele: "northfold", jink: "trott" }, warchest: 1 });
    let r = play(s, { type: "end-actions" }, { type: "starve", space: "northfold" });
    expect(actions(r.state)).toEqual([
      { type: "choose-person", person: "kirk" },
      { type: "choose-person", person: "mbele" },
    ]);
    r = play(r.state, { type: "choose-person", person: "mbele" });
    expect(person(r.state, "mbele")).toMatchObject({ injured: true, controlled: true });
    expect(person(r.state, "kirk")).toMatchObject({ injured: false, controlled: true });
    expect(eventsOf(r.events, "person")).toContainEqual({ type: "person", person: "mbele", change: "injured", space: "northfold", rule: "SYN-11.3" });
  });

  it("SYN-11.3 with crew and others in a starving space, one of the others becomes neutral", () => {
    const s = scenario({ people: { kirk: "northfold", jink: "northfold", spock: "trott" }, warchest: 1 });
    const r = play(s, { type: "end-actions" }, { type: "starve", space: "northfold" });
    expect(person(r.state, "jink").controlled).toBe(false);
    expect(person(r.state, "kirk")).toMatchObject({ controlled: true, injured: false });
  });

  it("SYN-11.1 an expenses answer out of turn is refused and changes nothing", () => {
    const s = scenario({ people: { kirk: "northfold" }, warchest: 0 });
    const before = structuredClone(s);
    expect(() => syndrome.apply(s, { type: "beam-supplies" })).toThrow(RuleError);
    expect(() => syndrome.apply(s, { type: "starve", space: "northfold" })).toThrow(RuleError);
    expect(s).toEqual(before);
    const r = play(s, { type: "end-actions" });
    const mid = structuredClone(r.state);
    expect(() => syndrome.apply(r.state, { type: "starve", space: "trott" })).toThrow(RuleError);
    expect(r.state).toEqual(mid);
  });
});
