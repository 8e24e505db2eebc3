import type { Tx } from "../_internal/tx";
import type { Scenario } from "../scenario";
import type { Party } from "../schemas";
import { endTurn } from "./turn";
import { killIfDead } from "./officer";

/** Applies a Challenge Loss Table roll (1-4 back 1D6, 5-6 lose one unit). @see WQ-LOSS */
export function applyLossTable(tx: Tx, i: number, face: number): void {
  const back = face <= 4;
  tx.emit({ type: "loss-table", player: tx.name(i), face, result: back ? "back" : "lose-unit", rule: "WQ-LOSS" });
  if (back) tx.s.step = { kind: "shift", player: i, direction: "back", cause: "loss-table" };
  else loseUnit(tx, i);
}

/** The names of party `i`'s surviving units, each once. */
export function survivingUnitNames(scenario: Scenario, party: Party): string[] {
  const data = scenario.data.party;
  if (data.kind !== "units") return [];
  const names: string[] = [];
  for (const unit of party.units) {
    const name = data.units[unit]!.name;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Party `i` loses one unit. For a party of units the player chooses which when they differ;
 * for an officer a unit is one Endurance point or a wound, by the `lostUnit` option.
 *
 * @see WQ-LOSS
 */
export function loseUnit(tx: Tx, i: number): void {
  if (tx.scenario.data.party.kind === "officer") {
    if (tx.s.rules.lostUnit === "wound") {
      tx.s.step = { kind: "wound", player: i };
      return;
    }
    const party = tx.party(i);
    party.endurance -= 1;
    tx.emit({ type: "wounded", player: tx.name(i), amount: 1, endurance: party.endurance, rule: "WQ-LOSS" });
    killIfDead(tx, i);
    endTurn(tx);
    return;
  }
  const names = survivingUnitNames(tx.scenario, tx.read(i));
  if (names.length > 1) tx.s.step = { kind: "lose-unit", player: i };
  else removeUnit(tx, i, names[0]!);
}

/** Removes the unit named `name` from party `i`; a party with none left is eliminated. @see WQ-LOSS */
export function removeUnit(tx: Tx, i: number, name: string): void {
  const data = tx.scenario.data.party;
  if (data.kind !== "units") return;
  const party = tx.party(i);
  const at = party.units.findIndex((unit) => data.units[unit]!.name === name);
  party.units = [...party.units.slice(0, at), ...party.units.slice(at + 1)];
  tx.emit({ type: "unit-lost", player: tx.name(i), unit: name, left: party.units.length, rule: "WQ-LOSS" });
  if (party.units.length === 0) {
    party.status = "eliminated";
    tx.emit({ type: "eliminated", player: tx.name(i), rule: "WQ-LOSS" });
    if (tx.s.objective.holder === i) {
      tx.s.objective = { holder: null };
      tx.emit({ type: "objective-dropped", player: tx.name(i), rule: "WQ-OBJECTIVE" });
    }
  }
  endTurn(tx);
}
