import { randomPolicy, type Next, type Policies } from "@tt/engine";
import {
  ENTERPRISE,
  OUT_OF_PLAY,
  PLAYER,
  SYNDROME_DATA,
  SyndromeError,
  actionGroup,
  actionLabel,
  glossResult,
  heuristicPolicy,
  loadSyndromeData,
  narrate,
  outcomeLabel,
  placeName,
  rollOdds,
  syndrome,
  syndromeDataSchema,
  type Action,
  type Outcome,
  type Result,
  type RollOdds,
  type State,
  type SyndromeEvent,
  type SyndromeView,
} from "@tt/syndrome";
import { checkData, narrationLine, type CliGame, type GameTable, type PolicyName } from "./adapter";

// The words (labels, menu groups, narration, table glosses) are @tt/syndrome's own text
// modules; this adapter keeps the terminal's layout: the state as lines, colour, prompts.

const rules = syndrome.rules;
const spaceName = (id: string) => placeName(rules, id);

/** Whether a value is a full state (replays, the end of a game) rather than the player's view. */
function isState(value: unknown): value is State {
  return typeof value === "object" && value !== null && !("hiddenPrisoners" in value);
}

/** What the player sees: the view itself, or a full state seen through `view`. */
function viewOf(value: unknown): SyndromeView {
  return isState(value) ? syndrome.view(value, PLAYER) : (value as SyndromeView);
}

function markers(p: { injured: boolean; horse: boolean; sanctuary: number }): string {
  const m: string[] = [];
  if (p.injured) m.push("injured");
  if (p.horse) m.push("horse");
  if (p.sanctuary === -1) m.push("sanctuary");
  else if (p.sanctuary > 0) m.push(`sanctuary to turn ${p.sanctuary}`);
  return m.length > 0 ? ` (${m.join(", ")})` : "";
}

/** Groups entries by space, in map order, as "Space: a, b; Other: c". */
function bySpace(entries: { space: string; text: string }[]): string[] {
  const groups = new Map<string, string[]>();
  for (const e of entries) groups.set(e.space, [...(groups.get(e.space) ?? []), e.text]);
  const order = (id: string) => (id === ENTERPRISE ? -1 : rules.landSpaces.indexOf(id));
  return [...groups.entries()].sort((a, b) => order(a[0]) - order(b[0])).map(([space, texts]) => `${spaceName(space)}: ${texts.join(", ")}`);
}

function describe(value: unknown): string[] {
  // Always the player's view: hidden prisoners show only their colour, even in a replay.
  const view = viewOf(value);
  const lines: string[] = [];
  const phase = view.phase === "setup" ? "setup" : view.phase === "over" ? "game over" : `turn ${view.turn}, ${view.phase.replace("-", " ")}`;
  lines.push(`${phase} · Witchcraft ${view.witchcraft}/10 · Royal Morale ${view.royalMorale} · Warchest ${view.warchest} gold · Royal Orders: ${view.royalOrders}`);
  lines.push(`Royal Party: ${spaceName(view.royalParty.space)}${view.royalParty.hold ? " (held there)" : ""}; towns sworn: ${view.sworn.length > 0 ? view.sworn.map(spaceName).join(", ") : "none"}`);
  const yours = view.people.filter((p) => p.controlled && !p.imprisoned && p.kind !== "squad" && p.at !== OUT_OF_PLAY);
  const enterprise = yours.filter((p) => p.at === ENTERPRISE).map((p) => p.name);
  const onMap = yours.filter((p) => p.at !== ENTERPRISE).map((p) => ({ space: p.at, text: `${p.name}${markers(p)}` }));
  const yourSquads = view.people.filter((p) => p.controlled && !p.imprisoned && p.kind === "squad").map((p) => ({ space: p.at, text: `${p.name} squad` }));
  lines.push(`Enterprise box: ${enterprise.length > 0 ? enterprise.join(", ") : "empty"}`);
  const mine = bySpace([...onMap, ...yourSquads]);
  lines.push(`your people: ${mine.length > 0 ? mine.join("; ") : "none on the map"}`);
  const squads = bySpace(view.people.filter((p) => p.kind === "squad" && !p.controlled && p.at !== OUT_OF_PLAY).map((p) => ({ space: p.at, text: `${p.name} squad` })));
  lines.push(`King's Men squads: ${squads.length > 0 ? squads.join("; ") : "none"}`);
  const prisoners = bySpace([
    ...view.people.filter((p) => p.imprisoned).map((p) => ({ space: p.at, text: `${p.name}${p.controlled ? " (yours)" : ""}` })),
    ...view.hiddenPrisoners.map((p) => ({ space: p.space, text: `a ${p.colour} counter` })),
  ]);
  lines.push(`prisoners: ${prisoners.length > 0 ? prisoners.join("; ") : "none"}`);
  const others = bySpace(view.people.filter((p) => !p.controlled && !p.imprisoned && p.kind !== "squad" && p.at !== OUT_OF_PLAY).map((p) => ({ space: p.at, text: p.name })));
  if (others.length > 0) lines.push(`others on the map: ${others.join("; ")}`);
  return lines;
}

