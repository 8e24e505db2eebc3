// Every public function of @tt/tables on junk (issue #17): a TableError with a stable code and a
// readable message, or a valid result; in bounded time; its inputs unchanged; and a generator a
// throwing draw was handed exactly where it was.
import { createRng, type Rng } from "@tt/dice";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepValue, junk, junkNumber, junkString, mustBeTyped, orJunk, snapshot } from "../../../../test-support/fuzz";
import {
  TABLE_ERROR_CODES,
  TableError,
  addCard,
  createCup,
  createDeck,
  createMarkedList,
  createPercentileList,
  createReader,
  deckSize,
  defineCrossTable,
  defineRangeTable,
  defineShiftTable,
  discardCard,
  discardMarker,
  draw,
  drawOutcomes,
  drawRandom,
  explainModifiers,
  formatRange,
  loadDrawSource,
  loadTable,
  lookup,
  modifier,
  parseRange,
  percentileRanges,
  putBack,
  rangeContains,
  removeCard,
  reshuffle,
  sumModifiers,
  tableOdds,
  tableOddsCounts,
  type Table,
} from "../../src/index";

const typed = <T>(call: () => T, inputs: readonly unknown[] = []) => mustBeTyped(call, TableError, TABLE_ERROR_CODES, inputs);
// biome-ignore lint/suspicious/noExplicitAny: junk goes where any type is expected
type Any = any;

const label = orJunk(fc.constantFrom("0 or less", "1-3", "4-6", "7+", "any", "2\u20133", "< -5", "> 41", "-5 to -1", "12+", "3-1"), 4);
const result = fc.oneof({ weight: 4, arbitrary: fc.oneof(fc.integer(), fc.constantFrom("N", "F", "constructor", "__proto__", "toString")) }, junk, deepValue);
const modifierArb = fc.record({ label: orJunk(fc.string({ maxLength: 6 })), value: orJunk(fc.integer({ min: -5, max: 5 })), rule: fc.option(orJunk(fc.constant("SYN-1.2")), { nil: undefined }) });
const modifiers = orJunk(fc.array(modifierArb, { maxLength: 3 }), 4);
const rangeTable = fc.record({
  kind: orJunk(fc.constant("range"), 8),
  name: fc.option(junkString, { nil: undefined }),
  extendEnds: fc.option(orJunk(fc.boolean()), { nil: undefined }),
  rows: orJunk(fc.array(fc.record({ range: label, result }), { maxLength: 4 }), 6),
});
const crossLike = (kind: string) =>
  fc.record({
    kind: orJunk(fc.constant(kind), 8),
    rollAxis: fc.option(orJunk(fc.constantFrom("columns", "rows")), { nil: undefined }),
    extendEnds: fc.option(fc.boolean(), { nil: undefined }),
    columns: orJunk(fc.array(label, { minLength: 1, maxLength: 3 }), 6),
    rows: orJunk(fc.array(fc.record({ label: orJunk(fc.constantFrom("1-5", "6+", "0 or less", "constructor", "k")), results: fc.array(result, { maxLength: 3 }) }), { minLength: 1, maxLength: 3 }), 6),
  });
const tableJson = fc.oneof(rangeTable, crossLike("cross"), crossLike("shift"), junk);

/** Tables that are valid, to ask junk questions of. */
const TABLES: Table<unknown>[] = [
  defineRangeTable<unknown>(
    [
      { range: "0 or less", result: "low" },
      { range: "1-5", result: { paragraph: 3 } },
      { range: "6+", result: "high" },
    ],
    { name: "Range" },
  ),
  defineCrossTable<unknown>({
    columns: ["3 or less", "4+"],
    rows: [
      { label: "constructor", results: ["a", "b"] },
      { label: "k", results: [1, 2] },
    ],
  }),
  defineShiftTable({
    columns: ["< 0", "0-9", "> 9"],
    extendEnds: true,
    rows: [
      { label: "1-5", results: ["-", "W", "K"] },
      { label: "6-10", results: ["-", "-", "W"] },
    ],
  }),
];
const question = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      roll: orJunk(fc.integer({ min: -20, max: 20 })),
      modifiers: fc.option(modifiers, { nil: undefined }),
      key: fc.option(orJunk(fc.constantFrom("constructor", "k", "toString")), { nil: undefined }),
      value: fc.option(orJunk(fc.integer({ min: -10, max: 20 })), { nil: undefined }),
      shifts: fc.option(fc.oneof(modifiers, junkNumber), { nil: undefined }),
      dice: fc.option(orJunk(fc.constantFrom("1d10", "2d6", "d%", "1d6-1d6", "2x6", "1001d6")), { nil: undefined }),
    }),
  },
  junk,
);

