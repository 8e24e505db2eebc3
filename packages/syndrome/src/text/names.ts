import type { SyndromeRules, Track } from "../index";
import { ENTERPRISE, OUT_OF_PLAY } from "../state";

/**
 * The name of a place as a player reads it: a map space's printed name, "the Enterprise" for
 * the Enterprise box, "out of play" for a counter not on the map; an unknown id as it is.
 *
 * @param rules - the compiled data (`syndrome.rules`)
 * @param id - a space id, {@link ENTERPRISE} or {@link OUT_OF_PLAY}
 * @returns the name
 * @example
 * ```ts
 * import { ENTERPRISE, placeName, syndrome } from "@tt/syndrome";
 * placeName(syndrome.rules, "trott"); // "Trott"
 * placeName(syndrome.rules, ENTERPRISE); // "the Enterprise"
 * ```
 */
export function placeName(rules: SyndromeRules, id: string): string {
  if (id === ENTERPRISE) return "the Enterprise";
  if (id === OUT_OF_PLAY) return "out of play";
  try {
    return rules.space(id).name;
  } catch {
    return id;
  }
}

/**
 * The printed name of a person or squad counter; an unknown id as it is (a blind draw's
 * `#<index>` stays a number, never a name).
 *
 * @param rules - the compiled data (`syndrome.rules`)
 * @param id - a counter id
 * @returns the name
 * @example
 * ```ts
 * import { personName, syndrome } from "@tt/syndrome";
 * personName(syndrome.rules, "kirk"); // "Kirk"
 * ```
 */
export function personName(rules: SyndromeRules, id: string): string {
  try {
    return rules.person(id).name;
  } catch {
    return id;
  }
}

const TRACK_NAMES: Readonly<Record<Track, string>> = { witchcraft: "Witchcraft", royalMorale: "Royal Morale", warchest: "Warchest" };

/**
 * The printed name of a track (SYN-4.2).
 *
 * @param track - `witchcraft`, `royalMorale` or `warchest`
 * @returns `"Witchcraft"`, `"Royal Morale"` or `"Warchest"`
 * @see SYN-4.2
 * @example
 * ```ts
 * import { trackName } from "@tt/syndrome";
 * trackName("royalMorale"); // "Royal Morale"
 * ```
 */
export function trackName(track: Track): string {
  return TRACK_NAMES[track] ?? track;
}
