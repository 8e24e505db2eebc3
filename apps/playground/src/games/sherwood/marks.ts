import { hexNeighbor, riderRear, type Direction, type Hex } from "@tt/hexgrid";
import { hideoutHexes, lineOfFire, reachNow, sherwoodBoard, sherwoodPieceName, sherwoodRules, type GamePiece, type SherwoodAction, type SherwoodState } from "@tt/sherwood";

// What the Sherwood board marks, worked out from the player's view and the decision's actions with
// the package's own functions (reachNow, lineOfFire, hideoutHexes): framework-free, tested in Node.

const rules = sherwoodRules;

/** The player who plays a camp (a scenario may give one player several camps, SHW-S.4). */
export function playerOfCamp(view: SherwoodState, camp: string): string {
  return Object.hasOwn(view.controllers, camp) ? view.controllers[camp]! : camp;
}

/** The players of a game, in turn order of their first camp. */
export function playersOf(state: SherwoodState): string[] {
  return [...new Set(state.sides.map((side) => playerOfCamp(state, side)))];
}

/** A piece's name as the game's text gives it ("Robin Hood", "the cavalry horse", "Sir Guy of Gisbourne's horse"). */
export function pieceName(id: string): string {
  return sherwoodPieceName(id);
}

/** A piece's hexes: its own, and a rider's (or a two-hex animal's, a carriage's) rear hex behind its facing. */
export function hexesOf(piece: GamePiece): { front: Hex; rear: Hex | null } {
  return { front: piece.at, rear: piece.facing === undefined ? null : riderRear({ front: piece.at, facing: piece.facing }) };
}

/** Where an action puts its piece: the front hex of a place (a rider's place has a facing). */
const placeHex = (to: Hex | { front: Hex }): Hex => ("front" in to ? to.front : { q: to.q, r: to.r });

/** The piece an action is about: the one moving, shooting, attacking, set up, retreating; null for the phase's end, a wait, a strike. */
export function actionPiece(action: SherwoodAction): string | null {
  switch (action.type) {
    case "shoot":
      return action.shooter;
    case "attack":
      return action.attackers[0] ?? null;
    case "stay":
    case "spring":
    case "pass":
    case "strike":
    case "end-ambush":
    case "end-phase":
      return null;
    default:
      return action.piece;
  }
}

/** The hex an action takes its piece to, or null (a shot, an attack, a mount). */
export function actionPlace(action: SherwoodAction): Hex | null {
  switch (action.type) {
    case "step":
    case "dismount":
    case "drive":
    case "retreat":
    case "place":
    case "advance":
    case "deploy":
    case "enter":
    case "jump-attack":
      return placeHex(action.to);
    case "reveal":
      return placeHex(action.at);
    default:
      return null;
  }
}

/** What an action strikes at and who strikes (a shooter, the attackers of a joint attack), or null. */
export function actionStrike(action: SherwoodAction): { readonly target: string; readonly by: readonly string[] } | null {
  switch (action.type) {
    case "shoot":
      return { target: action.target, by: [action.shooter] };
    case "blind":
      return { target: action.target, by: [action.piece] };
    case "attack":
      return { target: action.defender, by: action.attackers };
    case "jump-attack":
      return { target: action.defender, by: [action.piece] };
    default:
      return null;
  }
}

/** The piece an action strikes at, or null. */
const actionTarget = (action: SherwoodAction): string | null => actionStrike(action)?.target ?? null;

/** What the board marks for a decision. */
export interface DecisionMarks {
  /** The piece the marks are about (the action under focus's, the one moving, or the only one offered), or null. */
  readonly focus: string | null;
  /** The hexes the decision's actions put a piece on (the focus's only, when there is one): steps, set-up places, entries, retreats. */
  readonly places: readonly Hex[];
  /** Where the focus may still end its move this phase (SHW-4, by the package's `reachNow`), beyond its next step. */
  readonly reach: readonly Hex[];
  /** The pieces the decision's shots and attacks strike at. */
  readonly targets: readonly string[];
  /** The hex the action under focus goes to, or null. */
  readonly chosenPlace: Hex | null;
  /** The piece the action under focus strikes at, or null. */
  readonly chosenTarget: string | null;
}

const keyOf = (h: Hex) => `${h.q},${h.r}`;

function unique(hexes: readonly Hex[]): Hex[] {
  const seen = new Map<string, Hex>();
  for (const h of hexes) seen.set(keyOf(h), h);
  return [...seen.values()];
}

/**
 * The marks of a decision as the player deciding sees it: the hexes its actions reach, where the
 * piece they are about may still go (the package's `reachNow`: the game's own steps and allowance,
 * less the points spent), and the targets of its shots and attacks; the action under focus (a button hovered or
 * focused) picks the piece and is marked apart.
 *
 * @param view - the deciding player's view
 * @param actions - the decision's actions
 * @param chosen - the action under focus, or null
 * @param selected - the piece the player clicked on the map, or null: the focus when no action is under focus and the decision offers it something
 */
