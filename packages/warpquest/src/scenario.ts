import type { ZodType } from "zod";
import { checkSchemaVersion, parseWith as parseSchema, type TtIssue } from "@tt/engine";
import { WarpQuestError, type WarpQuestErrorCode } from "./errors";
import { SCHEMA_VERSION, scenarioDataSchema, type ScenarioData } from "./schemas";
import { quote } from "./_internal/limits";

/**
 * A challenge card, compiled: `checks` lists one entry per skill check, each entry the
 * skills that may answer it (more than one: the player chooses, the "or" of the card).
 *
 * @see SHP-CHALLENGE
 * @see WQ-CHECK
 * @example
 * ```ts
 * import { sharpe, type ChallengeCard } from "@tt/warpquest";
 * const card = sharpe.scenario.cards["capture-eagle"] as ChallengeCard;
 * card.checks; // [["Brawling"], ["Tactics"]]: both must be won
 * ```
 */
export interface ChallengeCard {
  readonly kind: "challenge";
  readonly id: string;
  readonly name: string;
  /** Patrol, Battle, Camp, HQ ... or `null` when the card has none. */
  readonly category: string | null;
  /** Difficulty Modifier, added to the challenge roll. */
  readonly difficulty: number;
  readonly fail: "W" | "R" | "-";
  readonly success: "V" | "-" | "A";
  /** The printed skills, for display: `"Shooting + Brawling"`. */
  readonly skills: string;
  /** One entry per check; each entry the skills that may answer it. */
  readonly checks: readonly (readonly string[])[];
}

/**
 * An aid card, compiled: a bonus to the named skills or to challenges of the named
 * categories, or Heal.
 *
 * @see SHP-AID
 * @see WQ-AID
 * @example
 * ```ts
 * import { sharpe, type AidCard } from "@tt/warpquest";
 * const aid = sharpe.scenario.cards["ambush"] as AidCard;
 * aid.categories; // ["Battle", "Patrol"], +2
 * ```
 */
export interface AidCard {
  readonly kind: "aid";
  readonly id: string;
  readonly name: string;
  /** The printed effect: `"Leadership or Intelligence +2"`, `"Heal"`. */
  readonly effect: string;
  readonly heal: boolean;
  readonly bonus: number;
  /** Skills this aid adds to. */
  readonly skills: readonly string[];
  /** Challenge categories this aid adds to. */
  readonly categories: readonly string[];
}

/**
 * A compiled card: a challenge or an aid.
 *
 * @example
 * ```ts
 * import { sharpe, type ScenarioCard } from "@tt/warpquest";
 * const card: ScenarioCard = sharpe.scenario.cards["mend-wounds"]!;
 * card.kind; // "aid"
 * ```
 */
export type ScenarioCard = ChallengeCard | AidCard;

/**
 * A deck of a scenario: a module's deck (with its spaces) or the Aid deck.
 *
 * @example
 * ```ts
 * import { saltRoad } from "@tt/warpquest";
 * saltRoad.scenario.decks.map((deck) => deck.name); // ["Salt Flats", "Temple Ruins", "Aid deck"]
 * ```
 */
export interface ScenarioDeck {
  readonly name: string;
  /** First and last space drawing from it; `null` for the Aid deck. */
  readonly spaces: readonly [from: number, to: number] | null;
  /** One of each listed card (WQ-DECKS). */
  readonly cards: readonly string[];
}

/**
 * A validated, compiled scenario: the data as loaded plus lookups the rules use.
 * Build one with {@link loadScenario}.
 *
 * @example
 * ```ts
 * import { loadScenario, SHARPE_DATA } from "@tt/warpquest";
 * const scenario = loadScenario(SHARPE_DATA);
 * scenario.moduleBySpace[17]; // 0: the Challenge Deck
 * ```
 */
