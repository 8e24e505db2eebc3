import { randomPolicy, type Policies } from "@tt/engine";
import {
  ENTERPRISE,
  OUT_OF_PLAY,
  SyndromeError,
  heuristicPolicy,
  loadSyndromeData,
  parseCode,
  syndrome,
  syndromeDataSchema,
  type Action,
  type CodeToken,
  type Outcome,
  type PersonChange,
  type Result,
  type State,
  type SyndromeEvent,
  type SyndromeView,
} from "@tt/syndrome";
import { checkData, type CliGame, type GameTable, type PolicyName, type Style } from "./registry";

const rules = syndrome.rules;

function spaceName(id: string): string {
  if (id === ENTERPRISE) return "the Enterprise";
  try {
    return rules.space(id).name;
  } catch {
    return id;
  }
}

function personName(id: string): string {
  try {
    return rules.person(id).name;
  } catch {
    return id;
  }
}

function signed(n: number): string {
  return n < 0 ? `- ${-n}` : `+ ${n}`;
}

const TRACKS: Record<string, string> = { witchcraft: "Witchcraft", royalMorale: "Royal Morale", warchest: "Warchest" };

/** A table code in words: "2I,F" → "2 injured, flee". */
export function glossCode(code: string): string {
  let tokens: CodeToken[];
  try {
    tokens = parseCode(code);
  } catch {
    return "";
  }
  return tokens
    .map((t) => {
      switch (t.kind) {
        case "nothing":
          return "nothing happens";
        case "recruited":
          return "recruited";
        case "flee":
          return "the group flees";
        case "gold":
          return t.amount === "small" ? "1 gold" : t.amount === "half" ? "half a die of gold" : "a die of gold";
        case "capture":
          return t.count === "all" ? "all captured" : `${t.count} captured`;
        case "injure":
          return t.count === "all" ? "all injured" : `${t.count} injured`;
        case "track":
          return `${TRACKS[t.track]} ${t.delta > 0 ? "+1" : "-1"}`;
        case "squad":
          return "word spreads: the nearest squad moves in";
        case "move":
          return `move up to 2 toward the ${t.toward === "rebels" ? "nearest rebels" : t.toward === "town" ? "nearest town" : "Royal Party"}`;
      }
    })
    .join(", ");
}

/** What a table result means, in a few words: a paragraph's effect, a code's gloss, a Fealty result as is. */
function explainResult(result: unknown): string {
  if (typeof result === "number") return rules.paragraph(result)?.effect.trim() ?? "";
  if (typeof result === "string") return glossCode(result);
  return "";
}

