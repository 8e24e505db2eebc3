import { quote } from "./_internal/limits";
import type { Effect } from "./effects";
import { SyndromeError } from "./errors";

/**
 * One token of a table code (SYN-T.CODES and the King's Men Table), parsed:
 *
 * - `nothing` (`N`), `recruited` (`R`), `flee` (`F`);
 * - `gold`: `G` (small haul, +2), `G half` (a die halved, rounded down), `GD` (a good
 *   donation: a die; reconstructed meaning);
 * - `capture` / `injure` with a count (`1C`, `2I`, `all C`);
 * - `track`: `M+`, `M–`, `W+`, `W–` (Royal Morale or Witchcraft, one point);
 * - `squad` (`*`, reconstructed meaning: word spreads, the nearest King's Men squad moves in);
 * - `move` (King's Men Table: `MN` toward the nearest rebels, `MT` toward the nearest town,
 *   `MR` toward the Royal Party).
 *
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { parseCode } from "@tt/syndrome";
 * parseCode("2I,F"); // [{ kind: "injure", count: 2 }, { kind: "flee" }]
 * ```
 */
export type CodeToken =
  | { readonly kind: "nothing" }
  | { readonly kind: "recruited" }
  | { readonly kind: "flee" }
  | { readonly kind: "gold"; readonly amount: "small" | "half" | "good" }
  | { readonly kind: "capture" | "injure"; readonly count: 1 | 2 | "all" }
  | { readonly kind: "track"; readonly track: "witchcraft" | "royalMorale"; readonly delta: 1 | -1 }
  | { readonly kind: "squad" }
  | { readonly kind: "move"; readonly toward: "rebels" | "town" | "royal-party" };

/** The tokens by their printed text: a `Map`, so `constructor` or `__proto__` is no token (names are data, never lookups). */
const SIMPLE: ReadonlyMap<string, CodeToken> = new Map<string, CodeToken>([
  ["N", { kind: "nothing" }],
  ["R", { kind: "recruited" }],
  ["F", { kind: "flee" }],
  ["G", { kind: "gold", amount: "small" }],
  ["G half", { kind: "gold", amount: "half" }],
  ["GD", { kind: "gold", amount: "good" }],
  ["all C", { kind: "capture", count: "all" }],
  ["all I", { kind: "injure", count: "all" }],
  ["1C", { kind: "capture", count: 1 }],
  ["2C", { kind: "capture", count: 2 }],
  ["1I", { kind: "injure", count: 1 }],
  ["2I", { kind: "injure", count: 2 }],
  ["M+", { kind: "track", track: "royalMorale", delta: 1 }],
  ["M-", { kind: "track", track: "royalMorale", delta: -1 }],
  ["W+", { kind: "track", track: "witchcraft", delta: 1 }],
  ["W-", { kind: "track", track: "witchcraft", delta: -1 }],
  ["MN", { kind: "move", toward: "rebels" }],
  ["MT", { kind: "move", toward: "town" }],
  ["MR", { kind: "move", toward: "royal-party" }],
]);
const SQUAD: CodeToken = { kind: "squad" };

/**
 * Parses a table code as printed (`"2I,F"`, `"M+,all C"`, `"GD*"`, `"R,M–"`, `"MN,1C"`) into
 * its tokens, in order. The en dash and the minus sign both read as minus; `*` after a token
 * adds a `squad` token.
 *
 * @param code - the printed code
 * @returns the tokens, in printed order
 * @throws {@link SyndromeError} `syndrome/invalid-code` when the code is not a string, or a token
 *   of it is outside the grammar: the message quotes the token (at most 80 characters). Data
 *   loading reports such a code as `syndrome/invalid-data` at its JSON path in the tables.
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { parseCode, SyndromeError } from "@tt/syndrome";
 * parseCode("GD*"); // [{ kind: "gold", amount: "good" }, { kind: "squad" }]
 * try {
 *   parseCode("2X");
 * } catch (error) {
 *   if (error instanceof SyndromeError) console.log(error.code); // "syndrome/invalid-code"
 * }
 * ```
 */
export function parseCode(code: string): CodeToken[] {
  if (typeof code !== "string") throw new SyndromeError("syndrome/invalid-code", `a table code is text such as "2I,F", not ${quote(code)}`);
  const tokens: CodeToken[] = [];
  for (const raw of code.split(",")) {
    let text = raw
      .trim()
      .replace(/[\u2013\u2212]/g, "-")
      .replace(/\s+/g, " ");
    let star = false;
    if (text.endsWith("*")) {
      star = true;
      text = text.slice(0, -1).trim();
    }
    if (text === "" && star) {
      tokens.push(SQUAD);
      continue;
    }
    const token = SIMPLE.get(text);
    if (token === undefined)
      throw new SyndromeError(
        "syndrome/invalid-code",
        `${quote(raw.trim())} is not a table code (expected N, R, F, G, G half, GD, all C, 1C, 2C, all I, 1I, 2I, M+, M–, W+, W–, MN, MT, MR, each optionally followed by *)`,
      );
    tokens.push(token);
    if (star) tokens.push(SQUAD);
  }
  return tokens;
}

/** The gold of a small haul, `G` (SYN-T.CODES). */
const SMALL_HAUL = 2;

/**
 * The effects a table code's tokens make happen, in printed order: what the rules run for a
 * result (a `move` token is the squad's move, not an effect, and is left out; `nothing` has
 * none). Glosses and odds derive from the same function, so they cannot disagree with play.
 *
 * @param tokens - parsed tokens ({@link parseCode})
 * @returns the effects
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { codeEffects, parseCode } from "@tt/syndrome";
 * codeEffects(parseCode("G,M+")); // [{ do: "gold", amount: 2 }, { do: "track", track: "royalMorale", delta: 1 }]
 * ```
 */
export function codeEffects(tokens: readonly CodeToken[]): Effect[] {
  const effects: Effect[] = [];
  for (const token of tokens) {
    switch (token.kind) {
      case "nothing":
      case "move":
        break;
      case "recruited":
        effects.push({ do: "recruit" });
        break;
      case "flee":
        effects.push({ do: "flee" });
        break;
      case "gold":
        effects.push(token.amount === "small" ? { do: "gold", amount: SMALL_HAUL } : { do: "gold-roll", amount: token.amount });
        break;
      case "capture":
        effects.push({ do: "capture", count: token.count });
        break;
      case "injure":
        effects.push({ do: "injure", count: token.count });
        break;
      case "track":
        effects.push({ do: "track", track: token.track, delta: token.delta });
        break;
      case "squad":
        effects.push({ do: "summon" });
        break;
      default: {
        const unreachable: never = token;
        throw new Error(`unknown code token ${JSON.stringify(unreachable)}`);
      }
    }
  }
  return effects;
}
