import type { Decision, Policy } from "@tt/engine";
import { hexDistance, type Hex } from "@tt/hexgrid";
import { sherwood, type SherwoodGame } from "../game/game";
import { actionOdds } from "../game/odds";
import type { SherwoodAction, SherwoodState } from "../game/schemas";
import { pieceHexes } from "../rules/pieces";

/** What each told outcome is worth to the side striking: harm to the enemy counts for it, harm to its own against it. */
function worth(what: readonly string[], own: ReadonlySet<string>): number {
  let total = 0;
  for (const w of what) {
    const [piece = "", ...rest] = w.split(" ");
    const effect = rest.join(" ");
    const value = effect === "killed" ? 10 : effect === "wounded" || effect.startsWith("dismount") ? 5 : effect === "stunned" ? 4 : effect.startsWith("retreats") ? 1 : 0;
    total += own.has(piece) ? -value : value;
  }
  return total;
}

const expected = (state: SherwoodState, action: SherwoodAction, game: SherwoodGame, own: ReadonlySet<string>): number =>
  actionOdds(state, action, game).outcomes.reduce((s, o) => s + o.probability * worth(o.what, own), 0);

function nearestEnemy(state: SherwoodState, side: string, from: Hex): number {
  let best = Number.POSITIVE_INFINITY;
  for (const p of state.pieces) if (p.camp !== side && p.character !== undefined) for (const h of pieceHexes(p)) best = Math.min(best, hexDistance(h, from));
  return best;
}

const placeHex = (to: Extract<SherwoodAction, { type: "step" }>["to"]): Hex => ("front" in to ? to.front : to);

/** Whether the character moving now is within two hexes of one of the side's own hideouts (its own view shows them). */
function moverNearHideout(state: SherwoodState, side: string, game: SherwoodGame): boolean {
  const mover = state.moving === null ? undefined : state.pieces.find((p) => p.id === state.moving!.piece);
  if (mover === undefined) return false;
  const board = game.rules.map(state.map);
  const hexes = state.hidden.flatMap((h) => {
    if (h.camp !== side || h.hideout === null) return [];
    const [kind, id = ""] = h.hideout.split(":");
    return kind === "tree" ? board.tree(id).hexes : board.building(id).hexes;
  });
  return hexes.some((h) => hexDistance(h, mover.at) <= 2);
}

/** The best strike (shot or attack) on offer by expected worth, if any is worth making. */
function bestStrike(decision: Decision<SherwoodAction>, state: SherwoodState, game: SherwoodGame): SherwoodAction | undefined {
  const own = new Set(state.pieces.filter((p) => p.camp === decision.player).map((p) => p.id));
  let best: { action: SherwoodAction; value: number } | undefined;
  for (const action of decision.actions) {
    if (action.type !== "shoot" && action.type !== "attack" && action.type !== "jump-attack") continue;
    const value = expected(state, action, game, own);
    if (value > 0.5 && (best === undefined || value > best.value)) best = { action, value };
  }
  return best?.action;
}

/** A step that closes on the nearest enemy (archers stop at 3 hexes, within their short range), or none. */
function bestStep(decision: Decision<SherwoodAction>, state: SherwoodState, game: SherwoodGame): SherwoodAction | undefined {
  let best: { action: SherwoodAction; gain: number } | undefined;
  for (const action of decision.actions) {
    if (action.type !== "step") continue;
    const piece = state.pieces.find((p) => p.id === action.piece);
    if (piece === undefined || piece.state === "wounded") continue;
    const shooter = piece.character !== undefined && game.rules.character(piece.character).missileWeapon !== null;
    const now = nearestEnemy(state, decision.player, piece.at);
    const then = nearestEnemy(state, decision.player, placeHex(action.to));
    if (shooter && then < 3) continue;
    const gain = now - then;
    if (gain > 0 && (best === undefined || gain > best.gain)) best = { action, gain };
  }
  return best?.action;
}

/**
 * A heuristic player for Sherwood skirmishes (#21's first cut): shoots and attacks when the exact odds
 * promise more harm to the enemy than to itself (joint attacks included, by the same measure), closes
 * on the nearest enemy (archers hold at three hexes), keeps its wounded back, springs an ambush when a
 * strike is on offer and reveals its ambushers next to the enemy, and advances or retreats at its first
 * choice. It reads only what the state shows the deciding side (`game.view`).
 *
 * @param game - the game (default `sherwood`)
 * @returns a policy for every side
 * @example
 * ```ts
 * import { runGame, seededChance } from "@tt/engine";
 * import { sherwood, sherwoodBot } from "@tt/sherwood";
 * const options = sherwood.optionsSchema.parse({ map: "woods-edge", sides: [{ id: "a", force: [{ character: "robin", at: "2,8" }] }, { id: "b", force: [{ character: "bero", at: "12,4" }] }] });
 * runGame(sherwood, options, { policies: sherwoodBot(), chance: seededChance(1) }).result;
 * ```
 */
export function sherwoodBot(game: SherwoodGame = sherwood): Policy<SherwoodState, SherwoodAction> {
  return (decision, full) => {
    const state = game.view(full, decision.player);
    const actions = decision.actions;
    const find = (type: SherwoodAction["type"]) => actions.find((a) => a.type === type);
    const strike = bestStrike(decision, state, game);
    if (strike !== undefined) return strike;
    const ask = decision.detail?.ask;
    if (ask === "spring-ambush") return moverNearHideout(state, decision.player, game) ? find("spring")! : find("pass")!;
    const reveals = actions.filter((a): a is Extract<SherwoodAction, { type: "reveal" }> => a.type === "reveal");
    const closest = reveals.reduce<{ action: SherwoodAction; distance: number } | undefined>((best, a) => {
      const distance = nearestEnemy(state, decision.player, a.at);
      return best === undefined || distance < best.distance ? { action: a, distance } : best;
    }, undefined);
    // Springing, reveal those who can strike at once; at its own turn's start, bring every hidden one into play.
    if (ask === "reveal") return closest !== undefined && closest.distance <= 3 ? closest.action : find("strike")!;
    if (ask === "fire-phase" && closest !== undefined) return closest.action;
    if (ask === "move-phase") return bestStep(decision, state, game) ?? find("end-phase")!;
    return find("end-ambush") ?? find("stay") ?? find("end-phase") ?? actions[0]!;
  };
}
