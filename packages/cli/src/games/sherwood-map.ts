import { hexToOffset, offsetToHex, riderRear, type Hex, type HexsideFeature, type OffsetCoord } from "@tt/hexgrid";
import { reachNow, sherwoodRules, type Board, type GamePiece, type SherwoodAction, type SherwoodState } from "@tt/sherwood";

// The text map of `tt play sherwood`: a window of the board around the character the decision is
// about, drawn from the player's view only (a hidden character is never on it). Layout only: every
// word about the game comes from @tt/sherwood.

const rules = sherwoodRules;

/** How far the window reaches from its centre: 9 columns either side, 6 rows above and below. */
const HALF_WIDTH = 9;
const HALF_HEIGHT = 6;

/** A terrain as one character on the map. */
const TERRAIN: Readonly<Record<string, string>> = { clear: ".", tree: "t", scrub: '"', slope: "^", floor: "_", stairs: "=", balcony: "b", hearth: "h" };
/** A hexside feature as one character, strongest first (a door in a wall shows as the door). */
const HEXSIDE: readonly [HexsideFeature, string][] = [
  ["door", "'"],
  ["window", ":"],
  ["wall", "#"],
  ["low-wall", "~"],
];

/** The board a state is played on: a single map's, or a scenario's joined maps. Undefined if unknown. */
function boardOf(state: SherwoodState): Board | undefined {
  // A scenario's state names its scenario ({ number, ... }); a skirmish's, its map.
  const scenario = (state as { scenario?: { number?: unknown } | number | null }).scenario;
  const number = typeof scenario === "number" ? scenario : scenario?.number;
  const byNumber = typeof number === "number" ? rules.scenarios.find((s) => s.number === number)?.board : undefined;
  return byNumber ?? rules.maps.find((b) => b.id === state.map) ?? rules.scenarios.find((s) => s.id === state.map || s.board.id === state.map)?.board;
}

/** Whether `viewer` plays `camp`: its own camp, or one of the camps a scenario gives that player (SHW-S.4). */
export function playsFor(state: SherwoodState, camp: string, viewer: string): boolean {
  return (Object.hasOwn(state.controllers, camp) ? state.controllers[camp] : camp) === viewer;
}

/** A piece's two-letter tag on the map: the initials of a hyphenated id (`little-john` LJ), else its first two letters. */
function baseTag(id: string): string {
  const words = id.split(/[-:]/).filter((w) => w !== "");
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : id.slice(0, 2).padEnd(2, "_")).toUpperCase();
}

/**
 * Each piece's tag, unique among the pieces the viewer knows of (on the board, fallen, its own side's
 * hidden ones): another player's hidden characters take no part, so no tag tells of them.
 */
export function pieceTags(state: SherwoodState, viewer: string): Map<string, string> {
  const ids = [...new Set([...state.pieces.map((p) => p.id), ...state.fallen.map((p) => p.id), ...state.hidden.filter((h) => playsFor(state, h.camp, viewer)).map((h) => h.id)])].sort();
  const tags = new Map<string, string>();
  const used = new Set<string>();
  for (const id of ids) {
    let tag = baseTag(id);
    const letters = id.replace(/[^a-z0-9]/gi, "").toUpperCase();
    for (let i = 1; used.has(tag) && i < letters.length; i++) tag = `${letters[0]}${letters[i]}`;
    for (let n = 2; used.has(tag); n++) tag = `${letters[0]}${n}`;
    used.add(tag);
    tags.set(id, tag);
  }
  return tags;
}

/** A piece's hexes: its own, and a rider's (or a horse's, a two-hex animal's) rear hex behind its facing. */
function hexesOf(piece: GamePiece): { front: Hex; rear?: Hex } {
  return piece.facing === undefined ? { front: piece.at } : { front: piece.at, rear: riderRear({ front: piece.at, facing: piece.facing }) };
}

const key = (h: Hex) => `${h.q},${h.r}`;
const placeHex = (to: Hex | { front: Hex }): Hex => ("front" in to ? to.front : to);

