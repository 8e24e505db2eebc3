import type { GameEvent } from "@tt/engine";
import { useEffect, useRef, useState } from "preact/hooks";
import { playerLogLines } from "../../session/log";
import { ENTERPRISE, OUT_OF_PLAY, ROYAL_ORDERS, paragraphProse, placeName, syndrome, type SyndromeView } from "@tt/syndrome";
import type { BoardProps } from "../../ui/game-module";
import { MapLegend, SyndromeMap } from "./map";

const rules = syndrome.rules;

/** A track of the game (SYN-4.2) as a row of boxes, the current value marked. */
function Track({ name, value, max, danger }: { name: string; value: number; max: number; danger?: number }) {
  return (
    <div class="track">
      <span class="track-name">{name}</span>
      <meter class="sr-only" aria-label={name} min={0} max={max} value={value} />
      <span class="boxes" aria-hidden="true">
        {Array.from({ length: max + 1 }, (_, i) => (
          <span key={i} class={`box${i === value ? " on" : ""}${danger !== undefined && i >= danger ? " danger" : ""}`}>
            {i === value ? value : ""}
          </span>
        ))}
      </span>
    </div>
  );
}

/** The last paragraph read, with its text (the events name it; `paragraphProse` has its words). */
function lastParagraph(events: readonly GameEvent[]): { number: number; title: string | null } | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i] as GameEvent & { number?: number; title?: string | null };
    if (event.type === "paragraph" && event.number !== undefined) return { number: event.number, title: event.title ?? null };
  }
  return null;
}

function ParagraphPanel({ events }: { events: readonly GameEvent[] }) {
  const last = lastParagraph(events);
  const prose = last ? paragraphProse(last.number, rules) : undefined;
  return (
    <section class="paragraph" aria-labelledby="paragraph-heading" data-testid="paragraph">
      <h2 id="paragraph-heading">{last ? `Paragraph ${last.number}${last.title ? `: ${last.title}` : ""}` : "Paragraphs"}</h2>
      {prose ? (
        <>
          <p class="story">{prose.text}</p>
          <p class="effect">{prose.effect}</p>
        </>
      ) : (
        <p class="story">The paragraphs a raid, a recruit or a person's joining reads are shown here when they are read.</p>
      )}
    </section>
  );
}

/** Your people: where they are, how they stand, and what they add to rolls. */
function People({ view }: { view: SyndromeView }) {
  const yours = view.people.filter((p) => p.controlled && p.at !== OUT_OF_PLAY);
  return (
    <section class="people" aria-labelledby="people-heading">
      <h2 id="people-heading">Your people</h2>
      {yours.length === 0 ? <p>None yet.</p> : null}
      <ul>
        {yours.map((p) => {
          const counter = rules.counters.find((c) => c.id === p.id);
          const marks = [p.imprisoned ? "imprisoned" : "", p.injured ? "injured" : "", p.horse ? "horse" : "", p.sanctuary !== 0 ? "sanctuary" : ""].filter((m) => m !== "");
          return (
            <li key={p.id}>
              <strong>{p.name}</strong> {p.kind === "squad" ? "squad " : ""}· {p.at === ENTERPRISE ? "aboard the Enterprise" : placeName(rules, p.at)}
              {marks.length > 0 ? ` (${marks.join(", ")})` : ""}
              {counter && p.kind !== "squad" ? (
                <span class="values">
                  {" "}
                  raid {counter.raid} · persuasiveness {counter.persuasiveness} · donations {counter.donations}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The map, and on a phone a way to read it: there it is drawn at a readable size in a frame that
 * scrolls sideways (at the screen's width its names would be 4px high), or whole at a press.
 */
function MapFrame({ view }: { view: SyndromeView }) {
  const [whole, setWhole] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The middle of the map first, where the Royal Palace is.
    const el = frame.current;
    if (el && !whole) el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
  }, [whole]);
  return (
    <div class={`map-frame${whole ? " whole" : ""}`}>
      <button type="button" class="action map-zoom" aria-pressed={whole} onClick={() => setWhole(!whole)}>
        Show the whole map
      </button>
      <div class="map-scroll" ref={frame}>
        <SyndromeMap view={view} />
      </div>
    </div>
  );
}

/** The Syndrome's board: tracks, the map, the paragraph panel and the player's people, all from the player's view. */
export function SyndromeBoard({ session, viewer, view: raw }: BoardProps) {
  const view = raw as SyndromeView;
  const phase = view.phase === "setup" ? "Setup" : view.phase === "over" ? "Game over" : `Turn ${view.turn} · ${view.phase.replace("-", " ")}`;
  return (
    <div class="syndrome-board">
      <div class="tracks" data-testid="tracks">
        <p class="phase">
          <strong>{phase}</strong> · Royal Orders:{" "}
          {ROYAL_ORDERS.map((o) => (
            <span key={o} class={`order${o === view.royalOrders ? " on" : ""}`}>
              {o}
            </span>
          ))}{" "}
          · towns sworn: {view.sworn.length > 0 ? view.sworn.map((id) => placeName(rules, id)).join(", ") : "none"}
        </p>
        <Track name="Witchcraft" value={view.witchcraft} max={10} danger={8} />
        <Track name="Royal Morale" value={view.royalMorale} max={19} />
        <Track name="Warchest (gold)" value={view.warchest} max={19} />
      </div>
      <MapFrame view={view} />
      <MapLegend />
      <div class="board-panels">
        <ParagraphPanel events={playerLogLines(session, viewer).map((line) => line.event)} />
        <People view={view} />
      </div>
    </div>
  );
}
