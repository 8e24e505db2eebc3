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
  // Bookkeeping is made on first write, so a draft that writes little costs little.
  #fields: PropertyKey[] | undefined;
  #items: Map<PropertyKey, Uint8Array> | undefined;

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
    const fields = (this.#fields ??= []);
    if (!fields.includes(key)) {
      const value = state[key];
      if (typeof value === "object" && value !== null) state[key] = (Array.isArray(value) ? value.slice() : { ...value }) as State[K];
      fields.push(key);
    }
    return state[key];
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
    const list = this.field(key) as unknown as unknown[];
    const items = (this.#items ??= new Map());
    let copied = items.get(key);
    if (copied === undefined || copied.length < list.length) {
      const grown = new Uint8Array(Math.max(list.length, 8));
      if (copied !== undefined) grown.set(copied);
      copied = grown;
      items.set(key, copied);
    }
    if (copied[index] === 0) {
      list[index] = { ...(list[index] as object) };
      copied[index] = 1;
    }
    return list[index] as State[K] extends readonly (infer Item)[] ? Item : never;
  }
}
