// Regressions of issue #17 found by a fuzzing pass: a list of a million wrong items in a log or in
// options made zod collect a million issues for seconds, then overflow the stack passing them on
// (a RangeError); merging reports spread 100,000 failures into push's arguments, which overflowed
// too. Each is now an EngineError at once, or a result.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SHAPE_LIMITS,
  DataError,
  EngineError,
  History,
  MAX_STEPS_CEILING,
  mergeSimulations,
  parseLog,
  playerLog,
  randomPolicy,
  replay,
  runGame,
  seededChance,
  simulate,
  type SimulationReport,
} from "../src/index";
import { pig } from "./games/pig";

/** Milliseconds of CPU time this process has used: time bounds use it, not the wall clock, so other work on a shared machine does not fail them. */
function cpuNow(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** The EngineError `run` throws and how long it took; fails the test on anything else (a RangeError) or nothing. */
function refused(run: () => unknown): { error: EngineError; ms: number } {
  const started = cpuNow();
  try {
    run();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return { error, ms: cpuNow() - started };
  }
  throw new Error("expected an EngineError");
}

const RUN = runGame(pig, { target: 10 }, { policies: randomPolicy(3), chance: seededChance(3), checksumEvery: 1 });
const LOG = JSON.parse(JSON.stringify(RUN.log)) as { inputs: unknown[]; checksums: { every: number; hashes: string[] } };
const million = (item: unknown): unknown[] => new Array(1_000_000).fill(item);
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe("a log's lists of a million items", () => {
  it("a million wrong checksums: engine/invalid-log at the first, at once (a RangeError after seconds)", () => {
    for (const hash of [1, "x", {}, null]) {
      const log = { ...LOG, checksums: { every: 1, hashes: million(hash) } };
      for (const read of [() => parseLog(pig, log), () => replay(pig, log), () => History.fromLog(pig, log), () => playerLog(pig, log, "p1")]) {
        const { error, ms } = refused(read);
        expect(error.code).toBe("engine/invalid-log");
        expect(error.path).toBe("checksums.hashes[0]");
        expect(error.message).toBe("invalid game log at checksums.hashes[0]: not a checksum");
        expect(ms).toBeLessThan(1_000);
      }
    }
    const lastWrong = [...million(LOG.checksums.hashes[0])];
    lastWrong[999_999] = "0123456789ABCDEF";
    expect(refused(() => parseLog(pig, { ...LOG, checksums: { every: 1, hashes: lastWrong } })).error.path).toBe("checksums.hashes[999999]");
  });

  it("a million right checksums and a million inputs are a log (a run's worth is MAX_STEPS_CEILING); more are refused at their path", () => {
    const hashes = million(LOG.checksums.hashes[0]);
    const started = cpuNow();
    expect(parseLog(pig, { ...LOG, inputs: million("roll"), checksums: { every: 1, hashes } }).inputs).toHaveLength(1_000_000);
    expect(cpuNow() - started).toBeLessThan(2_000);
    const tooMany = { length: MAX_STEPS_CEILING + 1 };
    const { error } = refused(() => parseLog(pig, { ...LOG, inputs: Array.from(tooMany, () => 0) }));
    expect(error).toMatchObject({ code: "engine/invalid-log", path: "inputs", message: "invalid game log at inputs: 10,000,001 items, more than the 10,000,000 allowed" });
  });

  it("a million junk inputs: the first that is not legal, at once", () => {
    const { error, ms } = refused(() => replay(pig, { ...LOG, checksums: undefined, inputs: million({}) }));
    expect(error).toMatchObject({ code: "engine/illegal-outcome", step: 0 });
    expect(ms).toBeLessThan(1_000);
  });

  it("a million of anything elsewhere in the log, or a value 20,000 deep: engine/invalid-log at its path", () => {
    for (const [key, value, path] of [
      ["extra", million(0), "extra"],
      ["checksums", { every: 1, hashes: [], more: million(0) }, "checksums.more"],
      ["viewer", nested(20_000), `viewer${"[0]".repeat(64)}`],
    ] as const) {
      const { error, ms } = refused(() => parseLog(pig, { ...LOG, [key]: value }));
      expect({ code: error.code, path: error.path }).toEqual({ code: "engine/invalid-log", path });
      expect(ms).toBeLessThan(1_000);
    }
  });
});

describe("options of a million items", () => {
  it("handed to a runner: engine/invalid-options at their path; in a log, engine/invalid-log there; before the game's schema reads them", () => {
    const options = { target: 10, extra: million({}) };
    for (const [run, code, path] of [
      [() => parseLog(pig, { ...LOG, options }), "engine/invalid-log", "options.extra"],
      [() => runGame(pig, options, { policies: randomPolicy(1), chance: seededChance(1) }), "engine/invalid-options", "extra"],
      [() => simulate(pig, { games: 1, seed: 1, policies: ({ rng }) => randomPolicy(rng), options }), "engine/invalid-options", "extra"],
    ] as const) {
      const { error, ms } = refused(run);
      expect({ code: error.code, path: error.path }).toEqual({ code, path });
      expect(error.message).toContain(`1,000,000 items, more than the ${DEFAULT_SHAPE_LIMITS.items.toLocaleString("en")} allowed`);
      expect(ms).toBeLessThan(1_000);
    }
  });
});

describe("a path deep into a hostile value", () => {
  it("a game's error names its first 120 characters in the message, and keeps it whole in path", () => {
    class PigError extends DataError<"pig/invalid-data"> {}
    const path = `options${".__proto__".repeat(64)}`;
    const error = new PigError("PigError", "pig/invalid-data", "nested deeper than 64 levels", path);
    expect(error.path).toBe(path);
    expect(error.message).toBe(`${path.slice(0, 120)}…: nested deeper than 64 levels`);
    const { error: logError } = refused(() => parseLog(pig, { ...LOG, extra: JSON.parse(`${'{"__proto__":'.repeat(70)}1${"}".repeat(70)}`) }));
    expect(logError.path).toBe(`extra${".__proto__".repeat(64)}`);
    expect(logError.message.length).toBeLessThan(250);
  });
});

describe("mergeSimulations of many failures", () => {
  it("merges 300,000 failures in index order (push(...failures) overflowed the stack past about 120,000)", () => {
    const failing = simulate(pig, {
      games: 1,
      seed: 5,
      policies: () => () => {
        throw new Error("no policy");
      },
    });
    const [failure] = failing.failures;
    const half = 150_000;
    const part = (from: number): SimulationReport => ({
      ...failing,
      from,
      games: half,
      failures: Array.from({ length: half }, (_, i) => ({ ...failure!, index: from + half - 1 - i })),
    });
    const started = cpuNow();
    const merged = mergeSimulations([part(half), part(0)]);
    expect(cpuNow() - started).toBeLessThan(2_000);
    expect(merged.games).toBe(2 * half);
    expect(merged.failures).toHaveLength(2 * half);
    expect(merged.failures.slice(0, 3).map((f) => f.index)).toEqual([0, 1, 2]);
    expect(merged.failures.at(-1)!.index).toBe(2 * half - 1);
  });
});
