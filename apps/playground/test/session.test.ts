import { replay, stateChecksum } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { sharpeDef } from "../src/games/sharpe/def";
import { syndromeDef } from "../src/games/syndrome/def";
import type { GameDef } from "../src/session/game-def";
import { playerLogLines, playerNext } from "../src/session/log";
import { SaveError, loadGame, saveGame, shareableLog } from "../src/session/save";
import { Session, type SessionSettings } from "../src/session/session";

const DEFS = [syndromeDef, sharpeDef];
const seeded = (seed: string, seats: SessionSettings["seats"] = {}): SessionSettings => ({ seed, dice: "seeded", seats });

/** Plays `session` on: each person's decision takes action `pick(count)` of its list; bots play their bot; `step` rolls are rolled. */
function playOn(session: Session, decisions: number, pick = (k: number, n: number) => k % n): Session {
  let s = session;
  for (let k = 0; k < decisions; k++) {
    const waiting = s.waiting;
    if (waiting.kind === "over") return s;
    if (waiting.kind === "roll") {
      s = s.roll();
      continue;
    }
    const decision = waiting.decision;
    s = s.act(waiting.kind === "bot" ? s.def.bot()(decision, s.state) : decision.actions[pick(k, decision.actions.length)]);
  }
  return s;
}

function toEnd(session: Session): Session {
  const s = playOn(session, 100_000);
  expect(s.waiting.kind).toBe("over");
  return s;
}

describe("results in words", () => {
  it("tells how Sharpe's careers ended: over, won, or all lost", () => {
    const officer = (player: string, alive: boolean) => ({ player, rank: "Major", promotions: 3, alive });
    expect(sharpeDef.describeResult({ winner: null, officers: [officer("p1", true), officer("p2", false)] })).toBe(
      "The careers are over: p1 survived as Major (3 promotions); p2 was killed as Major (3 promotions).",
    );
    expect(sharpeDef.describeResult({ winner: null, officers: [officer("p1", true)] })).toMatch(/^The career is over: /);
    expect(sharpeDef.describeResult({ winner: "p1", officers: [officer("p1", true)] })).toMatch(/^p1 wins: /);
    expect(sharpeDef.describeResult({ winner: null, officers: [officer("p1", false)] })).toMatch(/^No winner: /);
  });
});

