import { RuleError } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { SALT_ROAD_DATA, SHARPE_DATA, WarpQuestError, createWarpQuest, loadScenario, parseState, saltRoad, sharpe, type ScenarioInput } from "../src/index";
import { card, die, feed, sharpeAfterCreation } from "./helpers";

function corrupt(mutate: (data: ScenarioInput & Record<string, unknown>) => void): unknown {
  const copy = JSON.parse(JSON.stringify(SHARPE_DATA));
  mutate(copy);
  return copy;
}

function rejects(data: unknown): WarpQuestError {
  try {
    loadScenario(data);
  } catch (error) {
    expect(error).toBeInstanceOf(WarpQuestError);
    return error as WarpQuestError;
  }
  throw new Error("the data was accepted");
}

function ruleError(run: () => unknown): RuleError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return error as RuleError;
  }
  throw new Error("the input was accepted");
}

describe("illegal inputs throw RuleError with a stable code and rule ID, and leave the state intact", () => {
  it("rejects a die face the die does not have", () => {
    const state = sharpeAfterCreation();
    const before = JSON.stringify(state);
    const error = ruleError(() => sharpe.apply(state, die(7)));
    expect(error).toMatchObject({ code: "warpquest/illegal-outcome", ruleId: "WQ-MOVE" });
    expect(error.message).toContain("1D6");
    expect(JSON.stringify(state)).toBe(before);
  });

  it("rejects an action at a chance step and an outcome at a decision", () => {
    expect(ruleError(() => sharpe.apply(sharpeAfterCreation(), { type: "roll-challenge" }))).toMatchObject({ code: "warpquest/illegal-outcome" });
    const choosing = feed(sharpe, sharpeAfterCreation(), [die(3), card("defend-ladys-honor")]).state;
    expect(ruleError(() => sharpe.apply(choosing, die(3)))).toMatchObject({ code: "warpquest/illegal-action", ruleId: "SHP-CHALLENGE" });
  });

  it("rejects a skill the card does not offer and an aid card not in the hand", () => {
    const choosing = feed(sharpe, sharpeAfterCreation(), [die(3), card("defend-ladys-honor")]).state;
    const error = ruleError(() => sharpe.apply(choosing, { type: "choose-skill", skill: "Shooting" }));
    expect(error.message).toContain('"Brawling"');
    const rolled = feed(sharpe, sharpeAfterCreation(), [die(3), card("drive-off-cavalry"), die(2)]).state;
    expect(ruleError(() => sharpe.apply(rolled, { type: "play-aid", card: "chosen-men" }))).toMatchObject({ code: "warpquest/illegal-outcome" });
  });

  it("rejects drawing a card that is not in the draw pile", () => {
    const drawing = sharpe.apply(sharpeAfterCreation(), die(3)).state;
    expect(ruleError(() => sharpe.apply(drawing, card("sword-fight")))).toMatchObject({ code: "warpquest/illegal-outcome", ruleId: "WQ-DRAW" });
    const drawn = feed(sharpe, drawing, [card("heroics")]).state;
    const again = sharpe.apply(drawn, die(3)).state;
    expect(ruleError(() => sharpe.apply(again, card("heroics")))).toMatchObject({ code: "warpquest/illegal-outcome" });
  });

  it("rejects a reroll without Experience Tokens and any input once the game is over", () => {
    const aid = feed(sharpe, sharpeAfterCreation(), [die(3), card("drive-off-cavalry"), die(2)]).state;
    expect(ruleError(() => sharpe.apply(aid, { type: "reroll" }))).toMatchObject({ code: "warpquest/illegal-outcome" });
    const over = { ...sharpeAfterCreation(), step: { kind: "over" as const }, result: { winner: null, officers: [] } };
    expect(ruleError(() => sharpe.apply(over, die(1)))).toMatchObject({ code: "warpquest/game-over" });
  });

  it("rejects a confrontation skill that is not on the Skill List", () => {
    const state = feed(saltRoad, { ...saltRoad.setup(saltRoad.parseOptions({ players: 2 })) }, []).state;
    const facing = { ...state, parties: state.parties.map((p, k) => (k === 1 ? { ...p, position: 5 } : p)) };
    const landed = saltRoad.apply(facing, die(4)).state;
    expect(ruleError(() => saltRoad.apply(landed, { type: "skill", skill: "Endurance" }))).toMatchObject({ code: "warpquest/illegal-outcome", ruleId: "WQ-CONFRONT" });
  });
});

