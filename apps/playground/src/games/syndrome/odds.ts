import { glossResult, rollOdds, syndrome, type Action, type RollOdds, type State } from "@tt/syndrome";
import type { RollOddsView } from "../../ui/game-module";

// The same readings as the terminal's (@tt/cli's syndrome adapter): a roll's results in the game's
// own glosses, merged when they mean the same, most likely first.
const rules = syndrome.rules;

/** The success a player hopes for on each table a choice leads to, as its results' glosses say it. */
const SUCCESS: Record<string, { test: RegExp; words: string }> = {
  [rules.tables.raid.name]: { test: /the prisoners are freed/i, words: "frees the prisoners" },
  [rules.tables.recruiting.name]: { test: /^recruited/, words: "recruited" },
  [rules.tables.sanctuary.name]: { test: /Sanctuary marker/, words: "sanctuary granted" },
  [rules.tables.flight.name]: { test: /escape/, words: "they escape" },
  [rules.tables.horseTheft.name]: { test: /Place a Horse counter/, words: "a horse gained" },
};

/** A table result in a few words: the table's success, or its gloss's first clause. */
function resultWords(table: string, result: string | number): string {
  if (table === "Healing") return String(result);
  if (table === "Gold") return `${result} gold`;
  const gloss = glossResult(rules, result);
  const success = SUCCESS[table];
  if (success?.test.test(gloss)) return success.words;
  if (table === rules.tables.recruiting.name) return "not recruited";
  const first = (gloss.split(/(?<=[.;])\s/)[0] ?? "").replace(/[.;]$/, "").replace(/ \([^)]*\)/g, "");
  const words = first === "" ? String(result) : first.charAt(0).toLowerCase() + first.slice(1);
  return words.length > 60 ? `${words.slice(0, 59).trimEnd()}…` : words;
}

function view(odds: RollOdds): RollOddsView {
  const total = odds.modifiers.reduce((sum, m) => sum + m.value, 0);
  const merged = new Map<string, number>();
  for (const r of odds.results) {
    const words = resultWords(odds.table, r.result);
    merged.set(words, (merged.get(words) ?? 0) + r.probability);
  }
  const dice = odds.table === "Healing" || odds.table === "Gold" ? "1d10" : `1d10${total === 0 ? "" : total > 0 ? `+${total}` : `${total}`}`;
  return {
    title: `${odds.table} ${dice}`,
    purpose: odds.purpose,
    modifiers: odds.modifiers.map((m) => ({ label: m.label, value: m.value })),
    results: [...merged].sort((a, b) => b[1] - a[1]).map(([words, probability]) => ({ words, probability })),
  };
}

/** The odds of the table roll `state` stands at (`rollOdds` of @tt/syndrome), in the game's words. */
export function syndromeRollOdds(state: unknown): RollOddsView | null {
  const odds = rollOdds(syndrome, state as State);
  return odds ? view(odds) : null;
}

/** The rolls a player's choice leads to (not the King's Men's or the Fealty Table's, which follow a phase). */
const CHOSEN_ROLLS = new Set(["raid", "recruiting", "donations", "sanctuary", "flight", "horseTheft", "heal"]);

function chosenRoll(state: State): RollOdds | null {
  const task = state.queue[0];
  if (task?.kind !== "roll" || !CHOSEN_ROLLS.has(task.roll.table)) return null;
  return rollOdds(syndrome, state);
}

function successShare(odds: RollOdds): { words: string; share: number } | null {
  const words = odds.table === "Healing" ? "healed" : SUCCESS[odds.table]?.words;
  if (words === undefined) return null;
  const share = odds.results.filter((r) => resultWords(odds.table, r.result) === words).reduce((sum, r) => sum + r.probability, 0);
  return { words, share };
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

/** The odds of the roll an action leads to ("70% frees the prisoners"), or of each answer to the phasers or gold question after it. */
export function syndromeActionOdds(value: unknown, input: unknown): string | null {
  const state = value as State;
  const action = input as Action;
  let after: State;
  try {
    after = syndrome.apply(state, action).state;
  } catch {
    return null;
  }
  const odds = chosenRoll(after);
  if (odds) {
    const success = successShare(odds);
    if (success) return `${percent(success.share)} ${success.words}`;
    const best = view(odds).results[0];
    return best ? `${percent(best.probability)} ${best.words}` : null;
  }
  const next = syndrome.next(after);
  const ask = next.kind === "decision" ? next.detail?.ask : undefined;
  if (next.kind !== "decision" || (ask !== "phasers" && ask !== "recruit-gold")) return null;
  const sides: { label: string; share: number; words: string }[] = [];
  for (const choice of next.actions) {
    const roll = chosenRoll(syndrome.apply(after, choice).state);
    const success = roll ? successShare(roll) : null;
    if (success === null) return null;
    const label = choice.type === "phasers" ? (choice.use ? "with phasers" : "without") : choice.type === "spend" ? `with ${choice.gold} gold` : "";
    sides.push({ label, share: success.share, words: success.words });
  }
  if (sides.length === 0) return null;
  const shown = sides.length > 2 ? [sides[0]!, sides[sides.length - 1]!] : sides;
  return `${sides[0]!.words}: ${shown.map((side) => `${percent(side.share)} ${side.label}`).join(", ")}`;
}
