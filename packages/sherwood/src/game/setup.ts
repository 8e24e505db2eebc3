import { parseWith } from "@tt/engine";
import { SherwoodError } from "../errors";
import type { SherwoodRules } from "../rules-data";
import { checkPieces } from "../rules/checks";
import { invalidOptions, placeForcePiece } from "./force";
import { firstState } from "./first-state";
import { setupScenario } from "./scenario-setup";
import { sherwoodOptionsSchema, type GamePiece, type SherwoodOptions, type SherwoodState, type SkirmishOptions } from "./schemas";

type Hidden = SherwoodState["hidden"][number];

function placePieces(rules: SherwoodRules, options: SkirmishOptions): { pieces: GamePiece[]; hidden: Hidden[] } {
  const board = rules.map(options.map);
  const into = { pieces: [] as GamePiece[], hidden: [] as Hidden[], ids: new Set<string>() };
  const { pieces, hidden } = into;
  options.sides.forEach((side, s) => {
    for (const [i, f] of side.force.entries()) placeForcePiece(rules, board, options.map, side.id, f, into, options.rules === "initiation", `options.sides[${s}].force[${i}]`);
  });
  if (new Set(options.sides.map((s) => s.id)).size !== options.sides.length) throw invalidOptions("two sides have one id", "options.sides");
  try {
    checkPieces(rules, board, pieces);
  } catch (error) {
    if (error instanceof SherwoodError) throw invalidOptions(`a piece placed where it may not be: ${error.message}`, "options.sides");
    throw error;
  }
  for (const h of hidden) rules.character(h.character);
  return { pieces, hidden };
}

export function setupState(rules: SherwoodRules, raw: SherwoodOptions): SherwoodState {
  const parsed = parseWith(sherwoodOptionsSchema, raw, ({ path, message, issues }) => new SherwoodError("sherwood/invalid-options", message, path, issues), ["options"]);
  if ("scenario" in parsed) return setupScenario(rules, parsed);
  const options = parsed;
  try {
    rules.map(options.map);
  } catch {
    throw invalidOptions(`there is no map "${options.map.slice(0, 40)}"`, "options.map");
  }
  const { pieces, hidden } = placePieces(rules, options);
  return firstState({ map: options.map, rules: options.rules, riderTurn: options.riderTurn, tieRule: options.tieRule, turns: options.turns, sides: options.sides.map((s) => s.id), pieces, hidden });
}
