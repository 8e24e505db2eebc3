import { END_SPACE, START_SPACE, cardName, sharpe, type ChallengeCard, type WarpQuestView } from "@tt/warpquest";
import type { BoardProps } from "../../ui/game-module";

const scenario = sharpe.scenario;
const party = scenario.data.party;
const ranks = party.kind === "officer" ? party.ranks : [];

/** The path of spaces 1..30, its modules, and each officer's marker. */
function TrackView({ view }: { view: WarpQuestView }) {
  const spaces = Array.from({ length: END_SPACE - START_SPACE + 1 }, (_, i) => START_SPACE + i);
  return (
    <section class="wq-track" aria-labelledby="track-heading">
      <h2 id="track-heading">The campaign track</h2>
      <ol class="spaces">
        {spaces.map((space) => {
          const here = view.parties.filter((p) => p.position === space);
          const module = scenario.data.modules.find((m) => space >= m.from && space <= m.to);
          return (
            <li
              key={space}
              class={`space${here.length > 0 ? " occupied" : ""}`}
              aria-label={`space ${space}${module ? `, ${module.name}` : ""}${here.length > 0 ? `: ${here.map((p) => p.player).join(", ")}` : ""}`}
            >
              <span class="n">{space}</span>
              {here.map((p) => (
                <span key={p.player} class={`marker ${p.player}`}>
                  {p.player}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
      <p class="modules">{scenario.data.modules.map((m) => `${m.name}: spaces ${m.from}-${m.to}`).join(" · ")}</p>
    </section>
  );
}

/** An officer's sheet: rank, Endurance, skills, Experience, and the hand (its cards only for its own seat). */
function Sheet({ party: p, own, active }: { party: WarpQuestView["parties"][number]; own: boolean; active: boolean }) {
  return (
    <article class={`sheet${active ? " active" : ""}`} aria-labelledby={`sheet-${p.player}`} data-testid={`sheet-${p.player}`}>
      <h3 id={`sheet-${p.player}`}>
        {p.player} · {ranks[p.rank] ?? `rank ${p.rank}`} <span class="status">({p.status})</span>
      </h3>
      <div class="endurance">
        <meter class="sr-only" aria-label="Endurance" min={0} max={p.maxEndurance} value={p.endurance} />
        Endurance {p.endurance}/{p.maxEndurance}
        <span class="pips" aria-hidden="true">
          {Array.from({ length: p.maxEndurance }, (_, i) => (
            <span key={i} class={i < p.endurance ? "pip on" : "pip"} />
          ))}
        </span>
      </div>
      <dl class="skills">
        {Object.entries(p.skills).map(([skill, value]) => (
          <div key={skill}>
            <dt>{skill}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        Space {p.position} · Experience Tokens {p.experience}
      </p>
      <div class="hand" data-testid={`hand-${p.player}`}>
        {own ? (
          p.hand.length === 0 ? (
            <p>No aid cards in hand.</p>
          ) : (
            <ul>
              {p.hand.map((card, i) => {
                const c = scenario.cards[card];
                return (
                  <li key={`${card}-${i}`} class="card aid">
                    <strong>{cardName(scenario, card)}</strong>
                    {c?.kind === "aid" ? <span> {c.effect}</span> : null}
                  </li>
                );
              })}
            </ul>
          )
        ) : (
          <p>
            {p.handSize} aid card{p.handSize === 1 ? "" : "s"} in hand (hidden)
          </p>
        )}
      </div>
    </article>
  );
}

/** A card's printed result codes in words (SHP-RESULTS, as @tt/warpquest's narration tells them), for an officer party. */
const FAIL_WORDS: Record<ChallengeCard["fail"], string> = { W: "wounded", R: "retreat: back 1D6", "-": "the Challenge Loss Table" };
const SUCCESS_WORDS: Record<ChallengeCard["success"], string> = { V: "victory: ahead 1D6", A: "draw an aid card", "-": "no further effect" };

/** The challenge card being faced, when one is: its skills, Difficulty Modifier, results, and the check under way. */
function Facing({ view }: { view: WarpQuestView }) {
  const step = view.step;
  const challenge = "challenge" in step ? step.challenge : null;
  if (!challenge) {
    const last = view.decks.flatMap((d) => d.discard).at(-1);
    const card = last ? scenario.cards[last] : undefined;
    return (
      <section class="facing" aria-labelledby="facing-heading">
        <h2 id="facing-heading">No card faced now</h2>
        <p>
          {card ? `Last card played: ${card.name}.` : "No card has been drawn yet."} Draw piles: {view.decks.map((d, i) => `${scenario.decks[i]?.name ?? `deck ${i + 1}`} ${d.drawPile}`).join(", ")}.
        </p>
      </section>
    );
  }
  const card = scenario.cards[challenge.card] as ChallengeCard | undefined;
  return (
    <section class="facing" aria-labelledby="facing-heading" data-testid="facing">
      <h2 id="facing-heading">
        {"player" in step ? `${view.parties[step.player]?.player} faces: ` : ""}
        {card?.name ?? challenge.card}
      </h2>
      {card ? (
        <dl class="card-face">
          <div>
            <dt>Category</dt>
            <dd>{card.category ?? "none"}</dd>
          </div>
          <div>
            <dt>Skills</dt>
            <dd>{card.skills}</dd>
          </div>
          <div>
            <dt>Difficulty Modifier</dt>
            <dd>{card.difficulty >= 0 ? `+${card.difficulty}` : card.difficulty}</dd>
          </div>
          <div>
            <dt>If lost</dt>
            <dd>
              {card.fail} <span class="gloss">({FAIL_WORDS[card.fail]})</span>
            </dd>
          </div>
          <div>
            <dt>If won</dt>
            <dd>
              {card.success} <span class="gloss">({SUCCESS_WORDS[card.success]})</span>
            </dd>
          </div>
          <div>
            <dt>Check</dt>
            <dd>
              {challenge.check + 1} of {card.checks.length}
              {challenge.skill ? `, with ${challenge.skill}` : ""}
              {challenge.roll > 0 ? `, skill roll ${challenge.roll}` : ""}
              {challenge.aids.length > 0 ? `, aids: ${challenge.aids.map((a) => cardName(scenario, a)).join(", ")}` : ""}
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

/** Sharpe's board: the track, the card faced, and each officer's sheet, as the seat at the screen may see them. */
export function SharpeBoard({ viewer, view: raw }: BoardProps) {
  const view = raw as WarpQuestView;
  const turn = view.parties[view.turn]?.player;
  return (
    <div class="sharpe-board">
      <TrackView view={view} />
      <Facing view={view} />
      <section class="sheets" aria-label="Officers">
        {view.parties.map((p) => (
          <Sheet key={p.player} party={p} own={p.player === viewer} active={p.player === turn} />
        ))}
      </section>
    </div>
  );
}
