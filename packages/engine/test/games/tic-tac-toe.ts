/**
 * Tic-tac-toe through the @tt/engine contract, for the boardgame.io comparison (bench/).
 * The board is 9 cells, 0 empty, 1 X, 2 O; an action is a cell index.
 */
import { z } from "zod";
import { RuleError, type Decision, type Game, type Next } from "../../src/index";

export interface TicTacToeState {
  readonly cells: readonly number[];
  /** 1 for X, 2 for O. */
  readonly toMove: number;
  /** 0 while playing, 1 or 2 for a winner, 3 for a draw. */
  readonly ended: number;
}
export type TicTacToeResult = { readonly winner: "X" | "O" | null };
export type TicTacToeEvent = { readonly type: "marked"; readonly player: "X" | "O"; readonly cell: number };

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;
const NAMES = ["", "X", "O"] as const;
const RESULTS: Next<number, never, TicTacToeResult>[] = [
  { kind: "over", result: { winner: null } },
  { kind: "over", result: { winner: "X" } },
  { kind: "over", result: { winner: "O" } },
  { kind: "over", result: { winner: null } },
];

const ticTacToeOptionsSchema = z.object({}).strict();

export const ticTacToe: Game<TicTacToeState, number, never, Record<string, never>, TicTacToeResult, TicTacToeEvent> = {
  id: "tic-tac-toe",
  version: "1.0.0",
  optionsSchema: ticTacToeOptionsSchema as z.ZodType<Record<string, never>>,
  setup: () => ({ cells: [0, 0, 0, 0, 0, 0, 0, 0, 0], toMove: 1, ended: 0 }),
  next(state): Next<number, never, TicTacToeResult> {
    if (state.ended !== 0) return RESULTS[state.ended]!;
    const actions: number[] = [];
    for (let cell = 0; cell < 9; cell++) if (state.cells[cell] === 0) actions.push(cell);
    const decision: Decision<number> = { kind: "decision", player: NAMES[state.toMove]!, prompt: "Mark a cell", actions };
    return decision;
  },
  apply(state, cell) {
    if (state.ended !== 0 || typeof cell !== "number" || state.cells[cell] !== 0) {
      throw new RuleError("tic-tac-toe/illegal-move", `cell ${String(cell)} cannot be marked now`);
    }
    const cells = state.cells.slice();
    cells[cell] = state.toMove;
    let ended = 0;
    for (const [a, b, c] of LINES) {
      if (cells[a] !== 0 && cells[a] === cells[b] && cells[a] === cells[c]) ended = cells[a]!;
    }
    if (ended === 0 && !cells.includes(0)) ended = 3;
    return { state: { cells, toMove: 3 - state.toMove, ended }, events: [{ type: "marked", player: NAMES[state.toMove] as "X" | "O", cell }] };
  },
};
