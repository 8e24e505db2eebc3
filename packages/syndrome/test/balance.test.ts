import { describe, expect, it } from "vitest";
import { randomPolicy, runSeededGame, simulate } from "@tt/engine";
import { heuristicPolicy, syndrome, type Result } from "../src/index";

const rules = syndrome.rules;
const GAMES = 200;

// Seeded, so each count below is fixed for the shipped data and players; the bands are there to
// catch a change to the data, the rules or the heuristic that makes the game unwinnable or trivial.
// The README's figures come from scripts/balance.ts over 10,000 games.
describe("balance of the shipped data", () => {
  it("SYN-6.1 the heuristic player wins a fair share of seeded games, the random player none", () => {
    const classify = (r: Result) => (r.winner === "player" ? "victory" : `defeat: ${r.reason}`);
    const heuristic = simulate(syndrome, { games: GAMES, seed: "balance-test", policies: () => ({ player: heuristicPolicy(syndrome) }), classify });
    const random = simulate(syndrome, { games: GAMES, seed: "balance-test", policies: ({ rng }) => ({ player: randomPolicy(rng) }), classify });
    const share = (report: typeof heuristic) => (report.outcomes.find((o) => o.outcome === "victory")?.count ?? 0) / GAMES;
    expect(heuristic.failures).toEqual([]);
    expect(share(heuristic)).toBeGreaterThanOrEqual(0.18);
    expect(share(heuristic)).toBeLessThanOrEqual(0.45);
    expect(share(random)).toBe(0);
  });

  it("SYN-6.1 every heuristic victory comes from an Open Rebellion with every crewmember free and Witchcraft under 10", () => {
    let victories = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const run = runSeededGame(syndrome, {}, seed, () => ({ player: heuristicPolicy(syndrome) }));
      if (run.result.winner !== "player") continue;
      victories++;
      const fealty = run.events.filter((e) => e.type === "fealty");
      expect(fealty.at(-1)!.result).toBe("Open Rebellion");
      expect(run.state.witchcraft).toBeLessThan(10);
      run.state.people.forEach((p, i) => {
        const kind = rules.counters[i]!.kind;
        if (kind === "archon" || kind === "enterprise") expect(p.imprisoned, rules.counters[i]!.id).toBe(false);
      });
    }
    expect(victories).toBeGreaterThan(0);
  });
});