/**
 * A compact map around where the player's people stand: each space of theirs (in map order), what
 * is there, then its land neighbours, each marked `*` (yours), `!` (a King's Men squad) and `#N`
 * (N prisoners). With none of theirs on the map (setup), the King's Men squads' spaces instead.
 * Only the player's view and the public map: a hidden prisoner is a count, never a name.
 */
function mapLines(value: unknown, actions: readonly unknown[]): string[] {
  const view = viewOf(value);
  const placing = actions.some((a) => (a as Action).type === "place-neutral");
  if (view.phase !== "actions" && !placing) return [];
  const onMap = (at: string) => at !== ENTERPRISE && at !== OUT_OF_PLAY;
  const yours = new Map<string, string[]>();
  const squads = new Set<string>();
  const prisoners = new Map<string, number>();
  for (const p of view.people) {
    if (!onMap(p.at)) continue;
    if (p.imprisoned) prisoners.set(p.at, (prisoners.get(p.at) ?? 0) + 1);
    else if (p.controlled) yours.set(p.at, [...(yours.get(p.at) ?? []), p.kind === "squad" ? `${p.name} squad` : p.name]);
    else if (p.kind === "squad") squads.add(p.at);
  }
  for (const h of view.hiddenPrisoners) prisoners.set(h.space, (prisoners.get(h.space) ?? 0) + 1);
  const marks = (id: string) => {
    const m = `${yours.has(id) ? "*" : ""}${squads.has(id) ? "!" : ""}${prisoners.has(id) ? `#${prisoners.get(id)}` : ""}`;
    return m === "" ? "" : ` ${m}`;
  };
  const here = (id: string) => {
    const parts = [...(yours.get(id) ?? []), ...(squads.has(id) ? ["King's Men squad"] : [])];
    const held = prisoners.get(id);
    if (held !== undefined) parts.push(`${held} prisoner${held === 1 ? "" : "s"}`);
    return parts.length > 0 ? ` (${parts.join(", ")})` : "";
  };
  const focus = yours.size > 0 ? [...yours.keys()] : [...squads];
  focus.sort((a, b) => rules.landSpaces.indexOf(a) - rules.landSpaces.indexOf(b));
  if (focus.length === 0) return [];
  const title = yours.size > 0 ? "map around your people" : "map around the King's Men squads (none of yours yet)";
  const lines = [`${title}; marks: * yours, ! squad, #N prisoners`];
  for (const id of focus)
    lines.push(
      `  ${spaceName(id)}${here(id)} → ${rules
        .space(id)
        .land.map((n) => `${spaceName(n)}${marks(n)}`)
        .join(", ")}`,
    );
  return lines;
}

/** The success a player hopes for on each table a choice leads to, as its results' glosses say it. */
const SUCCESS: Record<string, { test: RegExp; words: string }> = {
  [rules.tables.raid.name]: { test: /the prisoners are freed/i, words: "frees the prisoners" },
  [rules.tables.recruiting.name]: { test: /^recruited/, words: "recruited" },
  [rules.tables.sanctuary.name]: { test: /Sanctuary marker/, words: "sanctuary granted" },
  [rules.tables.flight.name]: { test: /escape/, words: "they escape" },
  [rules.tables.horseTheft.name]: { test: /Place a Horse counter/, words: "a horse gained" },
};

/** A table result in a few words: the table's success, or its gloss's first clause. */
function resultWords(table: string, result: string | number): string {
  if (table === "Healing") return String(result);
  if (table === "Gold") return `${result} gold`;
  const gloss = glossResult(rules, result);
  const success = SUCCESS[table];
  if (success?.test.test(gloss)) return success.words;
  if (table === rules.tables.recruiting.name) return "not recruited";
  const first = gloss
    .split(/(?<=[.;])\s/)[0]!
    .replace(/[.;]$/, "")
    .replace(/ \([^)]*\)/g, "");
  const words = first === "" ? String(result) : first.charAt(0).toLowerCase() + first.slice(1);
  return words.length > 44 ? `${words.slice(0, 43).trimEnd()}…` : words;
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

