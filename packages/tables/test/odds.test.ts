import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { createRng, distribution, parseDice, rollDice } from "@tt/dice";
import {
  createReader,
  defineCrossTable,
  defineRangeTable,
  defineShiftTable,
  rangeContains,
  tableOdds,
  tableOddsCounts,
  TableError,
  type RangeRowInput,
  type RangeTable,
  type ResultOdds,
} from "../src/index";
import { COMBAT, DONATIONS, FEALTY_ROWS, KINGS_MEN, RECRUITING, SANCTUARY_ROWS } from "./fixtures";

const DICE = ["1d6", "2d6", "1d10", "2d10", "3d6", "1d20", "d%", "1d6+1d10", "4d6kh3", "1d6/2"] as const;

/** Brute force, independent of the table index: read each row's range directly. */
function bruteForce<T>(table: RangeTable<T>, dice: string, shift: number): Map<string, number> {
  const odds = new Map<string, number>();
  for (const { value, probability } of distribution(dice)) {
    const row = table.rows.find((r) => rangeContains(r.range, value + shift))!;
    const key = JSON.stringify(row.result);
    odds.set(key, (odds.get(key) ?? 0) + probability);
  }
  return odds;
}

function total(odds: readonly ResultOdds<unknown>[]): number {
  return odds.reduce((sum, o) => sum + o.probability, 0);
}

const tableArbitrary = fc
  .uniqueArray(fc.integer({ min: -10, max: 30 }), { minLength: 0, maxLength: 10 })
  .chain((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const rows: RangeRowInput<number>[] = [];
    let previous: number | null = null;
    sorted.forEach((cut) => {
      rows.push({ range: { min: previous === null ? null : previous + 1, max: cut }, result: 0 });
      previous = cut;
    });
    rows.push({ range: { min: previous === null ? null : previous + 1, max: null }, result: 0 });
    // Few distinct results, so equal results must be merged.
    return fc.tuple(fc.constant(rows), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: rows.length, maxLength: rows.length }));
  })
  .map(([rows, results]) => rows.map((row, i) => ({ ...row, result: results[i]! })));

