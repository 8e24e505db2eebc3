import { type AnySchema, clipPath, excerpt, measureFirst, parseWith } from "@tt/internal";
import { checkDepth } from "./checks";
import { EngineError } from "../errors";

/**
 * Refuses options nested deeper than `MAX_VALUE_DEPTH` (a recursive schema would overflow the
 * stack) or shaped past `DEFAULT_SHAPE_LIMITS` (a list of a million items, which a schema reads item
 * by item) with `engine/invalid-options` at their path, before any schema reads them.
 */
export function checkOptionsShape(options: unknown, gameId: string, prefix: readonly (string | number)[] = []): void {
  checkDepth(options, `the options for game ${excerpt(gameId)}`, "engine/invalid-options", { path: prefix });
  const refused = measureFirst(options, undefined, prefix);
  if (refused !== undefined) {
    const { path, message } = refused.issues[0]!;
    throw new EngineError("engine/invalid-options", `invalid options for game ${excerpt(gameId)} at ${path === "" ? "(root)" : clipPath(path)}: ${message}`, { path, issues: refused.issues });
  }
}

/** Parses setup options through the game's schema, or throws `engine/invalid-options`, their shape checked first ({@link checkOptionsShape}). */
export function parseOptions<Options>(schema: AnySchema<Options>, options: unknown, gameId: string, prefix: readonly (string | number)[] = []): Options {
  checkOptionsShape(options, gameId, prefix);
  return parseWith(
    schema,
    options,
    ({ path, message, issues }) => new EngineError("engine/invalid-options", `invalid options for game "${gameId}" at ${path === "" ? "(root)" : clipPath(path)}: ${message}`, { path, issues }),
    prefix,
  );
}
