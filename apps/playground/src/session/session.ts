import { createRng, type Rng } from "@tt/dice";
import { History, readRoll, seededChance, type Chance, type Decision, type GameEvent, type Next } from "@tt/engine";
import type { DiceMode, GameDef, Seat } from "./game-def";

/** A history of any game. */
export type AnyHistory = History<unknown, unknown, unknown, unknown, unknown, GameEvent>;

/** How a session is set up: the seed of the computer's dice, who rolls, who sits where. */
export interface SessionSettings {
  /** The seed of every roll and draw the computer makes. */
  readonly seed: string;
  /** Who rolls the dice (see {@link DiceMode}). */
  readonly dice: DiceMode;
  /** Each player's seat; a player left out is a person. */
  readonly seats: Readonly<Record<string, Seat>>;
}

/** What the session waits for now. */
export type Waiting =
  | { readonly kind: "person"; readonly player: string; readonly decision: Decision<unknown> }
  | { readonly kind: "bot"; readonly player: string; readonly decision: Decision<unknown> }
  /** A roll the person makes (real dice) or asks for (`step` dice): the step and, for dice, how to read them. */
  | { readonly kind: "roll"; readonly chance: Chance<unknown>; readonly real: boolean }
  | { readonly kind: "over"; readonly result: unknown };

/** The dice generator after `draws` outcomes picked from `createRng(seed)` (one float each, as `seededChance` picks). */
function rngAfter(seed: string, draws: number): Rng {
  const rng = createRng(seed);
  for (let i = 0; i < draws; i++) rng.float();
  return rng;
}

/**
 * One game being played at a screen: the engine's {@link History} (undo and redo over the pure
 * states), the seats, and the computer's dice. Immutable: every move returns a new session, so a
 * UI keeps it in one piece of state and re-renders. Framework-free and Node-testable.
 *
 * The computer's dice are `seededChance(seed)`; `draws[k]` counts the rolls it made before input
 * `k`, so an undo rewinds the dice with the game and a redo or a replay rolls the same again.
 */
export class Session {
  readonly def: GameDef;
  readonly history: AnyHistory;
  readonly settings: SessionSettings;
  /** `draws[k]`: the computer's rolls before input `k` (one entry per step, the current one last). */
  readonly draws: readonly number[];

  private constructor(def: GameDef, history: AnyHistory, settings: SessionSettings, draws: readonly number[]) {
    this.def = def;
    this.history = history;
    this.settings = settings;
    this.draws = draws;
  }

  /**
   * A new game of `def` with `options` (raw, validated by the game), then the computer's rolls up
   * to the first thing a person or a bot must do.
   */
  static start(def: GameDef, options: unknown, settings: SessionSettings): Session {
    const history = History.start(def.game, options) as AnyHistory;
    return new Session(def, history, settings, [0]).advance();
  }

  /** A session resumed at the end of `history` (a loaded log), with the computer's roll counts. */
  static resume(def: GameDef, history: AnyHistory, settings: SessionSettings, draws: readonly number[]): Session {
    return new Session(def, history, settings, draws);
  }

  /**
   * The same game with other settings (dice, seats; the seed stays the game's): a person may switch
   * to real dice mid-game, or hand a seat to a bot. The computer rolls on if it now should.
   */
  with(settings: Partial<Omit<SessionSettings, "seed">>): Session {
    return new Session(this.def, this.history, { ...this.settings, ...settings, seed: this.settings.seed }, this.draws).advance();
  }

  /** The referee's state (the whole truth; show a player only {@link Session.viewOf}). */
  get state(): unknown {
    return this.history.state;
  }

  /** What happens next (the referee's form: show a player `viewNext`). */
  get next(): Next<unknown, unknown, unknown> {
    return this.history.next;
  }

  /** The players of this game. */
  get players(): string[] {
    return this.def.players(this.history.options);
  }

  /** The seat of `player`. */
  seat(player: string): Seat {
    return this.settings.seats[player] ?? "person";
  }

  /** What the session waits for. */
  get waiting(): Waiting {
    const next = this.next;
    if (next.kind === "over") return { kind: "over", result: next.result };
    if (next.kind === "decision") return { kind: this.seat(next.player), player: next.player, decision: next };
    return { kind: "roll", chance: next, real: this.settings.dice === "real" };
  }

