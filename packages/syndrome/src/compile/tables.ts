import { defineCrossTable, defineRangeTable } from "@tt/tables";
import { parseCode, type CodeToken } from "../codes";
import type { SyndromeRulesData } from "../data-schemas";
import { SyndromeError, type DataProblems } from "../errors";
import { quote } from "../_internal/limits";
import { DONATION_ROWS, type Counter, type FealtyResult, type Space, type SyndromeRules } from "../rules-data";

/** A table built by @tt/tables, or its problem reported at `path` (and `undefined as T`: the load throws before any use). */
function tableOf<T>(build: () => T, path: string, problems: DataProblems): T {
  try {
    return build();
  } catch (error) {
    problems.report(error instanceof Error ? error.message : String(error), path);
    return undefined as T;
  }
}

/**
 * The tables compiled for @tt/tables (SYN-4.1), each with its printed name. A table that cannot be
 * built is reported to `problems` (and missing here: the load throws before it is used).
 */
export function compileTables(t: SyndromeRulesData["tables"], problems: DataProblems): SyndromeRules["tables"] {
  return {
    recruiting: tableOf(() => defineCrossTable<string>({ ...t.recruiting, name: t.recruiting.name ?? "Recruiting Table" }), "tables.recruiting", problems),
    donations: tableOf(() => defineCrossTable<string>({ ...t.donations, name: t.donations.name ?? "Donations Table" }), "tables.donations", problems),
    kingsMen: tableOf(() => defineCrossTable<string>({ ...t.kingsMen, name: t.kingsMen.name ?? "King's Men Table" }), "tables.kingsMen", problems),
    raid: tableOf(() => defineRangeTable<number>({ ...t.raid, name: t.raid.name ?? "Raid Table" }), "tables.raid", problems),
    horseTheft: tableOf(() => defineRangeTable<number>({ ...t.horseTheft, name: t.horseTheft.name ?? "Horse Theft Table" }), "tables.horseTheft", problems),
    sanctuary: tableOf(() => defineRangeTable<number>({ ...t.sanctuary, name: t.sanctuary.name ?? "Sanctuary Table" }), "tables.sanctuary", problems),
    flight: tableOf(() => defineRangeTable<number>({ ...t.flight, name: t.flight.name ?? "Flight Table" }), "tables.flight", problems),
    fealty: tableOf(() => defineRangeTable<FealtyResult>({ ...t.fealty, name: t.fealty.name ?? "Fealty Table" }), "tables.fealty", problems),
  };
}

/** Every code printed in the code tables, parsed (SYN-T.CODES): a code outside the grammar is reported to `problems` where it is printed. */
export function compileCodes(t: SyndromeRulesData["tables"], problems: DataProblems): Map<string, readonly CodeToken[]> {
  const codes = new Map<string, readonly CodeToken[]>();
  for (const name of ["recruiting", "donations", "kingsMen"] as const) {
    for (const [r, row] of t[name].rows.entries()) {
      for (const [c, cell] of row.results.entries()) {
        try {
          codes.set(cell, Object.freeze(parseCode(cell)));
        } catch (error) {
          if (!(error instanceof SyndromeError)) throw error;
          problems.report(error.message, `tables.${name}.rows[${r}].results[${c}]`);
        }
      }
    }
  }
  return codes;
}

/** Every counter's Recruiting Table row exists, and every land space type has a Donations Table row; problems go to `problems`. */
export function checkRows(t: SyndromeRulesData["tables"], counters: readonly Counter[], spaces: readonly Space[], problems: DataProblems): void {
  const recruitRows = new Set(t.recruiting.rows.map((r) => r.label));
  for (const c of counters) {
    if (c.recruitRow !== null && !recruitRows.has(c.recruitRow))
      problems.report(`${quote(c.recruitRow)} is not a row of the Recruiting Table`, c.kind === "squad" ? "tables.recruiting" : `people[${c.index}].recruitRow`);
  }
  const donationRows = new Set(t.donations.rows.map((r) => r.label));
  for (const type of new Set(spaces.filter((s) => !s.water).map((s) => s.type))) {
    const row = DONATION_ROWS[type];
    if (row !== null && !donationRows.has(row)) problems.report(`the Donations Table has no ${quote(row)} row for ${type} spaces`, "tables.donations.rows");
  }
}
