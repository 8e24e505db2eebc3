import type { SherwoodRules } from "../rules-data";
import { sherwoodRules } from "../sherwood";
import { nameOf } from "./names";
import type { SherwoodState } from "./schemas";

/** Words a name's initials skip: titles and particles ("Sir Guy of Gisbourne": G, G). */
const SKIP = new Set(["sir", "of", "de", "the", "a"]);

/** A name's words for its label: without what follows a comma ("Waleran, the Bishop"), accents, titles and particles. */
function wordsOf(name: string): string[] {
  const plain = name
    .split(",")[0]!
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  return plain.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w) && !SKIP.has(w.toLowerCase()));
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** The labels a name may take, best first: its two first initials, then its first letter with each later letter of its first word. */
function candidates(words: readonly string[]): string[] {
  const out: string[] = [];
  if (words.length > 1) out.push(`${words[0]![0]}${words[1]![0]}`.toUpperCase());
  const first = words[0] ?? "X";
  for (const c of first.slice(1)) out.push(cap(`${first[0]}${c}`));
  for (const w of words.slice(1)) out.push(cap(`${first[0]}${w[0]}`));
  return out;
}

/** A piece's labels, best first: by its name; a numbered one (`wolf-2`) by its kind's first letter and its number; a riderless horse (`horse:guy`) H and its rider's. */
function labelsFor(rules: SherwoodRules, id: string): string[] {
  if (id.startsWith("horse:")) {
    const rider = wordsOf(nameOf(rules, id.slice("horse:".length).replace(/-\d+$/, "")));
    return (rider.join("") || "X").split("").map((c) => `H${c.toUpperCase()}`);
  }
  const numbered = /^(.*)-(\d+)$/.exec(id);
  if (numbered !== null && nameOf(rules, numbered[1]!) !== numbered[1]) {
    const kind = wordsOf(nameOf(rules, numbered[1]!));
    return [`${(kind[0] ?? "X")[0]!.toUpperCase()}${numbered[2]}`];
  }
  return candidates(wordsOf(nameOf(rules, id)));
}

/**
 * A short label for the counter of every piece a game has (on the board, fallen, in ambush, to come, gone
 * off the map): two letters from its name ("RH" Robin Hood, "LJ" Little John, "Si" Simon, "Sb" Sibold when
 * Simon has "Si"; "W2" the second wolf, "HG" Sir Guy of Gisbourne's riderless horse), different for every
 * piece of the game, so a map can tell them apart where two letters of an id would not (Simon and Sibold,
 * Sir Guy and his horse). Characters are labelled first, in the order of their ids, then the other pieces,
 * riderless horses last: a horse left by a rider mid-game takes a free label and changes no one else's.
 * Only ids are read: on a player's view it tells nothing the view does not.
 *
 * @param state - a game state, or a player's view of one
 * @param rules - the compiled rules the game plays with (default `sherwoodRules`)
 * @returns each piece's id to its label
 * @example
 * ```ts
 * import { counterLabels, sherwood } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse({ map: "the-inn", sides: [{ id: "saxons", force: [{ character: "robin", at: "2,2" }, { character: "simon", at: "3,3" }, { character: "sibold", at: "4,4" }] }, { id: "normans", force: [{ character: "bero", at: "9,9" }] }] }));
 * counterLabels(state); // { bero: "Be", robin: "RH", sibold: "Si", simon: "Sm" }
 * ```
 */
export function counterLabels(state: SherwoodState, rules: SherwoodRules = sherwoodRules): Readonly<Record<string, string>> {
  const ids = new Set<string>();
  const characters = new Set<string>();
  const add = (id: string, character: boolean) => {
    ids.add(id);
    if (character) characters.add(id);
  };
  for (const p of [...state.pieces, ...state.fallen]) add(p.id, p.character !== undefined);
  for (const h of state.hidden) add(h.id, true);
  for (const w of state.waiting) add(w.id, w.character !== undefined);
  // A piece that left the map is in its fates only.
  for (const f of state.fates)
    if (!ids.has(f.piece))
      add(
        f.piece,
        rules.data.characters.some((c) => c.id === f.piece),
      );
  const rank = (id: string) => (characters.has(id) ? 0 : id.startsWith("horse:") ? 2 : 1);
  const order = [...ids].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const taken = new Set<string>();
  const out: Record<string, string> = {};
  for (const id of order) {
    let label = labelsFor(rules, id).find((l) => !taken.has(l.toUpperCase()));
    for (let n = 2; label === undefined; n++) {
      const fallback = `${(labelsFor(rules, id)[0] ?? "X")[0]}${n}`;
      if (!taken.has(fallback.toUpperCase())) label = fallback;
    }
    taken.add(label.toUpperCase());
    out[id] = label;
  }
  return out;
}