function checkOdds(odds: readonly { probability: number }[]): void {
  for (const o of odds) expect(o.probability > 0 && o.probability <= 1).toBe(true);
  expect(odds.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 9);
}

describe("fuzz: @tt/tables' public functions on junk", () => {
  it("parseRange, formatRange, rangeContains", () => {
    fc.assert(
      fc.property(fc.oneof(label, junkString), junk, junkNumber, (text, range, value) => {
        const parsed = typed(() => parseRange(text as string), [text]);
        if (parsed.ok) {
          const { min, max } = parsed.value;
          expect(min === null || max === null || min <= max).toBe(true);
          expect(parseRange(formatRange(parsed.value))).toEqual(parsed.value);
        }
        typed(() => formatRange(range as Any), [range]);
        typed(() => rangeContains(range as Any, value), [range]);
      }),
      { numRuns: 400 },
    );
  });

  it("modifier, sumModifiers, explainModifiers", () => {
    fc.assert(
      fc.property(modifiers, junk, junk, (list, a, b) => {
        const sum = typed(() => sumModifiers(list as Any), [list]);
        if (sum.ok) expect(Number.isSafeInteger(sum.value)).toBe(true);
        const said = typed(() => explainModifiers(3, list as Any, b as Any), [list, b]);
        const optionsOk = b === undefined || (typeof b === "object" && b !== null && !Array.isArray(b));
        expect(said.ok).toBe(sum.ok && (list === undefined || Array.isArray(list)) && optionsOk);
        typed(() => modifier(a as string, b as number, a as string), [a, b]);
      }),
      { numRuns: 400 },
    );
  });

  it("loadTable and the define* functions: a valid table or a TableError; a valid one reads every roll", () => {
    fc.assert(
      fc.property(tableJson, (json) => {
        const loaded = typed(() => loadTable(json), [json]);
        if (loaded.ok) for (let roll = -12; roll <= 12; roll += 6) typed(() => lookup(loaded.value, { roll, key: "k", value: 0 }));
        const kind = (json as { kind?: unknown } | null)?.kind;
        const define = kind === "cross" ? defineCrossTable : kind === "shift" ? defineShiftTable : (data: Any) => defineRangeTable(data);
        typed(() => define(json as Any), [json]);
      }),
      { numRuns: 500 },
    );
  });

  it("lookup, createReader, tableOdds and tableOddsCounts: junk questions of valid tables, and questions of junk", () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TABLES) }, junk), question, (table, input) => {
        const read = typed(() => lookup(table as Any, input as Any), [input]);
        if (read.ok) {
          const asked = typeof input === "number" ? { roll: input } : (input as { roll: number; modifiers?: Any });
          expect(read.value.total).toBe(asked.roll + sumModifiers(asked.modifiers ?? []));
        }
        typed(() => createReader(table as Any, (input as { key?: Any } | null)?.key), [input]);
        const odds = typed(() => tableOdds(table as Any, input as Any), [input]);
        if (odds.ok) checkOdds(odds.value);
        const counts = typed(() => tableOddsCounts(table as Any, input as Any), [input]);
        expect(counts.ok).toBe(odds.ok);
      }),
      { numRuns: 600 },
    );
  });
});

const card = orJunk(fc.constantFrom("a", "b", "constructor", "__proto__", 1, 2), 5);
const plainDeck = fc.record({
  kind: orJunk(fc.constant("deck"), 8),
  schemaVersion: fc.option(orJunk(fc.constant(1)), { nil: undefined }),
  drawPile: orJunk(fc.array(fc.record({ card, count: orJunk(fc.integer({ min: 1, max: 3 })) }), { maxLength: 3 }), 6),
  discard: orJunk(fc.array(card, { maxLength: 3 }), 6),
});
const plainList = fc.record({
  kind: fc.constantFrom("marked-list", "percentile-list"),
  dice: orJunk(fc.constantFrom("1d3", "1d6", "d%", "1d6-1", "2x6"), 5),
  entries: orJunk(fc.array(card, { minLength: 1, maxLength: 4 }), 6),
  marked: orJunk(fc.array(orJunk(fc.boolean()), { minLength: 1, maxLength: 4 }), 6),
});
const plainCup = fc.record({ kind: fc.constant("cup"), entries: orJunk(fc.array(card, { minLength: 1, maxLength: 3 })), markers: plainDeck });
const source = fc.oneof(plainDeck, plainList, plainCup, junk);

