/**
 * @tt/tables benchmarks, peers side by side in one process, printed as ratios.
 *
 * 1. A range-table read (createReader: dense typed index + clamping) against a
 *    plain array index, and the explained `lookup` for scale. Target >= 0.5x.
 * 2. The exact odds of a 7-column cross-table row (the Syndrome's Recruiting
 *    Table) with 1d10 and modifiers. Target < 20 µs per call; compared with
 *    recomputing the dice distribution on every call (no cache).
 *
 * Run: pnpm --filter @tt/tables bench
 */
import { distribution } from "@tt/dice";
import { createReader, defineCrossTable, defineRangeTable, lookup, tableOdds } from "../src/index";
import { formatRate, measure } from "../../../bench/harness";

const BATCH = 10_000;

// The Sanctuary Table: five rows, open at both ends.
const sanctuary = defineRangeTable(
  [
    { range: "0 or less", result: 300 },
    { range: "1-2", result: 301 },
    { range: "3-5", result: 302 },
    { range: "6-8", result: 303 },
    { range: "9 +", result: 304 },
  ],
  { name: "Sanctuary Table" },
);
const read = createReader(sanctuary);
// The peer: a plain array already indexed by roll (what you would hand-write for 1..16).
const plain: number[] = [];
for (let roll = 0; roll < 16; roll++) plain.push(roll <= 0 ? 300 : roll <= 2 ? 301 : roll <= 5 ? 302 : roll <= 8 ? 303 : 304);
// Modified rolls -3..12 (a d10 with modifiers), the same sequence for both.
const rolls = Int32Array.from({ length: 1024 }, (_, i) => ((i * 7919) % 16) - 3);

const lookupRates = await measure(
  [
    {
      name: "plain array index",
      run: () => {
        let sum = 0;
        for (let i = 0; i < BATCH; i++) sum += plain[rolls[i & 1023]! + 3]!;
        return sum;
      },
    },
    {
      name: "createReader(table)(roll)",
      run: () => {
        let sum = 0;
        for (let i = 0; i < BATCH; i++) sum += read(rolls[i & 1023]!);
        return sum;
      },
    },
    {
      name: "lookup(table, roll) (explained)",
      run: () => {
        let sum = 0;
        for (let i = 0; i < BATCH / 100; i++) sum += lookup(sanctuary, rolls[i & 1023]!).result;
        return sum;
      },
    },
  ],
  { batch: BATCH, timeMs: 200 },
);
// lookup ran BATCH/100 operations per call.
lookupRates.set("lookup(table, roll) (explained)", lookupRates.get("lookup(table, roll) (explained)")! / 100);

console.log("\nRange-table lookup (Sanctuary Table, modified rolls -3..12)");
for (const [name, rate] of lookupRates) console.log(`  ${name.padEnd(36)} ${formatRate(rate).padStart(8)} ops/s`);
const readerRatio = lookupRates.get("createReader(table)(roll)")! / lookupRates.get("plain array index")!;
const lookupRatio = lookupRates.get("lookup(table, roll) (explained)")! / lookupRates.get("plain array index")!;
console.log(`  ratio createReader / plain array index: ${readerRatio.toFixed(2)}x (target >= 0.5x) ${readerRatio >= 0.5 ? "ok" : "MISSED"}`);
console.log(`  ratio lookup (explained) / plain array index: ${lookupRatio.toFixed(3)}x (for scale; builds an explanation)`);

// The Syndrome's Recruiting Table: 7 roll columns.
const recruiting = defineCrossTable({
  name: "Recruiting Table",
  columns: ["0 or less", "1-3", "4-6", "7-9", "10-12", "13-15", "16 or more"],
  rows: [
    { label: "King's Men squads", results: ["all C", "2C,F", "1I", "N", "R", "R", "R,M-"] },
    { label: "Captain Black", results: ["2I,F", "F", "F", "N", "R", "R", "R,G"] },
    { label: "Bishop Norje", results: ["all C", "all C", "2I,F", "F", "N", "R", "R,M-"] },
  ],
});
const recruitingRow = recruiting.rows[2]!.results;
const modifiers = [
  { label: "persuasiveness", value: 2 },
  { label: "gold", value: 3 },
  { label: "Witchcraft 3-5", value: -1 },
];
const ODDS_BATCH = 100;
/** The peer: no cache, recomputing the dice distribution and merging by string every call. */
function uncachedOdds(shift: number): { result: string; probability: number }[] {
  const merged = new Map<string, number>();
  for (const { value, probability } of distribution("1d10")) {
    const total = value + shift;
    const column = total <= 0 ? 0 : total >= 16 ? 6 : Math.floor((total - 1) / 3) + 1;
    const result = recruitingRow[column]!;
    merged.set(result, (merged.get(result) ?? 0) + probability);
  }
  return [...merged].map(([result, probability]) => ({ result, probability }));
}

const oddsRates = await measure(
  [
    {
      name: "tableOdds (7-column row, 1d10)",
      run: () => {
        let n = 0;
        for (let i = 0; i < ODDS_BATCH; i++) n += tableOdds(recruiting, { dice: "1d10", key: "Bishop Norje", modifiers }).length;
        return n;
      },
    },
    {
      name: "uncached distribution + merge",
      run: () => {
        let n = 0;
        for (let i = 0; i < ODDS_BATCH; i++) n += uncachedOdds(4).length;
        return n;
      },
    },
  ],
  { batch: ODDS_BATCH, timeMs: 200 },
);
console.log("\nOdds of a 7-column cross-table row (Recruiting Table, Bishop Norje, 1d10 + 4)");
for (const [name, rate] of oddsRates) console.log(`  ${name.padEnd(36)} ${formatRate(rate).padStart(8)} ops/s  ${(1e6 / rate).toFixed(2)} µs/call`);
const oddsMicros = 1e6 / oddsRates.get("tableOdds (7-column row, 1d10)")!;
const oddsRatio = oddsRates.get("tableOdds (7-column row, 1d10)")! / oddsRates.get("uncached distribution + merge")!;
console.log(`  tableOdds: ${oddsMicros.toFixed(2)} µs per call (target < 20 µs) ${oddsMicros < 20 ? "ok" : "MISSED"}`);
console.log(`  ratio tableOdds / uncached distribution + merge: ${oddsRatio.toFixed(2)}x`);
