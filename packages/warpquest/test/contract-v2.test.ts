import { History, checkConformance, outcomeOdds, playerLog, randomPolicy, replay, runGame, seededChance, viewEvents, viewNext, type GameEvent } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { DRAW_METHODS, HIDDEN_CARD, heuristicPolicy, saltRoad, sharpe, stepDetailSchema, warpQuestSecrets, type WarpQuestGame } from "../src/index";
import { card, die, feed, sharpeAfterCreation, withParty } from "./helpers";

const FULL = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env["WQ_CONFORMANCE_FULL"] === "1";

describe("hidden information holds in everything a player receives (contract v2)", () => {
  for (const [game, games] of [
    [sharpe, FULL ? 500 : 150],
    [saltRoad, FULL ? 500 : 150],
  ] as const) {
    it(`${game.id}: the leak check and the step-detail schema pass over ${games} random 3-player games`, () => {
      const report = checkConformance(game, {
        games,
        seed: `${game.id}-v2`,
        options: (index: number) => ({ players: 3, draw: DRAW_METHODS[index % DRAW_METHODS.length], ...(game === sharpe ? { campaigns: 1 } : {}) }),
        secrets: warpQuestSecrets(game),
        detailSchema: stepDetailSchema,
      });
      expect(report.failures.slice(0, 1)).toEqual([]);
    }, 600_000);
  }

  it("WQ-AID a whole 3-player Salt Road game seen through each player's views never shows a card in a rival's hand", () => {
    const run = runGame(saltRoad, { players: 3 }, { policies: randomPolicy(11), chance: seededChance(11), checksumEvery: 1 });
    let state = saltRoad.setup(saltRoad.parseOptions({ players: 3 }));
    let secretsSeen = 0;
    const logs = Object.fromEntries(["p1", "p2", "p3"].map((p) => [p, JSON.stringify(playerLog(saltRoad, run.log, p))]));
    for (const input of run.log.inputs) {
      const { state: after, events } = saltRoad.apply(state, input);
      const secrets = warpQuestSecrets(saltRoad)(after);
      for (const player of ["p1", "p2", "p3"]) {
        const sent = JSON.stringify([viewNext(saltRoad, state, player), viewEvents(saltRoad, events as GameEvent[] as never, player), saltRoad.view(after, player)]);
        for (const secret of secrets[player]!) {
          secretsSeen++;
          expect(sent).not.toContain(JSON.stringify(secret));
        }
      }
      state = after;
    }
    expect(secretsSeen).toBeGreaterThan(0);
    expect(logs["p1"]).toContain('"hidden":true');
  });

  it("WQ-DRAW a draw is blind, and an aid card drawn is redacted for the other players", () => {
    const drawing = sharpe.apply(sharpeAfterCreation({ players: 2 }), die(3)).state;
    const seen = viewNext(sharpe, drawing, "p2");
    expect(seen).toMatchObject({ kind: "chance", blind: true, detail: { rule: "WQ-DRAW", ask: "draw-card", player: "p1" }, roll: { kind: "draw" } });
    expect(JSON.stringify(seen)).not.toMatch(/heroics|lead-column/);
    const { events } = sharpe.apply(drawing, card("heroics"));
    expect(viewEvents(sharpe, events, "p1").find((e) => e.type === "aid-to-hand")).toMatchObject({ card: "heroics" });
    expect(viewEvents(sharpe, events, "p2").find((e) => e.type === "aid-to-hand")).toMatchObject({ card: HIDDEN_CARD });
    expect(JSON.stringify(viewEvents(sharpe, events, "p2"))).not.toContain("heroics");
    // A challenge card is faced openly: everyone sees it.
    const challenge = sharpe.apply(drawing, card("lead-column")).events;
    expect(viewEvents(sharpe, challenge, "p2").find((e) => e.type === "card-drawn")).toMatchObject({ card: "lead-column" });
  });

  it("replay refuses another player's log at the first draw hidden from them; the drawer's own draws show", () => {
    const run = runGame(saltRoad, { players: 2 }, { policies: randomPolicy(4), chance: seededChance(4) });
    const mine = playerLog(saltRoad, run.log, "p2");
    const hidden = mine.inputs.findIndex((input) => typeof input === "object" && input !== null && "hidden" in input);
    expect(hidden).toBeGreaterThan(-1);
    expect(() => replay(saltRoad, JSON.parse(JSON.stringify(mine)))).toThrow(expect.objectContaining({ code: "engine/hidden-input", step: hidden }));
  });

  it("a tampered log (one die face for another) is refused at that step", () => {
    const run = runGame(sharpe, { campaigns: 1 }, { policies: randomPolicy(2), chance: seededChance(2), checksumEvery: 1 });
    const step = run.log.inputs.findIndex((input, k) => k > 12 && typeof input === "object" && (input as { type: string }).type === "die");
    const inputs = run.log.inputs.map((input, k) => (k === step ? { type: "die", face: (input as { face: number }).face === 1 ? 2 : 1 } : input));
    expect(() => replay(sharpe, { ...run.log, inputs })).toThrow(expect.objectContaining({ code: "engine/log-diverged", step }));
  });

  it("every step of a game carries a physical roll a person can make, or is a decision", () => {
    let history = History.start(sharpe, { players: 2, campaigns: 1 });
    const chance = seededChance(8);
    while (history.next.kind !== "over" && history.steps < 500) {
      const next = history.next;
      if (next.kind === "chance") expect(next.roll).toBeDefined();
      expect(stepDetailSchema.safeParse(next.detail).success).toBe(true);
      history = history.apply(next.kind === "decision" ? next.actions[0]! : chance.pick(next));
    }
  });

  it("the multi-player heuristic decides on its player's view only", () => {
    const seen: unknown[] = [];
    const spy: WarpQuestGame = {
      ...saltRoad,
      view: (state, player) => {
        const view = saltRoad.view(state, player);
        seen.push(view);
        return view;
      },
    };
    const run = runGame(spy, { players: 3 }, { policies: heuristicPolicy(spy), chance: seededChance(3) });
    expect(run.decisions).toBeGreaterThan(0);
    expect(seen.length).toBe(run.decisions);
  });

  it("outcomeOdds with default settings answers or says it needs `until`, promptly", () => {
    const state = sharpe.apply(sharpeAfterCreation(), die(3)).state;
    const choosing = feed(sharpe, state, [card("defend-ladys-honor")]).state;
    const next = sharpe.next(choosing);
    if (next.kind !== "decision") throw new Error("expected a decision");
    // The default bound (5,000 chance steps) stops it: the message says to pass `until`.
    expect(() => outcomeOdds(sharpe, choosing, next.actions[0]!)).toThrow(expect.objectContaining({ code: "engine/odds-limit", message: expect.stringContaining("until") }));
  });
});

