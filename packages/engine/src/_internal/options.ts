import { type AnySchema, parseWith } from "@tt/internal";
import { EngineError } from "../errors";

/** Parses setup options through the game's schema, or throws `engine/invalid-options`. */
export function parseOptions<Options>(schema: AnySchema<Options>, options: unknown, gameId: string, prefix: readonly (string | number)[] = []): Options {
  return parseWith(
    schema,
    options,
    ({ path, message, issues }) => new EngineError("engine/invalid-options", `invalid options for game "${gameId}" at ${path === "" ? "(root)" : path}: ${message}`, { path, issues }),
    prefix,
  );
}
