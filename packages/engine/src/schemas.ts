import { z } from "zod";

/**
 * The version of the serialized log format this package writes and reads.
 * A log with another `schemaVersion` is refused with `engine/unsupported-schema-version`.
 *
 * @example
 * ```ts
 * import { LOG_SCHEMA_VERSION } from "@tt/engine";
 * LOG_SCHEMA_VERSION; // 1
 * ```
 */
export const LOG_SCHEMA_VERSION = 1 as const;

/**
 * Zod schema of a saved game: which game and rules version, the log format version,
 * the setup options and every input (actions and chance outcomes) in order; optionally
 * the checksums of states at intervals (a replay refuses a log that diverges from them) and,
 * on a player's shareable log, whose it is (`viewer`).
 * Replaying the inputs from `setup(options)` reproduces every state exactly.
 *
 * Options and inputs are validated against the game itself by {@link replay}; this
 * schema checks the envelope.
 *
 * @example
 * ```ts
 * import { gameLogSchema } from "@tt/engine";
 * const log = gameLogSchema.parse({ schemaVersion: 1, gameId: "pig", gameVersion: "1.0.0", options: {}, inputs: [] });
 * ```
 */
export const gameLogSchema = z
  .object({
    schemaVersion: z.literal(LOG_SCHEMA_VERSION),
    gameId: z.string().min(1),
    gameVersion: z.string().min(1),
    options: z.unknown(),
    inputs: z.array(z.unknown()),
    /** Checksums of states ({@link stateChecksum}): `hashes[k]` is of the state after `(k + 1) * every` inputs. */
    checksums: z
      .object({ every: z.number().int().min(1), hashes: z.array(z.string().regex(/^[0-9a-f]{16}$/)) })
      .strict()
      .optional(),
    /** Set on a player's shareable log ({@link playerLog}): whose it is. */
    viewer: z.string().min(1).optional(),
  })
  .strict();

/**
 * A saved game (see {@link gameLogSchema}). `Input` is the game's `Action | Outcome`.
 *
 * @example
 * ```ts
 * import type { GameLog } from "@tt/engine";
 * const log: GameLog<{ target: number }, string | number> = {
 *   schemaVersion: 1, gameId: "pig", gameVersion: "1.0.0", options: { target: 100 }, inputs: [1, "hold"],
 * };
 * ```
 */
export type GameLog<Options = unknown, Input = unknown> = Omit<z.infer<typeof gameLogSchema>, "options" | "inputs"> & {
  options: Options;
  inputs: Input[];
};

/**
 * Zod schema of one event: an object with a string `type`; any other fields are kept.
 * Games export stricter schemas of their own event unions.
 *
 * @example
 * ```ts
 * import { gameEventSchema } from "@tt/engine";
 * gameEventSchema.parse({ type: "rolled", face: 6 }); // { type: "rolled", face: 6 }
 * ```
 */
export const gameEventSchema = z.looseObject({ type: z.string().min(1) });

/**
 * Zod schema of a stream of events, as a front end might store or send it.
 *
 * @example
 * ```ts
 * import { gameEventsSchema } from "@tt/engine";
 * gameEventsSchema.parse([{ type: "rolled", face: 6 }, { type: "held" }]);
 * ```
 */
export const gameEventsSchema = z.array(gameEventSchema);
