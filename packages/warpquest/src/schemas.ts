import * as z from "zod";

/**
 * Version of every serialized form this package writes (scenario data, state snapshots).
 *
 * @example
 * ```ts
 * import { SCHEMA_VERSION } from "@tt/warpquest";
 * SCHEMA_VERSION; // 1
 * ```
 */
export const SCHEMA_VERSION = 1 as const;

/**
 * Where a scenario's data comes from: `rulebook` (stated in the text), `reconstructed`
 * (authored to fill a gap in the text) or `authored` (written for this project).
 *
 * @example
 * ```ts
 * import { PROVENANCES } from "@tt/warpquest";
 * PROVENANCES.includes("rulebook"); // true
 * ```
 */
export const PROVENANCES = ["rulebook", "reconstructed", "authored"] as const;

/**
 * A challenge card's fail result as printed: `W` wounded, `R` retreat, `-` no direction
 * (roll on the Challenge Loss Table).
 *
 * @see SHP-CHALLENGE
 * @example
 * ```ts
 * import { FAIL_RESULTS } from "@tt/warpquest";
 * FAIL_RESULTS; // ["W", "R", "-"]
 * ```
 */
export const FAIL_RESULTS = ["W", "R", "-"] as const;

/**
 * A challenge card's success result as printed: `V` victory (ahead 1D6), `-` no direction,
 * and `A` (an extension of the authored scenario) draw a card from the Aid deck.
 *
 * @see SHP-CHALLENGE
 * @example
 * ```ts
 * import { SUCCESS_RESULTS } from "@tt/warpquest";
 * SUCCESS_RESULTS; // ["V", "-", "A"]
 * ```
 */
export const SUCCESS_RESULTS = ["V", "-", "A"] as const;

/** The longest name, printed skill list or aid effect a scenario may give (the shipped ones are under 40 characters). */
const MAX_NAME = 200;
/** The most cards a scenario, a deck or a list may have (Sharpe has 84). */
const MAX_CARDS = 1000;
const name = /* @__PURE__ */ (() => z.string().min(1).max(MAX_NAME))();
const cardId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[a-z0-9][a-z0-9-]*$/, "a card id is kebab-case: lower-case letters, digits and dashes"))();

/**
 * A challenge card as a scenario lists it. `skills` is the printed notation:
 * `"Tactics"`, `"Brawling or Leadership"` (one, the player chooses), `"Shooting + Brawling"`
 * (each), `"Shooting x2"` (twice).
 *
 * @see SHP-CHALLENGE
 * @example
 * ```ts
 * import { challengeCardSchema } from "@tt/warpquest";
 * challengeCardSchema.parse({ id: "lead-column", name: "Lead Column", type: "C", category: "Patrol", difficulty: -2, fail: "R", success: "-", skills: "Tactics" });
 * ```
 */
export const challengeCardSchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: cardId,
      name,
      type: z.literal("C"),
      category: name.optional(),
      difficulty: z.number().int().min(-9).max(9),
      fail: z.literal(FAIL_RESULTS),
      success: z.literal(SUCCESS_RESULTS),
      skills: name,
    })
    .strict())();

/**
 * An aid card as a scenario lists it. `aid` is the printed effect: `"Brawling +3"`,
 * `"Leadership or Intelligence +2"`, `"HQ +3"` (a category), `"Shooting or Patrol +2"`, or `"Heal"`.
 *
 * @see SHP-AID
 * @example
 * ```ts
 * import { aidCardSchema } from "@tt/warpquest";
 * aidCardSchema.parse({ id: "heroics", name: "Heroics", type: "A", aid: "Brawling +3" });
 * ```
 */
export const aidCardSchema = /* @__PURE__ */ (() => z.object({ id: cardId, name, type: z.literal("A"), aid: name }).strict())();

/**
 * One card of a scenario: a challenge (`type: "C"`) or an aid (`type: "A"`).
 *
 * @example
 * ```ts
 * import { cardSchema } from "@tt/warpquest";
 * cardSchema.parse({ id: "mend-wounds", name: "Mend Wounds", type: "A", aid: "Heal" }).type; // "A"
 * ```
 */
export const cardSchema = /* @__PURE__ */ (() => z.discriminatedUnion("type", [challengeCardSchema, aidCardSchema]))();

