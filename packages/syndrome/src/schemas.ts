import { z } from "zod";
import { ModifierSchema } from "@tt/tables";

/**
 * Version of the Syndrome's state snapshots and of the data layout they refer to.
 *
 * @example
 * ```ts
 * import { SCHEMA_VERSION, syndrome } from "@tt/syndrome";
 * syndrome.setup(syndrome.parseOptions({})).schemaVersion === SCHEMA_VERSION; // true
 * ```
 */
export const SCHEMA_VERSION = 1 as const;

const id = z.string().min(1);

/**
 * Every action the player can take, as a discriminated union on `type`. `next(state)` lists the
 * legal ones; a front end offers them and passes the chosen one to `apply`.
 *
 * @see SYN-8.9
 * @example
 * ```ts
 * import { actionSchema } from "@tt/syndrome";
 * actionSchema.parse({ type: "beam-down", person: "kirk", to: "trott" });
 * ```
 */
export const actionSchema = z.discriminatedUnion("type", [
  /** Setup (SYN-3.3): the space for the next free neutral. */
  z.object({ type: z.literal("place-neutral"), space: id }),
  /** End Rebel Actions (SYN-5.1). */
  z.object({ type: z.literal("end-actions") }),
  /** SYN-9.1 */
  z.object({ type: z.literal("beam-down"), person: id, to: id }),
  /** SYN-9.2 */
  z.object({ type: z.literal("beam-up"), person: id }),
  /** SYN-9.3 */
  z.object({ type: z.literal("move"), person: id, to: id }),
  /** SYN-P.63: Thomas Rupine and everyone with him travel by river or sea. */
  z.object({ type: z.literal("river-travel"), to: id }),
  /** SYN-9.3: free one's horse before moving. */
  z.object({ type: z.literal("free-horse"), person: id }),
  /** SYN-8.1 */
  z.object({ type: z.literal("recruit"), recruiter: id, target: id }),
  /** SYN-8.1: gold for the recruiting attempt under way. */
  z.object({ type: z.literal("spend"), gold: z.int().min(0).max(19) }),
  /** SYN-8.2 */
  z.object({ type: z.literal("request-donations"), requester: id }),
  /** SYN-8.3 */
  z.object({ type: z.literal("aid-poor"), space: id, gold: z.int().min(5).max(19) }),
  /** SYN-8.4 */
  z.object({ type: z.literal("raid"), leader: id }),
  /** SYN-T.RAID: use phasers (+5, Witchcraft +1) or not. */
  z.object({ type: z.literal("phasers"), use: z.boolean() }),
  /** SYN-8.5 */
  z.object({ type: z.literal("buy-horses"), space: id }),
  /** SYN-8.5 */
  z.object({ type: z.literal("steal-horses"), space: id }),
  /** SYN-8.6, SYN-P.12: heal one (or, with McCoy or Goren, up to three) injured people; `kit` uses McCoy's medical kit. */
  z.object({ type: z.literal("heal"), patients: z.array(id).min(1).max(3), kit: z.boolean() }),
  /** SYN-8.7 (and SYN-8.8 when fleeing) */
  z.object({ type: z.literal("request-sanctuary"), requester: id }),
  /** SYN-8.8: flee without seeking sanctuary. */
  z.object({ type: z.literal("decline-sanctuary") }),
  /** SYN-P.70 */
  z.object({ type: z.literal("preach"), track: z.literal(["witchcraft", "royalMorale"]) }),
  /** SYN-P.30 to SYN-P.44: a lord or mayor frees his town's or castle's prisoners, once a game. */
  z.object({ type: z.literal("free-prisoners"), person: id }),
  /** A "you choose which" person in a resolution. */
  z.object({ type: z.literal("choose-person"), person: id }),
  /** A "you choose which" space in a resolution. */
  z.object({ type: z.literal("choose-space"), space: id }),
  /** SYN-11.2 */
  z.object({ type: z.literal("beam-supplies") }),
  /** SYN-11.3: leave a space unpaid. */
  z.object({ type: z.literal("starve"), space: id }),
]);
/**
 * One player action.
 *
 * @see SYN-8.9
 * @example
 * ```ts
 * import type { Action } from "@tt/syndrome";
 * const raid: Action = { type: "raid", leader: "kirk" };
 * ```
 */
export type Action = z.infer<typeof actionSchema>;

/**
 * Every chance outcome: a d10 face (0 read as 10: SYN-2.4) or a blind draw from the cup (SYN-3.2).
 *
 * @see SYN-2.4
 * @example
 * ```ts
 * import { outcomeSchema } from "@tt/syndrome";
 * outcomeSchema.parse({ type: "die", face: 10 });
 * ```
 */
export const outcomeSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("die"), face: z.int().min(1).max(10) }),
  z.object({ type: z.literal("draw"), person: id }),
]);
/**
 * One chance outcome.
 *
 * @see SYN-2.4
 * @example
 * ```ts
 * import type { Outcome } from "@tt/syndrome";
 * const rolledZero: Outcome = { type: "die", face: 10 }; // a printed 0 counts as 10
 * ```
 */
