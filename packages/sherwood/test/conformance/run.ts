import { checkConformance } from "@tt/engine";
import { expect, it } from "vitest";
import { invariantProblems, sherwood, sherwoodRules, type SherwoodState } from "../../src/index";

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
/**
 * 100 random games a scenario in every run (CI too); 500 with TT_SCENARIOS_FULL=1. A scenario game is
 * 20-30 pieces over up to 15 turns (about 0.3 s of random play), so the 500 stay out of CI's time.
 */
const SCENARIO_GAMES = env["TT_SCENARIOS_FULL"] === "1" ? 500 : 100;

/** Each player's secrets: the hideouts of the characters other players hid (SHW-8.1). */
function secrets(state: SherwoodState): Record<string, string[]> {
  const playerOf = (camp: string) => (Object.hasOwn(state.controllers, camp) ? state.controllers[camp]! : camp);
  const out: Record<string, string[]> = {};
  for (const camp of state.sides) {
    const player = playerOf(camp);
    out[player] = state.hidden.filter((h) => playerOf(h.camp) !== player && h.hideout !== null).map((h) => h.hideout!);
  }
  return out;
}

/** Random games of scenario `n` to the end: the invariants at every step, no hideout shown to another player. */
export function conformance(n: number, options: { players?: number; choices?: string[] } = {}, share = 1): void {
  const games = Math.round(SCENARIO_GAMES * share);
  const label = `${options.players === undefined ? "" : `${options.players} players, `}${options.choices?.join(", ") ?? ""}`;
  it(`SHW-S.${n} plays ${games} random games of scenario ${n}${label === "" ? "" : ` (${label})`} to the end: invariants hold, hideouts stay secret`, () => {
    const report = checkConformance(sherwood, {
      games,
      seed: `sherwood-scenario-${n}-${label}`,
      options: sherwood.optionsSchema.parse({ scenario: n, ...options }),
      maxSteps: 50_000,
      secrets,
      invariants: { "the game's invariants": (s: SherwoodState) => invariantProblems(sherwoodRules, s).length === 0 },
    });
    expect(report.failures.slice(0, 1)).toEqual([]);
    expect(report.ok).toBe(true);
  }, 3_600_000);
}
