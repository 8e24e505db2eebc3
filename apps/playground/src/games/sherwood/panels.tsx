import { counterLabels, hideoutName, pieceValues, setupStatus, sherwoodRules, type SherwoodState } from "@tt/sherwood";
import { CAMP_COLOURS, pieceWords } from "./counters";
import { scenarioOf } from "./def";
import { fireChoices, pieceName, playerOfCamp, type FirePreview } from "./marks";

// The panels beside Sherwood's map: the line of fire in words, the sides, the map's key and the status line.

const rules = sherwoodRules;

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

/** The signed modifiers of a roll, in words. */
const mods = (list: readonly { label: string; value: number }[]) => list.map((m) => `${m.value >= 0 ? "+" : "−"}${Math.abs(m.value)} ${m.label}`).join(", ");

/** A labelled dropdown of pieces by name, with "choose…" for none. */
function PieceSelect({ label, value, pieces, onChange }: { label: string; value: string; pieces: readonly { id: string }[]; onChange: (id: string) => void }) {
  return (
    <label>
      {label}{" "}
      <select value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        <option value="">choose…</option>
        {pieces.map((p) => (
          <option key={p.id} value={p.id}>
            {pieceName(p.id)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The line-of-fire panel: the shooter and the target (the shot under focus, or chosen here), and what the rules say of the line. */
export function FirePanel({
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
        <PieceSelect label="Shooter" value={shooter} pieces={shooters} onChange={(id) => choose({ shooter: id })} />
        <PieceSelect label="Target" value={target} pieces={targets} onChange={(id) => choose({ target: id })} />
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

/** The sides and their characters: on the map (with attack, defence and movement now), in ambush (the viewer's own), to come, fallen. */
export function Roster({ view, viewer }: { view: SherwoodState; viewer: string }) {
  const labels = counterLabels(view);
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
                      <span class="tag">{labels[p.id]}</span> {pieceName(p.id)}
                      {words === "" ? "" : ` (${words})`}
                      {values ? <span class="values"> {`${values.attack}/${values.defence}/${values.movement}`}</span> : null}
                    </li>
                  );
                })}
                {hidden.map((h) => (
                  <li key={h.id} class="in-ambush">
                    {pieceName(h.id)} in ambush{h.hideout === null ? "" : ` (${hideoutName(h.hideout)})`}
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
export function MapKey({ present, clickable }: { present: ReadonlySet<string>; clickable: boolean }) {
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
      {clickable ? <li class="click-hint">click one of your pieces, a marked hex or a target to choose</li> : null}
    </ul>
  );
}

/** The turn, the phase and the scenario, in one line. */
export function Status({ view, step }: { view: SherwoodState; step: Parameters<typeof setupStatus>[1] }) {
  const scenario = scenarioOf(view);
  const active = view.sides[view.active] ?? "";
  const phase = { fire: "missile fire", move: "movement", combat: "combat" }[view.phase];
  // A scenario's set-up (its characters placed, ambushers hidden, before the first turn) is not yet a phase of a turn.
  const settingUp = setupStatus(view, step).stage !== "playing";
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