export function decisionMarks(view: SherwoodState, actions: readonly SherwoodAction[], chosen: SherwoodAction | null, selected: string | null = null): DecisionMarks {
  const offered = [...new Set(actions.filter((a) => actionPlace(a) !== null).map(actionPiece))];
  const picked = selected !== null && actions.some((a) => actionPiece(a) === selected) ? selected : null;
  const focus = (chosen === null ? null : actionPiece(chosen)) ?? picked ?? view.moving?.piece ?? (offered.length === 1 ? (offered[0] ?? null) : null);
  const placing = actions.filter((a) => actionPlace(a) !== null && (focus === null || actionPiece(a) === focus));
  // A hideout chosen (SHW-8.1): the tree's seven hexes or the building's.
  const hiding = chosen?.type === "hide" ? hideoutHexes(sherwoodBoard(view), chosen.hideout) : [];
  const places = unique([...placing.map((a) => actionPlace(a)!), ...hiding]);
  const targets = [...new Set(actions.map(actionTarget).filter((t): t is string => t !== null))];
  return {
    focus,
    places,
    reach: focus !== null && actions.some((a) => a.type === "step" && a.piece === focus) ? reachOf(view, focus, places) : [],
    targets,
    chosenPlace: chosen === null ? null : actionPlace(chosen),
    chosenTarget: chosen === null ? null : actionTarget(chosen),
  };
}

/** Where `id` may still end its move this phase (the package's `reachNow`), beyond `next` (its next steps). */
function reachOf(view: SherwoodState, id: string, next: readonly Hex[]): Hex[] {
  const piece = view.pieces.find((p) => p.id === id);
  if (piece === undefined) return [];
  const skip = new Set([keyOf(piece.at), ...next.map(keyOf)]);
  return unique(reachNow(view, id).places.map((p) => placeHex(p.at))).filter((h) => !skip.has(keyOf(h)));
}

/** A line of fire as the board draws it and the panel tells it (from `lineOfFire`). */
export interface FirePreview {
  readonly shooter: string;
  readonly target: string;
  readonly possible: boolean;
  /** The rule that decides (the refusing rule when not possible). */
  readonly rule: string;
  /** Why not, when not possible. */
  readonly reason: string | null;
  readonly range: number;
  readonly band: "short" | "long" | null;
  /** The line's start: the shooter's hex centre, or the hexside of a window or door he fires through. */
  readonly from: { readonly hex: Hex; readonly through: Hex | null };
  readonly to: Hex;
  /** Every hex the line passes (null when no line was traced: an adjacent target, no bow, out of range). */
  readonly hexes: readonly Hex[] | null;
  /** Where the line runs exactly along a hexside: the two hexes, and whether each side is blocked. */
  readonly ties: readonly { readonly hexes: readonly [Hex, Hex]; readonly blocked: readonly [boolean, boolean] }[];
  /** What blocks the line: hexes, and hexsides (the two hexes they separate). */
  readonly blockers: readonly ({ readonly kind: "hex"; readonly hex: Hex } | { readonly kind: "hexside"; readonly between: readonly [Hex, Hex] })[];
  readonly cover: readonly string[];
  readonly toHit: readonly { readonly label: string; readonly value: number }[];
  readonly damage: readonly { readonly label: string; readonly value: number }[];
}

/**
 * The line of fire from `shooter` to `target` in the player's view, by the rules' own `lineOfFire`
 * (with the game's tie rule): null when either is not on the board.
 */
export function firePreview(view: SherwoodState, shooter: string, target: string): FirePreview | null {
  const s = view.pieces.find((p) => p.id === shooter);
  const t = view.pieces.find((p) => p.id === target);
  if (s === undefined || t === undefined || s === t) return null;
  const fire = lineOfFire(rules, sherwoodBoard(view), view.pieces, shooter, target, { tieRule: view.tieRule });
  const sight = fire.sight;
  return {
    shooter,
    target,
    possible: fire.possible,
    rule: fire.rule,
    reason: fire.reason ?? null,
    range: fire.range,
    band: fire.band,
    from: { hex: s.at, through: fire.from === "centre" ? null : hexNeighbor(s.at, fire.from.hexside as Direction) },
    to: t.at,
    hexes: sight ? sight.hexes : null,
    ties: sight ? sight.ties.map((tie) => ({ hexes: tie.hexes, blocked: tie.blockedSides })) : [],
    blockers: sight ? sight.blockers.map((b) => (b.kind === "hex" ? { kind: "hex" as const, hex: b.hex } : { kind: "hexside" as const, between: b.between })) : [],
    cover: fire.cover,
    toHit: fire.toHit.map((m) => ({ label: m.label, value: m.value })),
    damage: fire.damage.map((m) => ({ label: m.label, value: m.value })),
  };
}

/** The viewer's characters who carry a missile weapon, and the enemies on the board: the choices of the line-of-fire preview. */
export function fireChoices(view: SherwoodState, viewer: string): { shooters: GamePiece[]; targets: GamePiece[] } {
  const own = (p: GamePiece) => playerOfCamp(view, p.camp) === viewer;
  const shooters = view.pieces.filter((p) => own(p) && p.character !== undefined && rules.character(p.character).missileWeapon !== null);
  const alliance = (p: GamePiece) => p.alliance ?? p.camp;
  const mine = new Set(view.pieces.filter(own).map(alliance));
  const targets = view.pieces.filter((p) => p.equipment === undefined && !mine.has(alliance(p)) && !own(p));
  return { shooters, targets };
}
