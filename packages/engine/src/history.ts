import { parseOptions } from "./_internal/options";
import type { ChanceDriver } from "./chance";
import { EngineError } from "./errors";
import type { Game, GameEvent, Next } from "./game";
import { parseLog } from "./replay";
import { checkedInput as legalInput } from "./legal";
import { checkDriver, checkGame, stepBudget } from "./_internal/checks";
import { stateChecksum } from "./checksum";
import { LOG_SCHEMA_VERSION, isHiddenInput, type GameLog } from "./schemas";

interface Entry<State, Input, Event> {
  readonly parent: Entry<State, Input, Event> | null;
  readonly state: State;
  /** The input that led here (undefined at the root). */
  readonly input: Input | undefined;
  /** Whether `input` was an action (true) or a chance outcome (false). */
  readonly decision: boolean;
  readonly events: readonly Event[];
  readonly steps: number;
  /** The state's checksum, computed once when a log first needs it. */
  checksum?: string;
}

interface RedoStack<State, Input, Event> {
  readonly entry: Entry<State, Input, Event>;
  readonly rest: RedoStack<State, Input, Event> | null;
}

/**
 * Undo and redo over the pure states, for front ends. A `History` is immutable: `apply`,
 * `undo` and `redo` return a new one and share everything else, so keeping every version
 * costs one node per input (a React state, a Redux store or a Svelte store can hold it as is).
 *
 * `undo()` goes back to before the last *action*, together with the chance outcomes that
 * followed it: undoing never leaves the player at a die roll they could re-roll. `redo()`
 * restores exactly what was undone, the same outcomes included. Applying a new input after
 * an undo discards the redo stack. Whether a new roll after undoing is allowed is the front
 * end's rule to make (a solitaire "take back" versus a tournament).
 *
 * @example
 * ```ts
 * import { History, seededChance, type Game } from "@tt/engine";
 * declare const pig: Game<{ turnTotal: number }, { type: "roll" | "hold" }, number, object, unknown>;
 * let history = History.start(pig, {}).rollChance(seededChance(1)); // deal the secret dice
 * history = history.apply({ type: "roll" }).rollChance(seededChance(2));
 * history = history.undo(); // back to before "roll"
 * history = history.redo(); // the same roll again
 * ```
 */
export class History<State, Action, Outcome, Options, Result, Event extends GameEvent = GameEvent> {
  /** The game being played. */
  readonly game: Game<State, Action, Outcome, Options, Result, Event>;
  /** The parsed setup options. */
  readonly options: Options;
  readonly #current: Entry<State, Action | Outcome, Event>;
  readonly #redo: RedoStack<State, Action | Outcome, Event> | null;
  #next: Next<Action, Outcome, Result> | undefined;

  private constructor(
    game: Game<State, Action, Outcome, Options, Result, Event>,
    options: Options,
    current: Entry<State, Action | Outcome, Event>,
    redo: RedoStack<State, Action | Outcome, Event> | null,
  ) {
    this.game = game;
    this.options = options;
    this.#current = current;
    this.#redo = redo;
  }

  /**
   * A new game: `setup(options)` with nothing to undo.
   *
   * @param game - the game
   * @param options - setup options (validated with the game's schema)
   * @returns the history at the first state
   * @throws {@link EngineError} `engine/invalid-options`; `engine/invalid-argument` for a game that is not one
   * @example
   * ```ts
   * import { History, type Game } from "@tt/engine";
   * declare const pig: Game<unknown, unknown, number, { target?: number }, unknown>;
   * const history = History.start(pig, { target: 50 });
   * ```
   */
  static start<State, Action, Outcome, Options, Result, Event extends GameEvent>(
    game: Game<State, Action, Outcome, Options, Result, Event>,
    options: unknown,
  ): History<State, Action, Outcome, Options, Result, Event> {
    checkGame(game);
    const parsed = parseOptions(game.optionsSchema, options, game.id);
    const root = { parent: null, state: game.setup(parsed), input: undefined, decision: false, events: [], steps: 0 };
    return new History(game, parsed, root, null);
  }

