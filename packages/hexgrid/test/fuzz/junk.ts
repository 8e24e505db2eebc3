// Arbitrary junk for the fuzz suite, and the one assertion every fuzzed call makes:
// a HexgridError with a stable code and a path, or a valid result, in bounded time.
import fc from "fast-check";
import { expect } from "vitest";
import { HEXGRID_ERROR_CODES, HexgridError } from "../../src/index";
import { cpuNow } from "../arbitraries";

/** Keys that name Object.prototype's members: a loader that looks them up in a plain object breaks. */
export const PROTO_NAMES = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", "prototype", "isPrototypeOf"] as const;

/** Numbers that break hex code: NaN, infinities, fractions, -0, huge, just past the limits. */
export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0.5, -1.5, 1e300, 2 ** 53, 2 ** 48 + 1, -(2 ** 31), 32767, 32768, -32768, 1e9, 131_073, 101, 1001),
  fc.double(),
  fc.integer({ min: -100, max: 100 }),
);

/** A value nested `depth` levels deep, in objects or arrays. */
export function deep(depth: number, array = false): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = array ? [value] : { q: value, r: value, hexes: value };
  return value;
}

/** Anything at all: wrong types, prototype names, symbols, BigInts, deep and cyclic objects. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  junkNumber,
  fc.constantFrom(null, undefined, true, "", "0,0", Symbol("junk"), 10n ** 30n, () => 1, deep(5000), deep(5000, true), ...PROTO_NAMES),
  fc.constant(null).map(() => {
    const cyclic: Record<string, unknown> = { q: 1 };
    cyclic.r = cyclic;
    return cyclic;
  }),
  fc.string({ maxLength: 300 }),
  fc.anything({ maxDepth: 3, withBigInt: true, withNullPrototype: true, withObjectString: true }),
);

/** A hex, or a near-hex with junk coordinates, or junk. */
export const junkHex: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) }),
  fc.record({ q: junkNumber, r: junkNumber }),
  fc.record({ q: fc.integer({ min: -3, max: 3 }), r: junk }),
  junk,
);

/** Freezes a value and everything reachable from it (so any mutation would throw). */
export function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if ((typeof v !== "object" && typeof v !== "function") || v === null || seen.has(v) || ArrayBuffer.isView(v)) continue;
    seen.add(v);
    for (const key of Reflect.ownKeys(v)) {
      const descriptor = Object.getOwnPropertyDescriptor(v, key);
      if (descriptor && "value" in descriptor) stack.push(descriptor.value);
    }
    Object.freeze(v);
  }
  return value;
}

/**
 * Milliseconds of CPU time any one fuzzed call may take: far under "forever" (the
 * slowest calls, searches refused at the node or step limit, take about 1 s).
 */
const CALL_LIMIT_MS = 5000;

/**
 * Runs `call`. It either returns a result, which `valid` checks, or throws a
 * HexgridError with a stable code, a string path and a short message. Either way
 * it ends in bounded CPU time.
 */
export function typedOrValid<T>(call: () => T, valid: (result: T) => void = () => {}): void {
  const started = cpuNow();
  let result: T;
  try {
    result = call();
  } catch (error) {
    if (!(error instanceof HexgridError)) throw error;
    expect(HEXGRID_ERROR_CODES).toContain(error.code);
    expect(typeof error.path).toBe("string");
    for (const issue of error.issues) expect(issue.message.length).toBeLessThan(500);
    expect(error.message.length).toBeLessThan(12_000);
    expect(cpuNow() - started).toBeLessThan(CALL_LIMIT_MS);
    return;
  }
  expect(cpuNow() - started).toBeLessThan(CALL_LIMIT_MS);
  valid(result);
}

/** A snapshot of a value for "unchanged after the call" (handles NaN, -0, BigInt, symbols, cycles). */
export function snapshot(value: unknown): string {
  const seen = new Map<object, number>();
  const walk = (v: unknown, depth: number): string => {
    // Deeper than this only deepFreeze guards (a change there would throw a TypeError).
    if (depth > 200) return "…";
    if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
    if (typeof v === "bigint") return `${v}n`;
    if (typeof v === "symbol" || typeof v === "function" || typeof v === "undefined") return String(v);
    if (typeof v === "string") return JSON.stringify(v);
    if (v === null || typeof v !== "object") return String(v);
    if (seen.has(v)) return `#${seen.get(v)}`;
    seen.set(v, seen.size);
    const keys = Reflect.ownKeys(v).map((k) => `${String(k)}:${walk((v as Record<PropertyKey, unknown>)[k], depth + 1)}`);
    return `${Array.isArray(v) ? "[" : "{"}${keys.join(",")}`;
  };
  return walk(value, 0);
}