/**
 * A module: the spaces it covers and its deck (one of each listed card).
 *
 * @see WQ-BOARD
 * @see WQ-DECKS
 * @example
 * ```ts
 * import { moduleSchema } from "@tt/warpquest";
 * moduleSchema.parse({ name: "Module 1", from: 2, to: 15, cards: ["a"] });
 * ```
 */
export const moduleSchema = /* @__PURE__ */ (() => z.object({ name, from: z.number().int(), to: z.number().int(), cards: z.array(cardId).min(1).max(MAX_CARDS) }).strict())();

/**
 * A party of units, each with skill bonuses; the party adds the bonuses of its surviving units.
 *
 * @example
 * ```ts
 * import { unitsPartySchema } from "@tt/warpquest";
 * unitsPartySchema.parse({ kind: "units", units: [{ name: "Guide", skills: { Scouting: 2 } }] });
 * ```
 */
export const unitsPartySchema = /* @__PURE__ */ (() =>
  z
    .object({
      kind: z.literal("units"),
      units: z
        .array(z.object({ name, skills: z.record(z.string(), z.number().int().min(0).max(20)) }).strict())
        .min(1)
        .max(12),
    })
    .strict())();

/**
 * A single officer with Endurance, attributes rolled on an Attribute Table, and ranks won by
 * reaching the end (Sharpe).
 *
 * @see SHP-OFFICER
 * @see SHP-ATTR
 * @see SHP-CAMPAIGN
 * @example
 * ```ts
 * import { officerPartySchema } from "@tt/warpquest";
 * officerPartySchema.parse({ kind: "officer", endurance: 10, attributeTable: ["Endurance", "Brawling"], attributeRolls: 12, promotionRolls: 2, ranks: ["Sergeant", "Lieutenant"] });
 * ```
 */
export const officerPartySchema = /* @__PURE__ */ (() =>
  z
    .object({
      kind: z.literal("officer"),
      endurance: z.number().int().min(1).max(100),
      attributeTable: z.array(name).min(1).max(20),
      attributeRolls: z.number().int().min(0).max(50),
      promotionRolls: z.number().int().min(0).max(50),
      ranks: z.array(name).min(2).max(10),
    })
    .strict())();

/**
 * Scenario data: everything a scenario supplies to the WarpQuest core, as plain JSON.
 * Validated at load by {@link loadScenario}, which also checks every cross-reference.
 *
 * @example
 * ```ts
 * import { scenarioDataSchema, SHARPE_DATA } from "@tt/warpquest";
 * scenarioDataSchema.parse(SHARPE_DATA).id; // "sharpe"
 * ```
 */
export const scenarioDataSchema = /* @__PURE__ */ (() =>
  z
    .object({
      schemaVersion: z.literal(SCHEMA_VERSION),
      id: z
        .string()
        .max(64)
        .regex(/^[a-z0-9-]+$/),
      name,
      provenance: z.literal(PROVENANCES),
      source: z.string().min(1).max(2000),
      skills: z.array(name).min(1).max(20),
      categories: z.array(name).max(20),
      party: z.discriminatedUnion("kind", [unitsPartySchema, officerPartySchema]),
      objective: z.boolean(),
      confrontation: z.object({ skills: z.array(name).min(1).max(20), loser: z.literal(["loss-table", "back-1d6"]) }).strict(),
      modules: z.array(moduleSchema).min(1).max(2),
      aidDeck: z.array(cardId).max(MAX_CARDS).optional(),
      rotation: z.array(cardId).max(MAX_CARDS).default([]),
      cards: z.array(cardSchema).min(1).max(MAX_CARDS),
    })
    .strict())();

/** Scenario data as accepted by {@link loadScenario} (before defaults). */
export type ScenarioInput = z.input<typeof scenarioDataSchema>;
/** Scenario data after validation. */
export type ScenarioData = z.output<typeof scenarioDataSchema>;
/** A challenge card as listed in scenario data. */
export type ChallengeCardData = z.output<typeof challengeCardSchema>;
/** An aid card as listed in scenario data. */
export type AidCardData = z.output<typeof aidCardSchema>;

/**
 * The three ways to play without cards (WQ-NOCARDS-1..3), plus the deck itself.
 *
 * @example
 * ```ts
 * import { DRAW_METHODS } from "@tt/warpquest";
 * DRAW_METHODS; // ["deck", "ordered-list", "percentile-list", "cup"]
 * ```
 */
