import { outcomeOdds } from "@tt/engine";
import { sherwood, type SherwoodGame } from "./game";
import type { SherwoodRules } from "../rules-data";
import { nameOf } from "./names";
import type { SherwoodEvent } from "./events";
import { resultGloss } from "./result-gloss";
import type { SherwoodAction, SherwoodState } from "./schemas";

/**
 * The exact odds of what a shot or an attack does, before it is made: each distinct outcome as a list
 * of what happens to whom (`"bero killed"`, `"bero wounded"`, `"bero stunned"`, `"bero retreats 1"`,
 * `"guy dismounted"`, `"little-john stunned"`; none: no effect), the same in words for a player
 * (`"Bero killed"`, `"Little John retreats 2 hexes"`), with its probability, most likely first.
 *
 * @example
 * ```ts
 * import type { ActionOdds } from "@tt/sherwood";
 * const killChance = (odds: ActionOdds, id: string) => odds.outcomes.filter((o) => o.what.includes(`${id} killed`)).reduce((s, o) => s + o.probability, 0);
 * ```
 */
export interface ActionOdds {
  /**
   * Each outcome: `what` happens to whom (ids, for code), the same in `words` for a player
   * ("Bero killed, Sir Guy of Gisbourne retreats 2 hexes"; "no effect"), and its probability.
   */
  readonly outcomes: readonly { readonly what: readonly string[]; readonly words: string; readonly probability: number }[];
}

/** What happened to whom between two states: ids for code, words for a player. */
function summary(rules: SherwoodRules, before: SherwoodState, after: SherwoodState): { what: string[]; words: string[] } {
  const what: string[] = [];
  const words: string[] = [];
  const add = (id: string, code: string, said: string) => {
    what.push(`${id} ${code}`);
    words.push(`${nameOf(rules, id)} ${said}`);
  };
  for (const p of before.pieces) {
    const now = after.pieces.find((x) => x.id === p.id);
    if (now === undefined) add(p.id, "killed", "killed");
    else {
      if (now.state !== p.state && now.state !== undefined) add(p.id, now.state, now.state);
      if (p.mounted === true && now.mounted !== true) add(p.id, "dismounted", "dismounted");
    }
  }
  for (const e of after.effects) {
    if (e.do === "retreat") add(e.piece, `retreats ${e.hexes ?? 1}`, `retreats ${e.hexes ?? 1} ${(e.hexes ?? 1) === 1 ? "hex" : "hexes"}`);
    else if (e.do === "dismount-stunned") add(e.piece, e.do, "dismounted and stunned");
    else if (e.do === "dismount-wounded") add(e.piece, e.do, "dismounted and wounded");
    else if (e.do === "kill-horse") add(e.piece, e.do, "loses his horse");
  }
  return { what, words };
}

/**
 * The exact odds of a `shoot` or `attack` action in `state` (SHW-3.3, SHW-3.4, SHW-5): every roll it
 * leads to is enumerated (through `@tt/engine`'s `outcomeOdds`), and the states reached are told as
 * what happened to whom, so a front end shows "killed 30%, wounded 20%..." before the player commits.
 *
 * @param state - a state at a decision where `action` is legal
 * @param action - a `shoot` or `attack` action (any legal action works; others have one outcome)
 * @param game - the game (default `sherwood`)
 * @returns the outcomes with their probabilities (summing to 1)
 * @throws `EngineError` `engine/illegal-action` if the action is not legal in `state`
 * @example
 * ```ts
 * import { actionOdds, sherwood } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse({ map: "woods-edge", sides: [{ id: "a", force: [{ character: "reynold", at: "3,11" }] }, { id: "b", force: [{ character: "bero", at: "7,5" }] }] }));
 * actionOdds(state, { type: "shoot", shooter: "reynold", target: "bero" }).outcomes[0]; // the likeliest: { what: [], probability: ... } (a miss)
 * ```
 */
export function actionOdds(state: SherwoodState, action: SherwoodAction, game: SherwoodGame = sherwood): ActionOdds {
  const odds = outcomeOdds(game, state, action, { key: (s: SherwoodState) => summary(game.rules, state, s).what.join("; ") });
  return {
    outcomes: odds.entries.map((e) => {
      const { what, words } = summary(game.rules, state, e.state);
      return { what, words: words.length === 0 ? "no effect" : words.join(", "), probability: e.probability };
    }),
  };
}

