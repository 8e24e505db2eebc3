import * as z from "zod";
import { RuleError, dieRoll, indexOfInput, type Chance, type IllegalReason, type ChanceOutcome, type Decision, type Game, type Next, type PhysicalRoll } from "@tt/engine";
import type { StepDetail } from "./step-detail";
import { Tx, dieFace } from "./_internal/tx";
import { viewEventOf, viewInputOf, viewOf, whyIllegalOf, type WarpQuestView } from "./visibility";
import { afterSkillRoll, applicableAids, offerAids, playAid, resolveCheck, skillBonus, takeDrawnCard } from "./rules/challenge";
import { confrontRule, resolveConfrontation, startConfrontation } from "./rules/confrontation";
import { applyDraw, deckLists, discardToHome, drawChanceOutcomes } from "./rules/draw";
import { applyLossTable, removeUnit, survivingUnitNames } from "./rules/loss";
import { afterMoveRoll, move, shift } from "./rules/movement";
import { applyAttributeRoll, applyHeal, applyWound } from "./rules/officer";
import { healCards, offerTurnStart } from "./rules/turn";
import { loadScenario, parseWith, type ChallengeCard, type Scenario } from "./scenario";
import { parseSnapshot } from "./snapshot";
import { SCHEMA_VERSION, optionsSchema, type Action, type Options, type Outcome, type Party, type Result, type WarpQuestEvent } from "./schemas";
import { START_SPACE, type State } from "./state";
import { MAX_DEPTH, quote, tooDeep } from "./_internal/limits";

/**
 * A WarpQuest game for one scenario: an `@tt/engine` {@link Game} plus the compiled
 * scenario it plays. Build one with {@link createWarpQuest}.
 *
 * @example
 * ```ts
 * import { sharpe, type WarpQuestGame } from "@tt/warpquest";
 * const game: WarpQuestGame = sharpe;
 * game.next(game.setup(game.parseOptions({ players: 2 }))); // p1's first Attribute Table roll
 * ```
 */
export interface WarpQuestGame extends Game<State, Action, Outcome, Options, Result, WarpQuestEvent> {
  /** The compiled scenario this game plays. */
  readonly scenario: Scenario;
  /**
   * Options with every default applied and checked against the scenario.
   *
   * @param options - options as a caller writes them
   * @returns the validated options `setup` takes
   * @throws {@link WarpQuestError} `warpquest/invalid-options` naming the offending option
   */
  parseOptions(options?: unknown): Options;
  /**
   * Reads a state snapshot of this game (for example `JSON.parse` of a saved game): its schema
   * version, its schema, and every invariant of a state of this scenario ({@link invariantProblems}),
   * so that `next` and `apply` work on whatever it accepts.
   *
   * @param json - the snapshot
   * @returns the state
   * @throws {@link WarpQuestError} `warpquest/invalid-snapshot` naming the JSON path of the first
   *   problem (every problem in `issues`), or `warpquest/unsupported-schema-version`
   * @example
   * ```ts
   * import { sharpe } from "@tt/warpquest";
   * const saved = JSON.stringify(sharpe.setup(sharpe.parseOptions({})));
   * sharpe.parseState(JSON.parse(saved)).scenario; // "sharpe"
   * ```
   */
  parseState(json: unknown): State;
  /**
   * The cards of deck `deck` (a module's deck, then the Aid deck) by pile, as the referee knows
   * them. Never show a player the draw pile: with it a client computes the hands of the
   * others; show `view(state, player).decks` instead. Held aid cards are in neither pile.
   *
   * @param state - a state of this game
   * @param deck - index in `scenario.decks`
   * @returns card ids of the draw pile (in list order) and of the discard pile (in the order discarded)
   */
  deckContents(state: State, deck: number): { drawPile: string[]; discard: string[] };
  /**
   * What `player` may see (WQ-AID): other hands by their size only, decks by the size of their draw pile and their discard pile.
   *
   * @param state - a state of this game
   * @param player - `"p1"` ...
   * @returns the player's view
   */
  view(state: State, player: string): WarpQuestView;
  /** What the next step is, with its {@link StepDetail}. */
  next(state: State): Next<Action, Outcome, Result, StepDetail>;
}

