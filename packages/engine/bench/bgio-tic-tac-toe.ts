/**
 * The same tic-tac-toe as test/games/tic-tac-toe.ts, written for boardgame.io 0.50 the way its
 * tutorial writes it, and driven through its game reducer (the function its Master and
 * Client run for every move), with makeMove actions.
 */
import { INVALID_MOVE } from "boardgame.io/core";
import { CreateGameReducer, InitializeGame } from "boardgame.io/internal";

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

interface G {
  cells: (string | null)[];
}

function isVictory(cells: (string | null)[]): boolean {
  return LINES.some(([a, b, c]) => cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]);
}

const bgioTicTacToe = {
  name: "tic-tac-toe",
  setup: (): G => ({ cells: Array<string | null>(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }: { G: G; playerID: string }, id: number) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
      return undefined;
    },
  },
  endIf: ({ G, ctx }: { G: G; ctx: { currentPlayer: string } }) => {
    if (isVictory(G.cells)) return { winner: ctx.currentPlayer };
    if (G.cells.every((cell) => cell !== null)) return { draw: true };
    return undefined;
  },
};

// The action creator boardgame.io's client uses (ActionCreators.makeMove). boardgame.io 0.50 does
// not export ActionCreators from a public entry point, so this builds the same plain object.
export const makeMove = (type: string, args: unknown[], playerID: string) => ({
  type: "MAKE_MOVE" as const,
  payload: { type, args, playerID, credentials: undefined as unknown as string },
});

export const bgioReducer = CreateGameReducer({ game: bgioTicTacToe as never });

export function bgioInitialState() {
  return InitializeGame({ game: bgioTicTacToe as never, numPlayers: 2 });
}
