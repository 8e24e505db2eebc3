import { checkConformance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { DRAW_METHODS, sharpe } from "../src/index";
import { invariants } from "./invariants";

// Random games for each player count (gamesFor below). Most are one campaign (a complete game); every
// eighth is a whole career to Major; the draw method cycles through the deck and the three
// no-cards methods.
const options = (players: number) => (index: number) => ({
  players,
  campaigns: index % 8 === 0 ? 3 : 1,
  draw: DRAW_METHODS[index % DRAW_METHODS.length],
  campaignEnd: index % 2 === 0 ? "each" : "first",
});

// The full run (2,000 games for every player count) takes about a minute and a half on a
// two-core machine, so by default the 1- and 2-player counts play 500 games and the 4-player
// count, whose games are the longest, 200 (every draw method and option still comes round 50
// times or more); set WQ_CONFORMANCE_FULL=1 (CI does) for the full run (the README records its result).
const FULL = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env["WQ_CONFORMANCE_FULL"] === "1";
const gamesFor = (players: number): number => (FULL ? 2000 : players < 4 ? 500 : 200);

describe("Sharpe conformance", () => {
  for (const players of [1, 2, 4]) {
    it(`passes checkConformance over ${gamesFor(players)} random ${players}-player games`, () => {
      const report = checkConformance(sharpe, { games: gamesFor(players), seed: `sharpe-${players}`, options: options(players), invariants: invariants(sharpe) });
      expect(report.failures.slice(0, 1)).toEqual([]);
      expect(report.ok).toBe(true);
    }, 600_000);
  }
});
