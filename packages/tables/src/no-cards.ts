import { excerpt } from "@tt/internal";
import { TableError } from "./errors";
import { checkCard, checkCount, checkDeck, checkSize, createDeck, type Card, type Deck } from "./deck";
import { checkObject, checkOptions } from "./_internal/checks";
import { diceCounts, type DiceCounts } from "./_internal/dice-counts";

/**
 * WarpQuest's first way of playing without cards (Salo's): an ordered list of
 * the cards, each marked once used. Roll the die (1D10) and take the Nth
 * *unmarked* entry; then mark it. Entries near the top come up more often.
 * Plain, frozen JSON data.
 *
 * @see WQ-NOCARDS-1
 */
export interface MarkedList<C extends Card> {
  /** Discriminator of the draw sources. */
  readonly kind: "marked-list";
  /** Format version of the data. */
  readonly schemaVersion: 1;
  /** The die rolled for N, as notation (default `"1d10"`). */
  readonly dice: string;
  /** The list, top first. */
  readonly entries: readonly C[];
  /** `marked[i]` is `true` once `entries[i]` has been used. */
  readonly marked: readonly boolean[];
}

/**
 * WarpQuest's second way of playing without cards (Tom's): number the cards
 * 1..n and give card k the percentile range up to `floor(k × 100 / n)`, so
 * 7 cards read `1-14`, `15-28`, `29-42`, `43-57`, `58-71`, `72-85`, `86-100`.
 * Roll percentile dice and read the card. Nothing is used up: every draw has
 * the same odds. Plain, frozen JSON data.
 *
 * (The rulebook's worked example gives card 7 the range up to 99 because it
 * rounds 100/7 down to 14.28 first; that would leave a roll of 100 reading no
 * card, so here the ranges are computed exactly and the last one ends at 100.)
 *
 * @see WQ-NOCARDS-2
 */
export interface PercentileList<C extends Card> {
  /** Discriminator of the draw sources. */
  readonly kind: "percentile-list";
  /** Format version of the data. */
  readonly schemaVersion: 1;
  /** The percentile dice, as notation (default `"d%"`, 1-100). */
  readonly dice: string;
  /** The numbered list: `entries[k - 1]` is card number k. */
  readonly entries: readonly C[];
}

/**
 * WarpQuest's third way of playing without cards (Zak's): numbered markers in
 * a cup, marker k standing for card number k of the list (one marker per card,
 * or more). Drawing a marker is drawing from a deck of markers: drawn markers
 * stay out until discarded, and an empty cup takes back its discards. Plain,
 * frozen JSON data.
 *
 * @see WQ-NOCARDS-3
 */
export interface Cup<C extends Card> {
  /** Discriminator of the draw sources. */
  readonly kind: "cup";
  /** Format version of the data. */
  readonly schemaVersion: 1;
  /** The numbered list: marker k stands for `entries[k - 1]`. */
  readonly entries: readonly C[];
  /** The markers as a deck: those in the cup and those discarded. */
  readonly markers: Deck<number>;
}

function checkEntries(entries: readonly Card[], what: string, path = "entries"): void {
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new TableError("tables/empty-table", `A ${what} needs at least one entry, not ${excerpt(entries)}.`, path);
  }
  checkSize(entries.length, `A ${what}`);
  Array.from(entries).forEach((card, i) => {
    checkCard(card, `${path}[${i}]`);
  });
}

/** Checks notation and that its exact distribution can be computed (`tables/dice` otherwise); returns its counts. */
function checkNotation(dice: unknown): DiceCounts {
  if (typeof dice !== "string" || dice.trim() === "") {
    throw new TableError("tables/dice", `Dice must be notation such as "1d10", not ${excerpt(dice)}.`, "dice");
  }
  return diceCounts(dice);
}

/** The sources this package made: frozen, so known to be valid for good. */
const made = new WeakSet<object>();

/** @internal Freezes a draw source this package made, known to be valid from now on. */
export function frozen<S extends object>(source: S): S {
  made.add(Object.freeze(source));
  return source;
}

