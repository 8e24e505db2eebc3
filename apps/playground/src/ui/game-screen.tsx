import { stateChecksum } from "@tt/engine";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import type { DiceMode } from "../session/game-def";
import { playerLogLines } from "../session/log";
import { loadGame, saveGame, shareableLog } from "../session/save";
import type { Session } from "../session/session";
import { formatUrl } from "../session/url";
import { ActionMenu } from "./action-menu";
import type { GameModule } from "./game-module";
import { LogPanel } from "./log-panel";
import { OddsTable, RollPanel } from "./roll-panel";
import { useBots } from "./use-bots";
import { download } from "./download";

interface Props {
  readonly module: GameModule;
  readonly initial: Session;
  readonly params: Readonly<Record<string, string>>;
  /** Every game the playground can load a save of. */
  readonly loadDefs: () => Promise<GameModule["def"][]>;
  /** A loaded save of another game: the playground opens that game's screen with it. */
  readonly onOtherGame: (session: Session) => void;
}

const DICE_LABELS: Record<DiceMode, string> = { seeded: "computer", step: "computer, roll by roll", real: "real dice" };

/**
 * The shell every game shares: the controls (undo, redo, dice, save, load), the prompt and its
 * action buttons or the roll waiting, the narrated log, and the game's own board. Everything it
 * shows comes from the session's per-player windows, for the player at the screen.
 */
