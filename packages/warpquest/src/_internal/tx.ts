import { RuleError } from "@tt/engine";
import type { Scenario } from "../scenario";
import type { Action, DeckState, Outcome, Party, WarpQuestEvent } from "../schemas";
import type { State } from "../state";

/**
 * One `apply` in progress: a shallow copy of the state whose parties and decks are
 * copied on first write, so the input state is never mutated and unchanged parts are shared.
 */
export class Tx {
  readonly s: State;
  readonly events: WarpQuestEvent[] = [];
  private partiesCopied = false;
  private copiedMask = 0;
  private decksCopied = false;

  constructor(
    readonly scenario: Scenario,
    state: State,
  ) {
    this.s = { ...state };
  }

  /** The party of player index `i`, for reading. */
  read(i: number): Party {
    return this.s.parties[i]!;
  }

  /** The party of player index `i`, copied for writing. */
  party(i: number): Party {
    if ((this.copiedMask & (1 << i)) === 0) {
      if (!this.partiesCopied) {
        this.s.parties = this.s.parties.slice();
        this.partiesCopied = true;
      }
      this.s.parties[i] = { ...this.s.parties[i]! };
      this.copiedMask |= 1 << i;
    }
    return this.s.parties[i]!;
  }

  setDeck(index: number, deck: DeckState): void {
    if (!this.decksCopied) {
      this.s.decks = this.s.decks.slice();
      this.decksCopied = true;
    }
    this.s.decks[index] = deck;
  }

  name(i: number): string {
    return this.s.parties[i]!.player;
  }

  emit(event: WarpQuestEvent): void {
    this.events.push(event);
  }
}

/** Reads a die face from an outcome, or throws. */
export function dieFace(input: Action | Outcome, sides: number, purpose: string, rule: string): number {
  if (typeof input === "object" && input !== null && input.type === "die") {
    const face = input.face;
    if (Number.isInteger(face) && face >= 1 && face <= sides) return face;
  }
  throw new RuleError("warpquest/illegal-outcome", `${JSON.stringify(input)} is not a face of the 1D${sides} rolled for ${purpose}`, rule);
}

/** Finds `input` among the legal actions, or throws. */
export function legalAction(input: Action | Outcome, legal: readonly Action[], prompt: string, rule: string): Action {
  if (typeof input === "object" && input !== null) {
    for (const action of legal) {
      if (sameAction(action, input)) return action;
    }
  }
  throw new RuleError(
    "warpquest/illegal-action",
    `${JSON.stringify(input)} is not a legal answer to "${prompt}"; legal: ${legal.map((action) => JSON.stringify(action)).join(", ")}`,
    rule,
  );
}

function sameAction(a: Action, b: Action | Outcome): boolean {
  if (a.type !== b.type) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key in left) if (left[key] !== right[key]) return false;
  for (const key in right) if (left[key] !== right[key]) return false;
  return true;
}
