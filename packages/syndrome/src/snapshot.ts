import { z } from "zod";
import { PHASES, ROYAL_ORDERS } from "./state";

const TASK_KINDS = [
  "fill-cup",
  "draw-prisoner",
  "place-neutral",
  "draw-neutral",
  "actions",
  "recruit-gold",
  "roll",
  "phasers",
  "steps",
  "pick",
  "prison",
  "flee",
  "flee-to",
  "summon",
  "raid-end",
  "expenses",
  "kings-men",
  "squad-move",
  "squad-effects",
  "royal-party",
  "end-turn",
] as const;

const track = z.int().min(0).max(19);
const ids = z.array(z.string());

/**
 * The schema of a state snapshot: what `parseState` checks before trusting a saved game.
 *
 * @example
 * ```ts
 * import { stateSchema, syndrome } from "@tt/syndrome";
 * stateSchema.safeParse(syndrome.setup(syndrome.parseOptions({}))).success; // true
 * ```
 */
export const stateSchema = z.object({
  schemaVersion: z.literal(1),
  rules: z.object({ maxTurns: z.int().min(1), startingWarchest: track, openRebellion: z.literal(["needs-crew", "lasting"]) }),
  turn: z.int().min(0),
  phase: z.literal(PHASES),
  witchcraft: track,
  royalMorale: track,
  warchest: track,
  royalOrders: z.literal(ROYAL_ORDERS),
  raided: z.boolean(),
  people: z.array(
    z.object({
      at: z.string().min(1),
      controlled: z.boolean(),
      imprisoned: z.boolean(),
      hidden: z.boolean(),
      injured: z.boolean(),
      horse: z.boolean(),
      sanctuary: z.int().min(-1),
      spent: z.boolean(),
    }),
  ),
  royalParty: z.object({ route: z.int().min(-1), hold: z.boolean() }),
  sworn: ids,
  rebellion: ids,
  freedBy: ids,
  flags: z.object({ acted: ids, beamDown: ids, beamUp: ids, noSupply: ids, starved: ids }),
  cup: ids,
  queue: z.array(z.looseObject({ k: z.literal(TASK_KINDS) })),
  result: z.object({ winner: z.literal(["player", "king"]), reason: z.literal(["victory", "fealty", "witchcraft", "turn-limit"]), turn: z.int().min(0) }).nullable(),
});
