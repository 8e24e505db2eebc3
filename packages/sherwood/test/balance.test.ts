import { readFileSync } from "node:fs";
import { simulate } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { sherwood, sherwoodBot, type SherwoodResult } from "../src/index";

/**
 * The balance figures `scripts/balance.ts` measured (2,000 games a scenario, heuristic against
 * heuristic): each player's wins out of the games played.
 */
const FIGURES = JSON.parse(readFileSync(new URL("./balance-figures.json", import.meta.url), "utf8")) as {
  scenarios: Record<string, { options: { scenario: number; players?: number; choices?: string[] }; games: number; players: Record<string, { wins: number; rate: number }> }>;
};

/** The seed of the CI games: not the balance run's, so the check is a fresh sample. */
const SEED = "sherwood-balance-ci";
const GAMES = 100;
/** Standard deviations allowed: about 1 in 2,000 for each check to fail by chance alone. */
const Z = 3.5;

/**
 * The band a 100-game win rate should lie in: the 2,000-game rate, give or take Z standard deviations
 * of the difference of the two rates (the binomial spread of 100 games and of 2,000), the rate taken
 * with two wins and two losses added (Agresti-Coull) so a rate of 0 or 1 still has a spread.
 */
function band(wins: number, games: number): [low: number, high: number] {
  const p = wins / games;
  const q = (wins + 2) / (games + 4);
  const spread = Z * Math.sqrt(q * (1 - q) * (1 / GAMES + 1 / games));
  return [Math.max(0, p - spread), Math.min(1, p + spread)];
}

describe(`the scenarios' balance, heuristic against heuristic (${GAMES} games each, seed "${SEED}")`, () => {
  for (const [key, figures] of Object.entries(FIGURES.scenarios)) {
    const scenario = figures.options.scenario;
    const variant = key === String(scenario) ? "" : ` (${[figures.options.players === undefined ? [] : [`${figures.options.players} players`], figures.options.choices ?? []].flat().join(", ")})`;
    it(`SHW-S.${scenario}${variant} each player's win rate lies in the band around the ${figures.games.toLocaleString("en")}-game figure`, () => {
      const report = simulate(sherwood, {
        games: GAMES,
        seed: `${SEED}/${key}`,
        options: figures.options,
        policies: () => sherwoodBot(),
        classify: (r) => JSON.stringify([...(r as SherwoodResult).winners].sort()),
        maxSteps: 200_000,
      });
      expect(report.failures).toEqual([]);
      for (const [player, { wins }] of Object.entries(figures.players)) {
        const won = report.outcomes.filter((o) => (JSON.parse(o.outcome) as string[]).includes(player)).reduce((s, o) => s + o.count, 0);
        const [low, high] = band(wins, figures.games);
        expect(won / report.finished, `${player} in scenario ${scenario}`).toBeGreaterThanOrEqual(low);
        expect(won / report.finished, `${player} in scenario ${scenario}`).toBeLessThanOrEqual(high);
      }
    }, 300_000);
  }
});
