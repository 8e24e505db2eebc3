import { RuleError, checkSchemaVersion, dieRoll, indexOfInput, parseWith, type Applied, type Chance, type ChanceOutcome, type Decision, type Game, type Next, type StepDetail } from "@tt/engine";
import { offsetToHex } from "@tt/hexgrid";
import { SherwoodError } from "../errors";
import type { SherwoodRules } from "../rules-data";
import { checkPieces } from "../rules/checks";
import { sherwoodRules } from "../sherwood";
import { activeSide, pieceOf, type GameContext } from "./context";
import { advance, advanceActions } from "./advance";
import { attack, attackActions, rollCombat } from "./attack";
import { dismountPlaces, placeDismounted, retreatEnds, retreatTo } from "./effects";
import type { SherwoodEvent } from "./events";
import { rollDamage, rollToHit, shoot, shootActions } from "./fire";
import { initiationAttack, initiationShot, rollInitiation } from "./initiation";
import { invariantProblems } from "./invariants";
import { jumpAttack, jumpAttackActions } from "./jump";
import { dismount, mount, moveActions, rollJump, step } from "./move";
import {
  SHERWOOD_GAME_SCHEMA_VERSION,
  sherwoodOptionsSchema,
  sherwoodStateSchema,
  type GamePiece,
  type SherwoodAction,
  type SherwoodOptions,
  type SherwoodOutcome,
  type SherwoodResult,
  type SherwoodState,
} from "./schemas";
import { endPhase, gameResult } from "./turn";

/**
 * The Sherwood game, an `@tt/engine` {@link Game}: a skirmish on one map under the standard rules
 * (SHW-2 to SHW-6.6), every roll a chance step with exact odds, every choice a decision.
 *
 * @example
 * ```ts
 * import type { SherwoodGame } from "@tt/sherwood";
 * const phaseOf = (game: SherwoodGame, state: ReturnType<SherwoodGame["setup"]>) => state.phase;
 * ```
 */
export interface SherwoodGame extends Game<SherwoodState, SherwoodAction, SherwoodOutcome, SherwoodOptions, SherwoodResult, SherwoodEvent> {
  /** The compiled rules it plays with. */
  readonly rules: SherwoodRules;
  /** What the next step is, with its {@link StepDetail}. */
  next(state: SherwoodState): Next<SherwoodAction, SherwoodOutcome, SherwoodResult, StepDetail>;
  /**
   * Reads a state snapshot (`JSON.parse` of a saved game): its version, its schema and the game's
   * invariants (one living piece per place, pieces on the board, riders on two hexes, ids that exist).
   *
   * @param json - the snapshot
   * @returns the state
   * @throws {@link SherwoodError} `sherwood/invalid-snapshot` with the path, or `sherwood/unsupported-schema-version`
   */
  parseState(json: unknown): SherwoodState;
  /** What `player` sees: in a skirmish under the standard rules nothing is hidden, so the whole state. */
  view(state: SherwoodState, player: string): SherwoodState;
}

const D10: readonly ChanceOutcome<SherwoodOutcome>[] = Object.freeze(
  Array.from({ length: 10 }, (_, k) => Object.freeze({ outcome: Object.freeze({ type: "die" as const, face: k + 1 }), probability: 1 / 10 })),
);
const D10_ROLL = Object.freeze(dieRoll(10, "roll a ten-sided die: 0 counts as 10"));
const END: SherwoodAction = Object.freeze({ type: "end-phase" });
const STAY: SherwoodAction = Object.freeze({ type: "stay" });

function invalidOptions(message: string, path: string): SherwoodError {
  return new SherwoodError("sherwood/invalid-options", `${path}: ${message}`, path);
}

function placePieces(rules: SherwoodRules, options: SherwoodOptions): GamePiece[] {
  const board = rules.map(options.map);
  const pieces: GamePiece[] = [];
  options.sides.forEach((side, s) => {
    side.force.forEach((f, i) => {
      const [col, row] = f.at.split(",").map(Number) as [number, number];
      const piece: GamePiece = { id: f.character, camp: side.id, character: f.character, at: board.toBoard(options.map, offsetToHex({ col, row }, "odd-r")) };
      pieces.push(f.mounted === true ? { ...piece, mounted: true, facing: f.facing ?? 0 } : piece);
      if (pieces.filter((p) => p.id === f.character).length > 1) throw invalidOptions(`${f.character} is in two forces`, `options.sides[${s}].force[${i}].character`);
    });
  });
  if (new Set(options.sides.map((s) => s.id)).size !== options.sides.length) throw invalidOptions("two sides have one id", "options.sides");
  try {
    checkPieces(rules, board, pieces);
  } catch (error) {
    if (error instanceof SherwoodError) throw invalidOptions(error.message, "options.sides");
    throw error;
  }
  return pieces;
}

