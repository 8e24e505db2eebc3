import { DEFAULT_SHAPE_LIMITS, formatJsonPath, safeParseInEnglish, type AnyGame, type AnySchema, type Next, type Policies } from "@tt/engine";
import type { Rng } from "@tt/dice";
import type { Table } from "@tt/tables";

// What a game adapter (games/syndrome.ts, games/warpquest.ts) implements and the helpers it
// shares. The registry imports the adapters lazily; the adapters import only this module, so
// no import cycle runs through the registry.
/** The bots `tt sim` and `tt demo` can play with. @internal */
export const POLICY_NAMES = ["random", "heuristic", "expectimax"] as const;
/** One of {@link POLICY_NAMES}. @internal */
export type PolicyName = (typeof POLICY_NAMES)[number];

/** Flags that shape a game's setup options. @internal */
export interface SetupFlags {
  players?: number;
  campaigns?: number;
  /** A scenario's number in the game's booklet (Sherwood's 1-8). */
  scenario?: number;
  /** Ids of a scenario's optional rules or forces to play with (`--choice`, repeatable). */
  choice?: string[];
}

/** The names of the {@link SetupFlags}, as the command line spells them. @internal */
export const SETUP_FLAGS = ["players", "campaigns", "scenario", "choice"] as const;

/** Text styling a narrator may use (dimmed story text); identity when colour is off. @internal */
export interface Style {
  dim(text: string): string;
}

/** A game's printed table, for `tt odds <game> <table>`. @internal */
export interface GameTable {
  /** The name on the command line: `raid`, `kings-men`. */
  name: string;
  /** One line about the table. */
  description: string;
  table: Table<unknown>;
  /** A cross table's keys (its rows, or the King's Men Table's Royal Orders): one is needed. */
  keys?: string[];
  /** The dice rolled on it (default 1d10). */
  dice?: string;
}

/**
 * What the CLI needs to know about a game beyond the engine contract: how to
 * build its options, show its state, narrate its events and name its inputs.
 * Everything here uses only the game package's public API.
 * @internal
 */
export interface CliGame {
  readonly id: string;
  readonly title: string;
  readonly game: AnyGame;
  /** Setup options from command-line flags. */
  options(flags: SetupFlags): unknown;
  /** The setup flags this game takes; `tt` refuses the others rather than ignore them. */
  readonly flags: readonly (typeof SETUP_FLAGS)[number][];
  /** The outcome class of a finished game, for simulation summaries. */
  classify(result: unknown): string;
  /** A policy factory by name, or undefined if this game has no such bot. */
  policy(name: PolicyName, rng: Rng): Policies<unknown, unknown> | undefined;
  /** What a player needs to see, as lines of text. */
  describe(state: unknown, viewer: string): string[];
  /** One line of narration per event (null: nothing worth saying). */
  narrate(event: { type: string }, style?: Style): string | null;
  /** For long games: the share of `tt demo --games` its summary simulates (default 1). */
  readonly demoShare?: number;
  /** Whether an event belongs in a compact narration (`tt demo`); every narrated event when absent. */
  brief?(event: { type: string }): boolean;
  /** What a compact narration keeps, in a few words for `tt demo`'s note ("rolls, paragraphs, captures"); with {@link brief}. */
  readonly briefNote?: string;
  /** A short label for an action, for numbered menus. */
  labelAction(action: unknown, state: unknown): string;
  /**
   * The menu group of an action (for example "Kirk beams down"), for long menus: `tt play` first
   * lists the groups, then the actions of the chosen one. Absent: one flat numbered list.
   */
  groupAction?(action: unknown, state: unknown): string;
  /** A short label for a chance outcome, for manual dice prompts. */
  labelOutcome(outcome: unknown, state: unknown): string;
  /** The game's printed tables for `tt odds <game> <table>`; absent when it has none to show. */
  tables?(): GameTable[];
  /** A table result in words (a paragraph's effect, a code's meaning), or "". */
  explainResult?(result: unknown): string;
  /** Who the one person at the terminal is, when the game has a single player (`"player"`); a multi-player game's players take turns. */
  readonly viewer?: string;
  /**
   * The exact odds of the roll the game stands at (a chance step that rolls on a table), in one
   * compact line: shown before a person rolls (`"any"` roll), and before the computer rolls one the
   * player chose to make (`"chosen"`: a raid, not the King's Men's patrols). Null when the step is
   * not such a roll (a blind draw never is).
   */
  rollOdds?(state: unknown, which: "chosen" | "any"): string | null;
  /** "What if I choose this": the odds of the roll the action leads to, in a few words; null when it leads to none. */
  actionOdds?(state: unknown, action: unknown): string | null;
  /** A compact map for a decision of `player` (the Syndrome's Rebel Actions and free-neutral placement, Sherwood's board), in lines; none when empty or absent. */
  map?(state: unknown, actions: readonly unknown[], player: string): string[];
  /**
   * Whether players may not see everything in `state` (hidden ambushers): `tt play` then hands the
   * terminal over, behind a "press Enter" step, whenever the deciding player changes. Absent: never.
   */
  secrets?(state: unknown): boolean;
  /** What to know before playing a game set up so (a scenario's story, special rules and victory conditions), in lines; shown when a game starts or resumes. */
  intro?(state: unknown): string[];
  /** Help at a step (`?` at a prompt): what the choices mean, in lines. */
  help?(next: Next<unknown, unknown, unknown>, state: unknown): string[];
  /**
   * The data files users may correct: `check` lists every problem (JSON path and what was expected),
   * empty when valid; `shipped` is the game's own data as one JSON value (what `tt data` writes);
   * `parts`, when the package ships its data as several files in one folder, maps each top-level
   * key to its file name, or to a subfolder (`maps/`) whose JSON files, in the order of their names,
   * make the key's list (`tt validate` then accepts that folder as it is, naming the file of each problem).
   */
  readonly data: { check(data: unknown): string[]; describe: string; shipped: unknown; parts?: Readonly<Record<string, string>> };
}

