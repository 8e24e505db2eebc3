import { describe, expect, it } from "vitest";
import { RuleError } from "@tt/engine";
import { syndrome, type State, type SyndromeEvent } from "../src/index";
import { die, eventsOf, person, play, scenario } from "./helpers";

const ARCHON = ["mbele", "goren", "vance", "rahn", "okafor"];

/** A King's Men Table face that reads "N" (nothing) in the column a roll's purpose names (the table is reconstructed data). */
function quietFace(purpose: string): number {
  const table = syndrome.rules.tables.kingsMen;
  const column = table.columns.findIndex((c) => purpose.includes(`(${c})`));
  const row = table.rows.find((r) => r.results[column] === "N");
  if (row === undefined) throw new Error(`no quiet result in ${purpose}`);
  return Number(row.label);
}

/** Ends Rebel Actions and answers every King's Men roll with a quiet result until the Fealty roll is due. */
function toFealty(state: State): { state: State; events: SyndromeEvent[] } {
  let r = play(state, { type: "end-actions" });
  const events = [...r.events];
  for (let k = 0; k < 20; k++) {
    const next = syndrome.next(r.state);
    if (next.kind !== "chance" || !next.purpose.startsWith("King's Men")) break;
    r = play(r.state, die(quietFace(next.purpose)));
    events.push(...r.events);
  }
  return { state: r.state, events };
}

/** The Archon crew, free, in a space. */
function archonAt(space: string): Record<string, string> {
  return Object.fromEntries(ARCHON.map((id) => [id, space]));
}

describe("winning (SYN-6.1, SYN-1.2)", () => {
  it("SYN-6.1 an Open Rebellion result with every Archon and Enterprise crewmember free and Witchcraft below 10 wins", () => {
    // Royal Morale 0; Jink (the player's neutral) in Farnosh Bridge: -1. A roll of 1 gives 0: Open Rebellion.
    const s = scenario({ people: { ...archonAt("northfold"), kirk: "northfold", jink: "farnosh-bridge" }, royalMorale: 0, witchcraft: 9 });
    const before = toFealty(s);
    expect(syndrome.next(before.state)).toMatchObject({ kind: "chance", purpose: "Fealty Table in Farnosh Bridge" });
    const r = play(before.state, die(1));
    expect(eventsOf(r.events, "roll")[0]).toMatchObject({ table: "Fealty Table", die: 1, total: 0, result: "Open Rebellion" });
    expect(r.state.result).toEqual({ winner: "player", reason: "victory", turn: 1 });
    expect(syndrome.next(r.state)).toEqual({ kind: "over", result: { winner: "player", reason: "victory", turn: 1 } });
    expect(eventsOf(r.events, "game-over")).toEqual([{ type: "game-over", winner: "player", reason: "victory", turn: 1 }]);
    // Nothing more can be played.
    const frozen = structuredClone(r.state);
    expect(() => syndrome.apply(r.state, { type: "end-actions" })).toThrow(RuleError);
    expect(r.state).toEqual(frozen);
  });

  it("SYN-6.1 no victory while an Archon crewmember is still imprisoned: Open Rebellion counts as Defy", () => {
    const s = scenario({
      people: { ...archonAt("northfold"), mbele: { at: "castle-dil", imprisoned: true, hidden: true }, jink: "farnosh-bridge" },
      royalMorale: 0,
    });
    const r = play(toFealty(s).state, die(1));
    expect(eventsOf(r.events, "fealty")[0]).toMatchObject({ result: "Open Rebellion" });
    expect(r.state.result).toBeNull();
    expect(r.state.royalParty).toEqual({ route: 0, hold: true });
    expect(r.state.turn).toBe(2);
  });

  it("SYN-6.1 no victory while an Enterprise crewmember is imprisoned", () => {
    const s = scenario({ people: { ...archonAt("northfold"), kirk: { at: "trott", imprisoned: true }, jink: "farnosh-bridge" }, royalMorale: 0 });
    const r = play(toFealty(s).state, die(1));
    expect(eventsOf(r.events, "fealty")[0]).toMatchObject({ result: "Open Rebellion" });
    expect(r.state.result).toBeNull();
  });

  it("SYN-1.2 the object: free the Archon crew, then stir a town to rebellion against Eyven", () => {
    // Mbele is held in Farnosh Bridge; the rest of the Archon crew is free. Kirk raids with phasers and frees her.
    const s = scenario({
      people: { ...archonAt("northfold"), mbele: { at: "farnosh-bridge", imprisoned: true, hidden: true }, kirk: "farnosh-bridge", jink: "farnosh-bridge" },
      royalMorale: 0,
    });
    // Kirk's raid value - squad 3 + phasers 5 + the die = 10: the printed paragraph 110, half the raiders
    // (the player picks Kirk) wounded, the prisoners freed. Kirk's raid value is reconstructed: the die makes up the rest.
    const face = 10 - (syndrome.rules.person("kirk").raid - 3 + 5);
    expect(face).toBeGreaterThanOrEqual(1);
    expect(face).toBeLessThanOrEqual(10);
    let raid = play(s, { type: "raid", leader: "kirk" }, { type: "phasers", use: true }, die(face));
    expect(eventsOf(raid.events, "roll")[0]).toMatchObject({ table: "Raid Table", total: 10 });
    expect(eventsOf(raid.events, "paragraph")[0]).toMatchObject({ number: 110 });
    raid = play(raid.state, { type: "choose-person", person: "kirk" });
    expect(person(raid.state, "mbele")).toMatchObject({ controlled: true, imprisoned: false, hidden: false, at: "farnosh-bridge" });
    // Fealty: roll 1 + Royal Morale 0 - Jink 1 = 0: Open Rebellion, and every crewmember is free.
    const win = play(toFealty(raid.state).state, die(1));
    expect(eventsOf(win.events, "roll")[0]).toMatchObject({ table: "Fealty Table", total: 0, result: "Open Rebellion" });
    expect(win.state.result).toMatchObject({ winner: "player", reason: "victory" });
  });
});

