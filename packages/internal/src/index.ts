// @tt/internal: what the @tt libraries share, bundled into each of them at build time.
// One file on purpose: tsup's dts.resolve inlines "@tt/internal" itself, not relative imports inside it.
import { safeParse } from "zod/mini";
import { $ZodRealError, type $ZodErrorMap, type $ZodIssue, type $ZodType, type util } from "zod/v4/core";
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
  try {
    return safeParse(schema, value, { error: englishErrors });
  } catch (error) {
    // zod passes each property's issues on with a spread: a few hundred thousand of them overflow the stack (a RangeError).
    if (!(error instanceof RangeError)) throw error;
    return { success: false, error: new $ZodRealError([{ code: "custom", path: [], message: "too many problems to list" } as $ZodIssue]) };
  }
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
  /**
   * `true` when the value was refused for its size or shape before the schema read it (nested too
   * deep, a list or an object of too many items, too many values in all: see {@link ShapeLimits}),
   * so a package with an error code for limits can use it.
   */
  readonly limit?: boolean | undefined;
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

/** The longest message of a zod issue kept whole; longer ones (zod names every unrecognized key of an object, whole) are cut, then `…`. */
const ISSUE_MESSAGE_LIMIT = 300;

/**
 * A zod error's issues as `{ path, message }`, each path rendered by `formatJsonPath`
 * (after `prefix`, the path of the checked value inside a larger document). A message longer
 * than 300 characters is cut there, then `…` (zod names every unrecognized key of an object,
 * whole: 10,000 keys made a message of 190,000 characters).
 *
 * @param error - the `error` of a failed `safeParse`
 * @param prefix - keys from the document's root to the checked value
 * @returns every issue, in zod's order
 */
export function zodIssues(error: ZodLikeError, prefix: readonly PropertyKey[] = []): TtIssue[] {
  return error.issues.map(({ path, message }) => ({
    path: formatJsonPath([...prefix, ...path]),
    message: message.length > ISSUE_MESSAGE_LIMIT ? `${message.slice(0, ISSUE_MESSAGE_LIMIT)}…` : message,
  }));
}

/**
 * Parses `value` with a zod `schema`; on failure throws the error `fail` builds from the
 * first problem (`path`, `message`) and every problem (`issues`), so each package throws
 * its own typed error with the same fields.
 *
 * The value is measured first, without recursion, against `limits` (by default
 * {@link DEFAULT_SHAPE_LIMITS}: 64 levels, 10,000 items a list or keys an object, a million
 * values): past them it is refused at the JSON path of the offending list, object or level
 * (`limit: true`), before the schema reads it. A schema collects an issue for every wrong item
 * and overflows the stack passing a few hundred thousand on; a million wrong items took
 * seconds before it did. A list named in `limits.lists` may be longer; if its items are
 * `unmeasured`, the caller tests them first. Should the schema still run out of stack, that is
 * a failure too, never a `RangeError`.
 *
 * @param schema - the zod schema
 * @param value - an untrusted value, typically from `JSON.parse`
 * @param fail - builds the error to throw
 * @param prefix - keys from the document's root to `value`, prepended to every path (default none)
 * @param limits - how `value` may be shaped (default {@link DEFAULT_SHAPE_LIMITS})
 * @returns the parsed value
 * @throws whatever `fail` returns, when `value` is shaped past `limits` or does not match `schema`
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
export function parseWith<T>(schema: $ZodType<T>, value: unknown, fail: (failure: SchemaFailure) => Error, prefix: readonly PropertyKey[] = [], limits: ShapeLimits = DEFAULT_SHAPE_LIMITS): T {
  const shape = shapeProblem(value, limits, prefix);
  const parsed = shape ? undefined : safeParseInEnglish(schema, value);
  if (parsed?.success) return parsed.data;
  const issues = parsed ? zodIssues(parsed.error, prefix) : [{ path: shape!.path, message: shape!.message }];
  const { path, message } = issues[0] ?? { path: formatJsonPath(prefix), message: "rejected by the schema" };
  throw fail({ path, message, issues, limit: shape && true });
}

/**
 * How a value from outside may be shaped before a schema reads it ({@link parseWith} measures
 * it first): how deeply it nests, how many items a list (or keys an object) has, how many
 * values it holds in all. Lists that may be longer, such as a map's hexes or a log's inputs,
 * are named in `lists` with their own limit.
 *
 * @example
 * ```ts
 * import type { ShapeLimits } from "@tt/engine";
 * const limits: ShapeLimits = { depth: 8, items: 1_000, values: 100_000 };
 * ```
 */
