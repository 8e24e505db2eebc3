import type { PersonChange, SyndromeEvent, SyndromeRules } from "../index";
import { glossCode } from "./gloss";
import { paragraphProse } from "./prose";
import { personName, placeName, trackName } from "./names";

/**
 * How much a narrated event matters, for a front end choosing how much to show:
 *
 * - `headline`: what a compact account keeps (rolls on the action tables, paragraphs read,
 *   captures, rescues, recruits, fealty, Royal Orders, the end);
 * - `detail`: the rest of a full play-by-play (moves, beams, track changes, squads);
 * - `aside`: bookkeeping a terminal may leave out (a phase begins).
 *
 * @example
 * ```ts
 * import { NARRATION_LEVELS } from "@tt/syndrome";
 * NARRATION_LEVELS; // ["headline", "detail", "aside"]
 * ```
 */
export const NARRATION_LEVELS = ["headline", "detail", "aside"] as const;
/**
 * One of {@link NARRATION_LEVELS}.
 *
 * @example
 * ```ts
 * import type { NarrationLevel } from "@tt/syndrome";
 * const shown: NarrationLevel[] = ["headline", "detail"];
 * ```
 */
export type NarrationLevel = (typeof NARRATION_LEVELS)[number];

/**
 * An event told in words: the sentence, the rule it follows (for a `[SYN-9.1]` tag or a link
 * to the rulebook), a paragraph's story text (which a terminal may dim) and its
 * {@link NarrationLevel}. Styling and layout are the front end's.
 *
 * @example
 * ```ts
 * import type { Narration } from "@tt/syndrome";
 * const line = (n: Narration) => (n.rule ? `${n.text} [${n.rule}]` : n.text);
 * ```
 */
export interface Narration {
  /** The sentence: "Kirk beams down to Trott". Never empty. */
  readonly text: string;
  /** The rule ID the event follows, or `null` (a new turn, a move on foot). */
  readonly rule: string | null;
  /** A paragraph's story text when it says more than the rules sentence, else `""`. */
  readonly story: string;
  readonly level: NarrationLevel;
}

const PHASE_NAMES: Readonly<Record<string, string>> = {
  setup: "Setup",
  actions: "Rebel Actions",
  expenses: "Expenses",
  "kings-men": "King's Men Actions",
  "royal-party": "Royal Party Movement & Fealty",
  over: "Game over",
};

function signed(n: number): string {
  return n < 0 ? `- ${-n}` : `+ ${n}`;
}

function personChange(who: string, where: string, change: PersonChange): string {
  switch (change) {
    case "captured":
      return `${who} is captured in ${where}`;
    case "injured":
      return `${who} is injured in ${where}`;
    case "healed":
      return `${who} is healed in ${where}`;
    case "freed":
      return `${who} is freed in ${where}`;
    case "recruited":
      return `${who} joins you in ${where}`;
    case "controlled":
      return `${who} is yours now (${where})`;
    case "lost":
      return `${who} starves and leaves you in ${where}`;
    case "removed":
      return `${who} is removed from ${where}`;
    case "sanctuary":
      return `${who} is in sanctuary in ${where}`;
    case "left-sanctuary":
      return `${who} leaves sanctuary in ${where}`;
    case "horse":
      return `${who} has a horse`;
    case "no-horse":
      return `${who} has no horse any more`;
    default: {
      const unreachable: never = change;
      return `${who}: ${String(unreachable)}`;
    }
  }
}

/** Person changes a compact account keeps. */
const HEADLINE_CHANGES: ReadonlySet<PersonChange> = new Set<PersonChange>(["captured", "freed", "recruited", "lost"]);

/** Whether a table's results are codes (SYN-T.CODES), glossed when narrated: the King's Men, Recruiting and Donations Tables. */
function isCodeTable(rules: SyndromeRules, table: string): boolean {
  const { kingsMen, recruiting, donations } = rules.tables;
  return table === kingsMen.name || table === recruiting.name || table === donations.name;
}

/** A code in words, or "" when it is not one. */
function codeGloss(rules: SyndromeRules, code: string): string {
  try {
    return glossCode(rules, code);
  } catch {
    return "";
  }
}

/**
 * An event in words, for a narrator, a log pane or a bot's transcript: every event type of
 * {@link SyndromeEvent} has its sentence. Narrate the events a player receives
 * (`viewEvents(syndrome, events, "player")` from `@tt/engine`): a hidden prisoner is then told
 * by colour only, never by name (SYN-3.2).
 *
 * @param rules - the compiled data (`syndrome.rules`), for the names of people and places
 * @param event - an event of `apply`
 * @returns the narration
 * @example
 * ```ts
 * import { narrate, syndrome } from "@tt/syndrome";
 * narrate(syndrome.rules, { type: "beam", direction: "down", person: "kirk", space: "trott" });
 * // { text: "Kirk beams down to Trott", rule: "SYN-9.1", story: "", level: "detail" }
 * ```
 */
