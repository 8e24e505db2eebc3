// Every public function of @tt/engine on junk (issue #17): an EngineError with a stable code and
// a readable message, or a valid result; in bounded time; its inputs unchanged; and a generator
// that a throwing call was handed exactly where it was.
import { createRng } from "@tt/dice";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepValue, junk, junkNumber, junkString, mustBeTyped, nested, orJunk, snapshot } from "../../../../test-support/fuzz";
import {
  ENGINE_ERROR_CODES,
  EngineError,
  History,
  checkConformance,
  dieRoll,
  expectimax,
  gameSeed,
  indexOfInput,
  isHiddenInput,
  legalInput,
  mergeSimulations,
  outcomeOdds,
  parseLog,
  playerLog,
  randomPolicy,
  readRoll,
  replay,
  runGame,
  runSeededGame,
  scriptedChance,
  seededChance,
  simulate,
  stateChecksum,
  viewEvents,
  viewNext,
  wilsonInterval,
} from "../../src/index";
import { blindCup } from "../games/blind-cup";
import { chain } from "../games/chain";
import { pig } from "../games/pig";

const typed = <T>(call: () => T, inputs: readonly unknown[] = []) => mustBeTyped(call, EngineError, ENGINE_ERROR_CODES, inputs);
// biome-ignore lint/suspicious/noExplicitAny: junk goes where any type is expected
type Any = any;

const small = { target: 10 };
const RUN = runGame(pig, small, { policies: randomPolicy(3), chance: seededChance(3) });
const LOG = JSON.parse(JSON.stringify(RUN.log));
const seed = orJunk(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })));
const budget = fc.option(orJunk(fc.integer({ min: 1, max: 400 }), 4), { nil: undefined });

/** Logs that are mostly the real one, with a field or an input replaced by junk. */
const log = fc.oneof(
  fc.record({ key: fc.constantFrom("schemaVersion", "gameId", "gameVersion", "options", "inputs", "checksums", "viewer", "extra"), value: junk }).map(({ key, value }) => ({ ...LOG, [key]: value })),
  fc.record({ step: fc.nat({ max: LOG.inputs.length - 1 }), value: fc.oneof(junk, deepValue, fc.constant(nested(20_000))) }).map(({ step, value }) => {
    const inputs = [...LOG.inputs];
    inputs[step] = value;
    const { checksums: _, ...rest } = LOG;
    return { ...rest, inputs };
  }),
  junk,
);

/** Chance steps and decisions, mostly well-formed, with junk in their lists and probabilities. */
const outcomeEntry = fc.record({ outcome: orJunk(fc.integer({ min: 1, max: 6 })), probability: orJunk(fc.constantFrom(0, 1 / 6, 0.5, 1), 3) });
const step = fc.oneof(
  fc.record({ kind: fc.constant("chance"), purpose: orJunk(fc.constant("d6")), outcomes: orJunk(fc.array(outcomeEntry, { maxLength: 6 }), 4) }),
  fc.record({ kind: fc.constant("decision"), player: orJunk(fc.constant("p1")), prompt: fc.constant("?"), actions: orJunk(fc.array(junk, { maxLength: 3 }), 4) }),
  fc.record({ kind: junk }),
  junk,
);

/**
 * Game counts, junk among them; a valid count is kept small. A count of a billion games is not
 * wrong, only a billion games of work (each bounded by its step budget): the count is the one
 * setting the runners do not limit (see "Limits and checks" in the README).
 */
const games = orJunk(fc.nat({ max: 2 })).map((count) => (Number.isSafeInteger(count) && (count as number) > 2 ? 2 : count));

