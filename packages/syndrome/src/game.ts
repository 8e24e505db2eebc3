import { RuleError, formatJsonPath, parseWith, type Game, type IllegalReason, type Next } from "@tt/engine";
import { loadSyndromeData, type SyndromeRules } from "./data";
import { SyndromeError } from "./errors";
import type { SyndromeEvent } from "./events";
import { SCHEMA_VERSION, actionSchema, optionsSchema, outcomeSchema, type Action, type Options, type Outcome } from "./schemas";
import { parseSnapshot } from "./snapshot";
import { ENTERPRISE, OUT_OF_PLAY, type PersonState, type Result, type State } from "./state";
import { Tx } from "./_internal/tx";
import { advance, decide, pending, resolveChance } from "./rules/flow";
import { royalPartySpace } from "./rules/kings-men";
import { colourOf } from "./rules/setup";
import { reasonOf } from "./rules/why";

/**
 * What the player sees of a game (SYN-3.2): everything except who the hidden prisoners are
 * (their colour only) and what is in the cup.
 *
 * @example
 * ```ts
 * import { syndrome, type SyndromeView } from "@tt/syndrome";
 * const view = syndrome.view(syndrome.setup(syndrome.parseOptions({})), "player") as SyndromeView;
 * view.warchest; // 4
 * ```
 */
export interface SyndromeView {
  /** The turn number (0 during setup). */
  turn: number;
  /** The phase of the turn (SYN-5). */
  phase: State["phase"];
  /** The Witchcraft index (SYN-4.2). */
  witchcraft: number;
  /** The Royal Morale index (SYN-4.2). */
  royalMorale: number;
  /** The Rebel Warchest (SYN-4.2). */
  warchest: number;
  /** The Royal Orders (SYN-12.1). */
  royalOrders: State["royalOrders"];
  /** The Royal Party's space and whether a town holds it (SYN-13). */
  royalParty: { space: string; hold: boolean };
  /** Towns that have sworn fealty, in order. */
  sworn: string[];
  /** Every counter whose identity the player knows, where it is and how it stands. */
  people: ({ id: string; name: string; kind: string } & PersonState)[];
  /** Prisoners whose identity is hidden: only the space and the counter's colour. */
  hiddenPrisoners: { space: string; colour: string }[];
  /** How many counters are in the setup cup. */
  cup: number;
  /** How the game ended, or `null` while it runs. */
  result: Result | null;
}

/**
 * The Sherwood Syndrome as an `@tt/engine` game, plus the compiled data it plays with.
 *
 * @example
 * ```ts
 * import { syndrome } from "@tt/syndrome";
 * const state = syndrome.setup(syndrome.parseOptions({ maxTurns: 60 }));
 * syndrome.next(state).kind; // "chance": the first blind draw into the cup
 * ```
 */
export interface SyndromeGame extends Game<State, Action, Outcome, Options, Result, SyndromeEvent> {
  /** The compiled data set. */
  readonly rules: SyndromeRules;
  /**
   * Options with defaults applied.
   *
   * @param options - options as a caller writes them
   * @returns validated options
   * @throws {@link SyndromeError} `syndrome/invalid-options` naming the option
   * @example
   * ```ts
   * import { syndrome } from "@tt/syndrome";
   * syndrome.parseOptions({ maxTurns: 60 }); // { maxTurns: 60, startingWarchest: 4, openRebellion: "needs-crew", aidThePoor: "any-amount", squadsAct: "near-any-controlled", joinEffects: "on-gaining-control", gorenKit: false }
   * ```
   */
  parseOptions(options?: unknown): Options;
  /**
   * Reads a state snapshot (for example a saved game's JSON), checking its shape and references.
   *
   * @param json - a snapshot
   * @returns the state
   * @throws {@link SyndromeError} `syndrome/invalid-snapshot` naming the path, or `syndrome/unsupported-schema-version`
   * @example
   * ```ts
   * import { syndrome } from "@tt/syndrome";
   * const saved = JSON.stringify(syndrome.setup(syndrome.parseOptions({})));
   * const state = syndrome.parseState(JSON.parse(saved));
   * ```
   */
  parseState(json: unknown): State;
  /**
   * What the player may see of `state` (SYN-3.2): the hidden prisoners show only their colour.
   *
   * @param state - a state
   * @param player - the player's name ({@link PLAYER}; the Syndrome is solitaire)
   * @returns the player's view
   * @see SYN-3.2
   * @example
   * ```ts
   * import { syndrome } from "@tt/syndrome";
   * syndrome.view(syndrome.setup(syndrome.parseOptions({})), "player").hiddenPrisoners; // [] until the blind draws
   * ```
   */
  view(state: State, player: string): SyndromeView;
  /**
   * Why `input` is not legal in `state`, in words a player can act on, with the rule it breaks
   * (the same reason `apply` throws); `undefined` when it is legal.
   *
   * @param state - a state
   * @param input - a candidate action or outcome (untrusted)
   * @returns the reason, or `undefined`
   * @example
   * ```ts
   * import { syndrome, type State } from "@tt/syndrome";
   * declare const state: State; // Rebel Actions, Kirk beamed down to Trott this turn
   * syndrome.whyIllegal(state, { type: "beam-up", person: "kirk" }); // { message: "Kirk already beamed down this turn: ...", ruleId: "SYN-9.2" }
   * ```
   */
  whyIllegal(state: State, input: unknown): IllegalReason | undefined;
}

