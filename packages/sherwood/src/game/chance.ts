import { dieRoll, type Chance, type ChanceOutcome, type StepDetail } from "@tt/engine";
import { actingSide } from "./ambush";
import type { SherwoodOutcome, SherwoodState } from "./schemas";

const D10: readonly ChanceOutcome<SherwoodOutcome>[] = Object.freeze(
  Array.from({ length: 10 }, (_, k) => Object.freeze({ outcome: Object.freeze({ type: "die" as const, face: k + 1 }), probability: 1 / 10 })),
);
const D10_ROLL = Object.freeze(dieRoll(10, "roll a ten-sided die: 0 counts as 10"));

/** @internal The pending roll as a chance step: a d10 (0 counts as 10), with the rule, the table and the labelled modifiers in its detail. */
export function rollStep(state: SherwoodState): Chance<SherwoodOutcome, StepDetail> {
  const roll = state.roll!;
  const side = actingSide(state);
  switch (roll.roll) {
    case "to-hit":
      return {
        kind: "chance",
        purpose: `${roll.shooter}'s roll to hit ${roll.target} (${roll.band} range)`,
        outcomes: D10,
        roll: D10_ROLL,
        detail: { rule: "SHW-3.3", ask: "roll-to-hit", player: side, table: "missileHit", dice: "1d10", modifiers: roll.modifiers, subject: { shooter: roll.shooter, target: roll.target } },
      };
    case "damage":
      return {
        kind: "chance",
        purpose: `${roll.shooter}'s damage roll against ${roll.target}`,
        outcomes: D10,
        roll: D10_ROLL,
        detail: {
          rule: "SHW-3.4",
          ask: "damage-roll",
          player: side,
          table: roll.table === "rider" ? "riderMissileDamage" : "infantryMissileDamage",
          dice: "1d10",
          modifiers: roll.modifiers,
          subject: { shooter: roll.shooter, target: roll.target },
        },
      };
    case "combat":
      return {
        kind: "chance",
        purpose: `${roll.attackers.join(" and ")} attack ${roll.defender}`,
        outcomes: D10,
        roll: D10_ROLL,
        detail: {
          rule: "SHW-5",
          ask: "combat-roll",
          player: side,
          table: roll.table === "mounted" ? "mountedCombat" : "footCombat",
          dice: "1d10",
          modifiers: roll.shifts,
          subject: { defender: roll.defender, attackers: roll.attackers.join(",") },
        },
      };
    case "initiation-fire":
      return {
        kind: "chance",
        purpose: `${roll.shooter} shoots at ${roll.target}`,
        outcomes: D10,
        roll: D10_ROLL,
        detail: { rule: "SHW-I.FIRE", ask: "fire-roll", player: side, table: "initiationFire", dice: "1d10", subject: { shooter: roll.shooter, target: roll.target, key: roll.key } },
      };
    case "initiation-attack":
      return {
        kind: "chance",
        purpose: `${roll.attackers.join(" and ")} attack ${roll.defender}`,
        outcomes: D10,
        roll: D10_ROLL,
        detail: {
          rule: "SHW-I.ATTACK",
          ask: "attack-roll",
          player: side,
          table: "initiationAttack",
          dice: "1d10",
          subject: { defender: roll.defender, attackers: roll.attackers.join(","), key: roll.key },
        },
      };
    case "jump":
      return {
        kind: "chance",
        purpose: `${roll.piece}'s jump roll`,
        outcomes: D10,
        roll: D10_ROLL,
        detail: { rule: "SHW-4.5", ask: "jump-roll", player: side, table: "jump", dice: "1d10", modifiers: roll.modifiers, subject: { piece: roll.piece } },
      };
    default: {
      const never: never = roll;
      throw new Error(`unknown roll ${String(never)}`);
    }
  }
}