describe("losing (SYN-6.2)", () => {
  it("SYN-6.2 the game is lost the moment Witchcraft reaches 10", () => {
    const s = scenario({ witchcraft: 9 });
    const r = play(s, { type: "beam-down", person: "kirk", to: "trott" });
    expect(r.state.witchcraft).toBe(10);
    expect(r.state.result).toEqual({ winner: "king", reason: "witchcraft", turn: 1 });
    expect(syndrome.next(r.state).kind).toBe("over");
    expect(eventsOf(r.events, "game-over")).toEqual([{ type: "game-over", winner: "king", reason: "witchcraft", turn: 1 }]);
    expect(() => syndrome.apply(r.state, { type: "end-actions" })).toThrow(RuleError);
  });

  it("SYN-6.2 Witchcraft reaching 10 by beaming supplies also loses", () => {
    const s = scenario({ people: { kirk: "northfold" }, witchcraft: 9, warchest: 0 });
    const r = play(s, { type: "end-actions" }, { type: "beam-supplies" });
    expect(r.state.result).toMatchObject({ winner: "king", reason: "witchcraft" });
  });

  it("SYN-6.2 the game is lost the moment Klamath Town, the last town, swears fealty", () => {
    const s = scenario({ royalParty: { route: syndrome.rules.route.indexOf("klamath-town") - 1, hold: false }, sworn: ["farnosh-bridge", "randisfarne", "port-ferkin", "winklesea", "trott"] });
    const atFealty = play(s, { type: "end-actions" });
    expect(syndrome.next(atFealty.state)).toMatchObject({ kind: "chance", purpose: "Fealty Table in Klamath Town" });
    const r = play(atFealty.state, die(1)); // 1 + Royal Morale 10 = 11: Swear Fealty
    expect(eventsOf(r.events, "fealty")[0]).toMatchObject({ town: "klamath-town", result: "Swear Fealty" });
    expect(r.state.result).toEqual({ winner: "king", reason: "fealty", turn: 1 });
    expect(r.state.sworn).toContain("klamath-town");
  });

  it("SYN-6.2 an earlier town swearing fealty does not end the game", () => {
    const s = scenario({ royalParty: { route: syndrome.rules.route.indexOf("trott") - 1, hold: false }, sworn: ["farnosh-bridge", "randisfarne", "port-ferkin", "winklesea"] });
    const r = play(s, { type: "end-actions" }, die(5));
    expect(eventsOf(r.events, "fealty")[0]).toMatchObject({ town: "trott", result: "Swear Fealty" });
    expect(r.state.result).toBeNull();
    expect(r.state.turn).toBe(2);
  });

  it("SYN-6.2 Klamath Town defying does not end the game", () => {
    const s = scenario({ royalParty: { route: syndrome.rules.route.indexOf("klamath-town") - 1, hold: false }, royalMorale: 0 });
    const r = play(s, { type: "end-actions" }, die(3));
    expect(eventsOf(r.events, "fealty")[0]).toMatchObject({ town: "klamath-town", result: "Defy" });
    expect(r.state.result).toBeNull();
  });
});
