import type { Policy } from "@tt/engine";
import {
  PLAYER,
  actionGroup,
  actionLabel,
  heuristicPolicy,
  narrate,
  outcomeLabel,
  syndrome,
  type Action,
  type Options,
  type Outcome,
  type Result,
  type SyndromeEvent,
  type SyndromeView,
} from "@tt/syndrome";
import type { GameDef } from "../../session/game-def";

const rules = syndrome.rules;

/** Whole numbers from a URL parameter, or undefined. */
function whole(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The Sherwood Syndrome, for the playground: its words and bot are @tt/syndrome's own. */
export const syndromeDef: GameDef = {
  id: "syndrome",
  title: "The Sherwood Syndrome",
  game: syndrome,
  options: (params) => {
    const maxTurns = whole(params["maxTurns"]);
    return maxTurns === undefined ? {} : { maxTurns };
  },
  params: (options) => ({ maxTurns: String((options as Options).maxTurns) }),
  players: () => [PLAYER],
  bot: () => heuristicPolicy(syndrome) as Policy<unknown, unknown>,
  labelAction: (action, view) => actionLabel(rules, action as Action, view as SyndromeView),
  groupAction: (action, view) => actionGroup(rules, action as Action, view as SyndromeView),
  labelOutcome: (outcome) => outcomeLabel(rules, outcome as Outcome),
  narrate: (event) => narrate(rules, event as SyndromeEvent),
  describeResult: (value) => {
    const result = value as Result;
    const why = { victory: "a town rose in open rebellion", fealty: "Klamath Town swore fealty", witchcraft: "Witchcraft reached 10", "turn-limit": "the turn limit was reached" }[result.reason];
    return `${result.winner === "player" ? "You win" : "The King wins"} on turn ${result.turn}: ${why}.`;
  },
};
