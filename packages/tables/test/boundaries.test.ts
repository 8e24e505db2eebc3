// Regressions of issue #17 (hardening every public boundary): each failure the issue found in
// @tt/tables, and the others found while fixing them, as a TableError with a stable code.
import { createRng, parseDice } from "@tt/dice";
import { describe, expect, it } from "vitest";
import {
  MAX_DATA_DEPTH,
  MAX_DECK_SIZE,
  addCard,
  createDeck,
  createMarkedList,
  defineCrossTable,
  defineRangeTable,
  draw,
  drawOutcomes,
  drawRandom,
  loadDrawSource,
  loadTable,
  lookup,
  parseRange,
  removeCard,
  reshuffle,
  sumModifiers,
  tableOdds,
  tableOddsCounts,
  type Deck,
  type RangeTable,
} from "../src/index";
import { thrown } from "./errors";

const FEALTY = defineRangeTable(
  [
    { range: "0 or less", result: "Open Rebellion" },
    { range: "1-4", result: "Defy" },
    { range: "5-8", result: "Delay" },
    { range: "9 +", result: "Swear Fealty" },
  ],
  { name: "Fealty Table" },
);

function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe("inputs that are not what a function takes are tables/invalid-argument, not TypeErrors", () => {
  it("lookup(table, null), lookup(null, 3), a roll with modifiers: null", () => {
    expect(thrown(() => lookup(FEALTY, null as never)).code).toBe("tables/invalid-argument");
    expect(thrown(() => lookup(null as unknown as RangeTable<string>, 3)).code).toBe("tables/invalid-argument");
    expect(thrown(() => lookup(FEALTY, { roll: 3, modifiers: null as never })).code).toBe("tables/not-integer");
    expect(thrown(() => lookup({ kind: "chess" } as never, 3)).code).toBe("tables/schema");
  });

  it("tableOdds without an input or without dice", () => {
    expect(thrown(() => tableOdds(FEALTY, undefined as never)).code).toBe("tables/invalid-argument");
    expect(thrown(() => tableOdds(FEALTY, {} as never))).toMatchObject({ code: "tables/dice", path: "dice" });
    expect(thrown(() => tableOddsCounts(FEALTY, { dice: "1d6", resultKey: 3 as never })).code).toBe("tables/invalid-argument");
  });

  it("draw without a pick, drawRandom without a generator, and the generator untouched when a draw fails", () => {
    const deck = createDeck(["a", "b"]);
    expect(thrown(() => draw(deck, undefined as never)).code).toBe("tables/invalid-argument");
    expect(thrown(() => draw(deck, {} as never)).code).toBe("tables/schema");
    expect(thrown(() => drawRandom(deck, null as never)).code).toBe("tables/invalid-argument");
    const rng = createRng(1);
    const before = JSON.stringify(rng.getState());
    expect(thrown(() => drawRandom(createMarkedList(["a"], { dice: "1d2" }), rng)).code).toBe("tables/list-exhausted");
    expect(thrown(() => drawRandom(createDeck([]), rng)).code).toBe("tables/empty-deck");
    expect(JSON.stringify(rng.getState())).toBe(before);
  });
});

describe("deeply nested data is refused before anything walks it", () => {
  it("a 5,000-deep result in a table file is tables/limit naming its JSON path", () => {
    const error = thrown(() => loadTable({ kind: "range", rows: [{ range: "any", result: nested(5_000) }] }));
    expect(error.code).toBe("tables/limit");
    expect(error.path).toMatch(/^rows\[0\]\.result(\.a)+$/);
    expect(error.path.split(".").length).toBe(MAX_DATA_DEPTH - 1);
  });

  it("the same result, or a cyclic one, given to defineRangeTable or defineCrossTable", () => {
    const cycle: Record<string, unknown> = {};
    cycle["self"] = cycle;
    for (const result of [nested(5_000), cycle]) {
      expect(thrown(() => defineRangeTable([{ range: "any", result }])).code).toBe("tables/limit");
      expect(thrown(() => defineCrossTable({ columns: ["any"], rows: [{ label: "k", results: [result] }] })).code).toBe("tables/limit");
    }
    expect(defineRangeTable([{ range: "any", result: nested(MAX_DATA_DEPTH - 4) }]).rows).toHaveLength(1);
  });
});

describe('prototype names ("constructor", "toString", "__proto__")', () => {
  it('a "__proto__" key in loaded data is refused: a copy would make it the prototype', () => {
    const json = JSON.parse('{"kind":"range","rows":[{"range":"any","result":{"__proto__":{"toString":1}}}]}');
    expect(thrown(() => loadTable(json))).toMatchObject({ code: "tables/schema", path: "rows[0].result.__proto__" });
    const deck = JSON.parse('{"kind":"deck","drawPile":[],"discard":[],"__proto__":{"kind":"cup"}}');
    expect(thrown(() => loadDrawSource(deck)).code).toBe("tables/schema");
  });

  it("as keys, cells and cards they are ordinary strings", () => {
    const table = loadTable({ kind: "cross", columns: ["any"], rows: [{ label: "constructor", results: ["toString"] }] });
    expect(lookup(table, { key: "constructor", roll: 1 }).result).toBe("toString");
    expect(thrown(() => lookup(table, { key: "toString", roll: 1 })).code).toBe("tables/unknown-key");
    expect(thrown(() => lookup(table, { key: "__proto__", roll: 1 })).code).toBe("tables/unknown-key");
    const deck = loadDrawSource({ kind: "deck", drawPile: [{ card: "constructor", count: 1 }], discard: ["toString", "__proto__"] });
    expect(drawOutcomes(reshuffle(deck as Deck<string>)).map((o) => o.card)).toEqual(["constructor", "toString", "__proto__"]);
  });
});

