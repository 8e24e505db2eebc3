/** Limits on what comes from outside (snapshots, inputs), and quoting it safely in messages. */
import { excerpt, formatJsonPath, tooDeep as pathTooDeep } from "@tt/internal";

/** How deeply arrays and objects may nest in a snapshot or an input: a state nests 5 deep, an input 1. */
export const MAX_DEPTH = 32;

/** A value as a message quotes it: at most 80 characters, then `…`; never throws. */
export const quote: (value: unknown, limit?: number) => string = excerpt;

/** The JSON path of the first array or object nested deeper than {@link MAX_DEPTH} in `value`, or `undefined`. */
export function tooDeep(value: unknown): string | undefined {
  const path = pathTooDeep(value, MAX_DEPTH);
  return path === undefined ? undefined : formatJsonPath(path);
}
