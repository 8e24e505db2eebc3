import type { Game, GameEvent } from "./game";
import { checkString } from "./_internal/checks";
import { checkedInput as legalInput } from "./legal";
import { parseLog } from "./replay";
import type { GameLog, HiddenInput } from "./schemas";
import { defaultViewNext } from "./view";

/**
 * The shareable log of one player: the referee's log with every input that player may not
 * know replaced by a {@link HiddenInput} (by default: a blind chance step's outcome; a game
 * says more with `viewInput`), and `viewer` set to the player. It carries no checksums
 * (they are of states the player may not see). Give a player this, never the referee's log.
 *
 * {@link replay} reads a player's log as long as nothing in it is hidden, and refuses it with
 * `engine/hidden-input` at the first hidden input otherwise: the referee's log is needed.
 *
 * @param game - the game
 * @param log - the referee's full log (validated and replayed)
 * @param player - whose log
 * @returns that player's log
 * @throws every error of {@link replay}; `engine/invalid-argument` for a player that is not a string
 * @example
 * ```ts
 * import { playerLog, randomPolicy, runGame, seededChance, type Game } from "@tt/engine";
 * declare const game: Game<unknown, unknown, unknown, object, unknown>;
 * const run = runGame(game, {}, { policies: randomPolicy(1), chance: seededChance(1) });
 * const mine = playerLog(game, run.log, "p1"); // safe to send to p1
 * ```
 */
export function playerLog<State, Action, Outcome, Options, Result, Event extends GameEvent>(
  game: Game<State, Action, Outcome, Options, Result, Event>,
  log: unknown,
  player: string,
): GameLog<Options, Action | Outcome | HiddenInput> {
  checkString(player, "player");
  const checked = parseLog(game, log);
  let state = game.setup(checked.options);
  const inputs: (Action | Outcome | HiddenInput)[] = [];
  checked.inputs.forEach((raw, step) => {
    const next = game.next(state);
    const input = legalInput(game, state, raw, next, step);
    if (game.viewInput) inputs.push(game.viewInput(state, input, player));
    else {
      const seen = defaultViewNext(next, player);
      const hidden = seen.kind === "chance" && "blind" in seen && seen.blind === true;
      inputs.push(hidden ? { hidden: true, ask: "chance", about: seen.purpose } : input);
    }
    state = game.apply(state, input).state;
  });
  return { schemaVersion: checked.schemaVersion, gameId: checked.gameId, gameVersion: checked.gameVersion, options: checked.options, inputs, viewer: player };
}
