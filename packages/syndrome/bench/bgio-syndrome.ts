/**
 * A boardgame.io 0.50 counterpart of the Syndrome's bookkeeping, for a per-move cost
 * comparison: the same state size in `G` (55 counters with place and markers, three tracks,
 * the Royal Party, the cup and a task queue), and one move per input of our engine (a die
 * roll, a blind draw, a player's action), each making a change to `G` of the kind our `apply`
 * makes. It is driven through boardgame.io's game reducer (what its Master and Client run for
 * every move), so the cost measured is boardgame.io's per-move machinery plus that change.
 */
import { CreateGameReducer, InitializeGame } from "boardgame.io/internal";

/** One recorded input of our engine, as the boardgame.io move it becomes. */
export type BgioMove = readonly ["roll", face: number] | readonly ["draw", counter: number, space: string] | readonly ["act", kind: string, counter: number, space: string];

interface Person {
  at: string;
  controlled: boolean;
  imprisoned: boolean;
  hidden: boolean;
  injured: boolean;
  horse: boolean;
  sanctuary: number;
  spent: boolean;
}

interface G {
  turn: number;
  witchcraft: number;
  royalMorale: number;
  warchest: number;
  people: Person[];
  royalParty: { route: number; hold: boolean };
  cup: number[];
  queue: { k: string; n: number }[];
  log: number;
}

const clamp = (n: number) => Math.max(0, Math.min(19, n));

function makeGame(counters: number, home: readonly string[]) {
  return {
    name: "syndrome-bookkeeping",
    setup: (): G => ({
      turn: 0,
      witchcraft: 0,
      royalMorale: 10,
      warchest: 4,
      people: Array.from({ length: counters }, (_, i) => ({ at: home[i] ?? "out", controlled: false, imprisoned: false, hidden: false, injured: false, horse: false, sanctuary: 0, spent: false })),
      royalParty: { route: -1, hold: false },
      cup: [],
      queue: [{ k: "actions", n: 0 }],
      log: 0,
    }),
    moves: {
      roll: ({ G }: { G: G }, face: number) => {
        // A table read: a track moves, and the front task is replaced.
        if (face <= 3) G.witchcraft = clamp(G.witchcraft + 1);
        else if (face >= 8) G.royalMorale = clamp(G.royalMorale - 1);
        else G.warchest = clamp(G.warchest + 1);
        G.queue[0] = { k: "roll", n: face };
        G.log += 1;
      },
      draw: ({ G }: { G: G }, counter: number, space: string) => {
        const at = G.cup.indexOf(counter);
        if (at >= 0) G.cup.splice(at, 1);
        else G.cup.push(counter);
        const p = G.people[counter]!;
        p.at = space;
        p.imprisoned = true;
        p.hidden = true;
        G.log += 1;
      },
      act: ({ G }: { G: G }, kind: string, counter: number, space: string) => {
        if (counter >= 0) {
          const p = G.people[counter]!;
          if (space !== "") p.at = space;
          p.spent = true;
          if (kind === "heal") p.injured = false;
          if (kind === "buy-horses" || kind === "steal-horses") p.horse = true;
        }
        if (kind === "end-actions") {
          G.turn += 1;
          for (const p of G.people) p.spent = false;
          G.royalParty.route = G.royalParty.route + 1 < 24 ? G.royalParty.route + 1 : -1;
        }
        G.queue.unshift({ k: kind, n: counter });
        if (G.queue.length > 8) G.queue.length = 8;
        G.log += 1;
      },
    },
  };
}

/** A reusable boardgame.io reducer over `counters` counters. */
export function bgioPlayer(counters: number, home: readonly string[]): (moves: readonly BgioMove[]) => number {
  const game = makeGame(counters, home);
  const reducer = CreateGameReducer({ game: game as never });
  return (moves) => {
    let state = InitializeGame({ game: game as never, numPlayers: 1 }) as unknown as { G: G };
    for (const move of moves) {
      const [type, ...args] = move;
      state = reducer(state as never, { type: "MAKE_MOVE", payload: { type, args, playerID: "0", credentials: undefined as unknown as string } } as never) as never;
    }
    return state.G.log;
  };
}