/**
 * The id `@tt/engine` logs record for the Syndrome.
 *
 * @example
 * ```ts
 * import { GAME_ID, syndrome } from "@tt/syndrome";
 * syndrome.id === GAME_ID; // true: "syndrome"
 * ```
 */
export const GAME_ID = "syndrome";
/**
 * The rules-data version logs record; replays refuse another.
 *
 * @example
 * ```ts
 * import { GAME_VERSION, syndrome } from "@tt/syndrome";
 * syndrome.version === GAME_VERSION; // true: a saved log records it
 * ```
 */
export const GAME_VERSION = "1.0.0";
/**
 * The one player's name.
 *
 * @example
 * ```ts
 * import { PLAYER, syndrome } from "@tt/syndrome";
 * syndrome.view(syndrome.setup(syndrome.parseOptions({})), PLAYER).warchest; // 4
 * ```
 */
export const PLAYER = "player";

/**
 * Builds The Sherwood Syndrome over a data set: the package's own ({@link SYNDROME_DATA}) or a
 * user's corrected copy.
 *
 * @param data - compiled rules from {@link loadSyndromeData}, or raw JSON data
 * @returns the game
 * @throws {@link SyndromeError} `syndrome/invalid-data` for corrupt data
 * @example
 * ```ts
 * import { createSyndrome, SYNDROME_DATA } from "@tt/syndrome";
 * const game = createSyndrome(SYNDROME_DATA);
 * game.id; // "syndrome"
 * ```
 */
