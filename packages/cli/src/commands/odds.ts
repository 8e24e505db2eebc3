import { distribution } from "@tt/dice";
import { defineRangeTable, tableOdds, tableOddsCounts } from "@tt/tables";
import type { CliGame, GameTable } from "../games/registry";
import type { CliIo } from "../io";
import { paint } from "../io";

/** Options of `tt odds`. @internal */
export interface OddsOptions {
  json?: boolean;
}

const BAR_WIDTH = 40;
/** The longest meaning of a result `tt odds <game> <table>` writes beside its code on the "by result" line. */
const SHORT_MEANING = 30;

/**
 * `tt odds <notation>`: the exact distribution of a dice expression, a row a
 * value with its probability, the chance of at least that value, and a bar.
 * @internal
 */
export function oddsCommand(notation: string, options: OddsOptions, io: CliIo): void {
  const odds = distribution(notation);
  if (options.json) {
    io.out(`${JSON.stringify({ notation, distribution: odds })}\n`);
    return;
  }
  const c = paint(io);
  const max = Math.max(...odds.map((o) => o.probability));
  const mean = odds.reduce((s, o) => s + o.value * o.probability, 0);
  const width = Math.max(5, ...odds.map((o) => String(o.value).length));
  io.out(`${c.bold(notation)}  ${c.dim(`${odds.length} values, mean ${round(mean)}`)}\n`);
  io.out(`${"value".padStart(width)}  ${"exactly".padStart(8)}  ${"or more".padStart(8)}\n`);
  let remaining = 1;
  for (const { value, probability } of odds) {
    const bar = "█".repeat(Math.max(probability > 0 ? 1 : 0, Math.round((probability / max) * BAR_WIDTH)));
    io.out(`${String(value).padStart(width)}  ${percent(probability).padStart(8)}  ${percent(Math.max(0, remaining)).padStart(8)}  ${c.cyan(bar)}\n`);
    remaining -= probability;
  }
}

function percent(p: number): string {
  if (p > 0 && p < 0.0001) return "<0.01%";
  return `${(p * 100).toFixed(2)}%`;
}

function round(x: number): string {
  return String(Number.parseFloat(x.toFixed(3)));
}

/** A mistake in `tt odds <game> <table>` arguments: printed as one line plus usage. @internal */
export class OddsUsageError extends Error {}

/** Options of `tt odds <game> <table>`. @internal */
export interface TableOddsOptions {
  /** The sum of the roll's modifiers. */
  modifier: number;
  /** A cross table's row (or the King's Men Table's Royal Orders). */
  key?: string;
  json?: boolean;
}

/** One printed row of a table and its exact odds. */
interface RowOdds {
  label: string;
  result: unknown;
  explanation: string;
  count: bigint;
}

/**
 * The exact odds of each printed row of a table for a modified roll. Rows are
 * read through a copy of the table whose results are the row numbers, so two
 * rows with the same result (an `R` in two columns) keep their own odds.
 */
function rowOdds(entry: GameTable, cli: CliGame, modifier: number, key: string | undefined): { rows: RowOdds[]; outcomes: bigint } {
  const table = entry.table;
  let labels: string[];
  let results: unknown[];
  if (table.kind === "range") {
    labels = table.rows.map((r) => r.label);
    results = table.rows.map((r) => r.result);
  } else if (table.kind === "cross") {
    if (table.rollAxis === "columns") {
      const row = table.rows.find((r) => r.label === key)!;
      labels = [...table.columns];
      results = [...row.results];
    } else {
      const column = table.columns.indexOf(key!);
      labels = table.rows.map((r) => r.label);
      results = table.rows.map((r) => r.results[column]);
    }
  } else {
    // A column-shift table (Sherwood's Combat Tables): the key is the column the shifted differential reads.
    const column = table.columns.indexOf(key!);
    labels = table.rows.map((r) => r.label);
    results = table.rows.map((r) => r.results[column]);
  }
  const rowsOnly = defineRangeTable(
    labels.map((label, i) => ({ range: label, result: i })),
    { name: table.name, extendEnds: table.extendEnds },
  );
  const counts = tableOddsCounts(rowsOnly, { dice: entry.dice ?? "1d10", modifiers: modifier });
  const byRow = new Map(counts.counts.map((c) => [c.result, c.count]));
  return {
    outcomes: counts.outcomes,
    rows: labels.map((label, i) => ({ label, result: results[i], explanation: cli.explainResult?.(results[i]) ?? "", count: byRow.get(i) ?? 0n })),
  };
}

/**
 * `tt odds <game> [table]`: without a table, the game's tables; with one, the
 * exact odds of each of its rows for a d10 plus `--modifier`, with the row's
 * result (and what it means), the probability as a fraction and a percentage,
 * and a bar. A cross table needs `--key` (its row or column); so does a column-shift table (its column).
 * @internal
 */
