import type { CodeToken, FealtyResult, SyndromeRules } from "../index";
import { trackName } from "./names";

/** The gold a small haul (`G`) adds to the Rebel Warchest (SYN-T.CODES). */
const SMALL_HAUL_GOLD = 2;

const SQUAD_DESTINATION: Readonly<Record<Extract<CodeToken, { kind: "move" }>["toward"], string>> = {
  rebels: "your nearest people",
  town: "the nearest town",
  "royal-party": "the Royal Party",
};

/**
 * One parsed table-code token in words: what the rules do with it (SYN-T.CODES, and the King's
 * Men Table's moves, SYN-12.3). The words follow the token the engine runs, so a gloss cannot
 * say other than what play does.
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
  switch (token.kind) {
    case "nothing":
      return "nothing much happens";
    case "recruited":
      return "recruited";
    case "flee":
      return "your people flee (Flight Table)";
    case "gold":
      if (token.amount === "small") return `${SMALL_HAUL_GOLD} gold (a small haul)`;
      return token.amount === "half" ? "a die of gold, halved (rounded down)" : "a die of gold";
    case "capture":
    case "injure": {
      const what = token.kind === "capture" ? "captured" : "injured";
      return token.count === "all" ? `all your people ${what}` : `${token.count} ${what} (your choice)`;
    }
    case "track":
      return `${trackName(token.track)} ${token.delta > 0 ? "+1" : "-1"}`;
    case "squad":
      return "word spreads: the nearest squad moves in";
    case "move":
      return `squad moves up to 2 toward ${SQUAD_DESTINATION[token.toward]}`;
    default: {
      const unreachable: never = token;
      return String((unreachable as { kind?: unknown }).kind ?? "");
    }
  }
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
  if (typeof result === "number") return rules.paragraph(result)?.effect.trim() ?? "";
  if (Object.hasOwn(FEALTY, result)) return FEALTY[result as FealtyResult];
  try {
    return glossCode(rules, result);
  } catch {
    return "";
  }
}
