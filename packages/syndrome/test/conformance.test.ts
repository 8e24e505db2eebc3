import { checkConformance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { syndrome } from "../src/index";
import { invariants } from "./invariants";

// Random games from setup (the blind draws, neutral placement) to the end, with the game's
// invariants (test/invariants.ts) checked on every state: tracks in range, every person in
// exactly one place, prisoners in prisons, hidden prisoners absent from the view, a valid
// Royal Party route index.
//
// The full run (2,000 games) takes a few minutes on a loaded two-core machine (about 60 ms a
// game alone), so by default it plays 300; set TT_CONFORMANCE_FULL=1 (CI does) for all 2,000.
const FULL = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env["TT_CONFORMANCE_FULL"] === "1";
const GAMES = FULL ? 2000 : 300;

describe("Syndrome conformance", () => {
  it(`passes checkConformance over ${GAMES} random games, invariants checked at every step`, () => {
    const report = checkConformance(syndrome, { games: GAMES, seed: "syndrome", invariants: invariants(syndrome) });
    expect(report.failures.slice(0, 1)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.games).toBe(GAMES);
  }, 900_000);
});
