// Checks of arguments at the public boundary, kept small: the geometry that
// loops or allocates by its input (ranges, lines) imports them.
import { HexgridError, type HexgridErrorCode } from "../errors";
import type { Hex } from "../hex";
import { HEXGRID_LIMITS } from "../limits";

/** How much of a value an error message quotes. */
const QUOTE_LENGTH = 80;

/**
 * A value as an error message quotes it: a string as JSON cut to 80 characters
 * and `…`, a hex as `{ q: NaN, r: 0 }`, anything else by its kind. Never throws
 * (symbols, BigInts, proxies, throwing getters) and never runs long.
 */
export function show(value: unknown, nested = false): string {
  let text: string;
  try {
    const kind = typeof value;
    const hex = !nested && kind === "object" && value !== null && ("q" in (value as object) || "r" in (value as object));
    text =
      kind === "string"
        ? JSON.stringify((value as string).slice(0, QUOTE_LENGTH))
        : hex
          ? `{ q: ${show((value as Hex).q, true)}, r: ${show((value as Hex).r, true)} }`
          : kind === "function"
            ? "a function"
            : kind === "object" && value !== null
              ? Array.isArray(value)
                ? `an array of ${value.length}`
                : "an object"
              : String(value);
  } catch {
    text = "an unreadable value";
  }
  const long = text.length > QUOTE_LENGTH + 2 || (typeof value === "string" && value.length > QUOTE_LENGTH);
  return long ? `${text.slice(0, QUOTE_LENGTH + 2)}…` : text;
}

/** How many problems a map's validation lists, at most; then it says how many more there are. */
export const LISTED_PROBLEMS = 100;

/** The last issue of a validation that found `problems` problems, more than it lists. */
export function unlisted(problems: number): string {
  return `${(problems - LISTED_PROBLEMS).toLocaleString("en")} more problems are not listed (${problems.toLocaleString("en")} in all; the first ${LISTED_PROBLEMS} are)`;
}

/** A typed error about one argument: `path` names it (`start.q`), and leads the message. */
export function argumentError(code: HexgridErrorCode, path: string, message: string): HexgridError {
  return new HexgridError(code, path ? `${path}: ${message}` : message, [{ path, message }], path);
}

/** `hexgrid/bad-argument` for `value` at `path`, which should have been `expected`. */
export function badArgument(path: string, expected: string, value: unknown): HexgridError {
  return argumentError("hexgrid/bad-argument", path, `expected ${expected}, got ${show(value)}`);
}

function isCoordinate(x: unknown): boolean {
  return Number.isInteger(x) && Math.abs(x as number) <= HEXGRID_LIMITS.coordinate;
}

/** Throws `hexgrid/bad-argument` unless `value` is a hex with integer coordinates within the coordinate limit. */
export function checkHex(value: unknown, path: string): asserts value is Hex {
  if (typeof value !== "object" || value === null) throw badArgument(path, "a hex { q, r }", value);
  const h = value as { q?: unknown; r?: unknown };
  if (!isCoordinate(h.q)) throw badArgument(`${path}.q`, `an integer within ±2^48`, h.q);
  if (!isCoordinate(h.r)) throw badArgument(`${path}.r`, `an integer within ±2^48`, h.r);
}

/**
 * Throws unless `value` is an integer from 0 to `limit`: `hexgrid/bad-argument`
 * for anything else, `hexgrid/limit-exceeded` for a larger integer.
 */
export function checkCount(value: unknown, path: string, limit: number): asserts value is number {
  if (!Number.isInteger(value) || (value as number) < 0) throw badArgument(path, "an integer >= 0", value);
  if ((value as number) > limit) throw argumentError("hexgrid/limit-exceeded", path, `${show(value)} is over the limit of ${limit}`);
}

/** Throws `hexgrid/bad-argument` unless `value` is a function (or, when `optional`, undefined). */
export function checkFunction(value: unknown, path: string, optional = true): void {
  if (typeof value !== "function" && !(optional && value === undefined)) throw badArgument(path, optional ? "a function or undefined" : "a function", value);
}

/** Throws `hexgrid/bad-argument` unless `value` is an object (or undefined); returns it or `{}`. */
export function checkOptions<T extends object>(value: T | undefined, path: string): T {
  if (value === undefined) return {} as T;
  if (typeof value !== "object" || value === null) throw badArgument(path, "an options object or undefined", value);
  return value;
}
