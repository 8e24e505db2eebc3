import type { CodeToken, Effect, FealtyResult, SyndromeRules } from "../index";
import { codeEffects } from "../codes";
import { trackName } from "./names";
import { paragraphProse } from "./prose";

const SQUAD_DESTINATION: Readonly<Record<Extract<CodeToken, { kind: "move" }>["toward"], string>> = {
  rebels: "your nearest people",
  town: "the nearest town",
  "royal-party": "the Royal Party",
};

function signedPoints(delta: number): string {
  return delta > 0 ? `+${delta}` : `-${-delta}`;
}

/**
 * One effect of a resolution in words: what the rules do when a table code's token or a
 * paragraph's italic text calls for it (SYN-T.CODES, SYN-10). The amounts are the effect's own
 * (`G` runs `{ do: "gold", amount: 2 }`), so the words cannot say other than what play does.
 *
 * @param effect - an effect ({@link codeEffects} of a code, or a paragraph's `steps`)
 * @returns the effect's meaning, for example `"2 gold"`
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { glossEffect } from "@tt/syndrome";
 * glossEffect({ do: "injure", count: 2 }); // "2 injured (your choice)"
 * glossEffect({ do: "gold", amount: 2 }); // "2 gold"
 * ```
 */
export function glossEffect(effect: Effect): string {
  switch (effect.do) {
    case "recruit":
      return "recruited";
    case "flee":
      return "your people flee (Flight Table)";
    case "flee-on":
      return "your people flee, without seeking sanctuary";
    case "refused":
      return "refused: fleeing people flee on";
    case "gold":
      return `${effect.amount} gold`;
    case "gold-roll":
      return effect.amount === "half" ? "a die of gold, halved (rounded down)" : "a die of gold";
    case "capture":
      return effect.count === "all" ? "all your people captured" : `${effect.count} captured (your choice)`;
    case "injure":
      if (effect.count === "all") return "all your people injured";
      return effect.count === "half" ? "half your people injured (rounded down, your choice)" : `${effect.count} injured (your choice)`;
    case "track":
      return `${trackName(effect.track)} ${signedPoints(effect.delta)}`;
    case "summon":
      return "word spreads: the nearest squad moves in";
    case "free":
      return "the prisoners are freed";
    case "free-one-blind":
      return "one prisoner, drawn blind, is freed";
    case "horse":
      return "a horse for your people";
    case "lose-horses":
      return "your people lose their horses";
    case "no-supply":
      return "no gold needed to supply the space today";
    case "sanctuary":
      return effect.turns === "forever" ? "sanctuary" : `sanctuary for ${effect.turns} days`;
    case "plague":
      return "plague: with McCoy or Goren, paragraph 150";
    case "famous":
      return "a neutral or cleric of your choice joins you";
    case "capture-highest":
      return "the best raider captured (your choice if tied)";
    case "capture-other":
      return "one other person of yours captured (your choice)";
    case "move-group":
      return "your people move to an adjacent space";
    case "stay-free":
      return "one stays free, the others are imprisoned";
    case "imprison-injured":
      return effect.count === "all" ? "the injured are imprisoned" : "one injured person imprisoned (your choice)";
    default: {
      const unreachable: never = effect;
      return String((unreachable as { do?: unknown }).do ?? "");
    }
  }
}

/**
 * One parsed table-code token in words: the effects the engine runs for it
 * ({@link codeEffects}, each through {@link glossEffect}), or, for the King's Men Table's
 * `MN`, `MT`, `MR`, where the squad moves (SYN-12.3); `N` reads "nothing much happens".
 *
 * @param token - a token of {@link parseCode} (or `rules.code(code)`)
 * @returns the token's meaning, for example `"2 gold (a small haul)"` for `G`
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { glossToken } from "@tt/syndrome";
 * glossToken({ kind: "injure", count: 2 }); // "2 injured (your choice)"
 * ```
 */
export function glossToken(token: CodeToken): string {
  if (token.kind === "move") return `squad moves up to 2 toward ${SQUAD_DESTINATION[token.toward]}`;
  const effects = codeEffects([token]);
  if (effects.length === 0) return "nothing much happens";
  const words = effects.map(glossEffect).join(", ");
  return token.kind === "gold" && token.amount === "small" ? `${words} (a small haul)` : words;
}

/**
 * A table code in words, token by token from the data's own parser (`rules.code`):
 * `"2I,F"` reads "2 injured (your choice), your people flee (Flight Table)".
 * This is what `tt odds syndrome recruiting` prints beside each code.
 *
 * @param rules - the compiled data (`syndrome.rules`)
 * @param code - a result of the Recruiting, Donations or King's Men Table
 * @returns the gloss, its tokens' meanings joined by ", "
 * @throws `Error` naming the token when `code` is outside the grammar of SYN-T.CODES
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { glossCode, syndrome } from "@tt/syndrome";
 * glossCode(syndrome.rules, "G"); // "2 gold (a small haul)"
 * glossCode(syndrome.rules, "GD*"); // "a die of gold, word spreads: the nearest squad moves in"
 * ```
 */
export function glossCode(rules: SyndromeRules, code: string): string {
  return rules.code(code).map(glossToken).join(", ");
}

const FEALTY: Readonly<Record<FealtyResult, string>> = {
  "Open Rebellion": "you win if every Archon crewmember is free (else as Defy)",
  Defy: "the Royal Party stays next turn; Royal Morale -1",
  Delay: "the Royal Party stays next turn; one of yours is imprisoned",
  "Swear Fealty": "sworn: its mayor leaves unless recruited; the Party moves on",
};

/**
 * Any printed table result in words: a paragraph number's rules sentence (its `effect`), a
 * Fealty Table result's meaning (SYN-T.FEALTY), or a code's {@link glossCode}. `""` for a
 * result the data does not know (a paragraph it lacks, a string outside the code grammar).
 *
 * @param rules - the compiled data (`syndrome.rules`)
 * @param result - a table cell: a paragraph number, a Fealty result or a code
 * @returns the meaning, or `""`
 * @see SYN-T.CODES
 * @see SYN-T.FEALTY
 * @example
 * ```ts
 * import { glossResult, syndrome } from "@tt/syndrome";
 * glossResult(syndrome.rules, 113); // "The prisoners are freed."
 * glossResult(syndrome.rules, "Defy"); // "the Royal Party stays next turn; Royal Morale -1"
 * ```
 */
export function glossResult(rules: SyndromeRules, result: string | number): string {
  if (typeof result === "number") return paragraphProse(result, rules)?.effect.trim() ?? "";
  if (Object.hasOwn(FEALTY, result)) return FEALTY[result as FealtyResult];
  try {
    return glossCode(rules, result);
  } catch {
    return "";
  }
}
