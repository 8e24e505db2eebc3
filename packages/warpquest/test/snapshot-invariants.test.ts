import { randomPolicy, seededChance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { WarpQuestError, createWarpQuest, invariantProblems, parseState, saltRoad, SALT_ROAD_DATA, sharpe, type State, type WarpQuestGame } from "../src/index";

// What parseState checks of a snapshot beyond its schema (issue #17): the invariants every
// reachable state keeps (invariantProblems, which the conformance tests check after every step
// too), the scenario, and a depth limit. Each impossible snapshot is refused with its JSON path.

/** A state of `game` after `steps` seeded inputs, as plain JSON. */
function played(game: WarpQuestGame, players: number, steps: number, until?: (s: State) => boolean): State {
  const chance = seededChance(3);
  const policy = randomPolicy(3);
  let state = game.setup(game.parseOptions({ players }));
  for (let k = 0; k < steps || (until !== undefined && !until(state)); k++) {
    const next = game.next(state);
    if (next.kind === "over") throw new Error("the game ended");
    state = game.apply(state, next.kind === "chance" ? chance.pick(next) : policy(next)).state;
  }
  return JSON.parse(JSON.stringify(state)) as State;
}

function refused(state: State, mutate: (s: State) => void, game?: WarpQuestGame): WarpQuestError {
  const s = structuredClone(state);
  mutate(s);
  try {
    parseState(s, game);
  } catch (error) {
    expect(error).toBeInstanceOf(WarpQuestError);
    expect((error as WarpQuestError).code).toBe("warpquest/invalid-snapshot");
    return error as WarpQuestError;
  }
  throw new Error("the snapshot was accepted");
}

describe("snapshots and what they must hold", () => {
  const officer = played(sharpe, 2, 40);
  const units = played(saltRoad, 3, 30);

  it("mid-game snapshots keep every invariant and read back unchanged, by parseState and by the game's parseState", () => {
    for (const [game, s] of [
      [sharpe, officer],
      [saltRoad, units],
    ] as const) {
      expect(invariantProblems(game.scenario, s)).toEqual([]);
      expect(parseState(structuredClone(s))).toEqual(s);
      expect(game.parseState(structuredClone(s))).toEqual(s);
    }
  });

  it("WQ-TURN a step naming a party that does not exist is refused", () => {
    expect(refused(officer, (s) => (s.step = { kind: "move", player: 5 })).path).toBe("step.player");
    expect(refused(officer, (s) => (s.turn = 4)).path).toBe("turn");
  });

  it("WQ-DRAW a draw from a deck that does not exist, or no decks at all, is refused", () => {
    expect(refused(officer, (s) => (s.step = { kind: "draw", player: 0, deck: 9 })).path).toBe("step.deck");
    expect(refused(officer, (s) => (s.step = { kind: "draw", player: 0, deck: -1 })).path).toBe("step.deck");
    const none = refused(officer, (s) => {
      s.decks = [];
      s.step = { kind: "draw", player: 0, deck: 0 };
    });
    expect({ path: none.path, message: none.message }).toMatchObject({ path: "decks" });
    expect(none.message).toMatch(/Sharpe has 1 deck, not 0/);
  });

  it("WQ-AID an unknown card, a challenge card or a card no deck lets out, in a hand, is refused", () => {
    expect(refused(officer, (s) => (s.parties[0]!.hand = ["nope"])).path).toBe("parties[0].hand[0]");
    expect(refused(officer, (s) => (s.parties[0]!.hand = ["hold-town"])).message).toMatch(/not an aid card of Sharpe/);
    // Drawing from a deck, a card is held only when a copy of it is out of the draw pile.
    const aid = sharpe.scenario.decks[0]!.cards.find((id) => sharpe.scenario.cards[id]!.kind === "aid")!;
    const fresh = JSON.parse(JSON.stringify(sharpe.setup(sharpe.parseOptions({ players: 2 })))) as State;
    expect(refused(fresh, (s) => (s.parties[1]!.hand = [aid])).path).toBe("parties[1].hand[0]");
  });

  it("SHP-WOUND an officer at Endurance -50, or in play at 0, or above his maximum, is refused", () => {
    expect(refused(officer, (s) => (s.parties[0]!.endurance = -50)).path).toBe("parties[0].endurance");
    expect(refused(officer, (s) => Object.assign(s.parties[0]!, { status: "killed", endurance: -50 })).path).toBe("parties[0].endurance");
    expect(refused(officer, (s) => (s.parties[0]!.endurance = s.parties[0]!.maxEndurance + 1)).path).toBe("parties[0].endurance");
  });

  it("SHP-ATTR attributes raised by more Attribute rolls than the officer has had, or a skill the scenario lacks, are refused", () => {
    expect(refused(officer, (s) => (s.parties[0]!.skills["Shooting"] = 40)).path).toBe("parties[0].skills");
    expect(refused(officer, (s) => (s.parties[0]!.skills["Juggling"] = 1)).path).toBe("parties[0].skills.Juggling");
  });

  it("WQ-LOSS a unit listed twice, or a party of units with none left in play, is refused", () => {
    expect(refused(units, (s) => (s.parties[0]!.units = [0, 0])).path).toBe("parties[0].units[1]");
    expect(refused(units, (s) => (s.parties[0]!.units = [])).path).toBe("parties[0].units");
  });

  it("WQ-OBJECTIVE the Objective held in Sharpe, or by an eliminated party, is refused", () => {
    expect(refused(officer, (s) => (s.objective.holder = 0)).path).toBe("objective.holder");
    expect(refused(units, (s) => Object.assign(s, { objective: { holder: 1 } }, { parties: s.parties.map((p, k) => (k === 1 ? { ...p, status: "eliminated", units: [] } : p)) })).path).toBe(
      "objective.holder",
    );
  });

  it("a snapshot of an unknown scenario is refused at scenario; a game reads only its own", () => {
    const unknown = refused(officer, (s) => (s.scenario = "zzz"));
    expect(unknown.path).toBe("scenario");
    expect(unknown.message).toMatch(/"zzz"/);
    const wrongGame = refused(officer, () => {}, saltRoad);
    expect(wrongGame.path).toBe("scenario");
    // A user's own scenario is read by its game.
    const custom = createWarpQuest({ ...SALT_ROAD_DATA, id: "my-road" });
    const state = JSON.parse(JSON.stringify(custom.setup(custom.parseOptions({})))) as State;
    expect(custom.parseState(state)).toEqual(state);
    expect(refused(state, () => {}).path).toBe("scenario");
  });

  it("WQ-CHECK a challenge step naming an aid card, a check the card lacks or a skill that does not answer it is refused", () => {
    const atChallenge = played(sharpe, 1, 0, (s) => s.step.kind === "challenge-roll");
    const challenge = (s: State) => (s.step as { challenge: { card: string; check: number; skill: string | null } }).challenge;
    expect(refused(atChallenge, (s) => (challenge(s).card = "mend-wounds")).path).toBe("step.challenge.card");
    expect(refused(atChallenge, (s) => (challenge(s).check = 7)).path).toBe("step.challenge.check");
    expect(refused(atChallenge, (s) => (challenge(s).skill = "Juggling")).path).toBe("step.challenge.skill");
  });

  it("a result in a game still running is refused", () => {
    expect(refused(officer, (s) => (s.result = { winner: null, officers: [] })).path).toBe("step.kind");
  });

  it("every problem is listed in issues, the first as message and path", () => {
    const e = refused(officer, (s) => {
      s.parties[0]!.endurance = -50;
      s.parties[1]!.hand = ["nope"];
    });
    expect(e.issues?.map((i) => i.path)).toEqual(["parties[0].endurance", "parties[1].hand[0]"]);
  });

  it("a snapshot nested 20,000 deep is refused with a path, not a stack overflow", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = { step: deep };
    const e = refused(officer, (s) => ((s as unknown as Record<string, unknown>).step = deep));
    expect(e.message).toMatch(/nested deeper than 32 levels/);
    expect(e.path.startsWith("step.step")).toBe(true);
  });

  it("prototype names as cards, skills and players are refused, never followed", () => {
    for (const name of ["constructor", "__proto__", "toString"]) {
      expect(refused(officer, (s) => (s.parties[0]!.hand = [name])).path).toMatch(/^parties\[0\]\.hand\[0\]$/);
      expect(refused(officer, (s) => (s.parties[0]!.player = name)).path).toBe("parties[0].player");
      expect(refused(officer, (s) => (s.scenario = name)).path).toBe("scenario");
    }
    expect(refused(officer, (s) => (s.parties[0]!.skills = { ...s.parties[0]!.skills, toString: 0 })).path).toBe("parties[0].skills.toString");
  });

  it("a long unknown id is quoted cut short", () => {
    const e = refused(officer, (s) => (s.scenario = "x".repeat(1_000_000)));
    expect(e.message.length).toBeLessThan(300);
    expect(e.message).toContain("…");
  });
});
