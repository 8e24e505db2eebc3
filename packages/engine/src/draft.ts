import type { GameEvent } from "./game";

type ArrayKey<State> = { [K in keyof State]: State[K] extends readonly unknown[] ? K : never }[keyof State];

/**
 * One `apply` in progress, copy-on-write: `state` starts as a shallow copy of the input
 * state; {@link Draft.field} and {@link Draft.item} copy a nested array or object the first
 * time it is written, so the input is never mutated and everything unchanged is shared with
 * it. Events are collected in order. A game's own transaction class extends it with the
 * game's helpers (emit a track change, push a pending task).
 *
 * @example
 * ```ts
 * import { Draft, type GameEvent } from "@tt/engine";
 * type State = { turn: number; scores: number[] };
 * function score(state: State, player: number, points: number) {
 *   const draft = new Draft<State, GameEvent>(state);
 *   draft.field("scores")[player] = (state.scores[player] ?? 0) + points; // scores copied, state untouched
 *   draft.state.turn += 1;
 *   draft.emit({ type: "scored" });
 *   return { state: draft.state, events: draft.events };
 * }
 * ```
 */
export class Draft<State extends object, Event = GameEvent> {
  /** The new state, being written. */
  readonly state: State;
  /** The events so far, in order. */
  readonly events: Event[] = [];
  // The arrays and objects this draft copied (and so may write): a short list, made on first write.
  #owned: object[] | undefined;

  /** @param base - the input state (never mutated) */
  constructor(base: State) {
    this.state = { ...base };
  }

  /**
   * Records an event.
   *
   * @param event - what happened
   */
  emit(event: Event): void {
    this.events.push(event);
  }

  /**
   * `state[key]` for writing: an array or object field, copied (shallowly) on the first call.
   *
   * @param key - the field
   * @returns the draft's own copy
   */
  field<K extends keyof State>(key: K): State[K] {
    const state = this.state;
    const value = state[key];
    if (typeof value !== "object" || value === null) return value;
    this.#owned ??= [];
    const owned = this.#owned;
    if (owned.includes(value)) return value;
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as State[K] & object;
    owned.push(copy);
    state[key] = copy;
    return copy;
  }

  /**
   * `state[key][index]` for writing: an element (an object) of an array field, copied with
   * its array on the first call.
   *
   * @param key - the array field
   * @param index - the element
   * @returns the draft's own copy of the element
   */
  item<K extends ArrayKey<State>>(key: K, index: number): State[K] extends readonly (infer Item)[] ? Item : never {
    const list = this.field(key) as unknown as object[];
    const owned = this.#owned!;
    let element = list[index]!;
    if (!owned.includes(element)) {
      element = { ...element };
      owned.push(element);
      list[index] = element;
    }
    return element as State[K] extends readonly (infer Item)[] ? Item : never;
  }
}
