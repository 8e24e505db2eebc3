import { HEX_DIRECTIONS, hexDistance, inFrontOfHexside, lineOfSight, lineOfSightFromHexside, type Direction, type Hex, type LineOfSight, type SightElement, type TieRule } from "@tt/hexgrid";
import type { Modifier } from "@tt/tables";
import type { Board, SherwoodRules } from "../rules-data";
import { checkGround, checkId, checkOptions, checkPieces, OPTION } from "./checks";
import { isInterior } from "./movement";
import { adjacentPieces, allianceOf, cartAt, fills, findPiece, isEnemy, mod, pieceLevel, pieceValues, type RuleRefusal, type SherwoodPiece } from "./pieces";

/**
 * A shot's line of fire (SHW-3, SHW-3.1): whether it is possible (else the rule and reason), the
 * range in hexes and its band, where the line starts (the hex centre, or the middle of a window's or
 * doorway's exterior side, SHW-3.1.1), whether the target has cover and why (SHW-3.1.4), and the
 * modifiers the roll to hit (SHW-3.3) and the damage roll (SHW-3.4) then take.
 *
 * @example
 * ```ts
 * import type { LineOfFire } from "@tt/sherwood";
 * const ok = (f: LineOfFire) => f.possible && f.band === "short";
 * ```
 */
export interface LineOfFire {
  /** Whether the shot can be made. */
  readonly possible: boolean;
  /** The rule that decides (the refusing rule when not possible). */
  readonly rule: string;
  /** Why not, when not possible. */
  readonly reason?: string;
  /** Hexes from shooter to target. */
  readonly range: number;
  /** `short`, `long`, or `null` beyond long range. */
  readonly band: "short" | "long" | null;
  /** The line's start: the hex centre, or the exterior side fired through (a direction of the shooter's hex). */
  readonly from: "centre" | { readonly hexside: Direction };
  /** What gives the target cover (empty: none). */
  readonly cover: readonly string[];
  /** The roll-to-hit modifiers (+2 cover, +1 wounded shooter, +1 up the tree), each with its rule. */
  readonly toHit: readonly Modifier[];
  /** The damage-roll modifiers (-2 crossbow, +2 armoured target), each with its rule. */
  readonly damage: readonly Modifier[];
  /** The traced line, when one was traced. */
  readonly sight?: LineOfSight;
}

const OPENINGS = ["window", "door"] as const;

/** The sides of `h` that are windows or doors to outside the building. */
function exteriorOpenings(board: Board, h: Hex): Direction[] {
  const out: Direction[] = [];
  HEX_DIRECTIONS.forEach((d, i) => {
    const n = { q: h.q + d.q, r: h.r + d.r };
    const f = board.hexMap.hexsideFeatures(h, n);
    if (OPENINGS.some((o) => f.includes(o)) && !isInterior(board.info(n))) out.push(i as Direction);
  });
  return out;
}

/**
 * The line of fire from a shooter to a target (SHW-3, SHW-3.1.*): one target not adjacent (unless
 * shot down at from a tree, SHW-3), no shooting beside an unstunned enemy, no riding archers (SHW-3.2),
 * range bands by weapon (SHW-3.1), walls block but doors and windows (a shooter inside fires from the
 * middle of the opening's exterior side; a target inside must be right behind the opening, the shooter
 * two hexes or more from the building, SHW-3.1.1), trees block (firing into one is allowed, SHW-3.1.2),
 * characters, live animals and carts block unless stunned (SHW-7.3; not the cart the shooter or target rides in), but archers at long range and shooters up a tree,
 * on the balcony or at an inn window shoot over them (SHW-3.1.3), and cover (SHW-3.1.4; in a cart, SHW-7.3).
 * A cart is never a target (SHW-7.3).
 *
 * @param rules - the compiled rules (`sherwoodRules`)
 * @param board - the board
 * @param pieces - every piece
 * @param shooterId - the shooter
 * @param targetId - the target
 * @param options - how a line along a hexside counts (`"both"`, the default: blocked only if both sides are)
 * @returns the line of fire
 * @throws {@link SherwoodError} `sherwood/unknown-id` for ids not among the pieces; `sherwood/bad-argument` for pieces,
 *   ids or options that are not what they should be (path `pieces[0].facing`, `targetId`, `options.tieRule`)
 * @example
 * ```ts
 * import { lineOfFire, sherwoodRules } from "@tt/sherwood";
 * const board = sherwoodRules.map("the-inn");
 * const pieces = [
 *   { id: "robin", camp: "merry-men", character: "robin", at: { q: 0, r: 12 } },
 *   { id: "bero", camp: "normans", character: "bero", at: { q: 6, r: 12 } },
 * ];
 * lineOfFire(sherwoodRules, board, pieces, "robin", "bero").band; // "short"
 * ```
 */
