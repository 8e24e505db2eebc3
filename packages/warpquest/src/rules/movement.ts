import type { Tx } from "../_internal/tx";
import { END_SPACE, START_SPACE } from "../state";
import { startConfrontation } from "./confrontation";
import { startDraw } from "./draw";
import { promote } from "./officer";
import { endTurn, finish } from "./turn";

/** A direction along the track. */
export type Direction = "toward-end" | "toward-start";

/** Which way party `i` is heading: the Objective's holder heads for the start. @see WQ-OBJECTIVE */
function heading(tx: Tx, i: number): Direction {
  return tx.s.objective.holder === i ? "toward-start" : "toward-end";
}

/** The directions party `i` may move in its Move phase. @see WQ-MOVE @see WQ-OBJECTIVE */
function moveDirections(tx: Tx, i: number): Direction[] {
  const holder = tx.s.objective.holder;
  if (holder === null || holder === i) return [heading(tx, i)];
  const position = tx.read(i).position;
  const directions: Direction[] = [];
  if (position < END_SPACE) directions.push("toward-end");
  if (position > START_SPACE) directions.push("toward-start");
  return directions;
}

/** The space `steps` spaces from `from` in `direction`, stopping on entering either end. @see WQ-MOVE */
function target(from: number, steps: number, direction: Direction): number {
  return direction === "toward-end" ? Math.min(END_SPACE, from + steps) : Math.max(START_SPACE, from - steps);
}

/** After the move roll is final: asks for a direction when the party may choose, else moves. */
export function afterMoveRoll(tx: Tx, i: number, roll: number): void {
  const directions = moveDirections(tx, i);
  if (directions.length > 1) tx.s.step = { kind: "direction", player: i, roll };
  else move(tx, i, roll, directions[0]!);
}

/** Moves party `i` in its Move phase, then resolves where it lands. @see WQ-MOVE @see WQ-DRAW */
export function move(tx: Tx, i: number, roll: number, direction: Direction): void {
  const party = tx.party(i);
  const from = party.position;
  party.position = target(from, roll, direction);
  tx.emit({ type: "moved", player: tx.name(i), from, to: party.position, direction, cause: "move", rule: "WQ-MOVE" });
  const to = party.position;
  if (to === START_SPACE || to === END_SPACE) {
    if (!arriveAtEnd(tx, i)) endTurn(tx);
    return;
  }
  const opponents: number[] = [];
  const parties = tx.s.parties;
  for (let j = 0; j < parties.length; j++) {
    const other = parties[j]!;
    if (j !== i && other.status === "active" && other.position === to) opponents.push(j);
  }
  if (opponents.length > 1) tx.s.step = { kind: "confront-target", player: i, targets: opponents };
  else if (opponents.length === 1) startConfrontation(tx, i, opponents[0]!);
  else startDraw(tx, i, tx.scenario.moduleBySpace[to]!);
}

/**
 * Moves party `i` because of a card, the Challenge Loss Table or a confrontation: "back" is
 * against its heading, "ahead" along it. No card is drawn and no confrontation is fought.
 *
 * @see SHP-CHALLENGE
 * @see SHP-RESULTS
 */
export function shift(tx: Tx, i: number, steps: number, way: "back" | "ahead", cause: "retreat" | "victory" | "loss-table" | "confrontation"): void {
  const forward = heading(tx, i);
  const direction: Direction = way === "ahead" ? forward : forward === "toward-end" ? "toward-start" : "toward-end";
  const party = tx.party(i);
  const from = party.position;
  party.position = target(from, steps, direction);
  const rule = cause === "loss-table" ? "WQ-LOSS" : cause === "confrontation" ? "SHP-CONFRONT" : "SHP-RESULTS";
  tx.emit({ type: "moved", player: tx.name(i), from, to: party.position, direction, cause, rule });
  if (!arriveAtEnd(tx, i)) endTurn(tx);
}

/**
 * What reaching the start or the end means: the first party on the end takes the Objective;
 * its holder reaching the start wins; an officer reaching the end is promoted.
 * Returns true when it has set the next step itself (game over, promotion rolls).
 *
 * @see WQ-OBJECTIVE
 * @see SHP-BOARD
 */
function arriveAtEnd(tx: Tx, i: number): boolean {
  const position = tx.read(i).position;
  if (position === END_SPACE) {
    if (tx.scenario.data.objective) {
      if (tx.s.objective.holder === null) {
        tx.s.objective = { holder: i };
        tx.emit({ type: "objective-taken", player: tx.name(i), from: null, rule: "WQ-OBJECTIVE" });
      }
      return false;
    }
    return promote(tx, i);
  }
  if (position === START_SPACE && tx.s.objective.holder === i) {
    finish(tx, i);
    return true;
  }
  return false;
}
