import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { createReader, defineRangeTable, loadTable, lookup, rangeContains, type RangeRowInput } from "../src/index";
import { FEALTY_ROWS, FLIGHT_ROWS, HORSE_THEFT_ROWS, RAID_ROWS_AS_PRINTED, SANCTUARY_ROWS } from "./fixtures";
import { thrown } from "./errors";

describe("range tables: the Syndrome's tables as printed", () => {
  const sanctuary = defineRangeTable(SANCTUARY_ROWS, { name: "Sanctuary Table" });

  it("SYN-4.1 SYN-T.SANCT worked example: roll 4 + persuasiveness 2 - Witchcraft 3 = 3 reads the 3-5 row, paragraph 302", () => {
    const read = lookup(sanctuary, {
      roll: 4,
      modifiers: [
        { label: "requester's persuasiveness", value: 2, rule: "SYN-T.SANCT" },
        { label: "Witchcraft index", value: -3, rule: "SYN-T.SANCT" },
      ],
    });
    expect(read.total).toBe(3);
    expect(read.row).toEqual({ index: 2, label: "3-5", range: { min: 3, max: 5 } });
    expect(read.result).toBe(302);
    expect(read.explanation).toBe(`Sanctuary Table: 4 + 2 (requester's persuasiveness) - 3 (Witchcraft index) = 3 reads row "3-5": 302`);
  });

  it("SYN-T.SANCT reads the open ends far beyond the printed numbers", () => {
    expect(lookup(sanctuary, -40).result).toBe(300);
    expect(lookup(sanctuary, 0).result).toBe(300);
    expect(lookup(sanctuary, 9).result).toBe(304);
    expect(lookup(sanctuary, 1000).result).toBe(304);
  });

  it("SYN-T.FLIGHT: 1 - 6 (squads at both ends) + 2 (forest) = -3 reads 400", () => {
    const flight = defineRangeTable(FLIGHT_ROWS, { name: "Flight Table" });
    const read = lookup(flight, {
      roll: 1,
      modifiers: [
        { label: "both spaces contain King's Men squads", value: -6 },
        { label: "flee to a forest space", value: 2 },
      ],
    });
    expect(read.result).toBe(400);
    expect(read.explanation).toBe(`Flight Table: 1 - 6 (both spaces contain King's Men squads) + 2 (flee to a forest space) = -3 reads row "0 or less": 400`);
  });

  it("SYN-T.FEALTY reads words as results", () => {
    const fealty = defineRangeTable(FEALTY_ROWS);
    expect([0, 1, 4, 5, 8, 9].map((roll) => lookup(fealty, roll).result)).toEqual(["Open Rebellion", "Defy", "Defy", "Delay", "Delay", "Swear Fealty"]);
    expect(lookup(fealty, 5).explanation).toBe('5 reads row "5-8": Delay');
  });

  it("SYN-T.RAID as printed (row 11 with no result, nothing above) is refused, naming the row", () => {
    const error = thrown(() => defineRangeTable(RAID_ROWS_AS_PRINTED, { name: "Raid Table" }));
    expect(error.code).toBe("tables/missing-result");
    expect(error.path).toBe("rows[12].result");
    expect(error.message).toMatch(/^Raid Table: row "11" \(rows\[12\]\) has no result/);
  });

  it("SYN-T.RAID with row 11 filled in still has nothing above 11 and is refused as a gap", () => {
    const rows = RAID_ROWS_AS_PRINTED.map((row) => (row.range === "11" ? { range: "11", result: 111 } : row));
    const error = thrown(() => defineRangeTable(rows, { name: "Raid Table" }));
    expect(error.code).toBe("tables/gap");
    expect(error.message).toContain('no row covers 12 or more: the highest row is row "11" (rows[12])');
  });

  it("a printed table closed at its ends (SYN-T.HORSE 1 ... 10) is refused unless extendEnds says the ends extend", () => {
    const error = thrown(() => defineRangeTable(HORSE_THEFT_ROWS, { name: "Horse Theft Table" }));
    expect(error.code).toBe("tables/gap");
    expect(error.message).toContain('no row covers 0 or less: the lowest row is row "1" (rows[0])');
    const horseTheft = defineRangeTable(HORSE_THEFT_ROWS, { name: "Horse Theft Table", extendEnds: true });
    const squad = { label: "King's Men squad present", value: -3 };
    expect(lookup(horseTheft, { roll: 2, modifiers: [squad] }).result).toBe(200);
    expect(lookup(horseTheft, { roll: 2, modifiers: [squad] }).row.label).toBe("1");
    expect(lookup(horseTheft, 13).result).toBe(204);
    expect(horseTheft.rows[0]!.range).toEqual({ min: null, max: 1 });
  });
});

