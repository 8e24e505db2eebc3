import { randomPolicy, seededChance, type AnyPolicy, type Decision } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { syndrome, type Action, type Outcome, type State, type SyndromeEvent } from "../src/index";

// SYN-3.2: prisoners drawn blind at setup are hidden: the player's view shows only their space
// and colour, until they are freed (or otherwise revealed).

const rules = syndrome.rules;
const ids = rules.counters.map((c) => c.id);
const hiddenIds = (s: State) => s.people.flatMap((p, i) => (p.hidden ? [ids[i]!] : []));

/** Whether the view names `id` anywhere. */
function names(s: State, id: string): boolean {
  const view = syndrome.view(s, "player");
  const json = JSON.stringify(view);
  return view.people.some((p) => p.id === id) || json.includes(`"id":"${id}"`) || json.includes(`"person":"${id}"`);
}

/** One step of a seeded random game. */
function step(s: State, chance: ReturnType<typeof seededChance>, policy: AnyPolicy): { state: State; events: SyndromeEvent[] } {
  const next = syndrome.next(s);
  if (next.kind === "over") throw new Error("over");
  const input: Action | Outcome = next.kind === "chance" ? chance.pick(next) : policy(next as Decision<Action>, s);
  return syndrome.apply(s, input);
}

/** A real setup through its chance steps (and the placement decisions), up to the first Rebel Actions. */
function setUp(seed: number): { state: State; events: SyndromeEvent[] } {
  const chance = seededChance(seed);
  const policy = randomPolicy(seed);
  let state = syndrome.setup(syndrome.parseOptions({}));
  const events: SyndromeEvent[] = [];
  while (state.phase === "setup") {
    const r = step(state, chance, policy);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe("the player's view", () => {
  it("SYN-3.2 after a real setup, hidden prisoners show only their space and colour", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { state, events } = setUp(seed);
      expect(state.phase).toBe("actions");
      const hidden = hiddenIds(state);
      expect(hidden.length).toBeGreaterThan(0);
      const view = syndrome.view(state, "player");
      expect(view.hiddenPrisoners).toHaveLength(hidden.length);
      for (const h of view.hiddenPrisoners) {
        expect(Object.keys(h).sort()).toEqual(["colour", "space"]);
        expect([...rules.prisons, rules.palace]).toContain(h.space);
      }
      expect(view.hiddenPrisoners.map((h) => h.space).sort()).toEqual(
        state.people
          .filter((p) => p.hidden)
          .map((p) => p.at)
          .sort(),
      );
      for (const id of hidden) expect(names(state, id), id).toBe(false);
      // Everyone else in play is listed, with where they are.
      const visible = state.people.flatMap((p, i) => (!p.hidden && p.at !== "out" ? [ids[i]] : []));
      expect(view.people.map((p) => p.id).sort()).toEqual(visible.sort());
      // The setup's own events do not give the hidden prisoners away either.
      const placed = events.filter((e) => e.type === "prisoner-placed");
      expect(placed).toHaveLength(hidden.length);
      for (const e of placed) expect(e.person).toBeNull();
      // The view is a copy: changing it does not change the state.
      view.sworn.push("trott");
      expect(state.sworn).not.toContain("trott");
    }
  });

  it("paragraphs 30-44 a freed prisoner becomes visible, where he stands", () => {
    // A real setup in which a lord or mayor who frees his prisoners has a hidden prisoner at
    // home; we hand him to the rebels there (as a recruitment would) and let him free them.
    let tried = 0;
    for (let seed = 1; seed < 200; seed++) {
      const { state } = setUp(seed);
      for (const c of rules.counters) {
        if (c.home === null || state.people[c.index]!.hidden) continue;
        const prisoners = state.people.flatMap((p, i) => (p.hidden && p.at === c.home ? [i] : []));
        if (prisoners.length === 0) continue;
        const people = state.people.slice();
        people[c.index] = { ...people[c.index]!, at: c.home, controlled: true, imprisoned: false, spent: false };
        const ready: State = { ...state, people };
        const next = syndrome.next(ready);
        const free = next.kind === "decision" ? next.actions.find((a) => a.type === "free-prisoners" && a.person === c.id) : undefined;
        if (free === undefined) continue;
        tried++;
        for (const i of prisoners) expect(names(ready, ids[i]!)).toBe(false);
        const before = syndrome.view(ready, "player").hiddenPrisoners.length;
        const after = syndrome.apply(ready, free).state;
        const view = syndrome.view(after, "player");
        for (const i of prisoners) {
          expect(after.people[i]!.hidden).toBe(false);
          expect(after.people[i]!.imprisoned).toBe(false);
          expect(view.people.find((p) => p.id === ids[i])).toMatchObject({ id: ids[i], at: c.home, imprisoned: false, hidden: false });
        }
        expect(view.hiddenPrisoners).toHaveLength(before - prisoners.length);
        if (tried >= 3) return;
      }
    }
    expect(tried).toBeGreaterThan(0);
  });

  it("in random games, a hidden prisoner is never named, and one revealed is named from then on", () => {
    // Random play rarely frees anyone (the freeing itself is the test above), so this one
    // does not insist on a reveal: it checks every state of a few whole games.
    let revealed = 0;
    for (const seed of [1, 2, 3, 42]) {
      const chance = seededChance(seed);
      const policy = randomPolicy(seed);
      let state = syndrome.setup(syndrome.parseOptions({}));
      while (syndrome.next(state).kind !== "over") {
        const was = new Set(hiddenIds(state));
        state = step(state, chance, policy).state;
        for (const id of hiddenIds(state)) expect(names(state, id), id).toBe(false);
        for (const id of was) {
          if (state.people[rules.person(id).index]!.hidden) continue;
          revealed++;
          const p = state.people[rules.person(id).index]!;
          if (p.at !== "out") expect(names(state, id), id).toBe(true);
        }
      }
    }
    expect(revealed).toBeGreaterThanOrEqual(0);
  });
});
