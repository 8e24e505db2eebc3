import { describe, it, expect } from "vitest";
import { createReader, defineCrossTable, lookup } from "../src/index";
import { DONATIONS, KINGS_MEN, MARQUIS_AS_PRINTED, RECRUITING } from "./fixtures";
import { thrown } from "./errors";

describe("cross tables", () => {
  const recruiting = defineCrossTable(RECRUITING);

  it("SYN-4.1 SYN-T.RECRUIT worked example: recruiting Bishop Norje, a 2 modified by +3 is 5, which reads the 4-6 column: 2I,F", () => {
    const read = lookup(recruiting, { key: "Bishop Norje", roll: 2, modifiers: [{ label: "total modifier", value: 3 }] });
    expect(read.total).toBe(5);
    expect(read.column).toEqual({ index: 2, label: "4-6", range: { min: 4, max: 6 } });
    expect(read.row).toEqual({ index: 2, label: "Bishop Norje" });
    expect(read.result).toBe("2I,F");
    expect(read.explanation).toBe('Recruiting Table: row "Bishop Norje", 2 + 3 (total modifier) = 5 reads column "4-6": 2I,F');
  });

  it("SYN-T.RECRUIT reads the open columns at both ends", () => {
    expect(lookup(recruiting, { key: "Captain Black", roll: 1, modifiers: [{ label: "Witchcraft 6-8", value: -2 }] }).result).toBe("2I,F");
    expect(lookup(recruiting, { key: "Captain Black", roll: 10, modifiers: [{ label: "gold", value: 9 }] }).result).toBe("R,G");
    expect(lookup(recruiting, { key: "King's Men squads", roll: 10, modifiers: [{ label: "gold", value: 6 }] }).result).toBe("R,M\u2013");
  });

  it("SYN-T.RECRUIT as printed: the Marquis da Costa row has six cells for seven columns and is refused", () => {
    const error = thrown(() => defineCrossTable({ ...RECRUITING, rows: [...RECRUITING.rows, MARQUIS_AS_PRINTED] }));
    expect(error.code).toBe("tables/cell-count");
    expect(error.path).toBe("rows[3].results");
    expect(error.message).toBe('Recruiting Table: row "Marquis da Costa" (rows[3]) has 6 results for 7 columns ("0 or less", "1-3", "4-6", "7-9", "10-12", "13-15", "16 or more").');
  });

  it("SYN-T.DONATE reads space type x roll", () => {
    const donations = defineCrossTable(DONATIONS);
    const read = lookup(donations, {
      key: "Castle",
      roll: 6,
      modifiers: [
        { label: "Jink's donations value", value: 2 },
        { label: "King's Men squad in the space", value: -3, rule: "SYN-T.DONATE" },
      ],
    });
    expect(read.total).toBe(5);
    expect(read.result).toBe("F");
    expect(lookup(donations, { key: "Cathedral", roll: 10, modifiers: [{ label: "donations", value: 2 }] }).result).toBe("G half");
  });

  it("SYN-T.KINGSMEN is roll x Royal Orders: the roll runs down the side, the orders along the top", () => {
    const kingsMen = defineCrossTable(KINGS_MEN);
    const read = lookup(kingsMen, { key: "Search", roll: 7 });
    expect(read.result).toBe("MN");
    expect(read.row).toEqual({ index: 2, label: "7-8", range: { min: 7, max: 8 } });
    expect(read.column).toEqual({ index: 1, label: "Search" });
    expect(read.explanation).toBe(`King's Men Table: column "Search", 7 reads row "7-8": MN`);
    expect(createReader(kingsMen, "Seize")(1)).toBe("MN");
    expect(createReader(kingsMen, "Patrol")(10)).toBe("MP");
  });

  it("an unknown row key is refused, listing the keys the table has", () => {
    const error = thrown(() => lookup(recruiting, { key: "Sir Portez", roll: 5 }));
    expect(error.code).toBe("tables/unknown-key");
    expect(error.message).toBe(`Recruiting Table: no row or column is keyed "Sir Portez"; known keys: "King's Men squads", "Captain Black", "Bishop Norje".`);
    expect(thrown(() => createReader(recruiting, "nobody")).code).toBe("tables/unknown-key");
  });

  it("a duplicate key is refused naming both places", () => {
    const error = thrown(() => defineCrossTable({ ...RECRUITING, rows: [...RECRUITING.rows, { ...RECRUITING.rows[1]!, label: "Captain Black" }] }));
    expect(error.code).toBe("tables/duplicate-key");
    expect(error.message).toContain('key "Captain Black" appears twice (rows[1].label and rows[3].label)');
  });

  it("gaps, overlaps and empty cells on the roll axis are refused with the columns named", () => {
    const gap = thrown(() => defineCrossTable({ ...DONATIONS, columns: DONATIONS.columns.map((c) => (c === "5-7" ? "6-7" : c)) }));
    expect(gap.code).toBe("tables/gap");
    expect(gap.message).toBe('Donations Table: gap between column "3-4" (columns[2]) and column "6-7" (columns[3]): no column covers 5.');
    const overlap = thrown(() => defineCrossTable({ ...DONATIONS, columns: DONATIONS.columns.map((c) => (c === "8-9" ? "7-9" : c)) }));
    expect(overlap.code).toBe("tables/overlap");
    expect(overlap.message).toContain('column "5-7" (columns[3]) and column "7-9" (columns[4]) overlap: both cover 7.');
    const blank = thrown(() => defineCrossTable({ ...DONATIONS, rows: [{ label: "Castle", results: ["all C", "all C", "", "F", "N", "GD*", "GD"] }] }));
    expect(blank.code).toBe("tables/missing-result");
    expect(blank.message).toBe('Donations Table: row "Castle" has no result in column "3-4" (rows[0].results[2]).');
  });

  it("a table without columns or rows is refused", () => {
    expect(thrown(() => defineCrossTable({ columns: [], rows: [] })).code).toBe("tables/empty-table");
  });

  it("a roll axis other than columns or rows, and a blank key, are refused", () => {
    const axis = thrown(() => defineCrossTable({ ...RECRUITING, rollAxis: "diagonal" as "rows" }));
    expect(axis.code).toBe("tables/schema");
    expect(axis.message).toBe('Recruiting Table: rollAxis must be "columns" or "rows", not "diagonal".');
    const blank = thrown(() => defineCrossTable({ ...KINGS_MEN, columns: ["Patrol", " ", "Seize"] }));
    expect(blank.code).toBe("tables/schema");
    expect(blank.path).toBe("columns[1]");
  });
});
