import type { SherwoodRules } from "../rules-data";
import type { Condition, Outcome, SpecialRule } from "../scenario-schemas";
import type { SherwoodState } from "../game/schemas";

/**
 * What a player's bot pursues in a scenario, read from the scenario's victory outcomes and special
 * rules (SHW-S.1 to SHW-S.8) rather than from names: the characters to take (kill or capture), those
 * to take only by capture (harming them loses), those never to strike, its own characters to keep
 * out of harm, to walk off the map, or to screen, and the marriage to make.
 *
 * @example
 * ```ts
 * import { scenarioObjectives, sherwood, sherwoodRules } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse({ scenario: 8 }));
 * const normans = scenarioObjectives(sherwoodRules, state, "normans");
 * normans.captureOnly; // ["robin", "rebecca"]: the Sheriff wants them alive
 * ```
 */
export interface ScenarioObjectives {
  /** The camps this player plays. */
  readonly camps: readonly string[];
  /** Enemy characters whose killing or capture wins (or helps win), with a weight (1 main, 0.5 secondary). */
  readonly targets: Readonly<Record<string, number>>;
  /** Enemy characters to be taken alive only: strike them only when they surrender without a roll (SHW-6.6). */
  readonly captureOnly: readonly string[];
  /** Enemy characters whose harm by this player loses or throws away the game: never struck. */
  readonly spare: readonly string[];
  /** Own characters whose harm loses, with a weight: kept away from enemies and guarded. */
  readonly protect: Readonly<Record<string, number>>;
  /** Own characters that win by leaving the map (scenario 3): walked to its edge and off. */
  readonly leave: readonly string[];
  /** Enemy characters that win by leaving the map: their way out is blocked. */
  readonly block: readonly string[];
  /** An enemy captured when one of this player's characters stands beside him, unopposed (scenario 1's Alan). */
  readonly reach: string | null;
  /** An own character captured that way: friends stand beside whoever comes near him. */
  readonly screen: string | null;
  /** A marriage this player makes (scenario 2): the suitor and priest of its couple, the bride, the chapel. */
  readonly marriage: { readonly suitor: string; readonly priest: string; readonly bride: string; readonly building: string } | null;
  /** Every enemy character wounded or killed wins (scenario 6's bandits): plain attrition counts double. */
  readonly attrition: boolean;
  /** Animals whose killing wins (scenario 6's wolves). */
  readonly animalTargets: readonly string[];
  /** The equipment whose holder wins (scenario 4's carriage and its treasure), when this player wins by holding it. */
  readonly treasure: string | null;
}

const known = new Map<string, ScenarioObjectives>();

function campsOf(state: SherwoodState, player: string): string[] {
  return state.sides.filter((camp) => (Object.hasOwn(state.controllers, camp) ? state.controllers[camp] : camp) === player);
}

function ownerOf(rules: SherwoodRules, scenario: number, character: string): string | undefined {
  return rules.scenario(scenario).data.camps.find((c) => c.characters.some((x) => x.character === character))?.id;
}

/**
 * The objectives of `player` in the scenario `state` plays (empty ones in a skirmish), from its data.
 *
 * @param rules - the compiled rules (`sherwoodRules`)
 * @param state - a state of the game (any: only its scenario, camps, alliances and players are read)
 * @param player - the player (a camp, or the alliance id of a player of several camps)
 * @returns what the player's bot pursues
 * @example
 * ```ts
 * import { scenarioObjectives, sherwood, sherwoodRules } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse({ scenario: 3 }));
 * scenarioObjectives(sherwoodRules, state, "saxons").leave; // ["rebecca", "isaac"]
 * ```
 */
export function scenarioObjectives(rules: SherwoodRules, state: SherwoodState, player: string): ScenarioObjectives {
  const camps = campsOf(state, player);
  const scenario = state.scenario;
  const key = scenario === null ? "" : `${scenario.number}|${scenario.players}|${scenario.choices.join(",")}|${player}`;
  const cached = known.get(key);
  if (cached !== undefined && scenario !== null) return cached;
  const found = scenario === null ? empty(camps) : read(rules, state, camps, scenario.number, scenario.players, scenario.choices);
  if (scenario !== null) known.set(key, found);
  return found;
}

const empty = (camps: readonly string[]): ScenarioObjectives => ({
  camps,
  targets: {},
  captureOnly: [],
  spare: [],
  protect: {},
  leave: [],
  block: [],
  reach: null,
  screen: null,
  marriage: null,
  attrition: false,
  animalTargets: [],
  treasure: null,
});

