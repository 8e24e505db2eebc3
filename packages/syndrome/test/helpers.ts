import { syndrome, type Action, type OptionsInput, type Outcome, type State, type SyndromeEvent, type SyndromeGame } from "../src/index";

/** Placement of a scenario: a person (or squad) id and where it stands, with its markers. */
interface Placement {
  at: string;
  controlled?: boolean;
  imprisoned?: boolean;
  hidden?: boolean;
  injured?: boolean;
  horse?: boolean;
  sanctuary?: number;
  spent?: boolean;
}

/** Options of {@link scenario}. */
export interface ScenarioOptions {
  /** Setup options (the rules variants). */
  options?: OptionsInput;
  /** People to place (others: Enterprise crew in the Enterprise box, Royalists, Clerics and squads at home, neutrals out of play). */
  people?: Record<string, Placement | string>;
  witchcraft?: number;
  royalMorale?: number;
  warchest?: number;
  royalOrders?: State["royalOrders"];
  raided?: boolean;
  turn?: number;
  royalParty?: State["royalParty"];
  sworn?: string[];
  /** The queue to start with: default the whole turn from Rebel Actions. */
  queue?: State["queue"];
}

const rules = syndrome.rules;

/**
 * A state at the start of Rebel Actions (turn 1 by default) with people where a test wants
 * them: the setup draws are skipped, every other counter is where setup puts it.
 * Placing a person by a plain string puts the player's free person in that space.
 */
export function scenario(options: ScenarioOptions = {}): State {
  const base = syndrome.setup(syndrome.parseOptions(options.options ?? {}));
  const people = base.people.map((p) => ({ ...p }));
  for (const [id, raw] of Object.entries(options.people ?? {})) {
    const placement: Placement = typeof raw === "string" ? { at: raw } : raw;
    const c = rules.person(id);
    const defaultControlled = c.kind === "enterprise" || c.kind === "archon" || (!placement.imprisoned && c.kind === "neutral");
    people[c.index] = {
      at: placement.at,
      controlled: placement.controlled ?? (placement.imprisoned ? c.kind === "enterprise" : defaultControlled),
      imprisoned: placement.imprisoned ?? false,
      hidden: placement.hidden ?? false,
      injured: placement.injured ?? false,
      horse: placement.horse ?? false,
      sanctuary: placement.sanctuary ?? 0,
      spent: placement.spent ?? false,
    };
  }
  return {
    ...base,
    people,
    turn: options.turn ?? 1,
    phase: "actions",
    witchcraft: options.witchcraft ?? 0,
    royalMorale: options.royalMorale ?? 10,
    warchest: options.warchest ?? 4,
    royalOrders: options.royalOrders ?? "Patrol",
    raided: options.raided ?? false,
    royalParty: options.royalParty ?? { route: -1, hold: false },
    sworn: options.sworn ?? [],
    cup: [],
    queue: options.queue ?? [{ kind: "actions" }, { kind: "expenses" }, { kind: "kings-men", next: 0 }, { kind: "royal-party" }, { kind: "end-turn" }],
  };
}

/** A d10 outcome. */
export const die = (face: number): Outcome => ({ type: "die", face });

/** Applies inputs in order; returns the last state and every event. Throws on an illegal input. */
export function play(state: State, ...inputs: (Action | Outcome)[]): { state: State; events: SyndromeEvent[] } {
  return playWith(syndrome, state, ...inputs);
}

/** {@link play} with another game (a user's data set loaded with `createSyndrome`). */
export function playWith(game: SyndromeGame, state: State, ...inputs: (Action | Outcome)[]): { state: State; events: SyndromeEvent[] } {
  let s = state;
  const events: SyndromeEvent[] = [];
  for (const input of inputs) {
    const applied = game.apply(s, input);
    s = applied.state;
    events.push(...applied.events);
  }
  return { state: s, events };
}

/** Where a person is and how they stand. */
export function person(state: State, id: string) {
  return state.people[rules.person(id).index]!;
}

/** The legal actions now (throws if the game waits for a roll). */
export function actions(state: State): Action[] {
  const next = syndrome.next(state);
  if (next.kind !== "decision") throw new Error(`expected a decision, got ${next.kind}`);
  return [...next.actions];
}

/** The events of one type. */
export function eventsOf<T extends SyndromeEvent["type"]>(events: readonly SyndromeEvent[], type: T): Extract<SyndromeEvent, { type: T }>[] {
  return events.filter((e): e is Extract<SyndromeEvent, { type: T }> => e.type === type);
}
