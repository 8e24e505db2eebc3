import { checkSchemaVersion } from "@tt/engine";
import { WarpQuestError } from "./errors";
import { invariantProblems } from "./invariants";
import { parseWith, type Scenario } from "./scenario";
import { SCHEMA_VERSION, stateSchema } from "./schemas";
import type { State } from "./state";
import { MAX_DEPTH, quote, tooDeep } from "./_internal/limits";

/**
 * Reads a state snapshot: its depth, its schema version, its schema, then every invariant of a
 * state of the scenario `scenarioOf` names for it ({@link invariantProblems}).
 *
 * @internal
 */
export function parseSnapshot(value: unknown, scenarioOf: (id: string) => Scenario | undefined, known: string): State {
  const deep = tooDeep(value);
  if (deep !== undefined) throw new WarpQuestError("warpquest/invalid-snapshot", `the snapshot is nested deeper than ${MAX_DEPTH} levels: no snapshot is`, deep);
  checkSchemaVersion(
    value,
    SCHEMA_VERSION,
    ({ found, path }) => new WarpQuestError("warpquest/unsupported-schema-version", `a snapshot of schemaVersion ${found} cannot be read; this version reads ${SCHEMA_VERSION}`, path),
  );
  const state = parseWith(stateSchema, value, "warpquest/invalid-snapshot", "the snapshot");
  const scenario = scenarioOf(state.scenario);
  if (scenario === undefined) throw new WarpQuestError("warpquest/invalid-snapshot", `the snapshot is of the scenario ${quote(state.scenario)}; this reads ${known}`, "scenario");
  const issues = invariantProblems(scenario, state);
  if (issues.length > 0) throw new WarpQuestError("warpquest/invalid-snapshot", issues[0]!.message, issues[0]!.path, issues);
  return state;
}
