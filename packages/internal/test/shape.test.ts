// parseWith measures a value before its schema reads it (issue #17): zod collects an issue for
// each wrong item and passes each property's issues on with a spread, so a list of a million
// wrong items took seconds, then threw a RangeError (stack overflow).
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { DEFAULT_SHAPE_LIMITS, type LongList, clipPath, type SchemaFailure, type ShapeLimits, parseWith, safeParseInEnglish, shapeProblem, tooDeep, zodIssues } from "../src/index";

/** Milliseconds of CPU time this process has used: time bounds use it, not the wall clock, so other work on a shared machine does not fail them. */
function cpuNow(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

class TestError extends Error {
  constructor(readonly failure: SchemaFailure) {
    super(failure.message);
  }
}

/** What parseWith threw (its failure), how long it took; a RangeError or anything else fails the test. */
function refused(run: (fail: (failure: SchemaFailure) => Error) => unknown): SchemaFailure & { ms: number } {
  const started = cpuNow();
  try {
    run((failure) => new TestError(failure));
  } catch (error) {
    if (error instanceof TestError) return { ...error.failure, ms: cpuNow() - started };
    throw error;
  }
  throw new Error("did not throw");
}

const million = (item: unknown): unknown[] => new Array(1_000_000).fill(item);
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const point = z.object({ q: z.int(), r: z.int() });
const map = z.object({ name: z.string(), points: z.array(point) });

describe("parseWith measures first", () => {
  it("a list of a million wrong items: refused at its path before the schema reads it, at once (it was a RangeError after seconds)", () => {
    for (const item of [1, {}, [], "x"]) {
      const failure = refused((fail) => parseWith(map, { name: "m", points: million(item) }, fail, ["map"]));
      expect(failure).toMatchObject({ path: "map.points", message: "1,000,000 items, more than the 10,000 allowed", limit: true });
      expect(failure.issues).toEqual([{ path: "map.points", message: failure.message }]);
      expect(failure.ms).toBeLessThan(1_000);
    }
  });

  it("a value nested 20,000 deep, an object of 200,000 keys, more than a million values: refused at their paths", () => {
    expect(refused((fail) => parseWith(map, { name: "m", points: nested(20_000) }, fail))).toMatchObject({
      path: `points${"[0]".repeat(63)}`,
      message: "nested deeper than 64 levels",
      limit: true,
    });
    const wide = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, 1]));
    expect(refused((fail) => parseWith(z.record(z.string(), z.string()), { ...wide }, fail, ["table"]))).toMatchObject({
      path: "table",
      message: "200,000 keys, more than the 10,000 allowed",
    });
    const many = Array.from({ length: 200 }, () => new Array(9_000).fill(0));
    expect(refused((fail) => parseWith(z.array(z.array(z.string())), many, fail))).toMatchObject({ path: "", message: "more than 1,000,000 values" });
  });

  it("a cycle is too deep, found without recursion; a value within the limits parses as before", () => {
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(refused((fail) => parseWith(z.array(z.unknown()), cycle, fail)).path).toBe("[0]".repeat(64));
    expect(parseWith(map, { name: "m", points: new Array(10_000).fill({ q: 1, r: 2 }) }, (f) => new TestError(f)).points).toHaveLength(10_000);
    const wrongName = refused((fail) => parseWith(map, { name: 1, points: [] }, fail));
    expect(wrongName.path).toBe("name");
    expect(wrongName.limit).toBeUndefined();
  });

  it("limits of its own: tighter ones, and a long list named with its own limit", () => {
    const tight: ShapeLimits = { depth: 3, items: 2, values: 100 };
    expect(refused((fail) => parseWith(map, { name: "m", points: [{}, {}, {}] }, fail, [], tight))).toMatchObject({ path: "points", limit: true });
    const lists: Record<string, LongList> = { points: { items: 5 } };
    expect(parseWith(map, { name: "m", points: new Array(5).fill({ q: 0, r: 0 }) }, (f) => new TestError(f), [], { ...tight, lists }).points).toHaveLength(5);
    expect(refused((fail) => parseWith(map, { name: "m", points: new Array(6).fill({ q: 0, r: 0 }) }, fail, [], { ...tight, lists }))).toMatchObject({
      path: "points",
      message: "6 items, more than the 5 allowed",
    });
    // The names are paths, never lookups: a list at "constructor" or "__proto__" is an ordinary list.
    const proto = JSON.parse('{"__proto__": [1, 2, 3], "constructor": [1, 2, 3]}');
    expect(refused((fail) => parseWith(z.unknown(), proto, fail, [], tight))).toMatchObject({ path: "__proto__", message: "3 items, more than the 2 allowed" });
  });

  it("an unmeasured long list: its length limited, its items neither measured nor counted (the caller tests them)", () => {
    const limits: ShapeLimits = { ...DEFAULT_SHAPE_LIMITS, values: 10, lists: { points: { items: 2_000_000, unmeasured: true } } };
    const points = Array.from({ length: 1_000_000 }, (_, i) => ({ q: i, r: -i }));
    const started = cpuNow();
    expect(parseWith(map, { name: "m", points }, (f) => new TestError(f), [], limits).points[999_999]).toEqual({ q: 999_999, r: -999_999 });
    expect(cpuNow() - started).toBeLessThan(2_000);
    expect(refused((fail) => parseWith(map, { name: "m", points: new Array(2_000_001).fill(0) }, fail, [], limits))).toMatchObject({
      path: "points",
      message: "2,000,001 items, more than the 2,000,000 allowed",
      limit: true,
    });
    // Everything else is measured as before.
    expect(refused((fail) => parseWith(map, { name: new Array(11).fill(0), points }, fail, [], limits))).toMatchObject({ path: "", message: "more than 10 values" });
  });

  it("a schema that still runs out of stack is a failure at the value's path, never a RangeError", () => {
    const wide = z.object({ list: z.array(z.object(Object.fromEntries("abcdefghijkl".split("").map((key) => [key, z.string()])))) });
    const value = { list: new Array(20_000).fill({}) };
    expect(() => wide.safeParse(value)).toThrow(RangeError);
    expect(refused((fail) => parseWith(wide, value, fail, ["data"], { ...DEFAULT_SHAPE_LIMITS, items: 20_000 }))).toMatchObject({
      path: "data",
      message: "too many problems to list",
    });
    const parsed = safeParseInEnglish(wide, value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: [], message: "too many problems to list" })]);
  });
});

