// The checks @tt/engine runs on what a caller hands in (issue #17): each throws an EngineError
// with a stable code, quoting the offending value cut short, before any game code runs and
// before any generator is drawn from.
import { excerpt, formatJsonPath, tooDeep } from "@tt/internal";
import { EngineError, type EngineErrorCode, type EngineErrorDetails } from "../errors";
import type { AnyGame, Chance, ChanceOutcome } from "../game";
import { MAX_STEPS_CEILING, MAX_VALUE_DEPTH } from "../limits";

/** A name as a message shows it unquoted (a player, a prompt): cut to 80 characters and `…`; anything not a string quoted by `excerpt`. */
export function clip(value: unknown): string {
  return typeof value === "string" ? (value.length > 80 ? `${value.slice(0, 80)}…` : value) : excerpt(value);
}

const invalid = (message: string, path = ""): EngineError => new EngineError("engine/invalid-argument", message, { path });

/** Throws `engine/invalid-argument` unless `value` is an object (not null, not an array). */
export function checkObject(value: unknown, what: string, path = ""): asserts value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw invalid(`${what} must be an object, got ${excerpt(value)}`, path);
}

/** Settings objects: an object, or `undefined` when they may be left out (then `{}`). */
export function settingsOf<T extends object>(settings: T | undefined, what: string, optional: boolean): T {
  if (settings === undefined && optional) return {} as T;
  checkObject(settings, what);
  return settings;
}

/** Throws `engine/invalid-argument` unless `value` is a function (or undefined, when optional). */
export function checkFunction(value: unknown, name: string, optional = false): void {
  if (typeof value !== "function" && !(optional && value === undefined)) throw invalid(`${name} must be a function, got ${excerpt(value)}`, name);
}

/**
 * Returns `value` (-0 as 0) if it is a safe integer from `min` to `max`; throws
 * `engine/invalid-argument` for anything else, `engine/limit` above `max`.
 */
export function checkCount(value: unknown, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value) || (value as number) < min) throw invalid(`${name} must be a whole number >= ${min}, got ${excerpt(value)}`, name);
  if ((value as number) > max) throw new EngineError("engine/limit", `${name} may be at most ${max}, got ${value}`, { path: name });
  // -0 counts as 0 (a report of -0 games would not equal one of 0).
  return (value as number) + 0;
}

/** `value`, or `fallback` when it is left out: `undefined` only, so a `null` setting is checked (and refused) like any other wrong type. */
export const given = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);

/** A step budget: a whole number from `min` to {@link MAX_STEPS_CEILING}, `fallback` when left out. */
export function stepBudget(value: unknown, name: string, fallback: number, min = 1): number {
  return checkCount(given(value, fallback), name, min, MAX_STEPS_CEILING);
}

/** Throws `engine/limit` when a count added up from safe integers (`what`) went past 2^53: it would not be exact. */
export function checkSum(total: number, what: string, path: string): void {
  if (!Number.isSafeInteger(total)) throw new EngineError("engine/limit", `${what} come to ${total}, past 2^53 - 1: they would not be counted exactly`, { path });
}

/** Throws `engine/invalid-argument` unless `value` is a string (or undefined, when optional). */
export function checkString(value: unknown, name: string, optional = false): void {
  if (typeof value !== "string" && !(optional && value === undefined)) throw invalid(`${name} must be a string, got ${excerpt(value)}`, name);
}

/** Throws `engine/invalid-argument` unless `seed` is what `createRng` takes: a safe integer or a string. */
export function checkSeed(seed: unknown, name = "seed"): void {
  if (typeof seed !== "string" && !Number.isSafeInteger(seed)) throw invalid(`${name} must be a safe integer or a string, got ${excerpt(seed)}`, name);
}

