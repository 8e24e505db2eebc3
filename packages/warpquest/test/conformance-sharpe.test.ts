import { checkConformance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { DRAW_METHODS, sharpe } from "../src/index";
import { invariants } from "./invariants";

// 2,000 random games per player count. Most are one campaign (a complete game); every
// eighth is a whole career to Major; the draw method cycles through the deck and the three
// no-cards methods.
const options = (players: number) => (index: number) => ({
  players,
  campaigns: index % 8 === 0 ? 3 : 1,
  draw: DRAW_METHODS[index % DRAW_METHODS.length],
  campaignEnd: index % 2 === 0 ? "each" : "first",
});

// The full run (2,000 games for every player count) takes about two minutes on a loaded
// two-core machine, so by default the 4-player count plays fewer games; set
// WQ_CONFORMANCE_FULL=1 for the full run (the README records its result).
const FULL = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env["WQ_CONFORMANCE_FULL"] === "1";
const gamesFor = (players: number): number => (FULL || players < 4 ? 2000 : 400);

describe("Sharpe conformance", () => {
  for (const players of [1, 2, 4]) {
    it(`passes checkConformance over ${gamesFor(players)} random ${players}-player games`, () => {
      const report = checkConformance(sharpe, { games: gamesFor(players), seed: `sharpe-${players}`, options: options(players), invariants: invariants(sharpe) });
      expect(report.failures.slice(0, 1)).toEqual([]);
      expect(report.ok).toBe(true);
    }, 600_000);
  }
});
