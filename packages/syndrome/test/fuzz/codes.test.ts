import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { junk, junkString, mustBeTyped } from "../../../../test-support/fuzz";
import { SyndromeError, codeEffects, parseCode, syndrome } from "../../src/index";

// parseCode as a public boundary (issue #17): random text, text made of the grammar's own pieces,
// and junk of every type. Each call gives the tokens or a SyndromeError `syndrome/invalid-code`
// with a short message, in bounded time; the tokens it gives are always tokens the rules can run.

/** The printed tokens of the grammar (SYN-T.CODES), with the dashes and spaces a printed table may use. */
const PIECES = ["N", "R", "F", "G", "G half", "GD", "all C", "all I", "1C", "2C", "1I", "2I", "M+", "M-", "M–", "W+", "W−", "MN", "MT", "MR", "*", ",", " ", "  "];
const KINDS = new Set(["nothing", "recruited", "flee", "gold", "capture", "injure", "track", "squad", "move"]);

/** Text built from the grammar's pieces and a few characters that break it. */
const codeLike = fc
  .array(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...PIECES) }, { weight: 1, arbitrary: fc.constantFrom("X", "3", "constructor", "__proto__", "toString", "\u0000", "all", "half") }), {
    maxLength: 8,
  })
  .map((parts) => parts.join(""));

function check(code: unknown): void {
  const outcome = mustBeTyped(() => parseCode(code as string), SyndromeError, ["syndrome/invalid-code"], [code]);
  if (!outcome.ok) return;
  expect(typeof code).toBe("string");
  for (const token of outcome.value) expect(KINDS.has(token.kind)).toBe(true);
  codeEffects(outcome.value);
}

describe("fuzz: parseCode", () => {
  it("random text: the tokens, or a SyndromeError syndrome/invalid-code, quickly", () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: "binary", maxLength: 20 }), junkString), check), { numRuns: 2000 });
  });

  it("text made of the grammar's pieces: most of it parses, the rest is refused with the token quoted", () => {
    let parsed = 0;
    fc.assert(
      fc.property(codeLike, (code) => {
        check(code);
        try {
          parseCode(code);
          parsed++;
        } catch (error) {
          expect((error as SyndromeError).message).toMatch(/^".*"…? is not a table code/s);
        }
      }),
      { numRuns: 2000 },
    );
    expect(parsed).toBeGreaterThan(100);
  });

  it("junk of every type (null, numbers, objects, 20,000-deep values, 1 MB strings) is refused", () => {
    fc.assert(fc.property(junk, check), { numRuns: 1000 });
  });

  it("every code printed in the shipped tables parses", () => {
    const tables = [syndrome.rules.tables.recruiting, syndrome.rules.tables.donations, syndrome.rules.tables.kingsMen];
    let codes = 0;
    for (const table of tables) {
      for (const row of table.rows) {
        for (const cell of row.results) {
          check(cell);
          codes++;
        }
      }
    }
    expect(codes).toBeGreaterThan(50);
  });
});