export function GameScreen({ module, initial, params: initialParams, loadDefs, onOtherGame }: Props) {
  const [session, setSession] = useState(initial);
  // The game's URL parameters (players, campaigns ...): the URL's, or a loaded save's.
  const [params, setParams] = useState(initialParams);
  const [problem, setProblem] = useState<string | null>(null);
  // The action whose button is hovered or focused, for the board's preview (a shot's line of fire); none after a move.
  const [focus, setFocus] = useState<{ steps: number; action: unknown } | null>(null);
  const def = module.def;
  useBots(session, setSession, setProblem);

  /** Every move goes through here: applied to the latest session (a key pressed before a re-render too); a refused one is shown. */
  const update = (change: (s: Session) => Session) => {
    setSession((current) => {
      try {
        const next = change(current);
        setProblem(null);
        return next;
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
        return current;
      }
    });
  };
  // Two or more people at one screen: the screen is one person's at a time. When a decision is
  // another's, it hides what only one of them may see (a hand, their log) until the next says they
  // are at it; a roll or a bot's move meanwhile is shown to whoever has the screen.
  const [shownTo, setShownTo] = useState(initial.viewer);
  const waiting = session.waiting;
  const together = session.players.filter((p) => session.seat(p) === "person").length > 1;
  const decider = waiting.kind === "person" ? waiting.player : null;
  const viewer = together ? (decider ?? shownTo) : session.viewer;
  const passing = together && decider !== null && decider !== shownTo;
  const view = useMemo(() => session.viewOf(viewer), [session, viewer]);
  const lines = playerLogLines(session, viewer);
  // The save is the whole game, hidden draws included (to load it back): it goes to a file only.
  // The page shows the log as the player at the screen may see it, so a rival's hand, or who a
  // hidden prisoner is, is never in the DOM.
  const saved = useMemo(() => JSON.stringify(saveGame(session)), [session]);
  const shared = useMemo(() => JSON.stringify(shareableLog(session, viewer)), [session, viewer]);
  const fingerprint = useMemo(() => stateChecksum(session.state), [session]);

  useEffect(() => {
    history.replaceState(null, "", formatUrl(def.id, session.settings, session.players, params));
  }, [session.settings, params]);
  useEffect(() => {
    // The test hooks and the console: the save and the fingerprint of the state on screen.
    (window as unknown as { playground: unknown }).playground = { save: () => saveGame(session), checksum: () => stateChecksum(session.state), state: () => session.state };
  }, [session]);
  // A move replaces the buttons, and the focus with them: it goes to the new question's heading,
  // so a screen reader reads it and Tab goes on to its first action (not back to the page's top).
  const started = useRef(false);
  useLayoutEffect(() => {
    if (!started.current) {
      started.current = true;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) document.querySelector<HTMLElement>("#prompt-heading, #roll-heading")?.focus();
  }, [session, passing]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "u") update((s) => (s.canUndo ? s.undo() : s));
      if (event.key === "r") update((s) => (s.canRedo ? s.redo() : s));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const load = async (file: File) => {
    try {
      const defs = await loadDefs();
      const loaded = loadGame(defs, JSON.parse(await file.text()));
      if (loaded.def.id !== def.id) {
        onOtherGame(loaded);
        return;
      }
      setSession(loaded);
      setParams(def.params(loaded.history.options));
      setProblem(null);
    } catch (error) {
      setProblem(`could not load ${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const Board = module.Board;
  return (
    <div class={`screen ${def.id}`} data-waiting={passing ? "pass" : waiting.kind} data-steps={session.history.steps} data-viewer={viewer}>
      <header class="bar">
        <h1>
          <a href="./">@tt playground</a> · {def.title}
        </h1>
        <div class="controls" role="toolbar" aria-label="Game controls">
          <button type="button" onClick={() => update((s) => s.undo())} disabled={!session.canUndo} aria-keyshortcuts="u" title="Undo (u)">
            <span aria-hidden="true">↶</span> Undo
          </button>
          <button type="button" onClick={() => update((s) => s.redo())} disabled={!session.canRedo} aria-keyshortcuts="r" title="Redo (r)">
            <span aria-hidden="true">↷</span> Redo
          </button>
          <label>
            Dice{" "}
            <select value={session.settings.dice} onChange={(e) => update((s) => s.with({ dice: (e.target as HTMLSelectElement).value as DiceMode }))}>
              {(Object.keys(DICE_LABELS) as DiceMode[]).map((mode) => (
                <option key={mode} value={mode}>
                  {DICE_LABELS[mode]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => download(`tt-${def.id}-${session.settings.seed}.json`, saved)} title="The whole game, hidden draws included, to load back later">
            Save log
          </button>
          <button type="button" onClick={() => download(`tt-${def.id}-${viewer}-shared.json`, shared)} disabled={passing} title="The log as this player may share it: hidden draws left out">
            Share {viewer}'s log
          </button>
          <label class="file">
            Load…
            <input
              type="file"
              accept="application/json,.json"
              onChange={(e) => {
                const file = (e.target as HTMLInputElement).files?.[0];
                if (file) void load(file);
              }}
            />
          </label>
        </div>
      </header>
      <main class="layout">
        <section class="board" aria-label="Board">
          {passing ? (
            <p class="passing">The board is hidden while the screen passes to {viewer}.</p>
          ) : (
            <Board
              session={session}
              viewer={viewer}
              view={view}
              focus={focus?.steps === session.history.steps ? focus.action : null}
              {...(waiting.kind === "person" && !passing ? { act: update } : {})}
            />
          )}
        </section>
        <aside class="side">
          {problem ? (
            <p class="problem" role="alert">
              {problem}
            </p>
          ) : null}
          {passing ? (
            <section class="prompt handover" aria-labelledby="prompt-heading">
              <h2 id="prompt-heading" tabIndex={-1}>
                Pass the screen to {viewer}
              </h2>
              <p>
                {shownTo}'s part is done. What only {viewer} may see (a hand of cards) is shown when {viewer} is at the screen.
              </p>
              <button type="button" class="action primary" data-testid="handover" onClick={() => setShownTo(viewer)}>
                I am {viewer}: show my view
              </button>
            </section>
          ) : (
            // Keyed by the step: a new decision gets new buttons (the old ones, and an open submenu, do not carry over).
            <Step
              key={session.history.steps}
              module={module}
              session={session}
              view={view}
              update={update}
              params={params}
              onFocusAction={(action) => setFocus(action === null ? null : { steps: session.history.steps, action })}
            />
          )}
          {passing ? null : <LogPanel lines={lines} />}
          {passing ? null : (
            <details class="save">
              <summary>
                {viewer}'s log ({session.history.steps} inputs, seed {session.settings.seed}, state <code data-testid="fingerprint">{fingerprint}</code>)
              </summary>
              <textarea readOnly rows={4} data-testid="player-log" aria-label={`The log as ${viewer} may see it, as JSON`} value={shared} />
            </details>
          )}
        </aside>
      </main>
    </div>
  );
}

/** What the session waits for, as the player at the screen sees it. */
function Step({
  module,
  session,
  view,
  update,
  params,
  onFocusAction,
}: {
  module: GameModule;
  session: Session;
  view: unknown;
  update: (change: (s: Session) => Session) => void;
  params: Readonly<Record<string, string>>;
  onFocusAction: (action: unknown) => void;
}) {
  const def = module.def;
  const waiting = session.waiting;
  if (waiting.kind === "over") {
    return (
      <section class="prompt over" aria-labelledby="prompt-heading">
        <h2 id="prompt-heading" tabIndex={-1}>
          Game over
        </h2>
        <p data-testid="result">{def.describeResult(waiting.result)}</p>
        {/* The same game again (players, seats, dice, options) with the next seed. */}
        <a class="action primary" href={formatUrl(def.id, { ...session.settings, seed: String(Number.parseInt(session.settings.seed, 10) + 1 || 2) }, session.players, params)}>
          New game
        </a>
      </section>
    );
  }
  if (waiting.kind === "roll") {
    return (
      <RollPanel
        def={def}
        chance={waiting.chance}
        real={waiting.real}
        odds={module.rollOdds?.(session.state) ?? null}
        onRoll={() => update((s) => s.roll())}
        onOutcome={(outcome) => update((s) => s.enter(outcome))}
        onReading={(reading) => update((s) => s.enterReading(reading) ?? s)}
      />
    );
  }
  const decision = waiting.decision;
  const odds = module.rollOdds?.(session.state) ?? null;
  return (
    <section class="prompt" aria-labelledby="prompt-heading">
      <h2 id="prompt-heading" tabIndex={-1}>
        {session.players.length > 1 ? `${waiting.player}: ` : ""}
        {decision.prompt}
      </h2>
      {odds ? <OddsTable odds={odds} /> : null}
      {waiting.kind === "bot" ? (
        // A bot's options are its own (an aid card in hand): the screen shows only that it is choosing.
        <p class="thinking" role="status">
          {waiting.player}'s bot is choosing…
        </p>
      ) : (
        <ActionMenu
          def={def}
          actions={decision.actions}
          view={view}
          odds={(action) => module.actionOdds?.(session.state, action) ?? null}
          onPick={(action) => update((s) => s.act(action))}
          onFocusAction={onFocusAction}
        />
      )}
    </section>
  );
}
