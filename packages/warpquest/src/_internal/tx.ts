import { Draft, RuleError } from "@tt/engine";
import type { Scenario } from "../scenario";
import type { Action, DeckState, Outcome, Party, WarpQuestEvent } from "../schemas";
import type { State } from "../state";
import { quote } from "./limits";

/**
 * One `apply` in progress, on the engine's copy-on-write {@link Draft}: parties and decks are
 * copied on first write, so the input state is never mutated and unchanged parts are shared.
 */
export class Tx extends Draft<State, WarpQuestEvent> {
  constructor(
    readonly scenario: Scenario,
    state: State,
  ) {
    super(state);
  }

  /** The state being written. */
  get s(): State {
    return this.state;
  }

  /** The party of player index `i`, for reading. */
  read(i: number): Party {
    return this.state.parties[i]!;
  }

  /** The party of player index `i`, copied for writing. */
  party(i: number): Party {
    return this.item("parties", i);
  }

  setDeck(index: number, deck: DeckState): void {
    this.field("decks")[index] = deck;
  }

  name(i: number): string {
    return this.state.parties[i]!.player;
  }
}

/** Reads a die face from an outcome, or throws. */
export function dieFace(input: Action | Outcome, sides: number, purpose: string, rule: string): number {
  if (typeof input === "object" && input !== null && input.type === "die") {
    const face = input.face;
    if (Number.isInteger(face) && face >= 1 && face <= sides) return face;
  }
  throw new RuleError("warpquest/illegal-outcome", `${quote(input)} is not a face of the 1D${sides} rolled for ${purpose}`, rule);
}
