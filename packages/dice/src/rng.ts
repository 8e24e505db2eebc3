import { checkSchemaVersion, excerpt } from "@tt/internal";
import { rngStateIssues } from "./_internal/checks";
import { DiceError } from "./errors";
import type { RngState } from "./schemas";

const TWO_32 = 4294967296;
const TWO_53 = 9007199254740992;

/**
 * The rejection zone (2^32 mod n) of every die size up to 1024, computed once:
 * dice of these sizes then cost an array read instead of a division per roll.
 */
const SMALL_ZONES = new Uint32Array(1025);
for (let n = 1; n <= 1024; n++) SMALL_ZONES[n] = (-n >>> 0) % n;

/**
 * A seeded pseudo-random generator. Every random number in `@tt` comes from one.
 *
 * The algorithm is sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator,
 * 32-bit variant, from PractRand): 128 bits of state, a guaranteed minimum period
 * of 2^32 from its counter, an expected period of about 2^127, and it passes
 * PractRand and BigCrush. It is not cryptographic.
 *
 * @example
 * ```ts
 * import { createRng } from "@tt/dice";
 * const rng = createRng("my game");
 * const d10 = rng.die(10);          // 1..10
 * const saved = rng.getState();     // plain JSON
 * ```
 */
export interface Rng {
  /**
   * The next raw output.
   * @returns an unsigned 32-bit integer
   */
  next(): number;
  /**
   * A uniformly distributed integer between `min` and `max`, both included,
   * with no modulo bias (rejection sampling).
   * @param min - the smallest result, a safe integer
   * @param max - the largest result, a safe integer at least `min`
   * @returns an integer in `[min, max]`
   * @throws {@link DiceError} `dice/invalid` if the bounds are not integers or `max < min`
   */
  int(min: number, max: number): number;
  /**
   * A uniformly distributed float in `[0, 1)` with 53 random bits.
   * @returns a number in `[0, 1)`
   */
  float(): number;
  /**
   * Rolls one die.
   * @param sides - the number of faces, an integer from 1 to 2^32
   * @returns a face from 1 to `sides`
   * @throws {@link DiceError} `dice/invalid` for a non-integer or non-positive number of sides
   */
  die(sides: number): number;
  /**
   * The generator's state as plain JSON; {@link restoreRng} continues it exactly.
   * @returns a snapshot, independent of this generator
   */
  getState(): RngState;
  /**
   * An independent copy that continues the same sequence.
   * @returns a new generator in this one's current state
   */
  clone(): Rng;
  /**
   * Splits off a child generator seeded from this one's next outputs.
   * This generator advances; the child's sequence is unrelated to it.
   * @returns a new, independent generator
   */
  fork(): Rng;
  /**
   * A child generator derived from this generator's current state and `index`,
   * without advancing this one. `stream(i)` for i = 0, 1, 2 ... gives independent
   * streams for parallel simulations: game `i` gets the same numbers whichever
   * worker plays it.
   * @param index - a non-negative safe integer
   * @returns a new, independent generator
   * @throws {@link DiceError} `dice/invalid` for a negative or non-integer index
   */
  stream(index: number): Rng;
}

/** murmur3's 32-bit finaliser: a bijective avalanche mix. */
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

class Sfc32 implements Rng {
  /**
   * a, b, c and the counter. An Int32Array rather than four fields: V8 keeps
   * small integers unboxed only up to 31 bits, so 32-bit fields would be boxed
   * as heap numbers on every write; a typed array stores them raw.
   */
  declare private readonly s: Int32Array;

  constructor(a: number, b: number, c: number, counter: number) {
    this.s = new Int32Array(4);
    this.s[0] = a;
    this.s[1] = b;
    this.s[2] = c;
    this.s[3] = counter;
  }

