// SYNDROME_LIMITS (issue #17): the shape loadSyndromeData and parseState measure before their
// schemas read a value, exported so a front end can check first. A schema collects an issue for
// each wrong item: 200,000 of them overflowed the stack (a RangeError). Options and actions are
// measured as the engine measures them (DEFAULT_SHAPE_LIMITS).
import { DEFAULT_SHAPE_LIMITS } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { SYNDROME_DATA, SYNDROME_LIMITS, SyndromeError, loadSyndromeData, syndrome } from "../src/index";

/** Milliseconds of CPU time this process has used: time bounds use it, not the wall clock, so other work on a shared machine does not fail them. */
function cpuNow(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** The SyndromeError `run` throws and how long it took; a RangeError or anything else fails the test. */
function refused(run: () => unknown): { error: SyndromeError; ms: number } {
  const started = cpuNow();
  try {
    run();
  } catch (error) {
    if (!(error instanceof SyndromeError)) throw error;
    return { error, ms: cpuNow() - started };
  }
  throw new Error("expected a SyndromeError");
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const DATA = JSON.parse(JSON.stringify(SYNDROME_DATA)) as Record<string, unknown>;
const STATE = JSON.parse(JSON.stringify(syndrome.setup(syndrome.parseOptions({})))) as Record<string, unknown>;

describe("SYNDROME_LIMITS", () => {
  it("is exported, frozen: 32 levels, 10,000 items a list", () => {
    expect(SYNDROME_LIMITS).toEqual({ depth: 32, items: 10_000 });
    expect(Object.isFrozen(SYNDROME_LIMITS)).toBe(true);
  });

  it("a data set or a snapshot with a list one item longer, or nested one level deeper, is refused at its path", () => {
    const long = new Array(SYNDROME_LIMITS.items + 1).fill(0);
    expect(refused(() => loadSyndromeData({ ...DATA, paragraphs: long })).error).toMatchObject({ code: "syndrome/invalid-data", path: "paragraphs" });
    expect(refused(() => syndrome.parseState({ ...STATE, queue: long })).error).toMatchObject({ code: "syndrome/invalid-snapshot", path: "queue" });
    // The data set itself is level 1: 31 lists under it reach level 32, one more is too deep.
    expect(refused(() => loadSyndromeData({ ...DATA, paragraphs: nested(SYNDROME_LIMITS.depth - 1) })).error.path).toBe("paragraphs[0]");
    expect(refused(() => loadSyndromeData({ ...DATA, paragraphs: nested(SYNDROME_LIMITS.depth) })).error).toMatchObject({ code: "syndrome/invalid-data", path: `paragraphs${"[0]".repeat(31)}` });
    // A list of exactly the limit is read by the schemas, which name its first wrong item.
    expect(refused(() => loadSyndromeData({ ...DATA, paragraphs: new Array(SYNDROME_LIMITS.items).fill(0) })).error.path).toBe("paragraphs[0]");
  });

  it("a million items, an object of 200,000 keys, a value 20,000 deep: a SyndromeError at once", () => {
    const million = new Array(1_000_000).fill({});
    const wide = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, {}]));
    for (const [run, code, path] of [
      [() => loadSyndromeData({ ...DATA, people: million }), "syndrome/invalid-data", "people"],
      [() => syndrome.parseState({ ...STATE, people: million }), "syndrome/invalid-snapshot", "people"],
      [() => syndrome.parseState({ ...STATE, extra: wide }), "syndrome/invalid-snapshot", "extra"],
      [() => loadSyndromeData({ ...DATA, map: nested(20_000) }), "syndrome/invalid-data", `map${"[0]".repeat(31)}`],
      [() => syndrome.parseOptions({ maxTurns: 60, extra: million }), "syndrome/invalid-options", "options.extra"],
    ] as const) {
      const { error, ms } = refused(run);
      expect({ code: error.code, path: error.path }).toEqual({ code, path });
      expect(ms).toBeLessThan(1_000);
    }
    expect(refused(() => syndrome.parseOptions({ extra: new Array(DEFAULT_SHAPE_LIMITS.items + 1).fill(0) })).error.message).toContain("10,001 items, more than the 10,000 allowed");
  });
});
