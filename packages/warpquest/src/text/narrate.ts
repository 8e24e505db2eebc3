import type { Scenario } from "../scenario";
import type { WarpQuestEvent } from "../schemas";
import { HIDDEN_CARD } from "../visibility";
import { cardName } from "./labels";

/**
 * How much a narrated event matters, for a front end choosing how much to show:
 *
 * - `headline`: checks, challenges won or lost, wounds, losses, promotions, the Objective, the end;
 * - `detail`: the rest of a full play-by-play (rolls, moves, draws, skills, aid);
 * - `aside`: told by another event or pure bookkeeping (the Attribute Table's die, told with
 *   its result; a card going to the discard pile).
 *
 * @example
 * ```ts
 * import { NARRATION_LEVELS } from "@tt/warpquest";
 * NARRATION_LEVELS; // ["headline", "detail", "aside"]
 * ```
 */
export const NARRATION_LEVELS = ["headline", "detail", "aside"] as const;
/**
 * One of {@link NARRATION_LEVELS}.
 *
 * @example
 * ```ts
 * import type { NarrationLevel } from "@tt/warpquest";
 * const shown: NarrationLevel[] = ["headline", "detail"];
 * ```
 */
export type NarrationLevel = (typeof NARRATION_LEVELS)[number];

/**
 * An event told in words: the sentence, the rule it applies (for a `[WQ-CHECK]` tag or a link
 * to the rulebook) and its {@link NarrationLevel}. Styling and layout are the front end's.
 *
 * @example
 * ```ts
 * import type { Narration } from "@tt/warpquest";
 * const line = (n: Narration) => (n.rule ? `${n.text} [${n.rule}]` : n.text);
 * ```
 */
export interface Narration {
  /** The sentence: "p1 is promoted to Lieutenant!". Never empty. */
  readonly text: string;
  /** The rule ID the event applies, or `null`. */
  readonly rule: string | null;
  readonly level: NarrationLevel;
}

function signed(n: number): string {
  return n < 0 ? `- ${-n}` : `+ ${n}`;
}

function modifiers(list: readonly { label: string; value: number }[]): string {
  return list.map((m) => ` ${signed(m.value)} (${m.label})`).join("");
}

/** A card's printed result code in words (SHP-RESULTS): what the narration of its effect then tells. */
function resultGloss(scenario: Scenario, won: boolean, result: string): string {
  if (won) return result === "V" ? "victory: ahead 1D6" : result === "A" ? "draw an aid card" : "no further effect";
  if (result === "W") return scenario.data.party.kind === "officer" ? "wounded" : "a unit lost";
  return result === "R" ? "retreat: back 1D6" : "the Challenge Loss Table";
}

/** Why a party moved, in words (its event's `cause` is an internal name). */
const MOVE_CAUSES: Record<Extract<WarpQuestEvent, { type: "moved" }>["cause"], string> = {
  move: "move",
  retreat: "retreat",
  victory: "victory",
  "loss-table": "Challenge Loss Table",
  confrontation: "confrontation",
};

/**
 * An event in words, for a narrator, a log pane or a bot's transcript: every event type of
 * {@link WarpQuestEvent} has its sentence. Narrate the events a player receives
 * (`viewEvents(game, events, player)` from `@tt/engine`): an aid card another player draws
 * into their hand is then "a card", never named (WQ-AID).
 *
 * @param scenario - the game's compiled scenario (`sharpe.scenario`), for card names and
 *   whether parties are officers (Sharpe) or units
 * @param event - an event of `apply`
 * @returns the narration
 * @example
 * ```ts
 * import { narrate, sharpe } from "@tt/warpquest";
 * narrate(sharpe.scenario, { type: "promoted", player: "p1", rank: "Lieutenant", rule: "SHP-CAMPAIGN" });
 * // { text: "p1 is promoted to Lieutenant!", rule: "SHP-CAMPAIGN", level: "headline" }
 * ```
 */