/** Checks what every list has: `kind`, `schemaVersion`, its entries and its dice. */
function checkList(list: unknown, kind: "marked-list" | "percentile-list"): asserts list is MarkedList<Card> | PercentileList<Card> {
  checkObject(list, `A ${kind}`);
  if (list.kind !== kind) throw new TableError("tables/schema", `kind must be "${kind}", not ${excerpt(list.kind)}.`, "kind");
  if (list.schemaVersion !== undefined && list.schemaVersion !== 1) {
    throw new TableError("tables/schema-version", `This ${kind} has schemaVersion ${excerpt(list.schemaVersion)}; @tt/tables reads version 1.`, "schemaVersion");
  }
  checkEntries(list.entries as Card[], kind);
  checkNotation(list.dice);
}

/**
 * @internal Checks a draw source other than a deck handed in from outside (a snapshot read
 * back from JSON): everything its `create*` function checks. One this package made passes at once.
 */
export function checkNoCards(source: unknown): void {
  if (typeof source === "object" && source !== null && made.has(source)) return;
  const kind = (source as { kind?: unknown } | null)?.kind;
  if (kind === "cup") return checkCup(source);
  checkList(source, kind === "percentile-list" ? "percentile-list" : "marked-list");
  if (source.kind === "percentile-list") {
    if (source.entries.length > 100) throw new TableError("tables/list-exhausted", `A percentile list can number at most 100 cards, not ${source.entries.length}.`, "entries");
    return;
  }
  checkMarks(source.marked, source.entries.length);
  checkMarkedDice(diceCounts(source.dice), source.dice);
}

function checkCup(cup: unknown): void {
  checkObject(cup, "A cup");
  if (cup.schemaVersion !== undefined && cup.schemaVersion !== 1) {
    throw new TableError("tables/schema-version", `This cup has schemaVersion ${excerpt(cup.schemaVersion)}; @tt/tables reads version 1.`, "schemaVersion");
  }
  checkEntries(cup.entries as Card[], "cup");
  checkDeck(cup.markers, "markers.");
  const n = (cup.entries as Card[]).length;
  const { drawPile, discard } = cup.markers as Deck<Card>;
  [...drawPile.map((entry) => entry.card), ...discard].forEach((marker) => {
    if (typeof marker !== "number" || marker < 1 || marker > n) {
      throw new TableError("tables/schema", `markers: marker ${excerpt(marker)} is not one of 1 to ${n}.`, "markers");
    }
  });
}

function checkMarks(marked: unknown, entries: number): void {
  if (!Array.isArray(marked) || marked.length !== entries || Array.from(marked).some((m) => typeof m !== "boolean")) {
    throw new TableError("tables/schema", `marked must hold one boolean per entry (${entries}).`, "marked");
  }
}

/** A marked list's die must count from 1: a roll of 0 or less would ask for no entry at all. */
function checkMarkedDice(counts: DiceCounts, dice: string): void {
  if (counts.values[0]! < 1) {
    throw new TableError("tables/dice", `A marked list's dice must roll 1 or more: ${excerpt(dice)} can roll ${counts.values[0]}.`, "dice");
  }
}

/**
 * Makes the ordered, marked list of WarpQuest's first no-cards procedure.
 *
 * @param entries - The list, top first (randomize it once, or order it on purpose:
 *   the top comes up more often).
 * @param options - `dice` rolled for N (default `"1d10"`); `marked`: which entries are already used.
 * @returns The list.
 * @throws {@link TableError} `tables/empty-table` for an empty list; `tables/schema`
 *   for a bad entry or a `marked` array of the wrong length.
 * @see WQ-NOCARDS-1
 * @example
 * ```ts
 * import { createMarkedList, drawOutcomes } from "@tt/tables";
 * const list = createMarkedList(Array.from({ length: 40 }, (_, i) => `challenge ${i + 1}`));
 * drawOutcomes(list); // challenge 1 ... challenge 10, each with probability 1/10
 * ```
 */
export function createMarkedList<C extends Card>(entries: readonly C[], options: { readonly dice?: string; readonly marked?: readonly boolean[] } = {}): MarkedList<C> {
  checkEntries(entries, "marked list");
  checkOptions(options, "createMarkedList");
  const dice = options.dice ?? "1d10";
  checkMarkedDice(checkNotation(dice), dice);
  const marked = options.marked ?? entries.map(() => false);
  checkMarks(marked, entries.length);
  return frozen({
    kind: "marked-list",
    schemaVersion: 1,
    dice,
    entries: Object.freeze([...entries]),
    marked: Object.freeze([...marked]),
  });
}

