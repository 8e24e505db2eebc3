const TRUSTED: unique symbol = Symbol("@tt/engine trusted");

/**
 * Marks a policy or chance driver of this package that only ever returns an element of the
 * legal list it was given, so the runners can skip re-checking its answers.
 */
export function trust<T extends object>(value: T): T {
  (value as T & { [TRUSTED]?: true })[TRUSTED] = true;
  return value;
}

/** Whether `value` was marked by {@link trust}. */
export function isTrusted(value: unknown): boolean {
  return (typeof value === "function" || (typeof value === "object" && value !== null)) && (value as { [TRUSTED]?: true })[TRUSTED] === true;
}
