import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { explainModifiers, modifier, sumModifiers, TableError } from "../src/index";

describe("modifiers", () => {
  it("SYN-T.RECRUIT explains a roll with labelled modifiers in one line", () => {
    expect(
      explainModifiers(4, [
        { label: "Spock's persuasiveness", value: 2 },
        { label: "Witchcraft 3-5", value: -1, rule: "SYN-T.RECRUIT" },
      ]),
    ).toBe("4 + 2 (Spock's persuasiveness) - 1 (Witchcraft 3-5) = 5");
  });

  it("shows rule IDs on request, and zero-valued modifiers always", () => {
    expect(explainModifiers(7, [modifier("Royal Morale (Tuskus present)", 0, "RULE-X")], { rules: true })).toBe("7 + 0 (Royal Morale (Tuskus present) [RULE-X]) = 7");
  });

  it("a bare roll explains as itself", () => {
    expect(explainModifiers(4)).toBe("4");
  });

  it("the explained total is the roll plus the sum", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.array(fc.record({ label: fc.string(), value: fc.integer({ min: -9, max: 9 }) })), (roll, modifiers) => {
        const text = explainModifiers(roll, modifiers);
        const total = roll + sumModifiers(modifiers);
        expect(modifiers.length === 0 ? text : text.endsWith(` = ${total}`)).toBe(modifiers.length === 0 ? String(roll) : true);
      }),
    );
  });

  it("refuses values that are not safe integers", () => {
    expect(() => modifier("half a gold piece", 0.5)).toThrow(TableError);
    expect(() => sumModifiers([{ label: "x", value: Number.NaN }])).toThrow('modifiers[0] ("x") has value NaN');
    expect(() => explainModifiers(1.5)).toThrow("A roll must be a safe integer, not 1.5.");
    expect(() => sumModifiers(Infinity)).toThrow(/safe integer/);
  });

  it("modifier keeps the rule ID only when given", () => {
    expect(modifier("gold", 3)).toEqual({ label: "gold", value: 3 });
    expect(modifier("gold", 3, "RULE-Y")).toEqual({ label: "gold", value: 3, rule: "RULE-Y" });
  });
});
