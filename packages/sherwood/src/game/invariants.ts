import type { TtIssue } from "@tt/engine";
import { SherwoodError } from "../errors";
import type { SherwoodRules } from "../rules-data";
import { checkPieces } from "../rules/checks";
import { terrainEntry } from "../rules/movement";
import { hideouts } from "./ambush";
import { cartProblems } from "./carts";
import type { SherwoodState } from "./schemas";

/** A scenario's bookkeeping: pieces waiting are nowhere else, and every camp named is a side. */
function scenarioProblems(state: SherwoodState, onBoard: ReadonlySet<string>): TtIssue[] {
  const problems: TtIssue[] = [];
  const hidden = new Set(state.hidden.map((h) => h.id));
  const seen = new Set<string>();
  for (const [i, w] of state.waiting.entries()) {
    if (onBoard.has(w.id) || hidden.has(w.id) || seen.has(w.id)) problems.push({ path: `waiting[${i}].id`, message: "a piece waiting to be set up or to enter is nowhere else" });
    if (!state.sides.includes(w.camp)) problems.push({ path: `waiting[${i}].camp`, message: "no such side" });
    if ((w.character === undefined) === (w.animal === undefined)) problems.push({ path: `waiting[${i}]`, message: "names exactly one of character and animal" });
    seen.add(w.id);
  }
  for (const [i, p] of state.pieces.entries()) {
    const alliance = Object.hasOwn(state.alliances, p.camp) ? state.alliances[p.camp] : p.camp;
    if ((p.alliance ?? p.camp) !== alliance) problems.push({ path: `pieces[${i}].alliance`, message: `${p.camp}'s alliance is ${alliance}` });
  }
  for (const key of ["alliances", "controllers", "entered"] as const)
    for (const camp of Object.keys(state[key])) if (!state.sides.includes(camp)) problems.push({ path: `${key}.${camp.slice(0, 40)}`, message: "no such side" });
  if (state.scenario === null && (state.waiting.length > 0 || state.fates.length > 0 || state.vigil !== null))
    problems.push({ path: "scenario", message: "only a scenario has pieces waiting, fates or a vigil" });
  return problems;
}

/**
 * Every way a state breaks the game's invariants, the ones the conformance kit checks at every step
 * and `parseState` checks on a snapshot: a known map; pieces valid on it (ids unique, known characters
 * and animals, on the board, riders on two hexes, one living piece per place but passengers in a cart, SHW-1.1,
 * SHW-7.2; carts on flat ground, right behind the animal drawing them); no piece where
 * it could not stand (a wall's other side, the hearth, a rider inside a building); sides and the active
 * one; every id the state names is a piece's or a fallen character's; a pending roll or effect names
 * pieces that exist.
 *
 * @param rules - the compiled rules
 * @param state - a state (already of the state schema)
 * @returns the problems, each with its JSON path; none for a sound state
 * @example
 * ```ts
 * import { invariantProblems, sherwood, sherwoodRules } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse({ map: "the-inn", sides: [{ id: "a", force: [{ character: "robin", at: "2,2" }] }, { id: "b", force: [{ character: "bero", at: "9,9" }] }] }));
 * invariantProblems(sherwoodRules, state); // []
 * ```
 */
