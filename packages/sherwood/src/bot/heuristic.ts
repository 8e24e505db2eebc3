import type { Decision, Policy, StepDetail } from "@tt/engine";
import { hexDistance, type Hex } from "@tt/hexgrid";
import { hideouts } from "../game/ambush";
import type { GameContext } from "../game/context";
import { sherwood, type SherwoodGame } from "../game/game";
import type { SherwoodAction, SherwoodState } from "../game/schemas";
import { enemiesOf, enemyDistance, bestPlace, bestStep } from "./moves";
import { scenarioObjectives } from "./objectives";
import { bestDeploy, bestHideout } from "./setup";
import { bestStrike, type Reading } from "./strikes";

type Reveal = Extract<SherwoodAction, { type: "reveal" }>;

/** The context of a state: its compiled rules and board (a scenario's joined maps, or the skirmish's map). */
function contextOf(game: SherwoodGame, state: SherwoodState): GameContext {
  return { rules: game.rules, board: state.scenario === null ? game.rules.map(state.map) : game.rules.scenario(state.scenario.number).board };
}

/** Whether a hidden character is one its side keeps out of harm (it stays hidden: nobody finds him unless he steps into his hideout). */
const keptHidden = (r: Reading, id: string): boolean => (r.goals.protect[r.state.hidden.find((h) => h.id === id)?.character ?? id] ?? 0) > 0;

/** How well a reveal places a character: beside an enemy for a fighter, within short range for a shooter; 0 when not worth it. */
function revealWorth(r: Reading, a: Reveal, reach: number): number {
  const character = r.state.hidden.find((h) => h.id === a.piece)?.character ?? a.piece;
  const weapon = r.ctx.rules.character(character).missileWeapon;
  if (keptHidden(r, a.piece)) return weapon !== null && weapon !== "javelin" && targetWithin(r, a.at, 5) ? 1 : 0;
  const d = enemyDistance(enemiesOf(r), a.at);
  if (weapon !== null && weapon !== "javelin") return d >= 2 && d <= reach + 2 ? 1 + 1 / d : 0;
  return d <= 1 ? 2 : d <= reach - 3 ? 0.5 / d : 0;
}

function bestReveal(r: Reading, actions: readonly SherwoodAction[], reach: number): SherwoodAction | undefined {
  let best: { action: SherwoodAction; score: number } | undefined;
  for (const a of actions) {
    if (a.type !== "reveal") continue;
    const score = revealWorth(r, a, reach);
    if (score > 0 && (best === undefined || score > best.score)) best = { action: a, score };
  }
  return best?.action;
}

/** Whether an enemy the side wins by taking stands within `reach` of a hex (a protected shooter shows himself only for such a shot). */
const targetWithin = (r: Reading, at: Hex, reach: number): boolean => enemiesOf(r).some((e) => (r.goals.targets[e.character ?? ""] ?? 0) > 0 && hexDistance(e.at, at) <= reach);

/** Spring the ambush (SHW-8.2) when an enemy is within reach of a hidden character's strike: beside his hideout, or within a shooter's short range. */
function worthSpringing(r: Reading): boolean {
  const places = new Map(hideouts(r.ctx).map((h) => [h.token, h.places] as const));
  const enemies = enemiesOf(r);
  for (const h of r.state.hidden) {
    if (!r.goals.camps.includes(h.camp) || h.hideout === null) continue;
    const weapon = r.ctx.rules.character(h.character).missileWeapon;
    const reach = weapon !== null && weapon !== "javelin" ? 5 : 1;
    const at: readonly Hex[] = places.get(h.hideout) ?? [];
    if (keptHidden(r, h.id)) {
      if (reach > 1 && at.some((x) => targetWithin(r, x, reach))) return true;
      continue;
    }
    if (enemies.some((e) => e.character !== undefined && at.some((x) => hexDistance(x, e.at) <= reach))) return true;
  }
  return false;
}

/** The reading of a decision: the deciding player's view, the board, its objectives. */
function readingOf(game: SherwoodGame, state: SherwoodState, player: string): Reading {
  const ctx = contextOf(game, state);
  const rules = state.scenario === null ? [] : game.rules.scenario(state.scenario.number).data.specialRules;
  return { ctx, state, goals: scenarioObjectives(game.rules, state, player), woundedLeave: rules.some((x) => x.rule === "wounded-leave") };
}

/** The bot's choice at one decision. */
function choose(game: SherwoodGame, decision: Decision<SherwoodAction, StepDetail>, full: SherwoodState): SherwoodAction {
  const state = game.view(full, decision.player);
  const r = readingOf(game, state, decision.player);
  const actions = decision.actions;
  const find = (type: SherwoodAction["type"]) => actions.find((a) => a.type === type);
  const or = (a: SherwoodAction | undefined, type: SherwoodAction["type"]) => a ?? find(type) ?? actions[0]!;
  switch (decision.detail?.ask) {
    case "deploy":
      return bestDeploy(r, actions) ?? actions[0]!;
    case "hide":
      return bestHideout(r, actions) ?? actions[0]!;
    case "spring-ambush":
      return or(worthSpringing(r) ? find("spring") : undefined, "pass");
    case "reveal":
      return or(bestReveal(r, actions, 5), "strike");
    case "ambush-attack":
      return or(bestStrike(r, actions), "end-ambush");
    case "fire-phase":
      return or(bestReveal(r, actions, 8) ?? bestStrike(r, actions), "end-phase");
    case "move-phase":
      return or(bestStep(r, actions), "end-phase");
    case "combat-phase":
      return or(bestStrike(r, actions), "end-phase");
    case "advance":
      return or(bestPlace(r, actions, true), "stay");
    case "retreat":
    case "place-dismounted":
      return bestPlace(r, actions, false) ?? actions[0]!;
    default:
      return find("end-phase") ?? actions[0]!;
  }
}

/**
 * A heuristic player for Sherwood, skirmishes and the eight scenarios alike (#21). It reads its side's
 * objectives from the scenario's data ({@link scenarioObjectives}: its victory outcomes and special
 * rules) and plays every side: it sets up in cover near its objectives (the characters it protects far
 * from the enemy, those who must leave the map near its edge, screens around the one they screen),
 * hides ambushers near what it guards and springs them when an enemy comes within reach of a hidden
 * character's strike; shoots whenever a shot may hurt and attacks at good odds by the exact tables
 * (joint attacks where ganging up pays more than the attackers' lone strikes), never strikes a
 * character whose harm would lose, and takes alive (by surrender, SHW-6.6) those it must capture; moves
 * its fighters by walking distance onto its targets, those who block onto the ones leaving, shooters to
 * cover within range, its wounded and the characters it protects away from the enemy; walks scenario 3's
 * escaped prisoners off the map and scenario 2's couple to the chapel. It decides from the deciding
 * player's view only (`game.view`), and a whole game takes a fraction of a second.
 *
 * @param game - the game (default `sherwood`)
 * @returns a policy for every player
 * @example
 * ```ts
 * import { runGame, seededChance } from "@tt/engine";
 * import { sherwood, sherwoodBot } from "@tt/sherwood";
 * const options = sherwood.optionsSchema.parse({ scenario: 7 });
 * runGame(sherwood, options, { policies: sherwoodBot(), chance: seededChance(1) }).result.winners; // e.g. ["richards-supporters"]
 * ```
 */
export function sherwoodBot(game: SherwoodGame = sherwood): Policy<SherwoodState, SherwoodAction> {
  return (decision, full) => choose(game, decision as Decision<SherwoodAction, StepDetail>, full);
}
