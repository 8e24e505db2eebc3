// What the fuzz suites (packages/*/test/fuzz/) share: junk of every kind a public boundary may
// be handed, and the one check every boundary must pass on it (issue #17): a typed error of
// the package's own class, with a stable code and a readable message, or a valid result, in
// bounded time, leaving its inputs unchanged.
import fc from "fast-check";
import { expect } from "vitest";

/** How long one call of a public function may take, however hostile its input. */
const CALL_BUDGET_MS = 2_500;
/** The longest message an error about hostile input may have. */
export const MESSAGE_LIMIT = 600;

/** A value nested `depth` levels deep: arrays, or objects under `key`. */
export function nested(depth: number, kind: "array" | "object" = "array", key = "a", leaf: unknown = 1): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = kind === "array" ? [value] : { [key]: value };
  return value;
}

const MEGABYTE = "9".repeat(100_000);
const PROTO_KEYS = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype"] as const;

/** Keys an object from outside may have, prototype names included. */
const junkKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 6 }));

/** Numbers that break arithmetic: NaN, infinities, fractions, huge, negative, -0. */
export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0.5, -1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), Number.MAX_VALUE, 1e9, 1e21),
  fc.double(),
  fc.integer(),
);

/** Strings that break parsers and messages: prototype names, long ones, odd characters. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTO_KEYS, "", " ", "\u0000", "\ud800", MEGABYTE, `x${MEGABYTE}`, `1-${MEGABYTE}`),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 12 }),
);

/** Values nested far deeper than any data needs (a recursive walk overflows the stack on them). */
export const deepValue: fc.Arbitrary<unknown> = fc
  .record({ depth: fc.constantFrom(70, 70, 3_000, 12_000), kind: fc.constantFrom("array" as const, "object" as const), key: junkKey })
  .map(({ depth, kind, key }) => nested(depth, kind, key));

/** Anything at all: primitives of every type, objects with prototype-named keys, deep and long values. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(null, undefined, true, false, Symbol("junk"), 12n, () => 1, new Date(0), new Map(), Object.create(null)) },
  { weight: 3, arbitrary: junkNumber },
  { weight: 3, arbitrary: junkString },
  { weight: 1, arbitrary: deepValue },
  {
    weight: 4,
    arbitrary: fc.anything({ maxDepth: 3, maxKeys: 4, withBigInt: true, withNullPrototype: true, withBoxedValues: true, withSparseArray: true, key: junkKey }),
  },
);

/** `value` or, a fraction of the time, junk instead: for records that are mostly right. */
export function orJunk<T>(value: fc.Arbitrary<T>, weight = 6): fc.Arbitrary<T | unknown> {
  return fc.oneof({ weight, arbitrary: value }, { weight: 1, arbitrary: junk });
}

/** The error shape every `@tt` error class has. */
export type TypedError = Error & { readonly code: string; readonly path: string };
type ErrorClass = abstract new (...args: never[]) => TypedError;

/**
 * A stable text of any value, to compare a value before and after a call: every own key
 * (symbols too) and value, getters not called, shared and cyclic references named once,
 * whether each object is frozen. Iterative, and only the first 100 levels are read (a call
 * that changes a value 100 levels down is not a worry; reading 20,000 levels twice a call is).
 */
export function snapshot(value: unknown): string {
  type Item = { readonly token: string } | { readonly value: unknown; readonly depth: number };
  const out: string[] = [];
  const seen = new Map<object, number>();
  const stack: Item[] = [{ value, depth: 0 }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if ("token" in top) {
      out.push(top.token);
      continue;
    }
    const item = top.value;
    if ((typeof item !== "object" && typeof item !== "function") || item === null) {
      out.push(typeof item === "string" ? JSON.stringify(item) : `${typeof item}:${String(item)}`);
      continue;
    }
    const id = seen.get(item);
    if (id !== undefined || top.depth >= 100) {
      out.push(`#${id ?? "deep"}`);
      continue;
    }
    seen.set(item, seen.size);
    const parts: Item[] = [{ token: `${Object.prototype.toString.call(item)}#${seen.size - 1}{` }];
    if (item instanceof Map || item instanceof Set) parts.push({ value: [...item.entries()], depth: top.depth + 1 });
    if (item instanceof Date) parts.push({ token: String(item.getTime()) });
    const properties = Object.getOwnPropertyDescriptors(item);
    for (const key of Reflect.ownKeys(properties)) {
      const property = properties[key as string]!;
      parts.push({ token: `${String(key)}:` }, "value" in property ? { value: property.value, depth: top.depth + 1 } : { token: "accessor" });
    }
    parts.push({ token: `}${Object.isFrozen(item) ? "frozen" : ""}` });
    for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]!);
  }
  return out.join(" ");
}

/**
 * Runs `call`, which must return or throw an instance of `errorClass` with one of `codes`,
 * a message of at most {@link MESSAGE_LIMIT} characters and a string `path`, within
 * {@link CALL_BUDGET_MS}; and must leave `inputs` as they were (compared by {@link snapshot}).
 * Returns the result, or the error.
 */
export function mustBeTyped<T>(
  call: () => T,
  errorClass: ErrorClass,
  codes: readonly string[],
  inputs: readonly unknown[] = [],
): { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: TypedError } {
  const before = inputs.map(snapshot);
  const started = performance.now();
  let outcome: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: TypedError };
  try {
    outcome = { ok: true, value: call() };
  } catch (error) {
    if (!(error instanceof errorClass)) {
      throw new Error(`expected a ${errorClass.name} or a result, got ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error)}`, { cause: error });
    }
    expect(codes).toContain(error.code);
    expect(error.message.length, error.message.slice(0, 200)).toBeLessThanOrEqual(MESSAGE_LIMIT);
    expect(typeof error.path).toBe("string");
    outcome = { ok: false, error };
  }
  expect(performance.now() - started).toBeLessThan(CALL_BUDGET_MS);
  expect(inputs.map(snapshot)).toEqual(before);
  return outcome;
}
