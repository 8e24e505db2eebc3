import * as z from "zod/mini";
import { ModifierSchema } from "@tt/tables";
import { effectSchema } from "./effects";

const space = /* @__PURE__ */ (() => z.string().check(z.minLength(1)))();
const index = /* @__PURE__ */ (() => z.int().check(z.minimum(0)))();
const indexes = /* @__PURE__ */ (() => z.array(index))();
const modifiers = /* @__PURE__ */ (() => z.array(ModifierSchema))();

/**
 * A roll waiting for its die, as a discriminated union on `table`: which table, what for, and
 * with which modifiers (fixed when the roll was queued, so the player sees them before rolling).
 *
 * @see SYN-4.1
 * @example
 * ```ts
 * import { rollTaskSchema } from "@tt/syndrome";
 * rollTaskSchema.parse({ table: "horseTheft", space: "trott", modifiers: [] });
 * ```
 */
export const rollTaskSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("table", [
    z.object({ table: z.literal("recruiting"), space, target: index, modifiers }),
    z.object({ table: z.literal("donations"), space, modifiers }),
    z.object({ table: z.literal("raid"), space, leader: index, modifiers, plague: indexes }),
    z.object({ table: z.literal("horseTheft"), space, modifiers }),
    z.object({ table: z.literal("sanctuary"), space, requester: index, modifiers, fleeing: z.nullable(indexes) }),
    z.object({ table: z.literal("flight"), from: space, space, people: indexes, modifiers }),
    z.object({ table: z.literal("fealty"), space, modifiers }),
    z.object({ table: z.literal("kingsMen"), squad: index, column: z.literal(["Patrol", "Search", "Seize"]) }),
    z.object({ table: z.literal("heal"), space, patients: indexes.check(z.minLength(1), z.maxLength(3)), needed: z.int().check(z.minimum(1), z.maximum(10)) }),
    z.object({ table: z.literal("gold"), amount: z.literal(["half", "good", "paragraph-115"]), space }),
    z.object({ table: z.literal("blind-free"), space }),
  ]))();
/**
 * A roll waiting for its die.
 *
 * @see SYN-4.1
 * @example
 * ```ts
 * import type { RollTask, State } from "@tt/syndrome";
 * const pendingRoll = (state: State): RollTask | null => (state.queue[0]?.kind === "roll" ? state.queue[0].roll : null);
 * ```
 */
export type RollTask = z.infer<typeof rollTaskSchema>;

/**
 * What the people chosen in a "you choose which" suffer or gain.
 *
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { PICK_EFFECTS } from "@tt/syndrome";
 * PICK_EFFECTS.includes("capture"); // true
 * ```
 */
export const PICK_EFFECTS = ["capture", "injure", "stay-free", "starve", "capture-other", "recruit-famous", "move-group"] as const;

/**
 * A "you choose which" in the middle of a resolution (the rules' choices are the player's).
 * `move-group` chooses a space from `spaces` for `people`; the others choose people from `from`.
 *
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { pickTaskSchema } from "@tt/syndrome";
 * pickTaskSchema.parse({ effect: "injure", space: "trott", from: [0, 1], spaces: [], count: 1, reason: "injured (SYN-T.CODES)", people: [] });
 * ```
 */
export const pickTaskSchema = /* @__PURE__ */ (() =>
  z.object({
    /** What the chosen people suffer or gain. */
    effect: z.literal(PICK_EFFECTS),
    /** Where it happens. */
    space,
    /** Person candidates (person choices). */
    from: indexes,
    /** Space candidates (`move-group`). */
    spaces: z.array(space),
    /** How many more to choose. */
    count: z.int().check(z.minimum(0), z.maximum(99)),
    /** Why, in words, for the prompt. */
    reason: z.string(),
    /** The people moving (`move-group`). */
    people: indexes,
  }))();
/**
 * A "you choose which" in the middle of a resolution.
 *
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import type { PickTask, State } from "@tt/syndrome";
 * const pendingPick = (state: State): PickTask | null => (state.queue[0]?.kind === "pick" ? state.queue[0].pick : null);
 * ```
 */
export type PickTask = z.infer<typeof pickTaskSchema>;

/**
 * The pending work of the turn or of a resolution, as a discriminated union on `kind`: the
 * state's queue holds them, front first. Some run by themselves (the automatic steps); some wait
 * for a decision or a roll. Plain JSON, checked field by field when a snapshot is read.
 *
 * @see SYN-5
 * @example
 * ```ts
 * import { syndrome, taskSchema } from "@tt/syndrome";
 * const front = syndrome.setup(syndrome.parseOptions({})).queue[0]; // { kind: "fill-cup", left: 8, for: "prison" }
 * taskSchema.parse(front);
 * ```
 */
