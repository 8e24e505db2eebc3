import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { junk, mustBeTyped, orJunk } from "../../../../test-support/fuzz";
import {
  canMount,
  combatOdds,
  dismountHexes,
  jumpOdds,
  lineOfFire,
  moveCost,
  pieceValues,
  reachableMoves,
  SHERWOOD_ERROR_CODES,
  SherwoodError,
  sherwoodRules,
  type SherwoodPiece,
} from "../../src/index";

// The Sherwood rules functions on junk and near-misses (issue #17): pieces that are mostly right,
// ids, places and options of any type. Each call returns, or throws a SherwoodError with a stable
// code, a short message and a path, within the time budget, and changes none of its arguments.
const rules = sherwoodRules;
const boards = [rules.map("the-inn"), rules.map("woods-edge"), rules.scenario(4).board];
const characters = rules.data.characters.map((c) => c.id);
const animals = rules.data.animals.map((a) => a.id);
const ids = ["a", "b", "c", "d", "constructor", "__proto__", "toString"];

const piece = (board: (typeof boards)[number]) =>
  fc.record(
    {
      id: orJunk(fc.constantFrom(...ids), 12),
      camp: orJunk(fc.constantFrom("x", "y"), 12),
      character: orJunk(fc.constantFrom(...characters, "constructor"), 10),
      animal: fc.constantFrom(...animals),
      at: orJunk(fc.constantFrom(...board.hexes.map((i) => i.hex)), 12),
      facing: orJunk(fc.integer({ min: 0, max: 5 }), 8),
      mounted: orJunk(fc.boolean(), 8),
      upTree: orJunk(fc.boolean(), 8),
      state: orJunk(fc.constantFrom("healthy", "stunned", "wounded"), 8),
      shot: orJunk(fc.boolean(), 8),
    },
    { requiredKeys: ["id", "camp", "at"] },
  );

const scene = fc.integer({ min: 0, max: boards.length - 1 }).chain((b) => fc.tuple(fc.constant(b), orJunk(fc.array(piece(boards[b]!), { maxLength: 6 }), 12)));
const id = orJunk(fc.constantFrom(...ids), 8);
const place = fc.oneof(
  fc.record({ q: orJunk(fc.integer({ min: -20, max: 40 })), r: orJunk(fc.integer({ min: -5, max: 40 })), level: orJunk(fc.constantFrom(0, 1)) }),
  fc.record({ front: fc.record({ q: fc.integer({ min: -5, max: 30 }), r: fc.integer({ min: -5, max: 30 }) }), facing: orJunk(fc.integer({ min: 0, max: 5 })) }),
  junk,
);
const options = orJunk(
  fc.record(
    {
      jump: orJunk(fc.boolean()),
      ambush: orJunk(fc.boolean()),
      tieRule: orJunk(fc.constantFrom("both", "either")),
      riderTurn: orJunk(fc.constantFrom(0, 1, 2)),
      jumpDown: orJunk(fc.boolean()),
      budget: orJunk(fc.integer({ min: 0, max: 30 })),
    },
    { requiredKeys: [] },
  ),
);

const typed = <T>(call: () => T, inputs: readonly unknown[]) => mustBeTyped(call, SherwoodError, SHERWOOD_ERROR_CODES, inputs);

describe("fuzz: the Sherwood rules functions", () => {
  it("lineOfFire, combatOdds, moveCost and reachableMoves answer or refuse with a SherwoodError, changing nothing", () => {
    fc.assert(
      fc.property(scene, id, id, fc.array(id, { maxLength: 3 }), place, place, options, ([b, pieces], a, d, attackers, from, to, opts) => {
        const board = boards[b]!;
        const p = pieces as SherwoodPiece[];
        typed(() => lineOfFire(rules, board, p, a as string, d as string, opts as never), [pieces, opts]);
        typed(() => combatOdds(rules, board, p, attackers as string[], d as string, opts as never), [pieces, attackers, opts]);
        typed(() => moveCost(rules, board, p, a as string, from as never, to as never, opts as never), [pieces, from, to, opts]);
        const reach = typed(() => reachableMoves(rules, board, p, a as string, opts as never), [pieces, opts]);
        if (reach.ok) for (const { cost } of reach.value.places) expect(cost).toBeLessThanOrEqual(reach.value.budget);
        typed(() => dismountHexes(rules, board, p, a as string), [pieces]);
        typed(() => canMount(rules, board, p, a as string, d as string), [pieces]);
      }),
      { numRuns: 300 },
    );
  });

  it("pieceValues and jumpOdds answer or refuse with a SherwoodError", () => {
    fc.assert(
      fc.property(fc.oneof(piece(boards[0]!), junk), fc.oneof(fc.constantFrom(...characters), junk), junk, (p, c, o) => {
        typed(() => pieceValues(rules, p as SherwoodPiece), [p]);
        typed(() => jumpOdds(rules, c as string, o as never), [o]);
      }),
      { numRuns: 300 },
    );
  });
});