export const DRAW_METHODS = ["deck", "ordered-list", "percentile-list", "cup"] as const;

/**
 * Setup options of every WarpQuest game (see the README's "Rules notes" for the choices).
 *
 * - `players` 1 to 6 (WQ-TURN).
 * - `draw`: the deck, or one of the no-cards methods (WQ-NOCARDS-1..3).
 * - `experience`: `"every-win"` gains a token for every won challenge; `"unnamed-success"`
 *   only when the card names no success result of its own (WQ-XP).
 * - `lostUnit` (officer parties): a lost unit costs `"endurance-point"` (1 Endurance) or a `"wound"` (1D6).
 * - `campaigns` (officer parties): promotions to play, 1 to ranks - 1 (SHP-CAMPAIGN).
 * - `campaignEnd` (officer parties, several players): `"each"` officer runs his own campaigns;
 *   `"first"` promotion ends the campaign for everyone.
 * - `deckChanges`: cards taken out of / put into a module's deck (rotation cards, more or
 *   fewer aids: SHP-ROTATION).
 *
 * @example
 * ```ts
 * import { optionsSchema } from "@tt/warpquest";
 * optionsSchema.parse({ players: 2 }).draw; // "deck"
 * ```
 */
export const optionsSchema = /* @__PURE__ */ (() =>
  z
    .object({
      players: z.number().int().min(1).max(6).default(1),
      draw: z.literal(DRAW_METHODS).default("deck"),
      experience: z.literal(["every-win", "unnamed-success"]).default("every-win"),
      lostUnit: z.literal(["endurance-point", "wound"]).default("endurance-point"),
      campaigns: z.number().int().min(1).max(9).optional(),
      campaignEnd: z.literal(["each", "first"]).default("each"),
      deckChanges: z
        .array(
          z
            .object({
              module: z.number().int().min(1).max(2).default(1),
              remove: z.array(cardId).default([]),
              add: z.array(cardId).default([]),
            })
            .strict(),
        )
        .default([]),
    })
    .strict())();

/** Options as a caller may write them (defaults optional). */
export type OptionsInput = z.input<typeof optionsSchema>;
/** Options after validation, defaults applied. */
export type Options = z.output<typeof optionsSchema>;

/**
 * Every action a player can take at a decision.
 *
 * - `roll-move` / `heal`: at the start of a turn when a Heal card could be played (SHP-RESULTS).
 * - `keep-roll` / `reroll`: after seeing a move or skill roll, spend an Experience Token or not (WQ-XP).
 * - `move`: which way to go once the Objective is taken (WQ-OBJECTIVE).
 * - `confront`: which opponent to confront when several share the space (WQ-CONFRONT).
 * - `choose-skill`: which skill answers an "or" check (SHP-CHALLENGE).
 * - `play-aid` / `roll-challenge`: discard an aid card for the skill roll, or go on to the challenge roll (WQ-AID).
 * - `lose-unit`: which unit of the party is lost (WQ-LOSS).
 *
 * @example
 * ```ts
 * import { actionSchema } from "@tt/warpquest";
 * actionSchema.parse({ type: "play-aid", card: "heroics" });
 * ```
 */
export const actionSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("roll-move") }).strict(),
    z.object({ type: z.literal("heal"), card: cardId }).strict(),
    z.object({ type: z.literal("keep-roll") }).strict(),
    z.object({ type: z.literal("reroll") }).strict(),
    z.object({ type: z.literal("move"), direction: z.literal(["toward-end", "toward-start"]) }).strict(),
    z.object({ type: z.literal("confront"), opponent: z.string() }).strict(),
    z.object({ type: z.literal("choose-skill"), skill: z.string() }).strict(),
    z.object({ type: z.literal("play-aid"), card: cardId }).strict(),
    z.object({ type: z.literal("roll-challenge") }).strict(),
    z.object({ type: z.literal("lose-unit"), unit: z.string() }).strict(),
  ]))();

/** One action; see {@link actionSchema}. */
export type Action = z.output<typeof actionSchema>;

/**
 * Every outcome of a chance step: a die face, a card drawn (with its list position or cup
 * marker when playing without cards), or a skill drawn at random for a confrontation.
 *
 * @example
 * ```ts
 * import { outcomeSchema } from "@tt/warpquest";
 * outcomeSchema.parse({ type: "die", face: 6 });
 * ```
 */
