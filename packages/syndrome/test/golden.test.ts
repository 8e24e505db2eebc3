import { replay } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { syndrome } from "../src/index";
import heuristic from "./golden/heuristic-seed-2.json";
import random from "./golden/random-seed-1.json";
import richer from "./golden/random-seed-3-warchest-9.json";

// Seeded games written by scripts/golden.ts: replaying each log must give the checked-in
// final state and result exactly. A failure here means the rules changed what a saved game means.
// After an intended change of the data tables, the rules or the heuristic policy, regenerate
// them with one command (from packages/syndrome) and review the JSON diff:
//
//   npx tsx --conditions=@tt/source scripts/golden.ts
describe("golden replays", () => {
  for (const golden of [random, heuristic, richer]) {
    it(`${golden.name} replays to its recorded final state`, () => {
      const replayed = replay(syndrome, golden.log);
      expect(replayed.steps).toBe(golden.steps);
      expect(replayed.state).toEqual(syndrome.parseState(golden.finalState));
      expect(replayed.next).toEqual({ kind: "over", result: golden.result });
      expect(replayed.state.result).toEqual(golden.result);
    });
  }

  it("a golden final state (snapshot layout 1) reads as layout 2 and survives parseState and JSON unchanged", () => {
    expect(heuristic.finalState.schemaVersion).toBe(1);
    const state = syndrome.parseState(structuredClone(heuristic.finalState));
    expect(state.schemaVersion).toBe(2);
    expect(syndrome.parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
