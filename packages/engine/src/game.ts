import type { AnySchema } from "@tt/internal";
import type { PhysicalRoll, StepDetail } from "./step";
import type { HiddenInput } from "./schemas";
import type { IllegalReason } from "./legal";
import type { ViewedNext } from "./view";

/**
 * An event: one thing that happened while an input was applied (a die rolled, a modifier
 * applied, a table row read, a score changed). Events are a discriminated union on `type`
 * that each game defines; a front end can explain every outcome from the events alone.
 *
 * @example
 * ```ts
 * import type { GameEvent } from "@tt/engine";
 * type Rolled = { type: "rolled"; player: string; face: number };
 * const rolled: Rolled = { type: "rolled", player: "p1", face: 4 };
 * const event: GameEvent = rolled; // every game's event union is a GameEvent
 * ```
 */
export interface GameEvent {
  /** What happened, as the game names it. */
  readonly type: string;
}

/**
 * What `apply` returns: the new state and the events the input caused.
 *
 * @example
 * ```ts
 * import type { Applied, GameEvent } from "@tt/engine";
 * const applied: Applied<{ score: number }, GameEvent> = { state: { score: 1 }, events: [] };
 * ```
 */
export interface Applied<State, Event extends GameEvent = GameEvent> {
  /** The state after the input. A new value: the input state is never mutated. */
  readonly state: State;
  /** What happened, in order. */
  readonly events: Event[];
}

/**
 * A decision: `player` must choose one of `actions`, which lists *every* legal action
 * (so a bot or a UI can offer them). Never empty.
 *
 * @example
 * ```ts
 * import type { Decision } from "@tt/engine";
 * const decision: Decision<"roll" | "hold"> = { kind: "decision", player: "p1", prompt: "Roll or hold?", actions: ["roll", "hold"] };
 * ```
 */
export interface Decision<Action, Detail extends StepDetail = StepDetail> {
  readonly kind: "decision";
  /** Who decides. */
  readonly player: string;
  /** What is being decided, in words a UI can show. */
  readonly prompt: string;
  /** Every legal action. */
  readonly actions: readonly Action[];
  /** What is being decided, as typed data (the rule, what is asked, its subject): see {@link StepDetail}. */
  readonly detail?: Detail | undefined;
}

/**
 * One possible outcome of a chance step and its exact probability.
 *
 * @example
 * ```ts
 * import type { ChanceOutcome } from "@tt/engine";
 * const six: ChanceOutcome<number> = { outcome: 6, probability: 1 / 6 };
 * ```
 */
export interface ChanceOutcome<Outcome> {
  readonly outcome: Outcome;
  /** Exact probability, > 0; the probabilities of a step sum to 1. */
  readonly probability: number;
}

/**
 * A chance step: something is about to be rolled or drawn, for `purpose`, with every
 * outcome and its exact probability (OpenSpiel's chance node). A chance driver picks one.
 *
 * @example
 * ```ts
 * import type { Chance } from "@tt/engine";
 * const coin: Chance<"heads" | "tails"> = {
 *   kind: "chance",
 *   purpose: "toss for first player",
 *   outcomes: [{ outcome: "heads", probability: 0.5 }, { outcome: "tails", probability: 0.5 }],
 * };
 * ```
 */
export interface Chance<Outcome, Detail extends StepDetail = StepDetail> {
  readonly kind: "chance";
  /** What the roll or draw is for, in words a UI can show. */
  readonly purpose: string;
  /** Every possible outcome with its probability. */
  readonly outcomes: readonly ChanceOutcome<Outcome>[];
  /** What is rolled or drawn, as typed data (the rule, the table, the dice, whose roll, the modifiers): see {@link StepDetail}. */
  readonly detail?: Detail | undefined;
  /** How a person rolls it with real dice and reads the result: see {@link PhysicalRoll} and {@link readRoll}. */
  readonly roll?: PhysicalRoll | undefined;
  /**
   * A blind draw: which outcome is which is secret from every player (a counter drawn
   * from a cup unseen, a card off a deck). {@link viewNext} shows such a step with its
   * probabilities only; a player's log ({@link playerLog}) records its outcome as hidden.
   */
  readonly blind?: boolean | undefined;
}

/**
 * The game is over, with its result.
 *
 * @example
 * ```ts
 * import type { Over } from "@tt/engine";
 * const over: Over<{ winner: string }> = { kind: "over", result: { winner: "p1" } };
 * ```
 */
export interface Over<Result> {
  readonly kind: "over";
  readonly result: Result;
}

/**
 * What happens next in a state: a decision, a chance step, or the end of the game.
 *
 * @example
 * ```ts
 * import type { Next } from "@tt/engine";
 * function describe(next: Next<string, number, string>): string {
 *   switch (next.kind) {
 *     case "decision": return `${next.player}: ${next.prompt}`;
 *     case "chance": return `rolling for ${next.purpose}`;
 *     case "over": return `over: ${next.result}`;
 *   }
 * }
 * ```
 */