export function gameTableOddsCommand(cli: CliGame, name: string | undefined, options: TableOddsOptions, io: CliIo): void {
  const c = paint(io);
  const tables = cli.tables?.() ?? [];
  if (name === undefined) {
    if (tables.length === 0) {
      io.out(`${cli.title}: this game has no tables to show\n`);
      return;
    }
    io.out(`${c.bold(cli.title)}: tables (tt odds ${cli.id} <table> --modifier M)\n`);
    const width = Math.max(...tables.map((t) => t.name.length));
    for (const t of tables) io.out(`  ${t.name.padEnd(width)}  ${t.description}${t.keys ? c.dim(` (needs --key: ${t.keys.length} keys)`) : ""}\n`);
    return;
  }
  if (tables.length === 0) throw new OddsUsageError(`${cli.title}: this game has no tables to show`);
  const entry = tables.find((t) => t.name === name.toLowerCase());
  if (!entry) throw new OddsUsageError(`${cli.id} has no table "${name}" (its tables: ${tables.map((t) => t.name).join(", ")})`);
  let key: string | undefined;
  if (entry.keys) {
    if (options.key === undefined) throw new OddsUsageError(`the ${entry.name} table needs --key, one of: ${entry.keys.join(", ")}`);
    key = entry.keys.find((k) => k === options.key) ?? entry.keys.find((k) => k.toLowerCase() === options.key!.toLowerCase());
    if (key === undefined) throw new OddsUsageError(`the ${entry.name} table has no key "${options.key}" (keys: ${entry.keys.join(", ")})`);
  } else if (options.key !== undefined) {
    throw new OddsUsageError(`the ${entry.name} table takes no --key`);
  }
  const dice = entry.dice ?? "1d10";
  const { rows, outcomes } = rowOdds(entry, cli, options.modifier, key);
  if (options.json) {
    io.out(
      `${JSON.stringify({
        game: cli.id,
        table: entry.name,
        dice,
        modifier: options.modifier,
        ...(key !== undefined ? { key } : {}),
        rows: rows.map((r) => ({ label: r.label, result: r.result, explanation: r.explanation, count: Number(r.count), outcomes: Number(outcomes), probability: Number(r.count) / Number(outcomes) })),
      })}\n`,
    );
    return;
  }
  const sign = options.modifier < 0 ? `- ${-options.modifier}` : `+ ${options.modifier}`;
  io.out(`${c.bold(entry.table.name || entry.name)}${key !== undefined ? ` (${key})` : ""}: ${dice} ${sign}\n${c.dim(entry.description)}\n`);
  const labelWidth = Math.max(3, ...rows.map((r) => r.label.length));
  const resultWidth = Math.max(6, ...rows.map((r) => String(r.result).length));
  const fracWidth = `${outcomes}/${outcomes}`.length;
  io.out(`${"row".padEnd(labelWidth)}  ${"result".padEnd(resultWidth)}  ${"odds".padStart(fracWidth)}  ${"percent".padStart(8)}\n`);
  const bars = rows.map((r) => "█".repeat(Math.round((Number(r.count) / Number(outcomes)) * BAR_WIDTH)));
  // The explanations start in one column whatever the longest bar.
  const barWidth = Math.max(...bars.map((bar) => bar.length));
  for (const [i, r] of rows.entries()) {
    const p = Number(r.count) / Number(outcomes);
    const meaning = r.explanation ? `  ${c.dim(flatText(r.explanation))}` : "";
    const line = `${r.label.padEnd(labelWidth)}  ${String(r.result).padEnd(resultWidth)}  ${`${r.count}/${outcomes}`.padStart(fracWidth)}  ${percent(p).padStart(8)}  ${c.cyan(bars[i]!.padEnd(barWidth))}${meaning}`;
    io.out(`${`${r.count === 0n ? c.dim(line) : line}`.trimEnd()}\n`);
  }
  // Two rows may give the same result: the odds of each distinct result, as @tt/tables reads the real table.
  const merged =
    entry.table.kind === "shift"
      ? byResult(rows, outcomes)
      : tableOdds(entry.table, { dice, modifiers: options.modifier, ...(key !== undefined ? { key } : {}) } as Parameters<typeof tableOdds<unknown>>[1]);
  if (merged.length < rows.filter((r) => r.count > 0n).length) {
    // A short meaning goes beside its code ("K (killed) 6/10 60.00%"); a long one (a paragraph's effect) is left to the rows.
    const meanings = merged.map((m) => flatText(cli.explainResult?.(m.result) ?? ""));
    const short = meanings.every((m) => m.length <= SHORT_MEANING);
    const shown = merged.map((m, i) => {
      const count = Math.round(m.probability * Number(outcomes));
      return `${String(m.result)}${short && meanings[i] !== "" ? ` (${meanings[i]})` : ""} ${count}/${outcomes} ${percent(m.probability)}`;
    });
    io.out(`${c.dim("by result:")} ${shown.join(", ")}\n`);
  }
}

/** The odds of each distinct result of a column's rows, first seen first (a column-shift table read in one column). */
function byResult(rows: readonly RowOdds[], outcomes: bigint): { result: unknown; probability: number }[] {
  const counts = new Map<string, { result: unknown; count: bigint }>();
  for (const r of rows) {
    if (r.count === 0n) continue;
    const known = counts.get(String(r.result));
    if (known) known.count += r.count;
    else counts.set(String(r.result), { result: r.result, count: r.count });
  }
  return [...counts.values()].map((c) => ({ result: c.result, probability: Number(c.count) / Number(outcomes) }));
}

/** An explanation on one line, whole: a table's meaning is never cut. */
function flatText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
