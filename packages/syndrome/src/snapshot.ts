import { RuleError, checkSchemaVersion, parseWith } from "@tt/engine";
import type { SyndromeRules } from "./data";
import { SyndromeError } from "./errors";
import { invariantProblems } from "./invariants";
import { migrateV1 } from "./migrate";
import { isResting } from "./rules/flow";
import { SCHEMA_VERSION } from "./schemas";
import { stateSchema, type State } from "./state";
import { MAX_DEPTH, MAX_ITEMS, tooDeep, tooLong } from "./_internal/limits";

/** Reading a saved state: its depth, its shape (every queued task field by field), then every invariant of a state against the rules data. */

function bad(message: string, path: string): never {
  throw new SyndromeError("syndrome/invalid-snapshot", message, path);
}

/** Checks a snapshot's shape, references and invariants: a corrupt one gets a {@link SyndromeError} naming the JSON path. */
export function parseSnapshot(rules: SyndromeRules, json: unknown): State {
  // The lists first: a walk to measure the depth would visit each of a million items.
  const long = tooLong(json);
  if (long !== undefined) bad(`a list of more than ${MAX_ITEMS.toLocaleString("en")} items: no snapshot has one`, long);
  const deep = tooDeep(json);
  if (deep !== undefined) bad(`nested deeper than ${MAX_DEPTH} levels: no snapshot is`, deep);
  const input = migrateV1(json);
  checkSchemaVersion(
    input,
    SCHEMA_VERSION,
    ({ found, path }) => new SyndromeError("syndrome/unsupported-schema-version", `snapshot schemaVersion ${found} cannot be read; this version reads 1 and ${SCHEMA_VERSION}`, path),
  );
  const state = parseWith(stateSchema, input, ({ path, message, issues }) => new SyndromeError("syndrome/invalid-snapshot", message, path, issues));
  const issues = invariantProblems(rules, state);
  if (issues.length > 0) throw new SyndromeError("syndrome/invalid-snapshot", issues[0]!.message, issues[0]!.path, issues);
  if (state.result === null && state.queue.length === 0) bad("a game in progress has pending work", "queue");
  let resting: boolean;
  try {
    resting = isResting(rules, state);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    bad(`the front task "${state.queue[0]!.kind}" cannot be resumed: ${error.message}`, "queue[0]");
  }
  if (!resting) bad(`the front task "${state.queue[0]!.kind}" runs by itself: a saved game waits for a decision or a roll`, "queue[0]");
  return state;
}
