import { createRng, type Rng } from "@tt/dice";
import { excerpt } from "@tt/internal";
import { checkRng, checkSeed, checkedOutcomes } from "./_internal/checks";
import { describe, indexOfValue } from "./_internal/equal";
import { EngineError } from "./errors";
import { trust } from "./_internal/trust";
import type { Chance } from "./game";

/**
 * Supplies the outcome of each chance step, synchronously. The runners ({@link runGame},
 * {@link simulate}, {@link checkConformance}) use one.
 *
 * @example
 * ```ts
 * import type { ChanceDriver } from "@tt/engine";
 * // Always the most likely outcome (first one on a tie): handy for a "what usually happens" preview.
 * const mostLikely: ChanceDriver<unknown> = {
 *   pick: (chance) => chance.outcomes.reduce((best, o) => (o.probability > best.probability ? o : best)).outcome,
 * };
 * ```
 */
export interface ChanceDriver<Outcome> {
  /**
   * Picks the outcome of `chance`.
   * @param chance - the chance step, with every outcome and its probability
   * @returns one of `chance.outcomes[i].outcome`
   */
  pick(chance: Chance<Outcome>): Outcome;
}

/**
 * Supplies the outcome of each chance step, possibly asynchronously: what a front end
 * implements to ask a person rolling real dice ("You rolled? [1-6]"), or to animate a
 * roll before revealing it. {@link runGameAsync} uses one; it accepts a synchronous
 * {@link ChanceDriver} as well. The runner checks the answer is a legal outcome
 * (`engine/illegal-outcome` otherwise); {@link indexOfInput} lets the UI check first.
 *
 * @example
 * ```ts
 * import type { AsyncChanceDriver } from "@tt/engine";
 * declare function askPlayer(question: string, choices: string[]): Promise<number>;
 * const atTheTable: AsyncChanceDriver<number> = {
 *   async pick(chance) {
 *     const index = await askPlayer(`Roll for ${chance.purpose}`, chance.outcomes.map((o) => String(o.outcome)));
 *     return chance.outcomes[index]!.outcome;
 *   },
 * };
 * ```
 */
export interface AsyncChanceDriver<Outcome> {
  /**
   * Picks the outcome of `chance`, now or later.
   * @param chance - the chance step, with every outcome and its probability
   * @returns one of `chance.outcomes[i].outcome`, or a promise of it
   */
  pick(chance: Chance<Outcome>): Outcome | Promise<Outcome>;
}

/**
 * A chance driver that picks each outcome with its exact probability, from a seeded
 * {@link Rng} of `@tt/dice`: one 53-bit uniform float per step, compared against the
 * cumulative probabilities in the order the game lists its outcomes. The same seed and
 * the same game always give the same outcomes.
 *
 * @param seed - a seed for `createRng`, or an `Rng` to draw from (it advances)
 * @returns a driver; `driver.rng` is the generator, whose state a front end may save
 * @throws {@link EngineError} `engine/invalid-argument` for a seed that is neither a safe integer, a
 * string nor a generator; and from `pick`, before the generator is drawn from (so it is left as
 * it was), for a step whose outcomes are not a list, whose probabilities are not finite numbers
 * of at least 0, or which has no outcome with a positive probability
 * @example
 * ```ts
 * import { seededChance } from "@tt/engine";
 * const chance = seededChance(2026);
 * const face = chance.pick({
 *   kind: "chance",
 *   purpose: "d6",
 *   outcomes: [1, 2, 3, 4, 5, 6].map((face) => ({ outcome: face, probability: 1 / 6 })),
 * });
 * ```
 */
export function seededChance(seed: number | string | Rng): SeededChance {
  if (typeof seed === "object") checkRng(seed, "seed", ["float"]);
  else checkSeed(seed);
  const rng = typeof seed === "object" ? seed : createRng(seed);
  return trust({
    rng,
    pick<O>(chance: Chance<O>): O {
      // Checked before the generator is touched: a step this cannot pick from leaves it unchanged.
      const outcomes = checkedOutcomes(chance);
      const count = outcomes.length;
      let u = rng.float();
      let last = -1;
      for (let index = 0; index < count; index++) {
        const probability = outcomes[index]!.probability;
        if (probability > 0) {
          if (u < probability) return outcomes[index]!.outcome;
          u -= probability;
          last = index;
        }
      }
      // Rounding can leave a sliver above the last cumulative bound: it belongs to the last possible outcome.
      return outcomes[last]!.outcome;
    },
  });
}

