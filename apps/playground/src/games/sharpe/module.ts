import type { GameModule } from "../../ui/game-module";
import { SharpeBoard } from "./board";
import { sharpeDef } from "./def";
import { sharpeActionOdds, sharpeRollOdds } from "./odds";

/** WarpQuest's Sharpe screen (its own chunk). */
export const sharpeModule: GameModule = { def: sharpeDef, Board: SharpeBoard, actionOdds: sharpeActionOdds, rollOdds: sharpeRollOdds };
