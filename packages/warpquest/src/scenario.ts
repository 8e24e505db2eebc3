import type { ZodType } from "zod";
import { checkSchemaVersion, parseWith as parseSchema } from "@tt/engine";
import { WarpQuestError, type WarpQuestErrorCode } from "./errors";
import { SCHEMA_VERSION, scenarioDataSchema, type ScenarioData } from "./schemas";

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

function fail(code: WarpQuestErrorCode, message: string, path: string): never {
  throw new WarpQuestError(code, message, path);
}

/**
 * Parses `value` with a zod schema, turning the first issue into a {@link WarpQuestError}
 * that names its JSON path.
 *
 * @internal
 */
export function parseWith<T>(schema: ZodType<T>, value: unknown, code: WarpQuestErrorCode, what: string): T {
  return parseSchema(schema, value, ({ path, message, issues }) => new WarpQuestError(code, `${what} is invalid: ${message}`, path, issues));
}

/** Splits printed skills ("A or B", "A + B", "A x2") into checks; null where a name is unknown. */
function parseChecks(text: string, skills: ReadonlySet<string>, path: string): string[][] {
  const checks: string[][] = [];
  for (const rawPart of text.split("+")) {
    let part = rawPart.trim();
    let times = 1;
    const repeat = /^(.*\S)\s+x(\d+)$/.exec(part);
    if (repeat) {
      part = repeat[1]!;
      times = Number(repeat[2]);
      if (times < 1 || times > 9) fail("warpquest/invalid-scenario", `"x${times}" must repeat a skill 1 to 9 times`, path);
    }
    const alternatives = part.split(/\s+or\s+/).map((name) => name.trim());
    for (const name of alternatives) {
      if (!skills.has(name)) fail("warpquest/invalid-scenario", `"${text}" names the skill "${name}", which is not among the scenario's skills`, path);
    }
    for (let n = 0; n < times; n++) checks.push(alternatives);
  }
  return checks;
}

function parseAid(text: string, skills: ReadonlySet<string>, categories: ReadonlySet<string>, path: string): Omit<AidCard, "kind" | "id" | "name"> {
  if (text.trim() === "Heal") return { effect: text, heal: true, bonus: 0, skills: [], categories: [] };
  const match = /^(.*\S)\s*\+(\d+)$/.exec(text.trim());
  if (!match) fail("warpquest/invalid-scenario", `"${text}" is not an aid effect such as "Brawling +3", "HQ +3" or "Heal"`, path);
  const bonus = Number(match[2]);
  if (bonus < 1 || bonus > 9) fail("warpquest/invalid-scenario", `an aid bonus must be 1 to 9, not ${bonus}`, path);
  const aidSkills: string[] = [];
  const aidCategories: string[] = [];
  for (const raw of match[1]!.split(/\s+or\s+/)) {
    const name = raw.trim();
    if (skills.has(name)) aidSkills.push(name);
    else if (categories.has(name)) aidCategories.push(name);
    else fail("warpquest/invalid-scenario", `"${text}" names "${name}", which is neither a skill nor a category of the scenario`, path);
  }
  return { effect: text, heal: false, bonus, skills: aidSkills, categories: aidCategories };
}

