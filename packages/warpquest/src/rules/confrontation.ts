import type { Tx } from "../_internal/tx";
import { skillBonus } from "./challenge";
import { endTurn } from "./turn";

/** The rule ID of the scenario's confrontations. */
export function confrontRule(tx: Tx): string {
  return tx.scenario.data.confrontation.loser === "back-1d6" ? "SHP-CONFRONT" : "WQ-CONFRONT";
}

/** Party `i` landed on `opponent` in its Move phase: a confrontation, and no card. @see WQ-CONFRONT @see WQ-DRAW */
export function startConfrontation(tx: Tx, i: number, opponent: number): void {
  tx.emit({ type: "confrontation", player: tx.name(i), opponent: tx.name(opponent), rule: confrontRule(tx) });
  tx.s.step = { kind: "confront-skill", player: i, opponent };
}

/**
 * Both parties have rolled: the higher total wins, a tie does nothing. The winner takes the
 * Objective if the loser held it; the loser rolls on the Challenge Loss Table (core) or
 * moves back 1D6 (Sharpe).
 *
 * @see WQ-CONFRONT
 * @see SHP-CONFRONT
 */
export function resolveConfrontation(tx: Tx, i: number, opponent: number, skill: string, playerRoll: number, opponentRoll: number): void {
  const playerTotal = playerRoll + skillBonus(tx.scenario, tx.read(i), skill);
  const opponentTotal = opponentRoll + skillBonus(tx.scenario, tx.read(opponent), skill);
  const winner = playerTotal > opponentTotal ? i : opponentTotal > playerTotal ? opponent : null;
  tx.emit({
    type: "confrontation-resolved",
    player: tx.name(i),
    opponent: tx.name(opponent),
    skill,
    playerTotal,
    opponentTotal,
    winner: winner === null ? null : tx.name(winner),
    rule: confrontRule(tx),
  });
  if (winner === null) return endTurn(tx);
  const loser = winner === i ? opponent : i;
  if (tx.s.objective.holder === loser) {
    tx.s.objective = { holder: winner };
    tx.emit({ type: "objective-taken", player: tx.name(winner), from: tx.name(loser), rule: "WQ-CONFRONT" });
  }
  if (tx.scenario.data.confrontation.loser === "loss-table") tx.s.step = { kind: "loss-table", player: loser };
  else tx.s.step = { kind: "shift", player: loser, direction: "back", cause: "confrontation" };
}
