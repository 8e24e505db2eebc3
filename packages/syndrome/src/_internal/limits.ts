/** Limits on what comes from outside (snapshots, inputs), and quoting it safely in messages. */
import { excerpt, formatJsonPath, shapeProblem, tooDeep as pathTooDeep } from "@tt/internal";

/**
 * How a data set or a snapshot may be shaped before its schemas read it: `loadSyndromeData` and
 * `syndrome.parseState` refuse anything past these with `syndrome/invalid-data` or
 * `syndrome/invalid-snapshot` at the JSON path of the offending list or value, so a front end can
 * check a file first and say so in its own words.
 *
 * - `depth` (32): how deeply arrays and objects may nest (the value itself is level 1). A state
 *   nests 6 levels, a data set 5, an input 2.
 * - `items` (10,000): how many items one list may have. The longest the game writes has a few
 *   hundred; a schema collects an issue for each wrong item and overflowed the stack on 200,000.
 *
 * Anything else the game reads (options, actions) is measured with the engine's
 * `DEFAULT_SHAPE_LIMITS` (64 levels, 10,000 items a list or keys an object, a million values).
 *
 * @example
 * ```ts
 * import { SYNDROME_LIMITS } from "@tt/syndrome";
 * SYNDROME_LIMITS.items; // 10000
 * const fits = (list: readonly unknown[]) => list.length <= SYNDROME_LIMITS.items;
 * ```
 */
export const SYNDROME_LIMITS: Readonly<{ depth: number; items: number }> = /* @__PURE__ */ Object.freeze({ depth: 32, items: 10_000 });

/** How deeply arrays and objects may nest in a data set, a snapshot or an input ({@link SYNDROME_LIMITS}`.depth`). */
export const MAX_DEPTH: number = SYNDROME_LIMITS.depth;

/** How many items a list in a data set or a snapshot may have ({@link SYNDROME_LIMITS}`.items`). */
export const MAX_ITEMS: number = SYNDROME_LIMITS.items;

/** A value as a message quotes it: at most 80 characters, then `…`; never throws. */
export const quote: (value: unknown, limit?: number) => string = excerpt;

/** The JSON path of the first array or object nested deeper than {@link MAX_DEPTH} in `value`, or `undefined`. */
export function tooDeep(value: unknown): string | undefined {
  const path = pathTooDeep(value, MAX_DEPTH);
  return path === undefined ? undefined : formatJsonPath(path);
}

/**
 * The JSON path of the first list of more than {@link MAX_ITEMS} items in `value` (no deeper than
 * {@link MAX_DEPTH}), or `undefined`, measured by `@tt/internal`'s `shapeProblem` without recursion.
 * Checked before a schema reads the value: zod collects an issue for each wrong item and overflows
 * the stack passing a few hundred thousand of them on. A value nested too deep is left to {@link tooDeep}.
 */
export function tooLong(value: unknown): string | undefined {
  const problem = shapeProblem(value, { depth: MAX_DEPTH, items: MAX_ITEMS, values: Number.POSITIVE_INFINITY });
  return problem?.kind === "items" ? problem.path : undefined;
}
