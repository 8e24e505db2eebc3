import { describe, expect, it } from "vitest";
import { syndrome } from "../src/index";
import { actions, die, eventsOf, person, play, scenario } from "./helpers";

describe("smoke", () => {
  it("SYN-8.6 heals an injured person in a town on a roll of 7 or less", () => {
    const s = scenario({ people: { kirk: { at: "trott", injured: true } } });
    expect(actions(s)).toContainEqual({ type: "heal", patients: ["kirk"], kit: false });
    const { state, events } = play(s, { type: "heal", patients: ["kirk"], kit: false }, die(7));
    expect(person(state, "kirk").injured).toBe(false);
    expect(eventsOf(events, "roll")[0]!.die).toBe(7);
  });
  it("SYN-8.4 a raid rolls on the Raid Table with the leader's raid value", () => {
    const s = scenario({ people: { kirk: "trott", spock: "trott" } });
    const r = play(s, { type: "raid", leader: "kirk" });
    expect(syndrome.next(r.state).kind).toBe("decision"); // phasers
    const r2 = play(r.state, { type: "phasers", use: false }, die(5));
    expect(eventsOf(r2.events, "paragraph").length).toBeGreaterThan(0);
  });
});
