import { describe, expect, it } from "vitest";
import { syndrome, type Action, type Outcome, type State, type SyndromeEvent } from "../src/index";
import { die, eventsOf, person, play, scenario } from "./helpers";

const rules = syndrome.rules;
const counters = rules.counters;
const kindOf = (id: string) => rules.person(id).kind;
const spacesOfType = (type: string) => rules.spaces.filter((s) => s.type === type).map((s) => s.id);

/** Spaces the test places the 8 free neutrals on (the player's choices, SYN-3.3). */
const NEUTRAL_SPACES = ["kingswood", "dil-road", "northfold", "eastmarch", "greenwood-heart", "roche-moor", "saltings", "old-bridge"];

/**
 * Drives a fresh game through setup: every draw takes the first listed outcome, every free
 * neutral goes to the next of {@link NEUTRAL_SPACES}. Returns the state at turn 1 and every event.
 */
function runSetup(): { state: State; events: SyndromeEvent[]; purposes: string[]; decisions: string[] } {
  let state = syndrome.setup(syndrome.parseOptions({}));
  const events: SyndromeEvent[] = [];
  const purposes: string[] = [];
  const decisions: string[] = [];
  let placed = 0;
  for (let guard = 0; guard < 200 && state.phase === "setup"; guard++) {
    const next = syndrome.next(state);
    let input: Action | Outcome;
    if (next.kind === "chance") {
      purposes.push(next.purpose);
      input = next.outcomes[0]!.outcome;
    } else if (next.kind === "decision") {
      decisions.push(next.prompt);
      input = { type: "place-neutral", space: NEUTRAL_SPACES[placed++]! };
    } else throw new Error("game over during setup");
    const r = syndrome.apply(state, input);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events, purposes, decisions };
}

