// The checks @tt/tables runs on what it is handed from outside (issue #17): each throws a
// TableError with a stable code and a JSON path, and quotes the offending value cut short.
import { DEFAULT_SHAPE_LIMITS, excerpt, formatJsonPath, tooDeep } from "@tt/internal";
import { TableError } from "../errors";
import { MAX_DATA_DEPTH } from "../limits";

/** @internal A text as a message shows it unquoted: cut to 80 characters and `…`. */
export function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** @internal `"Name: "` to start a message about a table, the name cut short; `""` for none. */
export function namePrefix(name: string): string {
  return name ? `${clip(name)}: ` : "";
}

/** @internal Throws `tables/invalid-argument` unless `value` is an object (not null, not an array). */
export function checkObject(value: unknown, what: string, path = ""): asserts value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TableError("tables/invalid-argument", `${what} must be an object, not ${excerpt(value)}.`, path);
  }
}

/** @internal Throws `tables/invalid-argument` unless `options` is an object or undefined. */
export function checkOptions(options: unknown, what: string): void {
  if (options !== undefined) checkObject(options, `${what}'s options`, "options");
}

/** @internal Throws `tables/schema` unless `value` is a string (or undefined, when optional). */
export function checkString(value: unknown, path: string, optional = false): void {
  if (typeof value !== "string" && !(optional && value === undefined)) {
    throw new TableError("tables/schema", `${path} must be a string, not ${excerpt(value)}.`, path);
  }
}

/** @internal Throws `tables/schema` unless `value` is a boolean or undefined. */
export function checkFlag(value: unknown, path: string): void {
  if (value !== undefined && typeof value !== "boolean") {
    throw new TableError("tables/schema", `${path} must be true or false, not ${excerpt(value)}.`, path);
  }
}

/**
 * @internal Throws `tables/limit` naming the path when `value` nests deeper than
 * {@link MAX_DATA_DEPTH} (counting `prefix.length` levels above it), without recursion.
 */
export function checkDepth(value: unknown, prefix: readonly (string | number)[]): void {
  const deep = tooDeep(value, MAX_DATA_DEPTH - prefix.length);
  if (deep !== undefined) {
    const path = formatJsonPath([...prefix, ...deep]);
    throw new TableError("tables/limit", `${excerpt(path, 120)}: the data nests deeper than ${MAX_DATA_DEPTH} levels (or refers to itself).`, path);
  }
}

/**
 * @internal Checks data from JSON before any schema or recursive code reads it: its depth
 * (`tables/limit`) and that no key is `"__proto__"` (`tables/schema`): a copy made by
 * assignment, as a schema's is, would turn that key into the object's prototype.
 */
export function checkLoadedData(json: unknown): void {
  checkDepth(json, []);
  // Paths are kept as links to the parent and spelled out only for an error: a list of a million
  // items copied a path per item. A list longer than the schemas take is left to them to refuse.
  interface Place {
    readonly value: unknown;
    readonly parent: Place | undefined;
    readonly key: string | number;
  }
  const pathOf = (place: Place): (string | number)[] => {
    const keys: (string | number)[] = [];
    for (let at: Place | undefined = place; at?.parent !== undefined; at = at.parent) keys.unshift(at.key);
    return keys;
  };
  const stack: Place[] = [{ value: json, parent: undefined, key: "" }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const node = top.value;
    if (typeof node !== "object" || node === null) continue;
    if (Array.isArray(node)) {
      if (node.length <= DEFAULT_SHAPE_LIMITS.items) for (let i = node.length - 1; i >= 0; i--) stack.push({ value: node[i], parent: top, key: i });
      continue;
    }
    for (const key of Object.keys(node)) {
      const place: Place = { value: (node as Record<string, unknown>)[key], parent: top, key };
      if (key === "__proto__") {
        const at = formatJsonPath(pathOf(place));
        throw new TableError("tables/schema", `${excerpt(at, 120)}: a key named "__proto__" cannot be loaded (copying it would set the object's prototype).`, at);
      }
      stack.push(place);
    }
  }
}

/** @internal Throws `tables/not-integer` unless `value` is a safe integer. */
export function checkInteger(value: unknown, what: string, path = what): asserts value is number {
  if (!Number.isSafeInteger(value)) {
    throw new TableError("tables/not-integer", `${what} must be a safe integer, not ${excerpt(value)}.`, path);
  }
}
