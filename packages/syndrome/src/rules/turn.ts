import type { SyndromeRules } from "../data";
import type { State } from "../state";
import type { TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import { rebelActions } from "./actions";
import { applyRebelAction } from "./apply-action";
import { neverAsks, type TaskHandler } from "./handler";

/** The turn (SYN-5) and how the game ends (section 6). */

/** Whether every Archon and Enterprise crewmember is free (SYN-6.1). */
export function crewFree(rules: SyndromeRules, s: State): boolean {
  return s.people.every((p, i) => {
    const kind = rules.counters[i]!.kind;
    return (kind !== "archon" && kind !== "enterprise") || !p.imprisoned;
  });
}

/** SYN-5: a new turn's phases, in order; the turn guard ends a game that runs too long. */
export function startTurn(tx: Tx): void {
  const s = tx.s;
  s.turn += 1;
  if (s.turn > s.rules.maxTurns) {
    s.turn -= 1;
    tx.end("king", "turn-limit");
    return;
  }
  s.phase = "actions";
  s.flags = { acted: [], beamDown: [], beamUp: [], noSupply: [], starved: [] };
  tx.emit({ type: "turn", turn: s.turn });
  tx.emit({ type: "phase", phase: "Rebel Actions" });
  s.queue = [{ kind: "actions" }, { kind: "expenses" }, { kind: "kings-men", next: 0 }, { kind: "royal-party" }, { kind: "end-turn" }];
}

/** SYN-6.1 as a standing condition (the `"lasting"` option): a town in rebellion and every crewmember free. */
export function checkLastingRebellion(tx: Tx): boolean {
  const s = tx.s;
  if (s.rebellion.length === 0 || s.witchcraft >= 10 || !crewFree(tx.rules, s)) return false;
  tx.emit({ type: "note", text: "every crewmember is free and a town stands in open rebellion", rule: "SYN-6.1" });
  tx.end("player", "victory");
  return true;
}

/** section 8: Rebel Actions, one at a time, until the player ends them. */
export const actions: TaskHandler<TaskOf<"actions">> = {
  run: () => false,
  ask(rules, s) {
    return { kind: "decision", prompt: `Turn ${s.turn}: Rebel Actions`, actions: rebelActions(rules, s), rule: "SYN-5", detail: { rule: "SYN-5", ask: "rebel-actions", subject: { turn: s.turn } } };
  },
  decide(tx, _task, action) {
    applyRebelAction(tx, action);
    if (tx.s.result === null && !tx.s.queue.some((t) => t.kind === "actions")) {
      tx.s.phase = "expenses";
      tx.emit({ type: "phase", phase: "Rebel Expenses" });
    }
    return true;
  },
};

/** SYN-5: the end of the turn: people act again, three-day sanctuaries run out (SYN-P.303). */
export const endTurn: TaskHandler<TaskOf<"end-turn">> = {
  run(tx) {
    tx.pop();
    const s = tx.s;
    s.people.forEach((p, i) => {
      if (p.spent) tx.w(i).spent = false;
      if (p.sanctuary > 0 && p.sanctuary <= s.turn) {
        tx.w(i).sanctuary = 0;
        tx.personEvent(i, "left-sanctuary", "SYN-P.303");
      }
    });
    return true;
  },
  ask: () => neverAsks("end-turn"),
};
