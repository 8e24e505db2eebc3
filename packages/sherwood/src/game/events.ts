import type { Hex, Located, RiderPosition } from "@tt/hexgrid";
import type { Modifier } from "@tt/tables";
import type { Phase } from "./schemas";

/**
 * What happened, for a front end to show and narrate (every roll with its modifiers, every shift with
 * its label and rule, the column read and the result).
 *
 * - `phase`: a side's phase begins (SHW-2).
 * - `shot`: a shooter aims at a target: the range, its band and the target's cover (SHW-3).
 * - `roll`: a d10 read on a table: the face, the labelled modifiers, the total, what it reads.
 * - `attack`: an attack declared: attack total, defence, differential, the shifts, the column (SHW-5).
 * - `moved`: a piece moved (SHW-4): from, to, the movement points the step cost and spent so far.
 * - `mounted`, `dismounted`: a manoeuvre instead of moving (SHW-4.3).
 * - `effect`: what a result does to a piece (SHW-6.1 to SHW-6.4): stunned, wounded, killed, retreated, dismounted,
 *   horse killed, no retreat possible, captured (SHW-6.6).
 * - `recovered`: a stunned character recovers (SHW-6.5).
 * - `advanced`: a character advances after combat (SHW-6.3).
 * - `leads`: a character takes an animal by the bridle (SHW-7.1).
 * - `deployed`, `entered`, `left-map`: a scenario's piece set up, come on by a map side, gone off the map (SHW-S.*).
 * - `scenario`: a scenario's special rule at work ({@link ScenarioEvent}).
 * - `drove`, `harnessing`, `harnessed`: a coachman drives a cart, a character harnesses or unharnesses one ({@link CartEvent}, SHW-7.2).
 * - `revealed`: a hidden character is placed on the map: sprung (SHW-8.2), revealed at his side's turn or
 *   found (SHW-8.4).
 *
 * @example
 * ```ts
 * import type { SherwoodEvent } from "@tt/sherwood";
 * const killed = (events: readonly SherwoodEvent[]) => events.filter((e) => e.type === "effect" && e.effect === "killed").length;
 * ```
 */
export type SherwoodEvent =
  | { readonly type: "phase"; readonly side: string; readonly phase: Phase; readonly turn: number; readonly rule: string }
  | { readonly type: "shot"; readonly shooter: string; readonly target: string; readonly range: number; readonly band: "short" | "long"; readonly cover: readonly string[]; readonly rule: string }
  | {
      readonly type: "roll";
      readonly roll: "to-hit" | "damage" | "combat" | "jump" | "initiative" | "blinding";
      readonly piece: string;
      readonly face: number;
      readonly modifiers: readonly Modifier[];
      readonly total: number;
      readonly result: string;
      readonly table: string;
      readonly column?: string | undefined;
      readonly rule: string;
    }
  | {
      readonly type: "attack";
      readonly attackers: readonly string[];
      /** Each attacker's attack value, added into `attack` (SHW-5.2). */
      readonly values: readonly { readonly piece: string; readonly attack: number }[];
      readonly defender: string;
      readonly attack: number;
      readonly defence: number;
      readonly differential: number;
      readonly shifts: readonly Modifier[];
      readonly column: string;
      readonly table: "foot" | "mounted";
      readonly rule: string;
    }
  | {
      readonly type: "moved";
      readonly piece: string;
      readonly from: Located | RiderPosition;
      readonly to: Located | RiderPosition;
      readonly cost: number;
      readonly spent: number;
      readonly rule: string;
    }
  | { readonly type: "mounted"; readonly piece: string; readonly horse: string; readonly rule: string }
  | { readonly type: "dismounted"; readonly piece: string; readonly to: Hex; readonly rule: string }
  | EffectEvent
  | { readonly type: "recovered"; readonly piece: string; readonly rule: string }
  | { readonly type: "advanced"; readonly piece: string; readonly to: Located | RiderPosition; readonly rule: string }
  | { readonly type: "revealed"; readonly piece: string; readonly at: Located; readonly rule: string }
  | { readonly type: "leads"; readonly piece: string; readonly animal: string; readonly rule: string }
  | { readonly type: "deployed"; readonly piece: string; readonly at: Located | RiderPosition; readonly rule: string }
  | { readonly type: "entered"; readonly piece: string; readonly at: Located | RiderPosition; readonly cost: number; readonly map: string; readonly side: number; readonly rule: string }
  | { readonly type: "left-map"; readonly piece: string; readonly rule: string }
  | CartEvent
  | ScenarioEvent;

/**
 * A scenario's special rule at work (SHW-S.*): a character removed (scenario 1's wounded), captured
 * (scenario 1's Alan), changing hands (scenario 2's Mildred), married, a clergyman losing his
 * protection by fighting, the turn order of a new turn (initiative, or Mildred's side first); `text`
 * is the rulebook's rule.
 *
 * @example
 * ```ts
 * import type { ScenarioEvent } from "@tt/sherwood";
 * const married = (e: ScenarioEvent) => e.what === "married";
 * ```
 */
export interface ScenarioEvent {
  readonly type: "scenario";
  readonly what: "removed" | "captured" | "control" | "married" | "fought" | "order" | "blinded" | "ran-away";
  readonly piece?: string | undefined;
  readonly camp?: string | undefined;
  /** The new turn order, for `order`. */
  readonly order?: readonly string[] | undefined;
  readonly text: string;
  readonly rule: string;
}

/**
 * What a result did to a piece (SHW-6.1 to SHW-6.4).
 *
 * @example
 * ```ts
 * import type { EffectEvent } from "@tt/sherwood";
 * const text = (e: EffectEvent) => `${e.piece} ${e.effect} (${e.rule})`;
 * ```
 */
export interface EffectEvent {
  readonly type: "effect";
  readonly piece: string;
  readonly effect: "stunned" | "wounded" | "killed" | "retreated" | "dismounted" | "horse-killed" | "no-retreat" | "captured" | "shifted";
  readonly rule: string;
  readonly to?: Hex | RiderPosition | undefined;
  readonly why?: string | undefined;
  /** The camp whose shot or attack did it, where one did (stunned, wounded, killed, captured). */
  readonly by?: string | undefined;
}

/**
 * What happens to a cart (SHW-7.2): a coachman drives its draft animal one step, the cart following
 * (`drove`: the movement points the cart has moved and may move); a character begins harnessing or
 * unharnessing it (`harnessing`), and at the end of his side's turn it is done (`harnessed`).
 *
 * @example
 * ```ts
 * import type { CartEvent } from "@tt/sherwood";
 * const drawn = (e: CartEvent) => e.type === "harnessed" && !e.unharness;
 * ```
 */
export type CartEvent =
  | {
      readonly type: "drove";
      readonly piece: string;
      readonly animal: string;
      readonly cart: string;
      readonly to: RiderPosition;
      readonly spent: number;
      readonly allowance: number;
      readonly rule: string;
    }
  | { readonly type: "harnessing" | "harnessed"; readonly piece: string; readonly cart: string; readonly animal: string; readonly unharness: boolean; readonly rule: string };