const die = (sides: number): readonly ChanceOutcome<Outcome>[] =>
  Object.freeze(Array.from({ length: sides }, (_, k) => Object.freeze({ outcome: Object.freeze({ type: "die" as const, face: k + 1 }), probability: 1 / sides })));
const D6 = die(6);
const D10 = die(10);
const KEEP: Action = Object.freeze({ type: "keep-roll" });
const REROLL: Action = Object.freeze({ type: "reroll" });
const ROLL_MOVE: Action = Object.freeze({ type: "roll-move" });
const ROLL_CHALLENGE: Action = Object.freeze({ type: "roll-challenge" });
const DIRECTIONS: readonly Action[] = Object.freeze([Object.freeze({ type: "move", direction: "toward-end" } as const), Object.freeze({ type: "move", direction: "toward-start" } as const)]);
const REROLL_CHOICE: readonly Action[] = Object.freeze([KEEP, REROLL]);
const D6_ROLL = Object.freeze(dieRoll(6));
const D10_ROLL = Object.freeze(dieRoll(10));
/** How a person draws with each draw method (WQ-DRAW, WQ-NOCARDS-1..3). */
const DRAW_ROLL: Readonly<Record<Options["draw"], PhysicalRoll>> = Object.freeze({
  deck: { kind: "draw", text: "draw the top card of the shuffled deck" },
  "ordered-list": { kind: "draw", text: "take the next unmarked entry of the ordered list" },
  "percentile-list": { kind: "draw", text: "roll d% and read the entry on the list" },
  cup: { kind: "draw", text: "draw a numbered marker from the cup, unseen" },
});

function rollDetail(player: string, ask: StepDetail["ask"], rule: string, dice: "1d6" | "1d10", extra?: Partial<StepDetail>): StepDetail {
  const detail: StepDetail = { rule, ask, player, dice };
  return extra === undefined ? detail : { ...detail, ...extra };
}

function shiftRule(cause: "retreat" | "victory" | "loss-table" | "confrontation"): string {
  return cause === "loss-table" ? "WQ-LOSS" : cause === "confrontation" ? "SHP-CONFRONT" : "SHP-RESULTS";
}

/**
 * Builds the WarpQuest game of a scenario: the core rules (WQ-*) with the few rules the
 * scenario's data overrides (an officer with Endurance and ranks instead of units, no
 * Objective, how a confrontation's loser pays).
 *
 * @param scenarioData - a compiled {@link Scenario}, or raw scenario data (validated by {@link loadScenario})
 * @returns the game: `setup`, `next`, `apply`, `view`, its options schema and scenario
 * @throws {@link WarpQuestError} `warpquest/invalid-scenario` when raw data is corrupt
 * @example
 * ```ts
 * import { createWarpQuest, SALT_ROAD_DATA } from "@tt/warpquest";
 * const game = createWarpQuest(SALT_ROAD_DATA);
 * const state = game.setup(game.parseOptions({ players: 2 }));
 * game.next(state).kind; // "chance": p1's move roll
 * ```
 */