  /**
   * Resumes a saved game: replays `log` (validated like {@link replay}) keeping every state,
   * so the whole game can be undone.
   *
   * @param game - the game
   * @param log - a saved game, for example `history.log` read back from JSON
   * @returns the history at the end of the log
   * @throws {@link EngineError} every error of {@link replay}
   * @example
   * ```ts
   * import { History, type Game } from "@tt/engine";
   * declare const pig: Game<unknown, unknown, number, object, unknown>;
   * declare const saved: string;
   * const history = History.fromLog(pig, JSON.parse(saved));
   * ```
   */
  static fromLog<State, Action, Outcome, Options, Result, Event extends GameEvent>(
    game: Game<State, Action, Outcome, Options, Result, Event>,
    log: unknown,
  ): History<State, Action, Outcome, Options, Result, Event> {
    const checked = parseLog(game, log);
    const root = { parent: null, state: game.setup(checked.options), input: undefined, decision: false, events: [], steps: 0 };
    let history = new History<State, Action, Outcome, Options, Result, Event>(game, checked.options, root, null);
    const checksums = checked.checksums;
    checked.inputs.forEach((input, step) => {
      if (isHiddenInput(input)) {
        throw new EngineError("engine/hidden-input", `step ${step} is hidden from ${checked.viewer ?? "this log's viewer"} (${input.about}): resuming needs the referee's full log`, {
          step,
          path: ["inputs", step],
        });
      }
      history = history.apply(input);
      if (checksums !== undefined && (step + 1) % checksums.every === 0) {
        const recorded = checksums.hashes[(step + 1) / checksums.every - 1];
        if (recorded !== undefined && recorded !== stateChecksum(history.state)) {
          throw new EngineError("engine/log-diverged", `step ${step}: the resumed state's checksum is not the log's ${recorded}: the log was altered at or before this step`, {
            step,
            path: ["inputs", step],
          });
        }
      }
    });
    return history;
  }

  /** The current state. */
  get state(): State {
    return this.#current.state;
  }

  /** What happens next in the current state (computed once). */
  get next(): Next<Action, Outcome, Result> {
    this.#next ??= this.game.next(this.#current.state);
    return this.#next;
  }

  /** Number of inputs applied to reach the current state. */
  get steps(): number {
    return this.#current.steps;
  }

  /** The events caused by the last input (empty at the start). */
  get lastEvents(): readonly Event[] {
    return this.#current.events;
  }

