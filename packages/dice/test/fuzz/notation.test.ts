import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceError, parseDice } from "../../src/index";

describe("fuzz: dice notation", () => {
  it("any string parses or fails with a DiceError", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (text) => {
        try {
          parseDice(text);
        } catch (error) {
          expect(error).toBeInstanceOf(DiceError);
        }
      }),
      { numRuns: 3_000 },
    );
  });
});