export function createWarpQuest(scenarioData: Scenario | unknown): WarpQuestGame {
  const scenario: Scenario = isScenario(scenarioData) ? scenarioData : loadScenario(scenarioData);
  const party = scenario.data.party;
  const confrontSkills: readonly ChanceOutcome<Outcome>[] = Object.freeze(
    scenario.data.confrontation.skills.map((skill, _k, all) => Object.freeze({ outcome: Object.freeze({ type: "skill" as const, skill }), probability: 1 / all.length })),
  );
  const chances = new Map<string, Chance<Outcome, StepDetail>>();
  const chance = (key: string, purpose: string, outcomes: readonly ChanceOutcome<Outcome>[], detail: StepDetail): Chance<Outcome, StepDetail> => {
    let found = chances.get(key);
    if (found === undefined) {
      const roll = detail.dice === "1d10" ? D10_ROLL : detail.dice === "1d6" ? D6_ROLL : { kind: "draw" as const, text: `pick one of the ${outcomes.length} at random` };
      found = Object.freeze({ kind: "chance", purpose, outcomes, detail, roll });
      chances.set(key, found);
    }
    return found;
  };

  const parsedOptions = new WeakSet<object>();

  /** The game's options schema: the common options, with the scenario's campaign default and limit. */
  const gameOptionsSchema = optionsSchema.transform((options, context): Options => {
    let result = options;
    if (party.kind === "officer") {
      const most = party.ranks.length - 1;
      const campaigns = options.campaigns ?? most;
      if (campaigns > most) {
        context.addIssue({ code: "custom", message: `${scenario.name} has ${most} promotions to win, so at most ${most} campaigns`, path: ["campaigns"] });
        return z.NEVER;
      }
      result = { ...options, campaigns };
    }
    // Frozen, so options validated once cannot be changed behind setup's back.
    for (const change of result.deckChanges) {
      Object.freeze(change.remove);
      Object.freeze(change.add);
      Object.freeze(change);
    }
    Object.freeze(result.deckChanges);
    Object.freeze(result);
    parsedOptions.add(result);
    return result;
  });

  function parseOptions(raw: unknown = {}): Options {
    if (typeof raw === "object" && raw !== null && parsedOptions.has(raw)) return raw as Options;
    return parseWith(gameOptionsSchema, raw ?? {}, "warpquest/invalid-options", "options");
  }

  function setup(rawOptions: Options): State {
    const options = parseOptions(rawOptions);
    const lists = deckLists(scenario, options.deckChanges);
    const parties: Party[] = [];
    for (let i = 0; i < options.players; i++) {
      parties.push({
        player: `p${i + 1}`,
        position: START_SPACE,
        status: "active",
        units: party.kind === "units" ? party.units.map((_, k) => k) : [],
        endurance: party.kind === "officer" ? party.endurance : 0,
        maxEndurance: party.kind === "officer" ? party.endurance : 0,
        skills: party.kind === "officer" ? Object.fromEntries(scenario.data.skills.map((skill) => [skill, 0])) : {},
        hand: [],
        experience: 0,
        rank: 0,
      });
    }
    return {
      schemaVersion: SCHEMA_VERSION,
      scenario: scenario.id,
      rules: {
        experience: options.experience,
        lostUnit: options.lostUnit,
        campaigns: options.campaigns ?? 0,
        campaignEnd: options.campaignEnd,
        draw: options.draw,
        deckChanges: options.deckChanges,
      },
      parties,
      turn: 0,
      objective: { holder: null },
      decks: lists.lists.map(() => ({ out: [], discard: [] })),
      step: party.kind === "officer" && party.attributeRolls > 0 ? { kind: "attribute", player: 0, left: party.attributeRolls, reason: "creation" } : { kind: "move", player: 0 },
      result: null,
    };
  }

  function decision(state: State, player: number, prompt: string, actions: readonly Action[], detail: StepDetail): Decision<Action, StepDetail> {
    return { kind: "decision", player: state.parties[player]!.player, prompt, actions, detail };
  }

  function legalActions(state: State): { prompt: string; actions: readonly Action[]; rule: string } | null {
    const step = state.step;
    switch (step.kind) {
      case "turn":
        return {
          prompt: "Play a Heal card, or roll to move?",
          actions: [ROLL_MOVE, ...healCards(scenario, state.parties[step.player]!).map((card) => ({ type: "heal" as const, card }))],
          rule: "SHP-RESULTS",
        };
      case "move-reroll":
        return { prompt: `Moved ${step.roll}: keep it, or spend an Experience Token to reroll?`, actions: REROLL_CHOICE, rule: "WQ-XP" };
      case "skill-reroll":
        return { prompt: `${step.challenge.skill} skill roll ${step.challenge.roll}: keep it, or spend an Experience Token to reroll?`, actions: REROLL_CHOICE, rule: "WQ-XP" };
      case "direction":
        return { prompt: `Move ${step.roll} toward the end or toward the start?`, actions: DIRECTIONS, rule: "WQ-OBJECTIVE" };
      case "confront-target":
        return { prompt: "Which opponent do you confront?", actions: step.targets.map((j) => ({ type: "confront" as const, opponent: state.parties[j]!.player })), rule: "WQ-CONFRONT" };
      case "choose-skill": {
        const card = scenario.cards[step.challenge.card] as ChallengeCard;
        return {
          prompt: `${card.name}: which skill answers "${card.checks[step.challenge.check]!.join(" or ")}"?`,
          actions: card.checks[step.challenge.check]!.map((skill) => ({ type: "choose-skill" as const, skill })),
          rule: "SHP-CHALLENGE",
        };
      }
      case "aid":
        return {
          prompt: `${step.challenge.skill} skill roll ${step.challenge.roll}: discard an aid card, or roll the challenge?`,
          actions: [...applicableAids(scenario, state.parties[step.player]!, step.challenge).map((card) => ({ type: "play-aid" as const, card })), ROLL_CHALLENGE],
          rule: "WQ-AID",
        };
      case "lose-unit":
        return { prompt: "Which unit is lost?", actions: survivingUnitNames(scenario, state.parties[step.player]!).map((unit) => ({ type: "lose-unit" as const, unit })), rule: "WQ-LOSS" };
      default:
        return null;
    }
  }

  /** The cache key of a die or skill roll step (the same step is the same frozen object), or "" for the others. */
  function chanceKey(step: State["step"]): string {
    switch (step.kind) {
      case "attribute":
        return `attribute${step.player}`;
      case "move":
        return `move${step.player}`;
      case "confront-skill":
        return `confront-skill${step.player}-${step.opponent}`;
      case "skill-roll":
        return `skill${step.player}${step.challenge.skill}`;
      case "challenge-roll":
        return `challenge${step.player}`;
      case "loss-table":
        return `loss${step.player}`;
      case "shift":
        return `shift-${step.direction}-${step.cause}${step.player}`;
      case "wound":
        return `wound${step.player}`;
      case "heal":
        return `heal${step.player}${step.card}`;
      default:
        return "";
    }
  }

  function next(state: State): Next<Action, Outcome, Result, StepDetail> {
    const step = state.step;
    if (step.kind === "over") return { kind: "over", result: state.result! };
    const key = chanceKey(step);
    if (key !== "") {
      const cached = chances.get(key);
      if (cached !== undefined) return cached;
    }
    const name = state.parties[step.player]!.player;
    switch (step.kind) {
      case "attribute":
        return chance(key, `${name}: a roll on the Attribute Table (1D6)`, D6, rollDetail(name, "attribute-roll", "SHP-ATTR", "1d6", { table: "attribute" }));
      case "move":
        return chance(key, `${name}: move roll (1D6)`, D6, rollDetail(name, "move-roll", "WQ-MOVE", "1d6"));
      case "confront-skill":
        return chance(key, `${name}: the skill that decides the confrontation`, confrontSkills, {
          rule: confrontRuleOf(),
          ask: "confront-skill",
          player: name,
          subject: { opponent: state.parties[step.opponent]!.player },
        });
      case "confront-roll": {
        const who = step.playerRoll === 0 ? step.player : step.opponent;
        const other = step.playerRoll === 0 ? step.opponent : step.player;
        // Not cached: its modifier is the roller's skill bonus now.
        const rolling: Chance<Outcome, StepDetail> = {
          kind: "chance",
          purpose: `${state.parties[who]!.player}: confrontation skill roll (1D10)`,
          outcomes: D10,
          roll: D10_ROLL,
          detail: {
            rule: confrontRuleOf(),
            ask: "confront-roll",
            player: state.parties[who]!.player,
            dice: "1d10",
            modifiers: [{ label: `${step.skill} bonus`, value: skillBonus(scenario, state.parties[who]!, step.skill), rule: "WQ-CHECK" }],
            subject: { opponent: state.parties[other]!.player, skill: step.skill },
          },
        };
        return rolling;
      }
      case "draw":
        return {
          kind: "chance",
          purpose: `${name}: draw from ${scenario.decks[step.deck]!.name}`,
          outcomes: drawChanceOutcomes(scenario, state, step.deck),
          detail: { rule: "WQ-DRAW", ask: "draw-card", player: name, subject: { deck: scenario.decks[step.deck]!.name } },
          roll: DRAW_ROLL[state.rules.draw],
          blind: true,
        };
      case "skill-roll":
        return chance(key, `${name}: skill roll (1D10)`, D10, rollDetail(name, "skill-roll", "WQ-CHECK", "1d10", { subject: { skill: step.challenge.skill ?? "" } }));
      case "challenge-roll":
        return chance(key, `${name}: challenge roll (1D10)`, D10, rollDetail(name, "challenge-roll", "WQ-CHECK", "1d10"));
      case "loss-table":
        return chance(key, `${name}: Challenge Loss Table (1D6)`, D6, rollDetail(name, "loss-roll", "WQ-LOSS", "1d6", { table: "challenge-loss" }));
      case "shift":
        return chance(key, `${name}: spaces ${step.direction} (1D6)`, D6, rollDetail(name, "shift-roll", shiftRule(step.cause), "1d6", { subject: { direction: step.direction, cause: step.cause } }));
      case "wound":
        return chance(key, `${name}: Endurance lost to a wound (1D6)`, D6, rollDetail(name, "wound-roll", "SHP-WOUND", "1d6"));
      case "heal":
        return chance(key, `${name}: Endurance regained (1D6)`, D6, rollDetail(name, "heal-roll", "SHP-RESULTS", "1d6", { subject: { card: step.card } }));
      default: {
        const legal = legalActions(state)!;
        const detail: StepDetail =
          "challenge" in step
            ? { rule: legal.rule, ask: step.kind, player: name, subject: step.challenge.skill ? { card: step.challenge.card, skill: step.challenge.skill } : { card: step.challenge.card } }
            : { rule: legal.rule, ask: step.kind, player: name };
        return decision(state, step.player, legal.prompt, legal.actions, detail);
      }
    }
  }

  function confrontRuleOf(): string {
    return scenario.data.confrontation.loser === "back-1d6" ? "SHP-CONFRONT" : "WQ-CONFRONT";
  }

  function apply(state: State, input: Action | Outcome): { state: State; events: WarpQuestEvent[] } {
    const step = state.step;
    if (step.kind === "over") throw new RuleError("warpquest/game-over", "the game is over: no input can be applied", "WQ-OBJECTIVE");
    const deep = tooDeep(input);
    if (deep !== undefined) throw new RuleError("warpquest/illegal-input", `the input is nested deeper than ${MAX_DEPTH} levels: no input is`, undefined, { path: deep });
    const tx = new Tx(scenario, state);
    const i = step.player;
    switch (step.kind) {
      case "attribute": {
        const face = dieFace(input, 6, "the Attribute Table", "SHP-ATTR");
        rolled(tx, i, "1D6", face, "Attribute Table", "SHP-ATTR");
        applyAttributeRoll(tx, i, face, step.left, step.reason);
        break;
      }
      case "turn": {
        const action = legal(state, input, "SHP-RESULTS");
        if (action.type === "heal") {
          const p = tx.party(i);
          const at = p.hand.indexOf(action.card);
          p.hand = [...p.hand.slice(0, at), ...p.hand.slice(at + 1)];
          discardToHome(tx, i, action.card);
          tx.s.step = { kind: "heal", player: i, card: action.card };
        } else tx.s.step = { kind: "move", player: i };
        break;
      }
      case "heal": {
        const face = dieFace(input, 6, "Heal", "SHP-RESULTS");
        rolled(tx, i, "1D6", face, "Heal", "SHP-RESULTS");
        applyHeal(tx, i, step.card, face);
        offerTurnStart(tx, i);
        break;
      }
      case "move": {
        const face = dieFace(input, 6, "the move", "WQ-MOVE");
        rolled(tx, i, "1D6", face, "move", "WQ-MOVE");
        if (tx.read(i).experience > 0) tx.s.step = { kind: "move-reroll", player: i, roll: face };
        else afterMoveRoll(tx, i, face);
        break;
      }
      case "move-reroll": {
        if (legal(state, input, "WQ-XP").type === "reroll") {
          const p = tx.party(i);
          p.experience -= 1;
          tx.emit({ type: "experience-spent", player: tx.name(i), reroll: "move", tokens: p.experience, rule: "WQ-XP" });
          tx.s.step = { kind: "move", player: i };
        } else afterMoveRoll(tx, i, step.roll);
        break;
      }
      case "direction": {
        const action = legal(state, input, "WQ-OBJECTIVE");
        move(tx, i, step.roll, action.type === "move" ? action.direction : "toward-end");
        break;
      }
      case "confront-target": {
        const action = legal(state, input, "WQ-CONFRONT");
        const j = state.parties.findIndex((p) => action.type === "confront" && p.player === action.opponent);
        startConfrontation(tx, i, j);
        break;
      }
      case "confront-skill": {
        const skills = scenario.data.confrontation.skills;
        if (typeof input !== "object" || input === null || input.type !== "skill" || !skills.includes(input.skill)) {
          throw new RuleError("warpquest/illegal-outcome", `${quote(input)} is not one of the confrontation skills ${skills.join(", ")}`, confrontRule(tx));
        }
        tx.emit({ type: "confrontation-skill", player: tx.name(i), skill: input.skill, rule: confrontRule(tx) });
        tx.s.step = { kind: "confront-roll", player: i, opponent: step.opponent, skill: input.skill, playerRoll: 0 };
        break;
      }
      case "confront-roll": {
        const rule = confrontRule(tx);
        const face = dieFace(input, 10, "a confrontation", rule);
        if (step.playerRoll === 0) {
          rolled(tx, i, "1D10", face, `confrontation (${step.skill})`, rule);
          tx.s.step = { ...step, playerRoll: face };
        } else {
          rolled(tx, i, "1D10", face, `confrontation (${step.skill})`, rule, step.opponent);
          resolveConfrontation(tx, i, step.opponent, step.skill, step.playerRoll, face);
        }
        break;
      }
      case "draw":
        takeDrawnCard(tx, i, applyDraw(tx, i, step.deck, input), step.deck);
        break;
      case "choose-skill": {
        const action = legal(state, input, "SHP-CHALLENGE");
        const skill = action.type === "choose-skill" ? action.skill : "";
        tx.emit({ type: "skill-chosen", player: tx.name(i), card: step.challenge.card, skill, rule: "SHP-CHALLENGE" });
        tx.s.step = { kind: "skill-roll", player: i, challenge: { ...step.challenge, skill } };
        break;
      }
      case "skill-roll": {
        const face = dieFace(input, 10, "a skill roll", "WQ-CHECK");
        rolled(tx, i, "1D10", face, `${step.challenge.skill} skill roll`, "WQ-CHECK");
        afterSkillRoll(tx, i, { ...step.challenge, roll: face });
        break;
      }
      case "skill-reroll": {
        if (legal(state, input, "WQ-XP").type === "reroll") {
          const p = tx.party(i);
          p.experience -= 1;
          tx.emit({ type: "experience-spent", player: tx.name(i), reroll: "skill", tokens: p.experience, rule: "WQ-XP" });
          tx.s.step = { kind: "skill-roll", player: i, challenge: step.challenge };
        } else offerAids(tx, i, step.challenge);
        break;
      }
      case "aid": {
        const action = legal(state, input, "WQ-AID");
        if (action.type === "play-aid") playAid(tx, i, step.challenge, action.card);
        else tx.s.step = { kind: "challenge-roll", player: i, challenge: step.challenge };
        break;
      }
      case "challenge-roll": {
        const face = dieFace(input, 10, "a challenge roll", "WQ-CHECK");
        rolled(tx, i, "1D10", face, "challenge roll", "WQ-CHECK");
        resolveCheck(tx, i, step.challenge, face);
        break;
      }
      case "loss-table": {
        const face = dieFace(input, 6, "the Challenge Loss Table", "WQ-LOSS");
        rolled(tx, i, "1D6", face, "Challenge Loss Table", "WQ-LOSS");
        applyLossTable(tx, i, face);
        break;
      }
      case "shift": {
        const rule = step.cause === "loss-table" ? "WQ-LOSS" : step.cause === "confrontation" ? "SHP-CONFRONT" : "SHP-RESULTS";
        const face = dieFace(input, 6, `spaces ${step.direction}`, rule);
        rolled(tx, i, "1D6", face, `spaces ${step.direction}`, rule);
        shift(tx, i, face, step.direction, step.cause);
        break;
      }
      case "wound": {
        const face = dieFace(input, 6, "a wound", "SHP-WOUND");
        rolled(tx, i, "1D6", face, "wound", "SHP-WOUND");
        applyWound(tx, i, face);
        break;
      }
      case "lose-unit": {
        const action = legal(state, input, "WQ-LOSS");
        removeUnit(tx, i, action.type === "lose-unit" ? action.unit : "");
        break;
      }
      default: {
        const never: never = step;
        throw new RuleError("warpquest/illegal-input", `unknown step ${quote(never)}`);
      }
    }
    return { state: tx.s, events: tx.events };
  }

  function legal(state: State, input: Action | Outcome, rule: string): Action {
    const list = legalActions(state)!;
    const same = list.actions.indexOf(input as Action);
    if (same !== -1) return list.actions[same]!;
    const index = indexOfInput({ kind: "decision", player: "", prompt: list.prompt, actions: list.actions }, input);
    if (index !== -1) return list.actions[index]!;
    const reason = whyIllegal(state, input);
    throw new RuleError("warpquest/illegal-action", `${quote(input)}: ${reason?.message ?? `not a legal answer to "${list.prompt}"`}`, reason?.ruleId ?? rule);
  }

  function whyIllegal(state: State, input: unknown): IllegalReason | undefined {
    if (tooDeep(input) !== undefined) return { message: `the input is nested deeper than ${MAX_DEPTH} levels: no input is` };
    const next0 = next(state);
    if (next0.kind !== "over" && indexOfInput(next0, input) !== -1) return undefined;
    return whyIllegalOf(scenario, state, input, legalActions(state), next0.kind === "chance" ? next0.purpose : "");
  }

  function view(state: State, player: string): WarpQuestView {
    return viewOf(deckLists(scenario, state.rules.deckChanges).lists, state, player);
  }

  return {
    id: `warpquest/${scenario.id}`,
    version: "1.0.0",
    optionsSchema: gameOptionsSchema as unknown as Game<State, Action, Outcome, Options, Result>["optionsSchema"],
    scenario,
    parseOptions,
    parseState: (json) => parseSnapshot(json, () => scenario, `"${scenario.id}"`),
    deckContents(state: State, deck: number) {
      const list = deckLists(scenario, state.rules.deckChanges).lists[deck];
      const piles = state.decks[deck];
      if (list === undefined || piles === undefined) return { drawPile: [], discard: [] };
      return { drawPile: list.filter((_, p) => !piles.out.includes(p)), discard: piles.discard.map((p) => list[p]!) };
    },
    setup,
    next,
    apply,
    view,
    viewEvent: (event, player) => viewEventOf(scenario, event, player),
    viewInput: (state, input, player) => viewInputOf(scenario, state, input, player),
    whyIllegal,
  };
}

function rolled(tx: Tx, i: number, die: "1D6" | "1D10", face: number, purpose: string, rule: string, who = i): void {
  tx.emit({ type: "rolled", player: tx.name(who), die, face, purpose, rule });
}

function isScenario(value: unknown): value is Scenario {
  return typeof value === "object" && value !== null && "cards" in value && "decks" in value && "moduleBySpace" in value;
}
