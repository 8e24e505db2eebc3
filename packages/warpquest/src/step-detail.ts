import * as z from "zod";

/**
 * What a WarpQuest step asks or rolls, as a closed set: the `ask` of its {@link StepDetail}.
 *
 * @example
 * ```ts
 * import { STEP_ASKS } from "@tt/warpquest";
 * STEP_ASKS.includes("skill-roll"); // true
 * ```
 */
export const STEP_ASKS = [
  "attribute-roll",
  "move-roll",
  "confront-skill",
  "confront-roll",
  "draw-card",
  "skill-roll",
  "challenge-roll",
  "loss-roll",
  "shift-roll",
  "wound-roll",
  "heal-roll",
  "turn",
  "move-reroll",
  "skill-reroll",
  "direction",
  "confront-target",
  "choose-skill",
  "aid",
  "lose-unit",
] as const;

const modifierSchema = /* @__PURE__ */ (() => z.object({ label: z.string(), value: z.number().int(), rule: z.string().optional() }).strict())();

/**
 * Zod schema of a WarpQuest step's `detail`: the rule it applies, what it asks or rolls
 * ({@link STEP_ASKS}), whose step it is, the die, the table, the modifiers a roll adds (the skill
 * bonus and aids of a skill roll) and its subject (card, deck, skill, opponent, direction).
 * Every decision and chance step of every scenario passes it.
 *
 * @example
 * ```ts
 * import { sharpe, stepDetailSchema } from "@tt/warpquest";
 * const next = sharpe.next(sharpe.setup(sharpe.parseOptions({})));
 * stepDetailSchema.parse(next.kind === "over" ? undefined : next.detail).ask; // "attribute-roll"
 * ```
 */
export const stepDetailSchema = /* @__PURE__ */ (() =>
  z
    .object({
      rule: z.string().regex(/^(WQ|SHP)-[A-Z0-9-]+$/),
      ask: z.literal(STEP_ASKS),
      player: z.string(),
      dice: z.literal(["1d6", "1d10"]).optional(),
      table: z.literal(["attribute", "challenge-loss"]).optional(),
      modifiers: z.array(modifierSchema).optional(),
      subject: z
        .object({
          card: z.string(),
          deck: z.string(),
          skill: z.string(),
          opponent: z.string(),
          direction: z.string(),
          cause: z.string(),
        })
        .partial()
        .strict()
        .optional(),
    })
    .strict())();

/** A WarpQuest step's detail; see {@link stepDetailSchema}. */
export type StepDetail = z.output<typeof stepDetailSchema>;
