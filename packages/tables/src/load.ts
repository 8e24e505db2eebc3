import type * as z from "zod/mini";
import { checkSchemaVersion, excerpt, parseWith, type SchemaFailure } from "@tt/internal";
import { checkLoadedData } from "./_internal/checks";
import { TableError } from "./errors";
import { crossTableSchema, rangeTableSchema, shiftTableSchema, DrawSourceSchema, ResultSchema } from "./schemas";
import { defineRangeTable, type RangeTable } from "./range-table";
import { defineCrossTable, type CrossTable } from "./cross-table";
import { defineShiftTable, type ShiftTable } from "./shift-table";
import { createDeck, type Card } from "./deck";
import { createCup, createMarkedList, createPercentileList, frozen } from "./no-cards";
import type { Table } from "./lookup";
import type { DrawSource } from "./draw";
import type { MAX_DATA_DEPTH, MAX_DECK_SIZE } from "./limits";

/** A `tables/schema` error for data named `what`, naming the first problem and counting the rest. */
function schemaError(what: string, { path, message, issues }: SchemaFailure): TableError {
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
  return new TableError("tables/schema", `${what}: ${path || "(root)"}: ${message}${more}.`, path, issues);
}

function checkVersion(json: unknown, what: string): void {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new TableError("tables/schema", `A ${what} must be a JSON object, not ${Array.isArray(json) ? "an array" : excerpt(json)}.`);
  }
  checkSchemaVersion(json, 1, ({ found, path }) => new TableError("tables/schema-version", `This ${what} has schemaVersion ${found}; this version of @tt/tables reads schemaVersion 1.`, path));
  // Before any schema walks it: a bounded depth (a 5,000-deep result would overflow the stack) and no "__proto__" key.
  checkLoadedData(json);
}

/**
 * Loads a table from JSON data (a game's data file, or a corrected table a
 * user supplies): checks its shape with the schema of its `kind`, then defines
 * it, checking coverage, cell counts and results. Nothing partial is kept.
 *
 * @param json - The parsed JSON, with `kind` `"range"`, `"cross"` or `"shift"`.
 * @param result - Optionally, a zod schema each result must match (default: any JSON but missing).
 * @returns The defined table.
 * @throws {@link TableError} `tables/schema` naming the path for data of the
 *   wrong shape or a key named `"__proto__"` anywhere (a copy would turn it into a
 *   prototype); `tables/limit` naming the JSON path of data nested deeper than
 *   {@link MAX_DATA_DEPTH}; `tables/schema-version` for another `schemaVersion`; and every
 *   error of {@link defineRangeTable}, {@link defineCrossTable} and {@link defineShiftTable}.
 * @example
 * ```ts
 * import { loadTable, lookup } from "@tt/tables";
 * const fealty = loadTable({
 *   kind: "range",
 *   name: "Fealty Table",
 *   rows: [
 *     { range: "0 or less", result: "Open Rebellion" }, { range: "1-4", result: "Defy" },
 *     { range: "5-8", result: "Delay" }, { range: "9 +", result: "Swear Fealty" },
 *   ],
 * });
 * if (fealty.kind === "range") lookup(fealty, 9).result; // "Swear Fealty"
 * ```
 */
export function loadTable<T = z.infer<typeof ResultSchema>>(json: unknown, result?: z.core.$ZodType<T>): Table<T> {
  checkVersion(json, "table");
  const kind = (json as { kind?: unknown }).kind;
  const cell = result ?? (ResultSchema as unknown as z.core.$ZodType<T>);
  const schema = kind === "range" ? rangeTableSchema(cell) : kind === "cross" ? crossTableSchema(cell) : kind === "shift" ? shiftTableSchema(cell) : null;
  if (schema === null) {
    throw new TableError("tables/schema", `kind: a table's kind must be "range", "cross" or "shift", not ${kind === undefined ? "missing" : excerpt(kind)}.`, "kind");
  }
  const name = (json as { name?: unknown }).name;
  const data = parseWith(schema as z.core.$ZodType<unknown>, json, (failure) => schemaError(`Table${typeof name === "string" ? ` ${excerpt(name)}` : ""} data`, failure));
  if (kind === "range") return defineRangeTable(data as Parameters<typeof defineRangeTable<T>>[0]) as RangeTable<T>;
  if (kind === "cross") return defineCrossTable(data as Parameters<typeof defineCrossTable<T>>[0]) as CrossTable<T>;
  return defineShiftTable(data as Parameters<typeof defineShiftTable<T>>[0]) as ShiftTable<T>;
}

/**
 * Loads a deck, marked list, percentile list or cup from JSON data (a saved
 * game's snapshot, a game's data file).
 *
 * @param json - The parsed JSON, with `kind` `"deck"`, `"marked-list"`, `"percentile-list"` or `"cup"`.
 * @returns The draw source.
 * @throws {@link TableError} `tables/schema` naming the path for data of the
 *   wrong shape or a `"__proto__"` key; `tables/limit` for data nested deeper than
 *   {@link MAX_DATA_DEPTH} or a deck of more than {@link MAX_DECK_SIZE} cards;
 *   `tables/schema-version`; and the errors of the `create*` functions.
 * @example
 * ```ts
 * import { drawOutcomes, loadDrawSource } from "@tt/tables";
 * const deck = loadDrawSource({ kind: "deck", drawPile: [{ card: "Heroics", count: 2 }], discard: [] });
 * ```
 */
export function loadDrawSource(json: unknown): DrawSource<Card> {
  checkVersion(json, "draw source");
  const data = parseWith(DrawSourceSchema, json, (failure) => schemaError("Draw source data", failure));
  switch (data.kind) {
    case "deck":
      return createDeck(data.drawPile, { discard: data.discard });
    case "marked-list":
      return createMarkedList(data.entries, { dice: data.dice, marked: data.marked });
    case "percentile-list":
      return createPercentileList(data.entries, { dice: data.dice });
    case "cup": {
      const cup = createCup(data.entries);
      const n = data.entries.length;
      for (const marker of [...data.markers.drawPile.map((e) => e.card), ...data.markers.discard]) {
        if (typeof marker !== "number" || marker < 1 || marker > n) {
          throw new TableError("tables/schema", `Draw source data: markers: marker ${excerpt(marker)} is not one of 1 to ${n}.`, "markers");
        }
      }
      const markers = createDeck<number>(data.markers.drawPile as { card: number; count: number }[], {
        discard: data.markers.discard as number[],
      });
      return frozen({ ...cup, markers });
    }
  }
}
