import type { Hex } from "@tt/hexgrid";
import type { FootCombatResult, MissileResult, MountedCombatResult } from "../data-schemas";
import { pieceHexes } from "../rules/pieces";
import type { Effect, GamePiece } from "./schemas";

/**
 * @internal The effects a table result has (SHW-6.1 to SHW-6.4): on the target `K` killed, `W` wounded, `S`
 * stunned, `R1`/`R2` retreat away from the attackers, `DS`/`DW` dismounted stunned or wounded, `H`
 * horse killed (the rider falls stunned); on every attacker `AR1` retreat, `AS` stunned, `AW`
 * wounded; `-` nothing.
 */
export function resultEffects(result: FootCombatResult | MountedCombatResult | MissileResult, target: GamePiece, attackers: readonly GamePiece[], rule: string): Effect[] {
  const away = attackers.flatMap((a) => pieceHexes(a));
  const onTarget = (effect: Omit<Effect, "piece" | "rule" | "by">): Effect[] => [{ piece: target.id, rule, by: attackers[0]!.camp, ...effect }];
  const onAttackers = (effect: Omit<Effect, "piece" | "rule" | "by">): Effect[] => attackers.map((a) => ({ piece: a.id, rule, by: target.camp, ...effect }));
  const retreat = (hexes: number, from: readonly Hex[]) => ({ do: "retreat" as const, hexes, away: [...from] });
  switch (result) {
    case "K":
      return onTarget({ do: "kill" });
    case "W":
      return onTarget({ do: "wound" });
    case "S":
      return onTarget({ do: "stun" });
    case "R1":
      return onTarget(retreat(1, away));
    case "R2":
      return onTarget(retreat(2, away));
    case "DS":
      return onTarget({ do: "dismount-stunned" });
    case "DW":
      return onTarget({ do: "dismount-wounded" });
    case "H":
      return onTarget({ do: "kill-horse" });
    case "AR1":
      return onAttackers(retreat(1, pieceHexes(target)));
    case "AS":
      return onAttackers({ do: "stun" });
    case "AW":
      return onAttackers({ do: "wound" });
    case "-":
      return [];
    default: {
      const never: never = result;
      throw new Error(`unknown result ${String(never)}`);
    }
  }
}