describe("decks handed in as plain data are checked", () => {
  const plain = (drawPile: unknown[], discard: unknown[] = []) => ({ kind: "deck", schemaVersion: 1, drawPile, discard }) as unknown as Deck<string>;

  it("negative or fractional counts are refused, not read as negative probabilities", () => {
    const error = thrown(() =>
      drawOutcomes(
        plain([
          { card: "a", count: -1 },
          { card: "b", count: 2 },
        ]),
      ),
    );
    expect(error).toMatchObject({ code: "tables/not-integer", path: "drawPile[0].count" });
    expect(thrown(() => drawOutcomes(plain([{ card: "a", count: 0.5 }]))).code).toBe("tables/not-integer");
    expect(
      thrown(() =>
        drawOutcomes(
          plain([
            { card: "a", count: 1 },
            { card: "a", count: 1 },
          ]),
        ),
      ).code,
    ).toBe("tables/duplicate-key");
    expect(thrown(() => reshuffle(plain([], [null]))).path).toBe("discard[0]");
  });

  it("a snapshot read back from JSON draws as the deck it was", () => {
    const deck = createDeck(["a", "b", "b"]);
    const again = JSON.parse(JSON.stringify(deck)) as Deck<string>;
    expect(drawOutcomes(again)).toEqual(drawOutcomes(deck));
    expect(draw(again, { card: "b" }).source).toEqual(draw(deck, { card: "b" }).source);
  });

  it(`no deck holds more than ${MAX_DECK_SIZE} cards`, () => {
    expect(createDeck([{ card: "pawn", count: MAX_DECK_SIZE }]).drawPile[0]!.count).toBe(MAX_DECK_SIZE);
    expect(thrown(() => createDeck([{ card: "pawn", count: MAX_DECK_SIZE + 1 }])).code).toBe("tables/limit");
    expect(thrown(() => addCard(createDeck(["a"]), "b", MAX_DECK_SIZE)).code).toBe("tables/limit");
    expect(thrown(() => drawOutcomes(plain([{ card: "a", count: 2 ** 52 }]))).code).toBe("tables/limit");
    expect(thrown(() => removeCard(createDeck(["a"]), "a", { count: 2 })).code).toBe("tables/card-not-found");
    expect(thrown(() => removeCard(createDeck(["a"]), "a", null as never)).code).toBe("tables/invalid-argument");
  });
});

describe("errors quote their input at a readable length", () => {
  it("a 1 MB range label, a 1 MB table name, a 1 MB key, a 100,000-digit bound", () => {
    const mega = "x".repeat(1_000_000);
    const cases = [
      () => parseRange(`1-${mega}`),
      () => parseRange("9".repeat(100_000)),
      () => defineRangeTable([{ range: mega, result: 1 }]),
      () => defineRangeTable([{ range: "1-3", result: 1 }], { name: mega }),
      () => lookup(defineCrossTable({ columns: ["any"], rows: [{ label: mega, results: [1] }] }), { key: `${mega}y`, roll: 1 }),
      () => sumModifiers([{ label: mega, value: 0.5 }]),
    ];
    for (const run of cases) expect(thrown(run).message.length).toBeLessThan(400);
  });
});

describe("modified rolls stay exact", () => {
  it("a roll plus modifiers beyond the safe integers is tables/not-integer", () => {
    const big = [{ label: "huge", value: Number.MAX_SAFE_INTEGER }];
    expect(thrown(() => lookup(FEALTY, { roll: 1, modifiers: big })).code).toBe("tables/not-integer");
    expect(thrown(() => sumModifiers([...big, ...big])).code).toBe("tables/not-integer");
    expect(thrown(() => tableOdds(FEALTY, { dice: "1d10", modifiers: big })).code).toBe("tables/not-integer");
  });
});

describe("dice are checked where a source is made", () => {
  it("a marked list whose dice cannot be read, or can roll 0, is refused when it is made (or loaded)", () => {
    expect(thrown(() => createMarkedList(["a"], { dice: "2x6" })).code).toBe("tables/dice");
    expect(thrown(() => createMarkedList(["a"], { dice: "1d6-1" })).code).toBe("tables/dice");
    expect(thrown(() => loadDrawSource({ kind: "marked-list", dice: "1d6-1", entries: ["a"], marked: [false] })).code).toBe("tables/dice");
  });

  it("an expression object changed after a question is read as it is now", () => {
    const dice = parseDice("1d6");
    expect(tableOdds(FEALTY, { dice }).map((o) => o.result)).toEqual(["Defy", "Delay"]);
    (dice.terms[0] as { sides: number }).sides = 10;
    expect(tableOdds(FEALTY, { dice }).map((o) => o.result)).toEqual(["Defy", "Delay", "Swear Fealty"]);
    (dice.terms[0] as { count: number }).count = 1e9;
    expect(thrown(() => tableOdds(FEALTY, { dice }))).toMatchObject({ code: "tables/dice", path: "dice.terms" });
  });
});
