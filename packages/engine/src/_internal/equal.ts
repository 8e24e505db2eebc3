import { excerpt } from "@tt/internal";

/**
 * Structural equality over plain JSON-like data (objects, arrays, primitives). Strict: every
 * own key counts, symbols and non-enumerable ones too, and an array's extra properties, so an
 * input with one key more than a legal outcome (however it was hidden) is not that outcome.
 * Recursion goes only as deep as both values are alike, so it is bounded by the shallower one.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const leftKeys = Reflect.ownKeys(a);
  if (leftKeys.length !== Reflect.ownKeys(b).length) return false;
  const left = a as Record<PropertyKey, unknown>;
  const right = b as Record<PropertyKey, unknown>;
  for (const key of leftKeys) {
    if (!Object.hasOwn(right, key)) return false;
    if (!deepEqual(left[key], right[key])) return false;
  }
  return true;
}

/** Index of `value` in `list`: by identity first, then structurally; -1 if absent. */
export function indexOfValue(list: readonly unknown[], value: unknown): number {
  const byIdentity = list.indexOf(value);
  if (byIdentity !== -1) return byIdentity;
  for (let index = 0; index < list.length; index++) {
    if (deepEqual(list[index], value)) return index;
  }
  return -1;
}

/** Freezes `value` and everything reachable from it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/** Short, bounded text for an error message; never throws (cycles, bigints, 20,000-deep values). */
export function describe(value: unknown, limit = 80): string {
  return excerpt(value, limit);
}
