import type { z } from "zod";
import type { stateSchema } from "./schemas";

/**
 * A WarpQuest game state: plain JSON, validated by {@link stateSchema}.
 *
 * @example
 * ```ts
 * import { sharpe, type State } from "@tt/warpquest";
 * const state: State = sharpe.setup(sharpe.parseOptions({}));
 * state.parties[0]!.endurance; // 10
 * ```
 */
export type State = z.output<typeof stateSchema>;

/**
 * The first space of the track.
 *
 * @see WQ-BOARD
 * @example
 * ```ts
 * import { START_SPACE } from "@tt/warpquest";
 * START_SPACE; // 1
 * ```
 */
export const START_SPACE = 1;

/**
 * The last space of the track, where the Objective is found.
 *
 * @see WQ-BOARD
 * @example
 * ```ts
 * import { END_SPACE } from "@tt/warpquest";
 * END_SPACE; // 30
 * ```
 */
export const END_SPACE = 30;
