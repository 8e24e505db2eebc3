import * as z from "zod/mini";

const count = /* @__PURE__ */ (() => z.int().check(z.minimum(1), z.maximum(9)))();

/**
 * One effect of a resolution, as data: what a table code or a paragraph's italic text makes
 * happen, one thing at a time, so that each "you choose which" becomes a decision in order.
 * Paragraphs carry their effects in the data files (`paragraphs.json`, field `steps`), so a
 * user's corrected data changes play; table codes are turned into effects by
 * {@link codeEffects}.
 *
 * - `capture` / `injure`: that many of the group (`all`, or `half` rounded down for injuries;
 *   the player chooses which: SYN-T.CODES `C`, `I`).
 * - `flee` (SYN-8.8; sanctuary may be sought first in a town or cathedral), `flee-on` (flee
 *   without seeking sanctuary: SYN-P.301), `refused` (the fleeing must flee on: SYN-P.302).
 * - `gold`: a fixed amount; `gold-roll`: a die (`good`, `paragraph-115`) or half a die (`half`).
 * - `track`: a track moves (`M+`, `W-`, paragraph effects).
 * - `summon`: the nearest King's Men squad moves in (`*`).
 * - `free`: every prisoner in the space is freed; `free-one-blind`: one, drawn unseen (SYN-P.109).
 * - `horse`, `lose-horses`, `no-supply` (SYN-P.204), `sanctuary` (SYN-P.303, SYN-P.304),
 *   `plague` (SYN-P.107), `famous` (SYN-P.116), `capture-highest` (SYN-P.103),
 *   `capture-other` (SYN-P.100), `move-group` (SYN-P.106), `stay-free` (SYN-P.401),
 *   `imprison-injured` (SYN-P.402, SYN-P.403), `recruit` (a recruiting roll's `R`).
 *
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { effectSchema } from "@tt/syndrome";
 * effectSchema.parse({ do: "capture", count: "all" });
 * ```
 */
export const effectSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("do", [
    z.object({ do: z.literal("recruit") }),
    z.object({ do: z.literal("flee") }),
    z.object({ do: z.literal("flee-on") }),
    z.object({ do: z.literal("refused") }),
    z.object({ do: z.literal("gold"), amount: z.int().check(z.minimum(1), z.maximum(19)) }),
    z.object({ do: z.literal("gold-roll"), amount: z.literal(["half", "good", "paragraph-115"]) }),
    z.object({ do: z.literal("capture"), count: z.union([count, z.literal("all")]) }),
    z.object({ do: z.literal("injure"), count: z.union([count, z.literal(["all", "half"])]) }),
    z.object({ do: z.literal("track"), track: z.literal(["witchcraft", "royalMorale"]), delta: z.int().check(z.minimum(-9), z.maximum(9)) }),
    z.object({ do: z.literal("summon") }),
    z.object({ do: z.literal("free") }),
    z.object({ do: z.literal("free-one-blind") }),
    z.object({ do: z.literal("horse") }),
    z.object({ do: z.literal("lose-horses") }),
    z.object({ do: z.literal("no-supply") }),
    z.object({ do: z.literal("sanctuary"), turns: z.union([z.int().check(z.minimum(1), z.maximum(9)), z.literal("forever")]) }),
    z.object({ do: z.literal("plague") }),
    z.object({ do: z.literal("famous") }),
    z.object({ do: z.literal("capture-highest") }),
    z.object({ do: z.literal("capture-other") }),
    z.object({ do: z.literal("move-group") }),
    z.object({ do: z.literal("stay-free") }),
    z.object({ do: z.literal("imprison-injured"), count: z.union([z.literal(1), z.literal("all")]) }),
  ]))();
/**
 * One effect of a resolution.
 *
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import type { Effect } from "@tt/syndrome";
 * const flee: Effect = { do: "flee" };
 * ```
 */
export type Effect = z.infer<typeof effectSchema>;
