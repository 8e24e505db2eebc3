/** Limits on what comes from outside (snapshots, inputs), and quoting it safely in messages. */
import { excerpt, formatJsonPath, tooDeep as pathTooDeep } from "@tt/internal";

/** How deeply arrays and objects may nest in a snapshot or an input: a state nests 6 deep, an input 2. */
export const MAX_DEPTH = 32;

/** A value as a message quotes it: at most 80 characters, then `…`; never throws. */
export const quote: (value: unknown, limit?: number) => string = excerpt;

/** The JSON path of the first array or object nested deeper than {@link MAX_DEPTH} in `value`, or `undefined`. */
export function tooDeep(value: unknown): string | undefined {
  const path = pathTooDeep(value, MAX_DEPTH);
  return path === undefined ? undefined : formatJsonPath(path);
}

/** How many items a list in a data set or a snapshot may have: the longest the game writes has a few hundred. */
export const MAX_ITEMS = 10_000;

/**
 * The JSON path of the first list of more than {@link MAX_ITEMS} items in `value` (no deeper than
 * {@link MAX_DEPTH}), or `undefined`. Checked before a schema reads the value: zod collects an
 * issue for each wrong item and overflows the stack passing a few hundred thousand of them on.
 */
export function tooLong(value: unknown): string | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const node = top.value;
    if (node === null || typeof node !== "object" || top.path.length >= MAX_DEPTH) continue;
    if (Array.isArray(node)) {
      if (node.length > MAX_ITEMS) return formatJsonPath(top.path);
      for (let i = node.length - 1; i >= 0; i--) stack.push({ value: node[i], path: [...top.path, i] });
    } else {
      const keys = Object.keys(node);
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (node as Record<string, unknown>)[keys[i]!], path: [...top.path, keys[i]!] });
    }
  }
  return undefined;
}
