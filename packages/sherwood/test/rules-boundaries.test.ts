import { describe, expect, it } from "vitest";
import { canMount, combatOdds, dismountHexes, lineOfFire, MAX_PIECES, moveCost, pieceValues, reachableMoves, SherwoodError, type SherwoodPiece } from "../src/index";
import { at, foot, rules } from "./rules-helpers";

// The rules functions take pieces, ids, places and options from a front end: each is checked once
// per call and refused with a SherwoodError naming its path (issue #17), never a TypeError.
const inn = rules.map("the-inn");
const much = foot("much", "villagers", at(inn, "0,12"));
const bero = foot("bero", "normans", at(inn, "1,12"));

function refusal(call: () => unknown): { code: string; path: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof SherwoodError) return { code: error.code, path: error.path };
    throw error;
  }
  throw new Error("not refused");
}

describe("the rules functions check what they are handed", () => {
  it("SHW-1.1 one living character per hex: two pieces in one place are refused, up a tree is another place", () => {
    expect(refusal(() => combatOdds(rules, inn, [much, { ...bero, at: much.at }], ["much"], "bero"))).toEqual({ code: "sherwood/bad-argument", path: "pieces[1].at" });
    const tree = inn.tree("O");
    const below = foot("bero", "normans", tree.trunk);
    const above = foot("robin", "saxons", tree.trunk, { upTree: true });
    expect(() => combatOdds(rules, inn, [below, above], ["robin"], "bero")).not.toThrow();
    // A rider's rear hex counts too.
    const guy: SherwoodPiece = { id: "guy", camp: "normans", character: "guy", at: at(inn, "2,12"), facing: 0, mounted: true };
    expect(refusal(() => lineOfFire(rules, inn, [guy, bero], "guy", "bero")).path).toBe("pieces[1].at");
  });

  it("refuses pieces that are not pieces, with the path of what is wrong", () => {
    const cases: [unknown, string][] = [
      [null, "pieces"],
      [[null], "pieces[0]"],
      [[{ ...much, at: { q: Number.NaN, r: 0 } }], "pieces[0].at.q"],
      [[{ ...much, at: { q: 0.5, r: 0 } }], "pieces[0].at.q"],
      [[{ ...much, at: { q: 1000, r: 0 } }], "pieces[0].at"],
      [[{ ...much, facing: 7 }], "pieces[0].facing"],
      [[{ ...much, state: "asleep" }], "pieces[0].state"],
      [[{ ...much, upTree: "yes" }], "pieces[0].upTree"],
      [[{ ...much, upTree: true }], "pieces[0].upTree"], // not a tree hex
      [[{ ...much, mounted: true, facing: 0 }], "pieces[0].mounted"], // Much has no horse
      [[{ ...much, id: "" }], "pieces[0].id"],
      [[much, { ...bero, id: "much" }], "pieces[1].id"],
      [[{ ...much, animal: "pig" }], "pieces[0]"],
    ];
    for (const [pieces, path] of cases) expect(refusal(() => reachableMoves(rules, inn, pieces as SherwoodPiece[], "much"))).toEqual({ code: "sherwood/bad-argument", path });
    expect(refusal(() => reachableMoves(rules, inn, [{ ...much, character: "constructor" }], "much"))).toEqual({ code: "sherwood/unknown-id", path: "pieces[0].character" });
    const many = Array.from({ length: MAX_PIECES + 1 }, (_, i) => ({ ...much, id: `p${i}` }));
    expect(refusal(() => reachableMoves(rules, inn, many, "p0")).path).toBe("pieces");
  });

  it("refuses ids, places and options that are not what they should be", () => {
    const pieces = [much, bero];
    expect(refusal(() => combatOdds(rules, inn, pieces, "much" as unknown as string[], "bero"))).toEqual({ code: "sherwood/bad-argument", path: "attackerIds" });
    expect(refusal(() => combatOdds(rules, inn, pieces, ["much", "much"], "bero")).path).toBe("attackerIds");
    expect(refusal(() => combatOdds(rules, inn, pieces, ["much"], "toString"))).toEqual({ code: "sherwood/unknown-id", path: "defenderId" });
    expect(refusal(() => combatOdds(rules, inn, pieces, ["much"], "bero", { jump: "yes" as unknown as boolean })).path).toBe("options.jump");
    expect(refusal(() => lineOfFire(rules, inn, pieces, "much", "bero", { tieRule: "neither" as "both" })).path).toBe("options.tieRule");
    expect(refusal(() => moveCost(rules, inn, pieces, "much", { ...much.at, level: 2 }, { q: 1, r: 12, level: 0 })).path).toBe("from.level");
    expect(refusal(() => moveCost(rules, inn, pieces, "much", { ...much.at, level: 0 }, { front: much.at, facing: 9 } as never)).path).toBe("to.facing");
    expect(refusal(() => moveCost(rules, inn, pieces, "much", { ...much.at, level: 0 }, { ...much.at, level: 0 }, { riderTurn: 3 as 1 })).path).toBe("options.riderTurn");
    expect(refusal(() => reachableMoves(rules, inn, pieces, "much", { budget: 1e9 })).path).toBe("options.budget");
    expect(refusal(() => dismountHexes(rules, inn, pieces, 7 as unknown as string)).path).toBe("riderId");
    expect(refusal(() => canMount(rules, inn, pieces, "much", "horse"))).toEqual({ code: "sherwood/unknown-id", path: "horseId" });
    expect(refusal(() => lineOfFire(rules, null as never, pieces, "much", "bero")).path).toBe("board");
    expect(refusal(() => pieceValues(rules, null as never)).code).toBe("sherwood/bad-argument");
  });

  it("quotes at most 80 characters of what it refuses", () => {
    const long = "x".repeat(100_000);
    const error = (() => {
      try {
        combatOdds(rules, inn, [much, bero], ["much"], long);
      } catch (e) {
        return e as SherwoodError;
      }
      throw new Error("not refused");
    })();
    expect(error.message.length).toBeLessThan(200);
  });
});
