import { type AnySchema, clipPath, parseWith } from "@tt/internal";
import { EngineError } from "../errors";

/**
 * Parses setup options through the game's schema, or throws `engine/invalid-options`. They are
 * measured first (`DEFAULT_SHAPE_LIMITS`): options nested deeper than `MAX_VALUE_DEPTH` (a
 * recursive schema would overflow the stack) or holding a list of a million items are refused at
 * their path before the schema reads them.
 */
export function parseOptions<Options>(schema: AnySchema<Options>, options: unknown, gameId: string, prefix: readonly (string | number)[] = []): Options {
  return parseWith(
    schema,
    options,
    ({ path, message, issues }) => new EngineError("engine/invalid-options", `invalid options for game "${gameId}" at ${path === "" ? "(root)" : clipPath(path)}: ${message}`, { path, issues }),
    prefix,
  );
}