export function createSyndrome(data: unknown): SyndromeGame {
  const rules: SyndromeRules = isRules(data) ? data : loadSyndromeData(data);

  function parseOptions(raw: unknown = {}): Options {
    return parseWith(optionsSchema, raw ?? {}, ({ path, message, issues }) => new SyndromeError("syndrome/invalid-options", message, path, issues), ["options"]);
  }

  function setup(rawOptions: Options): State {
    const options = parseOptions(rawOptions);
    const people: PersonState[] = rules.counters.map((c) => ({
      at: c.kind === "enterprise" ? ENTERPRISE : c.kind === "royalist" || c.kind === "cleric" || c.kind === "squad" ? c.home! : OUT_OF_PLAY,
      controlled: c.kind === "enterprise",
      imprisoned: false,
      hidden: false,
      injured: false,
      horse: false,
      sanctuary: 0,
      spent: false,
    }));
    return {
      schemaVersion: SCHEMA_VERSION,
      rules: { ...options },
      turn: 0,
      phase: "setup",
      witchcraft: 0,
      royalMorale: 10,
      warchest: options.startingWarchest,
      royalOrders: "Patrol",
      raided: false,
      people,
      royalParty: { route: -1, hold: false },
      sworn: [],
      rebellion: [],
      freedBy: [],
      flags: { acted: [], beamDown: [], beamUp: [], noSupply: [], starved: [] },
      cup: [],
      queue: [{ kind: "fill-cup", left: 8, then: "prison" }],
      result: null,
    };
  }

  function next(state: State): Next<Action, Outcome, Result> {
    if (state.result !== null) return { kind: "over", result: state.result };
    const p = pending(rules, state);
    if (p.kind === "over") return { kind: "over", result: state.result! };
    if (p.kind === "decision") return { kind: "decision", player: PLAYER, prompt: p.prompt, actions: p.actions, detail: p.detail };
    return p.blind ? { kind: "chance", purpose: p.purpose, outcomes: p.outcomes, detail: p.detail, roll: p.roll, blind: true } : { kind: "chance", purpose: p.purpose, outcomes: p.outcomes, detail: p.detail, roll: p.roll };
  }

  function apply(state: State, input: Action | Outcome): { state: State; events: SyndromeEvent[] } {
    if (state.result !== null) throw new RuleError("syndrome/game-over", "the game is over");
    const tx = new Tx(rules, state);
    if (typeof input !== "object" || input === null || typeof (input as { type?: unknown }).type !== "string") throw new RuleError("syndrome/illegal-action", `${JSON.stringify(input)} is neither an action nor an outcome`);
    if (input.type === "die" || input.type === "draw") {
      const outcome = parseWith(outcomeSchema, input, ({ path, message, issues }) =>
        new RuleError("syndrome/illegal-outcome", `${JSON.stringify(input)} is not an outcome: ${message}`, undefined, { path, issues }),
      );
      resolveChance(tx, outcome);
    } else {
      const action = parseWith(actionSchema, input, ({ path, message, issues }) =>
        new RuleError("syndrome/illegal-action", `${JSON.stringify(input)} is not an action: ${path} ${message}`, undefined, { path, issues }),
      );
      decide(tx, action);
    }
    advance(tx);
    return { state: tx.s, events: tx.events };
  }

  function whyIllegal(state: State, input: unknown): IllegalReason | undefined {
    if (state.result !== null) return { message: "the game is over" };
    if (typeof input !== "object" || input === null || typeof (input as { type?: unknown }).type !== "string") return { message: `${JSON.stringify(input)} is neither an action nor an outcome` };
    const type = (input as { type: string }).type;
    const parsed = type === "die" || type === "draw" ? outcomeSchema.safeParse(input) : actionSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { message: `${JSON.stringify(input)} is not ${type === "die" || type === "draw" ? "an outcome" : "an action"}: ${issue.path.length > 0 ? `${formatJsonPath(issue.path)} ` : ""}${issue.message}` };
    }
    return reasonOf(rules, state, pending(rules, state), parsed.data);
  }

  function view(state: State, _player: string): SyndromeView {
    const people: SyndromeView["people"] = [];
    const hiddenPrisoners: SyndromeView["hiddenPrisoners"] = [];
    state.people.forEach((p, i) => {
      const c = rules.counters[i]!;
      if (p.hidden) hiddenPrisoners.push({ space: p.at, colour: colourOf(c.kind) });
      else if (p.at !== OUT_OF_PLAY) people.push({ id: c.id, name: c.name, kind: c.kind, ...p });
    });
    hiddenPrisoners.sort((a, b) => (a.space < b.space ? -1 : a.space > b.space ? 1 : a.colour < b.colour ? -1 : 1));
    return {
      turn: state.turn,
      phase: state.phase,
      witchcraft: state.witchcraft,
      royalMorale: state.royalMorale,
      warchest: state.warchest,
      royalOrders: state.royalOrders,
      royalParty: { space: royalPartySpace(rules, state), hold: state.royalParty.hold },
      sworn: state.sworn.slice(),
      people,
      hiddenPrisoners,
      cup: state.cup.length,
      result: state.result,
    };
  }

  function parseState(json: unknown): State {
    return parseSnapshot(rules, json);
  }

  return { id: GAME_ID, version: GAME_VERSION, optionsSchema, rules, parseOptions, setup, next, apply, view, whyIllegal, parseState };
}

function isRules(value: unknown): value is SyndromeRules {
  return typeof value === "object" && value !== null && "counters" in value && "distance" in value;
}
