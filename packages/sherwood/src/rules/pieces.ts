import { hexDistance, hexEquals, riderHexes, type Direction, type Hex } from "@tt/hexgrid";
import type { Modifier } from "@tt/tables";
import { SherwoodError } from "../errors";
import type { Board, SherwoodRules } from "../rules-data";

/**
 * A piece on a board, as the rules functions read it: a character (on foot or riding), an animal or
 * a cart (SHW-7.2), its camp, where it stands and its state (SHW-1.1, SHW-1.2). A rider, and a two-hex animal, has a
 * `facing` (from its rear hex to its front hex, `@tt/hexgrid`'s `RiderPosition`); `at` is then its
 * front hex. Animals are never anyone's enemy (SHW-7.1), whatever their `camp`.
 *
 * @example
 * ```ts
 * import type { SherwoodPiece } from "@tt/sherwood";
 * const robin: SherwoodPiece = { id: "robin", camp: "merry-men", character: "robin", at: { q: 3, r: 4 } };
 * const guy: SherwoodPiece = { id: "guy", camp: "normans", character: "guy", at: { q: 5, r: 4 }, facing: 0, mounted: true };
 * ```
 */
export interface SherwoodPiece {
  /** Unique among the pieces. */
  readonly id: string;
  /** The side it plays for (`"animals"` or any name for an animal: animals are nobody's enemy). */
  readonly camp: string;
  /**
   * The alliance its camp belongs to, where camps fight side by side (scenario 4: "a Saxon can never
   * attack a Saxon"): characters of different alliances are enemies. Without one, its camp is its alliance.
   */
  readonly alliance?: string;
  /** The character's id (`sherwoodRules.character`), for a character. */
  readonly character?: string;
  /** The animal's id (`sherwoodRules.animal`), for an animal. */
  readonly animal?: string;
  /**
   * The equipment's id (`sherwoodRules.equipment`: `cart`, `carriage`), for a cart (SHW-7.2): never anyone's
   * enemy, never shot at or attacked; it blocks lines of fire like a character, and characters on foot ride
   * in its hexes as passengers (at most {@link CART_PASSENGERS} a hex), with cover and the defender's advantage (SHW-7.3).
   */
  readonly equipment?: string;
  /** Its hex (a rider's or two-hex animal's front hex). */
  readonly at: Hex;
  /** Direction from the rear hex to the front hex: a rider or two-hex animal. */
  readonly facing?: Direction;
  /** Riding its horse (needs `facing`). */
  readonly mounted?: boolean;
  /** "Up the Tree" (SHW-4.4). */
  readonly upTree?: boolean;
  /** Healthy (default), stunned or wounded (SHW-6.2). */
  readonly state?: "healthy" | "stunned" | "wounded";
  /** It fired in this turn's missile phase (SHW-4.1, SHW-5). */
  readonly shot?: boolean;
  /** Surrendered (SHW-6.6): disarmed, defence 2, no fighting; guarded while an enemy stands beside him. */
  readonly captured?: boolean;
}

/**
 * A reason a move, shot or attack is refused: the rule that refuses it and why, in words.
 *
 * @example
 * ```ts
 * import type { RuleRefusal } from "@tt/sherwood";
 * const r: RuleRefusal = { rule: "SHW-4.1", reason: "walls are impassable" };
 * ```
 */
export interface RuleRefusal {
  /** The rule ID (RULES.md). */
  readonly rule: string;
  /** Why, in the rulebook's words. */
  readonly reason: string;
}

/** @internal A labelled modifier with its rule. */
export const mod = (label: string, value: number, rule: string): Modifier => ({ label, value, rule });

/** @internal The pieces by id; a duplicate or unknown id is a `sherwood/unknown-id` error. */
export function findPiece(pieces: readonly SherwoodPiece[], id: string): SherwoodPiece {
  const found = pieces.find((p) => p.id === id);
  if (found === undefined) throw new SherwoodError("sherwood/unknown-id", `no piece "${String(id)}" among the pieces`, "pieces");
  return found;
}

/** @internal Every hex a piece fills, front first. */
export function pieceHexes(piece: SherwoodPiece): Hex[] {
  return piece.facing === undefined ? [piece.at] : riderHexes({ front: piece.at, facing: piece.facing });
}

