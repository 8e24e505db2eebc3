import { describe, expect, it } from "vitest";
import { syndrome, type State, type SyndromeEvent } from "../src/index";
import { actions, die, eventsOf, person, play, scenario, type ScenarioOptions } from "./helpers";

const rules = syndrome.rules;
const route = rules.route;

/** A state whose turn is only Rebel Actions, then the Royal Party, then the end of the turn. */
function partyTurn(options: ScenarioOptions = {}): State {
  return scenario({ ...options, queue: [{ kind: "actions" }, { kind: "royal-party" }, { kind: "end-turn" }] });
}

/** Ends Rebel Actions: the Royal Party moves (and waits at the Fealty Table roll when it enters a town). */
function moveParty(s: State) {
  return play(s, { type: "end-actions" });
}

const fealtyRoll = (events: readonly SyndromeEvent[]) => eventsOf(events, "roll").filter((e) => e.table === "Fealty Table");

describe("SYN-13.1 the Royal Party's route", () => {
  it("SYN-13.1 on the first turn the Royal Party moves from the palace to Farnosh Bridge, and the town rolls for fealty", () => {
    const r = moveParty(partyTurn());
    expect(eventsOf(r.events, "royal-party")).toEqual([{ type: "royal-party", from: "royal-palace", to: "farnosh-bridge", rule: "SYN-13.1" }]);
    expect(r.state.royalParty).toEqual({ route: 0, hold: false });
    expect(r.state.queue[0]).toMatchObject({ kind: "roll", roll: { table: "fealty", space: "farnosh-bridge" } });
    expect(syndrome.view(r.state, "player").royalParty.space).toBe("farnosh-bridge");
  });

  it("SYN-13.1 then one space a turn along the road, counterclockwise, rolling in each town, until Klamath Town swears last", () => {
    let s = scenario({});
    const visited: string[] = [];
    const towns: string[] = [];
    for (let turn = 0; turn < 40 && s.result === null; turn++) {
      const before = s.turn;
      let r = play(s, { type: "end-actions" });
      visited.push(...eventsOf(r.events, "royal-party").map((e) => e.to));
      if (syndrome.next(r.state).kind === "chance") {
        const town = (r.state.queue[0] as { roll: { space: string } }).roll.space;
        towns.push(town);
        r = play(r.state, die(1)); // 1 + Royal Morale 10: Swear Fealty
      }
      s = r.state;
      if (s.result === null) expect(s.turn).toBe(before + 1);
    }
    expect(visited).toEqual(route);
    expect(towns).toEqual(route.filter((id) => rules.space(id).type === "town"));
    expect(towns.at(-1)).toBe("klamath-town");
    expect(route.slice(0, 4)).toEqual(["farnosh-bridge", "old-bridge", "randis-road", "randisfarne"]);
    expect(s.result).toMatchObject({ winner: "king", reason: "fealty" });
  });

  it("SYN-13.1 on a road, bridge or ford space the Party just moves on: no Fealty roll", () => {
    const r = moveParty(partyTurn({ royalParty: { route: 0, hold: false }, sworn: ["farnosh-bridge"] }));
    expect(eventsOf(r.events, "royal-party").map((e) => e.to)).toEqual(["old-bridge"]);
    expect(fealtyRoll(r.events)).toHaveLength(0);
    expect(r.state.turn).toBe(2);
  });
});

