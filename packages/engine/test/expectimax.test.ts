import { z } from "zod";
import { describe, expect, it } from "vitest";
import { expectimax, expectimaxPolicy, randomPolicy, simulate, type Game, type Next } from "../src/index";
import { pig, playerName, type PigState } from "./games/pig";

/** A game tree written out by hand: each node is a decision, a chance step, or a leaf with a value per player. */
type TreeNode =
  | { readonly decision: string; readonly children: readonly TreeNode[] }
  | { readonly chance: readonly { readonly probability: number; readonly child: TreeNode }[] }
  | { readonly leaf: Readonly<Record<string, number>> };

function treeGame(root: TreeNode): Game<number[], number, number, object, Readonly<Record<string, number>>> {
  const at = (path: readonly number[]): TreeNode => {
    let node = root;
    for (const index of path) node = "children" in node ? node.children[index]! : "chance" in node ? node.chance[index]!.child : node;
    return node;
  };
  return {
    id: "tree",
    version: "1",
    optionsSchema: z.object({}),
    setup: () => [],
    next(path): Next<number, number, Readonly<Record<string, number>>> {
      const node = at(path);
      if ("decision" in node) return { kind: "decision", player: node.decision, prompt: "", actions: node.children.map((_, index) => index) };
      if ("chance" in node) return { kind: "chance", purpose: "", outcomes: node.chance.map((branch, index) => ({ outcome: index, probability: branch.probability })) };
      return { kind: "over", result: node.leaf };
    },
    apply: (path, input) => ({ state: [...path, input], events: [] }),
  };
}

const valueAt = (game: ReturnType<typeof treeGame>) => (path: number[], player: string) => {
  const next = game.next(path);
  return next.kind === "over" ? (next.result[player] ?? 0) : 0;
};

describe("expectimax", () => {
  it("uses the exact chance probabilities: a 60% gamble beats a sure 0.5, a 40% one does not", () => {
    for (const [p, expected] of [
      [0.6, 1],
      [0.4, 0],
    ] as const) {
      const game = treeGame({
        decision: "solo",
        children: [
          { leaf: { solo: 0.5 } },
          {
            chance: [
              { probability: p, child: { leaf: { solo: 1 } } },
              { probability: 1 - p, child: { leaf: { solo: 0 } } },
            ],
          },
        ],
      });
      const choice = expectimax(game, [], { evaluate: valueAt(game), depth: 3 });
      expect(choice.index).toBe(expected);
      expect(choice.values[0]).toBe(0.5);
      expect(choice.values[1]).toBeCloseTo(p, 12);
    }
  });

  it("lets the opponent choose what is best for them (two players, zero-sum: expectiminimax)", () => {
    const leaf = (a: number) => ({ leaf: { a, b: -a } });
    const game = treeGame({
      decision: "a",
      children: [
        { decision: "b", children: [leaf(10), leaf(1)] },
        { decision: "b", children: [leaf(5), leaf(4)] },
      ],
    });
    const choice = expectimax(game, [], { evaluate: valueAt(game), depth: 2 });
    expect(choice.values).toEqual([1, 4]);
    expect(choice.action).toBe(1);
  });

  it("maximises, at each decision, the evaluation of the player to move (three players, max-n)", () => {
    const game = treeGame({
      decision: "a",
      children: [
        // b prefers the second leaf (b: 5), which is bad for a.
        { decision: "b", children: [{ leaf: { a: 9, b: 1, c: 0 } }, { leaf: { a: 0, b: 5, c: 0 } }] },
        // c moves here and picks c's best, which happens to be fine for a.
        { decision: "c", children: [{ leaf: { a: 3, b: 0, c: 2 } }, { leaf: { a: 8, b: 0, c: 1 } }] },
      ],
    });
    const choice = expectimax(game, [], { evaluate: valueAt(game), depth: 2 });
    expect(choice.values).toEqual([0, 3]);
    expect(choice.index).toBe(1);
  });

  it("stops at the depth and evaluates the frontier", () => {
    const game = treeGame({ decision: "a", children: [{ decision: "a", children: [{ leaf: { a: 100 } }] }, { leaf: { a: 1 } }] });
    // At depth 1 the inner decision is a leaf worth 0 (not over): the sure 1 wins. At depth 2 the 100 is seen.
    expect(expectimax(game, [], { evaluate: valueAt(game), depth: 1 }).index).toBe(1);
    expect(expectimax(game, [], { evaluate: valueAt(game), depth: 2 }).index).toBe(0);
  });

  it("keeps the deepest search that fits the node budget", () => {
    const state = dealtState();
    const deep = expectimax(pig, state, { evaluate: pigValue, depth: 4, maxNodes: 1_000_000 });
    const budgeted = expectimax(pig, state, { evaluate: pigValue, depth: 4, maxNodes: 60 });
    expect(deep.depth).toBe(4);
    expect(budgeted.depth).toBeLessThan(4);
    expect(budgeted.nodes).toBeLessThanOrEqual(61);
  });

  it("refuses bad settings and states not at a decision", () => {
    const state = dealtState();
    expect(() => expectimax(pig, state, { evaluate: pigValue, depth: 0 })).toThrow(expect.objectContaining({ code: "engine/invalid-argument" }));
    expect(() => expectimax(pig, pig.setup({ players: 2, target: 100 }), { evaluate: pigValue })).toThrow(
      expect.objectContaining({ code: "engine/invalid-argument", message: 'expectimax needs a state at a decision, not at "chance"' }),
    );
  });

  it("gives Pig a real player: it beats a random player in most games", () => {
    const report = simulate(pig, {
      games: 60,
      seed: "bots",
      options: { target: 50 },
      policies: ({ rng }) => ({ p1: expectimaxPolicy(pig, { evaluate: pigValue, depth: 2 }), p2: randomPolicy(rng) }),
      classify: (result) => result.winner,
    });
    const p1 = report.outcomes.find((o) => o.outcome === "p1")!;
    expect(p1.low).toBeGreaterThan(0.75);
  });
});

/** A Pig evaluation: a win is worth everything; else banked lead plus the unbanked turn total. */
function pigValue(state: PigState, player: string): number {
  const me = Number(player.slice(1)) - 1;
  if (state.phase === "over") return playerName(state.current) === player ? 1000 : -1000;
  let best = 0;
  state.scores.forEach((score, index) => {
    if (index !== me) best = Math.max(best, score);
  });
  return state.scores[me]! + (state.current === me ? state.turnTotal : 0) - best;
}

function dealtState(): PigState {
  let state = pig.setup({ players: 2, target: 100 });
  for (const face of [3, 5]) state = pig.apply(state, face).state;
  return state;
}