export const taskSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("kind", [
    /** SYN-3.2, SYN-3.3: neutrals drawn blind into the cup. */
    z.object({ kind: z.literal("fill-cup"), left: z.int().check(z.minimum(0), z.maximum(99)), for: z.literal(["prison", "free"]) }),
    /** SYN-3.2: a prisoner drawn blind for each town and castle, two for the palace. */
    z.object({ kind: z.literal("draw-prisoner"), slots: z.array(space) }),
    /** SYN-3.3: the player places the free neutrals. */
    z.object({ kind: z.literal("place-neutral"), left: z.int().check(z.minimum(0), z.maximum(99)) }),
    /** SYN-3.3: a neutral drawn blind for the space chosen. */
    z.object({ kind: z.literal("draw-neutral"), space, left: z.int().check(z.minimum(0), z.maximum(99)) }),
    /** section 8: Rebel Actions. */
    z.object({ kind: z.literal("actions") }),
    /** SYN-8.1: the gold spent on a recruiting attempt. */
    z.object({ kind: z.literal("recruit-gold"), recruiter: index, target: index, space, group: indexes }),
    /** A roll on a table. */
    z.object({ kind: z.literal("roll"), roll: rollTaskSchema }),
    /** SYN-T.RAID: phasers or not. */
    z.object({ kind: z.literal("phasers"), space, leader: index }),
    /** A resolution in progress: its effects, the next at `at`. */
    z.object({
      kind: z.literal("steps"),
      space,
      steps: z.array(effectSchema),
      at: z.int().check(z.minimum(0)),
      /** The recruiting target or raid leader, or -1. */
      target: z.int().check(z.minimum(-1)),
      /** The people affected (the fleeing), or `null` for the group in the space. */
      people: z.nullable(indexes),
      /** People left out (McCoy or Goren in the plague: SYN-P.150). */
      exclude: indexes,
      /** The paragraph being resolved, or `null` for a table code. */
      paragraph: z.nullable(z.int().check(z.minimum(10), z.maximum(999))),
      /** The rule the effects come from. */
      rule: z.string().check(z.minLength(1)),
      /** Whether the people are fleeing (SYN-8.8): a refused sanctuary sends them on. */
      fleeing: z.boolean(),
    }),
    /** A "you choose which". */
    z.object({ kind: z.literal("pick"), pick: pickTaskSchema }),
    /** SYN-T.CODES `C`: the captured go to the nearest prison; ties are the player's. */
    z.object({ kind: z.literal("prison"), people: indexes, from: space }),
    /** SYN-8.8: people who must flee, seeking sanctuary first if `sanctuary`. */
    z.object({ kind: z.literal("flee"), space, people: indexes, sanctuary: z.boolean() }),
    /** SYN-8.8: where the fleeing go. */
    z.object({ kind: z.literal("flee-to"), space, people: indexes }),
    /** SYN-T.CODES `*`: the nearest squad moves in; ties are the player's. */
    z.object({ kind: z.literal("summon"), space, reason: z.string().check(z.minLength(1)) }),
    /** SYN-8.4: what a raid leaves behind once resolved (SYN-P.58, SYN-P.150). */
    z.object({ kind: z.literal("raid-end"), space, group: indexes, injured: indexes, prisoners: indexes, plague: indexes, phasers: z.boolean() }),
    /** section 11: Rebel Expenses. */
    z.object({ kind: z.literal("expenses") }),
    /** section 12: King's Men Actions, squad by squad from `next`. */
    z.object({ kind: z.literal("kings-men"), next: index }),
    /** SYN-12.3: a squad's two-space move; ties are the player's. */
    z.object({ kind: z.literal("squad-move"), squad: index, toward: z.literal(["rebels", "town", "royal-party"]), effects: z.array(effectSchema), from: space }),
    /** SYN-T.KINGSMEN: a squad's effects where it stands. */
    z.object({ kind: z.literal("squad-effects"), squad: index, effects: z.array(effectSchema), from: space }),
    /** section 13: Royal Party Movement and Fealty. */
    z.object({ kind: z.literal("royal-party") }),
    /** SYN-5: the end of the turn. */
    z.object({ kind: z.literal("end-turn") }),
  ]))();
/**
 * A pending piece of work.
 *
 * @see SYN-5
 * @example
 * ```ts
 * import { syndrome, type Task } from "@tt/syndrome";
 * const front: Task | undefined = syndrome.setup(syndrome.parseOptions({})).queue[0]; // { kind: "fill-cup", left: 8, for: "prison" }
 * ```
 */
export type Task = z.infer<typeof taskSchema>;
/**
 * One of the `kind`s of {@link Task}.
 *
 * @example
 * ```ts
 * import type { State, TaskKind } from "@tt/syndrome";
 * const waitingFor = (state: State): TaskKind | undefined => state.queue[0]?.kind;
 * ```
 */
export type TaskKind = Task["kind"];
/**
 * The task of one kind.
 *
 * @example
 * ```ts
 * import type { TaskOf } from "@tt/syndrome";
 * const roll: TaskOf<"roll"> = { kind: "roll", roll: { table: "blind-free", space: "trott" } };
 * ```
 */
export type TaskOf<K extends TaskKind> = Extract<Task, { kind: K }>;
