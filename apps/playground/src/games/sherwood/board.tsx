import { hexBounds, hexSvgPath, hexsideBetween, hexsideEndpoints, hexsideSvgPath, pixelToHex, type Hex, type Hexside, type Point } from "@tt/hexgrid";
import { counterLabels, hideoutHexes, hideoutName, sherwoodBoard, sherwoodRules, type Board, type GamePiece, type SherwoodAction, type SherwoodState } from "@tt/sherwood";
import { Component, type ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { BoardProps } from "../../ui/game-module";
import { boardClick, walk } from "./click";
import { PieceMark } from "./counters";
import { f, LAYOUT, px } from "./geometry";
import { FirePanel, MapKey, Roster, Status } from "./panels";
import { decisionMarks, firePreview, pieceName, playerOfCamp, type DecisionMarks, type FirePreview } from "./marks";

// Sherwood's board: the hex map drawn with @tt/hexgrid's layout (terrain, trees, buildings, walls,
// doors and windows on their hexsides), drawn once per board; above it the pieces of the player's
// view, the hexes the decision reaches and its targets (by the rules' own functions, see marks.ts),
// and the line of fire of the shot under focus or chosen in the panel below.

const rules = sherwoodRules;
const keyOf = (h: Hex) => `${h.q},${h.r}`;

/** Everything drawn of a board that never changes, worked out once per board. */
interface Drawing {
  readonly box: { x: number; y: number; width: number; height: number };
  readonly terrain: readonly { terrain: string; d: string }[];
  readonly upper: string;
  readonly sides: Readonly<Record<"wall" | "door" | "window" | "low-wall" | "slope-lip", string>>;
  readonly trunks: readonly { letter: string; at: Point }[];
  readonly labels: readonly { text: string; at: Point; map: boolean }[];
}

const drawings = new WeakMap<Board, Drawing>();

function centre(points: readonly Point[]): Point {
  return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
}

function drawingOf(board: Board): Drawing {
  const known = drawings.get(board);
  if (known) return known;
  const byTerrain = new Map<string, Hex[]>();
  for (const h of board.hexMap.hexes) {
    const terrain = board.hexMap.terrain(h) ?? "clear";
    byTerrain.set(terrain, [...(byTerrain.get(terrain) ?? []), h]);
  }
  const sides: Record<"wall" | "door" | "window" | "low-wall" | "slope-lip", Hexside[]> = { wall: [], door: [], window: [], "low-wall": [], "slope-lip": [] };
  for (const { side, features } of board.hexMap.hexsides()) {
    if (features.includes("window")) sides.window.push(side);
    else if (features.includes("door")) sides.door.push(side);
    else if (features.includes("wall")) sides.wall.push(side);
    if (features.includes("low-wall")) sides["low-wall"].push(side);
    if (features.includes("slope-lip")) sides["slope-lip"].push(side);
  }
  const single = board.placements.length === 1;
  const mapNames = new Map(rules.data.maps.map((m) => [m.id, m.name]));
  const drawing: Drawing = {
    box: hexBounds(LAYOUT, board.hexMap.hexes, 6),
    terrain: [...byTerrain].map(([terrain, hexes]) => ({ terrain, d: hexSvgPath(LAYOUT, hexes, 1) })),
    upper: hexSvgPath(
      LAYOUT,
      board.hexes.filter((i) => i.level > 0).map((i) => i.hex),
      1,
    ),
    sides: {
      wall: hexsideSvgPath(LAYOUT, sides.wall, 1),
      door: hexsideSvgPath(LAYOUT, sides.door, 1),
      window: hexsideSvgPath(LAYOUT, sides.window, 1),
      "low-wall": hexsideSvgPath(LAYOUT, sides["low-wall"], 1),
      "slope-lip": hexsideSvgPath(LAYOUT, sides["slope-lip"], 1),
    },
    trunks: board.trees.map((t) => ({ letter: t.letter, at: px(t.trunk) })),
    labels: [
      ...board.buildings.flatMap((b) => b.rooms.map((r) => ({ text: r.name.replace(/ \(.*\)$/, ""), at: centre(r.hexes.map(px)), map: false }))),
      ...(single
        ? []
        : board.placements.map((p) => {
            const hexes = board.hexes.filter((i) => i.map === p.map).map((i) => px(i.hex));
            const top = Math.min(...hexes.map((h) => h.y));
            return { text: mapNames.get(p.map) ?? p.map, at: { x: centre(hexes).x, y: top + 6 }, map: true };
          })),
    ],
  };
  drawings.set(board, drawing);
  return drawing;
}

/** The map itself, drawn once: it re-renders only for another board. */
class StaticMap extends Component<{ board: Board }> {
  override shouldComponentUpdate(next: { board: Board }): boolean {
    return next.board !== this.props.board;
  }
  override render() {
    const d = drawingOf(this.props.board);
    return (
      <g class="static-map">
        {d.terrain.map((t) => (
          <path key={t.terrain} d={t.d} class={`terrain t-${t.terrain}`} />
        ))}
        {d.upper === "" ? null : <path d={d.upper} class="upper" />}
        <path d={d.sides["slope-lip"]} class="side side-slope-lip" />
        <path d={d.sides["low-wall"]} class="side side-low-wall" />
        <path d={d.sides.wall} class="side side-wall-under" />
        <path d={d.sides.wall} class="side side-wall" />
        <path d={d.sides.door} class="side side-wall-under" />
        <path d={d.sides.door} class="side side-door" />
        <path d={d.sides.window} class="side side-wall-under" />
        <path d={d.sides.window} class="side side-window" />
        {d.trunks.map((t) => (
          <g key={t.letter} class="trunk">
            <circle cx={f(t.at.x)} cy={f(t.at.y)} r={7} class="trunk-disc" />
            <text x={f(t.at.x)} y={f(t.at.y + 3.5)} class="trunk-letter">
              {t.letter}
            </text>
          </g>
        ))}
        {d.labels.map((l) => (
          <text key={`${l.text}-${l.at.x}`} x={f(l.at.x)} y={f(l.at.y + 3)} class={l.map ? "map-label" : "room-label"}>
            {l.text}
          </text>
        ))}
      </g>
    );
  }
}

/** The hexes the decision reaches: where the focus may still go (light), its next places, the one under focus. */
function Reach({ marks }: { marks: DecisionMarks }) {
  return (
    <g class="marks">
      {marks.reach.length > 0 ? <path d={hexSvgPath(LAYOUT, marks.reach, 1)} class="reach" /> : null}
      {marks.places.length > 0 ? <path d={hexSvgPath(LAYOUT, marks.places, 1)} class="place" /> : null}
      {marks.chosenPlace ? <path d={hexSvgPath(LAYOUT, marks.chosenPlace, 1)} class="chosen-place" /> : null}
    </g>
  );
}

/** The start of a line of fire: the hex centre, or the middle of the window or door it is fired through. */
function fireStart(preview: FirePreview): Point {
  if (preview.from.through === null) return px(preview.from.hex);
  const [a, b] = hexsideEndpoints(LAYOUT, hexsideBetween(preview.from.hex, preview.from.through));
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The line of fire drawn: the hexes it passes, its ties (dashed pairs), its blockers (crossed), the line itself. */
function FireLine({ preview }: { preview: FirePreview }) {
  const start = fireStart(preview);
  const end = px(preview.to);
  const tied = new Set(preview.ties.flatMap((t) => t.hexes.map(keyOf)));
  const passed = (preview.hexes ?? []).filter((h) => !tied.has(keyOf(h)));
  return (
    <g class={`fire ${preview.possible ? "open" : "blocked"}`} data-testid="fire-line">
      {passed.length > 0 ? <path d={hexSvgPath(LAYOUT, passed, 1)} class="fire-hexes" /> : null}
      {preview.ties.length > 0 ? (
        <path
          d={hexSvgPath(
            LAYOUT,
            preview.ties.flatMap((t) => [...t.hexes]),
            1,
          )}
          class="fire-ties"
        />
      ) : null}
      {preview.blockers.map((b, i) => {
        if (b.kind === "hexside") {
          const [p, q] = hexsideEndpoints(LAYOUT, hexsideBetween(b.between[0], b.between[1]));
          return <line key={i} x1={f(p.x)} y1={f(p.y)} x2={f(q.x)} y2={f(q.y)} class="blocker" />;
        }
        const c = px(b.hex);
        return <path key={i} d={`M${f(c.x - 7)},${f(c.y - 7)} l14,14 m0,-14 l-14,14`} class="blocker" />;
      })}
      <line x1={f(start.x)} y1={f(start.y)} x2={f(end.x)} y2={f(end.y)} class="fire-line" />
    </g>
  );
}

/** The viewer's own characters in ambush, at their hideouts (the view names no one else's). */
function Hideouts({ view, viewer, board }: { view: SherwoodState; viewer: string; board: Board }) {
  const own = view.hidden.filter((h) => h.hideout !== null && playerOfCamp(view, h.camp) === viewer);
  const byHideout = new Map<string, string[]>();
  for (const h of own) byHideout.set(h.hideout!, [...(byHideout.get(h.hideout!) ?? []), pieceName(h.id)]);
  return (
    <g class="hideouts">
      {[...byHideout].map(([hideout, names]) => {
        const hexes = hideoutHexes(board, hideout);
        if (hexes.length === 0) return null;
        const at = centre(hexes.map(px));
        return (
          <g key={hideout} class="hideout">
            <title>{`In ambush ${hideoutName(hideout)} (hidden from the other players): ${names.join(", ")}`}</title>
            <circle cx={f(at.x)} cy={f(at.y)} r={14} class="hideout-ring" />
            <text x={f(at.x)} y={f(at.y + 4)} class="hideout-count">
              {names.length}?
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * The map's frame: on a phone the map is drawn at a readable size in a frame that scrolls (at the
 * screen's width a counter's letters would be 5px high), or whole at a press.
 */
function MapFrame({ children, at, width }: { children: ComponentChildren; at: { x: number; y: number } | null; width: number }) {
  const [whole, setWhole] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Where the choice is (its piece, its places, the player's pieces) in the middle of the frame.
    const el = frame.current;
    if (el === null || at === null || whole) return;
    el.scrollLeft = at.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = at.y * el.scrollHeight - el.clientHeight / 2;
  }, [at?.x, at?.y, whole]);
  return (
    <div class={`hexmap-frame${whole ? " whole" : ""}`} style={{ "--natural-width": `${Math.round(width)}px` }}>
      <button type="button" class="action map-zoom" aria-pressed={whole} onClick={() => setWhole(!whole)}>
        Show the whole map
      </button>
      <div class="hexmap-scroll" ref={frame}>
        {children}
      </div>
    </div>
  );
}

/** Sherwood's board, all from the player's view: hidden ambushers of other seats are never in it. */
export function SherwoodBoard({ session, viewer, view: raw, focus, act }: BoardProps) {
  const view = raw as SherwoodState;
  const board = sherwoodBoard(view);
  const drawing = drawingOf(board);
  const [pick, setPick] = useState<{ shooter: string; target: string } | null>(null);
  // The piece last clicked on the map: the marks are about it while the decision offers it something.
  const [selected, setSelected] = useState<string | null>(null);
  const waiting = session.waiting;
  // The decision's marks only for the person deciding (a bot's options are its own).
  const actions = waiting.kind === "person" && waiting.player === viewer ? (waiting.decision.actions as SherwoodAction[]) : [];
  const chosen = focus !== null && focus !== undefined && actions.includes(focus as SherwoodAction) ? (focus as SherwoodAction) : null;
  const marks = decisionMarks(view, actions, chosen, selected);
  // A click on the map: a place or a target of the decision, a walk through the focus's reach, or one of the player's pieces.
  const onMapClick = (event: MouseEvent) => {
    const svg = event.currentTarget as SVGSVGElement;
    const matrix = svg.getScreenCTM();
    if (act === undefined || matrix === null) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const click = boardClick(view, viewer, actions, pixelToHex(LAYOUT, { x: at.x, y: at.y }), marks.focus);
    if (click === null) return;
    if (click.kind === "select") setSelected(click.piece);
    else if (click.kind === "act") act((s) => s.act(click.action));
    else act((s) => walk(s, viewer, click.piece, click.path));
  };
  const firstShot = actions.find((a): a is Extract<SherwoodAction, { type: "shoot" }> => a.type === "shoot");
  const fire = chosen?.type === "shoot" ? { shooter: chosen.shooter, target: chosen.target } : (pick ?? (firstShot ? { shooter: firstShot.shooter, target: firstShot.target } : null));
  let preview: FirePreview | null = null;
  try {
    preview = fire === null ? null : firePreview(view, fire.shooter, fire.target);
  } catch {
    preview = null;
  }
  const campIndex = new Map(view.sides.map((side, i) => [side, i]));
  const labels = counterLabels(view);
  const targets = new Set(marks.targets);
  const box = drawing.box;
  const description = view.sides
    .map((side) => {
      const pieces = view.pieces.filter((p) => p.camp === side);
      return `${side}: ${pieces.length === 0 ? "no one on the map" : pieces.map((p) => pieceName(p.id)).join(", ")}`;
    })
    .join(". ");
  // Pieces in the order they stack: carts, then animals, then characters, the focus last (on top).
  const order = (p: GamePiece) => (p.id === marks.focus ? 3 : p.equipment !== undefined ? 0 : p.animal !== undefined ? 1 : 2);
  const pieces = [...view.pieces].sort((a, b) => order(a) - order(b));
  // Characters sharing a hex (a cart's passengers, two a hex) are drawn side by side over it.
  const byHex = new Map<string, string[]>();
  for (const p of view.pieces) if (p.equipment === undefined) byHex.set(keyOf(p.at), [...(byHex.get(keyOf(p.at)) ?? []), p.id]);
  const shifts = new Map<string, number>();
  for (const ids of byHex.values())
    if (ids.length > 1)
      ids.forEach((id, i) => {
        shifts.set(id, (i - (ids.length - 1) / 2) * 15);
      });
  // Where to look on a small screen: the piece the choice is about, else its places, else the player's own pieces.
  const focusPiece = view.pieces.find((p) => p.id === marks.focus);
  const ownPieces = view.pieces.filter((p) => playerOfCamp(view, p.camp) === viewer).map((p) => p.at);
  const around = focusPiece ? [focusPiece.at] : marks.places.length > 0 ? marks.places : ownPieces;
  const middle = around.length > 0 ? centre(around.map(px)) : null;
  const frac = (n: number) => Math.round(n * 100) / 100;
  const lookAt = middle === null ? null : { x: frac((middle.x - box.x) / box.width), y: frac((middle.y - box.y) / box.height) };
  return (
    <div class="sherwood-board">
      {/* Someone choosing a hideout is public (who hides where is not): the step tells the view whether the set-up is over. */}
      <Status view={view} step={waiting.kind === "person" || waiting.kind === "bot" ? waiting.decision : waiting.kind === "roll" ? waiting.chance : { kind: "over" }} />
      <MapFrame at={lookAt} width={box.width}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click is the pointer's shortcut; every choice it makes is a button beside the map, the keyboard's way */}
        <svg
          viewBox={`${f(box.x)} ${f(box.y)} ${f(box.width)} ${f(box.height)}`}
          class={`hexmap${act === undefined || actions.length === 0 ? "" : " clickable"}`}
          onClick={onMapClick}
          role="img"
          aria-labelledby="hexmap-title"
          aria-describedby="hexmap-desc"
          data-testid="hexmap"
        >
          <title id="hexmap-title">{`The map: ${board.placements.map((p) => rules.data.maps.find((m) => m.id === p.map)?.name ?? p.map).join(", ")}`}</title>
          <desc id="hexmap-desc">{description}</desc>
          <StaticMap board={board} />
          <Reach marks={marks} />
          <Hideouts view={view} viewer={viewer} board={board} />
          {preview ? <FireLine preview={preview} /> : null}
          <g class="pieces">
            {pieces.map((p) => (
              <PieceMark
                key={p.id}
                piece={p}
                label={labels[p.id] ?? p.id.slice(0, 2)}
                colour={campIndex.get(p.camp) ?? 7}
                own={playerOfCamp(view, p.camp) === viewer}
                focus={p.id === marks.focus}
                target={targets.has(p.id)}
                chosen={p.id === marks.chosenTarget}
                shift={shifts.get(p.id) ?? 0}
              />
            ))}
          </g>
        </svg>
      </MapFrame>
      <MapKey present={new Set(drawing.terrain.map((t) => t.terrain))} clickable={act !== undefined && actions.length > 0} />
      <div class="board-panels">
        <FirePanel view={view} viewer={viewer} preview={preview} pick={pick} onPick={setPick} />
        <Roster view={view} viewer={viewer} />
      </div>
    </div>
  );
}
