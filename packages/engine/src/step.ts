// `import * as z` (not `import { z }`) and every schema built inside a function call marked
// pure, `/* @__PURE__ */ (() => ...)()`: a bundler then drops an unused schema, and zod with
// it, so a program that never validates does not pay for zod (see "Bundle size" in the README).
import * as z from "zod/mini";
import { EngineError } from "./errors";
import type { Chance } from "./game";

/**
 * A labelled modifier of a roll, as a step's {@link StepDetail} lists it (and as events report it).
 *
 * @example
 * ```ts
 * import type { StepModifier } from "@tt/engine";
 * const phasers: StepModifier = { label: "phasers", value: 5, rule: "SYN-T.RAID" };
 * ```
 */
export interface StepModifier {
  /** What the modifier is, in words a UI can show. */
  readonly label: string;
  /** Added to the roll. */
  readonly value: number;
  /** The rule that grants it, if the game names one. */
  readonly rule?: string | undefined;
}

/**
 * The structured data of a decision or a chance step, beside its prose `prompt` or `purpose`:
 * what a front end needs to show the step without parsing text. `rule` and `ask` are always
 * there; the other fields are there when they apply. Each game extends this with a
 * discriminated union on `ask` and exports its zod schema.
 *
 * @example
 * ```ts
 * import type { StepDetail } from "@tt/engine";
 * const raid: StepDetail = {
 *   rule: "SYN-T.RAID",
 *   ask: "table-roll",
 *   table: "raid",
 *   dice: "1d10",
 *   player: "player",
 *   modifiers: [{ label: "Kirk's raid value", value: 3 }],
 *   subject: { space: "nottingham" },
 * };
 * ```
 */
export interface StepDetail {
  /** The rule ID the step applies (as indexed in the rulebook). */
  readonly rule: string;
  /** What is asked or rolled, as the game names it (`"table-roll"`, `"choose-space"`, `"blind-draw"`). */
  readonly ask: string;
  /** Whose roll or draw (chance steps); a decision's player is `Decision.player`. */
  readonly player?: string | undefined;
  /** The table rolled on, by the game's id. */
  readonly table?: string | undefined;
  /** The dice rolled, in dice notation (`"1d10"`, `"d%"`). */
  readonly dice?: string | undefined;
  /** The labelled modifiers added to the roll. */
  readonly modifiers?: readonly StepModifier[] | undefined;
  /** What the step is about, by the game's ids: `{ space: "nottingham" }`, `{ person: "kirk" }`, `{ card: "heroics" }`. */
  readonly subject?: Readonly<Record<string, string | number | undefined>> | undefined;
}

/**
 * Zod schema of the fields every {@link StepDetail} has; a game's own schema extends it.
 * Unknown fields are kept.
 *
 * @example
 * ```ts
 * import { stepDetailSchema } from "@tt/engine";
 * stepDetailSchema.parse({ rule: "WQ-MOVE", ask: "move-roll", dice: "1d6", player: "p1" }).rule; // "WQ-MOVE"
 * ```
 */
export const stepDetailSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    rule: z.string().check(z.minLength(1)),
    ask: z.string().check(z.minLength(1)),
    player: z.optional(z.string()),
    table: z.optional(z.string()),
    dice: z.optional(z.string()),
    modifiers: z.optional(z.array(z.object({ label: z.string(), value: z.number(), rule: z.optional(z.string()) }))),
    subject: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }))();

/**
 * How a person rolls a chance step with real dice and reads the result.
 *
 * - `dice`: roll `dice` and read a number from `min` to `min + outcomeOf.length - 1`;
 *   `outcomeOf[reading - min]` is the index of the outcome it gives in `Chance.outcomes`,
 *   or `-1` for "roll again" (a `1d6, reroll 6`). `text` says it in words: `"1d10, 0 counts as 10"`.
 * - `draw`: draw a counter or a card as `text` says; the person tells which outcome it is.
 *
 * @example
 * ```ts
 * import type { PhysicalRoll } from "@tt/engine";
 * const d10: PhysicalRoll = { kind: "dice", dice: "1d10", text: "1d10, 0 counts as 10", min: 1, outcomeOf: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] };
 * const cup: PhysicalRoll = { kind: "draw", text: "draw one counter from the cup, unseen" };
 * ```
 */
