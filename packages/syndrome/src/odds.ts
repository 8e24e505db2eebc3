import { tableOdds, type Modifier } from "@tt/tables";
import { DONATION_ROWS } from "./data";
import type { SyndromeGame } from "./game";
import type { State } from "./state";

/**
 * The exact odds of the table roll a game is about to make: the table, what it is for, its
 * labelled modifiers, and every result with its probability (a d10, 0 read as 10).
 *
 * @example
 * ```ts
 * import type { RollOdds } from "@tt/syndrome";
 * const shown: RollOdds = { table: "Raid Table", purpose: "raid", modifiers: [], results: [{ result: 110, probability: 0.1 }] };
 * ```
 */
export interface RollOdds {
  /** The table's printed name (`"Raid Table"`), or `"Healing"` / `"Gold"` for bare die rolls. */
  readonly table: string;
  /** What the roll is for, as the chance step says it. */
  readonly purpose: string;
  /** The modifiers added to the die, each with its label, value and rule ID. */
  readonly modifiers: readonly Modifier[];
  /** Every result the roll can read (a paragraph number, a code, a Fealty result, "healed"), with its exact probability; they sum to 1. */
  readonly results: readonly { readonly result: string | number; readonly probability: number }[];
}

/**
 * The exact odds of the roll a game stands at: after a raid (and the phasers decision), a recruiting
 * attempt (after the gold), a donation request, a sanctuary request, a horse theft, a flight, a
 * healing attempt, a King's Men or Fealty roll. A front end shows them before the player rolls; for
 * odds before choosing an action, use `@tt/engine`'s `outcomeOdds`.
 *
 * @param game - the game (its compiled tables are read)
 * @param state - a state at a chance step
 * @returns the odds, or `null` when the game is not about to roll on a table (a decision, a blind draw, the end)
 * @see SYN-4.1
 * @example
 * ```ts
 * import { rollOdds, syndrome } from "@tt/syndrome";
 * const state = syndrome.setup(syndrome.parseOptions({}));
 * rollOdds(syndrome, state); // null: setup starts with blind draws, not a table roll
 * ```
 */
export function rollOdds(game: SyndromeGame, state: State): RollOdds | null {
  const next = game.next(state);
  const task = state.queue[0];
  if (next.kind !== "chance" || task?.kind !== "roll") return null;
  const roll = task.roll;
  const { tables, counters, space } = game.rules;
  const dice = "1d10";
  const of = (odds: readonly { result: unknown; probability: number }[]) => odds.map((o) => ({ result: o.result as string | number, probability: o.probability }));
  const purpose = next.purpose;
  switch (roll.table) {
    case "recruiting":
      return {
        table: tables.recruiting.name,
        purpose,
        modifiers: roll.modifiers,
        results: of(tableOdds(tables.recruiting, { dice, modifiers: roll.modifiers, key: counters[roll.target]!.recruitRow! })),
      };
    case "donations":
      return {
        table: tables.donations.name,
        purpose,
        modifiers: roll.modifiers,
        results: of(tableOdds(tables.donations, { dice, modifiers: roll.modifiers, key: DONATION_ROWS[space(roll.space).type]! })),
      };
    case "raid":
    case "horseTheft":
    case "sanctuary":
    case "flight":
    case "fealty": {
      const table = tables[roll.table];
      return { table: table.name, purpose, modifiers: roll.modifiers, results: of(tableOdds<number | string>(table, { dice, modifiers: roll.modifiers })) };
    }
    case "kingsMen":
      return { table: tables.kingsMen.name, purpose, modifiers: [], results: of(tableOdds(tables.kingsMen, { dice, key: roll.column })) };
    case "heal":
      return {
        table: "Healing",
        purpose,
        modifiers: [],
        results: [
          { result: "healed", probability: roll.needed / 10 },
          { result: "not healed", probability: 1 - roll.needed / 10 },
        ].filter((r) => r.probability > 0),
      };
    case "gold": {
      const counts = new Map<number, number>();
      for (let face = 1; face <= 10; face++) {
        const gold = roll.amount === "half" ? Math.floor(face / 2) : face;
        counts.set(gold, (counts.get(gold) ?? 0) + 1);
      }
      return { table: "Gold", purpose, modifiers: [], results: [...counts].map(([result, n]) => ({ result, probability: n / 10 })) };
    }
    case "blind-free":
      return null;
    default: {
      const unreachable: never = roll;
      return unreachable;
    }
  }
}
