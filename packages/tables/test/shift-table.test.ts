import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { createReader, defineShiftTable, lookup } from "../src/index";
import { COMBAT } from "./fixtures";
import { thrown } from "./errors";

describe("column-shift tables (Cry Havoc combat)", () => {
  const combat = defineShiftTable(COMBAT);

  it("SHW-5 the differential attack minus defence picks the column; the die picks the row", () => {
    const read = lookup(combat, { value: 12 - 5, roll: 3 });
    expect(read.column).toEqual({ index: 3, label: "5-9", range: { min: 5, max: 9 } });
    expect(read.row.label).toBe("3");
    expect(read.result).toBe("S");
    expect(read.explanation).toBe('Combat Table (foot): value 7 reads column "5-9"; 3 reads row "3": S');
  });

  it("SHW-5.1 SHW-5.2 worked example: Brian and Guy (30 + 28) attack Hardouin (5) from slopes; the joint attack cancels the terrain shift and the > 41 column is read", () => {
    const read = lookup(combat, {
      value: 30 + 28 - 5,
      shifts: [
        { label: "attackers on disadvantageous terrain (slope)", value: -1, rule: "SHW-5.1" },
        { label: "joint attack", value: 1, rule: "SHW-5.2" },
      ],
      roll: 6,
    });
    expect(read.shift?.base.label).toBe("> 41");
    expect(read.shift?.shift).toBe(0);
    expect(read.column?.label).toBe("> 41");
    expect(read.result).toBe("W");
    expect(read.explanation).toBe(
      'Combat Table (foot): value 53 reads column "> 41", shifted - 1 (attackers on disadvantageous terrain (slope)) + 1 (joint attack) = 0 to column "> 41"; 6 reads row "6": W',
    );
  });

  it("SHW-8.3 a jump attack from ambush shifts two columns right", () => {
    const read = lookup(combat, {
      value: 3,
      shifts: [
        { label: "surprise", value: 1 },
        { label: "jump", value: 1 },
      ],
      roll: 4,
    });
    expect(read.shift?.base.label).toBe("0-4");
    expect(read.column?.label).toBe("10-14");
    expect(read.result).toBe("S");
    expect(read.shift?.clamped).toBe(false);
  });

  it("SHW-5.1 shifts are clamped at the edges", () => {
    const right = lookup(combat, { value: 35, shifts: 3, roll: 10 });
    expect(right.column?.label).toBe("> 41");
    expect(right.shift?.clamped).toBe(true);
    expect(right.explanation).toContain('shifted + 3 (shift) = +3 to column "> 41" (clamped at the right edge)');
    const left = lookup(combat, { value: -20, shifts: [{ label: "defender on advantageous terrain", value: -1 }], roll: 1 });
    expect(left.column?.label).toBe("< -5");
    expect(left.shift?.clamped).toBe(true);
    expect(left.explanation).toContain("(clamped at the left edge)");
  });

  it("the die-roll axis can be modified too, and extendEnds covers rolls beyond 1-10", () => {
    expect(lookup(combat, { value: 0, roll: 1, modifiers: [{ label: "wounded", value: -1 }] }).row.label).toBe("1");
    expect(lookup(combat, { value: 0, roll: 10, modifiers: [{ label: "armour", value: 2 }] }).row.label).toBe("10");
  });

  it("the reader agrees with lookup for every value, shift and roll", () => {
    const read = createReader(combat);
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 80 }), fc.integer({ min: -4, max: 4 }), fc.integer({ min: -2, max: 13 }), (value, shift, roll) => {
        expect(read(value, shift, roll)).toBe(lookup(combat, { value, shifts: shift, roll }).result);
      }),
    );
  });

  it("columns printed out of order of value are refused (a shift must move to the neighbouring value range)", () => {
    const columns = [...COMBAT.columns];
    [columns[1], columns[2]] = [columns[2]!, columns[1]!];
    const error = thrown(() => defineShiftTable({ ...COMBAT, columns }));
    expect(error.code).toBe("tables/schema");
    expect(error.message).toContain("increasing order of value");
  });

  it("without extendEnds a die axis printed 1-10 is a gap", () => {
    const error = thrown(() => defineShiftTable({ ...COMBAT, extendEnds: false }));
    expect(error.code).toBe("tables/gap");
    expect(error.message).toContain('Combat Table (foot): no row covers 0 or less: the lowest row is row "1" (rows[0].label)');
  });

  it("a non-integer value or shift is refused", () => {
    expect(thrown(() => lookup(combat, { value: 1.5, roll: 1 })).code).toBe("tables/not-integer");
    expect(thrown(() => lookup(combat, { value: 1, shifts: 0.5, roll: 1 })).code).toBe("tables/not-integer");
  });
});
