import { dieRoll, type Chance, type ChanceOutcome, type StepDetail } from "@tt/engine";
import { actingSide } from "./ambush";
import { playerOf } from "./context";
import { nameOf } from "./names";
import type { SherwoodRules } from "../rules-data";
import type { SherwoodOutcome, SherwoodState } from "./schemas";

const D10: readonly ChanceOutcome<SherwoodOutcome>[] = Object.freeze(
  Array.from({ length: 10 }, (_, k) => Object.freeze({ outcome: Object.freeze({ type: "die" as const, face: k + 1 }), probability: 1 / 10 })),
);
const D10_ROLL = Object.freeze(dieRoll(10, "1d10, 0 counts as 10"));

/** A d10 chance step for `purpose`, its detail naming the rule, what is asked, the table and the roller. */
function d10(purpose: string, detail: Omit<StepDetail, "dice">): Chance<SherwoodOutcome, StepDetail> {
  return { kind: "chance", purpose, outcomes: D10, roll: D10_ROLL, detail: { ...detail, dice: "1d10" } };
}

/** @internal The pending roll as a chance step: a d10 (0 counts as 10), with the rule, the table and the labelled modifiers in its detail. */
export function rollStep(rules: SherwoodRules, state: SherwoodState): Chance<SherwoodOutcome, StepDetail> {
  const roll = state.roll!;
  const name = (id: string) => nameOf(rules, id);
  const names = (ids: readonly string[]) => ids.map(name).join(" and ");
  const player = playerOf(state, actingSide(state));
  switch (roll.roll) {
    case "to-hit":
      return d10(`${name(roll.shooter)}'s roll to hit ${name(roll.target)} (${roll.band} range)`, {
        rule: "SHW-3.3",
        ask: "roll-to-hit",
        player,
        table: "missileHit",
        modifiers: roll.modifiers,
        subject: { shooter: roll.shooter, target: roll.target },
      });
    case "damage": {
      const table = roll.table === "rider" ? "riderMissileDamage" : "infantryMissileDamage";
      return d10(`${name(roll.shooter)}'s damage roll against ${name(roll.target)}`, {
        rule: "SHW-3.4",
        ask: "damage-roll",
        player,
        table,
        modifiers: roll.modifiers,
        subject: { shooter: roll.shooter, target: roll.target },
      });
    }
    case "combat": {
      const table = roll.table === "mounted" ? "mountedCombat" : "footCombat";
      return d10(`${names(roll.attackers)} attack ${name(roll.defender)}`, {
        rule: "SHW-5",
        ask: "combat-roll",
        player,
        table,
        // The shifts move the column (SHW-5), they are not added to the die: the subject names them.
        subject: {
          defender: roll.defender,
          attackers: roll.attackers.join(","),
          differential: roll.differential,
          shifts: roll.shifts.map((s) => `${s.label} ${s.value > 0 ? "+" : ""}${s.value}`).join(", "),
        },
      });
    }
    case "initiation-fire":
      return d10(`${name(roll.shooter)} shoots at ${name(roll.target)}`, {
        rule: "SHW-I.FIRE",
        ask: "fire-roll",
        player,
        table: "initiationFire",
        subject: { shooter: roll.shooter, target: roll.target, key: roll.key },
      });
    case "initiation-attack":
      return d10(`${names(roll.attackers)} attack ${name(roll.defender)}`, {
        rule: "SHW-I.ATTACK",
        ask: "attack-roll",
        player,
        table: "initiationAttack",
        subject: { defender: roll.defender, attackers: roll.attackers.join(","), key: roll.key },
      });
    case "initiative":
      return d10(`initiative: who plays first this turn, ${roll.sides[0]} on 1-5, ${roll.sides[1]} on 6-10`, { rule: "SHW-S.6", ask: "initiative", player, subject: { sides: roll.sides.join(",") } });
    case "blinding":
      return d10(`${name(roll.piece)} tries to blind ${name(roll.target)}: under ${roll.below} succeeds`, {
        rule: "SHW-S.6",
        ask: "blinding-roll",
        player,
        subject: { piece: roll.piece, target: roll.target },
      });
    case "jump":
      return d10(`${name(roll.piece)}'s jump roll`, { rule: "SHW-4.5", ask: "jump-roll", player, table: "jump", modifiers: roll.modifiers, subject: { piece: roll.piece } });
    default: {
      const never: never = roll;
      throw new Error(`unknown roll ${String(never)}`);
    }
  }
}
