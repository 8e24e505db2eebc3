import type { Tx } from "../_internal/tx";
import type { AidCard, Scenario } from "../scenario";
import type { Party, Result } from "../schemas";

/** Whether party `party` could play a Heal card now (wounded, holding one). @see SHP-RESULTS */
export function healCards(scenario: Scenario, party: Party): string[] {
  if (party.endurance >= party.maxEndurance) return [];
  const found: string[] = [];
  for (const id of party.hand) {
    const card = scenario.cards[id] as AidCard;
    if (card.heal && !found.includes(id)) found.push(id);
  }
  return found;
}

/** Starts player `i`'s turn. @see WQ-TURN */
export function beginTurn(tx: Tx, i: number): void {
  tx.s.turn = i;
  tx.emit({ type: "turn-started", player: tx.name(i), rule: "WQ-TURN" });
  offerTurnStart(tx, i);
}

/** Move phase of player `i`: offers a Heal card first if one could be played. */
export function offerTurnStart(tx: Tx, i: number): void {
  tx.s.step = healCards(tx.scenario, tx.read(i)).length > 0 ? { kind: "turn", player: i } : { kind: "move", player: i };
}

/** Ends the current turn: the next party in play takes its turn, or the game ends. @see WQ-TURN */
export function endTurn(tx: Tx): void {
  if (tx.s.step.kind === "over") return;
  const count = tx.s.parties.length;
  for (let k = 1; k <= count; k++) {
    const j = (tx.s.turn + k) % count;
    if (tx.s.parties[j]!.status === "active") {
      beginTurn(tx, j);
      return;
    }
  }
  finish(tx, null);
}

/**
 * Ends the game. `winner` is the party that brought the Objective to the start; for officer
 * scenarios with no such winner, the one surviving officer of the highest rank (if unique).
 */
export function finish(tx: Tx, winner: number | null): void {
  const party = tx.scenario.data.party;
  const officers: Result["officers"] =
    party.kind === "officer" ? tx.s.parties.map((p) => ({ player: p.player, rank: party.ranks[Math.min(p.rank, party.ranks.length - 1)]!, promotions: p.rank, alive: p.status !== "killed" })) : [];
  let name: string | null = winner === null ? null : tx.name(winner);
  if (winner === null && party.kind === "officer") {
    let best = -1;
    for (const p of tx.s.parties) {
      if (p.status === "killed") continue;
      if (p.rank > best) {
        best = p.rank;
        name = p.player;
      } else if (p.rank === best) name = null;
    }
  }
  tx.s.result = { winner: name, officers };
  tx.s.step = { kind: "over" };
  tx.emit({ type: "game-over", winner: name, rule: tx.scenario.data.objective ? "WQ-OBJECTIVE" : "SHP-CAMPAIGN" });
}
