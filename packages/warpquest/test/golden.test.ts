import { replay } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { parseState, saltRoad, sharpe } from "../src/index";
import careerHeuristic from "./golden/sharpe-career-heuristic.json";
import twoOfficers from "./golden/sharpe-two-officers-random.json";
import saltRoadCup from "./golden/salt-road-three-parties-cup.json";
import saltRoadTwo from "./golden/salt-road-two-parties-random.json";

// Seeded games written by scripts/golden.ts: replaying each log must give the checked-in
// final state and result exactly. A failure here means the rules changed what a saved game means.
describe("golden replays", () => {
  for (const [golden, game] of [
    [careerHeuristic, sharpe],
    [twoOfficers, sharpe],
    [saltRoadTwo, saltRoad],
    [saltRoadCup, saltRoad],
  ] as const) {
    it(`${golden.name} replays to its recorded final state`, () => {
      const replayed = replay(game, golden.log);
      expect(replayed.steps).toBe(golden.steps);
      expect(replayed.state).toEqual(parseState(golden.finalState));
      expect(replayed.next).toEqual({ kind: "over", result: golden.result });
    });
  }

  it("SHP-CAMPAIGN the golden career is a Sergeant's three promotions to Major, told by its events", () => {
    const { events } = replay(sharpe, careerHeuristic.log);
    expect(events.filter((e) => e.type === "promoted").map((e) => (e as { rank: string }).rank)).toEqual(["Lieutenant", "Captain", "Major"]);
    expect(events.filter((e) => e.type === "attribute-rolled")).toHaveLength(12 + 2 + 2);
  });
});
