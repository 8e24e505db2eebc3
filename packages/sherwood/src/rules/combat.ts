import { hexDistance } from "@tt/hexgrid";
import { lookup, tableOdds, type Modifier, type ResultOdds } from "@tt/tables";
import type { Board, SherwoodRules } from "../rules-data";
import { checkGround, checkId, checkIds, checkOptions, checkPieces, OPTION } from "./checks";
import { canStepInto } from "./movement";
import { adjacentPieces, allianceOf, cartAt, fills, findPiece, mod, pieceHexes, pieceLevel, pieceValues, type RuleRefusal, type SherwoodPiece } from "./pieces";

/** A terrain's rating for a defender: `+` advantage, `0` neutral, `-` disadvantage (SHW-5.1). */
type Rating = "+" | "0" | "-";
const RANK: Record<Rating, number> = { "-": 0, "0": 1, "+": 2 };

/**
 * An attack read on the Combat Table (SHW-5): the table (foot or mounted), the attack total and the
 * defence, the differential, every column shift with its label and rule, the column read and whether
 * it was clamped at an end, and the exact odds of each result; or the refusal.
 *
 * @example
 * ```ts
 * import type { CombatReading } from "@tt/sherwood";
 * const column = (r: CombatReading) => (r.possible ? r.column : r.reason);
 * ```
 */
export type CombatReading =
  | {
      readonly possible: true;
      readonly rule: "SHW-5";
      readonly table: "foot" | "mounted";
      readonly attack: number;
      readonly defence: number;
      readonly differential: number;
      readonly shifts: readonly Modifier[];
      readonly baseColumn: string;
      readonly column: string;
      readonly clamped: boolean;
      readonly odds: readonly ResultOdds<string>[];
    }
  | ({ readonly possible: false } & RuleRefusal);

function rating(rules: SherwoodRules, board: Board, piece: SherwoodPiece): Rating {
  const ratings = pieceHexes(piece).map((h) => rules.terrain(board.info(h)?.terrain ?? "clear").defender as Rating);
  return ratings.reduce((w, r) => (RANK[r] < RANK[w] ? r : w));
}

/**
 * An attack by one or more characters on an adjacent enemy, read on the Combat Table: attack values
 * added (SHW-5.2), the defender's table (mounted or foot, SHW-5), terrain shifts (defender on `-`
 * terrain alone: right; defender on `+` or attacker on `-`: left; equal: none; a rider's worse hex,
 * the attackers' worst, SHW-5.1; a defender in a cart attacked from outside it has the advantage, SHW-7.3;
 * a cart is never attacked), a joint attack one right unless against a rider not attacked by
 * riders only (SHW-5.2), a jump attack one right (SHW-5.3), an ambush one right (SHW-8.3), clamped at
 * the table's ends; odds exact on a d10.
 *
 * @param rules - the compiled rules (`sherwoodRules`)
 * @param board - the board
 * @param pieces - every piece
 * @param attackerIds - the attackers
 * @param defenderId - the defender
 * @param options - `jump` for a jump attack (after a successful jump roll), `ambush` for an attack from ambush
 * @returns the reading, or why the attack is not possible
 * @throws {@link SherwoodError} `sherwood/unknown-id` for ids not among the pieces; `sherwood/bad-argument` for pieces,
 *   ids or options that are not what they should be (path `pieces[2].at`, `attackerIds[0]`, `options.jump`)
 * @example
 * ```ts
 * import { combatOdds, sherwoodRules } from "@tt/sherwood";
 * const board = sherwoodRules.map("the-inn");
 * const pieces = [
 *   { id: "much", camp: "villagers", character: "much", at: { q: 0, r: 0 } },
 *   { id: "bero", camp: "normans", character: "bero", at: { q: 1, r: 0 } },
 * ];
 * const reading = combatOdds(sherwoodRules, board, pieces, ["much"], "bero");
 * reading.possible && reading.column; // the column of Much's attack minus Bero's defence
 * ```
 */
export function combatOdds(
  rules: SherwoodRules,
  board: Board,
  pieces: readonly SherwoodPiece[],
  attackerIds: readonly string[],
  defenderId: string,
  options: { readonly jump?: boolean; readonly ambush?: boolean } = {},
): CombatReading {
  checkGround(rules, board);
  const checked = checkPieces(rules, board, pieces);
  checkOptions(options, { jump: OPTION.boolean, ambush: OPTION.boolean });
  const defender = findPiece(checked, checkId(checked, defenderId, "defenderId"));
  const attackers = checkIds(checked, attackerIds, "attackerIds").map((id) => findPiece(checked, id));
  const refused = attackRefused(rules, board, attackers, defender, options.jump === true);
  if (refused !== null) return { possible: false, ...refused };
  return readAttack(rules, board, checked, attackers, defender, options);
}

