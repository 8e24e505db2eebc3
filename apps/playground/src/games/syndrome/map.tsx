import { ENTERPRISE, OUT_OF_PLAY, placeName, syndrome, type SyndromeView } from "@tt/syndrome";
import layout from "./layout.json";

// The area map drawn from @tt/syndrome's public map data (its spaces, their types and land
// neighbours, the Royal Party's route) at the positions of the app's own layout.json.
const rules = syndrome.rules;
const at = (id: string) => (layout.spaces as Record<string, { x: number; y: number }>)[id]!;
const neighbours = new Map(rules.data.map.spaces.map((s) => [s.id, s.neighbours]));
const water = new Set(rules.spaces.filter((s) => s.water).map((s) => s.id));

/** Land borders (once each) and the river's course (water next to water). */
const landEdges: [string, string][] = [];
const riverEdges: [string, string][] = [];
for (const space of rules.spaces) {
  for (const n of neighbours.get(space.id) ?? []) {
    if (space.id >= n) continue;
    if (!water.has(space.id) && !water.has(n) && space.land.includes(n)) landEdges.push([space.id, n]);
    else if (water.has(space.id) && water.has(n)) riverEdges.push([space.id, n]);
  }
}
const route = rules.route.map((id) => at(id));
const routePath = `M${route.map((p) => `${p.x},${p.y}`).join(" L")} Z`;

/** Spaces whose names are always shown; the rest name themselves on hover (and to screen readers). */
const NAMED = new Set(["town", "castle", "palace", "cathedral", "ford", "bridge", "river", "sea"]);

/** Names written left of their space, where the name below would run into a neighbour's (Syn Estuary, Tidewater Bridge). */
const NAME_LEFT = new Set(["syn-estuary", "upper-syn"]);

/** How far below its space a name goes: under the shape, and under the lowest piece around it. */
function nameDrop(y: number, spots: readonly Spot[]): number {
  return Math.max(22, ...spots.map((spot) => spot.y + 7 + 10 - y));
}

function Space({ id, type, drop }: { id: string; type: string; drop: number }) {
  const { x, y } = at(id);
  const name = placeName(rules, id);
  const shape = (() => {
    switch (type) {
      case "town":
        return <rect x={x - 9} y={y - 9} width={18} height={18} class="s-town" />;
      case "castle":
        return <path d={`M${x - 9},${y + 8} v-14 h4 v4 h3 v-4 h4 v4 h3 v-4 h4 v14 z`} class="s-castle" />;
      case "palace":
        return <rect x={x - 12} y={y - 12} width={24} height={24} rx={3} class="s-palace" />;
      case "cathedral":
        return <path d={`M${x - 3},${y - 11} h6 v6 h6 v6 h-6 v10 h-6 v-10 h-6 v-6 h6 z`} class="s-cathedral" />;
      case "forest":
        return <circle cx={x} cy={y} r={10} class="s-forest" />;
      case "open":
        return <circle cx={x} cy={y} r={8} class="s-open" />;
      case "road":
        return <circle cx={x} cy={y} r={5} class="s-road" />;
      case "ford":
      case "bridge":
        return <path d={`M${x},${y - 9} l9,9 l-9,9 l-9,-9 z`} class={`s-${type}`} />;
      case "river":
        return <circle cx={x} cy={y} r={11} class="s-river" />;
      default:
        return <circle cx={x} cy={y} r={22} class="s-sea" />;
    }
  })();
  return (
    <g class="space" data-space={id}>
      <title>{`${name} (${type})`}</title>
      {shape}
      {!NAMED.has(type) ? null : NAME_LEFT.has(id) ? (
        <text x={x - 14} y={y + 4} class={`label l-${type} left`}>
          {name}
        </text>
      ) : (
        <text x={x} y={y + (type === "sea" ? 4 : drop)} class={`label l-${type}`}>
          {name}
        </text>
      )}
    </g>
  );
}

interface Piece {
  readonly key: string;
  readonly title: string;
  readonly cls: string;
  readonly mark: string;
}

/** Every piece the player may see, by space: their people, others, squads, prisoners (hidden ones by colour only). */
function piecesBySpace(view: SyndromeView): Map<string, Piece[]> {
  const bySpace = new Map<string, Piece[]>();
  const add = (space: string, piece: Piece) => bySpace.set(space, [...(bySpace.get(space) ?? []), piece]);
  for (const p of view.people) {
    if (p.at === ENTERPRISE || p.at === OUT_OF_PLAY) continue;
    const marks = [p.imprisoned ? "imprisoned" : "", p.injured ? "injured" : "", p.horse ? "horse" : "", p.sanctuary !== 0 ? "in sanctuary" : ""].filter((m) => m !== "");
    const whose = p.kind === "squad" ? (p.controlled ? "your squad" : "King's Men squad") : p.controlled ? "yours" : p.kind;
    const cls = `piece k-${p.kind}${p.controlled ? " yours" : ""}${p.imprisoned ? " imprisoned" : ""}${p.injured ? " injured" : ""}`;
    add(p.at, {
      key: p.id,
      title: `${p.name} (${[whose, ...marks].join(", ")})`,
      cls,
      mark: p.kind === "squad" ? "" : p.name.replace(/^(Lord|Lady|Sir|Father|Mother|Brother|Sister|Mayor|Captain|Dr\.?) /, "").charAt(0),
    });
  }
  view.hiddenPrisoners.forEach((h, i) => {
    add(h.space, { key: `hidden-${i}`, title: `a ${h.colour} counter, imprisoned (who is hidden)`, cls: `piece hidden c-${h.colour}`, mark: "?" });
  });
  return bySpace;
}

