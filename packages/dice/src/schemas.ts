import * as z from "zod/mini";

// Every schema is built inside a function call marked pure (`/* @__PURE__ */ (() => ...)()`),
// so a bundler drops it, and with it zod, from a program that never uses it: importing
// `createRng` costs a few KB, not zod. The functions run once, when the module loads.
// The library's own checks of untrusted input (restoreRng, rollDice on an expression) are
// the hand-written twins in _internal/checks.ts, tested to agree with these schemas.

/** Most terms a {@link DiceExpr} may have. @internal */
export const MAX_TERMS = 100;
/** Largest divisor a term may have (`1d6/2`). @internal */
export const MAX_DIVISOR = 1_000_000_000;

/**
 * The JSON form of a generator's state, as {@link Rng.getState} returns it and
 * {@link restoreRng} accepts it. `state` holds sfc32's three state words and its
 * counter, each an unsigned 32-bit integer.
 *
 * @example
 * ```ts
 * import { RngStateSchema, createRng } from "@tt/dice";
 * RngStateSchema.parse(createRng(7).getState()); // ok
 * ```
 */
export const RngStateSchema = /* @__PURE__ */ (() => {
  const uint32 = z.int().check(z.minimum(0), z.maximum(0xffffffff));
  return z.object({
    schemaVersion: z.literal(1),
    algorithm: z.literal("sfc32"),
    state: z.tuple([uint32, uint32, uint32, uint32]),
  });
})();

/**
 * A generator's serializable state: plain JSON that restores exactly.
 *
 * @example
 * ```ts
 * import type { RngState } from "@tt/dice";
 * const saved: RngState = { schemaVersion: 1, algorithm: "sfc32", state: [1, 2, 3, 4] };
 * ```
 */
export interface RngState extends z.infer<typeof RngStateSchema> {}

/**
 * The keep/drop modes of dice notation: keep highest (`kh`), keep lowest (`kl`),
 * drop highest (`dh`), drop lowest (`dl`).
 *
 * @example
 * ```ts
 * import { SELECT_MODES } from "@tt/dice";
 * SELECT_MODES; // ["kh", "kl", "dh", "dl"]
 * ```
 */
export const SELECT_MODES = ["kh", "kl", "dh", "dl"] as const;

/**
 * One term of a dice expression: a group of dice with the same number of sides
 * (optionally keeping or dropping some), a percentile roll made with two d10s, or
 * a constant. `sign` adds or subtracts the term; `divisor` divides it, rounding
 * down (`1d6/2`).
 *
 * @example
 * ```ts
 * import { DiceTermSchema } from "@tt/dice";
 * DiceTermSchema.parse({ type: "dice", sign: 1, count: 4, sides: 6, select: { mode: "kh", count: 3 } });
 * ```
 */
export const DiceTermSchema = /* @__PURE__ */ (() => {
  const sign = z.union([z.literal(1), z.literal(-1)]);
  const divisor = z.optional(z.int().check(z.minimum(1), z.maximum(MAX_DIVISOR)));
  return z.discriminatedUnion("type", [
    z.object({
      type: z.literal("dice"),
      sign,
      count: z.int().check(z.minimum(1)),
      sides: z.int().check(z.minimum(1)),
      select: z.optional(z.object({ mode: z.literal(SELECT_MODES), count: z.int().check(z.minimum(0)) })),
      divisor,
    }),
    z.object({ type: z.literal("percentile"), sign, count: z.int().check(z.minimum(1)), divisor }),
    z.object({ type: z.literal("constant"), sign, value: z.int().check(z.minimum(0)), divisor }),
  ]);
})();

/**
 * One term of a {@link DiceExpr}.
 *
 * @example
 * ```ts
 * import type { DiceTerm } from "@tt/dice";
 * const bonus: DiceTerm = { type: "constant", sign: 1, value: 3 };
 * ```
 */
export type DiceTerm = z.infer<typeof DiceTermSchema>;

/**
 * A parsed dice expression: the sum of its terms. {@link parseDice} produces it;
 * it is plain JSON, so game data can store expressions already parsed.
 *
 * @example
 * ```ts
 * import { DiceExprSchema } from "@tt/dice";
 * DiceExprSchema.parse({ terms: [{ type: "dice", sign: 1, count: 2, sides: 6 }] });
 * ```
 */
export const DiceExprSchema = /* @__PURE__ */ (() => z.object({ terms: z.array(DiceTermSchema).check(z.minLength(1), z.maxLength(MAX_TERMS)) }))();

/**
 * A parsed dice expression. See {@link DiceExprSchema}.
 *
 * @example
 * ```ts
 * import { parseDice, type DiceExpr } from "@tt/dice";
 * const expr: DiceExpr = parseDice("2d6+1");
 * ```
 */
export interface DiceExpr extends z.infer<typeof DiceExprSchema> {}

/**
 * What one term of a roll produced: its canonical notation, every face rolled
 * (for percentile terms, each 1-100 result, with the two d10 digits in `digits`),
 * the faces kept, and the signed value the term added to the total.
 *
 * @example
 * ```ts
 * import { RolledTermSchema } from "@tt/dice";
 * RolledTermSchema.parse({ notation: "4d6kh3", faces: [6, 2, 5, 1], kept: [6, 5, 2], value: 13 });
 * ```
 */
export const RolledTermSchema = /* @__PURE__ */ (() =>
  z.object({
    notation: z.string(),
    faces: z.array(z.int()),
    kept: z.array(z.int()),
    digits: z.optional(z.array(z.tuple([z.int(), z.int()]))),
    value: z.int(),
  }))();

/**
 * One rolled term. See {@link RolledTermSchema}.
 *
 * @example
 * ```ts
 * import type { RolledTerm } from "@tt/dice";
 * const term: RolledTerm = { notation: "1d6", faces: [4], kept: [4], value: 4 };
 * ```
 */
export interface RolledTerm extends z.infer<typeof RolledTermSchema> {}

/**
 * The JSON record of one roll: the canonical notation rolled, each term's faces
 * and kept faces, and the total. Enough for a front end to show what was rolled.
 *
 * @example
 * ```ts
 * import { DiceRollSchema, createRng, rollDice } from "@tt/dice";
 * DiceRollSchema.parse(rollDice("2d6+1", createRng(1))); // ok
 * ```
 */
export const DiceRollSchema = /* @__PURE__ */ (() =>
  z.object({
    notation: z.string(),
    total: z.int(),
    terms: z.array(RolledTermSchema),
  }))();

/**
 * The record of one roll. See {@link DiceRollSchema}.
 *
 * @example
 * ```ts
 * import { createRng, rollDice, type DiceRoll } from "@tt/dice";
 * const roll: DiceRoll = rollDice("1d10", createRng("seed"));
 * console.log(roll.total, roll.terms[0]?.faces);
 * ```
 */
export interface DiceRoll extends z.infer<typeof DiceRollSchema> {}