export interface ShapeLimits {
  /** How many levels of arrays and objects may nest; the value itself, if it is one, is level 1. */
  readonly depth: number;
  /** How many items a list, and how many keys an object, may have (but the lists named in `lists`). */
  readonly items: number;
  /** How many values the value may hold in all, every array, object and primitive counted (but the items of an `unmeasured` list). */
  readonly values: number;
  /** Lists that may have more than `items`, by their JSON path from the value (`"hexes"`, `"checksums.hashes"`), each with its limit. */
  readonly lists?: Readonly<Record<string, LongList>> | undefined;
}

/**
 * A list {@link ShapeLimits} lets have more than its `items`: its own limit and whether its items
 * are measured.
 *
 * @example
 * ```ts
 * import type { LongList } from "@tt/engine";
 * const inputs: LongList = { items: 10_000_000, unmeasured: true };
 * ```
 */
export interface LongList {
  /** How many items the list may have. */
  readonly items: number;
  /**
   * `true` when its items are neither measured nor counted: the schema does not read into them
   * (`z.unknown()`), or the caller tests them itself first (a million wrong items would make the
   * schema collect a million issues).
   */
  readonly unmeasured?: boolean | undefined;
}

/**
 * How {@link parseWith} lets a value be shaped unless told otherwise: 64 levels (as
 * `MAX_VALUE_DEPTH`), 10,000 items a list or keys an object, 1,000,000 values in all. Far more
 * than any options, action, snapshot or data file of the `@tt` games needs, and little enough for
 * a schema to read in well under a second however wrong every item is.
 *
 * @example
 * ```ts
 * import { DEFAULT_SHAPE_LIMITS } from "@tt/engine";
 * DEFAULT_SHAPE_LIMITS.items; // 10000
 * ```
 */
export const DEFAULT_SHAPE_LIMITS: ShapeLimits = /* @__PURE__ */ Object.freeze({ depth: 64, items: 10_000, values: 1_000_000 });

/** What {@link measureFirst} and {@link parseInEnglish} return: the parsed value, or every problem (`limit` for a value shaped past the limits). */
export type MeasuredParse<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly limit: boolean; readonly issues: readonly TtIssue[] };

/**
 * What {@link parseWith} does before the schema reads `value`: the failure (`limit: true`, one
 * issue) for a value shaped past `limits`, or `undefined` when the schema may read it.
 *
 * @param value - an untrusted value
 * @param limits - how it may be shaped
 * @param prefix - keys from the document's root to `value`, prepended to every path
 * @returns the failure, or `undefined`
 */
export function measureFirst(
  value: unknown,
  limits: ShapeLimits = DEFAULT_SHAPE_LIMITS,
  prefix: readonly PropertyKey[] = [],
): { readonly success: false; readonly limit: true; readonly issues: readonly TtIssue[] } | undefined {
  const problem = shapeProblem(value, limits, prefix);
  return problem && { success: false, limit: true, issues: [{ path: problem.path, message: problem.message }] };
}

/**
 * Parses `value` with English messages, a stack overflow being a failure (see
 * {@link safeParseInEnglish}): the parsed value, or every issue with its path after `prefix`.
 *
 * @param schema - the zod schema
 * @param value - a value measured first ({@link measureFirst})
 * @param prefix - keys from the document's root to `value`
 * @returns the parsed value, or every issue (at least one)
 */
export function parseInEnglish<T>(schema: $ZodType<T>, value: unknown, prefix: readonly PropertyKey[] = []): MeasuredParse<T> {
  const parsed = safeParseInEnglish(schema, value);
  if (parsed.success) return parsed;
  const issues = zodIssues(parsed.error, prefix);
  return { success: false, limit: false, issues: issues.length > 0 ? issues : [{ path: formatJsonPath(prefix), message: "rejected by the schema" }] };
}

