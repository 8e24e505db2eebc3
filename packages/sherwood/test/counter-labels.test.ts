import { createRng } from "@tt/dice";
import { describe, expect, it } from "vitest";
import { counterLabels, sherwood, type SherwoodState } from "../src/index";
import { skirmish } from "./game-helpers";
import { scenarioStart } from "./scenario-helpers";

const unique = (labels: Readonly<Record<string, string>>) => new Set(Object.values(labels).map((l) => l.toUpperCase())).size === Object.keys(labels).length;

describe("counterLabels: a short label for every counter, different for every piece of the game", () => {
  it("SHW-S.6 labels every piece of each scenario by its name, no two alike (Simon and Sibold, the two wolves)", () => {
    for (let n = 1; n <= 8; n++) {
      const labels = counterLabels(scenarioStart(n));
      expect(Object.keys(labels).length, `scenario ${n}`).toBeGreaterThan(3);
      expect(unique(labels), `scenario ${n}: ${JSON.stringify(labels)}`).toBe(true);
      for (const l of Object.values(labels)) expect(l).toMatch(/^[A-Z][A-Za-z0-9]{1,2}$/);
    }
    const six = counterLabels(scenarioStart(6));
    expect(six).toMatchObject({ hardouin: "Ha", "little-john": "LJ", sibold: "Si", simon: "Sm", wolf: "Wo", "wolf-2": "W2" });
  });

  it("SHW-4.3 a riderless horse takes a label of its own beside its rider's, and the labels already given stay as they were through a random game", () => {
    const start = sherwood.setup(skirmish());
    const first = counterLabels(start);
    const rng = createRng("labels");
    let s: SherwoodState = start;
    const seen = new Map<string, string>(Object.entries(first));
    for (let i = 0; i < 400; i++) {
      const next = sherwood.next(s);
      if (next.kind === "over") break;
      const inputs = next.kind === "chance" ? next.outcomes.map((o) => o.outcome) : next.actions;
      s = sherwood.apply(s, inputs[rng.int(0, inputs.length - 1)]!).state;
      const labels = counterLabels(s);
      expect(unique(labels)).toBe(true);
      for (const [id, label] of Object.entries(labels)) {
        if (seen.has(id)) expect(label, id).toBe(seen.get(id));
        seen.set(id, label);
      }
    }
    const horse = { ...start, pieces: [...start.pieces, { id: "horse:will-scarlett", camp: "saxons", animal: "cavalry-horse", at: { q: 20, r: 20 }, facing: 0 as const }] };
    expect(counterLabels(horse)["horse:will-scarlett"]).toBe("HW");
  });
});