/** @internal Level of a piece: 1 up a tree or in the inn's upper floor and balcony, else 0. */
export function pieceLevel(board: Board, piece: SherwoodPiece): number {
  return piece.upTree === true ? 1 : (board.info(piece.at)?.level ?? 0);
}

/** @internal The alliance a piece fights for: its `alliance`, or else its camp. */
export const allianceOf = (piece: SherwoodPiece): string => piece.alliance ?? piece.camp;

/** @internal Whether `other` is an enemy of `piece` (animals are nobody's enemy, SHW-7.1). */
export function isEnemy(piece: SherwoodPiece, other: SherwoodPiece): boolean {
  return other.id !== piece.id && other.character !== undefined && piece.character !== undefined && allianceOf(other) !== allianceOf(piece);
}

/**
 * How many characters ride in one hex of a cart or carriage (SHW-7.2: "characters on foot can enter a cart
 * hex"; the README's rules notes): two, so a one-hex cart carries a coachman and a passenger, the carriage four.
 *
 * @example
 * ```ts
 * import { CART_PASSENGERS } from "@tt/sherwood";
 * CART_PASSENGERS; // 2
 * ```
 */
export const CART_PASSENGERS = 2;

/** @internal The cart filling `hex`, if any (carts stand on the ground). */
export function cartAt(pieces: readonly SherwoodPiece[], hex: Hex): SherwoodPiece | undefined {
  return pieces.find((p) => p.equipment !== undefined && fills(p, hex));
}

/** @internal Whether a piece fills `hex`. */
export function fills(piece: SherwoodPiece, hex: Hex): boolean {
  return pieceHexes(piece).some((h) => hexEquals(h, hex));
}

/** @internal Whether two pieces stand next to each other (or share a hex at different levels). */
export function adjacentPieces(a: SherwoodPiece, b: SherwoodPiece): boolean {
  return pieceHexes(a).some((x) => pieceHexes(b).some((y) => hexDistance(x, y) <= 1));
}

/**
 * A piece's counter values now: attack, defence, movement, read from its character's counters
 * (mounted or on foot, healthy or wounded; stunned: no attack, the stunned defence, no movement) or
 * its animal's row (SHW-1.2, SHW-6.2).
 *
 * @param rules - the compiled rules (`sherwoodRules`)
 * @param piece - the piece
 * @returns its values and whether it is armoured
 * @throws {@link SherwoodError} `sherwood/unknown-id` for an unknown character or animal; `sherwood/bad-argument`
 *   for a piece that is not an object
 * @example
 * ```ts
 * import { pieceValues, sherwoodRules } from "@tt/sherwood";
 * pieceValues(sherwoodRules, { id: "wilfred", camp: "saxons", character: "wilfred", at: { q: 0, r: 0 } }).movement; // 6
 * ```
 */
export function pieceValues(rules: SherwoodRules, piece: SherwoodPiece): { attack: number; defence: number; movement: number; armoured: boolean; mounted: boolean } {
  if (typeof piece !== "object" || piece === null) throw new SherwoodError("sherwood/bad-argument", "is not a piece", "piece");
  if (piece.equipment !== undefined) return { attack: 0, defence: 0, movement: 0, armoured: false, mounted: false };
  if (piece.character === undefined) {
    const a = rules.animal(piece.animal ?? "");
    return { attack: a.attack ?? 0, defence: a.defence, movement: a.movement ?? 0, armoured: false, mounted: false };
  }
  const c = rules.character(piece.character);
  const mounted = piece.mounted === true && c.mounted !== null && piece.facing !== undefined;
  const counters = mounted ? c.mounted! : c.foot;
  if (piece.state === "stunned") return { attack: 0, defence: c.foot.stunnedDefence, movement: 0, armoured: c.armoured, mounted };
  if (piece.captured === true) return { attack: 0, defence: 2, movement: (piece.state === "wounded" ? counters.wounded : counters.healthy).movement, armoured: c.armoured, mounted };
  const v = piece.state === "wounded" ? counters.wounded : counters.healthy;
  return { attack: v.attack, defence: v.defence, movement: v.movement, armoured: c.armoured, mounted };
}