describe("setup (section 3)", () => {
  const { state, events, purposes, decisions } = runSetup();

  it("SYN-3.1 starts the tracks at Witchcraft 0, Rebel Warchest 4, Royal Morale 10", () => {
    const fresh = syndrome.setup(syndrome.parseOptions({}));
    expect([fresh.witchcraft, fresh.warchest, fresh.royalMorale]).toEqual([0, 4, 10]);
    expect([state.witchcraft, state.warchest, state.royalMorale]).toEqual([0, 4, 10]);
    const view = syndrome.view(state, "player");
    expect([view.witchcraft, view.warchest, view.royalMorale]).toEqual([0, 4, 10]);
  });

  it("SYN-3.2 draws 8 neutrals into the cup blind, adds the Archon crew, and imprisons 13: one per town and castle, two in the palace", () => {
    // First the cup: eight blind draws among all 23 neutrals.
    const first = syndrome.next(syndrome.setup(syndrome.parseOptions({})));
    expect(first.kind).toBe("chance");
    if (first.kind !== "chance") return;
    expect(first.outcomes).toHaveLength(counters.filter((c) => c.kind === "neutral").length);
    expect(first.outcomes.every((o) => o.outcome.type === "draw" && kindOf((o.outcome as { person: string }).person) === "neutral")).toBe(true);
    expect(eventsOf(events, "cup-filled")[0]).toMatchObject({ count: 8, purpose: "prisoners" });
    // 13 prisoner draws follow, each from the cup (8 neutrals + 5 Archon).
    expect(purposes.filter((p) => p.startsWith("Draw a prisoner"))).toHaveLength(13);

    const prisoners = state.people.map((p, i) => ({ p, c: counters[i]! })).filter(({ p }) => p.imprisoned);
    expect(prisoners).toHaveLength(13);
    expect(prisoners.filter(({ c }) => c.kind === "archon")).toHaveLength(counters.filter((c) => c.kind === "archon").length);
    expect(prisoners.filter(({ c }) => c.kind === "neutral")).toHaveLength(8);
    expect(prisoners.every(({ p }) => p.hidden && !p.controlled)).toBe(true);
    for (const space of [...spacesOfType("town"), ...spacesOfType("castle")])
      expect(
        prisoners.filter(({ p }) => p.at === space),
        space,
      ).toHaveLength(1);
    expect(prisoners.filter(({ p }) => p.at === rules.palace)).toHaveLength(2);
    expect(spacesOfType("town")).toHaveLength(6);
    expect(spacesOfType("castle")).toHaveLength(5);
    expect(state.cup).toEqual([]);
  });

  it("SYN-3.2 lets the player see a prisoner's colour but never who it is", () => {
    const placedEvents = eventsOf(events, "prisoner-placed");
    expect(placedEvents).toHaveLength(13);
    expect(placedEvents.every((e) => e.person === null)).toBe(true);
    const view = syndrome.view(state, "player");
    expect(view.hiddenPrisoners).toHaveLength(13);
    const colours = view.hiddenPrisoners.map((h) => h.colour);
    expect(colours.filter((c) => c === "dark blue")).toHaveLength(5); // Archon crew
    expect(colours.filter((c) => c === "yellow")).toHaveLength(8); // neutrals
    // No hidden prisoner's id or name appears anywhere in the view.
    const json = JSON.stringify(view);
    state.people.forEach((p, i) => {
      if (!p.hidden) return;
      expect(json).not.toContain(`"${counters[i]!.id}"`);
      expect(json).not.toContain(counters[i]!.name);
    });
    // The view of the state mid-setup hides the cup's contents too.
    const mid = syndrome.setup(syndrome.parseOptions({}));
    const drawn = syndrome.apply(mid, { type: "draw", person: "jink" }).state;
    const midView = syndrome.view(drawn, "player");
    expect(midView.cup).toBe(1);
    expect(JSON.stringify(midView)).not.toContain('"jink"');
  });

  it("SYN-3.3 places 8 more blind-drawn neutrals, one per space the player chooses; the rest are out of play", () => {
    expect(eventsOf(events, "cup-filled")[1]).toMatchObject({ count: 8, purpose: "free neutrals" });
    expect(decisions).toHaveLength(8);
    const placedEvents = eventsOf(events, "neutral-placed");
    expect(placedEvents.map((e) => e.space)).toEqual(NEUTRAL_SPACES);
    const free = state.people.map((p, i) => ({ p, c: counters[i]! })).filter(({ p, c }) => c.kind === "neutral" && !p.imprisoned && p.at !== "out");
    expect(free).toHaveLength(8);
    expect(new Set(free.map(({ p }) => p.at)).size).toBe(8);
    expect(free.every(({ p }) => !p.controlled)).toBe(true);
    const out = state.people.filter((p, i) => counters[i]!.kind === "neutral" && p.at === "out");
    expect(out).toHaveLength(23 - 8 - 8);
  });

  it("SYN-3.3 offers only spaces without a placed neutral (one per space)", () => {
    let s = syndrome.setup(syndrome.parseOptions({}));
    while (syndrome.next(s).kind === "chance") {
      const n = syndrome.next(s);
      if (n.kind !== "chance") break;
      s = syndrome.apply(s, n.outcomes[0]!.outcome).state;
    }
    const first = syndrome.next(s);
    expect(first.kind).toBe("decision");
    if (first.kind !== "decision") return;
    expect(first.actions).toContainEqual({ type: "place-neutral", space: "kingswood" });
    expect(first.actions.some((a) => a.type === "place-neutral" && rules.space(a.space).water)).toBe(false);
    s = syndrome.apply(s, { type: "place-neutral", space: "kingswood" }).state;
    const draw = syndrome.next(s);
    expect(draw.kind).toBe("chance");
    if (draw.kind !== "chance") return;
    expect(draw.outcomes).toHaveLength(8);
    s = syndrome.apply(s, draw.outcomes[0]!.outcome).state;
    const second = syndrome.next(s);
    if (second.kind !== "decision") throw new Error("expected the next placement");
    expect(second.actions).not.toContainEqual({ type: "place-neutral", space: "kingswood" });
    const before = structuredClone(s);
    expect(() => syndrome.apply(s, { type: "place-neutral", space: "kingswood" })).toThrow(/legal/);
    expect(s).toEqual(before);
  });

  it("SYN-3.4 places each Royalist and Cleric in the space printed with his name", () => {
    for (const c of counters) {
      if (c.kind !== "royalist" && c.kind !== "cleric") continue;
      const p = state.people[c.index]!;
      expect(p.at, c.id).toBe(c.home);
      expect(p.controlled).toBe(false);
    }
    expect(person(state, "norje").at).toBe("klamath-cathedral");
    expect(person(state, "tomas").at).toBe("farne-cathedral");
    expect(person(state, "fernan").at).toBe("randisfarne");
  });

  it("SYN-3.5 puts one King's Men squad in each town and one in the Royal Palace", () => {
    const squads = state.people.map((p, i) => ({ p, c: counters[i]! })).filter(({ c }) => c.kind === "squad");
    expect(squads).toHaveLength(7);
    for (const town of spacesOfType("town"))
      expect(
        squads.filter(({ p }) => p.at === town),
        town,
      ).toHaveLength(1);
    expect(squads.filter(({ p }) => p.at === rules.palace)).toHaveLength(1);
    expect(squads.every(({ p }) => !p.controlled)).toBe(true);
  });

  it("SYN-3.6 puts the Royal Party in the palace, the Royal Orders on Patrol and the Enterprise crew in the Enterprise box", () => {
    const view = syndrome.view(state, "player");
    expect(view.royalParty).toEqual({ space: "royal-palace", hold: false });
    expect(state.royalOrders).toBe("Patrol");
    for (const c of counters.filter((c) => c.kind === "enterprise")) {
      expect(state.people[c.index]).toMatchObject({ at: "enterprise", controlled: true, imprisoned: false });
    }
    expect(counters.filter((c) => c.kind === "enterprise").map((c) => c.id)).toEqual(expect.arrayContaining(["kirk", "spock", "mccoy"]));
    // Setup ends at the start of turn 1, Rebel Actions.
    expect(state.turn).toBe(1);
    expect(state.phase).toBe("actions");
    expect(eventsOf(events, "turn")).toEqual([{ type: "turn", turn: 1 }]);
  });

  it("SYN-7.1 the player controls only the Enterprise crew at the start", () => {
    const controlled = state.people.map((p, i) => ({ p, c: counters[i]! })).filter(({ p }) => p.controlled);
    expect(controlled.map(({ c }) => c.kind)).toEqual(Array(7).fill("enterprise"));
  });

  it("SYN-2.3 a hidden prisoner shows its counter type's colour (neutral yellow, Archon dark blue)", () => {
    const view = syndrome.view(state, "player");
    const bySpace = new Map<string, string[]>();
    for (const h of view.hiddenPrisoners) bySpace.set(h.space, [...(bySpace.get(h.space) ?? []), h.colour]);
    state.people.forEach((p, i) => {
      if (!p.hidden) return;
      const colour = counters[i]!.kind === "archon" ? "dark blue" : "yellow";
      expect(bySpace.get(p.at)).toContain(colour);
    });
  });

  it("SYN-3.2 a setup is a sequence of blind draws: a draw not in the cup is refused and changes nothing", () => {
    let s = syndrome.setup(syndrome.parseOptions({}));
    s = syndrome.apply(s, { type: "draw", person: "jink" }).state;
    const before = structuredClone(s);
    expect(() => syndrome.apply(s, { type: "draw", person: "jink" })).toThrow(); // already in the cup
    expect(() => syndrome.apply(s, { type: "draw", person: "kirk" })).toThrow(); // not a neutral
    expect(() => syndrome.apply(s, die(3))).toThrow(); // a die, not a draw
    expect(s).toEqual(before);
  });
});