/** A roll's odds in one line: the table, the modifier total, then what happens, most likely first ("70% frees the prisoners · 10% ..."). */
function oddsLine(odds: RollOdds, most = 3): string {
  const total = odds.modifiers.reduce((sum, m) => sum + m.value, 0);
  const merged = new Map<string, number>();
  for (const r of odds.results) {
    const words = resultWords(odds.table, r.result);
    merged.set(words, (merged.get(words) ?? 0) + r.probability);
  }
  const ranked = [...merged].sort((a, b) => b[1] - a[1]);
  const shown = ranked.slice(0, most).map(([words, p]) => `${percent(p)} ${words}`);
  const rest = ranked.length > most ? ` · ${percent(ranked.slice(most).reduce((sum, [, p]) => sum + p, 0))} other results` : "";
  const dice = odds.table === "Healing" || odds.table === "Gold" ? "1d10" : `1d10${total === 0 ? "" : total > 0 ? `+${total}` : `${total}`}`;
  return `${odds.table} ${dice}: ${shown.join(" · ")}${rest}`;
}

/** The success reading of a roll, when its table has one (the raid frees the prisoners, the recruit joins). */
function successShare(odds: RollOdds): { words: string; share: number } | null {
  const words = odds.table === "Healing" ? "healed" : SUCCESS[odds.table]?.words;
  if (words === undefined) return null;
  const share = odds.results.filter((r) => resultWords(odds.table, r.result) === words).reduce((sum, r) => sum + r.probability, 0);
  return { words, share };
}

/** The rolls a player's choice leads to (a raid, a recruiting attempt, a request): not the King's Men's or the Fealty Table's, which follow the end of a phase. */
const CHOSEN_ROLLS = new Set(["raid", "recruiting", "donations", "sanctuary", "flight", "horseTheft", "heal"]);

/** The odds of the roll `state` stands at, when it is one a player's choice led to. */
function chosenRoll(state: State): RollOdds | null {
  const task = state.queue[0];
  if (task?.kind !== "roll" || !CHOSEN_ROLLS.has(task.roll.table)) return null;
  return rollOdds(syndrome, state);
}

/** The odds of the table roll an action leads to, in a few words: "raid: 70% frees the prisoners", or both sides of the phasers question. */
function actionOdds(state: State, action: Action): string | null {
  let after: State;
  try {
    after = syndrome.apply(state, action).state;
  } catch {
    return null;
  }
  const odds = chosenRoll(after);
  if (odds) {
    const success = successShare(odds);
    return success ? `${percent(success.share)} ${success.words}` : oddsLine(odds);
  }
  // A raid first asks about phasers, a recruiting attempt how much gold: the odds of each answer.
  const next = syndrome.next(after);
  const ask = next.kind === "decision" ? next.detail?.ask : undefined;
  if (next.kind !== "decision" || (ask !== "phasers" && ask !== "recruit-gold")) return null;
  const sides: { label: string; success: { words: string; share: number } }[] = [];
  for (const choice of next.actions) {
    const roll = chosenRoll(syndrome.apply(after, choice).state);
    const success = roll ? successShare(roll) : null;
    if (success === null) return null;
    const label = choice.type === "phasers" ? (choice.use ? "with phasers" : "without") : actionLabel(rules, choice).replace(/^spend /, "with ");
    sides.push({ label, success });
  }
  if (sides.length === 0) return null;
  // Gold: the least and the most one may spend.
  const shown = ask === "recruit-gold" && sides.length > 2 ? [sides[0]!, sides[sides.length - 1]!] : sides;
  return `${sides[0]!.success.words}: ${shown.map((side) => `${percent(side.success.share)} ${side.label}`).join(", ")}`;
}

/** Your people's values (what they add to rolls), for help: "Kirk raid 4, persuasiveness 2, donations 2". */
function peopleValues(state: State): string[] {
  const view = syndrome.view(state, PLAYER);
  const yours = view.people.filter((p) => p.controlled && !p.imprisoned && p.kind !== "squad" && p.at !== OUT_OF_PLAY);
  return yours.map((p) => {
    const counter = rules.counters.find((c) => c.id === p.id);
    return counter ? `${p.name}: raid ${counter.raid}, persuasiveness ${counter.persuasiveness}, donations ${counter.donations}` : p.name;
  });
}

