import { describe, expect, it } from "vitest";
import { hexToOffset } from "@tt/hexgrid";
import { reachNow, setupStatus, sherwood, sherwoodBot, sherwoodRules, standardSkirmish, type SherwoodAction, type SherwoodState } from "@tt/sherwood";
import { sherwoodMapLines } from "../src/games/sherwood-map";

// The text map of tt play sherwood: a window of the board (one map, or a scenario's maps joined)
// around the character a decision is about, from the deciding side's view.

const start = (players: number) => sherwood.setup(sherwood.optionsSchema.parse(standardSkirmish(players)));
const actionsOf = (state: SherwoodState) => {
  const next = sherwood.next(state);
  return next.kind === "decision" ? next.actions : [];
};
/** The column labels of a map's header line. */
const columns = (lines: readonly string[]) => lines[0]!.trim().split(/\s+/).map(Number);
/** The labelled rows of a map (hexside lines between them have no label). */
const rows = (lines: readonly string[]) => lines.filter((l) => /^ {0,2}-?\d+ /.test(l)).map((l) => Number(l.slice(0, 3)));

describe("the Sherwood text map", () => {
  it("shows the inn's walls, windows and doors between hexes, and the villagers' characters in capitals", () => {
    const state = start(3);
    const lines = sherwoodMapLines(state, "villagers", actionsOf(state));
    const body = lines.slice(1, -4).join("\n");
    expect(body).toMatch(/#/);
    expect(body).toMatch(/[:']/);
    expect(body).toMatch(/MU|MI|AD/);
    expect(body).toMatch(/\bbr[ *!~]/);
    expect(lines.at(-4)).toMatch(/^key: CAPITALS villagers/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
  });

  it("marks the moving character with *, the hexes it can reach with +, and a shot's target with !", () => {
    let state = start(2);
    const fire = actionsOf(state);
    const shooting = sherwoodMapLines(state, "saxons", fire);
    expect(shooting.join("\n")).toMatch(/RE\*/);
    // The Normans' characters in Reynold's sights: small letters (another side's), marked as targets.
    expect(shooting.join("\n")).toMatch(/\b[a-z]{2}!/);
    state = sherwood.apply(state, { type: "end-phase" }).state;
    const step = actionsOf(state).find((a) => a.type === "step" && a.piece === "robin")!;
    state = sherwood.apply(state, step).state;
    const moving = sherwoodMapLines(state, "saxons", actionsOf(state)).join("\n");
    expect(moving).toMatch(/RO\*/);
    expect(moving).toMatch(/\+\./);
    expect(moving).toContain("* RO this choice's");
  });

  it("on a scenario's board of four maps, shows a window of 19 columns and 13 rows around the character", () => {
    const board = sherwoodRules.scenario(4).board;
    const base = start(2);
    // The Wood's Edge skirmish moved onto the scenario's board (Wood's Edge lies at column 18 of it).
    const moved: SherwoodState = {
      ...base,
      map: board.id,
      scenario: { number: 4, players: 2, choices: [] },
      pieces: base.pieces.map((p) => ({ ...p, at: board.toBoard("woods-edge", p.at) })),
    } as SherwoodState;
    const fire: SherwoodAction[] = [{ type: "shoot", shooter: "reynold", target: "arnold" }, { type: "end-phase" }];
    const lines = sherwoodMapLines(moved, "saxons", fire);
    const reynold = hexToOffset(moved.pieces.find((p) => p.id === "reynold")!.at, "odd-r");
    const cols = columns(lines);
    expect(cols).toHaveLength(19);
    expect(cols[0]).toBeLessThanOrEqual(reynold.col);
    expect(cols.at(-1)).toBeGreaterThanOrEqual(reynold.col);
    expect(cols.at(-1)).toBeGreaterThan(17); // beyond the first map's 18 columns: the joined board
    const shown = rows(lines);
    expect(shown).toHaveLength(13);
    expect(shown).toContain(reynold.row);
    expect(lines.join("\n")).toMatch(/RE\*/);
  });

  it("never draws another side's hidden characters: they are not on the board, and take no tag", () => {
    const state = start(2);
    const hidden: SherwoodState = { ...state, hidden: [{ id: "gilbert", camp: "normans", character: "gilbert", hideout: null }] } as SherwoodState;
    const lines = sherwoodMapLines(hidden, "saxons", actionsOf(state));
    expect(lines.join("\n")).not.toMatch(/GI|gi[ *!~]/);
    expect(lines).toEqual(sherwoodMapLines(state, "saxons", actionsOf(state)));
  });

  it("SHW-S.6 marks the wolf leader's reach by his 10 MP, as the game lets him move (reachNow), not by his counter's 8", () => {
    // Scenario 6 set up by the bot, on to the bandits' first movement phase.
    let state = sherwood.setup(sherwood.optionsSchema.parse({ scenario: 6 }));
    const bot = sherwoodBot();
    for (let i = 0; i < 2000 && !(state.phase === "move" && state.sides[state.active] === "bandits" && setupStatus(state).stage === "playing"); i++) {
      const next = sherwood.next(state);
      if (next.kind === "chance") state = sherwood.apply(state, next.outcomes[0]!.outcome).state;
      else if (next.kind === "decision") {
        const end = next.actions.find((a) => a.type === "end-phase");
        state = sherwood.apply(state, setupStatus(state).stage !== "playing" || end === undefined ? bot(next, state) : end).state;
      }
    }
    const steps = actionsOf(state).filter((a) => a.type === "step" && a.piece === "hardouin");
    expect(steps.length).toBeGreaterThan(0);
    const lines = sherwoodMapLines(state, "bandits", steps);
    // The hexes marked + (each cell four characters, odd rows shifted by two), as printed column,row.
    const cols = columns(lines);
    const marked = new Set<string>();
    for (const line of lines.slice(1)) {
      if (!/^ {0,2}-?\d+ /.test(line)) continue;
      const row = Number(line.slice(0, 3));
      const cells = line.slice(4 + (row % 2 === 0 ? 0 : 2));
      cols.forEach((col, i) => {
        if (cells[i * 4] === "+") marked.add(`${col},${row}`);
      });
    }
    const shown = new Set(rows(lines));
    const reach = reachNow(state, "hardouin").places.map((p) => ({ at: hexToOffset("front" in p.at ? p.at.front : p.at, "odd-r"), cost: p.cost }));
    const inWindow = reach.filter((p) => shown.has(p.at.row) && cols.includes(p.at.col));
    expect(marked).toEqual(new Set(inWindow.map((p) => `${p.at.col},${p.at.row}`)));
    expect(inWindow.some((p) => p.cost > 8)).toBe(true);
  });
});
