// parseWith measures a value before its schema reads it (issue #17): zod collects an issue for
// each wrong item and passes each property's issues on with a spread, so a list of a million
// wrong items took seconds, then threw a RangeError (stack overflow).
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { DEFAULT_SHAPE_LIMITS, type LongList, clipPath, type SchemaFailure, type ShapeLimits, parseWith, safeParseInEnglish, shapeProblem, tooDeep, zodIssues } from "../src/index";

class TestError extends Error {
  constructor(readonly failure: SchemaFailure) {
    super(failure.message);
  }
}

/** What parseWith threw (its failure), how long it took; a RangeError or anything else fails the test. */
function refused(run: (fail: (failure: SchemaFailure) => Error) => unknown): SchemaFailure & { ms: number } {
  const started = performance.now();
  try {
    run((failure) => new TestError(failure));
  } catch (error) {
    if (error instanceof TestError) return { ...error.failure, ms: performance.now() - started };
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
const isPoint = (value: unknown): boolean => Number.isInteger((value as { q?: unknown } | null)?.q) && Number.isInteger((value as { r?: unknown } | null)?.r);
const map = z.object({ name: z.string(), points: z.array(point) });

describe("parseWith measures first", () => {
  it("a list of a million wrong items: refused at its path before the schema reads it, at once (it was a RangeError after seconds)", () => {
    for (const item of [1, {}, [], "x"]) {
      const failure = refused((fail) => parseWith(map, { name: "m", points: million(item) }, fail, ["map"]));
      expect(failure).toMatchObject({ path: "map.points", message: "a list of 1,000,000 items, more than the 10,000 allowed here", limit: true });
      expect(failure.issues).toEqual([{ path: "map.points", message: failure.message }]);
      expect(failure.ms).toBeLessThan(1_000);
    }
  });

  it("a value nested 20,000 deep, an object of 200,000 keys, more than a million values: refused at their paths", () => {
    expect(refused((fail) => parseWith(map, { name: "m", points: nested(20_000) }, fail))).toMatchObject({
      path: `points${"[0]".repeat(63)}`,
      message: "nested deeper than 64 levels, the most allowed here",
      limit: true,
    });
    const wide = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, 1]));
    expect(refused((fail) => parseWith(z.record(z.string(), z.string()), { ...wide }, fail, ["table"]))).toMatchObject({
      path: "table",
      message: "an object of 200,000 keys, more than the 10,000 allowed here",
    });
    const many = Array.from({ length: 200 }, () => new Array(9_000).fill(0));
    expect(refused((fail) => parseWith(z.array(z.array(z.string())), many, fail))).toMatchObject({ path: "", message: "more than 1,000,000 values in all, the most allowed here" });
  });

  it("a cycle is too deep, found without recursion; a value within the limits parses as before", () => {
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(refused((fail) => parseWith(z.array(z.unknown()), cycle, fail)).path).toBe("[0]".repeat(64));
    expect(parseWith(map, { name: "m", points: new Array(10_000).fill({ q: 1, r: 2 }) }, (f) => new TestError(f)).points).toHaveLength(10_000);
    expect(refused((fail) => parseWith(map, { name: 1, points: [] }, fail))).toMatchObject({ path: "name", limit: false });
  });

  it("limits of its own: tighter ones, and a long list named with its own limit", () => {
    const tight: ShapeLimits = { depth: 3, items: 2, values: 100 };
    expect(refused((fail) => parseWith(map, { name: "m", points: [{}, {}, {}] }, fail, [], tight))).toMatchObject({ path: "points", limit: true });
    const lists: Record<string, LongList> = { points: { items: 5 } };
    expect(parseWith(map, { name: "m", points: new Array(5).fill({ q: 0, r: 0 }) }, (f) => new TestError(f), [], { ...tight, lists }).points).toHaveLength(5);
    expect(refused((fail) => parseWith(map, { name: "m", points: new Array(6).fill({ q: 0, r: 0 }) }, fail, [], { ...tight, lists }))).toMatchObject({
      path: "points",
      message: "a list of 6 items, more than the 5 allowed here",
    });
    // The names are paths, never lookups: a list at "constructor" or "__proto__" is an ordinary list.
    const proto = JSON.parse('{"__proto__": [1, 2, 3], "constructor": [1, 2, 3]}');
    expect(refused((fail) => parseWith(z.unknown(), proto, fail, [], tight))).toMatchObject({ path: "__proto__", message: "a list of 3 items, more than the 2 allowed here" });
  });

  it("a long list with a quick test: a million items read, a million wrong ones refused with the first 100 at once", () => {
    const limits: ShapeLimits = { ...DEFAULT_SHAPE_LIMITS, lists: { points: { items: 2_000_000, check: { item: point, accepts: isPoint } } } };
    const points = Array.from({ length: 1_000_000 }, (_, i) => ({ q: i, r: -i }));
    let started = performance.now();
    expect(parseWith(map, { name: "m", points }, (f) => new TestError(f), [], limits).points[999_999]).toEqual({ q: 999_999, r: -999_999 });
    expect(performance.now() - started).toBeLessThan(2_000);
    for (const item of [1, {}, { q: 0.5, r: 0 }, [], null]) {
      started = performance.now();
      const failure = refused((fail) => parseWith(map, { name: "m", points: million(item) }, fail, ["map"], limits));
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(failure.limit).toBe(false);
      expect(failure.path).toMatch(/^map\.points\[0\]/);
      expect(failure.issues.length).toBeGreaterThanOrEqual(100);
      expect(failure.issues.length).toBeLessThanOrEqual(201);
      expect(failure.issues.at(-1)).toEqual({
        path: "map.points",
        // 100 issues at most: of 100 items with one problem each, of 50 with two.
        message: expect.stringMatching(/^1,000,000 of its 1,000,000 items are wrong; the first (100|50) are listed \(a list of more than 10,000 items is read no further\)$/),
      });
    }
    // One wrong item among a million: its own issues, and nothing more to say.
    const oneWrong: unknown[] = [...points];
    oneWrong[765_432] = { q: "x", r: 0 };
    expect(refused((fail) => parseWith(map, { name: "m", points: oneWrong }, fail, [], limits)).issues).toEqual([
      { path: "points[765432].q", message: "Invalid input: expected number, received string" },
    ]);
    // The wrong items are measured before they are read: one nested 20,000 deep is refused as too deep.
    oneWrong[765_432] = nested(20_000);
    expect(refused((fail) => parseWith(map, { name: "m", points: oneWrong }, fail, [], limits))).toMatchObject({ path: `points[765432]${"[0]".repeat(62)}`, limit: true });
  });

  it("a schema that still runs out of stack is a failure at the value's path, never a RangeError", () => {
    const wide = z.object({ list: z.array(z.object(Object.fromEntries("abcdefghijkl".split("").map((key) => [key, z.string()])))) });
    const value = { list: new Array(20_000).fill({}) };
    expect(() => wide.safeParse(value)).toThrow(RangeError);
    expect(refused((fail) => parseWith(wide, value, fail, ["data"], { ...DEFAULT_SHAPE_LIMITS, items: 20_000 }))).toMatchObject({
      path: "data",
      message: "too many problems to list: the schema ran out of stack collecting them",
      limit: false,
    });
    const parsed = safeParseInEnglish(wide, value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: [], message: "too many problems to list: the schema ran out of stack collecting them" })]);
  });
});

