import { createRng } from "@tt/dice";
import { describe, expect, it } from "vitest";
import { pieceValues, reachableMoves, reachNow, sherwood, sherwoodBoard, sherwoodRules, type SherwoodAction, type SherwoodEvent, type SherwoodState } from "../src/index";
import { codeOf, skirmish } from "./game-helpers";
import { endPhasesUntil, scenarioStart, setUp } from "./scenario-helpers";

const key = (at: unknown) => JSON.stringify(at);
const stepTo = (a: SherwoodAction) => (a.type === "step" ? a.to : null);

/** Scenario 6 set up, on to the bandits' first movement phase (the wolf leader Hardouin is a bandit). */
function wolvesMove(): SherwoodState {
  const start = setUp(scenarioStart(6));
  return endPhasesUntil(start, (s) => s.phase === "move" && s.sides[s.active] === "bandits");
}

/** Plays `n` random inputs from `state` (seeded), calling `check` at every decision. */
function randomPlay(state: SherwoodState, seed: string, n: number, check: (s: SherwoodState, actions: readonly SherwoodAction[]) => void): number {
  const rng = createRng(seed);
  let s = state;
  let decisions = 0;
  for (let i = 0; i < n; i++) {
    const next = sherwood.next(s);
    if (next.kind === "over") break;
    if (next.kind === "chance") {
      s = sherwood.apply(s, next.outcomes[rng.int(0, next.outcomes.length - 1)]!.outcome).state;
      continue;
    }
    check(s, next.actions);
    decisions++;
    s = sherwood.apply(s, next.actions[rng.int(0, next.actions.length - 1)]!).state;
  }
  return decisions;
}