export type PhysicalRoll =
  | {
      readonly kind: "dice";
      /** The dice, in notation: `"1d10"`, `"1d6"`, `"d%"`. */
      readonly dice: string;
      /** How to roll and read it, in words. */
      readonly text: string;
      /** The lowest reading. */
      readonly min: number;
      /** For each reading from `min`, the index of its outcome, or -1 to roll again. */
      readonly outcomeOf: readonly number[];
    }
  | {
      readonly kind: "draw";
      /** What to draw, in words. */
      readonly text: string;
    };

/**
 * Zod schema of {@link PhysicalRoll}.
 *
 * @example
 * ```ts
 * import { physicalRollSchema } from "@tt/engine";
 * physicalRollSchema.parse({ kind: "draw", text: "draw a card" }).kind; // "draw"
 * ```
 */
export const physicalRollSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("kind", [
    z.strictObject({
      kind: z.literal("dice"),
      dice: z.string().check(z.minLength(1)),
      text: z.string().check(z.minLength(1)),
      min: z.int(),
      outcomeOf: z.array(z.int().check(z.minimum(-1))).check(z.minLength(1)),
    }),
    z.strictObject({ kind: z.literal("draw"), text: z.string().check(z.minLength(1)) }),
  ]))();

/**
 * The {@link PhysicalRoll} of one fair die of `sides` faces whose reading `k` gives outcome
 * `k - 1` (the outcomes listed from 1 up), as a game builds it for a plain die roll. A
 * ten-sided die is read as the games here print it: its faces show 0 to 9 and a 0 counts
 * as 10, so the readings 0 and 10 both give the last outcome.
 *
 * @param sides - faces of the die
 * @param text - how to read it (default `"1d<sides>"`, or `"1d10, 0 counts as 10"`)
 * @returns the physical roll
 * @example
 * ```ts
 * import { dieRoll } from "@tt/engine";
 * dieRoll(6).outcomeOf; // [0, 1, 2, 3, 4, 5]: reading 1 is the first outcome
 * dieRoll(10).min; // 0: a 0 counts as 10
 * ```
 */
export function dieRoll(sides: number, text?: string): Extract<PhysicalRoll, { kind: "dice" }> {
  const faces = Array.from({ length: sides }, (_, k) => k);
  if (sides === 10) return { kind: "dice", dice: "1d10", text: text ?? "1d10, 0 counts as 10", min: 0, outcomeOf: [9, ...faces] };
  return { kind: "dice", dice: `1d${sides}`, text: text ?? `1d${sides}`, min: 1, outcomeOf: faces };
}

/**
 * Maps what a person read off real dice to the chance step's outcome.
 *
 * @param chance - a chance step whose `roll` is of kind `dice`
 * @param reading - the number read off the dice
 * @returns the outcome, or `null` when the roll says "roll again"
 * @throws {@link EngineError} `engine/invalid-argument` when the step has no dice roll or the reading is not one it can show
 * @example
 * ```ts
 * import { dieRoll, readRoll, type Chance } from "@tt/engine";
 * const chance: Chance<number> = { kind: "chance", purpose: "move", outcomes: [1, 2, 3, 4, 5, 6].map((face) => ({ outcome: face, probability: 1 / 6 })), roll: dieRoll(6) };
 * readRoll(chance, 4); // 4
 * ```
 */
export function readRoll<Outcome>(chance: Chance<Outcome>, reading: number): Outcome | null {
  const roll = chance.roll;
  if (roll === undefined || roll.kind !== "dice") {
    throw new EngineError("engine/invalid-argument", `"${chance.purpose}" is not rolled with dice${roll ? `: ${roll.text}` : ""}`);
  }
  const at = reading - roll.min;
  if (!Number.isInteger(reading) || at < 0 || at >= roll.outcomeOf.length) {
    throw new EngineError(
      "engine/invalid-argument",
      `${String(reading)} cannot be read off ${roll.dice} for "${chance.purpose}": read ${roll.min} to ${roll.min + roll.outcomeOf.length - 1} (${roll.text})`,
    );
  }
  const index = roll.outcomeOf[at]!;
  if (index === -1) return null;
  const entry = chance.outcomes[index];
  if (entry === undefined) throw new EngineError("engine/invalid-argument", `reading ${reading} of "${chance.purpose}" maps to outcome #${index}, which the step does not list`);
  return entry.outcome;
}
