import { describe, it, expect } from "vitest";
import { z } from "zod";
import { createRng } from "@tt/dice";
import {
  CrossTableSchema,
  DeckSchema,
  ModifierSchema,
  RangeTableSchema,
  tableOdds,
  type Modifier,
  ShiftTableSchema,
  createCup,
  createDeck,
  createMarkedList,
  createPercentileList,
  defineCrossTable,
  defineShiftTable,
  draw,
  drawOutcomes,
  drawRandom,
  loadDrawSource,
  loadTable,
  lookup,
  type CrossTableDefinition,
  type RangeTableDefinition,
  type ShiftTableDefinition,
  type CrossTableData,
  type RangeTableData,
  type ShiftTableData,
  type Card,
  type DrawSource,
} from "../src/index";
import { COMBAT, KINGS_MEN, RAID_ROWS_AS_PRINTED, RECRUITING, SANCTUARY_ROWS } from "./fixtures";
import { thrown } from "./errors";

// The schemas' JSON forms are accepted by the define functions (checked by the compiler).
const rangeData: RangeTableData = { kind: "range", rows: [{ range: "any", result: 1 }] };
const crossData: CrossTableData = { kind: "cross", columns: ["any"], rows: [{ label: "k", results: [1] }] };
const shiftData: ShiftTableData = { kind: "shift", columns: ["any"], rows: [{ label: "any", results: [1] }] };
const asDefinitions: [RangeTableDefinition<unknown>, CrossTableDefinition<unknown>, ShiftTableDefinition<unknown>] = [rangeData, crossData, shiftData];

