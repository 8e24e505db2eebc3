import { DICE_MODES, SEATS, type DiceMode, type Seat } from "./game-def";
import type { SessionSettings } from "./session";

/** What a URL asks for: `?game=sharpe&seed=7&players=2&seats=person,bot&dice=real`. */
export interface UrlRequest {
  /** The game's id, or null for the game picker. */
  readonly game: string | null;
  readonly settings: SessionSettings;
  /** The other parameters, for the game's options (`players`, `campaigns`, `maxTurns` ...). */
  readonly params: Readonly<Record<string, string>>;
}

/** Parameters the session reads itself; the rest go to the game's options. */
const OWN = new Set(["game", "seed", "dice", "seats"]);

/** The seed when the URL gives none. */
const DEFAULT_SEED = "1";

/**
 * Reads a URL's query (`location.search`). Unknown values fall back to the defaults (a shared link
 * with a typo still opens a game): seeded dice, every seat a person, seed "1".
 *
 * `seats` lists the players' seats in order (`person,bot`); `players` is the game's own option.
 */
export function parseUrl(search: string): UrlRequest {
  const query = new URLSearchParams(search);
  const dice = query.get("dice");
  const seatList = (query.get("seats") ?? "").split(",").filter((s) => s !== "");
  const seats: Record<string, Seat> = {};
  seatList.forEach((seat, i) => {
    if (SEATS.includes(seat as Seat)) seats[`#${i}`] = seat as Seat;
  });
  const params: Record<string, string> = {};
  for (const [key, value] of query) if (!OWN.has(key)) params[key] = value;
  return {
    game: query.get("game"),
    settings: {
      seed: query.get("seed") || DEFAULT_SEED,
      dice: DICE_MODES.includes(dice as DiceMode) ? (dice as DiceMode) : "seeded",
      seats,
    },
    params,
  };
}

/** The seats of a URL (`#0`, `#1` ... in order) given to the game's players. */
export function seatPlayers(settings: SessionSettings, players: readonly string[]): SessionSettings {
  const seats: Record<string, Seat> = {};
  players.forEach((player, i) => {
    seats[player] = settings.seats[player] ?? settings.seats[`#${i}`] ?? "person";
  });
  return { ...settings, seats };
}

/** The query that opens this game again: the game, the seed, the dice, the seats and the game's parameters. */
export function formatUrl(game: string, settings: SessionSettings, players: readonly string[], params: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams({ game, seed: settings.seed });
  if (settings.dice !== "seeded") query.set("dice", settings.dice);
  const seats = players.map((p) => settings.seats[p] ?? "person");
  if (seats.some((s) => s !== "person")) query.set("seats", seats.join(","));
  for (const [key, value] of Object.entries(params)) query.set(key, value);
  return `?${query.toString()}`;
}
