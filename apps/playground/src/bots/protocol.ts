import type { Decision } from "@tt/engine";

/** What the page asks the bot worker: the game, the referee's state and the decision to make. */
export interface BotRequest {
  readonly id: number;
  readonly game: string;
  readonly state: unknown;
  readonly decision: Decision<unknown>;
}

/** The worker's answer: the index of the chosen action in `decision.actions`, or why it could not choose. */
export type BotReply = { readonly id: number; readonly index: number } | { readonly id: number; readonly error: string };