  /** Whether the computer rolls this chance step without asking (seeded dice, or a blind draw). */
  #computerRolls(chance: Chance<unknown>): boolean {
    return this.settings.dice === "seeded" || chance.blind === true;
  }

  /** The player whose eyes the screen shows: the deciding person, else the first person seated (else the first player). */
  get viewer(): string {
    const next = this.next;
    if (next.kind === "decision" && this.seat(next.player) === "person") return next.player;
    const players = this.players;
    return players.find((p) => this.seat(p) === "person") ?? players[0]!;
  }

  /** What `player` may see of the state (the game's `view`, or the state when the game hides nothing). */
  viewOf(player: string): unknown {
    const view = this.def.game.view;
    return view ? view.call(this.def.game, this.history.state, player) : this.history.state;
  }

  #with(history: AnyHistory, draws: readonly number[]): Session {
    return new Session(this.def, history, this.settings, draws);
  }

  /** Applies one input the computer did not roll, recording no draw. */
  #applied(input: unknown, drew: boolean): Session {
    const history = this.history.apply(input);
    const before = this.draws[this.history.steps] ?? 0;
    const draws = [...this.draws.slice(0, this.history.steps + 1), before + (drew ? 1 : 0)];
    return this.#with(history, draws);
  }

  /** The computer's rolls and draws until a decision, the end, or a roll a person makes or asks for. */
  advance(): Session {
    let session: Session = this;
    for (let guard = 0; guard < 100_000; guard++) {
      const next = session.next;
      if (next.kind !== "chance" || !session.#computerRolls(next)) return session;
      session = session.#rollOne(next);
    }
    throw new Error("more than 100,000 chance steps in a row");
  }

  #rollOne(chance: Chance<unknown>): Session {
    const count = this.draws[this.history.steps] ?? 0;
    const outcome = seededChance(rngAfter(this.settings.seed, count)).pick(chance);
    return this.#applied(outcome, true);
  }

  /** The action `action` at a decision (a person's click, a bot's choice), then the computer's rolls. */
  act(action: unknown): Session {
    if (this.next.kind !== "decision") throw new Error("the game does not wait for a decision");
    return this.#applied(action, false).advance();
  }

  /** At a `step`-dice roll: the computer rolls this one (and any blind draws after it). */
  roll(): Session {
    const next = this.next;
    if (next.kind !== "chance") throw new Error("the game does not wait for a roll");
    return this.#rollOne(next).advance();
  }

  /** At a roll, the outcome a person rolled (one of the step's outcomes). */
  enter(outcome: unknown): Session {
    if (this.next.kind !== "chance") throw new Error("the game does not wait for a roll");
    return this.#applied(outcome, false).advance();
  }

  /**
   * At a roll, what real dice show (`reading`, as the step's `roll` says to read it, a printed 0 as 10 where it says so).
   * @returns the session after it, or null when that reading means "roll again" or is not on the dice
   */
  enterReading(reading: number): Session | null {
    const next = this.next;
    if (next.kind !== "chance") throw new Error("the game does not wait for a roll");
    const outcome = readRoll(next, reading);
    return outcome === null ? null : this.enter(outcome);
  }

  /** Whether a person's action can be taken back (bots' actions are undone with it). */
  get canUndo(): boolean {
    return this.history.canUndo;
  }

  /** Whether an undone action can be played again. */
  get canRedo(): boolean {
    return this.history.canRedo;
  }

  #rewound(history: AnyHistory): Session {
    return this.#with(history, this.draws);
  }

  /**
   * Takes back the last action with the rolls after it, and further back past bots' actions, to
   * the last time a person was to act (a bot would only play its move again).
   */
  undo(): Session {
    let history = this.history.undo();
    while (history.canUndo && this.#botDecides(history)) history = history.undo();
    return this.#rewound(history);
  }

  /** Plays again what {@link Session.undo} took back, the same rolls included, through the bots' moves. */
  redo(): Session {
    let history = this.history.redo();
    while (history.canRedo && this.#botDecides(history)) history = history.redo();
    return this.#rewound(history);
  }

  #botDecides(history: AnyHistory): boolean {
    const next = history.next;
    return next.kind === "decision" && this.seat(next.player) === "bot";
  }

  /** Every event from the start, as the referee saw them. */
  get events(): GameEvent[] {
    return this.history.events;
  }
}
