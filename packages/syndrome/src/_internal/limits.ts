/** Limits on what comes from outside (snapshots, inputs), and quoting it safely in messages. */

/** How deeply arrays and objects may nest in a snapshot or an input: a state nests 6 deep, an input 2. */
export const MAX_DEPTH = 32;

/**
 * A value as a message quotes it: at most 80 characters (a string as JSON, anything else as
 * JSON or its kind), then `…`. Never throws: a cycle, a value nested too deep for
 * `JSON.stringify`, a `BigInt` are named, not serialized.
 */
export function quote(value: unknown, limit = 80): string {
  let text: string | undefined;
  try {
    text = typeof value === "string" ? JSON.stringify(value.length > limit ? value.slice(0, limit) : value) : typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    // a cycle, a throwing toJSON, nesting too deep
  }
  if (typeof value === "string") return value.length > limit ? `${text}…` : text!;
  text ??= Array.isArray(value) ? "an array" : "an object";
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/**
 * The JSON path of the first array or object nested deeper than {@link MAX_DEPTH} in `value`, or
 * `undefined`. Walks without recursion, so a value nested 20,000 deep does not overflow the stack.
 */
export function tooDeep(value: unknown): string | undefined {
  const stack: [unknown, string, number][] = [[value, "", 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, path, depth] = top;
    if (typeof node !== "object" || node === null) continue;
    if (depth >= MAX_DEPTH) return path;
    const array = Array.isArray(node);
    for (const key of Object.keys(node)) stack.push([(node as Record<string, unknown>)[key], array ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`, depth + 1]);
  }
  return undefined;
}
