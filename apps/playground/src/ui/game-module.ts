import type { ComponentType } from "preact";
import type { GameDef } from "../session/game-def";
import type { Session } from "../session/session";

/** The exact odds of a roll, for the roll panel: what it is for, its modifiers, each result's chance. */
export interface RollOddsView {
  /** The table or the roll ("Raid Table 1d10+6"). */
  readonly title: string;
  /** What is rolled for. */
  readonly purpose: string;
  /** The labelled modifiers added to the die. */
  readonly modifiers: readonly { readonly label: string; readonly value: number }[];
  /** What happens, most likely first, with exact probabilities summing to 1. */
  readonly results: readonly { readonly words: string; readonly probability: number }[];
}

/** What the board of a game is given: the session and the view of the player at the screen. */
export interface BoardProps {
  readonly session: Session;
  /** Whose eyes the board shows. */
  readonly viewer: string;
  /** `game.view(state, viewer)`: all the board may draw. */
  readonly view: unknown;
  /** The action whose button is under the pointer or the keyboard's focus, for a board's preview (a shot's line of fire); null when none. */
  readonly focus?: unknown;
  /**
   * Makes a move from the board (a click on the map): the change is applied to the latest session, a
   * refused one shown like a refused button. Given only while the player at the screen is deciding.
   */
  readonly act?: (change: (session: Session) => Session) => void;
}

/**
 * One game's screen, loaded as its own chunk: the shared session definition plus the board and the
 * odds the shell shows beside the actions and before each roll.
 */
export interface GameModule {
  readonly def: GameDef;
  readonly Board: ComponentType<BoardProps>;
  /** "What if I choose this": the odds of the roll an action leads to, in a few words; null when none. */
  actionOdds?(state: unknown, action: unknown): string | null;
  /** The odds of the roll the game stands at; null when it is not such a roll. */
  rollOdds?(state: unknown): RollOddsView | null;
}
