import type { StepDetail } from "@tt/engine";
import type { SherwoodRules } from "../rules-data";
import { sherwoodRules } from "../sherwood";
import { playerOf, scenarioRuleId } from "./context";
import type { SherwoodState } from "./schemas";

/**
 * Where a game stands before its first turn ({@link setupStatus}): a scenario's pieces being placed, its
 * characters in ambush choosing their hideouts, or set up and playing.
 *
 * @example
 * ```ts
 * import type { SetupStatus } from "@tt/sherwood";
 * const line = (s: SetupStatus, turn: number) => (s.stage === "playing" ? `Turn ${turn}` : "Setting up, before turn 1");
 * ```
 */
export type SetupStatus =
  | {
      /** A scenario's pieces are being set up (SHW-S.1 to SHW-S.8): `camp` places its pieces as `text` says, `player` decides. */
      readonly stage: "placing";
      readonly camp: string;
      readonly player: string;
      /** The scenario's words for where they go ("the Normans set up within 3 hexes of the inn"). */
      readonly text: string;
      readonly rule: string;
    }
  | {
      /** Characters in ambush are choosing their hideouts, secretly (SHW-8.1); `player` chooses now, when known. */
      readonly stage: "hiding";
      readonly player: string | null;
      readonly rule: "SHW-8.1";
    }
  | {
      /** Set up: the turns are played (reinforcements still to enter the map do not count as set-up). */
      readonly stage: "playing";
    };

/** Nothing has happened in the first turn yet: the state the set-up hands over to turn 1's first missile fire phase. */
const atStart = (s: SherwoodState): boolean =>
  s.turn === 1 && s.active === 0 && s.phase === "fire" && s.fired.length === 0 && s.moved.length === 0 && s.roll === null && s.effects.length === 0 && s.ambush === null && s.fallen.length === 0;

/**
 * Whether the game is still being set up, before turn 1, and by whom (SHW-8.1, SHW-S.1 to SHW-S.8): a
 * scenario's pieces being placed (`placing`, from `state.waiting`: pieces to come that enter the map
 * during play do not count), characters in ambush choosing their hideouts (`hiding`), or `playing`. It
 * never tells where anyone hides.
 *
 * A player's `view` hides the other sides' hideouts, and with them whether those are chosen yet; so, on a
 * view, pass the step that player was sent (`sherwood.next(state)`, or `viewNext` of it for that player):
 * a decision asking `hide` is hiding, anything else is not. Without it, a view's unknown hideouts listed after
 * every known one count as still being chosen until the first turn's first thing happens. A whole state needs no step.
 *
 * @param state - a game state, or a player's view of one
 * @param next - the step the game stands at, as the player was sent it (only its `kind`, `player` and `detail.ask` are read)
 * @param rules - the compiled rules the game plays with (default `sherwoodRules`)
 * @returns the stage, and who acts in it
 * @example
 * ```ts
 * import { setupStatus, sherwood } from "@tt/sherwood";
 * const state = sherwood.setup(sherwood.optionsSchema.parse({ scenario: 1 }));
 * setupStatus(state).stage; // "placing": the scenario's pieces are set up first
 * setupStatus(state, sherwood.next(state)).stage; // "placing"
 * ```
 */
export function setupStatus(
  state: SherwoodState,
  next?: { readonly kind: string; readonly player?: string; readonly detail?: Pick<StepDetail, "ask"> },
  rules: SherwoodRules = sherwoodRules,
): SetupStatus {
  const placements = state.scenario === null ? [] : rules.scenario(state.scenario.number).data.placements;
  const placing = state.waiting.filter((w) => placements[w.placement] !== undefined && placements[w.placement]!.how !== "enter");
  if (placing.length > 0) {
    const first = Math.min(...placing.map((w) => w.placement));
    const camp = placing.find((w) => w.placement === first)!.camp;
    return { stage: "placing", camp, player: playerOf(state, camp), text: placements[first]!.text, rule: scenarioRuleId(state) };
  }
  if (next !== undefined) {
    const hiding = next.kind === "decision" && next.detail?.ask === "hide";
    return hiding ? { stage: "hiding", player: next.player ?? null, rule: "SHW-8.1" } : { stage: "playing" };
  }
  // Hideouts are chosen in the order of `state.hidden` (the first without one is asked), so one chosen
  // after a null means that null was chosen too: a view's redacted hideout, not one still to choose.
  if (!atStart(state)) return { stage: "playing" };
  let lastChosen = -1;
  for (let i = 0; i < state.hidden.length; i++) if (state.hidden[i]!.hideout !== null) lastChosen = i;
  const unchosen = state.hidden[lastChosen + 1];
  if (unchosen === undefined) return { stage: "playing" };
  return { stage: "hiding", player: playerOf(state, unchosen.camp), rule: "SHW-8.1" };
}
