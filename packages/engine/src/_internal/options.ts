import type { ZodType } from "zod";
import { EngineError } from "../errors";
import { formatJsonPath } from "../json-path";

/** Parses setup options through the game's schema, or throws `engine/invalid-options`. */
export function parseOptions<Options>(schema: ZodType<Options>, options: unknown, gameId: string, prefix: readonly (string | number)[] = []): Options {
  const parsed = schema.safeParse(options);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = [...prefix, ...(issue?.path ?? []).map((part) => (typeof part === "symbol" ? String(part) : part))];
  throw new EngineError(
    "engine/invalid-options",
    `invalid options for game "${gameId}" at ${path.length === 0 ? "(root)" : formatJsonPath(path)}: ${issue?.message ?? "rejected by the options schema"}`,
    { path, cause: parsed.error },
  );
}
