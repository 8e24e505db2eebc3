import { hexDistance } from "@tt/hexgrid";
import { pieceHexes } from "../rules/pieces";
import type { Condition, Outcome } from "../scenario-schemas";
import { allianceOfCamp, playerOf, type GameContext } from "./context";
import { hasFate } from "./scenario-rules";
import type { SherwoodResult, SherwoodState } from "./schemas";

type Fate = SherwoodState["fates"][number];

/** Whether a fate was dealt by `by` (a camp, or an alliance of camps); any dealer when `by` is null. */
const dealtBy = (state: SherwoodState, f: Fate, by: string | null): boolean => by === null || f.by === by || (f.by !== null && allianceOfCamp(state, f.by) === by);

const fated = (state: SherwoodState, id: string, fate: Fate["fate"], by: string | null): boolean => state.fates.some((f) => f.piece === id && f.fate === fate && dealtBy(state, f, by));

/** Whether a character is still in the game: on the board, hidden, or waiting to come on. */
const present = (state: SherwoodState, id: string): boolean => state.pieces.some((p) => p.id === id) || state.hidden.some((h) => h.id === id) || state.waiting.some((w) => w.id === id);

/** Whether a character is held prisoner now (SHW-6.6, scenario 1's Alan). */
const heldNow = (state: SherwoodState, id: string): boolean => state.pieces.some((p) => p.id === id && p.captured === true);

/**
 * Who owns the treasure (scenario 4): the camp of the characters in its carriage (the coachman's, next to
 * the horse, when both sides are inside); with no one inside, the camp controlling the draft horse (its
 * leader by the bridle, else its owner); `null` when the carriage is gone.
 */
function treasureHolder(ctx: GameContext, state: SherwoodState): string | null {
  const rule = ctx.rules.scenario(state.scenario!.number).data.specialRules.find((r) => r.rule === "treasure");
  const cart = rule === undefined ? undefined : state.pieces.find((p) => p.equipment === rule.equipment);
  if (cart === undefined) return null;
  const inside = state.pieces.filter((p) => p.character !== undefined && p.captured !== true && pieceHexes(cart).some((h) => h.q === p.at.q && h.r === p.at.r));
  const horse = state.pieces.find((p) => p.id === cart.drawnBy);
  if (inside.length > 0) {
    const box = horse === undefined ? undefined : inside.find((p) => pieceHexes(horse).some((h) => hexDistance(h, p.at) === 1));
    const alliances = new Set(inside.map((p) => p.alliance ?? p.camp));
    return alliances.size === 1 || box === undefined ? inside[0]!.camp : box.camp;
  }
  if (horse === undefined) return cart.camp;
  const leader = state.led.find((l) => l.animal === horse.id)?.by;
  return state.pieces.find((p) => p.id === leader)?.camp ?? horse.camp;
}

/** Whether one condition holds now. */
function holds(ctx: GameContext, state: SherwoodState, c: Condition): boolean {
  switch (c.test) {
    case "fate": {
      const id = c.character;
      const killed = fated(state, id, "killed", c.by);
      const captured = (c.by === null && heldNow(state, id)) || fated(state, id, "captured", c.by);
      switch (c.fate) {
        case "killed":
          return killed;
        case "captured":
          return captured;
        case "taken":
          return killed || captured;
        case "harmed":
          return fated(state, id, "wounded", c.by) || fated(state, id, "killed", c.by);
        case "left":
          return hasFate(state, id, "left");
        case "free":
          return present(state, id) && !heldNow(state, id);
        case "married":
          return hasFate(state, id, "married");
        default: {
          const never: never = c.fate;
          throw new Error(`unknown fate ${String(never)}`);
        }
      }
    }
    case "camp-out":
      return (
        !state.pieces.some((p) => p.camp === c.camp && p.character !== undefined && p.state !== "wounded" && p.captured !== true) &&
        !state.hidden.some((h) => h.camp === c.camp) &&
        !state.waiting.some((w) => w.camp === c.camp && w.character !== undefined)
      );
    case "animals-killed":
      return state.fallen.filter((p) => p.animal === c.animal).length >= c.count;
    case "treasure": {
      const holder = treasureHolder(ctx, state);
      return holder !== null && (holder === c.holder || allianceOfCamp(state, holder) === c.holder);
    }
    default: {
      const never: never = c;
      throw new Error(`unknown condition ${String(never)}`);
    }
  }
}

/** The camps an outcome names (camps, or the camps of alliances). */
function campsOf(state: SherwoodState, winners: readonly string[]): string[] {
  return state.sides.filter((camp) => winners.includes(camp) || winners.includes(allianceOfCamp(state, camp)));
}

function resultOf(state: SherwoodState, reached: readonly Outcome[]): SherwoodResult {
  const camps = [...new Set(reached.flatMap((o) => campsOf(state, o.winners)))];
  const winners = [...new Set(camps.map((c) => playerOf(state, c)))];
  const level = reached.length === 1 ? reached[0]!.level : camps.length === 0 ? "draw" : "victory";
  return { winners, reason: "scenario", scores: { ...state.scores }, outcome: { level, text: reached.map((o) => o.text), camps } };
}

/**
 * @internal Whether a scenario is over, and how (SHW-S.1 to SHW-S.8): an outcome read `once` ends the game as
 * soon as it holds; when the last turn is over the first outcome that holds decides (`mode: "first"`), or
 * every one that holds adds its winners (`"each"`: scenario 4's four camps, several winners or none).
 */
export function scenarioResult(ctx: GameContext, state: SherwoodState): SherwoodResult | null {
  if (state.scenario === null) return null;
  const players = state.scenario.players;
  const data = ctx.rules.scenario(state.scenario.number).data;
  const victory = data.victory.find((v) => v.players === players) ?? data.victory.find((v) => v.players === null)!;
  const over = state.turn > state.turns;
  const ready = (o: Outcome) => (o.at === "once" || over) && o.when.every((c) => holds(ctx, state, c));
  if (victory.mode === "first") {
    const first = victory.outcomes.find(ready);
    return first === undefined ? (over ? resultOf(state, []) : null) : resultOf(state, [first]);
  }
  const once = victory.outcomes.filter((o) => o.at === "once" && ready(o));
  if (!over && once.length === 0) return null;
  return resultOf(state, victory.outcomes.filter(ready));
}