/** Whether a value is a full state (replays, the end of a game) rather than the player's view. */
function isState(value: unknown): value is State {
  return typeof value === "object" && value !== null && "queue" in value;
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
  const view: SyndromeView = isState(value) ? syndrome.view(value, "player") : (value as SyndromeView);
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

function narrate(e: SyndromeEvent, style?: Style): string | null {
  const dim = style?.dim ?? ((s: string) => s);
  switch (e.type) {
    case "prisoner-placed":
      // A blind draw: only the colour shows (SYN-3.2).
      return `a ${e.colour} prisoner is placed in ${spaceName(e.space)}${e.person ? ` (${personName(e.person)})` : ""} [SYN-3.2]`;
    case "cup-filled":
      return `${e.count} counters are in the cup (${e.purpose}) [SYN-3.2]`;
    case "neutral-placed":
      return `${personName(e.person)} is placed in ${spaceName(e.space)} [SYN-3.3]`;
    case "turn":
      return `— turn ${e.turn} —`;
    case "phase":
      return null;
    case "beam":
      return e.direction === "down" ? `${personName(e.person)} beams down to ${spaceName(e.space)} [SYN-9.1]` : `${personName(e.person)} beams up from ${spaceName(e.space)} [SYN-9.2]`;
    case "move":
      return `${personName(e.person)} moves from ${spaceName(e.from)} to ${spaceName(e.to)}${e.means === "foot" ? "" : ` (${e.means})`}`;
    case "action":
      return `${e.text} [${e.rule}]`;
    case "roll": {
      const terms = [`${e.die} (die)`, ...e.modifiers.map((m) => `${signed(m.value)} (${m.label})`)].join(" ");
      const rule = e.rule ? ` [${e.rule}]` : "";
      return `${e.table}: ${terms} = ${e.total} → row "${e.row}": ${e.result}${rule}`;
    }
    case "paragraph": {
      const head = `¶${e.number}${e.title ? ` ${e.title}.` : ""} ${e.effect}`.trimEnd();
      const story = e.text.trim();
      return story && story !== e.effect.trim() ? `${head}\n      ${dim(story)}` : head;
    }
    case "track":
      return `${TRACKS[e.track]} ${e.from} → ${e.to}: ${e.reason} [${e.rule}]`;
    case "person": {
      const who = personName(e.person);
      const where = spaceName(e.space);
      const what: Record<PersonChange, string> = {
        captured: `${who} is captured in ${where}`,
        injured: `${who} is injured in ${where}`,
        healed: `${who} is healed in ${where}`,
        freed: `${who} is freed in ${where}`,
        recruited: `${who} joins you in ${where}`,
        controlled: `${who} is yours now (${where})`,
        lost: `${who} starves and leaves you in ${where}`,
        removed: `${who} is removed from ${where}`,
        sanctuary: `${who} is in sanctuary in ${where}`,
        "left-sanctuary": `${who} leaves sanctuary in ${where}`,
        horse: `${who} has a horse`,
        "no-horse": `${who} has no horse any more`,
      };
      return `${what[e.change] ?? `${who}: ${e.change}`} [${e.rule}]`;
    }
    case "squad-move":
      return `the ${personName(e.squad)} squad moves from ${spaceName(e.from)} to ${spaceName(e.to)} [${e.rule}]`;
    case "royal-party":
      return `the Royal Party moves from ${spaceName(e.from)} to ${spaceName(e.to)} [${e.rule}]`;
    case "fealty":
      return `${spaceName(e.town)}: ${e.result} [${e.rule}]`;
    case "orders":
      return `Royal Orders: ${e.from} → ${e.to} [${e.rule}]`;
    case "ability":
      return `${personName(e.person)} (¶${e.paragraph}): ${e.effect} [${e.rule}]`;
    case "expenses":
      return `expenses: ${e.paid} of ${e.due} gold paid [${e.rule}]`;
    case "note":
      return `(${e.text}) [${e.rule}]`;
    case "game-over":
      return `game over on turn ${e.turn}: ${e.winner === "player" ? "the rebels win" : "King Eyven wins"} (${e.reason})`;
  }
}

/** The events a compact narration (tt demo) keeps. */
function brief(e: SyndromeEvent): boolean {
  switch (e.type) {
    case "roll":
      return e.table !== "King's Men Table";
    case "paragraph":
    case "fealty":
    case "orders":
    case "game-over":
      return true;
    case "person":
      return e.change === "captured" || e.change === "freed" || e.change === "recruited" || e.change === "lost";
    default:
      return false;
  }
}

function stateOf(value: unknown): State | undefined {
  return isState(value) ? value : undefined;
}

function placeOf(state: State | undefined, person: string): string | undefined {
  if (!state) return undefined;
  try {
    return state.people[rules.person(person).index]?.at;
  } catch {
    return undefined;
  }
}

function labelAction(value: unknown, raw: unknown): string {
  const a = value as Action;
  const state = stateOf(raw);
  const name = personName;
  switch (a.type) {
    case "place-neutral":
      return `place a free neutral in ${spaceName(a.space)}`;
    case "end-actions":
      return "end Rebel Actions";
    case "beam-down":
      return `${name(a.person)} beams down to ${spaceName(a.to)}`;
    case "beam-up":
      return `${name(a.person)} beams up`;
    case "move": {
      const from = placeOf(state, a.person);
      return `${name(a.person)} moves ${from ? `from ${spaceName(from)} ` : ""}to ${spaceName(a.to)}`;
    }
    case "river-travel":
      return `Thomas Rupine's party travels by river or sea to ${spaceName(a.to)}`;
    case "free-horse":
      return `${name(a.person)} frees the horse`;
    case "recruit":
      return `${name(a.recruiter)} tries to recruit ${rules.person(a.target).kind === "squad" ? `the ${name(a.target)} squad` : name(a.target)}`;
    case "spend":
      return `spend ${a.gold} gold`;
    case "request-donations": {
      const at = placeOf(state, a.requester);
      return `${name(a.requester)} asks for donations${at ? ` in ${spaceName(at)}` : ""}`;
    }
    case "aid-poor":
      return `aid the poor in ${spaceName(a.space)} with ${a.gold} gold`;
    case "raid": {
      const at = placeOf(state, a.leader);
      return `${name(a.leader)} leads a raid${at ? ` on ${spaceName(at)}` : ""}`;
    }
    case "phasers":
      return a.use ? "use phasers (+5, Witchcraft +1)" : "no phasers";
    case "buy-horses":
      return `buy horses in ${spaceName(a.space)}`;
    case "steal-horses":
      return `steal horses in ${spaceName(a.space)}`;
    case "heal":
      return `heal ${a.patients.map(name).join(", ")}${a.kit ? " with McCoy's medical kit" : ""}`;
    case "request-sanctuary":
      return `${name(a.requester)} asks for sanctuary`;
    case "decline-sanctuary":
      return "flee without asking for sanctuary";
    case "preach":
      return `Brother Gerald preaches: ${a.track === "witchcraft" ? "Witchcraft" : "Royal Morale"} -1`;
    case "free-prisoners":
      return `${name(a.person)} frees his prisoners`;
    case "choose-person": {
      if (state) {
        const counter = rules.person(a.person);
        const p = state.people[counter.index];
        if (p?.hidden) return `choose a hidden prisoner in ${spaceName(p.at)}`;
        if (counter.kind === "squad") return `choose the ${counter.name} squad`;
      }
      return `choose ${name(a.person)}`;
    }
    case "choose-space":
      return `choose ${spaceName(a.space)}`;
    case "beam-supplies":
      return "beam down supplies (+4 gold, Witchcraft +1)";
    case "starve":
      return `let ${spaceName(a.space)} starve`;
  }
}

/** The menu group of an action: who beams down or moves, what is recruited or raided, and where. */
function groupAction(value: unknown, raw: unknown): string {
  const a = value as Action;
  const state = stateOf(raw);
  const where = (person: string) => {
    const at = placeOf(state, person);
    return at ? ` in ${spaceName(at)}` : "";
  };
  switch (a.type) {
    case "place-neutral":
      return "place a free neutral";
    case "beam-down":
      return `${personName(a.person)} beams down`;
    case "move": {
      const from = placeOf(state, a.person);
      return `${personName(a.person)} moves${from ? ` from ${spaceName(from)}` : ""}`;
    }
    case "recruit":
      return `recruit ${rules.person(a.target).kind === "squad" ? `the ${personName(a.target)} squad` : personName(a.target)}${where(a.recruiter)}`;
    case "request-donations":
      return `ask for donations${where(a.requester)}`;
    case "raid":
      return `raid${where(a.leader)}`;
    case "heal":
      return `heal${where(a.patients[0]!)}`;
    case "request-sanctuary":
      return `ask for sanctuary${where(a.requester)}`;
    case "aid-poor":
      return `aid the poor in ${spaceName(a.space)}`;
    case "spend":
      return "spend gold";
    case "river-travel":
      return "Thomas Rupine's party travels by river or sea";
    default:
      return labelAction(value, raw);
  }
}

function labelOutcome(value: unknown): string {
  const o = value as Outcome;
  if (o.type === "die") return String(o.face);
  // Paragraph 109's blind choice names a counter by index: never show who.
  if (o.person.startsWith("#")) return "a prisoner chosen blind";
  return personName(o.person);
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
  narrate: (event, style) => narrate(event as SyndromeEvent, style),
  brief: (event) => brief(event as SyndromeEvent),
  labelAction,
  groupAction,
  labelOutcome,
  tables: () => TABLES,
  explainResult,
  data: {
    describe: "a Sherwood Syndrome data set (JSON: map, people, squads, tables, paragraphs)",
    check: (data) =>
      checkData(data, syndromeDataSchema, loadSyndromeData, (error) =>
        error instanceof SyndromeError ? (error.path ? error.message : `(root): ${error.message}`) : undefined,
      ),
  },
};
