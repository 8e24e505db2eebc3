/**
 * How deeply table data may nest: a table file, a deck or a list loaded from JSON, and every
 * result given to `defineRangeTable`, `defineCrossTable` or `defineShiftTable`. The file's
 * own object is level 1 (`{ kind, rows: [ { result } ] }` puts a result at level 3). Deeper
 * data (or a cyclic result, which is infinitely deep) is refused with `tables/limit` naming its
 * JSON path, before anything walks it recursively. No rulebook table comes close: the
 * Syndrome's data files nest 5 levels.
 *
 * @example
 * ```ts
 * import { MAX_DATA_DEPTH, defineRangeTable } from "@tt/tables";
 * let result: unknown = "deep";
 * for (let level = 0; level <= MAX_DATA_DEPTH; level++) result = { result };
 * // defineRangeTable([{ range: "any", result }]) throws TableError "tables/limit"
 * ```
 */
export const MAX_DATA_DEPTH = 64;

/**
 * The most cards a deck may hold, its draw pile and discard pile together; also the most
 * entries of a marked or percentile list and the most markers of a cup (entries times
 * copies). More is refused with `tables/limit`: every operation on a deck copies it, so a
 * deck too large to copy cheaply is refused before any is made. The counts of a deck at this
 * size are exact integers, so its draw probabilities are exact quotients.
 *
 * @example
 * ```ts
 * import { MAX_DECK_SIZE, createDeck } from "@tt/tables";
 * createDeck([{ card: "pawn", count: MAX_DECK_SIZE }]); // ok
 * // createDeck([{ card: "pawn", count: MAX_DECK_SIZE + 1 }]) throws TableError "tables/limit"
 * ```
 */
export const MAX_DECK_SIZE = 1_000_000;