/** A container met while measuring: its value, how deep it is (the root is level 1) and where, by a link to its parent. */
interface Place {
  readonly value: object;
  readonly depth: number;
  readonly parent: Place | undefined;
  readonly key: string | number;
}

function keysOf(place: Place): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at: Place | undefined = place; at?.parent !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse();
}

/** Which limit a value is shaped past: its depth, a list's items, an object's keys, the values in all. */
type ShapeKind = "depth" | "items" | "keys" | "values";

/**
 * Measures `value` against `limits`, depth first in document order and without recursion, so a
 * value nested 20,000 deep, a cycle or a list of a million items is measured in bounded time and
 * stack: the first problem's kind, the keys to it and what to say, or `undefined`.
 */
function measure(value: unknown, { depth, items, values, lists }: ShapeLimits): [kind: ShapeKind, keys: (string | number)[], message: string] | undefined {
  const n = (count: number): string => count.toLocaleString("en");
  const stack: Place[] = value !== null && typeof value === "object" ? [{ value, depth: 1, parent: undefined, key: "" }] : [];
  let seen = 1;
  for (let top = stack.pop(); top; top = stack.pop()) {
    if (top.depth > depth) return ["depth", keysOf(top), `nested deeper than ${depth} levels`];
    const node = top.value as Record<string | number, unknown>;
    const keys = Array.isArray(node) ? undefined : Object.keys(node);
    const size = keys ? keys.length : (node as unknown as unknown[]).length;
    const path = keys || !lists ? "" : formatJsonPath(keysOf(top));
    const long = path && Object.hasOwn(lists!, path) ? lists![path] : undefined;
    const most = long ? long.items : items;
    const kind = keys ? "keys" : "items";
    if (size > most) return [kind, keysOf(top), `${n(size)} ${kind}, more than the ${n(most)} allowed`];
    if (long?.unmeasured) continue;
    seen += size;
    if (seen > values) return ["values", [], `more than ${n(values)} values`];
    for (let i = size - 1; i >= 0; i--) {
      const key = keys ? keys[i]! : i;
      const child = node[key];
      if (child !== null && typeof child === "object") stack.push({ value: child, depth: top.depth + 1, parent: top, key });
    }
  }
  return undefined;
}

/**
 * The first place where `value` is shaped past `limits` (nested too deep, a list or an object of
 * too many items, too many values in all), as an issue at its JSON path after `prefix` with the
 * `kind` of limit and the `keys` from `value` to it, or `undefined`. Measured as {@link parseWith} measures, for a loader that
 * checks its own way.
 *
 * @param value - a JSON-like value (arrays, plain objects, primitives)
 * @param limits - how it may be shaped
 * @param prefix - keys from the document's root to `value`
 * @returns the problem, or `undefined`
 */
export function shapeProblem(
  value: unknown,
  limits: ShapeLimits,
  prefix: readonly PropertyKey[] = [],
): (TtIssue & { readonly kind: ShapeKind; readonly keys: readonly (string | number)[] }) | undefined {
  const problem = measure(value, limits);
  return problem && { kind: problem[0], keys: problem[1], path: formatJsonPath([...prefix, ...problem[1]]), message: problem[2] };
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
 * A JSON path as a message names it: whole up to `limit` characters, else its first `limit` and
 * `…` (the error's `path` keeps it whole). A path 64 levels deep into a hostile value, or through
 * a key of a million characters, would make the message as long.
 *
 * @param path - a JSON path (`people[3].at`)
 * @param limit - how many characters of it to keep (default 120)
 * @returns the path, cut when longer than `limit`
 */
export function clipPath(path: string, limit = 120): string {
  return path.length > limit ? `${path.slice(0, limit)}…` : path;
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
  // Each place linked to its parent, as measure's are: a copy of the path for each took seconds on a million items.
  const stack: { value: unknown; depth: number; parent: Place | undefined; key: string | number }[] = [{ value, depth: 0, parent: undefined, key: "" }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const node = top.value;
    if (typeof node !== "object" || node === null) continue;
    if (top.depth >= maxDepth) return keysOf(top as Place);
    const array = Array.isArray(node);
    for (const key of Object.keys(node)) stack.push({ value: (node as Record<string, unknown>)[key], depth: top.depth + 1, parent: top as Place, key: array ? Number(key) : key });
  }
  return undefined;
}
