import * as z from "zod/mini";

const id = /* @__PURE__ */ (() => z.string().check(z.minLength(1)))();
const rule = /* @__PURE__ */ (() => z.string().check(z.minLength(1)))();

/**
 * The tracks (SYN-4.2).
 *
 * @see SYN-4.2
 * @example
 * ```ts
 * import { TRACKS } from "@tt/syndrome";
 * TRACKS.length; // 3
 * ```
 */
export const TRACKS = ["witchcraft", "royalMorale", "warchest"] as const;
/**
 * One of {@link TRACKS}.
 *
 * @see SYN-4.2
 * @example
 * ```ts
 * import type { SyndromeEvent, Track } from "@tt/syndrome";
 * const witchcraftRises = (e: SyndromeEvent, track: Track = "witchcraft") => e.type === "track" && e.track === track && e.to > e.from;
 * ```
 */
export type Track = (typeof TRACKS)[number];

/**
 * What can change for a person, in a `person` event.
 *
 * @example
 * ```ts
 * import { PERSON_CHANGES } from "@tt/syndrome";
 * PERSON_CHANGES.includes("captured"); // true
 * ```
 */
export const PERSON_CHANGES = ["captured", "injured", "healed", "freed", "recruited", "controlled", "lost", "removed", "sanctuary", "left-sanctuary", "horse", "no-horse"] as const;
/**
 * What changed for a person, in a `person` event.
 *
 * @example
 * ```ts
 * import type { PersonChange, SyndromeEvent } from "@tt/syndrome";
 * const captured = (events: SyndromeEvent[], change: PersonChange = "captured") => events.filter((e) => e.type === "person" && e.change === change);
 * ```
 */
export type PersonChange = (typeof PERSON_CHANGES)[number];

/**
 * The events of the Syndrome, as a discriminated union on `type`: what a narrator or a UI shows.
 * Every roll carries its die, each modifier with label, value and rule ID, the total, the row
 * read and the result; every paragraph read its number, title and rule ID (its prose is
 * {@link paragraphProse}'s, and {@link narrate} tells it); every track change its reason and rule.
 * An `ability` event's `effect` says what the ability did, or is `""` when it is the paragraph's
 * own effect (a person's paragraph applied as he joins: see {@link paragraphProse}).
 *
 * @example
 * ```ts
 * import { syndromeEventSchema } from "@tt/syndrome";
 * syndromeEventSchema.parse({ type: "turn", turn: 1 });
 * ```
 */
export const syndromeEventSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("prisoner-placed"), space: id, colour: z.string().check(z.minLength(1)), person: z.nullable(id) }),
    z.object({ type: z.literal("cup-filled"), count: z.int().check(z.minimum(0)), purpose: z.literal(["prisoners", "free neutrals"]) }),
    z.object({ type: z.literal("neutral-placed"), person: id, space: id }),
    z.object({ type: z.literal("turn"), turn: z.int().check(z.minimum(1)) }),
    z.object({ type: z.literal("phase"), phase: z.string().check(z.minLength(1)) }),
    z.object({ type: z.literal("beam"), direction: z.literal(["down", "up"]), person: id, space: id }),
    z.object({ type: z.literal("move"), person: id, from: id, to: id, means: z.literal(["foot", "horse", "river", "flight", "forced"]) }),
    z.object({ type: z.literal("action"), action: id, space: id, person: z.nullable(id), text: z.string(), rule }),
    z.object({
      type: z.literal("roll"),
      table: z.string().check(z.minLength(1)),
      purpose: z.string(),
      die: z.int().check(z.minimum(1), z.maximum(10)),
      modifiers: z.array(z.object({ label: z.string(), value: z.int(), rule: z.optional(z.string()) })),
      total: z.int(),
      row: z.string(),
      result: z.union([z.string(), z.int()]),
      explanation: z.string(),
      rule,
    }),
    z.object({ type: z.literal("paragraph"), number: z.int().check(z.minimum(10), z.maximum(999)), title: z.nullable(z.string()), rule }),
    z.object({ type: z.literal("track"), track: z.literal(TRACKS), from: z.int(), to: z.int(), reason: z.string(), rule }),
    z.object({ type: z.literal("person"), person: id, change: z.literal(PERSON_CHANGES), space: id, rule }),
    z.object({ type: z.literal("squad-move"), squad: id, from: id, to: id, rule }),
    z.object({ type: z.literal("royal-party"), from: id, to: id, rule }),
    z.object({ type: z.literal("fealty"), town: id, result: z.string().check(z.minLength(1)), rule }),
    z.object({ type: z.literal("orders"), from: z.string(), to: z.string(), rule }),
    z.object({ type: z.literal("ability"), person: id, paragraph: z.int().check(z.minimum(10), z.maximum(999)), effect: z.string(), rule }),
    z.object({ type: z.literal("expenses"), due: z.int().check(z.minimum(0)), paid: z.int().check(z.minimum(0)), rule }),
    z.object({ type: z.literal("note"), text: z.string(), rule }),
    z.object({ type: z.literal("game-over"), winner: z.literal(["player", "king"]), reason: z.string(), turn: z.int().check(z.minimum(0)) }),
  ]))();
/**
 * One event of the Syndrome.
 *
 * @example
 * ```ts
 * import type { SyndromeEvent } from "@tt/syndrome";
 * const e: SyndromeEvent = { type: "turn", turn: 1 };
 * ```
 */
export type SyndromeEvent = z.infer<typeof syndromeEventSchema>;

/**
 * The `type`s of {@link SyndromeEvent}.
 *
 * @example
 * ```ts
 * import type { SyndromeEvent, SyndromeEventType } from "@tt/syndrome";
 * const count = (events: SyndromeEvent[], type: SyndromeEventType) => events.filter((e) => e.type === type).length;
 * ```
 */
export type SyndromeEventType = SyndromeEvent["type"];