/**
 * Makes the numbered percentile list of WarpQuest's second no-cards procedure.
 *
 * @param entries - The numbered list: `entries[0]` is card 1. At most 100 entries
 *   (beyond that some card would get no percentile at all).
 * @param options - `dice`: the percentile dice (default `"d%"`).
 * @returns The list.
 * @throws {@link TableError} `tables/empty-table` for an empty list;
 *   `tables/list-exhausted` for more than 100 entries; `tables/schema` for a bad entry.
 * @see WQ-NOCARDS-2
 * @example
 * ```ts
 * import { createPercentileList, percentileRanges } from "@tt/tables";
 * const list = createPercentileList(["a", "b", "c", "d", "e", "f", "g"]);
 * percentileRanges(list); // ["1-14", "15-28", "29-42", "43-57", "58-71", "72-85", "86-100"]
 * ```
 */
export function createPercentileList<C extends Card>(entries: readonly C[], options: { readonly dice?: string } = {}): PercentileList<C> {
  checkEntries(entries, "percentile list");
  checkOptions(options, "createPercentileList");
  if (entries.length > 100) {
    throw new TableError("tables/list-exhausted", `A percentile list can number at most 100 cards, not ${entries.length}: some card would get no percentile.`, "entries");
  }
  const dice = options.dice ?? "d%";
  checkNotation(dice);
  return frozen({ kind: "percentile-list", schemaVersion: 1, dice, entries: Object.freeze([...entries]) });
}

/**
 * The percentile range of each card of a percentile list, as labels:
 * card k covers `floor((k - 1) × 100 / n) + 1` to `floor(k × 100 / n)`.
 *
 * @param list - The list.
 * @returns One label per entry, in order.
 * @throws {@link TableError} `tables/schema` for a list that is not a percentile list.
 * @see WQ-NOCARDS-2
 * @example
 * ```ts
 * import { createPercentileList, percentileRanges } from "@tt/tables";
 * percentileRanges(createPercentileList(["a", "b", "c"])); // ["1-33", "34-66", "67-100"]
 * ```
 */
export function percentileRanges(list: PercentileList<Card>): string[] {
  checkNoCards(list);
  if (list.kind !== "percentile-list") throw new TableError("tables/schema", `percentileRanges reads a percentile list, not a ${excerpt(list.kind)}.`, "kind");
  const n = list.entries.length;
  return list.entries.map((_, i) => {
    const from = Math.floor((i * 100) / n) + 1;
    const to = Math.floor(((i + 1) * 100) / n);
    return from === to ? String(from) : `${from}-${to}`;
  });
}

/**
 * Makes the cup of numbered markers of WarpQuest's third no-cards procedure.
 *
 * @param entries - The numbered list: marker k stands for `entries[k - 1]`.
 * @param options - `copies`: markers per card (default 1).
 * @returns The cup, every marker in it.
 * @throws {@link TableError} `tables/empty-table` for an empty list; `tables/not-integer`
 *   for copies below 1; `tables/schema` for a bad entry.
 * @see WQ-NOCARDS-3
 * @example
 * ```ts
 * import { createCup, drawOutcomes } from "@tt/tables";
 * const cup = createCup(["Heroics", "Courage", "Ambush"]);
 * drawOutcomes(cup); // marker 1 (Heroics), 2 (Courage), 3 (Ambush), each 1/3
 * ```
 */
export function createCup<C extends Card>(entries: readonly C[], options: { readonly copies?: number } = {}): Cup<C> {
  checkEntries(entries, "cup");
  checkOptions(options, "createCup");
  const copies = options.copies ?? 1;
  checkCount(copies, "copies", 1);
  checkSize(entries.length * copies, "A cup");
  const markers = createDeck<number>(entries.map((_, i) => ({ card: i + 1, count: copies })));
  return frozen({ kind: "cup", schemaVersion: 1, entries: Object.freeze([...entries]), markers });
}
