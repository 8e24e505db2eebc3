import { checkConformance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { stepDetailSchema, syndrome, syndromeSecrets } from "../src/index";
import { invariants } from "./invariants";

// Random games from setup (the blind draws, neutral placement) to the end, with the game's
// invariants (test/invariants.ts) checked on every state: tracks in range, every person in
// exactly one place, prisoners in prisons, hidden prisoners absent from the view, a valid
// Royal Party route index. With `secrets: syndromeSecrets` the kit also checks that no hidden
// prisoner's id (or `#<index>`) and no counter in the cup reaches the player through the next
// step, the events, the player's log or the view; with `detailSchema` that every step's
// `detail` passes stepDetailSchema.
//
// The full run (2,000 games) takes a few minutes on a loaded two-core machine (about 60 ms a
// game alone), so by default it plays 100; set TT_CONFORMANCE_FULL=1 (CI does) for all 2,000.
const FULL = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env["TT_CONFORMANCE_FULL"] === "1";
const GAMES = FULL ? 2000 : 100;

describe("Syndrome conformance", () => {
  it(`SYN-3.2 passes checkConformance over ${GAMES} random games: invariants, no leak of a hidden prisoner or the cup (secrets), every step's detail valid`, () => {
    const report = checkConformance(syndrome, { games: GAMES, seed: "syndrome", invariants: invariants(syndrome), secrets: syndromeSecrets, detailSchema: stepDetailSchema });
    expect(report.failures.slice(0, 1)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.games).toBe(GAMES);
  }, 900_000);
});