export const outcomeSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("die"), face: z.number().int().min(1).max(10) }).strict(),
    z.object({ type: z.literal("card"), card: cardId, position: z.number().int().optional(), marker: z.number().int().optional() }).strict(),
    z.object({ type: z.literal("skill"), skill: z.string() }).strict(),
  ]))();

/** One chance outcome; see {@link outcomeSchema}. */
export type Outcome = z.output<typeof outcomeSchema>;

const modifierSchema = /* @__PURE__ */ (() => z.object({ label: z.string(), value: z.number().int(), rule: z.string().optional() }).strict())();

/**
 * Every event `apply` emits. Each carries the rule ID it applies, so a front end can explain
 * every number from the events alone.
 *
 * @example
 * ```ts
 * import { eventSchema } from "@tt/warpquest";
 * eventSchema.parse({ type: "rolled", player: "p1", die: "1D6", face: 4, purpose: "move", rule: "WQ-MOVE" });
 * ```
 */
export const eventSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("attribute-rolled"), player: z.string(), face: z.number(), attribute: z.string(), value: z.number(), rule: z.string() }),
    z.object({ type: z.literal("turn-started"), player: z.string(), rule: z.string() }),
    z.object({ type: z.literal("rolled"), player: z.string(), die: z.literal(["1D6", "1D10"]), face: z.number(), purpose: z.string(), rule: z.string() }),
    z.object({ type: z.literal("experience-spent"), player: z.string(), reroll: z.literal(["move", "skill"]), tokens: z.number(), rule: z.string() }),
    z.object({ type: z.literal("experience-gained"), player: z.string(), tokens: z.number(), rule: z.string() }),
    z.object({
      type: z.literal("moved"),
      player: z.string(),
      from: z.number(),
      to: z.number(),
      direction: z.literal(["toward-end", "toward-start"]),
      cause: z.literal(["move", "retreat", "victory", "loss-table", "confrontation"]),
      rule: z.string(),
    }),
    z.object({ type: z.literal("objective-taken"), player: z.string(), from: z.string().nullable(), rule: z.string() }),
    z.object({ type: z.literal("objective-dropped"), player: z.string(), rule: z.string() }),
    z.object({ type: z.literal("card-drawn"), player: z.string(), card: z.string(), name: z.string(), deck: z.string(), reshuffled: z.boolean(), rule: z.string() }),
    z.object({ type: z.literal("aid-to-hand"), player: z.string(), card: z.string(), rule: z.string() }),
    z.object({ type: z.literal("skill-chosen"), player: z.string(), card: z.string(), skill: z.string(), rule: z.string() }),
    z.object({ type: z.literal("aid-played"), player: z.string(), card: z.string(), bonus: z.number(), rule: z.string() }),
    z.object({
      type: z.literal("check"),
      player: z.string(),
      card: z.string(),
      check: z.number(),
      checks: z.number(),
      skill: z.string(),
      skillRoll: z.number(),
      skillModifiers: z.array(modifierSchema),
      skillTotal: z.number(),
      challengeRoll: z.number(),
      challengeModifiers: z.array(modifierSchema),
      challengeTotal: z.number(),
      won: z.boolean(),
      rule: z.string(),
    }),
    z.object({ type: z.literal("challenge-resolved"), player: z.string(), card: z.string(), won: z.boolean(), result: z.string(), rule: z.string() }),
    z.object({ type: z.literal("card-discarded"), player: z.string(), card: z.string(), deck: z.string(), rule: z.string() }),
    z.object({ type: z.literal("loss-table"), player: z.string(), face: z.number(), result: z.literal(["back", "lose-unit"]), rule: z.string() }),
    z.object({ type: z.literal("wounded"), player: z.string(), amount: z.number(), endurance: z.number(), rule: z.string() }),
    z.object({ type: z.literal("healed"), player: z.string(), card: z.string(), amount: z.number(), endurance: z.number(), rule: z.string() }),
    z.object({ type: z.literal("unit-lost"), player: z.string(), unit: z.string(), left: z.number(), rule: z.string() }),
    z.object({ type: z.literal("killed"), player: z.string(), rule: z.string() }),
    z.object({ type: z.literal("eliminated"), player: z.string(), rule: z.string() }),
    z.object({ type: z.literal("promoted"), player: z.string(), rank: z.string(), rule: z.string() }),
    z.object({ type: z.literal("campaign-over"), player: z.string(), rule: z.string() }),
    z.object({ type: z.literal("confrontation"), player: z.string(), opponent: z.string(), rule: z.string() }),
    z.object({ type: z.literal("confrontation-skill"), player: z.string(), skill: z.string(), rule: z.string() }),
    z.object({
      type: z.literal("confrontation-resolved"),
      player: z.string(),
      opponent: z.string(),
      skill: z.string(),
      playerTotal: z.number(),
      opponentTotal: z.number(),
      winner: z.string().nullable(),
      rule: z.string(),
    }),
    z.object({ type: z.literal("game-over"), winner: z.string().nullable(), rule: z.string() }),
  ]))();