export interface Scenario {
  /** The validated data, as loaded. */
  readonly data: ScenarioData;
  readonly id: string;
  readonly name: string;
  /** Every card of the scenario (decks and rotation), by id. */
  readonly cards: Readonly<Record<string, ScenarioCard>>;
  /** Module decks in order, then the Aid deck if any. */
  readonly decks: readonly ScenarioDeck[];
  /** Index in `decks` of the Aid deck, or -1. */
  readonly aidDeck: number;
  /** Module deck index by space (index 0..30; -1 where no module draws). */
  readonly moduleBySpace: readonly number[];
  /** The deck (index in `decks`) each deck card belongs to; rotation cards have none. */
  readonly home: Readonly<Record<string, number>>;
}

/** Where the cross-reference checks of scenario data put each problem (what is wrong, its JSON path), so every one is reported at once. */
type Report = (message: string, path: string) => void;

/**
 * Parses `value` with a zod schema, turning the first issue into a {@link WarpQuestError}
 * that names its JSON path.
 *
 * @internal
 */
export function parseWith<T>(schema: ZodType<T>, value: unknown, code: WarpQuestErrorCode, what: string): T {
  return parseSchema(schema, value, ({ path, message, issues }) => new WarpQuestError(code, `${what} is invalid: ${message}`, path, issues));
}

/**
 * The alternatives of "A or B": split where " or " stands between two names, as
 * `/\s+or\s+/` splits, but matched only from the start of a run of spaces, so that it takes
 * linear time on any text (`/\s+or\s+/` itself retries from every space of a long run).
 */
const OR = /(?<!\s)\s+or\s+/;
/** A trailing repeat, " x2": found in linear time (then the text before it must not be blank). */
const REPEAT = /\sx(\d+)$/;
/** A trailing bonus, " +3". */
const BONUS = /\s*\+(\d+)$/;

/** Splits printed skills ("A or B", "A + B", "A x2") into checks; an unknown name or repeat is reported. */
function parseChecks(text: string, skills: ReadonlySet<string>, path: string, report: Report): string[][] {
  const checks: string[][] = [];
  for (const rawPart of text.split("+")) {
    let part = rawPart.trim();
    let times = 1;
    const repeat = REPEAT.exec(part);
    if (repeat && part.slice(0, repeat.index).trim() !== "") {
      part = part.slice(0, repeat.index).trimEnd();
      times = Number(repeat[1]);
      if (times < 1 || times > 9) report(`${quote(`x${repeat[1]}`, 20)} must repeat a skill 1 to 9 times`, path);
    }
    const alternatives = part.split(OR).map((name) => name.trim());
    for (const name of alternatives) {
      if (!skills.has(name)) report(`${quote(text)} names the skill ${quote(name)}, which is not among the scenario's skills`, path);
    }
    for (let n = 0; n < times; n++) checks.push(alternatives);
  }
  return checks;
}

/** Reads an aid effect; a problem is reported (and the card kept, with no bonus, so it is not also reported missing from its deck). */
function parseAid(text: string, skills: ReadonlySet<string>, categories: ReadonlySet<string>, path: string, report: Report): Omit<AidCard, "kind" | "id" | "name"> {
  if (text.trim() === "Heal") return { effect: text, heal: true, bonus: 0, skills: [], categories: [] };
  const trimmed = text.trim();
  const match = BONUS.exec(trimmed);
  const named = match === null ? "" : trimmed.slice(0, match.index);
  if (match === null || named === "") {
    report(`${quote(text)} is not an aid effect such as "Brawling +3", "HQ +3" or "Heal"`, path);
    return { effect: text, heal: false, bonus: 0, skills: [], categories: [] };
  }
  const bonus = Number(match[1]);
  if (bonus < 1 || bonus > 9) report(`an aid bonus must be 1 to 9, not ${quote(match[1], 20)}`, path);
  const aidSkills: string[] = [];
  const aidCategories: string[] = [];
  for (const raw of named.split(OR)) {
    const name = raw.trim();
    if (skills.has(name)) aidSkills.push(name);
    else if (categories.has(name)) aidCategories.push(name);
    else report(`${quote(text)} names ${quote(name)}, which is neither a skill nor a category of the scenario`, path);
  }
  return { effect: text, heal: false, bonus, skills: aidSkills, categories: aidCategories };
}