describe("JSON data and schemas", () => {
  it("SYN-4.1 a game keeps its tables in JSON files: loadTable reads range, cross and shift tables", () => {
    const sanctuary = loadTable({ kind: "range", name: "Sanctuary Table", rows: SANCTUARY_ROWS });
    expect(sanctuary.kind === "range" && lookup(sanctuary, 3).result).toBe(302);
    const recruiting = loadTable(JSON.parse(JSON.stringify({ kind: "cross", ...RECRUITING })));
    expect(recruiting.kind === "cross" && lookup(recruiting, { key: "Bishop Norje", roll: 5 }).result).toBe("2I,F");
    const combat = loadTable({ kind: "shift", ...COMBAT });
    expect(combat.kind === "shift" && lookup(combat, { value: 53, roll: 1 }).result).toBe("K");
    expect(asDefinitions).toHaveLength(3);
  });

  it("defined tables serialize to JSON their schema accepts, and load back equal", () => {
    const tables = [defineCrossTable(RECRUITING), defineCrossTable(KINGS_MEN), defineShiftTable(COMBAT)];
    for (const table of tables) {
      const json = JSON.parse(JSON.stringify(table));
      const schema = table.kind === "cross" ? CrossTableSchema : ShiftTableSchema;
      expect(schema.safeParse(json).success).toBe(true);
      expect(loadTable(json)).toEqual(table);
    }
  });

  it("a user's corrected table is checked with a result schema", () => {
    const json = { kind: "range", name: "Sanctuary Table", rows: SANCTUARY_ROWS.map((r) => ({ ...r, result: String(r.result) })) };
    const error = thrown(() => loadTable(json, z.int()));
    expect(error.code).toBe("tables/schema");
    expect(error.path).toBe("rows[0].result");
    expect(error.message).toMatch(/^Table "Sanctuary Table" data: rows\[0\]\.result: .+ \(and 4 more problems\)\.$/);
  });

  it("SYN-T.RAID as printed is refused by the schema, naming the row's result", () => {
    const json = JSON.parse(JSON.stringify({ kind: "range", name: "Raid Table", rows: RAID_ROWS_AS_PRINTED }));
    expect(RangeTableSchema.safeParse(json).success).toBe(false);
    const error = thrown(() => loadTable(json));
    expect(error.code).toBe("tables/schema");
    expect(error.path).toBe("rows[12].result");
  });

  it("bad shapes, kinds and versions are refused with stable codes", () => {
    expect(thrown(() => loadTable([])).code).toBe("tables/schema");
    expect(thrown(() => loadTable({ kind: "wheel" })).message).toBe('kind: a table\'s kind must be "range", "cross" or "shift", not "wheel".');
    const version = thrown(() => loadTable({ kind: "range", schemaVersion: 2, rows: [] }));
    expect(version.code).toBe("tables/schema-version");
    expect(version.message).toBe("This table has schemaVersion 2; this version of @tt/tables reads schemaVersion 1.");
    expect(thrown(() => loadTable({ kind: "cross", columns: ["any"], rows: [{ label: "a", results: [] }] })).code).toBe("tables/cell-count");
  });

  it("decks, marked lists, percentile lists and cups round-trip through JSON", () => {
    const sources: DrawSource<Card>[] = [
      draw(createDeck(["a", "b", "b"], { discard: ["c"] }), { card: "b" }).source,
      draw(createMarkedList(Array.from({ length: 12 }, (_, i) => i + 1)), { position: 2 }).source,
      createPercentileList(["x", "y", "z"]),
      draw(createCup(["p", "q"], { copies: 2 }), { marker: 2 }).source,
    ];
    for (const source of sources) {
      const loaded = loadDrawSource(JSON.parse(JSON.stringify(source)));
      expect(loaded).toEqual(source);
      expect(drawOutcomes(loaded)).toEqual(drawOutcomes(source));
      expect(drawRandom(loaded, createRng(5))).toEqual(drawRandom(source, createRng(5)));
    }
    expect(DeckSchema.safeParse(JSON.parse(JSON.stringify(sources[0]))).success).toBe(true);
  });

  it("bad draw-source data is refused", () => {
    const error = thrown(() => loadDrawSource({ kind: "deck", drawPile: [{ card: "a", count: 0 }], discard: [] }));
    expect(error.code).toBe("tables/schema");
    expect(error.path).toBe("drawPile[0].count");
    expect(thrown(() => loadDrawSource({ kind: "deck", schemaVersion: 9, drawPile: [], discard: [] })).code).toBe("tables/schema-version");
    expect(thrown(() => loadDrawSource({ kind: "cup", entries: ["a"], markers: { kind: "deck", drawPile: [{ card: 5, count: 1 }], discard: [] } })).message).toBe(
      "Draw source data: markers: marker 5 is not one of 1 to 1.",
    );
    expect(thrown(() => loadDrawSource({ kind: "marked-list", dice: "1d10", entries: ["a"], marked: [] })).code).toBe("tables/schema");
  });

  it("a table of a kind known only at run time is read and its odds taken through the general signatures", () => {
    const tables = [loadTable({ kind: "range", rows: SANCTUARY_ROWS }), loadTable({ kind: "cross", ...RECRUITING }), loadTable({ kind: "shift", ...COMBAT })];
    const input = { key: "Bishop Norje", value: 7, roll: 5 };
    expect(tables.map((table) => lookup(table, input).result)).toEqual([302, "2I,F", "R"]);
    for (const table of tables) {
      expect(tableOdds(table, { dice: "1d10", key: "Bishop Norje", value: 7 }).reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    }
    expect(thrown(() => lookup(tables[1]!, { roll: 5 })).code).toBe("tables/unknown-key");
    expect(thrown(() => lookup(tables[2]!, { roll: 5 })).code).toBe("tables/not-integer");
  });

  it("ModifierSchema accepts exactly the modifiers lookups carry", () => {
    const m: Modifier = ModifierSchema.parse({ label: "gold", value: 3, rule: "RULE-Y" });
    expect(lookup(loadTable({ kind: "range", rows: SANCTUARY_ROWS }), { roll: 1, modifiers: [m] }).total).toBe(4);
    expect(ModifierSchema.safeParse({ label: "half", value: 0.5 }).success).toBe(false);
  });
});
