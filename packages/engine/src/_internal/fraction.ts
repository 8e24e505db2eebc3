/**
 * Exact probabilities for {@link outcomeOdds}: fractions of bigints, so that products
 * along a path and sums across paths lose nothing, and only the final value is rounded.
 */

/** A non-negative fraction `n / d` in lowest terms, `d > 0`. */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

export const ONE: Fraction = { n: 1n, d: 1n };

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function reduced(n: bigint, d: bigint): Fraction {
  const divisor = gcd(n, d);
  return divisor === 1n ? { n, d } : { n: n / divisor, d: d / divisor };
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  if (a.d === 1n && a.n === 1n) return b;
  if (b.d === 1n && b.n === 1n) return a;
  return reduced(a.n * b.n, a.d * b.d);
}

export function add(a: Fraction, b: Fraction): Fraction {
  if (a.d === b.d) return reduced(a.n + b.n, a.d);
  return reduced(a.n * b.d + b.n * a.d, a.d * b.d);
}

const cache = new Map<number, Fraction>();

/**
 * The fraction a game's probability stands for: the first continued-fraction convergent
 * of `p` whose quotient rounds to `p` exactly. A probability the game computed as
 * `a / b` (1/6, 3/10, a card count over a deck size) with `b` below 2^26 is recovered
 * exactly (two such fractions are more than an ulp apart, and by Legendre's theorem
 * `a / b` is a convergent of its rounding); any other `p` gives a fraction that rounds
 * to `p`, at worst `p`'s own binary value.
 */
export function toFraction(p: number): Fraction {
  const hit = cache.get(p);
  if (hit) return hit;
  // p = mantissa / 2^exponent exactly.
  let exponent = 0;
  let scaled = p;
  while (!Number.isInteger(scaled)) {
    scaled *= 2;
    exponent++;
  }
  let numerator = BigInt(scaled);
  let denominator = 1n << BigInt(exponent);
  let fraction = reduced(numerator, denominator);
  // Convergents h/k of numerator/denominator.
  let [h0, h1, k0, k1] = [0n, 1n, 1n, 0n];
  while (denominator !== 0n) {
    const quotient = numerator / denominator;
    [h0, h1] = [h1, quotient * h1 + h0];
    [k0, k1] = [k1, quotient * k1 + k0];
    [numerator, denominator] = [denominator, numerator - quotient * denominator];
    if (toNumber({ n: h1, d: k1 }) === p) {
      fraction = { n: h1, d: k1 };
      break;
    }
  }
  if (cache.size >= 4096) cache.clear();
  cache.set(p, fraction);
  return fraction;
}

const SAFE = 9007199254740991n;

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

/** `n / d` correctly rounded to a double (round half to even), whatever the sizes of `n` and `d`. */
export function toNumber({ n, d }: Fraction): number {
  if (n <= SAFE && d <= SAFE) return Number(n) / Number(d);
  if (n === 0n) return 0;
  // A quotient of at least 64 bits, with a sticky bit for a non-zero remainder, rounds
  // once (in Number()) exactly as the real quotient would.
  const shift = Math.max(0, bitLength(d) - bitLength(n) + 64);
  let quotient = (n << BigInt(shift)) / d;
  if (quotient * d !== n << BigInt(shift)) quotient |= 1n;
  let value = Number(quotient);
  for (let remaining = shift; remaining > 0; remaining -= 1000) value *= 2 ** -Math.min(remaining, 1000);
  return value;
}