export function narrate(scenario: Scenario, event: WarpQuestEvent): Narration {
  const card = (id: string) => cardName(scenario, id);
  const say = (text: string, level: NarrationLevel = "detail"): Narration => ({ text, rule: event.rule || null, level });
  switch (event.type) {
    case "attribute-rolled":
      return say(`${event.player} rolls ${event.face} on the Attribute Table: ${event.attribute} ${event.value}`);
    case "turn-started":
      return say(`— ${event.player}'s turn —`);
    case "rolled":
      // An Attribute Table roll is told with its result by "attribute-rolled".
      return say(`${event.player} rolls ${event.die} for ${event.purpose}: ${event.face}`, event.purpose === "Attribute Table" ? "aside" : "detail");
    case "experience-spent":
      return say(`${event.player} spends an Experience Token to reroll the ${event.reroll} (${event.tokens} left)`);
    case "experience-gained":
      return say(`${event.player} gains an Experience Token (${event.tokens})`);
    case "moved":
      return say(`${event.player} moves from space ${event.from} to ${event.to} (${MOVE_CAUSES[event.cause]})`);
    case "objective-taken":
      return say(event.from ? `${event.player} takes the Objective from ${event.from}` : `${event.player} takes the Objective`, "headline");
    case "objective-dropped":
      return say(`${event.player} loses the Objective`, "headline");
    case "card-drawn": {
      const drawn = event.card === HIDDEN_CARD ? "a card, kept in hand," : `"${event.name}"`;
      return say(`${event.player} draws ${drawn} from the ${event.deck}${event.reshuffled ? " (discards reshuffled first)" : ""}`);
    }
    case "aid-to-hand":
      return say(event.card === HIDDEN_CARD ? `${event.player} keeps a card in hand` : `${event.player} keeps "${card(event.card)}" in hand`);
    case "skill-chosen":
      return say(`${event.player} answers with ${event.skill}`);
    case "aid-played":
      return say(`${event.player} discards "${card(event.card)}" for +${event.bonus}`);
    case "check":
      return say(
        `check ${event.check}/${event.checks} (${event.skill}): skill ${event.skillRoll}${modifiers(event.skillModifiers)} = ${event.skillTotal}` +
          ` vs challenge ${event.challengeRoll}${modifiers(event.challengeModifiers)} = ${event.challengeTotal}: ${event.won ? "won" : "lost"}`,
        "headline",
      );
    case "challenge-resolved":
      return say(`"${card(event.card)}" ${event.won ? "won" : "lost"}: ${event.result} (${resultGloss(scenario, event.won, event.result)})`, "headline");
    case "card-discarded":
      return say(`"${card(event.card)}" goes to the ${event.deck}'s discard pile`, "aside");
    case "loss-table":
      return say(`${event.player} rolls ${event.face} on the Challenge Loss Table: ${event.result === "back" ? "go back 1D6" : "lose a unit"}`);
    case "wounded":
      return say(`${event.player} is wounded: -${event.amount} Endurance, ${event.endurance} left`, "headline");
    case "healed":
      return say(`${event.player} plays "${card(event.card)}": +${event.amount} Endurance, now ${event.endurance}`, "headline");
    case "unit-lost":
      return say(`${event.player} loses ${event.unit} (${event.left} left)`, "headline");
    case "killed":
      return say(`${event.player} is killed`, "headline");
    case "eliminated":
      return say(`${event.player} is out of the game`, "headline");
    case "promoted":
      return say(`${event.player} is promoted to ${event.rank}!`, "headline");
    case "campaign-over":
      return say(`${event.player}'s campaign is over`, "headline");
    case "confrontation":
      return say(`${event.player} lands on ${event.opponent}: a confrontation`);
    case "confrontation-skill":
      return say(`the confrontation is decided by ${event.skill}`);
    case "confrontation-resolved":
      return say(`${event.skill}: ${event.player} ${event.playerTotal} vs ${event.opponent} ${event.opponentTotal}: ${event.winner ? `${event.winner} wins` : "a tie, nothing happens"}`, "headline");
    case "game-over":
      return say(`game over: ${event.winner ? `${event.winner} wins` : scenario.data.party.kind === "officer" ? "the career is over" : "no winner"}`, "headline");
    default: {
      const unreachable: never = event;
      return { text: `(${(unreachable as { type: string }).type})`, rule: null, level: "aside" };
    }
  }
}
