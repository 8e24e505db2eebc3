import { describe, expect, it } from "vitest";
import { formatJsonPath } from "../src/index";

describe("formatJsonPath", () => {
  it("joins keys with dots and writes numbers as indexes", () => {
    expect(formatJsonPath(["tables", "kingsMen", "rows", 1, "results", 2])).toBe("tables.kingsMen.rows[1].results[2]");
    expect(formatJsonPath(["options", "players"])).toBe("options.players");
    expect(formatJsonPath(["cards", 3, 0])).toBe("cards[3][0]");
  });

  it("renders the root as the empty string and a leading index without a dot", () => {
    expect(formatJsonPath([])).toBe("");
    expect(formatJsonPath([0])).toBe("[0]");
    expect(formatJsonPath([0, "name"])).toBe("[0].name");
  });

  it("writes keys as they are, numeric strings and non-identifiers included, and symbols by String()", () => {
    expect(formatJsonPath(["skills", "Small Arms"])).toBe("skills.Small Arms");
    expect(formatJsonPath(["a.b", "0"])).toBe("a.b.0");
    expect(formatJsonPath(["", "x"])).toBe(".x");
    expect(formatJsonPath([Symbol("key"), 1])).toBe("Symbol(key)[1]");
  });
});