describe.each(DEFS.map((def) => [def.id, def] as const))("session of %s", (_id, def: GameDef) => {
  it("gives the URL parameters of a game's options back (a loaded save's URL sets the same game up)", () => {
    const raw: Record<string, string> = def.id === "sharpe" ? { players: "3", campaigns: "2" } : { maxTurns: "12" };
    const options = Session.start(def, def.options(raw), seeded("1")).history.options;
    expect(def.params(options)).toEqual(raw);
    expect(Session.start(def, def.options(def.params(options)), seeded("1")).history.options).toEqual(options);
  });

  it("starts at the first decision, the computer having rolled the seeded dice", () => {
    const session = Session.start(def, def.options({}), seeded("7"));
    expect(session.waiting.kind).toBe("person");
    expect(session.draws.at(-1)).toBeGreaterThan(0);
    // The same seed, the same game; another seed, another.
    expect(stateChecksum(Session.start(def, def.options({}), seeded("7")).state)).toBe(stateChecksum(session.state));
  });

  it("undo takes back a person's action and the rolls after it; redo plays the same again", () => {
    const start = playOn(Session.start(def, def.options({}), seeded("11")), 5);
    const after = playOn(start, 3);
    let back = after;
    while (back.history.steps > start.history.steps) back = back.undo();
    expect(stateChecksum(back.state)).toBe(stateChecksum(start.state));
    let again = back;
    while (again.canRedo) again = again.redo();
    expect(stateChecksum(again.state)).toBe(stateChecksum(after.state));
    // Undone and chosen again by hand: the dice were rewound, so they fall the same way.
    const replayed = playOn(back, 3);
    expect(stateChecksum(replayed.state)).toBe(stateChecksum(after.state));
  });

  it("a game played to the end saves a log that replay turns into the same final state", () => {
    const end = toEnd(Session.start(def, def.options({}), seeded("3")));
    const saved = JSON.parse(JSON.stringify(saveGame(end)));
    expect(replay(def.game, saved.log).state).toEqual(end.state);
    const loaded = loadGame(DEFS, saved);
    expect(loaded.state).toEqual(end.state);
    expect(loaded.draws).toEqual(end.draws);
    // A loaded game can be undone to its start.
    expect(loaded.canUndo).toBe(true);
  });

  it("step dice roll the same as seeded dice, one roll at a time", () => {
    const first = () => 0;
    const stepped = toEnd(playOn(Session.start(def, def.options({}), { seed: "5", dice: "step", seats: {} }), 100_000, first));
    const auto = toEnd(playOn(Session.start(def, def.options({}), seeded("5")), 100_000, first));
    // Only the dice mode differs: the same game, the same rolls.
    expect(stateChecksum(stepped.state)).toBe(stateChecksum(auto.state));
    expect(stepped.draws.at(-1)).toBe(auto.draws.at(-1));
  });

  it("real dice wait for a person's reading; blind draws stay the computer's", () => {
    let session = Session.start(def, def.options({}), { seed: "9", dice: "real", seats: {} });
    // Setup's blind draws (the Syndrome's cup, Sharpe's deck) were made; the first roll of dice waits or a decision does.
    let readings = 0;
    for (let k = 0; k < 200 && session.waiting.kind !== "over"; k++) {
      const waiting = session.waiting;
      if (waiting.kind === "roll") {
        expect(waiting.real).toBe(true);
        expect(waiting.chance.blind).not.toBe(true);
        const roll = waiting.chance.roll;
        expect(roll?.kind).toBe("dice");
        if (roll?.kind !== "dice") return;
        const reading = roll.min + (k % roll.outcomeOf.length);
        const after = session.enterReading(reading);
        expect(after).not.toBeNull();
        session = after!;
        readings++;
      } else if (waiting.kind === "person") session = session.act(waiting.decision.actions[0]);
    }
    expect(readings).toBeGreaterThan(0);
    // A reading's outcome is recorded in the log; the computer rolled nothing for it.
    const saved = saveGame(session);
    expect(replay(def.game, saved.log).state).toEqual(session.state);
  });
});

