// Mutations of real documents (snapshots, logs, data files, save files) for the games' and the
// CLI's fuzz suites (issue #17): take a JSON value a real game produced, change one place in it
// (delete, retype, out of range, an unknown or a duplicated id, a prototype name, a huge string,
// a value nested 20,000 deep) and hand it to the boundary that reads it.
import fc from "fast-check";
import { nested } from "./fuzz";

/** A JSON value (what a saved file holds). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A place in a JSON value: the keys from its root. */
export type JsonPath = readonly (string | number)[];

/** Every path to a value in `value`, the root (`[]`) included, in document order, at most `maxDepth` keys long. Iterative. */
export function jsonPaths(value: Json, maxDepth = 40): JsonPath[] {
  const out: JsonPath[] = [];
  const stack: [Json, JsonPath][] = [[value, []]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, at] = top;
    out.push(at);
    if (node === null || typeof node !== "object" || at.length >= maxDepth) continue;
    const entries: [string | number, Json][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
    for (let k = entries.length - 1; k >= 0; k--) stack.push([entries[k]![1], [...at, entries[k]![0]]]);
  }
  return out;
}

/** What to do at the chosen place. */
export type Mutation =
  | { readonly op: "delete" }
  | { readonly op: "set"; readonly value: unknown }
  | { readonly op: "duplicate" }
  | { readonly op: "add-key"; readonly key: string; readonly value: unknown };

/** A shallow copy of an array or an object (own keys only, `__proto__` included). */
function shallow(node: unknown): Record<string | number, unknown> {
  if (Array.isArray(node)) return [...node] as unknown as Record<string | number, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(node as object)) define(copy, key, (node as Record<string, unknown>)[key]);
  return copy;
}

function define(node: Record<string | number, unknown>, key: string | number, value: unknown): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * `root` with `mutation` applied at `path`. The containers along the path are copied and the rest
 * is shared, so `root` is left as it is and nothing deep is walked. An own key `__proto__` is
 * written as an own property, as `JSON.parse` makes it, never as the prototype. `duplicate`
 * repeats an array element after itself (elsewhere, it puts the value in an array twice);
 * `add-key` adds a key to an object (elsewhere, it replaces the value by `{ key: value }`).
 */
export function mutateAt(root: unknown, path: JsonPath, mutation: Mutation): unknown {
  const change = (old: unknown, parent: Record<string | number, unknown> | null, key: string | number | null): unknown => {
    switch (mutation.op) {
      case "delete":
        if (parent === null || key === null) return undefined;
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
        return parent;
      case "set":
        return built(mutation.value);
      case "duplicate":
        if (Array.isArray(parent) && key !== null) {
          parent.splice(Number(key) + 1, 0, old);
          return parent;
        }
        return [old, old];
      case "add-key": {
        const target = old !== null && typeof old === "object" && !Array.isArray(old) ? shallow(old) : {};
        define(target, mutation.key, built(mutation.value));
        return target;
      }
    }
  };
  if (path.length === 0) return change(root, null, null);
  const top = shallow(root);
  let parent = top;
  for (const key of path.slice(0, -1)) {
    const child = shallow(parent[key]);
    define(parent, key, child);
    parent = child;
  }
  const last = path.at(-1)!;
  const result = change(parent[last], parent, last);
  if (result !== parent) define(parent, last, result);
  return top;
}

/**
 * A value too big to print: a string of `length` characters or a value nested `depth` levels deep,
 * built where it is used ({@link mutateAt}) and shown by fast-check by its size, so a failing
 * case prints (and shrinks) without walking 20,000 levels.
 */
class Big {
  constructor(
    readonly kind: "string" | "digits" | "array" | "object",
    readonly size: number,
  ) {}
  /** The value itself. */
  build(): unknown {
    if (this.kind === "string") return "x".repeat(this.size);
    if (this.kind === "digits") return "9".repeat(this.size);
    return this.kind === "array" ? nested(this.size) : nested(this.size, "object", "__proto__");
  }
  [fc.toStringMethod](): string {
    return `Big(${this.kind}, ${this.size})`;
  }
}

/** `value`, with every {@link Big} in it (at its top or one level down) built. */
function built(value: unknown): unknown {
  if (value instanceof Big) return value.build();
  if (Array.isArray(value)) return value.map((v) => (v instanceof Big ? v.build() : v));
  return value;
}

/**
 * Values to put in a document's place: of every JSON type, out of every range a count or an
 * index has, prototype names, a huge string, a huge number, values nested far too deep, and
 * whatever `ids` the document's own world has (known ids of spaces, people, cards, so that the
 * mutation is a plausible but wrong reference).
 */
function replacements(ids: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, 1, 2, 5, 9, 10, 12, 19, 20, 30, 31, 99, -1, -50, 0.5, 1e9, 2 ** 53 + 2, 1e300) },
    { weight: 1, arbitrary: fc.integer({ min: -3, max: 60 }) },
    { weight: 3, arbitrary: fc.constantFrom<unknown>(...ids, "", "nowhere", "__proto__", "constructor", "toString", "hasOwnProperty", new Big("string", 200_000), new Big("digits", 100_000)) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>([], {}, [0], [99], [-1], [0, 0], ["__proto__"], { __proto__: null, constructor: 1 }, [new Big("string", 200_000)]) },
    { weight: 2, arbitrary: fc.constantFrom(20_000, 70).chain((depth) => fc.constantFrom(new Big("array", depth), new Big("object", depth))) },
  );
}

/** A mutation: mostly a new value, sometimes a deletion, a duplicate or a new (prototype-named) key. */
export function mutations(ids: readonly string[]): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({ op: "delete" } as const) },
    { weight: 6, arbitrary: replacements(ids).map((value) => ({ op: "set", value }) as const) },
    { weight: 1, arbitrary: fc.constant({ op: "duplicate" } as const) },
    {
      weight: 1,
      arbitrary: fc.record({ key: fc.constantFrom("__proto__", "constructor", "toString", "extra"), value: replacements(ids) }).map(({ key, value }) => ({ op: "add-key", key, value }) as const),
    },
  );
}