describe("corrupt scenario data is rejected with an error naming the JSON path", () => {
  it("names a field that fails the schema", () => {
    expect(rejects(corrupt((d) => ((d.cards[0] as { difficulty: unknown }).difficulty = "hard")))).toMatchObject({ code: "warpquest/invalid-scenario", path: "cards[0].difficulty" });
    expect(rejects(corrupt((d) => ((d.cards[1] as { fail: unknown }).fail = "X")))).toMatchObject({ path: "cards[1].fail" });
    expect(rejects({ ...SHARPE_DATA, extra: true }).message).toContain("extra");
  });

  it("names an unknown skill in a card's printed skills", () => {
    const error = rejects(corrupt((d) => ((d.cards[2] as { skills: string }).skills = "Brawling or Fencing")));
    expect(error).toMatchObject({ path: "cards[2].skills" });
    expect(error.message).toContain('"Fencing"');
  });

  it("names an aid effect that cannot be read, and a Heal card without Endurance", () => {
    expect(rejects(corrupt((d) => ((d.cards[23] as { aid: string }).aid = "Brawling plus three")))).toMatchObject({ path: "cards[23].aid" });
    const healing = JSON.parse(JSON.stringify(SALT_ROAD_DATA));
    healing.cards.push({ id: "salve", name: "Salve", type: "A", aid: "Heal" });
    expect(rejects(healing)).toMatchObject({ path: `cards[${healing.cards.length - 1}].aid` });
  });

  it("names a deck entry with no card, a card in two decks, and modules that leave a gap", () => {
    expect(rejects(corrupt((d) => d.modules[0]!.cards.push("no-such-card")))).toMatchObject({ path: "modules[0].cards[39]" });
    expect(rejects(corrupt((d) => d.rotation!.push("hold-town")))).toMatchObject({ path: "rotation[45]" });
    expect(rejects(corrupt((d) => (d.modules[0]!.to = 25)))).toMatchObject({ path: "modules[0].to" });
    expect(rejects(corrupt((d) => (d.modules[0]!.from = 3)))).toMatchObject({ path: "modules[0].from" });
  });

  it("names duplicate card ids, unknown categories and attributes, and a schema version it cannot read", () => {
    expect(rejects(corrupt((d) => ((d.cards[5] as { id: string }).id = "avoid-chasseurs")))).toMatchObject({ path: "cards[5].id" });
    expect(rejects(corrupt((d) => ((d.cards[0] as { category: string }).category = "Siege")))).toMatchObject({ path: "cards[0].category" });
    expect(rejects(corrupt((d) => ((d.party as { attributeTable: string[] }).attributeTable[0] = "Luck")))).toMatchObject({ path: "party.attributeTable[0]" });
    expect(rejects({ ...SHARPE_DATA, schemaVersion: 2 })).toMatchObject({ code: "warpquest/unsupported-schema-version" });
    expect(() => createWarpQuest({ nonsense: true })).toThrow(WarpQuestError);
  });
});

describe("every cross-reference problem of scenario data at once", () => {
  it("three distinct problems (an unknown skill, an unknown category, a deck entry with no card) are all in issues, in the data's order", () => {
    const error = rejects(
      corrupt((d) => {
        (d.cards[2] as { skills: string }).skills = "Brawling or Fencing";
        (d.cards[0] as { category: string }).category = "Siege";
        d.modules[0]!.cards.push("no-such-card");
      }),
    );
    expect(error).toMatchObject({ code: "warpquest/invalid-scenario", path: "cards[0].category" });
    expect(error.issues).toEqual([
      { path: "cards[0].category", message: 'category "Siege" is not among the scenario\'s categories' },
      { path: "cards[2].skills", message: '"Brawling or Fencing" names the skill "Fencing", which is not among the scenario\'s skills' },
      { path: "modules[0].cards[39]", message: 'no card has the id "no-such-card"' },
    ]);
  });

  it("a problem is reported once, not again where it echoes (a card with an unreadable effect is still a card of its deck)", () => {
    const error = rejects(corrupt((d) => ((d.cards[23] as { aid: string }).aid = "Brawling plus three")));
    expect(error.issues).toEqual([{ path: "cards[23].aid", message: '"Brawling plus three" is not an aid effect such as "Brawling +3", "HQ +3" or "Heal"' }]);
  });
});

describe("bad options and snapshots", () => {
  it("rejects deck changes naming cards that do not exist or are not in the deck", () => {
    expect(() => sharpe.setup(sharpe.parseOptions({ deckChanges: [{ add: ["no-such-card"] }] }))).toThrow(/deckChanges\[0\]\.add\[0\]/);
    expect(() => sharpe.setup(sharpe.parseOptions({ deckChanges: [{ remove: ["sword-fight"] }] }))).toThrow(/deckChanges\[0\]\.remove\[0\]/);
    expect(() => sharpe.parseOptions({ campaigns: 4 })).toThrow(/at most 3 campaigns/);
    expect(() => sharpe.parseOptions({ players: 7 })).toThrow(WarpQuestError);
  });

  it("reads a snapshot back, and rejects a corrupt one naming the path", () => {
    const state = feed(sharpe, sharpeAfterCreation(), [die(3), card("defend-ladys-honor")]).state;
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const broken = JSON.parse(JSON.stringify(state));
    broken.parties[0].position = 31;
    expect(() => parseState(broken)).toThrow(expect.objectContaining({ code: "warpquest/invalid-snapshot", path: "parties[0].position" }));
    expect(() => parseState({ ...state, schemaVersion: 9 })).toThrow(expect.objectContaining({ code: "warpquest/unsupported-schema-version" }));
  });
});
