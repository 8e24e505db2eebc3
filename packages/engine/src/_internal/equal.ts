/** Structural equality over plain JSON-like data (objects, arrays, primitives). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }
  const aIsArray = Array.isArray(a);
  if (aIsArray !== Array.isArray(b)) return false;
  if (aIsArray) {
    const left = a as unknown[];
    const right = b as unknown[];
    if (left.length !== right.length) return false;
    for (let index = 0; index < left.length; index++) {
      if (!deepEqual(left[index], right[index])) return false;
    }
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const leftKeys = Object.keys(a);
  const rightKeys = Object.keys(b);
  if (leftKeys.length !== rightKeys.length) return false;
  const right = b as Record<string, unknown>;
  const left = a as Record<string, unknown>;
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

/** Short, bounded text for an error message. */
export function describe(value: unknown, limit = 120): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