/**
 * Validates scenario data (schema and every cross-reference) and compiles it.
 *
 * Checks, each problem naming its JSON path: the schema; unique card ids; every deck and
 * rotation entry names a card; no card in two decks; the modules cover spaces 2-29 in
 * order (WQ-BOARD); every skill and category a card, unit, attribute or confrontation
 * names exists; challenge skills parse ("or", "+", "x2"); aid effects parse; the Aid deck
 * holds only aid cards; Heal cards need an officer (Endurance); an "A" success needs an Aid
 * deck; a scenario without an Objective needs an officer party (the end promotes). Every
 * cross-reference problem is found at once: the error's `issues` lists them all.
 *
 * @param data - scenario data, for example parsed JSON
 * @returns the compiled scenario
 * @throws {@link WarpQuestError} `warpquest/invalid-scenario` naming the JSON path of the first
 *   problem, with every problem in `issues` (every schema issue, or, for data that passes the
 *   schema, every cross-reference problem); or `warpquest/unsupported-schema-version`
 * @example
 * ```ts
 * import { loadScenario, SHARPE_DATA } from "@tt/warpquest";
 * const scenario = loadScenario(SHARPE_DATA);
 * scenario.cards["hold-town"]; // { kind: "challenge", difficulty: 3, checks: [["Tactics"], ["Shooting"]], ... }
 * ```
 */
