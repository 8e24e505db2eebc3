/**
 * How deeply a value from outside may nest: a log's options and each of its inputs, the
 * options handed to a runner, an input handed to {@link legalInput} or {@link History.apply},
 * and a value handed to {@link stateChecksum}. The value itself is level 1 (`{ type: "move",
 * to: { q: 1, r: 2 } }` nests 2 levels). Deeper (or cyclic) values are refused before anything
 * walks them recursively: `engine/invalid-log` naming the step and the path in a log,
 * `engine/invalid-options` in options, `engine/limit` elsewhere. No game here comes close: the
 * Syndrome's and WarpQuest's inputs nest 1 or 2 levels, their states 4 to 6.
 *
 * @example
 * ```ts
 * import { MAX_VALUE_DEPTH, stateChecksum } from "@tt/engine";
 * let deep: unknown = 1;
 * for (let level = 0; level <= MAX_VALUE_DEPTH; level++) deep = [deep];
 * // stateChecksum(deep) throws EngineError "engine/limit"
 * ```
 */
export const MAX_VALUE_DEPTH = 64;

/**
 * The largest step budget any runner takes: `maxSteps` of {@link runGame},
 * {@link runGameAsync}, {@link runSeededGame}, {@link simulate}, {@link checkConformance} and
 * {@link History.rollChance}, `maxChanceSteps` of {@link outcomeOdds} and `maxNodes` of
 * {@link expectimax}. A run keeps every input it applies, so its budget bounds its memory as
 * well as its time; a larger budget is refused with `engine/limit`. The defaults are far below
 * it (1,000,000 inputs per run, 10,000 per conformance game). Also the most inputs, and
 * checksums, a log may hold ({@link parseLog}: `engine/invalid-log` past it).
 *
 * @example
 * ```ts
 * import { MAX_STEPS_CEILING, randomPolicy, runGame, seededChance, type Game } from "@tt/engine";
 * declare const pig: Game<unknown, unknown, number, object, unknown>;
 * runGame(pig, {}, { policies: randomPolicy(1), chance: seededChance(1), maxSteps: MAX_STEPS_CEILING }); // ok
 * ```
 */
export const MAX_STEPS_CEILING = 10_000_000;
