import type { DrawSource } from "@tt/tables";
import type { z } from "zod";
import type { stateSchema } from "./schemas";

/**
 * A WarpQuest game state: plain JSON (see {@link stateSchema} for its parts). `sources`
 * holds one `@tt/tables` draw source per module deck, then the Aid deck if any.
 */
export type State = Omit<z.output<typeof stateSchema>, "sources"> & { sources: DrawSource<string>[] };

/** The first space of the track. @see WQ-BOARD */
export const START_SPACE = 1;
/** The last space of the track, where the Objective is found. @see WQ-BOARD */
export const END_SPACE = 30;