export type Next<Action, Outcome, Result, Detail extends StepDetail = StepDetail> = Decision<Action, Detail> | Chance<Outcome, Detail> | Over<Result>;

/**
 * The kinds of {@link Next}, as a closed set.
 *
 * @example
 * ```ts
 * import { NEXT_KINDS } from "@tt/engine";
 * NEXT_KINDS; // ["decision", "chance", "over"]
 * ```
 */
export const NEXT_KINDS = ["decision", "chance", "over"] as const;

/** One of {@link NEXT_KINDS}. */
export type NextKind = (typeof NEXT_KINDS)[number];

/**
 * The game contract: every engine is a set of pure functions over plain,
 * JSON-serializable data.
 *
 * - `setup(options)` builds the first state from validated options.
 * - `next(state)` says what happens next: a {@link Decision} listing every legal action,
 *   a {@link Chance} step with exact probabilities, or {@link Over} with the result.
 * - `apply(state, input)` applies an action (at a decision) or an outcome (at a chance
 *   step) and returns the new state and the events. It never mutates its input; an
 *   illegal input throws {@link RuleError}.
 * - `view(state, player)`, optional, returns what that player may see.
 *
 * A game with hidden information also says how the rest of what a client receives looks to
 * each player, all optional: `viewNext` (the next step), `viewEvent` (one event) and
 * `viewInput` (one input of the log). The engine's {@link viewNext}, {@link viewEvents} and
 * {@link playerLog} use them, with safe defaults when a game leaves them out. `whyIllegal`
 * explains, with the rule, why an input is not legal.
 *
 * `Event` is an extension of the contract's five type parameters: it defaults to
 * {@link GameEvent} and lets a game type its own event union.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import type { Game } from "@tt/engine";
 *
 * // One coin toss: heads wins.
 * type State = { tossed: "heads" | "tails" | null };
 * const coin: Game<State, never, "heads" | "tails", object, "win" | "loss"> = {
 *   id: "coin",
 *   version: "1.0.0",
 *   optionsSchema: z.object({}),
 *   setup: () => ({ tossed: null }),
 *   next: (state) =>
 *     state.tossed === null
 *       ? { kind: "chance", purpose: "toss", outcomes: [{ outcome: "heads", probability: 0.5 }, { outcome: "tails", probability: 0.5 }] }
 *       : { kind: "over", result: state.tossed === "heads" ? "win" : "loss" },
 *   apply: (_state, input) => ({ state: { tossed: input }, events: [{ type: "tossed" }] }),
 * };
 * ```
 */
export interface Game<State, Action, Outcome, Options, Result, Event extends GameEvent = GameEvent> {
  /** Stable identifier, for example `"syndrome"`; logs record it. */
  readonly id: string;
  /** Rules-data version; logs record it and replays refuse another. */
  readonly version: string;
  /** Validates setup options at the boundary (runners parse options through it). */
  readonly optionsSchema: AnySchema<Options>;
  /** Builds the first state. */
  setup(options: Options): State;
  /** What happens next in `state`. */
  next(state: State): Next<Action, Outcome, Result>;
  /** Applies one input; never mutates `state`; throws {@link RuleError} on an illegal input. */
  apply(state: State, input: Action | Outcome): Applied<State, Event>;
  /** What `player` may see of `state` (hidden information removed). */
  view?(state: State, player: string): unknown;
  /**
   * What `player` may see of the next step, when the engine's default ({@link viewNext}: another
   * player's decision without its actions, a blind chance step without its outcomes) is not enough.
   */
  viewNext?(state: State, player: string): ViewedNext<Action, Outcome, Result>;
  /** What `player` may see of `event`: the event, a redacted copy, or `null` to drop it (default: the event). */
  viewEvent?(event: Event, player: string): Event | null;
  /**
   * What `player` may see of the input applied at `state` in a shared log: the input, or a
   * {@link HiddenInput} (default: the input, except a blind chance step's outcome).
   */
  viewInput?(state: State, input: Action | Outcome, player: string): Action | Outcome | HiddenInput;
  /** Why `input` is not legal in `state`, with the rule it breaks; `undefined` when it is legal or the game cannot say. */
  whyIllegal?(state: State, input: unknown): IllegalReason | undefined;
}

/**
 * Any game, whatever its types; for code that handles games generically.
 *
 * @example
 * ```ts
 * import type { AnyGame } from "@tt/engine";
 * const label = (game: AnyGame) => `${game.id}@${game.version}`;
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: any game at all, whatever its types (unknown would refuse most games: its functions take State)
export type AnyGame = Game<any, any, any, any, any, any>;