export function lineOfFire(rules: SherwoodRules, board: Board, pieces: readonly SherwoodPiece[], shooterId: string, targetId: string, options: { readonly tieRule?: TieRule } = {}): LineOfFire {
  checkGround(rules, board);
  const checked = checkPieces(rules, board, pieces);
  checkOptions(options, { tieRule: OPTION.tieRule });
  const s = findPiece(checked, checkId(checked, shooterId, "shooterId"));
  const t = findPiece(checked, checkId(checked, targetId, "targetId"));
  return traceFire(rules, board, checked, s, t, options);
}

/** @internal {@link lineOfFire} on checked arguments (the game's action lists call it for every pair). */
export function traceFire(rules: SherwoodRules, board: Board, pieces: readonly SherwoodPiece[], s: SherwoodPiece, t: SherwoodPiece, options: { readonly tieRule?: TieRule } = {}): LineOfFire {
  const range = hexDistance(s.at, t.at);
  const c = s.character === undefined ? null : rules.character(s.character);
  const weapon = c?.missileWeapon ?? null;
  const ranges = weapon === null ? null : rules.weaponRange(weapon);
  const band: LineOfFire["band"] = ranges === null || range > ranges.long ? null : range <= ranges.short ? "short" : "long";
  const base = { range, band, from: "centre" as const, cover: [], toHit: [], damage: [] };
  const no = (r: RuleRefusal, extra: Partial<LineOfFire> = {}): LineOfFire => ({ ...base, possible: false, ...r, ...extra });
  if (c === null || weapon === null) return no({ rule: "SHW-3", reason: "only a character with a bow, crossbow or javelins can shoot" });
  if (t.equipment !== undefined) return no({ rule: "SHW-7.3", reason: "a cart is not hurt by missiles: it is no target" });
  if (allianceOf(t) === allianceOf(s)) return no({ rule: "SHW-3", reason: "the target is an enemy character (or an animal not of one's own side)" });
  if (pieceValues(rules, s).mounted) return no({ rule: "SHW-3.2", reason: "mounted archers must dismount to shoot" });
  if (s.captured === true) return no({ rule: "SHW-6.6", reason: "a character who surrendered is disarmed" });
  const sLevel = pieceLevel(board, s);
  const tLevel = pieceLevel(board, t);
  if (s.upTree === true && c.function !== "a") return no({ rule: "SHW-3", reason: "only archers can shoot while up the tree" });
  const treeOverGround = (p: SherwoodPiece) => s.upTree === true && p.upTree !== true;
  if (range <= 1 && !treeOverGround(t)) return no({ rule: "SHW-3", reason: "a hex adjacent to the shooter cannot be targeted" });
  if (pieces.some((p) => isEnemy(s, p) && p.state !== "stunned" && p.captured !== true && adjacentPieces(s, p) && !treeOverGround(p)))
    return no({ rule: "SHW-3", reason: "a character adjacent to an unstunned enemy cannot shoot" });
  if (band === null) return no({ rule: "SHW-3.1", reason: `beyond the long range of the ${weapon} (${ranges!.long} hexes)` });
  const sInfo = board.info(s.at)!;
  const tInfo = board.info(t.at)!;
  const sInside = isInterior(sInfo);
  const tInside = isInterior(tInfo);
  const elevated = s.upTree === true || sLevel > 0 || tLevel > 0 || t.upTree === true;
  const overPieces = elevated || (c.function === "a" && band === "long");
  const ownTree = s.upTree === true ? sInfo.tree : null;
  const fromOutside = tInside && !(sInside && tInfo.building === sInfo.building);
  // The cart a shooter or target rides in is no obstacle between them; its passengers have cover instead (SHW-7.3).
  const sCart = cartAt(pieces, s.at);
  const tCart = cartAt(pieces, t.at);
  const blocks = (e: SightElement): boolean => {
    if (e.kind === "hexside") {
      const f = board.hexMap.hexsideFeatures(e.between[0], e.between[1]);
      return f.includes("wall") && !OPENINGS.some((o) => f.includes(o));
    }
    const info = board.info(e.hex);
    if (info === undefined) return false;
    if (fromOutside && isInterior(info) && info.building === tInfo.building) return true;
    if (info.tree !== null && info.tree !== ownTree) return true;
    if (info.level > 0 && sLevel === 0 && tLevel === 0) return true;
    return !overPieces && pieces.some((p) => p.id !== s.id && p.id !== t.id && p !== sCart && p !== tCart && p.state !== "stunned" && fills(p, e.hex));
  };
  let sight: LineOfSight;
  let from: LineOfFire["from"] = "centre";
  if (sInside && !(tInside && tInfo.building === sInfo.building)) {
    const side = exteriorOpenings(board, s.at).find((d) => inFrontOfHexside(s.at, d, t.at) && !lineOfSightFromHexside(s.at, d, t.at, blocks, options).blocked);
    if (side === undefined) return no({ rule: "SHW-3.1.1", reason: "a character inside a building fires out only from a window or doorway hex, through it" });
    from = { hexside: side };
    sight = lineOfSightFromHexside(s.at, side, t.at, blocks, options);
  } else {
    if (tInside && !sInside) {
      if (exteriorOpenings(board, t.at).length === 0) return no({ rule: "SHW-3.1.1", reason: "a target indoors must be immediately behind a window or doorway" });
      const building = board.building(tInfo.building!);
      const near = building.hexes.some((h) => hexDistance(h, s.at) < 2);
      if (near) return no({ rule: "SHW-3.1.1", reason: "a shooter outside must be at least 2 hexes away from the building" });
    }
    if (tLevel > 0 && sLevel === 0 && t.upTree !== true && board.hexes.some((i) => i.level > 0 && hexDistance(i.hex, s.at) < 2)) {
      return no({ rule: "SHW-3.1.1", reason: "too close to the inn: shooting up at it needs 2 hexes or more" });
    }
    sight = lineOfSight(s.at, t.at, blocks, options);
  }
  if (sight.blocked) {
    const first = sight.blockers.find((b) => !b.tie) ?? sight.blockers[0];
    const why = first?.kind === "hexside" ? { rule: "SHW-3.1.1", reason: "a wall blocks the line of fire" } : blockerReason(board, pieces, first?.kind === "hex" ? first.hex : t.at, fromOutside);
    return no(why, { from, sight });
  }
  const cover: string[] = [];
  if (tInfo.terrain === "scrub" || tInfo.terrain === "tree") cover.push(tInfo.terrain);
  const crossed = sight.hexsides.map((h) => board.hexMap.hexsideFeatures(h.between[0], h.between[1]));
  if (tInfo.terrain === "slope" && crossed.some((f) => f.includes("slope-lip"))) cover.push("slope: the line passes over its lip");
  if (fromOutside) cover.push("building, shot at from outside");
  if (crossed.some((f) => f.includes("low-wall"))) cover.push("behind a low wall");
  if (tCart !== undefined) cover.push("in a cart");
  const toHit: Modifier[] = [];
  if (cover.length > 0) toHit.push(mod("target in cover", 2, "SHW-3.3"));
  if (s.state === "wounded") toHit.push(mod("wounded shooter", 1, "SHW-3.3"));
  if (s.upTree === true) toHit.push(mod("shooter up the tree", 1, "SHW-3.3"));
  const damage: Modifier[] = [];
  if (weapon === "crossbow") damage.push(mod("crossbow", -2, "SHW-3.4"));
  if (pieceValues(rules, t).armoured) damage.push(mod("armoured target", 2, "SHW-3.4"));
  return { possible: true, rule: "SHW-3.1", range, band, from, cover, toHit, damage, sight };
}

function blockerReason(board: Board, pieces: readonly SherwoodPiece[], hex: Hex, intoBuilding: boolean): RuleRefusal {
  const info = board.info(hex);
  if (info?.tree !== null && info?.tree !== undefined) return { rule: "SHW-3.1.2", reason: "the line of fire crosses a tree hex" };
  if (intoBuilding && isInterior(info)) return { rule: "SHW-3.1.1", reason: "a target indoors must be immediately behind the window or doorway the line of fire passes through" };
  if (info !== undefined && info.level > 0) return { rule: "SHW-3.1.1", reason: "the inn's upper floor and balcony block the line between two ground hexes" };
  const p = pieces.find((x) => fills(x, hex));
  return { rule: "SHW-3.1.3", reason: `the line of fire passes through a hex occupied by ${p === undefined ? "a character" : p.id}` };
}
