import { replay } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { sherwood } from "../src/index";
import innAmbush from "./golden/inn-ambush-random.json";
import innThreeSides from "./golden/inn-three-sides-random.json";
import woodsEdge from "./golden/woods-edge-skirmish-random.json";

// Seeded random games written by scripts/golden.ts: replaying each log must give the checked-in final
// state and result exactly. A failure here means the rules changed what a saved game means.
describe("golden replays", () => {
  for (const golden of [woodsEdge, innThreeSides, innAmbush]) {
    it(`${golden.name} replays to its recorded final state`, () => {
      const replayed = replay(sherwood, golden.log);
      expect(replayed.steps).toBe(golden.steps);
      expect(replayed.state).toEqual(sherwood.parseState(golden.finalState));
      expect(replayed.next).toEqual({ kind: "over", result: golden.result });
    });
  }

  it("SHW-8.2 the ambush golden: hideouts chosen, the ambush sprung in the Normans' movement, characters revealed, strikes", () => {
    const kinds = innAmbush.log.inputs.map((i) => i.type);
    expect(kinds.filter((k) => k === "hide")).toHaveLength(3);
    expect(kinds).toContain("spring");
    expect(kinds).toContain("strike");
    const events = replay(sherwood, innAmbush.log).events;
    expect(events.filter((e) => e.type === "revealed")).toHaveLength(3);
  });

  it("SHW-2 the goldens are told by their events: phases in order, every shot and attack followed by its roll", () => {
    const woods = replay(sherwood, woodsEdge.log).events;
    const phases = woods.filter((e) => e.type === "phase").map((e) => (e.type === "phase" ? `${e.side} ${e.phase}` : ""));
    expect(phases.slice(0, 5)).toEqual(["saxons move", "saxons combat", "normans fire", "normans move", "normans combat"]);
    const inn = replay(sherwood, innThreeSides.log).events;
    const all = [woods, inn].flat();
    expect([all.filter((e) => e.type === "shot").length, all.filter((e) => e.type === "attack").length]).toEqual([14, 4]);
    for (const events of [woods, inn]) {
      for (const [i, e] of events.entries()) {
        if (e.type === "shot") expect(events[i + 1]).toMatchObject({ type: "roll", roll: "to-hit", piece: e.shooter });
        if (e.type === "attack") expect(events[i + 1]).toMatchObject({ type: "roll", roll: "combat", column: e.column });
      }
    }
  });
});
