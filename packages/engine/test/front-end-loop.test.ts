import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay, type GameEvent } from "../src/index";
import { blindCup } from "./games/blind-cup";
import { pig, type PigState } from "./games/pig";

// ---- The README's front-end loop, verbatim (only the import path differs). ----
import { History, readRoll, seededChance, viewEvents, viewNext, type Game, type StepDetail } from "../src/index";

/** What a front end supplies for one seat at the table: a way to show things and to ask its person. */
export interface Seat {
  readonly player: string;
  choose(prompt: string, detail: StepDetail | undefined, labels: string[]): Promise<number>; // index of the chosen action
  roll(purpose: string, detail: StepDetail | undefined, howTo: string): Promise<number | null>; // what real dice show, or null: the computer rolls
  render(view: unknown, events: readonly GameEvent[]): void; // only ever this seat's view and events
  showResult(result: unknown): void;
}

export async function play<S, A, O, Opt, R, E extends GameEvent>(game: Game<S, A, O, Opt, R, E>, options: unknown, seats: Seat[], seed: number) {
  const dice = seededChance(seed);
  let history = History.start(game, options); // undo/redo, and the referee's log (with checksums)
  for (;;) {
    const next = history.next; // 1. what happens now? The referee's step: never sent to a seat as it is.
    if (next.kind === "over") {
      for (const seat of seats) seat.showResult(next.result); // 2a. the end
      return { result: next.result, log: history.log }; // playerLog(game, log, player) is what a player may keep
    }
    let input: A | O | null = null;
    if (next.kind === "decision") {
      const seat = seats.find((candidate) => candidate.player === next.player)!;
      const seen = viewNext(game, history.state, seat.player); // 2b. the step as that player may see it
      const actions = seen.kind === "decision" && seen.actions !== null ? seen.actions : next.actions;
      const labels = actions.map((action) => JSON.stringify(action));
      input = actions[await seat.choose(next.prompt, next.detail, labels)]!;
    } else {
      const seat = seats.find((candidate) => candidate.player === next.detail?.player) ?? seats[0]!; // whose roll
      while (input === null) {
        // 2c. real dice (read through the step's physical roll) or seeded ones; a blind draw is the computer's
        const reading = next.roll?.kind === "dice" && next.blind !== true ? await seat.roll(next.purpose, next.detail, next.roll.text) : null;
        input = reading === null ? dice.pick(next) : readRoll(next, reading); // null from readRoll: roll again
      }
    }
    history = history.apply(input); // 3. apply: checks the input (says why not, with the rule), pure
    for (const seat of seats) {
      const view = game.view ? game.view(history.state, seat.player) : history.state;
      seat.render(view, viewEvents(game, history.lastEvents, seat.player)); // 4. each seat sees its own
    }
  }
}
// ---- end of the README's loop ----

describe("the README's front-end loop", () => {
  it("is the code of this file, verbatim", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const inReadme = /## A complete front-end loop[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    const source = readFileSync(new URL(import.meta.url), "utf8");
    const inTest = /verbatim \(only the import path differs\)\. ----\n([\s\S]*?)\/\/ ---- end of the README's loop ----/.exec(source)?.[1];
    expect(inTest).toBeDefined();
    const normalise = (code: string) => code.replace('"../src/index"', '"@tt/engine"').replace("type Game, type StepDetail } from", "type Game, type GameEvent, type StepDetail } from").trim();
    expect(normalise(inTest!)).toBe(inReadme?.trim());
  });

  it("plays Truffle Pig with a person's real dice, seeded dice, choices, views and events, each seat seeing its own", async () => {
    const rendered: Record<string, GameEvent[]> = { p1: [], p2: [] };
    const views: Record<string, unknown[]> = { p1: [], p2: [] };
    const shown: unknown[] = [];
    let decisions = 0;
    const seat = (player: string, truffle: number): Seat => ({
      player,
      choose: async (prompt, detail, labels) => {
        decisions++;
        expect(detail?.rule).toMatch(/^PIG-/);
        if (prompt.startsWith("You rolled a 6")) return labels.length - 1; // steal when possible
        return decisions % 4 === 0 ? labels.indexOf('{"type":"hold"}') : 0;
      },
      // Each player rolls their truffle die at the table; the computer rolls the rest.
      roll: async (_purpose, detail, howTo) => {
        expect(howTo).toBe("1d6");
        return detail?.ask === "truffle-roll" ? truffle : null;
      },
      render: (view, events) => {
        views[player]!.push(view);
        rendered[player]!.push(...events);
      },
      showResult: (result) => shown.push(result),
    });
    const { result, log } = await play(pig, { target: 40 }, [seat("p1", 3), seat("p2", 5)], 2026);
    expect(shown).toEqual([result, result]);
    expect(result.winner).toMatch(/^p[12]$/);
    // The loop's log is a real saved game: replay reproduces the events it rendered.
    const replayed = replay(pig, JSON.parse(JSON.stringify(log)));
    expect(replayed.events).toEqual(rendered["p1"]);
    expect((replayed.state as PigState).truffles).toEqual([3, 5]);
    // Players only ever saw their own truffle.
    expect(views["p1"]!.every((view) => JSON.stringify((view as { truffles: unknown[] }).truffles) === "[3,null]" || (view as { truffles: unknown[] }).truffles[1] === null)).toBe(true);
    expect(views["p2"]!.every((view) => (view as { truffles: unknown[] }).truffles[0] === null)).toBe(true);
  });

  it("plays Blind Cup with hidden hands: no seat is rendered a token another seat drew", async () => {
    const rendered: Record<string, GameEvent[]> = { p1: [], p2: [] };
    const seat = (player: string): Seat => ({
      player,
      choose: async () => 0,
      roll: async () => null,
      render: (_view, events) => rendered[player]!.push(...events),
      showResult: () => undefined,
    });
    await play(blindCup, { players: 2 }, [seat("p1"), seat("p2")], 7);
    for (const event of rendered["p2"]!) if (event.type === "drew" && (event as { player?: string }).player === "p1") expect((event as { token?: unknown }).token).toBeNull();
  });
});
