/**
 * A boardgame.io 0.50 counterpart of a Sharpe career's bookkeeping, for a per-move cost
 * comparison: one officer's track position, Endurance, attributes, hand and deck in `G`,
 * and one move per input of our engine (a die roll for some purpose, a card drawn, a
 * choice), each making the same kind of change to `G` as our `apply` does. It is driven
 * through boardgame.io's game reducer (what its Master and Client run for every move).
 */
import { CreateGameReducer, InitializeGame } from "boardgame.io/internal";

/** One recorded input of our engine, as the boardgame.io move it becomes. */
export type BgioMove = readonly ["roll", purpose: string, face: number] | readonly ["draw", card: string] | readonly ["choose", action: string, card: string];

interface Officer {
  position: number;
  endurance: number;
  skills: Record<string, number>;
  hand: string[];
  experience: number;
}

interface G {
  officer: Officer;
  drawPile: string[];
  discard: string[];
  challenge: string | null;
  skillRoll: number;
  log: number;
}

const ATTRIBUTES = ["Endurance", "Brawling", "Shooting", "Tactics", "Intelligence", "Leadership"];

const game = {
  name: "sharpe-bookkeeping",
  setup: ({ ctx }: { ctx: unknown }, deck?: string[]): G => {
    void ctx;
    return {
      officer: { position: 1, endurance: 10, skills: { Brawling: 0, Shooting: 0, Tactics: 0, Intelligence: 0, Leadership: 0 }, hand: [], experience: 0 },
      drawPile: deck ? [...deck] : [],
      discard: [],
      challenge: null,
      skillRoll: 0,
      log: 0,
    };
  },
  moves: {
    roll: ({ G }: { G: G }, purpose: string, face: number) => {
      const officer = G.officer;
      switch (purpose) {
        case "attribute": {
          const attribute = ATTRIBUTES[face - 1]!;
          if (attribute === "Endurance") officer.endurance += 1;
          else officer.skills[attribute] = (officer.skills[attribute] ?? 0) + 1;
          break;
        }
        case "move":
        case "ahead":
          officer.position = Math.min(30, officer.position + face);
          break;
        case "back":
          officer.position = Math.max(1, officer.position - face);
          break;
        case "wound":
          officer.endurance -= face;
          break;
        case "skill":
          G.skillRoll = face;
          break;
        default:
          if (G.challenge !== null && face <= G.skillRoll) officer.experience += 1;
          if (G.challenge !== null) G.discard.push(G.challenge);
          G.challenge = null;
      }
      G.log += 1;
    },
    draw: ({ G }: { G: G }, card: string) => {
      if (G.drawPile.length === 0) {
        G.drawPile = G.discard;
        G.discard = [];
      }
      const at = G.drawPile.indexOf(card);
      if (at >= 0) G.drawPile.splice(at, 1);
      if (card.startsWith("aid:")) G.officer.hand.push(card);
      else G.challenge = card;
      G.log += 1;
    },
    choose: ({ G }: { G: G }, action: string, card: string) => {
      if (action === "play-aid") {
        const at = G.officer.hand.indexOf(card);
        if (at >= 0) G.officer.hand.splice(at, 1);
        G.discard.push(card);
      } else if (action === "reroll") G.officer.experience -= 1;
      G.log += 1;
    },
  },
};

const reducer = CreateGameReducer({ game: game as never });

/** Plays a recorded list of moves through boardgame.io's reducer; returns the final log count. */
export function playBgio(moves: readonly BgioMove[], deck: string[]): number {
  let state = InitializeGame({ game: game as never, numPlayers: 1, setupData: deck }) as unknown as { G: G };
  for (const move of moves) {
    const [type, ...args] = move;
    state = reducer(state as never, { type: "MAKE_MOVE", payload: { type, args, playerID: "0", credentials: undefined as unknown as string } } as never) as never;
  }
  return state.G.log;
}