/**
 * Every shot and attack the player to act can make now, each with its exact odds ({@link actionOdds}):
 * a front end's target list ("Bero: killed 4%, wounded 8%...") or a bot's menu. Optionally only those of
 * one character (as shooter or attacker).
 *
 * @param state - a state
 * @param piece - only this character's shots and attacks
 * @param game - the game (default `sherwood`)
 * @returns the actions with their odds; none when the next step is not a fire or combat decision
 * @example
 * ```ts
 * import { sherwood, targetsWithOdds } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse({ map: "woods-edge", sides: [{ id: "a", force: [{ character: "reynold", at: "3,11" }] }, { id: "b", force: [{ character: "bero", at: "7,5" }] }] }));
 * targetsWithOdds(state, "reynold").map((t) => t.action); // [{ type: "shoot", shooter: "reynold", target: "bero" }]
 * ```
 */
export function targetsWithOdds(state: SherwoodState, piece?: string, game: SherwoodGame = sherwood): { action: SherwoodAction; odds: ActionOdds }[] {
  const next = game.next(state);
  if (next.kind !== "decision") return [];
  const mine = (a: SherwoodAction) =>
    piece === undefined || (a.type === "shoot" && a.shooter === piece) || (a.type === "attack" && a.attackers.includes(piece)) || (a.type === "jump-attack" && a.piece === piece);
  return next.actions.filter((a) => (a.type === "shoot" || a.type === "attack" || a.type === "jump-attack") && mine(a)).map((action) => ({ action, odds: actionOdds(state, action, game) }));
}

/**
 * The odds of the roll the game stands at (a to-hit, damage, combat or jump d10, SHW-3.3 to SHW-6.2):
 * each result of its table with its probability, read by applying every face as the game would, likeliest
 * first; a result code comes with what it means ({@link resultGloss}). `null` when the game does not
 * stand at a roll of a table.
 *
 * @param state - a state
 * @param game - the game (default `sherwood`)
 * @returns the table (and its column), and each result's probability (summing to 1); or `null`
 * @example
 * ```ts
 * import { rollOdds, sherwood, type SherwoodState } from "@tt/sherwood";
 * declare const atARoll: SherwoodState;
 * rollOdds(atARoll)?.results; // e.g. [{ result: "K", gloss: "killed", probability: 0.6 }, ...]
 * ```
 */
export function rollOdds(state: SherwoodState, game: SherwoodGame = sherwood): RollOdds | null {
  const next = game.next(state);
  if (next.kind !== "chance") return null;
  const results = new Map<string, number>();
  let table: { table: string; column?: string } | undefined;
  for (const { outcome, probability } of next.outcomes) {
    const roll = game.apply(state, outcome).events.find((e): e is Extract<SherwoodEvent, { type: "roll" }> => e.type === "roll");
    if (roll === undefined) return null;
    table = { table: roll.table, ...(roll.column === undefined ? {} : { column: roll.column }) };
    results.set(roll.result, (results.get(roll.result) ?? 0) + probability);
  }
  if (table === undefined) return null;
  return {
    ...table,
    results: [...results]
      .sort((a, b) => b[1] - a[1])
      .map(([result, probability]) => {
        const gloss = resultGloss(result);
        return { result, ...(gloss === undefined ? {} : { gloss }), probability };
      }),
  };
}

/**
 * The odds of a roll before it is rolled ({@link rollOdds}): its table, its column on a combat table,
 * and each result with its meaning when it is a code.
 *
 * @example
 * ```ts
 * import type { RollOdds } from "@tt/sherwood";
 * const line = (o: RollOdds) => o.results.map((r) => `${r.result} ${Math.round(r.probability * 100)}%`).join(", ");
 * ```
 */
export interface RollOdds {
  /** The table's name ("Combat Table (on foot)", "roll to hit, short range"). */
  readonly table: string;
  /** The column on a combat table. */
  readonly column?: string;
  /** Each result, likeliest first. */
  readonly results: readonly { readonly result: string; readonly gloss?: string; readonly probability: number }[];
}