  /** Every event from the start to the current state, in order. */
  get events(): Event[] {
    const chunks: (readonly Event[])[] = [];
    for (let entry: Entry<State, Action | Outcome, Event> | null = this.#current; entry !== null; entry = entry.parent) chunks.push(entry.events);
    return chunks.reverse().flat();
  }

  /**
   * The saved game up to the current state, with the checksum of every state it passed
   * through, so a replay refuses an altered copy at the very input that was changed:
   * {@link replay} or {@link History.fromLog} restore it.
   */
  get log(): GameLog<Options, Action | Outcome> {
    const inputs: (Action | Outcome)[] = [];
    const hashes: string[] = [];
    for (let entry: Entry<State, Action | Outcome, Event> | null = this.#current; entry?.parent; entry = entry.parent) {
      inputs.push(entry.input as Action | Outcome);
      entry.checksum ??= stateChecksum(entry.state);
      hashes.push(entry.checksum);
    }
    inputs.reverse();
    hashes.reverse();
    const log: GameLog<Options, Action | Outcome> = { schemaVersion: LOG_SCHEMA_VERSION, gameId: this.game.id, gameVersion: this.game.version, options: this.options, inputs };
    return inputs.length === 0 ? log : { ...log, checksums: { every: 1, hashes } };
  }

  /** Whether an action has been taken that {@link History.undo} can take back. */
  get canUndo(): boolean {
    for (let entry: Entry<State, Action | Outcome, Event> | null = this.#current; entry?.parent; entry = entry.parent) {
      if (entry.decision) return true;
    }
    return false;
  }

  /** Whether {@link History.redo} has something to restore. */
  get canRedo(): boolean {
    return this.#redo !== null;
  }

  /**
   * Applies one input (an action at a decision, an outcome at a chance step) after checking
   * it is legal, and clears the redo stack.
   *
   * @param input - the action or outcome
   * @returns the history with the input applied; this one is unchanged
   * @throws {@link EngineError} `engine/illegal-action`, `engine/illegal-outcome`, `engine/game-over`;
   * `engine/limit` for an input nested deeper than `MAX_VALUE_DEPTH`; {@link RuleError} from the game.
   * This history is unchanged either way.
   * @example
   * ```ts
   * import { History, type Game } from "@tt/engine";
   * declare const ticTacToe: Game<unknown, number, never, object, unknown>;
   * const after = History.start(ticTacToe, {}).apply(4);
   * ```
   */
  apply(input: Action | Outcome): History<State, Action, Outcome, Options, Result, Event> {
    const next = this.next;
    const step = this.#current.steps;
    if (next.kind === "over") throw new EngineError("engine/game-over", `step ${step}: the game is over; nothing can be applied`, { step });
    const legal = legalInput(this.game, this.#current.state, input, next, step);
    const applied = this.game.apply(this.#current.state, legal);
    const entry = { parent: this.#current, state: applied.state, input: legal, decision: next.kind === "decision", events: applied.events, steps: step + 1 };
    return new History(this.game, this.options, entry, null);
  }

  /**
   * Applies chance outcomes from `driver` until the game reaches a decision or its end.
   *
   * @param driver - where outcomes come from (seeded, scripted)
   * @param maxSteps - stop with `engine/max-steps` after this many outcomes (default 10,000)
   * @returns the history after the outcomes (this one if no chance step is pending)
   * @throws {@link EngineError} `engine/illegal-outcome`, `engine/max-steps`, and the driver's errors;
   * `engine/invalid-argument` for a driver without `pick` or a `maxSteps` that is not a whole number
   * of at least 1, `engine/limit` for one over `MAX_STEPS_CEILING` (both before any outcome is drawn)
   * @example
   * ```ts
   * import { History, scriptedChance, type Game } from "@tt/engine";
   * declare const pig: Game<unknown, unknown, number, object, unknown>;
   * const dealt = History.start(pig, {}).rollChance(scriptedChance([3, 5]));
   * ```
   */
  rollChance(driver: ChanceDriver<Outcome>, maxSteps = 10_000): History<State, Action, Outcome, Options, Result, Event> {
    checkDriver(driver, "driver");
    stepBudget(maxSteps, "maxSteps", 10_000);
    let history: History<State, Action, Outcome, Options, Result, Event> = this;
    for (let count = 0; ; count++) {
      const next = history.next;
      if (next.kind !== "chance") return history;
      if (count >= maxSteps) throw new EngineError("engine/max-steps", `more than ${maxSteps} chance steps in a row`, { step: history.steps });
      history = history.apply(driver.pick(next));
    }
  }

  /**
   * Takes back the last action and the chance outcomes that followed it.
   *
   * @returns the history before that action, with it on the redo stack
   * @throws {@link EngineError} `engine/nothing-to-undo` when no action has been taken
   * @example
   * ```ts
   * import { History, type Game } from "@tt/engine";
   * declare const ticTacToe: Game<unknown, number, never, object, unknown>;
   * const back = History.start(ticTacToe, {}).apply(4).undo(); // the empty board again
   * ```
   */
  undo(): History<State, Action, Outcome, Options, Result, Event> {
    let entry: Entry<State, Action | Outcome, Event> = this.#current;
    while (entry.parent !== null && !entry.decision) entry = entry.parent;
    if (entry.parent === null) throw new EngineError("engine/nothing-to-undo", "nothing to undo: no action has been taken yet");
    return new History(this.game, this.options, entry.parent, { entry: this.#current, rest: this.#redo });
  }

  /**
   * Restores what the last {@link History.undo} took back, the same chance outcomes included.
   *
   * @returns the history as it was before that undo
   * @throws {@link EngineError} `engine/nothing-to-redo` when nothing was undone since the last apply
   * @example
   * ```ts
   * import { History, type Game } from "@tt/engine";
   * declare const ticTacToe: Game<unknown, number, never, object, unknown>;
   * const again = History.start(ticTacToe, {}).apply(4).undo().redo(); // the X in the centre again
   * ```
   */
  redo(): History<State, Action, Outcome, Options, Result, Event> {
    const redo = this.#redo;
    if (redo === null) throw new EngineError("engine/nothing-to-redo", "nothing to redo");
    return new History(this.game, this.options, redo.entry, redo.rest);
  }
}