describe("SYN-13.2 fealty on entering a town", () => {
  it("SYN-13.2 on any result but Swear Fealty the Party stays, rolls again at the end of the next turn, and moves on only after the town swears", () => {
    // Royal Morale 0: 1-4 Defy
    let r = moveParty(partyTurn({ royalMorale: 3 }));
    r = play(r.state, die(1)); // 1 + 3 = 4: Defy
    expect(eventsOf(r.events, "fealty")).toEqual([{ type: "fealty", town: "farnosh-bridge", result: "Defy", rule: "SYN-T.FEALTY" }]);
    expect(r.state.royalParty).toEqual({ route: 0, hold: true });
    // next turn: no move, a new roll for Farnosh Bridge
    const held = partyTurn({ royalMorale: 2, royalParty: r.state.royalParty, turn: 2 });
    let r2 = moveParty(held);
    expect(eventsOf(r2.events, "royal-party")).toHaveLength(0);
    expect(r2.state.queue[0]).toMatchObject({ kind: "roll", roll: { table: "fealty", space: "farnosh-bridge" } });
    r2 = play(r2.state, die(10)); // 10 + 2: Swear Fealty
    expect(r2.state.royalParty).toEqual({ route: 0, hold: false });
    expect(r2.state.sworn).toEqual(["farnosh-bridge"]);
    // the turn after, it moves on
    const r3 = moveParty(partyTurn({ royalMorale: 2, royalParty: r2.state.royalParty, sworn: r2.state.sworn, turn: 3 }));
    expect(eventsOf(r3.events, "royal-party").map((e) => e.to)).toEqual(["old-bridge"]);
  });

  it("SYN-13.2 a Delay holds the Party too", () => {
    let r = moveParty(partyTurn({ royalMorale: 2 }));
    r = play(r.state, die(5)); // 7: Delay
    expect(eventsOf(r.events, "fealty")[0]!.result).toBe("Delay");
    expect(r.state.royalParty.hold).toBe(true);
  });
});

describe("SYN-T.FEALTY the Fealty Table", () => {
  it("SYN-T.FEALTY adds Royal Morale and -1 per neutral, Royalist or Cleric the player controls in the town (not prisoners, injured or in sanctuary)", () => {
    const s = partyTurn({
      royalMorale: 6,
      people: {
        "narek-ok": "farnosh-bridge",
        padron: { at: "farnosh-bridge", controlled: true },
        norje: { at: "farnosh-bridge", controlled: true },
        kirk: "farnosh-bridge",
        "big-tim": { at: "farnosh-bridge", injured: true },
        jink: { at: "farnosh-bridge", sanctuary: -1 },
        maura: { at: "farnosh-bridge", imprisoned: true, controlled: true },
      },
    });
    const r = moveParty(s);
    const task = r.state.queue[0] as { roll: { modifiers: { label: string; value: number; rule?: string }[] } };
    expect(task.roll.modifiers).toEqual([
      { label: "Royal Morale 6", value: 6, rule: "SYN-T.FEALTY" },
      { label: "3 of your neutrals, Royalists or Clerics in the town", value: -3, rule: "SYN-T.FEALTY" },
    ]);
    const rolled = play(r.state, die(1)); // 1 + 6 - 3 = 4: Defy
    expect(fealtyRoll(rolled.events)[0]).toMatchObject({ die: 1, total: 4, result: "Defy", rule: "SYN-T.FEALTY" });
  });

  it("SYN-T.FEALTY Open Rebellion wins the game when every crewmember is free", () => {
    const s = partyTurn({ royalMorale: 1, people: { "narek-ok": "farnosh-bridge", jink: "farnosh-bridge" } });
    const r = play(moveParty(s).state, die(1)); // 1 + 1 - 2 = 0
    expect(eventsOf(r.events, "fealty")[0]!.result).toBe("Open Rebellion");
    expect(r.state.result).toMatchObject({ winner: "player", reason: "victory" });
  });

  it("SYN-T.FEALTY Open Rebellion with an Archon crewmember still imprisoned counts as Defy", () => {
    const s = partyTurn({ royalMorale: 1, people: { "narek-ok": "farnosh-bridge", jink: "farnosh-bridge", vance: { at: "trott", imprisoned: true } } });
    const r = play(moveParty(s).state, die(1));
    expect(eventsOf(r.events, "fealty")[0]!.result).toBe("Open Rebellion");
    expect(r.state.result).toBeNull();
    expect(r.state.royalParty.hold).toBe(true);
    expect(r.state.royalMorale).toBe(0);
  });

  it("SYN-T.FEALTY Defy: the Party may not move next turn and Royal Morale drops by one", () => {
    const d = play(moveParty(partyTurn({ royalMorale: 3 })).state, die(1)); // 4: Defy
    expect(eventsOf(d.events, "fealty")[0]!.result).toBe("Defy");
    expect(d.state.royalParty.hold).toBe(true);
    expect(eventsOf(d.events, "track")).toEqual([expect.objectContaining({ track: "royalMorale", from: 3, to: 2, rule: "SYN-T.FEALTY" })]);
  });

  it("SYN-T.FEALTY Delay: the Party may not move next turn and one of the player's people in the town (chosen) is imprisoned", () => {
    const s = partyTurn({ royalMorale: 3, people: { sulu: "farnosh-bridge", chekov: "farnosh-bridge", "farnosh-bridge-squad": "dil-road" } });
    let r = play(moveParty(s).state, die(3)); // 6: Delay
    expect(eventsOf(r.events, "fealty")[0]!.result).toBe("Delay");
    expect(r.state.royalParty.hold).toBe(true);
    expect(actions(r.state)).toEqual([
      { type: "choose-person", person: "sulu" },
      { type: "choose-person", person: "chekov" },
    ]);
    r = play(r.state, { type: "choose-person", person: "sulu" });
    expect(person(r.state, "sulu")).toMatchObject({ imprisoned: true, at: "farnosh-bridge" });
    expect(person(r.state, "chekov").imprisoned).toBe(false);
    expect(r.state.royalMorale).toBe(3);
  });

  it("SYN-T.FEALTY Swear Fealty: the town is sworn, its mayor removed unless recruited, and the Party moves on next turn", () => {
    const r = play(moveParty(partyTurn({ royalMorale: 10 })).state, die(1));
    expect(eventsOf(r.events, "fealty")[0]!.result).toBe("Swear Fealty");
    expect(r.state.sworn).toEqual(["farnosh-bridge"]);
    expect(person(r.state, "padron").at).toBe("out");
    expect(eventsOf(r.events, "person")).toContainEqual(expect.objectContaining({ person: "padron", change: "removed", rule: "SYN-T.FEALTY" }));
    expect(r.state.royalParty.hold).toBe(false);
    // a recruited mayor stays
    const kept = play(moveParty(partyTurn({ royalMorale: 10, people: { padron: { at: "farnosh-bridge", controlled: true } } })).state, die(10));
    expect(person(kept.state, "padron")).toMatchObject({ at: "farnosh-bridge", controlled: true });
  });
});

