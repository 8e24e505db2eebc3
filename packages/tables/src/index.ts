/**
 * `@tt/tables`: roll tables as rulebooks print them (range, cross and
 * column-shift tables), labelled modifiers and their explanation, the exact
 * odds of every result, and decks with exact draw probabilities (plus
 * WarpQuest's three ways of playing without cards). Tables and decks are
 * plain JSON data with zod schemas. Runs unchanged in browsers and Node.
 *
 * @packageDocumentation
 */
export { TableError, TABLE_ERROR_CODES, type TableErrorCode } from "./errors";
export { MAX_DATA_DEPTH, MAX_DECK_SIZE } from "./limits";
export { parseRange, formatRange, rangeContains, type IntRange, type RangeInput } from "./range";
export { modifier, sumModifiers, explainModifiers, type Modifier } from "./modifiers";
export {
  defineRangeTable,
  type RangeTable,
  type RangeRow,
  type RangeRowInput,
  type RangeTableOptions,
  type RangeTableDefinition,
} from "./range-table";
export {
  defineCrossTable,
  ROLL_AXES,
  type RollAxis,
  type CrossTable,
  type CrossTableDefinition,
  type TableRowInput,
} from "./cross-table";
export { defineShiftTable, type ShiftTable, type ShiftTableDefinition } from "./shift-table";
export {
  lookup,
  type Table,
  type RollInput,
  type CrossLookupInput,
  type ShiftLookupInput,
  type TableLookup,
  type TablePosition,
  type ShiftRead,
} from "./lookup";
export { createReader, type RollReader, type ShiftReader } from "./reader";
export {
  tableOdds,
  tableOddsCounts,
  type OddsInput,
  type CrossOddsInput,
  type ShiftOddsInput,
  type ResultOdds,
  type ResultCounts,
} from "./odds";
export {
  createDeck,
  deckSize,
  reshuffle,
  discardCard,
  addCard,
  putBack,
  removeCard,
  type Card,
  type CardCount,
  type Deck,
  type DeckOutcome,
} from "./deck";
export {
  createMarkedList,
  createPercentileList,
  createCup,
  percentileRanges,
  type MarkedList,
  type PercentileList,
  type Cup,
} from "./no-cards";
export {
  drawOutcomes,
  draw,
  drawRandom,
  discardMarker,
  type DrawSource,
  type ListOutcome,
  type CupOutcome,
  type Draw,
} from "./draw";
export { loadTable, loadDrawSource } from "./load";
export {
  ModifierSchema,
  ResultSchema,
  IntRangeSchema,
  RangeInputSchema,
  rangeTableSchema,
  crossTableSchema,
  shiftTableSchema,
  RangeTableSchema,
  CrossTableSchema,
  ShiftTableSchema,
  TableSchema,
  CardSchema,
  DeckSchema,
  MarkedListSchema,
  PercentileListSchema,
  CupSchema,
  DrawSourceSchema,
  type RangeTableData,
  type CrossTableData,
  type ShiftTableData,
  type TableData,
  type DeckData,
  type MarkedListData,
  type PercentileListData,
  type CupData,
  type DrawSourceData,
} from "./schemas";
