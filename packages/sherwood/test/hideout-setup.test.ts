import { viewNext } from "@tt/engine";
import { describe, expect, it } from "vitest";
import { hideoutHexes, hideoutName, parseHideout, SHERWOOD_SKIRMISHES, setupStatus, sherwood, sherwoodBoard, sherwoodRules, type SherwoodState } from "../src/index";
import { codeOf, play } from "./game-helpers";
import { decisionOf, endPhasesUntil, scenarioStart } from "./scenario-helpers";

const innAmbush = () => sherwood.setup(sherwood.optionsSchema.parse(SHERWOOD_SKIRMISHES.innAmbush));

describe("hideouts (SHW-8.1)", () => {
  it("SHW-8.1 a hideout id reads as a tree's letter or a building's id; anything else is a typed error", () => {
    expect(parseHideout("tree:B")).toEqual({ kind: "tree", tree: "B" });
    expect(parseHideout("building:inn")).toEqual({ kind: "building", building: "inn" });
    for (const bad of ["", "tree:", "inn", "cellar:inn", "building"]) expect(codeOf(() => parseHideout(bad))).toBe("sherwood/bad-argument hideout");
    expect(codeOf(() => parseHideout(null as unknown as string))).toBe("sherwood/bad-argument hideout");
  });

  it("SHW-8.1 every hideout the game offers has its places on the board and its name in words", () => {
    const state = innAmbush();
    const offered = decisionOf(state).actions.flatMap((a) => (a.type === "hide" ? [a.hideout] : []));
    expect(offered.length).toBeGreaterThan(2);
    const board = sherwoodBoard(state);
    for (const id of offered) {
      const places = hideoutHexes(board, id);
      expect(places.length).toBeGreaterThan(0);
      for (const p of places) expect(board.hexMap.has(p)).toBe(true);
      expect(hideoutName(id)).toMatch(/^(up tree [A-Z]+|in the [a-z' ]+)$/);
    }
    expect(hideoutName("tree:O")).toBe("up tree O");
    expect(hideoutName("building:inn")).toBe("in the inn");
    expect(hideoutName("building:cottage")).toBe("in the forester's cottage");
    // A tree: its trunk and the six hexes around, up it.
    const tree = hideoutHexes(board, "tree:O");
    expect(tree.length).toBe(7);
    expect(tree.every((p) => p.level === 1)).toBe(true);
    expect(new Set(tree.map((p) => `${p.q},${p.r}`))).toEqual(new Set(board.tree("O").hexes.map((h) => `${h.q},${h.r}`)));
  });

  it("SHW-8.2 a hideout's places are where the game reveals a character hidden there", () => {
    let state = play(
      innAmbush(),
      { type: "hide", piece: "robin", hideout: "building:inn" },
      { type: "hide", piece: "will-scarlett", hideout: "building:inn" },
      { type: "hide", piece: "gilbert", hideout: "tree:O" },
    ).state;
    // On to the Merry Men's first missile fire phase, where a side may reveal its hidden characters (SHW-8.4).
    state = endPhasesUntil(state, (s) => s.sides[s.active] === "merry-men" && s.phase === "fire" && s.ambush === null);
    const reveals = decisionOf(state).actions.flatMap((a) => (a.type === "reveal" && a.piece === "gilbert" ? [`${a.at.q},${a.at.r},${a.at.level}`] : []));
    expect(reveals.length).toBeGreaterThan(0);
    const places = new Set(hideoutHexes(sherwoodBoard(state), "tree:O").map((p) => `${p.q},${p.r},${p.level}`));
    for (const r of reveals) expect(places.has(r)).toBe(true);
  });

  it("SHW-8.1 a hideout the board does not have is a typed error", () => {
    const board = sherwoodRules.map("woods-edge");
    expect(codeOf(() => hideoutHexes(board, "building:inn"))).toBe("sherwood/unknown-id hideout");
    expect(codeOf(() => hideoutHexes(board, "tree:ZZ"))).toBe("sherwood/unknown-id hideout");
    expect(codeOf(() => hideoutHexes(board, "cellar"))).toBe("sherwood/bad-argument hideout");
  });
});

describe("setupStatus: before turn 1 or not", () => {
  it("SHW-S.6 a scenario's pieces are placed first, camp by camp, then the turns are played", () => {
    let state = scenarioStart(6);
    const seen: string[] = [];
    for (let i = 0; i < 200; i++) {
      const status = setupStatus(state);
      const next = sherwood.next(state);
      expect(setupStatus(state, next)).toEqual(status);
      if (status.stage !== "placing") break;
      expect(status.rule).toBe("SHW-S.6");
      if (next.kind === "decision") expect([next.detail?.ask, next.player]).toEqual(["deploy", status.player]);
      if (!seen.includes(status.camp)) seen.push(status.camp);
      state = sherwood.apply(state, next.kind === "chance" ? next.outcomes[0]!.outcome : decisionOf(state).actions[0]!).state;
    }
    expect(seen).toEqual(["bandits", "villagers"]);
    expect(setupStatus(state)).toEqual({ stage: "playing" });
  });

  it("SHW-8.1 characters choosing hideouts are setting up; a view never tells where they hide, and with its step it tells when they are done", () => {
    const start = innAmbush();
    expect(setupStatus(start)).toEqual({ stage: "hiding", player: "merry-men", rule: "SHW-8.1" });
    const hidden = play(
      start,
      { type: "hide", piece: "robin", hideout: "building:inn" },
      { type: "hide", piece: "will-scarlett", hideout: "building:inn" },
      { type: "hide", piece: "gilbert", hideout: "tree:O" },
    ).state;
    expect(setupStatus(hidden)).toEqual({ stage: "playing" });
    // The Normans' view shows no hideout: with the step they were sent, the status is exact.
    const normans = (s: SherwoodState) => sherwood.view(s, "normans");
    const stepFor = (s: SherwoodState) => viewNext(sherwood, s, "normans");
    expect(setupStatus(normans(start), stepFor(start))).toEqual({ stage: "hiding", player: "merry-men", rule: "SHW-8.1" });
    expect(setupStatus(normans(hidden), stepFor(hidden))).toEqual({ stage: "playing" });
    // Without the step the view errs on the side of "still hiding" only until the first turn's first thing happens.
    const fired = play(hidden, { type: "end-phase" }).state;
    expect(setupStatus(normans(fired))).toEqual({ stage: "playing" });
    for (const s of [start, hidden, fired]) expect(JSON.stringify(setupStatus(normans(s), stepFor(s)))).not.toMatch(/tree:|building:/);
    // The Merry Men's own view knows its hideouts.
    expect(setupStatus(sherwood.view(hidden, "merry-men"))).toEqual({ stage: "playing" });
  });
});
