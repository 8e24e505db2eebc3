/**
 * Tables of The Sherwood Syndrome as printed (sherwood-syndrome.txt, "Charts
 * and Tables"), and reconstructed rows where the text leaves them out (marked).
 * Sherwood's combat table is not in the text either: a Cry Havoc-style table
 * is reconstructed here only to exercise the column-shift mechanism.
 */
import type { CrossTableDefinition, RangeRowInput, ShiftTableDefinition } from "../src/index";

export const SANCTUARY_ROWS: RangeRowInput<number>[] = [
  { range: "0 or less", result: 300 },
  { range: "1-2", result: 301 },
  { range: "3-5", result: 302 },
  { range: "6-8", result: 303 },
  { range: "9 +", result: 304 },
];

export const FLIGHT_ROWS: RangeRowInput<number>[] = [
  { range: "0 or less", result: 400 },
  { range: "1-2", result: 401 },
  { range: "3-4", result: 402 },
  { range: "5-6", result: 403 },
  { range: "7-8", result: 404 },
  { range: "9 +", result: 405 },
];

export const FEALTY_ROWS: RangeRowInput<string>[] = [
  { range: "0 or less", result: "Open Rebellion" },
  { range: "1-4", result: "Defy" },
  { range: "5-8", result: "Delay" },
  { range: "9 +", result: "Swear Fealty" },
];

/** Printed closed at both ends (1 ... 10) although its modifiers reach -2 and 13. */
export const HORSE_THEFT_ROWS: RangeRowInput<number>[] = [
  { range: "1", result: 200 },
  { range: "2-3", result: 201 },
  { range: "4-6", result: 202 },
  { range: "7-9", result: 203 },
  { range: "10", result: 204 },
];

/** The Raid Table exactly as printed: row `11` has no result, nothing above it. */
export const RAID_ROWS_AS_PRINTED = [
  { range: "-1 or less", result: 99 },
  { range: "0", result: 100 },
  { range: "1", result: 101 },
  { range: "2", result: 102 },
  { range: "3", result: 103 },
  { range: "4", result: 104 },
  { range: "5", result: 105 },
  { range: "6", result: 106 },
  { range: "7", result: 107 },
  { range: "8", result: 108 },
  { range: "9", result: 109 },
  { range: "10", result: 110 },
  { range: "11", result: undefined as unknown as number },
];

const RECRUITING_COLUMNS = ["0 or less", "1-3", "4-6", "7-9", "10-12", "13-15", "16 or more"];

/** Rows as printed, plus Bishop Norje (only his `4-6` cell, "2I,F", is in the text; the rest is reconstructed). */
export const RECRUITING: CrossTableDefinition<string> = {
  name: "Recruiting Table",
  columns: RECRUITING_COLUMNS,
  rows: [
    { label: "King's Men squads", results: ["all C", "2C,F", "1I", "N", "R", "R", "R,M\u2013"] },
    { label: "Captain Black", results: ["2I,F", "F", "F", "N", "R", "R", "R,G"] },
    { label: "Bishop Norje", results: ["all C", "all C", "2I,F", "F", "N", "R", "R,M\u2013"] },
  ],
};

/** The Marquis da Costa row as printed: six cells for seven columns. */
export const MARQUIS_AS_PRINTED = { label: "Marquis da Costa", results: ["all C", "all C", "2C,F", "F", "N", "N"] };

export const DONATIONS: CrossTableDefinition<string> = {
  name: "Donations Table",
  columns: ["0 or less", "1-2", "3-4", "5-7", "8-9", "10-11", "12+"],
  rows: [
    { label: "Bridge/Ford", results: ["M+,all C", "all C", "2C,F", "N*", "GD,1I", "GD", "GD"] },
    { label: "Castle", results: ["all C", "all C", "2C,2I", "F", "N", "GD*", "GD,M\u2013"] },
    { label: "Cathedral", results: ["F", "F", "N", "N", "G", "G", "G half"] },
  ],
};

/** Reconstructed (the text names the table's axes but prints none of it): roll x Royal Orders. */
export const KINGS_MEN: CrossTableDefinition<string> = {
  name: "King's Men Table",
  rollAxis: "rows",
  extendEnds: true,
  columns: ["Patrol", "Search", "Seize"],
  rows: [
    { label: "1-3", results: ["-", "MN", "MN"] },
    { label: "4-6", results: ["-", "-", "MN"] },
    { label: "7-8", results: ["MT", "MN", "MP"] },
    { label: "9-10", results: ["MP", "MP", "MP"] },
  ],
};

/** Reconstructed Cry Havoc-style foot combat table (K killed, W wounded, S stunned, R retreat, - no effect). */
export const COMBAT: ShiftTableDefinition<string> = {
  name: "Combat Table (foot)",
  extendEnds: true,
  columns: ["< -5", "-5 to -1", "0-4", "5-9", "10-14", "15-19", "20-29", "30-41", "> 41"],
  rows: [
    { label: "1", results: ["S", "S", "W", "W", "K", "K", "K", "K", "K"] },
    { label: "2", results: ["R", "S", "S", "W", "W", "K", "K", "K", "K"] },
    { label: "3", results: ["-", "R", "S", "S", "W", "W", "K", "K", "K"] },
    { label: "4", results: ["-", "R", "R", "S", "S", "W", "W", "K", "K"] },
    { label: "5", results: ["-", "-", "R", "R", "S", "S", "W", "W", "K"] },
    { label: "6", results: ["-", "-", "-", "R", "R", "S", "S", "W", "W"] },
    { label: "7", results: ["-", "-", "-", "-", "R", "R", "S", "S", "W"] },
    { label: "8", results: ["-", "-", "-", "-", "-", "R", "R", "S", "S"] },
    { label: "9", results: ["-", "-", "-", "-", "-", "-", "R", "R", "S"] },
    { label: "10", results: ["-", "-", "-", "-", "-", "-", "-", "R", "R"] },
  ],
};
