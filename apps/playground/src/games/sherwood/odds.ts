import { actionOdds, rollOdds, sherwood, type SherwoodAction, type SherwoodState } from "@tt/sherwood";
import type { RollOddsView } from "../../ui/game-module";

// The exact odds of Sherwood's shots and attacks (@tt/sherwood's `actionOdds`: every roll enumerated)
// and of the d10 the game stands at (each face applied through the public `apply`, its table result read).

const percent = (p: number) => `${Math.round(p * 100)}%`;

/**
 * The odds of a shot, an attack or a jump attack before it is made, in a few words: the likeliest
 * outcomes with their chances ("Bero killed 30%, Bero wounded 20%, no effect 50%"); null for any other action.
 */
export function sherwoodActionOdds(state: unknown, input: unknown): string | null {
  const action = input as SherwoodAction;
  if (action.type !== "shoot" && action.type !== "attack" && action.type !== "jump-attack") return null;
  // Kept per state: the menu asks again at every re-render (a button hovered), and each answer enumerates rolls.
  const known = oddsCache.get(state as object) ?? new Map<string, string | null>();
  oddsCache.set(state as object, known);
  const key = JSON.stringify(action);
  if (!known.has(key)) known.set(key, oddsWords(state as SherwoodState, action));
  return known.get(key) ?? null;
}

const oddsCache = new WeakMap<object, Map<string, string | null>>();

function oddsWords(state: SherwoodState, action: SherwoodAction): string | null {
  let outcomes: ReturnType<typeof actionOdds>["outcomes"];
  try {
    outcomes = actionOdds(state, action).outcomes;
  } catch {
    return null;
  }
  const shown = outcomes.slice(0, 3).map((o) => `${o.words} ${percent(o.probability)}`);
  const rest = outcomes.slice(3).reduce((sum, o) => sum + o.probability, 0);
  return [...shown, ...(rest > 0.005 ? [`other ${percent(rest)}`] : [])].join(", ");
}

/** The odds of the d10 the game stands at: each table result with its meaning (the package's `rollOdds`). */
export function sherwoodRollOdds(value: unknown): RollOddsView | null {
  const state = value as SherwoodState;
  let odds: ReturnType<typeof rollOdds>;
  try {
    odds = rollOdds(state);
  } catch {
    return null;
  }
  const next = sherwood.next(state);
  if (odds === null || next.kind !== "chance") return null;
  const title = `${odds.table}${odds.column === undefined ? "" : `, column ${odds.column}`} 1d10`;
  const results = odds.results.map((r) => ({ words: r.gloss === undefined ? r.result : `${r.result}: ${r.gloss}`, probability: r.probability }));
  const shifts = next.detail?.subject?.["shifts"];
  return {
    title,
    purpose: next.purpose,
    modifiers: [
      ...(next.detail?.modifiers ?? []).map((m) => ({ label: m.label, value: m.value })),
      ...(typeof shifts === "string" && shifts !== "" ? shifts.split(", ").map((s) => ({ label: `column shift: ${s.replace(/ [+-]?\d+$/, "")}`, value: Number(s.match(/[+-]?\d+$/)?.[0] ?? 0) })) : []),
    ],
    results,
  };
}
