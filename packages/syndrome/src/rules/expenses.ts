import { ENTERPRISE, OUT_OF_PLAY, type State } from "../state";
import type { TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import type { TaskHandler } from "./handler";
import { freeAt, isFree } from "./people";
import { pickTask } from "./picks";

/** Rebel Expenses (section 11): a gold piece for each space with the player's people. */

/** The spaces whose supplies are due this turn (SYN-11.1, SYN-P.204, SYN-11.3). */
function spacesOfExpenses(s: State): string[] {
  const set = new Set<string>();
  s.people.forEach((p) => {
    if (isFree(p) && p.at !== ENTERPRISE && p.at !== OUT_OF_PLAY) set.add(p.at);
  });
  return [...set].filter((space) => !s.flags.noSupply.includes(space) && !s.flags.starved.includes(space));
}

/** SYN-11.3: a space left unsupplied loses a person: a neutral leaves, or else a crewmember is injured. */
function starve(tx: Tx, space: string): void {
  tx.s.flags.starved = [...tx.s.flags.starved, space];
  tx.emit({ type: "note", text: `${tx.rules.space(space).name} goes unsupplied`, rule: "SYN-11.3" });
  const here = freeAt(tx.s, space);
  const others = here.filter((i) => tx.c(i).kind !== "enterprise" && tx.c(i).kind !== "archon");
  const from = others.length > 0 ? others : here.filter((i) => !tx.p(i).injured);
  if (from.length > 0) tx.push(pickTask({ effect: "starve", space, from, count: 1, reason: others.length > 0 ? "who becomes neutral? (SYN-11.3)" : "which crewmember is injured? (SYN-11.3)" }));
}

/** section 11: pay what the Warchest can; when it cannot, beam supplies down (SYN-11.2) or let a space starve (SYN-11.3). */
export const expenses: TaskHandler<TaskOf<"expenses">> = {
  run(tx) {
    const due = spacesOfExpenses(tx.s);
    if (due.length > tx.s.warchest) return false;
    tx.pop();
    if (due.length > 0) tx.track("warchest", -due.length, `supplies for ${due.length} space${due.length === 1 ? "" : "s"}`, "SYN-11.1");
    tx.emit({ type: "expenses", due: due.length, paid: due.length, rule: "SYN-11.1" });
    tx.s.phase = "kings-men";
    tx.emit({ type: "phase", phase: "King's Men Actions" });
    return true;
  },
  ask(_rules, s) {
    const due = spacesOfExpenses(s);
    return {
      kind: "decision",
      prompt: `Expenses: ${due.length} gold due, ${s.warchest} in the Warchest. Beam down supplies, or let a space starve?`,
      actions: [{ type: "beam-supplies" }, ...due.map((space) => ({ type: "starve" as const, space }))],
      rule: "SYN-11.2",
      detail: { rule: "SYN-11.2", ask: "expenses", due: due.length, warchest: s.warchest, subject: {} },
    };
  },
  decide(tx, _task, action) {
    if (action.type === "beam-supplies") {
      tx.track("witchcraft", 1, "supplies beamed down", "SYN-11.2");
      tx.track("warchest", 4, "supplies beamed down", "SYN-11.2");
      return true;
    }
    if (action.type !== "starve") return false;
    starve(tx, action.space);
    return true;
  },
};
