import { lookup } from "@tt/tables";
import type { FealtyResult } from "../data";
import { OUT_OF_PLAY } from "../state";
import type { RollTask, TaskOf } from "../tasks";
import type { Tx } from "../_internal/tx";
import { neverAsks, type TaskHandler } from "./handler";
import { royalPartySpace } from "./kings-men";
import { fealtyModifiers } from "./modifiers";
import { groupAt } from "./people";
import { pickTask } from "./picks";
import { rollEvent } from "./roll-text";
import { crewFree } from "./turn";

/** The Royal Party and fealty (section 13, SYN-T.FEALTY). */

function fealtyRoll(tx: Tx, town: string): void {
  tx.push({ kind: "roll", roll: { table: "fealty", space: town, modifiers: fealtyModifiers(tx.rules, tx.s, town) } });
}

/** SYN-13.1, SYN-13.2: the Royal Party moves on along its route, or rolls again where a town holds it. */
export const royalParty: TaskHandler<TaskOf<"royal-party">> = {
  run(tx) {
    tx.pop();
    const rules = tx.rules;
    const s = tx.s;
    const here = royalPartySpace(rules, s);
    if (s.royalParty.hold) {
      fealtyRoll(tx, here);
      return true;
    }
    const nextIndex = s.royalParty.route + 1;
    const to = rules.route[nextIndex];
    if (to === undefined) return true;
    s.royalParty = { route: nextIndex, hold: false };
    tx.emit({ type: "royal-party", from: here, to, rule: "SYN-13.1" });
    if (rules.space(to).type === "town" && !s.sworn.includes(to)) fealtyRoll(tx, to);
    return true;
  },
  ask: () => neverAsks("royal-party"),
};

/** SYN-6.1: Open Rebellion wins when every crewmember is free; otherwise it counts as Defy. */
function openRebellion(tx: Tx, town: string): boolean {
  const s = tx.s;
  const name = tx.rules.space(town).name;
  if (crewFree(tx.rules, s) && s.witchcraft < 10) {
    tx.emit({ type: "note", text: `${name} rises in open rebellion`, rule: "SYN-6.1" });
    tx.end("player", "victory");
    return true;
  }
  if (s.rules.openRebellion === "lasting" && !s.rebellion.includes(town)) {
    s.rebellion = [...s.rebellion, town];
    tx.emit({ type: "note", text: `${name} is in open rebellion: free every crewmember to win`, rule: "SYN-6.1" });
  }
  tx.emit({ type: "note", text: "not every crewmember is free: Open Rebellion counts as Defy", rule: "SYN-T.FEALTY" });
  return false;
}

/** SYN-T.FEALTY: Swear Fealty removes the town's free Royalists; the last town's oath, or every town's, wins for the King (SYN-6.2). */
function swear(tx: Tx, town: string): void {
  const rules = tx.rules;
  const s = tx.s;
  s.royalParty = { ...s.royalParty, hold: false };
  s.sworn = [...s.sworn, town];
  s.people.forEach((p, i) => {
    const c = rules.counters[i]!;
    if (c.kind === "royalist" && c.home === town && !p.controlled && !p.imprisoned && p.at === town) {
      tx.w(i).at = OUT_OF_PLAY;
      tx.personEvent(i, "removed", "SYN-T.FEALTY", town);
    }
  });
  const last = rules.route.filter((id) => rules.space(id).type === "town").at(-1);
  if (town === last || rules.towns.every((t) => s.sworn.includes(t))) tx.end("king", "fealty");
}

function fealty(tx: Tx, town: string, result: FealtyResult): void {
  tx.emit({ type: "fealty", town, result, rule: "SYN-T.FEALTY" });
  if (result === "Open Rebellion" && openRebellion(tx, town)) return;
  const effective = result === "Open Rebellion" ? "Defy" : result;
  const s = tx.s;
  switch (effective) {
    case "Defy":
      s.royalParty = { ...s.royalParty, hold: true };
      tx.track("royalMorale", -1, `${tx.rules.space(town).name} defies the King`, "SYN-T.FEALTY");
      return;
    case "Delay": {
      s.royalParty = { ...s.royalParty, hold: true };
      const group = groupAt(s, town);
      if (group.length > 0) tx.push(pickTask({ effect: "capture", space: town, from: group, count: 1, reason: "delay: one of your people in the town is imprisoned (SYN-T.FEALTY)" }));
      return;
    }
    case "Swear Fealty":
      swear(tx, town);
      return;
    default: {
      const unreachable: never = effective;
      return unreachable;
    }
  }
}

/** The Fealty Table read. */
export function resolveFealty(tx: Tx, roll: Extract<RollTask, { table: "fealty" }>, face: number): void {
  const table = tx.rules.tables.fealty;
  const read = lookup(table, { roll: face, modifiers: roll.modifiers });
  rollEvent(tx, { table: table.name, roll, face, modifiers: roll.modifiers, row: read.row.label, result: read.result, explanation: read.explanation });
  fealty(tx, roll.space, read.result);
}