  next(): number {
    const s = this.s;
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = (d + 1) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
      throw new DiceError("dice/invalid", `rng.int(${excerpt(min)}, ${excerpt(max)}): bounds must be safe integers with min <= max`);
    }
    const range = max - min + 1;
    if (range <= TWO_32) return min + this.below(range);
    if (range > TWO_53) {
      throw new DiceError("dice/invalid", `rng.int(${min}, ${max}): the range exceeds 2^53 values`);
    }
    // 53 random bits, rejection-sampled.
    const limit = TWO_53 - (TWO_53 % range);
    let x: number;
    do {
      x = (this.next() >>> 11) * TWO_32 + this.next();
    } while (x >= limit);
    return min + (x % range);
  }

  /**
   * Unbiased integer in [0, range) for 1 <= range <= 2^32. Rejects the lowest
   * (2^32 mod range) outputs so the rest split evenly into `range` classes; the
   * arithmetic stays in unsigned 32-bit integers, which V8 compiles to machine
   * division rather than a floating-point fmod.
   */
  private below(range: number): number {
    if (range === TWO_32) return this.next();
    const r = range >>> 0;
    const zone = r <= 1024 ? SMALL_ZONES[r]! : ((-r >>> 0) % r) >>> 0;
    let x = this.next();
    while (x < zone) x = this.next();
    return (x % r) >>> 0;
  }

  float(): number {
    return ((this.next() >>> 5) * 67108864 + (this.next() >>> 6)) / TWO_53;
  }

  die(sides: number): number {
    if (!(Number.isInteger(sides) && sides >= 1 && sides <= TWO_32)) {
      throw new DiceError("dice/invalid", `rng.die(${excerpt(sides)}): a die needs a whole number of sides from 1 to 2^32`);
    }
    return 1 + this.below(sides);
  }

  getState(): RngState {
    return {
      schemaVersion: 1,
      algorithm: "sfc32",
      state: [this.s[0]! >>> 0, this.s[1]! >>> 0, this.s[2]! >>> 0, this.s[3]! >>> 0],
    };
  }

  clone(): Rng {
    return new Sfc32(this.s[0]!, this.s[1]!, this.s[2]!, this.s[3]!);
  }

  fork(): Rng {
    return warmedUp(mix32(this.next()), mix32(this.next() ^ 0x9e3779b9), mix32(this.next() ^ 0x7f4a7c15));
  }

  stream(index: number): Rng {
    if (!Number.isSafeInteger(index) || index < 0) {
      throw new DiceError("dice/invalid", `rng.stream(${excerpt(index)}): the index must be a non-negative safe integer`);
    }
    const lo = index >>> 0;
    const hi = Math.floor(index / TWO_32) >>> 0;
    const k = mix32(mix32(lo ^ 0x243f6a88) ^ Math.imul(hi + 1, 0x9e3779b9));
    const [a, b, c, counter] = this.s;
    return warmedUp(mix32(a! ^ k ^ counter!), mix32((b! ^ Math.imul(k, 0x85ebca6b)) + 0x3c6ef372), mix32((c! ^ mix32(k + 0x6a09e667)) + Math.imul(counter!, 0xc2b2ae35)));
  }
}

/** Seeds sfc32 the way PractRand does: counter 1, then 12 outputs discarded. */
function warmedUp(a: number, b: number, c: number): Sfc32 {
  const rng = new Sfc32(a, b, c, 1);
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/** Hashes a string's UTF-16 code units to 64 bits (two 32-bit halves). */
function hashString(text: string): [number, number] {
  let h1 = 0x9e3779b9 ^ text.length;
  let h2 = 0x41c64e6d;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 0x85ebca77);
    h2 = Math.imul(h2 ^ code, 0xc2b2ae3d);
    h1 = (h1 << 13) | (h1 >>> 19);
    h2 = (h2 << 17) | (h2 >>> 15);
  }
  h1 = mix32(h1 ^ mix32(h2));
  h2 = mix32(h2 ^ h1);
  return [h1, h2];
}

/**
 * Creates a seeded generator.
 *
 * A number seed must be a safe integer; it is taken as a 64-bit value and seeds
 * sfc32 exactly as PractRand's reference does (a = 0, b = low word, c = high
 * word, counter = 1, 12 outputs discarded), so `createRng(42)` matches the
 * reference outputs. A string seed is hashed to 64 bits first, so
 * `createRng("game 7")` is as good a seed as any number. The same seed gives the
 * same sequence on every platform and in every future version of this package.
 *
 * @param seed - a safe integer, or any string
 * @returns a new generator
 * @throws {@link DiceError} `dice/invalid` for a number that is not a safe integer
 * @example
 * ```ts
 * import { createRng } from "@tt/dice";
 * const rng = createRng(2026);
 * rng.int(1, 6);      // a fair d6
 * rng.next();         // a raw uint32
 * ```
 */
export function createRng(seed: number | string): Rng {
  if (typeof seed === "string") {
    const [lo, hi] = hashString(seed);
    return warmedUp(0, lo, hi);
  }
  if (typeof seed !== "number" || !Number.isSafeInteger(seed)) {
    throw new DiceError("dice/invalid", `createRng(${excerpt(seed)}): a seed must be a safe integer or a string`);
  }
  const wide = BigInt.asUintN(64, BigInt(seed));
  return warmedUp(0, Number(wide & 0xffffffffn), Number(wide >> 32n));
}

/**
 * Restores a generator from a state saved with {@link Rng.getState}. The
 * restored generator continues exactly where the saved one was.
 *
 * @param state - a state object, typically read back from JSON
 * @returns a generator in that state
 * @throws {@link DiceError} `dice/state` naming the offending path if the state is
 * malformed, of another algorithm, or of a schema version this package cannot read
 * @example
 * ```ts
 * import { createRng, restoreRng } from "@tt/dice";
 * const rng = createRng("save me");
 * const saved = JSON.stringify(rng.getState());
 * const again = restoreRng(JSON.parse(saved));
 * again.next() === rng.next(); // true
 * ```
 */
export function restoreRng(state: RngState): Rng {
  const invalid = (path: string, reason: string, issues: DiceError["issues"]) => new DiceError("dice/state", `restoreRng: invalid RNG state at ${path || "(root)"}: ${reason}`, { path, issues });
  checkSchemaVersion(state, 1, ({ path, found, issues }) => invalid(path, `schemaVersion ${found} is not one this version of @tt/dice can read (it reads 1)`, issues));
  const issues = rngStateIssues(state);
  if (issues.length > 0) throw invalid(issues[0]!.path, issues[0]!.message, issues);
  const [a, b, c, counter] = state.state;
  return new Sfc32(a, b, c, counter);
}