describe("shapeProblem and tooDeep share the walk", () => {
  it("shapeProblem names the limit passed, a named list allowed its length and measured item by item", () => {
    expect(shapeProblem({ a: [1, 2, 3] }, { depth: 4, items: 2, values: 100 }, ["x"])).toEqual({ kind: "items", path: "x.a", message: "a list of 3 items, more than the 2 allowed here" });
    expect(shapeProblem({ a: { b: 1, c: 2, d: 3 } }, { depth: 4, items: 2, values: 100 })).toMatchObject({ kind: "keys", path: "a" });
    expect(shapeProblem([[[1]]], { depth: 2, items: 2, values: 100 })).toMatchObject({ kind: "depth", path: "[0][0]" });
    expect(shapeProblem({ a: [[1, 2, 3]] }, { depth: 4, items: 2, values: 100, lists: { a: { items: 5 } } })).toMatchObject({ kind: "items", path: "a[0]" });
    expect(shapeProblem({ a: [1, 2, 3] }, { depth: 4, items: 2, values: 100, lists: { a: { items: 5 } } })).toBeUndefined();
  });

  it("tooDeep walks a million items at once", () => {
    const started = performance.now();
    expect(tooDeep({ list: million({ a: [1] }) }, 4)).toBeUndefined();
    expect(tooDeep({ list: [...million(1), [[[1]]]] }, 4)).toEqual(["list", 1_000_000, 0, 0]);
    expect(performance.now() - started).toBeLessThan(1_000);
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
  it("names the first five unrecognized keys, each cut to 80 characters, and how many there are", () => {
    const keys = Object.fromEntries(Array.from({ length: 9_000 }, (_, i) => [`${"k".repeat(i === 0 ? 1_000 : 1)}${i}`, 1]));
    const parsed = z.strictObject({ a: z.int() }).safeParse({ a: 1, ...keys });
    expect(parsed.success).toBe(false);
    const [issue] = zodIssues(parsed.error!);
    expect(issue!.message).toBe(`Unrecognized keys: "${"k".repeat(80)}"…, "k1", "k2", "k3", "k4", … (9,000 in all)`);
    const one = z.strictObject({}).safeParse({ x: 1 });
    expect(zodIssues(one.error!)[0]!.message).toBe('Unrecognized key: "x"');
  });
});