export function loadScenario(data: unknown): Scenario {
  checkSchemaVersion(
    data,
    SCHEMA_VERSION,
    ({ found, path }) => new WarpQuestError("warpquest/unsupported-schema-version", `scenario data of schemaVersion ${found} cannot be read; this version reads ${SCHEMA_VERSION}`, path),
  );
  const parsed = parseWith(scenarioDataSchema, data, "warpquest/invalid-scenario", "scenario data");
  // Every cross-reference is checked, each problem collected, then thrown together.
  const issues: TtIssue[] = [];
  const reported = new Set<string>();
  const report: Report = (message, path) => {
    const key = `${path}\n${message}`;
    if (!reported.has(key)) {
      reported.add(key);
      issues.push({ path, message });
    }
  };
  // A skill is a key of the officer's attributes in a snapshot, and JSON cannot keep "__proto__" as one.
  parsed.skills.forEach((skill, index) => {
    if (skill === "__proto__") report(`"__proto__" cannot name a skill: it is not kept as a key of a JSON object`, `skills[${index}]`);
  });
  const skills = new Set(parsed.skills);
  const categories = new Set(parsed.categories);
  // Null-prototype records: a card id such as "constructor" finds nothing of Object.prototype.
  const cards: Record<string, ScenarioCard> = Object.create(null);
  parsed.cards.forEach((card, index) => {
    const path = `cards[${index}]`;
    // A card whose id is taken is checked, then left out (the first keeps the id).
    const taken = cards[card.id] !== undefined;
    if (taken) report(`duplicate card id ${quote(card.id)}`, `${path}.id`);
    const keep = (compiled: ScenarioCard) => {
      if (!taken) cards[card.id] = compiled;
    };
    if (card.type === "C") {
      if (card.category !== undefined && !categories.has(card.category)) {
        report(`category ${quote(card.category)} is not among the scenario's categories`, `${path}.category`);
      }
      if (card.success === "A" && parsed.aidDeck === undefined) report(`success "A" draws from the Aid deck, but the scenario has none`, `${path}.success`);
      keep({
        kind: "challenge",
        id: card.id,
        name: card.name,
        category: card.category ?? null,
        difficulty: card.difficulty,
        fail: card.fail,
        success: card.success,
        skills: card.skills,
        checks: parseChecks(card.skills, skills, `${path}.skills`, report),
      });
    } else {
      const aid = parseAid(card.aid, skills, categories, `${path}.aid`, report);
      if (aid.heal && parsed.party.kind !== "officer") report("a Heal card needs an officer party (Endurance to heal)", `${path}.aid`);
      keep({ kind: "aid", id: card.id, name: card.name, ...aid });
    }
  });
  const homes = new Map<string, string>();
  const checkList = (list: readonly string[], path: string, deckName: string | null) => {
    list.forEach((id, index) => {
      if (cards[id] === undefined) {
        report(`no card has the id ${quote(id)}`, `${path}[${index}]`);
        return;
      }
      const home = homes.get(id);
      if (home !== undefined) report(`card ${quote(id)} is already in ${home}`, `${path}[${index}]`);
      else homes.set(id, deckName ?? "the rotation list");
    });
  };
  let expectFrom = 2;
  const moduleBySpace = new Array<number>(31).fill(-1);
  parsed.modules.forEach((module, index) => {
    const path = `modules[${index}]`;
    if (module.from !== expectFrom) report(`module ${index + 1} must start on space ${expectFrom}, not ${module.from}`, `${path}.from`);
    if (module.to < module.from || module.to > 29) report(`module ${index + 1} must end on a space from ${module.from} to 29, not ${module.to}`, `${path}.to`);
    for (let space = module.from; space <= module.to; space++) moduleBySpace[space] = index;
    expectFrom = module.to + 1;
    checkList(module.cards, `${path}.cards`, `the deck of module ${index + 1}`);
  });
  if (expectFrom !== 30) report(`the modules must cover spaces 2 to 29; the last ends on ${expectFrom - 1}`, `modules[${parsed.modules.length - 1}].to`);
  if (parsed.aidDeck !== undefined) {
    checkList(parsed.aidDeck, "aidDeck", "the Aid deck");
    parsed.aidDeck.forEach((id, index) => {
      if (cards[id] !== undefined && cards[id].kind !== "aid") report(`the Aid deck may hold only aid cards; ${quote(id)} is a challenge`, `aidDeck[${index}]`);
    });
  }
  checkList(parsed.rotation, "rotation", null);
  parsed.confrontation.skills.forEach((skill, index) => {
    if (!skills.has(skill)) report(`${quote(skill)} is not among the scenario's skills`, `confrontation.skills[${index}]`);
  });
  if (parsed.party.kind === "units") {
    parsed.party.units.forEach((unit, index) => {
      for (const skill of Object.keys(unit.skills)) {
        if (!skills.has(skill)) report(`${quote(skill)} is not among the scenario's skills`, `party.units[${index}].skills.${skill}`);
      }
    });
    if (!parsed.objective) report("a scenario without an Objective needs an officer party (reaching the end promotes)", "objective");
  } else {
    parsed.party.attributeTable.forEach((attribute, index) => {
      if (attribute !== "Endurance" && !skills.has(attribute)) {
        report(`${quote(attribute)} is neither Endurance nor a skill of the scenario`, `party.attributeTable[${index}]`);
      }
    });
    if (parsed.objective) report("an officer scenario has no Objective: reaching the end promotes the officer", "objective");
  }
  const decks: ScenarioDeck[] = parsed.modules.map((module) => ({ name: module.name, spaces: [module.from, module.to] as const, cards: module.cards }));
  if (parsed.aidDeck !== undefined) decks.push({ name: "Aid deck", spaces: null, cards: parsed.aidDeck });
  const home: Record<string, number> = Object.create(null);
  decks.forEach((deck, index) => {
    for (const id of deck.cards) home[id] = index;
  });
  parsed.modules.forEach((module, index) => {
    // (A deck naming unknown cards is reported there, not here too.)
    if (module.cards.every((id) => cards[id] !== undefined) && !module.cards.some((id) => cards[id]!.kind === "challenge"))
      report(`module ${index + 1}'s deck needs at least one challenge card`, `modules[${index}].cards`);
  });
  const first = issues[0];
  if (first !== undefined) throw new WarpQuestError("warpquest/invalid-scenario", first.message, first.path, issues);
  return {
    data: parsed,
    id: parsed.id,
    name: parsed.name,
    cards,
    decks,
    aidDeck: parsed.aidDeck === undefined ? -1 : decks.length - 1,
    moduleBySpace,
    home,
  };
}