export type Outcome = z.infer<typeof outcomeSchema>;

/**
 * Setup options. `maxTurns` is an engine guard (not a rule): a game still running after it ends
 * as `turn-limit`. `startingWarchest` is the printed 4 (SYN-3.1), changeable for variants.
 * `openRebellion` settles an ambiguity (SYN-6.1 against SYN-T.FEALTY): `"needs-crew"` (default)
 * reads the Fealty Table literally, an Open Rebellion result wins at once if every crewmember is
 * free and otherwise counts as Defy; `"lasting"` also keeps that town in open rebellion, so the
 * game is won the moment the last crewmember is freed (SYN-6.1 read as a standing condition).
 *
 * @example
 * ```ts
 * import { optionsSchema } from "@tt/syndrome";
 * optionsSchema.parse({}); // { maxTurns: 100, startingWarchest: 4, openRebellion: "needs-crew" }
 * ```
 */
export const optionsSchema = z
  .object({
    maxTurns: z.int().min(1).max(1000).default(100),
    startingWarchest: z.int().min(0).max(19).default(4),
    openRebellion: z.literal(["needs-crew", "lasting"]).default("needs-crew"),
  })
  .strict();
/**
 * Setup options, defaults applied.
 *
 * @example
 * ```ts
 * import { syndrome, type Options } from "@tt/syndrome";
 * const options: Options = syndrome.parseOptions({ startingWarchest: 8 }); // { maxTurns: 100, startingWarchest: 8, openRebellion: "needs-crew" }
 * ```
 */
export type Options = z.infer<typeof optionsSchema>;
/**
 * Setup options as a caller writes them.
 *
 * @example
 * ```ts
 * import { syndrome, type OptionsInput } from "@tt/syndrome";
 * const input: OptionsInput = { maxTurns: 60 };
 * syndrome.setup(syndrome.parseOptions(input));
 * ```
 */
export type OptionsInput = z.input<typeof optionsSchema>;

/** A modifier of a roll, as events carry it: label, value and rule ID. */
export const eventModifierSchema = ModifierSchema;

/**
 * The tracks (SYN-4.2).
 *
 * @see SYN-4.2
 * @example
 * ```ts
 * import type { SyndromeEvent, Track } from "@tt/syndrome";
 * const witchcraftRises = (e: SyndromeEvent, track: Track = "witchcraft") => e.type === "track" && e.track === track && e.to > e.from;
 * ```
 */
export type Track = "witchcraft" | "royalMorale" | "warchest";

/**
 * What changed for a person, in a `person` event.
 *
 * @example
 * ```ts
 * import type { PersonChange, SyndromeEvent } from "@tt/syndrome";
 * const captured = (events: SyndromeEvent[], change: PersonChange = "captured") => events.filter((e) => e.type === "person" && e.change === change);
 * ```
 */
export type PersonChange =
  | "captured"
  | "injured"
  | "healed"
  | "freed"
  | "recruited"
  | "controlled"
  | "lost"
  | "removed"
  | "sanctuary"
  | "left-sanctuary"
  | "horse"
  | "no-horse";

/**
 * The events of the Syndrome: what a narrator or a UI shows. Every roll carries its die, each
 * modifier with label, value and rule ID, the total, the row read and the result; every paragraph
 * read carries its text; every track change its reason and rule.
 *
 * @example
 * ```ts
 * import type { SyndromeEvent } from "@tt/syndrome";
 * const e: SyndromeEvent = { type: "turn", turn: 1 };
 * ```
 */
export type SyndromeEvent =
  | { type: "prisoner-placed"; space: string; colour: string; person: string | null }
  | { type: "cup-filled"; count: number; purpose: "prisoners" | "free neutrals" }
  | { type: "neutral-placed"; person: string; space: string }
  | { type: "turn"; turn: number }
  | { type: "phase"; phase: string }
  | { type: "beam"; direction: "down" | "up"; person: string; space: string }
  | { type: "move"; person: string; from: string; to: string; means: "foot" | "horse" | "river" | "flight" | "forced" }
  | { type: "action"; action: string; space: string; person: string | null; text: string; rule: string }
  | {
      type: "roll";
      table: string;
      purpose: string;
      die: number;
      modifiers: { label: string; value: number; rule?: string }[];
      total: number;
      row: string;
      result: string | number;
      explanation: string;
      rule: string;
    }
  | { type: "paragraph"; number: number; title: string | null; text: string; effect: string; rule: string }
  | { type: "track"; track: Track; from: number; to: number; reason: string; rule: string }
  | { type: "person"; person: string; change: PersonChange; space: string; rule: string }
  | { type: "squad-move"; squad: string; from: string; to: string; rule: string }
  | { type: "royal-party"; from: string; to: string; rule: string }
  | { type: "fealty"; town: string; result: string; rule: string }
  | { type: "orders"; from: string; to: string; rule: string }
  | { type: "ability"; person: string; paragraph: number; effect: string; rule: string }
  | { type: "expenses"; due: number; paid: number; rule: string }
  | { type: "note"; text: string; rule: string }
  | { type: "game-over"; winner: "player" | "king"; reason: string; turn: number };

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
