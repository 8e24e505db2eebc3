import type { GameModule } from "../../ui/game-module";
import { SyndromeBoard } from "./board";
import { syndromeDef } from "./def";
import { syndromeActionOdds, syndromeRollOdds } from "./odds";

/** The Sherwood Syndrome's screen (its own chunk). */
export const syndromeModule: GameModule = { def: syndromeDef, Board: SyndromeBoard, actionOdds: syndromeActionOdds, rollOdds: syndromeRollOdds };
