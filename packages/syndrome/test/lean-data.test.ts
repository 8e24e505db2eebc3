import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { leanDataText } from "../scripts/lean-data";
import { SYNDROME_DATA, createSyndrome, paragraphProse, syndrome } from "../src/index";

describe("the lean data set the package's game plays with", () => {
  it("is src/data/*.json without provenance notes and paragraph prose (run scripts/lean-data.ts after editing the data)", () => {
    expect(readFileSync(new URL("../src/data/lean.json", import.meta.url), "utf8")).toBe(leanDataText());
  });

  it("plays exactly as the full data set: the same compiled spaces, counters and paragraph effects", () => {
    const full = createSyndrome(SYNDROME_DATA);
    expect(syndrome.rules.spaces).toEqual(full.rules.spaces);
    expect(syndrome.rules.counters).toEqual(full.rules.counters);
    expect(syndrome.rules.route).toEqual(full.rules.route);
    for (const p of SYNDROME_DATA.paragraphs) {
      const { text: _t, effect: _e, provenance: _p, ...rules } = p;
      expect(syndrome.rules.paragraph(p.number)).toEqual(rules);
    }
  });

  it("leaves the prose to paragraphProse, which has every paragraph's, and a full data set's own prose first", () => {
    for (const p of SYNDROME_DATA.paragraphs) expect(paragraphProse(p.number)).toEqual({ title: p.title, text: p.text, effect: p.effect });
    const retold = createSyndrome({ ...SYNDROME_DATA, paragraphs: SYNDROME_DATA.paragraphs.map((p) => (p.number === 302 ? { ...p, effect: "No sanctuary here." } : p)) });
    expect(paragraphProse(302, retold.rules)?.effect).toBe("No sanctuary here.");
    expect(paragraphProse(302, syndrome.rules)?.effect).toBe("Sanctuary refused.");
    expect(paragraphProse(9999)).toBeUndefined();
  });
});
