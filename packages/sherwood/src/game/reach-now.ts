import type { Located, RiderPosition } from "@tt/hexgrid";
import type { SherwoodRules } from "../rules-data";
import { sherwoodRules } from "../sherwood";
import { boardOfState } from "./board-of";
import { activeSide, actsAlone, pieceOf, type GameContext } from "./context";
import { moveActions, movementAllowance, movementSpent, placeKey, placeOf, stepsOf, takeStep, type Place, type StepTarget } from "./move";
import { pieceOnBoard } from "./piece-on-board";
import { forcedDrive, scenarioFilter } from "./scenario-rules";
import type { SherwoodState } from "./schemas";

/**
 * A place a piece may still end its move on this phase ({@link reachNow}): where, at what cost from
 * where it stands, by which steps.
 *
 * @example
 * ```ts
 * import type { ReachPlace } from "@tt/sherwood";
 * const hexOf = (p: ReachPlace) => ("front" in p.at ? p.at.front : p.at);
 * ```
 */
export interface ReachPlace {
  /** The place: a `Located` on foot (level 1 up a tree or upstairs), a `RiderPosition` riding. */
  readonly at: Located | RiderPosition;
  /** The movement points it costs from where the piece stands now. */
  readonly cost: number;
  /** The places its steps end on, where it stands first and `at` last (a step through friends passes them, SHW-4.1). */
  readonly path: readonly (Located | RiderPosition)[];
  /** Its last step is a jump: the move ends there with a jump roll (SHW-4.5). */
  readonly jump: boolean;
}

/**
 * Where a piece may still end its move this phase ({@link reachNow}), and the movement points it has
 * to do it with.
 *
 * @example
 * ```ts
 * import type { ReachNow } from "@tt/sherwood";
 * const line = (r: ReachNow) => `${r.left} of ${r.allowance} MP left, ${r.places.length} places in reach`;
 * ```
 */
export interface ReachNow {
  /** The piece's id. */
  readonly piece: string;
  /** Where it stands. */
  readonly from: Located | RiderPosition;
  /** Its movement allowance this turn: the counter's (wounded, mounted), or a scenario's override (SHW-S.6's wolf leader, 10 MP). */
  readonly allowance: number;
  /** The movement points it has spent this phase (`state.moving`: none unless it is the piece moving). */
  readonly spent: number;
  /** `allowance - spent`, the points it may still spend. */
  readonly left: number;
  /** Whether the game offers it a step now (its side's movement phase, not yet moved, no roll or question pending, no scenario rule holding it). */
  readonly canMove: boolean;
  /** Every place it may end its move on, not counting where it stands, cheapest first; none when it cannot move now. */
  readonly places: readonly ReachPlace[];
}

interface Open {
  readonly key: string;
  readonly cost: number;
  readonly path: readonly Place[];
  readonly target: StepTarget;
  readonly before: SherwoodState;
}

/** The step targets the game offers the piece in `state` that the scenario's rules leave (SHW-S.6's blinded, no climbing). */
function allowedSteps(ctx: GameContext, state: SherwoodState, id: string): StepTarget[] {
  return stepsOf(ctx, state, pieceOf(state, id)).filter((t) => scenarioFilter(ctx, state, [{ type: "step", piece: id, to: t.to }]).length === 1);
}

/** Whether the game's decision in `state` offers the piece a step (the movement phase's, SHW-2, SHW-4). */
function offersStep(ctx: GameContext, state: SherwoodState, id: string): boolean {
  if (state.phase !== "move" || state.roll !== null || state.effects.length > 0 || state.ambush !== null || state.advance !== null) return false;
  const piece = pieceOf(state, id);
  if (piece.camp !== activeSide(state) || !actsAlone(ctx.rules, piece) || state.moved.includes(id)) return false;
  return forcedDrive(ctx, state, scenarioFilter(ctx, state, moveActions(ctx, state))).some((a) => a.type === "step" && a.piece === id);
}

