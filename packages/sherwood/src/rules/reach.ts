import { hexEquals, hexNeighbors, levelGraph, reachable, riderGraph, riderHexes, type Hex, type Located, type RiderPosition } from "@tt/hexgrid";
import { tableOdds, type Modifier, type ResultOdds } from "@tt/tables";
import type { JumpResult } from "../data-schemas";
import { SherwoodError } from "../errors";
import type { Board, SherwoodRules } from "../rules-data";
import { checkGround, checkId, checkOptions, checkPieces, checkRules, OPTION } from "./checks";
import { MOVE_OPTIONS, stepPrice, terrainEntry, type MoveOptions } from "./movement";
import { findPiece, mod, pieceHexes, pieceLevel, pieceValues, type SherwoodPiece } from "./pieces";

/**
 * Where a character can get to this movement phase and at what cost: every place with its cheapest
 * cost in movement points, and the path there (SHW-4). Foot places are `Located` (level 1 up a tree
 * or in the inn), a rider's are `RiderPosition`s. Only places it may end on are listed (SHW-4.1).
 *
 * @example
 * ```ts
 * import type { ReachableMoves } from "@tt/sherwood";
 * const show = (moves: ReachableMoves) => moves.places.map((p) => p.cost);
 * ```
 */
export interface ReachableMoves {
  /** The movement allowance spent against (the counter's blue number). */
  readonly budget: number;
  /** Every place it may end on, with its cost, cheapest first. */
  readonly places: readonly { readonly at: Located | RiderPosition; readonly cost: number }[];
  /**
   * The cheapest cost to a place, or `undefined` if it cannot end there.
   *
   * @param at - a place
   * @returns movement points
   */
  costOf(at: Located | RiderPosition): number | undefined;
  /**
   * The cheapest path to a place, from the start, or `undefined`.
   *
   * @param at - a place
   * @returns the places passed, start first
   */
  pathTo(at: Located | RiderPosition): (Located | RiderPosition)[] | undefined;
}

/** @internal The levels a foot character may stand at in a hex: up a tree too in a tree hex; the inn's upper level alone there. */
export function levelsOf(board: Board) {
  return (h: Hex): readonly number[] => {
    const info = board.info(h);
    if (info === undefined) return [0];
    if (info.level === 1) return [1];
    return info.tree !== null ? [0, 1] : [0];
  };
}

/**
 * Every place a character can reach with its movement allowance, through @tt/hexgrid's `reachable`
 * on `levelGraph` (on foot: ground, up a tree, the inn) or `riderGraph` (riders), each step priced by
 * {@link moveCost}; a jump ends the move (SHW-4.5); places with a character on them are passed but
 * not ended on (SHW-4.1).
 *
 * @param rules - the compiled rules (`sherwoodRules`)
 * @param board - the board
 * @param pieces - every piece on it
 * @param moverId - the moving piece's id
 * @param options - `budget` to spend other than the allowance (an advance after combat), and {@link MoveOptions}
 * @returns the reachable places
 * @throws {@link SherwoodError} `sherwood/unknown-id` for a mover not among the pieces; `sherwood/bad-argument` for
 *   pieces or options that are not what they should be (path `pieces[1].at`, `options.budget`)
 * @example
 * ```ts
 * import { reachableMoves, sherwoodRules } from "@tt/sherwood";
 * const board = sherwoodRules.map("the-inn");
 * const moves = reachableMoves(sherwoodRules, board, [{ id: "much", camp: "villagers", character: "much", at: { q: 0, r: 0 } }], "much");
 * moves.costOf({ q: 1, r: 0, level: 0 }); // 1: one open hex
 * ```
 */
