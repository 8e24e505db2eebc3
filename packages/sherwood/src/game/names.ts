import type { SherwoodRules } from "../rules-data";
import { sherwoodRules } from "../sherwood";

const ORDINALS = ["", "", "second ", "third ", "fourth ", "fifth ", "sixth ", "seventh ", "eighth ", "ninth ", "tenth "] as const;

/** "second " for 2, ..., "tenth " for 10; past ten, the number after the name (`null` for the first). */
function numbered(n: number | null): { before: string; after: string } {
  if (n === null) return { before: "", after: "" };
  return n < ORDINALS.length ? { before: ORDINALS[n]!, after: "" } : { before: "", after: ` ${n}` };
}

/** An animal's or a cart's name as a sentence says it: lower case, without the counter's note ("Cavalry horse (riderless)": "cavalry horse"). */
const plain = (name: string): string => name.replace(/\s*\([^)]*\)\s*$/, "").toLowerCase();

/** @internal A piece's name (see {@link sherwoodPieceName}). */
export function nameOf(rules: SherwoodRules, id: string): string {
  // A piece of a kind a force or a scenario holds several of is numbered from its second: "cavalry-horse-2".
  const match = /^(.*?)-(\d+)$/.exec(id);
  const n = match === null ? null : Number(match[2]);
  const kind = match === null ? id : match[1]!;
  if (id.startsWith("horse:")) {
    // A riderless horse: "horse:guy", a second one Guy left "horse:guy-2".
    const rider = kind.slice("horse:".length);
    const { before, after } = numbered(n);
    return `${nameOf(rules, rider)}'s ${before}horse${after}`;
  }
  try {
    return rules.character(id).name;
  } catch {}
  for (const find of [() => rules.animal(kind).name, () => rules.equipment(kind).name]) {
    try {
      const { before, after } = numbered(n);
      return `the ${before}${plain(find())}${after}`;
    } catch {}
  }
  return id;
}

/**
 * A piece's name as the game's text gives it: a character's ("Robin Hood"), an animal's or a cart's
 * ("the cavalry horse", "the draft horse", "the carriage"), a riderless horse by its rider's ("Sir Guy of
 * Gisbourne's horse"). A second or third piece of one kind (ids such as `cavalry-horse-2`) is "the second
 * cavalry horse", "the third cavalry horse"; an id the data does not know is given back as it is. The
 * labels of {@link sherwoodActionLabel} and the sentences of {@link narrateSherwood} name pieces so.
 *
 * @param id - a piece's id (`state.pieces[i].id`, a fallen piece's, a hidden character's)
 * @param rules - the compiled rules (default `sherwoodRules`)
 * @returns the name, for a front end's list of pieces or a map's legend
 * @example
 * ```ts
 * import { sherwoodPieceName } from "@tt/sherwood";
 * sherwoodPieceName("little-john"); // "Little John"
 * sherwoodPieceName("cavalry-horse-2"); // "the second cavalry horse"
 * sherwoodPieceName("horse:robin"); // "Robin Hood's horse"
 * ```
 */
export function sherwoodPieceName(id: string, rules: SherwoodRules = sherwoodRules): string {
  return nameOf(rules, id);
}
