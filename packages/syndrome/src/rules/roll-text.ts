import type { Modifier } from "@tt/tables";
import type { SyndromeRules } from "../data";
import type { RollTask } from "../tasks";
import type { Tx } from "../_internal/tx";

/** What each roll is called, the rule it reads, and the `roll` event it leaves. */

/** The rule of each roll's table. */
const TABLE_RULE: { readonly [T in RollTask["table"]]: string } = {
  recruiting: "SYN-T.RECRUIT",
  donations: "SYN-T.DONATE",
  raid: "SYN-T.RAID",
  horseTheft: "SYN-T.HORSE",
  sanctuary: "SYN-T.SANCT",
  flight: "SYN-T.FLIGHT",
  fealty: "SYN-T.FEALTY",
  kingsMen: "SYN-T.KINGSMEN",
  heal: "SYN-8.6",
  gold: "SYN-T.CODES",
  "blind-free": "SYN-P.109",
};

/** The rule a roll is made under (the table's, or paragraph 115's gold). */
export function rollRule(roll: RollTask): string {
  return roll.table === "gold" && roll.amount === "paragraph-115" ? "SYN-P.115" : TABLE_RULE[roll.table];
}

/** What a roll is for, in words. */
export function rollPurpose(rules: SyndromeRules, roll: RollTask): string {
  switch (roll.table) {
    case "recruiting":
      return `Recruiting Table: recruit ${rules.counters[roll.target]!.name}`;
    case "donations":
      return `Donations Table in ${rules.space(roll.space).name}`;
    case "raid":
      return `Raid Table: raid on ${rules.space(roll.space).name}`;
    case "horseTheft":
      return `Horse Theft Table in ${rules.space(roll.space).name}`;
    case "sanctuary":
      return `Sanctuary Table: ${rules.counters[roll.requester]!.name} asks in ${rules.space(roll.space).name}`;
    case "flight":
      return `Flight Table: flight to ${rules.space(roll.space).name}`;
    case "fealty":
      return `Fealty Table in ${rules.space(roll.space).name}`;
    case "kingsMen":
      return `King's Men Table (${roll.column}) for the ${rules.counters[roll.squad]!.name} squad`;
    case "heal":
      return `Healing in ${rules.space(roll.space).name}: ${roll.needed} or less heals`;
    case "gold":
      return roll.amount === "half" ? "Gold: half a die" : "Gold: a die";
    case "blind-free":
      return `Free one prisoner in ${rules.space(roll.space).name}, chosen blind`;
    default: {
      const unreachable: never = roll;
      return unreachable;
    }
  }
}

/** Emits a roll: the die, each modifier, the total, the row read and the result. */
export function rollEvent(tx: Tx, read: { table: string; roll: RollTask; face: number; modifiers: readonly Modifier[]; row: string; result: string | number; explanation: string }): void {
  const total = read.face + read.modifiers.reduce((sum, m) => sum + m.value, 0);
  tx.emit({
    type: "roll",
    table: read.table,
    purpose: rollPurpose(tx.rules, read.roll),
    die: read.face,
    modifiers: read.modifiers.map((m) => ({ ...m })),
    total,
    row: read.row,
    result: read.result,
    explanation: read.explanation,
    rule: rollRule(read.roll),
  });
}
