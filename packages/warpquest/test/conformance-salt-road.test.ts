import { checkConformance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { DRAW_METHODS, saltRoad } from "../src/index";
import { invariants } from "./invariants";

// 2,000 random games per player count; the draw method cycles through the deck and the
// three no-cards methods, experience through both options.
const options = (players: number) => (index: number) => ({
  players,
  draw: DRAW_METHODS[index % DRAW_METHODS.length],
  experience: index % 2 === 0 ? "every-win" : "unnamed-success",
});

// The full run (2,000 games for every player count) takes about two minutes on a loaded
// two-core machine, so by default the 4-player count plays fewer games; set
// WQ_CONFORMANCE_FULL=1 for the full run (the README records its result).
const FULL = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env["WQ_CONFORMANCE_FULL"] === "1";
const gamesFor = (players: number): number => (FULL || players < 4 ? 2000 : 400);

describe("Salt Road conformance", () => {
  for (const players of [1, 2, 4]) {
    it(`passes checkConformance over ${gamesFor(players)} random ${players}-player games`, () => {
      const report = checkConformance(saltRoad, { games: gamesFor(players), seed: `salt-road-${players}`, options: options(players), invariants: invariants(saltRoad) });
      expect(report.failures.slice(0, 1)).toEqual([]);
      expect(report.ok).toBe(true);
    }, 600_000);
  }
});
