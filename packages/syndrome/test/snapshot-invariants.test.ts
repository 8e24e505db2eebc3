import { randomPolicy, seededChance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { ENTERPRISE, OUT_OF_PLAY, SyndromeError, invariantProblems, syndrome, type State } from "../src/index";

// What parseState checks of a snapshot beyond its schema (issue #17): the invariants every
// reachable state keeps (invariantProblems, which the conformance test checks after every step
// too), and a depth limit. Each impossible snapshot is refused with its JSON path.

/** A state in the Rebel Actions of turn 3 of a seeded game, as plain JSON. */
function midGame(): State {
  const chance = seededChance(4);
  const policy = randomPolicy(4);
  let state = syndrome.setup(syndrome.parseOptions({}));
  for (;;) {
    const next = syndrome.next(state);
    if (next.kind === "decision" && state.turn >= 3 && state.queue[0]?.kind === "actions") return JSON.parse(JSON.stringify(state)) as State;
    if (next.kind === "over") throw new Error("the game ended before turn 3");
    state = syndrome.apply(state, next.kind === "chance" ? chance.pick(next) : policy(next)).state;
  }
}

function refused(mutate: (s: State) => void): SyndromeError {
  const s = midGame();
  mutate(s);
  try {
    syndrome.parseState(s);
  } catch (error) {
    expect(error).toBeInstanceOf(SyndromeError);
    expect((error as SyndromeError).code).toBe("syndrome/invalid-snapshot");
    return error as SyndromeError;
  }
  throw new Error("the snapshot was accepted");
}

const index = (id: string) => syndrome.rules.person(id).index;
const squad = syndrome.rules.counters.find((c) => c.kind === "squad")!.index;

describe("snapshots and what they must hold", () => {
  it("a mid-game snapshot keeps every invariant and reads back unchanged", () => {
    const s = midGame();
    expect(invariantProblems(syndrome.rules, s)).toEqual([]);
    expect(syndrome.parseState(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it("SYN-6.2 Witchcraft 10 or more without a result is refused", () => {
    const e = refused((s) => (s.witchcraft = 12));
    expect(e.path).toBe("witchcraft");
    expect(e.message).toMatch(/Witchcraft 12 has ended the game \(SYN-6\.2\), but the state has no result/);
  });

  it("SYN-9.2 a King's Men squad aboard the Enterprise is refused", () => {
    expect(refused((s) => (s.people[squad]!.at = ENTERPRISE)).path).toBe(`people[${squad}].at`);
  });

  it("SYN-9.2 a prisoner aboard the Enterprise, a prisoner on a road, a prisoner out of play are refused", () => {
    const kirk = index("kirk");
    expect(refused((s) => Object.assign(s.people[kirk]!, { at: ENTERPRISE, imprisoned: true })).path).toBe(`people[${kirk}].at`);
    expect(refused((s) => Object.assign(s.people[kirk]!, { at: "dil-road", imprisoned: true })).message).toMatch(/a prisoner must be in a town, a castle or the palace/);
    const neutral = syndrome.rules.counters.find((c) => c.kind === "neutral")!.index;
    expect(refused((s) => Object.assign(s.people[neutral]!, { at: OUT_OF_PLAY, imprisoned: true })).path).toBe(`people[${neutral}].at`);
  });

  it("SYN-7.1 an unknown space is refused with the value quoted and cut short", () => {
    const e = refused((s) => (s.people[0]!.at = "x".repeat(1_000_000)));
    expect(e.path).toBe("people[0].at");
    expect(e.message.length).toBeLessThan(120);
    expect(e.message).toContain("…");
  });

  it("the Enterprise crew are always the player's", () => {
    expect(refused((s) => (s.people[index("spock")]!.controlled = false)).path).toBe(`people[${index("spock")}].controlled`);
  });

  it("SYN-P.303 a sanctuary ending more than three turns ahead is refused", () => {
    expect(refused((s) => (s.people[index("kirk")]!.sanctuary = s.turn + 50)).path).toBe(`people[${index("kirk")}].sanctuary`);
  });

  it("a result without the phase over, a phase over without a result, a win for the wrong side, setup after turn 0", () => {
    expect(refused((s) => (s.result = { winner: "king", reason: "fealty", turn: s.turn })).path).toBe("phase");
    expect(refused((s) => (s.phase = "over")).path).toBe("phase");
    expect(refused((s) => Object.assign(s, { phase: "over", result: { winner: "player", reason: "fealty", turn: s.turn } })).path).toBe("result.winner");
    expect(refused((s) => (s.phase = "setup")).path).toBe("turn");
  });

  it("a town sworn twice, a counter in the cup that is on the map", () => {
    expect(refused((s) => (s.sworn = ["trott", "trott"])).path).toBe("sworn[1]");
    expect(refused((s) => (s.cup = ["kirk"])).path).toBe("cup[0]");
  });

  it("SYN-3.2 a prisoner drawn into a space that is not a prison is refused", () => {
    expect(refused((s) => (s.queue = [{ kind: "draw-prisoner", slots: ["dil-road"] }])).path).toBe("queue[0].slots[0]");
  });

  it("every problem is listed in issues, the first as message and path", () => {
    const e = refused((s) => {
      s.witchcraft = 11;
      s.people[squad]!.at = ENTERPRISE;
    });
    expect(e.path).toBe(`people[${squad}].at`);
    expect(e.issues?.map((i) => i.path)).toEqual([`people[${squad}].at`, "witchcraft"]);
  });

  it("a snapshot nested 20,000 deep is refused with a path, not a stack overflow", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const e = refused((s) => ((s as unknown as Record<string, unknown>).queue = deep as never));
    expect(e.message).toMatch(/nested deeper than 32 levels/);
    expect(e.path.startsWith("queue[0]")).toBe(true);
  });

  it("prototype names as places, ids and keys are refused or ignored, never followed", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(refused((s) => (s.people[0]!.at = name)).path).toBe("people[0].at");
      expect(refused((s) => (s.cup = [name])).path).toBe("cup[0]");
      expect(refused((s) => (s.sworn = [name])).path).toBe("sworn[0]");
    }
    const s = midGame();
    const withKey = JSON.parse(JSON.stringify(s).replace('"flags":{', '"flags":{"__proto__":["trott"],"constructor":["trott"],')) as unknown;
    expect(syndrome.parseState(withKey)).toEqual(s);
  });
});
