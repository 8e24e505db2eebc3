import type { AnyGame, GameEvent, Policy } from "@tt/engine";

/** Who sits in a player's seat: a person at this screen, or a bot. */
export const SEATS = ["person", "bot"] as const;
/** One of {@link SEATS}. */
export type Seat = (typeof SEATS)[number];

/**
 * Who rolls the dice: the computer from the seed, the computer one roll at a time (a "Roll"
 * button, with the roll's odds shown first), or a person rolling real dice and entering them.
 * Blind draws (a cup, a deck) are always the computer's: a person must not choose them.
 */
export const DICE_MODES = ["seeded", "step", "real"] as const;
/** One of {@link DICE_MODES}. */
export type DiceMode = (typeof DICE_MODES)[number];

/** A line of narration, as the games' `narrate` gives it. */
export interface Told {
  readonly text: string;
  readonly rule: string | null;
  readonly story?: string | undefined;
  readonly level: "headline" | "detail" | "aside";
}

/**
 * What the playground knows about a game beyond the engine contract: its options from URL
 * parameters, its players, its bot and its words. Everything comes from the game package's
 * public API (its `narrate`, `actionLabel`, `heuristicPolicy`), so a front end adds layout only.
 */
export interface GameDef {
  /** The `?game=` name. */
  readonly id: string;
  /** The title shown. */
  readonly title: string;
  /** The game (an `@tt/engine` `Game`). */
  readonly game: AnyGame;
  /** Setup options from URL parameters (`players`, `campaigns`, `maxTurns` ...); unknown ones are ignored. */
  options(params: Readonly<Record<string, string>>): unknown;
  /** The URL parameters that set a game up with `options` (parsed): the inverse of `options`, for a loaded save's URL. */
  params(options: unknown): Record<string, string>;
  /** The players of a game set up with `options` (already parsed). */
  players(options: unknown): string[];
  /** The bot that plays a seat. */
  bot(): Policy<unknown, unknown>;
  /** An action's label, for a button, as `viewer` sees it. */
  labelAction(action: unknown, view: unknown): string;
  /** The menu group of an action (for long menus): a heading and a submenu label. */
  groupAction?(action: unknown, view: unknown): { heading: string; label: string };
  /** A chance outcome's label (a die face, a card). */
  labelOutcome(outcome: unknown): string;
  /** One event in words. */
  narrate(event: GameEvent): Told;
  /** A finished game's result in a few words. */
  describeResult(result: unknown): string;
}