/** Help at a step: what the question is about, your people's values and what the keys do beyond the numbers. */
function help(next: Next<unknown, unknown, unknown>, state: State): string[] {
  if (next.kind !== "decision") return ["Roll the die shown (a d10: 0 counts as 10) and type the number it shows; the modifiers are added for you."];
  const lines: string[] = [];
  const ask = next.detail?.ask;
  if (ask === "rebel-actions") {
    lines.push("Your people act one at a time: beam down from the Enterprise, move, recruit, raid, ask for donations or sanctuary.");
    lines.push("Long menus come by person or place: pick one, then the action (b goes back). End Rebel Actions when you are done.");
  } else if (ask === "phasers") lines.push("Phasers add +5 to this raid roll but raise Witchcraft by 1: at 10 Witchcraft the game is lost.");
  else if (ask === "recruit-gold") lines.push("Each gold spent adds +1 to the recruiting roll; it comes out of the Warchest.");
  else if (ask === "place-neutral") lines.push("Setup: put a free neutral person in a space of your choice; they can be recruited there later.");
  lines.push("Odds in [brackets] are exact: the chances of the roll that choice leads to.");
  const values = peopleValues(state);
  // The values on a line of their own, under their heading: wrapped to 100 columns a person at a time.
  if (values.length > 0) lines.push("Your people's values (added to raid, recruiting and sanctuary, and donation rolls):", `  ${values.join("; ")}.`);
  return lines;
}

const TABLES: GameTable[] = [
  { name: "raid", description: "Raid Table: freeing prisoners from a town, castle or the palace (SYN-8.4)", table: rules.tables.raid },
  { name: "horse-theft", description: "Horse Theft Table (SYN-8.5)", table: rules.tables.horseTheft },
  { name: "sanctuary", description: "Sanctuary Table: asking a cathedral or town for sanctuary (SYN-8.7)", table: rules.tables.sanctuary },
  { name: "flight", description: "Flight Table: a group fleeing (SYN-8.8)", table: rules.tables.flight },
  { name: "fealty", description: "Fealty Table: the Royal Party in a town (SYN-13.2)", table: rules.tables.fealty },
  { name: "recruiting", description: "Recruiting Table, one row per person (SYN-8.1)", table: rules.tables.recruiting, keys: rules.tables.recruiting.rows.map((r) => r.label) },
  { name: "donations", description: "Donations Table, one row per kind of space (SYN-8.2)", table: rules.tables.donations, keys: rules.tables.donations.rows.map((r) => r.label) },
  { name: "kings-men", description: "King's Men Table, one column per Royal Orders (SYN-12.2)", table: rules.tables.kingsMen, keys: [...rules.tables.kingsMen.columns] },
];

/** The Sherwood Syndrome. @internal */
export const syndromeCli: CliGame = {
  id: "syndrome",
  title: "The Sherwood Syndrome",
  game: syndrome,
  options: () => ({}),
  flags: [],
  // A game is some 460 inputs: the demo's summary plays a fifth of --games.
  demoShare: 0.2,
  classify: (value) => {
    const result = value as Result;
    if (result.reason === "victory") return "victory";
    if (result.reason === "turn-limit") return "turn limit";
    return `defeat: ${result.reason}`;
  },
  policy: (name: PolicyName, rng): Policies<unknown, unknown> | undefined => {
    if (name === "random") return randomPolicy(rng) as Policies<unknown, unknown>;
    if (name === "heuristic") return heuristicPolicy(syndrome) as Policies<unknown, unknown>;
    return undefined;
  },
  describe: (state) => describe(state),
  map: (state, actions) => mapLines(state, actions),
  narrate: (event, style) => narrationLine(narrate(rules, event as SyndromeEvent), style),
  // A compact narration (tt demo) keeps the headlines: rolls, paragraphs, captures, rescues, fealty.
  brief: (event) => narrate(rules, event as SyndromeEvent).level === "headline",
  briefNote: "rolls, paragraphs, captures, rescues and fealty",
  labelAction: (action, state) => actionLabel(rules, action as Action, viewOf(state)),
  groupAction: (action, state) => actionGroup(rules, action as Action, viewOf(state)).label,
  labelOutcome: (outcome) => outcomeLabel(rules, outcome as Outcome),
  viewer: PLAYER,
  rollOdds: (state, which) => {
    const odds = which === "chosen" ? chosenRoll(state as State) : rollOdds(syndrome, state as State);
    return odds ? oddsLine(odds) : null;
  },
  actionOdds: (state, action) => actionOdds(state as State, action as Action),
  help: (next, state) => help(next, state as State),
  tables: () => TABLES,
  explainResult: (result) => (typeof result === "string" || typeof result === "number" ? glossResult(rules, result) : ""),
  data: {
    describe: "a Sherwood Syndrome data set (JSON: map, people, squads, tables, paragraphs)",
    check: (data) => checkData(data, syndromeDataSchema, loadSyndromeData, (error) => (error instanceof SyndromeError ? (error.path ? error.message : `(root): ${error.message}`) : undefined)),
    shipped: SYNDROME_DATA,
    parts: { map: "map.json", people: "people.json", squads: "squads.json", tables: "tables.json", paragraphs: "paragraphs.json" },
  },
};