describe("the turn (SYN-5)", () => {
  it("SYN-5 runs Rebel Actions, Rebel Expenses, King's Men Actions, then Royal Party Movement & Fealty", () => {
    // Nobody on the map: no expenses due and no squad within reach, so the phases run straight through.
    const s = scenario({ warchest: 4 });
    const r = play(s, { type: "end-actions" });
    const phases = eventsOf(r.events, "phase").map((e) => e.phase);
    expect(phases).toEqual(["Rebel Expenses", "King's Men Actions", "Royal Party Movement & Fealty"]);
    // Expenses were paid before the Royal Party moved.
    const kinds = r.events.map((e) => e.type);
    expect(kinds.indexOf("expenses")).toBeLessThan(kinds.indexOf("royal-party"));
    // The Royal Party entered Farnosh Bridge: the Fealty roll is next; after it, turn 2 starts with Rebel Actions.
    const next = syndrome.next(r.state);
    expect(next.kind).toBe("chance");
    const r2 = play(r.state, die(10));
    expect(eventsOf(r2.events, "turn")).toEqual([{ type: "turn", turn: 2 }]);
    expect(eventsOf(r2.events, "phase").map((e) => e.phase)).toEqual(["Rebel Actions"]);
    expect(r2.state.phase).toBe("actions");
    expect(r2.state.turn).toBe(2);
  });

  it("SYN-5 lets every person act again in a new turn", () => {
    const s = scenario({ people: { kirk: "wyrwood" } });
    const moved = play(s, { type: "move", person: "kirk", to: "castle-dil" }).state;
    expect(person(moved, "kirk").spent).toBe(true);
    // Expenses paid; squads within 3 spaces roll (a Patrol result of nothing); the Fealty roll: 10.
    const km = rules.tables.kingsMen;
    const quiet = Number(km.rows.find((r) => r.results[km.columns.indexOf("Patrol")] === "N")!.label);
    let turn2 = play(moved, { type: "end-actions" }).state;
    for (let k = 0; k < 10 && turn2.turn === 1; k++) {
      const n = syndrome.next(turn2);
      if (n.kind !== "chance") break;
      turn2 = play(turn2, die(n.purpose.startsWith("King's Men") ? quiet : 10)).state;
    }
    expect(turn2.turn).toBe(2);
    expect(person(turn2, "kirk").spent).toBe(false);
  });
});
