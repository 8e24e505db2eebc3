import type { Policy } from "@tt/engine";
import { actionLabel, heuristicPolicy, narrate, outcomeLabel, sharpe, type Action, type Options, type Outcome, type Result, type WarpQuestEvent } from "@tt/warpquest";
import type { GameDef } from "../../session/game-def";

const scenario = sharpe.scenario;

function whole(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** WarpQuest's Sharpe scenario, for the playground: its words and bot are @tt/warpquest's own. */
export const sharpeDef: GameDef = {
  id: "sharpe",
  title: "WarpQuest: Sharpe",
  game: sharpe,
  options: (params) => {
    const players = whole(params["players"]);
    const campaigns = whole(params["campaigns"]);
    return { ...(players !== undefined ? { players } : {}), ...(campaigns !== undefined ? { campaigns } : {}) };
  },
  params: (options) => ({ players: String((options as Options).players), campaigns: String((options as Options).campaigns) }),
  players: (options) => Array.from({ length: (options as Options).players }, (_, i) => `p${i + 1}`),
  bot: () => heuristicPolicy(sharpe) as Policy<unknown, unknown>,
  labelAction: (action) => actionLabel(scenario, action as Action),
  labelOutcome: (outcome) => outcomeLabel(scenario, outcome as Outcome),
  narrate: (event) => narrate(scenario, event as WarpQuestEvent),
  describeResult: (value) => {
    const result = value as Result;
    const fates = result.officers.map((o) => `${o.player} ${o.alive ? "survived" : "was killed"} as ${o.rank} (${o.promotions} promotion${o.promotions === 1 ? "" : "s"})`);
    // Sharpe has no Objective to bring home: its officers' careers end, and "No winner" is only for a game that lost them all.
    const head = result.winner ? `${result.winner} wins` : result.officers.some((o) => o.alive) ? `The career${result.officers.length === 1 ? " is" : "s are"} over` : "No winner";
    return `${head}: ${fates.join("; ")}.`;
  },
};
