import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkSchemaVersion, excerpt, formatJsonPath, parseWith, tooDeep, zodIssues, type SchemaFailure } from "../src/index";

class TestError extends Error {
  constructor(readonly failure: SchemaFailure) {
    super(failure.message);
  }
}
const thrown = (thunk: () => unknown): SchemaFailure => {
  try {
    thunk();
  } catch (error) {
    if (error instanceof TestError) return error.failure;
    throw error;
  }
  throw new Error("did not throw");
};

describe("@tt/internal", () => {
  it("formatJsonPath renders keys as a JSON path", () => {
    expect(formatJsonPath(["people", 3, "at"])).toBe("people[3].at");
    expect(formatJsonPath([])).toBe("");
  });

  it("zodIssues renders every issue's path as a string, after a prefix", () => {
    const result = z.object({ a: z.number(), b: z.array(z.string()) }).safeParse({ a: "x", b: [1] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodIssues(result.error).map((issue) => issue.path)).toEqual(["a", "b[0]"]);
    expect(zodIssues(result.error, ["options"]).map((issue) => issue.path)).toEqual(["options.a", "options.b[0]"]);
  });

  it("parseWith returns the parsed value or throws what fail builds, with every issue", () => {
    const schema = z.object({ players: z.number().int(), name: z.string() });
    expect(parseWith(schema, { players: 2, name: "x" }, (failure) => new TestError(failure))).toEqual({ players: 2, name: "x" });
    const failure = thrown(() => parseWith(schema, { players: 1.5, name: 3 }, (f) => new TestError(f), ["options"]));
    expect(failure.path).toBe("options.players");
    expect(failure.issues.map((issue) => issue.path)).toEqual(["options.players", "options.name"]);
    expect(thrown(() => parseWith(schema, null, (f) => new TestError(f))).path).toBe("");
  });

  it("checkSchemaVersion refuses only another numeric version, at schemaVersion", () => {
    const fail = (f: SchemaFailure) => new TestError(f);
    expect(() => checkSchemaVersion({ schemaVersion: 1 }, 1, fail)).not.toThrow();
    expect(() => checkSchemaVersion({}, 1, fail)).not.toThrow();
    expect(() => checkSchemaVersion({ schemaVersion: "2" }, 1, fail)).not.toThrow();
    expect(() => checkSchemaVersion(null, 1, fail)).not.toThrow();
    let seen: { found: number; expected: number } | undefined;
    const failure = thrown(() =>
      checkSchemaVersion({ schemaVersion: 2 }, 1, (f) => {
        seen = f;
        return new TestError(f);
      }),
    );
    expect(failure).toMatchObject({ path: "schemaVersion", issues: [{ path: "schemaVersion" }] });
    expect(seen).toMatchObject({ found: 2, expected: 1 });
  });

  it("excerpt quotes any value in at most 80 characters and an ellipsis, and never throws", () => {
    expect(excerpt("3-5")).toBe('"3-5"');
    expect(excerpt("x".repeat(1_000_000))).toBe(`"${"x".repeat(80)}"…`);
    expect(excerpt(9n ** 99n)).toHaveLength(81);
    expect(excerpt(Number.NaN)).toBe("NaN");
    expect(excerpt(Symbol("s"))).toBe("Symbol(s)");
    expect(excerpt(undefined)).toBe("undefined");
    expect(excerpt(() => 1)).toBe("() => 1");
    const cycle: Record<string, unknown> = {};
    cycle["self"] = cycle;
    expect(excerpt(cycle)).toBe("an object");
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(excerpt(deep).length).toBeLessThanOrEqual(81);
    expect(excerpt({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });

  it("tooDeep finds the first container nested too deep, without recursion, cycles included", () => {
    expect(tooDeep({ a: [1, { b: 2 }] }, 3)).toBeUndefined();
    expect(tooDeep({ a: [1, { b: 2 }] }, 2)).toEqual(["a", 1]);
    expect(tooDeep(7, 0)).toBeUndefined();
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = { next: deep };
    expect(tooDeep(deep, 64)).toHaveLength(64);
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(tooDeep(cycle, 10)).toEqual(Array(10).fill(0));
  });
});