describe("seats and views", () => {
  it("a bot seat plays its bot; undo goes back past the bot's moves to the person's", () => {
    const options = sharpeDef.options({ players: "2", campaigns: "1" });
    let session = Session.start(sharpeDef, options, seeded("21", { p1: "person", p2: "bot" }));
    let bots = 0;
    for (let k = 0; k < 200 && session.waiting.kind !== "over"; k++) {
      const waiting = session.waiting;
      if (waiting.kind === "bot") {
        expect(waiting.player).toBe("p2");
        bots++;
        session = session.act(session.def.bot()(waiting.decision, session.state));
      } else if (waiting.kind === "person") {
        expect(waiting.player).toBe("p1");
        session = session.act(waiting.decision.actions[0]);
      } else if (waiting.kind === "roll") session = session.roll();
    }
    expect(bots).toBeGreaterThan(0);
    const undone = session.canUndo ? session.undo() : session;
    expect(["person", "over"]).toContain(undone.waiting.kind);
  });

  it("WQ-AID: each seat sees its own hand only", () => {
    const options = sharpeDef.options({ players: "2" });
    let session = Session.start(sharpeDef, options, seeded("4"));
    // Play until someone holds an aid card.
    const held = () => (session.state as { parties: { hand: string[] }[] }).parties.some((p) => p.hand.length > 0);
    for (let k = 0; k < 400 && !held() && session.waiting.kind !== "over"; k++) session = playOn(session, 1, () => 0);
    expect(held()).toBe(true);
    for (const viewer of ["p1", "p2"]) {
      const view = session.viewOf(viewer) as { parties: { player: string; hand: string[]; handSize: number }[] };
      for (const party of view.parties) {
        const truth = (session.state as { parties: { player: string; hand: string[] }[] }).parties.find((p) => p.player === party.player)!;
        expect(party.handSize).toBe(truth.hand.length);
        expect(party.hand).toEqual(party.player === viewer ? truth.hand : []);
      }
    }
  });

  it("SYN-3.2: the shareable log hides the blind draws that the referee's save keeps", () => {
    const session = Session.start(syndromeDef, {}, seeded("1985"));
    const shared = shareableLog(session, "player");
    expect(shared.inputs.some((input) => typeof input === "object" && input !== null && "hidden" in input)).toBe(true);
    expect(saveGame(session).log.inputs.some((input) => typeof input === "object" && input !== null && "hidden" in input)).toBe(false);
  });

  it("refuses what is not a save, and a save whose log was altered", () => {
    expect(() => loadGame(DEFS, { kind: "other" })).toThrow(SaveError);
    expect(() => loadGame(DEFS, [])).toThrow(/JSON object/);
    const session = playOn(Session.start(sharpeDef, {}, seeded("8")), 6);
    const saved = JSON.parse(JSON.stringify(saveGame(session)));
    expect(() => loadGame(DEFS, { ...saved, game: "chess" })).toThrow(/chess/);
    expect(() => loadGame(DEFS, { ...saved, draws: saved.draws.slice(1) })).toThrow(/draws/);
    const dieAt = saved.log.inputs.findIndex((input: { type: string }) => input.type === "die");
    const altered = structuredClone(saved);
    altered.log.inputs[dieAt].face = altered.log.inputs[dieAt].face === 1 ? 2 : 1;
    expect(() => loadGame(DEFS, altered)).toThrow();
  });
});

describe("a player's log", () => {
  it("WQ-AID: a rival's aid card drawn into hand is never named in another player's log", () => {
    let session = Session.start(sharpeDef, sharpeDef.options({ players: "2" }), seeded("4"));
    session = playOn(session, 120, () => 0);
    const drawn = session.events.filter((e) => e.type === "aid-to-hand") as unknown as { player: string; card: string }[];
    expect(drawn.length).toBeGreaterThan(0);
    for (const viewer of ["p1", "p2"]) {
      const told = playerLogLines(session, viewer).filter((line) => line.type === "aid-to-hand");
      const rivals = told.filter((line) => (line.event as unknown as { player: string }).player !== viewer);
      for (const line of rivals) expect((line.event as unknown as { card: string }).card).toBe("hidden");
    }
    expect(playerLogLines(session, "p1")).toBe(playerLogLines(session, "p1"));
  });

  it("the next step as a player sees it hides a rival's actions", () => {
    const session = Session.start(sharpeDef, sharpeDef.options({ players: "2" }), seeded("4"));
    const waiting = session.waiting;
    expect(waiting.kind).toBe("person");
    if (waiting.kind !== "person") return;
    const rival = waiting.player === "p1" ? "p2" : "p1";
    expect(playerNext(session, waiting.player)).toMatchObject({ kind: "decision", actions: waiting.decision.actions });
    expect(playerNext(session, rival)).toMatchObject({ kind: "decision", player: waiting.player, actions: null });
  });
});

describe("settings mid-game", () => {
  it("switching to real dice waits for the person's roll; back to seeded, the computer rolls it", () => {
    const options = sharpeDef.options({});
    let session = Session.start(sharpeDef, options, { seed: "2", dice: "real", seats: {} });
    for (let k = 0; k < 50 && session.waiting.kind !== "roll"; k++) {
      const waiting = session.waiting;
      if (waiting.kind === "person") session = session.act(waiting.decision.actions[0]);
    }
    expect(session.waiting.kind).toBe("roll");
    const steps = session.history.steps;
    const seededAgain = session.with({ dice: "seeded" });
    expect(seededAgain.history.steps).toBeGreaterThan(steps);
    expect(seededAgain.settings.seed).toBe("2");
  });
});
