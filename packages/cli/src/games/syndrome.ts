import { randomPolicy, type Policies } from "@tt/engine";
import {
  ENTERPRISE,
  OUT_OF_PLAY,
  PLAYER,
  SyndromeError,
  actionGroup,
  actionLabel,
  glossResult,
  heuristicPolicy,
  loadSyndromeData,
  narrate,
  outcomeLabel,
  placeName,
  syndrome,
  syndromeDataSchema,
  type Action,
  type Outcome,
  type Result,
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
  narrate: (event, style) => narrationLine(narrate(rules, event as SyndromeEvent), style),
  // A compact narration (tt demo) keeps the headlines: rolls, paragraphs, captures, rescues, fealty.
  brief: (event) => narrate(rules, event as SyndromeEvent).level === "headline",
  labelAction: (action, state) => actionLabel(rules, action as Action, viewOf(state)),
  groupAction: (action, state) => actionGroup(rules, action as Action, viewOf(state)).label,
  labelOutcome: (outcome) => outcomeLabel(rules, outcome as Outcome),
  tables: () => TABLES,
  explainResult: (result) => (typeof result === "string" || typeof result === "number" ? glossResult(rules, result) : ""),
  data: {
    describe: "a Sherwood Syndrome data set (JSON: map, people, squads, tables, paragraphs)",
    check: (data) =>
      checkData(data, syndromeDataSchema, loadSyndromeData, (error) =>
        error instanceof SyndromeError ? (error.path ? error.message : `(root): ${error.message}`) : undefined,
      ),
  },
};
