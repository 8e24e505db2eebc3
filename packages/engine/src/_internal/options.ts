import { type AnySchema, excerpt, parseWith } from "@tt/internal";
import { checkDepth } from "./checks";
import { EngineError } from "../errors";

/**
 * Parses setup options through the game's schema, or throws `engine/invalid-options`; options
 * nested deeper than `MAX_VALUE_DEPTH` are refused first (a recursive schema would overflow the stack).
 */
export function parseOptions<Options>(schema: AnySchema<Options>, options: unknown, gameId: string, prefix: readonly (string | number)[] = []): Options {
  checkDepth(options, `the options for game ${excerpt(gameId)}`, "engine/invalid-options", { path: prefix });
  return parseWith(
    schema,
    options,
    ({ path, message, issues }) => new EngineError("engine/invalid-options", `invalid options for game "${gameId}" at ${path === "" ? "(root)" : path}: ${message}`, { path, issues }),
    prefix,
  );
}
