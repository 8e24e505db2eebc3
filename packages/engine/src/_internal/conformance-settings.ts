import { excerpt } from "@tt/internal";
import { EngineError } from "../errors";
import type { ConformanceSettings } from "../conformance";
import { checkCount, checkFunction, checkObject, given, settingsOf, stepBudget } from "./checks";

/** What {@link checkConformance} reads of its settings, checked before any game is played. */
export interface CheckedConformanceSettings<State> {
  readonly games: number;
  readonly seed: number | string;
  readonly maxSteps: number;
  readonly invariants: readonly [string, (state: State) => unknown][];
}

/**
 * Checks the settings of the conformance kit: `games` a whole number of at least 1 (a run of
 * no games proves nothing), `seed` a finite number or a string, `maxSteps` a step budget, and
 * `invariants`, `secrets`, `detailSchema` and `onProgress` of the right kinds. Throws
 * `engine/invalid-argument` (or `engine/limit` for `maxSteps` over the ceiling).
 */
export function conformanceSettings<State>(settings: ConformanceSettings<State> | undefined): CheckedConformanceSettings<State> {
  const checked = settingsOf(settings, "checkConformance's settings", true);
  const games = checkCount(given(checked.games, 100), "games", 1);
  const seed = given(checked.seed, 0);
  if (typeof seed !== "string" && !Number.isFinite(seed)) throw new EngineError("engine/invalid-argument", `seed must be a finite number or a string, got ${excerpt(seed)}`, { path: "seed" });
  const maxSteps = stepBudget(checked.maxSteps, "maxSteps", 10_000);
  if (checked.invariants !== undefined) checkObject(checked.invariants, "invariants", "invariants");
  const invariants = Object.entries(checked.invariants ?? {});
  for (const [name, invariant] of invariants) checkFunction(invariant, `invariants.${name}`);
  checkFunction(checked.secrets, "secrets", true);
  checkFunction(checked.onProgress, "onProgress", true);
  const schema = checked.detailSchema as { _zod?: unknown } | undefined;
  if (schema !== undefined && (typeof schema !== "object" || schema === null || !("_zod" in schema))) {
    throw new EngineError("engine/invalid-argument", `detailSchema must be a zod schema, got ${excerpt(schema)}`, { path: "detailSchema" });
  }
  return { games, seed, maxSteps, invariants: invariants as [string, (state: State) => unknown][] };
}
