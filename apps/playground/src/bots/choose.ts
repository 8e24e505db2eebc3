import type { GameDef } from "../session/game-def";
import type { BotRequest, BotReply } from "./protocol";

/**
 * The bot's answer to a request: the game's own bot (`heuristicPolicy`) picks an action, and the
 * answer names it by its index in the decision (so nothing but plain numbers crosses back).
 */
export function chooseAction(def: GameDef, request: BotRequest): BotReply {
  const action = def.bot()(request.decision, request.state);
  const index = request.decision.actions.findIndex((candidate) => JSON.stringify(candidate) === JSON.stringify(action));
  return index < 0 ? { id: request.id, error: `the bot chose an action the decision does not list: ${JSON.stringify(action)}` } : { id: request.id, index };
}
