import { sharpe, type Action, type State } from "@tt/warpquest";
import type { RollOddsView } from "../../ui/game-module";

const game = sharpe;

/**
 * The chance that the check the game stands at (or is about to roll) is won: each skill and
 * challenge roll enumerated with its exact probability through the public `next`/`apply`. At a
 * reroll or aid question on the way, the player is taken to keep the roll and play no further
 * aid ("this choice alone"), as the terminal's odds do. Null when no check is coming.
 */
function checkWinOdds(state: State, depth = 0): number | null {
  if (depth > 6) return null;
  const next = game.next(state);
  if (next.kind === "chance") {
    const ask = next.detail?.ask;
    if (ask !== "skill-roll" && ask !== "challenge-roll") return null;
    let won = 0;
    for (const { outcome, probability } of next.outcomes) {
      if (probability === 0) continue;
      const applied = game.apply(state, outcome);
      const check = applied.events.find((event) => event.type === "check");
      if (check) {
        if (check.won) won += probability;
        continue;
      }
      const later = checkWinOdds(applied.state, depth + 1);
      if (later === null) return null;
      won += probability * later;
    }
    return won;
  }
  if (next.kind === "decision") {
    const ask = next.detail?.ask;
    const plain = next.actions.find((action) => action.type === (ask === "aid" ? "roll-challenge" : "keep-roll"));
    if ((ask !== "aid" && ask !== "skill-reroll") || plain === undefined) return null;
    return checkWinOdds(game.apply(state, plain).state, depth + 1);
  }
  return null;
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

/** The odds of the check an action leads to ("70% wins the check"). */
export function sharpeActionOdds(state: unknown, action: unknown): string | null {
  let won: number | null;
  try {
    won = checkWinOdds(game.apply(state as State, action as Action).state);
  } catch {
    return null;
  }
  return won === null ? null : `${percent(won)} wins the check`;
}

/** The odds of the skill or challenge roll the game stands at: the check won or lost. */
export function sharpeRollOdds(value: unknown): RollOddsView | null {
  const state = value as State;
  const next = game.next(state);
  if (next.kind !== "chance") return null;
  const ask = next.detail?.ask;
  if (ask !== "skill-roll" && ask !== "challenge-roll") return null;
  const won = checkWinOdds(state);
  if (won === null) return null;
  return {
    title: `${ask === "skill-roll" ? "Skill roll" : "Challenge roll"} ${next.detail?.dice ?? "1d10"}`,
    purpose: next.purpose,
    modifiers: (next.detail?.modifiers ?? []).map((m) => ({ label: m.label, value: m.value })),
    results: [
      { words: ask === "skill-roll" ? "the check is won (keeping the roll, no aid)" : "the check is won", probability: won },
      { words: "the check is lost", probability: 1 - won },
    ].sort((a, b) => b.probability - a.probability),
  };
}
