import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { saltRoad, sharpe } from "../src/index";

describe("random games", () => {
  it("plays a Sharpe career and a Salt Road race to the end", () => {
    const career = runGame(sharpe, {}, { policies: randomPolicy(1), chance: seededChance(1) });
    expect(career.result.officers).toHaveLength(1);
    const race = runGame(saltRoad, { players: 2 }, { policies: randomPolicy(2), chance: seededChance(2) });
    expect(race.state.step.kind).toBe("over");
  });
});
