import { offsetToHex, type Hex } from "@tt/hexgrid";
import { sherwood, sherwoodRules, type GamePiece, type SherwoodAction, type SherwoodEvent, type SherwoodState } from "../src/index";
import { die, play } from "./game-helpers";

/** The start of scenario `n`, before anyone sets up. */
export function scenarioStart(n: number, options: { players?: number; choices?: string[] } = {}): SherwoodState {
  return sherwood.setup(sherwood.optionsSchema.parse({ scenario: n, ...options }));
}

/** A printed hex of one of a scenario's maps ("col,row"), as the board hex. */
export function hexOf(n: number, map: string, cr: string): Hex {
  const [col, row] = cr.split(",").map(Number);
  return sherwoodRules.scenario(n).board.toBoard(map, offsetToHex({ col: col!, row: row! }, "odd-r"));
}

/** The decision the game asks for (fails the test if it is not one). */
export function decisionOf(state: SherwoodState) {
  const next = sherwood.next(state);
  if (next.kind !== "decision") throw new Error(`expected a decision, got ${next.kind}`);
  return next;
}

/** Plays the set-up of a scenario with the first legal choice each time (set-up and hideouts), up to the first turn's first decision. */
export function setUp(state: SherwoodState): SherwoodState {
  let s = state;
  for (let i = 0; i < 200; i++) {
    const next = sherwood.next(s);
    if (next.kind === "chance") {
      s = sherwood.apply(s, next.outcomes[0]!.outcome).state;
      continue;
    }
    if (next.kind !== "decision" || (next.detail?.ask !== "deploy" && next.detail?.ask !== "hide")) return s;
    s = sherwood.apply(s, next.actions[0]!).state;
  }
  throw new Error("the set-up does not end");
}

/** A position of scenario `n`: these pieces (board hexes) and nothing waiting, read back through `parseState`. */
export function scenarioPosition(n: number, pieces: readonly GamePiece[], extra: Partial<SherwoodState> = {}, options: { players?: number; choices?: string[] } = {}): SherwoodState {
  const base = setUp(scenarioStart(n, options));
  const allied = pieces.map((p) => (base.alliances[p.camp] === undefined || base.alliances[p.camp] === p.camp ? p : { ...p, alliance: base.alliances[p.camp] }));
  return sherwood.parseState(JSON.parse(JSON.stringify({ ...base, pieces: allied, waiting: [], hidden: [], phase: "fire", ...extra })));
}

/** Applies inputs in order through the public `apply`; the state and the events (the skirmish tests' `play`). */
export const run = play;

/** The first d10 face with which `action` (and every roll after it rolled the same) brings `wanted`; the result. */
export function rollFor(state: SherwoodState, action: SherwoodAction, wanted: (events: readonly SherwoodEvent[], after: SherwoodState) => boolean) {
  for (let face = 1; face <= 10; face++) {
    const first = sherwood.apply(state, action);
    let s = first.state;
    const events: SherwoodEvent[] = [...first.events];
    while (sherwood.next(s).kind === "chance") {
      const applied = sherwood.apply(s, die(face));
      s = applied.state;
      events.push(...applied.events);
    }
    if (wanted(events, s)) return { face, state: s, events };
  }
  throw new Error("no face brings it");
}

/** Ends phases until `pred` holds or the game is over (each side doing nothing). */
export function endPhasesUntil(state: SherwoodState, pred: (s: SherwoodState) => boolean, limit = 400): SherwoodState {
  let s = state;
  for (let i = 0; i < limit && !pred(s); i++) {
    const next = sherwood.next(s);
    if (next.kind === "over") return s;
    if (next.kind === "chance") {
      s = sherwood.apply(s, next.outcomes[0]!.outcome).state;
      continue;
    }
    const end = next.actions.find((a) => a.type === "end-phase" || a.type === "pass" || a.type === "end-ambush" || a.type === "stay") ?? next.actions[0]!;
    s = sherwood.apply(s, end).state;
  }
  return s;
}

/** A character piece of a camp at a board hex. */
export const man = (id: string, camp: string, at: Hex, extra: Partial<GamePiece> = {}): GamePiece => ({ id, camp, character: id, at, ...extra });