describe("fuzz: @tt/engine's runners on junk settings", () => {
  it("runGame and runSeededGame: an EngineError before anything is drawn, or a finished game", () => {
    fc.assert(
      fc.property(
        fc.record({
          policies: orJunk(fc.constant(randomPolicy(1)), 3),
          chance: orJunk(fc.constant("seeded"), 3),
          maxSteps: budget,
          checksumEvery: fc.option(orJunk(fc.nat({ max: 3 })), { nil: undefined }),
          recordEvents: fc.option(orJunk(fc.boolean()), { nil: undefined }),
        }),
        orJunk(fc.constant(small), 3),
        seed,
        (raw, options, gameSeedValue) => {
          const rng = createRng(5);
          const state = snapshot(rng.getState());
          const settings = { ...raw, chance: raw.chance === "seeded" ? seededChance(rng) : raw.chance };
          const run = typed(() => runGame(pig, options, settings as Any), [options]);
          if (run.ok) expect(replay(pig, JSON.parse(JSON.stringify(run.value.log))).state).toEqual(run.value.state);
          // An error found by checking the arguments comes before any draw; one found in play (an illegal answer, the budget) after the steps played.
          else if (["engine/invalid-argument", "engine/invalid-options", "engine/limit"].includes(run.error.code)) expect(snapshot(rng.getState())).toBe(state);
          typed(() => runSeededGame(pig, options, gameSeedValue as Any, ({ rng: r }) => randomPolicy(r), { maxSteps: raw.maxSteps as Any }), [options]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("simulate, mergeSimulations, checkConformance, expectimax, outcomeOdds, History.rollChance", () => {
    const report = simulate(pig, { games: 2, seed: 1, options: small, policies: ({ rng }) => randomPolicy(rng) });
    const decided = History.start(pig, small).rollChance(seededChance(1));
    fc.assert(
      fc.property(fc.record({ games, seed, maxSteps: budget, classify: fc.option(junk, { nil: undefined }) }), junk, junk, (raw, field, other) => {
        const sim = typed(() => simulate(pig, { ...raw, options: small, policies: ({ rng }: Any) => randomPolicy(rng) } as Any), [raw]);
        if (sim.ok) expect(sim.value.finished + sim.value.failures.length).toBe(sim.value.games);
        const key = typeof field === "string" ? field : "finished";
        const merged = typed(() => mergeSimulations([report, { ...report, [key]: other }] as Any), [field, other]);
        if (merged.ok) expect(merged.value.games).toBe(merged.value.finished + merged.value.failures.length);
        const conformance = typed(() => checkConformance(pig, { games: raw.games as Any, seed: raw.seed as Any, maxSteps: raw.maxSteps as Any, options: small }), [raw]);
        // Left out (undefined) is the default of 100 games; null, like any other wrong type, is refused.
        if (conformance.ok) expect(conformance.value.games).toBe(raw.games === undefined ? 100 : raw.games);
        else if (conformance.error.path === "games") expect(raw.games === undefined || (Number.isSafeInteger(raw.games) && (raw.games as number) >= 1)).toBe(false);
        typed(() => expectimax(pig, decided.state, { evaluate: () => 0, depth: field as Any, maxNodes: raw.maxSteps as Any }), [field]);
        typed(() => outcomeOdds(pig, decided.state, { type: "roll" }, { until: field as Any, maxChanceSteps: raw.maxSteps as Any, key: raw.classify as Any }), [field]);
        typed(() => decided.rollChance(other as Any, raw.maxSteps as Any), [other]);
      }),
      { numRuns: 120 },
    );
  });
});

describe("fuzz: logs, inputs and chance steps from outside", () => {
  it("replay, parseLog, History.fromLog, playerLog: an EngineError naming where, or the recorded game", () => {
    fc.assert(
      fc.property(log, junkString, (saved, player) => {
        const replayed = typed(() => replay(pig, saved), [saved]);
        if (replayed.ok) expect(replayed.value.steps).toBe((saved as { inputs: unknown[] }).inputs.length);
        typed(() => parseLog(pig, saved), [saved]);
        typed(() => History.fromLog(pig, saved), [saved]);
        typed(() => playerLog(pig, saved, player), [saved]);
      }),
      { numRuns: 300 },
    );
  });

  it("History.apply, legalInput and indexOfInput on junk inputs and junk steps", () => {
    const histories = [History.start(pig, small), History.start(pig, small).rollChance(seededChance(2)), History.start(chain, { length: 3 }).apply("go"), History.start(blindCup, {})];
    fc.assert(
      fc.property(fc.constantFrom(...histories), fc.oneof(junk, fc.constant({ tick: true }), fc.constant({ type: "roll" }), fc.constant(nested(20_000))), step, (history, input, next) => {
        const applied = typed(() => history.apply(input as never), [input]);
        if (applied.ok) expect(applied.value.steps).toBe(history.steps + 1);
        typed(() => legalInput(history.game as Any, history.state, input, next as Any), [input, next]);
        const index = typed(() => indexOfInput(next as Any, input), [input, next]);
        if (index.ok) expect(Number.isInteger(index.value)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("seededChance, scriptedChance and randomPolicy: a failed pick leaves the generator unchanged", () => {
    fc.assert(
      fc.property(step, junk, fc.array(junk, { maxLength: 2 }), (next, seedValue, script) => {
        typed(() => seededChance(seedValue as Any), [seedValue]);
        typed(() => randomPolicy(seedValue as Any), [seedValue]);
        const rng = createRng(4);
        const state = snapshot(rng.getState());
        const picked = typed(() => seededChance(rng).pick(next as Any), [next]);
        if (!picked.ok) expect(snapshot(rng.getState())).toBe(state);
        const chosen = typed(() => randomPolicy(rng)(next as Any), [next]);
        if (!chosen.ok && !picked.ok) expect(snapshot(rng.getState())).toBe(state);
        typed(() => scriptedChance(script).pick(next as Any), [next, script]);
        typed(() => scriptedChance(seedValue as Any), [seedValue]);
      }),
      { numRuns: 500 },
    );
  });
});

describe("fuzz: @tt/engine's helpers on junk", () => {
  it("viewNext, viewEvents, dieRoll, readRoll, stateChecksum, gameSeed, wilsonInterval, isHiddenInput", () => {
    const d6 = { kind: "chance", purpose: "d6", outcomes: [1, 2, 3, 4, 5, 6].map((face) => ({ outcome: face, probability: 1 / 6 })), roll: dieRoll(6) };
    const state = History.start(blindCup, {}).state;
    fc.assert(
      fc.property(junk, junk, junkNumber, fc.oneof(fc.constant(d6), step), (a, b, n, chance) => {
        typed(() => viewNext(blindCup, state, a as Any), [a]);
        typed(() => viewEvents(blindCup, a as Any, b as Any), [a, b]);
        const roll = typed(() => dieRoll(n, a as Any), [a]);
        // A d10 reads 0 to 10 (0 and 10 both count as 10): one reading more than its faces.
        if (roll.ok) expect(roll.value.outcomeOf).toHaveLength(n === 10 ? 11 : n);
        typed(() => readRoll(chance as Any, n), [chance]);
        typed(() => readRoll(chance as Any, a as Any), [chance, a]);
        const checksum = typed(() => stateChecksum(a), [a]);
        if (checksum.ok) expect(checksum.value).toMatch(/^[0-9a-f]{16}$/);
        const seeded = typed(() => gameSeed(a as Any, n), [a]);
        if (seeded.ok) expect(seeded.value >>> 0).toBe(seeded.value);
        const interval = typed(() => wilsonInterval(n, b as Any), [b]);
        if (interval.ok) expect(interval.value[0] <= interval.value[1]).toBe(true);
        expect(typeof isHiddenInput(a)).toBe("boolean");
      }),
      { numRuns: 500 },
    );
  });
});

describe("fuzz: lists of a million items in a log, its options and a batch's failures", () => {
  // zod read a million wrong items for seconds, then overflowed the stack passing their issues on
  // (a RangeError); mergeSimulations spread 100,000 failures into push's arguments.
  const HUGE = 1_000_000;
  it("anywhere in a log: an EngineError at once, or the log", () => {
    const place = fc.constantFrom("options", "inputs", "checksums", "viewer", "extra", "checksums.hashes", "options.players");
    const item = fc.constantFrom<unknown>(0, "x", {}, [], null, "0123456789abcdef", { type: "roll" });
    fc.assert(
      fc.property(place, item, (at, value) => {
        // Frozen, not compared before and after: a change would throw a TypeError, and a snapshot of a million items takes a second.
        const list = Object.freeze(new Array(HUGE).fill(value));
        const [key, inner] = at.split(".") as [string, string | undefined];
        const saved = Object.freeze(inner === undefined ? { ...LOG, [key]: list } : { ...LOG, [key]: Object.freeze({ ...(key === "checksums" ? { every: 1 } : {}), [inner]: list }) });
        typed(() => parseLog(pig, saved));
        typed(() => replay(pig, saved));
      }),
      { numRuns: 20 },
    );
  });

  it("mergeSimulations of 200,000 failures: merged, in index order", () => {
    const failing = simulate(pig, { games: 1, seed: 2, policies: () => () => Number.NaN as Any });
    expect(failing.failures).toHaveLength(1);
    const failures = Array.from({ length: 200_000 }, (_, index) => ({ ...failing.failures[0]!, index }));
    const merged = typed(() => mergeSimulations([{ ...failing, games: failures.length, failures }]));
    expect(merged.ok && merged.value.failures.length).toBe(200_000);
  });
});

describe("fuzz: the failures issue #17 found, as probes", () => {
  it("each is an EngineError with the expected code, in bounded time, its inputs and generators unchanged", () => {
    const rng = createRng(8);
    const state = snapshot(rng.getState());
    const cupAtDecision = History.start(blindCup, {}).rollChance(seededChance(1)).state;
    const deepLog = { ...LOG, checksums: undefined, inputs: [...LOG.inputs.slice(0, 2), nested(20_000)] };
    delete deepLog.checksums;
    const probes: [() => unknown, string, unknown[]][] = [
      [() => runGame(pig, {}, null as Any), "engine/invalid-argument", []],
      [() => seededChance(rng).pick({ kind: "chance", purpose: "none", outcomes: [{ outcome: 1, probability: 0 }] }), "engine/invalid-argument", []],
      [
        () =>
          History.start(chain, { length: 3 })
            .apply("go")
            .apply({ tick: true, extra: 1 } as Any),
        "engine/illegal-outcome",
        [],
      ],
      [() => checkConformance(pig, { games: -1 }), "engine/invalid-argument", []],
      [() => replay(pig, deepLog), "engine/invalid-log", [deepLog]],
      [() => playerLog(pig, deepLog, "p1"), "engine/invalid-log", [deepLog]],
      [() => stateChecksum(nested(20_000)), "engine/limit", []],
      [() => indexOfInput({ kind: "decision", player: "p1", prompt: "?", actions: [nested(20_000)] }, nested(20_000)), "engine/limit", []],
      [() => checkConformance(pig, { games: null as Any }), "engine/invalid-argument", []],
      [() => checkConformance(pig, { games: 0.5 }), "engine/invalid-argument", []],
      [() => simulate(pig, { games: 2, seed: 1, from: Number.MAX_SAFE_INTEGER, policies: ({ rng }) => randomPolicy(rng) }), "engine/limit", []],
      // A depth far beyond the game's end is no extra work: the search stops deepening when it has seen the whole game.
      [() => expectimax(blindCup, cupAtDecision, { evaluate: () => 0, depth: 1e9 }), "no error", []],
    ];
    for (const [probe, code, inputs] of probes) {
      const outcome = typed(probe, inputs);
      expect(outcome.ok ? "no error" : outcome.error.code).toBe(code);
    }
    expect(snapshot(rng.getState())).toBe(state);
    expect(typed(() => replay(pig, deepLog))).toMatchObject({ ok: false, error: { step: 2 } });
  });
});
