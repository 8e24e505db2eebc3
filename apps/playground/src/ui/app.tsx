import { useEffect, useState } from "preact/hooks";
import { Session } from "../session/session";
import { parseUrl, seatPlayers } from "../session/url";
import type { GameModule } from "./game-module";
import { GameScreen } from "./game-screen";

/** Each game's screen is its own chunk: the page loads only the game being played. */
const GAMES: Record<string, { title: string; blurb: string; load: () => Promise<GameModule>; example: string }> = {
  syndrome: {
    title: "The Sherwood Syndrome",
    blurb: "Star Trek III solitaire (1985): free the Archon crew on Syngreal, raise a town in open rebellion before the Royal Party takes Klamath Town's fealty.",
    load: () => import("../games/syndrome/module").then((m) => m.syndromeModule),
    example: "?game=syndrome&seed=1985",
  },
  sharpe: {
    title: "WarpQuest: Sharpe",
    blurb: "An officer's career, Sergeant to Major: face the campaign's challenge cards, keep your aid cards in hand, survive to be promoted. 1 to 6 players.",
    load: () => import("../games/sharpe/module").then((m) => m.sharpeModule),
    example: "?game=sharpe&seed=7",
  },
  sherwood: {
    title: "Sherwood",
    blurb: "Man-to-man hex skirmish in Robin Hood's England, for two to four players: shoot, move and fight on the hex maps, or play one of the eight scenarios.",
    load: () => import("../games/sherwood/module").then((m) => m.sherwoodModule),
    example: "?game=sherwood&seed=1&seats=person,bot",
  },
};

const loadDefs = () => Promise.all(Object.values(GAMES).map((g) => g.load().then((m) => m.def)));

function Picker({ notice }: { notice?: string }) {
  return (
    <main class="picker">
      {notice ? <p role="alert">{notice}</p> : null}
      <h1>@tt playground</h1>
      <p>Play the @tt rules engines in the browser. Every roll has its exact odds, every choice is a button, every game can be undone, saved, and replayed.</p>
      <ul class="games">
        {Object.entries(GAMES).map(([id, game]) => (
          <li key={id}>
            <h2>
              <a href={game.example}>{game.title}</a>
            </h2>
            <p>{game.blurb}</p>
            <p class="variants">
              <a href={game.example}>Play</a>
              {id === "sharpe" ? (
                <>
                  {" · "}
                  <a href="?game=sharpe&seed=7&players=2&seats=person,bot">against a bot</a>
                  {" · "}
                  <a href="?game=sharpe&seed=7&players=2">two at one screen</a>
                </>
              ) : id === "sherwood" ? (
                <>
                  {" · "}
                  <a href="?game=sherwood&seed=1&scenario=1&seats=person,bot">scenario 1 against a bot</a>
                  {" · "}
                  <a href="?game=sherwood&seed=1&skirmish=innAmbush&seats=person,bot">into an ambush at the inn</a>
                  {" · "}
                  <a href="?game=sherwood&seed=1&players=3&seats=person,bot,bot">three sides at the inn</a>
                  {" · "}
                  <a href="?game=sherwood&seed=1">two at one screen</a>
                </>
              ) : (
                <>
                  {" · "}
                  <a href="?game=syndrome&seed=1985&dice=real">with real dice</a>
                  {" · "}
                  <a href="?game=syndrome&seed=1985&seats=bot">watch the bot</a>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
      <p class="small">
        URL parameters: <code>game</code>, <code>seed</code>, <code>dice</code> (seeded, step, real), <code>seats</code> (person,bot …), and each game's options (<code>players</code>,{" "}
        <code>campaigns</code>, <code>maxTurns</code>; Sherwood's <code>scenario</code>, <code>choices</code>, <code>skirmish</code>, <code>turns</code>).
      </p>
    </main>
  );
}

/** The playground: the game picker, or the game the URL names. */
export function App() {
  const request = parseUrl(location.search);
  const entry = request.game === null ? undefined : GAMES[request.game];
  const [loaded, setLoaded] = useState<{ module: GameModule; session: Session; params: Readonly<Record<string, string>> } | { error: string } | null>(null);
  useEffect(() => {
    if (!entry) return;
    entry
      .load()
      .then((module) => {
        const options = module.def.options(request.params);
        const probe = Session.start(module.def, options, { ...request.settings, seats: {} });
        const settings = seatPlayers(request.settings, probe.players);
        setLoaded({ module, session: probe.with({ seats: settings.seats }), params: request.params });
      })
      .catch((error: unknown) => setLoaded({ error: error instanceof Error ? error.message : String(error) }));
  }, []);
  if (request.game === null) return <Picker />;
  if (!entry) return <Picker notice={`There is no game "${request.game}" here.`} />;
  if (loaded === null) return <p class="loading">Loading {entry.title}…</p>;
  if ("error" in loaded)
    return (
      <p role="alert">
        Could not start {entry.title}: {loaded.error}
      </p>
    );
  // A save of another game, loaded on this screen: that game's screen, with the save.
  const openOther = (session: Session) => {
    const other = GAMES[session.def.id];
    if (other) void other.load().then((module) => setLoaded({ module, session, params: module.def.params(session.history.options) }));
  };
  return <GameScreen key={loaded.module.def.id} module={loaded.module} initial={loaded.session} params={loaded.params} loadDefs={loadDefs} onOtherGame={openOther} />;
}
