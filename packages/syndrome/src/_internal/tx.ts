import { Draft, RuleError } from "@tt/engine";
import type { Counter, SyndromeRules } from "../data";
import type { PersonChange, SyndromeEvent, Track } from "../events";
import type { PersonState, State } from "../state";
import type { Task } from "../tasks";

/** Track bounds (SYN-4.2). */
const TRACK_MIN = 0;
const TRACK_MAX = 19;

/**
 * One `apply` in progress: `@tt/engine`'s copy-on-write {@link Draft} of the state (people
 * copied on first write, so the input state is never mutated and unchanged people are
 * shared), with the Syndrome's helpers: tracks, the end, person events, the task queue.
 */
export class Tx extends Draft<State, SyndromeEvent> {
  /** The new state (the draft's `state`), by its short name. */
  readonly s: State;

  constructor(
    readonly rules: SyndromeRules,
    state: State,
  ) {
    super(state);
    this.s = this.state;
    // The queue and the turn flags are written by most applies: copy them up front.
    this.field("queue");
    this.field("flags");
  }

  /** A person, for reading. */
  p(i: number): PersonState {
    return this.s.people[i]!;
  }

  /** A person, copied for writing. */
  w(i: number): PersonState {
    return this.item("people", i);
  }

  c(i: number): Counter {
    return this.rules.counters[i]!;
  }

  id(i: number): string {
    return this.rules.counters[i]!.id;
  }

  index(id: string): number {
    return this.rules.person(id).index;
  }

  personEvent(i: number, change: PersonChange, rule: string, space = this.p(i).at): void {
    this.emit({ type: "person", person: this.id(i), change, space, rule });
  }

  /** Pushes tasks to the front of the queue, in the order given. */
  push(...tasks: Task[]): void {
    this.s.queue.unshift(...tasks);
  }

  /** Replaces the front task. */
  replaceFront(task: Task): void {
    this.s.queue[0] = task;
  }

  pop(): void {
    this.s.queue.shift();
  }

  /** Changes a track, held in 0..19 (SYN-4.2); checks the Witchcraft defeat (SYN-6.2). */
  track(track: Track, delta: number, reason: string, rule: string): void {
    if (delta === 0) return;
    const from = this.s[track];
    const to = Math.max(TRACK_MIN, Math.min(TRACK_MAX, from + delta));
    if (to === from) return;
    this.s[track] = to;
    this.emit({ type: "track", track, from, to, reason, rule });
    if (track === "royalMorale" && to < 5 && this.s.royalOrders !== "Seize") {
      this.emit({ type: "orders", from: this.s.royalOrders, to: "Seize", rule: "SYN-12.1" });
      this.s.royalOrders = "Seize";
    }
    if (track === "witchcraft" && to >= 10 && this.s.result === null) this.end("king", "witchcraft");
  }

  end(winner: "player" | "king", reason: "victory" | "fealty" | "witchcraft" | "turn-limit"): void {
    if (this.s.result !== null) return;
    this.s.result = { winner, reason, turn: this.s.turn };
    this.s.phase = "over";
    this.s.queue = [];
    this.emit({ type: "game-over", winner, reason, turn: this.s.turn });
  }
}

/** Throws the engine's `RuleError` for an illegal input. */
export function illegal(message: string, rule?: string): never {
  throw new RuleError("syndrome/illegal-action", message, rule);
}
