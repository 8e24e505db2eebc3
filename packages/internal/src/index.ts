// @tt/internal: what the @tt libraries share, bundled into each of them at build time.
// One file on purpose: tsup's dts.resolve inlines "@tt/internal" itself, not relative imports inside it.
import { safeParse } from "zod/mini";
import type { $ZodErrorMap, $ZodType, util } from "zod/v4/core";
import { en as english } from "zod/v4/locales";

/**
 * Any zod schema whose output is `T`: built with `zod` (classic) or `zod/mini`, which share
 * zod's core. The `@tt` packages build theirs with `zod/mini`, so a bundle that validates pays
 * for zod's core only, and they accept either kind wherever a schema is passed in.
 *
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * import type { AnySchema } from "@tt/engine";
 * const players: AnySchema<number> = z.int();
 * players.parse(3); // 3
 * ```
 */
export interface AnySchema<T = unknown> extends $ZodType<T> {
  /** Returns the parsed value or throws zod's error. */
  parse(value: unknown): T;
  /** Returns `{ success: true, data }` or `{ success: false, error }`. */
  safeParse(value: unknown): util.SafeParseResult<T>;
}

let englishErrors: $ZodErrorMap | undefined;

/**
 * Parses with zod's English messages ("Too small: expected number to be >=1"), which
 * `zod/mini` leaves out unless asked: this asks for them for this parse only, so nothing
 * global is configured.
 *
 * @param schema - any zod schema
 * @param value - an untrusted value
 * @returns zod's safe-parse result
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * import { safeParseInEnglish } from "@tt/engine";
 * safeParseInEnglish(z.int(), "3").error?.issues[0]?.message; // "Invalid input: expected int, received string"
 * ```
 */
export function safeParseInEnglish<T>(schema: $ZodType<T>, value: unknown): util.SafeParseResult<T> {
  englishErrors ??= english().localeError;
  return safeParse(schema, value, { error: englishErrors });
}

/**
 * Renders a path into a JSON document, such as a zod issue's `path`, the way error
 * messages name the offending datum: `tables.kingsMen.rows[1].results[2]`.
 *
 * Numbers become indexes (`[1]`); every other key follows a dot, except the first,
 * which stands alone. Keys are written as they are, neither quoted nor escaped, and
 * symbols as `String(symbol)`. The empty path (the document itself) renders as `""`,
 * so a caller that wants a word for the root, such as `(root)`, adds it.
 *
 * @param path - the keys from the document's root down to the datum
 * @returns the path as text, `""` for the root
 * @example
 * ```ts
 * import { formatJsonPath } from "@tt/engine";
 * formatJsonPath(["tables", "kingsMen", "rows", 1, "results", 2]); // "tables.kingsMen.rows[1].results[2]"
 * formatJsonPath([0, "name"]); // "[0].name"
 * formatJsonPath(["skills", "Small Arms"]); // "skills.Small Arms"
 * formatJsonPath([]); // ""
 * ```
 */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let text = "";
  for (let index = 0; index < path.length; index++) {
    const key = path[index]!;
    if (typeof key === "number") text += `[${key}]`;
    else text += index === 0 ? String(key) : `.${String(key)}`;
  }
  return text;
}

/**
 * One problem found in a checked value: where it is, as a JSON path (`people[3].at`,
 * `""` for the value itself), and what is wrong there.
 *
 * @example
 * ```ts
 * import type { TtIssue } from "@tt/engine";
 * const issue: TtIssue = { path: "rows[2].result", message: "a row needs a result" };
 * ```
 */
export interface TtIssue {
  /** JSON path of the offending datum, `""` for the whole value. */
  readonly path: string;
  /** What is wrong there. */
  readonly message: string;
}

/**
 * The shape every `@tt` error class has (`DiceError`, `TableError`, `HexgridError`,
 * `EngineError`, `RuleError` and the games' errors), so a front end can report any of
 * them the same way: a stable `code` to match on, a `message` for people, the `path` of
 * the offending datum, every problem found in `issues` and, for a broken rule, its `ruleId`.
 *
 * @example
 * ```ts
 * import type { TtErrorShape } from "@tt/engine";
 * const report = (error: TtErrorShape) => `${error.code} at ${error.path || "(root)"}: ${error.message}`;
 * ```
 */
export interface TtErrorShape {
  /** Stable machine-readable reason from the package's closed set, e.g. `"dice/syntax"`. */
  readonly code: string;
  /** A human sentence naming what was wrong. */
  readonly message: string;
  /** JSON path of the offending datum (`people[3].at`); `""` for the whole value or when none applies. */
  readonly path: string;
  /** Every problem found, when the check collects them all (a schema, a map's validation). */
  readonly issues?: readonly TtIssue[] | undefined;
  /** The ID of the rule that was broken, for rule errors (`"SYN-8.3"`). */
  readonly ruleId?: string | undefined;
}

/**
 * What {@link parseWith} hands its `fail` callback: the first problem's `path` and
 * `message`, and every problem in `issues`.
 *
 * @example
 * ```ts
 * import type { SchemaFailure } from "@tt/engine";
 * const describe = (failure: SchemaFailure) => `${failure.path || "(root)"}: ${failure.message} (${failure.issues.length} issue(s))`;
 * ```
 */
export interface SchemaFailure {
  /** JSON path of the first problem, `""` for the whole value. */
  readonly path: string;
  /** What the schema said of the first problem. */
  readonly message: string;
  /** Every problem the schema found, in its order. */
  readonly issues: readonly TtIssue[];
}