/**
 * Builds the Sherwood game on a data set (the shipped one by default).
 *
 * @param rules - compiled rules (`sherwoodRules`, or `loadSherwoodData` of corrected data)
 * @returns the game
 * @example
 * ```ts
 * import { createSherwood } from "@tt/sherwood";
 * const game = createSherwood();
 * const state = game.setup(game.optionsSchema.parse({ map: "the-inn", sides: [{ id: "saxons", force: [{ character: "robin", at: "2,2" }] }, { id: "normans", force: [{ character: "bero", at: "9,9" }] }] }));
 * game.next(state).kind; // "decision": the Saxons' missile fire phase
 * ```
 */
export function createSherwood(rules: SherwoodRules = sherwoodRules): SherwoodGame {
  const contexts = new Map<string, GameContext>();
  const ctxOf = (state: SherwoodState): GameContext => {
    const known = contexts.get(state.map);
    if (known !== undefined) return known;
    const c = { rules, board: rules.map(state.map) };
    contexts.set(state.map, c);
    return c;
  };

  function setup(raw: SherwoodOptions): SherwoodState {
    const options = parseWith(sherwoodOptionsSchema, raw, ({ path, message, issues }) => new SherwoodError("sherwood/invalid-options", message, path, issues), ["options"]);
    try {
      rules.map(options.map);
    } catch {
      throw invalidOptions(`there is no map "${options.map.slice(0, 40)}"`, "options.map");
    }
    const pieces = placePieces(rules, options);
    return {
      schemaVersion: SHERWOOD_GAME_SCHEMA_VERSION,
      map: options.map,
      rules: options.rules,
      riderTurn: options.riderTurn,
      tieRule: options.tieRule,
      turns: options.turns,
      turn: 1,
      sides: options.sides.map((s) => s.id),
      active: 0,
      phase: "fire",
      pieces,
      fallen: [],
      fired: [],
      attacked: [],
      moved: [],
      moving: null,
      roll: null,
      effects: [],
      scores: Object.fromEntries(options.sides.map((side) => [side.id, 0])),
      advance: null,
    };
  }

  function chance(state: SherwoodState): Chance<SherwoodOutcome, StepDetail> {
    const roll = state.roll!;
    const side = activeSide(state);
    switch (roll.roll) {
      case "to-hit":
        return {
          kind: "chance",
          purpose: `${roll.shooter}'s roll to hit ${roll.target} (${roll.band} range)`,
          outcomes: D10,
          roll: D10_ROLL,
          detail: { rule: "SHW-3.3", ask: "roll-to-hit", player: side, table: "missileHit", dice: "1d10", modifiers: roll.modifiers, subject: { shooter: roll.shooter, target: roll.target } },
        };
      case "damage":
        return {
          kind: "chance",
          purpose: `${roll.shooter}'s damage roll against ${roll.target}`,
          outcomes: D10,
          roll: D10_ROLL,
          detail: {
            rule: "SHW-3.4",
            ask: "damage-roll",
            player: side,
            table: roll.table === "rider" ? "riderMissileDamage" : "infantryMissileDamage",
            dice: "1d10",
            modifiers: roll.modifiers,
            subject: { shooter: roll.shooter, target: roll.target },
          },
        };
      case "combat":
        return {
          kind: "chance",
          purpose: `${roll.attackers.join(" and ")} attack ${roll.defender}`,
          outcomes: D10,
          roll: D10_ROLL,
          detail: {
            rule: "SHW-5",
            ask: "combat-roll",
            player: side,
            table: roll.table === "mounted" ? "mountedCombat" : "footCombat",
            dice: "1d10",
            modifiers: roll.shifts,
            subject: { defender: roll.defender, attackers: roll.attackers.join(",") },
          },
        };
      case "initiation-fire":
        return {
          kind: "chance",
          purpose: `${roll.shooter} shoots at ${roll.target}`,
          outcomes: D10,
          roll: D10_ROLL,
          detail: { rule: "SHW-I.FIRE", ask: "fire-roll", player: side, table: "initiationFire", dice: "1d10", subject: { shooter: roll.shooter, target: roll.target, key: roll.key } },
        };
      case "initiation-attack":
        return {
          kind: "chance",
          purpose: `${roll.attackers.join(" and ")} attack ${roll.defender}`,
          outcomes: D10,
          roll: D10_ROLL,
          detail: {
            rule: "SHW-I.ATTACK",
            ask: "attack-roll",
            player: side,
            table: "initiationAttack",
            dice: "1d10",
            subject: { defender: roll.defender, attackers: roll.attackers.join(","), key: roll.key },
          },
        };
      case "jump":
        return {
          kind: "chance",
          purpose: `${roll.piece}'s jump roll`,
          outcomes: D10,
          roll: D10_ROLL,
          detail: { rule: "SHW-4.5", ask: "jump-roll", player: side, table: "jump", dice: "1d10", modifiers: roll.modifiers, subject: { piece: roll.piece } },
        };
      default: {
        const never: never = roll;
        throw new Error(`unknown roll ${String(never)}`);
      }
    }
  }

  function effectDecision(ctx: GameContext, state: SherwoodState): Decision<SherwoodAction, StepDetail> {
    const effect = state.effects[0]!;
    const piece = pieceOf(state, effect.piece);
    if (effect.do === "retreat") {
      const actions = retreatEnds(ctx, state, piece, effect.hexes ?? 1, effect.away ?? []).map((e): SherwoodAction => ({ type: "retreat", piece: piece.id, to: e.to }));
      return {
        kind: "decision",
        player: piece.camp,
        prompt: `${piece.id} retreats ${effect.hexes ?? 1} hex${effect.hexes === 2 ? "es" : ""}: where to?`,
        actions,
        detail: { rule: "SHW-6.1", ask: "retreat", subject: { piece: piece.id } },
      };
    }
    const actions = dismountPlaces(ctx, state, piece).map((to): SherwoodAction => ({ type: "place", piece: piece.id, to }));
    return {
      kind: "decision",
      player: piece.camp,
      prompt: `${piece.id} is dismounted: place him beside his horse`,
      actions,
      detail: { rule: "SHW-6.4", ask: "place-dismounted", subject: { piece: piece.id } },
    };
  }

  // States are never mutated, so what comes next is computed once per state (apply asks it too).
  const nexts = new WeakMap<SherwoodState, Next<SherwoodAction, SherwoodOutcome, SherwoodResult, StepDetail>>();
  function next(state: SherwoodState): Next<SherwoodAction, SherwoodOutcome, SherwoodResult, StepDetail> {
    const known = nexts.get(state);
    if (known !== undefined) return known;
    const found = computeNext(state);
    nexts.set(state, found);
    return found;
  }

  function computeNext(state: SherwoodState): Next<SherwoodAction, SherwoodOutcome, SherwoodResult, StepDetail> {
    const ctx = ctxOf(state);
    if (state.roll !== null) return chance(state);
    if (state.effects.length > 0) return effectDecision(ctx, state);
    const result = gameResult(state);
    if (result !== null) return { kind: "over", result };
    if (state.advance !== null) {
      const side = state.advance.side;
      return {
        kind: "decision",
        player: side,
        prompt: `${side}: advance after combat (up to half the movement allowance), or stay`,
        actions: [...advanceActions(ctx, state), STAY],
        detail: { rule: "SHW-6.3", ask: "advance", subject: { side } },
      };
    }
    const side = activeSide(state);
    const actions =
      state.phase === "fire"
        ? shootActions(ctx, state)
        : state.phase === "move"
          ? moveActions(ctx, state)
          : state.rules === "initiation"
            ? attackActions(ctx, state)
            : [...attackActions(ctx, state), ...jumpAttackActions(ctx, state)];
    const words = state.phase === "fire" ? "missile fire: shoot" : state.phase === "move" ? "movement: move a character a step" : "combat: attack";
    return {
      kind: "decision",
      player: side,
      prompt: `${side}, turn ${state.turn}, ${words}, or end the phase`,
      actions: [...actions, END],
      detail: { rule: "SHW-2", ask: `${state.phase}-phase`, subject: { side, turn: state.turn } },
    };
  }

  function resolve(ctx: GameContext, state: SherwoodState, face: number): { state: SherwoodState; events: SherwoodEvent[] } {
    switch (state.roll!.roll) {
      case "to-hit":
        return rollToHit(ctx, state, face);
      case "damage":
        return rollDamage(ctx, state, face);
      case "combat":
        return rollCombat(ctx, state, face);
      case "jump":
        return rollJump(ctx, state, face);
      case "initiation-fire":
      case "initiation-attack":
        return rollInitiation(ctx, state, face);
      default: {
        const never: never = state.roll!;
        throw new Error(`unknown roll ${String(never)}`);
      }
    }
  }

  function act(ctx: GameContext, state: SherwoodState, action: SherwoodAction): { state: SherwoodState; events: SherwoodEvent[] } {
    switch (action.type) {
      case "shoot":
        return state.rules === "initiation" ? initiationShot(ctx, state, action.shooter, action.target) : shoot(ctx, state, action.shooter, action.target);
      case "step":
        return step(ctx, state, action.piece, action.to);
      case "dismount":
        return dismount(ctx, state, action.piece, action.to);
      case "mount":
        return mount(ctx, state, action.piece, action.horse);
      case "attack":
        return state.rules === "initiation" ? initiationAttack(ctx, state, action.attackers, action.defender) : attack(ctx, state, action.attackers, action.defender);
      case "jump-attack":
        return jumpAttack(ctx, state, action.piece, action.defender, action.to);
      case "retreat":
        return retreatTo(ctx, state, action.to);
      case "place":
        return placeDismounted(ctx, state, action.to);
      case "advance":
        return advance(ctx, state, action.piece, action.to);
      case "stay":
        return { state: { ...state, advance: null }, events: [] };
      case "end-phase":
        return endPhase(state);
      default: {
        const never: never = action;
        throw new Error(`unknown action ${String(never)}`);
      }
    }
  }

  function apply(state: SherwoodState, input: SherwoodAction | SherwoodOutcome): Applied<SherwoodState, SherwoodEvent> {
    const now = next(state);
    if (now.kind === "over") throw new RuleError("sherwood/game-over", "the game is over");
    const at = indexOfInput(now, input);
    if (at < 0) {
      const what = now.kind === "chance" ? `a d10 face from 1 to 10 for ${now.purpose}` : `one of the ${now.actions.length} actions ${now.player} has now`;
      throw new RuleError("sherwood/illegal-input", `not a legal input here: expected ${what}`, now.detail?.rule);
    }
    const ctx = ctxOf(state);
    const applied = now.kind === "chance" ? resolve(ctx, state, now.outcomes[at]!.outcome.face) : act(ctx, state, now.actions[at]!);
    return { state: dropEmptyAdvance(ctx, applied.state), events: applied.events };
  }

  /** An advance after combat nobody can make is not asked about (SHW-6.3). */
  function dropEmptyAdvance(ctx: GameContext, state: SherwoodState): SherwoodState {
    if (state.advance === null || state.effects.length > 0 || state.roll !== null || advanceActions(ctx, state).length > 0) return state;
    return { ...state, advance: null };
  }

  function parseState(json: unknown): SherwoodState {
    checkSchemaVersion(json, SHERWOOD_GAME_SCHEMA_VERSION, ({ message, path }) => new SherwoodError("sherwood/unsupported-schema-version", message, path));
    const state = parseWith(sherwoodStateSchema, json, ({ path, message, issues }) => new SherwoodError("sherwood/invalid-snapshot", message, path, issues));
    const problems = invariantProblems(rules, state);
    if (problems.length > 0) throw new SherwoodError("sherwood/invalid-snapshot", `${problems[0]!.path}: ${problems[0]!.message}`, problems[0]!.path, problems);
    return state;
  }

  return {
    id: "sherwood",
    version: "1",
    rules,
    optionsSchema: sherwoodOptionsSchema,
    setup,
    next,
    apply,
    view: (state) => state,
    parseState,
  };
}

/**
 * The Sherwood game on the shipped data.
 *
 * @example
 * ```ts
 * import { sherwood } from "@tt/sherwood";
 * sherwood.id; // "sherwood"
 * ```
 */
export const sherwood: SherwoodGame = /* @__PURE__ */ createSherwood();