export function reachableMoves(rules: SherwoodRules, board: Board, pieces: readonly SherwoodPiece[], moverId: string, options: MoveOptions & { readonly budget?: number } = {}): ReachableMoves {
  checkGround(rules, board);
  const checked = checkPieces(rules, board, pieces);
  const piece = findPiece(checked, checkId(checked, moverId, "moverId"));
  checkOptions(options, { ...MOVE_OPTIONS, budget: OPTION.budget });
  const budget = options.budget ?? pieceValues(rules, piece).movement;
  const price = (from: Located | RiderPosition, to: Located | RiderPosition) => stepPrice(rules, board, checked, piece, from, to, options);
  const cost = (from: Located | RiderPosition, to: Located | RiderPosition) => {
    const p = price(from, to);
    return p.legal ? p.cost : Number.POSITIVE_INFINITY;
  };
  const mustStop = (from: Located | RiderPosition, to: Located | RiderPosition) => {
    const p = price(from, to);
    return p.legal && p.endsMove;
  };
  if (piece.mounted === true && piece.facing !== undefined) {
    const start: RiderPosition = { front: piece.at, facing: piece.facing };
    const graph = riderGraph(board.hexMap, { maxTurn: options.riderTurn ?? 1 });
    const canEnd = (at: RiderPosition) =>
      hexEquals(at.front, start.front) || riderHexes(at).every((h) => !pieces.some((p) => p.id !== piece.id && pieceLevel(board, p) === 0 && pieceHexes(p).some((x) => hexEquals(x, h))));
    const reach = reachable(graph, start, budget, { cost, mustStop, canEnd });
    return wrap(budget, reach.nodes.filter(canEnd), reach);
  }
  const start: Located = { q: piece.at.q, r: piece.at.r, level: pieceLevel(board, piece) };
  const graph = levelGraph(board.hexMap, { levels: levelsOf(board), acrossLevels: true });
  const canEnd = (at: Located) =>
    (at.q === start.q && at.r === start.r && at.level === start.level) || !pieces.some((p) => p.id !== piece.id && pieceLevel(board, p) === at.level && pieceHexes(p).some((x) => hexEquals(x, at)));
  const reach = reachable(graph, start, budget, { cost, mustStop, canEnd });
  return wrap(budget, reach.nodes.filter(canEnd), reach);
}

function wrap<N extends Located | RiderPosition>(budget: number, nodes: readonly N[], reach: { costOf(n: N): number | undefined; pathTo(n: N): N[] | undefined; has(n: N): boolean }): ReachableMoves {
  const ends = new Set(nodes);
  const listed = (at: Located | RiderPosition) => [...ends].find((n) => JSON.stringify(n) === JSON.stringify(at));
  return {
    budget,
    places: nodes.map((at) => ({ at, cost: reach.costOf(at)! })).sort((a, b) => a.cost - b.cost),
    costOf: (at) => {
      const n = listed(at);
      return n === undefined ? undefined : reach.costOf(n);
    },
    pathTo: (at) => {
      const n = listed(at);
      return n === undefined ? undefined : reach.pathTo(n);
    },
  };
}

/**
 * The jump roll's exact odds (SHW-4.5): a d10, +2 for an armoured character, +1 jumping onto a horse;
 * 1-7 lands, 8-9 stunned, 10 or more wounded.
 *
 * @param rules - the compiled rules (`sherwoodRules`)
 * @param characterId - the jumper
 * @param options - `ontoHorse` for a jump into the saddle (SHW-4.3)
 * @returns the modifiers (each with its rule) and each result's probability
 * @throws {@link SherwoodError} `sherwood/unknown-id` for an unknown character; `sherwood/bad-argument` for an id that
 *   is not a string or options that are not an object of booleans
 * @example
 * ```ts
 * import { jumpOdds, sherwoodRules } from "@tt/sherwood";
 * jumpOdds(sherwoodRules, "robin").odds; // [{ result: "landed", probability: 0.7 }, { result: "stunned", probability: 0.2 }, { result: "wounded", probability: 0.1 }]
 * ```
 */
export function jumpOdds(rules: SherwoodRules, characterId: string, options: { readonly ontoHorse?: boolean } = {}): { modifiers: readonly Modifier[]; odds: readonly ResultOdds<JumpResult>[] } {
  checkRules(rules);
  if (typeof characterId !== "string") throw new SherwoodError("sherwood/bad-argument", "is not a character id", "characterId");
  checkOptions(options, { ontoHorse: OPTION.boolean });
  const c = rules.character(characterId);
  const modifiers: Modifier[] = [];
  if (c.armoured) modifiers.push(mod("armoured", 2, "SHW-4.5"));
  if (options.ontoHorse === true) modifiers.push(mod("onto a horse", 1, "SHW-4.5"));
  return { modifiers, odds: tableOdds(rules.tables.jump, { dice: "1d10", modifiers }) };
}