describe("tableOdds on range tables", () => {
  it("SYN-T.SANCT a Witchcraft 3 requester with persuasiveness 0 on 1d10: 300 on 1-3, 301 on 4-5, 302 on 6-8, 303 on 9-10", () => {
    const sanctuary = defineRangeTable(SANCTUARY_ROWS);
    expect(tableOdds(sanctuary, { dice: "1d10", modifiers: [{ label: "Witchcraft index", value: -3 }] })).toEqual([
      { result: 300, probability: 0.3 },
      { result: 301, probability: 0.2 },
      { result: 302, probability: 0.3 },
      { result: 303, probability: 0.2 },
    ]);
  });

  it("SYN-T.FEALTY exact counts: Defy 4, Delay 4, Swear Fealty 2 of 10", () => {
    const counts = tableOddsCounts(defineRangeTable(FEALTY_ROWS), { dice: "1d10" });
    expect(counts.outcomes).toBe(10n);
    expect(counts.counts).toEqual([
      { result: "Defy", count: 4n },
      { result: "Delay", count: 4n },
      { result: "Swear Fealty", count: 2n },
    ]);
  });

  it("odds sum to 1 and agree with a brute-force reading of every outcome, for any table, dice and modifiers", () => {
    fc.assert(
      fc.property(tableArbitrary, fc.constantFrom(...DICE), fc.integer({ min: -12, max: 12 }), (rows, dice, shift) => {
        const table = defineRangeTable(rows);
        const odds = tableOdds(table, { dice, modifiers: shift });
        expect(total(odds)).toBeCloseTo(1, 12);
        const expected = bruteForce(table, dice, shift);
        expect(odds.map((o) => JSON.stringify(o.result)).sort()).toEqual([...expected.keys()].sort());
        for (const o of odds) expect(o.probability).toBeCloseTo(expected.get(JSON.stringify(o.result))!, 12);
        // Exact counts agree with the probabilities.
        const counts = tableOddsCounts(table, { dice, modifiers: shift });
        counts.counts.forEach((c, i) => {
          expect(Number(c.count) / Number(counts.outcomes)).toBe(odds[i]!.probability);
        });
      }),
      { numRuns: 150 },
    );
  });

  it("odds agree with a 100,000-roll seeded frequency count within 1%", () => {
    fc.assert(
      fc.property(tableArbitrary, fc.constantFrom(...DICE), fc.integer({ min: -6, max: 6 }), fc.integer(), (rows, dice, shift, seed) => {
        const table = defineRangeTable(rows);
        const odds = tableOdds(table, { dice, modifiers: shift });
        const read = createReader(table);
        const rng = createRng(seed);
        const expr = parseDice(dice);
        const counts = new Map<number, number>();
        const N = 100_000;
        for (let i = 0; i < N; i++) {
          const result = read(rollDice(expr, rng).total + shift);
          counts.set(result, (counts.get(result) ?? 0) + 1);
        }
        for (const { result, probability } of odds) expect(Math.abs((counts.get(result) ?? 0) / N - probability)).toBeLessThan(0.01);
        expect([...counts.keys()].sort()).toEqual(odds.map((o) => o.result).sort());
      }),
      { numRuns: 5 },
    );
  });

  it("merges equal results by deep JSON equality, keys in any order", () => {
    const table = defineRangeTable([
      { range: "3 or less", result: { paragraph: 1, flee: true } },
      { range: "4-6", result: { flee: true, paragraph: 1 } },
      { range: "7+", result: { paragraph: 2 } },
    ]);
    const odds = tableOdds(table, { dice: "1d10" });
    expect(odds).toHaveLength(2);
    expect(odds[0]!.probability).toBeCloseTo(0.6, 15);
  });

  it("merges by a key function when asked", () => {
    const donations = defineCrossTable(DONATIONS);
    const byFlee = tableOdds(donations, { dice: "1d10", key: "Castle", resultKey: (r) => (r.includes("F") ? "flee" : "stay") });
    expect(byFlee.map((o) => o.result)).toEqual(["all C", "F"]);
    expect(byFlee[1]!.probability).toBeCloseTo(0.3, 15); // the F column is 5-7
  });

  it("takes a @tt/dice expression as well as notation, and caches neither wrongly", () => {
    const fealty = defineRangeTable(FEALTY_ROWS);
    expect(tableOdds(fealty, { dice: parseDice("2d6") })).toEqual(tableOdds(fealty, { dice: "2d6" }));
    expect(tableOdds(fealty, { dice: "2d6" })).not.toEqual(tableOdds(fealty, { dice: "1d10" }));
  });

  it("stays exact when the outcomes exceed 2^53 (20d10)", () => {
    const table = defineRangeTable([
      { range: "109 or less", result: "low" },
      { range: "110 or more", result: "high" },
    ]);
    const odds = tableOdds(table, { dice: "20d10" });
    expect(total(odds)).toBeCloseTo(1, 14);
    const low = distribution("20d10")
      .filter((o) => o.value <= 109)
      .reduce((s, o) => s + o.probability, 0);
    expect(odds[0]!.probability).toBeCloseTo(low, 14);
    expect(tableOddsCounts(table, { dice: "20d10" }).outcomes).toBe(10n ** 20n);
  });

  it("refuses dice notation @tt/dice refuses, with tables/dice", () => {
    const error = (() => {
      try {
        tableOdds(defineRangeTable(FEALTY_ROWS), { dice: "2x6" });
      } catch (e) {
        return e as TableError;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(TableError);
    expect(error?.code).toBe("tables/dice");
    expect(error?.message).toMatch(/^Dice "2x6": /);
  });
});

describe("tableOdds on cross and shift tables", () => {
  it("SYN-T.RECRUIT the odds of a 7-column row sum to 1 and match the seeded frequencies within 1%", () => {
    const recruiting = defineCrossTable(RECRUITING);
    const modifiers = [
      { label: "persuasiveness", value: 2 },
      { label: "gold", value: 3 },
    ];
    const odds = tableOdds(recruiting, { dice: "1d10", key: "Bishop Norje", modifiers });
    expect(total(odds)).toBeCloseTo(1, 15);
    expect(odds.map((o) => o.result)).toEqual(["2I,F", "F", "N", "R"]);
    const read = createReader(recruiting, "Bishop Norje");
    const rng = createRng("recruiting");
    const counts = new Map<string, number>();
    for (let i = 0; i < 100_000; i++) {
      const r = read(rollDice("1d10", rng).total + 5);
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
    for (const o of odds) expect(Math.abs(counts.get(o.result)! / 100_000 - o.probability)).toBeLessThan(0.01);
  });

  it("SYN-T.KINGSMEN odds per Royal Orders column", () => {
    const kingsMen = defineCrossTable(KINGS_MEN);
    expect(tableOdds(kingsMen, { dice: "1d10", key: "Patrol" })).toEqual([
      { result: "-", probability: 0.6 },
      { result: "MT", probability: 0.2 },
      { result: "MP", probability: 0.2 },
    ]);
  });

  it("SHW-5.1 shift-table odds read the shifted column and sum to 1 for every value and shift", () => {
    const combat = defineShiftTable(COMBAT);
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 60 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -2, max: 2 }), (value, shift, mod) => {
        const odds = tableOdds(combat, { dice: "1d10", value, shifts: shift, modifiers: mod });
        expect(total(odds)).toBeCloseTo(1, 12);
        const read = createReader(combat);
        const expected = new Map<string, number>();
        for (let roll = 1; roll <= 10; roll++) {
          const r = read(value, shift, roll + mod);
          expected.set(r, (expected.get(r) ?? 0) + 0.1);
        }
        for (const o of odds) expect(o.probability).toBeCloseTo(expected.get(o.result)!, 12);
      }),
    );
  });

  it("an unknown key is refused in odds too", () => {
    expect(() => tableOdds(defineCrossTable(RECRUITING), { dice: "1d10", key: "Tomas" })).toThrow(/no row or column is keyed "Tomas"/);
  });

  it("SHW-5.1 shift-table odds agree with a 100,000-roll seeded frequency count within 1%", () => {
    const combat = defineShiftTable(COMBAT);
    const read = createReader(combat);
    const rng = createRng("combat");
    const input = { dice: "1d10", value: 12, shifts: [{ label: "joint attack", value: 1 }], modifiers: [{ label: "armour", value: 2 }] };
    const odds = tableOdds(combat, input);
    const counts = new Map<string, number>();
    for (let i = 0; i < 100_000; i++) {
      const r = read(12, 1, rollDice("1d10", rng).total + 2);
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(odds.map((o) => o.result).sort());
    for (const o of odds) expect(Math.abs(counts.get(o.result)! / 100_000 - o.probability)).toBeLessThan(0.01);
  });
});