/**
 * Validates scenario data (schema and every cross-reference) and compiles it.
 *
 * Checks, each failure naming its JSON path: the schema; unique card ids; every deck and
 * rotation entry names a card; no card in two decks; the modules cover spaces 2-29 in
 * order (WQ-BOARD); every skill and category a card, unit, attribute or confrontation
 * names exists; challenge skills parse ("or", "+", "x2"); aid effects parse; the Aid deck
 * holds only aid cards; Heal cards need an officer (Endurance); an "A" success needs an Aid
 * deck; a scenario without an Objective needs an officer party (the end promotes).
 *
 * @param data - scenario data, for example parsed JSON
 * @returns the compiled scenario
 * @throws {@link WarpQuestError} `warpquest/invalid-scenario` naming the JSON path, or
 *   `warpquest/unsupported-schema-version`
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
  const skills = new Set(parsed.skills);
  const categories = new Set(parsed.categories);
  const cards: Record<string, ScenarioCard> = {};
  parsed.cards.forEach((card, index) => {
    const path = `cards[${index}]`;
    if (cards[card.id] !== undefined) fail("warpquest/invalid-scenario", `duplicate card id "${card.id}"`, `${path}.id`);
    if (card.type === "C") {
      if (card.category !== undefined && !categories.has(card.category)) {
        fail("warpquest/invalid-scenario", `category "${card.category}" is not among the scenario's categories`, `${path}.category`);
      }
      if (card.success === "A" && parsed.aidDeck === undefined) fail("warpquest/invalid-scenario", `success "A" draws from the Aid deck, but the scenario has none`, `${path}.success`);
      cards[card.id] = {
        kind: "challenge",
        id: card.id,
        name: card.name,
        category: card.category ?? null,
        difficulty: card.difficulty,
        fail: card.fail,
        success: card.success,
        skills: card.skills,
        checks: parseChecks(card.skills, skills, `${path}.skills`),
      };
    } else {
      const aid = parseAid(card.aid, skills, categories, `${path}.aid`);
      if (aid.heal && parsed.party.kind !== "officer") fail("warpquest/invalid-scenario", "a Heal card needs an officer party (Endurance to heal)", `${path}.aid`);
      cards[card.id] = { kind: "aid", id: card.id, name: card.name, ...aid };
    }
  });
  const homes = new Map<string, string>();
  const checkList = (list: readonly string[], path: string, deckName: string | null) => {
    list.forEach((id, index) => {
      if (cards[id] === undefined) fail("warpquest/invalid-scenario", `no card has the id "${id}"`, `${path}[${index}]`);
      const home = homes.get(id);
      if (home !== undefined) fail("warpquest/invalid-scenario", `card "${id}" is already in ${home}`, `${path}[${index}]`);
      homes.set(id, deckName ?? "the rotation list");
    });
  };
  let expectFrom = 2;
  const moduleBySpace = new Array<number>(31).fill(-1);
  parsed.modules.forEach((module, index) => {
    const path = `modules[${index}]`;
    if (module.from !== expectFrom) fail("warpquest/invalid-scenario", `module ${index + 1} must start on space ${expectFrom}, not ${module.from}`, `${path}.from`);
    if (module.to < module.from || module.to > 29) fail("warpquest/invalid-scenario", `module ${index + 1} must end on a space from ${module.from} to 29, not ${module.to}`, `${path}.to`);
    for (let space = module.from; space <= module.to; space++) moduleBySpace[space] = index;
    expectFrom = module.to + 1;
    checkList(module.cards, `${path}.cards`, `the deck of module ${index + 1}`);
  });
  if (expectFrom !== 30) fail("warpquest/invalid-scenario", `the modules must cover spaces 2 to 29; the last ends on ${expectFrom - 1}`, `modules[${parsed.modules.length - 1}].to`);
  if (parsed.aidDeck !== undefined) {
    checkList(parsed.aidDeck, "aidDeck", "the Aid deck");
    parsed.aidDeck.forEach((id, index) => {
      if (cards[id]!.kind !== "aid") fail("warpquest/invalid-scenario", `the Aid deck may hold only aid cards; "${id}" is a challenge`, `aidDeck[${index}]`);
    });
  }
  checkList(parsed.rotation, "rotation", null);
  parsed.confrontation.skills.forEach((skill, index) => {
    if (!skills.has(skill)) fail("warpquest/invalid-scenario", `"${skill}" is not among the scenario's skills`, `confrontation.skills[${index}]`);
  });
  if (parsed.party.kind === "units") {
    parsed.party.units.forEach((unit, index) => {
      for (const skill of Object.keys(unit.skills)) {
        if (!skills.has(skill)) fail("warpquest/invalid-scenario", `"${skill}" is not among the scenario's skills`, `party.units[${index}].skills.${skill}`);
      }
    });
    if (!parsed.objective) fail("warpquest/invalid-scenario", "a scenario without an Objective needs an officer party (reaching the end promotes)", "objective");
  } else {
    parsed.party.attributeTable.forEach((attribute, index) => {
      if (attribute !== "Endurance" && !skills.has(attribute)) {
        fail("warpquest/invalid-scenario", `"${attribute}" is neither Endurance nor a skill of the scenario`, `party.attributeTable[${index}]`);
      }
    });
    if (parsed.objective) fail("warpquest/invalid-scenario", "an officer scenario has no Objective: reaching the end promotes the officer", "objective");
  }
  const decks: ScenarioDeck[] = parsed.modules.map((module) => ({ name: module.name, spaces: [module.from, module.to] as const, cards: module.cards }));
  if (parsed.aidDeck !== undefined) decks.push({ name: "Aid deck", spaces: null, cards: parsed.aidDeck });
  const home: Record<string, number> = {};
  decks.forEach((deck, index) => {
    for (const id of deck.cards) home[id] = index;
  });
  parsed.modules.forEach((module, index) => {
    if (!module.cards.some((id) => cards[id]!.kind === "challenge")) fail("warpquest/invalid-scenario", `module ${index + 1}'s deck needs at least one challenge card`, `modules[${index}].cards`);
  });
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