/** What the decision is about: the character it turns on (moving, shooting, attacking, retreating) and the hexes and targets it offers. */
function focusOf(state: SherwoodState, actions: readonly SherwoodAction[]): { focus: string | undefined; places: Hex[]; targets: Set<string> } {
  const targets = new Set<string>();
  const places: Hex[] = [];
  let focus = state.moving?.piece;
  for (const a of actions) {
    if (a.type === "shoot") {
      targets.add(a.target);
      focus ??= a.shooter;
    } else if (a.type === "attack") {
      targets.add(a.defender);
      focus ??= a.attackers[0];
    } else if (a.type === "jump-attack") {
      targets.add(a.defender);
      focus ??= a.piece;
    } else if ("piece" in a && ("to" in a || "at" in a)) {
      // A step, a retreat, an advance, a placement, a reveal (a scenario's deployment and entry too).
      const to = "to" in a ? a.to : a.at;
      focus ??= a.piece;
      if (a.piece === focus && typeof to === "object" && to !== null) places.push(placeHex(to as Hex | { front: Hex }));
    }
  }
  return { focus, places, targets };
}

/** Where the focus may end its move this phase (SHW-4), as the game lets it (`reachNow`: a scenario's override of its allowance, the points spent); none outside a move. */
function reachable(state: SherwoodState, focus: GamePiece, actions: readonly SherwoodAction[]): Hex[] {
  if (!actions.some((a) => a.type === "step" && a.piece === focus.id)) return [];
  try {
    return reachNow(state, focus.id).places.map((p) => placeHex(p.at));
  } catch {
    return [];
  }
}

/** The hexside character between two neighbouring hexes, or undefined. */
function sideMark(board: Board, a: Hex, b: Hex): string | undefined {
  if (!board.hexMap.has(a) || !board.hexMap.has(b)) return undefined;
  const features = board.hexMap.hexsideFeatures(a, b);
  return HEXSIDE.find(([feature]) => features.includes(feature))?.[1];
}

/**
 * The map for a decision, as lines: the board around the character it is about, `viewer`'s own
 * pieces in capitals and the others' in small letters, `*` on that character, `!` on each target
 * of a shot or attack on offer, `+` before each hex it can reach (or retreat, advance, be placed
 * on), walls, windows, doors and low walls on the hexsides between hexes, then a legend. `state`
 * is the viewer's view: nothing hidden from the viewer is drawn. Empty when the board is unknown.
 */