/** One event; see {@link eventSchema}. */
export type WarpQuestEvent = z.output<typeof eventSchema>;

/**
 * A challenge being resolved (part of a pending {@link stepSchema | step}).
 *
 * @see WQ-CHECK
 * @example
 * ```ts
 * import { challengeProgressSchema } from "@tt/warpquest";
 * challengeProgressSchema.parse({ card: "hold-town", deck: 0, check: 0, skill: "Tactics", roll: 7, aids: [] });
 * ```
 */
export const challengeProgressSchema = /* @__PURE__ */ (() =>
  z
    .object({
      card: cardId,
      deck: z.number().int(),
      check: z.number().int().min(0),
      skill: z.string().nullable(),
      roll: z.number().int().min(0).max(10),
      aids: z.array(cardId),
    })
    .strict())();

/**
 * A challenge being resolved: the card, its deck, which check (0-based) is being made, the
 * skill chosen for it, the skill roll seen so far (0 before rolling) and the aid cards
 * discarded for this check.
 */
export type ChallengeProgress = z.output<typeof challengeProgressSchema>;

const player = /* @__PURE__ */ (() => z.number().int().min(0).max(5))();

/**
 * What the game is waiting for: the pending step of the turn, a discriminated union on `kind`.
 * Steps that wait on a roll or a draw are chance steps; the others are decisions.
 *
 * @example
 * ```ts
 * import { stepSchema } from "@tt/warpquest";
 * stepSchema.parse({ kind: "move", player: 0 }).kind; // "move"
 * ```
 */
export const stepSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("attribute"), player, left: z.number().int().min(1), reason: z.literal(["creation", "promotion"]) }).strict(),
    z.object({ kind: z.literal("turn"), player }).strict(),
    z.object({ kind: z.literal("move"), player }).strict(),
    z.object({ kind: z.literal("move-reroll"), player, roll: z.number().int() }).strict(),
    z.object({ kind: z.literal("direction"), player, roll: z.number().int() }).strict(),
    z.object({ kind: z.literal("confront-target"), player, targets: z.array(player) }).strict(),
    z.object({ kind: z.literal("confront-skill"), player, opponent: player }).strict(),
    z.object({ kind: z.literal("confront-roll"), player, opponent: player, skill: z.string(), playerRoll: z.number().int() }).strict(),
    z.object({ kind: z.literal("draw"), player, deck: z.number().int() }).strict(),
    z.object({ kind: z.literal("choose-skill"), player, challenge: challengeProgressSchema }).strict(),
    z.object({ kind: z.literal("skill-roll"), player, challenge: challengeProgressSchema }).strict(),
    z.object({ kind: z.literal("skill-reroll"), player, challenge: challengeProgressSchema }).strict(),
    z.object({ kind: z.literal("aid"), player, challenge: challengeProgressSchema }).strict(),
    z.object({ kind: z.literal("challenge-roll"), player, challenge: challengeProgressSchema }).strict(),
    z.object({ kind: z.literal("loss-table"), player }).strict(),
    z.object({ kind: z.literal("shift"), player, direction: z.literal(["back", "ahead"]), cause: z.literal(["retreat", "victory", "loss-table", "confrontation"]) }).strict(),
    z.object({ kind: z.literal("wound"), player }).strict(),
    z.object({ kind: z.literal("heal"), player, card: cardId }).strict(),
    z.object({ kind: z.literal("lose-unit"), player }).strict(),
    z.object({ kind: z.literal("over") }).strict(),
  ]))();

