/**
 * `@tt/dice`: seeded, serializable randomness, dice notation and exact
 * distributions for tabletop rules engines. Runs unchanged in browsers and Node.
 *
 * @packageDocumentation
 */
export { DiceError, DICE_ERROR_CODES, type DiceErrorCode } from "./errors";
export { createRng, restoreRng, type Rng } from "./rng";
export { parseDice, formatDice, MAX_DICE, MAX_SIDES } from "./notation";
export { rollDice, rollDie, rollD6, rollD10, rollD20, rollPercentile, readD10, type PercentileRoll } from "./roll";
export { distribution, distributionCounts, type Distribution, type DistributionCounts } from "./distribution";
export {
  RngStateSchema,
  DiceExprSchema,
  DiceTermSchema,
  DiceRollSchema,
  RolledTermSchema,
  SELECT_MODES,
  type RngState,
  type DiceExpr,
  type DiceTerm,
  type DiceRoll,
  type RolledTerm,
} from "./schemas";