describe("reachNow: where a piece may still end its move this phase", () => {
  it("SHW-S.6 the wolf leader Hardouin reaches places his 10 MP pay for and his counter's 8 MP would not, each step there one the game offers", () => {
    const state = wolvesMove();
    const hardouin = state.pieces.find((p) => p.id === "hardouin")!;
    expect(pieceValues(sherwoodRules, hardouin).movement).toBe(8);
    const reach = reachNow(state, "hardouin");
    expect(reach).toMatchObject({ piece: "hardouin", allowance: 10, spent: 0, left: 10, canMove: true });
    const counter = reachableMoves(sherwoodRules, sherwoodBoard(state), state.pieces, "hardouin", { riderTurn: state.riderTurn });
    expect(counter.budget).toBe(8);
    const beyond = reach.places.filter((p) => counter.costOf(p.at) === undefined);
    expect(beyond.length).toBeGreaterThan(0);
    expect(beyond.every((p) => p.cost > 8 && p.cost <= 10)).toBe(true);
    // The farthest place's path is walked step by step through the public apply: each step offered, the points adding up.
    const far = reach.places.at(-1)!;
    let s = state;
    for (const to of far.path.slice(1)) {
      const next = sherwood.next(s);
      if (next.kind !== "decision") throw new Error("expected a decision");
      const step = next.actions.find((a) => a.type === "step" && a.piece === "hardouin" && key(a.to) === key(to));
      expect(step, `step to ${key(to)}`).toBeDefined();
      s = sherwood.apply(s, step!).state;
    }
    expect(s.moving).toEqual({ piece: "hardouin", spent: far.cost });
    expect(reachNow(s, "hardouin")).toMatchObject({ spent: far.cost, left: 10 - far.cost });
  });

  it("SHW-S.6 the wolf leader wounded has 5 MP: nothing in his reach costs more", () => {
    const state = wolvesMove();
    const wounded = sherwood.parseState(JSON.parse(JSON.stringify({ ...state, pieces: state.pieces.map((p) => (p.id === "hardouin" ? { ...p, state: "wounded" } : p)) })));
    const reach = reachNow(wounded, "hardouin");
    expect(reach).toMatchObject({ allowance: 5, left: 5, canMove: true });
    expect(Math.max(...reach.places.map((p) => p.cost))).toBeLessThanOrEqual(5);
  });

  it("SHW-4 the points already spent this phase count: after one step the reach shrinks by its cost", () => {
    const state = wolvesMove();
    const before = reachNow(state, "hardouin");
    const first = before.places.find((p) => p.path.length === 2)!;
    const after = sherwood.apply(state, { type: "step", piece: "hardouin", to: first.at } as SherwoodAction);
    const moved = after.events.find((e): e is Extract<SherwoodEvent, { type: "moved" }> => e.type === "moved")!;
    expect(moved.cost).toBe(first.cost);
    const now = reachNow(after.state, "hardouin");
    expect(now.left).toBe(before.left - first.cost);
    for (const p of now.places) expect(p.cost).toBeLessThanOrEqual(now.left);
  });

  it("SHW-2 a piece the game offers no step now has none in reach, its allowance still told", () => {
    const state = setUp(scenarioStart(6));
    expect(state.phase).toBe("fire");
    expect(reachNow(state, "hardouin")).toMatchObject({ canMove: false, places: [], allowance: 10, left: 10 });
    const villagersMove = endPhasesUntil(state, (s) => s.phase === "move" && s.sides[s.active] === "villagers");
    expect(reachNow(villagersMove, "hardouin").canMove).toBe(false);
  });

  it("SHW-4 an unknown piece, or one not on the board, is a typed error", () => {
    const state = wolvesMove();
    expect(codeOf(() => reachNow(state, "nobody"))).toBe("sherwood/unknown-id pieceId");
    expect(codeOf(() => reachNow(state, 7 as unknown as string))).toBe("sherwood/bad-argument pieceId");
    const fallen = { ...state, pieces: state.pieces.filter((p) => p.id !== "much"), fallen: [state.pieces.find((p) => p.id === "much")!] };
    expect(codeOf(() => reachNow(fallen, "much"))).toBe("sherwood/unknown-id pieceId");
  });

  it("SHW-4.1 agrees with the game in random play of scenarios 2, 4, 6 and 7 and a skirmish: every step offered lies in reach, within the points left, in the view too", () => {
    const starts: [string, SherwoodState][] = [
      ["scenario 2", setUp(scenarioStart(2))],
      ["scenario 4", setUp(scenarioStart(4))],
      ["scenario 6", setUp(scenarioStart(6))],
      ["scenario 7", setUp(scenarioStart(7))],
      ["skirmish", sherwood.setup(skirmish())],
    ];
    let checked = 0;
    for (const [name, start] of starts) {
      for (const seed of ["a", "b"]) {
        randomPlay(start, `${name} ${seed}`, 160, (s, actions) => {
          const steps = actions.filter((a) => a.type === "step");
          if (steps.length === 0) return;
          // The piece moving, else the first offered a step.
          const id = s.moving?.piece ?? (steps[0] as Extract<SherwoodAction, { type: "step" }>).piece;
          const reach = reachNow(s, id);
          const offered = steps.filter((a) => a.type === "step" && a.piece === id);
          expect(reach.canMove, `${name}: ${id} is offered steps`).toBe(offered.length > 0);
          const costs = new Map(reach.places.map((p) => [key(p.at), p.cost]));
          for (const a of offered) {
            const cost = costs.get(key(stepTo(a)));
            expect(cost, `${name}: ${id}'s step to ${key(stepTo(a))} in reach`).toBeDefined();
            expect(cost!).toBeLessThanOrEqual(reach.left);
          }
          for (const p of reach.places) expect(p.cost).toBeLessThanOrEqual(reach.left);
          // A player's view reads the same pieces: the same reach.
          const player = s.controllers[s.sides[s.active]!] ?? s.sides[s.active]!;
          expect(reachNow(sherwood.view(s, player), id).places).toEqual(reach.places);
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(50);
  }, 120_000);
});