describe("range tables: bad data is refused with the rows named", () => {
  it("a gap names the rows on either side and the missing rolls", () => {
    const error = thrown(() =>
      defineRangeTable([
        { range: "0 or less", result: "a" },
        { range: "1-3", result: "b" },
        { range: "6+", result: "c" },
      ]),
    );
    expect(error.code).toBe("tables/gap");
    expect(error.message).toBe('gap between row "1-3" (rows[1]) and row "6+" (rows[2]): no row covers 4 and 5.');
    expect(error.path).toBe("rows[2]");
  });

  it("an overlap names both rows and the rolls they share", () => {
    const error = thrown(() =>
      defineRangeTable(
        [
          { range: "2 or less", result: "a" },
          { range: "3-7", result: "b" },
          { range: "5-9", result: "c" },
          { range: "10+", result: "d" },
        ],
        { name: "Test Table" },
      ),
    );
    expect(error.code).toBe("tables/overlap");
    expect(error.message).toBe('Test Table: row "3-7" (rows[1]) and row "5-9" (rows[2]) overlap: both cover 5 to 7. Each roll must read exactly one row.');
  });

  it("two open-ended rows overlap", () => {
    const error = thrown(() =>
      defineRangeTable([
        { range: "5 or more", result: 1 },
        { range: "9 +", result: 2 },
        { range: "4-", result: 0 },
      ]),
    );
    expect(error.code).toBe("tables/overlap");
    expect(error.message).toContain("both cover 9 or more");
  });

  it("a malformed label names the row", () => {
    const error = thrown(() => defineRangeTable([{ range: "0 or les", result: 1 }]));
    expect(error.code).toBe("tables/range-label");
    expect(error.message).toMatch(/^rows\[0\]\.range: Cannot read range label "0 or les"/);
  });

  it("no rows at all", () => {
    expect(thrown(() => defineRangeTable([])).code).toBe("tables/empty-table");
  });

  it.each([null, "", "  "])("a result of %j counts as missing", (result) => {
    const error = thrown(() => defineRangeTable([{ range: "any", result }]));
    expect(error.code).toBe("tables/missing-result");
  });

  it("a non-integer roll is refused", () => {
    const table = defineRangeTable(SANCTUARY_ROWS);
    expect(thrown(() => lookup(table, 2.5)).code).toBe("tables/not-integer");
    expect(thrown(() => lookup(table, { roll: 3, modifiers: [{ label: "half", value: 0.5 }] })).message).toBe('modifiers[0] ("half") has value 0.5; a modifier must be a safe integer.');
  });
});

/** Random valid tables: sorted distinct cut points make contiguous rows, open at both ends. */
const tableArbitrary = fc.uniqueArray(fc.integer({ min: -60, max: 60 }), { minLength: 0, maxLength: 12 }).chain((cuts) => {
  const sorted = [...cuts].sort((a, b) => a - b);
  const rows: RangeRowInput<number>[] = [];
  let previous: number | null = null;
  sorted.forEach((cut, i) => {
    rows.push({ range: { min: previous === null ? null : previous + 1, max: cut }, result: i });
    previous = cut;
  });
  rows.push({ range: { min: previous === null ? null : previous + 1, max: null }, result: sorted.length });
  return fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length });
});

describe("range tables: properties", () => {
  it("every integer roll maps to exactly one row, and lookup and the reader read that row", () => {
    fc.assert(
      fc.property(tableArbitrary, fc.array(fc.integer({ min: -200, max: 200 }), { minLength: 1, maxLength: 30 }), (rows, rolls) => {
        const table = defineRangeTable(rows);
        const read = createReader(table);
        for (const roll of rolls) {
          const covering = table.rows.filter((row) => rangeContains(row.range, roll));
          expect(covering).toHaveLength(1);
          expect(lookup(table, roll).result).toBe(covering[0]!.result);
          expect(read(roll)).toBe(covering[0]!.result);
        }
      }),
    );
  });

  it("removing an inner row of a valid table always makes a gap; widening a row always makes an overlap", () => {
    fc.assert(
      fc.property(tableArbitrary, fc.nat(), (rows, pick) => {
        const inner = rows.filter((row) => {
          const r = row.range as { min: number | null; max: number | null };
          return r.min !== null && r.max !== null;
        });
        fc.pre(inner.length > 0);
        const victim = inner[pick % inner.length]!;
        expect(thrown(() => defineRangeTable(rows.filter((row) => row !== victim))).code).toBe("tables/gap");
        const r = victim.range as { min: number; max: number };
        const wider = rows.map((row) => (row === victim ? { ...row, range: { min: r.min, max: r.max + 1 } } : row));
        expect(thrown(() => defineRangeTable(wider)).code).toBe("tables/overlap");
      }),
    );
  });

  it("the reader agrees with lookup on a table wider than the dense index (binary search)", () => {
    const table = defineRangeTable([
      { range: "-100000 or less", result: "low" },
      { range: "-99999 to 99999", result: "middle" },
      { range: "100000 or more", result: "high" },
    ]);
    const read = createReader(table);
    for (const roll of [-1e9, -100000, -99999, 0, 99999, 100000, 1e9]) expect(read(roll)).toBe(lookup(table, roll).result);
    expect(read(-100000)).toBe("low");
    expect(read(100000)).toBe("high");
  });

  it("a defined table is frozen JSON that loads back to an equal table", () => {
    fc.assert(
      fc.property(tableArbitrary, (rows) => {
        const table = defineRangeTable(rows, { name: "T" });
        expect(Object.isFrozen(table) && Object.isFrozen(table.rows)).toBe(true);
        const again = loadTable(JSON.parse(JSON.stringify(table)));
        expect(again).toEqual(table);
      }),
    );
  });

  it("plain JSON of a table can be read directly (validated on the spot)", () => {
    const json = JSON.parse(JSON.stringify(defineRangeTable(SANCTUARY_ROWS)));
    expect(lookup(json, 3).result).toBe(302);
    json.rows.pop();
    expect(thrown(() => lookup(json, 3)).code).toBe("tables/gap");
  });
});