function read(rules: SherwoodRules, state: SherwoodState, camps: readonly string[], number: number, players: number, choices: readonly string[]): ScenarioObjectives {
  const data = rules.scenario(number).data;
  const alliance = (camp: string) => (Object.hasOwn(state.alliances, camp) ? state.alliances[camp]! : camp);
  const ours = (who: string | null) => who !== null && camps.some((c) => c === who || alliance(c) === who);
  const mine = (character: string) => {
    const owner = ownerOf(rules, number, character) ?? data.options.find((o) => o.adds.some((a) => a.character === character))?.camp ?? undefined;
    return owner !== undefined && camps.includes(owner);
  };
  const victory = data.victory.find((v) => v.players === players) ?? data.victory.find((v) => v.players === null)!;
  // The default winner: whoever an outcome with no condition names at the end. A draw is bad for it, good for the others.
  const fallback = victory.outcomes.find((o) => o.when.length === 0 && o.at === "end");
  const defaultIsOurs = fallback?.winners.some(ours) === true;
  const stake = (o: Outcome): number => {
    if (o.winners.length === 0) return fallback === undefined || fallback.winners.length === 0 ? 0 : defaultIsOurs ? -0.5 : 0.5;
    return o.winners.some(ours) ? (o.level === "minor" || o.level === "marginal" ? 0.6 : 1) : -(o.level === "minor" || o.level === "marginal" ? 0.6 : 1);
  };
  const targets: Record<string, number> = {};
  const protect: Record<string, number> = {};
  const captureOnly = new Set<string>();
  const spare = new Set<string>();
  const leave = new Set<string>();
  const block = new Set<string>();
  const animals = new Set<string>();
  let attrition = false;
  let wantsTreasure = false;
  const add = (to: Record<string, number>, id: string, w: number) => {
    to[id] = Math.max(to[id] ?? 0, w);
  };
  for (const o of victory.outcomes) {
    const s = stake(o);
    if (s === 0) continue;
    for (const c of o.when as readonly Condition[]) {
      if (c.test === "camp-out") {
        if (s > 0 && !camps.includes(c.camp)) attrition = true;
        continue;
      }
      if (c.test === "animals-killed") {
        if (s > 0) animals.add(c.animal);
        else add(protect, c.animal, -s * 0.5);
        continue;
      }
      if (c.test === "treasure") {
        if (s > 0 && ours(c.holder)) wantsTreasure = true;
        continue;
      }
      if (c.test !== "fate") continue;
      const own = mine(c.character);
      const byUs = c.by === null || ours(c.by);
      if (c.fate === "left") {
        if (own && s > 0) leave.add(c.character);
        if (!own && s < 0) block.add(c.character);
      } else if (c.fate === "free") {
        if (own && s > 0) add(protect, c.character, s);
      } else if (c.fate === "married") {
        // read from the marriage rule below
      } else if (own) {
        if (s < 0) add(protect, c.character, -s);
      } else if (s > 0 && byUs) {
        add(targets, c.character, s);
        if (c.fate === "captured") captureOnly.add(c.character);
      } else if (s < 0 && byUs) {
        spare.add(c.character);
      }
    }
  }
  // A target whose killing by us would also lose (scenario 8: captured wins, killed does not) is taken alive.
  for (const id of Object.keys(targets)) if (spare.has(id)) captureOnly.add(id);
  for (const id of captureOnly) spare.delete(id);
  for (const id of block) if (!Object.hasOwn(targets, id)) spare.add(id);
  const special: SpecialRule[] = [...data.specialRules, ...data.options.filter((o) => choices.includes(o.id)).flatMap((o) => o.rules)];
  let reach: string | null = null;
  let screen: string | null = null;
  let marriage: ScenarioObjectives["marriage"] = null;
  let treasure: string | null = null;
  for (const r of special) {
    if (r.rule === "treasure" && wantsTreasure) treasure = r.equipment;
    if (r.rule === "capture-beside") {
      if (r.camps.some((c) => camps.includes(c))) reach = r.character;
      else if (mine(r.character)) screen = r.character;
    }
    if (r.rule === "marriage") {
      const couple = r.couples.find((c) => mine(c.suitor));
      if (couple !== undefined) marriage = { suitor: couple.suitor, priest: couple.priest, bride: r.bride, building: r.building };
    }
  }
  if (marriage !== null) {
    add(protect, marriage.suitor, 1);
    add(protect, marriage.priest, 0.6);
  }
  return {
    camps,
    targets,
    captureOnly: [...captureOnly],
    spare: [...spare],
    protect,
    leave: [...leave],
    block: [...block],
    reach,
    screen,
    marriage,
    attrition,
    animalTargets: [...animals],
    treasure,
  };
}
