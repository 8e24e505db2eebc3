import { createLayout, hexBounds, hexSvgPath, hexToPixel, hexsideBetween, hexsideEndpoints, hexsideSvgPath, type Hex, type Hexside, type Point } from "@tt/hexgrid";
import { pieceValues, sherwoodRules, type Board, type GamePiece, type SherwoodAction, type SherwoodState } from "@tt/sherwood";
import { Component, type ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { BoardProps } from "../../ui/game-module";
import { scenarioOf } from "./def";
import { boardOf, decisionMarks, fireChoices, firePreview, hexesOf, hideoutHexes, pieceName, playerOfCamp, type DecisionMarks, type FirePreview } from "./marks";

// Sherwood's board: the hex map drawn with @tt/hexgrid's layout (terrain, trees, buildings, walls,
// doors and windows on their hexsides), drawn once per board; above it the pieces of the player's
// view, the hexes the decision reaches and its targets (by the rules' own functions, see marks.ts),
// and the line of fire of the shot under focus or chosen in the panel below.

const rules = sherwoodRules;
const LAYOUT = createLayout({ orientation: "pointy", size: 20, origin: { x: 0, y: 0 } });
const px = (h: Hex): Point => hexToPixel(LAYOUT, h);
const f = (n: number) => Math.round(n * 10) / 10;
const keyOf = (h: Hex) => `${h.q},${h.r}`;

const TERRAIN_WORDS: Readonly<Record<string, string>> = {
  clear: "open ground",
  tree: "large tree",
  scrub: "scrub",
  slope: "slope",
  floor: "building floor",
  stairs: "stairs",
  balcony: "balcony",
  hearth: "hearth (impassable)",
};

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

/** Up to eight camps' colours, in turn order. */
const CAMP_COLOURS = 8;

/** A piece's marks in words: its state and where it is. */
function pieceWords(piece: GamePiece): string {
  return [
    piece.state === "stunned" || piece.state === "wounded" ? piece.state : "",
    piece.mounted === true ? "mounted" : "",
    piece.upTree === true ? "up the tree" : "",
    piece.captured === true ? "captured" : "",
  ]
    .filter((w) => w !== "")
    .join(", ");
}

/** A counter's two letters: the initials of a hyphenated id, else its first two letters. */
function tagOf(id: string): string {
  const words = id
    .replace(/^horse:/, "")
    .split(/[-:]/)
    .filter((w) => w !== "" && !/^\d+$/.test(w));
  const tag = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? id).slice(0, 2);
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

function PieceMark({ piece, colour, own, focus, target, chosen, shift }: { piece: GamePiece; colour: number; own: boolean; focus: boolean; target: boolean; chosen: boolean; shift: number }) {
  const { front, rear } = hexesOf(piece);
  // Two passengers of a cart share its hex: side by side.
  const centreOf = px(front);
  const a = { x: centreOf.x + shift, y: centreOf.y };
  const b = rear === null ? null : px(rear);
  const words = pieceWords(piece);
  const name = pieceName(piece.id);
  const title = `${name} (${piece.camp}${words === "" ? "" : `, ${words}`})${target ? ": a target" : ""}`;
  const cls = `piece camp-${colour % CAMP_COLOURS}${own ? " own" : ""}${focus ? " focus" : ""}${target ? " target" : ""}${chosen ? " chosen" : ""} s-${piece.state ?? "healthy"}${piece.captured ? " captured" : ""}${piece.equipment !== undefined ? " cart" : piece.animal !== undefined ? " animal" : ""}`;
  return (
    <g class={cls} data-piece={piece.id}>
      <title>{title}</title>
      {b === null ? null : <line x1={f(b.x)} y1={f(b.y)} x2={f(a.x)} y2={f(a.y)} class="body" />}
      {focus || chosen ? <circle cx={f(a.x)} cy={f(a.y)} r={shift === 0 ? 15 : 10.5} class="halo" /> : null}
      {piece.equipment !== undefined ? (
        <rect x={f(a.x - 14)} y={f(a.y - 9)} width={28} height={18} rx={3} class="counter" />
      ) : (
        <circle cx={f(a.x)} cy={f(a.y)} r={shift === 0 ? 10.5 : 7.5} class="counter" />
      )}
      {target ? <circle cx={f(a.x)} cy={f(a.y)} r={shift === 0 ? 13.5 : 9.5} class="ring" /> : null}
      <text x={f(a.x)} y={f(a.y + (shift === 0 ? 3.6 : 2.6))} class={`piece-tag${shift === 0 ? "" : " small"}`}>
        {tagOf(piece.id)}
      </text>
      {piece.upTree === true ? <path d={`M${f(a.x + 6)},${f(a.y - 14)} l5,8 h-10 z`} class="up" /> : null}
      {piece.state === "wounded" ? <circle cx={f(a.x - 8)} cy={f(a.y - 8)} r={3.2} class="wound" /> : null}
    </g>
  );
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
            <title>{`In ambush ${hideoutName(board, hideout)} (hidden from the other players): ${names.join(", ")}`}</title>
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

/** The signed modifiers of a roll, in words. */
const mods = (list: readonly { label: string; value: number }[]) => list.map((m) => `${m.value >= 0 ? "+" : "−"}${Math.abs(m.value)} ${m.label}`).join(", ");

/** The line-of-fire panel: the shooter and the target (the shot under focus, or chosen here), and what the rules say of the line. */
function FirePanel({
  view,
  viewer,
  preview,
  pick,
  onPick,
}: {
  view: SherwoodState;
  viewer: string;
  preview: FirePreview | null;
  pick: { shooter: string; target: string } | null;
  onPick: (pick: { shooter: string; target: string } | null) => void;
}) {
  const { shooters, targets } = fireChoices(view, viewer);
  if (shooters.length === 0 || targets.length === 0) return null;
  const shooter = preview?.shooter ?? pick?.shooter ?? "";
  const target = preview?.target ?? pick?.target ?? "";
  const choose = (next: { shooter?: string; target?: string }) => {
    const s = next.shooter ?? shooter;
    const t = next.target ?? target;
    onPick(s === "" && t === "" ? null : { shooter: s || shooters[0]!.id, target: t || targets[0]!.id });
  };
  return (
    <section class="fire-panel" aria-labelledby="fire-heading" data-testid="fire-panel">
      <h2 id="fire-heading">Line of fire</h2>
      <div class="fire-pick">
        <label>
          Shooter{" "}
          <select value={shooter} onChange={(e) => choose({ shooter: (e.target as HTMLSelectElement).value })}>
            <option value="">choose…</option>
            {shooters.map((p) => (
              <option key={p.id} value={p.id}>
                {pieceName(p.id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Target{" "}
          <select value={target} onChange={(e) => choose({ target: (e.target as HTMLSelectElement).value })}>
            <option value="">choose…</option>
            {targets.map((p) => (
              <option key={p.id} value={p.id}>
                {pieceName(p.id)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {preview === null ? (
        <p class="fire-words">A shot's button, hovered or focused, shows its line here and on the map; or choose a shooter and a target.</p>
      ) : (
        <p class="fire-words" data-testid="fire-words" role="status">
          <strong>{preview.possible ? "Clear" : "No shot"}</strong> [{preview.rule}]: {pieceName(preview.shooter)} to {pieceName(preview.target)}, {preview.range} hexes
          {preview.band === null ? "" : `, ${preview.band} range`}
          {preview.reason === null ? "" : `: ${preview.reason}`}.
          {preview.ties.length > 0 ? ` The line runs along ${preview.ties.length} hexside${preview.ties.length === 1 ? "" : "s"} (ties, judged "${view.tieRule}").` : ""}
          {preview.blockers.length > 0 ? ` Blocking: ${preview.blockers.length} (crossed on the map).` : ""}
          {preview.cover.length > 0 ? ` Cover: ${preview.cover.join(", ")}.` : ""}
          {preview.possible && preview.toHit.length > 0 ? ` To hit: ${mods(preview.toHit)}.` : ""}
          {preview.possible && preview.damage.length > 0 ? ` Damage: ${mods(preview.damage)}.` : ""}
        </p>
      )}
    </section>
  );
}

/** A hideout in words: "up tree B", "in the Forester's cottage". */
function hideoutName(board: Board, hideout: string): string {
  if (hideout.startsWith("tree:")) return `up tree ${hideout.slice("tree:".length)}`;
  const id = hideout.slice("building:".length);
  try {
    return `in ${board.building(id).name}`;
  } catch {
    return `in ${id}`;
  }
}

/** The sides and their characters: on the map (with attack, defence and movement now), in ambush (the viewer's own), to come, fallen. */
function Roster({ view, viewer, board }: { view: SherwoodState; viewer: string; board: Board }) {
  return (
    <section class="roster" aria-labelledby="roster-heading">
      <h2 id="roster-heading">Sides</h2>
      <ul>
        {view.sides.map((side, i) => {
          const own = playerOfCamp(view, side) === viewer;
          const pieces = view.pieces.filter((p) => p.camp === side);
          const hidden = own ? view.hidden.filter((h) => h.camp === side) : [];
          const waiting = view.waiting.filter((w) => w.camp === side);
          const fallen = view.fallen.filter((p) => p.camp === side);
          return (
            <li key={side} class={`side-line camp-${i % CAMP_COLOURS}${i === view.active ? " active" : ""}`}>
              <span class="camp-swatch" aria-hidden="true" /> <strong>{side}</strong>
              {own ? " (you)" : playerOfCamp(view, side) !== side ? ` (${playerOfCamp(view, side)})` : ""} · kills {view.scores[side] ?? 0}
              <ul class="pieces">
                {pieces.map((p) => {
                  const values = p.equipment === undefined ? pieceValues(rules, p) : null;
                  const words = pieceWords(p);
                  return (
                    <li key={p.id}>
                      <span class="tag">{tagOf(p.id)}</span> {pieceName(p.id)}
                      {words === "" ? "" : ` (${words})`}
                      {values ? <span class="values"> {`${values.attack}/${values.defence}/${values.movement}`}</span> : null}
                    </li>
                  );
                })}
                {hidden.map((h) => (
                  <li key={h.id} class="in-ambush">
                    {pieceName(h.id)} in ambush{h.hideout === null ? "" : ` (${hideoutName(board, h.hideout)})`}
                  </li>
                ))}
                {waiting.length > 0 ? <li class="to-come">to come: {waiting.map((w) => pieceName(w.id)).join(", ")}</li> : null}
                {fallen.length > 0 ? <li class="fallen">fallen: {fallen.map((p) => pieceName(p.id)).join(", ")}</li> : null}
              </ul>
            </li>
          );
        })}
      </ul>
      <p class="small">Values: attack/defence/movement now (SHW-1.2).</p>
    </section>
  );
}

/** The key: the board's own terrains, the hexsides, the marks. */
function MapKey({ board }: { board: Board }) {
  const present = new Set(drawingOf(board).terrain.map((t) => t.terrain));
  return (
    <ul class="legend sw-legend" aria-label="Map key">
      {Object.entries(TERRAIN_WORDS)
        .filter(([terrain]) => present.has(terrain))
        .map(([terrain, words]) => (
          <li key={terrain}>
            <span class={`swatch t-${terrain}`} /> {words}
          </li>
        ))}
      <li>
        <span class="line k-wall" /> wall
      </li>
      <li>
        <span class="line k-door" /> door
      </li>
      <li>
        <span class="line k-window" /> window
      </li>
      <li>
        <span class="swatch k-place" /> where the choice goes
      </li>
      <li>
        <span class="swatch k-reach" /> still in reach this move
      </li>
      <li>
        <span class="swatch k-target" /> a target
      </li>
    </ul>
  );
}

/** The turn, the phase and the scenario, in one line. */
function Status({ view, hiding }: { view: SherwoodState; hiding: boolean }) {
  const scenario = scenarioOf(view);
  const active = view.sides[view.active] ?? "";
  const phase = { fire: "missile fire", move: "movement", combat: "combat" }[view.phase];
  // A scenario's set-up (its characters placed before the first turn) is not yet a phase of a turn.
  const placements = scenario?.data.placements ?? [];
  const settingUp = hiding || view.waiting.some((w) => placements[w.placement] !== undefined && placements[w.placement]!.how !== "enter");
  const when =
    view.turn > view.turns ? `after the last turn (${view.turns})` : settingUp ? `Setting up, before turn 1 of ${view.turns}` : `Turn ${view.turn} of ${view.turns} · ${active}, ${phase} phase`;
  return (
    <div class="sw-status" data-testid="sw-status">
      <p class="phase">
        <strong>{when}</strong>
        {scenario
          ? ` · Scenario ${scenario.number}: ${scenario.title}`
          : ` · Skirmish on ${rules.data.maps.find((m) => m.id === view.map)?.name ?? view.map}${view.rules === "initiation" ? " (initiation rules)" : ""}`}
      </p>
      {scenario ? (
        <details class="scenario-text">
          <summary>The scenario: its story, special rules and victory conditions</summary>
          <p>{scenario.data.text.background}</p>
          <ul>
            {scenario.data.text.specialRules.map((t) => (
              <li key={t}>Special rule: {t}</li>
            ))}
            {scenario.data.text.victory.map((t) => (
              <li key={t}>Victory: {t}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
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
export function SherwoodBoard({ session, viewer, view: raw, focus }: BoardProps) {
  const view = raw as SherwoodState;
  const board = boardOf(view);
  const drawing = drawingOf(board);
  const [pick, setPick] = useState<{ shooter: string; target: string } | null>(null);
  const waiting = session.waiting;
  // The decision's marks only for the person deciding (a bot's options are its own).
  const actions = waiting.kind === "person" && waiting.player === viewer ? (waiting.decision.actions as SherwoodAction[]) : [];
  const chosen = focus !== null && focus !== undefined && actions.includes(focus as SherwoodAction) ? (focus as SherwoodAction) : null;
  const marks = decisionMarks(view, actions, chosen);
  const firstShot = actions.find((a): a is Extract<SherwoodAction, { type: "shoot" }> => a.type === "shoot");
  const fire = chosen?.type === "shoot" ? { shooter: chosen.shooter, target: chosen.target } : (pick ?? (firstShot ? { shooter: firstShot.shooter, target: firstShot.target } : null));
  let preview: FirePreview | null = null;
  try {
    preview = fire === null ? null : firePreview(view, fire.shooter, fire.target);
  } catch {
    preview = null;
  }
  const campIndex = new Map(view.sides.map((side, i) => [side, i]));
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
      {/* Someone choosing a hideout is public (who hides where is not): the set-up is not over. */}
      <Status view={view} hiding={(waiting.kind === "person" || waiting.kind === "bot") && waiting.decision.detail?.ask === "hide"} />
      <MapFrame at={lookAt} width={box.width}>
        <svg viewBox={`${f(box.x)} ${f(box.y)} ${f(box.width)} ${f(box.height)}`} class="hexmap" role="img" aria-labelledby="hexmap-title" aria-describedby="hexmap-desc" data-testid="hexmap">
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
      <MapKey board={board} />
      <div class="board-panels">
        <FirePanel view={view} viewer={viewer} preview={preview} pick={pick} onPick={setPick} />
        <Roster view={view} viewer={viewer} board={board} />
      </div>
    </div>
  );
}