/** @internal Why these attackers may not attack this defender, or `null` (checked arguments; the game's action lists call it). */
export function attackRefused(rules: SherwoodRules, board: Board, attackers: readonly SherwoodPiece[], defender: SherwoodPiece, jump = false): RuleRefusal | null {
  if (attackers.length === 0) return { rule: "SHW-5", reason: "no attacker" };
  for (const a of attackers) {
    const refused = attackRefusal(rules, board, a, defender, jump);
    if (refused !== null) return refused;
  }
  return null;
}

function readAttack(
  rules: SherwoodRules,
  board: Board,
  pieces: readonly SherwoodPiece[],
  attackers: readonly SherwoodPiece[],
  defender: SherwoodPiece,
  options: { readonly jump?: boolean; readonly ambush?: boolean },
): CombatReading {
  const dv = pieceValues(rules, defender);
  const attack = attackers.reduce((s, a) => s + pieceValues(rules, a).attack, 0);
  const allRide = attackers.every((a) => pieceValues(rules, a).mounted);
  const shifts: Modifier[] = [];
  // A character in a cart attacked from outside it defends with the advantage (+), SHW-7.3.
  const cart = cartAt(pieces, defender.at);
  const inCart = cart !== undefined && !attackers.every((a) => fills(cart, a.at));
  const dr = inCart ? "+" : rating(rules, board, defender);
  const ar = attackers.map((a) => rating(rules, board, a)).reduce((w, r) => (RANK[r] < RANK[w] ? r : w));
  if (dr !== ar) {
    if (dr === "-") shifts.push(mod("defender on disadvantageous terrain", 1, "SHW-5.1"));
    else if (dr === "+") shifts.push(inCart ? mod("defender in a cart, attacked from outside", -1, "SHW-7.3") : mod("defender on advantageous terrain", -1, "SHW-5.1"));
    else if (ar === "-") shifts.push(mod("attacker on disadvantageous terrain", -1, "SHW-5.1"));
  }
  if (attackers.length > 1 && (!dv.mounted || allRide)) shifts.push(mod("joint attack", 1, "SHW-5.2"));
  if (options.jump === true) shifts.push(mod("attack while jumping", 1, "SHW-5.3"));
  if (options.ambush === true) shifts.push(mod("attack from ambush", 1, "SHW-8.3"));
  const table = dv.mounted ? rules.tables.mountedCombat : rules.tables.footCombat;
  const differential = attack - dv.defence;
  const read = lookup<string>(table, { value: differential, shifts, roll: 1 });
  return {
    possible: true,
    rule: "SHW-5",
    table: dv.mounted ? "mounted" : "foot",
    attack,
    defence: dv.defence,
    differential,
    shifts,
    baseColumn: read.shift!.base.label,
    column: read.column!.label,
    clamped: read.shift!.clamped,
    odds: tableOdds<string>(table, { dice: "1d10", value: differential, shifts }),
  };
}

function attackRefusal(rules: SherwoodRules, board: Board, a: SherwoodPiece, d: SherwoodPiece, jump: boolean): RuleRefusal | null {
  if (d.equipment !== undefined) return { rule: "SHW-7.3", reason: "a cart is not hurt by blows: it cannot be attacked" };
  if (a.character === undefined && (a.animal === undefined || rules.animal(a.animal).attack === null)) return { rule: "SHW-7.4", reason: "only wild animals with an attack score attack" };
  if (a.state === "stunned") return { rule: "SHW-6.2", reason: "a stunned character may not attack" };
  if (a.captured === true) return { rule: "SHW-6.6", reason: "a character who surrendered is disarmed and can no longer fight" };
  if (d.captured === true) return { rule: "SHW-6.6", reason: "he has surrendered" };
  if (a.shot === true) return { rule: "SHW-5", reason: "a character that fired this turn cannot attack" };
  if (allianceOf(a) === allianceOf(d)) return { rule: "SHW-5", reason: "attacks are on enemy characters" };
  if (!adjacentPieces(a, d)) return { rule: "SHW-5", reason: "the defender is not in an adjacent hex" };
  const al = pieceLevel(board, a);
  const dl = pieceLevel(board, d);
  if (jump) return al > dl ? null : { rule: "SHW-5.3", reason: "a jump attack is made from up a tree, the balcony or an inn window onto a character below" };
  if (al !== dl) return { rule: "SHW-5", reason: "a character up the tree cannot attack an enemy on the ground and vice versa" };
  const mounted = pieceValues(rules, a).mounted;
  const steps = pieceHexes(a).flatMap((x) =>
    pieceHexes(d)
      .filter((y) => hexDistance(x, y) === 1)
      .map((y) => canStepInto(rules, board, mounted, x, y)),
  );
  const open = steps.some((s) => s === null);
  return open ? null : steps.find((s) => s !== null)!;
}
