import { describe, expect, it } from "vitest";
import { SHERWOOD_SKIRMISHES, SherwoodError, sherwood, skirmishOptionsSchema, standardSkirmish } from "../src/index";

describe("the standard skirmishes (SHW-I.SETUP: characters of the players' choice placed on a map)", () => {
  it("SHW-I.SETUP each is plain JSON the skirmish options schema accepts as it is, and sets up a game whose first step is a decision", () => {
    for (const [name, skirmish] of Object.entries(SHERWOOD_SKIRMISHES)) {
      expect(JSON.parse(JSON.stringify(skirmish)), name).toEqual(skirmish);
      const parsed = skirmishOptionsSchema.safeParse(skirmish);
      expect(parsed.success, name).toBe(true);
      const state = sherwood.setup(sherwood.optionsSchema.parse(skirmish));
      expect(state.sides, name).toEqual(skirmish.sides.map((s) => s.id));
      expect(sherwood.next(state).kind, name).toBe("decision");
    }
  });

  it("standardSkirmish gives a fresh copy for two, three and four players and refuses another number", () => {
    expect(standardSkirmish(2)).toEqual(SHERWOOD_SKIRMISHES.woodsEdge);
    expect(standardSkirmish(3)).toEqual(SHERWOOD_SKIRMISHES.innThreeSides);
    expect(standardSkirmish(4)).toEqual(SHERWOOD_SKIRMISHES.woodsEdgeFourSides);
    expect(standardSkirmish(4).sides).toHaveLength(4);
    const copy = standardSkirmish(2);
    copy.sides[0]!.force.pop();
    expect(SHERWOOD_SKIRMISHES.woodsEdge.sides[0]!.force).toHaveLength(4);
    for (const players of [0, 1, 5, 2.5]) {
      expect(() => standardSkirmish(players)).toThrow(SherwoodError);
      expect(() => standardSkirmish(players)).toThrow(/2, 3 or 4 players/);
    }
  });
});