export function sherwoodMapLines(state: SherwoodState, viewer: string, actions: readonly SherwoodAction[]): string[] {
  const board = boardOf(state);
  if (board === undefined) return [];
  const { focus, places, targets } = focusOf(state, actions);
  const focusPiece = state.pieces.find((p) => p.id === focus);
  const tags = pieceTags(state, viewer);
  const marked = new Set([...places, ...(focusPiece ? reachable(state, focusPiece, actions) : [])].map(key));
  const cells = new Map<string, string>();
  for (const piece of state.pieces) {
    const tag = tags.get(piece.id) ?? "??";
    const shown = playsFor(state, piece.camp, viewer) ? tag : tag.toLowerCase();
    const mark = piece.id === focus ? "*" : targets.has(piece.id) ? "!" : piece.upTree === true ? "^" : " ";
    const { front, rear } = hexesOf(piece);
    cells.set(key(front), `${shown}${mark}`);
    if (rear !== undefined) cells.set(key(rear), `${shown}~`);
  }
  const treeTrunks = new Map(board.trees.map((t) => [key(t.trunk), t.letter]));
  const offsets = board.hexMap.hexes.map((h) => hexToOffset(h, "odd-r"));
  // The character the choice is about; one not yet on the board (set up, entering), the places offered him.
  const centre = focusPiece
    ? hexToOffset(focusPiece.at, "odd-r")
    : centreOf(
        state,
        viewer,
        places.map((h) => hexToOffset(h, "odd-r")),
        offsets,
      );
  const cols = offsets.map((o) => o.col);
  const rows = offsets.map((o) => o.row);
  const [minCol, maxCol, minRow, maxRow] = [Math.min(...cols), Math.max(...cols), Math.min(...rows), Math.max(...rows)];
  const left = Math.max(minCol, Math.min(centre.col - HALF_WIDTH, maxCol - 2 * HALF_WIDTH));
  const right = Math.min(maxCol, left + 2 * HALF_WIDTH);
  const top = Math.max(minRow, Math.min(centre.row - HALF_HEIGHT, maxRow - 2 * HALF_HEIGHT));
  const bottom = Math.min(maxRow, top + 2 * HALF_HEIGHT);
  const at = (col: number, row: number) => offsetToHex({ col, row }, "odd-r");
  const indent = (row: number) => (((row % 2) + 2) % 2 === 1 ? "  " : "");
  const label = (n: number) => String(n).padStart(3);

  const cell = (col: number, row: number): string => {
    const h = at(col, row);
    if (!board.hexMap.has(h)) return "   ";
    const piece = cells.get(key(h));
    if (piece !== undefined) return piece;
    const trunk = treeTrunks.get(key(h));
    const ground = trunk ?? TERRAIN[board.hexMap.terrain(h) ?? ""] ?? "?";
    return marked.has(key(h)) ? `+${ground} ` : ` ${ground} `;
  };
  const lines: string[] = [];
  let header = "   ";
  for (let col = left; col <= right; col++) header += String(col).padStart(4);
  lines.push(header);
  for (let row = top; row <= bottom; row++) {
    let line = `${label(row)}${indent(row)}`;
    for (let col = left; col <= right; col++) line += `${sideMark(board, at(col - 1, row), at(col, row)) ?? " "}${cell(col, row)}`;
    lines.push(`${line}${sideMark(board, at(right, row), at(right + 1, row)) ?? ""}`.trimEnd());
    if (row === bottom) break;
    // The hexsides to the row below: under each hex, its south-west side, then its south-east.
    const under = Array.from({ length: (right - left + 1) * 4 + 6 }, () => " ");
    for (let col = left; col <= right; col++) {
      const h = at(col, row);
      const x = 3 + indent(row).length + (col - left) * 4 + 1;
      const sw = sideMark(board, h, { q: h.q - 1, r: h.r + 1 });
      const se = sideMark(board, h, { q: h.q, r: h.r + 1 });
      if (sw !== undefined) under[x] = sw;
      if (se !== undefined) under[x + 2] = se;
    }
    const between = under.join("").trimEnd();
    if (between !== "") lines.push(between);
  }
  lines.push(...legend(board, viewer, focusPiece, tags));
  return lines;
}

/** Where to look with no character on the board to look at: the places offered, else the viewer's pieces, else everyone's, else the board's middle. */
function centreOf(state: SherwoodState, viewer: string, places: readonly OffsetCoord[], board: readonly OffsetCoord[]): OffsetCoord {
  const own = state.pieces.filter((p) => playsFor(state, p.camp, viewer));
  const hexes = (own.length > 0 ? own : state.pieces).map((p) => hexToOffset(p.at, "odd-r"));
  const points = places.length > 0 ? places : hexes.length > 0 ? hexes : board;
  const mean = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) / Math.max(1, values.length));
  return { col: mean(points.map((p) => p.col)), row: mean(points.map((p) => p.row)) };
}

/** The map's key, in four lines: who and what is marked, then the symbols. */
function legend(board: Board, viewer: string, focus: GamePiece | undefined, tags: Map<string, string>): string[] {
  const who = focus === undefined ? "" : ` · * ${tags.get(focus.id)} this choice's`;
  const trees = board.trees.length > 0 ? " · A-Z a large tree" : "";
  return [
    `key: CAPITALS ${viewer}, small letters the others${who} · ! a target`,
    "     ^ up a tree · ~ a rider's rear · +x a hex it can reach · hexes named col,row as in the menus",
    `     . clear t trees " scrub ^ slope _ floor = stairs b balcony h hearth${trees}`,
    "     between hexes: # wall : window ' door ~ low wall",
  ];
}
