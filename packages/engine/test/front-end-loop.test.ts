import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay, type GameEvent } from "../src/index";
import { pig, type PigState } from "./games/pig";

// ---- The README's front-end loop, verbatim (only the import path differs). ----
import { seededChance, type Game } from "../src/index";

/** What a front end supplies: a way to show things and to ask a person. */
export interface Ui {
  choose(player: string, prompt: string, labels: string[]): Promise<number>; // index of the chosen action
  roll(purpose: string, faces: string[]): Promise<number | null>; // index of a real die's face, or null: let the computer roll
  render(view: unknown, events: readonly GameEvent[]): void;
  showResult(result: unknown): void;
}

export async function play<S, A, O, Opt, R, E extends GameEvent>(game: Game<S, A, O, Opt, R, E>, options: unknown, ui: Ui, seed: number) {
  const dice = seededChance(seed);
  let state = game.setup(game.optionsSchema.parse(options));
  const inputs: (A | O)[] = []; // with the options, this is the saved game
  for (;;) {
    const next = game.next(state); // 1. what happens now?
    let input: A | O;
    if (next.kind === "over") {
      ui.showResult(next.result); // 2a. the end
      return { result: next.result, log: { schemaVersion: 1, gameId: game.id, gameVersion: game.version, options, inputs } };
    } else if (next.kind === "decision") {
      const index = await ui.choose(next.player, next.prompt, next.actions.map((action) => JSON.stringify(action)));
      input = next.actions[index]!; // 2b. a player chose one of the legal actions
    } else {
      const index = await ui.roll(next.purpose, next.outcomes.map(({ outcome }) => String(outcome)));
      input = index === null ? dice.pick(next) : next.outcomes[index]!.outcome; // 2c. dice: real or seeded
    }
    const applied = game.apply(state, input); // 3. apply: pure, throws RuleError if illegal
    state = applied.state;
    inputs.push(input);
    const viewer = next.kind === "decision" ? next.player : "table";
    ui.render(game.view ? game.view(state, viewer) : state, applied.events); // 4. show what happened
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
    const normalise = (code: string) => code.replace('"../src/index"', '"@tt/engine"').replace("import { seededChance, type Game } from", "import { seededChance, type Game, type GameEvent } from").trim();
    expect(normalise(inTest!)).toBe(inReadme?.trim());
  });

  it("plays Truffle Pig with a person's real dice, seeded dice, choices, views and events", async () => {
    const rendered: GameEvent[] = [];
    const views: unknown[] = [];
    let shown: unknown;
    let decisions = 0;
    const ui: Ui = {
      choose: async (_player, prompt, labels) => {
        decisions++;
        if (prompt.startsWith("You rolled a 6")) return labels.length - 1; // steal when possible
        return decisions % 4 === 0 ? labels.indexOf('{"type":"hold"}') : 0;
      },
      // The truffle dice are rolled at the table (faces "3" and "5"); the computer rolls the rest.
      roll: async (purpose, faces) => (purpose.includes("truffle") ? faces.indexOf(purpose.startsWith("p1") ? "3" : "5") : null),
      render: (view, events) => {
        views.push(view);
        rendered.push(...events);
      },
      showResult: (result) => {
        shown = result;
      },
    };
    const { result, log } = await play(pig, { target: 40 }, ui, 2026);
    expect(shown).toEqual(result);
    expect(result.winner).toMatch(/^p[12]$/);
    // The loop's log is a real saved game: replay reproduces the events it rendered.
    const replayed = replay(pig, JSON.parse(JSON.stringify(log)));
    expect(replayed.events).toEqual(rendered);
    expect((replayed.state as PigState).truffles).toEqual([3, 5]);
    // Players only ever saw their own truffle.
    const seenByP1 = views.find((view) => (view as { truffles: unknown[] }).truffles[0] !== null) as { truffles: unknown[] };
    expect(seenByP1.truffles).toEqual([3, null]);
    expect(views.every((view) => (view as { truffles: unknown[] }).truffles.includes(null))).toBe(true);
  });
});
