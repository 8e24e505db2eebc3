import { checkConformance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { DRAW_METHODS, saltRoad } from "../src/index";
import { invariants } from "./invariants";

// Random games for each player count (gamesFor below); the draw method cycles through the deck and the
// three no-cards methods, experience through both options.
const options = (players: number) => (index: number) => ({
  players,
  draw: DRAW_METHODS[index % DRAW_METHODS.length],
  experience: index % 2 === 0 ? "every-win" : "unnamed-success",
});

// The full run (2,000 games for every player count) takes about a minute and a half on a
// two-core machine, so by default the 1- and 2-player counts play 500 games and the 4-player
// count, whose games are the longest, 200 (every draw method and option still comes round 50
// times or more); set WQ_CONFORMANCE_FULL=1 (CI does) for the full run (the README records its result).
const FULL = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env["WQ_CONFORMANCE_FULL"] === "1";
const gamesFor = (players: number): number => (FULL ? 2000 : players < 4 ? 500 : 200);

describe("Salt Road conformance", () => {
  for (const players of [1, 2, 4]) {
    it(`passes checkConformance over ${gamesFor(players)} random ${players}-player games`, () => {
      const report = checkConformance(saltRoad, { games: gamesFor(players), seed: `salt-road-${players}`, options: options(players), invariants: invariants(saltRoad) });
      expect(report.failures.slice(0, 1)).toEqual([]);
      expect(report.ok).toBe(true);
    }, 600_000);
  }
});
