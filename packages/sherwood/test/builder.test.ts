import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { addScenario, buildBattle, createSherwood, SHERWOOD_DATA, SherwoodError } from "../src/index";

const zone = (map: string) => ({ areas: [{ kind: "map" as const, map }], except: [], awayFromBuildings: false });
const clearing = {
  number: 20,
  id: "clearing",
  title: "The clearing",
  map: "woods-edge",
  turns: 6,
  camps: [
    { id: "outlaws", name: "Outlaws", characters: ["robin", "little-john"], zone: zone("woods-edge") },
    { id: "soldiers", name: "Soldiers", characters: ["bero", "odric", "folmar"], zone: zone("woods-edge") },
  ],
};

describe("the scenario builder (SHW-PT)", () => {
  it("SHW-PT a custom battle is priced camp by camp, validated, and plays to the end", () => {
    const built = buildBattle(clearing);
    expect(built.costs).toEqual({ outlaws: expect.any(Number), soldiers: expect.any(Number) });
    expect(built.costs.outlaws).toBeGreaterThan(0);
    const game = createSherwood(built.rules);
    const run = runGame(game, game.optionsSchema.parse({ scenario: 20 }), { policies: randomPolicy(4), chance: seededChance(4), maxSteps: 20_000 });
    expect(run.result?.reason).toBe("scenario");
  });

  it("SHW-PT a battle naming an unknown character or a zone off its map is refused with the path", () => {
    expect(() => buildBattle({ ...clearing, camps: [{ ...clearing.camps[0]!, characters: ["nobody"] }, clearing.camps[1]!] })).toThrow(SherwoodError);
    try {
      buildBattle({ ...clearing, camps: [{ ...clearing.camps[0]!, zone: zone("gulch") }, clearing.camps[1]!] });
      expect.unreachable();
    } catch (error) {
      expect((error as SherwoodError).code).toBe("sherwood/invalid-data");
      expect(JSON.stringify((error as SherwoodError).issues)).toMatch(/placements\[0\]\.zone\.areas\[0\]\.map/);
    }
    expect(() => buildBattle({ ...clearing, turns: 0 })).toThrow(/turns/);
  });

  it("SHW-PT a copy of a shipped scenario under a new number costs what the README's table says", () => {
    const copy = { ...SHERWOOD_DATA.scenarios[6]!, number: 17, id: "the-tavern-again" };
    expect(addScenario(copy).costs).toEqual({ "kings-retinue": 106, "merry-men": 58, villagers: 16, "sheriffs-henchmen": 153 });
    expect(() => addScenario({ ...copy, number: 7 })).toThrow(/used twice/);
  });
});