export function narrate(rules: SyndromeRules, event: SyndromeEvent): Narration {
  const name = (id: string) => personName(rules, id);
  const place = (id: string) => placeName(rules, id);
  const say = (text: string, rule: string | null, level: NarrationLevel = "detail", story = ""): Narration => ({ text, rule, story, level });
  switch (event.type) {
    case "prisoner-placed":
      // A blind draw: only the colour shows, unless the event names who it is (SYN-3.2).
      return say(`a ${event.colour} prisoner is placed in ${place(event.space)}${event.person ? ` (${name(event.person)})` : ""}`, "SYN-3.2");
    case "cup-filled":
      return say(`${event.count} counters are in the cup (${event.purpose})`, "SYN-3.2");
    case "neutral-placed":
      return say(`${name(event.person)} is placed in ${place(event.space)}`, "SYN-3.3");
    case "turn":
      return say(`— turn ${event.turn} —`, null);
    case "phase":
      return say(PHASE_NAMES[event.phase] ?? event.phase, "SYN-5", "aside");
    case "beam":
      return event.direction === "down" ? say(`${name(event.person)} beams down to ${place(event.space)}`, "SYN-9.1") : say(`${name(event.person)} beams up from ${place(event.space)}`, "SYN-9.2");
    case "move":
      return say(`${name(event.person)} moves from ${place(event.from)} to ${place(event.to)}${event.means === "foot" ? "" : ` (${event.means})`}`, null);
    case "action":
      return say(event.text, event.rule);
    case "roll": {
      const terms = [`${event.die} (die)`, ...event.modifiers.map((m) => `${signed(m.value)} (${m.label})`)].join(" ");
      // A bare die (a paragraph's gold, a healing roll) has no printed row: its row is an internal name, not told.
      const row = event.row === "" || /^paragraph-\d+$/.test(event.row) ? "" : ` → row "${event.row}"`;
      // A table code (MT, 2C,F, R,M–, GD) is glossed beside it: a reader need not know the codes.
      const gloss = typeof event.result === "string" && isCodeTable(rules, event.table) ? codeGloss(rules, event.result) : "";
      return say(`${event.table}: ${terms} = ${event.total}${row}: ${event.result}${gloss ? ` (${gloss})` : ""}`, event.rule || null, event.table === "King's Men Table" ? "detail" : "headline");
    }
    case "paragraph": {
      const prose = paragraphProse(event.number, rules);
      const effect = prose?.effect.trim() ?? "";
      const text = `¶${event.number}${event.title ? ` ${event.title}.` : ""} ${effect}`.trimEnd();
      const story = prose?.text.trim() ?? "";
      return say(text, event.rule, "headline", story !== effect ? story : "");
    }
    case "track":
      return say(`${trackName(event.track)} ${event.from} → ${event.to}: ${event.reason}`, event.rule);
    case "person":
      return say(personChange(name(event.person), place(event.space), event.change), event.rule, HEADLINE_CHANGES.has(event.change) ? "headline" : "detail");
    case "squad-move":
      return say(`the ${name(event.squad)} squad moves from ${place(event.from)} to ${place(event.to)}`, event.rule);
    case "royal-party":
      return say(`the Royal Party moves from ${place(event.from)} to ${place(event.to)}`, event.rule);
    case "fealty":
      return say(`${place(event.town)}: ${event.result}`, event.rule, "headline");
    case "orders":
      return say(`Royal Orders: ${event.from} → ${event.to}`, event.rule, "headline");
    case "ability":
      return say(`${name(event.person)} (¶${event.paragraph}): ${event.effect || (paragraphProse(event.paragraph, rules)?.effect ?? "")}`.trimEnd(), event.rule);
    case "expenses":
      return say(`expenses: ${event.paid} of ${event.due} gold paid`, event.rule);
    case "note":
      return say(`(${event.text})`, event.rule);
    case "game-over":
      return say(`game over on turn ${event.turn}: ${event.winner === "player" ? "the rebels win" : "King Eyven wins"} (${event.reason})`, null, "headline");
    default: {
      const unreachable: never = event;
      return say(`(${(unreachable as { type: string }).type})`, null, "aside");
    }
  }
}