/**
 * Where a rider can dismount to (SHW-4.3): the empty hexes adjacent to both hexes of the horse that
 * a character on foot may enter. Dismounting and mounting are done instead of moving (SHW-4.3); the
 * initiation rules' remount costs `rules.movementCost("remount")`, 2 MP (SHW-I.MOVE).
 *
 * @param rules - the compiled rules (`sherwoodRules`)
 * @param board - the board
 * @param pieces - every piece
 * @param riderId - the mounted piece
 * @returns the hexes, or none if it is not riding
 * @throws {@link SherwoodError} `sherwood/unknown-id` for a rider not among the pieces; `sherwood/bad-argument` for
 *   pieces that are not what they should be
 * @example
 * ```ts
 * import { dismountHexes, sherwoodRules } from "@tt/sherwood";
 * const board = sherwoodRules.map("the-inn");
 * dismountHexes(sherwoodRules, board, [{ id: "guy", camp: "normans", character: "guy", at: { q: 5, r: 0 }, facing: 0, mounted: true }], "guy").length; // 2
 * ```
 */
export function dismountHexes(rules: SherwoodRules, board: Board, pieces: readonly SherwoodPiece[], riderId: string): Hex[] {
  checkGround(rules, board);
  const checked = checkPieces(rules, board, pieces);
  const rider = findPiece(checked, checkId(checked, riderId, "riderId"));
  if (rider.mounted !== true || rider.facing === undefined) return [];
  return besideBoth(board, pieceHexes(rider)).filter((h) => !("rule" in terrainEntry(rules, board, false, h)) && !pieces.some((p) => pieceHexes(p).some((x) => hexEquals(x, h))));
}

/**
 * Whether a character on foot can mount a riderless horse now (SHW-4.3): standing beside both of
 * its hexes, or up a tree next to it (then with a jump roll, +1, {@link jumpOdds}).
 *
 * @param rules - the compiled rules (`sherwoodRules`)
 * @param board - the board
 * @param pieces - every piece
 * @param characterId - the character (one with mounted counters, on foot)
 * @param horseId - the horse (an animal piece with `facing`)
 * @returns whether it can, the rule, and whether a jump roll is needed
 * @throws {@link SherwoodError} `sherwood/unknown-id` for ids not among the pieces; `sherwood/bad-argument` for pieces
 *   that are not what they should be (path `pieces[0].facing`, `horseId`)
 * @example
 * ```ts
 * import { canMount, sherwoodRules } from "@tt/sherwood";
 * const board = sherwoodRules.map("the-inn");
 * const horse = { id: "horse", camp: "normans", animal: "cavalry-horse", at: { q: 5, r: 0 }, facing: 0 as const };
 * canMount(sherwoodRules, board, [horse, { id: "guy", camp: "normans", character: "guy", at: { q: 4, r: 1 } }], "guy", "horse").possible; // true
 * ```
 */
export function canMount(rules: SherwoodRules, board: Board, pieces: readonly SherwoodPiece[], characterId: string, horseId: string): { possible: boolean; rule: string; jumpRoll: boolean } {
  checkGround(rules, board);
  const checked = checkPieces(rules, board, pieces);
  const c = findPiece(checked, checkId(checked, characterId, "characterId"));
  const horse = findPiece(checked, checkId(checked, horseId, "horseId"));
  const rides = c.character !== undefined && c.mounted !== true && rules.character(c.character).mounted !== null;
  // A riderless horse: a two-hex domestic animal (SHW-7.1: horses without riders are domestic animals).
  const isHorse = horse.animal !== undefined && horse.facing !== undefined && rules.animal(horse.animal).kind === "domestic" && rules.animal(horse.animal).hexes === 2;
  if (!rides || !isHorse || c.state === "stunned") return { possible: false, rule: "SHW-4.3", jumpRoll: false };
  const hexes = pieceHexes(horse);
  // A horse led into a tree (SHW-7.1) is mounted only once it stands where riders may (SHW-4.1).
  if (hexes.some((h) => "rule" in terrainEntry(rules, board, true, h))) return { possible: false, rule: "SHW-4.1", jumpRoll: false };
  if (c.upTree === true) return { possible: hexes.some((h) => hexNeighbors(h).some((n) => hexEquals(n, c.at)) || hexEquals(h, c.at)), rule: "SHW-4.3", jumpRoll: true };
  return { possible: besideBoth(board, hexes).some((h) => hexEquals(h, c.at)), rule: "SHW-4.3", jumpRoll: false };
}

function besideBoth(board: Board, hexes: readonly Hex[]): Hex[] {
  const [a, b] = hexes as [Hex, Hex];
  return hexNeighbors(a).filter((h) => board.hexMap.has(h) && hexNeighbors(b).some((n) => hexEquals(n, h)));
}
