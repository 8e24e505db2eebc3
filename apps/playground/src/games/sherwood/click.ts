import { hexEquals, type Hex, type Located, type RiderPosition } from "@tt/hexgrid";
import { reachNow, type SherwoodAction, type SherwoodState } from "@tt/sherwood";
import type { Session } from "../../session/session";
import { actionPiece, actionPlace, actionStrike as strike, hexesOf, playerOfCamp } from "./marks";

// What a click on the map does, worked out from the player's view and the decision's actions:
// framework-free, tested in Node. The buttons stay the full way to choose; a click is the short one.

/** What a click on a hex of the map chooses. */
export type BoardClick =
  /** The one action of the decision that puts the piece there, or strikes at the piece there. */
  | { readonly kind: "act"; readonly action: SherwoodAction }
  /** A place further away in the focus's reach: its steps, taken one after another while the game offers them. */
  | { readonly kind: "walk"; readonly piece: string; readonly path: readonly (Located | RiderPosition)[] }
  /** One of the player's pieces the decision has something for: the marks are then about it. */
  | { readonly kind: "select"; readonly piece: string };

const hexOf = (at: Located | RiderPosition): Hex => ("front" in at ? at.front : at);

/**
 * What a click on `hex` chooses in a decision, or null when it chooses nothing (or could mean several
 * things: the buttons say which). In order: the one action that puts the focus (or, with no focus,
 * any piece) on that hex; the cheapest way there in the focus's reach this phase (SHW-4, the
 * package's `reachNow`); the one shot or attack of the focus (or, with none, the only one) at the
 * piece standing there; that piece itself when it is the player's and the decision offers it something.
 *
 * @param view - the deciding player's view
 * @param viewer - the player deciding
 * @param actions - the decision's actions
 * @param hex - the hex clicked
 * @param focus - the piece the marks are about, or null
 */
export function boardClick(view: SherwoodState, viewer: string, actions: readonly SherwoodAction[], hex: Hex, focus: string | null): BoardClick | null {
  const mine = (a: SherwoodAction) => focus === null || actionPiece(a) === focus;
  const placing = actions.filter((a) => mine(a) && actionPlace(a) !== null && hexEquals(actionPlace(a)!, hex));
  if (placing.length === 1) return { kind: "act", action: placing[0]! };
  if (placing.length > 1) return null;
  const walk = focus === null ? null : walkTo(view, actions, focus, hex);
  if (walk !== null) return walk;
  const there = view.pieces.filter((p) => {
    const { front, rear } = hexesOf(p);
    return hexEquals(front, hex) || (rear !== null && hexEquals(rear, hex));
  });
  for (const piece of there) {
    const strikes = actions.filter((a) => strike(a)?.target === piece.id);
    const own = focus === null ? strikes : strikes.filter((a) => strike(a)!.by.length === 1 && strike(a)!.by[0] === focus);
    if (own.length === 1) return { kind: "act", action: own[0]! };
  }
  const offered = new Set(actions.flatMap((a) => [actionPiece(a), ...(strike(a)?.by ?? [])]));
  const select = there.find((p) => playerOfCamp(view, p.camp) === viewer && offered.has(p.id) && p.id !== focus);
  return select === undefined ? null : { kind: "select", piece: select.id };
}

/** The cheapest of the focus's places in reach on `hex` beyond one step, when the decision offers it a step. */
function walkTo(view: SherwoodState, actions: readonly SherwoodAction[], focus: string, hex: Hex): BoardClick | null {
  if (!actions.some((a) => a.type === "step" && a.piece === focus)) return null;
  let reach: ReturnType<typeof reachNow>;
  try {
    reach = reachNow(view, focus);
  } catch {
    return null;
  }
  const place = reach.places.find((p) => hexEquals(hexOf(p.at), hex));
  return place === undefined ? null : { kind: "walk", piece: focus, path: place.path };
}

const samePlace = (a: Located | RiderPosition, b: Located | RiderPosition): boolean =>
  "front" in a ? "front" in b && hexEquals(a.front, b.front) && a.facing === b.facing : !("front" in b) && hexEquals(a, b) && a.level === b.level;

/**
 * The step action of a decision that takes `piece` to the next place of a walk, or undefined when the
 * decision offers none (the walk stops: a roll, an ambush, a question for someone else came first).
 *
 * @param actions - the decision's actions
 * @param piece - the walking piece
 * @param to - the next place of its path
 */
function stepOf(actions: readonly SherwoodAction[], piece: string, to: Located | RiderPosition): SherwoodAction | undefined {
  return actions.find((a) => a.type === "step" && a.piece === piece && samePlace(a.to as Located | RiderPosition, to));
}

/**
 * A walk taken: each step of `path` after the first chosen in turn while the game still asks `viewer`
 * and offers it; the session as it stands after the last step taken.
 *
 * @param session - the session, the viewer deciding
 * @param viewer - the player walking the piece
 * @param piece - the piece
 * @param path - its places, where it stands first (`reachNow`'s path)
 */
export function walk(session: Session, viewer: string, piece: string, path: readonly (Located | RiderPosition)[]): Session {
  let current = session;
  for (const to of path.slice(1)) {
    const waiting = current.waiting;
    if (waiting.kind !== "person" || waiting.player !== viewer) break;
    const step = stepOf(waiting.decision.actions as SherwoodAction[], piece, to);
    if (step === undefined) break;
    current = current.act(step);
  }
  return current;
}