describe("shapeProblem and tooDeep share the walk", () => {
  it("shapeProblem names the limit passed, a named list allowed its length and measured item by item", () => {
    expect(shapeProblem({ a: [1, 2, 3] }, { depth: 4, items: 2, values: 100 }, ["x"])).toEqual({ kind: "items", keys: ["a"], path: "x.a", message: "3 items, more than the 2 allowed" });
    expect(shapeProblem({ a: { b: 1, c: 2, d: 3 } }, { depth: 4, items: 2, values: 100 })).toMatchObject({ kind: "keys", path: "a" });
    expect(shapeProblem([[[1]]], { depth: 2, items: 2, values: 100 })).toMatchObject({ kind: "depth", path: "[0][0]" });
    expect(shapeProblem({ a: [[1, 2, 3]] }, { depth: 4, items: 2, values: 100, lists: { a: { items: 5 } } })).toMatchObject({ kind: "items", path: "a[0]" });
    expect(shapeProblem({ a: [1, 2, 3] }, { depth: 4, items: 2, values: 100, lists: { a: { items: 5 } } })).toBeUndefined();
  });

  it("tooDeep walks a million items at once", () => {
    const started = cpuNow();
    expect(tooDeep({ list: million({ a: [1] }) }, 4)).toBeUndefined();
    expect(tooDeep({ list: [...million(1), [[[1]]]] }, 4)).toEqual(["list", 1_000_000, 0, 0]);
    expect(cpuNow() - started).toBeLessThan(1_000);
  });
});

describe("clipPath", () => {
  it("keeps a path up to 120 characters whole, and cuts a longer one", () => {
    expect(clipPath("people[3].at")).toBe("people[3].at");
    expect(clipPath("a".repeat(121))).toBe(`${"a".repeat(120)}…`);
    expect(clipPath("abcdef", 3)).toBe("abc…");
  });
});

describe("zodIssues keeps messages short", () => {
  it("cuts a message at 300 characters: zod names every unrecognized key of an object, whole", () => {
    const keys = Object.fromEntries(Array.from({ length: 9_000 }, (_, i) => [`key${i}`, 1]));
    const parsed = safeParseInEnglish(z.strictObject({ a: z.int() }), { a: 1, ...keys });
    expect(parsed.success).toBe(false);
    const [issue] = zodIssues(parsed.error!);
    expect(issue!.message).toHaveLength(301);
    expect(issue!.message).toMatch(/^Unrecognized keys: "key0", "key1", .*…$/);
    const one = safeParseInEnglish(z.strictObject({}), { x: 1 });
    expect(zodIssues(one.error!)[0]!.message).toBe('Unrecognized key: "x"');
  });
});
