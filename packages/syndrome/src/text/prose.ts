import type { SyndromeRules } from "../data";
import paragraphsJson from "../data/paragraphs.json";

/** A paragraph's prose, as the rulebook prints it. */
export interface ParagraphProse {
  /** The paragraph's heading, or `null` for an untitled table result. */
  readonly title: string | null;
  /** The story text. */
  readonly text: string;
  /** What the paragraph does, in the rulebook's words ("Sanctuary refused."). */
  readonly effect: string;
}

let shipped: Map<number, ParagraphProse> | undefined;

function shippedProse(number: number): ParagraphProse | undefined {
  shipped ??= new Map(paragraphsJson.map((p) => [p.number, { title: p.title, text: p.text, effect: p.effect }]));
  return shipped.get(number);
}

/**
 * The rulebook's prose of a paragraph: its title, story text and effect. Events name a
 * paragraph by number (`{ type: "paragraph", number: 113, ... }`) and the rules read only
 * its effects, so the prose lives here, for front ends that tell the story: a bundle that
 * only plays does not carry it. With `rules` compiled from a data set that has prose of its
 * own (a user's corrected copy), that prose is returned; otherwise the package's.
 *
 * @param number - the paragraph's number (10-99 people, 100-399 table results)
 * @param rules - the compiled data the game plays with (default: only the package's prose)
 * @returns the prose, or `undefined` for a number with no paragraph
 * @see SYN-10
 * @example
 * ```ts
 * import { paragraphProse } from "@tt/syndrome";
 * paragraphProse(302)?.effect; // "Sanctuary refused."
 * ```
 */
export function paragraphProse(number: number, rules?: SyndromeRules): ParagraphProse | undefined {
  const own = rules?.paragraph(number);
  if (own?.text !== undefined && own.effect !== undefined) return { title: own.title, text: own.text, effect: own.effect };
  return shippedProse(number);
}
