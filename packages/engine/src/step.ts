// `import * as z` (not `import { z }`) and every schema built inside a function call marked
// pure, `/* @__PURE__ */ (() => ...)()`: a bundler then drops an unused schema, and zod with
// it, so a program that never validates does not pay for zod (see "Bundle size" in the README).
import * as z from "zod/mini";
import { MAX_SIDES } from "@tt/dice";
import { excerpt } from "@tt/internal";
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
 * @throws {@link EngineError} `engine/invalid-argument` for sides that are not a whole number from 1 to `MAX_SIDES` of `@tt/dice` (10,000), or a text that is not a string
 * @example
 * ```ts
 * import { dieRoll } from "@tt/engine";
 * dieRoll(6).outcomeOf; // [0, 1, 2, 3, 4, 5]: reading 1 is the first outcome
 * dieRoll(10).min; // 0: a 0 counts as 10
 * ```
 */
export function dieRoll(sides: number, text?: string): Extract<PhysicalRoll, { kind: "dice" }> {
  if (!Number.isSafeInteger(sides) || sides < 1 || sides > MAX_SIDES) {
    throw new EngineError("engine/invalid-argument", `a die has a whole number of sides from 1 to ${MAX_SIDES}, not ${excerpt(sides)}`, { path: "sides" });
  }
  if (text !== undefined && typeof text !== "string") throw new EngineError("engine/invalid-argument", `text must be a string, got ${excerpt(text)}`, { path: "text" });
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
 * @throws {@link EngineError} `engine/invalid-argument` when the step is not one, has no dice roll (or a malformed one), or the reading is not a whole number it can show
 * @example
 * ```ts
 * import { dieRoll, readRoll, type Chance } from "@tt/engine";
 * const chance: Chance<number> = { kind: "chance", purpose: "move", outcomes: [1, 2, 3, 4, 5, 6].map((face) => ({ outcome: face, probability: 1 / 6 })), roll: dieRoll(6) };
 * readRoll(chance, 4); // 4
 * ```
 */
export function readRoll<Outcome>(chance: Chance<Outcome>, reading: number): Outcome | null {
  const roll = checkedRoll(chance);
  const purpose = excerpt(chance.purpose);
  const at = Number.isSafeInteger(reading) ? reading - roll.min : -1;
  if (at < 0 || at >= roll.outcomeOf.length) {
    throw new EngineError(
      "engine/invalid-argument",
      `${excerpt(reading)} cannot be read off ${excerpt(roll.dice)} for ${purpose}: read ${roll.min} to ${roll.min + roll.outcomeOf.length - 1} (${excerpt(roll.text)})`,
      { path: "reading" },
    );
  }
  const index = roll.outcomeOf[at];
  if (index === -1) return null;
  const entry = Array.isArray(chance.outcomes) && Number.isSafeInteger(index) ? (chance.outcomes[index as number] as { outcome: Outcome } | undefined) : undefined;
  if (typeof entry !== "object" || entry === null) {
    throw new EngineError("engine/invalid-argument", `reading ${reading} of ${purpose} maps to outcome #${excerpt(index)}, which the step does not list`, { path: ["roll", "outcomeOf", at] });
  }
  return entry.outcome;
}

/** The dice roll of a chance step handed to {@link readRoll}, its `min` and `outcomeOf` checked. */
function checkedRoll(chance: Chance<unknown>): { readonly dice: unknown; readonly text: unknown; readonly min: number; readonly outcomeOf: readonly unknown[] } {
  if (typeof chance !== "object" || chance === null) throw new EngineError("engine/invalid-argument", `readRoll needs a chance step, got ${excerpt(chance)}`);
  const roll = chance.roll as { kind?: unknown; dice?: unknown; text?: unknown; min?: unknown; outcomeOf?: unknown } | undefined;
  if (typeof roll !== "object" || roll === null || roll.kind !== "dice") {
    throw new EngineError("engine/invalid-argument", `${excerpt(chance.purpose)} is not rolled with dice${typeof roll?.text === "string" ? `: ${excerpt(roll.text)}` : ""}`, { path: "roll" });
  }
  if (!Number.isSafeInteger(roll.min) || !Array.isArray(roll.outcomeOf)) {
    throw new EngineError("engine/invalid-argument", `the dice roll of ${excerpt(chance.purpose)} needs a whole-number min and an outcomeOf list`, { path: "roll" });
  }
  return roll as { dice: unknown; text: unknown; min: number; outcomeOf: unknown[] };
}
