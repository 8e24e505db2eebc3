import type { IllegalReason } from "@tt/engine";
import type { SyndromeRules } from "../data";
import type { Action, Outcome } from "../schemas";
import type { State } from "../state";
import { isRebelAction, sameAction } from "./actions";
import { rebelReason } from "./why-rebel";
import { quote } from "../_internal/limits";

/** What the front task offers, as `pending` says it (without importing flow.ts). */
export type Offered =
  | { kind: "decision"; prompt: string; actions: readonly Action[]; rule: string }
  | { kind: "chance"; purpose: string; outcomes: readonly { outcome: Outcome }[]; blind?: true }
  | { kind: "over" };

const PHASE_NAMES: Record<State["phase"], string> = {
  setup: "setup",
  actions: "Rebel Actions",
  expenses: "Rebel Expenses",
  "kings-men": "King's Men Actions",
  "royal-party": "Royal Party Movement & Fealty",
  over: "the end of the game",
};

/**
 * Why `input` is not legal in `s`, in words a player can act on, with the rule it breaks; the
 * same conditions `rebelActions` and `pending` use to list the legal inputs. `undefined` when
 * `input` is legal (or no better reason than "not offered" is known: the caller says that).
 */
export function reasonOf(rules: SyndromeRules, s: State, offered: Offered, input: Action | Outcome): IllegalReason | undefined {
  if (offered.kind === "over") return { message: "the game is over" };
  if (input.type === "die" || input.type === "draw") {
    if (offered.kind === "decision") return { message: `the game waits for a decision ("${offered.prompt}"), not a roll or a draw`, ruleId: offered.rule };
    if (offered.outcomes.some((o) => (o.outcome.type === "die" ? input.type === "die" && o.outcome.face === input.face : input.type === "draw" && o.outcome.person === input.person))) return undefined;
    if (input.type === "die")
      return offered.outcomes[0]?.outcome.type === "die"
        ? { message: `${quote(input.face)} cannot be rolled on a ten-sided die (read 1 to 10; a 0 counts as 10)`, ruleId: "SYN-2.4" }
        : { message: `"${offered.purpose}" is a draw, not a die roll` };
    return offered.blind ? { message: `that counter cannot be drawn for "${offered.purpose}"` } : { message: `"${offered.purpose}" is a die roll, not a draw` };
  }
  const action = input;
  if (offered.kind === "chance") return { message: `the game waits for a roll or a draw ("${offered.purpose}"), not a decision` };
  if (offered.actions.some((a) => sameAction(a, action))) return undefined;
  const task = s.queue[0];
  if (isRebelAction(action) && task?.kind !== "actions")
    return { message: `${action.type} is a Rebel Action, but the game is in ${PHASE_NAMES[s.phase]} and waits for "${offered.prompt}"`, ruleId: "SYN-5" };
  if (task?.kind === "actions") return rebelReason(rules, s, action);
  if (task?.kind === "recruit-gold" && action.type === "spend") {
    if (action.gold > s.warchest) return { message: `the Warchest holds only ${s.warchest} gold: you cannot spend ${action.gold}`, ruleId: "SYN-8.1" };
  }
  if (task?.kind === "place-neutral" && action.type === "place-neutral") {
    if (!rules.landSpaces.includes(action.space)) return { message: `${quote(action.space)} is not a land space`, ruleId: "SYN-3.3" };
    return { message: `${rules.space(action.space).name} already has a free neutral: one a space`, ruleId: "SYN-3.3" };
  }
  if (action.type === "choose-space" || action.type === "choose-person") {
    const what = action.type === "choose-space" ? action.space : action.person;
    return { message: `${quote(what)} is not one of the choices of "${offered.prompt}"`, ruleId: offered.rule };
  }
  return { message: `${action.type} does not answer "${offered.prompt}"`, ruleId: offered.rule };
}