describe("the openRebellion option (SYN-6.1 read as a standing condition)", () => {
  it('SYN-6.1 with openRebellion "lasting", a town that rose in rebellion wins the game when the last crewmember is freed', async () => {
    const { syndrome } = await import("../src/index");
    const { scenario, play, die, eventsOf } = await import("./helpers");
    const base = scenario({
      people: { kirk: "trott", sulu: "trott", mbele: { at: "trott", imprisoned: true, controlled: false }, "jaster-moran": "randisfarne" },
      royalMorale: 0,
      royalParty: { route: syndrome.rules.route.indexOf("randisfarne") - 1, hold: false },
      queue: [{ kind: "actions" }, { kind: "royal-party" }, { kind: "end-turn" }],
    });
    const lasting = { ...base, rules: { ...base.rules, openRebellion: "lasting" as const } };
    // Randisfarne rolls 1 - 1 (Jaster) = 0: Open Rebellion, but Mbele is still a prisoner.
    const rose = play(lasting, { type: "end-actions" }, die(1));
    expect(rose.state.result).toBeNull();
    expect(rose.state.rebellion).toEqual(["randisfarne"]);
    // The strict reading keeps nothing.
    expect(play(base, { type: "end-actions" }, die(1)).state.rebellion).toEqual([]);
    // Kirk and Sulu free Mbele at Trott: the game is won at once.
    const next = play(rose.state, { type: "raid", leader: "sulu" }, { type: "phasers", use: true }, die(10));
    expect(next.state.result).toMatchObject({ winner: "player", reason: "victory" });
    expect(eventsOf(next.events, "game-over")).toHaveLength(1);
  });
});
