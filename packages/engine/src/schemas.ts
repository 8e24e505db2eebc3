// `import * as z` (not `import { z }`) and every schema built inside a function call marked
// pure, `/* @__PURE__ */ (() => ...)()`: a bundler then drops an unused schema, and zod with
// it, so a program that never validates does not pay for zod (see "Bundle size" in the README).
import * as z from "zod/mini";

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

/** A state checksum as a log writes it ({@link stateChecksum}): 16 lowercase hexadecimal digits. @internal */
export const CHECKSUM_PATTERN = /^[0-9a-f]{16}$/;

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
export const gameLogSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    schemaVersion: z.literal(LOG_SCHEMA_VERSION),
    gameId: z.string().check(z.minLength(1)),
    gameVersion: z.string().check(z.minLength(1)),
    options: z.unknown(),
    inputs: z.array(z.unknown()),
    /** Checksums of states ({@link stateChecksum}): `hashes[k]` is of the state after `(k + 1) * every` inputs. */
    checksums: z.optional(z.strictObject({ every: z.int().check(z.minimum(1)), hashes: z.array(z.string().check(z.regex(CHECKSUM_PATTERN))) })),
    /** Set on a player's shareable log ({@link playerLog}): whose it is. */
    viewer: z.optional(z.string().check(z.minLength(1))),
  }))();

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
export const gameEventSchema = /* @__PURE__ */ (() => z.looseObject({ type: z.string().check(z.minLength(1)) }))();

/**
 * Zod schema of a stream of events, as a front end might store or send it.
 *
 * @example
 * ```ts
 * import { gameEventsSchema } from "@tt/engine";
 * gameEventsSchema.parse([{ type: "rolled", face: 6 }, { type: "held" }]);
 * ```
 */
export const gameEventsSchema = /* @__PURE__ */ (() => z.array(gameEventSchema))();

/**
 * An input of a player's log that the player may not know: a blind draw's outcome, another
 * player's secret choice. `ask` is what kind of step it answered, `about` the step's public
 * prose (its `purpose` or `prompt`).
 *
 * @example
 * ```ts
 * import type { HiddenInput } from "@tt/engine";
 * const draw: HiddenInput = { hidden: true, ask: "chance", about: "Draw a prisoner blind for Nottingham" };
 * ```
 */
export interface HiddenInput {
  readonly hidden: true;
  readonly ask: "decision" | "chance";
  readonly about: string;
}

/**
 * Zod schema of {@link HiddenInput}.
 *
 * @example
 * ```ts
 * import { hiddenInputSchema } from "@tt/engine";
 * hiddenInputSchema.safeParse({ hidden: true, ask: "chance", about: "a blind draw" }).success; // true
 * ```
 */
export const hiddenInputSchema = /* @__PURE__ */ (() => z.strictObject({ hidden: z.literal(true), ask: z.literal(["decision", "chance"]), about: z.string() }))();

/**
 * Whether a log input is a {@link HiddenInput} placeholder.
 *
 * @param input - an input of a log
 * @returns true for a placeholder
 * @example
 * ```ts
 * import { isHiddenInput } from "@tt/engine";
 * isHiddenInput({ hidden: true, ask: "chance", about: "a blind draw" }); // true
 * isHiddenInput({ type: "die", face: 3 }); // false
 * ```
 */
export function isHiddenInput(input: unknown): input is HiddenInput {
  return typeof input === "object" && input !== null && (input as { hidden?: unknown }).hidden === true && z.safeParse(hiddenInputSchema, input).success;
}
