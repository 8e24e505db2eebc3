import { excerpt } from "@tt/internal";
import { EngineError } from "./errors";

/**
 * The seed of game number `index` in a batch started from `seed`: a 32-bit integer that
 * depends only on `(seed, index)`. {@link simulate} and {@link checkConformance} seed
 * game `index` with it, so a batch gives identical results however its games are split
 * across workers, and any single game can be replayed from its seed alone.
 *
 * Strings are hashed with FNV-1a; numbers use their integer part (up to 2^53); the pair
 * is mixed with the murmur3 finalizer. Pure and identical on every platform.
 *
 * @param seed - the batch seed
 * @param index - the game's index in the batch, a non-negative integer
 * @returns an unsigned 32-bit integer seed
 * @throws {@link EngineError} `engine/invalid-argument` if `index` is not a non-negative integer
 * @example
 * ```ts
 * import { gameSeed } from "@tt/engine";
 * gameSeed(42, 0) === gameSeed(42, 0); // true
 * gameSeed(42, 0) === gameSeed(42, 1); // false
 * ```
 */
export function gameSeed(seed: number | string, index: number): number {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new EngineError("engine/invalid-argument", `game index must be a non-negative integer, got ${excerpt(index)}`);
  }
  let low: number;
  let high: number;
  if (typeof seed === "string") {
    low = fnv1a(seed, 0x811c9dc5);
    high = fnv1a(seed, 0x01000193);
  } else {
    if (!Number.isFinite(seed)) {
      throw new EngineError("engine/invalid-argument", `seed must be a finite number or a string, got ${excerpt(seed)}`);
    }
    const whole = Math.trunc(Math.abs(seed));
    low = whole >>> 0;
    high = (Math.floor(whole / 4294967296) >>> 0) ^ (seed < 0 ? 0x80000000 : 0);
  }
  let hash = fmix32(low ^ 0x9e3779b9);
  hash = fmix32(hash ^ Math.imul(high ^ 0x85ebca6b, 0xc2b2ae35));
  hash = fmix32(hash ^ fmix32((index >>> 0) + 0x7f4a7c15));
  hash = fmix32(hash ^ Math.floor(index / 4294967296));
  return hash >>> 0;
}

function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function fmix32(value: number): number {
  let hash = value >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