/** The longest list a data file may have (the games' loaders refuse longer ones too; the shipped data's longest has a few hundred items). */
const MAX_ITEMS = DEFAULT_SHAPE_LIMITS.items;

/** The first list of more than {@link MAX_ITEMS} items in `value`, with its JSON path, or undefined. Iterative. */
function longList(value: unknown): { path: string; items: number } | undefined {
  const stack: { value: unknown; path: readonly (string | number)[] }[] = [{ value, path: [] }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const node = top.value;
    if (node === null || typeof node !== "object") continue;
    if (Array.isArray(node) && node.length > MAX_ITEMS) return { path: formatJsonPath(top.path), items: node.length };
    const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...top.path, entries[i]![0]] });
  }
  return undefined;
}

/** One problem of a data file, for `tt validate`: its JSON path (or `(root)`) and what was expected. */
function issueLine(issue: { readonly path: readonly PropertyKey[]; readonly message: string }): string {
  return `${issue.path.length > 0 ? formatJsonPath(issue.path) : "(root)"}: ${issue.message}`;
}

/**
 * A data file's problems for `tt validate`: every schema issue with its JSON path, else the
 * loader's cross-reference check (`load` throws; `explain` turns the game's own error into a
 * line, or returns undefined for an error that is not about the data). Empty when valid. @internal
 */
export function checkData(data: unknown, schema: AnySchema, load: (data: unknown) => unknown, explain: (error: unknown) => string | undefined): string[] {
  // A schema collects an issue for each wrong item of a list and overflows the stack passing a few
  // hundred thousand on: a list longer than any data set's is one problem, found first.
  const long = longList(data);
  if (long !== undefined) return [`${long.path === "" ? "(root)" : long.path}: a list of ${long.items.toLocaleString("en")} items: no data set has more than ${MAX_ITEMS.toLocaleString("en")}`];
  const parsed = safeParseInEnglish(schema, data);
  if (!parsed.success) return parsed.error.issues.map(issueLine);
  try {
    load(data);
    return [];
  } catch (error) {
    const line = explain(error);
    if (line === undefined) throw error;
    // A loader that found several problems at once (a schema inside it) lists them all, each at its path.
    const { issues, path } = error as { issues?: readonly { path: string; message: string }[]; path?: unknown };
    if (issues !== undefined && issues.length > 0) return issues.map((i) => `${i.path === "" ? "(root)" : i.path}: ${i.message}`);
    return [typeof path === "string" && path !== "" && !line.startsWith(`${path}: `) ? `${path}: ${line}` : line];
  }
}

/** A game's narration of one event, as the game packages give it (`narrate` of @tt/syndrome, @tt/warpquest). */
export interface Narration {
  readonly text: string;
  readonly rule: string | null;
  readonly story?: string;
  readonly level: "headline" | "detail" | "aside";
}

/**
 * A narration as a terminal line: the sentence and its rule tag (`[SYN-9.1]`), a paragraph's
 * story indented and dimmed on the next line; null for an aside (bookkeeping a terminal leaves out). @internal
 */
export function narrationLine(narration: Narration, style?: Style): string | null {
  if (narration.level === "aside") return null;
  const line = narration.rule ? `${narration.text} [${narration.rule}]` : narration.text;
  return narration.story ? `${line}\n      ${style ? style.dim(narration.story) : narration.story}` : line;
}
