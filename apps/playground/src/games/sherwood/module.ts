import type { GameModule } from "../../ui/game-module";
import { SherwoodBoard } from "./board";
import { sherwoodDef } from "./def";
import { sherwoodActionOdds, sherwoodRollOdds } from "./odds";

/** Sherwood's screen (its own chunk). */
export const sherwoodModule: GameModule = { def: sherwoodDef, Board: SherwoodBoard, actionOdds: sherwoodActionOdds, rollOdds: sherwoodRollOdds };
