import { randomPolicy, runGame, seededChance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { sherwood, sherwoodBot, type SherwoodResult } from "../src/index";
import { WOODS_EDGE } from "./skirmishes";

describe("the heuristic bot", () => {
  it("beats random players on the Wood's Edge skirmish from either side (20 seeded games each)", () => {
    const options = sherwood.optionsSchema.parse(WOODS_EDGE);
    for (const side of ["saxons", "normans"]) {
      let wins = 0;
      let losses = 0;
      for (let seed = 0; seed < 20; seed++) {
        const bot = sherwoodBot();
        const random = randomPolicy(seed);
        const run = runGame(sherwood, options, { policies: (d, s) => (d.player === side ? bot(d, s) : random(d, s)), chance: seededChance(1000 + seed), maxSteps: 20_000 });
        const winners = (run.result as SherwoodResult).winners;
        if (winners.includes(side)) wins++;
        else if (winners.length > 0) losses++;
      }
      expect(wins, side).toBeGreaterThanOrEqual(10);
      expect(wins, side).toBeGreaterThan(2 * losses);
    }
  }, 120_000);

  it("decides from its own side's view: with the other side's hideouts blanked, it plays the same", () => {
    const options = sherwood.optionsSchema.parse({
      map: "the-inn",
      turns: 3,
      sides: [
        {
          id: "normans",
          force: [
            { character: "bero", at: "2,2" },
            { character: "odric", at: "3,1" },
          ],
        },
        {
          id: "merry-men",
          force: [
            { character: "robin", hidden: true },
            { character: "little-john", at: "15,12" },
          ],
        },
      ],
    });
    const bot = sherwoodBot();
    const run = runGame(sherwood, options, { policies: bot, chance: seededChance(5), maxSteps: 20_000 });
    const blind = runGame(sherwood, options, {
      policies: (d, s) => bot(d, d.player === "normans" ? { ...s, hidden: s.hidden.map((h) => ({ ...h, hideout: null })) } : s),
      chance: seededChance(5),
      maxSteps: 20_000,
    });
    expect(blind.log.inputs).toEqual(run.log.inputs);
  });
});
