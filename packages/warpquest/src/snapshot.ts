import { checkSchemaVersion } from "@tt/engine";
import { WarpQuestError } from "./errors";
import { parseWith } from "./scenario";
import { SCHEMA_VERSION, stateSchema } from "./schemas";
import type { State } from "./state";

/**
 * Reads a state snapshot (for example `JSON.parse` of a saved game) and validates it.
 *
 * @param value - the snapshot
 * @returns the state, ready for `next` and `apply`
 * @throws {@link WarpQuestError} `warpquest/unsupported-schema-version` for a snapshot of
 *   another schema version, `warpquest/invalid-snapshot` naming the JSON path of the first problem
 * @example
 * ```ts
 * import { parseState, sharpe } from "@tt/warpquest";
 * const saved = JSON.stringify(sharpe.setup(sharpe.parseOptions({})));
 * const state = parseState(JSON.parse(saved));
 * sharpe.next(state).kind; // "chance"
 * ```
 */
export function parseState(value: unknown): State {
  checkSchemaVersion(
    value,
    SCHEMA_VERSION,
    ({ found, path }) => new WarpQuestError("warpquest/unsupported-schema-version", `a snapshot of schemaVersion ${found} cannot be read; this version reads ${SCHEMA_VERSION}`, path),
  );
  return parseWith(stateSchema, value, "warpquest/invalid-snapshot", "the snapshot");
}