/** The pending step; see {@link stepSchema}. */
export type Step = z.output<typeof stepSchema>;

/**
 * The statuses of a party: in play, killed (an officer at 0 Endurance), eliminated (a party
 * with no units left), or retired (an officer whose career is complete).
 *
 * @example
 * ```ts
 * import { PARTY_STATUSES } from "@tt/warpquest";
 * PARTY_STATUSES.includes("killed"); // true
 * ```
 */
export const PARTY_STATUSES = ["active", "killed", "eliminated", "retired"] as const;

/**
 * One player's party: position on the track (1-30), surviving units (units parties),
 * Endurance and attributes (officers), aid cards in hand, Experience Tokens, rank.
 *
 * @example
 * ```ts
 * import { partySchema } from "@tt/warpquest";
 * partySchema.shape.position.parse(1);
 * ```
 */
export const partySchema = /* @__PURE__ */ (() =>
  z
    .object({
      player: z.string(),
      position: z.number().int().min(1).max(30),
      status: z.literal(PARTY_STATUSES),
      units: z.array(z.number().int().min(0)),
      endurance: z.number().int(),
      maxEndurance: z.number().int(),
      skills: z.record(z.string(), z.number().int()),
      hand: z.array(cardId),
      experience: z.number().int().min(0),
      rank: z.number().int().min(0),
    })
    .strict())();

/** One party; see {@link partySchema}. */
export type Party = z.output<typeof partySchema>;

/**
 * The result of a finished game: the party that brought the Objective home (`winner`), or
 * `null` when every party was lost; and, for officer scenarios, each officer's career.
 *
 * @example
 * ```ts
 * import { resultSchema } from "@tt/warpquest";
 * resultSchema.parse({ winner: "p1", officers: [] }).winner; // "p1"
 * ```
 */
export const resultSchema = /* @__PURE__ */ (() =>
  z
    .object({
      winner: z.string().nullable(),
      officers: z.array(z.object({ player: z.string(), rank: z.string(), promotions: z.number().int(), alive: z.boolean() }).strict()),
    })
    .strict())();

/** The result of a game; see {@link resultSchema}. */
export type Result = z.output<typeof resultSchema>;

/**
 * The state of one deck, compactly: `out` lists the positions (in the deck's card list) of
 * cards out of the draw pile since the last reshuffle (in hands, in play or discarded;
 * for an ordered list, the marked entries; for a cup, the markers taken), `discard` those of
 * them on the discard pile. The draw pile is every other card of the list.
 *
 * @see WQ-DRAW
 * @example
 * ```ts
 * import { deckStateSchema } from "@tt/warpquest";
 * deckStateSchema.parse({ out: [3, 7], discard: [3] });
 * ```
 */
export const deckStateSchema = /* @__PURE__ */ (() => z.object({ out: z.array(z.number().int().min(0)), discard: z.array(z.number().int().min(0)) }).strict())();

/** One deck's state; see {@link deckStateSchema}. */
export type DeckState = z.output<typeof deckStateSchema>;

/**
 * A state snapshot, as JSON. `decks` holds one {@link DeckState} per module deck (then the
 * Aid deck, if the scenario has one); the rules part records the options the rules read.
 *
 * @example
 * ```ts
 * import { stateSchema, sharpe } from "@tt/warpquest";
 * stateSchema.parse(JSON.parse(JSON.stringify(sharpe.setup(sharpe.optionsSchema.parse({})))));
 * ```
 */
export const stateSchema = /* @__PURE__ */ (() =>
  z
    .object({
      schemaVersion: z.literal(SCHEMA_VERSION),
      scenario: z.string(),
      rules: z
        .object({
          experience: z.literal(["every-win", "unnamed-success"]),
          lostUnit: z.literal(["endurance-point", "wound"]),
          campaigns: z.number().int(),
          campaignEnd: z.literal(["each", "first"]),
          draw: z.literal(DRAW_METHODS),
          deckChanges: z.array(z.object({ module: z.number().int(), remove: z.array(cardId), add: z.array(cardId) }).strict()),
        })
        .strict(),
      parties: z.array(partySchema).min(1).max(6),
      turn: player,
      objective: z.object({ holder: player.nullable() }).strict(),
      decks: z.array(deckStateSchema),
      step: stepSchema,
      result: resultSchema.nullable(),
    })
    .strict())();
