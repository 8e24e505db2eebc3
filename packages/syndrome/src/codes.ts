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

const SIMPLE: Record<string, CodeToken> = {
  N: { kind: "nothing" },
  R: { kind: "recruited" },
  F: { kind: "flee" },
  G: { kind: "gold", amount: "small" },
  "G half": { kind: "gold", amount: "half" },
  GD: { kind: "gold", amount: "good" },
  "all C": { kind: "capture", count: "all" },
  "all I": { kind: "injure", count: "all" },
  "1C": { kind: "capture", count: 1 },
  "2C": { kind: "capture", count: 2 },
  "1I": { kind: "injure", count: 1 },
  "2I": { kind: "injure", count: 2 },
  "M+": { kind: "track", track: "royalMorale", delta: 1 },
  "M-": { kind: "track", track: "royalMorale", delta: -1 },
  "W+": { kind: "track", track: "witchcraft", delta: 1 },
  "W-": { kind: "track", track: "witchcraft", delta: -1 },
  MN: { kind: "move", toward: "rebels" },
  MT: { kind: "move", toward: "town" },
  MR: { kind: "move", toward: "royal-party" },
};
const SQUAD: CodeToken = { kind: "squad" };

/**
 * Parses a table code as printed (`"2I,F"`, `"M+,all C"`, `"GD*"`, `"R,M–"`, `"MN,1C"`) into
 * its tokens, in order. The en dash and the minus sign both read as minus; `*` after a token
 * adds a `squad` token.
 *
 * @param code - the printed code
 * @returns the tokens, in printed order
 * @throws `Error` naming the token when the code is outside the grammar (data loading turns it
 *   into a `SyndromeError` with the JSON path)
 * @see SYN-T.CODES
 * @example
 * ```ts
 * import { parseCode } from "@tt/syndrome";
 * parseCode("GD*"); // [{ kind: "gold", amount: "good" }, { kind: "squad" }]
 * ```
 */
export function parseCode(code: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  for (const raw of code.split(",")) {
    let text = raw.trim().replace(/[\u2013\u2212]/g, "-").replace(/\s+/g, " ");
    let star = false;
    if (text.endsWith("*")) {
      star = true;
      text = text.slice(0, -1).trim();
    }
    if (text === "" && star) {
      tokens.push(SQUAD);
      continue;
    }
    const token = SIMPLE[text];
    if (token === undefined) throw new Error(`"${raw.trim()}" is not a table code (expected N, R, F, G, G half, GD, all C, 1C, 2C, all I, 1I, 2I, M+, M–, W+, W–, MN, MT, MR, each optionally followed by *)`);
    tokens.push(token);
    if (star) tokens.push(SQUAD);
  }
  return tokens;
}