/**
 * The driver {@link seededChance} returns: it works for any game's outcomes.
 *
 * @example
 * ```ts
 * import { seededChance, type SeededChance } from "@tt/engine";
 * const chance: SeededChance = seededChance(1);
 * const saved = chance.rng.getState();
 * ```
 */
export interface SeededChance {
  /**
   * Picks an outcome of `chance` with its exact probability.
   * @param chance - the chance step
   * @returns one of its outcomes
   */
  pick<Outcome>(chance: Chance<Outcome>): Outcome;
  /** The generator the outcomes come from. */
  readonly rng: Rng;
}

/**
 * A chance driver that plays back a list of outcomes in order: for tests, and for people
 * rolling real dice at a real table (push each result as it is rolled). Each outcome must
 * be one of the step's legal outcomes with a positive probability (compared structurally),
 * otherwise `pick` throws a clear error naming the step and the legal outcomes.
 *
 * @param outcomes - the outcomes, in the order the chance steps will ask for them
 * @returns a driver; `push` appends outcomes, `remaining` counts those not used yet
 * @throws {@link EngineError} `engine/invalid-argument` for `outcomes` that are not an array; (from
 * `pick`) `engine/illegal-outcome` when the next scripted outcome is not legal for the step,
 * `engine/script-exhausted` when the list is used up, `engine/invalid-argument` for a step whose
 * outcomes are not a list of `{ outcome, probability }`
 * @example
 * ```ts
 * import { scriptedChance } from "@tt/engine";
 * const dice = scriptedChance([6, 1]);
 * dice.push(3); // rolled at the table later
 * dice.remaining; // 3
 * ```
 */
export function scriptedChance<Outcome>(outcomes: readonly Outcome[] = []): ScriptedChance<Outcome> {
  if (!Array.isArray(outcomes)) throw new EngineError("engine/invalid-argument", `scriptedChance takes an array of outcomes, got ${excerpt(outcomes)}`, { path: "outcomes" });
  const script = [...outcomes];
  let used = 0;
  return trust({
    pick(chance: Chance<Outcome>): Outcome {
      const legal = checkedOutcomes(chance)
        .filter((entry) => entry.probability > 0)
        .map((entry) => entry.outcome);
      if (used >= script.length) {
        throw new EngineError("engine/script-exhausted", `scripted chance has no outcome left for ${excerpt(chance.purpose)} (all ${script.length} used)`, { step: used });
      }
      const wanted = script[used];
      const index = indexOfValue(legal, wanted);
      if (index === -1) {
        throw new EngineError("engine/illegal-outcome", `scripted outcome #${used} ${describe(wanted)} is not a legal outcome of ${excerpt(chance.purpose)}; legal outcomes: ${describe(legal, 200)}`, {
          step: used,
        });
      }
      used++;
      return legal[index]!;
    },
    push(...more: Outcome[]): void {
      script.push(...more);
    },
    get remaining(): number {
      return script.length - used;
    },
    get used(): number {
      return used;
    },
  });
}

/**
 * The driver {@link scriptedChance} returns.
 *
 * @example
 * ```ts
 * import { scriptedChance, type ScriptedChance } from "@tt/engine";
 * const dice: ScriptedChance<number> = scriptedChance([4]);
 * ```
 */
export interface ScriptedChance<Outcome> extends ChanceDriver<Outcome> {
  /**
   * Appends outcomes to the script (a result just rolled at the table).
   * @param outcomes - outcomes to play after the current ones
   */
  push(...outcomes: Outcome[]): void;
  /** How many scripted outcomes are not used yet. */
  readonly remaining: number;
  /** How many scripted outcomes have been used. */
  readonly used: number;
}