describe("fuzz: decks, lists and cups on junk", () => {
  it("drawOutcomes, draw, drawRandom, discardMarker, percentileRanges: a TableError or valid; the generator untouched by a throw", () => {
    fc.assert(
      fc.property(source, fc.record({ card, position: orJunk(fc.integer({ min: -1, max: 4 })), marker: orJunk(fc.integer({ min: 0, max: 4 })) }), fc.oneof(fc.integer(), junk), (from, pick, seed) => {
        const loaded = typed(() => loadDrawSource(from), [from]);
        const outcomes = typed(() => drawOutcomes(from as Any), [from]);
        if (outcomes.ok) checkOdds(outcomes.value);
        if (loaded.ok && outcomes.ok) expect(drawOutcomes(loaded.value)).toEqual(outcomes.value);
        typed(() => draw(from as Any, pick as Any), [from, pick]);
        const real = Number.isSafeInteger(seed);
        const rng = real ? createRng(seed as number) : (seed as Rng);
        const state = real ? snapshot(rng.getState()) : "";
        const drawn = typed(() => drawRandom(from as Any, rng), [from]);
        if (!drawn.ok && real) expect(snapshot(rng.getState())).toBe(state);
        typed(() => discardMarker(from as Any, pick.marker as Any), [from]);
        typed(() => percentileRanges(from as Any), [from]);
      }),
      { numRuns: 600 },
    );
  });

  it("createDeck, deckSize, reshuffle, discardCard, addCard, putBack, removeCard", () => {
    fc.assert(
      fc.property(
        fc.oneof(plainDeck, junk),
        card,
        junk,
        fc.oneof(fc.record({ from: orJunk(fc.constantFrom("play", "draw", "discard")), count: orJunk(fc.integer({ min: 1, max: 3 })) }), junk),
        (deck, one, count, options) => {
          const made = typed(() => createDeck((deck as { drawPile?: Any } | null)?.drawPile, { discard: (deck as { discard?: Any } | null)?.discard }), [deck]);
          if (made.ok) expect(deckSize(made.value).drawPile).toBe(made.value.drawPile.reduce((sum, e) => sum + e.count, 0));
          for (const call of [
            () => deckSize(deck as Any),
            () => reshuffle(deck as Any),
            () => discardCard(deck as Any, one as Any),
            () => addCard(deck as Any, one as Any, count as Any),
            () => putBack(deck as Any, one as Any, options as Any),
            () => removeCard(deck as Any, one as Any, options as Any),
          ] as (() => unknown)[]) {
            typed(call, [deck, options]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("createMarkedList, createPercentileList, createCup", () => {
    fc.assert(
      fc.property(orJunk(fc.array(card, { minLength: 1, maxLength: 5 }), 3), junk, (entries, options) => {
        for (const make of [createMarkedList, createPercentileList, createCup] as ((e: Any, o: Any) => unknown)[]) {
          const made = typed(() => make(entries, options), [entries, options]);
          const odds = made.ok ? typed(() => drawOutcomes(made.value as Any)) : undefined;
          if (odds?.ok) checkOdds(odds.value);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe("fuzz: the failures issue #17 found, as probes", () => {
  it("each is a TableError with the expected code, in bounded time, its inputs unchanged", () => {
    const table = TABLES[0]!;
    const deck = createDeck(["a", "b"]);
    const deep = { kind: "range", rows: [{ range: "any", result: JSON.parse(`${"[".repeat(5_000)}1${"]".repeat(5_000)}`) }] };
    const named = JSON.parse('{"kind":"cross","columns":["any"],"rows":[{"label":"constructor","results":[{"__proto__":{"toString":1}}]}]}');
    const negative = { kind: "deck", schemaVersion: 1, drawPile: [{ card: "a", count: -1 }], discard: [] };
    const probes: [() => unknown, string, unknown[]][] = [
      [() => lookup(table, null as Any), "tables/invalid-argument", []],
      [() => tableOdds(table, {} as Any), "tables/dice", []],
      [() => tableOdds(table, undefined as Any), "tables/invalid-argument", []],
      [() => draw(deck, undefined as Any), "tables/invalid-argument", [deck]],
      [() => loadTable(deep), "tables/limit", [deep]],
      [() => loadTable(named), "tables/schema", [named]],
      [() => drawOutcomes(negative as Any), "tables/not-integer", [negative]],
      [() => parseRange(`1-${"9".repeat(1_000_000)}`), "tables/range-label", []],
    ];
    for (const [probe, code, inputs] of probes) {
      const outcome = typed(probe, inputs);
      expect(outcome.ok ? "no error" : outcome.error.code).toBe(code);
    }
  });
});
