import { RuleError, randomPolicy, runGame, seededChance } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { SALT_ROAD_DATA, SHARPE_DATA, WarpQuestError, createWarpQuest, loadScenario, saltRoad, sharpe, type ChallengeCard, type ScenarioInput } from "../src/index";

// Every public boundary on hostile input (issue #17): linear-time parsing of the printed
// notation, prototype names as ids and skills, length limits, inputs nested too deep, and
// messages that quote what they were given cut short.

const copy = (data: ScenarioInput): ScenarioInput & Record<string, unknown> => structuredClone(data) as ScenarioInput & Record<string, unknown>;

function scenarioError(data: unknown): WarpQuestError {
  try {
    loadScenario(data);
  } catch (error) {
    expect(error).toBeInstanceOf(WarpQuestError);
    return error as WarpQuestError;
  }
  throw new Error("the scenario loaded");
}

function ruleError(run: () => unknown): RuleError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return error as RuleError;
  }
  throw new Error("no RuleError");
}

describe("scenario data: the printed notation is read in linear time", () => {
  it("SHP-CHALLENGE a skills string of 150,000 spaces is refused at once (at the schema's length limit)", () => {
    const data = copy(SHARPE_DATA);
    (data.cards[0] as { skills: string }).skills = `Shooting${" ".repeat(150_000)}x`;
    const started = performance.now();
    const error = scenarioError(data);
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.path).toBe("cards[0].skills");
    expect(error.message.length).toBeLessThan(300);
  });

  it("SHP-CHALLENGE the parsing itself is linear: long runs of spaces within the length limit read as before", () => {
    const data = copy(SHARPE_DATA);
    const index = data.cards.findIndex((c) => c.type === "C");
    (data.cards[index] as { skills: string }).skills = `Shooting${" ".repeat(90)}or${" ".repeat(90)}Brawling`;
    const card = loadScenario(data).cards[data.cards[index]!.id] as ChallengeCard;
    expect(card.checks).toEqual([["Shooting", "Brawling"]]);
    (data.cards[index] as { skills: string }).skills = `Shooting${" ".repeat(180)}x2`;
    expect((loadScenario(data).cards[data.cards[index]!.id] as ChallengeCard).checks).toEqual([["Shooting"], ["Shooting"]]);
  });

  it("SHP-CHALLENGE the notation reads as it always has: or, +, x2, and a bare x2 is a skill name", () => {
    const data = copy(SHARPE_DATA);
    const index = data.cards.findIndex((c) => c.type === "C");
    const checks = (skills: string) => {
      (data.cards[index] as { skills: string }).skills = skills;
      return (loadScenario(data).cards[data.cards[index]!.id] as ChallengeCard).checks;
    };
    expect(checks("Shooting or Brawling + Tactics x2")).toEqual([["Shooting", "Brawling"], ["Tactics"], ["Tactics"]]);
    expect(checks("Shooting  or  Brawling")).toEqual([["Shooting", "Brawling"]]);
    expect(scenarioError({ ...data, cards: data.cards.map((c, k) => (k === index ? { ...c, skills: "x2" } : c)) }).message).toMatch(/names the skill "x2"/);
    expect(scenarioError({ ...data, cards: data.cards.map((c, k) => (k === index ? { ...c, skills: "Shooting x12" } : c)) }).message).toMatch(/"x12" must repeat a skill 1 to 9 times/);
  });

  it("SHP-AID an aid effect with a run of spaces before its bonus reads; one without a name is refused", () => {
    const data = copy(SHARPE_DATA);
    const index = data.cards.findIndex((c) => c.type === "A" && c.aid !== "Heal");
    (data.cards[index] as { aid: string }).aid = `Brawling${" ".repeat(150)}+3`;
    expect(loadScenario(data).cards[data.cards[index]!.id]).toMatchObject({ kind: "aid", bonus: 3, skills: ["Brawling"] });
    (data.cards[index] as { aid: string }).aid = "+3";
    expect(scenarioError(data).message).toMatch(/is not an aid effect/);
  });

  it("names, ids and lists have length limits", () => {
    const data = copy(SHARPE_DATA);
    data.name = "n".repeat(201);
    expect(scenarioError(data).path).toBe("name");
    const many = copy(SHARPE_DATA);
    many.rotation = Array.from({ length: 1001 }, () => "hold-town");
    expect(scenarioError(many).path).toBe("rotation");
  });
});

