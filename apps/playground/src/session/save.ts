import { History, playerLog, type GameLog } from "@tt/engine";
import { DICE_MODES, SEATS, type DiceMode, type GameDef, type Seat } from "./game-def";
import { Session, type AnyHistory } from "./session";

/** The version of {@link SavedGame}; a save of another version is refused. */
const SAVE_VERSION = 1;

/**
 * What the playground saves: the engine's log (setup options and every input, with checksums),
 * plus what the screen needs to go on (the seed, who rolls, the seats, the computer's roll counts).
 * `log` alone is what `replay` in `@tt/engine` reads: the rest is the front end's.
 */
export interface SavedGame {
  readonly kind: "tt-playground-save";
  readonly saveVersion: typeof SAVE_VERSION;
  readonly game: string;
  readonly seed: string;
  readonly dice: DiceMode;
  readonly seats: Readonly<Record<string, Seat>>;
  /** `draws[k]`: the computer's rolls before input `k`. */
  readonly draws: readonly number[];
  readonly log: GameLog;
}

/** A save that cannot be read, and why. */
export class SaveError extends Error {
  override readonly name = "SaveError";
}

/** The save of `session`, as plain JSON. */
export function saveGame(session: Session): SavedGame {
  return {
    kind: "tt-playground-save",
    saveVersion: SAVE_VERSION,
    game: session.def.id,
    seed: session.settings.seed,
    dice: session.settings.dice,
    seats: { ...session.settings.seats },
    draws: session.draws.slice(0, session.history.steps + 1),
    log: session.history.log as GameLog,
  };
}

/** What `player` may share of `session`: the engine's player log (blind draws and rivals' secrets hidden). */
export function shareableLog(session: Session, player: string): GameLog {
  return playerLog(session.def.game, session.history.log, player) as GameLog;
}

function fail(message: string): never {
  throw new SaveError(`not a playground save: ${message}`);
}

/** Checks the save's envelope; the engine checks the log when it is replayed. */
function checkEnvelope(value: unknown): SavedGame {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail("a JSON object expected");
  const save = value as Record<string, unknown>;
  if (save["kind"] !== "tt-playground-save") fail('kind: "tt-playground-save" expected');
  if (save["saveVersion"] !== SAVE_VERSION) fail(`saveVersion: ${SAVE_VERSION} expected, this playground cannot read ${JSON.stringify(save["saveVersion"])}`);
  if (typeof save["game"] !== "string") fail("game: a game id expected");
  if (typeof save["seed"] !== "string") fail("seed: a string expected");
  if (!DICE_MODES.includes(save["dice"] as DiceMode)) fail(`dice: one of ${DICE_MODES.join(", ")} expected`);
  const seats = save["seats"];
  if (typeof seats !== "object" || seats === null || Object.values(seats).some((seat) => !SEATS.includes(seat as Seat))) fail(`seats: each ${SEATS.join(" or ")} expected`);
  const draws = save["draws"];
  if (!Array.isArray(draws) || draws.some((d, k) => !Number.isInteger(d) || d < 0 || (k > 0 && d < draws[k - 1]))) fail("draws: counts that never go down expected");
  return value as SavedGame;
}

/**
 * Loads a save back by replaying its log (`History.fromLog`: every input checked, every checksum
 * compared), so a loaded game is exactly the saved one and can be undone to its start.
 *
 * @throws SaveError for a bad envelope; the engine's `EngineError` for a log that does not replay
 */
export function loadGame(defs: readonly GameDef[], value: unknown): Session {
  const save = checkEnvelope(value);
  const def = defs.find((d) => d.id === save.game) ?? fail(`game: "${save.game}" is not one of ${defs.map((d) => d.id).join(", ")}`);
  const history = History.fromLog(def.game, save.log) as AnyHistory;
  if (save.draws.length !== history.steps + 1) fail(`draws: ${history.steps + 1} counts expected (one per step), found ${save.draws.length}`);
  return Session.resume(def, history, { seed: save.seed, dice: save.dice, seats: save.seats }, save.draws);
}