interface Spot {
  readonly x: number;
  readonly y: number;
}

/**
 * Where `count` markers go around the space at (x, y): rings of up to 8, further out as a crowd
 * grows (a prison full of captives); the top first, then down both sides, the bottom (where the
 * name is) last.
 */
function ringSpots(x: number, y: number, count: number): Spot[] {
  return Array.from({ length: count }, (_, i) => {
    const ring = Math.floor(i / 8);
    const slots = Math.max(Math.min(8, count - ring * 8), 6);
    const k = i % 8;
    const fromTop = k % 2 === 1 ? (k + 1) / 2 : -k / 2;
    const angle = -Math.PI / 2 + (fromTop * 2 * Math.PI) / slots + ring * 0.4;
    const radius = 17 + 14 * ring;
    return { x: x + radius * Math.cos(angle), y: y + radius * Math.sin(angle) };
  });
}

/** The map with the pieces: the player's view only (a hidden prisoner is a coloured "?"). */
export function SyndromeMap({ view }: { view: SyndromeView }) {
  const pieces = piecesBySpace(view);
  // The Royal Party's crown takes the first place around its space, the pieces the next.
  const partySpace = view.royalParty.space;
  const spots = new Map<string, Spot[]>();
  for (const space of new Set([partySpace, ...pieces.keys()])) {
    const { x, y } = at(space);
    spots.set(space, ringSpots(x, y, (pieces.get(space)?.length ?? 0) + (space === partySpace ? 1 : 0)));
  }
  const party = spots.get(partySpace)![0]!;
  return (
    <svg viewBox={`0 0 ${layout.width} ${layout.height}`} class="map" role="img" aria-labelledby="map-title" aria-describedby="map-desc">
      <title id="map-title">The area map of Syngreal</title>
      <desc id="map-desc">
        {`The Royal Party is at ${placeName(rules, view.royalParty.space)}. `}
        {[...pieces].map(([space, list]) => `${placeName(rules, space)}: ${list.map((p) => p.title).join(", ")}`).join(". ")}
      </desc>
      <path d={routePath} class="route" />
      {riverEdges.map(([a, b]) => (
        <line key={`${a}-${b}`} x1={at(a).x} y1={at(a).y} x2={at(b).x} y2={at(b).y} class="river" />
      ))}
      {landEdges.map(([a, b]) => (
        <line key={`${a}-${b}`} x1={at(a).x} y1={at(a).y} x2={at(b).x} y2={at(b).y} class="border" />
      ))}
      {rules.spaces.map((s) => (
        <Space key={s.id} id={s.id} type={s.type} drop={nameDrop(at(s.id).y, spots.get(s.id) ?? [])} />
      ))}
      {view.sworn.map((id) => (
        <circle key={`sworn-${id}`} cx={at(id).x} cy={at(id).y} r={15} class="sworn">
          <title>{`${placeName(rules, id)} has sworn fealty`}</title>
        </circle>
      ))}
      {[...pieces].map(([space, list]) => {
        const around = spots.get(space)!.slice(space === partySpace ? 1 : 0);
        return list.map((piece, i) => {
          const { x: px, y: py } = around[i]!;
          return (
            <g key={piece.key} class={piece.cls} data-piece={piece.key}>
              <title>{piece.title}</title>
              {piece.cls.includes("k-squad") ? <path d={`M${px},${py - 7} l7,12 h-14 z`} /> : <circle cx={px} cy={py} r={7} />}
              <text x={px} y={py + 3.5}>
                {piece.mark}
              </text>
            </g>
          );
        });
      })}
      <g class="royal-party" data-piece="royal-party">
        <title>{`The Royal Party, at ${placeName(rules, view.royalParty.space)}${view.royalParty.hold ? " (held there)" : ""}`}</title>
        <path d={`M${party.x - 6},${party.y + 5} l-2,-9 l4,3 l4,-6 l4,6 l4,-3 l-2,9 z`} />
      </g>
    </svg>
  );
}

/** The map's key. */
export function MapLegend() {
  return (
    <ul class="legend" aria-label="Map key">
      <li>
        <span class="key you" /> your people
      </li>
      <li>
        <span class="key other" /> others (neutrals, Royalists, Clerics)
      </li>
      <li>
        <span class="key squad" /> King's Men squad
      </li>
      <li>
        <span class="key hidden" /> hidden prisoner (its colour)
      </li>
      <li>
        <span class="key barred" /> imprisoned
      </li>
      <li>
        <span class="key crown" /> Royal Party (dashed: its route)
      </li>
      <li>
        <span class="key water" /> river, sea
      </li>
    </ul>
  );
}
