/**
 * A boardgame.io 0.50 counterpart of a Sherwood skirmish's bookkeeping, for a per-move cost
 * comparison: every piece's hex, state and flags in `G`, and one move per input of our engine (a step,
 * a shot, an attack, a die roll, the end of a phase, a retreat), each making the same kind of change
 * to `G` as our `apply` does, without our rules' checks. It is driven through boardgame.io's game
 * reducer (what its Master and Client run for every move).
 */
import { CreateGameReducer, InitializeGame } from "boardgame.io/internal";

/** One recorded input of our engine, as the boardgame.io move it becomes. */
export type BgioMove = readonly [type: string, piece: string, q: number, r: number];

interface Piece {
  id: string;
  q: number;
  r: number;
  state: string;
  shot: boolean;
}

interface G {
  pieces: Piece[];
  phase: number;
  turn: number;
  roll: number;
  log: number;
}

const find = (G: G, id: string): Piece | undefined => G.pieces.find((p) => p.id === id);

const game = {
  name: "sherwood-bookkeeping",
  setup: (_context: unknown, pieces?: Piece[]): G => ({ pieces: pieces ? pieces.map((p) => ({ ...p })) : [], phase: 0, turn: 1, roll: 0, log: 0 }),
  moves: {
    step: ({ G }: { G: G }, id: string, q: number, r: number) => {
      const p = find(G, id);
      if (p) {
        p.q = q;
        p.r = r;
      }
      G.log += 1;
    },
    shoot: ({ G }: { G: G }, id: string) => {
      const p = find(G, id);
      if (p) p.shot = true;
      G.log += 1;
    },
    attack: ({ G }: { G: G }, id: string) => {
      G.roll = find(G, id) ? 1 : 0;
      G.log += 1;
    },
    roll: ({ G }: { G: G }, _id: string, face: number) => {
      G.roll = face;
      if (face === 1 && G.pieces.length > 1) G.pieces.pop();
      G.log += 1;
    },
    end: ({ G }: { G: G }) => {
      G.phase = (G.phase + 1) % 3;
      if (G.phase === 0) {
        G.turn += 1;
        for (const p of G.pieces) p.shot = false;
      }
      G.log += 1;
    },
  },
};

const reducer = CreateGameReducer({ game: game as never });

/** Plays a recorded list of moves through boardgame.io's reducer; returns the final log count. */
export function playBgio(moves: readonly BgioMove[], pieces: readonly Piece[]): number {
  let state = InitializeGame({ game: game as never, numPlayers: 2, setupData: pieces }) as unknown as { G: G };
  for (const [type, piece, q, r] of moves) {
    state = reducer(state as never, { type: "MAKE_MOVE", payload: { type, args: [piece, q, r], playerID: "0", credentials: undefined as unknown as string } } as never) as never;
  }
  return state.G.log;
}