/**
 * What {@link checkSchemaVersion} hands its `fail` callback: a {@link SchemaFailure} at
 * `schemaVersion`, with the version found and the one expected.
 *
 * @example
 * ```ts
 * import type { SchemaVersionFailure } from "@tt/engine";
 * const describe = (failure: SchemaVersionFailure) => `version ${failure.found}, not ${failure.expected}`;
 * ```
 */
export interface SchemaVersionFailure extends SchemaFailure {
  /** The `schemaVersion` the value has. */
  readonly found: number;
  /** The `schemaVersion` this code reads. */
  readonly expected: number;
}

/** The part of a zod error {@link zodIssues} reads (so this package needs no runtime zod). */
interface ZodLikeError {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/**
 * A zod error's issues as `{ path, message }`, each path rendered by `formatJsonPath`
 * (after `prefix`, the path of the checked value inside a larger document).
 *
 * @param error - the `error` of a failed `safeParse`
 * @param prefix - keys from the document's root to the checked value
 * @returns every issue, in zod's order
 */
export function zodIssues(error: ZodLikeError, prefix: readonly PropertyKey[] = []): TtIssue[] {
  return error.issues.map((issue) => ({ path: formatJsonPath([...prefix, ...issue.path]), message: issue.message }));
}

/**
 * Parses `value` with a zod `schema`; on failure throws the error `fail` builds from the
 * first problem (`path`, `message`) and every problem (`issues`), so each package throws
 * its own typed error with the same fields.
 *
 * @param schema - the zod schema
 * @param value - an untrusted value, typically from `JSON.parse`
 * @param fail - builds the error to throw
 * @param prefix - keys from the document's root to `value`, prepended to every path (default none)
 * @returns the parsed value
 * @throws whatever `fail` returns, when `value` does not match `schema`
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * import { EngineError, parseWith } from "@tt/engine";
 * const options = parseWith(z.object({ players: z.int() }), { players: 2 }, (failure) =>
 *   new EngineError("engine/invalid-options", `${failure.path}: ${failure.message}`, { path: failure.path, issues: failure.issues }),
 * );
 * options.players; // 2
 * ```
 */
export function parseWith<T>(schema: $ZodType<T>, value: unknown, fail: (failure: SchemaFailure) => Error, prefix: readonly PropertyKey[] = []): T {
  const parsed = safeParseInEnglish(schema, value);
  if (parsed.success) return parsed.data;
  const issues = zodIssues(parsed.error, prefix);
  const first = issues[0] ?? { path: formatJsonPath(prefix), message: "rejected by the schema" };
  throw fail({ path: first.path, message: first.message, issues });
}

/**
 * Refuses a value written for another format version: if `value.schemaVersion` is a
 * number other than `expected`, throws the error `fail` builds (its `path` is
 * `"schemaVersion"`). A missing or non-numeric `schemaVersion` passes, for the schema
 * to report.
 *
 * @param value - an untrusted value, typically from `JSON.parse`
 * @param expected - the version this code reads
 * @param fail - builds the error to throw
 * @throws whatever `fail` returns, for another numeric version
 * @example
 * ```ts
 * import { EngineError, checkSchemaVersion } from "@tt/engine";
 * checkSchemaVersion({ schemaVersion: 1 }, 1, (failure) =>
 *   new EngineError("engine/unsupported-schema-version", failure.message, { path: failure.path }),
 * ); // passes
 * ```
 */
export function checkSchemaVersion(value: unknown, expected: number, fail: (failure: SchemaVersionFailure) => Error): void {
  if (typeof value !== "object" || value === null) return;
  const found = (value as { schemaVersion?: unknown }).schemaVersion;
  if (typeof found !== "number" || found === expected) return;
  const message = `schemaVersion ${found} cannot be read; this version reads ${expected}`;
  throw fail({ path: "schemaVersion", message, issues: [{ path: "schemaVersion", message }], found, expected });
}

/**
 * A value as error messages quote it: at most `limit` characters of it (a string quoted as
 * JSON, anything else as JSON or its kind), then `…` when there was more. Never throws, so a
 * message about a hostile value (a 1 MB label, a cyclic object, a symbol, a `BigInt`, a value
 * nested 20,000 deep) is built safely and stays readable.
 *
 * @param value - any value
 * @param limit - how many characters of it to keep (default 80)
 * @returns the quotation
 */
export function excerpt(value: unknown, limit = 80): string {
  if (typeof value === "string") return JSON.stringify(value.slice(0, limit)) + (value.length > limit ? "…" : "");
  let text: string | undefined;
  try {
    text = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    // a cycle, a throwing toJSON or getter, nesting too deep for JSON.stringify
  }
  text ??= Array.isArray(value) ? "an array" : "an object";
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/**
 * The keys from `value` down to its first array or object nested deeper than `maxDepth`
 * levels (`value` itself, if it is one, is level 1), or `undefined` when none is. Walks
 * iteratively, depth first, so neither a value nested 20,000 deep nor a cycle (which is
 * infinitely deep) overflows the stack; the walk never goes below `maxDepth`.
 *
 * @param value - a JSON-like value (arrays, plain objects, primitives)
 * @param maxDepth - how many levels of arrays and objects are allowed
 * @returns the path of the first container too deep, or `undefined`
 */
export function tooDeep(value: unknown, maxDepth: number): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const node = top.value;
    if (typeof node !== "object" || node === null) continue;
    if (top.path.length >= maxDepth) return top.path;
    const array = Array.isArray(node);
    for (const key of Object.keys(node)) stack.push({ value: (node as Record<string, unknown>)[key], path: [...top.path, array ? Number(key) : key] });
  }
  return undefined;
}
