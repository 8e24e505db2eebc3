import type { Tx } from "../_internal/tx";
import { START_SPACE } from "../state";
import { beginTurn, endTurn } from "./turn";

/** Applies one Attribute Table roll: +1 to the attribute the face names. @see SHP-ATTR @see SHP-OFFICER */
export function applyAttributeRoll(tx: Tx, i: number, face: number, left: number, reason: "creation" | "promotion"): void {
  const data = tx.scenario.data.party;
  if (data.kind !== "officer") return;
  const attribute = data.attributeTable[face - 1]!;
  const party = tx.party(i);
  let value: number;
  if (attribute === "Endurance") {
    party.maxEndurance += 1;
    party.endurance += 1;
    value = party.maxEndurance;
  } else {
    value = (Object.hasOwn(party.skills, attribute) ? party.skills[attribute]! : 0) + 1;
    party.skills = { ...party.skills, [attribute]: value };
  }
  tx.emit({ type: "attribute-rolled", player: tx.name(i), face, attribute, value, rule: "SHP-ATTR" });
  if (left > 1) {
    tx.s.step = { kind: "attribute", player: i, left: left - 1, reason };
    return;
  }
  if (reason === "promotion") return endTurn(tx);
  if (i + 1 < tx.s.parties.length) tx.s.step = { kind: "attribute", player: i + 1, left: data.attributeRolls, reason: "creation" };
  else beginTurn(tx, 0);
}

/** Sets `killed` when an officer's Endurance is zero or less. @see SHP-WOUND */
export function killIfDead(tx: Tx, i: number): void {
  const party = tx.read(i);
  if (party.endurance <= 0 && party.status === "active") {
    tx.party(i).status = "killed";
    tx.emit({ type: "killed", player: tx.name(i), rule: "SHP-WOUND" });
  }
}

/** A wound: lose `face` Endurance; killed at zero or less. @see SHP-WOUND @see SHP-RESULTS */
export function applyWound(tx: Tx, i: number, face: number): void {
  const party = tx.party(i);
  party.endurance -= face;
  tx.emit({ type: "wounded", player: tx.name(i), amount: face, endurance: party.endurance, rule: "SHP-WOUND" });
  killIfDead(tx, i);
  endTurn(tx);
}

/** Heal: regain `face` lost Endurance, never above the officer's maximum. @see SHP-RESULTS */
export function applyHeal(tx: Tx, i: number, card: string, face: number): number {
  const party = tx.party(i);
  const amount = Math.min(face, party.maxEndurance - party.endurance);
  party.endurance += amount;
  tx.emit({ type: "healed", player: tx.name(i), card, amount, endurance: party.endurance, rule: "SHP-RESULTS" });
  return amount;
}

/**
 * An officer reaching the end is promoted. A finished career retires him; otherwise his
 * wounds heal, he starts the next campaign on the start space and gains Attribute rolls.
 * With `campaignEnd: "first"` every other officer's campaign ends too (back to the start,
 * wounds healed, no promotion). Returns true when it has set the next step.
 *
 * @see SHP-CAMPAIGN
 * @see SHP-BOARD
 */
export function promote(tx: Tx, i: number): boolean {
  const data = tx.scenario.data.party;
  if (data.kind !== "officer") return false;
  const party = tx.party(i);
  party.rank += 1;
  tx.emit({ type: "promoted", player: tx.name(i), rank: data.ranks[Math.min(party.rank, data.ranks.length - 1)]!, rule: "SHP-CAMPAIGN" });
  if (tx.s.rules.campaignEnd === "first") {
    tx.s.parties.forEach((other, j) => {
      if (j === i || other.status !== "active") return;
      const moved = tx.party(j);
      moved.position = START_SPACE;
      moved.endurance = moved.maxEndurance;
      tx.emit({ type: "campaign-over", player: moved.player, rule: "SHP-CAMPAIGN" });
    });
  }
  if (party.rank >= tx.s.rules.campaigns) {
    party.status = "retired";
    tx.emit({ type: "campaign-over", player: party.player, rule: "SHP-CAMPAIGN" });
    return false;
  }
  party.endurance = party.maxEndurance;
  party.position = START_SPACE;
  tx.emit({ type: "campaign-over", player: party.player, rule: "SHP-CAMPAIGN" });
  if (data.promotionRolls > 0) {
    tx.s.step = { kind: "attribute", player: i, left: data.promotionRolls, reason: "promotion" };
    return true;
  }
  return false;
}