export function invariantProblems(rules: SherwoodRules, state: SherwoodState): TtIssue[] {
  const problems: TtIssue[] = [];
  let board: ReturnType<SherwoodRules["map"]>;
  try {
    board = state.scenario === null ? rules.map(state.map) : rules.scenario(state.scenario.number).board;
  } catch {
    return state.scenario === null ? [{ path: "map", message: `there is no map ${JSON.stringify(state.map.slice(0, 40))}` }] : [{ path: "scenario.number", message: "there is no such scenario" }];
  }
  try {
    checkPieces(rules, board, state.pieces);
  } catch (error) {
    if (!(error instanceof SherwoodError)) throw error;
    const prefix = `${error.path}: `;
    problems.push({ path: error.path, message: error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message });
    return problems;
  }
  state.pieces.forEach((p, i) => {
    const riding = p.mounted === true && p.facing !== undefined;
    const entry = terrainEntry(rules, board, riding && board.info(p.at)?.room === null, p.at);
    if ("rule" in entry && board.info(p.at)?.level === 0) problems.push({ path: `pieces[${i}].at`, message: `${p.id} stands where it may not: ${entry.reason}` });
    if (p.mounted === true && p.facing === undefined) problems.push({ path: `pieces[${i}].facing`, message: "a rider has a facing" });
  });
  problems.push(...cartProblems(board, state));
  if (new Set(state.sides).size !== state.sides.length) problems.push({ path: "sides", message: "two sides have one id" });
  if (state.active >= state.sides.length) problems.push({ path: "active", message: `there are ${state.sides.length} sides` });
  const known = new Set([...state.pieces.map((p) => p.id), ...state.fallen.map((p) => p.id)]);
  const living = new Set(state.pieces.map((p) => p.id));
  for (const key of ["fired", "attacked", "moved"] as const) {
    for (const [i, id] of state[key].entries()) if (!known.has(id)) problems.push({ path: `${key}[${i}]`, message: `no piece "${id.slice(0, 40)}"` });
  }
  if (state.moving !== null && !living.has(state.moving.piece)) problems.push({ path: "moving.piece", message: "no such living piece" });
  for (const [i, e] of state.effects.entries()) if (!known.has(e.piece)) problems.push({ path: `effects[${i}].piece`, message: "no such piece" });
  const roll = state.roll;
  if (roll !== null) {
    const named =
      roll.roll === "combat" || roll.roll === "initiation-attack"
        ? [...roll.attackers, roll.defender]
        : roll.roll === "jump"
          ? [roll.piece, ...(roll.attack === undefined ? [] : [roll.attack.defender])]
          : roll.roll === "initiative"
            ? []
            : roll.roll === "blinding"
              ? [roll.piece, roll.target]
              : [roll.shooter, roll.target];
    if (!named.every((id) => living.has(id))) problems.push({ path: "roll", message: "the pending roll names a piece that is not on the board" });
    if (state.effects.length > 0) problems.push({ path: "effects", message: "effects wait while a roll is pending" });
  }
  for (const side of Object.keys(state.scores)) if (!state.sides.includes(side)) problems.push({ path: `scores.${side.slice(0, 40)}`, message: "no such side" });
  if (state.advance !== null) {
    if (!state.sides.includes(state.advance.side)) problems.push({ path: "advance.side", message: "no such side" });
    for (const [i, id] of state.advance.pieces.entries()) if (!known.has(id)) problems.push({ path: `advance.pieces[${i}]`, message: "no such piece" });
  }
  const onBoard = new Set([...state.pieces.map((p) => p.id), ...state.fallen.map((p) => p.id)]);
  const tokens = new Map(hideouts({ rules, board }).map((o) => [o.token, o]));
  for (const [i, h] of state.hidden.entries()) {
    if (onBoard.has(h.id) || state.hidden.findIndex((x) => x.id === h.id) !== i) problems.push({ path: `hidden[${i}].id`, message: "a hidden character is nowhere else" });
    if (!state.sides.includes(h.camp)) problems.push({ path: `hidden[${i}].camp`, message: "no such side" });
    if (!rules.characters.some((c) => c.id === h.character)) problems.push({ path: `hidden[${i}].character`, message: "no such character" });
    if (h.hideout === null) continue;
    const hideout = tokens.get(h.hideout);
    if (hideout === undefined) problems.push({ path: `hidden[${i}].hideout`, message: "no such hideout on the board" });
    else if (state.hidden.filter((x) => x.hideout === h.hideout).length > hideout.capacity)
      problems.push({ path: `hidden[${i}].hideout`, message: `more characters hide there than it holds (${hideout.capacity}, SHW-8.1)` });
  }
  for (const [i, l] of state.led.entries()) {
    if (!living.has(l.by) || !living.has(l.animal)) problems.push({ path: `led[${i}]`, message: "a lead names a piece that is not on the board" });
  }
  if (state.ambush !== null) {
    if (!state.sides.includes(state.ambush.side)) problems.push({ path: "ambush.side", message: "no such side" });
    for (const key of ["revealed", "acted"] as const) for (const [i, id] of state.ambush[key].entries()) if (!known.has(id)) problems.push({ path: `ambush.${key}[${i}]`, message: "no such piece" });
  }
  if (state.pieces.some((p) => !state.sides.includes(p.camp) && p.character !== undefined)) problems.push({ path: "pieces", message: "a character of no side" });
  problems.push(...scenarioProblems(state, onBoard));
  return problems;
}