describe("prototype names", () => {
  it('a card id "constructor" loads and plays like any other (it is not taken by Object.prototype)', () => {
    const text = JSON.stringify(SHARPE_DATA).replaceAll('"hold-town"', '"constructor"');
    const game = createWarpQuest(JSON.parse(text));
    expect(game.scenario.cards["constructor"]).toMatchObject({ kind: "challenge", name: "Hold Town" });
    expect(game.scenario.cards["toString"]).toBeUndefined();
    for (let seed = 0; seed < 20; seed++) runGame(game, { campaigns: 1 }, { policies: randomPolicy(seed), chance: seededChance(seed), recordEvents: false });
  });

  it('skills named "toString" and "constructor" count their bonus exactly; "__proto__" is refused as a skill', () => {
    for (const skill of ["toString", "constructor"]) {
      const game = createWarpQuest(JSON.parse(JSON.stringify(SALT_ROAD_DATA).replaceAll("Scouting", skill)));
      const guide = game.scenario.data.party.kind === "units" ? game.scenario.data.party.units.findIndex((u) => Object.hasOwn(u.skills, skill)) : -1;
      expect(guide).toBeGreaterThanOrEqual(0);
      let checked = 0;
      for (let seed = 0; seed < 30; seed++) {
        const run = runGame(game, { players: 2 }, { policies: randomPolicy(seed), chance: seededChance(seed) });
        for (const event of run.events) {
          if (event.type !== "check" || event.skill !== skill) continue;
          checked++;
          // The party's bonus sums its units' own values: a unit without the skill adds 0, not Object.prototype's function.
          expect(Number.isInteger(event.skillModifiers[0]!.value)).toBe(true);
          expect(Number.isInteger(event.skillTotal)).toBe(true);
        }
      }
      expect(checked).toBeGreaterThan(0);
    }
    const proto = JSON.parse(JSON.stringify(SALT_ROAD_DATA).replaceAll('"Scouting"', '"__proto__"').replaceAll("Scouting", "__proto__")) as unknown;
    expect(scenarioError(proto).message).toMatch(/"__proto__" cannot name a skill/);
  });

  it('options naming a card "constructor" or "toString" are refused with a WarpQuestError', () => {
    for (const id of ["constructor", "tostring"]) {
      for (const change of [{ add: [id] }, { remove: [id] }]) {
        let caught: unknown;
        try {
          sharpe.setup(sharpe.parseOptions({ deckChanges: [change] }));
        } catch (error) {
          caught = error;
        }
        expect(caught).toBeInstanceOf(WarpQuestError);
        expect((caught as WarpQuestError).code).toBe("warpquest/invalid-options");
      }
    }
  });
});

describe("inputs from outside", () => {
  const state = sharpe.setup(sharpe.parseOptions({ players: 2 }));

  it("an input nested 20,000 deep is an illegal input, not a stack overflow", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = { type: "die", face: deep };
    expect(ruleError(() => sharpe.apply(state, deep as never)).code).toBe("warpquest/illegal-input");
    expect(sharpe.whyIllegal!(state, deep)?.message).toMatch(/nested deeper than 32 levels/);
  });

  it("an input with a 1 MB field is refused with a message quoting 80 characters of it", () => {
    const big = { type: "card", card: "x".repeat(1_000_000) };
    const error = ruleError(() => sharpe.apply(state, big as never));
    expect(error.message.length).toBeLessThan(300);
    expect(error.message).toContain("…");
    expect(sharpe.whyIllegal!(state, big)!.message.length).toBeLessThan(300);
  });

  it("WQ-DRAW an impossible draw lists a few of the legal outcomes, not all of them", () => {
    let at = saltRoad.setup(saltRoad.parseOptions({}));
    const chance = seededChance(1);
    while (at.step.kind !== "draw") {
      const next = saltRoad.next(at);
      if (next.kind === "over") throw new Error("over");
      at = saltRoad.apply(at, next.kind === "chance" ? chance.pick(next) : next.actions[0]!).state;
    }
    const error = ruleError(() => saltRoad.apply(at, { type: "card", card: "no-such-card" }));
    expect(error.message).toMatch(/and \d+ more$/);
    expect(error.message.length).toBeLessThan(600);
  });

  it("null, a number or a string as an input at a decision is an illegal action with a reason", () => {
    const decision = sharpe.setup(sharpe.parseOptions({ players: 1, campaigns: 1 }));
    let at = decision;
    const chance = seededChance(2);
    while (sharpe.next(at).kind !== "decision") at = sharpe.apply(at, chance.pick(sharpe.next(at) as never)).state;
    for (const input of [null, 7, "move", [], {}]) {
      expect(ruleError(() => sharpe.apply(at, input as never)).code).toBe("warpquest/illegal-action");
      expect(sharpe.whyIllegal!(at, input)?.message).toBeTypeOf("string");
    }
  });

  it("whyIllegal gives a reason for an impossible outcome at a chance step", () => {
    expect(sharpe.whyIllegal!(state, { type: "die", face: 99 })?.message).toMatch(/is not a possible outcome of "p1: a roll on the Attribute Table/);
    expect(sharpe.whyIllegal!(state, { type: "die", face: 3 })).toBeUndefined();
  });
});