describe("illegal inputs say why, with the rule (WQ errors)", () => {
  const atRoll = feed(sharpe, sharpeAfterCreation(), [die(3), card("drive-off-cavalry"), die(2)]).state;
  if (!("challenge" in atRoll.step)) throw new Error("expected a challenge");
  const rolled = { ...withParty(atRoll, 0, { hand: ["heroics"] }), step: { kind: "aid" as const, player: 0, challenge: atRoll.step.challenge } };
  const reason = (game: WarpQuestGame, state: Parameters<WarpQuestGame["apply"]>[0], input: unknown) => {
    const why = game.whyIllegal!(state, input);
    let thrown: unknown;
    try {
      game.apply(state, input as never);
    } catch (error) {
      thrown = error;
    }
    return { why, thrown: thrown as { code?: string; message?: string; ruleId?: string } };
  };

  it("WQ-AID an aid card the player does not hold", () => {
    const { why, thrown } = reason(sharpe, rolled, { type: "play-aid", card: "chosen-men" });
    expect(why).toEqual({ message: "p1 holds no Chosen Men card", ruleId: "WQ-AID" });
    expect(thrown).toMatchObject({ ruleId: "WQ-AID", message: expect.stringContaining("p1 holds no Chosen Men card") });
  });

  it("WQ-XP a reroll without an Experience Token", () => {
    expect(reason(sharpe, rolled, { type: "reroll" }).why).toEqual({ message: "p1 has no Experience Token to spend on a reroll", ruleId: "WQ-XP" });
  });

  it("SHP-CHALLENGE a skill the card does not ask for", () => {
    const choosing = feed(sharpe, sharpeAfterCreation(), [die(3), card("defend-ladys-honor")]).state;
    expect(reason(sharpe, choosing, { type: "choose-skill", skill: "Shooting" }).why).toMatchObject({ ruleId: "SHP-CHALLENGE", message: expect.stringContaining('choose "Brawling"') });
  });

  it("WQ-OBJECTIVE a direction before the Objective is taken", () => {
    const start = sharpeAfterCreation();
    expect(reason(sharpe, start, { type: "move", direction: "toward-start" }).why).toMatchObject({ ruleId: "WQ-TURN", message: expect.stringContaining("waits for p1: move roll") });
    const turn = withParty(sharpeAfterCreation(), 0, {});
    const atTurn = { ...turn, step: { kind: "turn" as const, player: 0 } };
    expect(reason(sharpe, atTurn, { type: "move", direction: "toward-start" }).why).toEqual({ message: "the way is toward the end until the Objective is taken", ruleId: "WQ-OBJECTIVE" });
  });

  it("SHP-RESULTS a Heal card with full Endurance, and one not held", () => {
    const atTurn = { ...withParty(sharpeAfterCreation(), 0, { hand: ["mend-wounds"] }), step: { kind: "turn" as const, player: 0 } };
    expect(reason(sharpe, atTurn, { type: "heal", card: "mend-wounds" }).why).toEqual({ message: "p1's Endurance is full", ruleId: "SHP-RESULTS" });
    expect(reason(sharpe, atTurn, { type: "heal", card: "surgeon" }).why).toMatchObject({ ruleId: "SHP-RESULTS", message: expect.stringContaining("p1 holds no") });
  });

  it("WQ-CONFRONT confronting a player who is not on the space", () => {
    const three = sharpeAfterCreation({ players: 3 });
    const apart = { ...withParty(withParty(withParty(three, 2, { position: 9 }), 1, { position: 5 }), 0, { position: 5 }), step: { kind: "confront-target" as const, player: 0, targets: [1] } };
    expect(reason(sharpe, apart, { type: "confront", opponent: "p3" }).why).toEqual({ message: "p3 is not on p1's space (5)", ruleId: "WQ-CONFRONT" });
  });

  it("WQ-TURN a decision where a roll is awaited, and a roll where a decision is", () => {
    expect(reason(sharpe, sharpeAfterCreation(), { type: "roll-move" }).why).toMatchObject({ ruleId: "WQ-TURN" });
    expect(reason(sharpe, rolled, die(4)).why).toMatchObject({ ruleId: "WQ-AID", message: expect.stringContaining("p1 must decide first") });
    expect(reason(sharpe, rolled, die(4)).thrown).toMatchObject({ ruleId: "WQ-AID" });
  });
});