/** Throws `engine/invalid-argument` unless `rng` is a generator of `@tt/dice`, as far as `uses` (the methods it will be asked for). */
export function checkRng(rng: unknown, name: string, uses: readonly ("float" | "int")[]): void {
  for (const method of uses) {
    if (typeof (rng as Record<string, unknown> | null)?.[method] !== "function") {
      throw invalid(`${name} must be a generator from @tt/dice's createRng (with ${method}()), got ${excerpt(rng)}`, name);
    }
  }
}

/** Throws `engine/invalid-argument` unless `game` has the contract's fields: `id`, `version`, `optionsSchema`, `setup`, `next`, `apply`. */
export function checkGame(game: unknown): asserts game is AnyGame {
  checkObject(game, "game");
  checkString(game.id, "game.id");
  checkString(game.version, "game.version");
  if (typeof game.optionsSchema !== "object" || game.optionsSchema === null || !("_zod" in game.optionsSchema)) {
    throw invalid(`game.optionsSchema must be a zod schema, got ${excerpt(game.optionsSchema)}`, "game.optionsSchema");
  }
  for (const name of ["setup", "next", "apply"]) checkFunction(game[name], `game.${name}`);
  for (const name of ["view", "viewNext", "viewEvent", "viewInput", "whyIllegal"]) checkFunction(game[name], `game.${name}`, true);
}

/** Throws `engine/invalid-argument` unless `policies` is a policy or an object of them. */
export function checkPolicies(policies: unknown, name = "policies"): void {
  if (typeof policies === "function") return;
  checkObject(policies, `${name} (a policy, or one per player)`, name);
  for (const player of Object.keys(policies)) checkFunction(policies[player], `${name}.${player}`);
}

/** Throws `engine/invalid-argument` unless `driver` is a chance driver (an object with `pick`). */
export function checkDriver(driver: unknown, name = "chance"): void {
  if (typeof (driver as { pick?: unknown } | null)?.pick !== "function") throw invalid(`${name} must be a chance driver (an object with pick), got ${excerpt(driver)}`, name);
}

/**
 * Throws `code` (with `details`, the path extended) when `value` nests deeper than
 * {@link MAX_VALUE_DEPTH}, found without recursion, before anything walks it recursively.
 */
export function checkDepth(value: unknown, what: string, code: EngineErrorCode, details: EngineErrorDetails & { readonly path?: readonly (string | number)[] } = {}): void {
  const deep = tooDeep(value, MAX_VALUE_DEPTH);
  if (deep === undefined) return;
  const path = [...(details.path ?? []), ...deep];
  throw new EngineError(code, `${what} nests deeper than ${MAX_VALUE_DEPTH} levels (or refers to itself), at ${excerpt(formatJsonPath(path), 120)}`, { ...details, path });
}

/**
 * The outcomes of a chance step handed to a driver, checked once: an array of
 * `{ outcome, probability }` with finite probabilities of at least 0, at least one above 0.
 * Throws `engine/invalid-argument` otherwise.
 */
export function checkedOutcomes<O>(chance: Chance<O>): readonly ChanceOutcome<O>[] {
  const outcomes = (chance as { outcomes?: unknown } | null)?.outcomes;
  const purpose = excerpt((chance as { purpose?: unknown } | null)?.purpose);
  if (!Array.isArray(outcomes)) throw new EngineError("engine/invalid-argument", `a chance step must list its outcomes, got ${excerpt(chance)}`, { path: "outcomes" });
  let possible = false;
  for (let index = 0; index < outcomes.length; index++) {
    const probability = (outcomes[index] as { probability?: unknown } | null)?.probability;
    if (typeof probability !== "number" || !(probability >= 0) || probability === Infinity) {
      throw new EngineError("engine/invalid-argument", `chance step ${purpose}: outcome #${index} has probability ${excerpt(probability)}, not a finite number >= 0`, {
        path: ["outcomes", index, "probability"],
      });
    }
    possible ||= probability > 0;
  }
  if (!possible) throw new EngineError("engine/invalid-argument", `chance step ${purpose} has no outcome with a positive probability`, { path: "outcomes" });
  return outcomes as readonly ChanceOutcome<O>[];
}