/**
 * Where a piece may still end its move this phase (SHW-4), as the game itself would let it: each place
 * with its cost from where it stands and the steps there. It is worked out by the game's own step
 * rules, step after step: the movement allowance the game prices `step` actions against (the
 * counter's, or a scenario's override such as SHW-S.6's wolf leader, 10 MP, 5 wounded), less the points
 * already spent (`state.moving`), riders turning as `state.riderTurn` allows (SHW-4.2), the initiation
 * rules' costs, friends passed but not ended on (SHW-4.1), a jump ending the move (SHW-4.5), a leader
 * stepping one hex at a time where his animal can follow (SHW-7.1), and the scenario's special rules
 * (no climbing, the blinded). A front end marks these hexes; a bot weighs them.
 *
 * Works the same on a player's `view`: it reads only the pieces on the board, never the hidden ones.
 * When the game does not offer the piece a step now (another side's turn, another phase, it has moved),
 * `canMove` is false and `places` is empty; `allowance`, `spent` and `left` are still given.
 *
 * @param state - a game state, or a player's view of one
 * @param pieceId - a piece on the board
 * @param rules - the compiled rules the game plays with (default `sherwoodRules`)
 * @returns its allowance, the points spent and left, and the places in reach
 * @throws {@link SherwoodError} `sherwood/bad-argument` if `pieceId` is not a string; `sherwood/unknown-id` if no
 *   piece on the board has it (a character in ambush, one still to come, a fallen one)
 * @example
 * ```ts
 * import { reachNow, sherwood } from "@tt/sherwood";
 * let state = sherwood.setup(sherwood.optionsSchema.parse({ map: "the-inn", sides: [{ id: "saxons", force: [{ character: "much", at: "2,2" }] }, { id: "normans", force: [{ character: "bero", at: "9,9" }] }] }));
 * state = sherwood.apply(state, { type: "end-phase" }).state; // on to the Saxons' movement phase
 * const reach = reachNow(state, "much");
 * reach.left; // 7: Much has spent none of his 7 MP
 * reach.places.every((p) => p.cost <= reach.left); // true
 * ```
 */
export function reachNow(state: SherwoodState, pieceId: string, rules: SherwoodRules = sherwoodRules): ReachNow {
  const piece = pieceOnBoard(state, pieceId);
  // States are never mutated: a front end asking again (each render) is answered from the cache.
  const byState = caches.get(rules) ?? new WeakMap<SherwoodState, Map<string, ReachNow>>();
  caches.set(rules, byState);
  const known = byState.get(state) ?? new Map<string, ReachNow>();
  byState.set(state, known);
  const found = known.get(piece.id) ?? computeReach(rules, state, piece.id);
  known.set(piece.id, found);
  return found;
}

const caches = new WeakMap<SherwoodRules, WeakMap<SherwoodState, Map<string, ReachNow>>>();

function computeReach(rules: SherwoodRules, state: SherwoodState, id: string): ReachNow {
  const piece = pieceOf(state, id);
  const ctx: GameContext = { rules, board: boardOfState(rules, state) };
  const allowance = movementAllowance(ctx, state, piece);
  const spent = movementSpent(state, piece);
  const from = placeOf(ctx, piece);
  const base = { piece: piece.id, from, allowance, spent, left: allowance - spent };
  if (!offersStep(ctx, state, piece.id)) return { ...base, canMove: false, places: [] };
  // Cheapest first over the game's own steps: each place's state is the one its step leads to.
  const startKey = placeKey(from);
  const best = new Map<string, number>([[startKey, 0]]);
  const places: ReachPlace[] = [];
  const open: Open[] = [];
  const expand = (at: SherwoodState, cost: number, path: readonly Place[]) => {
    for (const target of allowedSteps(ctx, at, piece.id)) {
      const key = placeKey(target.to);
      const total = cost + target.cost;
      if ((best.get(key) ?? Number.POSITIVE_INFINITY) <= total) continue;
      best.set(key, total);
      open.push({ key, cost: total, path: [...path, target.to], target, before: at });
    }
  };
  expand(state, 0, [from]);
  while (open.length > 0) {
    let at = 0;
    for (let i = 1; i < open.length; i++) if (open[i]!.cost < open[at]!.cost) at = i;
    const node = open[at]!;
    open[at] = open[open.length - 1]!;
    open.pop();
    if (best.get(node.key) !== node.cost) continue;
    places.push({ at: node.target.to, cost: node.cost, path: node.path, jump: node.target.jump });
    // A jump ends the move (SHW-4.5); from anywhere else the piece may step on with the points it has left.
    if (!node.target.jump) expand(takeStep(ctx, node.before, piece.id, node.target).state, node.cost, node.path);
  }
  return { ...base, canMove: true, places };
}
